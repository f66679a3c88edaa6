// Writes the build's files into the staging folder as they are made, with
// their precompressed copies, and keeps only their names and sizes. A page is
// written the moment it is rendered and dropped once its copies are on disk,
// so memory stays flat however many pages the site has. Compression runs on
// libuv's thread pool while the main thread renders the next pages; a bounded
// number of files is in flight, so a fast renderer waits instead of queueing
// thousands of pages in memory. A file the build before wrote with the same
// bytes is linked from there instead of written again: a link is about a
// twentieth of the cost of writing a page, and a second build of unchanged
// content writes next to nothing.
import { linkSync, lstatSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
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

  /** `previous`: the folder the build before wrote (the one this build will replace), whose unchanged files are linked. */
  constructor(
    private readonly dir: string,
    private previous: string | undefined,
  ) {}

  write(output: OutputFile): WrittenFile {
    const target = path.join(this.dir, output.file);
    const folder = path.dirname(target);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    const bytes = typeof output.contents === "string" ? Buffer.from(output.contents) : output.contents;
    if (!this.linked(output.file, bytes, target)) writeFileSync(target, bytes);
    return { file: output.file, bytes: bytes.byteLength };
  }

  /**
   * Whether the previous folder's file of that name, a plain file with these
   * very bytes, is now linked at target too. The previous folder is only
   * read: it stays as it was until the new one replaces it, and then only
   * its name goes, the new folder's link keeping the file.
   */
  private linked(file: string, bytes: Uint8Array, target: string): boolean {
    if (!this.previous) return false;
    const before = path.join(this.previous, file);
    const stat = lstatSync(before, { throwIfNoEntry: false });
    if (!stat?.isFile() || stat.size !== bytes.byteLength || !readFileSync(before).equals(bytes)) return false;
    try {
      linkSync(before, target);
      return true;
    } catch {
      // A disk without links, or the previous folder on another device: every file is written.
      this.previous = undefined;
      return false;
    }
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

  /** compress: false makes no copies; the slow ones are kept in `cache`. `previous`: the folder this one will replace. */
  constructor(
    dir: string,
    private readonly options: { compress?: boolean; cache?: OutputCache; previous?: string } = {},
  ) {
    this.folder = new FolderWriter(dir, options.previous);
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
