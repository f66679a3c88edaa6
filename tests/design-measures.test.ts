// The build's length checks predict the landing page from measures stored in
// templates/design-limits.json, taken by npm run measure-design. Those
// measures name the templates they were taken with; these tests keep them
// from going blind: the stored measures are of today's templates, and a build
// with other templates says to measure again.
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LIMITS } from "../src/checks/design-limits.ts";
import { build } from "../src/pipeline/site-build.ts";
import { designSource, outOfDate } from "../src/render/design-source.ts";
import { FIXTURE, ROOT, tempDir } from "./helpers/site.ts";

describe("the design measurements", () => {
  it("were taken with today's templates, of every section they measured", () => {
    // A section they never measured (one just made) is the build's to name, when content shows it.
    const measured = Object.keys(LIMITS.measuredFrom.sections);
    expect(
      outOfDate(LIMITS.measuredFrom, designSource(path.join(ROOT, "templates")), measured),
      "the templates changed since templates/design-limits.json was measured: run npm run measure-design and commit the file",
    ).toEqual([]);
  });

  it("are said to be out of date by a build whose templates changed since, and not by one whose did not", async () => {
    // A project of its own, whose templates can change: the build reads its templates and its code.
    const root = tempDir("templates-");
    for (const folder of ["templates", "src"]) cpSync(path.join(ROOT, folder), path.join(root, folder), { recursive: true });
    const same = await build({ root, contentDir: FIXTURE, outDir: path.join(root, "same") });
    expect(same.notices.filter((n) => n.includes("design measurements"))).toEqual([]);

    // A section's line height changes, as a developer might change it.
    const css = path.join(root, "templates", "sections", "hero", "styles.css");
    writeFileSync(css, `${readFileSync(css, "utf8")}\n.hero h1 { line-height: 1.3; }\n`);
    const changed = await build({ root, contentDir: FIXTURE, outDir: path.join(root, "changed") });
    expect(changed.notices).toContainEqual(expect.stringMatching(/design measurements .* the hero section .* npm run measure-design/));

    // Line endings are not a change: a checkout on Windows hashes as this one.
    const windows = tempDir("crlf-");
    cpSync(path.join(ROOT, "templates"), windows, { recursive: true });
    const site = path.join(windows, "site.css");
    writeFileSync(site, readFileSync(site, "utf8").replace(/\n/g, "\r\n"));
    expect(designSource(windows)).toEqual(designSource(path.join(ROOT, "templates")));
  }, 60_000);
});
