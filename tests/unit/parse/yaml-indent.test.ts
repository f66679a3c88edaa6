// src/parse/yaml-indent.ts: advice for a line YAML cannot place, read
// from the lines above as an editor sees them: the open block whose fields
// (or items) start nearest the line's indentation, never a multi-line text,
// with how far its fields are indented and a line that shows it.
import { describe, expect, it } from "vitest";
import { indentAdvice } from "../../../src/parse/yaml-indent.ts";

/** Advice for the last line of these lines. */
const adviceFor = (lines: string[], lineOffset = 0) => indentAdvice(lines, lines.length, lineOffset);

describe("advice for a line indented wrongly", () => {
  it("names the nearest block's fields and a field of it, by its line in the file", () => {
    expect(adviceFor(["brand:", "  name: TripReply", "   tagline: fast"], 4)).toEqual({
      path: ["brand"],
      expected: '2 spaces, like the other fields of brand ("name:" on line 6)',
      found: "3 spaces of indentation",
    });
  });

  it("counts a field under a list item from after its dash", () => {
    expect(adviceFor(["plans:", "  - id: bot", "    name: Bot", "   icon: x"])).toEqual({
      path: ["plans", 0],
      expected: '4 spaces, like the other fields of plans[0] ("name:" on line 3)',
      found: "3 spaces of indentation",
    });
  });

  it("never takes the lines of a multi-line text for fields", () => {
    const lines = ["hero:", "  lead: This text goes", "        on over lines", "  cta: Go", " heading: x"];
    expect(adviceFor(lines)).toMatchObject({ path: ["hero"], expected: '2 spaces, like the other fields of hero ("cta:" on line 4)' });
  });

  it("names the top level's fields when they are nearest", () => {
    expect(adviceFor(["brand:", "  name: A", "siteUrl: x", " lang: en"])).toMatchObject({
      path: [],
      expected: '0 spaces, like the other top-level fields ("siteUrl:" on line 3)',
    });
  });

  it("for a list item, names the list's other items", () => {
    expect(adviceFor(["features:", "  - One", "  - Two", "   - Three"])).toEqual({
      path: ["features"],
      expected: "2 spaces, like the other items of features (the item on line 3)",
      found: "3 spaces of indentation",
    });
  });

  it("says what is expected in general when no block is open", () => {
    expect(adviceFor(["   - x"])).toEqual({
      path: [],
      expected: "each item of a list lined up with its other items",
      found: "3 spaces of indentation",
    });
  });
});
