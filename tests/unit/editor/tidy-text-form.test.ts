// src/editor/tidy-text-form.ts: a file's byte-order mark and line endings
// taken off for tidying and put back as they were.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readForm, writeForm } from "../../../src/editor/tidy-text-form.ts";

describe("a file's text form", () => {
  it("reads a Windows file with a mark as plain LF text", () => {
    expect(readForm("\uFEFFa: 1\r\nb: 2\r\n")).toEqual({ form: { bom: true, crlf: true }, text: "a: 1\nb: 2\n" });
    expect(readForm("a: 1\nb: 2\n")).toEqual({ form: { bom: false, crlf: false }, text: "a: 1\nb: 2\n" });
  });

  it("writes LF text back in the form it was read in", () => {
    const lines = fc.array(fc.string().filter((s) => !/[\r\n\uFEFF]/.test(s)));
    fc.assert(
      fc.property(lines, fc.boolean(), fc.boolean(), (parts, bom, crlf) => {
        const original = (bom ? "\uFEFF" : "") + parts.join(crlf ? "\r\n" : "\n");
        const { form, text } = readForm(original);
        expect(text).not.toMatch(/\r\n|^\uFEFF/);
        expect(writeForm(text, form)).toBe(original);
      }),
    );
  });

  it("puts an edited text's new lines in the file's form", () => {
    const { form } = readForm("\uFEFFa\r\n");
    expect(writeForm("a\nb\n", form)).toBe("\uFEFFa\r\nb\r\n");
  });
});
