// A content-addressed cache for build outputs that are slow to make and depend
// only on their inputs (brotli copies, social preview PNGs). The key is a
// hash of everything the output depends on; the value is the bytes, kept in
// .cache/outputs/ (BUILD_CACHE_DIR moves it; BUILD_CACHE_DIR=off turns it off).
// Warm builds reuse what earlier builds made; a cold build (a fresh clone, or
// an emptied cache) makes everything, so cache hits never hide a slow build.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { threadId } from "node:worker_threads";

/** A hex key from the parts an output depends on (its input, and a version for how it is made). */
export function cacheKey(...parts: (string | Uint8Array)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex");
}

function cacheDir(): string | undefined {
  const dir = process.env.BUILD_CACHE_DIR;
  if (dir === "off") return undefined;
  return dir ? path.resolve(dir) : path.join(process.cwd(), ".cache", "outputs");
}

/** The bytes stored under key, or make them and store them. */
export async function cached(key: string, make: () => Uint8Array | Promise<Uint8Array>): Promise<Uint8Array> {
  const dir = cacheDir();
  if (!dir) return make();
  const file = path.join(dir, key.slice(0, 2), key);
  try {
    return readFileSync(file);
  } catch {
    // Not cached yet: make it below.
  }
  const value = await make();
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed, so a build running at the same time never reads half a file.
  const temporary = `${file}.${process.pid}-${threadId}.tmp`;
  writeFileSync(temporary, value);
  renameSync(temporary, file);
  return value;
}
