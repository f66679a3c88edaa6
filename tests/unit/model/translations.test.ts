// src/model/translations.ts: where each translated text stands against the
// record of what it was accepted with (current, not yet accepted, stale).
import { describe, expect, it } from "vitest";
import { entry, field } from "../../helpers/translated-fields.ts";
import { isShown, stateOf } from "../../../src/model/translations.ts";

describe("a translated text's state", () => {
  const heading = { ...field("hero.heading", "Hello"), translated: "नमस्ते" };

  it("is current when accepted with this English and this translation", () => {
    expect(stateOf(heading, entry("Hello", "नमस्ते"))).toBe("current");
    // A record written before the translation's hash was kept has the English's alone.
    expect(stateOf(heading, entry("Hello"))).toBe("current");
  });

  it("is not yet accepted when new, or edited since it was accepted", () => {
    expect(stateOf(heading, undefined)).toBe("unaccepted");
    expect(stateOf(heading, entry("Hello", "नमस्कार"))).toBe("unaccepted");
    expect(stateOf(heading, entry("Hi", "नमस्कार"))).toBe("unaccepted");
  });

  it("is stale when its English changed and it did not, and then the page shows the English", () => {
    expect(stateOf(heading, entry("Hi", "नमस्ते"))).toBe("stale");
    expect([isShown("stale"), isShown("unaccepted"), isShown("current")]).toEqual([false, true, true]);
  });
});
