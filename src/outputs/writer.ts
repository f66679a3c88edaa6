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
import type { OutputFile } from "../build.ts";
import { compressedCopies } from "./compress.ts";

export interface WrittenFile {
  file: string;
  bytes: number;
}

export class OutputWriter {
  readonly written: WrittenFile[] = [];
  private readonly folders = new Set<string>();
  private readonly inFlight = new Set<Promise<void>>();
  // Enough to keep every pool thread busy, few enough that memory stays small.
  private readonly limit = 4 * Math.max(2, os.availableParallelism());
  private failure: unknown;

  constructor(private readonly dir: string) {}

  /** Writes the file now; its compressed copies follow. Resolves when there is room for another. */
  async add(output: OutputFile, options: { compress?: boolean } = {}): Promise<void> {
    if (this.failure) throw this.failure;
    // Encoded once, for the file and for both compressors.
    if (typeof output.contents === "string") output = { file: output.file, contents: Buffer.from(output.contents) };
    this.write(output);
    if (options.compress === false) return;
    const job = compressedCopies(output).then(
      (copies) => copies.forEach((copy) => this.write(copy)),
      (error: unknown) => void (this.failure ??= error),
    );
    const tracked = job.finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
    if (this.inFlight.size >= this.limit) await Promise.race(this.inFlight);
  }

  /** Waits for every copy; the files written, by name. */
  async finish(): Promise<WrittenFile[]> {
    await Promise.all(this.inFlight);
    if (this.failure) throw this.failure;
    return this.written.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  }

  private write(output: OutputFile) {
    const target = path.join(this.dir, output.file);
    const folder = path.dirname(target);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    writeFileSync(target, output.contents);
    const bytes = typeof output.contents === "string" ? Buffer.byteLength(output.contents) : output.contents.byteLength;
    this.written.push({ file: output.file, bytes });
  }
}
