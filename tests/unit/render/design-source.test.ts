// src/render/design-source.ts: the hashes of the templates the design
// measures were taken from, one for the page and one per section's folder,
// and what today's templates differ in from them.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { designSource, outOfDate } from "../../../src/render/design-source.ts";
import { tempDir } from "../../shared/temp.ts";

/** A templates folder with a page stylesheet and two sections, each file as given. */
function templates(files: Record<string, string> = {}): string {
  const dir = tempDir("templates-");
  const all = {
    "site.css": "body { margin: 0; }\n",
    "Page.tsx": "export const Page = () => null;\n",
    "sections/hero/styles.css": ".hero { padding: 1rem; }\n",
    "sections/hero/notes.md": "not markup, not a style\n",
    "sections/faq/styles.css": ".faq { padding: 2rem; }\n",
    ...files,
  };
  for (const [file, contents] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), contents);
  }
  return dir;
}

describe("designSource", () => {
  it("hashes the page and each section's folder apart", () => {
    const source = designSource(templates());
    expect(Object.keys(source.sections)).toEqual(["faq", "hero"]);
    expect(source.page).toMatch(/^[0-9a-f]{16}$/);
    expect(source.sections.hero).not.toBe(source.sections.faq);
  });

  it("changes a section's hash alone when its folder changes, and the page's alone when the page's do", () => {
    const before = designSource(templates());
    const section = designSource(templates({ "sections/hero/styles.css": ".hero { padding: 2rem; }\n" }));
    expect(section.page).toBe(before.page);
    expect(section.sections.faq).toBe(before.sections.faq);
    expect(section.sections.hero).not.toBe(before.sections.hero);
    const page = designSource(templates({ "site.css": "body { margin: 1px; }\n" }));
    expect(page.page).not.toBe(before.page);
    expect(page.sections).toEqual(before.sections);
  });

  it("reads CRLF as LF, and leaves files other than markup and styles out", () => {
    const before = designSource(templates());
    expect(designSource(templates({ "site.css": "body { margin: 0; }\r\n" }))).toEqual(before);
    expect(designSource(templates({ "sections/hero/notes.md": "other notes\n" }))).toEqual(before);
  });
});

describe("outOfDate", () => {
  const then = { page: "p1", sections: { hero: "h1", faq: "f1" } };

  it("is empty when nothing shown changed", () => {
    expect(outOfDate(then, { page: "p1", sections: { hero: "h1", faq: "f2" } }, ["hero"])).toEqual([]);
  });

  it("names the page's templates, and each shown section changed or never measured", () => {
    expect(outOfDate(then, { page: "p2", sections: { hero: "h2", faq: "f1", pricing: "x" } }, ["hero", "faq", "pricing"])).toEqual([
      "the page's templates",
      "the hero section",
      "the pricing section",
    ]);
  });
});
