// `npm run translations`: the translation coverage of every language, as the
// build prints it. `npm run translations -- accept <code> [file[:field]]`
// records that the translations of <code> (all of them, one file's, or one
// field's and those under it) were reviewed against today's English, so they
// are no longer listed as stale. `npm run translations -- new <code>` writes a
// new language's starting files: every text, empty, with its English above it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadContent } from "../src/model/site-model.ts";
import { ContentError, formatProblems, shownFrom } from "../src/model/load/problem.ts";
import { accept, formatCoverage, readRecord, RECORD_FILE, recordText, rewriteGuides, starterFile } from "../src/model/translations.ts";

const { values: args, positionals } = parseArgs({ options: { content: { type: "string" } }, allowPositionals: true });
const [command = "report", code, only] = positionals;
const contentDir = path.resolve(args.content ?? "content");
const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;

try {
  const model = await loadContent(contentDir, { drafts: true });
  if (command === "report") {
    if (!model.coverage.length) console.log("The site has one language: nothing to translate. Add one to locales in content/site.yaml.");
    for (const report of model.coverage) console.log(formatCoverage(report, color));
  } else if (command === "accept") {
    const files = model.fileFields.get(code ?? "");
    if (!code || !files)
      fail(`which language? npm run translations -- accept <code>, with one of: ${[...model.fileFields.keys()].join(", ") || "(none)"}`);
    const dir = path.join(contentDir, code);
    const { record, accepted } = accept(readRecord(dir, shownFrom(process.cwd())), files, only);
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
      `✔ ${n} translation${n === 1 ? "" : "s"} of ${code}${only ? ` under ${only}` : ""} marked as made from today's English (content/${code}/${RECORD_FILE})`,
    );
  } else if (command === "new") {
    const locale = model.site.locales.find((l) => l.code === code);
    if (!code || !locale || locale === model.site.locales[0])
      fail(
        `add the language to locales in content/site.yaml first (code, tag, name, status: draft), then: npm run translations -- new <code>`,
      );
    const dir = path.join(contentDir, code);
    mkdirSync(dir, { recursive: true });
    for (const file of model.fileFields.get(code) ?? []) {
      const target = path.join(dir, file.file);
      if (existsSync(target)) {
        console.log(`  content/${code}/${file.file} exists: left as it is`);
        continue;
      }
      const header = ` ${locale.name} translation of content/${file.file}: the text only, at the same places.\n The English each field translates is in the comment above it; an empty field\n is not translated yet. A list item starts with the id of the English item it\n translates; an item of a list of texts is the English text, then yours.\n Structure (prices, icons, links, the number and order of items) comes from\n content/${file.file}. See content/README.md, "Translate the site".`;
      writeFileSync(target, starterFile(file.fields, header));
      console.log(`  content/${code}/${file.file}: ${file.fields.length} texts to translate`);
    }
  } else fail(`unknown command "${command}": report, accept <code> [file[:field]], or new <code>`);
} catch (error) {
  if (error instanceof ContentError) {
    console.error(formatProblems(error.problems, color));
    process.exit(1);
  }
  throw error;
}

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}
