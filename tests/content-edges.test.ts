// The content pipeline at its edges, on edited copies of the frozen content:
// files saved on Windows, names the build uses itself, links to nowhere,
// tokens outside the body, sample content before launch, and input that used
// to end in a stack trace. Each ends in correct output or located problems.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type ContentProblem } from "../src/parse/problem.ts";
import { OutputClash, OutputWriter } from "../src/outputs/writer.ts";
import { decodeContent } from "../src/parse/content-text.ts";
import { filesIn, meta } from "./helpers/head.ts";
import {
  asProjectPaths,
  BROKEN,
  buildCommand,
  buildProblems,
  buildTo,
  contentCopy,
  FIXTURE_PLANS,
  launchedCopy,
  lineOf,
  readPage,
  ROOT,
  setPrice,
  tempDir,
  visibleText,
} from "./helpers/site.ts";

/** Every content file rewritten as Notepad saves it: CRLF line endings and a UTF-8 byte-order mark. */
function windowsCopy(edits: Record<string, (text: string) => string> = {}): string {
  const dir = contentCopy(edits);
  for (const file of filesIn(dir).filter((f) => /\.(ya?ml|md)$/.test(f))) {
    const text = readFileSync(path.join(dir, file), "utf8");
    writeFileSync(path.join(dir, file), `\uFEFF${text.replace(/\n/g, "\r\n")}`);
  }
  return dir;
}

describe("files saved on Windows", () => {
  it("build to the same bytes as the same files with LF line endings and no BOM", async () => {
    const unix = tempDir();
    const windows = tempDir();
    await buildTo(unix, contentCopy());
    await buildTo(windows, windowsCopy());
    const files = filesIn(unix);
    expect(filesIn(windows)).toEqual(files);
    for (const file of files) expect(readFileSync(path.join(windows, file)).equals(readFileSync(path.join(unix, file))), file).toBe(true);
  });

  it("give the same lines and columns in messages", async () => {
    const edit = {
      "legal/privacy-policy.md": (t: string) => t.replace("order: 2", "order: second"),
      "plans.yaml": (t: string) => setPrice(t, FIXTURE_PLANS[2]!.id, -12),
    };
    const where = (problems: ContentProblem[]) => problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.path} ${p.found} | ${p.source}`);
    const unix = await buildProblems(contentCopy(edit));
    expect(unix).toHaveLength(2);
    expect(where(await buildProblems(windowsCopy(edit)))).toEqual(where(unix));
  });
});

describe("names the build uses itself", () => {
  it("the writer refuses a second file at the same path, whatever its case", async () => {
    const dir = tempDir();
    const writer = new OutputWriter(dir, { compress: false });
    await writer.add({ file: "privacy-policy.html", contents: "<p>first</p>" });
    await expect(writer.add({ file: "privacy-policy.html", contents: "<p>second</p>" })).rejects.toBeInstanceOf(OutputClash);
    await expect(writer.add({ file: "Privacy-Policy.html", contents: "<p>third</p>" })).rejects.toThrow("dist/Privacy-Policy.html");
    expect(readFileSync(path.join(dir, "privacy-policy.html"), "utf8")).toBe("<p>first</p>");
  });

  it("a legal page named for the sitemap, robots.txt or a folder of the build's stops the build at its file", async () => {
    const dir = contentCopy();
    const page = readFileSync(path.join(BROKEN, "reserved-legal-name/legal/index.md"), "utf8");
    for (const name of ["sitemap", "robots", "og", "icons"]) writeFileSync(path.join(dir, "legal", `${name}.md`), page);
    const problems = await buildProblems(dir);
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column}`)).toEqual([
      "content/legal/icons.md:1:1",
      "content/legal/og.md:1:1",
      "content/legal/robots.md:1:1",
      "content/legal/sitemap.md:1:1",
    ]);
    expect(problems[2]!.found).toBe('"robots.md", whose address /robots is the name of the rules for search engines (robots.txt)');
  });

  it("a legal page named for a language, or for a folder added since (images/), stops the build; a misspelt one is never told to take such a name", async () => {
    const dir = contentCopy();
    const page = readFileSync(path.join(BROKEN, "reserved-legal-name/legal/index.md"), "utf8");
    const shown = (problems: ContentProblem[]) => problems.map((p) => `${p.file} ${p.found}${p.hint ? ` / ${p.hint}` : ""}`);
    for (const name of ["Index", "HI", "Refunds"]) writeFileSync(path.join(dir, "legal", `${name}.md`), page);
    expect(shown(await buildProblems(dir))).toEqual([
      'content/legal/HI.md "HI.md"',
      'content/legal/Index.md "Index.md"',
      'content/legal/Refunds.md "Refunds.md" / rename it to refunds.md',
    ]);
    const named = contentCopy();
    for (const name of ["hi", "images"]) writeFileSync(path.join(named, "legal", `${name}.md`), page);
    expect(shown(await buildProblems(named))).toEqual([
      `content/legal/hi.md "hi.md", whose address /hi is the name of a language's home page (/hi, from site.yaml's locales) / rename it: the file name is the page's address`,
      `content/legal/images.md "images.md", whose address /images is the name of the folder of pictures (images/) / rename it: the file name is the page's address`,
    ]);
  });
});

describe("files that are not UTF-8 text", () => {
  const decode = (bytes: Uint8Array) => decodeContent(bytes, "content/plans.yaml").problems.map((p) => `${p.line}:${p.column} ${p.found}`);
  const yaml = "plans:\n  - id: starter\n    name: Starter\n";

  it("name UTF-16, with or without a byte-order mark, in either byte order", () => {
    const utf16 = 'text saved as UTF-16 (which Notepad calls "Unicode")';
    const le = Buffer.from(yaml, "utf16le");
    const be = Buffer.from(le).swap16();
    expect(decode(Buffer.concat([Buffer.from([0xff, 0xfe]), le]))).toEqual([`1:1 ${utf16}`]);
    expect(decode(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toEqual([`1:1 ${utf16}`]);
    expect(decode(le)).toEqual([`1:1 ${utf16}`]);
    expect(decode(be)).toEqual([`1:1 ${utf16}`]);
  });

  it("tell a binary file's zero bytes from UTF-16, and name noncharacters as well as control characters", () => {
    const binary = Buffer.concat([
      Buffer.from("\x7fELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x03\0>\0", "latin1"),
      Buffer.from([0xd0, 0x61, 0, 0]),
    ]);
    expect(decode(binary)).toEqual([
      "1:21 bytes that are not UTF-8 (D0 61 00), as an editor writes them in another encoding such as Windows-1252",
    ]);
    expect(decode(Buffer.from("name: a\uFDD0b \u{10FFFF}\n", "utf8"))).toEqual([
      "1:8 the noncharacter U+FDD0, which is not text",
      "1:11 the noncharacter U+10FFFF, which is not text",
    ]);
  });
});

describe("internal links", () => {
  const edits = {
    "legal/privacy-policy.md": (t: string) =>
      t.replace(
        "## 1. Who we are",
        "See our [refund policy](/refund-polcy), [this section](#no-such-section), [terms](/terms-of-service#11-termination) and [rights](#9-your-rights).\n\n## 1. Who we are",
      ),
    "site.yaml": (t: string) => t.replace('href: "#features"', 'href: "#featurs"'),
  };

  it("are checked against the pages and ids the build renders: a broken one is a warning with file:line:column and a suggestion", async () => {
    const dir = contentCopy(edits);
    const result = await buildTo(tempDir(), dir);
    const line = lineOf(dir, "legal/privacy-policy.md", "refund-polcy");
    const nav = lineOf(dir, "site.yaml", "#featurs");
    const found = result.brokenLinks.map((p) => ({
      at: `${asProjectPaths(p.file, dir)}:${p.line}:${p.column}`,
      found: p.found,
      hint: p.hint,
    }));
    expect(found).toEqual([
      { at: `content/site.yaml:${nav}:11`, found: '"#featurs", which no element on it has', hint: "did you mean #features?" },
      {
        at: `content/legal/privacy-policy.md:${line}:25`,
        found: 'a link to "/refund-polcy", which is no page of the site',
        hint: "the pages are /, /hi, /terms-of-service, /privacy-policy, /data-protection, /404",
      },
      { at: `content/legal/privacy-policy.md:${line}:56`, found: '"#no-such-section", which no element on it has', hint: undefined },
    ]);
    // The existing page and ids pass: /terms-of-service#11-termination and #9-your-rights.
    expect(result.brokenLinks).toHaveLength(3);
  });

  it("suggest the page meant when one is close", async () => {
    const dir = contentCopy({
      "legal/terms-of-service.md": (t) => t.replace("[Privacy Policy](/privacy-policy)", "[Privacy Policy](/privacy-polcy)"),
    });
    const [problem] = (await buildTo(tempDir(), dir)).brokenLinks;
    expect(problem).toMatchObject({
      found: 'a link to "/privacy-polcy", which is no page of the site',
      hint: "did you mean /privacy-policy?",
    });
  });

  it("print as warnings in npm run build, and stop build:production with the same locations", () => {
    const dir = contentCopy(edits);
    const out = path.join(tempDir(), "dist");
    const run = buildCommand(`--content=${dir}`, `--out=${out}`);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("⚠ 3 broken links: the site was built, but build:production refuses them.");
    expect(asProjectPaths(run.stdout, dir)).toContain(
      `content/legal/privacy-policy.md:${lineOf(dir, "legal/privacy-policy.md", "refund-polcy")}:25`,
    );

    // Once nothing is left to fill, the production build refuses the links alone.
    const ready = launchedCopy(edits);
    writeFileSync(path.join(out, "keep.txt"), "the previous build");
    const strict = buildCommand("--strict", `--content=${ready}`, `--out=${out}`);
    expect(strict.status).toBe(1);
    expect(strict.stdout + strict.stderr).not.toContain("to fill before launch");
    const stderr = asProjectPaths(strict.stderr, ready);
    expect(stderr).toContain("✖ 3 content problems; nothing was written, the previous dist/ is unchanged.");
    expect(stderr).toContain(`content/legal/privacy-policy.md:${lineOf(ready, "legal/privacy-policy.md", "refund-polcy")}:25`);
    expect(stderr).toContain("did you mean #features?");
    expect(readFileSync(path.join(out, "keep.txt"), "utf8")).toBe("the previous build");
  });
});

describe("tokens wherever text is", () => {
  it("are filled in a legal page's title and description, as in its head and preview tags", async () => {
    const dir = contentCopy({
      "legal/privacy-policy.md": (t) =>
        t
          .replace(/^title: .*$/m, "title: '{{brand.name}} Privacy Policy'")
          .replace(
            /^description: .*$/m,
            "description: How {{brand.name}} handles the personal data of travel agencies, their staff and the travellers who contact them.",
          ),
    });
    const out = tempDir();
    await buildTo(out, dir);
    const html = readPage(out, "privacy-policy.html");
    const expected = "How TripReply handles the personal data of travel agencies, their staff and the travellers who contact them.";
    for (const key of ["description", "og:description", "twitter:description"]) expect(meta(html, key)).toBe(expected);
    expect(html).toContain("<title>TripReply Privacy Policy | TripReply</title>");
    expect(html).not.toContain("{{");
  });

  it("are filled in YAML text, and an unknown one there stops the build at its line and column", async () => {
    const out = tempDir();
    await buildTo(
      out,
      contentCopy({
        "landing.yaml": (t) => t.replace("  heading: Simple monthly plans", "  heading: Simple monthly plans for {{brand.name}}"),
      }),
    );
    expect(visibleText(readPage(out, "index.html"))).toContain("Simple monthly plans for TripReply");

    const dir = contentCopy({
      "landing.yaml": (t) => t.replace("  heading: Simple monthly plans", "  heading: Simple monthly plans for {{brand.nam}}"),
    });
    const [problem, ...rest] = await buildProblems(dir);
    expect(rest).toEqual([]);
    const line =
      readFileSync(path.join(dir, "landing.yaml"), "utf8")
        .split("\n")
        .findIndex((l) => l.includes("brand.nam}")) + 1;
    expect(problem).toMatchObject({
      file: "content/landing.yaml",
      line,
      column: 37,
      found: 'an unknown setting "brand.nam"',
      hint: "did you mean {{brand.name}}?",
    });
  });
});

describe("a token left open", () => {
  it("is a problem at its line and column, in the body, the front matter and YAML, instead of reaching the page as written", async () => {
    const dir = contentCopy({
      "legal/privacy-policy.md": (t) =>
        t
          .replace(/^title: .*$/m, "title: Privacy Policy of {{ brand.name")
          .replace(/\n## /, "\nWritten by {{legal.entity, who keep it.\n\n## "),
      "landing.yaml": (t) =>
        t.replace(
          "  title: AI replies to every travel inquiry in 30 seconds",
          "  title: AI replies to every travel inquiry in 30 seconds {{ soon",
        ),
    });
    const problems = await buildProblems(dir);
    const line = (file: string, needle: string) =>
      readFileSync(path.join(dir, file), "utf8")
        .split("\n")
        .findIndex((l) => l.includes(needle)) + 1;
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.found}${p.hint ? ` / ${p.hint}` : ""}`)).toEqual([
      `content/landing.yaml:${line("landing.yaml", "{{ soon")}:59 "{{ soon" with no }} after it on its line, which would show on the page as written`,
      `content/legal/privacy-policy.md:2:26 "{{ brand.name" with no }} after it on its line, which would show on the page as written / close it: {{ brand.name}}`,
      `content/legal/privacy-policy.md:${line("legal/privacy-policy.md", "Written by")}:12 "{{legal.entity," with no }} after it on its line, which would show on the page as written`,
    ]);
  });
});

describe("input that used to end in a stack trace", () => {
  it("is reported by the build command with its file, line and column, exit code 1, and nothing else", () => {
    for (const fixture of ["yaml-aliases", "deep-markdown", "folder-for-file", "not-utf8"]) {
      const dir = contentCopy();
      spawnSync("cp", ["-r", `${path.join(BROKEN, fixture)}/.`, dir]);
      const out = path.join(tempDir(), "dist");
      const run = buildCommand(`--content=${dir}`, `--out=${out}`);
      expect(run.status, fixture).toBe(1);
      expect(run.stderr, fixture).toMatch(/^✖ 1 content problem; nothing was written/m);
      expect(asProjectPaths(run.stderr, dir), fixture).toMatch(/^content\/\S+:\d+:\d+/m);
      expect(run.stderr, fixture).not.toMatch(/^\s+at /m);
    }
  });

  it("a content/legal or content/static that is a file, not a folder, is named", async () => {
    const legal = contentCopy();
    spawnSync("rm", ["-r", path.join(legal, "legal")]);
    writeFileSync(path.join(legal, "legal"), "not a folder");
    expect((await buildProblems(legal)).map((p) => `${p.file} ${p.expected} / ${p.found}`)).toEqual([
      "content/legal a folder of legal pages, one file each (legal/privacy-policy.md) / a file",
    ]);

    const statics = contentCopy();
    writeFileSync(path.join(statics, "static"), "not a folder");
    expect((await buildProblems(statics)).map((p) => `${p.file} ${p.found}`)).toEqual(["content/static a file"]);
  });

  it("a symbolic link in content/static/ is refused, naming it and its target, instead of silently left out", async () => {
    const dir = contentCopy();
    mkdirSync(path.join(dir, "static"));
    symlinkSync("/etc/passwd", path.join(dir, "static", "leak.txt"));
    symlinkSync(ROOT, path.join(dir, "static", "project"));
    const problems = await buildProblems(dir);
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.found}`)).toEqual([
      "content/static/leak.txt:1:1 a symbolic link to /etc/passwd, which the build does not follow: it could publish files from outside content/",
      `content/static/project:1:1 a symbolic link to ${ROOT}, which the build does not follow: it could publish files from outside content/`,
    ]);
  });
});

describe("every fixture of a broken file", () => {
  it("names a file of the content folder, at a line and column inside it", async () => {
    for (const fixture of readdirSync(BROKEN)) {
      const dir = contentCopy();
      spawnSync("cp", ["-r", `${path.join(BROKEN, fixture)}/.`, dir]);
      const problems = await buildProblems(dir);
      expect(problems.length, `${fixture}: the build's problems`).toBeGreaterThan(0);
      for (const p of problems) {
        expect(p.file.startsWith("content/"), `${fixture}: ${p.file}`).toBe(true);
        expect(p.line, fixture).toBeGreaterThanOrEqual(1);
        expect(p.column, fixture).toBeGreaterThanOrEqual(1);
        expect(p.expected && p.found, fixture).toBeTruthy();
      }
    }
  });
});
