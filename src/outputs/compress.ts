// Precompressed copies of the text files, for hosts that serve them as they
// are (nginx's gzip_static and brotli_static, Firebase, S3 behind a
// CloudFront function): file.br (brotli, quality 11) and file.gz (gzip, level
// 9) beside file. Both are deterministic; zlib writes no timestamp into the
// gzip header. A copy that is not smaller than the original is left out.
//
// Brotli 11 takes tens of milliseconds a page, so copies are made on libuv's
// thread pool (every core at once, while the main thread goes on) and kept in
// the content-hash cache (src/cache.ts) for the next build.
import os from "node:os";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { OutputFile } from "../build.ts";
import { cached, cacheKey } from "../cache.ts";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TEXT_FILES = /\.(html|css|js|json|webmanifest|xml|txt|svg)$/;

export async function compressedCopies(outputs: OutputFile[]): Promise<OutputFile[]> {
  const texts = outputs.filter((o) => TEXT_FILES.test(o.file));
  const copies: OutputFile[][] = new Array(texts.length);
  // A few at a time: every brotli-11 encoder holds megabytes until it is done.
  let next = 0;
  const compressNext = async () => {
    for (let i = next++; i < texts.length; i = next++) copies[i] = await copiesOf(texts[i]!);
  };
  await Promise.all(Array.from({ length: Math.max(2, os.availableParallelism()) }, compressNext));
  return copies.flat();
}

async function copiesOf(o: OutputFile): Promise<OutputFile[]> {
  const original = typeof o.contents === "string" ? Buffer.from(o.contents) : o.contents;
  const [brotli, gzipped] = await Promise.all([
    cached(cacheKey("brotli-11-text", original), () =>
      brotliAsync(original, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: original.byteLength,
        },
      }),
    ),
    cached(cacheKey("gzip-9", original), () => gzipAsync(original, { level: 9 })),
  ]);
  return [
    { file: `${o.file}.br`, contents: brotli },
    { file: `${o.file}.gz`, contents: gzipped },
  ].filter((copy) => copy.contents.byteLength < original.byteLength);
}
