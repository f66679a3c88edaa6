// Which English a translation was written against, read from the git
// history: for a translated text, the last commit that changed it, and the
// English text in that same commit. A translator who saves a Hindi text in
// the web editor after its English changed has reviewed it against that
// English; one whose Hindi was written before the English changed has not,
// whatever order the pipeline's runs happened to see them in. This is how
// `npm run content -- settle` records translations without anyone typing
// `npm run translations accept`.
import { execFileSync } from "node:child_process";
import { realpathSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import type { TranslatedField } from "../../model/load/translated-field.ts";

/** What the history is read through: the git command line, or a test's own history. */
export interface History {
  /** The commits that changed `file` (relative to the repository), newest first, along first parents. */
  commits(file: string): string[];
  /** The file's text at a commit, or undefined where it does not exist. */
  show(commit: string, file: string): string | undefined;
  /** Whether older commits are missing from this clone (a shallow one), so the oldest commit seen may not be the first. */
  shallow: boolean;
}

/** The history of the repository `dir` is in, or undefined when it is in none. */
export function gitHistory(dir: string): { history: History; top: string } | undefined {
  const run = (cwd: string, args: string[]) =>
    execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 << 20 });
  let top: string;
  try {
    top = run(dir, ["rev-parse", "--show-toplevel"]).trim();
  } catch {
    return undefined;
  }
  // From the top, where the files' paths (relative to it) name them.
  const git = (...args: string[]) => run(top, args);
  const history: History = {
    // A thousand commits of one file is years of saves; older ones cannot be what a translation was last written against.
    commits: (file) => git("log", "--first-parent", "--format=%H", "-n", "1000", "--", file).split("\n").filter(Boolean),
    show: (commit, file) => {
      try {
        return git("show", `${commit}:${file}`);
      } catch {
        return undefined;
      }
    },
    shallow: git("rev-parse", "--is-shallow-repository").trim() === "true",
  };
  return { history, top };
}

type Step = TranslatedField["steps"][number];

/**
 * The text at `steps` in a file's data: a field by its name, a list item by
 * its key (`- id: …`), a text of a list of texts by its English (the
 * translation writes "English: translation"; the English file lists the
 * text itself, which is then its own value).
 */
export function textAt(data: unknown, steps: readonly Step[], english: boolean): string | undefined {
  let node: unknown = data;
  for (const step of steps) {
    if (typeof step === "string") node = isRecord(node) ? node[step] : undefined;
    else if ("id" in step) node = Array.isArray(node) ? node.find((item) => isRecord(item) && item[step.by] === step.id) : undefined;
    else if (english) node = Array.isArray(node) && node.includes(step.text) ? step.text : undefined;
    else node = isRecord(node) ? node[step.text] : undefined;
  }
  return typeof node === "string" ? node : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function parsed(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  const doc = parseDocument(text, { logLevel: "silent" });
  return doc.errors.length ? undefined : doc.toJS();
}

/**
 * For each translated field of one YAML file, the English it was last written
 * against, as the history tells it: the English file's text in the commit
 * that last changed the translation (or today's English when the change is
 * not committed yet). Undefined where the history cannot tell: a shallow
 * clone that does not reach the commit, or an English that did not have the
 * text then.
 */
export function writtenAgainst(
  history: History,
  {
    english,
    translation,
    fields,
    translationText,
  }: { english: string; translation: string; fields: readonly TranslatedField[]; translationText: string },
): Map<string, string | undefined> {
  const result = new Map<string, string | undefined>();
  const wanted = fields.filter((field) => field.translated !== undefined);
  if (!wanted.length) return result;
  const commits = history.commits(translation);
  const versions = new Map<string, unknown>();
  const version = (commit: string) => {
    if (!versions.has(commit)) versions.set(commit, parsed(history.show(commit, translation)));
    return versions.get(commit);
  };
  const englishAt = new Map<string, unknown>();
  const englishOf = (commit: string) => {
    if (!englishAt.has(commit)) englishAt.set(commit, parsed(history.show(commit, english)));
    return englishAt.get(commit);
  };
  const now = parsed(translationText);
  for (const field of wanted) {
    const current = textAt(now, field.steps, false);
    if (current === undefined) {
      result.set(field.key, undefined);
      continue;
    }
    // Changed and not committed yet: written against today's English.
    if (!commits.length || textAt(version(commits[0]!), field.steps, false) !== current) {
      result.set(field.key, field.value);
      continue;
    }
    // The newest commit whose version differs from the one before it: where the text was last written.
    let at: string | undefined;
    for (let i = 0; i < commits.length; i++) {
      const older = commits[i + 1];
      if (older === undefined) {
        at = history.shallow ? undefined : commits[i];
        break;
      }
      if (textAt(version(older), field.steps, false) !== current) {
        at = commits[i];
        break;
      }
    }
    result.set(field.key, at === undefined ? undefined : field.byText ? field.value : textAt(englishOf(at), field.steps, true));
  }
  return result;
}

/** A file of the content folder as the history names it: relative to the repository's top (git gives it with links resolved), with forward slashes. */
export const inRepository = (top: string, file: string) =>
  path
    .relative(realpathSync(top), path.join(realpathSync(path.dirname(file)), path.basename(file)))
    .split(path.sep)
    .join("/");
