// `npm run content -- settle`: brings the content's records up to date with
// what its editors did, so an editor with only a browser never needs a
// terminal. The pipeline runs it before every build it publishes, in the same
// run, and commits what it changed.
// - Translations: one written after its English changed (the history says,
//   src/tools/translations/history.ts), edited against the English it was
//   accepted with, or ticked as still right in the web editor, is accepted
//   (content/<code>/translated-from.json); its English guide comment follows,
//   and the ticks are cleared. A stale one stays stale.
// - Legal pages: one whose text changed since its date (a price it quotes, an
//   email, its own words) is dated today (in India) and recorded
//   (content/published.json); a new page, or a date an editor set in the form,
//   is recorded under its date.
// It changes no text a visitor reads but a legal page's date. Content with
// problems is left as it is: the build names them.
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { tidyYamlData } from "../src/editor/tidy.ts";
import { ContentError, shownFrom } from "../src/parse/problem.ts";
import { STILL_RIGHT } from "../src/model/load/still-right.ts";
import { formatDate } from "../src/text/format.ts";
import { PUBLISHED_FILE, readPublished } from "../src/model/published.ts";
import { recordJson, recordPages, withPlanNames } from "../src/tools/legal/record.ts";
import { loadContent } from "../src/model/site-model.ts";
import { readRecord, RECORD_FILE, type FileFields } from "../src/model/translation-record.ts";
import { formatProblems } from "../src/report/problems.ts";
import { dayFor, legalToSettle, withUpdated } from "../src/tools/legal/dates.ts";
import { recordText } from "../src/tools/translations/accept.ts";
import { rewriteGuides } from "../src/tools/translations/guides.ts";
import { gitHistory, inRepository, writtenAgainst } from "../src/tools/translations/history.ts";
import { settleRecord } from "../src/tools/translations/settle.ts";
import { readCommandLine } from "./command-line.ts";
import { parse } from "yaml";

const USAGE = "usage: npm run content -- settle [--content=<folder>] [--summary=<file>]";
const { values: args, positionals } = readCommandLine(
  { options: { content: { type: "string" }, summary: { type: "string" } }, allowPositionals: true },
  USAGE,
);
if (positionals[0] !== "settle" || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}
const contentDir = path.resolve(args.content ?? "content");
const shown = shownFrom(process.cwd());
const done: string[] = [];

const model = await loadContent(contentDir, { drafts: true }).catch((error: unknown) => {
  if (!(error instanceof ContentError)) throw error;
  console.error(formatProblems(error.problems));
  console.log("Nothing settled: the content has problems, which the build names at their lines.");
  process.exit(0);
});

const repository = gitHistory(contentDir);
for (const [code, files] of model.fileFields) settleTranslations(code, files);
settleLegal();

console.log(done.length ? done.join("\n") : "Nothing to settle: every translation and legal date is recorded as it is.");
if (args.summary && done.length)
  appendFileSync(args.summary, `### Settled\n\n${done.map((line) => `- ${line.replace(/^✔ /, "")}`).join("\n")}\n\n`);

/** One language: its record brought up to date, the English guides of what it accepted, its ticks cleared. */
function settleTranslations(code: string, files: FileFields[]): void {
  const dir = path.join(contentDir, code);
  const record = readRecord(dir, shown);
  const {
    record: next,
    settled,
    untold,
  } = settleRecord(record, files, (file) => {
    const translationFile = path.join(dir, file.file);
    if (!repository || !file.file.endsWith(".yaml")) return new Map();
    return writtenAgainst(repository.history, {
      english: inRepository(repository.top, path.join(contentDir, file.file)),
      translation: inRepository(repository.top, translationFile),
      fields: file.fields,
      translationText: readFileSync(translationFile, "utf8"),
    });
  });
  const recordFile = path.join(dir, RECORD_FILE);
  if (recordText(next) !== recordText(record)) writeFileSync(recordFile, recordText(next));
  for (const file of files) {
    if (!file.file.endsWith(".yaml")) continue;
    const target = path.join(dir, file.file);
    const before = readFileSync(target, "utf8");
    // The guide above each text recorded: the English it is recorded as a translation of.
    const guided = settled.filter((s) => s.file === file.file).map((s) => ({ ...s.field, value: s.english }));
    let text = rewriteGuides(before, guided);
    if (file.stillRight.size) {
      const { [STILL_RIGHT]: _ticks, ...rest } = parse(text, { logLevel: "silent" }) as Record<string, unknown>;
      text = tidyYamlData(text, rest);
    }
    if (text !== before) writeFileSync(target, text);
  }
  const current = settled.filter((s) => s.current);
  if (current.length)
    done.push(
      `✔ ${current.length} translation${current.length === 1 ? "" : "s"} of ${code} accepted (${shown(recordFile)}): ${current.map((s) => s.field.key).join(", ")}`,
    );
  const older = settled.filter((s) => !s.current);
  if (older.length)
    done.push(
      `⚠ ${older.length} translation${older.length === 1 ? "" : "s"} of ${code} written before ${older.length === 1 ? "its" : "their"} English last changed, so /${code} shows the English until updated: ${older.map((s) => s.field.key).join(", ")}`,
    );
  if (untold.length)
    done.push(
      `⚠ ${untold.length} translation${untold.length === 1 ? "" : "s"} of ${code} left to accept by hand (the history cannot tell which English ${untold.length === 1 ? "it was" : "they were"} written against): ${untold.map((f) => `${f.file}:${f.key}`).join(", ")}`,
    );
}

/** The legal pages: each whose text changed dated today, and each recorded under its date. */
function settleLegal(): void {
  const file = path.join(contentDir, PUBLISHED_FILE);
  const { record, problem } = readPublished(contentDir, shown);
  // A damaged record says nothing of what was published: recording over it would take every changed page as unchanged.
  if (problem) {
    done.push(
      `⚠ ${problem.file}:${problem.line}: cannot be read, so no legal page is dated or recorded (the build names the problem): ${problem.hint ?? ""}`,
    );
    return;
  }
  const { dated, recorded } = legalToSettle(record, model.pages, model.locale.code);
  const days = new Map<string, string>();
  for (const page of dated) {
    const day = dayFor(page, model.today);
    const target = path.join(contentDir, "legal", `${page.slug}.md`);
    const next = withUpdated(readFileSync(target, "utf8"), page, day);
    if (next === undefined) {
      done.push(
        `⚠ ${shown(target)}:${page.updatedAt.line}: its text changed, but its updated: line holds no date to change: set it by hand`,
      );
      continue;
    }
    writeFileSync(target, next);
    days.set(page.slug, day);
    done.push(`✔ ${shown(target)}: its text changed, so it is dated ${formatDate(day)} (updated: ${day})`);
  }
  for (const page of recorded) done.push(`✔ ${shown(page.file)}: recorded as published on ${formatDate(page.meta.updated)}`);
  const slugs = [...days.keys(), ...recorded.map((page) => page.slug)];
  const pages = model.pages.map((page) =>
    days.has(page.slug) ? { ...page, meta: { ...page.meta, updated: days.get(page.slug)! } } : page,
  );
  const next = slugs.length
    ? recordPages(record, { pages, editions: model.editions, sourceLocale: model.locale.code }, slugs)
    : withPlanNames(record, model.editions);
  const text = recordJson(next);
  let before: string | undefined;
  try {
    before = readFileSync(file, "utf8");
  } catch {
    before = undefined;
  }
  if (text !== before) writeFileSync(file, text);
}
