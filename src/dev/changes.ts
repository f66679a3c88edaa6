// What a change needs, for the dev server: `classify` sorts changed files by
// kind. Code (.ts/.tsx under src/ or templates/) needs a worker with fresh
// modules; anything else the site is made from re-renders the whole site in
// the warm one (src/dev/site-renderer.ts); files of no kind (an editor's swap file, a
// README) are ignored.
import path from "node:path";
import { PUBLISHED_FILE } from "../model/published.ts";

export interface Changes {
  /** .ts/.tsx/.js modules under templates/ or src/: Node caches ES modules, so they need a fresh worker. */
  code: string[];
  /** The stylesheet and menu script every page inlines. */
  assets: string[];
  /** content/*.yaml, content/legal/*.md and the pictures in content/images/. */
  content: string[];
  /** Files under content/static/: served from disk as they are, but their names are checked against the pages'. */
  static: string[];
}

export interface Folders {
  contentDir: string;
  templatesDir: string;
  srcDir: string;
}

export const noChanges = (): Changes => ({ code: [], assets: [], content: [], static: [] });

export const isEmpty = (c: Changes) => c.code.length + c.assets.length + c.content.length + c.static.length === 0;

/** Union of two change sets, each file once. */
export function merge(a: Changes, b: Changes): Changes {
  const union = (x: string[], y: string[]) => [...new Set([...x, ...y])];
  return {
    code: union(a.code, b.code),
    assets: union(a.assets, b.assets),
    content: union(a.content, b.content),
    static: union(a.static, b.static),
  };
}

const inside = (dir: string, file: string) => !path.relative(dir, file).startsWith("..");

/** Sort absolute file paths by what they need; anything else (editor swap files, READMEs) is ignored. */
export function classify(files: Iterable<string>, folders: Folders): Changes {
  const changes = noChanges();
  for (const file of files) {
    const ext = path.extname(file);
    if (inside(folders.contentDir, file)) {
      const rel = path.relative(folders.contentDir, file).split(path.sep).join("/");
      // A language's translations (hi/landing.yaml, hi/translated-from.json) and the record of what was published are content too.
      if (
        /^[^/]+\.ya?ml$/.test(rel) ||
        rel === PUBLISHED_FILE ||
        /^legal\/[^/]+\.md$/.test(rel) ||
        rel.startsWith("images/") ||
        /^[a-z]{2,3}\/([^/]+\.(ya?ml|json)|legal\/[^/]+\.md)$/.test(rel)
      )
        changes.content.push(file);
      else if (rel.startsWith("static/")) changes.static.push(file);
    } else if (inside(folders.templatesDir, file) && (ext === ".css" || path.basename(file) === "menu.js")) {
      changes.assets.push(file);
    } else if ((inside(folders.templatesDir, file) || inside(folders.srcDir, file)) && /^\.[mc]?[jt]sx?$/.test(ext)) {
      changes.code.push(file);
    }
  }
  return changes;
}
