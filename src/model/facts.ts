// The facts of the content model that other texts state: each plan's name,
// price and GST, the money-back guarantee's days, the offer's discount. A legal
// page states them through tokens ({{plans.lead-management.price}}), so the
// binding text can never disagree with the price cards; a figure typed into a
// text instead is found by src/checks/figures.ts.
import { formatRupees } from "../text/format.ts";
import { gstLabel } from "../text/gst-label.ts";
import { privacyAnalytics } from "./analytics-setup.ts";
import type { Site } from "./schema/site.ts";
import type { Landing } from "./schema/landing.ts";
import type { Gst, Plan } from "./schema/plans.ts";

export interface PlanFacts {
  name: string;
  /** "₹14,999" */
  amount: string;
  /** "₹14,999/month + 18% GST": the amount, the period and the GST, as the price cards write them. */
  price: string;
  /** The period's label: "/month". */
  period: string;
  /** "+ 18% GST" or "incl. 18% GST"; empty while GST is not set. */
  gst: string;
}

/**
 * The facts, by the name a token gives them: {{plans.<id>.price}},
 * {{pricing.guarantee.days}}, {{offer.discount}}. A file that failed its
 * schema gives none: its own problems come first, and a token naming its
 * facts is not reported as unknown meanwhile (`unknown` lists those names).
 */
export interface Facts {
  plans?: Record<string, PlanFacts>;
  pricing?: { guarantee: { days: string } };
  offer?: { discount: string };
  /** What the Privacy Policy says about the website's analytics: {{privacy.analytics}}. */
  privacy?: { analytics: string };
  /** The GST the plans are sold with, each different one once: what a legal text may say about GST is checked against it. */
  gstTerms?: Gst[];
  /**
   * How this language words the facts (landing.yaml's templates): a figure
   * typed in its own words ("/महीना", "{days} दिन की मनी-बैक गारंटी") is
   * checked as one typed in English is.
   */
  words?: { periods: string[]; guarantee: string; gst: { excluded: string; included: string } };
  /** Names a plan was published under before its rename (content/published.json): a text that still says one names the plan as it no longer is. */
  formerNames?: { id: string; name: string; now: string }[];
  unknown: string[];
}

/** The token names a legal page may use for facts, as examples in messages. */
export const FACT_EXAMPLES = [
  "plans.<id>.price",
  "plans.<id>.name",
  "plans.<id>.gst",
  "pricing.guarantee.days",
  "offer.discount",
  "privacy.analytics",
];

/** What the facts are made from: the files as validated (undefined for a file that failed), and the plans' former names. */
interface FactSources {
  landing: Landing | undefined;
  plans: Plan[] | undefined;
  site: Site | undefined;
  formerNames?: Facts["formerNames"];
}

/** The facts of landing.yaml and plans.yaml, as validated. */
export function factsOf({ landing, plans, site, formerNames }: FactSources): Facts {
  // A plan's price needs its period label from landing.yaml too.
  const facts: Facts = {
    unknown: [...(plans && landing ? [] : ["plans"]), ...(landing ? [] : ["pricing", "offer"]), ...(site ? [] : ["privacy"])],
    ...(formerNames?.length ? { formerNames } : {}),
  };
  if (site) facts.privacy = { analytics: privacyAnalytics(site) };
  if (plans && landing) {
    const labels = landing.pricing.periodLabels;
    facts.plans = Object.fromEntries(
      plans.map((plan) => {
        const gst = gstLabel(plan.gst, landing.pricing.gstLabels) ?? "";
        return [
          plan.id,
          {
            name: plan.name,
            amount: formatRupees(plan.price),
            price: `${formatRupees(plan.price)}${labels[plan.period]}${gst && ` ${gst}`}`,
            period: labels[plan.period],
            gst,
          },
        ];
      }),
    );
  }
  if (plans) {
    const terms = new Map(plans.flatMap((plan) => (plan.gst ? [[`${plan.gst.included} ${plan.gst.rate}`, plan.gst] as const] : [])));
    if (terms.size) facts.gstTerms = [...terms.values()];
  }
  if (landing) {
    facts.pricing = { guarantee: { days: String(landing.pricing.guarantee.days) } };
    facts.offer = { discount: `${landing.closing.offer.discount}%` };
    const { periodLabels, guarantee, gstLabels } = landing.pricing;
    facts.words = { periods: Object.values(periodLabels), guarantee: guarantee.title, gst: gstLabels };
  }
  return facts;
}

/** Whether a token names facts of a file that failed its schema: not reported as unknown, the file's own problems come first. */
export const namesUnknownFacts = (token: string, facts: Facts) =>
  facts.unknown.some((name) => token === name || token.startsWith(`${name}.`));
