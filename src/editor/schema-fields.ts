// The web editor's form for a content file, made from the zod schema the build
// validates the file with: every field, in the order the file writes them,
// with the schema's own rules (required, patterns and their messages, ranges,
// choices) and its documentation as each field's hint. The form can therefore
// refuse in the browser what the build would refuse, and never drifts from the
// schema: a construct it cannot express is an error here, not a silent gap.
import { z } from "zod";

/** One field of Sveltia CMS's configuration (its documented shape: name, label, widget, options). */
export type CmsField = { name: string; label?: string; widget?: string; [option: string]: unknown };

/** The JSON Schema of a zod schema as the editor reads it: each pattern carries the message zod gives when it fails. */
type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  "x-message"?: string;
};

/** The schema as JSON Schema (what the field may be given, defaults optional), each pattern with zod's message for it. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: "input",
    target: "draft-07",
    override: ({ zodSchema, jsonSchema }) => {
      const node = jsonSchema as JsonSchema;
      // zod's message for a value of the wrong form is the one the build prints; the form shows the same.
      if (node.pattern || node.format) {
        const result = z.safeParse(zodSchema, "\u0000");
        node["x-message"] = result.error?.issues[0]?.message;
      }
    },
  }) as JsonSchema;
}

/** The fields of an object schema, in the order `data` (the file as it is) writes them, the schema's others after. */
export function fieldsOf(schema: JsonSchema, data: unknown, where: string): CmsField[] {
  const properties = schema.properties ?? {};
  const written = isRecord(data) ? Object.keys(data).filter((key) => key in properties) : [];
  const names = [...written, ...Object.keys(properties).filter((key) => !written.includes(key))];
  const required = new Set(schema.required ?? []);
  return names.map((name) =>
    fieldOf(name, properties[name]!, required.has(name), isRecord(data) ? data[name] : undefined, `${where}.${name}`),
  );
}

function fieldOf(name: string, schema: JsonSchema, required: boolean, data: unknown, where: string): CmsField {
  const base: CmsField = { name, label: labelOf(name), required, ...(schema.description ? { hint: hintOf(schema.description) } : {}) };
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return { ...base, ...unionOf(variants, data, where) };
  return { ...base, ...widgetOf(schema, data, where) };
}

function widgetOf(schema: JsonSchema, data: unknown, where: string): Omit<CmsField, "name"> {
  switch (schema.type) {
    case "object":
      // A map of free keys has no fields to list: no form can show it.
      if (schema.properties) return { widget: "object", fields: fieldsOf(schema, data, where) };
      break;
    case "array":
      return listOf(schema, data, where);
    case "boolean":
      return { widget: "boolean", ...(typeof schema.default === "boolean" ? { default: schema.default } : {}) };
    case "integer":
    case "number":
      return numberOf(schema);
    case "string":
      if (schema.enum) return { widget: "select", options: schema.enum };
      return stringOf([schema], data);
  }
  throw new Error(`${where}: the web editor has no field for this schema (${JSON.stringify(schema).slice(0, 120)})`);
}

function listOf(schema: JsonSchema, data: unknown, where: string): Omit<CmsField, "name"> {
  const items = schema.items ?? {};
  const limits = { ...(schema.minItems ? { min: schema.minItems } : {}), ...(schema.maxItems ? { max: schema.maxItems } : {}) };
  const first = Array.isArray(data) ? (data[0] as unknown) : undefined;
  if (items.type === "object") {
    const fields = fieldsOf(items, first, `${where}[]`);
    // A keyed item is known by its key in the collapsed list.
    const key = ["id", "network"].find((name) => fields.some((field) => field.name === name));
    return { widget: "list", ...(key ? { summary: `{{fields.${key}}}` } : {}), ...limits, fields };
  }
  const { widget = "string", ...rest } = widgetOf(items, first, `${where}[]`);
  return { widget: "list", ...limits, field: { name: "item", label: "Item", widget, ...rest } };
}

function numberOf(schema: JsonSchema): Omit<CmsField, "name"> {
  const integer = schema.type === "integer";
  const min = schema.minimum ?? schema.exclusiveMinimum;
  // 2^53 - 1 is zod's bound for "any integer": no bound a person would type.
  const max = schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER ? schema.maximum : undefined;
  return {
    widget: "number",
    value_type: integer ? "int" : "float",
    // A rating of 4.9 or a rate of 18.5 must be a valid step of the browser's number input.
    step: integer ? 1 : 0.01,
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  };
}

/** A string field from the string schemas it may match: one pattern that any of them passes, with their messages. */
function stringOf(options: JsonSchema[], data: unknown): Omit<CmsField, "name"> {
  const patterns: string[] = [];
  const messages: string[] = [];
  for (const option of options) {
    const pattern = option.const === "" ? "^$" : (option.pattern ?? formatPattern(option.format));
    // A branch with no pattern takes any text: the union as a whole then has none the form can check.
    if (!pattern) return { widget: widgetForText(data) };
    patterns.push(`(?:${pattern})`);
    messages.push(option.const === "" ? "empty" : (option["x-message"] ?? "the form the note describes"));
  }
  return { widget: widgetForText(data), pattern: [patterns.join("|"), `Expected ${messages.join(", or ")}.`] };
}

/** A union: strings (a value or its placeholder) become one string field; objects told apart by `kind`, an object of types. */
function unionOf(variants: JsonSchema[], data: unknown, where: string): Omit<CmsField, "name"> {
  if (variants.every((variant) => variant.type === "string")) return stringOf(variants, data);
  const kinds = variants.map((variant) => variant.properties?.kind?.const);
  if (variants.every((variant) => variant.type === "object") && kinds.every((kind) => typeof kind === "string"))
    return {
      widget: "object",
      typeKey: "kind",
      types: variants.map((variant, i) => {
        const { kind: _kind, ...properties } = variant.properties!;
        const fields = fieldsOf({ ...variant, properties }, data, `${where}(${String(kinds[i])})`);
        return { name: kinds[i], label: labelOf(String(kinds[i])), widget: "object", fields };
      }),
    };
  throw new Error(`${where}: the web editor has no field for this union (${JSON.stringify(variants).slice(0, 120)})`);
}

/** Patterns for the formats zod writes instead of one: what the build accepts, or near enough that the build's check decides the rest. */
function formatPattern(format: string | undefined): string | undefined {
  if (format === "uri") return "^https://\\S+$";
  if (format === "email") return "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$";
  return undefined;
}

/** A long text gets a box of several lines. */
const widgetForText = (data: unknown) => (typeof data === "string" && (data.length > 80 || data.includes("\n")) ? "text" : "string");

/** The editor reads a hint as markdown and drops what looks like HTML ("<html lang>", "content/<code>/"): shown as written. */
export const hintOf = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Fields whose name, spelt out, is not what an editor calls them: an
 * abbreviation (GST, LLP), a brand (WhatsApp), or a word of the file's
 * (href, src, alt). A field's name means the same wherever it is, so it is
 * named once here for every form.
 */
const LABELS: Record<string, string> = {
  siteUrl: "Site address",
  llpNumber: "LLP number",
  gst: "GST",
  gstLabels: "GST labels",
  whatsapp: "WhatsApp number",
  whatsappMessage: "WhatsApp message",
  whatsappLabel: "WhatsApp button text",
  href: "Link",
  url: "Link",
  src: "Picture file",
  alt: "What the picture shows",
  decorative: "Decorative picture",
  schedulingUrl: "Demo booking link",
  videoUrl: "Demo video link",
  bookLabel: "Booking button text",
  demoLabel: "Demo button text",
  videoLabel: "Video button text",
  nav: "Header links",
  notFound: "Page not found (404)",
  ui: "Words of the page's controls",
  tocLabel: "Contents heading",
  inHero: "Also in the hero",
  sample: "Sample (invented)",
  copyrightYear: "First year of the copyright",
  privacyAnalytics: "Privacy Policy: the analytics sentence",
  socialImage: "Link preview picture",
  effective: "Effective date",
  updated: "Last updated",
  order: "Position in the footer",
  popular: "Most popular",
  popularBadge: "Most popular badge",
  validUntil: "Last day of the offer",
  bookDemo: "Links to the demo booking",
  themeColor: "Theme colour",
  backgroundColor: "Background colour",
  id: "Id",
};

/** "copyrightYear" → "Copyright year", "inHero" → "In hero", or the name an editor knows it by (LABELS). */
export function labelOf(name: string): string {
  const named = LABELS[name];
  if (named) return named;
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
