// Translation coverage: for each language, which of the source's texts are
// translated, which are missing, and which are stale (the English changed after
// the translation was made). What each translation was made from is recorded in
// content/<code>/translated-from.json, a file the tooling writes (`npm run
// translations -- accept <code>`): per file and field, a short hash of the
// English text the translator saw. This module reads and writes that record,
// builds the report, and writes a new language's starting files.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Document, isScalar, isSeq, visit } from "yaml";
import { pathOf } from "./load/yaml-nodes.ts";
import { describeValue, formatPath, formatProblem, positionAt, shownPath, type ContentProblem } from "./load/problem.ts";
import { readContentText } from "./load/text.ts";
import type { TextField } from "./load/translation.ts";
import type { Position } from "./load/yaml.ts";

export const RECORD_FILE = "translated-from.json";

/** file (landing.yaml) → field path (hero.heading) → hash of the English text. */
export type Record = { [file: string]: { [path: string]: string } };

/** A short, stable hash of a source text: enough to notice that it changed. */
export const sourceHash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 12);

export function readRecord(localeDir: string): Record {
  return readRecordFile(localeDir).record;
}

/**
 * The record, and what is wrong with it if an editor damaged it (a merge
 * conflict left in, a bracket deleted): at its line, for the coverage report.
 * A damaged record builds the same site, every text of its language reported
 * stale until it is repaired, so it is a warning, not an error.
 */
export function readRecordFile(localeDir: string): { record: Record; problem?: ContentProblem } {
  const file = path.join(localeDir, RECORD_FILE);
  if (!existsSync(file)) return { record: {} };
  const shown = shownPath(file);
  const read = readContentText(file, shown, `the record ${RECORD_FILE}`);
  if (read.text === undefined) return { record: {}, problem: read.problems[0] };
  const text = read.text;
  const at = (offset: number) => {
    const { line, column } = positionAt(text, offset);
    return { file: shown, line, column, source: text.split("\n")[line - 1] ?? "" };
  };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    // JSON.parse names an offset for most mistakes ("… in JSON at position 18").
    const message = (error as Error).message;
    const offset = Number(/at position (\d+)/.exec(message)?.[1] ?? (/end of JSON/.test(message) ? text.trimEnd().length : 0));
    return { record: {}, problem: { ...at(offset), path: "", expected: "the JSON npm run translations writes", found: message.replace(/ in JSON at position \d+.*$/, "") } };
  }
  const valid =
    data != null && typeof data === "object" && !Array.isArray(data) && Object.values(data).every((fields) => fields != null && typeof fields === "object" && !Array.isArray(fields) && Object.values(fields).every((hash) => typeof hash === "string"));
  if (!valid) return { record: {}, problem: { ...at(text.search(/\S|$/)), path: "", expected: "the record npm run translations writes: for each file, each field's hash", found: describeValue(data) } };
  return { record: data as Record };
}

/** The record as the tooling writes it: keys sorted, so the file changes only where a translation did. */
export function recordText(record: Record): string {
  const sorted = Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((file) => [file, Object.fromEntries(Object.keys(record[file]!).sort().map((key) => [key, record[file]![key]!]))]),
  );
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

/** One text of a language that is not ready: missing, or made from English that has changed since. */
export interface CoverageItem extends Position {
  /** The translation file it belongs in, as shown (content/hi/landing.yaml). */
  in: string;
  path: string;
  /** The English text. */
  english: string;
}

export interface Coverage {
  code: string;
  name: string;
  status: "published" | "draft";
  total: number;
  translated: number;
  missing: CoverageItem[];
  /** Translated, but the English changed after (or there is no record of what it was made from). */
  stale: (CoverageItem & { why: "changed" | "unrecorded" })[];
  /** What is wrong with the record of what each text was made from, when an edit damaged it. */
  recordProblem?: ContentProblem;
}

/** One source file's fields, with their translations, as merged: what the report counts. */
export interface FileFields {
  /** The source file's name, relative to content/ (landing.yaml, legal/privacy-policy.md). */
  file: string;
  /** The translation file, as shown in messages. */
  shownTranslation: string;
  /** Each text field, with its translation and where the source writes it (a missing text's file:line). */
  fields: (TextField & { translated?: string; translatedAt?: Position; position: Position })[];
}

export function coverage(locale: { code: string; name: string; status: "published" | "draft" }, files: FileFields[], { record, problem }: { record: Record; problem?: ContentProblem }): Coverage {
  const report: Coverage = { ...locale, total: 0, translated: 0, missing: [], stale: [], recordProblem: problem };
  for (const file of files) {
    for (const field of file.fields) {
      report.total++;
      const key = formatPath(field.path);
      const item = { ...field.position, in: file.shownTranslation, path: key, english: field.value };
      if (field.translated === undefined) {
        report.missing.push(item);
        continue;
      }
      report.translated++;
      // A stale text is fixed in the translation: point there.
      const at = { ...item, ...(field.translatedAt ?? {}) };
      const made = record[file.file]?.[key];
      if (made === undefined) report.stale.push({ ...at, why: "unrecorded" });
      else if (made !== sourceHash(field.value)) report.stale.push({ ...at, why: "changed" });
    }
  }
  return report;
}

/**
 * The record with every translated field under `prefix` (a file, or a file and
 * a field path: landing.yaml:hero) marked as made from today's English.
 */
export function accept(record: Record, files: FileFields[], prefix?: string): { record: Record; accepted: number } {
  const [onlyFile, onlyPath] = prefix ? prefix.split(":", 2) : [];
  const next: Record = structuredClone(record);
  let accepted = 0;
  for (const file of files) {
    if (onlyFile && file.file !== onlyFile) continue;
    const entries = (next[file.file] ??= {});
    for (const field of file.fields) {
      const key = formatPath(field.path);
      if (onlyPath && key !== onlyPath && !key.startsWith(`${onlyPath}.`) && !key.startsWith(`${onlyPath}[`)) continue;
      if (field.translated === undefined) continue;
      const hash = sourceHash(field.value);
      if (entries[key] !== hash) accepted++;
      entries[key] = hash;
    }
  }
  // Fields no longer in the source are dropped, so the record never grows stale itself.
  for (const file of files) {
    const keep = new Set(file.fields.filter((f) => f.translated !== undefined).map((f) => formatPath(f.path)));
    for (const key of Object.keys(next[file.file] ?? {})) if (!keep.has(key)) delete next[file.file]![key];
    if (next[file.file] && !Object.keys(next[file.file]!).length) delete next[file.file];
  }
  return { record: next, accepted };
}

/**
 * A new language's starting file for one source file: every text field, empty,
 * with the English above it as a comment. An empty field counts as missing, so
 * the coverage report lists what is left while the translator fills them in.
 */
export function starterFile(fields: TextField[], header: string): string {
  const data: unknown = {};
  for (const field of fields) {
    let node = data as { [key: string | number]: unknown };
    field.path.forEach((key, i) => {
      const last = i === field.path.length - 1;
      if (last) node[key] = null;
      else node = (node[key] ??= typeof field.path[i + 1] === "number" ? [] : {}) as { [key: string | number]: unknown };
    });
  }
  const english = new Map(fields.map((f) => [formatPath(f.path), f.value]));
  const comment = (where: PropertyKey[]) => {
    const text = english.get(formatPath(where));
    return text === undefined ? undefined : ` ${text.replace(/\s*\n\s*/g, " ")}`;
  };
  const doc = new Document(data);
  visit(doc, {
    Pair(_key, pair, ancestors) {
      if (isScalar(pair.key) && (pair.value === null || isScalar(pair.value))) pair.key.commentBefore = comment(pathOf(ancestors, pair)) ?? null;
    },
    Scalar(_key, node, ancestors) {
      if (isSeq(ancestors[ancestors.length - 1])) node.commentBefore = comment(pathOf(ancestors, node)) ?? null;
    },
  });
  doc.commentBefore = header;
  return doc.toString({ lineWidth: 0, nullStr: "" });
}

/**
 * The report `npm run build` prints per language: how much is translated, then
 * each missing text (where the English is, and the file it belongs in) and
 * each stale one, with the command that accepts a reviewed translation.
 */
export function formatCoverage(report: Coverage, color = false): string {
  const dim = (s: string) => (color ? `\x1b[2m${s}\x1b[0m` : s);
  const clip = (s: string) => JSON.stringify(s.length > 60 ? `${s.slice(0, 57)}...` : s);
  const head = `${report.missing.length || report.stale.length ? "⚠" : "✔"} ${report.name} (${report.code}${report.status === "draft" ? ", draft" : ""}): ${report.translated} of ${report.total} texts translated`;
  const lines = [head + (report.stale.length ? `, ${report.stale.length} stale` : "")];
  const where = (i: CoverageItem) => `${i.file}:${i.line}:${i.column}`;
  const width = Math.max(0, ...[...report.missing, ...report.stale].map((i) => where(i).length));
  if (report.missing.length) {
    lines.push(`  ${report.missing.length} missing: shown in English on /${report.code} until translated in ${[...new Set(report.missing.map((i) => i.in))].join(", ")}`);
    for (const i of report.missing) lines.push(`    ${where(i).padEnd(width)}  ${i.path} ${dim(clip(i.english))}`);
  }
  if (report.recordProblem) {
    lines.push(`  the record of what each text was made from cannot be read, so every text counts as stale:`);
    lines.push(formatProblem({ ...report.recordProblem, hint: `restore it (git checkout -- ${report.recordProblem.file}), or review the translations and run npm run translations -- accept ${report.code}` }, color).replace(/^/gm, "    "));
  }
  if (report.stale.length) {
    lines.push(`  ${report.stale.length} stale: the English changed after it was translated (or was never accepted); review, then npm run translations -- accept ${report.code}`);
    for (const i of report.stale) lines.push(`    ${where(i).padEnd(width)}  ${i.path} ${dim(i.why === "changed" ? `now ${clip(i.english)}` : "no record of the English it was made from")}`);
  }
  return lines.join("\n");
}
