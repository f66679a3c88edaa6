// The one report format of `npm run bench`, whatever it measured: Markdown
// (a "# " title, a line on the machine, "## " sections of prose and tables),
// printed to the terminal and, for the site benchmark with --write, written
// into BENCHMARKS.md (whose hand-written "## Notes" section is kept as it is);
// then one line counting the targets missed.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mark, type Verdict } from "./targets.ts";

export type Row = (string | number)[];

/** What a benchmark hands back to be printed. */
export interface Report {
  markdown: string;
  /** The targets it measured, in its tables too; the line printed last counts those missed. */
  verdicts: Verdict[];
}

/** A "## " section: its paragraphs and tables, a blank line after each. */
export function section(title: string, ...body: string[]): string {
  return [`## ${title}`, "", ...body.flatMap((b) => [b, ""])].join("\n");
}

export function verdictTable(verdicts: Verdict[]): string {
  return table(
    ["Target", "Figure", "Result", "Why missed"],
    verdicts.map((v): Row => [v.target, v.figure, mark(v.met), v.why ?? ""]),
  );
}

/** The last line printed: how many targets were missed, or that none were; nothing when none was measured. */
export function verdictLine(verdicts: Verdict[]): string | undefined {
  if (!verdicts.length) return undefined;
  const missed = verdicts.filter((v) => v.met === false).length;
  return missed ? `✖ ${missed} target${missed === 1 ? "" : "s"} missed` : "✔ every measured target met";
}

/** A Markdown table with padded columns, so it reads in a terminal too. Numbers are right-aligned. */
export function table(head: string[], rows: Row[]): string {
  const cells = [head, ...rows.map((r) => r.map((c) => (typeof c === "number" ? c.toLocaleString("en-US") : c)))];
  // Figures line up on the right; "-" and "n/a" stand in for a figure.
  const numeric = (c: string | number | undefined) => typeof c === "number" || /^(-?[\d,.]+%?|-|n\/a)$/.test(String(c));
  const right = head.map((_, i) => rows.length > 0 && rows.every((r) => numeric(r[i])) && rows.some((r) => r[i] !== "-" && r[i] !== "n/a"));
  const width = head.map((_, i) => Math.max(3, ...cells.map((r) => String(r[i] ?? "").length)));
  const line = (r: Row) => `| ${r.map((c, i) => (right[i] ? String(c).padStart(width[i]!) : String(c).padEnd(width[i]!))).join(" | ")} |`;
  const rule = `|${width.map((w, i) => (right[i] ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`;
  return [line(cells[0]!), rule, ...cells.slice(1).map(line)].join("\n");
}

const NOTES = "## Notes";
const DEFAULT_NOTES = `${NOTES}\n\n(Hand-written: why a target is missed and what would meet it. \`npm run bench -- --write\` keeps this section.)\n`;
/** The modes whose report has a part of its own in BENCHMARKS.md, below the site's, in this order. */
const PARTS = ["first-flight", "commits"] as const;
type Part = "site" | (typeof PARTS)[number];
const begin = (part: string) => `<!-- npm run bench -- --${part} --write: written by the script, not by hand -->`;
const end = (part: string) => `<!-- end of --${part} -->`;

/**
 * Writes a report into BENCHMARKS.md: the site benchmark's at the top, the
 * comparisons' (first flight, commits) each in a part of its own below it,
 * their headings a level down; the other parts and the hand-written Notes
 * section stay as they are.
 */
export function writeBenchmarks(file: string, generated: string, part: Part = "site"): void {
  const previous = existsSync(file) ? readFileSync(file, "utf8") : "";
  const at = previous.indexOf(`\n${NOTES}\n`);
  const notes = at >= 0 ? previous.slice(at + 1) : DEFAULT_NOTES;
  const body = at >= 0 ? previous.slice(0, at) : previous;
  const parts = new Map<string, string>();
  for (const name of PARTS) {
    const from = body.indexOf(begin(name));
    const to = body.indexOf(end(name));
    if (from >= 0 && to > from) parts.set(name, body.slice(from + begin(name).length, to).trim());
  }
  const firstPart = Math.min(...PARTS.map((name) => body.indexOf(begin(name))).filter((i) => i >= 0), body.length);
  let site = body.slice(0, firstPart).trim();
  if (part === "site") site = generated.trim();
  else parts.set(part, generated.trim().replace(/^(#+) /gm, "#$1 "));
  const written = PARTS.filter((name) => parts.has(name)).map((name) => `${begin(name)}\n\n${parts.get(name)}\n\n${end(name)}`);
  writeFileSync(file, `${[site, ...written, notes.trimEnd()].filter(Boolean).join("\n\n")}\n`);
}
