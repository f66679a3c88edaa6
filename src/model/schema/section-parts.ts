// Parts several landing sections' schemas share (templates/sections/*/schema.ts):
// a section's heading, a card with an icon, a figure with its label.
import { z } from "zod";
import { figure, icon, itemId, text } from "./fields.ts";

/** A section's heading: the small label above it, the heading, and an optional line under it. */
export const sectionHeading = {
  eyebrow: text.meta({ description: "Small label above the heading." }),
  heading: text.meta({ description: "The section's heading, under the eyebrow." }),
  intro: text.optional().meta({ description: "A line or two under the heading." }),
};

/** A card: an icon, a title and a sentence or two. */
export const iconCard = z.strictObject({
  id: itemId,
  icon,
  title: text.meta({ description: "The card's title, beside or under its icon." }),
  text: text.meta({ description: "A sentence or two under the title." }),
});

/** A figure the page claims ("3x", "₹2L"), with what it counts. */
export const stat = z.strictObject({
  id: itemId,
  figure,
  label: text.meta({ description: 'What the figure counts, shown after it, e.g. "faster responses".' }),
});
