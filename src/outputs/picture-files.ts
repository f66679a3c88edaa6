// The published files of every picture content names: from one source in
// content/images/, AVIF and WebP at the sizes its slot shows it (1x and 2x),
// or, for an SVG logo, the drawing itself, cleaned by svgo. No JPEG: every
// browser the site's CSS is built for (Chrome 100, Safari 15, Firefox 100)
// shows WebP. Files are named by a hash of their bytes under images/, which
// _headers caches for a year, and each encoding is kept in the output cache
// (cache.ts) by the source's hash and the settings, so a warm build, or
// the dev server after an edit, encodes only what changed.
import path from "node:path";
import { readFileSync } from "node:fs";
import type { Sharp } from "sharp";
import type { OutputFile } from "./output-file.ts";
import { cacheKey, type OutputCache } from "./cache.ts";
import { pictureKey, type Picture } from "../view/pictures.ts";
import { svgo } from "../parse/picture-bytes.ts";
import type { ImageInfo } from "../parse/picture-file.ts";
import { isImageField, SLOTS, type ImageField, type SlotName } from "../model/schema/image.ts";
import { hashedName } from "./hash.ts";
import { walkContent } from "../parse/content-walk.ts";

/** How each format is encoded; part of every cache key, so a change here encodes again. */
const ENCODING = { avif: { quality: 50, effort: 4 }, webp: { quality: 80, effort: 4 } } as const;

/** The widths a fluid slot is published at, besides its 1x and 2x. */
const FLUID_STEPS = [1.5];

/** Every picture field of the model, once per file and slot. */
export function pictureFields(data: unknown): ImageField[] {
  const fields = new Map<string, ImageField>();
  walkContent(data, (node) => {
    if (!isImageField(node)) return;
    fields.set(pictureKey(node), node);
    return false;
  });
  return [...fields.values()];
}

export async function pictureFiles(
  fields: ImageField[],
  images: Record<string, ImageInfo>,
  imagesDir: string,
  cache: OutputCache,
): Promise<{ byKey: Map<string, Picture>; files: OutputFile[] }> {
  const byKey = new Map<string, Picture>();
  const files: OutputFile[] = [];
  const made = await Promise.all(fields.map((field) => makePicture(field, images[field.src]!, path.join(imagesDir, field.src), cache)));
  fields.forEach((field, i) => {
    byKey.set(pictureKey(field), made[i]!.picture);
    files.push(...made[i]!.files);
  });
  // The same file in two slots may give the same bytes: one copy.
  const unique = new Map(files.map((f) => [f.file, f]));
  return { byKey, files: [...unique.values()].sort((a, b) => (a.file < b.file ? -1 : 1)) };
}

/** Its size on the page at 1x, in CSS pixels. */
function displaySize(slot: SlotName, info: ImageInfo): { width: number; height: number } {
  const spec = SLOTS[slot];
  if (spec.crop) return { width: spec.width!, height: spec.height! };
  if (spec.height !== undefined) {
    const byHeight = { width: Math.round((spec.height * info.width) / info.height), height: spec.height };
    const max = spec.maxWidth ?? Infinity;
    return byHeight.width <= max ? byHeight : { width: max, height: Math.round((max * info.height) / info.width) };
  }
  return { width: spec.width!, height: Math.round((spec.width! * info.height) / info.width) };
}

async function makePicture(
  field: ImageField,
  info: ImageInfo,
  file: string,
  cache: OutputCache,
): Promise<{ picture: Picture; files: OutputFile[] }> {
  const size = displaySize(field.slot, info);
  const base = `images/${field.src.replace(/\.[a-z]+$/, "").replace(/\//g, "-")}`;
  const source = readFileSync(file);
  if (info.format === "svg") {
    const { optimize, VERSION } = await svgo();
    const svg = await cache.cached(cacheKey("svg-v1", info.hash, VERSION), () =>
      Buffer.from(optimize(source.toString("utf8"), { plugins: ["preset-default", "removeScripts", "removeXlink"] }).data),
    );
    const name = hashedName(base, ".svg", svg);
    return { picture: { alt: "", ...size, src: `/${name}`, sources: [] }, files: [{ file: name, contents: svg }] };
  }
  const slot = SLOTS[field.slot];
  const sharp = (await import("sharp")).default;
  // Fixed slots at 1x and 2x; a fluid one also between, for the phones in the middle.
  const scales = slot.fluid ? [1, ...FLUID_STEPS, 2] : [1, 2];
  const files: OutputFile[] = [];
  const variants = await Promise.all(
    (["avif", "webp"] as const).map(async (format) => {
      const sized = await Promise.all(
        scales.map(async (scale) => {
          const width = Math.round(size.width * scale);
          const height = Math.round(size.height * scale);
          const bytes = await cache.cached(
            cacheKey(
              "picture-v1",
              info.hash,
              field.slot,
              String(width),
              String(height),
              format,
              JSON.stringify(ENCODING[format]),
              sharp.versions.sharp ?? "",
            ),
            () => encode(sharp(source), sharp.strategy.attention, width, height, slot.crop, format),
          );
          const name = hashedName(`${base}-${width}`, `.${format}`, bytes);
          files.push({ file: name, contents: bytes });
          return { url: `/${name}`, width, scale };
        }),
      );
      return { format, sized };
    }),
  );
  const srcset = (format: "avif" | "webp") =>
    variants
      .find((v) => v.format === format)!
      .sized.map((s) => (slot.fluid ? `${s.url} ${s.width}w` : `${s.url} ${s.scale}x`))
      .join(", ");
  const sizes = slot.fluid ? `(min-width: ${Math.round((slot.width! + 80) / 16)}em) ${slot.width}px, calc(100vw - 2.5rem)` : undefined;
  const webp = variants.find((v) => v.format === "webp")!.sized;
  return {
    picture: {
      alt: "",
      ...size,
      src: webp[0]!.url,
      srcset: srcset("webp"),
      sizes,
      sources: [{ type: "image/avif", srcset: srcset("avif"), sizes }],
    },
    files,
  };
}

async function encode(
  image: Sharp,
  attention: number,
  width: number,
  height: number,
  crop: boolean,
  format: "avif" | "webp",
): Promise<Uint8Array> {
  // rotate(): the EXIF orientation a phone camera writes; metadata (GPS and all) is not copied.
  const resized = image.rotate().resize({ width, height, fit: crop ? "cover" : "fill", position: crop ? attention : "centre" });
  return format === "avif" ? resized.avif(ENCODING.avif).toBuffer() : resized.webp(ENCODING.webp).toBuffer();
}
