// The benefits section's content, landing.yaml's `benefits:` block: every field it
// takes, with its documentation (the editor's hints and the JSON schema's).
import { z } from "zod";
import { itemId, keyedList, text } from "../../../src/model/schema/fields.ts";
import { sectionHeading, stat } from "../../../src/model/schema/section-parts.ts";

export const schema = z
  .strictObject({
    ...sectionHeading,
    comparison: z.strictObject({
      caption: text,
      aspectLabel: text,
      beforeLabel: text,
      afterLabel: text,
      beforeIconLabel: text.meta({ description: "Screen-reader text for the cross icon." }),
      afterIconLabel: text.meta({ description: "Screen-reader text for the tick icon." }),
      rows: keyedList(z.strictObject({ id: itemId, aspect: text, before: text, after: text })).min(1),
    }),
    stats: keyedList(stat).min(1),
  })
  .meta({
    description: "The gains in figures, then a before-and-after table.",
  });
