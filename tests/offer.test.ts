// The limited-time offer's end date, on both sides of it: "today" is the day
// in India of SOURCE_DATE_EPOCH (the reproducible-builds convention), so the
// same content builds the same bytes all day, names its last day until then,
// and is left out, with a line in the build's report, from the day after.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { filesIn } from "./helpers/head.ts";
import {
  BUILD,
  asProjectPaths,
  buildCommand,
  buildTo,
  contentCopy,
  lineOf,
  readPage,
  ROOT,
  setOfferEnd,
  tempDir,
  visibleText,
} from "./helpers/site.ts";
import { readFileSync } from "node:fs";
import { createSiteRenderer } from "../src/dev/site-renderer.ts";
import { buildReport, reportParts } from "../src/report/site-report.ts";

const epoch = (iso: string) => String(Math.floor(Date.parse(iso) / 1000));
const before = process.env.SOURCE_DATE_EPOCH;
afterEach(() => {
  if (before === undefined) delete process.env.SOURCE_DATE_EPOCH;
  else process.env.SOURCE_DATE_EPOCH = before;
});

async function landingAt(when: string, content: string): Promise<string> {
  process.env.SOURCE_DATE_EPOCH = epoch(when);
  const out = tempDir();
  await buildTo(out, content);
  return readPage(out, "index.html");
}

/** Ending on the 30th, with small print that names the deadline too. */
const ending30th = () =>
  contentCopy({
    "landing.yaml": (t) =>
      setOfferEnd(t, "2026-11-30").replace(/^(\s+)deadline:\n/m, "$1note: Offer applies to demos booked {deadline}.\n$1deadline:\n"),
  });

describe("the limited-time offer", () => {
  it('without an end date says "this week", and the launch list asks for the date', async () => {
    const dir = contentCopy();
    const text = visibleText(await landingAt("2026-11-23T10:00:00Z", dir));
    expect(text).toContain("Book your demo this week to claim it");
    const run = buildCommand(`--content=${dir}`, `--out=${path.join(tempDir(), "dist")}`);
    const line = lineOf(dir, "landing.yaml", "  offer:");
    expect(asProjectPaths(run.stdout, dir)).toMatch(
      new RegExp(
        `^  content/landing\\.yaml:${line}:3 +closing\\.offer\\.validUntil +"not set: the offer says “this week” every week"$`,
        "m",
      ),
    );
  });

  it("names its last day until the end of that day in India", async () => {
    const dir = ending30th();
    for (const when of ["2026-11-23T10:00:00Z", "2026-11-30T18:29:00Z"]) {
      const text = visibleText(await landingAt(when, dir));
      expect(text, when).toContain("Book your demo by Monday, 30 November to claim it");
      expect(text, when).toContain("Offer applies to demos booked by Monday, 30 November.");
      expect(text, when).not.toContain("this week");
    }
  });

  it("is left out from the day after, and the build says so in its report", async () => {
    const dir = ending30th();
    const html = await landingAt("2026-11-30T18:31:00Z", dir); // 00:01 on 1 December in India
    expect(html.includes('class="offer"')).toBe(false);
    expect(visibleText(html)).not.toContain("50% off your first month");
    expect(visibleText(html)).toContain("Schedule My Free Demo");

    const run = spawnSync(BUILD[0], [...BUILD[1], `--content=${dir}`, `--out=${path.join(tempDir(), "dist")}`], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1", SOURCE_DATE_EPOCH: epoch("2026-12-01T06:00:00Z") },
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^ℹ \S+landing\.yaml:\d+:17 {2}the limited-time offer ended on 30 November 2026 \(closing\.offer\.validUntil, today is 1 December 2026\): its box is left out of the page$/m,
    );
  });

  it("is said by the dev server too, in the words the build uses", async () => {
    process.env.SOURCE_DATE_EPOCH = epoch("2026-12-01T06:00:00Z");
    const outcome = await createSiteRenderer({ root: ROOT, contentDir: ending30th() }).update();
    // Among the others (a figure typed into a text, a superlative), the offer's, once.
    expect(outcome.notices.filter((notice) => notice.includes("offer"))).toEqual([
      expect.stringMatching(
        /^\S+landing\.yaml:\d+:17 {2}the limited-time offer ended on 30 November 2026 \(closing\.offer\.validUntil, today is 1 December 2026\): its box is left out of the page$/,
      ),
    ]);
    // Printed by npm run dev through the report npm run build prints (src/report/site-report.ts), line for line.
    const printed = reportParts(outcome, false);
    expect(printed.notices).toMatch(/^ℹ \S+landing\.yaml:\d+:17 {2}the limited-time offer ended on 30 November 2026 /m);
    expect(buildReport(outcome, false)[0]).toBe(printed.notices);
  });

  it("builds the same bytes all day long", async () => {
    const dir = ending30th();
    const morning = tempDir();
    const night = tempDir();
    process.env.SOURCE_DATE_EPOCH = epoch("2026-11-24T00:30:00Z"); // 06:00 in India
    await buildTo(morning, dir);
    process.env.SOURCE_DATE_EPOCH = epoch("2026-11-24T18:00:00Z"); // 23:30 in India
    await buildTo(night, dir);
    const files = filesIn(morning);
    expect(filesIn(night)).toEqual(files);
    for (const file of files) expect(readFileSync(path.join(night, file)).equals(readFileSync(path.join(morning, file))), file).toBe(true);
  });
});
