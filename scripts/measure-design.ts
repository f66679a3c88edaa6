// `npm run measure-design`: measures, in Chromium with Noto Sans (the face
// Android phones show, and the design tests use), what the landing page's
// copy may take: the width and type of the hero headline at 1280 px and on a
// phone, the hero's lead and what follows it down to the proof figures, the
// room each button gives its label at 320 px, and the width of every
// character in each of those type styles. It writes src/design-limits.json,
// which the build's design checks read (src/design-limits.ts), so an editor
// hears of a headline that would take four lines without running the browser
// tests. Run it after a change to the CSS of those parts, from a built dist/.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { startServer } from "../src/serve.ts";
import type { DesignLimits, TypeStyle } from "../src/design-limits.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
// Every character the site's Latin copy is likely to hold; anything else is measured as the average.
const CHARSET = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("") + "₹–—×’‘“”…é·•‑";
const BUTTONS = {
  "hero.demoLabel": ".hero__actions .button--accent",
  "hero.videoLabel": ".hero__actions .button--ghost",
  "closing.demoLabel": ".closing .button--accent",
  "pricing.trialLabel": ".plan__cta",
} as const;

const dir = path.resolve(process.argv[2] ?? "dist");
const { server, url } = await startServer({ dir });
const profile = mkdtempSync(path.join(tmpdir(), "measure-"));
const browser = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ARGS, viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });

/** An element's type as a style: its font, the width of each character in it, and of a Devanagari letter on average. */
async function typeOf(page: Page, selector: string): Promise<TypeStyle> {
  return page.locator(selector).first().evaluate((el, charset) => {
    const style = getComputedStyle(el);
    const canvas = document.createElement("canvas").getContext("2d")!;
    canvas.font = style.font;
    canvas.letterSpacing = style.letterSpacing === "normal" ? "0px" : style.letterSpacing;
    const chars: Record<string, number> = {};
    for (const c of charset) chars[c] = Math.round(canvas.measureText(c).width * 100) / 100;
    // Devanagari is shaped (conjuncts, vowel signs): an average over common words stands for each letter.
    const sample = "हर ट्रैवल इन्क्वायरी का जवाब सेकंड में अब कोई लीड नहीं छूटेगी फ़्री डेमो बुक करें वीडियो देखें प्राथमिकता";
    const letters = [...sample].filter((c) => c !== " ").length;
    const devanagari = Math.round(((canvas.measureText(sample).width - (sample.split(" ").length - 1) * chars[" "]!) / letters) * 100) / 100;
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
    return { beforeHeading: h1.top + scrollY, betweenHeadingAndLead: leadBox.top - h1.bottom, afterLead: Math.max(...proofs.map((p) => p.getBoundingClientRect().bottom)) - leadBox.bottom };
  });
  await phone.close();

  const narrow = await open(route, 320, 700);
  const buttons: DesignLimits["languages"][string]["buttons"] = {};
  for (const [field, selector] of Object.entries(BUTTONS)) {
    const found = await narrow.locator(selector).count();
    if (!found) continue;
    const type = await typeOf(narrow, selector);
    // The room for the label: the widest the button can be, less what it holds besides its words (padding, border, an icon, the gap to it).
    const room = await narrow.locator(selector).first().evaluate((el) => {
      const style = getComputedStyle(el);
      const icons = Array.from(el.children).filter((child) => child.tagName.toLowerCase() === "svg");
      const besides = ["paddingLeft", "paddingRight", "borderLeftWidth", "borderRightWidth"].reduce((sum, key) => sum + parseFloat(style[key as "paddingLeft"]), 0) + icons.reduce((sum, icon) => sum + icon.getBoundingClientRect().width + (parseFloat(style.columnGap) || 0), 0);
      const parent = el.parentElement!;
      const ps = getComputedStyle(parent);
      const inner = parent.clientWidth - parseFloat(ps.paddingLeft) - parseFloat(ps.paddingRight);
      // In a row that wraps (or a column), a button may take the whole line; in one that does not, what the others leave it.
      const wraps = ps.display.includes("flex") ? ps.flexWrap === "wrap" || ps.flexDirection.startsWith("column") : true;
      const others = Array.from(parent.children).reduce((sum, child) => sum + (child === el ? 0 : child.getBoundingClientRect().width), 0);
      const gaps = (parent.children.length - 1) * (parseFloat(ps.columnGap) || 0);
      return (wraps ? inner : inner - others - gaps) - besides;
    });
    buttons[field] = { ...type, width: Math.floor(room) };
  }
  await narrow.close();
  limits.languages[code] = { heading, phone: { heading: phoneHeading, lead, ...hero, screens: 2, screenHeight: 812 }, buttons };
}
limits.measuredWith = `Chromium ${browser.browser()?.version() ?? ""}, Noto Sans`.replace("  ", " ");
await browser.close();
server.close();
rmSync(profile, { recursive: true, force: true });
writeFileSync(path.resolve("src/design-limits.json"), `${JSON.stringify(limits, null, 2)}\n`);
console.log(`✔ src/design-limits.json: the hero and button measures in ${Object.keys(limits.languages).join(" and ")} (${limits.measuredWith})`);
