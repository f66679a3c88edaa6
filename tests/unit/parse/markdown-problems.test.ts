// src/parse/markdown-problems.ts: what rendered markdown holds that the site
// will not publish, each at its line and column of the markdown.
import { describe, expect, it } from "vitest";
import { MAX_DEPTH, renderMarkdown } from "../../../src/parse/markdown-html.ts";
import { markdownProblems } from "../../../src/parse/markdown-problems.ts";

const problemsOf = (markdown: string) => markdownProblems(renderMarkdown(markdown));

describe("markdownProblems", () => {
  it("finds nothing in plain markdown with safe links", () => {
    expect(
      problemsOf(
        "# Terms\n\nWrite to [us](mailto:a@b.test), call [us](tel:+911234), read [more](/privacy-policy#data) or [this](https://example.com).\n",
      ),
    ).toEqual([]);
  });

  it("says raw HTML the CSP blocks, an element at its < and an attribute at its name, with what to do", () => {
    const found = problemsOf('Text\n\n<p style="color:red">a</p>\n\n<div>\n<script>x()</script>\n</div>\n');
    expect(found.map(({ line, column, found }) => ({ line, column, found }))).toEqual([
      { line: 3, column: 4, found: 'a style="…" attribute' },
      { line: 6, column: 1, found: "a <script> element" },
    ]);
    expect(found[0]!.hint).toMatch(/templates\/page\.css/);
    expect(found[1]!.hint).toMatch(/link to it instead/);
  });

  it("refuses links that run code, whatever hides the scheme, and links with a user before the host", () => {
    const found = problemsOf(
      "[a](javascript:alert(1))\n\n[b](java&#9;script:x)\n\n[c](file:///etc/passwd)\n\n[d](https://calendly.com@evil.test/)\n",
    );
    expect(found.map((p) => [p.line, p.found])).toEqual([
      [1, "a javascript: link, which runs or embeds code: the site's Content-Security-Policy blocks it"],
      [3, "a javascript: link, which runs or embeds code: the site's Content-Security-Policy blocks it"],
      [5, "a file: link"],
      [7, '"https://calendly.com@evil.test/", which opens evil.test'],
    ]);
  });

  it("says only the nesting when markdown is too deep to render", () => {
    const found = problemsOf(`${">".repeat(MAX_DEPTH + 5)} deep\n\n[a](javascript:x)\n`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ line: 1, expected: expect.stringContaining(`at most ${MAX_DEPTH} levels`) });
  });
});
