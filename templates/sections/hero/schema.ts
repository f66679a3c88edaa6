// The hero section's content, landing.yaml's `hero:` block: every field it
// takes, with its documentation (the editor's hints and the JSON schema's).
import { z } from "zod";
import { text, textList } from "../../../src/model/schema/fields.ts";

export const schema = z
  .strictObject({
    eyebrow: text,
    heading: text,
    lead: text,
    demoLabel: text,
    videoLabel: text,
    preview: z
      .strictObject({
        inquiry: text.meta({ description: 'Over the first chat message, e.g. "New WhatsApp inquiry".' }),
        lead: text.meta({ description: 'Over the lead it becomes, e.g. "New lead, scored".' }),
        reply: text.meta({ description: 'Under it, with the reply\'s time, e.g. "Auto-reply sent".' }),
      })
      .meta({
        description:
          "The hero's picture of the moment a lead arrives (drawn from the features' sample chat and first lead): its three labels.",
      }),
    trust: textList()
      .max(3)
      .default([])
      .meta({ description: "Short lines after the proof figures in the hero's trust line, e.g. “Set up for you in 24 hours”." }),
  })
  .meta({
    description:
      "The first screen: the promise, the two calls to action, the proof figures marked inHero, and a picture of a lead arriving.",
  });
