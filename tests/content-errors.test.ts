// Every kind of content mistake an editor can make, one fixture each in
// tests/fixtures/broken/<case>/, laid over a copy of the frozen content. The
// build must stop with the exact file:line:column, field path, expected, found
// and caret, report every problem at once, and leave the previous dist/ as it
// was.
//
// The fixtures are whole files, frozen, so editing content/ never moves their
// line numbers. When a schema gains a required field, add it to the
// fixtures' site.yaml copies too (the failing test names the missing field).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ContentError, type ContentProblem } from "../src/parse/problem.ts";
import { formatProblems } from "../src/report/problems.ts";
import { asProjectPaths, BROKEN, BUILD, buildTo, fixtureContent, ROOT, tempDir } from "./helpers/site.ts";

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
      expected: "a value for this required field (a number of rupees, like 7499)",
      found: "nothing (the field is missing)",
      show: ["13 |   - id: complete", "   |     ^"],
    },
  ],
  "unknown-field": [
    {
      // One problem, not also "description is missing": the suggestion covers it.
      at: "content/plans.yaml:18:5",
      path: "plans[1].descripton",
      expected: "one of the known fields: id, name, icon, price, period, description, features, popular, gst",
      found: 'an unknown field "descripton"',
      hint: 'did you mean "description"?',
      show: ["18 |     descripton: The chat bot and lead management together.", "   |     ^"],
    },
  ],
  "text-for-number": [
    {
      at: "content/plans.yaml:6:12",
      path: "plans[0].price",
      expected: "a number of rupees, like 7499",
      found: '"Rs. 6,499"',
      show: ["6 |     price: Rs. 6,499", "  |            ^"],
    },
  ],
  "bad-url": [
    {
      at: "content/site.yaml:32:18",
      path: "demo.schedulingUrl",
      expected: "an absolute https:// URL",
      found: '"http://calendly.com/tripreply/demo"',
      show: ["32 |   schedulingUrl: http://calendly.com/tripreply/demo", "   |                  ^"],
    },
    {
      at: "content/site.yaml:33:13",
      path: "demo.videoUrl",
      expected: "an absolute https:// URL",
      found: '"youtube.com/watch?v=tripreply"',
      show: ["33 |   videoUrl: youtube.com/watch?v=tripreply", "   |             ^"],
    },
  ],
  "bad-email": [
    {
      at: "content/site.yaml:26:10",
      path: "contact.email",
      expected: "an email address like hello@agency.in, or a placeholder in square brackets until it is known, like [to be confirmed]",
      found: '"hello.tripreply.in"',
      show: ["26 |   email: hello.tripreply.in", "   |          ^"],
    },
  ],
  "negative-price": [
    {
      at: "content/plans.yaml:16:12",
      path: "plans[1].price",
      expected: "a price of zero or more",
      found: "number -17499",
      show: ["16 |     price: -17499", "   |            ^"],
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
      expected: "a date written as YYYY-MM-DD, e.g. 2025-06-30",
      found: '"01/02/2025"',
      show: ["4 | effective: 01/02/2025", "  |            ^"],
    },
    {
      at: "content/legal/cookie-policy.md:5:10",
      path: "updated",
      expected: "a date written as YYYY-MM-DD, e.g. 2025-06-30",
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
      expected:
        "a site setting or a fact such as legal.entity, legal.llpNumber, legal.jurisdictionCity, legal.address, contact.email, contact.phone, brand.name, plans.<id>.price, plans.<id>.name, plans.<id>.gst, pricing.guarantee.days, offer.discount, privacy.analytics",
      found: 'an unknown setting "legal.entty"',
      hint: "did you mean {{legal.entity}}?",
      show: ["11 | Only those strictly needed, set by {{ legal.entty }}.", "   |                                    ^"],
    },
    {
      at: "content/legal/cookie-policy.md:12:10",
      path: "{{legal.fax}}",
      expected:
        "a site setting or a fact such as legal.entity, legal.llpNumber, legal.jurisdictionCity, legal.address, contact.email, contact.phone, brand.name, plans.<id>.price, plans.<id>.name, plans.<id>.gst, pricing.guarantee.days, offer.discount, privacy.analytics",
      found: 'an unknown setting "legal.fax"',
      show: ["12 | Write to {{legal.fax}} to ask about them.", "   |          ^"],
    },
  ],
  "blocked-html": [
    {
      // Columns as written: the {{ token }} before it is counted at its own length.
      at: "content/legal/cookie-policy.md:11:58",
      path: "",
      expected:
        "HTML without scripts, frames, plug-ins or inline style and event-handler attributes: the site's Content-Security-Policy blocks them",
      found: 'a style="…" attribute',
      hint: "write it in markdown, or ask for a class in templates/page.css",
      show: [
        '11 | Only those strictly needed, set by {{ legal.entity }} <b style="color: red">today</b>.',
        "   |                                                          ^",
      ],
    },
    {
      at: "content/legal/cookie-policy.md:15:16",
      path: "",
      expected:
        "HTML without scripts, frames, plug-ins or inline style and event-handler attributes: the site's Content-Security-Policy blocks them",
      found: 'an onclick="…" attribute',
      hint: "pages carry no scripts or embedded content of their own; link to it instead",
      show: ['15 |   class="note" onclick="track()">', "   |                ^"],
    },
    {
      at: "content/legal/cookie-policy.md:19:1",
      path: "",
      expected:
        "HTML without scripts, frames, plug-ins or inline style and event-handler attributes: the site's Content-Security-Policy blocks them",
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
      found:
        '"og/summer-offer.png", inside "og/", which holds only the build\'s own files: their names carry a content hash, and browsers keep them for a year',
      hint: "rename or remove it",
    },
    {
      at: "content/static/privacy-policy.html/index.html:1:1",
      path: "",
      expected: "a file name the build does not use for its own output",
      found:
        '"privacy-policy.html/index.html", inside a folder named "privacy-policy.html", the name the build gives the page /privacy-policy',
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
  // Bytes that are not text, in YAML and in markdown.
  "control-character": [
    {
      at: "content/plans.yaml:14:15",
      path: "",
      expected: "text without control characters (tabs and line breaks are fine)",
      found: "the control character U+0000 (NUL), invisible in most editors",
      hint: "delete it: it often comes with text pasted from a PDF or a word processor",
      // Shown as its symbol, so it can be seen and the caret still lines up.
      show: ["14 |     name: Comp\u2400lete", "   |               ^"],
    },
  ],
  noncharacter: [
    {
      at: "content/plans.yaml:14:15",
      path: "",
      expected: "text without noncharacters (code points Unicode keeps out of text)",
      found: "the noncharacter U+FFFF, which is not text",
      hint: "delete it: it often comes with text pasted from a PDF or a word processor",
      show: ["14 |     name: Comp\uFFFDlete", "   |               ^"],
    },
  ],
  "utf16-file": [
    {
      at: "content/plans.yaml:1:1",
      path: "",
      expected: "text saved as UTF-8",
      found: 'text saved as UTF-16 (which Notepad calls "Unicode")',
      hint: 'save the file as UTF-8: in Notepad, "Save as" then Encoding: UTF-8; in VS Code, "Save with Encoding" then UTF-8',
    },
  ],
  "yaml-type-tag": [
    {
      at: "content/plans.yaml:6:21",
      path: "plans[0].price",
      expected:
        "text, a number, true or false, a list or a block of fields (content files do not use YAML's !!binary, !!set, !!omap, !!pairs or !!timestamp)",
      found: "a value tagged !!binary",
      hint: 'delete "!!binary" and write the value as text',
      show: ["6 |     price: !!binary MTk5OQ==", "  |                     ^"],
    },
  ],
  "locale-code-taken": [
    {
      at: "content/site.yaml:17:11",
      path: "locales[1].code",
      expected: "a language code whose address the build does not use for a page or folder of its own",
      found: '"og", whose address /og is the name of the folder of link-preview images (og/)',
      show: ["17 |   - code: og", "   |           ^"],
    },
  ],
  "card-script": [
    {
      // The title is drawn on the page's link-preview card, whose fonts have no Thai.
      at: "content/legal/cookie-policy.md:2:8",
      path: "title",
      expected:
        "text the link-preview card can draw: Latin, Greek and Cyrillic letters, or those of a script of India's languages (emoji and symbols are left out of the card)",
      found: 'Thai word "นโยบายคุกกี้", which none of the card\'s fonts has',
      hint: "the card draws Latin, Greek, Cyrillic and every script of India's scheduled languages; a language in another script needs its font added to the card first (src/text/card-text.ts)",
      show: ["2 | title: นโยบายคุกกี้", "  |        ^"],
    },
  ],
  "unsafe-link": [
    {
      at: "content/legal/cookie-policy.md:11:45",
      path: "",
      expected: "a link to a page of this site (/privacy-policy, #section), a web address (https://…), mailto: or tel:",
      found: "a javascript: link, which runs or embeds code: the site's Content-Security-Policy blocks it",
      show: [
        "11 | Only those strictly needed. [Turn them off](javascript:void(0)) in your browser,",
        "   |                                             ^",
      ],
    },
    {
      // In raw HTML, as a browser reads it: &#106; is "j" and &colon; is ":".
      at: "content/legal/cookie-policy.md:14:10",
      path: "",
      expected: "a link to a page of this site (/privacy-policy, #section), a web address (https://…), mailto: or tel:",
      found: "a javascript: link, which runs or embeds code: the site's Content-Security-Policy blocks it",
      show: ['14 | <a href="&#106;avascript&colon;alert(1)">Ask us</a>, or call [us](tel:+919876543210).', "   |          ^"],
    },
  ],
  "not-utf8": [
    {
      at: "content/legal/cookie-policy.md:12:8",
      path: "",
      expected: "text saved as UTF-8",
      found: "bytes that are not UTF-8 (E9 20 70), as an editor writes them in another encoding such as Windows-1252",
      hint: 'save the file as UTF-8: in Notepad, "Save as" then Encoding: UTF-8; in VS Code, "Save with Encoding" then UTF-8',
      show: ["12 | Our caf\uFFFD partners set none.", "   |        ^"],
    },
  ],
  // Input built to exhaust the loader: located, never a stack trace.
  "yaml-aliases": [
    {
      at: "content/plans.yaml:3:8",
      path: "b[0]",
      expected: "the value written out in full (content files do not use YAML's &anchors and *aliases)",
      found: "an alias *a",
      hint: "copy the value here instead of referring to it",
      show: ["3 | b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]", "  |        ^"],
    },
  ],
  "deep-markdown": [
    {
      at: "content/legal/cookie-policy.md:13:101",
      path: "",
      expected: "markdown nested at most 100 levels deep (lists, quotes and emphasis inside each other)",
      found: "nesting deeper than that from here on",
      // A line of 5,000 characters is shown around the caret.
      show: [`13 | …${">".repeat(100)}…`, `   | ${" ".repeat(41)}^`],
    },
  ],
  "folder-for-file": [
    {
      at: "content/legal/cookie-policy.md:1:1",
      path: "",
      expected: "a legal page: a markdown file such as cookie-policy.md",
      found: "a folder",
      hint: "content files are read one by one: move what is inside it up, or remove the folder",
    },
  ],
  // A page may not replace one the build makes itself.
  "reserved-legal-name": [
    {
      at: "content/legal/404.md:1:1",
      path: "",
      expected: "a file name the build does not use for a page or folder of its own",
      found: '"404.md", whose address /404 is the name of the page-not-found page (404.html)',
      hint: "rename it: the file name is the page's address",
    },
    {
      at: "content/legal/index.md:1:1",
      path: "",
      expected: "a file name the build does not use for a page or folder of its own",
      found: '"index.md", whose address /index is the name of the home page (index.html)',
      hint: "rename it: the file name is the page's address",
    },
  ],
  "front-matter-token": [
    {
      at: "content/legal/cookie-policy.md:3:43",
      path: "{{brand.nmae}}",
      expected:
        "a site setting or a fact such as legal.entity, legal.llpNumber, legal.jurisdictionCity, legal.address, contact.email, contact.phone, brand.name, plans.<id>.price, plans.<id>.name, plans.<id>.gst, pricing.guarantee.days, offer.discount, privacy.analytics",
      found: 'an unknown setting "brand.nmae"',
      hint: "did you mean {{brand.name}}?",
      show: [
        "3 | description: Which cookies the website of {{brand.nmae}} uses, why, and how you can turn them off.",
        "  |                                           ^",
      ],
    },
  ],
  "updated-before-effective": [
    {
      at: "content/legal/cookie-policy.md:5:10",
      path: "updated",
      expected: "a date on or after the effective date (2025-02-01)",
      found: '"2024-12-31"',
      show: ["5 | updated: 2024-12-31", "  |          ^"],
    },
  ],
  // The block a misindented line belongs to, never the text above it.
  "indentation-after-text": [
    {
      at: "content/plans.yaml:20:4",
      path: "plans[1]",
      expected: '4 spaces, like the other fields of plans[1] ("description:" on line 17)',
      found: "3 spaces of indentation",
      show: ["20 |    period: month", "   |    ^"],
    },
  ],
  "indentation-under-item": [
    {
      at: "content/plans.yaml:14:3",
      path: "plans[1]",
      expected: '4 spaces, like the other fields of plans[1] ("id:" on line 13)',
      found: "2 spaces of indentation",
      show: ["14 |   name: Complete", "   |   ^"],
    },
  ],
  "bad-legal-file-name": [
    {
      at: "content/legal/Cookie Policy.md:1:1",
      path: "",
      expected:
        "a file name of lowercase words joined by hyphens, ending in .md, like cookie-policy.md (it becomes the page address /cookie-policy)",
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
  return new Map(
    files.map((entry) => [
      path.relative(dir, path.join(entry.parentPath, entry.name)),
      readFileSync(path.join(entry.parentPath, entry.name)),
    ]),
  );
}

function expectDistUntouched() {
  const now = readTree(dist);
  expect([...now.keys()].sort()).toEqual([...previous.keys()].sort());
  for (const [file, bytes] of previous) expect(now.get(file)!.equals(bytes), `${file} changed`).toBe(true);
  expect(readdirSync(path.dirname(dist)).filter((name) => name.startsWith(".dist-next-"))).toEqual([]);
}

/** Builds the frozen content with the fixture folders laid over it, into the previous dist/. */
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

const summary = (p: ContentProblem) => ({
  at: `${p.file}:${p.line}:${p.column}`,
  path: p.path,
  expected: p.expected,
  found: p.found,
  hint: p.hint,
});

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
  it("for a misspelt field", async () => {
    expect((await failure("unknown-field")).message).toMatchInlineSnapshot(`
      "✖ 1 content problem; nothing was written, the previous dist/ is unchanged.

      content/plans.yaml:18:5  plans[1].descripton
        expected: one of the known fields: id, name, icon, price, period, description, features, popular, gst
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
        expected: a date written as YYYY-MM-DD, e.g. 2025-06-30
        found:    "01/02/2025"
        4 | effective: 01/02/2025
          |            ^

      content/legal/cookie-policy.md:5:10  updated
        expected: a date written as YYYY-MM-DD, e.g. 2025-06-30
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
});

describe("several mistakes at once", () => {
  it("reports every problem of every file in one run", async () => {
    const { problems, message } = await failure("negative-price", "bad-email", "unknown-token", "bad-legal-file-name");
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.path}`)).toEqual([
      "content/site.yaml:26:10 contact.email",
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
    const run = spawnSync(BUILD[0], [...BUILD[1], `--content=${dir}`, `--out=${dist}`], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1" },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain("built");
    const stderr = asProjectPaths(run.stderr, dir);
    expect(stderr).toContain("✖ 2 content problems; nothing was written, the previous dist/ is unchanged.");
    expect(stderr).toContain(
      [
        "content/plans.yaml:16:12  plans[1].price",
        "  expected: a price of zero or more",
        "  found:    number -17499",
        "  16 |     price: -17499",
        "     |            ^",
      ].join("\n"),
    );
    expect(stderr).toContain("content/site.yaml:26:10  contact.email");
    expectDistUntouched();
  });
});
