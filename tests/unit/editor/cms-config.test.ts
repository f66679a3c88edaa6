// The web editor's forms against the zod schemas they are made from: every
// field of every schema is in its form, required where the schema requires it,
// with the schema's pattern and range, and nothing else; a schema that gains a
// field the form lacks is reported. Runs on the schemas alone, never content/.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldsOf, jsonSchemaOf, type CmsField } from "../../../src/editor/schema-fields.ts";
import { landingSchema } from "../../../src/model/schema/landing.ts";
import { legalFrontMatterSchema } from "../../../src/model/schema/legal-page.ts";
import { plansSchema } from "../../../src/model/schema/plans.ts";
import { siteSchema } from "../../../src/model/schema/site.ts";

type Json = ReturnType<typeof jsonSchemaOf>;

/** Every property path of a JSON Schema, with whether it is required: "hero.trust[]", "proof[].figure(count).value". */
function schemaPaths(schema: Json, at = ""): Map<string, boolean> {
  const out = new Map<string, boolean>();
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants && variants.every((v) => v.type === "object"))
    for (const variant of variants) {
      const kind = String(variant.properties?.kind?.const);
      const { kind: _kind, ...properties } = variant.properties ?? {};
      for (const [path, required] of schemaPaths({ ...variant, properties }, `${at}(${kind})`)) out.set(path, required);
    }
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = at ? `${at}.${name}` : name;
    out.set(path, (schema.required ?? []).includes(name));
    for (const [inner, required] of schemaPaths(property.items ?? property, property.items ? `${path}[]` : path)) out.set(inner, required);
  }
  return out;
}

/** Every field path of a form, the same way. */
function formPaths(fields: CmsField[], at = ""): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const field of fields) {
    const path = at ? `${at}.${field.name}` : field.name;
    out.set(path, field.required === true);
    const inner = field.widget === "list" ? `${path}[]` : path;
    if (Array.isArray(field.fields)) for (const [p, r] of formPaths(field.fields as CmsField[], inner)) out.set(p, r);
    if (Array.isArray(field.types))
      for (const type of field.types as { name: string; fields: CmsField[] }[])
        for (const [p, r] of formPaths(type.fields, `${inner}(${type.name})`)) out.set(p, r);
  }
  return out;
}

/** What a form says differently from its schema: each path missing, extra, or required differently. */
function drift(schema: z.ZodType, fields: CmsField[]): string[] {
  const expected = schemaPaths(jsonSchemaOf(schema));
  const found = formPaths(fields);
  return [
    ...[...expected].filter(([path]) => !found.has(path)).map(([path]) => `${path}: in the schema, not in the form`),
    ...[...found].filter(([path]) => !expected.has(path)).map(([path]) => `${path}: in the form, not in the schema`),
    ...[...expected]
      .filter(([path, required]) => found.has(path) && found.get(path) !== required)
      .map(([path, required]) => `${path}: required ${required} in the schema, ${found.get(path)} in the form`),
  ];
}

const form = (schema: z.ZodType) => fieldsOf(jsonSchemaOf(schema), undefined, "test");

describe("the web editor's forms", () => {
  it.each([
    ["site.yaml", siteSchema],
    ["landing.yaml", landingSchema],
    ["plans.yaml", plansSchema],
    ["legal front matter", legalFrontMatterSchema],
  ] as const)("have every field of %s's schema, and no other", (_, schema) => {
    expect(schemaPaths(jsonSchemaOf(schema)).size).toBeGreaterThan(3);
    expect(drift(schema, form(schema))).toEqual([]);
  });

  it("are reported when the schema gains a field the form lacks, or loses one it has", () => {
    const grown = plansSchema.extend({ currency: z.enum(["INR", "USD"]) });
    expect(drift(grown, form(plansSchema))).toEqual(["currency: in the schema, not in the form"]);
    const before = z.strictObject({ title: z.string(), note: z.string().optional() });
    expect(drift(before.omit({ note: true }), form(before))).toEqual(["note: in the form, not in the schema"]);
    expect(drift(before.extend({ title: z.string().optional() }), form(before))).toEqual([
      "title: required false in the schema, true in the form",
    ]);
  });

  it("check in the browser what the schema's rules say: patterns with zod's messages, ranges, choices", () => {
    const site = form(siteSchema);
    const find = (fields: CmsField[], path: string[]): CmsField =>
      path.length === 1
        ? fields.find((f) => f.name === path[0])!
        : find(fields.find((f) => f.name === path[0])!.fields as CmsField[], path.slice(1));
    const phone = find(site, ["contact", "phone"]);
    const [pattern, message] = phone.pattern as [string, string];
    expect(new RegExp(pattern).test("+91 98765 43210")).toBe(true);
    expect(new RegExp(pattern).test("[phone]")).toBe(true);
    expect(new RegExp(pattern).test("call us")).toBe(false);
    expect(message).toBe(
      "Expected a phone number like +91 98765 43210, or a placeholder in square brackets until it is known, like [to be confirmed].",
    );
    const plans = form(plansSchema);
    const price = (find(plans, ["plans"]).fields as CmsField[]).find((f) => f.name === "price")!;
    expect(price).toMatchObject({ widget: "number", value_type: "int", min: 0, required: true });
    const period = (find(plans, ["plans"]).fields as CmsField[]).find((f) => f.name === "period")!;
    expect(period).toMatchObject({ widget: "select", options: ["month", "year"] });
  });

  it("refuse a schema they cannot express, naming where", () => {
    const odd = z.strictObject({ table: z.record(z.string(), z.number()) });
    expect(() => form(odd)).toThrow(/test\.table: the web editor has no field for this schema/);
  });
});
