// Every source file of src/, templates/ and scripts/ has a base name of its
// own (issue 47): a name said twice (the launch list's report, once launch.ts beside
// the check of the same name) sends a reader, a search and an import to the wrong
// room. The one allowance is a landing section's folder
// (templates/sections/<name>/): its entry, schema, styles and examples have
// the same names in every folder by design, as GOV.UK Frontend's components do.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCES = /\.(ts|tsx|js|mjs|cjs|css)$/;
/** The files every section folder has, each of its own section. */
const SECTION_PARTS = new Set(["section.tsx", "schema.ts", "styles.css", "examples.yaml"]);

/** Each source file under the folders, relative to the root, with forward slashes. */
function sources(): string[] {
  return ["src", "templates", "scripts"].flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && SOURCES.test(entry.name))
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")),
  );
}

/** The base names given to more than one file, each with its files; a section folder's own parts are not counted. */
function namesSaidTwice(files: readonly string[]): Record<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const file of files) {
    const name = path.posix.basename(file);
    if (/^templates\/sections\/[^/]+\/[^/]+$/.test(file) && SECTION_PARTS.has(name)) continue;
    byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  return Object.fromEntries([...byName].filter(([, found]) => found.length > 1));
}

describe("a source file's base name", () => {
  it("is said once across src/, templates/ and scripts/", () => {
    expect(namesSaidTwice(sources())).toEqual({});
  });

  it("said twice is found, but for a section folder's own parts (or the check proves nothing)", () => {
    expect(
      namesSaidTwice([
        "src/checks/launch.ts",
        "src/report/launch.ts",
        "templates/sections/hero/schema.ts",
        "templates/sections/pricing/schema.ts",
        "src/model/schema.ts",
      ]),
    ).toEqual({ "launch.ts": ["src/checks/launch.ts", "src/report/launch.ts"] });
  });
});
