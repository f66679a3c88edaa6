// src/parse/yaml-errors.ts: a YAML syntax mistake told in an editor's
// terms and located at its cause, not where the parser gave up: an unclosed
// quote or bracket at its opening, a repeated field at its second writing, a
// line indented wrongly at that line.
import { parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { explainYamlError, type Explanation } from "../../../src/parse/yaml-errors.ts";
import { placeholderTag } from "../../../src/parse/yaml.ts";

/** The explanation of a text's first error (or, with none, its first warning), with the text from its offset on as `at`. */
function explain(text: string, lineOffset = 0): Omit<Explanation, "offset"> & { at: string } {
  const doc = parseDocument(text, { customTags: [placeholderTag], prettyErrors: false, uniqueKeys: true });
  const error = doc.errors[0] ?? doc.warnings[0];
  if (!error) throw new Error("the text has no error");
  const { offset, ...rest } = explainYamlError(error, { doc, text, lineOffset });
  return { ...rest, at: text.slice(offset) };
}

describe("an unclosed quote", () => {
  it("is located at its opening quote, with the field it opens, though the parser notices it at the end", () => {
    const text = 'plans:\n  - id: bot\n    description: "Answers in 30 seconds.\n    price: 4999\n  - id: suite\n';
    const told = explain(text);
    expect(told.at.startsWith('"Answers in 30 seconds.')).toBe(true);
    expect(told).toMatchObject({
      path: ["plans", 0, "description"],
      expected: 'a closing " at the end of the text',
      found: 'a " that is never closed, so the rest of the file is read as this text',
    });
  });

  it("is told by its own quote, single or double", () => {
    const told = explain("name: 'Trip\nother: 1\n");
    expect(told.at.startsWith("'Trip")).toBe(true);
    expect(told.expected).toBe("a closing ' at the end of the text");
  });
});

describe("an unclosed bracket", () => {
  it("is located at its [ or {, with its field", () => {
    const list = explain("tags: [a, b\nnext: 1\n");
    expect(list.at.startsWith("[a, b")).toBe(true);
    expect(list).toMatchObject({ path: ["tags"], expected: "a closing ] on the same line", found: "a [ that is never closed" });
    const block = explain("link: {href: /x\nnext: 1\n");
    expect(block.at.startsWith("{href")).toBe(true);
    expect(block).toMatchObject({ expected: "a closing } on the same line", found: "a { that is never closed" });
  });
});

describe("a field written twice", () => {
  it("is located at its second writing, naming the line of the first in the file", () => {
    const told = explain("brand:\n  name: A\n  tagline: B\n  name: C\n", 3);
    expect(told.at.startsWith("name: C")).toBe(true);
    expect(told).toMatchObject({
      path: ["brand", "name"],
      expected: "each field written once in its block",
      found: '"name" written a second time (first on line 5)',
      hint: "Keep one of the two and delete the other.",
    });
  });
});

describe("a value with a colon in it", () => {
  it("is located at the value, with the line quoted as it should be written", () => {
    const told = explain("title: Cookies: what we use\n");
    expect(told.at.startsWith("Cookies: what")).toBe(true);
    expect(told).toMatchObject({
      path: ["title"],
      found: 'a second ": " on the line',
      hint: 'Put the value in quotes: title: "Cookies: what we use"',
    });
  });
});

describe("a line indented wrongly", () => {
  it("is located at that line's first character, not the line above where the parser stopped", () => {
    const told = explain("plans:\n  - id: bot\n    name: Bot\n   icon: sparkles\n");
    expect(told.at.startsWith("icon: sparkles")).toBe(true);
    expect(told).toMatchObject({
      path: ["plans", 0],
      expected: '4 spaces, like the other fields of plans[0] ("name:" on line 3)',
      found: "3 spaces of indentation",
    });
  });

  it("names a tab as a tab", () => {
    expect(explain("brand:\n\tname: A\n")).toMatchObject({ expected: "spaces for indentation", found: "a tab" });
  });
});

describe("other mistakes", () => {
  it("a second document", () => {
    expect(explain("a: 1\n---\nb: 2\n")).toMatchObject({ found: 'a "---" line, which starts a second document', at: "---\nb: 2\n" });
  });

  it("an unknown tag, with the tag it most likely means", () => {
    const told = explain("phone: !placeholdr 98765\n");
    expect(told.at.startsWith("!placeholdr")).toBe(true);
    expect(told).toMatchObject({
      path: ["phone"],
      expected: "no tag, or !placeholder",
      found: "an unknown tag !placeholdr",
      hint: "did you mean !placeholder?",
    });
  });
});
