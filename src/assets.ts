// Prepares the stylesheets and the menu script the pages inline, bundled and
// minified with esbuild: templates/landing.css for the landing page,
// templates/page.css for every other page (both start from site.css), so a
// legal page does not carry the landing sections' rules.
import { build, transform } from "esbuild";
import { readFileSync } from "node:fs";
import path from "node:path";

/** The inline code of the pages: a stylesheet per kind of page, and the menu script. */
export interface SiteAssets {
  css: { landing: string; page: string };
  script: string;
}

export async function compileAssets(templatesDir: string): Promise<SiteAssets> {
  const [landing, page, script] = await Promise.all([
    stylesheet(path.join(templatesDir, "landing.css")),
    stylesheet(path.join(templatesDir, "page.css")),
    transform(readFileSync(path.join(templatesDir, "menu.js"), "utf8"), { minify: true, target: "es2017", legalComments: "none" }).then((result) => result.code.trim()),
  ]);
  return { css: { landing, page }, script };
}

async function stylesheet(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    write: false,
    logLevel: "silent",
    target: ["chrome100", "safari15", "firefox100"],
  });
  return result.outputFiles[0]!.text.trim();
}
