// src/editor/translation-fields.ts: a translation file's form from literal
// merged fields: each text under its English, marked missing or stale; list
// items as types named by their English id; lists of texts as key-value
// fields; orphans shown to delete.
import { describe, expect, it } from "vitest";
import { staleKeys, translationFields } from "../../../src/editor/translation-fields.ts";
import type { Coverage, FileFields } from "../../../src/model/translations.ts";

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
};

const form = translationFields(FILE, new Set(["hero.title"]));
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

describe("a file's stale keys", () => {
  it("are the stale texts the report places in that translation file", () => {
    const item = (file: string, path: string) => ({ ...at, in: file, path, english: "" });
    const report: Coverage = {
      code: "hi",
      name: "हिन्दी",
      status: "published",
      total: 2,
      translated: 0,
      missing: [],
      stale: [item("content/hi/landing.yaml", "hero.title"), item("content/hi/plans.yaml", "plans[starter].name")],
      unaccepted: [],
      orphans: [],
    };
    expect(staleKeys(report, "content/hi/landing.yaml")).toEqual(new Set(["hero.title"]));
  });
});
