// `npm run measure-design`: measures, in Chromium with Noto (the faces
// Android phones show, and the design tests use), what the landing page's
// copy may take: the width and type of the hero headline at 1280 px and on a
// phone, the hero's lead and what follows it down to the proof figures, the
// room each button gives its label at 320 px, and the width of every
// character in each of those type styles. It measures a page in every script
// a language can be written in: a script the site has a language in on that
// language's page, any other on the source page with that script's
// stylesheets and attribute, as a page in it would have them, so a language
// added later is held to its own script's measures. The widths of a shaped
// script's grapheme clusters are averaged over common words (SAMPLES). It
// builds content/ aside and writes src/checks/design-limits.json, which the
// build's design checks read (src/checks/design-limits.ts), so an editor hears
// of a headline that would take four lines without running the browser tests.
// The file names the templates it was measured with (a hash of their markup
// and styles): after any change to them, the build says to run this again,
// and npm test fails until it has.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { startServer } from "../src/serve/static-server.ts";
import {
  BUDGET,
  itemOf,
  linesOf,
  pageTexts,
  type DesignLimits,
  type Face,
  type PageMeasures,
  type ScriptMeasures,
  type TypeStyle,
} from "../src/checks/design-limits.ts";
import { graphemeCount } from "../src/text/text-length.ts";
import { SCRIPT_STYLES, scriptName, type StyledScript } from "../src/text/writing-system.ts";
import { compileAssets } from "../src/render/assets.ts";
import { designSource } from "../src/render/design-source.ts";
import { build } from "../src/pipeline/build.ts";
import { scriptStyles } from "../src/render/render.tsx";
import { CHROMIUM, CHROMIUM_ARGS as ARGS } from "../tests/support/chromium.ts";
import type { Landing } from "../src/model/schema/landing.ts";
import type { Plan } from "../src/model/schema/plans.ts";

// Every character the site's Latin copy is likely to hold; anything else is measured as its script's average.
const CHARSET = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("") + "₹–—×’‘“”…é·•‑";

// Common words of the site's kind in each script (an inquiry, its answer, a demo, a video, priority), for the
// average width of a grapheme cluster: shaped scripts join and stack their letters, so one cluster stands for all.
const SAMPLES: Record<string, string> = {
  devanagari: "हर ट्रैवल इन्क्वायरी का जवाब सेकंड में अब कोई लीड नहीं छूटेगी फ़्री डेमो बुक करें वीडियो देखें प्राथमिकता",
  bengali: "প্রতিটি ট্রাভেল জিজ্ঞাসার উত্তর সেকেন্ডে আর কোনো লিড হারাবে না ফ্রি ডেমো বুক করুন ভিডিও দেখুন অগ্রাধিকার",
  gujarati: "દરેક ટ્રાવેલ પૂછપરછનો જવાબ સેકન્ડમાં હવે કોઈ લીડ નહીં છૂટે મફત ડેમો બુક કરો વિડિયો જુઓ પ્રાથમિકતા",
  gurmukhi: "ਹਰ ਟ੍ਰੈਵਲ ਪੁੱਛਗਿੱਛ ਦਾ ਜਵਾਬ ਸਕਿੰਟਾਂ ਵਿੱਚ ਹੁਣ ਕੋਈ ਲੀਡ ਨਹੀਂ ਛੁੱਟੇਗੀ ਮੁਫ਼ਤ ਡੈਮੋ ਬੁੱਕ ਕਰੋ ਵੀਡੀਓ ਦੇਖੋ ਤਰਜੀਹ",
  kannada: "ಪ್ರತಿ ಪ್ರವಾಸ ವಿಚಾರಣೆಗೆ ಸೆಕೆಂಡುಗಳಲ್ಲಿ ಉತ್ತರ ಇನ್ನು ಯಾವುದೇ ಲೀಡ್ ತಪ್ಪುವುದಿಲ್ಲ ಉಚಿತ ಡೆಮೊ ಬುಕ್ ಮಾಡಿ ವೀಡಿಯೊ ನೋಡಿ ಆದ್ಯತೆ",
  malayalam: "ഓരോ യാത്രാ അന്വേഷണത്തിനും നിമിഷങ്ങൾക്കുള്ളിൽ മറുപടി ഇനി ഒരു ലീഡും നഷ്ടപ്പെടില്ല സൗജന്യ ഡെമോ ബുക്ക് ചെയ്യൂ വീഡിയോ കാണൂ മുൻഗണന",
  oriya: "ପ୍ରତ୍ୟେକ ଭ୍ରମଣ ପଚରାଉଚରାର ଉତ୍ତର ସେକେଣ୍ଡରେ ଆଉ କୌଣସି ଲିଡ୍ ହଜିବ ନାହିଁ ମାଗଣା ଡେମୋ ବୁକ୍ କରନ୍ତୁ ଭିଡିଓ ଦେଖନ୍ତୁ ପ୍ରାଥମିକତା",
  tamil: "ஒவ்வொரு பயண விசாரணைக்கும் நொடிகளில் பதில் இனி எந்த வாய்ப்பும் தவறாது இலவச டெமோ முன்பதிவு செய்யுங்கள் வீடியோவைப் பாருங்கள் முன்னுரிமை",
  telugu: "ప్రతి ట్రావెల్ విచారణకు సెకన్లలో సమాధానం ఇక ఏ లీడ్ కోల్పోరు ఉచిత డెమో బుక్ చేయండి వీడియో చూడండి ప్రాధాన్యత",
  "meetei-mayek": "ꯈꯣꯉꯆꯠ ꯈꯨꯗꯤꯡꯃꯛꯀꯤ ꯍꯪꯅꯕꯒꯤ ꯄꯥꯎꯈꯨꯝ ꯁꯦꯀꯦꯟꯗ ꯈꯔꯗꯥ ꯐ꯭ꯔꯤ ꯗꯦꯃꯣ ꯕꯨꯛ ꯇꯧꯕꯤꯌꯨ ꯚꯤꯗꯤꯌꯣ ꯌꯦꯡꯕꯤꯌꯨ",
  "ol-chiki": "ᱡᱚᱛᱚ ᱥᱮᱨᱢᱟ ᱠᱩᱠᱞᱤ ᱨᱮᱭᱟᱜ ᱛᱮᱞᱟ ᱥᱮᱠᱮᱬᱰ ᱨᱮ ᱯᱷᱨᱤ ᱰᱮᱢᱳ ᱵᱩᱠ ᱢᱮ ᱵᱷᱤᱰᱤᱭᱳ ᱧᱮᱞ ᱢᱮ",
  arabic: "ہر سفری پوچھ گچھ کا جواب سیکنڈوں میں اب کوئی لیڈ نہیں چھوٹے گی مفت ڈیمو بک کریں ویڈیو دیکھیں ترجیح",
};
const SAMPLE_COUNTS = Object.entries(SAMPLES).map(([name, text]) => ({
  name,
  text,
  spaces: text.split(" ").length - 1,
  clusters: graphemeCount(text.replaceAll(" ", "")),
}));

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
    out[w.key] = { weight: style.fontWeight, family: style.fontFamily, size: parseFloat(style.fontSize), tracking: parseFloat(style.letterSpacing) || 0, width: found.clientWidth || box.width, lineHeight: parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2, top: box.top + scrollY, bottom: box.bottom + scrollY, item: itemBox ? { top: itemBox.top + scrollY, bottom: itemBox.bottom + scrollY } : undefined };
  }
  return { height: document.documentElement.scrollHeight, out: out };
}`;

/** A type as computed in the page: what a TypeStyle holds, with its face still a font shorthand. */
interface Computed {
  weight: string;
  family: string;
  size: number;
  tracking: number;
  width: number;
  lineHeight: number;
}

// The site as content/ and today's templates make it, built aside: what is measured is what the hash names.
const work = mkdtempSync(path.join(tmpdir(), "measure-"));
const { model } = await build({ root: process.cwd(), outDir: path.join(work, "dist") });
const { server, url } = await startServer({ dir: path.join(work, "dist") });
const profile = path.join(work, "profile");
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  args: ARGS,
  viewport: BUDGET.laptop,
  deviceScaleFactor: 1,
  // The stylesheets of a script the site has no language in are added to its source page, which its CSP would refuse.
  bypassCSP: true,
});

const faces: Face[] = [];
const faceIndex = new Map<string, number>();
// The measures as far as they go: the faces measured so far, which the lines a text takes today are predicted with.
const measuring: DesignLimits = { measuredWith: "", measuredFrom: { page: "", sections: {} }, charset: CHARSET, faces, scripts: {} };

/** A computed type as a style: its face measured once (at 100 px, as widths grow with the size), then named by index. */
async function styleOf(page: Page, type: Computed): Promise<TypeStyle> {
  const font = `${type.weight} ${type.family}`;
  if (!faceIndex.has(font)) {
    const face = await page.evaluate(
      // No named functions inside evaluate: tsx would wrap them in a helper the page does not have.
      ({ font, charset, samples }) => {
        const canvas = document.createElement("canvas").getContext("2d")!;
        canvas.font = font.replace(/^(\S+) /, "$1 100px ");
        const space = canvas.measureText(" ").width / 100;
        const chars = Array.from(charset, (c) => Math.round((canvas.measureText(c).width / 100) * 10000) / 10000);
        const scripts: Record<string, number> = {};
        for (const s of samples)
          scripts[s.name] = Math.round(((canvas.measureText(s.text).width / 100 - s.spaces * space) / s.clusters) * 10000) / 10000;
        return { font, chars, scripts };
      },
      { font, charset: CHARSET, samples: SAMPLE_COUNTS },
    );
    faceIndex.set(font, faces.push(face) - 1);
  }
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    face: faceIndex.get(font)!,
    size: round(type.size),
    tracking: round(type.tracking),
    width: round(type.width),
    lineHeight: round(type.lineHeight),
  };
}

/** An element's type: its face, size and tracking, its content box's width and its line height. */
async function typeOf(page: Page, selector: string): Promise<TypeStyle> {
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
  return styleOf(page, computed);
}

/**
 * How a page shows a script it is not in: the language of India most written
 * in it (ur for Arabic script, whose Urdu is set in Nastaliq), the attribute
 * its html would have, and that script's stylesheets first.
 */
interface Guise {
  code: StyledScript | undefined;
  lang: string;
  css: string;
}

async function open(route: string, viewport: { width: number; height: number }, guise?: Guise): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize(viewport);
  await page.goto(`${url}${route}`, { waitUntil: "load" });
  if (guise)
    await page.evaluate(({ code, lang, css }) => {
      const html = document.documentElement;
      html.lang = lang;
      if (code) html.setAttribute("data-writing", code);
      else html.removeAttribute("data-writing");
      html.dir = code === "Arab" ? "rtl" : "ltr";
      const style = document.createElement("style");
      style.textContent = css;
      document.head.querySelector("style")!.before(style);
    }, guise);
  await page.evaluate(() => document.fonts.ready);
  return page;
}

async function measureScript(route: string, landing: Landing, plans: Plan[], guise?: Guise): Promise<ScriptMeasures> {
  const desktop = await open(route, BUDGET.laptop, guise);
  const heading = await typeOf(desktop, ".hero h1");
  await desktop.close();

  const phone = await open(route, BUDGET.phone, guise);
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

  const narrow = await open(route, BUDGET.smallPhone, guise);
  const buttons: ScriptMeasures["buttons"] = {};
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
  const page = await pageMeasures(route, landing, plans, guise);
  return { heading, phone: { heading: phoneHeading, lead, ...hero }, buttons, page };
}

/**
 * The landing page on a 375 × 812 phone: its height, and for each text of the
 * content found once on the page, its box's width and type, and the lines the
 * prediction gives its text today; for each list whose items stack, the height
 * an item adds. The build predicts a page's height from these: today's, plus
 * the lines each text gains or loses, plus the items each list gains or loses.
 */
async function pageMeasures(route: string, landing: Landing, plans: Plan[], guise?: Guise): Promise<PageMeasures> {
  const page = await open(route, BUDGET.phone, guise);
  const fields = pageTexts(landing, plans).map((f) => ({ key: f.key, value: f.text }));
  const found = await page.evaluate<{
    height: number;
    out: Record<string, Computed & { top: number; bottom: number; item?: { top: number; bottom: number } }>;
  }>(`(${FIND_TEXTS})(${JSON.stringify(fields)})`);
  const texts: PageMeasures["texts"] = {};
  for (const { key, value } of fields) {
    const at = found.out[key];
    if (!at) continue;
    // Only a text laid out in a block of its own (not inline in a line of others) adds lines as it grows.
    const style = await styleOf(page, at);
    texts[key] = {
      ...style,
      lines: linesOf(value, style, measuring),
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
  return { height: found.height, texts, lists };
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

const source = model.editions[0]!;
const sheets = (await compileAssets(path.resolve("templates"))).css.scripts;
const scripts: DesignLimits["scripts"] = {};
for (const [code, name] of [[undefined, "latin"], ...Object.entries(SCRIPT_STYLES)] as [StyledScript | undefined, string][]) {
  // The site's own page in the script, or its source page dressed as a page in it would be.
  const own = model.editions.find((e) => scriptName(e.locale.tag) === name);
  const edition = own ?? source;
  const lang = code ? new Intl.Locale(`und-${code}-IN`).maximize().language : "en";
  const guise = own ? undefined : { code, lang, css: code ? scriptStyles(sheets, [lang]) : "" };
  scripts[name] = await measureScript(edition.home, edition.landing, edition.plans, guise);
}

const limits: DesignLimits = {
  ...measuring,
  measuredWith: `Chromium ${browser.browser()?.version() ?? ""}, Noto`.replace("  ", " "),
  measuredFrom: designSource(path.resolve("templates")),
  scripts,
};
await browser.close();
server.close();
rmSync(work, { recursive: true, force: true });
// One line for each list of widths and each measured style, so a change of measures reads as a change of lines.
const json = JSON.stringify(limits, null, 1)
  .replace(/\[\n[^[\]{}]*\n *\]/g, (list) => list.replace(/\n */g, " ").replace("[ ", "[").replace(" ]", "]"))
  .replace(/\{\n[^{}[\]]*\n *\}/g, (object) => object.replace(/\n */g, " ").replace("{ ", "{").replace(" }", "}"));
writeFileSync(path.resolve("src/checks/design-limits.json"), `${json}\n`);
console.log(
  `✔ src/checks/design-limits.json: the hero, button and page measures in ${Object.keys(scripts).length} scripts, ${faces.length} faces (${limits.measuredWith})`,
);
