// Every module of src/ is judged by a test a reader can find: its mirrored
// unit test (src/model/facts.ts by tests/unit/model/facts.test.ts), or a row
// of the README's table "Which test covers which module", which names the
// tests of a module that has none. A module added with neither fails here,
// by name; references.test.ts holds that every path the table names exists.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TABLE = "### Which test covers which module";

/** Each module of src/, relative to the root, with forward slashes. */
function modules(): string[] {
  return readdirSync(path.join(ROOT, "src"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** Where a module's mirrored unit test would be: its path under tests/unit/ instead of src/, ending .test.ts (or .tsx). */
const mirrorsOf = (module: string): string[] =>
  [".test.ts", ".test.tsx"].map((ending) => module.replace(/^src\//, "tests/unit/").replace(/\.tsx?$/, ending));

/** The modules the README's table names, each in backticks: only within its own section. */
function tabled(readme: string): Set<string> {
  const start = readme.indexOf(TABLE);
  if (start < 0) return new Set();
  const rest = readme.slice(start + TABLE.length);
  const end = rest.search(/^#{1,3} /m);
  const table = end < 0 ? rest : rest.slice(0, end);
  return new Set([...table.matchAll(/`(src\/[^`]+\.tsx?)`/g)].map((found) => found[1]!));
}

/** The modules with neither a mirrored test nor a row in the table. */
function unjudged(all: readonly string[], exists: (file: string) => boolean, named: ReadonlySet<string>): string[] {
  return all.filter((module) => !named.has(module) && !mirrorsOf(module).some(exists));
}

describe("each module of src/", () => {
  it("has its mirrored unit test, or a row in the README's table of which test covers it", () => {
    const named = tabled(readFileSync(path.join(ROOT, "README.md"), "utf8"));
    const missing = unjudged(modules(), (file) => existsSync(path.join(ROOT, file)), named);
    expect(missing, `add tests/unit/<path>.test.ts for each, or name the tests that cover it in README.md's "${TABLE}"`).toEqual([]);
  });
});

describe("the check itself", () => {
  it("finds a module with neither, and takes a mirrored test or a row of the table as judging it", () => {
    const tests = new Set(["tests/unit/model/facts.test.ts", "tests/unit/view/page.test.tsx"]);
    const all = ["src/model/facts.ts", "src/view/page.tsx", "src/model/site-model.ts", "src/outputs/new.ts"];
    expect(unjudged(all, (file) => tests.has(file), new Set(["src/model/site-model.ts"]))).toEqual(["src/outputs/new.ts"]);
  });

  it("reads the table's rows only, not a module named elsewhere in the README", () => {
    const readme = [
      "See `src/outputs/elsewhere.ts`.",
      TABLE,
      "| Module | Covered by |",
      "| `src/model/edition.ts`, `src/dev/server.ts` | `tests/dev.test.ts` |",
      "## Performance",
      "`src/outputs/after.ts`",
    ].join("\n");
    expect([...tabled(readme)]).toEqual(["src/model/edition.ts", "src/dev/server.ts"]);
  });
});
