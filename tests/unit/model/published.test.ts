// src/model/published.ts: the record of what the site has published (each
// legal page's date and text, each plan's names), as the model reads it: a
// recorded name a plan no longer has is a former name.
import { describe, expect, it } from "vitest";
import { formerNames, type PublishedRecord } from "../../../src/model/published.ts";
import type { Plan } from "../../../src/model/schema/plans.ts";

const plans = [
  { id: "bot", name: "AI Chat Bot" },
  { id: "suite", name: "Complete Solution" },
] as Plan[];

describe("former names", () => {
  it("are the recorded names a plan no longer has, told apart from its name without regard to case", () => {
    const names: PublishedRecord = { legal: {}, planNames: { en: { bot: ["Old Bot", "AI CHAT BOT", "AI Chat Bot"] } } };
    expect(formerNames(names, "en", plans)).toEqual([{ id: "bot", name: "Old Bot", now: "AI Chat Bot" }]);
    expect(formerNames(names, "hi", plans)).toEqual([]);
  });
});
