// The design's measures as the build stores them (templates/design-limits.json),
// taken in Chromium with Noto (the faces Android phones show, and the design
// tests use): the width and type of the hero headline at 1280 px and on a
// phone, the hero's lead and what follows it down to the proof figures, the
// room each button gives its label at 320 px, and the width of every
// character in each of those type styles. It measures a page in every script
// a language can be written in: a script the site has a language in on that
// language's page, any other on the source page with that script's
// stylesheets and attribute, as a page in it would have them, so a language
// added later is held to its own script's measures. The widths of a shaped
// script's grapheme clusters are averaged over common words (how faces and
// the page are measured is tests/shared/design-measures.ts, which the browser
// tests measure the frozen content's pages with too). It builds content/
// aside, since the stored measures are what the build judges the editors'
// copy by. Both npm run measure-design (scripts/measure-design.ts) and the
// browser phase of npm test call it, so the file is kept by the same code
// whether a developer measures by hand or the suite finds the templates
// changed.
//
// The page's measures follow the layout, and what they cannot follow is a
// rule, named here (and in README.md, "The design's limits"):
// - The page is measured as a visitor first sees it: on the phone, every
//   <details> closed. What a closed <details> holds besides its summary is not
//   measured, so its texts and items add nothing as they grow.
// - A text is measured where it is shown once, as the whole of an element's
//   text (its innermost such element), neither visually hidden nor
//   aria-hidden. A text shown twice, or only as part of a longer one (set
//   inline among other words with no element of its own), is not measured,
//   and the prediction takes its height as fixed.
// - A text's room is the width its lines get once it is long enough to wrap,
//   taken by setting it long in the page: the content box of the box its lines
//   are laid in, as wide as that box may grow (a flex or grid item, an
//   inline-block), and for a text directly in a flex or grid container, the
//   item the layout makes of it, beside the others and any ::before or ::after.
//   A first line shortened by what precedes it on that line (an inside list
//   marker, a text-indent, words before it) counts as a whole line.
// - A text that does not wrap (white-space: nowrap) keeps one line; one
//   clamped (line-clamp) at most its clamp's. A line height of "normal" is
//   taken as 1.2 times the font size.
// - A list's items, whatever their markup, are the children of the nearest
//   element holding the texts of all of them, one item a child; a list whose
//   items share a child, or where fewer than two are found, is not measured.
//   An item adds the distance from the first measured item's top to the
//   last's, shared among the gaps between them; items less than 12 px apart
//   that way (side by side, a row to swipe through) add nothing, and a grid's
//   columns are not counted (an item of a grid of two adds a little less than
//   half a row, not a whole row every second item).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { startServer } from "../../src/serve/static-server.ts";
import { BUDGET, type DesignLimits, type ScriptMeasures, type TypeStyle } from "../../src/checks/design-limits.ts";
import { SCRIPT_STYLES, scriptName, type StyledScript } from "../../src/text/writing-system.ts";
import { compileAssets } from "../../src/render/assets.ts";
import { designSource } from "../../src/render/design-source.ts";
import { build } from "../../src/pipeline/site-build.ts";
import { scriptStyles } from "../../src/render/render.tsx";
import type { Landing } from "../../src/model/schema/landing.ts";
import type { Plan } from "../../src/model/schema/plans.ts";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium.ts";
import { dress, emptyMeasures, pageMeasures, styleOf, type Computed, type Guise } from "./design-measures.ts";
import { styled } from "./page-ready.ts";

/** Where the stored measures are, from the project's root. */
export const STORED_MEASURES = "templates/design-limits.json";

const BUTTONS = {
  "hero.demoLabel": ".hero__actions .button--accent",
  "hero.videoLabel": ".hero__actions .button--ghost",
  "closing.demoLabel": ".closing .button--accent",
  "pricing.trialLabel": ".plan__cta",
} as const;

/** A Chromium at the site's server, and the measures as far as they go: the faces measured so far, which the lines a text takes today are predicted with. */
interface Session {
  browser: BrowserContext;
  url: string;
  measuring: DesignLimits;
}

/** An element's type: its face, size and tracking, its content box's width and its line height. */
async function typeOf(session: Session, page: Page, selector: string): Promise<TypeStyle> {
  const computed = await page
    .locator(selector)
    .first()
    .evaluate((el): Computed => {
      const style = getComputedStyle(el);
      const content = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return {
        weight: style.fontWeight,
        family: style.fontFamily,
        size: parseFloat(style.fontSize),
        tracking: parseFloat(style.letterSpacing) || 0,
        width: content,
        lineHeight: parseFloat(style.lineHeight),
      };
    });
  return styleOf(page, computed, session.measuring);
}

async function open(session: Session, route: string, viewport: { width: number; height: number }, guise?: Guise): Promise<Page> {
  const page = await session.browser.newPage();
  await page.setViewportSize(viewport);
  await page.goto(`${session.url}${route}`, { waitUntil: "load" });
  await styled(page);
  if (guise) await dress(page, guise);
  await page.evaluate(() => document.fonts.ready);
  return page;
}

async function measureScript(session: Session, route: string, landing: Landing, plans: Plan[], guise?: Guise): Promise<ScriptMeasures> {
  const desktop = await open(session, route, BUDGET.laptop, guise);
  const heading = await typeOf(session, desktop, ".hero h1");
  await desktop.close();

  const phone = await open(session, route, BUDGET.phone, guise);
  const phoneHeading = await typeOf(session, phone, ".hero h1");
  const lead = await typeOf(session, phone, ".hero__lead");
  // From the top of the page to the headline, and from the lead to the last proof figure's foot: the parts no copy changes.
  // (No named functions inside evaluate: tsx would wrap them in a helper the page does not have.)
  const hero = await phone.evaluate(() => {
    const proofs = Array.from(document.querySelectorAll(".hero__proof"));
    const h1 = document.querySelector(".hero h1")!.getBoundingClientRect();
    const leadBox = document.querySelector(".hero__lead")!.getBoundingClientRect();
    return {
      beforeHeading: h1.top + scrollY,
      betweenHeadingAndLead: leadBox.top - h1.bottom,
      afterLead: Math.max(...proofs.map((p) => p.getBoundingClientRect().bottom)) - leadBox.bottom,
    };
  });
  await phone.close();

  const narrow = await open(session, route, BUDGET.smallPhone, guise);
  const buttons: ScriptMeasures["buttons"] = {};
  for (const [field, selector] of Object.entries(BUTTONS)) {
    const found = await narrow.locator(selector).count();
    if (!found) continue;
    const type = await typeOf(session, narrow, selector);
    // The room for the label: the widest the button can be, less what it holds besides its words (padding, border, an icon, the gap to it).
    const room = await narrow
      .locator(selector)
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el);
        const icons = Array.from(el.children).filter((child) => child.tagName.toLowerCase() === "svg");
        const besides =
          ["paddingLeft", "paddingRight", "borderLeftWidth", "borderRightWidth"].reduce(
            (sum, key) => sum + parseFloat(style[key as "paddingLeft"]),
            0,
          ) + icons.reduce((sum, icon) => sum + icon.getBoundingClientRect().width + (parseFloat(style.columnGap) || 0), 0);
        const parent = el.parentElement!;
        const ps = getComputedStyle(parent);
        const inner = parent.clientWidth - parseFloat(ps.paddingLeft) - parseFloat(ps.paddingRight);
        // In a row that wraps (or a column), a button may take the whole line; in one that does not, what the others leave it.
        const wraps = ps.display.includes("flex") ? ps.flexWrap === "wrap" || ps.flexDirection.startsWith("column") : true;
        const others = Array.from(parent.children).reduce(
          (sum, child) => sum + (child === el ? 0 : child.getBoundingClientRect().width),
          0,
        );
        const gaps = (parent.children.length - 1) * (parseFloat(ps.columnGap) || 0);
        return (wraps ? inner : inner - others - gaps) - besides;
      });
    buttons[field] = { ...type, width: Math.floor(room) };
  }
  await narrow.close();
  const onPhone = await open(session, route, BUDGET.phone, guise);
  const page = await pageMeasures(onPhone, landing, plans, session.measuring);
  await onPhone.close();
  return { heading, phone: { heading: phoneHeading, lead, ...hero }, buttons, page };
}

/**
 * The measures of the landing page as the project at `root` makes it, from
 * its content/ and today's templates, built aside: what is measured is what
 * the hash it names was taken of.
 */
export async function measureDesign(root: string): Promise<DesignLimits> {
  const templates = path.join(root, "templates");
  const work = mkdtempSync(path.join(tmpdir(), "measure-"));
  try {
    const { model } = await build({ root, outDir: path.join(work, "dist") });
    const { server, url } = await startServer({ dir: path.join(work, "dist") });
    const browser = await chromium.launchPersistentContext(path.join(work, "profile"), {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      viewport: BUDGET.laptop,
      deviceScaleFactor: 1,
      // The stylesheets of a script the site has no language in are added to its source page, which its CSP would refuse.
      bypassCSP: true,
    });
    try {
      const session: Session = { browser, url, measuring: emptyMeasures() };
      const source = model.editions[0]!;
      const sheets = (await compileAssets(templates)).css.scripts;
      const scripts: DesignLimits["scripts"] = {};
      for (const [code, name] of [[undefined, "latin"], ...Object.entries(SCRIPT_STYLES)] as [StyledScript | undefined, string][]) {
        // The site's own page in the script, or its source page dressed as a page in it would be.
        const own = model.editions.find((e) => scriptName(e.locale.tag) === name);
        const edition = own ?? source;
        const lang = code ? new Intl.Locale(`und-${code}-IN`).maximize().language : "en";
        const guise = own ? undefined : { code, lang, css: code ? scriptStyles(sheets, [lang]) : "" };
        scripts[name] = await measureScript(session, edition.home, edition.landing, edition.plans, guise);
      }
      return {
        ...session.measuring,
        measuredWith: `Chromium ${browser.browser()?.version() ?? ""}, Noto`.replace("  ", " "),
        measuredFrom: designSource(templates),
        scripts,
      };
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The measures as the file holds them: one line for each list of widths and each measured style, so a change of measures reads as a change of lines. */
function storedText(limits: DesignLimits): string {
  const json = JSON.stringify(limits, null, 1)
    .replace(/\[\n[^[\]{}]*\n *\]/g, (list) => list.replace(/\n */g, " ").replace("[ ", "[").replace(" ]", "]"))
    .replace(/\{\n[^{}[\]]*\n *\}/g, (object) => object.replace(/\n */g, " ").replace("{ ", "{").replace(" }", "}"));
  return `${json}\n`;
}

export function writeStoredMeasures(root: string, limits: DesignLimits): void {
  writeFileSync(path.join(root, STORED_MEASURES), storedText(limits));
}

/**
 * Whether the stored measures at `root` were taken of its templates as they
 * are now, every section's folder included (not only those content shows, as
 * the build's notice asks): read from the file, not imported, so a run that
 * has just written it sees what it wrote.
 */
export function storedMeasuresCurrent(root: string): boolean {
  const stored = JSON.parse(readFileSync(path.join(root, STORED_MEASURES), "utf8")) as DesignLimits;
  return isDeepStrictEqual(stored.measuredFrom, designSource(path.join(root, "templates")));
}

/**
 * The stored measures at `root` made current: measured again and written when
 * its templates changed since they were taken, left alone (and nothing
 * measured, which takes a minute) when not. Says which it did.
 */
export async function keepStoredMeasures(root: string): Promise<string> {
  if (storedMeasuresCurrent(root)) return `${STORED_MEASURES} was measured from today's templates`;
  const limits = await measureDesign(root);
  writeStoredMeasures(root, limits);
  return `${STORED_MEASURES} measured again: the templates changed since it was measured (commit it with them)`;
}
