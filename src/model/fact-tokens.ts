// Facts named by token in the YAML texts: a heading, an intro or an answer in
// landing.yaml, plans.yaml or site.yaml (in any language) may say
// {{plans.complete-solution.name}}, {{plans.lead-management.price}} or
// {{pricing.guarantee.days}} as a legal page does, so a renamed plan or a new
// price is said everywhere at once. Facts come from the validated files, so
// their tokens are filled after validation: each language's texts with its
// own facts (the Hindi plan name in Hindi), and a text a page shows in English
// (not yet translated, or stale) with the English ones.
import { closest, type ContentProblem } from "./load/problem.ts";
import { settingAt, type Token } from "./load/tokens.ts";
import { namesUnknownFacts, type Facts } from "./facts.ts";

/** The first names of the facts' tokens: a token starting with one is a fact's, not a site setting's. */
const FACT_NAMES = ["plans", "pricing", "offer", "privacy"];

export const isFactToken = (name: string) => FACT_NAMES.includes(name.split(".")[0]!);

const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Text with each fact token filled; any other token (unknown, or a setting's, already filled) is left as it is. */
export function fillFactText(text: string, facts: Facts): string {
  if (!text.includes("{{")) return text;
  return text.replace(TOKEN, (raw, name: string) => (isFactToken(name) ? (settingAt(facts, name) ?? raw) : raw));
}

/**
 * Data with every string's fact tokens filled. Only what holds a token is
 * copied (the data given is not changed): most texts name no fact, and the
 * site's data is filled on every load, in every language.
 */
export function fillFacts<T>(data: T, facts: Facts): T {
  const fill = (node: unknown): unknown => {
    if (typeof node === "string") return fillFactText(node, facts);
    if (Array.isArray(node)) {
      const list: readonly unknown[] = node;
      let copy: unknown[] | undefined;
      list.forEach((child, i) => {
        const filled = fill(child);
        if (filled !== child) (copy ??= [...list])[i] = filled;
      });
      return copy ?? list;
    }
    if (node && typeof node === "object") {
      let copy: Record<string, unknown> | undefined;
      for (const [key, value] of Object.entries(node)) {
        const filled = fill(value);
        if (filled !== value) (copy ??= { ...node })[key] = filled;
      }
      return copy ?? node;
    }
    return node;
  };
  return fill(data) as T;
}

/** Every fact a token can name, dotted: plans.ai-chat-bot.price, pricing.guarantee.days. */
function factNames(facts: Facts): string[] {
  const names: string[] = [];
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === "string") names.push(prefix);
    else if (node && typeof node === "object" && !Array.isArray(node))
      for (const [key, value] of Object.entries(node)) walk(value, prefix ? `${prefix}.${key}` : key);
  };
  for (const name of FACT_NAMES) walk((facts as unknown as Record<string, unknown>)[name], name);
  return names;
}

/** Problems for the fact tokens of a file that name no fact (those of a file that failed its schema wait for its own problems). */
export function factTokenProblems(file: string, tokens: readonly Token[], facts: Facts): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const token of tokens) {
    if (token.unclosed || !isFactToken(token.name) || namesUnknownFacts(token.name, facts)) continue;
    const value = settingAt(facts, token.name);
    const at = { file, line: token.line, column: token.column, path: token.raw, source: token.source };
    if (value === undefined) {
      const guess = closest(token.name, factNames(facts));
      problems.push({
        ...at,
        expected: "a fact of the content, such as plans.<id>.name, plans.<id>.price, pricing.guarantee.days or offer.discount",
        found: `an unknown fact "${token.name}"`,
        hint: guess ? `did you mean {{${guess}}}?` : undefined,
      });
    } else if (value.includes("{{")) {
      problems.push({
        ...at,
        expected: "a fact whose own text has no {{…}} token",
        found: `"${token.name}", which holds ${JSON.stringify(value)}`,
        hint: "write the fact out in full where it is set",
      });
    }
  }
  return problems;
}
