// Writes the build's files into the staging folder as they are made, with
// their precompressed copies, and keeps only their names and sizes. A page is
// written the moment it is rendered and dropped once its copies are on disk,
// so memory stays flat however many pages the site has. Compression runs on
// libuv's thread pool while the main thread renders the next pages; a bounded
// number of files is in flight, so a fast renderer waits instead of queueing
// thousands of pages in memory. A file the build before wrote with the same
// bytes is linked from there instead of written again: a link is about a
// twentieth of the cost of writing a page, and a second build of unchanged
// content writes next to nothing; nor does it compress an unchanged file again
// when the build before made its copies with the same settings.
import { linkSync, lstatSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { OutputFile } from "./output-file.ts";
import { OutputCache } from "./cache.ts";
import { compressedCopies, type EarlierCopies } from "./compress.ts";

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

  /**
   * Writes the file, or links the previous folder's when it has these bytes
   * (`linked`). `read`: those bytes were just read from the previous folder's
   * file (previousCopies), so they are not read and compared again.
   */
  write(output: OutputFile, read = false): { written: WrittenFile; linked: boolean } {
    const target = path.join(this.dir, output.file);
    const folder = path.dirname(target);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    const bytes = typeof output.contents === "string" ? Buffer.from(output.contents) : output.contents;
    const linked = this.linked(output.file, bytes, target, read);
    if (!linked) writeFileSync(target, bytes);
    return { written: { file: output.file, bytes: bytes.byteLength }, linked };
  }

  /** The previous folder's .br and .gz copies of a file, when it has both. */
  previousCopies(file: string): EarlierCopies | undefined {
    if (!this.previous) return undefined;
    const read = (name: string) => {
      const at = path.join(this.previous!, name);
      return lstatSync(at, { throwIfNoEntry: false })?.isFile() ? readFileSync(at) : undefined;
    };
    const br = read(`${file}.br`);
    const gz = br && read(`${file}.gz`);
    return br && gz ? { br, gz } : undefined;
  }

  /**
   * Whether the previous folder's file of that name, a plain file with these
   * very bytes, is now linked at target too. The previous folder is only
   * read: it stays as it was until the new one replaces it, and then only
   * its name goes, the new folder's link keeping the file.
   */
  private linked(file: string, bytes: Uint8Array, target: string, read: boolean): boolean {
    if (!this.previous) return false;
    const before = path.join(this.previous, file);
    if (!read) {
      const stat = lstatSync(before, { throwIfNoEntry: false });
      if (!stat?.isFile() || stat.size !== bytes.byteLength || !readFileSync(before).equals(bytes)) return false;
    }
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

  /**
   * compress: false makes no copies; the slow ones are kept in `cache`.
   * `previous`: the folder this one will replace. `sameCopies`: its copies
   * were made with the settings this build makes them with (site-build.ts
   * knows from the output cache), so an unchanged file's are taken from
   * there once they are found to hold it, instead of being made again.
   */
  constructor(
    dir: string,
    private readonly options: { compress?: boolean; cache?: OutputCache; previous?: string; sameCopies?: boolean } = {},
  ) {
    this.folder = new FolderWriter(dir, options.previous);
  }

  /** Writes the file now; its compressed copies follow. Resolves when there is room for another. */
  async add(output: OutputFile, options: { compress?: boolean } = {}): Promise<void> {
    if (this.failure) throw this.failure;
    // Encoded once, for the file and for both compressors.
    if (typeof output.contents === "string") output = { file: output.file, contents: Buffer.from(output.contents) };
    const linked = this.write(output);
    if (this.options.compress === false || options.compress === false) return;
    const earlier = linked && this.options.sameCopies ? this.folder.previousCopies(output.file) : undefined;
    const job = compressedCopies(output, this.options.cache ?? new OutputCache(undefined), earlier)
      // Copies taken from the previous folder are its files' own bytes, read just now.
      .then((copies) => copies.forEach((copy) => this.write(copy, copy.contents === earlier?.br || copy.contents === earlier?.gz)))
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

  /** Writes (or links) the file; whether it was linked from the previous folder. */
  private write(output: OutputFile, read = false): boolean {
    this.claim(output.file);
    const { written, linked } = this.folder.write(output, read);
    this.written.push(written);
    return linked;
  }

  private claim(file: string) {
    const key = file.toLowerCase();
    if (this.claimed.has(key)) throw new OutputClash(file);
    this.claimed.add(key);
  }
}
