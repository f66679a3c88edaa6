// Splits a markdown file into front matter (parsed with positions, like any
// YAML content) and body, and finds the {{ settings.path }} tokens in the body
// with their line and column. gray-matter does the split; the fences are
// checked here first, because gray-matter cannot say where a split went wrong.
import matter from "gray-matter";
import type { ContentProblem } from "./problem.ts";
import { tokensInLines, type Token } from "./token-syntax.ts";
import { parseYaml, type ParsedYaml } from "./yaml.ts";

export interface ParsedMarkdown {
  frontMatter: ParsedYaml;
  body: string;
  tokens: Token[];
  bodyLine: number; // line of the file where the body starts
}

const FENCE = /^---[ \t]*$/;

/** `text` as readContentText gives it: LF line endings, no byte-order mark. */
export function parseMarkdown(file: string, text: string): ParsedMarkdown {
  const lines = text.split("\n");
  const problems: ContentProblem[] = [];
  let frontMatterText = "";
  let bodyLine = 1; // 1-based line where the body starts

  if (!FENCE.test(lines[0] ?? "")) {
    problems.push({
      file,
      line: 1,
      column: 1,
      path: "",
      expected: 'front matter between two "---" lines at the top of the file',
      found: lines[0]?.trim() ? JSON.stringify(lines[0].trim()) : "an empty first line",
      hint: 'Start the file like the other pages in its folder: a "---" line, the fields, another "---" line.',
      source: lines[0] ?? "",
    });
  } else {
    const close = lines.findIndex((line, i) => i > 0 && FENCE.test(line));
    if (close === -1) {
      problems.push({
        file,
        line: 1,
        column: 1,
        path: "",
        expected: 'a second "---" line to close the front matter',
        found: "no closing line, so the whole file would be read as front matter",
        source: lines[0],
      });
    } else {
      // Only the split: the YAML is parsed by parseYaml below, with positions.
      const split = matter(text, { engines: { yaml: () => ({}) } } as never);
      frontMatterText = split.matter.replace(/^\n/, "");
      bodyLine = close + 2;
    }
  }

  // Front matter starts on line 2, after the opening "---".
  const frontMatter = parseYaml(file, frontMatterText, 1);
  frontMatter.problems.unshift(...problems);
  const bodyLines = lines.slice(problems.length ? 0 : bodyLine - 1);
  if (problems.length) bodyLine = 1;

  const tokens = tokensInLines(bodyLines, bodyLine);
  return { frontMatter, body: bodyLines.join("\n"), tokens, bodyLine };
}
