// src/view/direction.ts: which way a language's text runs, from its tag, and
// the dir an element needs inside a page of another language.
import { describe, expect, it } from "vitest";
import { dirWithin, textDirection } from "../../../src/view/direction.ts";

describe("a language's direction", () => {
  it("is right to left for Urdu, Arabic, Persian, Hebrew and Sindhi, whatever the region", () => {
    for (const tag of ["ur-IN", "ar", "fa-IR", "he", "sd"]) expect(textDirection(tag), tag).toBe("rtl");
  });

  it("is left to right for the languages of India written in Brahmic scripts, and for English", () => {
    for (const tag of ["hi-IN", "ta-IN", "bn", "en-IN"]) expect(textDirection(tag), tag).toBe("ltr");
  });

  it("follows the script a tag names over the language's usual one", () => {
    expect(textDirection("sd-Deva")).toBe("ltr");
    expect(textDirection("pa-Arab")).toBe("rtl");
  });

  it("is read from the language of a tag Intl cannot parse", () => {
    expect(textDirection("ur-!")).toBe("rtl");
  });
});

describe("an element in another language", () => {
  it("gets a dir only when its language runs the other way from the page's", () => {
    expect(dirWithin("ur-IN", "en-IN")).toBe("rtl");
    expect(dirWithin("en-IN", "ur-IN")).toBe("ltr");
    expect(dirWithin("hi-IN", "en-IN")).toBeUndefined();
    expect(dirWithin("ar", "ur-IN")).toBeUndefined();
  });
});
