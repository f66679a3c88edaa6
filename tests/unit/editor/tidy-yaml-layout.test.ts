// src/editor/tidy-yaml-layout.ts: the lines an entry of a block map or list
// owns (its comments above, its value, its end), the blank lines between
// entries, and the file's indentation and quoting habits.
import { describe, expect, it } from "vitest";
import { parseDocument, type YAMLMap, type YAMLSeq } from "yaml";
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
} from "../../../src/editor/tidy-yaml-layout.ts";

/** The text of each entry's lines. */
const chunks = (text: string, entries: { chunkStart: number; chunkEnd: number }[]) =>
  entries.map((e) => text.slice(e.chunkStart, e.chunkEnd));

describe("lines and columns", () => {
  const text = "a: 1\n  b: 2\nc";
  it("find a line's start, end and an offset's column", () => {
    const b = text.indexOf("b");
    expect(lineStart(text, b)).toBe(5);
    expect(lineEnd(text, b)).toBe(11);
    expect(columnOf(text, b)).toBe(2);
    expect(lineEnd(text, text.length - 1)).toBe(text.length);
    expect(lineStart(text, 0)).toBe(0);
  });
});

describe("a map's entries", () => {
  it("own their comments above, at their indentation, and their value's lines", () => {
    const text = "# file comment\n\n# about a\na: 1\nb:\n  x: 1\n  # inner\n  y: 2\n# about c\nc: |\n  line\n";
    const map = parseDocument(text).contents as YAMLMap;
    expect(chunks(text, mapEntries(text, map))).toEqual([
      "# about a\na: 1\n",
      "b:\n  x: 1\n  # inner\n  y: 2\n",
      "# about c\nc: |\n  line\n",
    ]);
  });

  it("mark the first key of a list item as on the dash's line", () => {
    const text = "- id: a\n  name: A\n";
    const seq = parseDocument(text).contents as YAMLSeq;
    const [entry] = seqEntries(text, seq);
    expect(entry).toMatchObject({ start: 0, chunkStart: 0, chunkEnd: text.length, inline: false });
    const [first, second] = mapEntries(text, seq.items[0] as YAMLMap);
    expect(first).toMatchObject({ inline: true, start: 2, chunkStart: 2 });
    expect(second).toMatchObject({ inline: false });
  });
});

describe("a list's entries", () => {
  it("start at their dash, with the comments above", () => {
    const text = "# one\n- 1\n-\n  x: 2\n";
    const seq = parseDocument(text).contents as YAMLSeq;
    expect(chunks(text, seqEntries(text, seq))).toEqual(["# one\n- 1\n", "-\n  x: 2\n"]);
  });
});

describe("a node's end", () => {
  it("is its last value's, not the comments after a block, and leaves out a block scalar's line break", () => {
    const text = "a:\n  x: 1\n# about b\nb: |\n  t\n";
    const map = parseDocument(text).contents as YAMLMap;
    const [a, b] = map.items.map((p) => p.value as YAMLMap);
    expect(text.slice(0, contentEnd(text, a!))).toBe("a:\n  x: 1");
    expect(text.slice(0, contentEnd(text, b!))).toBe("a:\n  x: 1\n# about b\nb: |\n  t");
  });
});

describe("blank lines", () => {
  const text = "a\n\n  \nb\n# c\n\nd\n";
  it("are found before and after a line start, within bounds", () => {
    const b = text.indexOf("b");
    expect(blankLinesBefore(text, b, 0)).toBe(2);
    expect(blankLinesBefore(text, b, 3)).toBe(3);
    expect(blankLinesAfter(text, 2, text.length)).toBe(b);
    expect(blankLinesAfter(text, 2, 3)).toBe(3);
  });

  it("and comment lines are what a block scalar could run into", () => {
    expect(afterTrivia(text, text.indexOf("b"))).toBe(text.indexOf("d"));
  });

  it("between most entries make a list spaced out", () => {
    const spaced = "a: 1\n\nb: 2\n\nc: 3\n";
    const tight = "a: 1\nb: 2\n\nc: 3\nd: 4\n";
    for (const [text, expected] of [
      [spaced, true],
      [tight, false],
    ] as const)
      expect(spacedOut(text, mapEntries(text, parseDocument(text).contents as YAMLMap)), text).toBe(expected);
    const one = "a: 1\n";
    expect(spacedOut(one, mapEntries(one, parseDocument(one).contents as YAMLMap))).toBe(false);
  });
});

describe("a file's habits", () => {
  it("read its indentation, list indentation and quotes", () => {
    const text = "a:\n    x: 'one'\nb:\n- 'two'\n- \"three\"\n";
    expect(habitsOf(text, parseDocument(text))).toEqual({ indent: 4, indentSeq: false, singleQuote: true });
  });

  it("default to two spaces, indented lists and double quotes", () => {
    const text = "a: 1\n";
    expect(habitsOf(text, parseDocument(text))).toEqual({ indent: 2, indentSeq: true, singleQuote: false });
  });
});
