// src/text/escape-html.ts: text made safe inside an element or a quoted attribute.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../../src/text/escape-html.ts";

describe("escaped text", () => {
  it("escapes the characters that could end an element, a tag, an attribute or an entity", () => {
    expect(escapeHtml(`<a href="x">T&C</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;T&amp;C&lt;/a&gt;");
    expect(escapeHtml("&lt;")).toBe("&amp;lt;");
  });

  it("never holds one of them raw, and reads back as the text", () => {
    const unescape = (html: string) =>
      html
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&");
    fc.assert(
      fc.property(fc.string(), (text) => {
        const html = escapeHtml(text);
        return !/[<>"]/.test(html) && !/&(?!amp;|lt;|gt;|quot;)/.test(html) && unescape(html) === text;
      }),
    );
  });
});
