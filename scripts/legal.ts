// `npm run legal`: whether each legal page's text is the one recorded under
// its `updated:` date (content/published.json), as the build checks it.
// `npm run legal updated <page> [<page>…]` sets each page's `updated:` to
// today (in India) and records its text as published on that day;
// `npm run legal record [<page>…]` records the pages as they are, under the
// dates they have (a new page, or a date set by hand). Both also record the
// name each plan has now, so a text that keeps an old one after a rename is
// pointed at. No option needs `--`: the commands read the same in bash and in
// Windows PowerShell.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadContent, type SiteModel } from "../src/model/site-model.ts";
import { ContentError } from "../src/parse/problem.ts";
import { formatProblem, formatProblems } from "../src/report/problems.ts";
import { legalDateChecks } from "../src/checks/legal-dates.ts";
import { PUBLISHED_FILE, readPublished } from "../src/model/published.ts";
import { recordJson, recordPages } from "../src/tools/legal/record.ts";
import { formatDate } from "../src/text/format.ts";
import { dayFor, withUpdated } from "../src/tools/legal/dates.ts";
import { readCommandLine } from "./command-line.ts";

const { values: args, positionals } = readCommandLine(
  { options: { content: { type: "string" } }, allowPositionals: true },
  "usage: npm run legal [updated <page>… | record [<page>…]] [-- --content=<folder>]",
);
const [command = "report", ...slugs] = positionals;
const contentDir = path.resolve(args.content ?? "content");
const project = process.cwd();
const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const shown = (file: string) => path.relative(project, file).split(path.sep).join("/");

try {
  let model = await loadContent(contentDir, { project });
  const source = model.locale.code;
  const unknown = slugs.filter((slug) => !model.legal.some((page) => page.slug === slug));
  if (unknown.length)
    fail(`no legal page ${unknown.join(", ")}: the pages are ${model.legal.map((page) => page.slug).join(", ")} (content/legal/<page>.md)`);

  if (command === "report") {
    const checks = legalDateChecks(readPublished(contentDir, shown).record, model.pages, source);
    for (const check of checks) console.log(`${formatProblem(check, color)}\n`);
    const ok = model.legal.length - checks.length;
    console.log(`${checks.length ? "⚠" : "✔"} ${ok} of ${model.legal.length} legal pages are as published under their date`);
  } else if (command === "updated" || command === "record") {
    if (command === "updated" && !slugs.length)
      fail(`which page changed? npm run legal updated <page>, with one of: ${model.legal.map((p) => p.slug).join(", ")}`);
    if (command === "updated") {
      for (const slug of slugs) setUpdated(model, slug);
      model = await loadContent(contentDir, { project });
    }
    const { record } = readPublished(contentDir, shown);
    const next = recordPages(record, { pages: model.pages, editions: model.editions, sourceLocale: source }, slugs);
    writeFileSync(path.join(contentDir, PUBLISHED_FILE), recordJson(next));
    const named = slugs.length ? slugs : model.legal.map((page) => page.slug);
    for (const slug of named) {
      const page = model.legal.find((p) => p.slug === slug)!;
      console.log(`✔ ${slug}: recorded as published on ${formatDate(page.meta.updated)} (${shown(path.join(contentDir, PUBLISHED_FILE))})`);
    }
  } else fail(`unknown command "${command}": report, updated <page>…, or record [<page>…]`);
} catch (error) {
  if (error instanceof ContentError) {
    console.error(formatProblems(error.problems, color));
    process.exit(1);
  }
  throw error;
}

/** The page's `updated:` line set to today in India (the build's day), or to its effective date while that is still ahead. */
function setUpdated(model: SiteModel, slug: string): void {
  const page = model.legal.find((p) => p.slug === slug)!;
  const day = dayFor(page, model.today);
  const file = path.join(contentDir, "legal", `${slug}.md`);
  const next = withUpdated(readFileSync(file, "utf8"), page, day);
  if (next === undefined)
    fail(`${shown(file)}:${page.updatedAt.line}: the updated: line is not a date the command can change; set it by hand`);
  writeFileSync(file, next);
  if (day !== page.meta.updated) console.log(`  ${shown(file)}:${page.updatedAt.line}: updated: ${day}`);
}

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}
