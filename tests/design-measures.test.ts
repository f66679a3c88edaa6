// The build's length checks predict the landing page from measures stored in
// templates/design-limits.json, which name the templates they were taken
// with. Keeping the file current is the browser phase's
// (tests/browser/measures-setup.ts, held by tests/browser/stored-measures.test.ts),
// so a changed template fails nothing here. What these hold: a build with
// other templates than the measures' says they are out of date, one with the
// same does not, and the browser phase's step knows the one from the other,
// line endings aside.
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { build } from "../src/pipeline/site-build.ts";
import { designSource } from "../src/render/design-source.ts";
import { storedMeasuresCurrent, STORED_MEASURES } from "./shared/stored-measures.ts";
import { FIXTURE, ROOT, tempDir } from "./helpers/site.ts";

// The measures as if taken from today's templates, whether or not the stored
// ones are yet (the browser phase measures them again after these tests): a
// build of these templates is the one that must say nothing.
vi.mock("../templates/design-limits.json", async (original) => {
  const { designSource: source } = await import("../src/render/design-source.ts");
  const stored = (await original<{ default: object }>()).default;
  return { default: { ...stored, measuredFrom: source(path.resolve(import.meta.dirname, "../templates")) } };
});

/** A project of its own, whose templates can change: the build reads its templates and its code. */
function project(): string {
  const root = tempDir("templates-");
  for (const folder of ["templates", "src"]) cpSync(path.join(ROOT, folder), path.join(root, folder), { recursive: true });
  return root;
}

/** A section's line height changed, as a developer might change it. */
function changeHero(root: string): void {
  const css = path.join(root, "templates", "sections", "hero", "styles.css");
  writeFileSync(css, `${readFileSync(css, "utf8")}\n.hero h1 { line-height: 1.3; }\n`);
}

describe("the design measurements", () => {
  it("are said to be out of date by a build whose templates changed since, and not by one whose did not", async () => {
    const root = project();
    const same = await build({ root, contentDir: FIXTURE, outDir: path.join(root, "same") });
    expect(same.notices.filter((n) => n.includes("design measurements"))).toEqual([]);

    changeHero(root);
    const changed = await build({ root, contentDir: FIXTURE, outDir: path.join(root, "changed") });
    expect(changed.notices).toContainEqual(expect.stringMatching(/design measurements .* the hero section .* npm run measure-design/));
  }, 60_000);

  it("are measured again by the browser phase when the templates changed since, and not when they did not", () => {
    // The project's stored measures, as if just taken from its templates.
    const root = project();
    const file = path.join(root, STORED_MEASURES);
    const stored = JSON.parse(readFileSync(file, "utf8"));
    writeFileSync(file, JSON.stringify({ ...stored, measuredFrom: designSource(path.join(root, "templates")) }));
    expect(storedMeasuresCurrent(root)).toBe(true);

    // Line endings are not a change: a checkout on Windows hashes as this one.
    const site = path.join(root, "templates", "site.css");
    writeFileSync(site, readFileSync(site, "utf8").replace(/\n/g, "\r\n"));
    expect(designSource(path.join(root, "templates"))).toEqual(designSource(path.join(ROOT, "templates")));
    expect(storedMeasuresCurrent(root)).toBe(true);

    changeHero(root);
    expect(storedMeasuresCurrent(root)).toBe(false);
  });
});
