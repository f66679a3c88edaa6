// The dev server's side of rendering: runs the site renderer in a worker thread
// (restarted with fresh modules when code changes, reused for content and CSS),
// keeps the latest HTML of every route in memory, and compares each rebuild
// with it so the browser is told only about routes whose HTML really changed.
import { createHash } from "node:crypto";
import { Worker } from "node:worker_threads";
import { codeFailure, type Failure } from "./errors.ts";
import type { RenderOutcome } from "./site-renderer.ts";
import type { Changes } from "./changes.ts";
import type { Reply, Request, WorkerOptions } from "./worker.ts";

export interface Page {
  path: string;
  file: string;
  html: string;
  /** Short hash of the HTML: the browser compares it to know whether its page is stale. */
  hash: string;
}

/** A rebuild's result: the renderer's reports (launch list, checks, links, notices, coverage) with the routes that changed, or what stopped it. */
export type RebuildResult =
  | (Omit<RenderOutcome, "pages" | "extras"> & { ok: true; freshModules: boolean; changed: string[]; total: number })
  | { ok: false; freshModules: boolean; failure: Failure; ms: number };

const hashOf = (html: string) => createHash("sha1").update(html).digest("hex").slice(0, 12);

// tsx registers itself per thread, so the worker registers it before loading any TypeScript.
const BOOT = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})
  .then((api) => { api.register(); return import(${JSON.stringify(new URL("./worker.ts", import.meta.url).href)}); })`;

export class DevBuilder {
  /** The latest good HTML of every route, by route path. */
  readonly pages = new Map<string, Page>();
  /** The site's other files made from content (sitemap, robots.txt, icons), by their name in dist/. */
  readonly extras = new Map<string, string | Uint8Array>();
  /** What stopped the last rebuild, until a rebuild succeeds. */
  failure: Failure | undefined;
  private worker: Worker | undefined;
  private nextId = 1;

  constructor(private readonly options: WorkerOptions) {}

  /** Rebuild for a set of changes, or everything ("full", with fresh modules). Not re-entrant: callers queue. */
  async rebuild(changes: Changes | "full"): Promise<RebuildResult> {
    const started = performance.now();
    const freshModules = changes === "full" || changes.code.length > 0 || !this.worker;
    const bootFailure = freshModules ? await this.restartWorker() : undefined;
    // Every update renders the whole site and checks content/static/'s names (site-renderer.ts).
    const reply: Reply = bootFailure ? { id: 0, ok: false, failure: bootFailure } : await this.call({ id: this.nextId++ });
    const ms = performance.now() - started;
    if (!reply.ok) {
      this.failure = reply.failure;
      // Fresh modules that fail (a syntax error, a template that throws) are
      // fixed by a code change, which needs yet another worker: drop this one.
      if (reply.failure.kind === "code" && freshModules) this.stopWorker();
      return { ok: false, freshModules, failure: reply.failure, ms };
    }
    this.failure = undefined;
    const { pages, extras, ...reports } = reply.outcome;
    this.extras.clear();
    for (const extra of extras) this.extras.set(extra.file, extra.contents);
    const changed: string[] = [];
    for (const page of pages) {
      const hash = hashOf(page.html);
      if (this.pages.get(page.path)?.hash !== hash) changed.push(page.path);
      this.pages.set(page.path, { ...page, hash });
    }
    const live = new Set(pages.map((p) => p.path));
    for (const path of this.pages.keys()) {
      if (!live.has(path)) {
        this.pages.delete(path);
        changed.push(path);
      }
    }
    // The time is the whole rebuild's, the worker's round trip included, not the renderer's own.
    return { ...reports, ok: true, freshModules, changed, total: pages.length, ms };
  }

  close() {
    this.stopWorker();
  }

  /** Start a worker with fresh modules; resolves once it has loaded them, or with what stopped it. */
  private async restartWorker(): Promise<Failure | undefined> {
    this.stopWorker();
    const worker = new Worker(BOOT, { eval: true, workerData: this.options });
    this.worker = worker;
    const failure = await new Promise<Failure | undefined>((resolve) => {
      const finish = (result: Failure | undefined) => {
        worker.off("message", onReady).off("error", onError).off("exit", onExit);
        resolve(result);
      };
      const onReady = () => finish(undefined);
      // Thrown before worker.ts could run, e.g. a syntax error in worker.ts itself.
      const onError = (error: unknown) => finish(codeFailure(error, this.options.color));
      const onExit = (code: number) => finish(codeFailure(new Error(`the dev worker exited with code ${code}`)));
      worker.on("message", onReady).on("error", onError).on("exit", onExit);
    });
    if (failure) this.stopWorker();
    return failure;
  }

  private stopWorker() {
    void this.worker?.terminate();
    this.worker = undefined;
  }

  /** Send one request and wait for its reply, or for the worker to fail. */
  private call(request: Request): Promise<Reply> {
    const worker = this.worker;
    if (!worker) return Promise.resolve({ id: request.id, ok: false, failure: codeFailure(new Error("the dev worker is not running")) });
    return new Promise((resolve) => {
      const finish = (reply: Reply) => {
        worker.off("message", onMessage).off("error", onError).off("exit", onExit);
        resolve(reply);
      };
      const onMessage = (reply: Reply) => reply.id === request.id && finish(reply);
      const onError = (error: unknown) => finish({ id: request.id, ok: false, failure: codeFailure(error, this.options.color) });
      const onExit = (code: number) =>
        finish({ id: request.id, ok: false, failure: codeFailure(new Error(`the dev worker exited with code ${code}`)) });
      worker.on("message", onMessage).on("error", onError).on("exit", onExit);
      worker.postMessage(request);
    });
  }
}
