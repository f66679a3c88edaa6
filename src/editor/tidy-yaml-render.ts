// Writing new YAML text for values the save changed or added, in the file's
// own habits: a changed text keeps its node's style where that style can say
// it, a new entry is indented as its neighbours are. Every piece is written
// with the yaml package (which knows when text needs quotes) and then moved
// to the column it goes at.
import { Document, Pair, Scalar, YAMLMap, YAMLSeq, isCollection, visit, type ToStringOptions } from "yaml";
import { isRecord } from "./tidy-data.ts";
import type { Habits } from "./tidy-yaml-layout.ts";

/** Scalar styles: PLAIN, QUOTE_DOUBLE, QUOTE_SINGLE, BLOCK_FOLDED, BLOCK_LITERAL. */
export type ScalarStyle = Scalar.Type;

/** A value written on the line of its key or dash: a scalar, or an empty list or block. */
export function isInline(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value)) return Object.keys(value).length === 0;
  return true;
}

function options(habits: Habits, lineWidth: number, indent = habits.indent): ToStringOptions {
  return {
    indent,
    indentSeq: habits.indentSeq,
    lineWidth,
    minContentWidth: 20,
    singleQuote: habits.singleQuote ? true : null,
    flowCollectionPadding: true,
  };
}

/** Lines after the first (or all) moved right by `column`; empty lines stay empty. */
export function shiftLines(text: string, column: number, first = true): string {
  const pad = " ".repeat(column);
  return text
    .split("\n")
    .map((line, i) => (line === "" || (i === 0 && !first) ? line : pad + line))
    .join("\n");
}

function documentText(node: unknown, habits: Habits, lineWidth = 0, indent?: number): string {
  return new Document(node, { aliasDuplicateObjects: false }).toString(options(habits, lineWidth, indent));
}

export interface ScalarPlace {
  /** Inside a flow collection ({ a: 1 }, [a, b]). */
  inFlow: boolean;
  /** The column of the key or dash the value belongs to: block text is indented from there. */
  owner: number;
  /** For block scalars: spaces from the owner to the text, and the width to fold at. */
  indent?: number;
  width?: number;
  /** For numbers: the base's way of writing them (hex, fixed decimals). */
  like?: Scalar;
}

/** `value` written as a scalar in `style` (yaml falls back to quotes where the style cannot say it). */
export function renderScalar(value: unknown, style: ScalarStyle, place: ScalarPlace, habits: Habits): string {
  const scalar = new Scalar(value);
  scalar.type = style;
  if (typeof value === "number" && typeof place.like?.value === "number") {
    scalar.format = place.like.format;
    scalar.minFractionDigits = place.like.minFractionDigits;
  }
  if (place.inFlow) {
    const list = new YAMLSeq();
    list.flow = true;
    list.items.push(scalar);
    return documentText(list, habits).trimEnd().slice(2, -2);
  }
  // Written as a field's value, so block scalars get their header on the key's line as in the file.
  const map = new YAMLMap();
  map.items.push(new Pair(new Scalar("k"), scalar));
  const indent = place.indent ?? habits.indent;
  const width = place.width ? Math.max(place.width - place.owner, indent + 20) : 0;
  const text = documentText(map, habits, width, indent).slice("k: ".length).replace(/\n$/, "");
  return shiftLines(text, place.owner, false);
}

/** A value that goes on its key's or dash's line: a scalar or an empty collection. */
export function renderInline(value: unknown, place: ScalarPlace, habits: Habits): string {
  if (Array.isArray(value)) return "[]";
  if (isRecord(value)) return "{}";
  const lines = typeof value === "string" && value.includes("\n");
  return renderScalar(value, lines ? (place.inFlow ? "QUOTE_DOUBLE" : "BLOCK_LITERAL") : "PLAIN", place, habits);
}

/** A collection on one line, as the file's { kind: count, value: 200 } are written. */
export function renderFlow(value: unknown, habits: Habits): string {
  const doc = new Document(value, { aliasDuplicateObjects: false });
  if (isCollection(doc.contents)) doc.contents.flow = true;
  // Text over several lines would need its lines indented to where the block sits: one line with \n instead.
  visit(doc, {
    Scalar(_key, scalar) {
      if (typeof scalar.value === "string" && scalar.value.includes("\n")) scalar.type = "QUOTE_DOUBLE";
    },
  });
  return doc.toString(options(habits, 0)).replace(/\n$/, "");
}

/** A value as block YAML at column 0, without the final line break. */
export function renderBlock(value: unknown, habits: Habits): string {
  return documentText(value, habits).replace(/\n$/, "");
}

/** A new map entry, `key: value`, at column 0. */
export function renderPair(key: string, value: unknown, habits: Habits): string {
  return renderBlock(mapOf(key, value), habits);
}

function mapOf(key: string, value: unknown): Record<string, unknown> {
  const map: Record<string, unknown> = {};
  Object.defineProperty(map, key, { value, enumerable: true, writable: true, configurable: true });
  return map;
}

/** A new list item, `- value`, at column 0. */
export function renderItem(value: unknown, habits: Habits): string {
  return renderBlock([value], habits);
}
