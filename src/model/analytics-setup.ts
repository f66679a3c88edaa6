// The analytics service site.yaml sets, with its defaults filled in (the
// cloud's address, the usual script, Plausible's domain from siteUrl): what
// the page loads, what the CSP allows and what the Privacy Policy names.
import { ANALYTICS_SERVICES } from "./schema/analytics.ts";
import type { Site } from "./schema/site.ts";

export interface AnalyticsSetup {
  service: keyof typeof ANALYTICS_SERVICES;
  /** "Plausible Analytics", "Umami": as the Privacy Policy names it. */
  name: string;
  /** "https://plausible.io": the one origin the CSP adds, for the script and the events it sends. */
  origin: string;
  /** The script's full address. */
  script: string;
  /** Plausible's domain, or Umami's website ID. */
  site: string;
}

/** The service, or undefined when site.yaml sets none. */
export function analyticsOf(site: Site): AnalyticsSetup | undefined {
  const { analytics } = site;
  if (!analytics) return undefined;
  const known = ANALYTICS_SERVICES[analytics.service];
  const origin = analytics.origin ?? known.origin;
  return {
    service: analytics.service,
    name: known.name,
    origin,
    script: `${origin}${analytics.script ?? known.script}`,
    site: analytics.site ?? new URL(site.siteUrl).hostname,
  };
}

/** The Privacy Policy's sentence on the website's analytics ({{privacy.analytics}}), as the configuration is. */
export function privacyAnalytics(site: Site): string {
  const setup = analyticsOf(site);
  if (!setup) return site.privacyAnalytics.none;
  return site.privacyAnalytics.used.replaceAll("{service}", setup.name).replaceAll("{origin}", new URL(setup.origin).host);
}
