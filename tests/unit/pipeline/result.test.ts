// src/pipeline/result.ts: the build's result as the pipeline reports it on a
// commit: published, or the first problem in plain words, file and line first.
import { describe, expect, it } from "vitest";
import { buildResult } from "../../../src/pipeline/result.ts";

const problem = {
  file: "content/plans.yaml",
  line: 34,
  column: 12,
  source: "    price: -14999",
  path: "plans[2].price",
  expected: "a price of zero or more",
  found: "number -14999",
};

describe("a build's result", () => {
  it("is ok with nothing more when it built", () => {
    expect(buildResult({ ok: true, outcome: "built 6 routes\n(...)", problems: [problem] })).toEqual({
      ok: true,
      outcome: "built 6 routes (...)",
    });
  });

  it("names the first content problem where it is, what was expected and what was found", () => {
    expect(buildResult({ ok: false, outcome: "the content has problems", problems: [problem, { ...problem, line: 40 }] }).first).toBe(
      "content/plans.yaml line 34, plans[2].price: expected a price of zero or more; found number -14999",
    );
  });

  it("names the first value still to fill, or sample to replace, when build:production refused", () => {
    const launch = [
      {
        file: "content/site.yaml",
        line: 28,
        column: 14,
        source: "",
        kind: "value" as const,
        path: "legal.llpNumber",
        value: "[LLP number]",
      },
      {
        file: "content/landing.yaml",
        line: 51,
        column: 7,
        source: "",
        kind: "sample" as const,
        path: "trustedBy.items[0]",
        value: "Coastal Trails",
      },
    ];
    expect(buildResult({ ok: false, outcome: "refused", launch }).first).toBe(
      "content/site.yaml line 28, legal.llpNumber: still to fill before launch ([LLP number])",
    );
    expect(buildResult({ ok: false, outcome: "refused", launch: launch.slice(1) }).first).toBe(
      "content/landing.yaml line 51, trustedBy.items[0]: sample content (Coastal Trails) to replace with a real one or delete",
    );
  });

  it("names a check when nothing else stopped it, and nothing when nothing is known", () => {
    expect(buildResult({ ok: false, outcome: "refused", checks: [{ ...problem, path: "" }] }).first).toBe(
      "content/plans.yaml line 34: expected a price of zero or more; found number -14999",
    );
    expect(buildResult({ ok: false, outcome: "the build stopped: disk full" })).toEqual({
      ok: false,
      outcome: "the build stopped: disk full",
    });
  });
});
