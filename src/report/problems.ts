// How a content problem is printed in a terminal: file:line:column and the
// field path, what was expected and what was found, and the offending line
// with a caret under the column. Lists of them as the build and the dev
// server print them: content problems, checks to fix before launch, broken links.
import type { ContentProblem } from "../parse/problem.ts";
import { painter } from "./colour.ts";

export function formatProblem(problem: ContentProblem, color = false): string {
  const paint = painter(color);
  const where = `${problem.file}:${problem.line}:${problem.column}`;
  const lines = [`${paint("1", where)}${problem.path ? `  ${paint("36", problem.path)}` : ""}`];
  lines.push(`  expected: ${problem.expected}`);
  lines.push(`  found:    ${problem.found}`);
  if (problem.hint) lines.push(`  ${paint("33", problem.hint)}`);
  if (problem.source !== undefined) {
    const gutter = String(problem.line);
    const { text, column } = clip(visible(problem.source), problem.column);
    lines.push(`  ${paint("2", `${gutter} |`)} ${text}`);
    // Keep tabs as tabs under the source line, so the caret lines up however wide a tab shows.
    const pad = text
      .slice(0, Math.max(0, column - 1))
      .replace(/[^\t]/g, " ")
      .padEnd(column - 1);
    lines.push(`  ${" ".repeat(gutter.length)} ${paint("2", "|")} ${pad}${paint("31", "^")}`);
  }
  return lines.join("\n");
}

/**
 * The line as a terminal can show it: a control character is drawn as its
 * symbol (NUL as ␀), so it neither moves the cursor nor vanishes, and a
 * noncharacter or a direction control (which would reverse the rest of the
 * line in the terminal) as �. Each stays one character, so the caret still lines up.
 */
function visible(source: string): string {
  return source.replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\p{Noncharacter_Code_Point}]/gu, (c) => {
    const code = c.codePointAt(0)!;
    return code < 0x20 ? String.fromCharCode(0x2400 + code) : code === 0x7f ? "\u2421" : "\uFFFD";
  });
}

/** A long line is shown as the part around the caret, so a minified or runaway line stays readable. */
function clip(source: string, column: number): { text: string; column: number } {
  const WIDTH = 100;
  if (source.length <= WIDTH) return { text: source, column };
  const start = Math.max(0, Math.min(column - 1 - 40, source.length - WIDTH));
  const end = start + WIDTH;
  const text = `${start > 0 ? "…" : ""}${source.slice(start, end)}${end < source.length ? "…" : ""}`;
  return { text, column: column - start + (start > 0 ? 1 : 0) };
}

export function formatProblems(problems: ContentProblem[], color = false): string {
  const head = `✖ ${problems.length} content problem${problems.length === 1 ? "" : "s"}; nothing was written, the previous dist/ is unchanged.`;
  return [head, "", ...problems.map((p) => formatProblem(p, color) + "\n")].join("\n");
}

/**
 * What npm run build and the dev server print for the model's checks (figures
 * that disagree with the model, copy longer than the design holds): the site
 * was built, but build:production refuses them.
 */
export function formatChecks(problems: ContentProblem[], color = false): string {
  const count = `${problems.length} thing${problems.length === 1 ? "" : "s"} to fix before launch`;
  return [
    `⚠ ${count}: the site was built, but build:production refuses ${problems.length === 1 ? "it" : "them"}.`,
    "",
    ...problems.map((p) => `${formatProblem(p, color)}\n`),
  ].join("\n");
}

/** Broken internal links, as npm run build and the dev server print them. */
export function formatLinkWarnings(problems: ContentProblem[], color = false): string {
  const count = `${problems.length} broken link${problems.length === 1 ? "" : "s"}`;
  return [
    `⚠ ${count}: the site was built, but build:production refuses ${problems.length === 1 ? "it" : "them"}.`,
    "",
    ...problems.map((p) => `${formatProblem(p, color)}\n`),
  ].join("\n");
}
