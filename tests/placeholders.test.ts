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
 * under test): each `sample: true` line, its column, the block it is in
 * (trustedBy.items[0], proof[1].basis) and the name the report gives it (a
 * logo's or testimonial's name, a basis's measures).
 */
function fixtureSamples(): { line: number; column: number; path: string; name: string }[] {
  const lines = readFileSync(path.join(FIXTURE, "landing.yaml"), "utf8").split("\n");
  const samples: { line: number; column: number; path: string; name: string }[] = [];
  // The keys and list items open at each line, by indentation: enough YAML for this file's blocks.
  let stack: { indent: number; key: string | number; items: number }[] = [];
  for (const [i, text] of lines.entries()) {
    if (!text.trim() || text.trim().startsWith("#")) continue;
    const indent = text.length - text.trimStart().length;
    const item = /^(\s*)- (?:([\w-]+):)?/.exec(text);
    if (item) {
      stack = stack.filter((open) => open.indent < indent || (open.indent === indent && typeof open.key === "string"));
      const parent = stack.at(-1)!;
      stack.push({ indent, key: ++parent.items, items: -1 });
      if (item[2]) stack.push({ indent: indent + 2, key: item[2], items: -1 });
    } else {
      const key = /^\s*([\w-]+):/.exec(text)?.[1];
      if (!key) continue;
      stack = stack.filter((open) => open.indent < indent);
      stack.push({ indent, key, items: -1 });
    }
    if (!/^\s+sample: true$/.test(text)) continue;
    const block = stack
      .slice(0, -1)
      .reduce((at, open) => (typeof open.key === "number" ? `${at}[${open.key}]` : at ? `${at}.${open.key}` : open.key), "");
    const field = block.endsWith(".basis") ? "measures" : "name";
    const name = lines
      .slice(i)
      .find((l) => new RegExp(`^ {${indent}}${field}: `).test(l))!
      .trim()
      .replace(`${field}: `, "");
    samples.push({ line: i + 1, column: indent + 1, path: block, name });
  }
  return samples;
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

describe("sample content", () => {
  const samples = fixtureSamples();

  it("is listed before launch: each sample logo, testimonial and claim's basis at its `sample: true` line", () => {
    const run = buildCommand(`--out=${path.join(tempDir(), "dist")}`);
    expect(samples.length, "the frozen content has sample items to list").toBeGreaterThan(1);
    const listed = run.stdout.split("\n").filter((l) => l.includes("(invented; replace with a real one or delete it)"));
    expect(listed.map((l) => l.trim().split(/\s+/).slice(0, 2).join(" "))).toEqual(
      samples.map((s) => `content/landing.yaml:${s.line}:${s.column} ${s.path}`),
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

describe("claimed figures", () => {
  /** Each figure the frozen landing.yaml claims, read line by line: the line of its `figure:` and its column. */
  const figures = (dir = FIXTURE) =>
    readFileSync(path.join(dir, "landing.yaml"), "utf8")
      .split("\n")
      .flatMap((text, i) => (/^\s+(- )?figure: /.test(text) ? [{ line: i + 1, column: text.indexOf("figure:") + 1 }] : []));
  /** landing.yaml with every claim's basis block deleted. */
  const withoutBases = (landing: string) => landing.replace(/^(\s+)basis:\n(?:\1 {2}.*\n)+/gm, "");

  it("without a basis each, stop build:production at each figure's line; with their bases, the site builds", () => {
    const claims = figures();
    expect(claims.length, "the frozen content claims figures").toBeGreaterThan(3);
    const out = path.join(tempDir(), "dist");
    // The translation's bases go with the English ones: a translation has no field its English lacks.
    const unbased = launchedCopy({ "landing.yaml": withoutBases, "hi/landing.yaml": withoutBases });
    const refused = buildCommand("--strict", `--content=${unbased}`, `--out=${out}`);
    expect(refused.status).toBe(1);
    const listed = refused.stderr.split("\n").filter((line) => line.includes("no basis: what the figure measures"));
    expect(listed.map((line) => line.trim().split(/\s+/)[0])).toEqual(
      figures(unbased).map((c) => `content/landing.yaml:${c.line}:${c.column}`),
    );
    expect(refused.stderr).toContain(`✖ --strict: ${count(claims.length, "value")} still to fill before launch; nothing was built.`);

    const built = buildCommand("--strict", `--content=${launchedCopy()}`, `--out=${out}`);
    expect(built.stderr).toBe("");
    expect(built.status).toBe(0);
  });

  it("show each basis under its figures on / and /hi, in the page's language", () => {
    const out = path.join(tempDir(), "dist");
    expect(buildCommand(`--out=${out}`).status).toBe(0);
    const landing = readFileSync(path.join(FIXTURE, "landing.yaml"), "utf8");
    const hindi = readFileSync(path.join(FIXTURE, "hi", "landing.yaml"), "utf8");
    const values = (text: string, key: string) => [...text.matchAll(new RegExp(`^\\s+${key}: (.+)$`, "gm"))].map((m) => m[1]!);
    const notes = (file: string) =>
      [...readFileSync(path.join(out, file), "utf8").matchAll(/<details class="bases">([\s\S]*?)<\/details>/g)]
        .map((m) => m[1]!)
        .join("")
        .replace(/<!-- -->/g, "")
        .replace(/&#x27;/g, "'");
    for (const [file, text] of [
      ["index.html", landing],
      ["hi.html", hindi],
    ] as const) {
      const shown = notes(file);
      for (const said of [...values(text, "measures"), ...values(text, "source")]) expect(shown, `${file}: ${said}`).toContain(said);
      for (const day of values(landing, "asOf")) expect(shown).toContain(`<time dateTime="${day}">`);
    }
    expect(notes("hi.html")).toMatch(/अक्टूबर 2026/);
  });

  it("with a basis older than the review period, are noticed as due for review, in the build's report and its summary", () => {
    const oldDay = (landing: string) => landing.replace(/^(\s+asOf: ).*$/m, "$12020-01-15");
    const content = contentCopy({ "landing.yaml": oldDay });
    const line = readFileSync(path.join(content, "landing.yaml"), "utf8")
      .split("\n")
      .findIndex((text) => text.includes("asOf: 2020-01-15"));
    const summary = path.join(tempDir(), "summary.md");
    const run = buildCommand(`--content=${content}`, `--out=${path.join(tempDir(), "dist")}`, `--summary=${summary}`);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(
        `ℹ content/landing\\.yaml:${line + 1}:\\d+  the basis of \\S+ .*is of 15 January 2020, more than 12 months ago: due for review`,
      ),
    );
    expect(readFileSync(summary, "utf8")).toMatch(/### ℹ \d+ notices?[\s\S]*15 January 2020, more than 12 months ago: due for review/);
    // site.yaml's review period, set to ten years, keeps it current.
    const patient = contentCopy({ "landing.yaml": oldDay, "site.yaml": (t) => `${t}claims:\n  reviewAfterMonths: 120\n` });
    const later = buildCommand(`--content=${patient}`, `--out=${path.join(tempDir(), "dist")}`);
    expect(later.status).toBe(0);
    expect(later.stdout).not.toContain("due for review");
  });

  it("a figure typed into texts that no claimed figure says is one notice, until a proof figure with its basis says it", () => {
    // A figure only a text says: the hero's heading, in a copy of the frozen content.
    const typed = (t: string) => t.replace(/^(\s+heading: )(.*)$/m, "$1Book 17 minutes with us. $2");
    const content = contentCopy({ "landing.yaml": typed });
    const run = buildCommand(`--content=${content}`, `--out=${path.join(tempDir(), "dist")}`);
    expect(run.status).toBe(0);
    const lines = readFileSync(path.join(content, "landing.yaml"), "utf8").split("\n");
    const line = lines.findIndex((text) => text.includes("17 minutes"));
    expect(run.stdout).toContain(
      `ℹ content/landing.yaml:${line + 1}:${lines[line]!.indexOf("17 minutes") + 1}  "17 minutes" is a figure the page claims (hero.heading) that no claimed figure with a basis says`,
    );
    const claimed = (t: string) =>
      typed(t).replace(
        /^proof:\n/m,
        "proof:\n  - id: booking\n    figure: { kind: duration, value: 17, unit: minute }\n    label: booking\n    basis:\n      measures: a booking's length\n      source: our calendar\n      asOf: 2026-11-01\n",
      );
    const said = buildCommand(`--content=${contentCopy({ "landing.yaml": claimed })}`, `--out=${path.join(tempDir(), "dist")}`);
    expect(said.status).toBe(0);
    expect(said.stdout).not.toContain('"17 minutes" is a figure');
  });

  it("a superlative typed into a text is reported at its line and column, in English and Hindi", () => {
    const content = contentCopy({
      "landing.yaml": (t) => t.replace(/^(\s+lead: >-\n\s+)Our AI/m, "$1The fastest AI, guaranteed. Our AI"),
      "hi/landing.yaml": (t) => t.replace(/^(\s+lead: )हमारा AI/m, "$1सबसे तेज़ AI। हमारा AI"),
    });
    const run = buildCommand(`--content=${content}`, `--out=${path.join(tempDir(), "dist")}`);
    expect(run.status).toBe(0);
    const at = (file: string, needle: string) => {
      const lines = readFileSync(path.join(content, file), "utf8").split("\n");
      const i = lines.findIndex((text) => text.includes(needle));
      return `content/${file}:${i + 1}:${lines[i]!.indexOf(needle) + 1}`;
    };
    expect(run.stdout).toContain(`ℹ ${at("landing.yaml", "fastest")}  "fastest" in hero.lead claims to be the best`);
    expect(run.stdout).toContain(`ℹ ${at("landing.yaml", "guaranteed")}  "guaranteed" in hero.lead`);
    expect(run.stdout).toContain(`ℹ ${at("hi/landing.yaml", "सबसे तेज़")}  "सबसे तेज़" in hero.lead`);
  });
});
