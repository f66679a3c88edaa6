// Reads one picture file content names and says what it is, by its bytes:
// a link out of content/images/ is not followed, a file too large is not
// read, its kind must be the one its name says, an SVG must be well formed,
// carry nothing a picture should not and have a size, and a photo must decode
// in full (an interrupted copy is whole at its header only). What passes is an
// ImageInfo; what fails says why, in the words describeUnusable gives it. Which
// slot a picture may fill is the model's question (load/picture-sources.ts).
import { createHash } from "node:crypto";
import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { EXTENSIONS, FORMAT_NAMES, sniff, svgSize, unsafeInSvg, type SourceFormat } from "./picture-bytes.ts";
import { closest, type ContentProblem } from "./problem.ts";

/** A picture that can be used, as read from its file. */
export interface ImageInfo {
  src: string;
  format: SourceFormat;
  /** Its size as shown (after any EXIF rotation); for an SVG, its viewBox. */
  width: number;
  height: number;
  /** SHA-256 of the file, hex: published names and the encoding cache derive from it. */
  hash: string;
}

/** The largest source the build reads: its bytes, and its pixels once decoded. */
export interface SourceLimits {
  bytes: number;
  pixels: number;
}

const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** Why a picture cannot be used, found while reading it (before its slot is known). */
export type Unusable =
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

export type PictureRead = { ok: true; info: ImageInfo } | ({ ok: false } & Unusable);

/**
 * Runs `check` once for a key and remembers that it passed (a rejection is
 * not remembered). The build passes one backed by its output cache, so a warm
 * build skips decoding pictures it has decoded before; by default nothing is kept.
 */
export type Remember = (key: string[], check: () => Promise<void>) => Promise<void>;

const forget: Remember = (_key, check) => check();

/** The picture `src` of `imagesDir`: its facts, or why it cannot be used. */
export async function readPicture(src: string, imagesDir: string, limits: SourceLimits, remember: Remember = forget): Promise<PictureRead> {
  const file = path.join(imagesDir, src);
  const imagesRoot = realRoot(imagesDir);
  const fail = (why: Unusable): PictureRead => ({ ok: false, ...why });
  let bytes: Buffer;
  try {
    // Like content/static/, a link out of content/images/ is not followed: it could publish any file of the machine.
    const real = realpathSync(file);
    if (lstatSync(file).isSymbolicLink() || !isInside(real, imagesRoot)) return fail({ kind: "symlink", target: real });
    if (statSync(file).isDirectory()) return fail({ kind: "folder" });
    if (statSync(file).size > limits.bytes) return fail({ kind: "big", bytes: statSync(file).size });
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
  const meta = await sharp(bytes, { limitInputPixels: limits.pixels * 4 }).metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (width * height > limits.pixels) return fail({ kind: "pixels", width, height });
  // The header can be whole while the rest is cut short or damaged (an interrupted
  // copy): decode it all once, here, where the problem can point at its field.
  // A picture that decoded is remembered by its hash, so a warm build skips this.
  try {
    await remember(["picture-decodes", hash, sharp.versions.sharp ?? ""], async () => {
      await sharp(bytes, { limitInputPixels: limits.pixels * 4, failOn: "warning" }).stats();
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

/** Why a picture cannot be used, as a problem at its field says it. */
export function describeUnusable(
  failure: Unusable,
  src: string,
  imagesDir: string,
  limits: SourceLimits,
): Pick<ContentProblem, "expected" | "found" | "hint"> {
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
        expected: `a source of at most ${megabytes(limits.bytes)}`,
        found: `${megabytes(failure.bytes)}`,
        hint: "scale it down first: the site never shows it larger than twice its slot",
      };
    case "pixels":
      return {
        expected: `a source of at most ${limits.pixels / 1_000_000} megapixels`,
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

function picturesIn(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
  } catch {
    return [];
  }
}
