// src/editor/schema-fields.ts: the web editor's fields from a zod schema: in
// the order the file writes them, required from the schema, hints escaped so
// the editor shows them as written, labels from field names, and the widgets
// for lists, numbers and unions.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldsOf, hintOf, jsonSchemaOf, labelOf } from "../../../src/editor/schema-fields.ts";

describe("a field's label", () => {
  it("is the name's words, the first capitalised", () => {
    expect(labelOf("contactHeading")).toBe("Contact heading");
    expect(labelOf("title")).toBe("Title");
    expect(labelOf("step2Title")).toBe("Step2 title");
  });

  it("is what an editor calls the field where its words would not do: an abbreviation, a brand, a word of the file's", () => {
    expect(["gst", "llpNumber", "whatsapp", "href", "src", "copyrightYear"].map(labelOf)).toEqual([
      "GST",
      "LLP number",
      "WhatsApp number",
      "Link",
      "Picture file",
      "First year of the copyright",
    ]);
  });
});

describe("a field's hint", () => {
  it("escapes < > and & so the editor shows them, not reads them as HTML", () => {
    expect(hintOf("For <html lang> & content/<code>/")).toBe("For &lt;html lang&gt; &amp; content/&lt;code&gt;/");
  });

  it("leaves no bare < or > and reads back as the text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const hint = hintOf(text);
        expect(hint).not.toMatch(/[<>]/);
        expect(hint.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&")).toBe(text);
      }),
    );
  });
});

describe("a schema's fields", () => {
  const schema = z.object({
    title: z.string().meta({ description: "Shown in <title>" }),
    subtitle: z.string().optional(),
    count: z.number().int().min(1).max(9),
    plans: z.array(z.object({ id: z.string(), price: z.number() })).max(4),
  });
  const json = jsonSchemaOf(schema);

  it("follow the file's order, then the schema's others", () => {
    const names = fieldsOf(json, { count: 3, title: "x" }, "test").map((f) => f.name);
    expect(names).toEqual(["count", "title", "subtitle", "plans"]);
  });

  it("say which are required and carry the escaped description as hint", () => {
    const [title, subtitle] = fieldsOf(json, undefined, "test");
    expect(title).toMatchObject({ name: "title", label: "Title", required: true, hint: "Shown in &lt;title&gt;" });
    expect(subtitle).toMatchObject({ name: "subtitle", required: false });
    expect(subtitle).not.toHaveProperty("hint");
  });

  it("give a keyed list of objects its summary and limit", () => {
    const plans = fieldsOf(json, undefined, "test").find((f) => f.name === "plans");
    expect(plans).toMatchObject({ widget: "list", max: 4, summary: "{{fields.id}}" });
  });

  it("give a long or multi-line text a text box", () => {
    const text = jsonSchemaOf(z.object({ body: z.string() }));
    expect(fieldsOf(text, { body: "short" }, "t")[0]!.widget).toBe("string");
    expect(fieldsOf(text, { body: "one\ntwo" }, "t")[0]!.widget).toBe("text");
    expect(fieldsOf(text, { body: "x".repeat(81) }, "t")[0]!.widget).toBe("text");
  });

  it("give a union of objects told apart by kind one type each, labelled", () => {
    const union = jsonSchemaOf(
      z.object({
        media: z.discriminatedUnion("kind", [
          z.object({ kind: z.literal("photo"), src: z.string() }),
          z.object({ kind: z.literal("videoClip"), url: z.string() }),
        ]),
      }),
    );
    const [media] = fieldsOf(union, undefined, "t");
    expect(media).toMatchObject({ widget: "object", typeKey: "kind" });
    expect(
      (media!.types as { name: string; label: string; fields: { name: string }[] }[]).map((t) => [
        t.name,
        t.label,
        t.fields.map((f) => f.name),
      ]),
    ).toEqual([
      ["photo", "Photo", ["src"]],
      ["videoClip", "Video clip", ["url"]],
    ]);
  });
});
