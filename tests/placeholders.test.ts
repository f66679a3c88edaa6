// The "to fill before launch" report, through the real build command on the
// frozen content: listed by `npm run build`, fatal with --strict
// (build:production), which then prints it on stderr with the refusal. What
// the report should list is read from the frozen files themselves, never
// counted by hand.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  buildCommand,
  FIXTURE,
  contentCopy,
  fillLaunchValues,
  launchedCopy,
  lineOf,
  recordLegal,
  setOfferEnd,
  tempDir,
} from "./helpers/site.ts";

// Values the spec leaves unnamed; the frozen content lists each of them.
const UNFILLED = ["legal.llpNumber", "legal.jurisdictionCity", "contact.email", "contact.phone", "brand.name", "demo.schedulingUrl"];

/**
 * Where a dotted setting's value starts in content/site.yaml, found by reading
 * the file line by line (not with the loader under test): each key is looked
 * for below the previous one; the column skips a !placeholder tag.
 */
function positionOf(dotted: string): string {
  const lines = readFileSync(path.join(FIXTURE, "site.yaml"), "utf8").split("\n");
  let index = 0;
  let column = 0;
  for (const key of dotted.split(".")) {
    const pattern = new RegExp(`^(\\s*${key}:\\s*(?:!placeholder\\s+)?)`);
    while (index < lines.length && !pattern.test(lines[index]!)) index++;
    if (index === lines.length) throw new Error(`${dotted} not found in content/site.yaml`);
    column = pattern.exec(lines[index]!)![1]!.length + 1;
  }
  return `content/site.yaml:${index + 1}:${column}`;
}

const reportLine = (dotted: string) =>
  new RegExp(`^  ${positionOf(dotted).replace(/[.]/g, "\\.")}\\s+${dotted.replace(/[.]/g, "\\.")}\\s+"`, "m");

describe("placeholders still in content", () => {
  it("are listed with file:line:column by a normal build, which succeeds", () => {
    const run = buildCommand(`--out=${path.join(tempDir(), "dist")}`);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^⚠ \d+ values? and \d+ samples? to fill before launch:$/m);
    for (const dotted of UNFILLED) expect(run.stdout).toMatch(reportLine(dotted));
  });

  it("fail the build with --strict, listing every one, and leave the previous output as it was", () => {
    const out = path.join(tempDir(), "dist");
    mkdirSync(out);
    // A previous build's folder (the build replaces only one it made: with its 404.html and _headers).
    for (const file of ["404.html", "_headers"]) writeFileSync(path.join(out, file), "");
    writeFileSync(path.join(out, "index.html"), "the previous build");
    const run = buildCommand("--strict", `--out=${out}`);
    expect(run.status).toBe(1);
    expect(readdirSync(out)).toEqual(["404.html", "_headers", "index.html"]);
    expect(readFileSync(path.join(out, "index.html"), "utf8")).toBe("the previous build");
    expect(readdirSync(path.dirname(out))).toEqual(["dist"]);
    // The list that explains the refusal goes with it, to stderr.
    expect(run.stdout).toBe("");
    for (const dotted of UNFILLED) expect(run.stderr).toMatch(reportLine(dotted));
    const [, values, samples] = /^⚠ (\d+ values?) and (\d+ samples?) to fill before launch:$/m.exec(run.stderr) ?? [];
    expect(Number.parseInt(values!)).toBeGreaterThanOrEqual(UNFILLED.length);
    expect(run.stderr).toContain(`✖ --strict: ${values} and ${samples} still to fill before launch; nothing was built.`);
  });

  it("refused by build:production, are named on stderr, which the daily cron line mails (its stdout goes to /dev/null)", () => {
    // Launched, but for one value put back: the mail must say which, where.
    const ready = launchedCopy({ "site.yaml": (t) => t.replace("email: hello@tripreply.in", 'email: "[email]"') });
    const line = lineOf(ready, "site.yaml", 'email: "[email]"');
    const run = buildCommand("--strict", `--content=${ready}`, `--out=${path.join(tempDir(), "dist")}`);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^⚠ 1 value to fill before launch:$/m);
    expect(run.stderr).toMatch(new RegExp(`^  content/site\\.yaml:${line}:10\\s+contact\\.email\\s+"\\[email\\]"$`, "m"));
    expect(run.stderr).toContain("✖ --strict: 1 value still to fill before launch; nothing was built.");
  });
});

/**
 * The frozen content's sample items, read line by line (not with the loader
 * under test): each `sample: true` line, the list item it is in
 * (trustedBy.items[0]) and the name the item goes by.
 */
function fixtureSamples(): { line: number; path: string; name: string }[] {
  const lines = readFileSync(path.join(FIXTURE, "landing.yaml"), "utf8").split("\n");
  const samples: { line: number; path: string; name: string }[] = [];
  let section = "";
  let item = -1;
  for (const [i, text] of lines.entries()) {
    const top = /^(\w+):/.exec(text);
    if (top) [section, item] = [top[1]!, -1];
    if (/^ {4}- /.test(text)) item++;
    if (!/^\s+sample: true$/.test(text)) continue;
    const name = lines
      .slice(i)
      .find((l) => /^ {6}name: /.test(l))!
      .replace(/^ {6}name: /, "");
    samples.push({ line: i + 1, path: `${section}.items[${item}]`, name });
  }
  return samples;
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

describe("sample content", () => {
  const samples = fixtureSamples();

  it("is listed before launch: each sample logo and testimonial at its `sample: true` line", () => {
    const run = buildCommand(`--out=${path.join(tempDir(), "dist")}`);
    expect(samples.length, "the frozen content has sample items to list").toBeGreaterThan(1);
    const listed = run.stdout.split("\n").filter((l) => l.includes("(invented; replace with a real one or delete it)"));
    expect(listed.map((l) => l.trim().split(/\s+/).slice(0, 2).join(" "))).toEqual(
      samples.map((s) => `content/landing.yaml:${s.line}:7 ${s.path}`),
    );
    expect(run.stdout).toContain(`and ${count(samples.length, "sample")} to fill before launch:`);
  });

  it("stops build:production, named, once every launch value is filled; confirmed as real, the site builds", () => {
    const filled = contentCopy({ "site.yaml": fillLaunchValues, "landing.yaml": (t) => setOfferEnd(t) });
    // Filling the values changed the legal pages' text: recorded, as at a launch, so the samples alone are left.
    recordLegal(filled);
    const out = path.join(tempDir(), "dist");
    const refused = buildCommand("--strict", `--content=${filled}`, `--out=${out}`);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain(`⚠ ${count(samples.length, "sample")} to fill before launch:`);
    const named = samples.filter((s) => refused.stderr.includes(`sample: "${s.name}`)).map((s) => s.name);
    expect(named, "every sample is named in the report").toEqual(samples.map((s) => s.name));
    expect(refused.stderr).toContain(`✖ --strict: ${count(samples.length, "sample")} still to fill before launch; nothing was built.`);

    const ready = launchedCopy();
    const built = buildCommand("--strict", `--content=${ready}`, `--out=${out}`);
    expect(built.stderr).toBe("");
    expect(built.status).toBe(0);
    expect(built.stdout).not.toContain("to fill before launch");
  });
});
