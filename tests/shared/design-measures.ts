// How the design's measures are taken in Chromium, for the stored measures
// (tests/shared/stored-measures.ts, which writes templates/design-limits.json
// for npm run measure-design and the browser phase) and for the browser tests
// that predict a page from measures of their own
// (tests/browser/design.test.ts): the faces' widths, and the landing page's
// texts and lists as laid out on a phone. The rules the measures follow, and
// those they cannot, are named in tests/shared/stored-measures.ts's header.
import type { Page } from "playwright-core";
import { itemOf, linesOf, pageTexts, type DesignLimits, type PageMeasures, type TypeStyle } from "../../src/checks/design-limits.ts";
import { graphemeCount } from "../../src/text/text-length.ts";
import type { StyledScript } from "../../src/text/writing-system.ts";
import type { Landing } from "../../src/model/schema/landing.ts";
import type { Plan } from "../../src/model/schema/plans.ts";

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

// In the page: each wanted text's innermost element, when the text is on the page once and shown, with its type, the
// room its lines get, and for a text of a list's item, that item's box. A string, not a function: tsx would wrap a
// function's inner named functions in a helper the page does not have.
const FIND_TEXTS = `function (wanted) {
  function norm(t) { return t.replace(/\\u2011/g, "-").replace(/\\s+/g, " ").trim(); }
  // What a closed <details> holds besides its summary is not shown: its texts add nothing to the page as it is.
  function hidden(el) { return !el.offsetParent || el.closest(".visually-hidden, [aria-hidden=true], details:not([open]) > :not(summary)"); }
  // The box a text's lines are laid in: its element, or the nearest one that is not inline.
  function lineBox(el) {
    var box = el;
    while (box.parentElement && /^(inline|contents)$/.test(getComputedStyle(box).display)) box = box.parentElement;
    return box;
  }
  // The width a text's lines get when it is long enough to wrap, whatever box it is in: a box that shrinks to its
  // content (a flex or grid item, an inline-block) is as wide as it may grow; a text directly in a flex or grid
  // container is the item the layout makes of it, beside the container's other items and its ::before and ::after.
  function roomOf(found, text) {
    var box = lineBox(found);
    var wrapper = null;
    if (/flex|grid/.test(getComputedStyle(box).display)) {
      var nodes = Array.from(box.childNodes);
      var texts = nodes.filter(function (n) { return n.nodeType === 3 && n.textContent.trim(); });
      if (texts.length) {
        var from = nodes.indexOf(texts[0]);
        var to = nodes.indexOf(texts[texts.length - 1]);
        wrapper = document.createElement("span");
        box.insertBefore(wrapper, texts[0]);
        for (var n of nodes.slice(from, to + 1)) wrapper.appendChild(n);
        box = wrapper;
      }
    }
    var saved = Array.from(box.childNodes);
    box.textContent = Array(40).fill(text).join(" ");
    var style = getComputedStyle(box);
    var width = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    box.replaceChildren.apply(box, saved);
    if (wrapper) wrapper.replaceWith.apply(wrapper, Array.from(wrapper.childNodes));
    return width;
  }
  var byText = new Map();
  for (var el of Array.from(document.querySelectorAll("main *"))) {
    if (hidden(el)) continue;
    var text = norm(el.textContent || "");
    if (Array.from(el.children).some(function (child) { return norm(child.textContent || "") === text; })) continue;
    byText.set(text, (byText.get(text) || []).concat([el]));
  }
  var out = {};
  var found = new Map();
  for (var w of wanted) {
    var els = byText.get(norm(w.value));
    if (!els || els.length !== 1) continue;
    var at = els[0];
    found.set(w.key, at);
    var style = getComputedStyle(at);
    var box = at.getBoundingClientRect();
    // A text that does not wrap (white-space: nowrap) keeps one line; one clamped (line-clamp) at most its clamp's.
    var clamp = parseInt(getComputedStyle(lineBox(at)).webkitLineClamp, 10);
    var nowrap = /^(nowrap|pre)$/.test(style.whiteSpace) || style.textWrapMode === "nowrap";
    out[w.key] = { weight: style.fontWeight, family: style.fontFamily, size: parseFloat(style.fontSize), tracking: parseFloat(style.letterSpacing) || 0, width: roomOf(at, norm(w.value)), lineHeight: parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2, maxLines: nowrap ? 1 : clamp > 0 ? clamp : undefined, top: box.top + scrollY, bottom: box.bottom + scrollY };
  }
  // A list's items, whatever its markup: the children of the nearest element holding every item's texts, one item each.
  var lists = new Map();
  for (var w of wanted) {
    if (!w.list || !found.has(w.key)) continue;
    if (!lists.has(w.list)) lists.set(w.list, new Map());
    var items = lists.get(w.list);
    items.set(w.item, (items.get(w.item) || []).concat([w.key]));
  }
  for (var [, items] of lists) {
    if (items.size < 2) continue;
    var all = Array.from(items.values()).flat().map(function (key) { return found.get(key); });
    var common = all[0].parentElement;
    while (common && !all.every(function (e) { return common.contains(e); })) common = common.parentElement;
    if (!common) continue;
    var boxes = new Map();
    for (var [item, keys] of items) {
      var child = found.get(keys[0]);
      while (child && child.parentElement !== common) child = child.parentElement;
      // Two items in one child of it, or an item's texts in two: the list is not laid out an item a box.
      if (!child || Array.from(boxes.values()).includes(child) || !keys.every(function (key) { return child.contains(found.get(key)); })) { boxes = null; break; }
      boxes.set(item, child);
    }
    if (!boxes) continue;
    for (var [item, keys] of items) {
      var r = boxes.get(item).getBoundingClientRect();
      for (var key of keys) out[key].item = { top: r.top + scrollY, bottom: r.bottom + scrollY };
    }
  }
  return { height: document.documentElement.scrollHeight, out: out };
}`;

/** A type as computed in the page: what a TypeStyle holds, with its face still a font shorthand. */
export interface Computed {
  weight: string;
  family: string;
  size: number;
  tracking: number;
  width: number;
  lineHeight: number;
  maxLines?: number;
}

/** Measures to fill: no faces or scripts yet, the charset each face is measured with. */
export function emptyMeasures(): DesignLimits {
  return { measuredWith: "", measuredFrom: { page: "", sections: {} }, charset: CHARSET, faces: [], scripts: {} };
}

/** A computed type as a style: its face measured once into `measuring` (at 100 px, as widths grow with the size), then named by index. */
export async function styleOf(page: Page, type: Computed, measuring: DesignLimits): Promise<TypeStyle> {
  const font = `${type.weight} ${type.family}`;
  let index = measuring.faces.findIndex((face) => face.font === font);
  if (index < 0) {
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
      { font, charset: measuring.charset, samples: SAMPLE_COUNTS },
    );
    index = measuring.faces.push(face) - 1;
  }
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    face: index,
    size: round(type.size),
    tracking: round(type.tracking),
    width: round(type.width),
    lineHeight: round(type.lineHeight),
  };
}

/**
 * How a page shows a script it is not in: the language of India most written
 * in it (ur for Arabic script, whose Urdu is set in Nastaliq), the attribute
 * its html would have, and that script's stylesheets first.
 */
export interface Guise {
  code: StyledScript | undefined;
  lang: string;
  css: string;
}

/** Dresses the page open in `page` as a page in another script would be (its context must bypass the page's CSP, which refuses the added styles). */
export async function dress(page: Page, { code, lang, css }: Guise): Promise<void> {
  await page.evaluate(
    ({ code, lang, css }) => {
      const html = document.documentElement;
      html.lang = lang;
      if (code) html.setAttribute("data-writing", code);
      else html.removeAttribute("data-writing");
      html.dir = code === "Arab" ? "rtl" : "ltr";
      const style = document.createElement("style");
      style.textContent = css;
      document.head.querySelector("style")!.before(style);
    },
    { code, lang, css },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * The landing page open in `page` (on a 375 × 812 phone), as measured: its
 * height, and for each text of the content found once on the page, its type
 * and room, and the lines the prediction gives its text today; for each list
 * whose items stack, the height an item adds. The build predicts a page's
 * height from these: today's, plus the lines each text gains or loses, plus
 * the items each list gains or loses. The faces its texts are in are added to
 * `measuring`'s, which the lines are predicted with.
 */
export async function pageMeasures(page: Page, landing: Landing, plans: Plan[], measuring: DesignLimits): Promise<PageMeasures> {
  return textMeasures(
    page,
    pageTexts(landing, plans).map((f) => ({ key: f.key, text: f.text })),
    measuring,
  );
}

/** The page open in `page` as pageMeasures measures it, for any texts named as translations name them (faq.items[a].question). */
export async function textMeasures(page: Page, wanted: { key: string; text: string }[], measuring: DesignLimits): Promise<PageMeasures> {
  const fields = wanted.map((f) => ({ key: f.key, value: f.text, ...itemOf(f.key) }));
  const found = await page.evaluate<{
    height: number;
    out: Record<string, Computed & { top: number; bottom: number; item?: { top: number; bottom: number } }>;
  }>(`(${FIND_TEXTS})(${JSON.stringify(fields)})`);
  const texts: PageMeasures["texts"] = {};
  for (const { key, value } of fields) {
    const at = found.out[key];
    if (!at) continue;
    const style = await styleOf(page, at, measuring);
    const maxLines = at.maxLines;
    texts[key] = {
      ...style,
      ...(maxLines ? { maxLines } : {}),
      lines: Math.min(linesOf(value, style, measuring), maxLines ?? Infinity),
    };
  }
  // A list's items stack when each starts below the last; the height each adds is their spacing.
  const lists: PageMeasures["lists"] = {};
  for (const [list, items] of Object.entries(groupByItem(Object.keys(texts), found.out))) {
    // Items side by side (a row to swipe through) add nothing; in a grid of two columns, a little less than half a row each.
    const tops = items.map((i) => i.top).sort((a, b) => a - b);
    if (tops.length < 2 || (tops.at(-1)! - tops[0]!) / (tops.length - 1) < 12) continue;
    lists[list] = { item: Math.round(((tops.at(-1)! - tops[0]!) / (tops.length - 1)) * 100) / 100, count: tops.length };
  }
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
