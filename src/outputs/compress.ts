// Precompressed copies of the text files, for hosts that serve them as they
// are (nginx's gzip_static and brotli_static, Firebase, S3 behind a
// CloudFront function): file.br (brotli) and file.gz (gzip, level 9) beside
// file. Both are deterministic; zlib writes no timestamp into the gzip
// header. A file has both copies or neither (when either would not be
// smaller than the original): nginx tells caches that the answer depends on
// Accept-Encoding when it finds the .gz, and a file with a .br alone would be
// sent without that Vary to clients that take no brotli.
//
// Brotli quality 11 costs about 40 ms for a 36 KB page and quality 5 under
// 1 ms, for a copy about 13% larger. Quality 11 is used where those bytes can
// cost a round trip: a page whose quality-5 copy, with its headers, may not
// fit TCP's initial congestion window (the landing page). Every other file keeps quality 5, so
// a site of thousands of pages still builds in seconds. Copies are made on
// libuv's thread pool (every core at once, while the main thread renders the
// next pages: see writer.ts); quality-11 copies are kept in the content-hash
// cache (cache.ts) for the next build.
import { promisify } from "node:util";
import { brotliCompress, brotliDecompressSync, constants, crc32, gzip } from "node:zlib";
import type { OutputFile } from "./output-file.ts";
import { cacheKey, type OutputCache } from "./cache.ts";
import { INITIAL_WINDOW_BYTES } from "../checks/round-trip.ts";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Whether both copies hold the file, so a copy damaged or edited since is
 * made again: the brotli copy decompresses to it, and the gzip copy's own
 * check (its last 8 bytes: the CRC-32 and the length of what it holds, which
 * gunzip verifies) names it. At once, on this thread: about a tenth of a
 * millisecond for a page, where the thread pool's round trip costs more.
 */
function holds(copies: EarlierCopies, original: Uint8Array): boolean {
  const { br, gz } = copies;
  if (br.byteLength >= original.byteLength || gz.byteLength >= original.byteLength || gz.byteLength < 18) return false;
  const trailer = Buffer.from(gz.buffer, gz.byteOffset + gz.byteLength - 8, 8);
  if (trailer.readUInt32LE(0) !== crc32(original) || trailer.readUInt32LE(4) !== original.byteLength % 2 ** 32) return false;
  try {
    return brotliDecompressSync(br, { maxOutputLength: original.byteLength + 1, chunkSize: original.byteLength + 1 }).equals(original);
  } catch {
    return false; // not a brotli stream, or one longer than the file
  }
}

const TEXT_FILES = /\.(html|css|js|json|webmanifest|xml|txt|svg)$/;

/** Whether the build makes .br and .gz copies of a file of this name (when they come out smaller). */
export const hasCopies = (file: string) => TEXT_FILES.test(file);

/** A file's copies as the build before wrote them. */
export interface EarlierCopies {
  br: Uint8Array;
  gz: Uint8Array;
}

/**
 * The .br and .gz copies of one file ([] for a file that is not text, or that
 * they would not make smaller), made on libuv's thread pool. `earlier`: the
 * copies of the same bytes that the build before made with these settings
 * (writer.ts); they are taken when they hold the file (`holds`), which costs
 * a few percent of compressing it again.
 */
export async function compressedCopies(o: OutputFile, cache: OutputCache, earlier?: EarlierCopies): Promise<OutputFile[]> {
  if (!hasCopies(o.file)) return [];
  const original: Uint8Array = typeof o.contents === "string" ? Buffer.from(o.contents) : o.contents;
  if (earlier && holds(earlier, original))
    return [
      { file: `${o.file}.br`, contents: earlier.br },
      { file: `${o.file}.gz`, contents: earlier.gz },
    ];
  // A large file (the web editor's 2 MB script) takes a tenth of a second to
  // compress and is the same build after build: its copies are kept too.
  const gzipCopy = () => gzipAsync(original, { level: 9 });
  const [brotli, gzipped] = await Promise.all([
    brotliCopy(original, 5, cache).then((quick) =>
      o.file.endsWith(".html") && quick.byteLength > INITIAL_WINDOW_BYTES - HEADER_ROOM ? brotliCopy(original, 11, cache) : quick,
    ),
    original.byteLength > LARGE_BYTES ? cache.cached(cacheKey("gzip-9", original), gzipCopy) : gzipCopy(),
  ]);
  if (brotli.byteLength >= original.byteLength || gzipped.byteLength >= original.byteLength) return [];
  return [
    { file: `${o.file}.br`, contents: brotli },
    { file: `${o.file}.gz`, contents: gzipped },
  ];
}

/** What a page's response headers take of the first flight: about 1 KB, most of it the CSP's hashes (../checks/round-trip.ts counts them). */
export const HEADER_ROOM = 2_000;

/** Beyond this, a copy takes longer to make than to read from the cache. */
const LARGE_BYTES = 256 * 1024;

async function brotliCopy(original: Uint8Array, quality: number, cache: OutputCache): Promise<Uint8Array> {
  const options = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: original.byteLength,
    },
  };
  const compress = () => brotliAsync(original, options);
  // Only the slow copies are cached (quality 11, or a large file): a quick one is
  // made faster than the cache could look it up (a failed open, then a write and
  // a rename, per file).
  return quality >= 10 || original.byteLength > LARGE_BYTES
    ? cache.cached(cacheKey(`brotli-${quality}-text`, original), compress)
    : compress();
}
