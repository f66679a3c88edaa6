// The limited-time offer and its end date: whether the box is shown today, and
// what its {deadline} reads. One function for the template that draws the box
// and for the check that reports an offer that has ended
// (src/checks/values-to-set.ts), so they never disagree.
import type { Landing } from "../model/schema/landing.ts";
import { formatDay } from "./format.ts";

export type Offer = Landing["closing"]["offer"];

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
