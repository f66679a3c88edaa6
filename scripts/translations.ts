// `npm run translations`: the translation coverage of every language, as the
// build prints it. `npm run translations accept <code> [file[:field]]`
// records that the translations of <code> (all of them, one file's, or one
// field's and those under it) were reviewed against today's English. It
// refuses a stale one (its English changed, and it did not), naming it and the
// English it was made from: update it first, or, when it still says what the
// new English says, `npm run translations keep <code> <file>:<field>`.
// `npm run translations new <code>` writes a new language's starting files:
// every text, empty, with its English above it. No option needs `--`, so the
// commands read the same in bash and in Windows PowerShell.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadContent } from "../src/model/site-model.ts";
import { ContentError, shownFrom } from "../src/parse/problem.ts";
import { readRecord, RECORD_FILE } from "../src/model/translation-record.ts";
import { translationCoverage } from "../src/checks/translation-coverage.ts";
import { formatCoverage } from "../src/report/translation-report.ts";
import { formatProblems } from "../src/report/problems.ts";
import { accept, recordText } from "../src/tools/translations/accept.ts";
import { rewriteGuides } from "../src/tools/translations/guides.ts";
import { starterFile } from "../src/tools/translations/starter-file.ts";
import type { TranslatedField } from "../src/model/load/translated-field.ts";
import { readCommandLine } from "./command-line.ts";

const { values: args, positionals } = readCommandLine(
  { options: { content: { type: "string" } }, allowPositionals: true },
  "usage: npm run translations [accept <code> [<file>[:<field>]] | keep <code> <file>:<field> | new <code>] [-- --content=<folder>]",
);
const [command = "report", code, only] = positionals;
const contentDir = path.resolve(args.content ?? "content");
const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;

try {
  const model = await loadContent(contentDir, { drafts: true });
  if (command === "report") {
    const reports = translationCoverage(model.translations);
    if (!reports.length) console.log("The site has one language: nothing to translate. Add one to locales in content/site.yaml.");
    for (const report of reports) console.log(formatCoverage(report, color));
  } else if (command === "accept" || command === "keep") {
    const files = model.fileFields.get(code ?? "");
    if (!code || !files)
      fail(`which language? npm run translations ${command} <code>, with one of: ${[...model.fileFields.keys()].join(", ") || "(none)"}`);
    if (command === "keep" && !only)
      fail(`which text still holds? npm run translations keep ${code} <file>:<field>, as the report names it`);
    const dir = path.join(contentDir, code);
    const { record, accepted, refused } = accept(readRecord(dir, shownFrom(process.cwd())), files, {
      prefix: only,
      unchanged: command === "keep",
    });
    writeFileSync(path.join(dir, RECORD_FILE), recordText(record));
    // The English comment above each accepted line becomes today's English: the translator's guide follows.
    for (const file of new Set(accepted.map((f) => f.file))) {
      if (!file.endsWith(".yaml")) continue;
      const target = path.join(dir, file);
      const text = readFileSync(target, "utf8");
      const next = rewriteGuides(
        text,
        accepted.filter((f) => f.file === file),
      );
      if (next !== text) writeFileSync(target, next);
    }
    const n = accepted.length;
    console.log(
      `✔ ${n} translation${n === 1 ? "" : "s"} of ${code}${only ? ` under ${only}` : ""} marked as made from today's English (${shownFrom(process.cwd())(path.join(dir, RECORD_FILE))})`,
    );
    if (refused.length) {
      console.error(refusedReport(code, dir, refused));
      process.exitCode = 1;
    }
  } else if (command === "new") {
    const locale = model.site.locales.find((l) => l.code === code);
    if (!code || !locale || locale === model.site.locales[0])
      fail(
        `add the language to locales in content/site.yaml first (code, tag, name, status: draft), then: npm run translations new <code>`,
      );
    const dir = path.join(contentDir, code);
    mkdirSync(dir, { recursive: true });
    for (const file of model.fileFields.get(code) ?? []) {
      const target = path.join(dir, file.file);
      if (existsSync(target)) {
        console.log(`  content/${code}/${file.file} exists: left as it is`);
        continue;
      }
      const header = ` ${locale.name} translation of content/${file.file}: the text only, at the same places.\n The English each field translates is in the comment above it; an empty field\n is not translated yet. A list item starts with the id of the English item it\n translates; an item of a list of texts is the English text, then yours.\n Structure (prices, icons, links, the number and order of items) comes from\n content/${file.file}. See content/EDITING-FILES.md, "Translate the site".`;
      writeFileSync(target, starterFile(file.fields, header));
      console.log(`  content/${code}/${file.file}: ${file.fields.length} texts to translate`);
    }
  } else fail(`unknown command "${command}": report, accept <code> [file[:field]], keep <code> <file>:<field>, or new <code>`);
} catch (error) {
  if (error instanceof ContentError) {
    console.error(formatProblems(error.problems, color));
    process.exit(1);
  }
  throw error;
}

/**
 * The stale texts accept left alone: each at its line, with the English it was
 * made from (the guide comment above it, which accept last wrote) and today's.
 */
function refusedReport(code: string, dir: string, refused: readonly (TranslatedField & { file: string })[]): string {
  const shown = (file: string) => path.relative(process.cwd(), path.join(dir, file)).split(path.sep).join("/");
  const madeFrom = (field: TranslatedField & { file: string }) => {
    const line = field.translatedKeyAt?.line;
    const above = line ? readFileSync(path.join(dir, field.file), "utf8").split("\n")[line - 2] : undefined;
    return above && /^\s*(- )?#/.test(above) ? above.replace(/^\s*(- )?#\s?/, "") : undefined;
  };
  const n = refused.length;
  const lines = [
    `✖ ${n} stale translation${n === 1 ? "" : "s"} of ${code} not accepted: the English changed since ${n === 1 ? "it was" : "they were"} accepted, and the translation did not.`,
  ];
  for (const field of refused) {
    const at = field.translatedAt ? `${shown(field.file)}:${field.translatedAt.line}:${field.translatedAt.column}` : shown(field.file);
    lines.push(`  ${at}  ${field.key}  ${JSON.stringify(field.translated)}`);
    const before = madeFrom(field);
    if (before !== undefined) lines.push(`    made from:   ${JSON.stringify(before)}`);
    lines.push(`    English now: ${JSON.stringify(field.value.replace(/\s*\n\s*/g, " "))}`);
  }
  lines.push(
    "  update each translation to say what the English now says, then accept it again; if one already does, say so for that text:",
    ...refused.map((f) => `    npm run translations keep ${code} "${f.file}:${f.key}"`),
  );
  return lines.join("\n");
}

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}
