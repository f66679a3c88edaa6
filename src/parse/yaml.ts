// Parses a YAML text into plain data while keeping the document, so any field
// path can be mapped back to the line and column where it was written. Also
// collects values tagged !placeholder, which the launch report lists.
import { isCollection, LineCounter, parseDocument, visit, type ScalarTag } from "yaml";
import { formatPath, type ContentProblem } from "./problem.ts";
import { findTokens, type Token } from "./token-syntax.ts";
import { explainYamlError } from "./yaml-errors.ts";
import { locate, pathOf } from "./yaml-nodes.ts";

export interface Position {
  file: string;
  line: number;
  column: number;
  source: string;
}

export interface SourceMap {
  /** Where a field's value is written; for a missing field, the key of the block that lacks it. */
  valuePosition(path: readonly PropertyKey[]): Position;
  keyPosition(path: readonly PropertyKey[]): Position;
  /** Where `fragment` of a text field's value is written (its `occurrence`th, from 0); the value's start when it is not found as written. */
  fragmentPosition(path: readonly PropertyKey[], fragment: string, occurrence?: number): Position;
  valueAt(path: readonly PropertyKey[]): unknown;
}

export interface TaggedPlaceholder {
  path: string;
  value: string;
  position: Position;
}

export interface ParsedYaml {
  data: unknown;
  source: SourceMap;
  tagged: TaggedPlaceholder[];
  /** The {{ settings }} tokens written in text values, where they are written. */
  tokens: Token[];
  problems: ContentProblem[];
}

/** The most items a list (or fields a block) may have: far more than any page shows, few enough to check quickly. */
const MAX_ITEMS = 1000;

// "!placeholder value" is an ordinary string to the schema; the tag only marks it.
export const placeholderTag: ScalarTag = {
  tag: "!placeholder",
  resolve: (value: string) => value,
};

/**
 * @param file path shown in messages (relative, forward slashes)
 * @param lineOffset lines before this text in the file (front matter starts after "---")
 */
export function parseYaml(file: string, text: string, lineOffset = 0): ParsedYaml {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, customTags: [placeholderTag], prettyErrors: false, uniqueKeys: true });
  const lines = text.split(/\r?\n/);

  const at = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(Math.max(0, Math.min(offset, text.length)));
    return { file, line: line + lineOffset, column: col, source: lines[line - 1] ?? "" };
  };

  // After the first syntax error the parser's reading of the rest is guesswork
  // (one bad indent yields a dozen errors), so only that first one is reported.
  // An unknown tag is not a syntax error to yaml, only a warning; for content
  // it is a typo (say !placeholdr) that would otherwise pass unnoticed.
  const unknownTags = doc.warnings.filter((w) => w.code === "TAG_RESOLVE_FAILED");
  const reported = doc.errors.length ? doc.errors.slice(0, 1) : unknownTags;
  const problems: ContentProblem[] = reported.map((error) => {
    const { offset, path, ...explained } = explainYamlError(error, { doc, text, lineOffset });
    return { ...at(offset), path: formatPath(path), ...explained };
  });
  // An alias repeats a value written elsewhere (&name … *name). Content has no
  // use for it, positions could not point into the repeat, and aliases of
  // aliases are how a few lines of YAML expand into gigabytes.
  if (!problems.length) {
    visit(doc, {
      Alias(_key, node, ancestors) {
        problems.push({
          ...at(node.range?.[0] ?? 0),
          path: formatPath(pathOf(ancestors, node)),
          expected: "the value written out in full (content files do not use YAML's &anchors and *aliases)",
          found: `an alias *${node.source}`,
          hint: "copy the value here instead of referring to it",
        });
        return visit.BREAK;
      },
      // A list longer than any page can show is a script gone wrong; past this,
      // checking it item by item is what would run out of memory or stack.
      Seq(_key, node, ancestors) {
        if (node.items.length <= MAX_ITEMS) return;
        problems.push({
          ...at((node.items[MAX_ITEMS] as { range?: [number] } | null)?.range?.[0] ?? node.range?.[0] ?? 0),
          path: formatPath([...pathOf(ancestors, node), MAX_ITEMS]),
          expected: `a list of at most ${MAX_ITEMS.toLocaleString("en-US")} items`,
          found: `${node.items.length.toLocaleString("en-US")} items`,
          hint: "a list this long is almost always an export or a script gone wrong: check what wrote it",
        });
        return visit.BREAK;
      },
      Map(_key, node, ancestors) {
        if (node.items.length <= MAX_ITEMS) return;
        problems.push({
          ...at((node.items[MAX_ITEMS]!.key as { range?: [number] } | null)?.range?.[0] ?? node.range?.[0] ?? 0),
          path: formatPath(pathOf(ancestors, node)),
          expected: `a block of at most ${MAX_ITEMS.toLocaleString("en-US")} fields`,
          found: `${node.items.length.toLocaleString("en-US")} fields`,
          hint: "a block this long is almost always an export or a script gone wrong: check what wrote it",
        });
        return visit.BREAK;
      },
      // YAML's own types beyond text, numbers, lists and blocks make values no
      // schema describes (bytes, dates, sets) and that would reach it as
      // something else; like aliases, content has no use for them.
      Node(_key, node, ancestors) {
        const type = node.tag?.match(/^tag:yaml\.org,2002:(binary|set|omap|pairs|timestamp)$/)?.[1];
        if (!type) return;
        problems.push({
          ...at(node.range?.[0] ?? 0),
          path: formatPath(pathOf(ancestors, node)),
          expected:
            "text, a number, true or false, a list or a block of fields (content files do not use YAML's !!binary, !!set, !!omap, !!pairs or !!timestamp)",
          found: `a value tagged !!${type}`,
          hint: `delete "!!${type}" and write the value as text`,
        });
        return visit.BREAK;
      },
    });
  }

  const source: SourceMap = {
    valuePosition: (path) => {
      const found = locate(doc, path);
      // A block list or block of fields starts on the line after its key; the key
      // is where the editor looks. A missing field points at the block lacking it.
      const block = isCollection(found.node) && !found.node.flow;
      const node = found.complete && !block ? found.node : (found.key ?? found.node);
      return at(node?.range?.[0] ?? firstContentOffset(text));
    },
    keyPosition: (path) => {
      const found = locate(doc, path);
      return at((found.complete ? found.key : found.node)?.range?.[0] ?? firstContentOffset(text));
    },
    fragmentPosition: (path, fragment, occurrence = 0) => {
      const found = locate(doc, path);
      const range = found.complete ? found.node?.range : undefined;
      // Words are written as they read, whatever a block scalar's folding or an escape does to the spaces around them.
      let index = range ? text.indexOf(fragment, range[0]) : -1;
      for (let n = 0; n < occurrence && index >= 0; n++) index = text.indexOf(fragment, index + 1);
      return range && index >= 0 && index < range[1] ? at(index) : source.valuePosition(path);
    },
    valueAt: (path) => {
      const node = doc.getIn(path as unknown[], true) as { toJSON(): unknown } | undefined | null;
      return node == null ? undefined : node.toJSON();
    },
  };

  const tagged: TaggedPlaceholder[] = [];
  visit(doc, {
    Scalar(_key, node, ancestors) {
      if (node.tag !== "!placeholder") return;
      tagged.push({ path: formatPath(pathOf(ancestors, node)), value: String(node.value), position: at(node.range?.[0] ?? 0) });
    },
  });

  const tokens: Token[] = [];
  visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value !== "string" || !node.value.includes("{{") || !node.range) return;
      const written = text.slice(node.range[0], node.range[1]);
      for (const { index, ...token } of findTokens(written)) {
        const { source: line, ...where } = at(node.range[0] + index);
        tokens.push({ ...token, line: where.line, column: where.column, source: line });
      }
    },
  });

  return { data: problems.length ? undefined : doc.toJS(), source, tagged, tokens, problems };
}

/** The first character that is not blank or a comment: where an empty or wrong document is pointed at. */
function firstContentOffset(text: string): number {
  const match = /^(?:[ \t]*(?:#.*)?\r?\n)*[ \t]*/.exec(text);
  return match ? match[0].length : 0;
}
