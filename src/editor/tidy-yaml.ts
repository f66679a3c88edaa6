// Writes what the web editor saved into a YAML file as it was (tidy.ts). Were
// the file written anew (comments, blank lines, folded text, flow blocks,
// quotes and key order all gone), each save would be a diff of every line and
// the English guides above the Hindi texts would be lost. Here the base
// file's text is kept and only the values the save changed are spliced in,
// each over its own node's range: what the editor did not touch comes out
// byte for byte as it was, and the result parses to the saved data.
import {
  isCollection,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  type Document,
  type Node,
  type Scalar,
  type YAMLMap,
  type YAMLSeq,
} from "yaml";
import { isRecord, matchItems, sameData, wantedData, type DropAdded } from "./tidy-data.ts";
import { readForm, writeForm } from "./tidy-text-form.ts";
import {
  afterTrivia,
  blankLinesAfter,
  blankLinesBefore,
  columnOf,
  contentEnd,
  habitsOf,
  lineEnd,
  lineStart,
  mapEntries,
  seqEntries,
  spacedOut,
  Unsupported,
  type Entry,
  type Habits,
} from "./tidy-yaml-layout.ts";
import {
  isInline,
  renderBlock,
  renderFlow,
  renderInline,
  renderItem,
  renderPair,
  renderScalar,
  shiftLines,
  type ScalarPlace,
  type ScalarStyle,
} from "./tidy-yaml-render.ts";

export interface TidyOptions {
  /**
   * Called for each key the save added (absent from the base at its place,
   * keys of new items included) with its path in the saved data; true leaves
   * it out. How a caller drops the defaults the CMS fills in (popular: false).
   */
  dropAdded?: DropAdded;
}

/** The base or saved text does not parse, or the tidied text could not be made to hold the saved data. */
export class TidyError extends Error {}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Where a node sits, which decides how a new value is written in its place. */
type Slot =
  | { kind: "root" }
  | { kind: "flow" }
  /** A block map's value, after `key:`. */
  | { kind: "value"; key: Scalar }
  /** A block list's item, after the dash at `dash`. */
  | { kind: "item"; dash: number };

interface Context {
  text: string;
  habits: Habits;
}

// Unknown tags (!placeholder) read as the text they tag, as the CMS reads them, without a warning on the console.
const PARSE = { logLevel: "silent", prettyErrors: false, uniqueKeys: true } as const;

function parseText(text: string, which: string): Document.Parsed {
  const doc = parseDocument(text, PARSE);
  const error = doc.errors[0];
  if (error) throw new TidyError(`the ${which} YAML does not parse: ${error.message}`);
  return doc;
}

function dataOf(doc: Document): unknown {
  return doc.toJS() ?? null;
}

/**
 * `base`'s text carrying `saved`'s data: parse(result) deep-equals
 * parse(saved) less the keys `dropAdded` leaves out, and every part of `base`
 * the save did not change is kept as written (comments, blank lines, key
 * order, quoting and block styles, indentation, a byte-order mark, CRLF).
 */
export function tidyYaml(base: string, saved: string, options: TidyOptions = {}): string {
  return tidyYamlData(base, dataOf(parseText(readForm(saved).text, "saved")), options);
}

/** tidyYaml with the saved data as parsed already (the web editor's own save, src/editor/browser/). */
export function tidyYamlData(base: string, saved: unknown, options: TidyOptions = {}): string {
  const { form, text } = readForm(base);
  const doc = parseText(text, "base");
  const have = dataOf(doc);
  const want = wantedData(have, saved, options.dropAdded);
  if (sameData(have, want)) return base;
  const result = rewrite({ text, habits: habitsOf(text, doc) }, doc, have, want);
  const check = parseDocument(result, PARSE);
  if (check.errors.length || !sameData(dataOf(check), want)) throw new TidyError("the tidied text does not hold the saved data");
  return writeForm(result, form);
}

function rewrite(ctx: Context, doc: Document, have: unknown, want: unknown): string {
  const { text } = ctx;
  if (!doc.contents) return `${text}${text && !text.endsWith("\n") ? "\n" : ""}${renderBlock(want, ctx.habits)}\n`;
  const edits: Edit[] = [];
  try {
    reconcile(ctx, doc.contents, have, want, { kind: "root" }, edits);
    return applyEdits(text, edits);
  } catch (error) {
    if (error instanceof Unsupported) throw new TidyError(`the saved data could not be written into the base: ${error.message}`);
    throw error;
  }
}

/** `text` from `from` to `to` with the edits inside it made. */
function applyEdits(text: string, edits: readonly Edit[], from = 0, to = text.length): string {
  // An insertion goes before a removal that starts where it does.
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let out = "";
  let at = from;
  for (const edit of sorted) {
    if (edit.start < at || edit.end > to) throw new Unsupported("two changes overlap");
    out += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + text.slice(at, to);
}

/** Adds to `sink` the edits that make `node` (parsed as `have`) say `want`. */
function reconcile(ctx: Context, node: Node | null, have: unknown, want: unknown, slot: Slot, sink: Edit[]): void {
  if (sameData(have, want)) return;
  if (!node) throw new Unsupported("a value without a node");
  const scalarWanted = !Array.isArray(want) && !isRecord(want);
  if (isScalar(node) && scalarWanted) editScalar(ctx, node, want, slot, sink);
  else if (isMap(node) && isRecord(have) && isRecord(want) && !isInline(want))
    orWhole(ctx, node, want, slot, sink, (local) => reconcileMap(ctx, node, have, want, slot, local));
  else if (isSeq(node) && Array.isArray(have) && Array.isArray(want) && want.length)
    orWhole(ctx, node, want, slot, sink, (local) => reconcileSeq(ctx, node, have, want, slot, local));
  else replaceNode(ctx, node, want, slot, sink);
}

/**
 * Edits a collection entry by entry; where that cannot be done, the
 * collection is written anew. Not the whole document, though: that would
 * lose every comment, which the caller hears of as a TidyError instead.
 */
function orWhole(ctx: Context, node: Node, want: unknown, slot: Slot, sink: Edit[], work: (local: Edit[]) => void): void {
  if (slot.kind === "root") {
    work(sink);
    return;
  }
  const local: Edit[] = [];
  try {
    work(local);
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
    replaceNode(ctx, node, want, slot, sink);
    return;
  }
  sink.push(...local);
}

function keyOf(key: unknown): string {
  const value: unknown = isScalar(key) ? key.value : undefined;
  // As yaml's toJS names it: a null key is "".
  if (value === null) return "";
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    return String(value);
  throw new Unsupported("a key that is not a plain value");
}

function reconcileMap(
  ctx: Context,
  map: YAMLMap,
  have: Record<string, unknown>,
  want: Record<string, unknown>,
  slot: Slot,
  sink: Edit[],
): void {
  const keys = map.items.map((pair) => keyOf(pair.key));
  const kept = keys.map((key) => Object.hasOwn(want, key));
  if (map.flow) {
    // { kind: count, value: 200 }: values are edited in place; a key added or gone rewrites the line.
    if (kept.includes(false) || keys.length !== Object.keys(want).length) throw new Unsupported("a flow block whose keys changed");
    map.items.forEach((pair, i) => reconcile(ctx, pair.value as Node | null, have[keys[i]!], want[keys[i]!], { kind: "flow" }, sink));
    return;
  }
  // Nothing of the old block is left to keep: it is written anew (the document's own comments stay).
  if (!kept.includes(true)) return replaceNode(ctx, map, want, slot, sink);
  const entries = mapEntries(ctx.text, map);
  map.items.forEach((pair, i) => {
    const key = keys[i]!;
    if (kept[i]) reconcile(ctx, pair.value as Node | null, have[key], want[key], { kind: "value", key: pair.key as Scalar }, sink);
  });
  removeEntries(ctx.text, entries, kept, sink);
  const wantKeys = Object.keys(want);
  const matched = wantKeys.map((key) => (keys.includes(key) ? keys.indexOf(key) : undefined));
  addEntries(ctx.text, entries, kept, matched, (i) => renderPair(wantKeys[i]!, want[wantKeys[i]!], ctx.habits), sink);
}

function reconcileSeq(ctx: Context, seq: YAMLSeq, have: unknown[], want: unknown[], slot: Slot, sink: Edit[]): void {
  const matched = matchItems(have, want);
  const items = seq.items as (Node | null)[];
  if (seq.flow) {
    if (want.length !== have.length || matched.some((at, i) => at !== i)) throw new Unsupported("a flow list whose items changed");
    items.forEach((item, i) => reconcile(ctx, item, have[i], want[i], { kind: "flow" }, sink));
    return;
  }
  const kept = have.map((_item, i) => matched.includes(i));
  if (!kept.includes(true)) return replaceNode(ctx, seq, want, slot, sink);
  const entries = seqEntries(ctx.text, seq);
  const order = matched.filter((at) => at !== undefined);
  if (order.some((at, k) => k > 0 && at < order[k - 1]!)) {
    moveEntries(ctx, items, entries, have, want, matched, sink);
    return;
  }
  matched.forEach((at, i) => {
    if (at !== undefined) reconcile(ctx, items[at]!, have[at], want[i], { kind: "item", dash: entries[at]!.start }, sink);
  });
  removeEntries(ctx.text, entries, kept, sink);
  addEntries(ctx.text, entries, kept, matched, (i) => renderItem(want[i], ctx.habits), sink);
}

/**
 * Takes out each run of entries the save dropped, with the comments above
 * them. Of the two gaps around a run (blank lines between entries) one is
 * kept, so the entries left stay spaced as they were.
 */
function removeEntries(text: string, entries: readonly Entry[], kept: readonly boolean[], sink: Edit[]): void {
  for (let i = 0; i < entries.length; i++) {
    if (kept[i]) continue;
    let j = i;
    while (j + 1 < entries.length && !kept[j + 1]) j++;
    const first = entries[i]!;
    const next = entries[j + 1];
    if (first.inline) {
      // "- id: x\n  name: y" without id is "- name: y": the next key moves up onto the dash's line.
      if (!next) throw new Unsupported("an inline entry with nothing after it");
      sink.push({ start: first.start, end: next.start, text: "" });
    } else {
      const start = i > 0 ? blankLinesBefore(text, first.chunkStart, entries[i - 1]!.chunkEnd) : first.chunkStart;
      const end = i > 0 || !next ? entries[j]!.chunkEnd : blankLinesAfter(text, entries[j]!.chunkEnd, next.chunkStart);
      sink.push({ start, end, text: "" });
    }
    i = j;
  }
}

/**
 * Writes the entries the save added, each after the base entry it follows in
 * the saved order (before the first kept one when none does), indented and
 * spaced as the entries around it.
 */
function addEntries(
  text: string,
  entries: readonly Entry[],
  kept: readonly boolean[],
  matched: readonly (number | undefined)[],
  render: (wantIndex: number) => string,
  sink: Edit[],
): void {
  const groups = new Map<number, number[]>();
  let anchor = -1;
  matched.forEach((at, i) => {
    if (at === undefined) groups.set(anchor, [...(groups.get(anchor) ?? []), i]);
    else anchor = at;
  });
  const column = columnOf(text, entries[0]!.start);
  const spaced = spacedOut(text, entries);
  for (const [after, added] of groups) {
    const block = added.map(render).join(spaced ? "\n\n" : "\n");
    if (after >= 0) {
      const at = entries[after]!.chunkEnd;
      const lines = `${spaced ? "\n" : ""}${shiftLines(block, column)}`;
      // The file's last line may have no line break to insert after.
      const open = at === text.length && !text.endsWith("\n");
      sink.push({ start: at, end: at, text: open ? `\n${lines}` : `${lines}\n` });
    } else if (entries[0]!.inline) {
      // Before "- id: x" goes onto the dash's line, and the old first key onto the next.
      const first = entries[kept.indexOf(true)]!;
      sink.push({ start: first.start, end: first.start, text: `${shiftLines(block, column, false)}\n${" ".repeat(column)}` });
    } else {
      const first = entries[kept.indexOf(true)]!;
      sink.push({ start: first.chunkStart, end: first.chunkStart, text: `${shiftLines(block, column)}\n${spaced ? "\n" : ""}` });
    }
  }
}

/**
 * A keyed list the save reordered: the item's lines (comments and edits
 * included) are laid out in the saved order, with the gaps between items
 * where they were.
 */
function moveEntries(
  ctx: Context,
  items: readonly (Node | null)[],
  entries: readonly Entry[],
  have: readonly unknown[],
  want: readonly unknown[],
  matched: readonly (number | undefined)[],
  sink: Edit[],
): void {
  const { text } = ctx;
  if (entries[0]!.inline) throw new Unsupported("a reordered list inside a list item's line");
  const from = entries[0]!.chunkStart;
  const to = entries[entries.length - 1]!.chunkEnd;
  const gaps = entries.slice(1).map((entry, k) => text.slice(entries[k]!.chunkEnd, entry.chunkStart));
  const column = columnOf(text, entries[0]!.start);
  const pieces = matched.map((at, i) => {
    if (at === undefined) return shiftLines(renderItem(want[i], ctx.habits), column);
    const local: Edit[] = [];
    const entry = entries[at]!;
    reconcile(ctx, items[at]!, have[at], want[i], { kind: "item", dash: entry.start }, local);
    return applyEdits(text, local, entry.chunkStart, entry.chunkEnd).replace(/\n$/, "");
  });
  const joined = pieces.map((piece, k) => (k === 0 ? "" : (gaps[Math.min(k - 1, gaps.length - 1)] ?? "")) + piece + "\n").join("");
  sink.push({ start: from, end: to, text: text.endsWith("\n") || to < text.length ? joined : joined.replace(/\n$/, "") });
}

/** The column of the key or dash a value belongs to. */
function ownerColumn(text: string, slot: Slot): number {
  if (slot.kind === "value") return columnOf(text, slot.key.range![0]);
  if (slot.kind === "item") return columnOf(text, slot.dash);
  return 0;
}

/** Where a value written anew begins: just after its key's colon or its dash (tags and anchors go with the old value). */
function valueStart(text: string, slot: Slot, node: Node): number {
  if (slot.kind === "item") return slot.dash + 1;
  if (slot.kind !== "value") return node.range![0];
  let at = slot.key.range![1];
  while (text[at] === " " || text[at] === "\t") at++;
  if (text[at] !== ":") throw new Unsupported("a key without a colon after it");
  return at + 1;
}

/** Writes `want` in the place of `node`, as block YAML when it is a collection (flow if the node was). */
function replaceNode(ctx: Context, node: Node, want: unknown, slot: Slot, sink: Edit[]): void {
  const { text, habits } = ctx;
  const end = contentEnd(text, node);
  if (slot.kind === "flow") {
    const written = isInline(want) ? renderInline(want, { inFlow: true, owner: 0 }, habits) : renderFlow(want, habits);
    sink.push({ start: node.range![0], end, text: written });
    return;
  }
  const owner = ownerColumn(text, slot);
  const start = valueStart(text, slot, node);
  const lead = slot.kind === "root" ? "" : " ";
  let written: string;
  if (isInline(want)) written = lead + renderInline(want, { inFlow: false, owner }, habits);
  else if (isCollection(node) && node.flow && node.items.length) written = lead + renderFlow(want, habits);
  else if (slot.kind === "value") {
    const block = shiftLines(renderBlock(want, habits), owner + (Array.isArray(want) && !habits.indentSeq ? 0 : habits.indent));
    // A comment after a one-line value stays on the key's line rather than trailing the block's last line.
    const comment = /^[ \t]+#.*/.exec(text.slice(end, lineEnd(text, end)))?.[0];
    if (comment && lineStart(text, end) === lineStart(text, start)) {
      sink.push({ start, end: end + comment.length, text: `${comment}\n${block}` });
      return;
    }
    written = `\n${block}`;
  } else if (slot.kind === "item") written = ` ${shiftLines(renderBlock(want, habits), owner + 2, false)}`;
  else written = renderBlock(want, habits);
  sink.push({ start, end, text: written });
}

const BLOCK_STYLES: readonly string[] = ["BLOCK_FOLDED", "BLOCK_LITERAL"];

/** The styles to try for a changed scalar: its own where it can hold the value, then double quotes, which hold anything. */
function stylesFor(node: Scalar, want: unknown, inFlow: boolean): ScalarStyle[] {
  if (typeof want !== "string") return ["PLAIN"];
  const own = node.type ?? "PLAIN";
  const lines = want.includes("\n");
  // Text over several lines in a { flow } block would need its lines indented: one line with \n is safer.
  if (inFlow) return lines || BLOCK_STYLES.includes(own) ? ["QUOTE_DOUBLE"] : [own, "QUOTE_DOUBLE"];
  if (BLOCK_STYLES.includes(own)) return [own, "QUOTE_DOUBLE"];
  // Lines typed into a plain field read best as a literal block; a plain scalar would need a blank line per line break.
  if (lines) return own === "PLAIN" ? ["BLOCK_LITERAL", "QUOTE_DOUBLE"] : ["QUOTE_DOUBLE"];
  return own === "QUOTE_DOUBLE" ? [own] : [own, "QUOTE_DOUBLE"];
}

/** Where a scalar is written: a block scalar keeps its text's indentation and is folded no narrower than it was. */
function scalarPlace(text: string, node: Scalar, slot: Slot, end: number): ScalarPlace {
  const owner = ownerColumn(text, slot);
  const place: ScalarPlace = { inFlow: slot.kind === "flow", owner, like: node };
  if (!BLOCK_STYLES.includes(node.type ?? "")) return place;
  const lines = text.slice(lineStart(text, node.range![0]), end).split("\n");
  const body = lines.slice(1).find((line) => line.trim() !== "");
  const indent = body ? body.length - body.trimStart().length - owner : 0;
  return { ...place, indent: indent > 0 ? indent : undefined, width: Math.max(80, ...lines.map((line) => line.length)) };
}

/** The value a one-value snippet parses to, however deep the line's keys and dashes put it. */
function lastLeaf(data: unknown): unknown {
  let at = data;
  for (;;) {
    if (Array.isArray(at) && at.length) at = at[at.length - 1];
    else if (isRecord(at) && Object.keys(at).length) at = Object.values(at).at(-1);
    else return at;
  }
}

function holds(snippet: string, want: unknown): boolean {
  const doc = parseDocument(snippet, PARSE);
  return !doc.errors.length && sameData(lastLeaf(dataOf(doc)), want);
}

/**
 * A changed scalar is rewritten over its own range, so its key, tag (but
 * !placeholder, which a changed value has filled), anchor and a comment after
 * it stay. Each candidate is checked in its line's
 * context (a plain text must not turn into a key, a comment or a number).
 */
function editScalar(ctx: Context, node: Scalar, want: unknown, slot: Slot, sink: Edit[]): void {
  const { text, habits } = ctx;
  // A value tagged !placeholder that the editor changed is filled: the tag, which lists it before launch, goes.
  const tag = node.tag === "!placeholder" ? /!placeholder[ \t]+$/.exec(text.slice(lineStart(text, node.range![0]), node.range![0])) : null;
  const start = node.range![0] - (tag?.[0].length ?? 0);
  const end = contentEnd(text, node);
  // `key:` with nothing after it: the value goes after a space.
  const lead = start === end && (slot.kind === "value" || slot.kind === "item") ? " " : "";
  const place = scalarPlace(text, node, slot, end);
  // In block context the lines after the value go into the check: a block scalar would take in blank lines
  // (with keep chomping) and comment lines indented as deep as its text.
  const [before, after] = place.inFlow
    ? ["[", "]"]
    : [text.slice(lineStart(text, start), start) + lead, text.slice(end, afterTrivia(text, end))];
  const header = BLOCK_STYLES.includes(node.type ?? "") ? (/[ \t]+#.*$/.exec(text.slice(start, lineEnd(text, start)))?.[0] ?? "") : "";
  for (const style of stylesFor(node, want, place.inFlow)) {
    let written = renderScalar(want, style, place, habits);
    // A comment on a block scalar's header line stays there.
    if (BLOCK_STYLES.includes(style) && header && !written.split("\n")[0]!.includes("#"))
      written = written.replace(/^[^\n]*/, (line) => line + header);
    if (holds(before + written + after, want)) {
      sink.push({ start, end, text: lead + written });
      return;
    }
  }
  replaceNode(ctx, node, want, slot, sink);
}
