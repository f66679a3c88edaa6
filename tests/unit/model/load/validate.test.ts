// src/model/load/validate.ts: zod issues as content problems at the line
// where the value is written, phrased "expected / found": a missing field,
// a misspelt one (one problem, not two), a value of the wrong kind, a value
// with a character nobody can see, an empty file.
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { validate } from "../../../../src/model/load/validate.ts";
import { parseYaml } from "../../../../src/parse/yaml.ts";

const SCHEMA = z.strictObject({
  name: z.string().min(1),
  rating: z.number().int().min(1).max(5),
  email: z.email().optional(),
  period: z.enum(["month", "year"]).optional(),
  features: z.array(z.string()).min(1).optional(),
});

/** The problems of a YAML text against the schema, as "line:column path | expected | found | hint". */
function problemsOf(text: string): string[] {
  const { data, source } = parseYaml("content/plans.yaml", text);
  return validate(SCHEMA, data, source).problems.map(
    (p) => `${p.line}:${p.column} ${p.path} | ${p.expected} | ${p.found}${p.hint ? ` | ${p.hint}` : ""}`,
  );
}

describe("validating content", () => {
  it("gives the value when it fits", () => {
    const { data, source } = parseYaml("f.yaml", "name: Bot\nrating: 5\n");
    expect(validate(SCHEMA, data, source)).toEqual({ value: { name: "Bot", rating: 5 }, problems: [] });
  });

  it("says a missing field is required, at the block that lacks it", () => {
    expect(problemsOf("name: Bot\n")).toEqual(["1:1 rating | a value for this required field (a number) | nothing (the field is missing)"]);
  });

  it("reports a misspelt field once, at its key, with the field it most likely is", () => {
    expect(problemsOf("name: Bot\nratng: 5\n")).toEqual([
      '2:1 ratng | one of the known fields: name, rating, email, period, features | an unknown field "ratng" | did you mean "rating"?',
    ]);
  });

  it("words each kind of mismatch as what was expected, at the value", () => {
    expect(problemsOf('name: ""\nrating: 9\nperiod: week\nfeatures: []\n')).toEqual([
      '1:7 name | non-empty text | empty text ""',
      "2:9 rating | a number of at most 5 | number 9",
      '3:9 period | one of "month", "year" | "week"',
      "4:11 features | a list of at least 1 item | a list of 0 items",
    ]);
    expect(problemsOf("name: Bot\nrating: 2.5\nemail: hello.agency.in\n")).toEqual([
      "2:9 rating | a whole number | number 2.5",
      '3:8 email | an email address like hello@agency.in | "hello.agency.in"',
    ]);
  });

  it("names a character nobody can see, and points at it", () => {
    expect(problemsOf("name: Bot\nrating: 1\nemail: hello@agency\u200B.in\n")).toEqual([
      '3:20 email | an email address like hello@agency.in | "hello@agency\u200B.in", with U+200B ZERO WIDTH SPACE after "hello@agency" | delete it and type the character again: it often comes with text copied from a chat app, a PDF or a web page',
    ]);
  });

  it("says an empty file is empty, listing the fields it should have", () => {
    expect(problemsOf("# nothing yet\n")).toEqual([
      "2:1  | the fields of this file: name, rating, email, period, features | an empty file",
    ]);
  });
});
