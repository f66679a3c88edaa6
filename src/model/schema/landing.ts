// Schema for content/landing.yaml: the page's head data, the proof figures
// the hero and the closing section both show, and each section's block, whose
// schema is the section's own (templates/sections/<name>/schema.ts), in the
// page's order (templates/sections/schemas.ts).
import { z } from "zod";
import { SECTION_SCHEMAS } from "../../../templates/sections/schemas.ts";
import { drawnOnCard, isoDate, keyedList, readLength, text } from "./fields.ts";
import { stat } from "./section-parts.ts";

const { hero, ...sections } = SECTION_SCHEMAS;

export const landingSchema = z.strictObject({
  meta: z.strictObject({
    title: text.superRefine(drawnOnCard).meta({ description: "The page's <title>, and the headline of its link-preview card." }),
    description: text
      .superRefine(readLength(50, 160))
      .meta({ description: "The page's meta description: what search engines and link previews show, 50 to 160 characters." }),
    updated: isoDate.optional().meta({
      description:
        "Date of the page's last meaningful change, YYYY-MM-DD, which search engines are told (the sitemap's <lastmod>). Empty rather than a guess.",
    }),
  }),
  hero,
  proof: keyedList(
    stat.extend({
      inHero: z
        .boolean()
        .default(false)
        .meta({ description: "Also show this figure in the hero's trust line, the first thing a visitor reads." }),
    }),
  )
    .min(1)
    .meta({
      description:
        "The figures the page claims, each written once: the closing band shows them all as badges, the hero's trust line those marked inHero.",
    }),
  ...sections,
});
export type Landing = z.infer<typeof landingSchema>;

/** A section of the landing page, by its name in landing.yaml (and its folder's in templates/sections/). */
export type LandingSection = keyof typeof SECTION_SCHEMAS;

/** The landing page's sections in the order the page shows them (templates/sections/schemas.ts). */
export const LANDING_SECTIONS = Object.keys(SECTION_SCHEMAS) as LandingSection[];
