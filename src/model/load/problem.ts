// A content problem: file:line:column, the field path, what was expected and
// what was found, and the offending line (src/report/problems.ts prints it).
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
