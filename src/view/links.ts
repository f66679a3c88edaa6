// Where each call to action goes. The spec names only the demo-scheduling
// page; the other actions get a sensible default that editors can override in
// content (see README "What each action does").
import type { Plan } from "../model/schema/plans.ts";
import type { Site } from "../model/schema/site.ts";
import { isPlaceholder } from "../model/schema/fields.ts";

export const HOW_IT_WORKS_ID = "how-it-works";

/** Every Book Demo / Schedule My Free Demo / Book Demo Call button. */
export const demoHref = (site: Site) => site.demo.schedulingUrl;

/** Watch Demo Video: the video when one is set, otherwise the how-it-works section. */
export function videoLink(site: Site): { href: string; external: boolean } {
  return site.demo.videoUrl ? { href: site.demo.videoUrl, external: true } : { href: `#${HOW_IT_WORKS_ID}`, external: false };
}

/** Start Free Trial: the scheduling page, told which plan the visitor chose. */
export function trialHref(site: Site, plan: Plan): string {
  const url = new URL(site.demo.schedulingUrl);
  url.searchParams.set("plan", plan.id);
  return url.toString();
}

/**
 * Chat on WhatsApp: a wa.me link to the number, with the page's language's
 * first message typed in. None while the number is left out or still a
 * placeholder (a link to "[WhatsApp number]" would open no chat).
 */
export function whatsappHref(site: Site): string | undefined {
  const { whatsapp, whatsappMessage } = site.contact;
  if (whatsapp === undefined || isPlaceholder(whatsapp)) return undefined;
  const text = whatsappMessage ? `?text=${encodeURIComponent(whatsappMessage)}` : "";
  return `https://wa.me/${whatsapp.replace(/\D/g, "")}${text}`;
}

export const isExternal = (href: string) => /^https?:\/\//.test(href);
