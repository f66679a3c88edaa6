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

/** How messages name a file: relative to the project folder, with forward slashes. */
export type ShownPath = (file: string) => string;

/** Names files relative to `project` (the folder the command runs for), as an editor sees them. */
export const shownFrom =
  (project: string): ShownPath =>
  (file) =>
    path.relative(project, file).split(path.sep).join("/");

/** A problem with a file or folder as a whole, at its start. */
export const wholeFileProblem = (file: string, what: Pick<ContentProblem, "expected" | "found" | "hint">): ContentProblem => ({
  file,
  line: 1,
  column: 1,
  path: "",
  ...what,
});

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
 * would find. A candidate is compared only when cheap lower bounds of the
 * distance (the lengths' difference, and the letters one has and the other
 * lacks) leave it a chance to beat the best so far, and a comparison stops
 * once it cannot. A list searched more than once (a site's addresses, for
 * each broken link) is indexed by its two-letter sequences, and only the
 * candidates sharing enough of them with the word are looked at: a thousand
 * broken links against a thousand pages cost little more than one.
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  const list = listOf(candidates);
  const limit = Math.max(2, Math.floor(word.length / 3));
  let best: string | undefined;
  // Only a distance within the limit is an answer: the search starts just beyond it.
  let bestDistance = limit + 1;
  for (const i of worthComparing(lower, limit, list)) {
    const other = list.lower[i]!;
    if (Math.abs(other.length - lower.length) >= bestDistance || letterDistance(lower, other) >= bestDistance) continue;
    const d = distance(lower, other, bestDistance);
    if (d < bestDistance) [best, bestDistance] = [candidates[i], d];
  }
  return best;
}

/** A list of candidates, lowercased once, and indexed by its two-letter sequences once it is searched again. */
interface Candidates {
  lower: string[];
  searches: number;
  /** Each two-letter sequence (two UTF-16 units as one number) → the candidates that have it, and how many times. */
  pairs?: Map<number, { ids: number[]; counts: number[] }>;
}

const lists = new WeakMap<readonly string[], Candidates>();
function listOf(candidates: readonly string[]): Candidates {
  let list = lists.get(candidates);
  if (!list) lists.set(candidates, (list = { lower: candidates.map((c) => c.toLowerCase()), searches: 0 }));
  list.searches++;
  return list;
}

/** Below this, scanning the list costs less than indexing it. */
const INDEXED_FROM = 64;

/**
 * The candidates that can be within `limit` edits of `word`, in their order.
 * k edits change at most 2k of a string's two-letter sequences, so a
 * candidate within k shares at least max(|a|, |b|) − 1 − 2k of them with the
 * word (counted with repeats; Ukkonen's q-gram lemma). A short word needs
 * none in common: then every candidate is worth comparing.
 */
function worthComparing(word: string, limit: number, list: Candidates): Iterable<number> {
  const all = list.lower.length;
  if (word.length - 1 - 2 * limit <= 0 || all < INDEXED_FROM || list.searches < 2) return Array.from({ length: all }, (_, i) => i);
  list.pairs ??= pairIndex(list.lower);
  const shared = new Int32Array(all);
  for (const [pair, count] of pairsOf(word)) {
    const found = list.pairs.get(pair);
    if (found) for (let j = 0; j < found.ids.length; j++) shared[found.ids[j]!]! += Math.min(count, found.counts[j]!);
  }
  const worth: number[] = [];
  for (let i = 0; i < all; i++) if (shared[i]! >= Math.max(word.length, list.lower[i]!.length) - 1 - 2 * limit) worth.push(i);
  return worth;
}

/** A string's two-letter sequences, each with how many times it occurs. */
function pairsOf(text: string): Map<number, number> {
  const pairs = new Map<number, number>();
  for (let i = 0; i + 1 < text.length; i++) {
    const pair = text.charCodeAt(i) * 0x10000 + text.charCodeAt(i + 1);
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  return pairs;
}

function pairIndex(texts: string[]): Map<number, { ids: number[]; counts: number[] }> {
  const index = new Map<number, { ids: number[]; counts: number[] }>();
  texts.forEach((text, id) => {
    for (const [pair, count] of pairsOf(text)) {
      let entry = index.get(pair);
      if (!entry) index.set(pair, (entry = { ids: [], counts: [] }));
      entry.ids.push(id);
      entry.counts.push(count);
    }
  });
  return index;
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
