// src/parse/yaml.ts: a YAML text parsed into plain data with a map back
// to where each field is written, the values tagged !placeholder and the
// {{ tokens }} with their positions; only the first syntax error reported,
// and what content has no use for (aliases, YAML's own types, lists past a
// thousand items) refused at its place.
import { describe, expect, it } from "vitest";
import { parseYaml } from "../../../src/parse/yaml.ts";

const TEXT = [
  "# The brand",
  "",
  "brand:",
  "  name: !placeholder TripReply",
  "  tagline: Hi from {{ brand.name }}",
  "plans:",
  "  - id: bot",
  "    features:",
  "      - Chat",
  "",
].join("\n");
const at = (p: { line: number; column: number }) => `${p.line}:${p.column}`;

describe("a parsed YAML text", () => {
  const parsed = parseYaml("content/site.yaml", TEXT, 2);

  it("gives its data with tags read as their text", () => {
    expect(parsed.problems).toEqual([]);
    expect(parsed.data).toEqual({
      brand: { name: "TripReply", tagline: "Hi from {{ brand.name }}" },
      plans: [{ id: "bot", features: ["Chat"] }],
    });
  });

  it("maps a field to its value, a block to its key, a missing field to the block lacking it, each at the file's line", () => {
    expect(at(parsed.source.valuePosition(["brand", "tagline"]))).toBe("7:12");
    expect(at(parsed.source.valuePosition(["plans", 0, "features", 0]))).toBe("11:9");
    expect(at(parsed.source.valuePosition(["plans"]))).toBe("8:1");
    expect(at(parsed.source.valuePosition(["plans", 0, "price"]))).toBe("9:5");
    expect(at(parsed.source.keyPosition(["brand", "tagline"]))).toBe("7:3");
    expect(parsed.source.valuePosition(["brand", "name"]).source).toBe("  name: !placeholder TripReply");
    expect(parsed.source.valueAt(["plans", 0, "id"])).toBe("bot");
    expect(parsed.source.valueAt(["nope"])).toBeUndefined();
  });

  it("lists the tagged placeholders and the tokens where they are written", () => {
    expect(parsed.tagged).toMatchObject([{ path: "brand.name", value: "TripReply", position: { line: 6, column: 22 } }]);
    expect(parsed.tokens).toMatchObject([{ name: "brand.name", raw: "{{ brand.name }}", line: 7, column: 20 }]);
  });

  it("points a missing field of an empty file at its first content", () => {
    expect(at(parseYaml("f.yaml", "# only a comment\n\n").source.valuePosition(["brand"]))).toBe("3:1");
  });
});

describe("what a content file may not hold", () => {
  const problemOf = (text: string) => parseYaml("f.yaml", text).problems.map((p) => `${p.line}:${p.column} ${p.path} | ${p.found}`);

  it("an alias, at its place", () => {
    expect(problemOf("a: &x 1\nb: *x\n")).toEqual(["2:4 b | an alias *x"]);
  });

  it("YAML's own types beyond text, numbers, lists and blocks", () => {
    expect(problemOf("a: !!binary aGk=\n")).toEqual(["1:13 a | a value tagged !!binary"]);
  });

  it("a list of more than a thousand items, at the first one too many", () => {
    const text = `list:\n${"  - x\n".repeat(1001)}`;
    expect(problemOf(text)).toEqual(["1002:5 list[1000] | 1,001 items"]);
  });

  it("only the first of several syntax errors, and no data", () => {
    const parsed = parseYaml("f.yaml", 'a: "open\nb: [\n');
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.data).toBeUndefined();
  });
});
