// The benchmark modes that time builds (scripts/bench/bench.ts): --reload
// (the dev server, and a large site's edit) and --commits (the working tree's
// build cold and warm, Eleventy beside it), each at its smallest
// (printed-report.ts). npm test runs this file after the browser checks,
// beside the web editor's (scripts/test-all.sh).
import { describe, expect, it } from "vitest";
import { bench, FIGURE, rows, VERDICT } from "./printed-report.ts";

describe("npm run bench, the modes that time builds, on a tiny corpus", () => {
  it("--reload: save to reloaded page through the dev server, and a large site's edit", { timeout: 180_000 }, async () => {
    const printed = await bench("--reload");
    expect(printed.title).toBe("# Live reload");
    const reloads = rows(printed, "Save to reloaded page");
    expect(reloads.map((row) => row.Change)).toEqual(["content: a price in plans.yaml", "template CSS: a rule in site.css"]);
    for (const reload of reloads) expect(reload["Median ms"], reload.Change).toMatch(FIGURE);
    const rebuilds = rows(printed, "Rebuild inside the dev server");
    expect(rebuilds).toHaveLength(5);
    for (const rebuild of rebuilds) expect(rebuild["Median ms"], rebuild.Rebuild).toMatch(FIGURE);
    for (const render of rows(printed, "A large site (+5 legal pages)")) expect(render.ms, render.Render).toMatch(FIGURE);
    expect(printed.last).toMatch(VERDICT);
  });

  it(
    "--commits: the working tree's build cold and warm, with broken links and Eleventy beside it, and the markdown alone",
    { timeout: 180_000 },
    async () => {
      const printed = await bench("--commits", "--broken", "--eleventy", ".");
      expect(printed.title).toBe("# Build speed across commits");
      const builds = rows(printed, "5 generated legal pages over each commit's content");
      expect(builds.map((row) => row.Build)).toEqual([
        "working tree",
        "working tree, 5 broken links",
        "working tree, warm",
        expect.stringMatching(/^Eleventy /),
      ]);
      for (const build of builds) expect(build["Wall s"], build.Build).toMatch(FIGURE);
      const markdown = rows(printed, "The markdown alone");
      expect(markdown).toHaveLength(2);
      for (const processor of markdown) expect(processor["ms a page"], processor.Processor).toMatch(FIGURE);
    },
  );
});
