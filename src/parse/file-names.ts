// Names in content/ that would break a checkout on Windows, where many editors
// work: a name Windows reserves for a device (CON, PRN, AUX, NUL, COM1–COM9,
// LPT1–LPT9, whatever the extension), one ending in a space or a dot, one
// holding a character Windows does not allow in a name, and two names in one
// folder that differ only by case (one file on Windows and macOS). Each is
// refused at its file, before anything is read. Beside them, the names at the
// top of dist/ the build keeps for itself (BUILD_NAMES).
import { readdirSync, type Dirent } from "node:fs";
import path from "node:path";
import type { ContentProblem, ShownPath } from "./problem.ts";

const RESERVED = /^(con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])(\..*)?$/i;
const NOT_ALLOWED = /[<>:"\\|?*\u0000-\u001F]/;

/** The problems of every name under `root`, folder by folder, without following links. */
export function fileNameProblems(root: string, shownPath: ShownPath): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const folders = [root];
  while (folders.length) {
    const folder = folders.pop()!;
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      continue; // an unreadable folder is named by the loader that needs it
    }
    const byCase = new Map<string, string>();
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(folder, entry.name);
      const at = { file: shownPath(file), line: 1, column: 1, path: "" };
      const problem = nameProblem(entry.name);
      if (problem)
        problems.push({
          ...at,
          expected: "a file name that works on every computer an editor may use (Windows, macOS, Linux)",
          found: problem,
          hint: "rename it: a checkout on Windows fails on this name, or silently loses the file",
        });
      const folded = entry.name.toLowerCase();
      const twin = byCase.get(folded);
      if (twin !== undefined) {
        problems.push({
          ...at,
          expected: "names that differ by more than capital letters in one folder",
          found: `"${entry.name}" beside "${twin}": Windows and macOS keep one file for both`,
          hint: "rename or merge one of them",
        });
      } else byCase.set(folded, entry.name);
      if (entry.isDirectory() && !entry.name.startsWith(".")) folders.push(file);
    }
  }
  return problems;
}

function nameProblem(name: string): string | undefined {
  if (RESERVED.test(name))
    return `"${name}", a name Windows keeps for a device (${name.split(".")[0]!.toUpperCase()}), whatever comes after the dot`;
  if (/[ .]$/.test(name))
    return `"${name}", which ends in ${name.endsWith(" ") ? "a space" : "a dot"}: Windows drops it, so the file is lost or clashes with another`;
  const bad = NOT_ALLOWED.exec(name);
  if (bad)
    return `"${name}", with ${/[\u0000-\u001F]/.test(bad[0]) ? "a control character" : `"${bad[0]}"`}, which Windows does not allow in a name`;
  return undefined;
}

/**
 * Names at the top of dist/ that the build uses itself, and what for. A legal
 * page (content/legal/<name>.md) and a language (site.yaml's locales, whose
 * pages are under /<code>) each take an address at the top of the site, so
 * neither may take one of these: one page would silently replace another.
 */
export const BUILD_NAMES: Record<string, string> = {
  index: "the home page (index.html)",
  "404": "the page-not-found page (404.html)",
  sitemap: "the sitemap (sitemap.xml)",
  robots: "the rules for search engines (robots.txt)",
  og: "the folder of link-preview images (og/)",
  icons: "the folder of icons (icons/)",
  images: "the folder of pictures (images/)",
};
