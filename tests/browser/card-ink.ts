// The ink of a link-preview card's title, and Chromium's drawing of the same
// text (HarfBuzz, the font file the card uses, the card's size and spacing)
// to hold it to: the share of one's ink with no ink of the other within 3 px,
// the two aligned by their centres of ink. Shared by the card's shaping test
// and the new languages' test.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { PNG } from "pngjs";
import { firstTitleSize, titleLineHeight } from "../../templates/SocialCard.tsx";
import type { Session } from "./harness.ts";

const require = createRequire(import.meta.url);

/** What the two drawings may differ by: anti-aliasing and a pixel's placement, never a glyph. */
export const TOLERANCE = 0.02;
export const GROUND = "#312e81";

/** The card's title band (under the brand, above the tagline), as white-on-colour ink: true where a pixel is drawn. */
export function ink(png: PNG, box = { x: 80, y: 160, w: 1000, h: 400 }) {
  const mask = new Uint8Array(box.w * box.h);
  for (let y = 0; y < box.h; y++)
    for (let x = 0; x < box.w; x++) {
      const at = ((box.y + y) * png.width + box.x + x) * 4;
      mask[y * box.w + x] = png.data[at]! > 200 && png.data[at + 1]! > 200 && png.data[at + 2]! > 200 ? 1 : 0;
    }
  return { mask, w: box.w, h: box.h };
}

export function centre({ mask, w }: ReturnType<typeof ink>) {
  let [sx, sy, n] = [0, 0, 0];
  mask.forEach((v, i) => {
    if (v) [sx, sy, n] = [sx + (i % w), sy + Math.floor(i / w), n + 1];
  });
  return { x: sx / n, y: sy / n, n };
}

/** The share of a's ink with no ink of b within r px, b moved so the two centres of ink meet. */
export function uncovered(a: ReturnType<typeof ink>, b: ReturnType<typeof ink>, r = 3): number {
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

/** The word drawn by Chromium in the card's font at the card's title size; `unshaped`: each character on its own. */
export async function chromiumDrawing(session: Session, font: string, word: string, unshaped = false): Promise<PNG> {
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
