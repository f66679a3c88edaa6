// Schema for content/plans.yaml: the pricing cards, and whether their prices
// include GST. Exactly one plan may be marked popular; that rule lives here so
// the build rejects two.
import { z } from "zod";
import { icon, keyedList, rupees, text, textList } from "./fields.ts";

/**
 * GST on a price: Indian B2B buyers look for whether a price includes it.
 * The cards, the Terms' price table and the structured data all say it from here.
 */
const gstSchema = z
  .strictObject({
    included: z.boolean({ error: "true (the prices include GST) or false (GST is added to them)" }).meta({
      description: 'On (true): the prices include GST ("incl. 18% GST"); off (false): GST is added to them ("+ 18% GST").',
    }),
    rate: z
      .number({ error: "a GST rate in per cent, like 18" })
      .positive("a GST rate above 0, like 18")
      .max(40, "a GST rate in per cent, at most 40 (India's highest rate), like 18")
      .meta({ description: "The GST rate in per cent: 18 for software services." }),
  })
  .meta({
    description:
      "Whether the prices include GST, and its rate. The price cards, the Terms' price table ({{plans.<id>.price}}) and search engines' structured data say it from here.",
  });
export type Gst = z.infer<typeof gstSchema>;

const planSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, "a short lowercase id like complete-solution")
    .meta({
      description: "Used in the Start Free Trial link so the demo booking knows the plan.",
    }),
  name: text,
  icon,
  price: rupees,
  period: z.enum(["month", "year"]).meta({ description: "Billing period; shown as /month or /year." }),
  description: text,
  features: textList().min(1).meta({ description: "One line per feature. Add as many as you like." }),
  popular: z.boolean().default(false).meta({ description: "Flag at most one plan: it gets the Most Popular badge." }),
  gst: gstSchema.optional().meta({ description: "This plan's own GST, where it differs from the one for all plans (gst at the top)." }),
});

export const plansSchema = z
  .strictObject({
    gst: gstSchema.optional().meta({
      description:
        "Whether every plan's price includes GST, and its rate; a plan may give its own. Until it is set, the launch list asks for it: nobody publishes prices without deciding.",
    }),
    plans: keyedList(planSchema).min(1),
  })
  .superRefine((value, ctx) => {
    const popular = value.plans.flatMap((plan, index) => (plan.popular ? [index] : []));
    for (const index of popular.slice(1)) {
      ctx.addIssue({
        code: "custom",
        path: ["plans", index, "popular"],
        message: `at most one popular plan, but plans[${popular[0]}] (${value.plans[popular[0]!]!.name}) is already popular`,
        input: true,
      });
    }
  });
export type Plan = z.infer<typeof planSchema>;
