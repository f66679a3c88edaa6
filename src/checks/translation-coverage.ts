// Translation coverage: for each language, which of the source's texts are
// translated, which are missing, which are stale (the English changed after
// the translation was made), which wait to be accepted and which translated
// items lost their English item, each at its line. Counted from the states
// the model gave each text (src/model/translation-record.ts) as the build loaded
// it; printed by src/report/translation-report.ts, summed up by the pipeline's summary,
// and marked in the web editor beside each text.
import type { ContentProblem } from "../parse/problem.ts";
import type { Position } from "../parse/yaml.ts";
import {
  fieldState,
  isShown,
  isTranslated,
  type FileFields,
  type TranslatedLanguage,
  type TranslationRecord,
} from "../model/translation-record.ts";

/** One text of a language that is not ready: missing, stale, not yet accepted, or an orphan. */
export interface CoverageItem extends Position {
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
  /** Texts the pages show translated. */
  translated: number;
  /** Not translated: the pages show the English. */
  missing: CoverageItem[];
  /** Translated from English that has changed since: the pages show the English until it is updated or marked still right. */
  stale: CoverageItem[];
  /** Translated, but from English no record names (new, or both changed since): shown while editing, in English in production, until it is accepted. */
  unsure: CoverageItem[];
  /** Shown (edited, or marked still right), and not yet recorded as accepted: the next acceptance records it. */
  unrecorded: CoverageItem[];
  /** Translated items whose English item is gone: shown nowhere. */
  orphans: CoverageItem[];
  /** What is wrong with the record of what each text was made from, when an edit damaged it. */
  recordProblem?: ContentProblem;
}

/** Whether every text of the language is shown in it, in production too: nothing missing, stale or waiting to be accepted, nothing orphaned. */
export const isReady = (report: Coverage) =>
  !report.missing.length && !report.stale.length && !report.unsure.length && !report.orphans.length;

function coverage(
  locale: { code: string; name: string; status: "published" | "draft" },
  files: FileFields[],
  { record, problem }: { record: TranslationRecord; problem?: ContentProblem },
  { production = false } = {},
): Coverage {
  const report: Coverage = {
    ...locale,
    total: 0,
    translated: 0,
    missing: [],
    stale: [],
    unsure: [],
    unrecorded: [],
    orphans: [],
    recordProblem: problem,
  };
  for (const file of files) {
    for (const field of file.fields) {
      report.total++;
      const item = { ...field.position, in: file.shownTranslation, path: field.key, english: field.value };
      if (!isTranslated(field)) {
        report.missing.push(item);
        continue;
      }
      // Anything to do about a translated text is done in the translation: point there.
      const at = { ...item, ...(field.translatedAt ?? {}) };
      const state = fieldState(file, field, record);
      if (state === "stale") report.stale.push(at);
      else {
        // Not yet accepted is counted as translated where it is shown, and listed either way.
        if (isShown(state, { production })) report.translated++;
        if (state === "unsure") report.unsure.push(at);
        else if (state !== "current") report.unrecorded.push(at);
      }
    }
    for (const orphan of file.orphans)
      report.orphans.push({ ...orphan, in: file.shownTranslation, path: orphan.key, english: orphan.untranslated.join(", ") });
  }
  return report;
}

/** Each language's coverage, in the order the model loaded them; `production`: as build:production counts what is shown. */
export const translationCoverage = (languages: readonly TranslatedLanguage[], { production = false } = {}): Coverage[] =>
  languages.map(({ locale, files, recordFile }) => coverage(locale, files, recordFile, { production }));
