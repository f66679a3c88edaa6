// src/model/load/translation.ts: a translation is matched to its source by
// identity (an item's id, a text-list item's own text), never by position.
import { describe, expect, it } from "vitest";
import { mergeTranslation } from "../../../../src/model/load/translation.ts";
import { parseYaml } from "../../../../src/parse/yaml.ts";
import { plansSchema } from "../../../../src/model/schema/plans.ts";

const plan = (id: string, name: string, features: string[]) =>
  `  - id: ${id}\n    name: ${name}\n    icon: bot\n    price: 7499\n    period: month\n    description: About ${name}.\n    features:\n${features.map((f) => `      - ${f}\n`).join("")}`;

function merge(source: string, translation: string) {
  const parsed = parseYaml("content/plans.yaml", source);
  return mergeTranslation(plansSchema, { ...parsed, file: "content/plans.yaml" }, parseYaml("content/hi/plans.yaml", translation));
}

const translated = (fields: ReturnType<typeof merge>["fields"]) =>
  Object.fromEntries(fields.filter((f) => f.translated).map((f) => [f.key, f.translated]));

describe("a translation laid over its source", () => {
  const hindi = "plans:\n  - id: bot\n    name: बॉट\n    features:\n      Chat: चैट\n  - id: leads\n    name: लीड्स\n";

  it("gives each translated text to the source item it names", () => {
    const result = merge(`plans:\n${plan("bot", "Bot", ["Chat", "Email"])}${plan("leads", "Leads", ["Scoring"])}`, hindi);
    expect(result.problems).toEqual([]);
    expect(result.orphans).toEqual([]);
    expect(translated(result.fields)).toEqual({
      "plans[bot].name": "बॉट",
      'plans[bot].features["Chat"]': "चैट",
      "plans[leads].name": "लीड्स",
    });
  });

  it("keeps each translation on its item when the source's items are reordered or one is inserted before them", () => {
    const result = merge(
      `plans:\n${plan("new", "New", ["Chat"])}${plan("leads", "Leads", ["Scoring"])}${plan("bot", "Bot", ["Email", "Chat"])}`,
      hindi,
    );
    const byKey = translated(result.fields);
    expect(byKey["plans[bot].name"]).toBe("बॉट");
    expect(byKey["plans[leads].name"]).toBe("लीड्स");
    expect(byKey["plans[new].name"]).toBeUndefined();
    // The new item's "Chat" is its own text, untranslated until its item is.
    expect(byKey['plans[new].features["Chat"]']).toBeUndefined();
    expect(byKey['plans[bot].features["Chat"]']).toBe("चैट");
  });

  it("reports a translated item whose source item is gone as orphaned, naming what is left untranslated", () => {
    const result = merge(`plans:\n${plan("bot", "Bot", ["Chat"])}${plan("crm", "CRM", ["Pipeline"])}`, hindi);
    expect(result.orphans.map((o) => ({ key: o.key, line: o.line, untranslated: o.untranslated }))).toEqual([
      { key: "plans[leads]", line: 6, untranslated: ["crm"] },
    ]);
  });

  it("refuses a field that is not text, at the translation's line", () => {
    const result = merge(`plans:\n${plan("bot", "Bot", ["Chat"])}`, "plans:\n  - id: bot\n    price: 1\n");
    expect(result.problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.path}`)).toEqual(["content/hi/plans.yaml:3:5 plans[bot].price"]);
  });
});
