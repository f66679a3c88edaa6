// Each language's translation coverage as npm run build and the dev server
// print it: how much is translated, then every text that is not ready, with
// what to do about it.
import { isReady, type Coverage, type CoverageItem } from "../checks/translation-coverage.ts";
import { formatProblem } from "./problems.ts";
import { painter } from "./colour.ts";

/**
 * The report `npm run build` prints per language: how much is translated,
 * then each text that is not ready: missing (where the English is, and the
 * file it belongs in), stale, not yet accepted, to record and orphaned (at
 * the translation's line), with what to do about each.
 */
export function formatCoverage(report: Coverage, color = false): string {
  const paint = painter(color);
  const clip = (s: string) => JSON.stringify(s.length > 60 ? `${s.slice(0, 57)}...` : s);
  const counts = [
    report.stale.length && `${report.stale.length} stale`,
    report.unsure.length && `${report.unsure.length} not yet accepted`,
    report.orphans.length && `${report.orphans.length} orphaned`,
    report.unrecorded.length && `${report.unrecorded.length} to record`,
  ].filter(Boolean);
  const head = `${isReady(report) ? "✔" : "⚠"} ${report.name} (${report.code}${report.status === "draft" ? ", draft" : ""}): ${report.translated} of ${report.total} texts translated`;
  const lines = [head + (counts.length ? `, ${counts.join(", ")}` : "")];
  const where = (i: CoverageItem) => `${i.file}:${i.line}:${i.column}`;
  // A loop, not Math.max(...): a report can list more items than a call takes arguments.
  let width = 0;
  for (const list of [report.missing, report.stale, report.unsure, report.unrecorded, report.orphans])
    for (const i of list) width = Math.max(width, where(i).length);
  const row = (i: CoverageItem, note: string) => `    ${where(i).padEnd(width)}  ${i.path} ${paint("2", note)}`;
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
      `  ${report.stale.length} stale: the English changed after it was translated, so /${report.code} shows the English; update the translation to say what the English now says, or, when it still does, mark it still right (the web editor's form, or npm run translations keep ${report.code} <file>:<field>)`,
    );
    for (const i of report.stale) lines.push(row(i, `now ${clip(i.english)}`));
  }
  if (report.unsure.length) {
    lines.push(
      `  ${report.unsure.length} not yet accepted: no record says which English it was made from, so build:production shows the English on /${report.code} until it is accepted; the pipeline accepts a translation written after its English (npm run content -- settle), or review it and run npm run translations accept ${report.code}`,
    );
    for (const i of report.unsure) lines.push(row(i, clip(i.english)));
  }
  if (report.unrecorded.length) {
    lines.push(
      `  ${report.unrecorded.length} to record: shown, edited or marked still right since it was accepted; the next acceptance records it (the pipeline, or npm run translations accept ${report.code})`,
    );
    for (const i of report.unrecorded) lines.push(row(i, clip(i.english)));
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
