// src/view/pictures.ts: the published picture for a content field, found by
// its slot and file, with the field's own alt text ("" for a decorative one).
import { describe, expect, it } from "vitest";
import type { ImageField } from "../../../src/model/schema/image.ts";
import { pictureFor, pictureKey, type Picture } from "../../../src/view/pictures.ts";

const LOGO: Picture = { alt: "", width: 84, height: 28, src: "/images/logo.3f2a9c1b07.webp", sources: [] };
const pictures = new Map([[pictureKey({ slot: "logo", src: "logos/sunset.png" }), LOGO]]);
const field = (more: Partial<ImageField>): ImageField => ({ slot: "logo", src: "logos/sunset.png", ...more });

describe("a field's picture", () => {
  it("is the one published for its slot and file, with the field's alt text", () => {
    expect(pictureFor(pictures, field({ alt: "Sunset Journeys" }))).toEqual({ ...LOGO, alt: "Sunset Journeys" });
  });

  it("has no alt text when decorative", () => {
    expect(pictureFor(pictures, field({ decorative: true })).alt).toBe("");
  });

  it("is a fault of the build when none was made for that slot and file", () => {
    expect(() => pictureFor(pictures, field({ slot: "photo", alt: "x" }))).toThrow("no picture was made for logos/sunset.png (photo)");
  });
});
