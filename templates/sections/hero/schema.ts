// The hero section's content, landing.yaml's `hero:` block: every field it
// takes, with its documentation (the editor's hints and the JSON schema's).
import { z } from "zod";
import { text, textList } from "../../../src/model/schema/fields.ts";

export const schema = z
  .strictObject({
    eyebrow: text.meta({ description: 'The small pill above the heading, with a map pin, e.g. "For travel agencies across India".' }),
    heading: text.meta({ description: "The page's main heading (its h1): the promise in a sentence or two." }),
    lead: text.meta({ description: "The paragraph under the heading: who it is for and what it does." }),
    demoLabel: text.meta({ description: 'The main button\'s text, opening the demo-scheduling page, e.g. "Book a Free Demo".' }),
    videoLabel: text.meta({ description: 'The second button\'s text, with a play icon, opening the demo video, e.g. "Watch Demo Video".' }),
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
