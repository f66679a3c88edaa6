// A build worker thread (see pool.ts): answers jobs one at a time. "legal"
// loads a batch of legal pages; "compress" writes the precompressed copies of
// a file the main thread has just written, and returns their names and sizes.
import { parentPort } from "node:worker_threads";
import { loadLegalFile, type LegalFile, type LegalResult, type TokenSettings } from "../load/legal.ts";
import { compressedCopies } from "../outputs/compress.ts";
import { FolderWriter, type WrittenFile } from "../outputs/writer.ts";

export type Job = { kind: "legal"; files: LegalFile[]; settings: TokenSettings } | { kind: "compress"; dir: string; file: string; contents: Uint8Array };
export type JobResult<J extends Job> = J extends { kind: "legal" } ? LegalResult[] : WrittenFile[];
export type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: { message: string; stack?: string } };

const writers = new Map<string, FolderWriter>();

async function handle(job: Job): Promise<unknown> {
  if (job.kind === "legal") return job.files.map((file) => loadLegalFile(file, job.settings));
  const copies = await compressedCopies({ file: job.file, contents: job.contents }, "here");
  const writer = writers.get(job.dir) ?? writers.set(job.dir, new FolderWriter(job.dir)).get(job.dir)!;
  return copies.map((copy) => writer.write(copy));
}

const port = parentPort;
if (port) {
  port.on("message", ({ id, job }: { id: number; job: Job }) => {
    handle(job).then(
      (result) => port.postMessage({ id, ok: true, result } satisfies Reply),
      (error: unknown) => {
        const e = error instanceof Error ? error : new Error(String(error));
        port.postMessage({ id, ok: false, error: { message: e.message, stack: e.stack } } satisfies Reply);
      },
    );
  });
}
