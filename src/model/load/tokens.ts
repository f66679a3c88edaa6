// {{…}} tokens, the one way any content text names a value written elsewhere:
// a site setting ({{ legal.llpNumber }}, {{brand.name}}), so a detail is
// written once and every page follows, or a fact of the validated content
// ({{plans.<id>.price}}, {{pricing.guarantee.days}}), so a renamed plan or a
// new price is said everywhere at once. YAML values, front matter and
// markdown bodies are all read through this module, so a token is found,
// filled and reported (where it is written, with a "did you mean") the same
// way everywhere. Settings are filled before validation, from site.yaml as
// written; facts only exist once the files are valid, so theirs are filled
// after, each language's texts with its own facts.
import { FACT_EXAMPLES, namesUnknownFacts, type Facts } from "../facts.ts";
import { closest, type ContentProblem } from "../../parse/problem.ts";
import { replaceTokens, type Token } from "../../parse/token-syntax.ts";

/** The first names of the facts' tokens: a token starting with one is a fact's, not a site setting's. */
const FACT_NAMES = ["plans", "pricing", "offer", "privacy"];

export const isFactToken = (name: string) => FACT_NAMES.includes(name.split(".")[0]!);

/** The settings an unknown token's message gives as examples; facts' follow them, as any text may name both. */
const SETTING_EXAMPLES = [
  "legal.entity",
  "legal.llpNumber",
  "legal.jurisdictionCity",
  "legal.address",
  "contact.email",
  "contact.phone",
  "brand.name",
];

/** The text a token names: a text or number at its dotted path, or undefined when there is none. */
export function valueAt(values: unknown, dotted: string): string | undefined {
  let node: unknown = values;
  for (const key of dotted.split(".")) {
    if (node === null || typeof node !== "object" || Array.isArray(node) || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === "string" || typeof node === "number" ? String(node) : undefined;
}

/** Every name a token can give: the dotted paths of the text and number values (under `roots` only, in their order, when given). */
function valuePaths(node: unknown, roots?: readonly string[], prefix = ""): string[] {
  if (roots) return roots.flatMap((root) => valuePaths((node as Record<string, unknown>)[root], undefined, root));
  if (typeof node === "string" || typeof node === "number") return [prefix];
  if (!node || typeof node !== "object" || Array.isArray(node)) return [];
  return Object.entries(node).flatMap(([key, value]) => valuePaths(value, undefined, prefix ? `${prefix}.${key}` : key));
}

/** One kind of token: what its tokens name, which tokens are its to check, and how its problems word it. */
export interface TokenKind {
  /** The values its tokens name; undefined while they cannot be read (site.yaml's own problems say so). */
  values: unknown;
  takes: (token: Token) => boolean;
  /** The first names a guess is chosen under; any name of the values when not given. */
  roots?: readonly string[];
  noun: string;
  /** What an unknown token's message says was expected. */
  expected: string;
  /** The hint for a value that holds a token itself. */
  inFull: string;
}

/**
 * Site settings (and, for a legal page, which names both at once, facts):
 * checked before validation. A fact's token is left for the facts, unless
 * `takes` says otherwise.
 */
export const settingTokens = (settings: unknown, takes: (token: Token) => boolean = (token) => !isFactToken(token.name)): TokenKind => ({
  values: settings,
  takes,
  noun: "setting",
  expected: `a site setting or a fact such as ${[...SETTING_EXAMPLES, ...FACT_EXAMPLES].join(", ")}`,
  inFull: "write the setting out in full in site.yaml",
});

/** Facts, checked once the files are valid; a token naming facts of a file that failed its schema waits for that file's own problems. */
export const factTokens = (facts: Facts): TokenKind => ({
  values: facts,
  takes: (token) => !token.unclosed && isFactToken(token.name) && !namesUnknownFacts(token.name, facts),
  roots: FACT_NAMES,
  noun: "fact",
  expected: "a fact of the content, such as plans.<id>.name, plans.<id>.price, pricing.guarantee.days or offer.discount",
  inFull: "write the fact out in full where it is set",
});

/**
 * Problems for the tokens of a kind that name no usable value: unknown ones,
 * ones left open, and ones whose value has a token of its own (filled once,
 * a token stays a token).
 */
export function tokenProblems(file: string, tokens: readonly Token[], kind: TokenKind): ContentProblem[] {
  if (!kind.values) return [];
  const problems: ContentProblem[] = [];
  for (const token of tokens) {
    if (!kind.takes(token)) continue;
    const value = valueAt(kind.values, token.name);
    const at = { file, line: token.line, column: token.column, path: token.raw, source: token.source };
    if (token.unclosed) {
      problems.push({
        ...at,
        expected: "a setting written between {{ and }}, like {{brand.name}}",
        found: `${JSON.stringify(token.raw)} with no }} after it on its line, which would show on the page as written`,
        hint: token.name && value !== undefined ? `close it: ${token.raw.trimEnd()}}}` : undefined,
      });
    } else if (value === undefined) {
      const guess = closest(token.name, valuePaths(kind.values, kind.roots));
      problems.push({
        ...at,
        expected: kind.expected,
        found: `an unknown ${kind.noun} "${token.name}"`,
        hint: guess ? `did you mean {{${guess}}}?` : undefined,
      });
    } else if (value.includes("{{")) {
      problems.push({
        ...at,
        expected: `a ${kind.noun} whose own text has no {{…}} token`,
        found: `"${token.name}", which holds ${JSON.stringify(value)}`,
        hint: kind.inFull,
      });
    }
  }
  return problems;
}

/**
 * Data with every string's tokens filled from `values` (only those `takes`
 * names); unknown ones are left for tokenProblems to report. Only what holds
 * a token is copied (the data given is not changed): most texts name none,
 * and the site's data is filled on every load, in every language.
 */
export function fillTokens<T>(data: T, values: unknown, takes: (name: string) => boolean = () => true): T {
  const fill = (node: unknown): unknown => {
    if (typeof node === "string") return replaceTokens(node, (raw, name) => (takes(name) ? (valueAt(values, name) ?? raw) : raw));
    if (Array.isArray(node)) {
      const filled = node.map(fill);
      return filled.some((child, i) => child !== node[i]) ? filled : node;
    }
    if (node && typeof node === "object") {
      // Copied as entries, so a key named __proto__ stays data.
      const entries = Object.entries(node);
      const filled = entries.map(([key, value]) => [key, fill(value)] as const);
      return filled.some(([, value], i) => value !== entries[i]![1]) ? Object.fromEntries(filled) : node;
    }
    return node;
  };
  return fill(data) as T;
}

/** Data with every string's fact tokens filled; any other token (unknown, or a setting's, already filled) is left as it is. */
export const fillFacts = <T>(data: T, facts: Facts): T => fillTokens(data, facts, isFactToken);
