// The "to fill before launch" report, through the real build command on the
// real content: listed by `npm run build`, fatal with --strict (build:production).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildCommand, confirmSamples, CONTENT, contentCopy, fillLaunchValues, setOfferEnd, tempDir } from "./helpers/site.ts";

// Values the spec leaves unnamed; the default content must list each of them.
const UNFILLED = ["legal.llpNumber", "legal.jurisdictionCity", "contact.email", "contact.phone", "brand.name", "demo.schedulingUrl"];

/**
 * Where a dotted setting's value starts in content/site.yaml, found by reading
 * the file line by line (not with the loader under test): each key is looked
 * for below the previous one; the column skips a !placeholder tag.
 */
function positionOf(dotted: string): string {
  const lines = readFileSync(path.join(CONTENT, "site.yaml"), "utf8").split("\n");
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
    expect(run.stdout).toMatch(/^⚠ \d+ values? and 6 samples to fill before launch:$/m);
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
    for (const dotted of UNFILLED) expect(run.stdout).toMatch(reportLine(dotted));
    const count = Number(/^⚠ (\d+) values? and 6 samples to fill before launch:$/m.exec(run.stdout)?.[1]);
    expect(count).toBeGreaterThanOrEqual(UNFILLED.length);
    expect(run.stderr).toContain(`✖ --strict: ${count} values and 6 samples still to fill before launch; nothing was built.`);
  });
});

describe("sample content", () => {
  it("is listed before launch: each sample logo and testimonial at its `sample: true` line", () => {
    const run = buildCommand(`--out=${path.join(tempDir(), "dist")}`);
    const lines = readFileSync(path.join(CONTENT, "landing.yaml"), "utf8").split("\n");
    const samples = lines.flatMap((line, i) => (/^\s+sample: true$/.test(line) ? [i + 1] : []));
    expect(samples).toHaveLength(6);
    const paths = [0, 1, 2].map((n) => `trustedBy.items[${n}]`).concat([0, 1, 2].map((n) => `testimonials.items[${n}]`));
    for (const [n, line] of samples.entries()) {
      const field = paths[n]!.replace(/[.[\]]/g, "\\$&");
      expect(run.stdout).toMatch(
        new RegExp(
          `^  content/landing\\.yaml:${line}:7 +${field} +sample: ".+" \\(invented; replace with a real one or delete it\\)$`,
          "m",
        ),
      );
    }
  });

  it("stops build:production, named, once every launch value is filled; confirmed as real, the site builds", () => {
    const filled = contentCopy({ "site.yaml": fillLaunchValues, "landing.yaml": (t) => setOfferEnd(t) });
    const out = path.join(tempDir(), "dist");
    const refused = buildCommand("--strict", `--content=${filled}`, `--out=${out}`);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toMatch(/^⚠ 6 samples to fill before launch:$/m);
    for (const name of [
      "Priya Nair",
      "Arjun Malhotra",
      "Sneha Kulkarni",
      "Coastal Trails Holidays",
      "Himalayan Escapes",
      "Wanderlust Tours",
    ])
      expect(refused.stdout).toContain(name);
    expect(refused.stderr).toContain("✖ --strict: 6 samples still to fill before launch; nothing was built.");

    const ready = contentCopy({ "site.yaml": fillLaunchValues, "landing.yaml": (t) => confirmSamples(setOfferEnd(t)) });
    const built = buildCommand("--strict", `--content=${ready}`, `--out=${out}`);
    expect(built.stderr).toBe("");
    expect(built.status).toBe(0);
    expect(built.stdout).not.toContain("to fill before launch");
  });
});
