// Reads the pictures content names and checks each against its slot: the file
// exists in content/images/, it is the kind its name says and its slot takes,
// it is neither too small to stay sharp at twice its size on the page nor
// unreasonably large, and an SVG carries nothing a picture should not (a
// script, an event handler, a foreign object, a reference outside itself).
// Each problem is at the picture's `src` in the YAML file, with its field
// path. What passes is described by ImageInfo: its real size, kind and hash,
// from which the pictures' published files are named (src/view/pictures.ts).
import { createHash } from "node:crypto";
import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { isImageField, MAX_SOURCE, SLOTS, type ImageField } from "../schema/image.ts";
import { closest, formatPath, type ContentProblem } from "../../parse/problem.ts";
import { EXTENSIONS, FORMAT_NAMES, sniff, svgSize, unsafeInSvg, type SourceFormat } from "../../parse/picture-bytes.ts";
import type { SourceMap } from "../../parse/yaml.ts";
import { walkContent } from "../content-walk.ts";

export interface ImageInfo {
  src: string;
  format: SourceFormat;
  /** Its size as shown (after any EXIF rotation); for an SVG, its viewBox. */
  width: number;
  height: number;
  /** SHA-256 of the file, hex: published names and the encoding cache derive from it. */
  hash: string;
}

/** A picture field as found in a YAML file, with where it is written. */
export interface ImageRef {
  field: ImageField;
  path: PropertyKey[];
  source: SourceMap;
}

/** Every picture field in validated data: objects that carry a slot. */
export function imageRefs(data: unknown, source: SourceMap): ImageRef[] {
  const refs: ImageRef[] = [];
  walkContent(data, (node, at) => {
    if (!isImageField(node)) return;
    refs.push({ field: node, path: at, source });
    return false;
  });
  return refs;
}

const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** Why a picture could not be used, found while reading it (before its slot is known). */
type Unreadable =
  | { kind: "missing" }
  | { kind: "folder" }
  | { kind: "nosize" }
  | { kind: "symlink"; target: string }
  | { kind: "other"; what: string }
  | { kind: "ext"; format: SourceFormat }
  | { kind: "big"; bytes: number }
  | { kind: "pixels"; width: number; height: number }
  | { kind: "damaged"; why: string }
  | { kind: "xml"; why: string }
  | { kind: "unsafe"; found: string[] }
  | { kind: "unreadable"; why: string };

type ReadResult = { ok: true; info: ImageInfo } | ({ ok: false } & Unreadable);

/**
 * Runs `check` once for a key and remembers that it passed (a rejection is
 * not remembered). The build passes one backed by its output cache, so a warm
 * build skips decoding pictures it has decoded before; by default nothing is kept.
 */
export type Remember = (key: string[], check: () => Promise<void>) => Promise<void>;

const forget: Remember = (_key, check) => check();

/** Reads and checks every picture; each problem is at its src, with the field path. */
export async function loadImages(
  refs: ImageRef[],
  imagesDir: string,
  remember: Remember = forget,
): Promise<{ images: Record<string, ImageInfo>; problems: ContentProblem[] }> {
  const images: Record<string, ImageInfo> = {};
  const problems: ContentProblem[] = [];
  // A picture used twice (a logo in two places) is read once, but checked for each slot.
  const read = new Map<string, Promise<ReadResult>>();
  for (const ref of refs) {
    const { field } = ref;
    if (!read.has(field.src))
      read.set(
        field.src,
        readImage({ file: path.join(imagesDir, field.src), src: field.src }, realRoot(imagesDir), remember).catch(
          (error: Error): ReadResult => ({
            ok: false,
            kind: "unreadable",
            why: error.message,
          }),
        ),
      );
    const result = await read.get(field.src)!;
    const problem = result.ok ? slotProblem(result.info, field) : describeFailure(result, field.src, imagesDir);
    if (problem) problems.push({ ...ref.source.valuePosition([...ref.path, "src"]), path: formatPath([...ref.path, "src"]), ...problem });
    else if (result.ok) images[field.src] = result.info;
  }
  return { images, problems };
}

/** The picture's facts, or why it cannot be used. */
async function readImage({ file, src }: { file: string; src: string }, imagesRoot: string, remember: Remember): Promise<ReadResult> {
  const fail = (why: Unreadable): ReadResult => ({ ok: false, ...why });
  let bytes: Buffer;
  try {
    // Like content/static/, a link out of content/images/ is not followed: it could publish any file of the machine.
    const real = realpathSync(file);
    if (lstatSync(file).isSymbolicLink() || !isInside(real, imagesRoot)) return fail({ kind: "symlink", target: real });
    if (statSync(file).isDirectory()) return fail({ kind: "folder" });
    if (statSync(file).size > MAX_SOURCE.bytes) return fail({ kind: "big", bytes: statSync(file).size });
    bytes = readFileSync(file);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ENOENT"
      ? fail({ kind: "missing" })
      : fail({ kind: "unreadable", why: (error as Error).message });
  }
  const kind = sniff(bytes);
  if (typeof kind !== "string") return fail({ kind: "other", what: kind.other });
  const named = EXTENSIONS[path.extname(src).slice(1).toLowerCase()];
  if (named !== kind) return fail({ kind: "ext", format: kind });
  const hash = createHash("sha256").update(bytes).digest("hex");
  if (kind === "svg") {
    const svg = bytes.toString("utf8");
    let unsafe: string[];
    try {
      unsafe = await unsafeInSvg(svg);
    } catch (error) {
      // svgo's parser: "<input>:1:14: Unexpected close tag"
      const [, line, column, what] = /^<input>:(\d+):(\d+): (.*)/.exec((error as Error).message.split("\n")[0]!) ?? [];
      return fail({
        kind: "xml",
        why: line ? `${what} at line ${line}, column ${column} of the file` : (error as Error).message.split("\n")[0]!,
      });
    }
    if (unsafe.length) return fail({ kind: "unsafe", found: unsafe });
    const size = svgSize(svg);
    if (!size || !size.width || !size.height) return fail({ kind: "nosize" });
    return { ok: true, info: { src, format: kind, ...size, hash } };
  }
  const sharp = (await import("sharp")).default;
  const meta = await sharp(bytes, { limitInputPixels: MAX_SOURCE.pixels * 4 }).metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (width * height > MAX_SOURCE.pixels) return fail({ kind: "pixels", width, height });
  // The header can be whole while the rest is cut short or damaged (an interrupted
  // copy): decode it all once, here, where the problem can point at its field.
  // A picture that decoded is remembered by its hash, so a warm build skips this.
  try {
    await remember(["picture-decodes", hash, sharp.versions.sharp ?? ""], async () => {
      await sharp(bytes, { limitInputPixels: MAX_SOURCE.pixels * 4, failOn: "warning" }).stats();
    });
  } catch (error) {
    return fail({ kind: "damaged", why: (error as Error).message.split("\n")[0]! });
  }
  return { ok: true, info: { src, format: kind, width, height, hash } };
}

const isInside = (file: string, dir: string) => file.startsWith(dir + path.sep);

function realRoot(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
}

function describeFailure(failure: Unreadable, src: string, imagesDir: string): { expected: string; found: string; hint?: string } {
  switch (failure.kind) {
    case "missing": {
      const guess = closest(src, picturesIn(imagesDir));
      return {
        expected: `a picture at content/images/${src}`,
        found: "no such file",
        hint: guess ? `did you mean ${guess}?` : "put the file in content/images/ (in a folder of its own if you like: logos/, people/)",
      };
    }
    case "xml":
      return {
        expected: "an SVG file of well-formed XML",
        found: `an SVG that is not (${failure.why})`,
        hint: "export the logo again from the program that made it",
      };
    case "symlink":
      return {
        expected: `a picture at content/images/${src}`,
        found: `a symbolic link to ${failure.target}, which the build does not follow: it could publish files from outside content/`,
        hint: "copy the picture into content/images/ instead",
      };
    case "damaged":
      return {
        expected: `a ${FORMAT_NAMES[EXTENSIONS[path.extname(src).slice(1).toLowerCase()] ?? "jpeg"]} file that opens in full`,
        found: `a damaged or incomplete file (${failure.why})`,
        hint: "save or copy it again: the copy may have been interrupted",
      };
    case "folder":
      return { expected: `a picture at content/images/${src}`, found: "a folder" };
    case "other":
      return {
        expected: "a JPEG, PNG, WebP or SVG file",
        found: failure.what,
        hint: "save it as JPEG (photos) or PNG (screenshots), or SVG for a logo",
      };
    case "ext":
      return {
        expected: `a file whose content matches its name (${path.extname(src)})`,
        found: `a ${FORMAT_NAMES[failure.format]} file`,
        hint: `rename it to end in .${failure.format === "jpeg" ? "jpg" : failure.format}`,
      };
    case "big":
      return {
        expected: `a source of at most ${megabytes(MAX_SOURCE.bytes)}`,
        found: `${megabytes(failure.bytes)}`,
        hint: "scale it down first: the site never shows it larger than twice its slot",
      };
    case "pixels":
      return {
        expected: `a source of at most ${MAX_SOURCE.pixels / 1_000_000} megapixels`,
        found: `${failure.width} × ${failure.height} pixels`,
        hint: "scale it down first: the site never shows it larger than twice its slot",
      };
    case "unsafe":
      return {
        expected: "an SVG that only draws: no scripts, event handlers, foreign objects or references outside the file",
        found: `an SVG with ${failure.found.join("; ")}`,
        hint: "export the logo again as a plain SVG, or remove those parts; pictures on this site carry no code",
      };
    case "nosize":
      return {
        expected: "an SVG with a viewBox (or a width and height in pixels), so the page can keep room for it",
        found: "an SVG without one",
      };
    case "unreadable":
      return { expected: "a picture the build can read", found: failure.why };
  }
}

/** Whether the picture fits its slot: the kind it takes, and enough pixels for twice its size. */
function slotProblem(info: ImageInfo, field: ImageField): { expected: string; found: string; hint?: string } | undefined {
  const slot = SLOTS[field.slot];
  if (!(slot.formats as readonly string[]).includes(info.format)) {
    const kinds = slot.formats.map((f) => FORMAT_NAMES[f]);
    return {
      expected: `${kinds.slice(0, -1).join(", ")} or ${kinds.at(-1)}, for ${slot.what}`,
      found: `${info.format === "svg" ? "an" : "a"} ${FORMAT_NAMES[info.format]} file`,
      hint: info.format === "svg" ? "SVG is for logos; save a photo or screenshot as JPEG or PNG" : undefined,
    };
  }
  if (info.format === "svg") return undefined; // drawn sharp at any size
  const size = `${info.width} × ${info.height} pixels`;
  const sharp = "so it stays sharp on phones";
  if (slot.width !== undefined && slot.height !== undefined) {
    const need = 2 * Math.max(slot.width, slot.height);
    if (Math.min(info.width, info.height) < need)
      return {
        expected: `at least ${need} × ${need} pixels: twice the ${slot.width} × ${slot.height} px ${slot.what} is shown at, ${sharp}`,
        found: size,
      };
  } else if (slot.height !== undefined) {
    const need = 2 * slot.height;
    if (info.height < need)
      return { expected: `at least ${need} pixels tall: twice the ${slot.height} px ${slot.what} is shown at, ${sharp}`, found: size };
  } else if (slot.width !== undefined) {
    const need = 2 * slot.width;
    if (info.width < need)
      return { expected: `at least ${need} pixels wide: twice the ${slot.width} px ${slot.what} is shown at, ${sharp}`, found: size };
  }
  return undefined;
}

function picturesIn(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
  } catch {
    return [];
  }
}
