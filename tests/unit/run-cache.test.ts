// scripts/run.mjs: the bundle it keeps in .cache/ is keyed by the content of
// this checkout's files, wherever the checkout is. A copy or a move of a
// checkout, .cache/ and all, runs its own code: it rebuilds when its files
// differ from those the bundle was made from, and only then. Each case is a
// tiny project: this repository's run.mjs, an entry that prints what a module
// of src/ says, and node_modules linked to this one's (for esbuild).
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, readFileSync, renameSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { tempDir } from "../shared/temp.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

// A function, not a constant: the minified bundle would inline a constant and leave its module out of the source map.
const say = (dir: string, word: string) =>
  writeFileSync(path.join(dir, "src/word.ts"), `export function word(): string {\n  return ${JSON.stringify(word)};\n}\n`);

/** A project at <temp>/<name> whose entry (in its scripts folder) prints `word`. */
function project(name: string, word: string): string {
  const dir = path.join(tempDir("run-cache-"), name);
  mkdirSync(path.join(dir, "scripts"), { recursive: true });
  mkdirSync(path.join(dir, "src"));
  copyFileSync(path.join(ROOT, "scripts/run.mjs"), path.join(dir, "scripts/run.mjs"));
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  writeFileSync(path.join(dir, "package-lock.json"), "{}\n");
  writeFileSync(path.join(dir, "scripts/say.ts"), 'import { word } from "../src/word.ts";\nconsole.log(word());\n');
  say(dir, word);
  return dir;
}

/** What the project's entry prints, run in dir as npm runs a script (`node scripts/run.mjs <entry>`). */
function run(dir: string): string {
  const result = spawnSync(process.execPath, ["scripts/run.mjs", "scripts/say.ts"], { cwd: dir, encoding: "utf8" });
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
  return result.stdout.trim();
}

/** The bundle's file: a new bundle is renamed into place, so a rebuild gives a new one. */
const bundleFile = (dir: string) => statSync(path.join(dir, ".cache/say.mjs")).ino;

/** A copy of a project, .cache/ and the node_modules link included, at <temp>/<name>. */
function copy(from: string, name: string): string {
  const to = path.join(tempDir("run-cache-"), name);
  cpSync(from, to, { recursive: true, verbatimSymlinks: true });
  return to;
}

describe("run.mjs's bundle cache", () => {
  it("is used again while the files are the same, and rebuilt when one changes", () => {
    const dir = project("checkout", "one");
    expect(run(dir)).toBe("one");
    const first = bundleFile(dir);
    expect(run(dir)).toBe("one");
    expect(bundleFile(dir)).toBe(first);
    say(dir, "two");
    expect(run(dir)).toBe("two");
    expect(bundleFile(dir)).not.toBe(first);
  });

  it("in a copied checkout, runs the copy's code, not the code at the path the bundle was made from", () => {
    const original = project("checkout", "one");
    expect(run(original)).toBe("one");
    const copied = copy(original, "checkout");
    // The copy changes; the checkout it was copied from is still there, unchanged.
    say(copied, "two");
    expect(run(copied)).toBe("two");
    expect(run(original)).toBe("one");
    // The copy's source map names the copy's sources.
    const map = JSON.parse(readFileSync(path.join(copied, ".cache/say.mjs.map"), "utf8")) as { sources: string[] };
    expect(map.sources.map((source) => path.resolve(copied, ".cache", source))).toContain(path.join(copied, "src/word.ts"));
  });

  it("in a moved checkout, is used again when its files are the same and rebuilt when they differ", () => {
    const original = project("checkout", "one");
    expect(run(original)).toBe("one");
    const bundled = bundleFile(original);
    const moved = path.join(tempDir("run-cache-"), "moved");
    renameSync(original, moved);
    expect(run(moved)).toBe("one");
    expect(bundleFile(moved)).toBe(bundled);
    say(moved, "two");
    expect(run(moved)).toBe("two");
  });

  it("gives a module its own source's import.meta.dirname, so a bundle used again in a moved checkout names the moved files", () => {
    const original = project("checkout", "one");
    writeFileSync(
      path.join(original, "src/word.ts"),
      'export function word() {\n  return import.meta.dirname + " " + import.meta.url;\n}\n',
    );
    expect(run(original)).toBe(`${path.join(original, "src")} ${pathToFileURL(path.join(original, "src/word.ts")).href}`);
    const bundled = bundleFile(original);
    const moved = path.join(tempDir("run-cache-"), "moved");
    renameSync(original, moved);
    expect(run(moved)).toBe(`${path.join(moved, "src")} ${pathToFileURL(path.join(moved, "src/word.ts")).href}`);
    expect(bundleFile(moved)).toBe(bundled);
  });

  it("does not trust a manifest naming files by absolute path (as run.mjs wrote them before): they may be another checkout's", () => {
    const original = project("checkout", "one");
    expect(run(original)).toBe("one");
    const copied = copy(original, "checkout");
    say(copied, "two");
    // The manifest as it was written: every file by its absolute path in the
    // original checkout, with a hash that matches those files.
    const manifest = path.join(copied, ".cache/say.inputs.json");
    const { entry, files } = JSON.parse(readFileSync(manifest, "utf8")) as { entry: string; files: string[] };
    const absolute = files.map((file) => path.join(original, file));
    const hash = createHash("sha256");
    for (const file of absolute) hash.update(`${file}\0`).update(readFileSync(file)).update("\0");
    writeFileSync(manifest, JSON.stringify({ entry, files: absolute, hash: hash.digest("hex") }));
    expect(run(copied)).toBe("two");
  });
});
