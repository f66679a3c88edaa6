// Prepares the stylesheets and the scripts of the pages, bundled and minified
// with esbuild. Each page's stylesheet is the union of its parts, never a trim
// of a bigger one, and each page inlines only its first flight. A landing
// page's: templates/site.css, what its sections share (LANDING_FIRST), the
// styles.css of the sections a phone shows before any scroll (FIRST_SCREEN,
// templates/sections/views.ts) and the rule that keeps the rest out of sight
// until it is styled (styles/later.css); the rest, the footer, the corner
// button's and every later section's styles.css in the page's order, and the
// masks its icons there are drawn through (templates/BelowFold.tsx), is one
// file the page fetches after it has painted (later-styles.js), the same for
// every language. A legal page's: templates/page.css (site.css and the prose)
// and the same rule; the header's rules without JavaScript and the footer
// are its later file (page-later.css), so it carries no landing section's
// rules. The not-found page, which no one shares, carries all of its own
// inline. One stylesheet per writing system (templates/styles/writing-systems/),
// which a page adds only when it shows text in that script
// (../text/writing-system.ts); menu.js, the scripts sections declare (the
// offer's end), analytics.js for a site with an analytics service,
// whatsapp.js for a landing page with the WhatsApp corner button.
import { build, transform } from "esbuild";
import { readFileSync } from "node:fs";
import path from "node:path";
import { SCRIPT_STYLES } from "../text/writing-system.ts";
import { FIRST_SCREEN_VIEWS, LATER_VIEWS, type SECTION_VIEWS } from "../../templates/sections/views.ts";
import { LANDING_SCRIPTS } from "../../templates/LandingPage.tsx";
import { iconMaskRules } from "../../templates/Icon.tsx";

/** The inline code of the pages: a stylesheet per kind of page, the menu script, and the offer's end (a page with a dated offer). */
export interface SiteAssets {
  /**
   * `scripts`: each writing system's rules (and "indic", shared by India's
   * left-to-right scripts), by stylesheet name; `languageMenu`: the header's
   * menu of a site in three languages or more.
   */
  css: {
    /** A landing page's first flight, and its later file. */
    landing: string;
    later: string;
    /** A legal page's first flight, and its later file. */
    page: string;
    pageLater: string;
    /** The not-found page's, all inline. */
    notFound: string;
    scripts: Record<string, string>;
    languageMenu: string;
  };
  script: string;
  /** Fetches a page's later file once it has painted (landing and legal pages). */
  laterScript: string;
  /** The scripts the landing page's parts declare (LANDING_SCRIPTS: a section's, the corner button's), by name. */
  landingScripts: Partial<Record<string, string>>;
  /** Loads the analytics service's script after the first paint, when site.yaml sets one. */
  analyticsScript: string;
}

export async function compileAssets(templatesDir: string): Promise<SiteAssets> {
  const sheets = ["indic", "stacked-marks", ...Object.values(SCRIPT_STYLES)];
  const [landing, later, page, pageLater, notFound, languageMenu, script, laterScript, analyticsScript, landingScripts, ...scripts] =
    await Promise.all([
      stylesheet(
        path.join(templatesDir, "first-flight.css"),
        imports([...LANDING_FIRST, ...sectionStyles(FIRST_SCREEN_VIEWS), ...UNTIL_LATER]),
      ),
      stylesheet(path.join(templatesDir, "later.css"), imports([...LANDING_LATER, ...sectionStyles(LATER_VIEWS)])),
      stylesheet(path.join(templatesDir, "page-first-flight.css"), imports(["page.css", ...UNTIL_LATER])),
      stylesheet(path.join(templatesDir, "page-later.css")),
      stylesheet(path.join(templatesDir, "not-found.css"), imports(["page.css", "page-later.css", ...NOT_FOUND])),
      stylesheet(path.join(templatesDir, "styles", "language-menu.css")),
      inlineScript(path.join(templatesDir, "menu.js")),
      inlineScript(path.join(templatesDir, "later-styles.js")),
      inlineScript(path.join(templatesDir, "analytics.js")),
      Promise.all(LANDING_SCRIPTS.map(({ file }) => inlineScript(path.join(templatesDir, file)))),
      ...sheets.map((name) => stylesheet(path.join(templatesDir, "styles", "writing-systems", `${name}.css`))),
    ]);
  return {
    css: {
      landing,
      later: later + iconMaskRules(),
      page,
      pageLater,
      notFound,
      languageMenu,
      scripts: Object.fromEntries(sheets.map((name, i) => [name, scripts[i]!])),
    },
    script,
    laterScript,
    landingScripts: Object.fromEntries(LANDING_SCRIPTS.map(({ name }, i) => [name, landingScripts[i]!])),
    analyticsScript,
  };
}

async function inlineScript(file: string): Promise<string> {
  const result = await transform(readFileSync(file, "utf8"), { minify: true, target: "es2017", legalComments: "none" });
  return result.code.trim();
}

/**
 * Every page's rules, what the landing sections' text and buttons share
 * beyond them, and the samples the hero shows (and sections below it share).
 */
const LANDING_FIRST = [
  "site.css",
  "styles/figures-and-eyebrows.css",
  "styles/landing-buttons.css",
  "styles/sample-tokens.css",
  "styles/samples.css",
];
/** The not-found page's own, beside a legal page's: its way home is a plan's button. */
const NOT_FOUND = ["styles/landing-buttons.css", "styles/not-found.css"];
/** The rule that hides what the later file styles until it has arrived. */
const UNTIL_LATER = ["styles/later.css"];
/**
 * The header's rules without JavaScript (which then links this file, blocking
 * the first paint), the footer, the frame and the claims' sources of the
 * sections below the first screen, and the corner button, which shows once
 * the hero is scrolled past.
 */
const LANDING_LATER = [
  "styles/header-without-js.css",
  "styles/footer.css",
  "styles/section-frame.css",
  "styles/claim-bases.css",
  "styles/whatsapp.css",
];

const sectionStyles = (views: typeof SECTION_VIEWS) => views.map(({ name }) => `sections/${name}/styles.css`);

/** A stylesheet of the parts (paths under templates/), in order, as @imports. */
const imports = (parts: string[]): string => parts.map((part) => `@import "./${part}";\n`).join("");

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
