// A content problem and how it is printed: file:line:column, the field path,
// what was expected and what was found, and the offending line with a caret.
import path from "node:path";

export interface ContentProblem {
  file: string; // relative to the project root, with forward slashes
  line: number; // 1-based
  column: number; // 1-based
  path: string; // plans[2].features[0], or "" for the whole file
  expected: string;
  found: string;
  hint?: string;
  source?: string; // the offending line's text
}

/** A file's name as problems show it: relative to the working directory, with forward slashes. */
/** How messages name a file: relative to the project folder, with forward slashes. */
export type ShownPath = (file: string) => string;

/** Names files relative to `project` (the folder the command runs for), as an editor sees them. */
export const shownFrom =
  (project: string): ShownPath =>
  (file) =>
    path.relative(project, file).split(path.sep).join("/");

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(`${problems.length} content problem${problems.length === 1 ? "" : "s"}`);
    this.name = "ContentError";
  }
}

/**
 * The last line of defence: an error nobody foresaw while reading a file (a
 * parser giving up on input built to exhaust it, a recursion too deep) becomes
 * a problem naming that file, so the build still ends with a located answer.
 */
export function unexpectedProblem(file: string, error: unknown): ContentProblem {
  const message = error instanceof Error ? error.message : String(error);
  const tooDeep = error instanceof RangeError && /call stack/i.test(message);
  return {
    file,
    line: 1,
    column: 1,
    path: "",
    expected: "a file the build can read",
    found: tooDeep
      ? "content nested too deeply to read (lists, quotes or brackets inside each other thousands of times)"
      : `an error while reading it: ${message.split("\n")[0]}`,
    hint: tooDeep ? undefined : "if the file looks right, this is a fault in the build itself: please report it with the file",
  };
}

/** The 1-based line and column of an offset in a text. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split("\n").length, column: offset - before.lastIndexOf("\n") };
}

/** plans.2.features.0 → plans[2].features[0] */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

export function formatProblem(problem: ContentProblem, color = false): string {
  const paint = (code: string, s: string) => (color ? `\x1b[${code}m${s}\x1b[0m` : s);
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

/** Show a value the way an editor wrote it, short. */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing (the field is missing)";
  if (value === null) return "an empty value";
  if (typeof value === "string")
    return value === "" ? 'empty text ""' : JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (typeof value === "number" || typeof value === "boolean") return `${typeof value} ${String(value)}`;
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? "" : "s"}`;
  if (typeof value === "object") return `a block with fields ${Object.keys(value).slice(0, 5).join(", ") || "(none)"}`;
  // Parsed content holds none of the rest (symbols, functions); named by kind if it ever does.
  return typeof value === "bigint" ? `number ${value}` : `a ${typeof value}`;
}

/**
 * The candidate nearest to a word by Levenshtein distance, for "did you mean",
 * when it is near enough: the first of the nearest, as a scan of them all
 * would find. A candidate is compared only when two cheap lower bounds of
 * the distance (the lengths' difference, and the letters one has and the
 * other lacks) leave it a chance to beat the best so far, and a comparison
 * stops once it cannot: a thousand broken links against a thousand pages
 * cost little more than one.
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  const others = lowered(candidates);
  let best: string | undefined;
  // Only a distance within the limit is an answer: the search starts just beyond it.
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (let i = 0; i < others.length; i++) {
    const other = others[i]!;
    if (Math.abs(other.length - lower.length) >= bestDistance || letterDistance(lower, other) >= bestDistance) continue;
    const d = distance(lower, other, bestDistance);
    if (d < bestDistance) [best, bestDistance] = [candidates[i], d];
  }
  return best;
}

const loweredLists = new WeakMap<readonly string[], string[]>();
function lowered(candidates: readonly string[]): string[] {
  let list = loweredLists.get(candidates);
  if (!list) loweredLists.set(candidates, (list = candidates.map((c) => c.toLowerCase())));
  return list;
}

const tally = new Int32Array(256);
/**
 * How many letters one string has that the other lacks, the larger side: no
 * fewer edits turn one into the other. Letters share 256 tallies by their
 * code's last byte, which can only make the count smaller, so it stays a bound.
 */
function letterDistance(a: string, b: string): number {
  for (let i = 0; i < a.length; i++) tally[a.charCodeAt(i) & 255]!++;
  for (let i = 0; i < b.length; i++) tally[b.charCodeAt(i) & 255]!--;
  let extra = 0;
  let missing = 0;
  // Each tally is read once, at its first letter, and cleared for the next call.
  for (const text of [a, b])
    for (let i = 0; i < text.length; i++) {
      const slot = text.charCodeAt(i) & 255;
      const count = tally[slot]!;
      if (count > 0) extra += count;
      else missing -= count;
      tally[slot] = 0;
    }
  return Math.max(extra, missing);
}

/** The edit distance of a and b, or `bound` when it is `bound` or more. */
function distance(a: string, b: string, bound: number): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
      if (row[j]! < least) least = row[j]!;
    }
    // Every later row's cells are at least this row's least: no path from here ends below the bound.
    if (least >= bound) return bound;
  }
  return Math.min(row[b.length]!, bound);
}
