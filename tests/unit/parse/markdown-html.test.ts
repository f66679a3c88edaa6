// src/parse/markdown-html.ts: legal-page markdown as HTML, with a stable,
// unique id on each heading (never one the page itself uses) and the
// contents' entries, tables in a scrolling box, the raw HTML the CSP would
// block and every link with its line and column, and markdown nested too
// deep stopped instead of rendered.
import { describe, expect, it } from "vitest";
import { isPageId, MAX_DEPTH, renderMarkdown, slugify } from "../../../src/parse/markdown-html.ts";

describe("headings", () => {
  it("get ids from their words in any script, unique on the page, and the second level is the contents", () => {
    const { html, toc } = renderMarkdown("# Terms\n\n## 9. Your rights\n\n## Your rights\n\n### Détails\n\n## आपके अधिकार\n");
    expect(html).toContain('<h2 id="9-your-rights">');
    expect(html).toContain('<h3 id="details">');
    expect(toc).toEqual([
      { id: "9-your-rights", text: "9. Your rights" },
      { id: "your-rights", text: "Your rights" },
      { id: "आपके-अधिकार", text: "आपके अधिकार" },
    ]);
    expect(renderMarkdown("## A\n\n## A\n\n## A\n").toc.map((e) => e.id)).toEqual(["a", "a-2", "a-3"]);
  });

  it("never take an id the page itself uses, nor an empty one", () => {
    const ids = renderMarkdown("## Main\n\n## Contact\n\n## I\n\n## !!!\n").toc.map((e) => e.id);
    expect(ids).toEqual(["main-2", "contact-2", "section-i", "section"]);
  });

  it("keep a hyphenated word whole, and fill a token's marker with its text", () => {
    const { html, toc } = renderMarkdown("## A \uE0000\uE001-day refund\n", (n) => (n === 0 ? "30" : undefined));
    expect(toc).toEqual([{ id: "a-30-day-refund", text: "A 30-day refund" }]);
    expect(html).toContain("A 30\u2011day refund");
  });
});

describe("the rendered page", () => {
  it("puts each table in a box of its own", () => {
    expect(renderMarkdown("| a | b |\n| - | - |\n| 1 | 2 |\n").html).toMatch(/^<div class="table-wrap">\n<table>[\s\S]*<\/table>\n<\/div>/);
  });

  it("finds the raw HTML the CSP would block, an element at its < and an attribute at its name", () => {
    const { blocked } = renderMarkdown('Text\n\n<p onclick="x()">a</p>\n\n<div>\n<script>x()</script>\n</div>\n');
    expect(blocked).toEqual([
      { what: "onclick", line: 3, column: 4 },
      { what: "<script>", line: 6, column: 1 },
    ]);
  });

  it("lists every link, image and raw HTML address at its line and column, decoded as a browser reads it", () => {
    const { links } = renderMarkdown(
      'See [terms](/terms#a) and ![x](/i.png).\n\n<a href="&#106;avascript:x">y</a>\n\n[ref]: /privacy-policy\n',
    );
    expect(links).toEqual([
      { href: "/terms#a", line: 1, column: 13 },
      { href: "/i.png", line: 1, column: 32 },
      { href: "javascript:x", line: 3, column: 10 },
      { href: "/privacy-policy", line: 5, column: 8 },
    ]);
  });

  it("is nothing, with where, for markdown nested deeper than the limit", () => {
    const deep = renderMarkdown(`${">".repeat(MAX_DEPTH + 5)} x\n`);
    expect(deep.html).toBe("");
    expect(deep.tooDeep).toMatchObject({ line: 1 });
    expect(renderMarkdown(`${">".repeat(20)} x\n`).tooDeep).toBeUndefined();
  });
});

describe("a slug", () => {
  it("is lowercase ASCII words joined by hyphens", () => {
    expect(slugify("Privacy Policy (2025)")).toBe("privacy-policy-2025");
    expect(slugify("Café Terms")).toBe("cafe-terms");
    expect(slugify("--")).toBe("");
  });
});

describe("the page's own ids", () => {
  it("are the skip link's target, the menu, the contact block, the contents' title, the footer columns and the icons", () => {
    for (const id of ["main", "site-nav-list", "contact", "toc-title", "footer-column-1", "footer-column-12", "i-bot"])
      expect(isPageId(id), id).toBe(true);
  });

  it("are not a heading's ordinary id", () => {
    for (const id of ["cookies", "footer-column-x", "maintenance", "icons", "contact-us"]) expect(isPageId(id), id).toBe(false);
  });
});
