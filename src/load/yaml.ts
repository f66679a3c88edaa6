// Parses a YAML text into plain data while keeping the document, so any field
// path can be mapped back to the line and column where it was written. Also
// collects values tagged !placeholder, which the launch report lists.
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node, type ScalarTag } from "yaml";
import { formatPath, type ContentProblem } from "./problem.ts";

export interface Position {
  file: string;
  line: number;
  column: number;
  source: string;
}

export interface SourceMap {
  valuePosition(path: readonly PropertyKey[]): Position;
  keyPosition(path: readonly PropertyKey[]): Position;
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
  problems: ContentProblem[];
}

// "!placeholder value" is an ordinary string to the schema; the tag only marks it.
const placeholderTag: ScalarTag = {
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

  const problems: ContentProblem[] = doc.errors.map((error) => {
    const position = at(error.pos[0]);
    return {
      ...position,
      path: "",
      expected: "valid YAML",
      found: yamlErrorText(error.code, error.message),
    };
  });

  const source: SourceMap = {
    valuePosition: (path) => at(nodeFor(doc, path).range?.[0] ?? 0),
    keyPosition: (path) => {
      const parent = nodeFor(doc, path.slice(0, -1));
      if (isMap(parent)) {
        const pair = parent.items.find((item) => isScalar(item.key) && String(item.key.value) === String(path.at(-1)));
        const key = pair?.key as Node | undefined;
        if (key?.range) return at(key.range[0]);
      }
      return at(parent.range?.[0] ?? 0);
    },
    valueAt: (path) => {
      const node = doc.getIn(path as unknown[], true);
      return node === undefined ? undefined : (node as Node).toJSON();
    },
  };

  const tagged: TaggedPlaceholder[] = [];
  visit(doc, {
    Scalar(_key, node, ancestors) {
      if (node.tag !== "!placeholder") return;
      const path: PropertyKey[] = [];
      for (let i = 1; i < ancestors.length; i++) {
        const here = ancestors[i];
        const parent = ancestors[i - 1];
        if (isPair(here) && isScalar(here.key)) path.push(String(here.key.value));
        else if (isSeq(parent)) path.push(parent.items.indexOf(here as never));
      }
      const last = ancestors.at(-1);
      if (isSeq(last)) path.push(last.items.indexOf(node));
      tagged.push({ path: formatPath(path), value: String(node.value), position: at(node.range?.[0] ?? 0) });
    },
  });

  return { data: problems.length ? undefined : doc.toJS(), source, tagged, problems };
}

/** The deepest node that exists along a path, so a missing field points at its parent block. */
function nodeFor(doc: Document, path: readonly PropertyKey[]): Node {
  let node: unknown = doc.contents;
  for (const key of path) {
    let next: unknown;
    if (isMap(node)) next = node.get(key, true) ?? node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(key))?.value;
    else if (isSeq(node) && typeof key === "number") next = node.items[key];
    if (next === undefined || next === null) break;
    node = next;
  }
  return (node ?? doc.contents) as Node;
}

function yamlErrorText(code: string, message: string): string {
  const first = message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
  const friendly: Record<string, string> = {
    DUPLICATE_KEY: "the same field written twice",
    BAD_INDENT: "a line indented differently from its neighbours",
    MISSING_CHAR: "a missing character (often a closing quote or bracket)",
    TAB_AS_INDENT: "a tab used for indentation (use spaces)",
    BLOCK_AS_IMPLICIT_KEY: "a value where a field name was expected",
  };
  return friendly[code] ? `${friendly[code]} (${first})` : first;
}
