// Explains a YAML syntax error in an editor's terms. The parser reports where
// it got confused, which is often not where the mistake is (an unclosed quote
// is noticed at the end of the file), so each kind of error is moved back to
// the character the editor has to fix, and told as "expected / found".
import {
  isCollection,
  isMap,
  isNode,
  isPair,
  isScalar,
  type Document,
  type Pair,
  type Scalar,
  type YAMLError,
  type YAMLMap,
  type YAMLSeq,
} from "yaml";
import { closest, positionAt } from "./problem.ts";
import { indentAdvice } from "./yaml-indent.ts";
import { findNode } from "./yaml-nodes.ts";

export interface Explanation {
  offset: number; // where to put the caret, in the YAML text
  path: PropertyKey[];
  expected: string;
  found: string;
  hint?: string;
}

/** Tags content may use; any other tag is a typo, not a silent plain string. */
const KNOWN_TAGS = ["!placeholder"];

/** `lineOffset`: lines before this text in its file, so line numbers in the message match the file. */
export function explainYamlError(
  error: YAMLError,
  { doc, text, lineOffset = 0 }: { doc: Document; text: string; lineOffset?: number },
): Explanation {
  const offset = error.pos[0];
  const message = error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  const lineEnd = text.indexOf("\n", offset) === -1 ? text.length : text.indexOf("\n", offset);
  const restOfLine = text.slice(offset, lineEnd);

  const quote = /^Missing closing (["'])quote/.exec(message)?.[1];
  if (quote) {
    // The quoted text runs on to where the parser gave up; its start is the quote to close.
    const open = findNode(
      doc,
      (n): n is Scalar =>
        isScalar(n) && (n.type === "QUOTE_DOUBLE" || n.type === "QUOTE_SINGLE") && n.range![0] < offset && n.range![1] >= offset,
    );
    return {
      offset: open?.node.range?.[0] ?? offset,
      path: open?.path ?? [],
      expected: `a closing ${quote} at the end of the text`,
      found: `a ${quote} that is never closed, so the rest of the file is read as this text`,
    };
  }

  const bracket = /end with an? ([\]}])/.exec(message)?.[1];
  if (bracket) {
    const opener = bracket === "]" ? "[" : "{";
    const open = findNode(
      doc,
      (n): n is YAMLMap | YAMLSeq => isCollection(n) && Boolean(n.flow) && n.range![0] < offset && n.range![1] >= offset,
    );
    return {
      offset: open?.node.range?.[0] ?? offset,
      path: open?.path ?? [],
      expected: `a closing ${bracket} on the same line`,
      found: `a ${opener} that is never closed`,
    };
  }

  switch (error.code) {
    case "MULTIPLE_DOCS":
      return {
        offset,
        path: [],
        expected: "one block of content per file",
        found: 'a "---" line, which starts a second document',
        hint: 'Delete the "---" line.',
      };

    case "TAB_AS_INDENT":
      return {
        offset,
        path: [],
        expected: "spaces for indentation",
        found: "a tab",
        hint: "YAML does not allow tabs for indentation: replace the tab with spaces.",
      };

    case "DUPLICATE_KEY": {
      const startsHere = (p: Pair) => isScalar(p.key) && p.key.range?.[0] === offset;
      const block = findNode(doc, (n): n is YAMLMap => isMap(n) && n.items.some(startsHere));
      const second = block?.node.items.find(startsHere);
      const key = second && isScalar(second.key) ? String(second.key.value) : restOfLine.split(":")[0]!.trim();
      const first = block?.node.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
      const firstLine =
        first && isScalar(first.key) && first !== second ? positionAt(text, first.key.range![0]).line + lineOffset : undefined;
      return {
        offset,
        path: block ? [...block.path, key] : [],
        expected: "each field written once in its block",
        found: `"${key}" written a second time${firstLine ? ` (first on line ${firstLine})` : ""}`,
        hint: "Keep one of the two and delete the other.",
      };
    }

    case "TAG_RESOLVE_FAILED": {
      const tag = /Unresolved tag: (\S+)/.exec(message)?.[1] ?? restOfLine.split(/\s/)[0]!;
      const guess = closest(tag, KNOWN_TAGS);
      const tagged = findNode(doc, (n): n is Scalar => isScalar(n) && n.tag === tag && (n.range?.[0] ?? -1) >= offset);
      return {
        offset,
        path: tagged?.path ?? [],
        expected: `no tag, or ${KNOWN_TAGS.join(" or ")}`,
        found: `an unknown tag ${tag}`,
        hint: guess ? `did you mean ${guess}?` : undefined,
      };
    }
  }

  // A second ": " on one line: the value itself contains a colon.
  if (error.code === "BLOCK_AS_IMPLICIT_KEY" && /:(\s|$)/.test(restOfLine)) {
    const before = text.slice(lineStart, offset);
    const owner = findNode(doc, (n): n is Pair => isPair(n) && isNode(n.value) && n.value.range?.[0] === offset);
    return {
      offset,
      path: owner?.path ?? [],
      expected: 'a value without ": " in it, or the whole value in quotes',
      found: `a second ": " on the line`,
      hint: `Put the value in quotes: ${before.trim()} "${restOfLine.trim().replace(/["\\]/g, "\\$&")}"`,
    };
  }

  if (isIndentation(error.code, message)) {
    // A line indented too far continues the line above, so the parser stops on
    // that earlier line; the line to fix is the next one.
    const lineNo = positionAt(text, offset).line;
    const target =
      error.code === "BLOCK_AS_IMPLICIT_KEY" || error.code === "MULTILINE_IMPLICIT_KEY" ? nextContentLine(text, lineNo) : lineNo;
    const lines = text.split("\n");
    const start = lines.slice(0, target - 1).reduce((sum, l) => sum + l.length + 1, 0);
    return { offset: start + indentOf(lines[target - 1] ?? ""), ...indentAdvice(lines, target, lineOffset) };
  }

  if (/call stack/i.test(message))
    return { offset, path: [], expected: "brackets and blocks nested a reasonable number of levels", found: "nesting too deep to read" };
  return { offset, path: [], expected: "valid YAML", found: message };
}

function isIndentation(code: string, message: string): boolean {
  return (
    code === "BAD_INDENT" ||
    code === "BLOCK_AS_IMPLICIT_KEY" ||
    code === "MULTILINE_IMPLICIT_KEY" ||
    /without - indicator|same column/.test(message)
  );
}

function indentOf(line: string): number {
  return /^ */.exec(line)![0].length;
}

const isContent = (line: string | undefined) => line !== undefined && line.trim() !== "" && !line.trim().startsWith("#");

function nextContentLine(text: string, lineNo: number): number {
  const lines = text.split("\n");
  for (let n = lineNo + 1; n <= lines.length; n++) if (isContent(lines[n - 1])) return n;
  return lineNo;
}
