// Parts several landing sections' schemas share (templates/sections/*/schema.ts):
// a section's heading, a card with an icon, a claimed figure with its label and basis.
import { z } from "zod";
import { figure, icon, isoDate, itemId, sample, text } from "./fields.ts";

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

/**
 * A block whose meta says `illustrative: true` (the features' sample chat and
 * dashboard) shows what the product does with made-up data: its figures (a
 * traveller's budget, a lead's age) are no claims, and need no basis.
 *
 * Where a claimed figure comes from. Advertising in India must be capable of
 * objective substantiation (ASCI's Code, chapter I), and an unsubstantiated
 * claim is a misleading one (CCPA's 2022 guidelines): every object with a
 * `figure` is a claim, the launch list asks for a claim's basis until it has
 * one, build:production refuses a claim without it, and the page shows it
 * under the figures. A basis older than site.yaml's claims.reviewAfterMonths
 * (12 by default) is reported as due for review.
 */
export const basis = z
  .strictObject({
    sample,
    measures: text.meta({
      description: 'What the figure measures, exactly, e.g. "agencies with an active subscription" or "average of 212 Google reviews".',
    }),
    source: text.meta({ description: 'Where the figure comes from, e.g. "our billing system" or "Google Business Profile".' }),
    asOf: isoDate.meta({
      description:
        "The day the figure was true on, YYYY-MM-DD. Once it is older than site.yaml's claims.reviewAfterMonths (12 by default), the build says it is due for review.",
    }),
  })
  .meta({
    description:
      "The figure's basis: what it measures, where it comes from and the day it was true on, shown to visitors under the figures. A claimed figure without one is on the launch list, and build:production refuses it.",
  });

/** A figure the page claims ("3x", "₹2L"), with what it counts and its basis. */
export const stat = z.strictObject({
  id: itemId,
  figure,
  label: text.meta({ description: 'What the figure counts, shown after it, e.g. "faster responses".' }),
  basis: basis.optional(),
});
