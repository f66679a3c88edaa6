// src/model/schema/whatsapp.ts: a click-to-chat number in international
// form, held to its country's numbering plan, with what is wrong and how to
// write it when it is not.
import { describe, expect, it } from "vitest";
import { whatsappNumber } from "../../../../src/model/schema/whatsapp.ts";

/** The problem's found and hint, or undefined when the number is taken. */
const problem = (value: string) => {
  const issue = whatsappNumber.safeParse(value).error?.issues[0];
  return issue && (issue as { params?: { found: string; hint?: string } }).params;
};

describe("a WhatsApp number", () => {
  it("is taken in international form, spaces and hyphens as one likes, trimmed", () => {
    expect(whatsappNumber.parse(" +91 98765 43210 ")).toBe("+91 98765 43210");
    expect(problem("+91-98765-43210")).toBeUndefined();
    expect(problem("+44 7400 123456")).toBeUndefined();
  });

  it("without its country code, is refused with the Indian number written out", () => {
    expect(problem("98765 43210")).toEqual({
      found: '"98765 43210", without its country code',
      hint: "for an Indian number: +91 98765 43210",
    });
  });

  it("with 00 for the international prefix, is refused with + in its place", () => {
    expect(problem("0091 98765 43210")?.hint).toBe("write + instead: +919876543210");
  });

  it("with letters, or a digit too few for its country, says so", () => {
    expect(problem("+91 98765 4321O")?.found).toBe('"+91 98765 4321O", which has "O" in it');
    expect(problem("+91 98765 4321")?.found).toBe('"+91 98765 4321": 9 digits after +91, where a number in India has 10');
  });
});
