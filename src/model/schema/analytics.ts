// The optional analytics service in site.yaml: only cookieless ones that
// identify nobody (Plausible, Umami), cloud or self-hosted at any origin.
// Anything that sets cookies or fingerprints visitors would need each
// visitor's consent under India's DPDP Act, 2023, which the site never asks.
import { z } from "zod";
import { verbatim } from "./fields.ts";

/** The services offered, with the name the Privacy Policy gives each and where each is served by default. */
export const ANALYTICS_SERVICES = {
  plausible: { name: "Plausible Analytics", origin: "https://plausible.io", script: "/js/script.tagged-events.js" },
  umami: { name: "Umami", origin: "https://cloud.umami.is", script: "/script.js" },
} as const;
type Service = keyof typeof ANALYTICS_SERVICES;
const SERVICES = Object.keys(ANALYTICS_SERVICES) as Service[];

// Names an editor might reach for: each sets cookies or identifies visitors by default.
const TRACKERS =
  /google|\bga4?\b|gtag|gtm|tag.?manager|facebook|meta|pixel|hotjar|clarity|mixpanel|matomo|piwik|segment|amplitude|heap|hubspot/i;

const DPDP =
  "a service that sets cookies or fingerprints visitors needs each visitor's consent under India's Digital Personal Data Protection Act, 2023, and the site asks for none (content/EDITING-FILES.md, \"Count visits and conversions\")";

const service = z
  .string()
  .superRefine((value, ctx) => {
    if ((SERVICES as string[]).includes(value)) return;
    ctx.addIssue({
      code: "custom",
      input: value,
      message: `${SERVICES.join(" or ")}: a cookieless analytics service that identifies nobody, so the site needs no consent banner`,
      params: {
        found: TRACKERS.test(value) ? `"${value}", which sets cookies or identifies visitors` : `"${value}", which the site does not offer`,
        hint: DPDP,
      },
    });
  })
  .pipe(z.enum(SERVICES))
  .meta({
    description:
      "plausible or umami: cookieless services that identify nobody. Services that set cookies are not offered (India's DPDP Act, 2023).",
  });

/** Where the service runs: its scheme and host only, as the CSP names it. */
const origin = z
  .url({ protocol: /^https$/, error: "the service's address: https:// and its host, like https://plausible.io" })
  .refine((value) => /^https:\/\/[^/?#@]+\/?$/.test(value), {
    message:
      "the service's address with no path: https:// and its host, like https://stats.example.in (the script's path is set by script)",
  })
  .transform((value) => value.replace(/\/$/, ""))
  .meta({
    description:
      "Where the service runs, for a self-hosted one: https://stats.agency.in. Its script loads from there and the CSP allows it, and nothing else. Default: the service's cloud.",
  });

export const analyticsSchema = z
  .strictObject({
    service,
    origin: origin.optional(),
    site: z.string().trim().min(1).optional().meta({
      description:
        "Plausible: the site's domain as registered there (default: siteUrl's host). Umami: the website ID it shows, like 94db1cb1-74f4-4a40-ad6c-962362670409.",
    }),
    script: z
      .string()
      .regex(/^\/[A-Za-z0-9._~/-]*\.js$/, "the script's path on the service's address, like /js/script.tagged-events.js")
      .optional()
      .meta({ description: "The script's path, when it is not the service's usual one (/js/script.tagged-events.js, /script.js)." }),
  })
  .superRefine((value, ctx) => {
    if (value.service === "umami" && !(value.site && /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(value.site)))
      ctx.addIssue({
        code: "custom",
        path: ["site"],
        input: value.site,
        message: "Umami's website ID, from its dashboard (Settings → Websites), like 94db1cb1-74f4-4a40-ad6c-962362670409",
      });
  })
  .meta({
    description:
      "Counting visits and conversions with a cookieless service. Leave it out for none: no script loads and the CSP stays as it is.",
  });

/**
 * The Privacy Policy's words on the website's analytics, in {{privacy.analytics}}:
 * one for each case, so it never says otherwise than the page does. In the
 * source language only, as the legal pages it goes into are.
 */
export const privacyAnalyticsSchema = z
  .strictObject({
    used: verbatim
      .refine((value) => value.includes("{service}"), { message: 'the words with "{service}" where the service\'s name goes', abort: true })
      .meta({ description: 'When analytics is set. "{service}" becomes its name (Plausible Analytics, Umami), "{origin}" its address.' }),
    none: verbatim.meta({ description: "When no analytics is set." }),
  })
  .meta({
    description:
      "What the Privacy Policy ({{privacy.analytics}}) says about counting visits on the website: `used` names the service set in analytics, `none` says there is none.",
  });
