// src/tools/translations/starter-file.ts: a new language's starting file for
// one source file, every text under its English, filled where a translation
// is already known and empty otherwise.
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { textFields } from "../../../../src/model/load/text-fields.ts";
import { itemId, keyedList, text, textList } from "../../../../src/model/schema/fields.ts";
import { starterFile } from "../../../../src/tools/translations/starter-file.ts";

const schema = z.strictObject({
  hero: z.strictObject({ heading: text, lead: text }),
  perks: textList(),
  items: keyedList(z.strictObject({ id: itemId, title: text })),
});
const fields = textFields(schema, {
  hero: { heading: "Answer every inquiry", lead: "In 30 seconds,\nday or night." },
  perks: ["Free setup"],
  items: [{ id: "chat", title: "AI chat" }],
});

describe("starterFile", () => {
  it("writes each text under its English, items by id, an item of a list of texts by its text", () => {
    expect(starterFile(fields, " The Hindi translation.")).toBe(
      [
        "# The Hindi translation.",
        "",
        "hero:",
        "  # Answer every inquiry",
        "  heading:",
        "  # In 30 seconds, day or night.",
        "  lead:",
        "perks:",
        "  Free setup:",
        "items:",
        "  - id: chat",
        "    # AI chat",
        "    title:",
        "",
      ].join("\n"),
    );
  });

  it("fills the texts already translated, and reads back as YAML with the rest empty", () => {
    const file = starterFile(fields, "", new Map([["hero.heading", "हर इन्क्वायरी का जवाब"]]));
    expect(parse(file)).toEqual({
      hero: { heading: "हर इन्क्वायरी का जवाब", lead: null },
      perks: { "Free setup": null },
      items: [{ id: "chat", title: null }],
    });
  });
});
