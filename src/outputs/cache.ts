// A content-addressed cache for build outputs that are slow to make and depend
// only on their inputs (brotli copies, social preview PNGs, favicon PNGs, encoded pictures),
// and, as text, what the model's loaders keep between builds (a legal page's load).
// The key is a hash of everything the output depends on; the value is the
// bytes, kept in <root>/.cache/outputs/ (BUILD_CACHE_DIR moves it;
// BUILD_CACHE_DIR=off turns it off). Warm builds reuse what earlier builds
// made; a cold build (a fresh clone, or an emptied cache) makes everything, so
// cache hits never hide a slow build. The pipeline makes one per build, for
// the project root it builds, and hands it to each output that uses it.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/** A hex key from the parts an output depends on (its input, and a version for how it is made). */
export function cacheKey(...parts: (string | Uint8Array)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex");
}

export class OutputCache {
  // The folders made so far: a cold build of 1,000 legal pages writes 1,000 entries into 256 folders.
  private readonly folders = new Set<string>();

  /** `dir` undefined: a cache that keeps nothing. */
  constructor(readonly dir: string | undefined) {}

  /** The cache of a project: BUILD_CACHE_DIR when set ("off" for none), otherwise root/.cache/outputs. */
  static of(root: string): OutputCache {
    const dir = process.env.BUILD_CACHE_DIR;
    if (dir === "off") return new OutputCache(undefined);
    return new OutputCache(dir ? path.resolve(root, dir) : path.join(root, ".cache", "outputs"));
  }

  /** The bytes stored under key, or make them and store them. */
  async cached(key: string, make: () => Uint8Array | Promise<Uint8Array>): Promise<Uint8Array> {
    const kept = this.readBytes(key);
    if (kept) return kept;
    const value = await make();
    this.writeBytes(key, value);
    return value;
  }

  /** The text stored under key (a loader's kept result: the model's ResultStore), or undefined. */
  read(key: string): string | undefined {
    return this.readBytes(key)?.toString("utf8");
  }

  write(key: string, value: string): void {
    this.writeBytes(key, Buffer.from(value, "utf8"));
  }

  private file(key: string): string | undefined {
    return this.dir && path.join(this.dir, key.slice(0, 2), key);
  }

  /** The bytes stored under key (a page kept between builds: ../pipeline/kept-pages.ts's PageStore), or undefined. */
  readBytes(key: string): Buffer | undefined {
    const file = this.file(key);
    if (!file) return undefined;
    try {
      return readFileSync(file);
    } catch {
      return undefined; // not cached yet
    }
  }

  writeBytes(key: string, value: Uint8Array): void {
    const file = this.file(key);
    if (!file) return;
    const folder = path.dirname(file);
    // Written aside and renamed, so a build running at the same time never reads half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    try {
      writeFileSync(temporary, value);
    } catch (error) {
      // The folder was removed since it was made (the cache emptied mid-build): made again.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      mkdirSync(folder, { recursive: true });
      writeFileSync(temporary, value);
    }
    renameSync(temporary, file);
  }

  /** Runs a check once per key: it is remembered (as an empty entry) once it has passed. */
  async remember(key: string[], check: () => Promise<void>): Promise<void> {
    await this.cached(cacheKey(...key), async () => {
      await check();
      return new Uint8Array(0);
    });
  }
}
