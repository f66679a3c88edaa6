// Prepares the stylesheets and the menu script the pages inline, bundled and
// minified with esbuild: templates/landing.css for the landing page,
// templates/page.css for every other page (both start from site.css), so a
// legal page does not carry the landing sections' rules, and one per writing
// system (templates/styles/scripts/), which a page adds only when it shows
// text in that script (s../model/writing-system.ts); menu.js, and
// offer.js for a landing page whose offer has a last day, analytics.js for a
// site with an analytics service, whatsapp.js for a landing page with the
// WhatsApp corner button.
import { build, transform } from "esbuild";
import { readFileSync } from "node:fs";
import path from "node:path";
import { SCRIPT_STYLES } from "../model/writing-system.ts";

/** The inline code of the pages: a stylesheet per kind of page, the menu script, and the offer's end (a page with a dated offer). */
export interface SiteAssets {
  /**
   * `scripts`: each writing system's rules (and "indic", shared by India's
   * left-to-right scripts), by stylesheet name; `languageMenu`: the header's
   * menu of a site in three languages or more.
   */
  css: { landing: string; page: string; scripts: Record<string, string>; languageMenu: string };
  script: string;
  offerScript: string;
  /** Loads the analytics service's script after the first paint, when site.yaml sets one. */
  analyticsScript: string;
  /** Shows the WhatsApp corner button once the hero is scrolled past. */
  cornerScript: string;
}

export async function compileAssets(templatesDir: string): Promise<SiteAssets> {
  const sheets = ["indic", "tall", ...Object.values(SCRIPT_STYLES)];
  const [landing, page, languageMenu, script, offerScript, analyticsScript, cornerScript, ...scripts] = await Promise.all([
    stylesheet(path.join(templatesDir, "landing.css")),
    stylesheet(path.join(templatesDir, "page.css")),
    stylesheet(path.join(templatesDir, "styles", "language-menu.css")),
    inlineScript(path.join(templatesDir, "menu.js")),
    inlineScript(path.join(templatesDir, "offer.js")),
    inlineScript(path.join(templatesDir, "analytics.js")),
    inlineScript(path.join(templatesDir, "whatsapp.js")),
    ...sheets.map((name) => stylesheet(path.join(templatesDir, "styles", "scripts", `${name}.css`))),
  ]);
  return {
    css: { landing, page, languageMenu, scripts: Object.fromEntries(sheets.map((name, i) => [name, scripts[i]!])) },
    script,
    offerScript,
    analyticsScript,
    cornerScript,
  };
}

async function inlineScript(file: string): Promise<string> {
  const result = await transform(readFileSync(file, "utf8"), { minify: true, target: "es2017", legalComments: "none" });
  return result.code.trim();
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
