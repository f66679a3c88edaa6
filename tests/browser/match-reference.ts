// A screenshot held to its committed reference with pixelmatch: it fails when
// the size differs, or more than 0.5% of the pixels differ over the whole
// picture or within any 256px square (so a changed logo on a 9000px page
// still counts); a <name>.diff.png (changes in red) is then written next to
// the screenshot. With UPDATE_SCREENSHOTS=1 a screenshot that would fail (or
// has no reference) becomes the reference, and one that passes leaves its
// reference as it is, so an update rewrites only what changed. Shared by the
// pages' looks and the sections' examples.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import pixelmatch from "pixelmatch";
import sharp from "sharp";
import { expect, type TestContext } from "vitest";
import { ROOT } from "./harness.ts";

const UPDATE = process.env.UPDATE_SCREENSHOTS === "1";
/** pixelmatch's per-pixel colour threshold, and the share of differing pixels that fails. */
const THRESHOLD = 0.1;
const MAX_DIFF_PERCENT = 0.5;
const TILE = 256;

export async function matchReference(
  context: TestContext,
  { name, shot, reference }: { name: string; shot: string; reference: string },
): Promise<void> {
  if (UPDATE) {
    if (existsSync(reference) && (await differences(shot, reference)).failures.length === 0) return;
    mkdirSync(path.dirname(reference), { recursive: true });
    copyFileSync(shot, reference);
    context.task.meta.referenceWritten = true;
    return;
  }
  expect(existsSync(reference), `no reference ${path.relative(ROOT, reference)}: run npm run test:update-screenshots`).toBe(true);
  const found = await differences(shot, reference);
  Object.assign(context.task.meta, found.meta);
  for (const difference of found.failures) expect.fail(`${name}: ${difference}`);
}

/** With UPDATE_SCREENSHOTS=1: deletes the references in `dir` that no screenshot is taken for any more (a page or example gone). */
export function dropStaleReferences(dir: string, names: ReadonlySet<string>): void {
  if (!UPDATE || !existsSync(dir)) return;
  for (const file of readdirSync(dir)) if (file.endsWith(".png") && !names.has(file)) rmSync(path.join(dir, file));
}

/** How a screenshot fails its reference, in words (none when it matches), and the figures the summary reports. */
async function differences(shot: string, reference: string): Promise<{ failures: string[]; meta: Record<string, number | boolean> }> {
  const same = { failures: [], meta: { sizeDiffers: false, diffPercent: 0, tilePercent: 0 } };
  // The same file, or the same pixels encoded otherwise: nothing for pixelmatch to find, and no pass over every pixel.
  const [shotFile, referenceFile] = [readFileSync(shot), readFileSync(reference)];
  if (shotFile.equals(referenceFile)) return same;
  const [now, ref] = await Promise.all([decode(shotFile), decode(referenceFile)]);
  if (now.width !== ref.width || now.height !== ref.height)
    return {
      failures: [
        `size differs from the reference: ${now.width}x${now.height}, not ${ref.width}x${ref.height} (see ${path.relative(ROOT, shot)})`,
      ],
      meta: { sizeDiffers: true },
    };
  if (now.data.equals(ref.data)) return same;
  const { width, height } = ref;
  const diff = { width, height, data: Buffer.alloc(width * height * 4) };
  const changed = pixelmatch(ref.data, now.data, diff.data, width, height, { threshold: THRESHOLD });
  const percent = (changed / (width * height)) * 100;
  const tile = worstTile(diff);
  const diffFile = path.relative(ROOT, shot.replace(/\.png$/, ".diff.png"));
  // Encoded by sharp too: pngjs took about five times as long for a full page, on the test's own thread.
  if (changed > 0)
    await sharp(diff.data, { raw: { width, height, channels: 4 } })
      .png()
      .toFile(path.join(ROOT, diffFile));
  const failures = [
    ...(percent > MAX_DIFF_PERCENT ? [`${changed} pixels (${percent.toFixed(2)}%) differ from the reference; see ${diffFile}`] : []),
    ...(tile.percent > MAX_DIFF_PERCENT
      ? [`${tile.percent.toFixed(2)}% of the ${TILE}px square at x=${tile.x}, y=${tile.y} differs from the reference; see ${diffFile}`]
      : []),
  ];
  return { failures, meta: { sizeDiffers: false, diffPercent: percent, tilePercent: tile.percent } };
}

/**
 * A PNG's pixels, RGBA. By sharp (libvips, off the main thread, both files at
 * once) rather than pngjs: the same bytes for every screenshot and reference
 * here, in well under half the CPU time, and decoding was most of a
 * comparison's cost.
 */
async function decode(png: Buffer): Promise<{ width: number; height: number; data: Buffer }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** The TILE x TILE square with the most changed pixels (pixelmatch paints them pure red). */
function worstTile(diff: { width: number; height: number; data: Buffer }): { percent: number; x: number; y: number } {
  const counts = new Map<string, number>();
  for (let y = 0; y < diff.height; y++) {
    for (let x = 0; x < diff.width; x++) {
      const i = (y * diff.width + x) * 4;
      if (diff.data[i] === 255 && diff.data[i + 1] === 0 && diff.data[i + 2] === 0) {
        const key = `${x - (x % TILE)},${y - (y % TILE)}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  let worst = { percent: 0, x: 0, y: 0 };
  for (const [key, count] of counts) {
    const percent = (count / (TILE * TILE)) * 100;
    const [x, y] = key.split(",").map(Number) as [number, number];
    if (percent > worst.percent) worst = { percent, x, y };
  }
  return worst;
}
