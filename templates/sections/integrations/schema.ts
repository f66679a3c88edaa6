// The integrations section's content, landing.yaml's `integrations:` block: every field it
// takes, with its documentation (the editor's hints and the JSON schema's).
import { z } from "zod";
import { itemId, keyedList, text } from "../../../src/model/schema/fields.ts";
import { iconCard, sectionHeading } from "../../../src/model/schema/section-parts.ts";

export const schema = z
  .strictObject({
    ...sectionHeading,
    items: keyedList(iconCard).min(1).meta({ description: "The channels and tools, one card each, in order." }),
    onboarding: z
      .strictObject({
        heading: text.meta({
          description: 'The heading over the onboarding steps, with a rocket icon, under the cards, e.g. "Live in 24 hours".',
        }),
        steps: keyedList(
          z.strictObject({
            id: itemId,
            title: text.meta({
              description: "The step's title in bold, after its number; a link to the demo-scheduling page with bookDemo.",
            }),
            text: text.meta({ description: "A sentence after the title." }),
            bookDemo: z.boolean().default(false).meta({ description: "Make this step's title a link to the demo-scheduling page." }),
          }),
        )
          .min(1)
          .meta({ description: "The onboarding steps, numbered in this order." }),
      })
      .meta({ description: "The steps from the first call to going live, under the cards." }),
  })
  .meta({
    description: "The channels and tools it works with, and the onboarding steps.",
  });
