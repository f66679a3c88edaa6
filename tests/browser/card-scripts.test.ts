// The link-preview card in every script of India's scheduled languages: a
// word per script that needs real shaping (conjuncts, a vowel sign drawn
// before its consonant, Tamil's and Malayalam's two-part vowels, Bengali's
// and Odia's reph, Urdu's joining and right-to-left order) is drawn as the
// build draws a card title, and compared with Chromium (HarfBuzz) drawing it
// in the same font file at the same size. The comparison is of ink: the
// share of one drawing's ink with no ink of the other within 3 px, the two
// aligned by their centres of ink. A drawing that does not shape (each
// character on its own) is shown to fail it, or it would prove nothing.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { PNG } from "pngjs";
import { afterEach, describe, expect, test } from "vitest";
import { drawCard } from "../../src/outputs/social-images.ts";
import { firstTitleSize, titleLineHeight } from "../../templates/SocialCard.tsx";
import { openSession, type Session } from "./harness.ts";

const require = createRequire(import.meta.url);

/** Script, the card font's files, and a word that needs shaping. */
const WORDS = [
  ["Devanagari", "noto-sans-devanagari/files/noto-sans-devanagari-devanagari", "क्षत्रिय र्क"],
  ["Bengali", "noto-sans-bengali/files/noto-sans-bengali-bengali", "কর্ম কি"],
  ["Gujarati", "noto-sans-gujarati/files/noto-sans-gujarati-gujarati", "ક્ષિ પ્રવાસ"],
  ["Gurmukhi", "noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi", "ਕਿਰਪਾ ਯਾਤਰਾ"],
  ["Kannada", "noto-sans-kannada/files/noto-sans-kannada-kannada", "ಕ್ಷೇತ್ರ ಪ್ರಯಾಣ"],
  ["Malayalam", "noto-sans-malayalam/files/noto-sans-malayalam-malayalam", "കൊച്ചി യാത്ര"],
  ["Odia", "noto-sans-oriya/files/noto-sans-oriya-oriya", "କର୍ମ କି"],
  ["Tamil", "noto-sans-tamil/files/noto-sans-tamil-tamil", "கொடை தொடர்பு"],
  ["Telugu", "noto-sans-telugu/files/noto-sans-telugu-telugu", "క్షేత్రం ప్రయాణం"],
  ["Meetei Mayek", "noto-sans-meetei-mayek/files/noto-sans-meetei-mayek-meetei-mayek", "ꯃꯤꯇꯩ ꯃꯌꯦꯛ"],
  ["Ol Chiki", "noto-sans-ol-chiki/files/noto-sans-ol-chiki-ol-chiki", "ᱥᱟᱱᱛᱟᱲᱤ"],
  ["Urdu (Arabic script)", "noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic", "سفر کی بکنگ"],
] as const;

/** What the two drawings may differ by: anti-aliasing and a pixel's placement, never a glyph. */
const TOLERANCE = 0.02;
const GROUND = "#312e81";

/** The card's title band (under the brand, above the tagline), as white-on-colour ink: true where a pixel is drawn. */
function ink(png: PNG, box = { x: 80, y: 160, w: 1000, h: 400 }) {
  const mask = new Uint8Array(box.w * box.h);
  for (let y = 0; y < box.h; y++)
    for (let x = 0; x < box.w; x++) {
      const at = ((box.y + y) * png.width + box.x + x) * 4;
      mask[y * box.w + x] = png.data[at]! > 200 && png.data[at + 1]! > 200 && png.data[at + 2]! > 200 ? 1 : 0;
    }
  return { mask, w: box.w, h: box.h };
}

function centre({ mask, w }: ReturnType<typeof ink>) {
  let [sx, sy, n] = [0, 0, 0];
  mask.forEach((v, i) => {
    if (v) [sx, sy, n] = [sx + (i % w), sy + Math.floor(i / w), n + 1];
  });
  return { x: sx / n, y: sy / n, n };
}

/** The share of a's ink with no ink of b within r px, b moved so the two centres of ink meet. */
function uncovered(a: ReturnType<typeof ink>, b: ReturnType<typeof ink>, r = 3): number {
  const [ca, cb] = [centre(a), centre(b)];
  const [dx, dy] = [Math.round(cb.x - ca.x), Math.round(cb.y - ca.y)];
  let miss = 0;
  for (let y = 0; y < a.h; y++)
    for (let x = 0; x < a.w; x++) {
      if (!a.mask[y * a.w + x]) continue;
      let hit = false;
      for (let v = -r; v <= r && !hit; v++)
        for (let u = -r; u <= r && !hit; u++) {
          const [X, Y] = [x + dx + u, y + dy + v];
          hit = X >= 0 && Y >= 0 && X < b.w && Y < b.h && b.mask[Y * b.w + X] === 1;
        }
      if (!hit) miss++;
    }
  return miss / ca.n;
}

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/** The word drawn by Chromium in the card's font at the card's title size; `unshaped`: each character on its own. */
async function chromiumDrawing(font: string, word: string, unshaped = false): Promise<PNG> {
  session ??= await openSession({ width: 1200, height: 630 });
  const weight = existsWeight(font, 800) ? 800 : 700;
  const data = readFileSync(require.resolve(`@fontsource/${font}-${weight}-normal.woff`)).toString("base64");
  const size = firstTitleSize(word);
  const text = unshaped ? [...word].map((c) => `<span style="display:inline-block">${c}</span>`).join("") : word;
  await session.page.setContent(
    `<style>@font-face{font-family:F;src:url(data:font/woff;base64,${data});font-weight:${weight}}` +
      `body{margin:0;width:1200px;height:630px;background:${GROUND}}` +
      `p{position:absolute;left:80px;top:200px;margin:0;max-width:1000px;font:800 ${size}px/${titleLineHeight(word)} F;color:#fff}</style>` +
      `<p dir="auto">${text}</p>`,
  );
  await session.page.evaluate(() => document.fonts.ready.then(() => undefined));
  return PNG.sync.read(await session.page.screenshot());
}

function existsWeight(font: string, weight: number): boolean {
  try {
    require.resolve(`@fontsource/${font}-${weight}-normal.woff`);
    return true;
  } catch {
    return false;
  }
}

const card = async (word: string) =>
  PNG.sync.read(Buffer.from(await drawCard({ brand: "TripReply", title: word, tagline: ".", color: GROUND, mark: DOT })));
const DOT = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')}`;

describe("the link-preview card", () => {
  test.each(WORDS)("draws %s as Chromium shapes it", async (_script, font, word) => {
    const [drawn, shaped] = [ink(await card(word)), ink(await chromiumDrawing(font, word))];
    expect(centre(drawn).n, "ink in the title box").toBeGreaterThan(500);
    expect(uncovered(drawn, shaped), "the card's ink that Chromium does not draw").toBeLessThan(TOLERANCE);
    expect(uncovered(shaped, drawn), "Chromium's ink that the card does not draw").toBeLessThan(TOLERANCE);
  });

  test("and the comparison fails a drawing that does not shape (or it proves nothing)", async () => {
    for (const [script, font, word] of WORDS.filter(([s]) => ["Tamil", "Bengali", "Urdu (Arabic script)"].includes(s))) {
      const [drawn, unshaped] = [ink(await card(word)), ink(await chromiumDrawing(font, word, true))];
      expect(Math.max(uncovered(drawn, unshaped), uncovered(unshaped, drawn)), script).toBeGreaterThan(5 * TOLERANCE);
    }
  });
});
