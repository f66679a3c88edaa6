// src/model/facts.ts: the facts other texts state (factsOf): each plan's name,
// amount and price as the cards write them, the guarantee's days, the
// discount, the GST terms, and what a failed file leaves unknown.
import { beforeAll, describe, expect, it } from "vitest";
import { factsOf, namesUnknownFacts } from "../../../src/model/facts.ts";
import { loadContent, type SiteModel } from "../../../src/model/site-model.ts";
import { FIXTURE, FIXTURE_PLANS, rupees } from "../../helpers/site.ts";

describe("the facts of the content", () => {
  let model: SiteModel;
  beforeAll(async () => {
    model = await loadContent(FIXTURE);
  });

  it("give each plan's name, amount and price as the cards write it, the guarantee's days and the discount", () => {
    const facts = factsOf({ landing: model.landing, plans: model.plans, site: model.site });
    expect(facts.unknown).toEqual([]);
    for (const plan of FIXTURE_PLANS)
      expect(facts.plans![plan.id]).toEqual({
        name: plan.name,
        amount: rupees(plan.price),
        price: `${rupees(plan.price)}/month + 18% GST`,
        period: "/month",
        gst: "+ 18% GST",
      });
    expect(facts.pricing).toEqual({ guarantee: { days: String(model.landing.pricing.guarantee.days) } });
    expect(facts.offer).toEqual({ discount: `${model.landing.closing.offer.discount}%` });
    expect(facts.gstTerms).toEqual([{ included: false, rate: 18 }]);
    expect(typeof facts.privacy?.analytics).toBe("string");
  });

  it("give each different GST once, and no GST words on a plan sold without it", () => {
    const [first, second, ...rest] = model.plans;
    const plans = [{ ...first!, gst: { included: true, rate: 5 } }, { ...second!, gst: undefined }, ...rest];
    const facts = factsOf({ landing: model.landing, plans, site: model.site });
    expect(facts.gstTerms).toEqual([{ included: true, rate: 5 }, ...(rest.length ? [{ included: false, rate: 18 }] : [])]);
    expect(facts.plans![first!.id]!.price).toBe(`${rupees(first!.price)}/month incl. 5% GST`);
    expect(facts.plans![second!.id]).toMatchObject({ price: `${rupees(second!.price)}/month`, gst: "" });
  });

  it("name what a failed file would have given as unknown, so a token naming it waits for that file's own problems", () => {
    expect(factsOf({ landing: undefined, plans: model.plans, site: model.site }).unknown).toEqual(["plans", "pricing", "offer"]);
    expect(factsOf({ landing: model.landing, plans: undefined, site: undefined }).unknown).toEqual(["plans", "privacy"]);
    const facts = factsOf({ landing: undefined, plans: undefined, site: model.site });
    expect(namesUnknownFacts("plans.bot.price", facts)).toBe(true);
    expect(namesUnknownFacts("offer", facts)).toBe(true);
    expect(namesUnknownFacts("planss.bot", facts)).toBe(false);
    expect(namesUnknownFacts("privacy.analytics", facts)).toBe(false);
  });

  it("carry the former names only when there are some", () => {
    const former = [{ id: "x", name: "Old", now: "New" }];
    expect(factsOf({ landing: model.landing, plans: model.plans, site: model.site, formerNames: former }).formerNames).toEqual(former);
    expect(factsOf({ landing: model.landing, plans: model.plans, site: model.site, formerNames: [] })).not.toHaveProperty("formerNames");
  });
});
