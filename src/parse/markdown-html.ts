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
import { keepHyphens } from "../text/format.ts";
import { positionAt } from "./problem.ts";

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
interface BlockedHtml {
  /** "style", "onclick", "<script>"… */
  what: string;
  line: number;
  column: number;
}

const BLOCKED = /<(?:(script|iframe|object|embed)\b|[a-z][^>]*?\s(style|on[a-z]+)\s*=)/gi;

/**
 * A heading's id: its words in lowercase joined by hyphens, in any script
 * ("9. Your rights" is 9-your-rights; a Hindi heading keeps its letters).
 */
function headingId(text: string): string {
  return (
    text
      .toLowerCase()
      // Latin accents dropped as before (é is e); other scripts' marks are letters.
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .normalize("NFC")
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
  );
}

/** Lowercase ASCII words joined by hyphens: a file name an address can be made of. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A setting's text for the marker of token `n` (load/legal-pages.ts), or undefined for one kept as HTML of its own (a placeholder, an email). */
export type TokenText = (n: number) => string | undefined;

/**
 * Ids the page templates give elements of every legal page (the skip link's
 * target, the menu, the footer's contact block and columns, the table of
 * contents, the icons): a heading of a legal page never takes one, so the
 * skip link and the footer's anchor go where they say. The test over every
 * built page (no id twice) keeps this list true.
 */
export function isPageId(id: string): boolean {
  return ["main", "site-nav-list", "contact", "toc-title"].includes(id) || /^footer-column-\d+$/.test(id) || id.startsWith("i-");
}

function headingIds() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const toc: TocEntry[] = [];
    const used = new Set<string>();
    const tokenText = file.data.tokenText as TokenText | undefined;
    for (const node of headings(tree)) {
      // A heading's tokens are its words: its id, its entry in the contents and its kept hyphens ("{{days}}-day") read them.
      if (tokenText) fillTokens(node, tokenText);
      const text = toString(node);
      // Unique on the page: not another heading's id, nor one of the page's own (#main, #contact).
      let base = headingId(text) || "section";
      // A name the page reserves whatever its number (the icons' i-…) is set apart first.
      if (isPageId(`${base}-2`)) base = `section-${base}`;
      let id = base;
      for (let n = 2; used.has(id) || isPageId(id); n++) id = `${base}-${n}`;
      used.add(id);
      node.data = { ...node.data, hProperties: { id } };
      keepHyphensIn(node);
      if (node.depth === 2) toc.push({ id, text });
    }
    file.data.toc = toc;
  };
}

function fillTokens(node: Root | RootContent, tokenText: TokenText) {
  if (node.type === "text") node.value = node.value.replace(/\uE000(\d+)\uE001/g, (marker, n: string) => tokenText(Number(n)) ?? marker);
  else if ("children" in node) for (const child of node.children) fillTokens(child, tokenText);
}

/** Each table in a box of its own, which scrolls sideways when the table is wider than the page's column. */
function wrapTables() {
  return (tree: Root) => {
    const walk = (node: Root | RootContent) => {
      if (!("children" in node)) return;
      const children = node.children as RootContent[];
      for (let i = children.length - 1; i >= 0; i--) {
        const child = children[i]!;
        if (child.type === "table")
          children.splice(i, 1, { type: "html", value: '<div class="table-wrap">' }, child, { type: "html", value: "</div>" });
        else walk(child);
      }
    };
    walk(tree);
  };
}

/** A heading's hyphenated words kept whole ("30-day", not "30-/day"), as the templates' headings are (format.ts). */
function keepHyphensIn(node: Root | RootContent) {
  if (node.type === "text") node.value = keepHyphens(node.value);
  else if ("children" in node) for (const child of node.children) keepHyphensIn(child);
}

/**
 * The headings in document order. A heading is a block, so it can only be a
 * child of the root or of another block container: walking those alone skips
 * every paragraph, table and inline node, which visiting the whole tree spent
 * most of its time on.
 */
function* headings(node: Root | RootContent): Generator<Heading> {
  if (node.type === "heading") yield node;
  else if (node.type === "root" || node.type === "blockquote" || node.type === "list" || node.type === "listItem")
    for (const child of node.children) yield* headings(child);
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
            found.push({
              what,
              line: line + before.length - 1,
              column: before.length > 1 ? before.at(-1)!.length + 1 : column + before[0]!.length,
            });
          }
        } else if ("children" in node) for (const child of node.children) walk(child);
      };
      walk(tree);
    }
    file.data.blocked = found;
  };
}

/** A link or image address written in the markdown (or in raw HTML in it), where it is written. */
interface MarkdownLink {
  href: string;
  line: number;
  column: number;
}

/** Collects every address the page links to, so the build can check the internal ones. */
function collectLinks() {
  return (tree: Root, file: { value: unknown; data: Record<string, unknown> }) => {
    const text = String(file.value);
    const links: MarkdownLink[] = [];
    const at = (offset: number, href: string) => {
      const { line, column } = positionAt(text, offset);
      links.push({ href, line, column });
    };
    const stack: (Root | RootContent)[] = [tree];
    while (stack.length) {
      const node = stack.pop()!;
      const start = node.position?.start.offset;
      if ((node.type === "link" || node.type === "image" || node.type === "definition") && start !== undefined) {
        // The caret goes under the address itself when it is written as it was parsed.
        const written = text.slice(start, node.position!.end.offset).indexOf(node.url, node.type === "definition" ? 0 : 1);
        at(written > 0 ? start + written : start, node.url);
      } else if (node.type === "html" && start !== undefined) {
        for (const match of node.value.matchAll(
          /\s(?:href|src|action|formaction|poster|cite|background)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi,
        )) {
          const value = match[1] ?? match[2] ?? match[3]!;
          at(start + match.index + match[0].length - value.length - (match[3] === undefined ? 1 : 0), decodeAttribute(value).trim());
        }
      }
      if ("children" in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
    }
    file.data.links = links.sort((a, b) => a.line - b.line || a.column - b.column);
  };
}

/** An attribute's value as a browser reads it: character references decoded (&#106;avascript: is javascript:). */
function decodeAttribute(value: string): string {
  const named: Record<string, string> = { colon: ":", tab: "\t", newline: "\n", amp: "&", sol: "/", period: ".", lpar: "(", rpar: ")" };
  return value.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));?/gi,
    (raw, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
      const code = hex ? parseInt(hex, 16) : dec ? Number(dec) : undefined;
      if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : raw;
      return named[name!.toLowerCase()] ?? raw;
    },
  );
}

/** Deeper than any policy needs, and far below where rendering would run out of stack (~1,000 levels). */
export const MAX_DEPTH = 100;

/** Where markdown nests deeper than MAX_DEPTH; thrown by limitDepth, caught by renderMarkdown. */
class TooDeep extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
  ) {
    super(`markdown nested too deeply at line ${line}`);
  }
}

/**
 * Stops markdown nested deeper than MAX_DEPTH (a quote in a quote in a quote…)
 * before anything recursive walks it. Runs first, with a stack of its own.
 */
function limitDepth() {
  return (tree: Root) => {
    const stack: [Root | RootContent, number][] = [[tree, 0]];
    while (stack.length) {
      const [node, depth] = stack.pop()!;
      if (depth > MAX_DEPTH) throw new TooDeep(node.position?.start.line ?? 1, node.position?.start.column ?? 1);
      if ("children" in node) for (const child of node.children) stack.push([child, depth + 1]);
    }
  };
}

/** Tables and strikethrough, wired in the way remark-gfm wires all of GFM. */
function tablesAndStrikethrough(this: { data: () => object }) {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  data.micromarkExtensions = [gfmTable(), gfmStrikethrough({ singleTilde: false })];
  data.fromMarkdownExtensions = [gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown()];
}

const processor = remark()
  .use(tablesAndStrikethrough)
  .use(limitDepth)
  .use(headingIds)
  .use(blockedHtml)
  .use(collectLinks)
  .use(wrapTables)
  .use(remarkHtml, { sanitize: false })
  .freeze();

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
  blocked: BlockedHtml[];
  links: MarkdownLink[];
  /** Where the markdown nests deeper than MAX_DEPTH; nothing was rendered. */
  tooDeep?: { line: number; column: number };
}

/** `tokenText`: the text of each token's marker, for the headings that hold one. */
export function renderMarkdown(markdown: string, tokenText?: TokenText): RenderedMarkdown {
  try {
    const file = processor.processSync({ value: markdown, data: { tokenText } });
    const data = file.data as { toc?: TocEntry[]; blocked?: BlockedHtml[]; links?: MarkdownLink[] };
    return { html: String(file), toc: data.toc ?? [], blocked: data.blocked ?? [], links: data.links ?? [] };
  } catch (error) {
    if (error instanceof TooDeep) return { html: "", toc: [], blocked: [], links: [], tooDeep: { line: error.line, column: error.column } };
    throw error;
  }
}
