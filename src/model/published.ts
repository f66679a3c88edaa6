// What the site has published, kept beside the content in content/published.json
// by the tooling (`npm run legal`, src/tools/legal/record.ts), like the
// translations' record: for each legal page, the `updated:` date it was
// published under and, per language, a hash of its rendered text with the
// value of every token it names; and the names each plan has been published
// under, per language. The model reads it: the plans' former names are facts
// (a text that still says one is a check, src/checks/figures.ts), and the
// legal pages' dates are held to it by src/checks/legal-dates.ts.
import path from "node:path";
import { isBlock, readJsonRecord } from "../parse/json-record.ts";
import type { ContentProblem, ShownPath } from "../parse/problem.ts";
import type { Facts } from "./facts.ts";
import type { Plan } from "./schema/plans.ts";

export const PUBLISHED_FILE = "published.json";

/** One legal page's text in one language, as published: a hash of what it says apart from its tokens, and each token's value. */
export interface PublishedText {
  hash: string;
  tokens: Record<string, string>;
}

export interface PublishedRecord {
  /** slug → the date it was published under, and its text per language code. */
  legal: Record<string, { updated: string; texts: Record<string, PublishedText> }>;
  /** language code → plan id → every name it has been published under. */
  planNames: Record<string, Record<string, string[]>>;
}

const EMPTY: PublishedRecord = { legal: {}, planNames: {} };

const isStringMap = (value: unknown): value is Record<string, string> =>
  isBlock(value) && Object.values(value).every((v) => typeof v === "string");

function isRecord(data: unknown): data is PublishedRecord {
  return (
    isBlock(data) &&
    isBlock(data.legal) &&
    Object.values(data.legal).every(
      (page) =>
        isBlock(page) &&
        typeof page.updated === "string" &&
        isBlock(page.texts) &&
        Object.values(page.texts).every((text) => isBlock(text) && typeof text.hash === "string" && isStringMap(text.tokens)),
    ) &&
    isBlock(data.planNames) &&
    Object.values(data.planNames).every(
      (plans) => isBlock(plans) && Object.values(plans).every((names) => Array.isArray(names) && names.every((n) => typeof n === "string")),
    )
  );
}

/** The record, or an empty one and what is wrong with it (a check: every page then asks to be recorded again). */
export function readPublished(root: string, shownPath: ShownPath): { record: PublishedRecord; problem?: ContentProblem } {
  const file = path.join(root, PUBLISHED_FILE);
  const { record = EMPTY, problem } = readJsonRecord(file, shownPath(file), {
    writer: "npm run legal",
    shape: "each legal page's date and text, and each plan's names",
    valid: isRecord,
  });
  return { record, problem: problem && { ...problem, hint: `restore it (git checkout -- ${problem.file}), or run npm run legal record` } };
}

/** The names a language's plans had before they were renamed: recorded names that are no longer the plan's. */
export function formerNames(record: PublishedRecord, locale: string, plans: readonly Plan[]): NonNullable<Facts["formerNames"]> {
  const recorded = record.planNames[locale] ?? {};
  return plans.flatMap((plan) =>
    (recorded[plan.id] ?? [])
      .filter((name) => name.toLowerCase() !== plan.name.toLowerCase())
      .map((name) => ({ id: plan.id, name, now: plan.name })),
  );
}
