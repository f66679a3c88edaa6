// The problem section's content, landing.yaml's `problem:` block: every field it
// takes, with its documentation (the editor's hints and the JSON schema's).
import { z } from "zod";
import { figure, keyedList, text } from "../../../src/model/schema/fields.ts";
import { iconCard, sectionHeading } from "../../../src/model/schema/section-parts.ts";

export const schema = z
  .strictObject({
    ...sectionHeading,
    points: keyedList(iconCard).min(1),
    loss: z.strictObject({ figure, label: text, note: text }),
  })
  .meta({
    description: "What slow replies cost an agency: the points, then the loss in one figure.",
  });
