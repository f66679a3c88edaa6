// Renders legal-page markdown to HTML with one frozen processor reused for
// every page. Headings get stable ids so the table of contents can link to them.
import type { Heading, Root } from "mdast";
import { remark } from "remark";
import remarkGfm from "remark-gfm";
import remarkHtml from "remark-html";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";

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

function headingIds() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const toc: TocEntry[] = [];
    const used = new Set<string>();
    visit(tree, "heading", (node: Heading) => {
      const text = toString(node);
      let id = slugify(text) || "section";
      for (let n = 2; used.has(id); n++) id = `${slugify(text)}-${n}`;
      used.add(id);
      node.data = { ...node.data, hProperties: { id } };
      if (node.depth === 2) toc.push({ id, text });
    });
    file.data.toc = toc;
  };
}

const processor = remark().use(remarkGfm).use(headingIds).use(remarkHtml, { sanitize: false }).freeze();

export function renderMarkdown(markdown: string): { html: string; toc: TocEntry[] } {
  const file = processor.processSync(markdown);
  return { html: String(file), toc: (file.data.toc as TocEntry[]) ?? [] };
}
