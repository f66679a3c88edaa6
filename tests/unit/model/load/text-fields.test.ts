// src/model/load/text-fields.ts: the texts of a file found by walking its data
// with its schema, each with the path the file writes it at and the steps a
// translation names it by (list items by their id or their own text).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formatSteps, getAt, hasText, setAt, textFields } from "../../../../src/model/load/text-fields.ts";
import { itemId, keyedList, text, textList, verbatim } from "../../../../src/model/schema/fields.ts";

const schema = z.strictObject({
  heading: text,
  intro: text.optional(),
  brand: verbatim,
  days: z.number(),
  perks: textList(),
  items: keyedList(z.strictObject({ id: itemId, title: text, name: verbatim })),
  coordinates: z.array(z.number()),
});

const data = {
  heading: "Pricing",
  brand: "Acme Travels",
  days: 30,
  perks: ["Free setup", "Training"],
  items: [
    { id: "chat", title: "AI chat", name: "Chat" },
    { id: "alerts", title: "Alerts", name: "Alerts" },
  ],
  coordinates: [1, 2],
};

describe("textFields", () => {
  it("finds every text, in the file's order, and no verbatim name, number or absent field", () => {
    expect(textFields(schema, data).map((field) => [field.key, field.value])).toEqual([
      ["heading", "Pricing"],
      ['perks["Free setup"]', "Free setup"],
      ['perks["Training"]', "Training"],
      ["items[chat].title", "AI chat"],
      ["items[alerts].title", "Alerts"],
    ]);
  });

  it("gives each text the path the file writes it at, list items by position", () => {
    const fields = textFields(schema, data);
    expect(fields.find((field) => field.key === "items[alerts].title")?.path).toEqual(["items", 1, "title"]);
    expect(fields.find((field) => field.key === 'perks["Training"]')).toMatchObject({ path: ["perks", 1], byText: true });
    for (const field of fields) expect(getAt(data, field.path), field.key).toBe(field.value);
  });

  it("names a list item by its id wherever it stands, so a reordered list keeps its keys", () => {
    const reordered = { ...data, items: [...data.items].reverse() };
    const keys = (d: unknown) => textFields(schema, d).map((field) => field.key);
    expect(keys(reordered).sort()).toEqual(keys(data).sort());
  });

  it("finds an optional text once it is written", () => {
    expect(textFields(schema, { ...data, intro: "Start small." }).map((field) => field.key)).toContain("intro");
  });
});

describe("formatSteps", () => {
  it("writes fields with dots, items by id in brackets and items of a text list by their quoted text", () => {
    expect(formatSteps(["plans", { by: "id", id: "ai-chat-bot" }, "features", { text: 'Say "hi"' }])).toBe(
      'plans[ai-chat-bot].features["Say \\"hi\\""]',
    );
    expect(formatSteps([])).toBe("");
  });
});

describe("hasText", () => {
  it("is whether any text can be written under a schema, through its wrappers, lists and unions", () => {
    expect(hasText(schema)).toBe(true);
    expect(hasText(text.optional())).toBe(true);
    expect(hasText(z.union([z.number(), z.strictObject({ label: text })]))).toBe(true);
    expect(hasText(z.strictObject({ name: verbatim, count: z.number() }))).toBe(false);
    expect(hasText(z.array(z.number()))).toBe(false);
    expect(hasText(undefined)).toBe(false);
  });
});

describe("setAt and getAt", () => {
  it("write and read a value at a path of fields and positions", () => {
    const copy = structuredClone(data);
    setAt(copy, ["items", 0, "title"], "Chat on WhatsApp");
    expect(getAt(copy, ["items", 0, "title"])).toBe("Chat on WhatsApp");
    expect(getAt(copy, ["heading", "deeper"])).toBeUndefined();
  });
});
