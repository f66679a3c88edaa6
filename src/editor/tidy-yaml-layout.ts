// Where things are in a YAML text, in lines: the stretch of lines an entry of
// a block map or list owns (its key or dash, its value, the comments right
// above it and after it on its lines), the gaps between entries, and the
// file's indentation habits. Adding, removing and moving entries splices
// these stretches, so whatever is not touched stays as written.
import { isMap, isNode, isPair, isScalar, isSeq, visit, type Document, type Node, type Pair, type YAMLMap, type YAMLSeq } from "yaml";

/** A case the text-level edits do not handle; the enclosing block is rewritten whole instead. */
export class Unsupported extends Error {}

export function lineStart(text: string, offset: number): number {
  return text.lastIndexOf("\n", offset - 1) + 1;
}

/** Where the line holding `offset` ends, before its "\n". */
export function lineEnd(text: string, offset: number): number {
  const end = text.indexOf("\n", offset);
  return end === -1 ? text.length : end;
}

/** The offset just after the line holding `offset` (after its "\n", or the end of the text). */
function afterLine(text: string, offset: number): number {
  const end = text.indexOf("\n", offset);
  return end === -1 ? text.length : end + 1;
}

export function columnOf(text: string, offset: number): number {
  return offset - lineStart(text, offset);
}

function isBlank(line: string): boolean {
  return line.trim() === "";
}

/**
 * Where a node's own text ends. A block collection's range runs on over the
 * comments after its last line (to the next key, whose comments they often
 * are), so its end is its last value's; a block scalar's range takes in the
 * line break it ends with, which is left out.
 */
export function contentEnd(text: string, node: Node): number {
  if ((isMap(node) || isSeq(node)) && !node.flow && node.items.length) {
    const last: unknown = node.items[node.items.length - 1];
    const inner = isPair(last) ? (last.value ?? last.key) : last;
    if (isNode(inner)) return contentEnd(text, inner);
  }
  const range = node.range;
  if (!range) throw new Unsupported("a node without a range");
  return range[1] > range[0] && text[range[1] - 1] === "\n" ? range[1] - 1 : range[1];
}

/** One entry of a block map or list: a key with its value, or a dash with its item. */
export interface Entry {
  /** The key's or the dash's offset. */
  start: number;
  /** Where the entry's lines begin: the comment lines right above it, or `start` for an inline entry. */
  chunkStart: number;
  /** Just after the entry's last line. */
  chunkEnd: number;
  /** It begins on a line something else began ("- id: x": the map's first key shares the dash's line). */
  inline: boolean;
}

/** The lines of comments, at the entry's own indentation, right above the line at `start`. */
function commentsAbove(text: string, start: number, column: number): number {
  let top = lineStart(text, start);
  while (top > 0) {
    const above = lineStart(text, top - 1);
    const line = text.slice(above, top - 1);
    const trimmed = line.trimStart();
    if (!trimmed.startsWith("#") || line.length - trimmed.length !== column) break;
    top = above;
  }
  return top;
}

/** The dash of the list item whose node starts at `offset`: the last "-" before it, outside comments. */
function dashBefore(text: string, offset: number): number {
  let begin = lineStart(text, offset);
  let before = text.slice(begin, offset);
  for (;;) {
    const dash = before.search(/-[ \t]*$/);
    if (dash !== -1) return begin + dash;
    // The item began on a later line than its dash ("-\n  key: value"): look above, past comments and blank lines.
    if (before.trim() !== "" || begin === 0) throw new Unsupported("no dash before a list item");
    const above = lineStart(text, begin - 1);
    before = text.slice(above, begin - 1).replace(/(?:^|[ \t]+)#.*$/, "");
    begin = above;
  }
}

function entryAt(text: string, start: number, value: Node | null | undefined, keyEnd: number): Entry {
  const inline = text.slice(lineStart(text, start), start).trim() !== "";
  const last = value?.range ? Math.max(start, contentEnd(text, value) - 1) : keyEnd;
  return {
    start,
    chunkStart: inline ? start : commentsAbove(text, start, columnOf(text, start)),
    chunkEnd: afterLine(text, last),
    inline,
  };
}

export function mapEntries(text: string, map: YAMLMap): Entry[] {
  return map.items.map((pair: Pair) => {
    const key = pair.key;
    if (!isScalar(key) || !key.range) throw new Unsupported("a key that is not a plain value");
    return entryAt(text, key.range[0], pair.value as Node | null, key.range[1]);
  });
}

export function seqEntries(text: string, seq: YAMLSeq): Entry[] {
  return seq.items.map((item) => {
    const node = item as Node | null;
    if (!node?.range) throw new Unsupported("a list item without a range");
    const dash = dashBefore(text, node.range[0]);
    return entryAt(text, dash, node, dash);
  });
}

/** How many whole blank lines end just before `offset` (a line start), as the offset they begin at. */
export function blankLinesBefore(text: string, offset: number, floor: number): number {
  let at = offset;
  while (at > floor) {
    const above = lineStart(text, at - 1);
    if (above < floor || !isBlank(text.slice(above, at - 1))) break;
    at = above;
  }
  return at;
}

/** The offset after the whole blank lines that begin at `offset` (a line start). */
export function blankLinesAfter(text: string, offset: number, ceiling: number): number {
  let at = offset;
  while (at < ceiling) {
    const next = afterLine(text, at);
    if (next > ceiling || !isBlank(text.slice(at, next))) break;
    at = next;
  }
  return at;
}

/** Just after the blank and comment lines that follow the line holding `offset`: what a block scalar written there could run into. */
export function afterTrivia(text: string, offset: number): number {
  let at = afterLine(text, offset);
  while (at < text.length) {
    const next = afterLine(text, at);
    const line = text.slice(at, next).trim();
    if (line !== "" && !line.startsWith("#")) break;
    at = next;
  }
  return at;
}

/** Whether most gaps between the entries hold a blank line, so an added entry gets one too. */
export function spacedOut(text: string, entries: readonly Entry[]): boolean {
  let spaced = 0;
  for (let i = 1; i < entries.length; i++) {
    const gap = text.slice(entries[i - 1]!.chunkEnd, entries[i]!.chunkStart);
    if (gap.split("\n").some((line, n, lines) => n < lines.length - 1 && isBlank(line))) spaced++;
  }
  return entries.length > 1 && spaced * 2 >= entries.length - 1;
}

/** The file's habits, so new entries look like the old ones. */
export interface Habits {
  /** Spaces per level. */
  indent: number;
  /** Whether a list under a key is indented ("key:\n  - a") or not ("key:\n- a"). */
  indentSeq: boolean;
  /** Whether text that must be quoted gets single quotes. */
  singleQuote: boolean;
}

export function habitsOf(text: string, doc: Document): Habits {
  let indent: number | undefined;
  let indentSeq: boolean | undefined;
  let single = 0;
  let double = 0;
  visit(doc, {
    Pair(_key, pair) {
      if (!isPair(pair) || !isScalar(pair.key) || !pair.key.range) return;
      const keyColumn = columnOf(text, pair.key.range[0]);
      const value = pair.value;
      if (indent === undefined && isMap(value) && !value.flow) {
        const first = value.items[0]?.key;
        if (isScalar(first) && first.range) indent = columnOf(text, first.range[0]) - keyColumn;
      }
      if (indentSeq === undefined && isSeq(value) && !value.flow && value.range) {
        indentSeq = columnOf(text, value.range[0]) > keyColumn;
      }
    },
    Scalar(_key, scalar) {
      if (scalar.type === "QUOTE_SINGLE") single++;
      if (scalar.type === "QUOTE_DOUBLE") double++;
    },
  });
  return { indent: indent && indent > 0 ? indent : 2, indentSeq: indentSeq ?? true, singleQuote: single > double };
}
