// The content folder's files as loading sees them: the source files a
// translation may translate, with their schemas; site.yaml's languages as
// written; and the files the build would not read (content/landing.hi.yaml,
// a folder for a language site.yaml does not list), named where they are
// instead of silently ignored.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import type { Locale } from "./edition.ts";
import { isFolder } from "../parse/content-text.ts";
import type { Loading } from "./load/loading.ts";
import { closest, type ContentProblem } from "../parse/problem.ts";
import { validate } from "./load/validate.ts";
import type { SourceMap } from "../parse/yaml.ts";
import { PUBLISHED_FILE } from "./published.ts";
import { landingSchema } from "./schema/landing.ts";
import { plansSchema } from "./schema/plans.ts";
import { siteSchema } from "./schema/site.ts";
import { RECORD_FILE } from "./translation-record.ts";

/** The source files a translation may translate, with their schemas. */
export const TRANSLATABLE = { "site.yaml": siteSchema, "landing.yaml": landingSchema, "plans.yaml": plansSchema } as const;
export type SourceFile = keyof typeof TRANSLATABLE;
/** Each source file's data, as its schema gives it. */
export type Files = { [F in SourceFile]?: z.infer<(typeof TRANSLATABLE)[F]> };
export const SOURCE_FILES = Object.keys(TRANSLATABLE) as SourceFile[];

/** A file validated by its own schema: TypeScript cannot follow a key that may name any of the files to that file's type. */
export function validateFile<F extends SourceFile>(
  name: F,
  data: unknown,
  source: SourceMap,
): { value?: Files[F]; problems: ContentProblem[] } {
  return validate(TRANSLATABLE[name], data, source) as { value?: Files[F]; problems: ContentProblem[] };
}

/** Sets one file's data, whichever file it is (as validateFile). */
export function setFile<F extends SourceFile>(files: Files, name: F, value: Files[F]): void {
  files[name] = value;
}

/**
 * site.yaml's languages as written, when the file failed its schema
 * elsewhere: none when the list itself is wrong (its own problems say so).
 */
export function localesAsWritten(written: unknown): Locale[] {
  const list = written && typeof written === "object" && !Array.isArray(written) ? (written as { locales?: unknown }).locales : undefined;
  const checked = siteSchema.shape.locales.safeParse(list);
  return checked.success ? checked.data : [];
}

/**
 * Translations the build would not read, named where they are instead of
 * silently ignored: content/landing.hi.yaml, a folder for a language
 * site.yaml does not list, a file in a language folder that translates nothing.
 */
export function strayTranslations({ root, shown: shownPath }: Loading, locales: readonly Locale[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const codes = locales.slice(1).map((l) => l.code);
  const at = (file: string) => ({ file: shownPath(file), line: 1, column: 1, path: "" });
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return problems;
  }
  const own = new Set(["site.yaml", "landing.yaml", "plans.yaml", "legal", "images", "static", "schemas", "README.md", PUBLISHED_FILE]);
  for (const name of names) {
    if (name.startsWith(".") || own.has(name)) continue;
    const file = path.join(root, name);
    const dotted = /^(site|landing|plans)\.([a-z]{2,3})\.ya?ml$/.exec(name);
    if (dotted) {
      problems.push({
        ...at(file),
        expected: `a translation in a folder named for its language: ${dotted[2]}/${dotted[1]}.yaml`,
        found: `"${name}", which the build does not read`,
        hint: `move it to content/${dotted[2]}/${dotted[1]}.yaml${codes.includes(dotted[2]!) ? "" : ` and add the language "${dotted[2]}" to locales in site.yaml`}`,
      });
      continue;
    }
    if (!isFolder(file)) continue;
    if (!codes.includes(name)) {
      if (!/^[a-z]{2,3}$/.test(name)) continue;
      const guess = closest(name, codes);
      problems.push({
        ...at(file),
        expected: `a folder of translations for a language listed in site.yaml's locales${codes.length ? ` (${codes.join(", ")})` : ""}`,
        found: `a folder "${name}/" for a language site.yaml does not list`,
        hint: guess ? `did you mean ${guess}/?` : `add it to locales in site.yaml: - code: ${name}`,
      });
      continue;
    }
    for (const inner of readdirSync(file)) {
      if (inner.startsWith(".") || inner === RECORD_FILE || inner === "legal" || inner in TRANSLATABLE) continue;
      const guess = closest(inner, Object.keys(TRANSLATABLE));
      problems.push({
        ...at(path.join(file, inner)),
        expected: `a translation of one of the source's files: ${Object.keys(TRANSLATABLE).join(", ")}`,
        found: `"${inner}", which the build does not read`,
        hint: guess ? `did you mean ${guess}?` : undefined,
      });
    }
  }
  return problems;
}
