// src/parse/front-matter.ts: a markdown file split into its front matter
// (parsed with the file's line numbers) and its body (with its tokens at the
// file's lines), and a missing or unclosed fence reported at line 1.
import { describe, expect, it } from "vitest";
import { parseMarkdown } from "../../../src/parse/front-matter.ts";

const FILE = "content/legal/terms.md";

describe("a markdown file", () => {
  it("gives its front matter's fields, positioned at the file's lines, and its body from the line after the fence", () => {
    const parsed = parseMarkdown(FILE, "---\ntitle: Terms\nupdated: 2025-02-01\n---\n\n# Terms\nBy {{brand.name}}.\n");
    expect(parsed.frontMatter.problems).toEqual([]);
    expect(parsed.frontMatter.data).toEqual({ title: "Terms", updated: "2025-02-01" });
    expect(parsed.frontMatter.source.valuePosition(["updated"])).toMatchObject({ line: 3, column: 10 });
    expect(parsed.bodyLine).toBe(5);
    expect(parsed.body).toBe("\n# Terms\nBy {{brand.name}}.\n");
    expect(parsed.tokens).toEqual([{ name: "brand.name", raw: "{{brand.name}}", line: 7, column: 4, source: "By {{brand.name}}." }]);
  });

  it("reports a YAML mistake in its front matter at the file's line", () => {
    const parsed = parseMarkdown(FILE, "---\ntitle: Cookies: what we use\n---\nBody\n");
    expect(parsed.frontMatter.problems.map((p) => `${p.line}:${p.column} ${p.path}`)).toEqual(["2:8 title"]);
  });

  it("without front matter, is a problem at line 1 naming what it starts with, and its tokens are found from line 1", () => {
    const parsed = parseMarkdown(FILE, "# Terms\nBy {{brand.name}}\n");
    expect(parsed.frontMatter.problems).toMatchObject([
      { line: 1, column: 1, expected: 'front matter between two "---" lines at the top of the file', found: '"# Terms"' },
    ]);
    expect(parsed.tokens.map((t) => t.line)).toEqual([2]);
    expect(parseMarkdown(FILE, "\n---\n").frontMatter.problems[0]!.found).toBe("an empty first line");
  });

  it("with an unclosed fence, is a problem at line 1, not a whole file read as front matter", () => {
    const parsed = parseMarkdown(FILE, "---\ntitle: Terms\n# Terms\n");
    expect(parsed.frontMatter.problems).toMatchObject([{ line: 1, expected: 'a second "---" line to close the front matter' }]);
    expect(parsed.bodyLine).toBe(1);
  });
});
