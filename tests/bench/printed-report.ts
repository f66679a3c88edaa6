// What the benchmark tests share. Each runs a mode for real as a reader runs
// it, `npm run bench -- <mode> --tiny`: every step once at its smallest (5
// generated pages, 1 run, one page load and one Lighthouse audit per site)
// over the frozen content (tests/fixtures/content/), so a mode that no longer
// runs (a file it reads has moved, a tool's API changed) or no longer prints
// a figure its report promises fails the suite. The report is read back as
// its sections and tables; the figures are held to being there and being
// numbers, never to their values: the machine is shared.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { ROOT } from "../helpers/site.ts";

const run = promisify(execFile);

export interface Printed {
  title: string;
  /** Each "## " section's text, by its title. */
  sections: Map<string, string>;
  /** The last line: how many targets were missed. */
  last: string;
}

export async function bench(...args: string[]): Promise<Printed> {
  const { stdout } = await run("npm", ["run", "--silent", "bench", "--", "--tiny", ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: "1" },
    maxBuffer: 16 * 1024 * 1024,
  });
  const [head = "", ...parts] = stdout.trimEnd().split(/^## /m);
  const sections = new Map(parts.map((part) => [part.slice(0, part.indexOf("\n")), part] as const));
  return { title: head.split("\n")[0]!, sections, last: stdout.trimEnd().split("\n").at(-1)! };
}

/** The rows of the first table in a section whose title starts with `title`, each a map from its column's head to its cell. */
export function rows(printed: Printed, title: string): Record<string, string>[] {
  const text = [...printed.sections].find(([name]) => name.startsWith(title))?.[1];
  if (text === undefined) throw new Error(`no section "${title}" in: ${[...printed.sections.keys()].join(", ")}`);
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.startsWith("|"));
  const end = lines.findIndex((line, i) => i > start && !line.startsWith("|"));
  const table = start < 0 ? [] : lines.slice(start, end < 0 ? undefined : end);
  const [head = [], , ...body] = table.map((line) =>
    line
      .slice(1, -1)
      .split("|")
      .map((cell) => cell.trim()),
  );
  return body.map((row) => Object.fromEntries(head.map((name, i) => [name, row[i] ?? ""])));
}

/** A figure as the report prints one: a number (1,234 or 0.42), not "n/a", "-" or "failed". */
export const FIGURE = /^\d[\d,]*(\.\d+)?$/;
export const VERDICT = /^(✖ \d+ targets? missed|✔ every measured target met)$/;
