// src/parse/problem.ts: how a problem is located and shown.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { closest, describeValue, formatPath, positionAt, shownFrom } from "../../../src/parse/problem.ts";
import { formatProblem } from "../../../src/report/problems.ts";

/** Levenshtein distance by its plain definition, the whole table. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length]![b.length]!;
}

describe("a content problem", () => {
  it("is found at the line and column of an offset, counted from 1", () => {
    const text = "a: 1\nbb: 2\n\nccc: 3";
    expect(positionAt(text, 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt(text, text.indexOf("2"))).toEqual({ line: 2, column: 5 });
    expect(positionAt(text, text.indexOf("ccc"))).toEqual({ line: 4, column: 1 });
  });

  it("names its field the way an editor reads it", () => {
    expect(formatPath(["plans", 2, "features", 0])).toBe("plans[2].features[0]");
    expect(formatPath([])).toBe("");
  });

  it("names its file relative to the project, with forward slashes", () => {
    expect(shownFrom("/project")("/project/content/plans.yaml")).toBe("content/plans.yaml");
    expect(shownFrom("/project/sub")("/project/content/plans.yaml")).toBe("../content/plans.yaml");
  });

  it("shows what was found as written, short", () => {
    expect(describeValue(undefined)).toBe("nothing (the field is missing)");
    expect(describeValue("")).toBe('empty text ""');
    expect(describeValue(-12345)).toBe("number -12345");
    expect(describeValue(["a", "b"])).toBe("a list of 2 items");
    expect(describeValue("x".repeat(80))).toBe(JSON.stringify(`${"x".repeat(57)}...`));
  });

  it("suggests the closest known name, and nothing when none is close", () => {
    expect(closest("descripton", ["name", "description", "price"])).toBe("description");
    expect(closest("zzz", ["name", "description"])).toBeUndefined();
  });

  it("suggests what a scan of every candidate by full edit distance would, though it skips and stops early", () => {
    // The plain definition: the first candidate at the least distance, if that distance is within the limit.
    const scan = (word: string, candidates: string[]) => {
      const scored = candidates.map((c) => editDistance(word.toLowerCase(), c.toLowerCase()));
      const least = Math.min(...scored);
      return least <= Math.max(2, Math.floor(word.length / 3)) ? candidates[scored.indexOf(least)] : undefined;
    };
    // Addresses from a small alphabet, so near misses, ties and far misses all come up.
    const address = fc.stringMatching(/^\/[a-cA-C/-]{0,14}$/);
    fc.assert(
      fc.property(address, fc.array(address, { maxLength: 30 }), (word, candidates) => {
        expect(closest(word, candidates)).toBe(scan(word, candidates));
      }),
      { numRuns: 2000 },
    );
  });

  it("suggests the same from a long list searched again and again, which it looks up by two-letter sequences", () => {
    const scan = (word: string, candidates: string[]) => {
      let best: string | undefined;
      let least = Math.max(2, Math.floor(word.length / 3)) + 1;
      for (const c of candidates) {
        const d = editDistance(word.toLowerCase(), c.toLowerCase());
        if (d < least) [best, least] = [c, d];
      }
      return best;
    };
    // Long enough that most words need shared sequences, from few letters so that many candidates are near.
    const address = fc.stringMatching(/^\/[a-dA-D/-]{0,28}$/);
    fc.assert(
      fc.property(
        fc.array(address, { minLength: 64, maxLength: 150 }),
        fc.array(address, { minLength: 2, maxLength: 8 }),
        (candidates, words) => {
          // A copy of a candidate, one letter changed, or dropped: a word that has a near answer.
          const near = words.map((w, i) => {
            const c = candidates[i % candidates.length]!;
            return i % 2 ? `${c.slice(0, -1)}x` : c.slice(1) + w.slice(0, 1);
          });
          for (const word of [...words, ...near]) expect(closest(word, candidates)).toBe(scan(word, candidates));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("prints file:line:column, field, expected, found and the line with a caret under the column", () => {
    const text = formatProblem({
      file: "content/plans.yaml",
      line: 34,
      column: 12,
      path: "plans[2].price",
      expected: "a price of zero or more",
      found: "number -12345",
      source: "    price: -12345",
    });
    expect(text).toBe(
      [
        "content/plans.yaml:34:12  plans[2].price",
        "  expected: a price of zero or more",
        "  found:    number -12345",
        "  34 |     price: -12345",
        "     |            ^",
      ].join("\n"),
    );
  });

  it("draws a control character in the shown line as its symbol, so the caret still lines up", () => {
    const text = formatProblem({ file: "f", line: 1, column: 3, path: "", expected: "e", found: "f", source: "a\u0000b" });
    expect(text).toContain("1 | a\u2400b\n    |   ^");
  });
});
