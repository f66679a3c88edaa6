// Times `npm run build` as a whole process: whatever package.json's "build"
// script runs (or another tool's build command, for a comparison), started
// fresh each time (tool start-up included), into an empty output folder. Peak memory is the largest resident set of any process in the
// run, from GNU time, or, without it, from a probe each Node process loads.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { median } from "./stats.ts";

export interface Run {
  ms: number;
  /** CPU time (user + system) of every process in the run: less sensitive than wall time to other load on the machine. */
  cpuMs?: number;
  /** Peak resident memory in MB; undefined when the run was stopped. */
  rssMb?: number;
  ok: boolean;
  /** The last lines the build printed, when it failed or was stopped. */
  error?: string;
}

export interface Timing {
  label: string;
  pages: number;
  runs: Run[];
  medianMs?: number;
  medianCpuMs?: number;
  maxRssMb?: number;
}

const GNU_TIME = "/usr/bin/time";

/**
 * The content a benchmark builds from `tree` (a commit's checkout, or this
 * working tree): the editors' content/; with --tiny, the suite's run
 * (tests/bench/), the tree's frozen content
 * (tests/fixtures/content/), so an editor's edit, judged by the checks of
 * content/, never fails the proof that the benchmarks still run. A tree
 * without frozen content (an older commit) builds its content/.
 */
export function contentOf(tree: string, tiny: boolean): string {
  const frozen = path.join(tree, "tests/fixtures/content");
  return tiny && existsSync(frozen) ? frozen : path.join(tree, "content");
}

/** The command line of package.json's "build" script, with node_modules/.bin tools resolved. */
export function buildCommand(root: string): string[] {
  const script = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts.build!;
  const [tool, ...args] = script.trim().split(/\s+/);
  const local = path.join(root, "node_modules", ".bin", tool!);
  return [tool === "node" ? process.execPath : existsSync(local) ? local : tool!, ...args];
}

/**
 * The build command run by plain node with extra node flags (such as
 * --cpu-prof, which NODE_OPTIONS does not accept): `tsx file` (an older commit's "build") becomes
 * `node <flags> --import tsx file`, `node file` becomes `node <flags> file`.
 */
function withNodeFlags(command: string[], flags: string[]): string[] {
  const [tool, ...rest] = command;
  if (tool === process.execPath) return [tool, ...flags, ...rest];
  if (path.basename(tool!) === "tsx") return [process.execPath, ...flags, "--import", "tsx", ...rest];
  throw new Error(`cannot add node flags to the build command ${command.join(" ")}`);
}

// Fallback probe: every Node process of the run appends "peak RSS (KB) CPU (µs)" on exit.
const PROBE = `import { appendFileSync } from "node:fs";
process.on("exit", () => {
  const u = process.resourceUsage();
  appendFileSync(process.env.BENCH_RSS_FILE, u.maxRSS + " " + (u.userCPUTime + u.systemCPUTime) + "\\n");
});`;

/**
 * One build in a new process: package.json's build command, with node flags
 * (--cpu-prof) if asked; or `command`, run as it is from `root` (another
 * tool's build, such as Eleventy's, which names its own output folder: `out`
 * is only emptied first), timed the same way.
 */
export function timeBuild(
  root: string,
  options: {
    out: string;
    /** Leave `out` as the build before left it (a warm build's), instead of emptying it first. */
    keepOut?: boolean;
    content?: string;
    args?: string[];
    timeoutMs: number;
    env?: Record<string, string>;
    nodeFlags?: string[];
    command?: string[];
  },
): Promise<Run> {
  if (!options.keepOut) rmSync(options.out, { recursive: true, force: true });
  const scratch = mkdtempSync(path.join(os.tmpdir(), "bench-run-"));
  const rssFile = path.join(scratch, "rss");
  const command = options.command ?? ourBuild(root, options);
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1", ...options.env };
  let argv: string[];
  if (existsSync(GNU_TIME)) {
    argv = [GNU_TIME, "-f", "%M %U %S", "-o", rssFile, ...command];
  } else {
    const probe = path.join(scratch, "probe.mjs");
    writeFileSync(probe, PROBE);
    env.BENCH_RSS_FILE = rssFile;
    env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ""} --import=${new URL(`file://${probe}`).href}`.trim();
    argv = command;
  }
  return new Promise((resolve) => {
    const started = performance.now();
    // Its own process group, so a run past its time limit is stopped with all its children.
    const child = spawn(argv[0]!, argv.slice(1), { cwd: root, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    let stopped = false;
    const timer = setTimeout(() => {
      stopped = true;
      process.kill(-child.pid!, "SIGKILL");
    }, options.timeoutMs);
    child.on("close", (code) => {
      const ms = performance.now() - started;
      clearTimeout(timer);
      const usage = readUsage(rssFile);
      rmSync(scratch, { recursive: true, force: true });
      const tail = output.trim().split("\n").slice(-6).join("\n").slice(0, 600);
      if (stopped) resolve({ ms, ok: false, error: `stopped after ${Math.round(options.timeoutMs / 1000)} s` });
      else resolve({ ms, ...usage, ok: code === 0, error: code === 0 ? undefined : tail });
    });
  });
}

/** package.json's build command with the output folder, the content folder and the extra arguments. */
function ourBuild(root: string, options: { out: string; content?: string; args?: string[]; nodeFlags?: string[] }): string[] {
  const base = options.nodeFlags ? withNodeFlags(buildCommand(root), options.nodeFlags) : buildCommand(root);
  return [...base, `--out=${options.out}`, ...(options.content ? [`--content=${options.content}`] : []), ...(options.args ?? [])];
}

/** GNU time writes "maxRSS-KB user-s sys-s" (after a status line if the command failed); the probe one "maxRSS-KB cpu-µs" line per process. */
function readUsage(file: string): { rssMb?: number; cpuMs?: number } {
  if (!existsSync(file)) return {};
  const lines = readFileSync(file, "utf8")
    .split("\n")
    .map((l) => l.trim().split(/\s+/).map(Number))
    .filter((f) => f.length >= 2 && f.every(Number.isFinite));
  if (!lines.length) return {};
  const rssMb = Math.max(...lines.map((f) => f[0]!)) / 1024;
  const cpuMs = lines[0]!.length === 3 ? (lines[0]![1]! + lines[0]![2]!) * 1000 : lines.reduce((sum, f) => sum + f[1]! / 1000, 0);
  return { rssMb, cpuMs };
}

/** `times` runs one after another; the median counts only runs that succeeded. */
export async function timeRepeated(label: string, pages: number, times: number, run: () => Promise<Run>): Promise<Timing> {
  const runs: Run[] = [];
  for (let i = 0; i < times; i++) {
    const result = await run();
    runs.push(result);
    if (!result.ok) break; // a failed or stopped build fails the same way again
  }
  const ok = runs.filter((r) => r.ok);
  return {
    label,
    pages,
    runs,
    medianMs: ok.length === runs.length ? median(ok.map((r) => r.ms)) : undefined,
    medianCpuMs: ok.length === runs.length && ok.every((r) => r.cpuMs !== undefined) ? median(ok.map((r) => r.cpuMs!)) : undefined,
    maxRssMb: runs.some((r) => r.rssMb !== undefined) ? Math.max(...runs.map((r) => r.rssMb ?? 0)) : undefined,
  };
}
