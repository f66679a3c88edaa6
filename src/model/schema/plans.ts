// Schema for content/plans.yaml: the pricing cards. Exactly one plan may be
// marked popular; that rule lives here so the build rejects two.
import { z } from "zod";
import { icon, keyedList, rupees, text, textList } from "./fields.ts";

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
});

export const plansSchema = z.strictObject({ plans: keyedList(planSchema).min(1) }).superRefine((value, ctx) => {
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
