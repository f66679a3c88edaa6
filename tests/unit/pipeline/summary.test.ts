// src/pipeline/summary.ts: the build's report as Markdown for a CI run's
// summary: what was built, each landing page's length, translation coverage, the launch list, checks,
// broken links and problems, each place linked to its line of the commit, and
// every value escaped so content can neither break a table nor add a link.
import { describe, expect, it } from "vitest";
import type { LaunchItem } from "../../../src/checks/launch.ts";
import type { ContentProblem } from "../../../src/parse/problem.ts";
import type { Coverage } from "../../../src/checks/translation-coverage.ts";
import { githubLineLink, markdownSummary } from "../../../src/pipeline/summary.ts";

const PROBLEM: ContentProblem = {
  file: "content/plans.yaml",
  line: 16,
  column: 12,
  path: "plans[1].price",
  expected: "a price of zero or more",
  found: "number -17499",
  hint: "did you mean 17499?",
};
const item = (kind: LaunchItem["kind"], file: string, line: number, value: string): LaunchItem => ({
  kind,
  file,
  line,
  column: 3,
  source: "",
  path: "contact.email",
  value,
});

describe("the summary", () => {
  it("heads a stopped build with its problems, one table row each, the hint under what was found", () => {
    const text = markdownSummary({ outcome: "nothing was built", ok: false, problems: [PROBLEM] });
    expect(text).toContain(
      "## ✖ nothing was built\n\n### 1 content problem to fix\n\n| Where | Field | Expected | Found |\n| --- | --- | --- | --- |\n",
    );
    expect(text).toContain(
      "| content/plans\\.yaml:16:12 | plans\\[1\\]\\.price | a price of zero or more | number \\-17499<br>did you mean 17499? |",
    );
  });

  it("lists values before samples, each by file and line, and says when nothing is left to fill", () => {
    const launch = [
      item("sample", "content/a.yaml", 1, "Priya"),
      item("value", "content/z.yaml", 9, "[email]"),
      item("value", "content/b.yaml", 2, "[phone]"),
    ];
    const rows = markdownSummary({ outcome: "built", ok: true, launch })
      .split("\n")
      .filter((line) => line.startsWith("| content"));
    expect(rows.map((row) => row.split(" | ")[0])).toEqual(["| content/b\\.yaml:2:3", "| content/z\\.yaml:9:3", "| content/a\\.yaml:1:3"]);
    expect(markdownSummary({ outcome: "built", ok: true, launch })).toContain("### ⚠ 2 values and 1 sample to fill before launch");
    expect(markdownSummary({ outcome: "built", ok: true })).toContain("### ✔ Nothing left to fill before launch");
  });

  it("gives each language's coverage, with each text's state in a details block", () => {
    const report: Coverage = {
      code: "hi",
      name: "हिन्दी",
      status: "published",
      total: 3,
      translated: 2,
      missing: [
        {
          file: "content/landing.yaml",
          line: 4,
          column: 3,
          source: "",
          in: "content/hi/landing.yaml",
          path: "hero.heading",
          english: "Hello",
        },
      ],
      stale: [],
      unsure: [],
      unrecorded: [],
      orphans: [],
    };
    const text = markdownSummary({ outcome: "built", ok: true, coverage: [report] });
    expect(text).toContain("### ⚠ हिन्दी (hi): 2 of 3 texts translated, 1 missing\n\n<details><summary>Each text</summary>");
    expect(text).toContain("| missing: shown in English | content/landing\\.yaml:4:3 | hero\\.heading | Hello |");
  });

  it("says each landing page's length against its budget, as the build prints it", () => {
    const summary = markdownSummary({
      outcome: "built",
      ok: true,
      lengths: [
        { home: "/", screens: 11.94, budget: 12 },
        { home: "/hi", screens: 12.31, budget: 12 },
      ],
    });
    expect(summary).toContain("↕ page length: / 11\\.9 of 12 phone screens · /hi 12\\.3 of 12\n");
  });

  it("says a page showing a section not yet measured is at least its predicted length, and names the section", () => {
    const summary = markdownSummary({
      outcome: "built",
      ok: true,
      lengths: [
        { home: "/", screens: 11.84, budget: 12, unmeasured: ["faq"] },
        { home: "/hi", screens: 11.71, budget: 12, unmeasured: ["faq"] },
      ],
    });
    expect(summary).toContain(
      "↕ page length: / at least 11\\.8 of 12 phone screens · /hi at least 11\\.7 of 12 \\(without the faq section, not measured yet: npm run measure\\-design\\)\n",
    );
  });

  it("escapes content so it cannot add a link, markup, a row or a column", () => {
    const hostile = { ...PROBLEM, found: "[click](https://evil.example) <img src=x> a | b\nnew row &amp;" };
    const text = markdownSummary({ outcome: "x", ok: false, problems: [hostile] });
    const row = text.split("\n").find((line) => line.startsWith("| content"))!;
    expect(row).toContain("\\[click\\]\\(https://evil\\.example\\) \\<img src=x\\> a \\| b new row &amp;amp;");
    expect(row.split(/(?<!\\)\|/)).toHaveLength(6);
  });

  it("links each place to its line of the commit when the run says where the repository is", () => {
    const link = githubLineLink({ GITHUB_SERVER_URL: "https://github.com", GITHUB_REPOSITORY: "o/r", GITHUB_SHA: "abc" });
    expect(link("content/legal/my page.md", 7)).toBe("https://github.com/o/r/blob/abc/content/legal/my%20page.md#L7");
    expect(markdownSummary({ outcome: "x", ok: false, problems: [PROBLEM] }, link)).toContain(
      "| [content/plans\\.yaml:16:12](https://github.com/o/r/blob/abc/content/plans.yaml#L16) |",
    );
    expect(githubLineLink({ GITHUB_REPOSITORY: "o/r" })("f", 1)).toBeUndefined();
  });

  it("counts checks and broken links in their headings", () => {
    const text = markdownSummary({ outcome: "built", ok: true, checks: [PROBLEM, PROBLEM], brokenLinks: [PROBLEM] });
    expect(text).toContain("### ⚠ 2 to fix before launch");
    expect(text).toContain("### ⚠ 1 broken link\n");
  });
});
