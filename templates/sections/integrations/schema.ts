// The integrations section's content, landing.yaml's `integrations:` block: every field it
// takes, with its documentation (the editor's hints and the JSON schema's).
import { z } from "zod";
import { itemId, keyedList, text } from "../../../src/model/schema/fields.ts";
import { iconCard, sectionHeading } from "../../../src/model/schema/section-parts.ts";

export const schema = z
  .strictObject({
    ...sectionHeading,
    items: keyedList(iconCard).min(1),
    onboarding: z.strictObject({
      heading: text,
      steps: keyedList(
        z.strictObject({
          id: itemId,
          title: text,
          text,
          bookDemo: z.boolean().default(false).meta({ description: "Make this step's title a link to the demo-scheduling page." }),
        }),
      ).min(1),
    }),
  })
  .meta({
    description: "The channels and tools it works with, and the onboarding steps.",
  });
