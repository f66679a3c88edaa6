// The problem section's content, landing.yaml's `problem:` block: every field it
// takes, with its documentation (the editor's hints and the JSON schema's).
import { z } from "zod";
import { figure, keyedList, text } from "../../../src/model/schema/fields.ts";
import { basis, iconCard, sectionHeading } from "../../../src/model/schema/section-parts.ts";

export const schema = z
  .strictObject({
    ...sectionHeading,
    points: keyedList(iconCard).min(1).meta({ description: "The problems, each with a warning-coloured icon, in order." }),
    loss: z
      .strictObject({
        figure,
        label: text.meta({ description: 'What the figure is, after it, e.g. "lost every month".' }),
        note: text.meta({ description: "A line under it saying whose loss it is and why." }),
        basis: basis.optional(),
      })
      .meta({ description: "The monthly loss in one large figure, with a falling-graph icon, under the points." }),
  })
  .meta({
    description: "What slow replies cost an agency: the points, then the loss in one figure.",
  });
