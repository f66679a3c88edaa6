// Strict-Transport-Security, as the site's owner chooses it: how long a
// browser that has seen the site keeps to HTTPS for it, whether that binds
// every subdomain of the company's domain too, and whether the site asks to
// be on the browsers' preload list. The start is a year for this host alone:
// includeSubDomains and preload commit the whole domain, and leaving the
// preload list takes months, so they are the owner's to choose (content
// guide, "Keep visitors on HTTPS").
import { z } from "zod";

/** A year, in seconds: what the preload list asks for at the least. */
const YEAR = 31_536_000;

export const hstsSchema = z
  .strictObject({
    maxAge: z
      .number()
      .int()
      .min(0)
      .max(2 * YEAR)
      .meta({
        description: "How long, in seconds, a browser keeps to HTTPS for the site after a visit: 31536000 is a year, 0 releases it.",
      }),
    includeSubDomains: z
      .boolean()
      .meta({ description: "Hold every subdomain of the site's domain to HTTPS too (only when all of them serve HTTPS)." }),
    preload: z.boolean().meta({
      description: "Ask to be on the browsers' preload list (hstspreload.org): needs includeSubDomains and a maxAge of a year or more.",
    }),
  })
  .superRefine((hsts, ctx) => {
    // The preload list takes only what it can keep: every subdomain, for a year at least.
    if (hsts.preload && !hsts.includeSubDomains)
      ctx.addIssue({
        code: "custom",
        path: ["includeSubDomains"],
        input: hsts.includeSubDomains,
        message: "includeSubDomains: true, which the preload list requires of a site that asks to be on it (preload: true)",
      });
    if (hsts.preload && hsts.maxAge < YEAR)
      ctx.addIssue({
        code: "custom",
        path: ["maxAge"],
        input: hsts.maxAge,
        message: `a maxAge of at least ${YEAR} (a year), which the preload list requires of a site that asks to be on it (preload: true)`,
      });
  })
  .default({ maxAge: YEAR, includeSubDomains: false, preload: false })
  .meta({
    description: "Strict-Transport-Security: how browsers keep to HTTPS for the site. Leave it out for a year, this host only, no preload.",
  });

export type Hsts = z.infer<typeof hstsSchema>;
