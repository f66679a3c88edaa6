// The howItWorks section's content, landing.yaml's `howItWorks:` block: every field it
// takes, with its documentation (the editor's hints and the JSON schema's).
import { z } from "zod";
import { icon, itemId, keyedList, text } from "../../../src/model/schema/fields.ts";
import { sectionHeading } from "../../../src/model/schema/section-parts.ts";

export const schema = z
  .strictObject({
    ...sectionHeading,
    steps: keyedList(
      z.strictObject({
        id: itemId,
        icon,
        title: text.meta({ description: "The step's title, under its icon, which carries the step's number." }),
        text: text.meta({ description: "A sentence or two under the title." }),
      }),
    )
      .length(3, "exactly three steps")
      .meta({ description: "The three steps, numbered in this order." }),
  })
  .meta({
    description: "Three numbered steps from inquiry to booking.",
  });
