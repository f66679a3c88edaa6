// Prepares the stylesheets and the scripts the pages inline, bundled and
// minified with esbuild: for the landing page, templates/site.css, then each
// section's folder's styles.css in the page's order (templates/sections/),
// then the WhatsApp corner's; templates/page.css for every other page (it
// starts from site.css too), so a legal page does not carry the landing
// sections' rules; one per writing system (templates/styles/writing-systems/), which a
// page adds only when it shows text in that script (../text/writing-system.ts);
// menu.js, the scripts sections declare (the offer's end), analytics.js for a
// site with an analytics service, whatsapp.js for a landing page with the
// WhatsApp corner button.
import { build, transform } from "esbuild";
import { readFileSync } from "node:fs";
import path from "node:path";
import { SCRIPT_STYLES } from "../text/writing-system.ts";
import { SECTION_VIEWS } from "../../templates/sections/views.ts";
import { LANDING_SCRIPTS } from "../../templates/LandingPage.tsx";

/** The inline code of the pages: a stylesheet per kind of page, the menu script, and the offer's end (a page with a dated offer). */
export interface SiteAssets {
  /**
   * `scripts`: each writing system's rules (and "indic", shared by India's
   * left-to-right scripts), by stylesheet name; `languageMenu`: the header's
   * menu of a site in three languages or more.
   */
  css: { landing: string; page: string; scripts: Record<string, string>; languageMenu: string };
  script: string;
  /** The scripts the landing page's parts declare (LANDING_SCRIPTS: a section's, the corner button's), by name. */
  landingScripts: Partial<Record<string, string>>;
  /** Loads the analytics service's script after the first paint, when site.yaml sets one. */
  analyticsScript: string;
}

export async function compileAssets(templatesDir: string): Promise<SiteAssets> {
  const sheets = ["indic", "stacked-marks", ...Object.values(SCRIPT_STYLES)];
  const [landing, page, languageMenu, script, analyticsScript, landingScripts, ...scripts] = await Promise.all([
    stylesheet(path.join(templatesDir, "landing.css"), landingStyles()),
    stylesheet(path.join(templatesDir, "page.css")),
    stylesheet(path.join(templatesDir, "styles", "language-menu.css")),
    inlineScript(path.join(templatesDir, "menu.js")),
    inlineScript(path.join(templatesDir, "analytics.js")),
    Promise.all(LANDING_SCRIPTS.map(({ file }) => inlineScript(path.join(templatesDir, file)))),
    ...sheets.map((name) => stylesheet(path.join(templatesDir, "styles", "writing-systems", `${name}.css`))),
  ]);
  return {
    css: { landing, page, languageMenu, scripts: Object.fromEntries(sheets.map((name, i) => [name, scripts[i]!])) },
    script,
    landingScripts: Object.fromEntries(LANDING_SCRIPTS.map(({ name }, i) => [name, landingScripts[i]!])),
    analyticsScript,
  };
}

async function inlineScript(file: string): Promise<string> {
  const result = await transform(readFileSync(file, "utf8"), { minify: true, target: "es2017", legalComments: "none" });
  return result.code.trim();
}

/** The landing page's stylesheet, as the @imports of its parts in the page's order. */
function landingStyles(): string {
  const parts = ["site.css", ...SECTION_VIEWS.map(({ name }) => `sections/${name}/styles.css`), "styles/whatsapp.css"];
  return parts.map((part) => `@import "./${part}";\n`).join("");
}

/** A stylesheet with its @imports inlined: the file at `entry`, or `contents` read as if it were that file. */
async function stylesheet(entry: string, contents?: string): Promise<string> {
  const result = await build({
    ...(contents === undefined
      ? { entryPoints: [entry] }
      : { stdin: { contents, resolveDir: path.dirname(entry), sourcefile: path.basename(entry), loader: "css" as const } }),
    bundle: true,
    minify: true,
    write: false,
    logLevel: "silent",
    target: ["chrome100", "safari15", "firefox100"],
  });
  return result.outputFiles[0]!.text.trim();
}
