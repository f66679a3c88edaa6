// Formats the benchmark as Markdown tables: the same text is printed to the
// terminal and, with --write, becomes BENCHMARKS.md (whose hand-written
// "## Notes" section is kept as it is).
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export type Row = (string | number)[];

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

/** Writes the generated report above the existing Notes section (or a placeholder one). */
export function writeBenchmarks(file: string, generated: string): void {
  const previous = existsSync(file) ? readFileSync(file, "utf8") : "";
  const at = previous.indexOf(`\n${NOTES}\n`);
  const notes = at >= 0 ? previous.slice(at + 1) : DEFAULT_NOTES;
  writeFileSync(file, `${generated.trimEnd()}\n\n${notes.trimEnd()}\n`);
}
