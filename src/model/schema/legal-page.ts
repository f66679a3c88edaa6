// Schema for the front matter of each markdown file in content/legal/.
// The file name (without .md) is the page's route.
import { z } from "zod";
import { drawnOnCard, isoDate, isRealDate, readLength, text } from "./fields.ts";

export const legalFrontMatterSchema = z
  .strictObject({
    title: text.meta({ description: "The page's heading and <title>. May name site settings, like {{brand.name}}." }),
    description: z
      .string()
      .superRefine(readLength(50, 160))
      .meta({ description: "Search-result summary, 50–160 characters once {{ settings }} tokens in it are filled." }),
    effective: isoDate.meta({ description: "Date the policy takes effect, YYYY-MM-DD." }),
    updated: isoDate.meta({ description: "Date of the last change, YYYY-MM-DD: the effective date or later." }),
    order: z.number().int().min(1).meta({ description: "Position in the footer's legal links." }),
    footer: z.boolean().default(true).meta({
      description:
        "Whether the footer's legal links name the page. Off (false): it is still published, and listed in the sitemap, but not linked from the footer.",
    }),
    socialImage: z.enum(["own", "site"]).optional().meta({
      description:
        'Link preview image: "own" draws one with this page\'s title (default); "site" shares the landing page\'s, which keeps builds of hundreds of such pages fast.',
    }),
  })
  .superRefine((page, ctx) => {
    // ISO dates compare as text; an impossible date has a problem of its own.
    // Only a page with a card of its own draws its title there.
    if (page.socialImage !== "site") drawnOnCard(page.title, ctx, ["title"]);
    if (isRealDate(page.effective) && isRealDate(page.updated) && page.updated < page.effective) {
      ctx.addIssue({
        code: "custom",
        path: ["updated"],
        message: `a date on or after the effective date (${page.effective})`,
        input: page.updated,
      });
    }
  });
export type LegalFrontMatter = z.infer<typeof legalFrontMatterSchema>;
