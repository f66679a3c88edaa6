// `npm run content -- tidy`: brings back what the web editor's saves dropped.
// The editor (Sveltia CMS at /admin/) writes each file it saves anew from its
// data: comments, blank lines, folded text, quoting and key order go, and a
// legal page's markdown is re-formatted. For every content file changed since
// the last commit the editor did not make (its commits start "Web editor:"),
// this writes the file as it was then, carrying today's values
// (src/editor/tidy.ts), and gives a translated text the editor filled in its
// English guide above it. The pipeline runs it on every push to main and
// commits the result; run it by hand with `--since <commit>` to tidy against
// another version. It changes no value, so the site it builds is the same.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EDITOR_COMMIT_PREFIX } from "../src/editor/cms-config.ts";
import { tidyMarkdown, tidyYaml, TidyError, type TidyOptions } from "../src/editor/tidy.ts";
import { ContentError } from "../src/model/load/problem.ts";
import { formatProblems } from "../src/report/problems.ts";
import { rewriteGuides } from "../src/tools/translations/guides.ts";
import { loadContent } from "../src/model/site-model.ts";
import { readCommandLine } from "./command-line.ts";

const USAGE = "usage: npm run content -- tidy [--since <commit>] [--content=<folder>]";
const { values: args, positionals } = readCommandLine(
  { options: { content: { type: "string" }, since: { type: "string" } }, allowPositionals: true },
  USAGE,
);
const contentDir = path.resolve(args.content ?? "content");
const git = (...command: string[]) => execFileSync("git", command, { cwd: contentDir, encoding: "utf8" });

if (positionals[0] !== "tidy") {
  console.error(USAGE);
  process.exit(2);
}

const top = git("rev-parse", "--show-toplevel").trim();
const base = args.since ?? lastOwnCommit();
if (!base) {
  console.log("Nothing to tidy: every commit in the history is the web editor's.");
  process.exit(0);
}
const changed = git("diff", "--name-only", base, "--", ".")
  .split("\n")
  .filter((file) => /\.(ya?ml|md)$/.test(file));

// A field the editor adds with its own default, which the file had left out, stays out.
const dropAdded: NonNullable<TidyOptions["dropAdded"]> = (_path, value) =>
  value === false || value === "" || (Array.isArray(value) && !value.length);
const tidied: string[] = [];
for (const file of changed) {
  const target = path.join(top, file);
  if (!existsSync(target)) continue;
  let before: string;
  try {
    before = git("show", `${base}:${file}`);
  } catch {
    continue; // New since then: the editor's text is all there is.
  }
  const saved = readFileSync(target, "utf8");
  try {
    const next = file.endsWith(".md") ? tidyMarkdown(before, saved, { dropAdded }) : tidyYaml(before, saved, { dropAdded });
    if (next !== saved) {
      writeFileSync(target, next);
      tidied.push(file);
    }
  } catch (error) {
    if (!(error instanceof TidyError)) throw error;
    console.error(`${file}: left as the editor wrote it: ${error.message}`);
  }
}
tidied.push(...(await restoreGuides(changed.map((file) => path.join(top, file)))));
console.log(
  tidied.length
    ? `✔ tidied ${[...new Set(tidied)].join(", ")} (against ${base.slice(0, 10)})`
    : `Nothing to tidy since ${base.slice(0, 10)}.`,
);

/** The newest commit on this branch that the web editor did not make. */
function lastOwnCommit(): string | undefined {
  for (const line of git("log", "--format=%H %s", "-n", "200").split("\n")) {
    const [hash, ...subject] = line.split(" ");
    if (hash && !subject.join(" ").startsWith(EDITOR_COMMIT_PREFIX)) return hash;
  }
  return undefined;
}

/**
 * The English guide above each translated text that has none: a text the
 * translator filled in the editor. The others keep theirs (the English they
 * were accepted against, which `npm run translations accept` moves on).
 */
async function restoreGuides(files: string[]): Promise<string[]> {
  let model;
  try {
    model = await loadContent(contentDir, { drafts: true });
  } catch (error) {
    // The build reports it, at its line; the guides wait for a file it can read.
    if (error instanceof ContentError) console.error(formatProblems(error.problems));
    else throw error;
    return [];
  }
  const written: string[] = [];
  for (const [code, sources] of model.fileFields)
    for (const source of sources) {
      const target = path.join(contentDir, code, source.file);
      if (!files.includes(target) || !target.endsWith(".yaml")) continue;
      const text = readFileSync(target, "utf8");
      const lines = text.split("\n");
      const bare = source.fields.filter(
        (field) => field.translatedKeyAt && !field.byText && !/^\s*(- )?#/.test(lines[field.translatedKeyAt.line - 2] ?? ""),
      );
      const next = rewriteGuides(text, bare);
      if (next !== text) {
        writeFileSync(target, next);
        written.push(path.relative(top, target));
      }
    }
  return written;
}
