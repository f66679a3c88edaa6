// The limited-time offer and its end date: whether the box is shown today, and
// what its {deadline} reads. One function for the template that draws the box
// and for the build that reports an offer that has ended, so they never disagree.
import { formatDate, formatDay } from "../text/format.ts";
import type { Notice, Unset } from "./load/loading.ts";
import type { SourceMap } from "./load/yaml.ts";
import type { Landing } from "./schema/landing.ts";

type Offer = Landing["closing"]["offer"];

export type OfferState =
  /** No end date set: "this week", as permanent as it sounds (the launch list asks for a date). */
  | { kind: "open" }
  /** Shown until its last day, which it names. */
  | { kind: "until"; date: string }
  /** Its last day has passed: the box is left out. */
  | { kind: "ended"; date: string };

/** `today` as YYYY-MM-DD (today.ts). */
export function offerState(offer: Offer, today: string): OfferState {
  if (!offer.validUntil) return { kind: "open" };
  return today > offer.validUntil ? { kind: "ended", date: offer.validUntil } : { kind: "until", date: offer.validUntil };
}

/** The offer's text with {deadline} (and {discount}) filled: "Book your demo by Monday, 30 November to claim it". */
export function offerText(text: string, { offer, state, locale = "en-IN" }: { offer: Offer; state: OfferState; locale?: string }): string {
  const deadline = state.kind === "until" ? offer.deadline.until.replace("{date}", formatDay(state.date, locale)) : offer.deadline.open;
  return text.replace("{deadline}", deadline).replace("{discount}", `${offer.discount}%`);
}

/**
 * What the build says of the offer on `today`: with no end date, a date the
 * editor must set (until then the box says "this week" every week of the
 * year); once it has ended, a notice that its box is left out.
 */
export function offerFindings(offer: Offer, source: SourceMap, today: string): { unset?: Unset; notice?: Notice } {
  const state = offerState(offer, today);
  if (state.kind === "open")
    return {
      unset: {
        ...source.keyPosition(["closing", "offer"]),
        path: "closing.offer.validUntil",
        value: "not set: the offer says “this week” every week",
      },
    };
  if (state.kind === "ended")
    return {
      notice: {
        ...source.valuePosition(["closing", "offer", "validUntil"]),
        message: `the limited-time offer ended on ${formatDate(state.date)} (closing.offer.validUntil, today is ${formatDate(today)}): its box is left out of the page`,
      },
    };
  return {};
}
