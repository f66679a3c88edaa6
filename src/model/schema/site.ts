// Schema for content/site.yaml: brand, legal entity, contact details, the demo
// links, navigation, social profiles and the footer. Values the spec leaves
// unfilled may be bracketed placeholders until launch.
import { z } from "zod";
import { editorSchema } from "./editor.ts";
import { hstsSchema } from "./hsts.ts";
import { BUILD_NAMES } from "../../parse/file-names.ts";
import { whatsappNumber } from "./whatsapp.ts";
import { analyticsSchema, privacyAnalyticsSchema } from "./analytics.ts";
import { drawnOnCard, fillable, hexColor, httpsUrl, itemId, keyedList, link, text, verbatim, words } from "./fields.ts";

const phone = z
  .string()
  .regex(/^\+?[0-9][0-9 ()-]{6,}[0-9]$/, "a phone number like +91 98765 43210")
  .meta({ description: "Phone number in international form, e.g. +91 98765 43210." });

export const siteSchema = z
  .strictObject({
    siteUrl: httpsUrl
      // "https://example.org/agency/" and "…/agency" are one address: every site path is joined to it.
      .transform((value) => value.replace(/\/+$/, ""))
      .meta({
        description:
          "The address the site is served from: https://www.tripreply.in, or under a path, https://example.org/agency. Canonical URLs, the sitemap and social previews are built from it, and under a path every link and file of the site is too.",
      }),
    locales: z
      .array(
        z.strictObject({
          code: z
            .string()
            .regex(/^[a-z]{2,3}$/, 'a two- or three-letter language code in lowercase, like "hi"')
            .meta({
              description:
                "The language's code: its pages are under /<code> (the first language's at /), its translation files in content/<code>/.",
            }),
          tag: z
            .string()
            .regex(/^[a-z]{2,3}-[A-Z]{2}$/, 'a language and region like "hi-IN"')
            .meta({ description: 'Language and region, for <html lang>, hreflang and og:locale: "en-IN", "hi-IN".' }),
          name: verbatim.meta({
            description: 'The language\'s name in its own script, as the language switcher shows it: "English", "हिन्दी".',
          }),
          status: z.enum(["published", "draft"]).default("published").meta({
            description:
              "published: built and linked from the other languages' pages. draft: built only by the live preview (npm run dev), while it is being translated.",
          }),
        }),
      )
      .min(1)
      .superRefine((locales, ctx) => {
        // Each code is a folder of content/ and an address at the top of the site.
        const seen = new Set<string>();
        locales.forEach(({ code }, i) => {
          const path = [i, "code"];
          if (seen.has(code))
            ctx.addIssue({
              code: "custom",
              path,
              input: code,
              message: "each language listed once",
              params: { found: `"${code}" a second time` },
            });
          const taken = BUILD_NAMES[code];
          if (taken)
            ctx.addIssue({
              code: "custom",
              path,
              input: code,
              message: "a language code whose address the build does not use for a page or folder of its own",
              params: { found: `"${code}", whose address /${code} is the name of ${taken}` },
            });
          seen.add(code);
        });
      })
      .default([{ code: "en", tag: "en-IN", name: "English", status: "published" }])
      .meta({
        description:
          "The site's languages. The first is the source, at /: every other one is a folder of translation files (content/hi/landing.yaml) holding the text of the source's files, in the same places.",
      }),
    themeColor: hexColor.meta({
      description: "Browser UI colour (theme-color, web manifest) and the background of the social preview images.",
    }),
    backgroundColor: hexColor.default("#ffffff").meta({ description: "Page background colour; the web manifest's splash screen uses it." }),
    brand: z.strictObject({
      name: fillable(verbatim.superRefine(drawnOnCard), "The product's name, shown in the header, titles and footer"),
      tagline: text.superRefine(drawnOnCard).meta({ description: "A short line used in titles and social previews." }),
    }),
    legal: z.strictObject({
      entity: fillable(verbatim, "The LLP's registered legal name"),
      llpNumber: fillable(z.string().regex(/^[A-Z]{3}-\d{4}$/, "an LLPIN like AAB-1234"), "LLP identification number (LLPIN)"),
      jurisdictionCity: fillable(verbatim, "City whose courts have jurisdiction under the Terms"),
      address: fillable(verbatim, "Registered postal address, on one line"),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/, "a two-letter country code like IN")
        .default("IN")
        .meta({ description: "ISO 3166-1 code of the registered address's country, for search engines' structured data." }),
      copyrightYear: z.number().int().min(2000).max(2100).meta({
        description:
          "The year the site was first published: the footer's copyright line runs from it to the current year (in India), as in “© 2025–2026”.",
      }),
    }),
    contact: z.strictObject({
      email: fillable(z.email("an email address like hello@agency.in"), "Contact email"),
      phone: fillable(phone, "Contact phone"),
      whatsapp: fillable(whatsappNumber, "WhatsApp number for click-to-chat (tracked before launch like the phone)").optional().meta({
        description:
          'The number visitors chat with on WhatsApp, in international form: +91 98765 43210. With it, the page offers "Chat on WhatsApp" beside the demo booking, in the footer and, on phones, as a button in the corner. None when empty (or without the line); "[WhatsApp number]" keeps it on the launch list.',
      }),
      whatsappMessage: text.optional().meta({
        description:
          "The first message a WhatsApp chat opens with, already typed for the visitor to send, in the page's language: \"Hi, I'd like a demo for my travel agency\".",
      }),
    }),
    demo: z.strictObject({
      schedulingUrl: httpsUrl.meta({
        description: "The external page where visitors book a demo. Every demo button opens it in a new tab.",
      }),
      videoUrl: z
        .union([httpsUrl, z.literal("")])
        .default("")
        .meta({
          description: 'A demo video (opens in a new tab). Empty: "Watch Demo Video" goes to the How it works section instead.',
        }),
      bookLabel: text.meta({ description: "Text of the header's demo button." }),
    }),
    nav: keyedList(link).min(1).meta({ description: "Header links, in order." }),
    social: keyedList(
      z.strictObject({
        network: z.enum(["facebook", "instagram", "x", "youtube"]),
        label: text.meta({ description: "Accessible name, e.g. “Instagram”." }),
        url: z
          .union([httpsUrl, z.literal("")])
          .default("")
          .meta({
            description: "The profile's address. Empty: the icon shows without a link.",
          }),
      }),
      "network",
    ).max(6),
    footer: z.strictObject({
      blurb: text,
      contactHeading: text,
      columns: keyedList(z.strictObject({ id: itemId, heading: text, links: keyedList(link).min(1) })).min(1),
      legalHeading: text,
      rightsText: text.meta({ description: 'Follows "© year entity." in the copyright line.' }),
      comingSoonLabel: text.meta({ description: "Shown beside a link that has no address yet (not yet available)." }),
      socialLabel: text.meta({ description: "Accessible name of the list of social profiles (read by screen readers, not shown)." }),
    }),
    notFound: z.strictObject({
      title: text.superRefine(drawnOnCard).meta({ description: "The 404 page's <title> and the title on its social preview." }),
      description: text.meta({ description: "The 404 page's meta description." }),
      heading: text,
      message: text.meta({ description: "What happened and what to do next." }),
      homeLabel: text.meta({ description: "Text of the link back to the home page." }),
    }),
    words,
    ui: z.strictObject({
      skipLink: text,
      menuLabel: text.meta({ description: "Accessible name of the mobile menu button." }),
      mainNavLabel: text,
      backToHome: text,
      effectiveLabel: text,
      updatedLabel: text,
      tocLabel: text,
      placeholderNote: text.meta({ description: "Tooltip on values still marked as placeholders." }),
      newTabNote: text.meta({ description: "Screen-reader note on links that open in a new tab." }),
      languageLabel: text.meta({ description: "Accessible name of the list of links to the site in other languages." }),
      whatsappLabel: text.optional().meta({
        description:
          'Text of the WhatsApp buttons and their name for screen readers, e.g. "Chat on WhatsApp". Needed with contact.whatsapp.',
      }),
      basisLabel: text.meta({
        description:
          'The summary of the note under a group of claimed figures that says where each comes from (its basis), e.g. "Where these figures come from".',
      }),
      legalLanguageNote: text.meta({
        description:
          "Shown, in a translation, beside links to legal pages that exist only in the source language: that they are in it, and that its text governs.",
      }),
    }),
    analytics: analyticsSchema.optional(),
    privacyAnalytics: privacyAnalyticsSchema,
    hsts: hstsSchema,
    // Optional rather than defaulted: the web editor writes a boolean field it
    // shows, so a default would add `ipv6: true` to every file it saves.
    ipv6: z.boolean().optional().meta({
      description:
        "Whether the generated nginx and Caddy configs listen on IPv6 as well as IPv4 (left out: they do). false for a machine without IPv6, where nginx refuses to start on an IPv6 listen line.",
    }),
    editor: editorSchema.optional(),
    claims: z
      .strictObject({
        reviewAfterMonths: z.number().int().min(1).max(120).optional().meta({
          description: "How many months a claimed figure's basis stays current: an older one is reported as due for review. Left out: 12.",
        }),
      })
      .optional()
      .meta({ description: "How the build treats the figures the page claims (landing.yaml's proof, benefits and the problem's loss)." }),
  })
  .superRefine((site, ctx) => {
    // A WhatsApp button with no words would have no name for a screen reader.
    if (site.contact.whatsapp !== undefined && site.ui.whatsappLabel === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["ui"],
        input: site.ui,
        message: 'ui.whatsappLabel, the WhatsApp buttons\' text, like "Chat on WhatsApp", since contact.whatsapp is set',
        params: { found: "no whatsappLabel" },
      });
  });
export type Site = z.infer<typeof siteSchema>;
