// Renders legal-page markdown (GitHub-flavoured: tables, lists, autolinks) to
// HTML with one configured marked instance reused for every page. Headings get
// stable ids so the table of contents can link to them.
//
// Why marked and not remark: on this corpus remark + remark-gfm + remark-html
// took about 2 ms a page and marked about 0.12 ms, and markdown was the largest
// cost of a build with thousands of pages (see BENCHMARKS.md).
import { Marked, type Token, type Tokens } from "marked";

export interface TocEntry {
  id: string;
  text: string;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

type IdHeading = Tokens.Heading & { id?: string };

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    heading(token) {
      const { id } = token as IdHeading;
      return `<h${token.depth}${id ? ` id="${id}"` : ""}>${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`;
    },
  },
});

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };

/** A heading's text without markup, as a reader sees it (marked keeps its own escapes in token text). */
function plainText(tokens: Token[]): string {
  return tokens
    .map((t) => ("tokens" in t && t.tokens ? plainText(t.tokens) : "text" in t ? String(t.text) : ""))
    .join("")
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e]!);
}

export function renderMarkdown(markdown: string): { html: string; toc: TocEntry[] } {
  const tokens = marked.lexer(markdown);
  const toc: TocEntry[] = [];
  const used = new Set<string>();
  marked.walkTokens(tokens, (token) => {
    if (token.type !== "heading") return;
    const heading = token as IdHeading;
    const text = plainText(heading.tokens);
    let id = slugify(text) || "section";
    for (let n = 2; used.has(id); n++) id = `${slugify(text)}-${n}`;
    used.add(id);
    heading.id = id;
    if (heading.depth === 2) toc.push({ id, text });
  });
  return { html: marked.parser(tokens), toc };
}
