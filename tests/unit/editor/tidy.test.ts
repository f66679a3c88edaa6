// src/editor/tidy.ts: a file the CMS rewrote comes back as it was, with only
// the editor's changes made. Each save is simulated the way the CMS writes:
// the parsed data stringified anew (comments, blank lines, folds, flow blocks
// and key order gone) and, for a page, the body re-formatted by remark.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { gfmStrikethroughFromMarkdown, gfmStrikethroughToMarkdown } from "mdast-util-gfm-strikethrough";
import { gfmTableFromMarkdown, gfmTableToMarkdown } from "mdast-util-gfm-table";
import { gfmStrikethrough } from "micromark-extension-gfm-strikethrough";
import { gfmTable } from "micromark-extension-gfm-table";
import { remark } from "remark";
import { describe, expect, it } from "vitest";
import { parse, parseDocument, stringify } from "yaml";
import { TidyError, tidyMarkdown, tidyYaml, type TidyOptions } from "../../../src/editor/tidy.ts";

const FIXTURE = path.resolve(import.meta.dirname, "../../fixtures/content");
const files = readdirSync(FIXTURE, { recursive: true, encoding: "utf8" })
  .map((file) => file.split(path.sep).join("/"))
  .sort();
const yamlFiles = files.filter((file) => file.endsWith(".yaml"));
const markdownFiles = files.filter((file) => file.endsWith(".md"));
const read = (file: string) => readFileSync(path.join(FIXTURE, file), "utf8");

// Unknown tags (!placeholder) read as their text, as the CMS reads them, without a warning per parse.
const load = (text: string): any => parse(text, { logLevel: "error" });

/** Keys the CMS's config lists come first, in its order; the others after them, sorted. */
function cmsOrder(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(cmsOrder);
  if (typeof data !== "object" || data === null) return data;
  const listed = ["id", "title", "name", "label"];
  const keys = Object.keys(data).sort((a, b) => {
    const [i, j] = [listed.indexOf(a), listed.indexOf(b)].map((n) => (n === -1 ? listed.length : n)) as [number, number];
    return i - j || (a < b ? -1 : a > b ? 1 : 0);
  });
  return Object.fromEntries(keys.map((key) => [key, cmsOrder((data as Record<string, unknown>)[key])]));
}

/** Ways the CMS may write a file's data: each loses comments, blank lines, folds and flow blocks. */
const SAVES: [string, (data: unknown) => string][] = [
  ["one long line per text", (data) => stringify(data, { lineWidth: 0 })],
  ["double quotes everywhere", (data) => stringify(data, { lineWidth: 0, defaultStringType: "QUOTE_DOUBLE", defaultKeyType: "PLAIN" })],
  ["keys sorted, single quotes", (data) => stringify(data, { sortMapEntries: true, singleQuote: true })],
  ["listed keys first", (data) => stringify(cmsOrder(data), { lineWidth: 0 })],
  ["four-space indents, lists not indented", (data) => stringify(data, { indent: 4, indentSeq: false, lineWidth: 60 })],
];

const cmsSave = (data: unknown) => stringify(data, { lineWidth: 0 });

/** The YAML file after the CMS saved `edit`'s change and the tidy step ran. */
function saveEdited(file: string, edit: (data: any) => void, options?: TidyOptions): string {
  const data = load(read(file));
  edit(data);
  return tidyYaml(read(file), cmsSave(data), options);
}

/** `text` with `before`, which it holds once, made `after`. */
function changed(text: string, before: string, after: string): string {
  expect(text.split(before)).toHaveLength(2);
  return text.replace(before, () => after);
}

describe("tidying a YAML file the CMS saved", () => {
  it("finds the fixture's files", () => {
    expect(yamlFiles).not.toHaveLength(0);
    expect(markdownFiles).not.toHaveLength(0);
  });

  for (const file of yamlFiles)
    it(`gives ${file} back byte for byte when nothing was edited, however the CMS wrote it`, () => {
      const base = read(file);
      for (const [, save] of SAVES) expect(tidyYaml(base, save(load(base)))).toBe(base);
    });

  it("leaves out the defaults the CMS adds, as the caller asks", () => {
    const base = read("plans.yaml");
    const data = load(base);
    for (const plan of data.plans) plan.popular ??= false;
    const dropAdded = (at: readonly (string | number)[], value: unknown) => at.at(-1) === "popular" && value === false;
    expect(tidyYaml(base, cmsSave(data), { dropAdded })).toBe(base);
    // An edited value is the editor's, default or not.
    data.plans[1].popular = false;
    expect(tidyYaml(base, cmsSave(data), { dropAdded })).toBe(changed(base, "    popular: true\n", "    popular: false\n"));
  });

  it("keeps a plain text plain, and quotes one that needs it", () => {
    const base = read("site.yaml");
    expect(saveEdited("site.yaml", (data) => (data.brand.tagline = "AI replies for travel agents"))).toBe(
      changed(base, "  tagline: AI inquiry automation for travel agencies\n", "  tagline: AI replies for travel agents\n"),
    );
    expect(saveEdited("site.yaml", (data) => (data.brand.tagline = "Note: #1 for agencies"))).toBe(
      changed(base, "  tagline: AI inquiry automation for travel agencies\n", '  tagline: "Note: #1 for agencies"\n'),
    );
  });

  it("keeps a quoted text's quotes and a number a number, and drops !placeholder from a value the editor filled", () => {
    expect(saveEdited("site.yaml", (data) => (data.themeColor = "#1e1b4b"))).toBe(
      changed(read("site.yaml"), 'themeColor: "#312e81"\n', 'themeColor: "#1e1b4b"\n'),
    );
    // The tag lists a value before launch; the form cannot show it, so an edit there is the filling of it.
    expect(saveEdited("site.yaml", (data) => (data.brand.name = "TripGo"))).toBe(
      changed(read("site.yaml"), "  name: !placeholder TripReply\n", "  name: TripGo\n"),
    );
    // Unchanged, it stays: the value is still to be confirmed.
    expect(saveEdited("site.yaml", (data) => (data.themeColor = "#1e1b4b"))).toContain("  name: !placeholder TripReply\n");
    expect(saveEdited("plans.yaml", (data) => (data.plans[0].price = 5999))).toBe(
      changed(read("plans.yaml"), "    price: 4999\n", "    price: 5999\n"),
    );
  });

  it("folds a changed folded text again, at the width it was folded at", () => {
    const text =
      "AI that answers your travel inquiries on WhatsApp, website chat and email within a minute, " +
      "and turns every one of them into a scored lead your team can close the same day.";
    expect(saveEdited("site.yaml", (data) => (data.footer.blurb = text))).toBe(
      changed(
        read("site.yaml"),
        "    in 30 seconds, and turns every one of them into a scored, ready-to-close lead.\n",
        "    within a minute, and turns every one of them into a scored lead your team can\n    close the same day.\n",
      ),
    );
  });

  it("writes lines typed into a plain field as a literal block", () => {
    expect(saveEdited("landing.yaml", (data) => (data.hero.trust[0] = "Replies in 30 seconds\n24×7"))).toBe(
      changed(read("landing.yaml"), "    - Replies in 30 seconds, 24×7\n", "    - |-\n      Replies in 30 seconds\n      24×7\n"),
    );
  });

  it("edits a { flow } block on its line", () => {
    const result = saveEdited("landing.yaml", (data) => {
      data.proof[0].figure.value = 250;
      delete data.proof[1].figure.outOf;
    });
    const base = read("landing.yaml");
    expect(result).toBe(
      changed(
        changed(base, "{ kind: count, value: 200, plus: true }", "{ kind: count, value: 250, plus: true }"),
        "{ kind: rating, value: 4.9, outOf: 5 }",
        "{ kind: rating, value: 4.9 }",
      ),
    );
  });

  it("moves a reordered list's items with the English guide above each text", () => {
    expect(saveEdited("hi/site.yaml", (data) => data.nav.reverse())).toBe(
      changed(
        read("hi/site.yaml"),
        "  - id: features\n    # Features\n    label: फ़ीचर्स\n  - id: pricing\n    # Pricing\n    label: कीमतें\n  - id: integrations\n    # Integrations\n    label: इंटीग्रेशन\n",
        "  - id: integrations\n    # Integrations\n    label: इंटीग्रेशन\n  - id: pricing\n    # Pricing\n    label: कीमतें\n  - id: features\n    # Features\n    label: फ़ीचर्स\n",
      ),
    );
  });

  it("adds a key after the one before it in the saved order", () => {
    const result = saveEdited("landing.yaml", (data) => {
      const { days, title, text } = data.pricing.guarantee;
      data.pricing.guarantee = { days, title, note: "Ask us: we'll help", text };
    });
    expect(result).toBe(
      changed(
        read("landing.yaml"),
        '    title: "{days}-day money-back guarantee"\n',
        `    title: "{days}-day money-back guarantee"\n    note: "Ask us: we'll help"\n`,
      ),
    );
  });

  it("removes a deleted key with the comment above it", () => {
    expect(saveEdited("hi/site.yaml", (data) => delete data.ui.skipLink)).toBe(
      changed(read("hi/site.yaml"), "ui:\n  # Skip to main content\n  skipLink: मुख्य कंटेंट पर जाएँ\n", "ui:\n"),
    );
  });

  it("adds a list item after the last", () => {
    expect(saveEdited("plans.yaml", (data) => data.plans[0].features.push("Priority onboarding"))).toBe(
      changed(read("plans.yaml"), "      - Basic analytics\n", "      - Basic analytics\n      - Priority onboarding\n"),
    );
  });

  it("deletes a text from a list without rewriting the ones after it", () => {
    expect(saveEdited("plans.yaml", (data) => data.plans[2].features.splice(1, 1))).toBe(
      changed(read("plans.yaml"), "      - Smart prioritization\n", ""),
    );
  });

  it("adds and deletes items of a list spaced with blank lines, keeping the spacing", () => {
    const dropAdded = (at: readonly (string | number)[], value: unknown) => at.at(-1) === "popular" && value === false;
    const added = saveEdited(
      "plans.yaml",
      (data) => data.plans.splice(1, 0, { id: "starter", name: "Starter", popular: false, price: 999, features: ["One channel"] }),
      { dropAdded },
    );
    const starter = "  - id: starter\n    name: Starter\n    price: 999\n    features:\n      - One channel\n\n";
    expect(added).toBe(changed(read("plans.yaml"), "  - id: complete-solution\n", `${starter}  - id: complete-solution\n`));
    const base = read("plans.yaml");
    const middle = base.slice(base.indexOf("  - id: complete-solution"), base.indexOf("  - id: lead-management"));
    expect(saveEdited("plans.yaml", (data) => data.plans.splice(1, 1))).toBe(changed(base, middle, ""));
    const last = base.slice(base.indexOf("\n  - id: lead-management"));
    expect(saveEdited("plans.yaml", (data) => data.plans.pop())).toBe(changed(base, last, ""));
  });

  it("takes a list item's first key off the dash's line, and puts a new one there", () => {
    const base = "items:\n  # the first\n  - name: A # a\n    note: x\n  - name: B\n";
    expect(tidyYaml(base, cmsSave({ items: [{ note: "x" }, { name: "B" }] }))).toBe("items:\n  # the first\n  - note: x\n  - name: B\n");
    expect(tidyYaml(base, cmsSave({ items: [{ title: "T", name: "A", note: "x" }, { name: "B" }] }))).toBe(
      "items:\n  # the first\n  - title: T\n    name: A # a\n    note: x\n  - name: B\n",
    );
  });

  it("writes a value whose kind changed as block YAML in its place", () => {
    const base = "# c\na: 1 # one\nb:\n  - x\n  - y\nc: { k: v }\nd: []\n";
    const saved = cmsSave({ a: { k: [1, 2] }, b: "text", c: { k: "v", l: "w" }, d: ["z"] });
    expect(tidyYaml(base, saved)).toBe("# c\na: # one\n  k:\n    - 1\n    - 2\nb: text\nc: { k: v, l: w }\nd:\n  - z\n");
    expect(tidyYaml(base, cmsSave({ a: 1, b: [], c: {}, d: [] }))).toBe("# c\na: 1 # one\nb: []\nc: {}\nd: []\n");
  });

  it("keeps an item whose id the editor changed where it was", () => {
    expect(saveEdited("hi/site.yaml", (data) => (data.nav[1].id = "plans"))).toBe(
      changed(read("hi/site.yaml"), "  - id: pricing\n    # Pricing\n", "  - id: plans\n    # Pricing\n"),
    );
  });

  it("fills a file that held no data", () => {
    expect(tidyYaml("# settings to come\n", cmsSave({ a: 1 }))).toBe("# settings to come\na: 1\n");
    expect(tidyYaml("", cmsSave({ a: [1] }))).toBe("a:\n  - 1\n");
  });

  it("keeps document markers, directives and an end marker", () => {
    const base = "%YAML 1.2\n---\n# settings\na: 'one' # first\nb: two\n...\n";
    expect(tidyYaml(base, cmsSave({ a: "it's", b: "two" }))).toBe("%YAML 1.2\n---\n# settings\na: 'it''s' # first\nb: two\n...\n");
  });

  it("keeps a Windows file's CRLF line endings and byte-order mark", () => {
    const lf = read("hi/site.yaml");
    const base = `\uFEFF${lf.replace(/\n/g, "\r\n")}`;
    const data = load(lf);
    data.ui.menuLabel = "मेनू";
    data.ui.newKey = "नया";
    const expected = changed(lf, "  menuLabel: मेन्यू\n", "  menuLabel: मेनू\n").replace(/\n$/, "\n  newKey: नया\n");
    expect(tidyYaml(base, cmsSave(data))).toBe(`\uFEFF${expected.replace(/\n/g, "\r\n")}`);
    expect(tidyYaml(base, cmsSave(load(lf)))).toBe(base);
  });

  it("refuses a text that is not YAML", () => {
    expect(() => tidyYaml(read("plans.yaml"), "plans: [\n")).toThrow(TidyError);
    expect(() => tidyYaml("a: 1\na: 2\n", "a: 1\n")).toThrow(TidyError);
  });
});

/** Leaf paths of parsed data: the scalars an editor can change. */
function scalarPaths(data: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(data)) return data.flatMap((item, i) => scalarPaths(item, [...at, i]));
  if (typeof data === "object" && data !== null) return Object.entries(data).flatMap(([key, value]) => scalarPaths(value, [...at, key]));
  return [at];
}

function setAt(data: any, at: readonly (string | number)[], value: unknown): void {
  const parent = at.slice(0, -1).reduce((node, key) => node[key], data);
  parent[at.at(-1)!] = value;
}

// Pieces of text that need quoting, escaping or another script somewhere in YAML.
const PIECES = [
  "a",
  "text",
  " ",
  ": ",
  "#",
  " #",
  "*",
  "&",
  "!",
  "- ",
  "-",
  "'",
  '"',
  "\\",
  "हिन्दी",
  "\n",
  "{",
  "[",
  ",",
  "%",
  "@",
  "`",
  "|",
  ">",
  "?",
  "true",
  "12",
  "~",
];
const newText = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }).map((pieces) => pieces.join("")),
  fc.string({ maxLength: 12 }),
);

describe("tidying any edit of one value", () => {
  const bases = new Map(
    yamlFiles.map((file) => [
      file,
      { base: read(file), doc: parseDocument(read(file), { logLevel: "silent" }), paths: scalarPaths(load(read(file))) },
    ]),
  );

  it("gives the edited data, and every other line as it was", () => {
    fc.assert(
      fc.property(fc.constantFrom(...yamlFiles), fc.nat(), newText, fc.constantFrom(...SAVES), (file, pick, value, [, save]) => {
        const { base, doc, paths } = bases.get(file)!;
        const at = paths[pick % paths.length]!;
        const edited = load(base);
        setAt(edited, at, value);
        const saved = save(edited);
        // yaml writes a text of spaces and line breaks as a block it reads back otherwise: the CMS's loss, not the tidy step's.
        fc.pre(isDeepStrictEqual(load(saved), edited));
        const result = tidyYaml(base, saved);
        expect(load(result)).toEqual(edited);
        // The lines of the edited value's node are the only ones that may differ.
        const node = doc.getIn(at, true) as { range: [number, number, number] };
        const first = base.slice(0, node.range[0]).split("\n").length - 1;
        const last = base.slice(0, Math.max(node.range[0], node.range[1] - 1)).split("\n").length - 1;
        const was = base.split("\n");
        const now = result.split("\n");
        expect(now.slice(0, first)).toEqual(was.slice(0, first));
        expect(now.slice(now.length - (was.length - last - 1))).toEqual(was.slice(last + 1));
        // Up to the value, the line stays, but for a !placeholder tag, which an edit fills.
        const prefix = was[first]!.slice(0, node.range[0] - base.lastIndexOf("\n", node.range[0] - 1) - 1);
        expect(now[first]!.startsWith(prefix.replace(/!placeholder[ \t]+$/, ""))).toBe(true);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 50) },
    );
  });
});

/** Tables and strikethrough read and written, as the site reads them. */
function gfm(this: { data: () => object }) {
  const data = this.data() as Record<string, unknown[]>;
  data.micromarkExtensions = [gfmTable(), gfmStrikethrough({ singleTilde: false })];
  data.fromMarkdownExtensions = [gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown()];
  data.toMarkdownExtensions = [gfmTableToMarkdown(), gfmStrikethroughToMarkdown()];
}

// Other markers than the fixture's (* lists, _emphasis_), and tables re-padded.
const reformat = remark().use(gfm).data("settings", { bullet: "*", emphasis: "_" }).freeze();

function splitPage(text: string): { frontMatter: any; body: string } {
  const [, yaml, body] = /^---\n([\s\S]*?)---\n([\s\S]*)$/.exec(text)!;
  return { frontMatter: load(yaml!), body: body! };
}

/** A page as the CMS writes it: front matter from the data, the body re-formatted. */
function cmsPage(frontMatter: unknown, body: string): string {
  return `---\n${cmsSave(frontMatter)}---\n${String(reformat.processSync(body))}`;
}

describe("tidying a page the CMS saved", () => {
  for (const file of markdownFiles)
    it(`gives ${file} back byte for byte when nothing was edited`, () => {
      const base = read(file);
      const { frontMatter, body } = splitPage(base);
      const saved = cmsPage(frontMatter, body);
      expect(saved).not.toBe(base);
      expect(tidyMarkdown(base, saved)).toBe(base);
    });

  const file = "legal/privacy-policy.md";

  it("changes only the edited front matter line and paragraph", () => {
    const base = read(file);
    const { frontMatter, body } = splitPage(base);
    frontMatter.updated = "2026-12-01";
    const saved = cmsPage(frontMatter, body.replace("regular backups.", "daily backups."));
    expect(tidyMarkdown(base, saved)).toBe(
      changed(changed(base, "updated: 2026-11-25\n", "updated: 2026-12-01\n"), "regular backups.", "daily backups."),
    );
  });

  it("takes the saved text of an edited table, and keeps the rest", () => {
    const base = read(file);
    const { frontMatter, body } = splitPage(base);
    const saved = cmsPage(frontMatter, body.replace("| Communication logs | 1 year |", "| Communication logs | 2 years |"));
    const lastRow = "| Analytics | 2 years, anonymized |";
    const table = base.slice(base.indexOf("| Data | Retention period |"), base.indexOf(lastRow) + lastRow.length);
    expect(tidyMarkdown(base, saved)).toBe(
      changed(
        base,
        table,
        [
          "| Data                  | Retention period                      |",
          "| --------------------- | ------------------------------------- |",
          "| Customer inquiry data | Duration of subscription plus 90 days |",
          "| Account data          | Duration of subscription plus 3 years |",
          "| Communication logs    | 2 years                               |",
          "| Payment records       | 7 years                               |",
          "| Analytics             | 2 years, anonymized                   |",
        ].join("\n"),
      ),
    );
  });

  it("adds and deletes whole blocks", () => {
    const base = read(file);
    const { frontMatter, body } = splitPage(base);
    const section = "## 12. Children\n\n";
    const children = body.slice(body.indexOf(section), body.indexOf("## 13."));
    const edited = body.replace(children, "").replace("## 14. Contact\n", "## 14. Contact\n\nA new paragraph.\n");
    expect(tidyMarkdown(base, cmsPage(frontMatter, edited))).toBe(
      changed(changed(base, children, ""), "## 14. Contact\n", "## 14. Contact\n\nA new paragraph.\n"),
    );
  });

  it("keeps a Windows page's CRLF line endings", () => {
    const lf = read(file);
    const { frontMatter, body } = splitPage(lf);
    const base = lf.replace(/\n/g, "\r\n");
    expect(tidyMarkdown(base, cmsPage(frontMatter, body))).toBe(base);
    const saved = cmsPage(frontMatter, body.replace("regular backups.", "daily backups."));
    expect(tidyMarkdown(base, saved)).toBe(changed(lf, "regular backups.", "daily backups.").replace(/\n/g, "\r\n"));
  });
});
