// Watches folder trees and reports the changed files once per burst: editors
// often save in several steps (truncate and write, or write a temporary file
// and rename it over the original), and one rebuild should follow the last.
//
// Each folder gets its own fs.watch instead of one fs.watch(dir, { recursive:
// true }): on Linux, Node (20 and 24 alike) implements `recursive` by watching
// every file's inode, so once an editor saves by renaming a new file into place
// (vim, sed -i, JetBrains "safe write"), later saves of that file go unnoticed.
// A folder's watch reports every name written in it, whatever the inode.
import { readdirSync, statSync, watch, type FSWatcher } from "node:fs";
import path from "node:path";

const SKIPPED = new Set(["node_modules", ".git"]);

export function watchFolders(roots: string[], onChange: (files: string[]) => void, delayMs = 30): { close(): void } {
  const watchers = new Map<string, { watcher: FSWatcher; ino: number }>();
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  const noticed = (file: string) => {
    pending.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...pending];
      pending = new Set();
      onChange(files);
    }, delayMs);
  };

  /** Watch a folder and the folders in it; returns the files found. */
  const watchTree = (dir: string): string[] => {
    let ino: number;
    let entries;
    try {
      ino = statSync(dir).ino;
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return []; // gone already
    }
    if (watchers.get(dir)?.ino === ino) return [];
    watchers.get(dir)?.watcher.close();
    const watcher = watch(dir, (_event, name) => name && changed(path.join(dir, name.toString())));
    // The folder was removed: its parent reports it if it comes back.
    watcher.on("error", () => {
      watcher.close();
      if (watchers.get(dir)?.watcher === watcher) watchers.delete(dir);
    });
    watchers.set(dir, { watcher, ino });
    const files: string[] = [];
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name)) files.push(...watchTree(full));
      } else files.push(full);
    }
    return files;
  };

  const changed = (file: string) => {
    let isDir = false;
    try {
      isDir = statSync(file).isDirectory();
    } catch {
      // deleted: still a change (a removed legal page removes its route)
    }
    // A folder that appeared (or was replaced) brings its files with it.
    if (isDir) for (const found of SKIPPED.has(path.basename(file)) ? [] : watchTree(file)) noticed(found);
    else noticed(file);
  };

  for (const root of roots) watchTree(root);
  return {
    close() {
      clearTimeout(timer);
      for (const { watcher } of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
