// src/report/problems.ts: how the build and the dev server print problems; here,
// the broken links' warning, which counts them and says build:production refuses them.
import { describe, expect, it } from "vitest";
import type { ContentProblem } from "../../../src/parse/problem.ts";
import { formatLinkWarnings } from "../../../src/report/problems.ts";

const broken = (href: string): ContentProblem => ({
  file: "content/legal/privacy-policy.md",
  line: 9,
  column: 4,
  path: href,
  expected: "a page the build renders",
  found: href,
  source: `see [x](${href})`,
});

describe("the broken links' warning", () => {
  it("counts them and says build:production refuses them, then lists each", () => {
    const one = formatLinkWarnings([broken("/terms")]);
    expect(one.split("\n")[0]).toBe("⚠ 1 broken link: the site was built, but build:production refuses it.");
    expect(one).toContain("content/legal/privacy-policy.md:9:4");
    const two = formatLinkWarnings([broken("/a"), broken("/b")]);
    expect(two.split("\n")[0]).toBe("⚠ 2 broken links: the site was built, but build:production refuses them.");
  });

  it("is in the terminal's colours only when asked", () => {
    expect(formatLinkWarnings([broken("/a")])).not.toMatch(/\x1b\[/);
    expect(formatLinkWarnings([broken("/a")], true)).toMatch(/\x1b\[/);
  });
});
