// src/parse/json-record.ts: a record the tooling keeps beside the
// content, read one way: none when there is no file, and a damaged one a
// problem at its line, never a stack trace.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isBlock, readJsonRecord, textHash } from "../../../src/parse/json-record.ts";
import { tempDir } from "../../shared/temp.ts";

const OPTIONS = {
  writer: "npm run legal",
  shape: "each page's date",
  valid: (d: unknown): d is { pages: object } => isBlock(d) && isBlock(d.pages),
};

/** Reads `text` as content/published.json. */
function read(text?: string) {
  const file = path.join(tempDir("record-"), "published.json");
  if (text !== undefined) writeFileSync(file, text);
  return readJsonRecord(file, "content/published.json", OPTIONS);
}

describe("a record", () => {
  it("is read when it has the shape the tooling writes", () => {
    expect(read('{ "pages": { "terms": "2025-01-01" } }')).toEqual({ record: { pages: { terms: "2025-01-01" } } });
  });

  it("is none, and no problem, while there is no file", () => {
    expect(read()).toEqual({});
  });

  it("that is not JSON is a problem at its line, naming the command that writes it", () => {
    const { record, problem } = read('{\n  "pages": {\n<<<<<<< HEAD\n  }\n}\n');
    expect(record).toBeUndefined();
    expect(problem).toMatchObject({ file: "content/published.json", line: 3, expected: "the JSON npm run legal writes" });
  });

  it("cut short is a problem at its end", () => {
    expect(read('{\n  "pages": {\n').problem).toMatchObject({ line: 3, column: 1 });
  });

  it("of another shape is a problem at its first character, saying what it holds", () => {
    expect(read('\n  ["terms"]').problem).toMatchObject({
      line: 2,
      column: 3,
      expected: "the record npm run legal writes: each page's date",
      found: "a list of 1 item",
    });
  });
});

describe("helpers", () => {
  it("a text's hash is short, stable and changes with the text", () => {
    expect(textHash("a")).toMatch(/^[0-9a-f]{12}$/);
    expect(textHash("a")).toBe(textHash("a"));
    expect(textHash("a")).not.toBe(textHash("b"));
  });

  it("a block is an object that is neither a list nor null", () => {
    expect([{}, [], null, "x"].map(isBlock)).toEqual([true, false, false, false]);
  });
});
