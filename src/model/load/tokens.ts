// {{ settings.path }} tokens: text in any content file may name a setting of
// site.yaml (the brand, the LLP's name, the contact email), so a detail is
// written once and every page follows. This module finds tokens with their
// line and column, fills them in text, and reports an unknown one where it is
// written, with a "did you mean". YAML values, front matter and markdown
// bodies all go through it, so a token works, or fails, the same everywhere.
import { closest, type ContentProblem } from "./problem.ts";

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

export const EXAMPLES = [
  "legal.entity",
  "legal.llpNumber",
  "legal.jurisdictionCity",
  "legal.address",
  "contact.email",
  "contact.phone",
  "brand.name",
];

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

/** The text a setting holds, or undefined when there is no such text or number setting. */
export function settingAt(settings: unknown, dotted: string): string | undefined {
  let node: unknown = settings;
  for (const key of dotted.split(".")) {
    if (node === null || typeof node !== "object" || Array.isArray(node) || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === "string" || typeof node === "number" ? String(node) : undefined;
}

/** Every setting a token can name: the dotted paths of site.yaml's text and number values. */
function settingPaths(node: unknown, prefix = ""): string[] {
  if (typeof node === "string" || typeof node === "number") return [prefix];
  if (!node || typeof node !== "object" || Array.isArray(node)) return [];
  return Object.entries(node).flatMap(([key, value]) => settingPaths(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * Problems for the tokens that name no usable setting: unknown ones, and ones
 * whose setting has a token of its own (filled once, a token stays a token).
 */
export function tokenProblems(
  file: string,
  tokens: readonly Token[],
  { settings, examples = EXAMPLES }: { settings: unknown; examples?: readonly string[] },
): ContentProblem[] {
  if (!settings) return []; // site.yaml is unreadable: its own problems say so
  const problems: ContentProblem[] = [];
  for (const token of tokens) {
    const value = settingAt(settings, token.name);
    const at = { file, line: token.line, column: token.column, path: token.raw, source: token.source };
    if (token.unclosed) {
      problems.push({
        ...at,
        expected: "a setting written between {{ and }}, like {{brand.name}}",
        found: `${JSON.stringify(token.raw)} with no }} after it on its line, which would show on the page as written`,
        hint: token.name && value !== undefined ? `close it: ${token.raw.trimEnd()}}}` : undefined,
      });
    } else if (value === undefined) {
      const guess = closest(token.name, settingPaths(settings));
      const setting = examples === EXAMPLES ? "a site setting" : "a site setting or a fact";
      problems.push({
        ...at,
        expected: `${setting} such as ${examples.join(", ")}`,
        found: `an unknown setting "${token.name}"`,
        hint: guess ? `did you mean {{${guess}}}?` : undefined,
      });
    } else if (value.includes("{{")) {
      problems.push({
        ...at,
        expected: "a setting whose own text has no {{…}} token",
        found: `"${token.name}", which holds ${JSON.stringify(value)}`,
        hint: "write the setting out in full in site.yaml",
      });
    }
  }
  return problems;
}

/** Text with each known token replaced by its setting; unknown tokens are left for tokenProblems to report. */
function fillText(text: string, settings: unknown): string {
  if (!text.includes("{{") || !settings) return text;
  return text.replace(TOKEN_PATTERN, (raw, name: string) => settingAt(settings, name) ?? raw);
}

/** Data with every string's tokens filled: the YAML of any content file, after parsing. */
export function fillData(data: unknown, settings: unknown): unknown {
  if (typeof data === "string") return fillText(data, settings);
  if (Array.isArray(data)) return data.map((item) => fillData(item, settings));
  if (data && typeof data === "object")
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fillData(value, settings)]));
  return data;
}
