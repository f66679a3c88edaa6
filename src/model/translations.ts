// Translation coverage: for each language, which of the source's texts are
// translated, which are missing, which are stale (the English changed after
// the translation was made) and which translated items lost their English
// item. What each translation was made from is recorded in
// content/<code>/translated-from.json, a file the tooling writes (`npm run
// translations accept <code>`): per file and field, a short hash of the
// English text the translator saw and of the translation accepted with it.
// This module reads and writes that record, decides what each text's state is
// (and so whether the page shows it), builds the report, and writes a new
// language's starting files.
import path from "node:path";
import { stringify } from "yaml";
import type { TextField, TranslatedField, Orphan } from "./load/translation.ts";
import { formatProblem, type ContentProblem, type ShownPath } from "./load/problem.ts";
import { isBlock, readJsonRecord, textHash } from "./load/json-record.ts";
import type { Position } from "./load/yaml.ts";

export const RECORD_FILE = "translated-from.json";

/**
 * file (landing.yaml) → field (hero.heading) → "<english>:<translation>", the
 * hashes of the English a text was made from and of the text accepted with it
 * (a record written before the second hash was kept has the first alone).
 */
export type TranslationRecord = { [file: string]: { [field: string]: string } };

export function readRecord(localeDir: string, shownPath: ShownPath): TranslationRecord {
  return readRecordFile(localeDir, shownPath).record;
}

/**
 * The record, and what is wrong with it if an editor damaged it (a merge
 * conflict left in, a bracket deleted): at its line, for the coverage report.
 * A damaged record is read as empty: every text then waits to be accepted
 * again, which a build reports and build:production refuses.
 */
export function readRecordFile(localeDir: string, shownPath: ShownPath): { record: TranslationRecord; problem?: ContentProblem } {
  const file = path.join(localeDir, RECORD_FILE);
  const { record = {}, problem } = readJsonRecord(file, shownPath(file), {
    writer: "npm run translations",
    shape: "for each file, each field's hash",
    valid: (data): data is TranslationRecord =>
      isBlock(data) &&
      Object.values(data).every((fields) => isBlock(fields) && Object.values(fields).every((hash) => typeof hash === "string")),
  });
  return { record, problem };
}

/** The record as the tooling writes it: keys sorted, so the file changes only where a translation did. */
export function recordText(record: TranslationRecord): string {
  const sorted = Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((file) => [
        file,
        Object.fromEntries(
          Object.keys(record[file]!)
            .sort()
            .map((key) => [key, record[file]![key]!]),
        ),
      ]),
  );
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

/**
 * Where a translated text stands:
 * - current: accepted as made from today's English, and not edited since;
 * - unaccepted: shown, but not yet reviewed: new, edited since it was
 *   accepted, or updated after its English changed (an item of a list of
 *   texts, named by its English, is never stale: its English is its name; but
 *   its translation is reviewed like any other);
 * - stale: its English changed since it was accepted, and it has not been updated: the English is shown.
 */
export type TextState = "current" | "unaccepted" | "stale";

export function stateOf(field: TranslatedField & { translated: string }, recorded: string | undefined): TextState {
  if (recorded === undefined) return "unaccepted";
  const [english, translation] = recorded.split(":");
  // Accepted is this English with this translation: an edit of either is reviewed again.
  const edited = translation !== undefined && translation !== textHash(field.translated);
  if (english === textHash(field.value)) return edited ? "unaccepted" : "current";
  return edited ? "unaccepted" : "stale";
}

/** Whether a page shows a translation: not when it is stale (made from English that has changed since). */
export const isShown = (state: TextState) => state !== "stale";

/** One text of a language that is not ready: missing, stale, not yet accepted, or an orphan. */
interface CoverageItem extends Position {
  /** The translation file it belongs in, as shown (content/hi/landing.yaml). */
  in: string;
  path: string;
  /** The English text (for an orphan, the items of its list still to translate). */
  english: string;
}

export interface Coverage {
  code: string;
  name: string;
  status: "published" | "draft";
  total: number;
  /** Texts the pages show translated: current or not yet accepted. */
  translated: number;
  /** Not translated: the pages show the English. */
  missing: CoverageItem[];
  /** Translated from English that has changed since: the pages show the English until it is updated. */
  stale: CoverageItem[];
  /** Translated, shown, but not yet accepted as reviewed against today's English. */
  unaccepted: CoverageItem[];
  /** Translated items whose English item is gone: shown nowhere. */
  orphans: CoverageItem[];
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
  fields: (TranslatedField & { position: Position })[];
  orphans: Orphan[];
}

/** Whether a build may publish the language as it is: every text translated from today's English, and nothing orphaned. */
export const isReady = (report: Coverage) =>
  !report.missing.length && !report.stale.length && !report.unaccepted.length && !report.orphans.length;

export function coverage(
  locale: { code: string; name: string; status: "published" | "draft" },
  files: FileFields[],
  { record, problem }: { record: TranslationRecord; problem?: ContentProblem },
): Coverage {
  const report: Coverage = {
    ...locale,
    total: 0,
    translated: 0,
    missing: [],
    stale: [],
    unaccepted: [],
    orphans: [],
    recordProblem: problem,
  };
  for (const file of files) {
    for (const field of file.fields) {
      report.total++;
      const item = { ...field.position, in: file.shownTranslation, path: field.key, english: field.value };
      if (field.translated === undefined) {
        report.missing.push(item);
        continue;
      }
      // Anything to do about a translated text is done in the translation: point there.
      const at = { ...item, ...(field.translatedAt ?? {}) };
      const state = stateOf(field as TranslatedField & { translated: string }, record[file.file]?.[field.key]);
      if (state === "stale") report.stale.push(at);
      else {
        report.translated++;
        if (state === "unaccepted") report.unaccepted.push(at);
      }
    }
    for (const orphan of file.orphans)
      report.orphans.push({ ...orphan, in: file.shownTranslation, path: orphan.key, english: orphan.untranslated.join(", ") });
  }
  return report;
}

/** The fields under `prefix` (a file, or a file and a field: landing.yaml:hero), each with its file. */
function* fieldsUnder(files: FileFields[], prefix?: string) {
  const [onlyFile, onlyPath] = prefix ? splitPrefix(prefix) : [];
  for (const file of files) {
    if (onlyFile && file.file !== onlyFile) continue;
    for (const field of file.fields) {
      const key = field.key;
      if (onlyPath && key !== onlyPath && !key.startsWith(`${onlyPath}.`) && !key.startsWith(`${onlyPath}[`)) continue;
      yield { file, field };
    }
  }
}

/** landing.yaml:hero.heading → [landing.yaml, hero.heading]; a field's name may itself hold a colon ("Note: x"). */
function splitPrefix(prefix: string): [string, string | undefined] {
  const at = prefix.indexOf(":");
  return at < 0 ? [prefix, undefined] : [prefix.slice(0, at), prefix.slice(at + 1) || undefined];
}

/**
 * The record with every translated field under `prefix` (a file, or a file and
 * a field: landing.yaml:hero) marked as made from today's English, and the
 * fields newly accepted (whose English comment the translation file gets).
 */
export function accept(
  record: TranslationRecord,
  files: FileFields[],
  prefix?: string,
  { unchanged = false }: { unchanged?: boolean } = {},
): { record: TranslationRecord; accepted: (TranslatedField & { file: string })[]; refused: (TranslatedField & { file: string })[] } {
  const next: TranslationRecord = structuredClone(record);
  const accepted: (TranslatedField & { file: string })[] = [];
  const refused: (TranslatedField & { file: string })[] = [];
  for (const { file, field } of fieldsUnder(files, prefix)) {
    if (field.translated === undefined) continue;
    const entries = (next[file.file] ??= {});
    // A stale text is a translation of English that is no longer there: accepting it
    // unchanged would publish the old meaning, so it takes the translator's word
    // that it still holds (`keep`), never a blanket accept.
    if (!unchanged && stateOf(field as TranslatedField & { translated: string }, entries[field.key]) === "stale") {
      refused.push({ ...field, file: file.file });
      continue;
    }
    const entry = `${textHash(field.value)}:${textHash(field.translated)}`;
    if (entries[field.key] !== entry) accepted.push({ ...field, file: file.file });
    entries[field.key] = entry;
  }
  // Fields no longer in the source, or no longer translated, are dropped, so the record never grows stale itself.
  for (const file of files) {
    const keep = new Set(file.fields.filter((f) => f.translated !== undefined).map((f) => f.key));
    for (const key of Object.keys(next[file.file] ?? {})) if (!keep.has(key)) delete next[file.file]![key];
    if (next[file.file] && !Object.keys(next[file.file]!).length) delete next[file.file];
  }
  return { record: next, accepted, refused };
}

/**
 * The translation file's text with the English comment above each accepted
 * field rewritten to today's English: the comment is the translator's guide
 * to what the line says, so it follows the English it was accepted against.
 * Only those comment lines change; one is added where a field had none.
 */
export function rewriteGuides(text: string, fields: readonly TranslatedField[]): string {
  const lines = text.split("\n");
  const edits = fields.filter((f) => f.translatedKeyAt && !f.byText).sort((a, b) => b.translatedKeyAt!.line - a.translatedKeyAt!.line);
  for (const field of edits) {
    const at = field.translatedKeyAt!;
    const guide = oneLine(field.value);
    const index = at.line - 1;
    const above = lines[index - 1];
    // "  # English", or "  - # English" where a list item opens on the comment line.
    const comment = above === undefined ? null : /^(\s*(?:- )?)#.*$/.exec(above);
    const own = lines[index]!.slice(0, at.column - 1);
    if (comment && (comment[1]!.length === own.length || /^\s*$/.test(own))) lines[index - 1] = `${comment[1]}# ${guide}`;
    else if (/^\s*$/.test(own)) lines.splice(index, 0, `${own}# ${guide}`);
    // A field on a list item's first line ("- label: …"): the comment goes on a line of its own above the item.
    else lines.splice(index, 0, `${own.replace(/-\s*$/, "").replace(/\S/g, " ")}# ${guide}`);
  }
  return lines.join("\n");
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ");

/**
 * A language's file for one source file: every text field, with the English
 * above it as a comment and its translation when `existing` has one (empty
 * otherwise: an empty field counts as missing, so the coverage report lists
 * what is left while the translator fills them in). List items start with
 * their id; an item of a list of texts is its English text, then its translation.
 */
export function starterFile(fields: readonly TextField[], header: string, existing: ReadonlyMap<string, string> = new Map()): string {
  type Node =
    | { kind: "block"; entries: Map<string, Node> }
    | { kind: "list"; by: string; items: Map<string, Node & { kind: "block" }> }
    | { kind: "text"; field: TextField };
  const root: Node & { kind: "block" } = { kind: "block", entries: new Map() };
  for (const field of fields) {
    let node: Node = root;
    field.steps.forEach((step, i) => {
      const last = i === field.steps.length - 1;
      const next = field.steps[i + 1];
      if (typeof step === "string" || "text" in step) {
        const name = typeof step === "string" ? step : step.text;
        const block = node as Node & { kind: "block" };
        if (last) block.entries.set(name, { kind: "text", field });
        else {
          if (!block.entries.has(name))
            block.entries.set(
              name,
              next !== undefined && typeof next !== "string" && "id" in next
                ? { kind: "list", by: next.by, items: new Map() }
                : { kind: "block", entries: new Map() },
            );
          node = block.entries.get(name)!;
        }
      } else {
        const list = node as Node & { kind: "list" };
        if (!list.items.has(step.id)) list.items.set(step.id, { kind: "block", entries: new Map() });
        node = list.items.get(step.id)!;
      }
    });
  }
  const scalar = (value: string) => (value.includes("\n") ? JSON.stringify(value) : stringify(value, { lineWidth: 0 }).trimEnd());
  const out: string[] = header ? [...header.split("\n").map((l) => `#${l}`), ""] : [];
  const emit = (block: Node & { kind: "block" }, indent: string) => {
    for (const [name, node] of block.entries) {
      if (node.kind === "text") {
        const translated = existing.get(node.field.key);
        if (!node.field.byText) out.push(`${indent}# ${oneLine(node.field.value)}`);
        out.push(`${indent}${scalar(name)}:${translated === undefined ? "" : ` ${scalar(translated)}`}`);
      } else if (node.kind === "block") {
        out.push(`${indent}${scalar(name)}:`);
        emit(node, `${indent}  `);
      } else {
        out.push(`${indent}${scalar(name)}:`);
        for (const [id, item] of node.items) {
          out.push(`${indent}  - ${node.by}: ${scalar(id)}`);
          emit(item, `${indent}    `);
        }
      }
    }
  };
  emit(root, "");
  return `${out.join("\n")}\n`;
}

/**
 * The report `npm run build` prints per language: how much is translated,
 * then each text that is not ready: missing (where the English is, and the
 * file it belongs in), stale, not yet accepted and orphaned (at the
 * translation's line), with what to do about each.
 */
export function formatCoverage(report: Coverage, color = false): string {
  const dim = (s: string) => (color ? `\x1b[2m${s}\x1b[0m` : s);
  const clip = (s: string) => JSON.stringify(s.length > 60 ? `${s.slice(0, 57)}...` : s);
  const counts = [
    report.stale.length && `${report.stale.length} stale`,
    report.unaccepted.length && `${report.unaccepted.length} not yet accepted`,
    report.orphans.length && `${report.orphans.length} orphaned`,
  ].filter(Boolean);
  const head = `${isReady(report) ? "✔" : "⚠"} ${report.name} (${report.code}${report.status === "draft" ? ", draft" : ""}): ${report.translated} of ${report.total} texts translated`;
  const lines = [head + (counts.length ? `, ${counts.join(", ")}` : "")];
  const where = (i: CoverageItem) => `${i.file}:${i.line}:${i.column}`;
  // A loop, not Math.max(...): a report can list more items than a call takes arguments.
  let width = 0;
  for (const list of [report.missing, report.stale, report.unaccepted, report.orphans])
    for (const i of list) width = Math.max(width, where(i).length);
  const row = (i: CoverageItem, note: string) => `    ${where(i).padEnd(width)}  ${i.path} ${dim(note)}`;
  if (report.missing.length) {
    lines.push(
      `  ${report.missing.length} missing: shown in English on /${report.code} until translated in ${[...new Set(report.missing.map((i) => i.in))].join(", ")}`,
    );
    for (const i of report.missing) lines.push(row(i, clip(i.english)));
  }
  if (report.recordProblem) {
    lines.push(`  the record of what each text was made from cannot be read, so every text waits to be accepted again:`);
    lines.push(
      formatProblem(
        {
          ...report.recordProblem,
          hint: `restore it (git checkout -- ${report.recordProblem.file}), or review the translations and run npm run translations accept ${report.code}`,
        },
        color,
      ).replace(/^/gm, "    "),
    );
  }
  if (report.stale.length) {
    lines.push(
      `  ${report.stale.length} stale: the English changed after it was translated, so /${report.code} shows the English; update the translation to say what the English now says, then accept it (npm run translations accept ${report.code} <file>:<field>)`,
    );
    for (const i of report.stale) lines.push(row(i, `now ${clip(i.english)}`));
  }
  if (report.unaccepted.length) {
    lines.push(
      `  ${report.unaccepted.length} not yet accepted: shown, but not yet reviewed against today's English; review, then npm run translations accept ${report.code}`,
    );
    for (const i of report.unaccepted) lines.push(row(i, clip(i.english)));
  }
  if (report.orphans.length) {
    lines.push(
      `  ${report.orphans.length} orphaned: translated items whose English item is gone (deleted, or its id or text changed); shown nowhere: delete each, or give it the id or text of the item it translates`,
    );
    for (const i of report.orphans)
      lines.push(row(i, i.english ? `English items with no translation: ${i.english}` : "every English item of the list is translated"));
  }
  return lines.join("\n");
}
