// Schema for content/landing.yaml: the copy of every landing-page section.
// The section order is the spec's and is fixed by the page template; this
// file decides what each section says.
import { z } from "zod";
import { drawnOnCard, figure, icon, isoDate, itemId, keyedList, readLength, rupees, sample, text, textList, verbatim } from "./fields.ts";
import { image } from "./image.ts";

const sectionHeading = {
  eyebrow: text.meta({ description: "Small label above the heading." }),
  heading: text,
  intro: text.optional(),
};

const iconCard = z.strictObject({ id: itemId, icon, title: text, text });

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

const stat = z.strictObject({ id: itemId, figure, label: text });

/** A label with "{rate}" where the GST rate goes. */
const withRate = (example: string) =>
  text
    .refine((value) => value.includes("{rate}"), { message: `the words with "{rate}" where the rate goes, e.g. "${example}"`, abort: true })
    .meta({ description: `"{rate}" is replaced by the GST rate, e.g. "${example}".` });

export const landingSchema = z.strictObject({
  meta: z.strictObject({
    title: text.superRefine(drawnOnCard).meta({ description: "The page's <title>, and the headline of its link-preview card." }),
    description: text
      .superRefine(readLength(50, 160))
      .meta({ description: "The page's meta description: what search engines and link previews show, 50 to 160 characters." }),
    updated: isoDate.optional().meta({
      description: "Date of the page's last meaningful change, YYYY-MM-DD: its <lastmod> in sitemap.xml. Leave out rather than guess.",
    }),
  }),
  hero: z.strictObject({
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
  }),
  proof: keyedList(
    stat.extend({
      inHero: z
        .boolean()
        .default(false)
        .meta({ description: "Also show this figure in the hero's trust line, the first thing a visitor reads." }),
    }),
  )
    .min(1)
    .meta({
      description:
        "The figures the page claims, each written once: the closing band shows them all as badges, the hero's trust line those marked inHero.",
    }),
  trustedBy: z
    .strictObject({
      heading: text.meta({ description: 'The quiet line above the logos, e.g. "Trusted by travel agencies across India".' }),
      items: keyedList(
        z.strictObject({
          id: itemId,
          sample,
          name: verbatim.meta({ description: "The client's name, as the launch list shows it." }),
          logo: image("logo"),
        }),
      )
        .default([])
        .meta({ description: "Client logos, in order. With none, the strip is left out." }),
    })
    .optional()
    .meta({ description: "A strip of client logos right under the hero. Optional: left out when absent or empty." }),
  problem: z.strictObject({
    ...sectionHeading,
    points: keyedList(iconCard).min(1),
    loss: z.strictObject({ figure, label: text, note: text }),
  }),
  features: z.strictObject({
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
  }),
  howItWorks: z.strictObject({
    ...sectionHeading,
    steps: keyedList(z.strictObject({ id: itemId, icon, title: text, text })).length(3, "exactly three steps"),
  }),
  benefits: z.strictObject({
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
  }),
  integrations: z.strictObject({
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
  }),
  testimonials: z.strictObject({
    ...sectionHeading,
    items: keyedList(
      z.strictObject({
        id: itemId,
        sample,
        quote: text,
        name: verbatim,
        role: text,
        agency: verbatim,
        city: text,
        rating: z.number().int().min(1).max(5),
        photo: image("photo")
          .optional()
          .meta({ description: "The customer's own photo; their initials are shown without one. Never a stock photo." }),
      }),
    ).min(1),
    ratingLabel: text.meta({ description: 'Screen-reader text for stars; "{rating}" is replaced, e.g. "Rated {rating} out of 5".' }),
  }),
  pricing: z.strictObject({
    ...sectionHeading,
    popularBadge: text,
    trialLabel: text,
    periodLabels: z.strictObject({ month: text, year: text }),
    gstLabels: z
      .strictObject({
        excluded: withRate("+ {rate}% GST"),
        included: withRate("incl. {rate}% GST"),
      })
      .meta({
        description:
          'How a price card says GST (plans.yaml\'s gst): excluded ("+ {rate}% GST") when it is added to the price, included ("incl. {rate}% GST") when the price has it. "{rate}" becomes the rate.',
      }),
    included: text,
    guarantee: z.strictObject({
      days: z.number().int().positive().meta({
        description:
          "How many days the money-back guarantee runs: the title and the legal pages ({{pricing.guarantee.days}}) state it from here.",
      }),
      title: text
        .refine((value) => value.includes("{days}"), {
          message: 'the title with "{days}" where the number of days goes, e.g. "{days}-day money-back guarantee"',
          abort: true,
        })
        .meta({ description: '"{days}" is replaced by days, e.g. "{days}-day money-back guarantee".' }),
      text,
    }),
  }),
  closing: z.strictObject({
    heading: text,
    text,
    demoLabel: text,
    offer: z.strictObject({
      label: text,
      discount: z.number().int().min(1).max(100).meta({ description: "Percent off the first month." }),
      heading: text.meta({ description: '"{discount}" is replaced by the discount, e.g. "{discount} off your first month".' }),
      perks: textList().min(1).meta({
        description:
          'What the offer gives. "{deadline}" becomes deadline.open ("this week") or, with validUntil set, deadline.until ("by Sunday, 30 November").',
      }),
      note: text.optional().meta({ description: 'Small print under the perks, if any; "{deadline}" is replaced as in perks.' }),
      deadline: z.strictObject({
        open: text.meta({ description: 'The deadline while validUntil is not set, e.g. "this week".' }),
        until: text.meta({
          description: 'The deadline once validUntil is set; "{date}" becomes its day, e.g. "by {date}" reads "by Sunday, 30 November".',
        }),
      }),
      validUntil: isoDate.optional().meta({
        description:
          "The offer's last day, YYYY-MM-DD (India time). The box names it; from the day after, the build leaves the box out and says so. Until it is set, the launch list asks for it.",
      }),
    }),
  }),
});
export type Landing = z.infer<typeof landingSchema>;

/** What landing.yaml holds besides its sections: the page's head data, and the proof figures the hero and the closing section both show. */
const NOT_SECTIONS = ["meta", "proof"] as const;

/** A section of the landing page, by its name in landing.yaml. */
export type LandingSection = Exclude<keyof Landing, (typeof NOT_SECTIONS)[number]>;

/** The landing page's sections in the order the page shows them: the order of landing.yaml's fields, written once, here. */
export const LANDING_SECTIONS = Object.keys(landingSchema.shape).filter(
  (key): key is LandingSection => !(NOT_SECTIONS as readonly string[]).includes(key),
);
