// Values an editor must still set that no placeholder marks, each on the
// launch list at its line: the offer's end date (until then its box says
// "this week" every week of the year) and whether the plans' prices include
// GST. And what the build leaves out because of the date: an offer that has
// ended, a notice.
import type { Position, SourceMap } from "../parse/yaml.ts";
import { offerState, type Offer } from "../text/offer-text.ts";
import type { Gst, Plan } from "../model/schema/plans.ts";
import { formatDate } from "../text/format.ts";
import type { Notice } from "./notice.ts";

/** A value an editor must still set, where it is written: on the launch list. */
interface Unset extends Position {
  path: string;
  /** What is missing, as the launch list says it. */
  value: string;
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

/**
 * Where plans.yaml leaves GST unsaid, for the launch list: prices with no
 * word on GST read as final to some buyers and as "+ GST" to others. None
 * says it: the file's gst is what is missing. Some do: the first plan that does not.
 */
export function gstUnset(file: { gst?: Gst | undefined; plans: Plan[] }, source: SourceMap): Unset | undefined {
  const unset = file.gst ? [] : file.plans.filter((plan) => !plan.gst);
  if (!unset.length) return undefined;
  const all = unset.length === file.plans.length;
  const first = file.plans.indexOf(unset[0]!);
  return {
    ...source.keyPosition(all ? ["plans"] : ["plans", first]),
    path: all ? "gst" : `plans[${first}].gst`,
    value: `not set: whether the prices include GST, and its rate${all ? "" : ` (${unset.map((p) => p.id).join(", ")})`}`,
  };
}
