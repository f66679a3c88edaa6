// src/text/offer-text.ts: whether the limited-time offer is shown today (open
// with no end date, until its last day, ended after it) and what its
// {deadline} and {discount} read.
import { describe, expect, it } from "vitest";
import { offerState, offerText } from "../../../src/text/offer-text.ts";
import type { Landing } from "../../../src/model/schema/landing.ts";

const OFFER: Landing["closing"]["offer"] = {
  label: "Limited-time offer",
  discount: 50,
  heading: "{discount} off your first month",
  perks: ["Book your demo {deadline} to claim it"],
  deadline: { open: "this week", until: "by {date}" },
};
const UNTIL = { ...OFFER, validUntil: "2026-11-30" };

describe("the offer's state", () => {
  it("is open while no end date is set", () => {
    expect(offerState(OFFER, "2030-01-01")).toEqual({ kind: "open" });
  });

  it("runs until its last day, that day included, and has ended the day after", () => {
    expect(offerState(UNTIL, "2026-11-29")).toEqual({ kind: "until", date: "2026-11-30" });
    expect(offerState(UNTIL, "2026-11-30")).toEqual({ kind: "until", date: "2026-11-30" });
    expect(offerState(UNTIL, "2026-12-01")).toEqual({ kind: "ended", date: "2026-11-30" });
  });
});

describe("the offer's text", () => {
  it("says its open deadline while it has no end date, and the discount as a percentage", () => {
    expect(offerText("{discount} off, book {deadline}", { offer: OFFER, state: { kind: "open" } })).toBe("50% off, book this week");
  });

  it("names its last day in the page's language once it has one", () => {
    const state = offerState(UNTIL, "2026-11-01");
    expect(offerText("Book your demo {deadline}", { offer: UNTIL, state })).toBe("Book your demo by Monday, 30 November");
    expect(offerText("{deadline}", { offer: UNTIL, state, locale: "hi-IN" })).toBe("by सोमवार, 30 नवंबर");
  });

  it("leaves a text without either slot as it is", () => {
    expect(offerText("Free setup", { offer: OFFER, state: { kind: "open" } })).toBe("Free setup");
  });
});
