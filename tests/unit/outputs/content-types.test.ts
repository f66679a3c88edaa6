// src/outputs/content-types.ts: one table of types by extension for every
// server of the site, text declared UTF-8, anything unknown sent as bytes,
// and the types worth compressing on the fly.
import { describe, expect, it } from "vitest";
import { baseType, COMPRESSIBLE_TYPES, CONTENT_TYPES, contentTypeOf, DEFAULT_CONTENT_TYPE } from "../../../src/outputs/content-types.ts";

describe("a file's type", () => {
  it("is its extension's, whatever the case, with text in UTF-8", () => {
    expect(contentTypeOf("index.html")).toBe("text/html; charset=utf-8");
    expect(contentTypeOf("site.webmanifest")).toBe("application/manifest+json");
    expect(contentTypeOf("sitemap.xml")).toBe("application/xml");
    expect(contentTypeOf("og/INDEX.PNG")).toBe("image/png");
  });

  it("is bytes to save for an unknown extension, no extension, or a dot in a folder's name", () => {
    expect(contentTypeOf("x.exe")).toBe(DEFAULT_CONTENT_TYPE);
    expect(contentTypeOf("LICENSE")).toBe(DEFAULT_CONTENT_TYPE);
    expect(contentTypeOf("v1.2/readme")).toBe(DEFAULT_CONTENT_TYPE);
  });

  it("declares UTF-8 for every text type, which its base type leaves out", () => {
    for (const type of Object.values(CONTENT_TYPES)) if (type.startsWith("text/")) expect(type).toMatch(/; charset=utf-8$/);
    expect(baseType("text/html; charset=utf-8")).toBe("text/html");
  });
});

describe("the types compressed on the fly", () => {
  it("are text, JSON, XML and SVG, each once, and no picture that is compressed already", () => {
    expect([...COMPRESSIBLE_TYPES].sort()).toEqual(
      [
        "application/json",
        "application/manifest+json",
        "application/xml",
        "image/svg+xml",
        "text/css",
        "text/html",
        "text/javascript",
        "text/plain",
      ].sort(),
    );
  });
});
