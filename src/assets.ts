// Prepares the stylesheet and the menu script that every page inlines: CSS
// bundled from templates/site.css and both minified with esbuild.
import { build, transform } from "esbuild";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Assets } from "../templates/Document.tsx";

export async function compileAssets(templatesDir: string): Promise<Assets> {
  const [css, script] = await Promise.all([
    build({
      entryPoints: [path.join(templatesDir, "site.css")],
      bundle: true,
      minify: true,
      write: false,
      logLevel: "silent",
      target: ["chrome100", "safari15", "firefox100"],
    }).then((result) => result.outputFiles[0]!.text.trim()),
    transform(readFileSync(path.join(templatesDir, "menu.js"), "utf8"), { minify: true, target: "es2017", legalComments: "none" }).then((result) => result.code.trim()),
  ]);
  return { css, script };
}
