// Splits a markdown file into front matter (parsed with positions, like any
// YAML content) and body, and finds the {{ settings.path }} tokens in the body
// with their line and column.
import matter from "gray-matter";
import { parseYaml, type ParsedYaml } from "./yaml.ts";

export interface Token {
  name: string; // e.g. legal.llpNumber
  raw: string; // e.g. {{ legal.llpNumber }}
  line: number;
  column: number;
  source: string;
}

export interface ParsedMarkdown {
  frontMatter: ParsedYaml;
  body: string;
  tokens: Token[];
  bodyLine: number; // line of the file where the body starts
}

export const TOKEN_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

// gray-matter caches by content and parses YAML itself; we only want the split.
const splitOnly = { engines: { yaml: () => ({}) } } as const;

export function parseMarkdown(file: string, text: string): ParsedMarkdown {
  const split = matter(text, splitOnly as never);
  const hasFrontMatter = text.startsWith("---");
  const frontMatter = parseYaml(file, split.matter, hasFrontMatter ? 1 : 0);
  if (!hasFrontMatter) {
    frontMatter.problems.push({
      file,
      line: 1,
      column: 1,
      path: "",
      expected: 'front matter between two "---" lines at the top of the file',
      found: JSON.stringify(text.split("\n")[0] ?? ""),
      source: text.split("\n")[0] ?? "",
    });
  }
  const bodyStart = text.length - split.content.length;
  const bodyLine = text.slice(0, bodyStart).split("\n").length;
  const lines = split.content.split("\n");
  const tokens: Token[] = [];
  lines.forEach((lineText, index) => {
    for (const match of lineText.matchAll(TOKEN_PATTERN)) {
      tokens.push({ name: match[1]!, raw: match[0], line: bodyLine + index, column: match.index! + 1, source: lineText });
    }
  });
  return { frontMatter, body: split.content, tokens, bodyLine };
}
