// The benefits section's content, landing.yaml's `benefits:` block: every field it
// takes, with its documentation (the editor's hints and the JSON schema's).
import { z } from "zod";
import { itemId, keyedList, text } from "../../../src/model/schema/fields.ts";
import { sectionHeading, stat } from "../../../src/model/schema/section-parts.ts";

export const schema = z
  .strictObject({
    ...sectionHeading,
    comparison: z
      .strictObject({
        caption: text.meta({ description: 'The table\'s caption, over it, e.g. "Before and after automating inquiries".' }),
        aspectLabel: text.meta({ description: 'The heading of the first column, naming what each row compares, e.g. "What changes".' }),
        beforeLabel: text.meta({ description: 'The heading of the "before" column, whose cells have a cross, e.g. "Before".' }),
        afterLabel: text.meta({ description: 'The heading of the "after" column, whose cells have a tick, e.g. "After".' }),
        beforeIconLabel: text.meta({ description: "Screen-reader text for the cross icon." }),
        afterIconLabel: text.meta({ description: "Screen-reader text for the tick icon." }),
        rows: keyedList(
          z.strictObject({
            id: itemId,
            aspect: text.meta({ description: 'What the row compares, in its first cell, e.g. "Response time".' }),
            before: text.meta({ description: "How it was before, in the before column." }),
            after: text.meta({ description: "How it is with the service, in the after column." }),
          }),
        )
          .min(1)
          .meta({ description: "The table's rows, one per thing that changes, in order." }),
      })
      .meta({ description: "The before-and-after table under the figures." }),
    stats: keyedList(stat).min(1).meta({ description: "The headline figures, in a row under the heading, in order." }),
  })
  .meta({
    description: "The gains in figures, then a before-and-after table.",
  });
