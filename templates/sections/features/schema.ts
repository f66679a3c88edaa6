// The features section's content, landing.yaml's `features:` block: every field it
// takes, with its documentation (the editor's hints and the JSON schema's).
import { z } from "zod";
import { itemId, keyedList, rupees, text, verbatim } from "../../../src/model/schema/fields.ts";
import { image } from "../../../src/model/schema/image.ts";
import { iconCard, sectionHeading } from "../../../src/model/schema/section-parts.ts";

const chatMessage = z.strictObject({
  id: itemId,
  from: z.enum(["traveller", "bot"]).meta({ description: "Who sent it: traveller (left) or the agency's bot (right, green)." }),
  text: text.meta({ description: "The message, in its chat bubble." }),
  time: z
    .string()
    .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, "a 24-hour time like 10:42")
    .meta({ description: 'When it was sent, 24-hour, shown in the bubble after the text, e.g. "10:42".' }),
});

const lead = z.strictObject({
  id: itemId,
  customer: verbatim.meta({ description: "The traveller's name, at the top of the lead's card, as written in every language." }),
  package: text.meta({ description: 'The trip they asked about, under their name, e.g. "Kerala Backwaters, 5N/6D".' }),
  budget: rupees,
  people: z.number().int().positive().meta({ description: "How many are travelling, shown after columns.people." }),
  timing: text.meta({ description: "When they want to travel, e.g. “Dec 15–20”." }),
  channel: z
    .enum(["whatsapp", "website", "email"])
    .meta({ description: "Where the inquiry came from; shown with its name from dashboard.channels." }),
  priority: z
    .enum(["high", "medium", "followUp"])
    .meta({ description: "How soon to call; shown in its colour, with its name from dashboard.priorities." }),
  age: text.meta({ description: "How long ago the inquiry arrived, e.g. “2 min ago”." }),
  probability: z.number().int().min(0).max(100).meta({ description: "Conversion probability, 0–100 (%)." }),
});

export const schema = z
  .strictObject({
    ...sectionHeading,
    chat: z
      .strictObject({
        heading: text.meta({ description: 'The label over the sample chat, e.g. "Sample WhatsApp conversation".' }),
        contact: text.meta({ description: "Name shown at the top of the sample chat." }),
        status: text.meta({ description: 'After the name in the chat\'s top bar, e.g. "online".' }),
        messages: keyedList(chatMessage)
          .min(2)
          .meta({ description: "The sample conversation, in order; its first traveller's message also makes the hero's picture." }),
        readLabel: text.meta({ description: "Screen-reader text for the read ticks." }),
        travellerLabel: text.meta({ description: "Screen-reader name for the traveller's messages." }),
      })
      .meta({ description: "The sample WhatsApp chat between a traveller and the agency's bot.", illustrative: true }),
    parsed: z
      .strictObject({
        heading: text.meta({ description: 'The label over the details, under the chat, e.g. "Details the AI picked up".' }),
        fields: keyedList(
          z.strictObject({
            id: itemId,
            label: text.meta({ description: 'What the detail is, e.g. "Destination".' }),
            value: text.meta({ description: 'What the chat said, beside its label, e.g. "Kerala (Munnar, Alleppey)".' }),
          }),
        )
          .min(1)
          .meta({ description: "The details read from the chat, in order." }),
      })
      .meta({ description: "The trip details the AI read from the sample chat, shown under it.", illustrative: true }),
    dashboard: z
      .strictObject({
        heading: text.meta({ description: 'The label over the sample dashboard, e.g. "Sample lead dashboard".' }),
        caption: text.meta({ description: 'A line under that label, e.g. "Today\'s leads, highest priority first".' }),
        columns: z
          .strictObject({
            budget: text.meta({ description: 'The label before a lead\'s budget, e.g. "Budget".' }),
            people: text.meta({ description: 'The label before how many are travelling, e.g. "People".' }),
            timing: text.meta({ description: 'The label before when they travel, e.g. "Travel dates".' }),
            channel: text.meta({ description: 'The label before where the inquiry came from, e.g. "Source".' }),
            priority: text.meta({ description: 'Screen-reader text before the lead\'s priority pill, e.g. "Priority".' }),
            age: text.meta({ description: 'The label before when the inquiry arrived, e.g. "Received".' }),
            probability: text.meta({ description: 'The label before the conversion probability, e.g. "Conversion probability".' }),
          })
          .meta({ description: "The labels each lead's card gives its details (here and in the hero's picture)." }),
        channels: z
          .strictObject({
            whatsapp: text.meta({ description: 'e.g. "WhatsApp".' }),
            website: text.meta({ description: 'e.g. "Website".' }),
            email: text.meta({ description: 'e.g. "Email".' }),
          })
          .meta({ description: "The name shown for each channel a lead comes from." }),
        priorities: z
          .strictObject({
            high: text.meta({ description: 'e.g. "HIGH PRIORITY".' }),
            medium: text.meta({ description: 'e.g. "MEDIUM".' }),
            followUp: text.meta({ description: 'e.g. "FOLLOW-UP".' }),
          })
          .meta({ description: 'The name shown for each priority, e.g. "HIGH PRIORITY".' }),
        leads: keyedList(lead)
          .min(1)
          .meta({ description: "The sample leads, one card each, in order; the first also makes the hero's picture." }),
      })
      .meta({ description: "The sample lead dashboard: a card per lead with its details, priority and channel.", illustrative: true }),
    cards: keyedList(iconCard).min(1).meta({ description: "The feature cards under the samples, in a grid, in order." }),
    screenshot: z
      .strictObject({
        image: image("screenshot"),
        caption: text.optional().meta({ description: "A line under the screenshot saying what it shows." }),
        replaces: z
          .enum(["none", "chat", "dashboard"])
          .default("none")
          .meta({ description: "none: shown beside the HTML samples; chat or dashboard: shown instead of that sample." }),
      })
      .optional()
      .meta({
        description: "A real product screenshot (a dashboard, say) in the features section. The HTML samples are shown without one.",
      }),
  })
  .meta({
    description:
      "What the product does, shown: a sample WhatsApp chat, the details read from it, the lead dashboard, and cards for the rest.",
  });
