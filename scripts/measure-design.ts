// `npm run measure-design`: measures, in Chromium with Noto Sans (the face
// Android phones show, and the design tests use), what the landing page's
// copy may take: the width and type of the hero headline at 1280 px and on a
// phone, the hero's lead and what follows it down to the proof figures, the
// room each button gives its label at 320 px, and the width of every
// character in each of those type styles. It writes src/model/design-limits.json,
// which the build's design checks read (src/model/design-limits.ts), so an editor
// hears of a headline that would take four lines without running the browser
// tests. Run it after a change to the CSS of those parts, from a built dist/.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { startServer } from "../src/serve/static-server.ts";
import { itemOf, linesOf, pageTexts, type DesignLimits, type PageMeasures, type TypeStyle } from "../src/model/design-limits.ts";
import { loadContent } from "../src/model/site-model.ts";
import { CHROMIUM, CHROMIUM_ARGS as ARGS } from "../tests/browser/global-setup.ts";
import type { Landing } from "../src/model/schema/landing.ts";
import type { Plan } from "../src/model/schema/plans.ts";

// Every character the site's Latin copy is likely to hold; anything else is measured as the average.
const CHARSET = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("") + "₹–—×’‘“”…é·•‑";
const BUTTONS = {
  "hero.demoLabel": ".hero__actions .button--accent",
  "hero.videoLabel": ".hero__actions .button--ghost",
  "closing.demoLabel": ".closing .button--accent",
  "pricing.trialLabel": ".plan__cta",
} as const;

// In the page: each wanted text's innermost element, when the text is on the page once, with its box and type.
// A string, not a function: tsx would wrap a function's inner named functions in a helper the page does not have.
const FIND_TEXTS = `function (wanted) {
  function norm(t) { return t.replace(/\\u2011/g, "-").replace(/\\s+/g, " ").trim(); }
  var byText = new Map();
  for (var el of Array.from(document.querySelectorAll("main *"))) {
    if (!el.offsetParent || el.closest(".visually-hidden, [aria-hidden=true]")) continue;
    var text = norm(el.textContent || "");
    if (Array.from(el.children).some(function (child) { return norm(child.textContent || "") === text; })) continue;
    byText.set(text, (byText.get(text) || []).concat([el]));
  }
  var out = {};
  for (var w of wanted) {
    var els = byText.get(norm(w.value));
    if (!els || els.length !== 1) continue;
    var found = els[0];
    var block = found.closest("p, h1, h2, h3, h4, li, dd, dt, td, th, span, strong, a, blockquote, figcaption, caption") || found;
    var style = getComputedStyle(block);
    var box = found.getBoundingClientRect();
    var item = found.closest("li, tr, dl > div");
    var itemBox = item ? item.getBoundingClientRect() : undefined;
    out[w.key] = { font: style.font, width: found.clientWidth || box.width, lineHeight: parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2, top: box.top + scrollY, bottom: box.bottom + scrollY, item: itemBox ? { top: itemBox.top + scrollY, bottom: itemBox.bottom + scrollY } : undefined };
  }
  return { height: document.documentElement.scrollHeight, out: out };
}`;

const dir = path.resolve(process.argv[2] ?? "dist");
const { server, url } = await startServer({ dir });
const profile = mkdtempSync(path.join(tmpdir(), "measure-"));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  args: ARGS,
  viewport: { width: 1280, height: 900 },
  deviceScaleFactor: 1,
});

/** An element's type as a style: its font, the width of each character in it, and of a Devanagari letter on average. */
async function typeOf(page: Page, selector: string): Promise<TypeStyle> {
  return page
    .locator(selector)
    .first()
    .evaluate((el, charset) => {
      const style = getComputedStyle(el);
      const canvas = document.createElement("canvas").getContext("2d")!;
      canvas.font = style.font;
      canvas.letterSpacing = style.letterSpacing === "normal" ? "0px" : style.letterSpacing;
      const chars: Record<string, number> = {};
      for (const c of charset) chars[c] = Math.round(canvas.measureText(c).width * 100) / 100;
      // Devanagari is shaped (conjuncts, vowel signs): an average over common words stands for each letter.
      const sample = "हर ट्रैवल इन्क्वायरी का जवाब सेकंड में अब कोई लीड नहीं छूटेगी फ़्री डेमो बुक करें वीडियो देखें प्राथमिकता";
      const letters = [...sample].filter((c) => c !== " ").length;
      const devanagari =
        Math.round(((canvas.measureText(sample).width - (sample.split(" ").length - 1) * chars[" "]!) / letters) * 100) / 100;
      const content = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { font: style.font, width: Math.round(content * 100) / 100, lineHeight: parseFloat(style.lineHeight), chars, devanagari };
    }, CHARSET);
}

async function open(route: string, width: number, height: number): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize({ width, height });
  await page.goto(`${url}${route}`, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  return page;
}

const limits: DesignLimits = { measuredWith: "", languages: {} };
const model = await loadContent(path.resolve("content"));
for (const [code, route] of [
  ["latin", "/"],
  ["devanagari", "/hi"],
] as const) {
  const desktop = await open(route, 1280, 900);
  const heading = await typeOf(desktop, ".hero h1");
  await desktop.close();

  const phone = await open(route, 375, 812);
  const phoneHeading = await typeOf(phone, ".hero h1");
  const lead = await typeOf(phone, ".hero__lead");
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

  const narrow = await open(route, 320, 700);
  const buttons: DesignLimits["languages"][string]["buttons"] = {};
  for (const [field, selector] of Object.entries(BUTTONS)) {
    const found = await narrow.locator(selector).count();
    if (!found) continue;
    const type = await typeOf(narrow, selector);
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
  const edition = model.editions.find((e) => e.home === route)!;
  const page = await pageMeasures(route, edition.landing, edition.plans);
  limits.languages[code] = { heading, phone: { heading: phoneHeading, lead, ...hero, screens: 2, screenHeight: 812 }, buttons, page };
}
/**
 * The landing page on a 375 × 812 phone: its height, and for each text of the
 * content found once on the page, its box's width and type, and the lines the
 * prediction gives its text today; for each list whose items stack, the height
 * an item adds. The build predicts a page's height from these: today's, plus
 * the lines each text gains or loses, plus the items each list gains or loses.
 */
async function pageMeasures(route: string, landing: Landing, plans: Plan[]): Promise<PageMeasures> {
  const page = await open(route, 375, 812);
  const fields = pageTexts(landing, plans).map((f) => ({ key: f.key, value: f.text }));
  const found = await page.evaluate<{
    height: number;
    out: Record<
      string,
      { font: string; width: number; lineHeight: number; top: number; bottom: number; item?: { top: number; bottom: number } }
    >;
  }>(`(${FIND_TEXTS})(${JSON.stringify(fields)})`);
  const fonts: Record<string, TypeStyle> = {};
  const texts: PageMeasures["texts"] = {};
  for (const { key, value } of fields) {
    const at = found.out[key];
    if (!at) continue;
    const style = (fonts[at.font] ??= await fontOf(page, at.font));
    // Only a text laid out in a block of its own (not inline in a line of others) adds lines as it grows.
    texts[key] = {
      font: at.font,
      width: Math.round(at.width * 100) / 100,
      lineHeight: at.lineHeight,
      lines: linesOf(value, style, at.width),
    };
  }
  // A list's items stack when each starts below the last; the height each adds is their spacing.
  const lists: PageMeasures["lists"] = {};
  for (const [list, items] of Object.entries(groupByItem(Object.keys(texts), found.out))) {
    // Items side by side (a row to swipe through) add nothing; in a grid of two columns, half a row each.
    const tops = items.map((i) => i.top).sort((a, b) => a - b);
    if (tops.length < 2 || (tops.at(-1)! - tops[0]!) / (tops.length - 1) < 12) continue;
    lists[list] = { item: Math.round(((tops.at(-1)! - tops[0]!) / (tops.length - 1)) * 100) / 100, count: tops.length };
  }
  await page.close();
  return { height: found.height, screens: 12, screenHeight: 812, fonts, texts, lists };
}

/** Each list's items as laid out, by the list (testimonials.items) and item (its id), from the texts found in them. */
function groupByItem(keys: string[], boxes: Record<string, { item?: { top: number; bottom: number } }>): Record<string, { top: number }[]> {
  const lists: Record<string, Map<string, number>> = {};
  for (const key of keys) {
    const at = itemOf(key);
    const item = boxes[key]?.item;
    if (!at || !item) continue;
    (lists[at.list] ??= new Map()).set(at.item, item.top);
  }
  return Object.fromEntries(Object.entries(lists).map(([list, items]) => [list, [...items.values()].map((top) => ({ top }))]));
}

/** A font's character widths, as typeOf measures them, for a font given by its shorthand. */
async function fontOf(page: Page, font: string): Promise<TypeStyle> {
  return page.evaluate(
    ({ font, charset }) => {
      const canvas = document.createElement("canvas").getContext("2d")!;
      canvas.font = font;
      const chars: Record<string, number> = {};
      for (const c of charset) chars[c] = Math.round(canvas.measureText(c).width * 100) / 100;
      const sample = "हर ट्रैवल इन्क्वायरी का जवाब सेकंड में अब कोई लीड नहीं छूटेगी फ़्री डेमो बुक करें वीडियो देखें प्राथमिकता";
      const letters = [...sample].filter((c) => c !== " ").length;
      const devanagari =
        Math.round(((canvas.measureText(sample).width - (sample.split(" ").length - 1) * chars[" "]!) / letters) * 100) / 100;
      return { font, width: 0, lineHeight: 0, chars, devanagari };
    },
    { font, charset: CHARSET },
  );
}

limits.measuredWith = `Chromium ${browser.browser()?.version() ?? ""}, Noto Sans`.replace("  ", " ");
await browser.close();
server.close();
rmSync(profile, { recursive: true, force: true });
writeFileSync(path.resolve("src/model/design-limits.json"), `${JSON.stringify(limits, null, 2)}\n`);
console.log(
  `✔ src/model/design-limits.json: the hero and button measures in ${Object.keys(limits.languages).join(" and ")} (${limits.measuredWith})`,
);
