// The features section's content, landing.yaml's `features:` block: every field it
// takes, with its documentation (the editor's hints and the JSON schema's).
import { z } from "zod";
import { itemId, keyedList, rupees, text, verbatim } from "../../../src/model/schema/fields.ts";
import { image } from "../../../src/model/schema/image.ts";
import { iconCard, sectionHeading } from "../../../src/model/schema/section-parts.ts";

const chatMessage = z.strictObject({
  id: itemId,
  from: z.enum(["traveller", "bot"]).meta({ description: "Who sent it: traveller (left) or the agency's bot (right, green)." }),
  text,
  time: z.string().regex(/^([01]?\d|2[0-3]):[0-5]\d$/, "a 24-hour time like 10:42"),
});

const lead = z.strictObject({
  id: itemId,
  customer: verbatim,
  package: text,
  budget: rupees,
  people: z.number().int().positive(),
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
    chat: z.strictObject({
      heading: text,
      contact: text.meta({ description: "Name shown at the top of the sample chat." }),
      status: text,
      messages: keyedList(chatMessage).min(2),
      readLabel: text.meta({ description: "Screen-reader text for the read ticks." }),
      travellerLabel: text.meta({ description: "Screen-reader name for the traveller's messages." }),
    }),
    parsed: z.strictObject({
      heading: text,
      fields: keyedList(z.strictObject({ id: itemId, label: text, value: text })).min(1),
    }),
    dashboard: z.strictObject({
      heading: text,
      caption: text,
      columns: z.strictObject({
        budget: text,
        people: text,
        timing: text,
        channel: text,
        priority: text,
        age: text,
        probability: text,
      }),
      channels: z
        .strictObject({ whatsapp: text, website: text, email: text })
        .meta({ description: "The name shown for each channel a lead comes from." }),
      priorities: z
        .strictObject({ high: text, medium: text, followUp: text })
        .meta({ description: 'The name shown for each priority, e.g. "HIGH PRIORITY".' }),
      leads: keyedList(lead).min(1),
    }),
    cards: keyedList(iconCard).min(1),
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
