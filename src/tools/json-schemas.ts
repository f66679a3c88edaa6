// The JSON Schemas editors' tools read (VS Code's YAML extension completes
// fields and underlines mistakes as you type), generated from the same zod
// schemas the build validates with, so the two can never disagree.
// scripts/gen-schemas.ts writes them to content/schemas/; a test keeps them fresh.
import { z } from "zod";
import { landingSchema } from "../model/schema/landing.ts";
import { legalFrontMatterSchema } from "../model/schema/legal-page.ts";
import { plansSchema } from "../model/schema/plans.ts";
import { siteSchema } from "../model/schema/site.ts";

/** Where the schemas live, relative to the content folder. */
export const SCHEMA_DIR = "schemas";

const SCHEMAS: { name: string; title: string; schema: z.ZodType }[] = [
  { name: "site", title: "content/site.yaml: brand, legal entity, contacts, demo links, navigation, footer", schema: siteSchema },
  { name: "landing", title: "content/landing.yaml: the copy of every landing-page section", schema: landingSchema },
  { name: "plans", title: "content/plans.yaml: the pricing cards", schema: plansSchema },
  { name: "legal", title: "Front matter of content/legal/*.md", schema: legalFrontMatterSchema },
];

/** Each schema as the exact text of its file: 2-space JSON with a final newline. */
export function generateJsonSchemas(): { file: string; text: string }[] {
  return SCHEMAS.map(({ name, title, schema }) => {
    // io "input": fields with a default are optional to the editor, as they are to the build.
    // draft-07: the newest draft the VS Code YAML extension fully supports.
    const { $schema, ...rest } = z.toJSONSchema(schema, { io: "input", target: "draft-07" });
    return { file: `${SCHEMA_DIR}/${name}.schema.json`, text: `${JSON.stringify({ $schema, title, ...rest }, null, 2)}\n` };
  });
}
