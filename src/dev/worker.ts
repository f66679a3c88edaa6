// The dev worker thread: loads the site's modules fresh (a new worker is started
// after every code change, since Node caches ES modules for the life of a
// thread), then answers render requests from the dev server one at a time.
// The site's modules are imported dynamically so that a syntax error in one of
// them comes back as a reply the overlay can show, not as a dead thread.
import { parentPort, workerData } from "node:worker_threads";
import { codeFailure, type Failure } from "./errors.ts";
import type { RenderOutcome } from "./site-renderer.ts";

export interface WorkerOptions {
  root: string;
  contentDir: string;
  color: boolean;
}

export type Request = { id: number };
export type Reply = { id: number; ok: true; outcome: RenderOutcome } | { id: number; ok: false; failure: Failure };

const options = workerData as WorkerOptions;
const port = parentPort!;

async function toFailure(error: unknown): Promise<Failure> {
  const problems =
    (error as { name?: string; problems?: unknown })?.name === "ContentError" ? (error as { problems: unknown[] }).problems : undefined;
  if (!Array.isArray(problems)) return codeFailure(error, options.color);
  // Each problem as `npm run build` prints it; the summary replaces the build's
  // heading, which speaks of dist/ (the dev server never writes it).
  const { formatProblem } = await import("../report/problems.ts");
  const list = problems as Parameters<typeof formatProblem>[0][];
  const format = (color: boolean) => list.map((p) => formatProblem(p, color)).join("\n\n");
  return {
    kind: "content",
    summary: `✖ ${list.length} content problem${list.length === 1 ? "" : "s"}`,
    text: format(false),
    terminal: format(options.color),
  };
}

let renderer: Awaited<ReturnType<typeof start>> | undefined;
let bootFailure: Failure | undefined;

async function start() {
  const { createSiteRenderer } = await import("./site-renderer.ts");
  return createSiteRenderer(options);
}

try {
  renderer = await start();
} catch (error) {
  bootFailure = await toFailure(error);
}

// Requests are answered in order: each waits for the one before it.
let queue = Promise.resolve();
port.on("message", (request: Request) => {
  queue = queue.then(async () => {
    let reply: Reply;
    if (!renderer) reply = { id: request.id, ok: false, failure: bootFailure! };
    else {
      try {
        reply = { id: request.id, ok: true, outcome: await renderer.update() };
      } catch (error) {
        reply = { id: request.id, ok: false, failure: await toFailure(error) };
      }
    }
    port.postMessage(reply);
  });
});
port.postMessage({ ready: true });
