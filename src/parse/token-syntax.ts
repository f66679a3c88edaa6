// How a {{…}} token is written: found in a text, closed or not, at its line
// and column. The parsers read tokens as they read the file (src/parse/yaml.ts,
// front-matter.ts); what a token names, and the problems of one that names
// nothing, are the model's (src/model/load/tokens.ts).
export interface Token {
  name: string; // e.g. legal.llpNumber
  raw: string; // e.g. {{ legal.llpNumber }}
  line: number;
  column: number;
  source: string;
  /** "{{brand.name" with no "}}" after it on its line: it would reach the page as written. */
  unclosed?: boolean;
}

const TOKEN_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;
/** A "{{" that no "}}" closes before another brace opens: across lines too, as TOKEN_PATTERN fills it. */
const UNCLOSED_PATTERN = /\{\{(?![^{}]*\}\})[ \t]*([^\s{}]*)/g;

/** The tokens written in a piece of text, closed or not, by their offset in it. */
export function findTokens(text: string): { name: string; raw: string; index: number; unclosed?: boolean }[] {
  if (!text.includes("{{")) return [];
  const closed = [...text.matchAll(TOKEN_PATTERN)].map((m) => ({ name: m[1]!, raw: m[0], index: m.index }));
  const unclosed = [...text.matchAll(UNCLOSED_PATTERN)].map((m) => ({ name: m[1]!, raw: m[0], index: m.index, unclosed: true }));
  return [...closed, ...unclosed].sort((a, b) => a.index - b.index);
}

/** Every token in these lines; `firstLine` is the file's line number of lines[0]. */
export function tokensInLines(lines: readonly string[], firstLine: number): Token[] {
  const tokens: Token[] = [];
  lines.forEach((lineText, index) => {
    if (!lineText.includes("{{")) return;
    for (const { index: at, ...token } of findTokens(lineText))
      tokens.push({ ...token, line: firstLine + index, column: at + 1, source: lineText });
  });
  return tokens;
}

/** Text with each closed token replaced as `replace` says. */
export const replaceTokens = (text: string, replace: (raw: string, name: string) => string): string =>
  text.includes("{{") ? text.replace(TOKEN_PATTERN, replace) : text;
