// `npm run dev`: builds the site in memory, serves it on http://127.0.0.1:4321
// (PORT overrides; --content=<dir> uses another content folder), watches
// content/, templates/ and src/, rebuilds only what each change needs and
// reloads the open tabs whose page changed. Mistakes show in the terminal and
// as an overlay in the page; the server keeps running. dist/ is not touched.
// At start it prints what is still to fill before launch, as the build does,
// and broken internal links and each landing page's length against its
// budget whenever they change (an edit that lengthens a page shows its cost).
import path from "node:path";
import { DevBuilder, type RebuildResult } from "../src/dev/worker-client.ts";
import { classify, isEmpty, merge, noChanges, type Changes } from "../src/dev/changes.ts";
import { startDevServer } from "../src/dev/server.ts";
import { watchFolders } from "../src/dev/watch.ts";
import { reportParts } from "../src/report/site-report.ts";
import { readCommandLine } from "./command-line.ts";

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = readCommandLine(
  { options: { content: { type: "string" } } },
  "usage: npm run dev [-- --content=<folder>] (PORT=<port> for another port)",
);
const contentDir = path.resolve(args.content ?? path.join(root, "content"));
const folders = { contentDir, templatesDir: path.join(root, "templates"), srcDir: path.join(root, "src") };
const port = Number(process.env.PORT ?? 4321);
const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const shown = (file: string) => path.relative(process.cwd(), file).split(path.sep).join("/");
const ms = (n: number) => `${Math.round(n)} ms`;
// These modules run (also) in this process, not only in the worker: a change to them needs a restart.
const OWN_MODULES = /src[/\\]dev[/\\](builder|changes|client|errors|server|watch)\.ts$/;

// Watching starts first, so nothing saved during start-up is missed. Changes
// that arrive during a rebuild wait and are merged into the next one.
const watched = [contentDir, folders.templatesDir, folders.srcDir];
let pending = noChanges();
let running = false;
const watcher = watchFolders(watched, (files) => {
  const changes = classify(files, folders);
  if (isEmpty(changes)) return;
  pending = merge(pending, changes);
  void drain();
});

const builder = new DevBuilder({ root, contentDir, color });
const first = await builder.rebuild("full");
if (first.ok) console.log(`✔ built ${first.total} routes in ${ms(first.ms)} (cold: worker start, module load, content, assets, render)`);
else console.error(`${first.failure.summary}\n${first.failure.terminal}`);
// The launch list once, after the first build that succeeds (as `npm run build` ends with it).
let launchShown = false;
// The notices as last printed: printed again only when they change.
let noticeReport = "";
// The checks as last printed: printed again only when they change.
let checkReport = "";
// The pages' lengths as last printed: printed again only when they change.
let lengthReport = "";
reportLaunch(first);
// Printed when they change, not after every rebuild.
let linkReport = "";
reportLinks(first);

// A warm full rebuild (all content, assets and routes) in the worker that will
// serve the edits: the figure each partial rebuild is compared with. Doing it
// also warms the JIT, so the first edit is as quick as the later ones.
let fullMs: number | undefined;
if (first.ok) {
  const everything: Changes = {
    code: [],
    assets: [path.join(folders.templatesDir, "site.css")],
    content: [path.join(contentDir, "site.yaml")],
    static: [],
  };
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const run = await builder.rebuild(everything);
    if (run.ok) runs.push(run.ms);
  }
  fullMs = runs.sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  if (fullMs !== undefined) console.log(`  full rebuild, warm: ${ms(fullMs)} (content + assets + all ${first.total} routes)`);
}

let server: Awaited<ReturnType<typeof startDevServer>> | undefined;
try {
  server = await startDevServer({ port, contentDir, pages: builder.pages, extras: builder.extras, failure: () => builder.failure });
} catch (error) {
  console.error(`✖ cannot listen on port ${port}: ${(error as Error).message}. Set PORT to use another.`);
  watcher.close();
  builder.close();
  process.exit(1);
}
console.log(`  ➜ ${server.url}/   watching ${watched.map((d) => `${shown(d) || "."}/`).join(", ")}  (Ctrl+C to stop)`);
void drain();

async function drain() {
  if (running || !server) return;
  running = true;
  while (!isEmpty(pending)) {
    const changes = pending;
    pending = noChanges();
    const wasFailing = Boolean(builder.failure);
    const result = await builder.rebuild(changes);
    report(changes, result, wasFailing);
    if (!result.ok || result.changed.length || wasFailing) server.publish(result.ok ? result.changed : []);
  }
  running = false;
}

function reportLaunch(result: RebuildResult) {
  if (launchShown || !result.ok) return;
  launchShown = true;
  const parts = reportParts(result, color);
  if (parts.launch) console.log(parts.launch);
  if (parts.coverage) console.log(parts.coverage);
}

function reportLinks(result: RebuildResult) {
  if (!result.ok) return;
  const parts = reportParts(result, color);
  // Notices as npm run build prints them, again only when they change (an offer's last day passing while the server runs).
  if (parts.notices && parts.notices !== noticeReport) console.log(parts.notices);
  noticeReport = parts.notices;
  if (parts.lengths && parts.lengths !== lengthReport) console.log(parts.lengths);
  lengthReport = parts.lengths;
  const next = parts.links;
  if (next && next !== linkReport) console.log(next);
  else if (!next && linkReport) console.log("✔ every internal link works again");
  linkReport = next;
  const checks = parts.checks;
  if (checks && checks !== checkReport) console.log(checks);
  else if (!checks && checkReport) console.log("✔ nothing left to fix before launch");
  checkReport = checks;
}

function report(changes: Changes, result: RebuildResult, wasFailing: boolean) {
  const files = [...changes.content, ...changes.static, ...changes.assets, ...changes.code].map(shown);
  const named = files.length > 3 ? `${files.slice(0, 2).join(", ")} and ${files.length - 2} more` : files.join(", ");
  if (!result.ok) {
    console.error(`✖ ${named} → ${result.failure.summary.replace(/^✖ /, "")} (shown in the browser)\n${result.failure.terminal}`);
    return;
  }
  const { changed, total } = result;
  // Tabs showing the error overlay reload anyway once it is fixed.
  const note = changed.length ? `changed: ${changed.join(" ")}` : wasFailing ? "HTML unchanged" : "HTML unchanged, no reload";
  const fresh = result.freshModules ? "fresh modules, " : "";
  console.log(`↻ ${named} → ${fresh}all ${total} routes re-rendered in ${ms(result.ms)} (${note})${wasFailing ? "  ✔ fixed" : ""}`);
  reportLaunch(result);
  reportLinks(result);
  const own = changes.code.filter((f) => OWN_MODULES.test(f));
  if (own.length)
    console.log(`  note: ${own.map(shown).join(", ")} is part of the dev server itself; restart npm run dev to use the new code.`);
}

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  watcher.close();
  builder.close();
  await server?.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
// Started by a test or benchmark over IPC: stop when that parent goes away.
if (process.send) process.on("disconnect", () => void shutdown());
