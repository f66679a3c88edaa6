// The legal pages loader: each language's pages of content/legal/ (a
// translation's in content/<code>/legal/), listed, loaded one by one
// (load/legal-pages.ts, through the load's kept results and the dev server's
// cache) and put in order. A translated page holds only its texts; what a
// page is, its dates and its order, the source page says for every language.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Locale } from "./edition.ts";
import type { LegalFile, LegalPage, TokenSettings } from "./load/legal-pages.ts";
import type { Loader } from "./load/loader.ts";
import type { Loading } from "./load/loading.ts";
import { closest, wholeFileProblem } from "../parse/problem.ts";
import { isShown, isTranslated, stateOf, type FileFields, type TranslationRecord } from "./translation-record.ts";

/** The source's legal pages: `legal` in their order (the pages), `loaded` in file order (how they are written). */
export const legalPages = (settings: TokenSettings): Loader<{ legal: LegalPage[]; loaded: LegalPage[] }> => ({
  name: "legal pages",
  load(loading) {
    const files = listLegalFiles(loading, path.join(loading.root, "legal"));
    const results = loading.cache
      ? loading.cache.load(files, settings, loading.legal)
      : files.map((file) => loading.legal.load(file, settings));
    const loaded: LegalPage[] = [];
    for (const result of results) {
      loading.report(result.problems);
      if (result.page) loaded.push(result.page);
    }
    const legal = [...loaded].sort((a, b) => a.meta.order - b.meta.order || a.slug.localeCompare(b.slug));
    return { legal, loaded };
  },
});

/**
 * A language's legal pages (content/hi/legal/privacy-policy.md): each the
 * translation of the source page of the same name, holding its title,
 * description and text; dates and order come from the source page. A page
 * with no translation is not missing: legal pages may stay in the source
 * language, which governs. A translated one is checked for staleness like
 * any text (title, description, body): `shown` are the pages published,
 * `loaded` every one that loaded, `files` their texts for the coverage report.
 */
export const legalTranslations = (
  locale: Locale,
  { legal, settings, record }: { legal: LegalPage[]; settings: TokenSettings; record: TranslationRecord },
): Loader<{ shown: LegalPage[]; loaded: LegalPage[]; files: FileFields[] }> => ({
  name: `legal pages in ${locale.code}`,
  load(loading) {
    const folder = path.join(loading.root, locale.code, "legal");
    const pages = { shown: [] as LegalPage[], loaded: [] as LegalPage[], files: [] as FileFields[] };
    if (!existsSync(folder)) return pages;
    const bySlug = new Map(legal.map((page) => [page.slug, page]));
    for (const file of listLegalFiles(loading, folder)) {
      const of = bySlug.get(file.name.replace(/\.md$/, ""));
      if (!of) {
        const guess = closest(
          file.name,
          legal.map((p) => `${p.slug}.md`),
        );
        loading.problems.push(
          wholeFileProblem(file.shown, {
            expected: `the translation of a legal page of content/legal/, under the same name: ${legal.map((p) => `${p.slug}.md`).join(", ")}`,
            found: `"${file.name}", which translates no page`,
            hint: guess ? `did you mean ${guess}?` : undefined,
          }),
        );
        continue;
      }
      const result = loading.legal.load(file, settings, { translation: { of, locale: locale.code } });
      loading.report(result.problems);
      if (!result.page) continue;
      pages.loaded.push(result.page);
      const at = { file: of.file, line: 1, column: 1, source: "" };
      const translatedAt = { file: file.shown, line: 1, column: 1, source: "" };
      const name = `legal/${of.slug}.md`;
      const fields = (["title", "description", "body"] as const).map((key) => ({
        path: [key],
        steps: [key],
        key,
        value: of.texts[key],
        translated: result.page!.texts[key] || undefined,
        translatedAt,
        position: at,
      }));
      pages.files.push({ file: name, shownTranslation: file.shown, fields, orphans: [], stillRight: new Map() });
      // A legal text is published whole or not at all: with any part missing or
      // stale, the language links to the source's page, which governs.
      if (fields.every((f) => isTranslated(f) && isShown(stateOf(f, record[name]?.[f.key]), { production: loading.production })))
        pages.shown.push(result.page);
    }
    return pages;
  },
});

/** The files of a folder of legal pages, sorted, hidden ones left out; none when there is no such folder. */
function listLegalFiles({ problems, shown: shownPath }: Loading, dir: string): LegalFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT") {
      const found = code === "ENOTDIR" ? "a file" : `a folder the build cannot read (${code})`;
      problems.push(
        wholeFileProblem(shownPath(dir), { expected: "a folder of legal pages, one file each (legal/privacy-policy.md)", found }),
      );
    }
    return [];
  }
  return names
    .filter((name) => !name.startsWith("."))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      return { path: file, name, shown: shownPath(file) };
    });
}
