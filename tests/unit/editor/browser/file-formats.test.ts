// src/editor/browser/file-formats.ts: how the web editor reads and writes a
// content file: the text it was read with kept, only the changed values
// spliced in; a default the form fills in left out, a value other than the
// default written; a markdown page's body kept block by block.
import { describe, expect, it } from "vitest";
import { markdownFormat, yamlFormat } from "../../../../src/editor/browser/file-formats.ts";
import type { CmsField } from "../../../../src/editor/schema-fields.ts";

const SITE = `# Site-wide settings.
brand:
  name: !placeholder TripReply   # provisional
  tagline: AI replies
legal:
  llpNumber: "[LLP number]"
`;

describe("a YAML file as the web editor writes it", () => {
  const format = yamlFormat([
    { name: "brand", fields: [{ name: "name" }, { name: "tagline" }] },
    { name: "legal", fields: [{ name: "llpNumber" }] },
  ]);

  it("reads a tagged value as the text it tags", () => {
    expect(format.fromFile(SITE.trim())).toMatchObject({
      brand: { name: "TripReply", tagline: "AI replies" },
      legal: { llpNumber: "[LLP number]" },
    });
  });

  it("writes back the text it read, with only the changed value in it: the tag and comments stay", () => {
    const data = format.fromFile(SITE.trim());
    expect(format.toFile(data)).toBe(SITE);
    const edited = { ...data, brand: { name: "TripReply", tagline: "AI replies for agencies" } };
    expect(format.toFile(edited)).toBe(SITE.replace("tagline: AI replies", "tagline: AI replies for agencies"));
  });

  it("writes a new file whole", () => {
    expect(format.toFile({ brand: { name: "X" } })).toBe("brand:\n  name: X\n");
  });
});

describe("a default the form fills in", () => {
  const fields: CmsField[] = [
    {
      name: "plans",
      widget: "list",
      fields: [
        { name: "name" },
        { name: "popular", widget: "boolean", default: false },
        { name: "sample", widget: "boolean" },
        { name: "basis", widget: "object", fields: [{ name: "sample", widget: "boolean" }, { name: "measures" }, { name: "asOf" }] },
      ],
    },
    { name: "footer", widget: "boolean", default: true },
  ];
  const format = yamlFormat(fields);
  const text = "plans:\n  - name: A\n";

  it("stays out of the file, as does an empty value of a field without one", () => {
    const data = format.fromFile(text.trim());
    expect(format.toFile({ ...data, plans: [{ name: "A", popular: false, sample: false }], footer: true })).toBe(text);
  });

  it("stays out as a whole block the form showed with every field empty (a figure's basis not given)", () => {
    const data = format.fromFile(text.trim());
    const empty = { sample: false, measures: "", asOf: null };
    expect(format.toFile({ ...data, plans: [{ name: "A", basis: empty }] })).toBe(text);
    expect(format.toFile({ ...data, plans: [{ name: "A", basis: { ...empty, measures: "reviews" } }] })).toBe(
      "plans:\n  - name: A\n    basis:\n      measures: reviews\n",
    );
  });

  it("is written when the editor chose another value", () => {
    const data = format.fromFile(text.trim());
    expect(format.toFile({ ...data, plans: [{ name: "A", popular: true }], footer: false })).toBe(
      "plans:\n  - name: A\n    popular: true\nfooter: false\n",
    );
  });
});

describe("a markdown page as the web editor writes it", () => {
  const PAGE = "---\ntitle: Terms\nupdated: 2025-01-01\n---\n\n## 1. Plans\n\n| Plan | Price |\n|---|---|\n| A | 1 |\n\nLast words.\n";
  const format = markdownFormat([
    { name: "title" },
    { name: "updated" },
    { name: "footer", widget: "boolean", default: true },
    { name: "body" },
  ]);

  it("reads the front matter's fields and the body", () => {
    expect(format.fromFile(PAGE.trim())).toMatchObject({
      title: "Terms",
      updated: "2025-01-01",
      body: "## 1. Plans\n\n| Plan | Price |\n|---|---|\n| A | 1 |\n\nLast words.",
    });
  });

  it("keeps every block the save did not change as written (a table re-padded by the editor is the same table)", () => {
    const data = format.fromFile(PAGE.trim());
    const repadded = "## 1. Plans\n\n| Plan | Price |\n| --- | --- |\n| A | 1 |\n\nLast words, changed.";
    expect(format.toFile({ ...data, body: repadded, footer: true, updated: "2026-11-28" })).toBe(
      PAGE.replace("updated: 2025-01-01", "updated: 2026-11-28").replace("Last words.", "Last words, changed."),
    );
  });
});
