// The benchmark modes that load pages in Chromium and audit them with
// Lighthouse (scripts/bench/bench.ts): the site's (no mode), --first-flight
// and --conversions, each at its smallest (printed-report.ts). Each starts
// its own servers and Debian's Chromium (tests/shared/chromium.ts): npm test
// runs this file beside the browser checks, after the web editor's
// (scripts/test-all.sh).
import { describe, expect, it } from "vitest";
import { bench, FIGURE, rows, VERDICT } from "./printed-report.ts";

describe("npm run bench, the modes that load pages, on a tiny corpus", () => {
  it("the site: page weight and loads, Lighthouse once, build speed and the CPU profile", { timeout: 240_000 }, async () => {
    const printed = await bench();
    expect(printed.title).toBe("# Benchmarks");
    const pages = rows(printed, "Pages");
    expect(pages.map((row) => row.Route)).toContain("/");
    const [audit, ...more] = rows(printed, "Lighthouse");
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      Route: "/",
      Form: "mobile",
      Performance: expect.stringMatching(FIGURE),
      LCP: expect.stringMatching(FIGURE),
    });
    const builds = rows(printed, "Build speed");
    expect(builds.map((row) => row.Build)).toEqual(expect.arrayContaining(["real site", "+5 pages", "real site, warm"]));
    for (const build of builds) expect(build["Median s"], build.Build).toMatch(FIGURE);
    const stages = rows(printed, "Where the time goes (+5 pages");
    expect(stages.length).toBeGreaterThan(0);
    for (const stage of stages) expect(stage.ms, stage.Stage).toMatch(FIGURE);
    expect(printed.last).toMatch(VERDICT);
  });

  it("--first-flight: the working tree's mobile LCP of /, with its bytes, layout shift and scores", { timeout: 240_000 }, async () => {
    const printed = await bench("--first-flight", ".");
    expect(printed.title).toBe("# First flight");
    const [page, ...more] = rows(printed, "Lighthouse, mobile, each commit's build of its own content");
    expect(more).toEqual([]);
    expect(page).toMatchObject({
      Page: "/",
      LCP: expect.stringMatching(FIGURE),
      "Page bytes": expect.stringMatching(FIGURE),
      "Layout shift": expect.stringMatching(FIGURE),
      Scores: expect.stringMatching(/^\d+\/\d+\/\d+\/\d+$/),
    });
    expect(printed.last).toMatch(VERDICT);
  });

  it(
    "--conversions: the fixture's landing page against its targets, and Lighthouse with and without it",
    { timeout: 180_000 },
    async () => {
      const printed = await bench("--conversions");
      expect(printed.title).toBe("# Conversions fixture");
      expect(rows(printed, "Landing page targets").length).toBeGreaterThan(0);
      const audits = rows(printed, "Lighthouse");
      expect(audits.map((row) => [row.Site, row.Route, row.Form])).toEqual([
        ["frozen content", "/", "mobile"],
        ["fixture (both on)", "/", "mobile"],
      ]);
      for (const audit of audits) expect(audit.Performance, audit.Site).toMatch(FIGURE);
      expect(printed.sections.get("Lighthouse")).toMatch(/Requests to the analytics host: [1-9]\d* /);
      expect(printed.last).toMatch(VERDICT);
    },
  );
});
