// Writes what the web editor saved into a markdown page as it was (tidy.ts):
// the front matter as tidy-yaml.ts does any YAML, the body block by block. The
// CMS's rich-text field hands the body over written anew (tables re-padded,
// lists re-marked, characters escaped), so a page where one sentence changed
// would differ on every line. Here each top-level block whose content the save
// did not change keeps the base's text, and only changed or added blocks take
// the saved text.
import type { Root, RootContent } from "mdast";
import { remark } from "remark";
import { gfmStrikethroughFromMarkdown } from "mdast-util-gfm-strikethrough";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { gfmStrikethrough } from "micromark-extension-gfm-strikethrough";
import { gfmTable } from "micromark-extension-gfm-table";
import { alignLists } from "./tidy-data.ts";
import { readForm, writeForm } from "./tidy-text-form.ts";
import { TidyError, tidyYaml, tidyYamlData, type TidyOptions } from "./tidy-yaml.ts";

/** Tables and strikethrough, read as the site renders them (src/parse/markdown-html.ts). */
function tablesAndStrikethrough(this: { data: () => object }) {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  data.micromarkExtensions = [gfmTable(), gfmStrikethrough({ singleTilde: false })];
  data.fromMarkdownExtensions = [gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown()];
}

const parser = remark().use(tablesAndStrikethrough).freeze();

interface FrontMatter {
  /** The fence lines as written ("---\n"). */
  open: string;
  yaml: string;
  close: string;
  body: string;
}

function splitFrontMatter(text: string): FrontMatter | undefined {
  const open = /^---[ \t]*\n/.exec(text);
  if (!open) return undefined;
  const rest = text.slice(open[0].length);
  const close = /^---[ \t]*(?:\n|$)/m.exec(rest);
  if (!close) return undefined;
  return { open: open[0], yaml: rest.slice(0, close.index), close: close[0], body: rest.slice(close.index + close[0].length) };
}

/**
 * `base`'s text carrying `saved`'s front matter (tidied as tidyYaml does,
 * with the same options) and body: blocks the save left as they were keep
 * the base's text, and a page whose body is unchanged comes out as it was.
 */
export function tidyMarkdown(base: string, saved: string, options: TidyOptions = {}): string {
  const { form, text } = readForm(base);
  const savedText = readForm(saved).text;
  const was = splitFrontMatter(text);
  const now = splitFrontMatter(savedText);
  const head = was && now ? was.open + tidyYaml(was.yaml, now.yaml, options) + was.close : now ? now.open + now.yaml + now.close : "";
  return writeForm(head + tidyBody(was ? was.body : text, now ? now.body : savedText), form);
}

/**
 * tidyMarkdown with the save as data (the web editor's own save,
 * src/editor/browser/): its front matter's fields, and its body. The base
 * must have front matter; a page without is written anew by the caller.
 */
export function tidyMarkdownData(base: string, front: Record<string, unknown>, body: string, options: TidyOptions = {}): string {
  const { form, text } = readForm(base);
  const was = splitFrontMatter(text);
  if (!was) throw new TidyError("the base page has no front matter");
  // The body as the editor writes it: after the fence, one blank line, then the text.
  const savedBody = body ? `\n${body.replace(/\n*$/, "\n")}` : "";
  return writeForm(was.open + tidyYamlData(was.yaml, front, options) + was.close + tidyBody(was.body, savedBody), form);
}

interface Block {
  /** The block's content without positions, as a string to compare. */
  key: string;
  start: number;
  end: number;
}

function withoutPositions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutPositions);
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== "position")
      .map(([key, value]) => [key, withoutPositions(value)]),
  );
}

function blocksOf(body: string): Block[] {
  const tree: Root = parser.parse(body);
  return tree.children.map((node: RootContent) => ({
    key: JSON.stringify(withoutPositions(node)),
    start: node.position!.start.offset!,
    end: node.position!.end.offset!,
  }));
}

/** One block of the tidied body, with where it stood in each text (for the gaps around it). */
interface Placed {
  text: string;
  base?: number;
  saved?: number;
}

function tidyBody(base: string, saved: string): string {
  const was = blocksOf(base);
  const now = blocksOf(saved);
  if (!was.length || !now.length) return saved;
  const match = alignLists(was.length, now.length, (i, j) => was[i]!.key === now[j]!.key);
  // Base blocks nothing pairs with are the deleted ones; a pair of unequal blocks is an edit, in the base block's place.
  const placed: Placed[] = match.map((at, j) => {
    const same = at !== undefined && was[at]!.key === now[j]!.key;
    const block = same ? was[at]! : now[j]!;
    return { text: (same ? base : saved).slice(block.start, block.end), base: at, saved: j };
  });
  const gap = (blocks: Block[], text: string, i: number | undefined) =>
    i !== undefined && i + 1 < blocks.length ? text.slice(blocks[i]!.end, blocks[i + 1]!.start) : undefined;
  let out = base.slice(0, was[0]!.start);
  placed.forEach((block, k) => {
    if (k > 0) {
      const before = placed[k - 1]!;
      // The base's spacing after the block before, where it had one; else the save's.
      out += gap(was, base, before.base) ?? gap(now, saved, before.saved) ?? "\n\n";
    }
    out += block.text;
  });
  out += base.slice(was[was.length - 1]!.end);
  // Blocks side by side can run together (two lists with one marker); the save's own text is right by definition.
  const check = blocksOf(out);
  return check.length === now.length && check.every((block, j) => block.key === now[j]!.key) ? out : saved;
}
