// What the page claims, against what it can show. A claim is an object with a
// `figure` (a proof figure, a benefit, the problem's loss: the schema's `stat`
// and `basis`, src/model/schema/section-parts.ts). One without its basis is on
// the launch list, so build:production refuses it at its line; a basis older
// than site.yaml's claims.reviewAfterMonths is a notice, due for review. A
// superlative typed into a text ("fastest", "#1", "guaranteed", "100%", "सबसे
// तेज़") is a notice at its line, for the editor to substantiate or soften: it
// is published, never unnoticed.
import { formatDate } from "../text/format.ts";
import { z } from "zod";
import type { Notice } from "./notice.ts";
import { defOf } from "../model/schema/zod-def.ts";
import type { Words } from "../model/schema/fields.ts";
import { formatPath } from "../parse/problem.ts";
import type { SourceMap } from "../parse/yaml.ts";
import type { WrittenText } from "../model/site-model.ts";
import { walkContent } from "../parse/content-walk.ts";
import type { LaunchItem } from "./launch.ts";

/** How long a basis stays current when site.yaml does not say. */
const REVIEW_AFTER_MONTHS = 12;

/** The claims of one YAML file's data: each without a basis (launch items), each basis due for review (notices). */
export function claimFindings(
  { data, source }: { data: unknown; source: SourceMap },
  { today, reviewAfterMonths = REVIEW_AFTER_MONTHS }: { today: string; reviewAfterMonths?: number },
): { launch: LaunchItem[]; notices: Notice[] } {
  const launch: LaunchItem[] = [];
  const notices: Notice[] = [];
  walkContent(data, (node, at) => {
    if (!isRecord(node) || !isRecord(node.figure)) return;
    const basis = node.basis;
    if (!isRecord(basis)) {
      launch.push({
        ...source.keyPosition([...at, "figure"]),
        kind: "value",
        path: `${formatPath(at)}.basis`,
        value: "no basis: what the figure measures, where it comes from, the day it was true on",
      });
      return false;
    }
    if (typeof basis.asOf === "string" && dueForReview(basis.asOf, today, reviewAfterMonths))
      notices.push({
        ...source.valuePosition([...at, "basis", "asOf"]),
        message: `the basis of ${formatPath(at)}${typeof node.label === "string" ? ` ("${node.label}")` : ""} is of ${formatDate(basis.asOf)}, more than ${reviewAfterMonths} months ago: due for review. Check the figure, then set asOf to the day it was true on`,
      });
    return false;
  });
  return { launch, notices };
}

/** Whether a basis of `asOf` is `months` or more old on `today` (both YYYY-MM-DD). */
export function dueForReview(asOf: string, today: string, months: number): boolean {
  const due = new Date(`${asOf}T00:00:00Z`);
  const day = due.getUTCDate();
  due.setUTCMonth(due.getUTCMonth() + months);
  // 31 August + 6 months is the last of February, not 3 March.
  if (due.getUTCDate() !== day) due.setUTCDate(0);
  return due.toISOString().slice(0, 10) <= today;
}

/**
 * Words that claim to be the best, the first, certain or total, in English
 * and Hindi. Each is matched as a whole word (or sign), any case.
 */
const SUPERLATIVES = [
  /\b(?:fastest|quickest|best|cheapest|lowest[- ]priced|biggest|largest|leading|unbeatable|unmatched|world[- ]class|most (?:trusted|advanced|accurate|reliable))\b/giu,
  /(?:#\s?1\b|\bno\.?\s?1\b|\bnumber (?:one|1)\b)/giu,
  /\bguarantee(?:d|s)?\b(?![- ](?:period|days?)\b)/giu,
  /(?<![\d.])100\s?%/gu,
  /सबसे\s+(?:तेज़|तेज|अच्छा|अच्छी|अच्छे|बेहतर|बेहतरीन|सस्ता|सस्ती|बड़ा|बड़ी|भरोसेमंद|आगे|पहला|पहली|आसान)/gu,
  /(?:सर्वश्रेष्ठ|सर्वोत्तम|बेस्ट|नंबर\s?(?:1|१|वन)|गारंटीड|गारंटी(?:शुदा)?\s+(?:नतीजे|परिणाम)|१००\s?%)/gu,
];

/** What comes before "guarantee" when it is an offer's term ("30-day money-back guarantee", "मनी-बैक गारंटी"), not a claim. */
const OFFER_TERM = /(?:money[- ]back|\d+[- ]days?|मनी[- ]बैक)\s*$/iu;

/**
 * Each superlative in the texts, at its line: a notice naming the word and
 * its field. A token's own text ({{…}}) is a fact and is not read. A money-back
 * guarantee ("30-day money-back guarantee") is an offer's term, not a claim.
 */
export function superlativeNotices(texts: WrittenText[]): Notice[] {
  const notices: Notice[] = [];
  for (const { text, locate, path } of texts) {
    const line = text.replace(/\{\{[^{}]*\}\}/g, (token) => " ".repeat(token.length));
    const found = SUPERLATIVES.flatMap((pattern) => [...line.matchAll(pattern)])
      .filter((match) => !OFFER_TERM.test(line.slice(0, match.index).replace(/\s+/g, " ")))
      .sort((a, b) => a.index - b.index);
    for (const match of found) {
      // The same word earlier in the text is written earlier in the file too.
      const before = line.slice(0, match.index).split(match[0]).length - 1;
      notices.push({
        ...locate(match[0], before),
        message: `"${match[0]}" in ${path} claims to be the best, first, certain or total: substantiate it (a figure with its basis) or soften it`,
      });
    }
  }
  return notices;
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value);

/** A claimed figure as the page shows it in one language ("24 hours", "24 घंटे"), to match the same figure typed into a text. */
export interface ShownClaim {
  shown: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const normal = (figure: string) => figure.toLowerCase().replace(/[\s,]/g, "");

/**
 * Figures typed into a language's texts that no claimed figure says (with its
 * basis): a percentage, a score (4.9/5), a count with "+", an amount in lakh
 * or crore, a length of time in the language's own words. One notice per
 * figure, at its first text, naming the others. A basis's own words describe
 * a figure, and an illustrative block's (illustrativePaths) show made-up data:
 * neither is read.
 */
export function typedFigureNotices(
  texts: WrittenText[],
  claims: ShownClaim[],
  words: Words,
  illustrative: readonly string[] = [],
): Notice[] {
  const units = (["second", "minute", "hour", "day"] as const)
    .flatMap((unit) => [words[unit].one, words[unit].other])
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  const amounts = [words.lakh, words.crore].map(escapeRegExp);
  const figure = new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}.,/])(?:\\d+(?:\\.\\d+)?\\s?%|\\d+(?:\\.\\d+)?/\\d+|\\d[\\d,]*\\+|₹\\s?\\d+(?:\\.\\d+)?\\s?(?:${amounts.join("|")})\\+?|\\d+\\s?(?:${units.join("|")}))(?![\\p{L}\\p{M}])`,
    "giu",
  );
  const claimed = new Set(claims.map((claim) => normal(claim.shown)));
  const found = new Map<string, { where: Notice; fields: string[] }>();
  for (const { text, locate, path } of texts) {
    const field = path.replace(/\[[^\]]*\]/g, "");
    if (/(^|\.)basis\./.test(field) || illustrative.some((at) => field === at || field.startsWith(`${at}.`))) continue;
    for (const match of text.matchAll(figure)) {
      const key = normal(match[0]);
      if (claimed.has(key)) continue;
      const seen = found.get(key);
      if (seen) {
        if (!seen.fields.includes(path)) seen.fields.push(path);
        continue;
      }
      found.set(key, { where: { ...locate(match[0], 0), message: match[0] }, fields: [path] });
    }
  }
  return [...found.values()].map(({ where, fields }) => ({
    ...where,
    message: `"${where.message}" is a figure the page claims (${fields.join(", ")}) that no claimed figure with a basis says: add it to proof with its basis, or say it without the number`,
  }));
}

/**
 * The fields under a block the schema marks `illustrative` (made-up data that
 * shows the product at work), as text paths start: "features.chat". Their
 * figures claim nothing.
 */
export function illustrativePaths(schema: z.core.$ZodType): string[] {
  const found: string[] = [];
  const walk = (node: z.core.$ZodType, at: string) => {
    if ((z.globalRegistry.get(node) as { illustrative?: unknown } | undefined)?.illustrative === true) return void found.push(at);
    const def = defOf(node);
    for (const inner of [def.innerType, def.in, def.element, ...(def.options ?? [])]) if (inner) walk(inner, at);
    for (const [key, field] of Object.entries(def.shape ?? {})) walk(field, at ? `${at}.${key}` : key);
  };
  walk(schema, "");
  return found;
}
