// Precompressed copies of the text files, for hosts that serve them as they
// are (nginx's gzip_static and brotli_static, Firebase, S3 behind a
// CloudFront function): file.br (brotli, quality 11) and file.gz (gzip, level
// 9) beside file. Both are deterministic; zlib writes no timestamp into the
// gzip header. A copy that is not smaller than the original is left out.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { OutputFile } from "../build.ts";

const TEXT_FILES = /\.(html|css|js|json|webmanifest|xml|txt|svg)$/;

export function compressedCopies(outputs: OutputFile[]): OutputFile[] {
  return outputs
    .filter((o) => TEXT_FILES.test(o.file))
    .flatMap((o) => {
      const original = typeof o.contents === "string" ? Buffer.from(o.contents) : o.contents;
      const brotli = brotliCompressSync(original, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: original.byteLength,
        },
      });
      const gzip = gzipSync(original, { level: 9 });
      return [
        { file: `${o.file}.br`, contents: brotli },
        { file: `${o.file}.gz`, contents: gzip },
      ].filter((copy) => copy.contents.byteLength < original.byteLength);
    });
}
