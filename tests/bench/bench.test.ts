// Every benchmark mode (scripts/bench/bench.ts), run for real as a reader runs
// it, `npm run bench -- <mode> --tiny`: each step once at its smallest (5
// generated pages, 1 run, one page load and one Lighthouse audit per site)
// over the frozen content (tests/fixtures/content/), so a mode that no
// longer runs (a file it reads has moved, a tool's API changed) or no longer
// measures what its report shows fails the suite. The figures are held to
// being there and being numbers, never to their values: the machine is shared.
// A project of its own (vitest.config.ts), as each mode starts its own
// servers and drives Debian's Chromium (tests/shared/chromium.ts) itself:
// npm test runs it beside the browser checks, which share one.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/site.ts";

const run = promisify(execFile);

interface Printed {
  title: string;
  /** Each "## " section's text, by its title. */
  sections: Map<string, string>;
  /** The last line: how many targets were missed. */
  last: string;
}

async function bench(...args: string[]): Promise<Printed> {
  const { stdout } = await run("npm", ["run", "--silent", "bench", "--", "--tiny", ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: "1" },
    maxBuffer: 16 * 1024 * 1024,
  });
  const [head = "", ...parts] = stdout.trimEnd().split(/^## /m);
  const sections = new Map(parts.map((part) => [part.slice(0, part.indexOf("\n")), part] as const));
  return { title: head.split("\n")[0]!, sections, last: stdout.trimEnd().split("\n").at(-1)! };
}

/** The rows of the first table in a section whose title starts with `title`, each a map from its column's head to its cell. */
function rows(printed: Printed, title: string): Record<string, string>[] {
  const text = [...printed.sections].find(([name]) => name.startsWith(title))?.[1];
  if (text === undefined) throw new Error(`no section "${title}" in: ${[...printed.sections.keys()].join(", ")}`);
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.startsWith("|"));
  const end = lines.findIndex((line, i) => i > start && !line.startsWith("|"));
  const table = start < 0 ? [] : lines.slice(start, end < 0 ? undefined : end);
  const [head = [], , ...body] = table.map((line) =>
    line
      .slice(1, -1)
      .split("|")
      .map((cell) => cell.trim()),
  );
  return body.map((row) => Object.fromEntries(head.map((name, i) => [name, row[i] ?? ""])));
}

/** A figure as the report prints one: a number (1,234 or 0.42), not "n/a", "-" or "failed". */
const FIGURE = /^\d[\d,]*(\.\d+)?$/;
const VERDICT = /^(✖ \d+ targets? missed|✔ every measured target met)$/;

describe("npm run bench, every mode on a tiny corpus", () => {
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
