// src/editor/translation-fields.ts: a translation file's form from literal
// merged fields: each text under its English, marked missing, stale or not
// yet accepted; the stale texts offered to tick as still right; list items as
// types named by their English id; lists of texts as key-value fields;
// orphans shown to delete.
import { describe, expect, it } from "vitest";
import { inEnglishKeys, stillRightField, translationFields } from "../../../src/editor/translation-fields.ts";
import { textHash } from "../../../src/parse/json-record.ts";
import type { Coverage } from "../../../src/checks/translation-coverage.ts";
import type { FileFields } from "../../../src/model/translation-record.ts";

const at = { file: "content/landing.yaml", line: 1, column: 1, source: "" };
type Field = FileFields["fields"][number];
const field = (steps: Field["steps"], key: string, value: string, translated?: string): Field => ({
  path: [],
  steps,
  key,
  value,
  position: at,
  ...(translated === undefined ? {} : { translated }),
});

const FILE: FileFields = {
  file: "landing.yaml",
  shownTranslation: "content/hi/landing.yaml",
  fields: [
    field(["hero", "title"], "hero.title", "Leads <fast> & cheap", "लीड्स"),
    field(["hero", "subtitle"], "hero.subtitle", "Every lead answered"),
    field(["plans", { by: "id", id: "starter" }, "name"], "plans[starter].name", "Starter", "स्टार्टर"),
    field(["plans", { by: "id", id: "starter" }, "features", { text: "Export" }], 'plans[starter].features["Export"]', "Export"),
    field(["plans", { by: "id", id: "starter" }, "features", { text: "Chat" }], 'plans[starter].features["Chat"]', "Chat", "चैट"),
  ],
  orphans: [
    { ...at, key: "plans[old]", untranslated: ["growth"] },
    { ...at, key: 'plans[starter].features["Gone"]', untranslated: [] },
  ],
  stillRight: new Map(),
};

const form = translationFields(FILE, { stale: new Set(["hero.title"]), unsure: new Set(["plans[starter].name"]) });
type Form = (typeof form)[number] & { fields?: Form[]; types?: Form[] };
const byName = (fields: Form[] | undefined, name: string) => fields!.find((f) => f.name === name)!;

describe("a translation file's form", () => {
  it("puts each text under its English, escaped, marking a stale one", () => {
    const hero = byName(form, "hero");
    expect(byName(hero.fields, "title")).toMatchObject({
      label: "⚠ Title",
      widget: "string",
      required: false,
      hint: expect.stringMatching(/^English: Leads &lt;fast&gt; &amp; cheap\n\n⚠ The English changed/),
    });
  });

  it("says a text not yet accepted shows the English until the pipeline accepts it", () => {
    const name = byName(byName(byName(form, "plans").types, "starter").fields, "name");
    expect(name.label).toBe("Name");
    expect(name.hint).toBe(
      "English: Starter\n\nShown in English until the pipeline accepts it (it does once this text is saved after its English).",
    );
  });

  it("says a missing text shows the English", () => {
    const subtitle = byName(byName(form, "hero").fields, "subtitle");
    expect(subtitle.label).toBe("Subtitle");
    expect(subtitle.hint).toBe("English: Every lead answered\n\nNot translated yet: the page shows the English.");
  });

  it("makes a list's items types named by their English id, labelled by their first text, and not reorderable", () => {
    const plans = byName(form, "plans");
    expect(plans).toMatchObject({ widget: "list", typeKey: "id", allow_reorder: false });
    const starter = byName(plans.types, "starter");
    expect(starter.label).toBe("Starter (starter)");
    expect(starter.fields!.map((f) => f.name)).toEqual(["name", "features"]);
  });

  it("shows an orphaned item to delete, naming what it may have become", () => {
    const old = byName(byName(form, "plans").types, "old");
    expect(old.label).toBe("⚠ No English item: old");
    expect(old.fields!.map((f) => f.name)).toEqual(["name", "features"]);
    expect(old.fields![0]!.hint).toBe('The English item "old" is gone. Delete this item, or translate it into the new one: growth.');
  });

  it("makes a list of texts a key-value field naming the lines to translate and the orphans", () => {
    const features = byName(byName(byName(form, "plans").types, "starter").fields, "features");
    expect(features).toMatchObject({ widget: "keyvalue", label: "⚠ Features", key_label: "English", value_label: "Translation" });
    expect(features.hint).toContain("Not translated yet: “Export”.");
    expect(features.hint).not.toContain("“Chat”");
    expect(features.hint).toContain("No English line any more (delete them): “Gone”.");
  });
});

describe("the texts to check", () => {
  const item = (file: string, path: string) => ({ ...at, in: file, path, english: "" });
  const report: Coverage = {
    code: "hi",
    name: "हिन्दी",
    status: "published",
    total: 2,
    translated: 0,
    missing: [],
    stale: [item("content/hi/landing.yaml", "hero.title"), item("content/hi/plans.yaml", "plans[starter].name")],
    unsure: [item("content/hi/landing.yaml", "hero.subtitle")],
    unrecorded: [],
    orphans: [],
  };

  it("are the stale and not yet accepted texts the report places in that translation file", () => {
    expect(inEnglishKeys(report, "content/hi/landing.yaml")).toEqual({
      stale: new Set(["hero.title"]),
      unsure: new Set(["hero.subtitle"]),
    });
  });

  it("are offered at the top of the form, each marked with the hash of the English it is checked against", () => {
    const [field] = stillRightField(FILE, new Set(["hero.title", 'plans[starter].features["Chat"]']));
    expect(field).toMatchObject({ name: "stillRight", widget: "select", multiple: true, required: false });
    expect(field!.label).toBe("⚠ 2 texts to check: still right after the English changed?");
    expect(field!.options).toEqual([
      { label: "Hero › Title: “Leads <fast> & cheap”", value: `hero.title ${textHash("Leads <fast> & cheap")}` },
      { label: "Plans › starter › Features › Chat: “Chat”", value: `plans[starter].features["Chat"] ${textHash("Chat")}` },
    ]);
  });

  it("are no field at all when nothing is stale", () => {
    expect(stillRightField(FILE, new Set())).toEqual([]);
  });
});
