// What the pages carry for the analytics service site.yaml sets: the
// settings of the loader script, and the service's own markup on each
// conversion (Plausible's tagged-event classes, Umami's data attributes), so
// its script counts every demo, trial and WhatsApp click by page and language.
import type { AnalyticsSetup } from "../model/analytics-setup.ts";

/** The conversions counted, each an event named as the owner reads it in the service's dashboard. */
export type Conversion =
  | { name: "Book Demo"; position: "header" | "hero" | "integrations" | "closing" }
  | { name: "Start Free Trial"; plan: string }
  | { name: "WhatsApp"; position: "closing" | "footer" | "corner" }
  | { name: "Watch Demo Video" };

/** The service a page's conversions are marked for, and the page's language, which every event carries. */
export interface Tracking {
  service: AnalyticsSetup["service"];
  lang: string;
}

/** The markup that makes the service count a click: a class (Plausible) or data attributes (Umami). */
export function conversionMarkup(tracking: Tracking | undefined, event: Conversion): { className?: string; data: Record<string, string> } {
  if (!tracking) return { data: {} };
  const { name, ...props } = event;
  const properties: Record<string, string> = { ...props, lang: tracking.lang };
  if (tracking.service === "plausible") {
    // Plausible reads "plausible-event-<name>=<value>" classes; a "+" stands for a space, which a class cannot hold.
    const tag = (key: string, value: string) => `plausible-event-${key}=${value.replace(/ /g, "+")}`;
    return { className: [tag("name", name), ...Object.entries(properties).map(([k, v]) => tag(k, v))].join(" "), data: {} };
  }
  const data: Record<string, string> = { "data-umami-event": name };
  for (const [key, value] of Object.entries(properties)) data[`data-umami-event-${key}`] = value;
  return { data };
}

/** The data attributes of the loader (templates/analytics.js): the script's address and the service's settings. */
export function loaderData(setup: AnalyticsSetup): Record<string, string> {
  return setup.service === "plausible"
    ? { "data-script": setup.script, "data-domain": setup.site }
    : { "data-script": setup.script, "data-website-id": setup.site, "data-host-url": setup.origin };
}
