// Schema for the front matter of each markdown file in content/legal/.
// The file name (without .md) is the page's route.
import { z } from "zod";
import { isoDate, text } from "./fields.ts";

export const legalFrontMatterSchema = z.strictObject({
  title: text,
  description: z.string().min(50).max(160).meta({ description: "Search-result summary, 50–160 characters." }),
  effective: isoDate.meta({ description: "Date the policy takes effect, YYYY-MM-DD." }),
  updated: isoDate.meta({ description: "Date of the last change, YYYY-MM-DD." }),
  order: z.number().int().min(1).meta({ description: "Position in the footer's legal links." }),
  footer: z.boolean().optional().meta({ description: "false leaves the page out of the footer's legal links (it is still built, and listed in the sitemap); default true." }),
  socialImage: z
    .enum(["own", "site"])
    .optional()
    .meta({ description: "Link preview image: \"own\" draws one with this page's title (default); \"site\" shares the landing page's, which keeps builds of hundreds of such pages fast." }),
});
export type LegalFrontMatter = z.infer<typeof legalFrontMatterSchema>;
