// The legal pages of the last load, kept by the dev server across rebuilds so
// that only a page whose text or settings changed is parsed and rendered
// again (legal-pages.ts loads one; through kept-legal-pages.ts, the first load
// reads what earlier builds kept).
import type { LegalFileLoader, LegalPagesLoader } from "../model/load/loading.ts";
import { loadLegalFile, LEGAL_FILE_DESCRIPTION, type LegalFile, type LegalResult, type TokenSettings } from "../model/load/legal-pages.ts";
import { readContentText } from "../parse/content-text.ts";

/** How many results of one page are kept: the one before an edit and the edit. */
const KEPT = 2;

type Entry = { text: string; settings: string; result: LegalResult };

/**
 * Earlier results by file, reused while neither the file's text nor the site
 * settings have changed. The dev server keeps one across rebuilds, so editing
 * one page of a site of thousands re-renders that page's markdown only. A
 * page's two latest results are kept, so undoing an edit (of the page, or of
 * the settings) finds the result from before it.
 */
export class LegalPageCache implements LegalPagesLoader {
  private entries = new Map<string, Entry[]>();

  /** `each`: how a page not in memory is loaded (the loading's, which may read it from the build's cache). */
  load(files: LegalFile[], settings: TokenSettings, each: LegalFileLoader): LegalResult[] {
    const key = JSON.stringify(settings);
    const next = new Map<string, Entry[]>();
    const results = files.map((file) => {
      const read = readContentText(file.path, file.shown, LEGAL_FILE_DESCRIPTION);
      // Not a readable text file: let the loader say what is wrong (a folder, a bad name, bytes that are not text).
      if (read.text === undefined) return loadLegalFile(file, settings);
      const text = read.text;
      const kept = this.entries.get(file.path) ?? [];
      const earlier = kept.find((entry) => entry.text === text && entry.settings === key);
      const result = earlier?.result ?? each.load(file, settings);
      next.set(file.path, [{ text, settings: key, result }, ...kept.filter((entry) => entry !== earlier)].slice(0, KEPT));
      return result;
    });
    this.entries = next; // files that are gone are forgotten
    return results;
  }
}
