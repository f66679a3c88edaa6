// What the site has published, kept beside the content in content/published.json
// by the tooling (`npm run legal`), like the translations' record: for each
// legal page, the `updated:` date it was published under and, per language, a
// hash of its rendered text with the value of every token it names; and the
// names each plan has been published under, per language.
//
// The legal pages promise to change their date when their text changes. With
// this record the build keeps that promise: a page whose rendered text is no
// longer the one recorded under its date (a price its table names by token, a
// paragraph edited, a policy paragraph from configuration) is a check at its
// `updated:` line, saying what changed, until `npm run legal updated <page>`
// sets today's date and records the new text. And a text that still says a
// plan's former name after a rename is a check at its line (src/checks/figures.ts).
import path from "node:path";
import type { LegalPage } from "./load/legal-pages.ts";
import { isBlock, readJsonRecord, textHash } from "./load/json-record.ts";
import type { ContentProblem, ShownPath } from "./load/problem.ts";
import { formatDate } from "../text/format.ts";
import type { Facts } from "./facts.ts";
import type { Plan } from "./schema/plans.ts";

export const PUBLISHED_FILE = "published.json";

/** One legal page's text in one language, as published: a hash of what it says apart from its tokens, and each token's value. */
interface PublishedText {
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

/**
 * A legal page's text as the record keeps it: what it says, as written with
 * its tokens (title, description, body), hashed; and each token's value.
 * Together they are the text the visitor reads, and apart they say what
 * changed: an edit, or a value. A change of how markdown becomes HTML is not
 * a change of the text, and does not move the date.
 */
function publishedText(page: LegalPage): PublishedText {
  const { title, description, body } = page.texts;
  return { hash: textHash(`${title}\n${description}\n${body}`), tokens: page.tokens };
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

/**
 * The legal pages whose text is not the one recorded under their date, each
 * at its `updated:` line, saying what changed. `pages`: every legal page of
 * every language published; a translation is checked with its English page,
 * whose date it shows.
 */
export function legalDateChecks(record: PublishedRecord, pages: readonly LegalPage[], sourceLocale: string): ContentProblem[] {
  const checks: ContentProblem[] = [];
  for (const page of pages.filter((p) => p.locale === sourceLocale)) {
    const { updated } = page.meta;
    const entry = record.legal[page.slug];
    const at = { ...page.updatedAt, path: "updated" };
    const shownDate = formatDate(updated);
    if (!entry || entry.updated !== updated) {
      checks.push({
        ...at,
        expected: `a record of the text published on ${shownDate}, so a later change of it is noticed`,
        found: entry ? `a record of the text published on ${formatDate(entry.updated)}, the date it had before` : "no record of this page",
        hint: `if the page as it is now is what was published on ${shownDate}, record it: npm run legal record ${page.slug}`,
      });
      continue;
    }
    const changes: string[] = [];
    for (const translated of pages.filter((p) => p.slug === page.slug)) {
      const now = publishedText(translated);
      const then = entry.texts[translated.locale];
      const language = translated.locale === sourceLocale ? "" : ` (the ${translated.locale} translation)`;
      if (!then) {
        changes.push(`the ${translated.locale} translation, published since`);
        continue;
      }
      if (then.hash !== now.hash) changes.push(`its text was edited${language}`);
      const names = [...new Set([...Object.keys(then.tokens), ...Object.keys(now.tokens)])].sort();
      const moved = names.filter((name) => then.tokens[name] !== now.tokens[name]);
      for (const name of moved)
        changes.push(
          now.tokens[name] === undefined
            ? `{{${name}}} is no longer named${language}`
            : then.tokens[name] === undefined
              ? `{{${name}}} is named now${language}`
              : `{{${name}}} is now ${JSON.stringify(now.tokens[name])}, was ${JSON.stringify(then.tokens[name])}${language}`,
        );
    }
    if (!changes.length) continue;
    checks.push({
      ...at,
      expected: `the date of the page's last change: it says its text has not changed since ${shownDate}`,
      found: `a text other than the one recorded under ${shownDate}: ${changes.join("; ")}`,
      hint: `set today's date and record the new text: npm run legal updated ${page.slug}`,
    });
  }
  return checks;
}

/**
 * The record with `pages` (their slugs; every legal page when none is named)
 * recorded as they are, and every plan's name of every language added to the
 * names it has been published under.
 */
export function recordPages(
  record: PublishedRecord,
  {
    pages,
    editions,
    sourceLocale,
  }: { pages: readonly LegalPage[]; editions: readonly { locale: { code: string }; plans: readonly Plan[] }[]; sourceLocale: string },
  slugs?: readonly string[],
): PublishedRecord {
  const next: PublishedRecord = structuredClone(record);
  // Recording every page drops the pages that are gone.
  if (!slugs?.length) next.legal = {};
  for (const page of pages.filter((p) => p.locale === sourceLocale && (!slugs?.length || slugs.includes(p.slug)))) {
    const texts = Object.fromEntries(pages.filter((p) => p.slug === page.slug).map((p) => [p.locale, publishedText(p)]));
    next.legal[page.slug] = { updated: page.meta.updated, texts };
  }
  return withPlanNames(next, editions);
}

/** The record with every plan's name of every language added to the names it has been published under. */
export function withPlanNames(
  record: PublishedRecord,
  editions: readonly { locale: { code: string }; plans: readonly Plan[] }[],
): PublishedRecord {
  const next: PublishedRecord = structuredClone(record);
  for (const edition of editions) {
    const names = (next.planNames[edition.locale.code] ??= {});
    for (const plan of edition.plans) {
      const known = (names[plan.id] ??= []);
      if (!known.includes(plan.name)) known.push(plan.name);
    }
  }
  return next;
}

/** The record as the tooling writes it: keys sorted, so the file changes only where a page or a name did. */
export function recordJson(record: PublishedRecord): string {
  const sort = (value: unknown): unknown =>
    Array.isArray(value)
      ? value
      : isBlock(value)
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sort(value[key])]),
          )
        : value;
  return `${JSON.stringify(sort(record), null, 2)}\n`;
}
