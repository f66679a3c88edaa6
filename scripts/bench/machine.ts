// What every benchmark report says of the machine it ran on: its cores, CPU,
// memory, Node and browser, its load, and a machine check: two fixed workloads, timed at the start
// and at the end of a run, so figures from different days or machines can be
// compared, and a throttled or busy virtual machine shows up in the report
// instead of passing for a slow build. One is CPU bound (brotli at quality 11
// of the same 64 KB of text), one is the kernel's cost of creating files
// (1,000 files of 8 KB with writeFileSync, as the build writes its output).
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

export interface MachineCheck {
  /** Median of three brotli-11 compressions of the reference text, ms. */
  cpuMs: number;
  /** 1,000 new 8 KB files, ms. */
  filesMs: number;
}

const REFERENCE = referenceText(64 * 1024);

export function machineCheck(scratch: string): MachineCheck {
  const runs = [0, 1, 2].map(() => {
    const started = performance.now();
    brotliCompressSync(REFERENCE, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    return performance.now() - started;
  });
  const dir = path.join(scratch, `machine-check-${process.hrtime.bigint()}`);
  mkdirSync(dir, { recursive: true });
  const block = Buffer.from(REFERENCE.subarray(0, 8 * 1024));
  const started = performance.now();
  for (let i = 0; i < 1000; i++) writeFileSync(path.join(dir, `f${i}.html`), block);
  const filesMs = performance.now() - started;
  rmSync(dir, { recursive: true, force: true });
  return { cpuMs: runs.sort((a, b) => a - b)[1]!, filesMs };
}

/** Deterministic, word-like text: compresses like a page, not like zeros. */
function referenceText(bytes: number): Buffer {
  const words = [
    "travel",
    "inquiry",
    "agency",
    "lead",
    "reply",
    "WhatsApp",
    "itinerary",
    "package",
    "quote",
    "Goa",
    "Kerala",
    "hotel",
    "flight",
    "visa",
    "<p>",
    "</p>",
    "<li>",
    "₹14,999",
  ];
  let seed = 7;
  let text = "";
  while (text.length < bytes) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    text += `${words[seed % words.length]} `;
  }
  return Buffer.from(text.slice(0, bytes));
}

export function describeMachineCheck(start: MachineCheck, end: MachineCheck): string {
  const f = (n: number) => Math.round(n).toLocaleString("en-US");
  return `Machine check, at the start / at the end of the run (scripts/bench/machine.ts): brotli-11 of 64 KB of text ${f(start.cpuMs)} / ${f(end.cpuMs)} ms; creating 1,000 files of 8 KB ${f(start.filesMs)} / ${f(end.filesMs)} ms. Compare these before comparing builds from different runs: the builds' times move with them.`;
}

/** "Measured <time> on <cores, CPU, memory, Node>[, browser]; load average … at the end." */
export function describeMachine(browser?: string): string {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");
  return `Measured ${new Date().toISOString().replace(/\.\d+Z$/, "Z")} on ${os.availableParallelism()} cores (${os.cpus()[0]?.model.trim() ?? "unknown CPU"}), ${memory()}, Node ${process.version}${browser ? `, ${browser}` : ""}; load average ${load} at the end.`;
}

function memory(): string {
  try {
    const line = execFileSync("free", ["-h"], { encoding: "utf8" })
      .split("\n")
      .find((l) => l.startsWith("Mem:"));
    return `${line?.split(/\s+/)[1] ?? "?"} memory (free -h)`;
  } catch {
    return `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory`;
  }
}
