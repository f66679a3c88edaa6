// templates/sections/*/schema.ts: every field an editor fills has a
// description in the JSON schema it becomes (content/schemas/landing.schema.json
// and the web editor's form hints), as the README promises.
// A field is a property of an object, found walking into objects, list items
// and union variants. A list item or union variant itself needs none: the
// field holding it is described, and so is each of the item's own fields.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SECTION_SCHEMAS } from "../../../templates/sections/schemas.ts";

type JsonSchema = { [key: string]: unknown };
type Definitions = Record<string, JsonSchema>;

const isSchema = (value: unknown): value is JsonSchema => typeof value === "object" && value !== null && !Array.isArray(value);

// A schema used twice may be written once in the document's definitions and referred to.
const resolved = (node: JsonSchema, defs: Definitions): JsonSchema =>
  typeof node.$ref === "string" ? (defs[node.$ref.split("/").at(-1) ?? ""] ?? node) : node;

/** The paths of the fields under `node` with no description. */
function undocumented(node: JsonSchema, path: string, defs: Definitions): string[] {
  const target = resolved(node, defs);
  const fields = Object.entries(isSchema(target.properties) ? target.properties : {}).filter((entry): entry is [string, JsonSchema] =>
    isSchema(entry[1]),
  );
  const variants = [target.anyOf, target.oneOf].flatMap((list) => (Array.isArray(list) ? list.filter(isSchema) : []));
  return [
    ...fields.flatMap(([name, field]) => {
      const fieldPath = `${path}.${name}`;
      const described = typeof field.description === "string" || typeof resolved(field, defs).description === "string";
      return [...(described ? [] : [fieldPath]), ...undocumented(field, fieldPath, defs)];
    }),
    ...(isSchema(target.items) ? undocumented(target.items, `${path}[]`, defs) : []),
    ...variants.flatMap((variant, index) => undocumented(variant, `${path}|${index}`, defs)),
  ];
}

describe("the landing sections' schemas", () => {
  it.each(Object.entries(SECTION_SCHEMAS))("%s documents every field", (name, schema) => {
    // As content/schemas/ has them (src/tools/json-schemas.ts).
    const json = z.toJSONSchema(schema, { io: "input", target: "draft-07" });
    const defs = (isSchema(json.definitions) ? json.definitions : {}) as Definitions;
    expect(undocumented(json, name, defs)).toEqual([]);
  });
});
