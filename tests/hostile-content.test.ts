// Content an ordinary editor, a copy-paste from a chat app or a careless
// script can produce, on edited copies of the frozen content: each gets a
// located answer naming what is wrong, or is published safely.
import { cpSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError } from "../src/parse/problem.ts";
import { formatProblems } from "../src/report/problems.ts";
import { MAX_TEXT_BYTES } from "../src/parse/content-text.ts";
import { asProjectPaths, buildCommand, buildTo, contentCopy, lineOf, readPage, tempDir } from "./helpers/site.ts";

async function problemsOf(dir: string): Promise<string> {
  const error = await buildTo(tempDir(), dir).catch((e: unknown) => e);
  if (!(error instanceof ContentError)) throw new Error(`expected content problems, got ${String(error)}`);
  return asProjectPaths(formatProblems(error.problems), dir);
}

describe("a content file far larger than any page needs", () => {
  it("is refused before it is read, naming the file, its size and the limit, and dist/ is left as it was", () => {
    const dir = contentCopy({
      "plans.yaml": (t) =>
        t.replace(
          "      - Advanced reporting\n",
          `      - Advanced reporting\n${"      - Another feature a broken export wrote\n".repeat(480_000)}`,
        ),
    });
    const parent = tempDir();
    const out = path.join(parent, "dist");
    expect(buildCommand(`--out=${out}`).status).toBe(0);
    const files = () =>
      readdirSync(out, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map(
          (e) =>
            `${path.relative(out, path.join(e.parentPath, e.name))} ${readFileSync(path.join(e.parentPath, e.name)).toString("base64")}`,
        )
        .sort();
    const before = files();
    const started = performance.now();
    const result = buildCommand(`--content=${dir}`, `--out=${out}`);
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(result.status).toBe(1);
    expect(asProjectPaths(result.stderr, dir)).toContain(
      `content/plans.yaml:1:1\n  expected: the file plans.yaml of at most ${MAX_TEXT_BYTES / 1024 / 1024} MB\n  found:    a file of 21.1 MB`,
    );
    expect(result.stderr).not.toMatch(/call stack|\n\s+at /);
    expect(files()).toEqual(before);
  }, 60_000);

  it("or a list of more than 1,000 items is refused at the first item past the limit", async () => {
    const dir = contentCopy({
      "plans.yaml": (t) =>
        t.replace(
          "      - Advanced reporting\n",
          `      - Advanced reporting\n${Array.from({ length: 1200 }, (_, i) => `      - Feature ${i}\n`).join("")}`,
        ),
    });
    expect(await problemsOf(dir)).toMatch(
      /content\/plans\.yaml:\d+:9 {2}plans\[1\]\.features\[1000\]\n {2}expected: a list of at most 1,000 items\n {2}found: {4}1,206 items/,
    );
  });
});

describe("text that lies about its direction", () => {
  it("is refused at its line, naming the control", async () => {
    const dir = contentCopy({ "landing.yaml": (t) => t.replace("      name: Priya Nair", "      name: Priya \u202eNair") });
    const line = lineOf(dir, "landing.yaml", "name: Priya \u202e");
    expect(await problemsOf(dir)).toContain(
      `content/landing.yaml:${line}:19\n  expected: text without direction controls: they show the text after them in another order than it is written\n  found:    the direction control U+202E RIGHT-TO-LEFT OVERRIDE, invisible in most editors\n  delete it: a name or a link in any script shows the right way without one\n  ${line} |       name: Priya \uFFFDNair`,
    );
  });

  it("in any file: a translation, a legal page", async () => {
    for (const [file, edit] of [
      ["hi/landing.yaml", (t: string) => t.replace("  heading: हर ट्रैवल", "  heading: \u2067हर ट्रैवल")],
      ["legal/privacy-policy.md", (t: string) => t.replace("## 1.", "## \u202d1.")],
    ] as const) {
      expect(await problemsOf(contentCopy({ [file]: edit }))).toMatch(
        new RegExp(`content/${file.replace(".", "\\.")}:\\d+:\\d+\\n  expected: text without direction controls`),
      );
    }
  });

  it("names and companies are isolated, quotes follow their script, and initials are letters", async () => {
    const dir = contentCopy({ "landing.yaml": (t) => t.replace("      name: Priya Nair", "      name: \u0301Priya Nair") });
    const out = tempDir();
    await buildTo(out, dir);
    const html = readPage(out, "index.html");
    expect(html).toContain("<strong><bdi>\u0301Priya Nair</bdi></strong>");
    expect(html).toContain("<bdi>Coastal Trails Holidays</bdi>");
    expect(html).toMatch(/<p dir="auto">We used to miss half/);
    expect(html).toContain('<span class="avatar" aria-hidden="true">PN</span>');
  });
});

describe("a link that hides where it goes", () => {
  it.for([
    ["https://user:pass@calendly.com/tripreply/demo", "calendly.com"],
    ["https://calendly.com@evil.test/tripreply", "evil.test"],
  ])("is refused in a URL field, saying where it would go: %s", async ([url, host]) => {
    const dir = contentCopy({
      "site.yaml": (t) => t.replace("schedulingUrl: !placeholder https://example.com/book-demo", `schedulingUrl: ${url}`),
    });
    expect(await problemsOf(dir)).toContain(
      `content/site.yaml:${lineOf(dir, "site.yaml", "schedulingUrl:")}:18  demo.schedulingUrl\n  expected: an address with nothing between "https://" and its host: a user name, a password or anything before an "@" hides where the link goes\n  found:    "${url}", which opens ${host}`,
    );
  });

  it("is refused in a legal page's text", async () => {
    const dir = contentCopy({ "legal/privacy-policy.md": (t) => `${t}\nSee [our help](https://help.tripreply.in@evil.test/reset).\n` });
    expect(await problemsOf(dir)).toMatch(
      /content\/legal\/privacy-policy\.md:\d+:\d+\n {2}expected: a web address with nothing between "https:\/\/" and its host.*\n {2}found: {4}"https:\/\/help\.tripreply\.in@evil\.test\/reset", which opens evil\.test/,
    );
  });
});

describe("headings named like the page's own parts", () => {
  it("get ids of their own, so the skip link and the footer's contact link go where they say", async () => {
    const dir = contentCopy({ "legal/privacy-policy.md": (t) => `${t}\n## Main\n\nText.\n\n## Contact\n\nText.\n\n## Contact\n\nMore.\n` });
    const out = tempDir();
    await buildTo(out, dir);
    const html = readPage(out, "privacy-policy.html");
    expect(html).toContain('<h2 id="main-2">Main</h2>');
    expect(html).toContain('<h2 id="contact-2">Contact</h2>');
    expect(html).toContain('<h2 id="contact-3">Contact</h2>');
    const ids = Array.from(html.matchAll(/\sid="([^"]+)"/g), (m) => m[1]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});

describe("every page the frozen content builds", () => {
  it("has each id once", async () => {
    const out = tempDir();
    await buildTo(out);
    for (const file of readdirSync(out, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".html"))) {
      const ids = Array.from(readPage(out, file).matchAll(/\sid="([^"]+)"/g), (m) => m[1]);
      expect(
        ids.filter((id, i) => ids.indexOf(id) !== i),
        file,
      ).toEqual([]);
    }
  });
});

describe("a character nobody can see", () => {
  it.for([
    [
      "a zero-width space in the phone number",
      'phone: "[phone]"',
      'phone: "+91 98765\u200b43210"',
      "contact.phone",
      '"+91 98765\u200b43210", with U+200B ZERO WIDTH SPACE after "+91 98765"',
    ],
    [
      "a no-break space in the email",
      'email: "[email]"',
      "email: hello@trip\u00a0reply.in",
      "contact.email",
      '"hello@trip\u00a0reply.in", with U+00A0 NO-BREAK SPACE after "hello@trip"',
    ],
    [
      "a Cyrillic letter in the email",
      'email: "[email]"',
      "email: hello@tripr\u0435ply.in",
      "contact.email",
      '"hello@tripr\u0435ply.in", with U+0435 CYRILLIC SMALL LETTER IE after "hello@tripr"',
    ],
  ] as const)("is named where it is: %s", async ([, from, to, field, found]) => {
    const dir = contentCopy({ "site.yaml": (t) => t.replace(from, to) });
    const line = lineOf(dir, "site.yaml", to.split(":")[0]!.concat(":"));
    const lines = readFileSync(path.join(dir, "site.yaml"), "utf8").split("\n");
    const column = lines[line - 1]!.search(/[\u200b\u00a0\u0435]/) + 1;
    expect(await problemsOf(dir)).toContain(`content/site.yaml:${line}:${column}  ${field}\n  expected: `);
    expect(await problemsOf(dir)).toContain(`  found:    ${found}\n`);
  });
});

describe("file names that break a checkout on Windows", () => {
  it.for(["con.md", "aux.md", "NUL.md", "com1.md", "lpt9.txt"])("are refused, named: %s", async (name) => {
    const dir = contentCopy();
    cpSync(path.join(dir, "legal/privacy-policy.md"), path.join(dir, "legal", name));
    expect(await problemsOf(dir)).toContain(
      `content/legal/${name}:1:1\n  expected: a file name that works on every computer an editor may use (Windows, macOS, Linux)\n  found:    "${name}", a name Windows keeps for a device (${name.split(".")[0]!.toUpperCase()}), whatever comes after the dot`,
    );
  });

  it("as are names ending in a dot or a space, and two that differ only by case", async () => {
    const dir = contentCopy();
    mkdirSync(path.join(dir, "static"));
    writeFileSync(path.join(dir, "static", "brochure."), "x");
    writeFileSync(path.join(dir, "static", "Plans.pdf"), "x");
    writeFileSync(path.join(dir, "static", "plans.pdf"), "x");
    const shown = await problemsOf(dir);
    expect(shown).toContain(
      'content/static/brochure.:1:1\n  expected: a file name that works on every computer an editor may use (Windows, macOS, Linux)\n  found:    "brochure.", which ends in a dot',
    );
    expect(shown).toContain(
      'content/static/plans.pdf:1:1\n  expected: names that differ by more than capital letters in one folder\n  found:    "plans.pdf" beside "Plans.pdf"',
    );
  });
});
