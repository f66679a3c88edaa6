// Every kind of content mistake an editor can make, one fixture each in
// tests/fixtures/broken/<case>/, laid over a copy of the real content. The build
// must stop with the exact file:line:column, field path, expected, found and
// caret, report every problem at once, and leave the previous dist/ as it was.
//
// The fixtures are whole files, frozen, so editing the real content never moves
// their line numbers. When a schema gains a required field, add it to the
// fixtures' site.yaml copies too (the failing test names the missing field).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ContentError, formatProblems, type ContentProblem } from "../src/load/problem.ts";
import { asProjectPaths, BROKEN, buildTo, fixtureContent, ROOT, tempDir } from "./helpers/site.ts";

interface Expected {
  at: string; // file:line:column
  path: string;
  expected: string;
  found: string;
  hint?: string;
  /** The source line and the caret under it, as printed. */
  show?: [string, string];
}

const CASES: Record<string, Expected[]> = {
  "missing-field": [
    {
      at: "content/plans.yaml:13:5",
      path: "plans[1].price",
      expected: "a value for this required field (a number of rupees, like 4999)",
      found: "nothing (the field is missing)",
      show: ["13 |   - id: complete", "   |     ^"],
    },
  ],
  "unknown-field": [
    {
      // One problem, not also "description is missing": the suggestion covers it.
      at: "content/plans.yaml:18:5",
      path: "plans[1].descripton",
      expected: "one of the known fields: id, name, icon, price, period, description, features, popular",
      found: 'an unknown field "descripton"',
      hint: 'did you mean "description"?',
      show: ["18 |     descripton: The chat bot and lead management together.", "   |     ^"],
    },
  ],
  "text-for-number": [
    {
      at: "content/plans.yaml:6:12",
      path: "plans[0].price",
      expected: "a number of rupees, like 4999",
      found: '"Rs. 4,999"',
      show: ["6 |     price: Rs. 4,999", "  |            ^"],
    },
  ],
  "bad-url": [
    {
      at: "content/site.yaml:24:18",
      path: "demo.schedulingUrl",
      expected: "an absolute https:// URL",
      found: '"http://calendly.com/tripreply/demo"',
      show: ["24 |   schedulingUrl: http://calendly.com/tripreply/demo", "   |                  ^"],
    },
    {
      at: "content/site.yaml:25:13",
      path: "demo.videoUrl",
      expected: "an absolute https:// URL",
      found: '"youtube.com/watch?v=tripreply"',
      show: ["25 |   videoUrl: youtube.com/watch?v=tripreply", "   |             ^"],
    },
  ],
  "bad-email": [
    {
      at: "content/site.yaml:20:10",
      path: "contact.email",
      expected: "an email address like hello@agency.in, or a placeholder in square brackets until it is known, like [to be confirmed]",
      found: '"hello.tripreply.in"',
      show: ["20 |   email: hello.tripreply.in", "   |          ^"],
    },
  ],
  "negative-price": [
    {
      at: "content/plans.yaml:16:12",
      path: "plans[1].price",
      expected: "a price of zero or more",
      found: "number -18999",
      show: ["16 |     price: -18999", "   |            ^"],
    },
  ],
  "two-popular-plans": [
    {
      at: "content/plans.yaml:20:14",
      path: "plans[1].popular",
      expected: "at most one popular plan, but plans[0] (Starter) is already popular",
      found: "boolean true",
      show: ["20 |     popular: true", "   |              ^"],
    },
  ],
  "wrong-enum": [
    {
      at: "content/plans.yaml:17:13",
      path: "plans[1].period",
      expected: 'one of "month", "year"',
      found: '"quarter"',
      show: ["17 |     period: quarter", "   |             ^"],
    },
  ],
  "too-few-items": [
    {
      at: "content/plans.yaml:20:15",
      path: "plans[1].features",
      expected: "a list of at least 1 item",
      found: "a list of 0 items",
      show: ["20 |     features: []", "   |               ^"],
    },
  ],
  "empty-text": [
    {
      at: "content/plans.yaml:14:11",
      path: "plans[1].name",
      expected: "non-empty text",
      found: 'empty text ""',
      show: ['14 |     name: ""', "   |           ^"],
    },
  ],
  "unclosed-quote": [
    {
      at: "content/plans.yaml:8:18",
      path: "plans[0].description",
      expected: 'a closing " at the end of the text',
      found: 'a " that is never closed, so the rest of the file is read as this text',
      show: ['8 |     description: "Answers every travel inquiry in about 30 seconds.', "  |                  ^"],
    },
  ],
  "unclosed-bracket": [
    {
      at: "content/plans.yaml:9:15",
      path: "plans[0].features",
      expected: "a closing ] on the same line",
      found: "a [ that is never closed",
      show: ["9 |     features: [Unlimited AI responses, Website chat widget", "  |               ^"],
    },
  ],
  "bad-indentation": [
    {
      at: "content/plans.yaml:15:4",
      path: "plans[1]",
      expected: '4 spaces, like the other fields of plans[1] ("name:" on line 14)',
      found: "3 spaces of indentation",
      show: ["15 |    icon: sparkles", "   |    ^"],
    },
  ],
  "tab-indentation": [
    {
      at: "content/plans.yaml:5:1",
      path: "",
      expected: "spaces for indentation",
      found: "a tab",
      hint: "YAML does not allow tabs for indentation: replace the tab with spaces.",
      show: ["5 | \ticon: bot", "  | ^"],
    },
  ],
  "duplicate-key": [
    {
      at: "content/plans.yaml:18:5",
      path: "plans[1].price",
      expected: "each field written once in its block",
      found: '"price" written a second time (first on line 16)',
      hint: "Keep one of the two and delete the other.",
      show: ["18 |     price: 17999", "   |     ^"],
    },
  ],
  "unknown-tag": [
    {
      at: "content/plans.yaml:4:11",
      path: "plans[0].name",
      expected: "no tag, or !placeholder",
      found: "an unknown tag !placeholdr",
      hint: "did you mean !placeholder?",
      show: ["4 |     name: !placeholdr Starter", "  |           ^"],
    },
  ],
  "bad-front-matter": [
    {
      at: "content/legal/cookie-policy.md:2:8",
      path: "title",
      expected: 'a value without ": " in it, or the whole value in quotes',
      found: 'a second ": " on the line',
      hint: 'Put the value in quotes: title: "Cookies: what we use"',
      show: ["2 | title: Cookies: what we use", "  |        ^"],
    },
  ],
  "missing-front-matter": [
    {
      at: "content/legal/cookie-policy.md:1:1",
      path: "",
      expected: 'front matter between two "---" lines at the top of the file',
      found: '"## Cookies we use"',
      hint: 'Start the file like the other pages in its folder: a "---" line, the fields, another "---" line.',
      show: ["1 | ## Cookies we use", "  | ^"],
    },
  ],
  "unclosed-front-matter": [
    {
      at: "content/legal/cookie-policy.md:1:1",
      path: "",
      expected: 'a second "---" line to close the front matter',
      found: "no closing line, so the whole file would be read as front matter",
      show: ["1 | ---", "  | ^"],
    },
  ],
  "date-format": [
    {
      at: "content/legal/cookie-policy.md:4:12",
      path: "effective",
      expected: "a date written as YYYY-MM-DD, e.g. 2025-01-01",
      found: '"01/02/2025"',
      show: ["4 | effective: 01/02/2025", "  |            ^"],
    },
    {
      at: "content/legal/cookie-policy.md:5:10",
      path: "updated",
      expected: "a date written as YYYY-MM-DD, e.g. 2025-01-01",
      found: '"February 1, 2025"',
      show: ["5 | updated: February 1, 2025", "  |          ^"],
    },
  ],
  "impossible-date": [
    {
      at: "content/legal/cookie-policy.md:4:12",
      path: "effective",
      expected: "a real calendar date",
      found: '"2025-02-30"',
      show: ["4 | effective: 2025-02-30", "  |            ^"],
    },
  ],
  "unknown-token": [
    {
      at: "content/legal/cookie-policy.md:11:36",
      path: "{{ legal.entty }}",
      expected: "a site setting such as legal.entity, legal.llpNumber, legal.jurisdictionCity, legal.address, contact.email, contact.phone, brand.name",
      found: 'an unknown setting "legal.entty"',
      hint: "did you mean {{legal.entity}}?",
      show: ["11 | Only those strictly needed, set by {{ legal.entty }}.", "   |                                    ^"],
    },
    {
      at: "content/legal/cookie-policy.md:12:10",
      path: "{{legal.fax}}",
      expected: "a site setting such as legal.entity, legal.llpNumber, legal.jurisdictionCity, legal.address, contact.email, contact.phone, brand.name",
      found: 'an unknown setting "legal.fax"',
      show: ["12 | Write to {{legal.fax}} to ask about them.", "   |          ^"],
    },
  ],
  "blocked-html": [
    {
      // Columns as written: the {{ token }} before it is counted at its own length.
      at: "content/legal/cookie-policy.md:11:58",
      path: "",
      expected: "HTML without scripts, frames, plug-ins or inline style and event-handler attributes: the site's Content-Security-Policy blocks them",
      found: 'a style="…" attribute',
      hint: "write it in markdown, or ask for a class in templates/page.css",
      show: ['11 | Only those strictly needed, set by {{ legal.entity }} <b style="color: red">today</b>.', "   |                                                          ^"],
    },
    {
      at: "content/legal/cookie-policy.md:15:16",
      path: "",
      expected: "HTML without scripts, frames, plug-ins or inline style and event-handler attributes: the site's Content-Security-Policy blocks them",
      found: 'an onclick="…" attribute',
      hint: "pages carry no scripts or embedded content of their own; link to it instead",
      show: ['15 |   class="note" onclick="track()">', "   |                ^"],
    },
    {
      at: "content/legal/cookie-policy.md:19:1",
      path: "",
      expected: "HTML without scripts, frames, plug-ins or inline style and event-handler attributes: the site's Content-Security-Policy blocks them",
      found: "a <script> element",
      hint: "pages carry no scripts or embedded content of their own; link to it instead",
      show: ['19 | <script src="https://example.com/tracker.js"></script>', "   | ^"],
    },
  ],
  // Also holds a verification file, .well-known/security.txt and a .DS_Store, which raise nothing.
  "static-name-clash": [
    {
      at: "content/static/icons:1:1",
      path: "",
      expected: "a file name the build does not use for its own output",
      found: 'a file "icons" where the build needs a folder "icons/" for its own files',
      hint: "rename or remove it",
    },
    {
      at: "content/static/og/summer-offer.png:1:1",
      path: "",
      expected: "a file name the build does not use for its own output",
      found: '"og/summer-offer.png", inside "og/", which holds only the build\'s own files: their names carry a content hash, and browsers keep them for a year',
      hint: "rename or remove it",
    },
    {
      at: "content/static/privacy-policy.html/index.html:1:1",
      path: "",
      expected: "a file name the build does not use for its own output",
      found: '"privacy-policy.html/index.html", inside a folder named "privacy-policy.html", the name the build gives the page /privacy-policy',
      hint: "rename or remove it",
    },
    {
      at: "content/static/robots.txt:1:1",
      path: "",
      expected: "a file name the build does not use for its own output",
      found: '"robots.txt", the name the build gives the rules for search engines',
      hint: "rename or remove it",
    },
  ],
  "bad-legal-file-name": [
    {
      at: "content/legal/Cookie Policy.md:1:1",
      path: "",
      expected: "a file name of lowercase words joined by hyphens, ending in .md, like cookie-policy.md (it becomes the page address /cookie-policy)",
      found: '"Cookie Policy.md"',
      hint: "rename it to cookie-policy.md",
    },
  ],
};

/** A previous build, and every byte of it, to prove failed builds never touch it. */
let dist: string;
let previous: Map<string, Buffer>;

beforeAll(async () => {
  dist = path.join(tempDir(), "dist");
  await buildTo(dist);
  previous = readTree(dist);
});

function readTree(dir: string): Map<string, Buffer> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(files.map((entry) => [path.relative(dir, path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name))]));
}

function expectDistUntouched() {
  const now = readTree(dist);
  expect([...now.keys()].sort()).toEqual([...previous.keys()].sort());
  for (const [file, bytes] of previous) expect(now.get(file)!.equals(bytes), `${file} changed`).toBe(true);
  expect(readdirSync(path.dirname(dist)).filter((name) => name.startsWith(".dist-next-"))).toEqual([]);
}

/** Builds the real content with the fixture folders laid over it, into the previous dist/. */
async function failure(...cases: string[]): Promise<{ problems: ContentProblem[]; message: string }> {
  const dir = fixtureContent(...cases);
  try {
    await buildTo(dist, dir);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const problems = error.problems.map((problem) => ({ ...problem, file: asProjectPaths(problem.file, dir) }));
    return { problems, message: formatProblems(problems) };
  }
  throw new Error(`expected ${cases.join(" + ")} to fail the build`);
}

const summary = (p: ContentProblem) => ({ at: `${p.file}:${p.line}:${p.column}`, path: p.path, expected: p.expected, found: p.found, hint: p.hint });

describe("each kind of mistake", () => {
  it("has one fixture folder per case, and a test for each", () => {
    expect(readdirSync(BROKEN).sort()).toEqual(Object.keys(CASES).sort());
    expect(Object.keys(CASES).length).toBeGreaterThanOrEqual(15);
  });

  it.each(Object.entries(CASES))("%s", async (name, expected) => {
    const { problems, message } = await failure(name);
    expect(problems.map(summary)).toEqual(expected.map(({ show: _show, ...rest }) => rest));
    for (const { show } of expected) if (show) expect(message).toContain(`  ${show[0]}\n  ${show[1]}\n`);
    expectDistUntouched();
  });
});

describe("the full message", () => {
  it("for a negative price", async () => {
    expect((await failure("negative-price")).message).toMatchInlineSnapshot(`
      "✖ 1 content problem; nothing was written, the previous dist/ is unchanged.

      content/plans.yaml:16:12  plans[1].price
        expected: a price of zero or more
        found:    number -18999
        16 |     price: -18999
           |            ^
      "
    `);
  });

  it("for a misspelt field", async () => {
    expect((await failure("unknown-field")).message).toMatchInlineSnapshot(`
      "✖ 1 content problem; nothing was written, the previous dist/ is unchanged.

      content/plans.yaml:18:5  plans[1].descripton
        expected: one of the known fields: id, name, icon, price, period, description, features, popular
        found:    an unknown field "descripton"
        did you mean "description"?
        18 |     descripton: The chat bot and lead management together.
           |     ^
      "
    `);
  });

  it("for an unclosed quote", async () => {
    expect((await failure("unclosed-quote")).message).toMatchInlineSnapshot(`
      "✖ 1 content problem; nothing was written, the previous dist/ is unchanged.

      content/plans.yaml:8:18  plans[0].description
        expected: a closing " at the end of the text
        found:    a " that is never closed, so the rest of the file is read as this text
        8 |     description: "Answers every travel inquiry in about 30 seconds.
          |                  ^
      "
    `);
  });

  it("for a line indented wrongly", async () => {
    expect((await failure("bad-indentation")).message).toMatchInlineSnapshot(`
      "✖ 1 content problem; nothing was written, the previous dist/ is unchanged.

      content/plans.yaml:15:4  plans[1]
        expected: 4 spaces, like the other fields of plans[1] ("name:" on line 14)
        found:    3 spaces of indentation
        15 |    icon: sparkles
           |    ^
      "
    `);
  });

  it("for dates in other formats", async () => {
    expect((await failure("date-format")).message).toMatchInlineSnapshot(`
      "✖ 2 content problems; nothing was written, the previous dist/ is unchanged.

      content/legal/cookie-policy.md:4:12  effective
        expected: a date written as YYYY-MM-DD, e.g. 2025-01-01
        found:    "01/02/2025"
        4 | effective: 01/02/2025
          |            ^

      content/legal/cookie-policy.md:5:10  updated
        expected: a date written as YYYY-MM-DD, e.g. 2025-01-01
        found:    "February 1, 2025"
        5 | updated: February 1, 2025
          |          ^
      "
    `);
  });

  it("for invalid YAML in front matter", async () => {
    expect((await failure("bad-front-matter")).message).toMatchInlineSnapshot(`
      "✖ 1 content problem; nothing was written, the previous dist/ is unchanged.

      content/legal/cookie-policy.md:2:8  title
        expected: a value without ": " in it, or the whole value in quotes
        found:    a second ": " on the line
        Put the value in quotes: title: "Cookies: what we use"
        2 | title: Cookies: what we use
          |        ^
      "
    `);
  });

  it("for unknown tokens in legal markdown", async () => {
    expect((await failure("unknown-token")).message).toMatchInlineSnapshot(`
      "✖ 2 content problems; nothing was written, the previous dist/ is unchanged.

      content/legal/cookie-policy.md:11:36  {{ legal.entty }}
        expected: a site setting such as legal.entity, legal.llpNumber, legal.jurisdictionCity, legal.address, contact.email, contact.phone, brand.name
        found:    an unknown setting "legal.entty"
        did you mean {{legal.entity}}?
        11 | Only those strictly needed, set by {{ legal.entty }}.
           |                                    ^

      content/legal/cookie-policy.md:12:10  {{legal.fax}}
        expected: a site setting such as legal.entity, legal.llpNumber, legal.jurisdictionCity, legal.address, contact.email, contact.phone, brand.name
        found:    an unknown setting "legal.fax"
        12 | Write to {{legal.fax}} to ask about them.
           |          ^
      "
    `);
  });
});

describe("several mistakes at once", () => {
  it("reports every problem of every file in one run", async () => {
    const { problems, message } = await failure("negative-price", "bad-email", "unknown-token", "bad-legal-file-name");
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.path}`)).toEqual([
      "content/site.yaml:20:10 contact.email",
      "content/plans.yaml:16:12 plans[1].price",
      "content/legal/Cookie Policy.md:1:1 ",
      "content/legal/cookie-policy.md:11:36 {{ legal.entty }}",
      "content/legal/cookie-policy.md:12:10 {{legal.fax}}",
    ]);
    expect(message.split("\n")[0]).toBe("✖ 5 content problems; nothing was written, the previous dist/ is unchanged.");
    expectDistUntouched();
  });
});

describe("the build command", () => {
  it("exits non-zero, prints the problems on stderr and leaves dist/ alone", () => {
    const dir = fixtureContent("negative-price", "bad-email");
    const run = spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), ["scripts/build.ts", `--content=${dir}`, `--out=${dist}`], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1" },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain("built");
    const stderr = asProjectPaths(run.stderr, dir);
    expect(stderr).toContain("✖ 2 content problems; nothing was written, the previous dist/ is unchanged.");
    expect(stderr).toContain(
      ["content/plans.yaml:16:12  plans[1].price", "  expected: a price of zero or more", "  found:    number -18999", "  16 |     price: -18999", "     |            ^"].join("\n"),
    );
    expect(stderr).toContain("content/site.yaml:20:10  contact.email");
    expectDistUntouched();
  });
});
