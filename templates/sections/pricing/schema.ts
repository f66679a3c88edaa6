// The pricing section's content, landing.yaml's `pricing:` block: every field it
// takes, with its documentation (the editor's hints and the JSON schema's).
import { z } from "zod";
import { text } from "../../../src/model/schema/fields.ts";
import { sectionHeading } from "../../../src/model/schema/section-parts.ts";

/** A label with "{rate}" where the GST rate goes. */
const withRate = (example: string) =>
  text
    .refine((value) => value.includes("{rate}"), { message: `the words with "{rate}" where the rate goes, e.g. "${example}"`, abort: true })
    .meta({ description: `"{rate}" is replaced by the GST rate, e.g. "${example}".` });

export const schema = z
  .strictObject({
    ...sectionHeading,
    popularBadge: text.meta({ description: 'The badge on the plan marked popular in plans.yaml, e.g. "Most Popular".' }),
    trialLabel: text.meta({ description: 'Each card\'s button text, opening its trial sign-up, e.g. "Start Free Trial".' }),
    periodLabels: z
      .strictObject({
        month: text.meta({ description: 'After a monthly plan\'s price, e.g. "/month".' }),
        year: text.meta({ description: 'After a yearly plan\'s price, e.g. "/year".' }),
      })
      .meta({ description: "What follows a price, by the plan's period in plans.yaml." }),
    gstLabels: z
      .strictObject({
        excluded: withRate("+ {rate}% GST"),
        included: withRate("incl. {rate}% GST"),
      })
      .meta({
        description:
          'How a price card says GST (plans.yaml\'s gst): excluded ("+ {rate}% GST") when it is added to the price, included ("incl. {rate}% GST") when the price has it. "{rate}" becomes the rate.',
      }),
    included: text.meta({
      description: 'The note under the cards, with a people icon, e.g. "All plans include setup assistance and team training.".',
    }),
    guarantee: z
      .strictObject({
        days: z.number().int().positive().meta({
          description:
            "How many days the money-back guarantee runs: the title and the legal pages ({{pricing.guarantee.days}}) state it from here.",
        }),
        title: text
          .refine((value) => value.includes("{days}"), {
            message: 'the title with "{days}" where the number of days goes, e.g. "{days}-day money-back guarantee"',
            abort: true,
          })
          .meta({ description: '"{days}" is replaced by days, e.g. "{days}-day money-back guarantee".' }),
        text: text.meta({ description: "The sentence after the title: what the guarantee promises." }),
      })
      .meta({ description: "The money-back guarantee, with a shield icon under the cards: its title in bold, then its text." }),
  })
  .meta({
    description: "The heading and labels of the price cards; the plans themselves are in plans.yaml.",
  });
