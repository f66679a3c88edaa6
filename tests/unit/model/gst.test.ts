// src/model/gst.ts: each plan's GST (its own, else the one plans.yaml gives
// all plans, else none yet).
import { describe, expect, it } from "vitest";
import { withGst } from "../../../src/model/gst.ts";
import type { Plan } from "../../../src/model/schema/plans.ts";

const plan = (id: string, gst?: Plan["gst"]): Plan => ({
  id,
  name: id,
  icon: "bot",
  price: 4999,
  period: "month",
  description: "d",
  features: ["f"],
  popular: false,
  ...(gst ? { gst } : {}),
});

describe("each plan's GST", () => {
  it("is its own where it has one, else the file's", () => {
    const own = { included: true, rate: 5 };
    const file = { included: false, rate: 18 };
    expect(withGst({ gst: file, plans: [plan("a", own), plan("b")] }).map((p) => p.gst)).toEqual([own, file]);
  });

  it("is none while neither is set, and the plans are given back as they were", () => {
    const plans = [plan("a"), plan("b")];
    expect(withGst({ plans })).toEqual(plans);
    expect(withGst({ plans })[0]).toBe(plans[0]);
  });
});
