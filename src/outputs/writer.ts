// Writes the build's files into the staging folder as they are made, with
// their precompressed copies, and keeps only their names and sizes. A page is
// written the moment it is rendered and dropped once its copies are on disk,
// so memory stays flat however many pages the site has. Compression runs on
// libuv's thread pool while the main thread renders the next pages; a bounded
// number of files is in flight, so a fast renderer waits instead of queueing
// thousands of pages in memory.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { OutputFile } from "./output-file.ts";
import { OutputCache } from "./cache.ts";
import { compressedCopies } from "./compress.ts";

export interface WrittenFile {
  file: string;
  bytes: number;
}

/** Writes files into one folder, making each subfolder once. */
class FolderWriter {
  private readonly folders = new Set<string>();

  constructor(private readonly dir: string) {}

  write(output: OutputFile): WrittenFile {
    const target = path.join(this.dir, output.file);
    const folder = path.dirname(target);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    writeFileSync(target, output.contents);
    return {
      file: output.file,
      bytes: typeof output.contents === "string" ? Buffer.byteLength(output.contents) : output.contents.byteLength,
    };
  }
}

/**
 * Two outputs at one path: whatever made them, the second would silently
 * replace the first, so the build stops instead. Names are compared without
 * case, as on the Windows and macOS disks dist/ is often written to.
 */
export class OutputClash extends Error {
  constructor(readonly file: string) {
    super(`two outputs would be written to dist/${file}; the build writes each file once, so one page would silently replace another`);
    this.name = "OutputClash";
  }
}

export class OutputWriter {
  private readonly written: WrittenFile[] = [];
  private readonly claimed = new Set<string>();
  private readonly folder: FolderWriter;
  private readonly inFlight = new Set<Promise<void>>();
  // Enough to keep every thread of libuv's pool busy, few enough that memory stays small.
  private readonly limit = 4 * Math.max(2, os.availableParallelism());
  private failure: Error | undefined;

  /** compress: false makes no copies; the slow ones are kept in `cache`. */
  constructor(
    dir: string,
    private readonly options: { compress?: boolean; cache?: OutputCache } = {},
  ) {
    this.folder = new FolderWriter(dir);
  }

  /** Writes the file now; its compressed copies follow. Resolves when there is room for another. */
  async add(output: OutputFile, options: { compress?: boolean } = {}): Promise<void> {
    if (this.failure) throw this.failure;
    // Encoded once, for the file and for both compressors.
    if (typeof output.contents === "string") output = { file: output.file, contents: Buffer.from(output.contents) };
    this.write(output);
    if (this.options.compress === false || options.compress === false) return;
    const job = compressedCopies(output, this.options.cache ?? new OutputCache(undefined))
      .then((copies) => copies.forEach((copy) => this.write(copy)))
      .catch((error: unknown) => void (this.failure ??= error instanceof Error ? error : new Error(String(error))));
    const tracked = job.finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
    if (this.inFlight.size >= this.limit) await Promise.race(this.inFlight);
  }

  /** Waits for every copy; the files written, by name. */
  async finish(): Promise<WrittenFile[]> {
    await this.settled();
    if (this.failure) throw this.failure;
    return this.written.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  }

  /** Resolves when no copy is still being made, whether or not all went well. */
  async settled(): Promise<void> {
    await Promise.all(this.inFlight); // each one catches its own failure (add)
  }

  private write(output: OutputFile) {
    this.claim(output.file);
    this.written.push(this.folder.write(output));
  }

  private claim(file: string) {
    const key = file.toLowerCase();
    if (this.claimed.has(key)) throw new OutputClash(file);
    this.claimed.add(key);
  }
}
