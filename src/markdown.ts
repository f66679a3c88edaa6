// Renders legal-page markdown to HTML with one frozen processor reused for
// every page. Headings get stable ids so the table of contents can link to them.
// The syntax is CommonMark plus two GitHub extensions a policy needs, tables
// and ~~strikethrough~~. The rest of GFM is left out on purpose: its bare-URL
// autolinking alone made parsing about 50% slower, and a policy links with
// [text](url) or <https://…> anyway.
import type { Heading, Root, RootContent } from "mdast";
import { remark } from "remark";
import remarkHtml from "remark-html";
import { toString } from "mdast-util-to-string";
import { gfmStrikethroughFromMarkdown } from "mdast-util-gfm-strikethrough";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { gfmStrikethrough } from "micromark-extension-gfm-strikethrough";
import { gfmTable } from "micromark-extension-gfm-table";

export interface TocEntry {
  id: string;
  text: string;
}

/**
 * Raw HTML in the markdown that the site's Content-Security-Policy would
 * block or that would break its one-script rule (outputs/headers.ts): an
 * inline style or event-handler attribute, or a script, frame or plug-in
 * element. With its line and column in the markdown.
 */
export interface BlockedHtml {
  /** "style", "onclick", "<script>"… */
  what: string;
  line: number;
  column: number;
}

const BLOCKED = /<(?:(script|iframe|object|embed)\b|[a-z][^>]*?\s(style|on[a-z]+)\s*=)/gi;

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
    for (const node of headings(tree)) {
      const text = toString(node);
      let id = slugify(text) || "section";
      for (let n = 2; used.has(id); n++) id = `${slugify(text)}-${n}`;
      used.add(id);
      node.data = { ...node.data, hProperties: { id } };
      if (node.depth === 2) toc.push({ id, text });
    }
    file.data.toc = toc;
  };
}

/**
 * The headings in document order. A heading is a block, so it can only be a
 * child of the root or of another block container: walking those alone skips
 * every paragraph, table and inline node, which visiting the whole tree spent
 * most of its time on.
 */
function* headings(node: Root | RootContent): Generator<Heading> {
  if (node.type === "heading") yield node;
  else if (node.type === "root" || node.type === "blockquote" || node.type === "list" || node.type === "listItem") for (const child of node.children) yield* headings(child);
}

/** Finds the raw HTML the CSP would block, so the loader can point the editor at it. */
function blockedHtml() {
  return (tree: Root, file: { value: unknown; data: Record<string, unknown> }) => {
    const found: BlockedHtml[] = [];
    // Almost no page has any: the whole tree is walked only when its text could.
    if (/<(script|iframe|object|embed)\b|\s(style|on[a-z]+)\s*=/i.test(String(file.value))) {
      const walk = (node: Root | RootContent) => {
        if (node.type === "html" && node.position) {
          for (const match of node.value.matchAll(BLOCKED)) {
            const [, element, attribute] = match;
            // An element is shown at its "<", an attribute at its name.
            const at = element ? match.index : match.index + match[0].length - match[0].match(/(style|on[a-z]+)\s*=$/i)![0].length;
            const before = node.value.slice(0, at).split("\n");
            const { line, column } = node.position.start;
            const what = element ? `<${element.toLowerCase()}>` : attribute!.toLowerCase();
            found.push({ what, line: line + before.length - 1, column: before.length > 1 ? before.at(-1)!.length + 1 : column + before[0]!.length });
          }
        } else if ("children" in node) for (const child of node.children) walk(child);
      };
      walk(tree);
    }
    file.data.blocked = found;
  };
}

/** Tables and strikethrough, wired in the way remark-gfm wires all of GFM. */
function tablesAndStrikethrough(this: { data: () => object }) {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  data.micromarkExtensions = [gfmTable(), gfmStrikethrough({ singleTilde: false })];
  data.fromMarkdownExtensions = [gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown()];
}

const processor = remark().use(tablesAndStrikethrough).use(headingIds).use(blockedHtml).use(remarkHtml, { sanitize: false }).freeze();

export function renderMarkdown(markdown: string): { html: string; toc: TocEntry[]; blocked: BlockedHtml[] } {
  const file = processor.processSync(markdown);
  return { html: String(file), toc: (file.data.toc as TocEntry[]) ?? [], blocked: (file.data.blocked as BlockedHtml[]) ?? [] };
}
