// src/checks/values-to-set.ts: the offer's end date and the plans' GST, each
// on the launch list at its line while unset, and an offer that has ended a
// notice at its date.
import { describe, expect, it } from "vitest";
import { gstUnset, offerFindings } from "../../../src/checks/values-to-set.ts";
import { parseYaml } from "../../../src/parse/yaml.ts";
import type { Offer } from "../../../src/text/offer-text.ts";
import type { Plan } from "../../../src/model/schema/plans.ts";

const OFFER: Offer = {
  label: "Limited-time offer",
  discount: 50,
  heading: "{discount} off your first month",
  perks: ["Book your demo {deadline} to claim it"],
  deadline: { open: "this week", until: "by {date}" },
};
const landing = parseYaml("content/landing.yaml", "closing:\n  offer:\n    discount: 50\n    validUntil: 2026-11-30\n").source;

describe("the offer's end date", () => {
  it("is to set while the offer has none, at the offer's block", () => {
    expect(offerFindings(OFFER, landing, "2026-11-01")).toMatchObject({
      unset: {
        file: "content/landing.yaml",
        line: 2,
        column: 3,
        path: "closing.offer.validUntil",
        value: expect.stringContaining("this week"),
      },
    });
  });

  it("says nothing until its last day, and that the box is left out after it, at the date", () => {
    const until = { ...OFFER, validUntil: "2026-11-30" };
    expect(offerFindings(until, landing, "2026-11-30")).toEqual({});
    expect(offerFindings(until, landing, "2026-12-01").notice).toMatchObject({
      file: "content/landing.yaml",
      line: 4,
      message: expect.stringMatching(/^the limited-time offer ended on 30 November 2026 .*today is 1 December 2026.*left out of the page$/),
    });
  });
});

describe("the plans' GST", () => {
  const plans = parseYaml("content/plans.yaml", "plans:\n  - id: a\n  - id: b\n").source;
  const GST = { included: false, rate: 18 };
  const plan = (id: string, gst?: typeof GST) => ({ id, ...(gst ? { gst } : {}) }) as Plan;

  it("is the file's to set when no plan says it", () => {
    expect(gstUnset({ plans: [plan("a"), plan("b")] }, plans)).toMatchObject({ path: "gst", line: 1 });
  });

  it("names the first plan that does not say it, and every such plan, when some do", () => {
    expect(gstUnset({ plans: [plan("a", GST), plan("b")] }, plans)).toMatchObject({
      path: "plans[1].gst",
      value: expect.stringContaining("(b)"),
    });
  });

  it("is set when the file or every plan says it", () => {
    expect(gstUnset({ gst: GST, plans: [plan("a"), plan("b")] }, plans)).toBeUndefined();
    expect(gstUnset({ plans: [plan("a", GST), plan("b", GST)] }, plans)).toBeUndefined();
  });
});
