// src/model/schema/inner-schema.ts: a field's schema under its wrappers, and
// of a union the option its value is, as the loader walks content by it.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { innerSchema } from "../../../../src/model/schema/inner-schema.ts";
import { figure, text } from "../../../../src/model/schema/fields.ts";

describe("innerSchema", () => {
  it("is the schema under optional, default, nullable, readonly and a pipe's input, however deep", () => {
    const core = z.number();
    expect(innerSchema(core.optional(), 1)).toBe(core);
    expect(innerSchema(core.default(3).nullable().readonly(), 1)).toBe(core);
    expect(innerSchema(core.pipe(z.transform(String)).optional(), 1)).toBe(core);
    expect(innerSchema(core, 1)).toBe(core);
  });

  it("is, of a union, the text option for a string and the shape an object is", () => {
    const label = z.strictObject({ label: text });
    const either = z.union([label, text]);
    expect(innerSchema(either, "Hello")).toBe(text);
    expect(innerSchema(either, { label: "Hello" })).toBe(label);
    const figureOption = innerSchema(figure, { kind: "percent", value: 95 })!;
    expect(z.safeParse(figureOption, { kind: "percent", value: 95 }).success).toBe(true);
    expect(z.safeParse(figureOption, { kind: "rupees", value: 2500 }).success).toBe(false);
  });

  it("is undefined for a value that is none of a union's options", () => {
    expect(innerSchema(z.union([z.strictObject({ label: text }), z.number()]), { other: true })).toBeUndefined();
    expect(innerSchema(z.union([z.number(), z.boolean()]), "a string")).toBeUndefined();
  });
});
