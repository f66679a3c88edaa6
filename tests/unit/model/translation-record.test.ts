// src/model/translation-record.ts: where each translated text stands against the
// record of what it was accepted with (current, edited, kept, stale, unsure).
import { describe, expect, it } from "vitest";
import { entry, field } from "../../helpers/translated-fields.ts";
import { textHash } from "../../../src/parse/json-record.ts";
import { isShown, stateOf } from "../../../src/model/translation-record.ts";

describe("a translated text's state", () => {
  const heading = { ...field("hero.heading", "Hello"), translated: "नमस्ते" };

  it("is current when accepted with this English and this translation", () => {
    expect(stateOf(heading, entry("Hello", "नमस्ते"))).toBe("current");
    // A record written before the translation's hash was kept has the English's alone.
    expect(stateOf(heading, entry("Hello"))).toBe("current");
  });

  it("is edited when its English is the one accepted and it changed since: a translation of today's English, shown", () => {
    expect(stateOf(heading, entry("Hello", "नमस्कार"))).toBe("edited");
    expect(isShown("edited")).toBe(true);
  });

  it("is unsure when nothing says which English it was made from (new, or both changed since the record): shown while editing, in English in production", () => {
    expect(stateOf(heading, undefined)).toBe("unsure");
    expect(stateOf(heading, entry("Hi", "नमस्कार"))).toBe("unsure");
    expect(isShown("unsure")).toBe(true);
    expect(isShown("unsure", { production: true })).toBe(false);
    expect(isShown("current", { production: true })).toBe(true);
  });

  it("is stale when its English changed and it did not, and then the page shows the English", () => {
    expect(stateOf(heading, entry("Hi", "नमस्ते"))).toBe("stale");
    expect([isShown("stale"), isShown("current")]).toEqual([false, true]);
  });

  it("is kept when stale but marked still right against today's English, and only that English", () => {
    expect(stateOf(heading, entry("Hi", "नमस्ते"), textHash("Hello"))).toBe("kept");
    expect(isShown("kept")).toBe(true);
    expect(stateOf(heading, entry("Hi", "नमस्ते"), textHash("Hello there"))).toBe("stale");
  });
});
