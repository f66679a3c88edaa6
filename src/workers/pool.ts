// Worker threads for the build's per-page work on a large site: loading the
// legal pages (front matter, schema, markdown; content.ts), then compressing
// the written files (writer.ts, where the main thread takes a share too).
// Workers start only for a site large enough to repay their start-up (each
// loads its own copy of the modules and warms up its own JIT), so a small site
// builds on one thread as before. Jobs go to the worker with the fewest
// waiting; a job that throws rejects its promise with the same message, and a
// worker that dies rejects every job it held.
import os from "node:os";
import { Worker } from "node:worker_threads";
import type { Job, JobResult, Reply } from "./build-worker.ts";

/**
 * Below this many legal pages a site is built on the main thread alone. Each
 * worker warms up its own JIT, which on two cores ate the whole gain up to
 * about 600 pages (measured: +600 the same either way, +1,000 10% faster).
 */
export const MIN_PAGES_FOR_WORKERS = 800;

interface Running {
  worker: Worker;
  waiting: Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>;
}

export class WorkerPool {
  private running: Running[] = [];
  private nextId = 0;
  /** How many workers were started (for the build's summary); shrinking does not lower it. */
  spawned = 0;

  /**
   * size: how many workers to start when asked (one per core, up to 4); 0
   * never starts any. minPages: the fewest pages worth starting them for.
   */
  constructor(
    readonly size = Math.min(4, os.availableParallelism()),
    private readonly minPages = MIN_PAGES_FOR_WORKERS,
  ) {}

  get started(): boolean {
    return this.running.length > 0;
  }

  /** Workers running now. */
  get count(): number {
    return this.running.length;
  }

  /** Jobs sent and not yet answered, over all workers. */
  get waiting(): number {
    return this.running.reduce((sum, r) => sum + r.waiting.size, 0);
  }

  /** Whether `items` pages should go to the workers; starts them the first time it says yes. */
  wanted(items: number): boolean {
    if (this.size < 1 || items < this.minPages) return this.started;
    if (!this.started) {
      this.running = Array.from({ length: this.size }, () => this.spawn());
      this.spawned = this.size;
    }
    return true;
  }

  run<J extends Job>(job: J): Promise<JobResult<J>> {
    const target = this.running.reduce((a, b) => (b.waiting.size < a.waiting.size ? b : a));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      target.waiting.set(id, { resolve: resolve as (value: never) => void, reject });
      target.worker.postMessage({ id, job });
    });
  }

  /** Stops all but `keep` workers (idle ones: call it between phases). */
  async shrink(keep: number) {
    const stopping = this.running.slice(keep);
    this.running = this.running.slice(0, keep);
    await Promise.all(stopping.map((r) => r.worker.terminate()));
  }

  async close() {
    const running = this.running;
    this.running = [];
    await Promise.all(running.map((r) => r.worker.terminate()));
  }

  private spawn(): Running {
    const worker = new Worker(...workerScript());
    const running: Running = { worker, waiting: new Map() };
    worker.on("message", (reply: Reply) => {
      const job = running.waiting.get(reply.id);
      running.waiting.delete(reply.id);
      if (reply.ok) job?.resolve(reply.result as never);
      else job?.reject(Object.assign(new Error(reply.error.message), { stack: reply.error.stack }));
    });
    const fail = (error: Error) => {
      for (const job of running.waiting.values()) job.reject(error);
      running.waiting.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => code !== 0 && fail(new Error(`a build worker exited with code ${code}`)));
    return running;
  }
}

/**
 * Bundled (scripts/run.mjs), the worker is the build-worker.mjs bundled beside
 * this code; from sources (tsx, vitest), it is the .ts file, loaded after
 * registering tsx in the new thread, which does not inherit it.
 */
function workerScript(): ConstructorParameters<typeof Worker> {
  const here = import.meta.url;
  // A smaller young generation than V8's default: measured on +5,000 pages,
  // each worker held ~20 MB less, at the same speed.
  const options = { resourceLimits: { maxYoungGenerationSizeMb: 16 } };
  if (!/\.tsx?$/.test(new URL(here).pathname)) return [new URL("./build-worker.mjs", here), options];
  const boot = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})
    .then((api) => { api.register(); return import(${JSON.stringify(new URL("./build-worker.ts", here).href)}); })`;
  return [boot, { eval: true, ...options }];
}
