// src/view/links.ts: where each call to action goes.
import { describe, expect, it } from "vitest";
import type { Plan } from "../../../src/model/schema/plans.ts";
import type { Site } from "../../../src/model/schema/site.ts";
import { demoHref, isExternal, trialHref, videoLink } from "../../../src/view/links.ts";

const site = (demo: Partial<Site["demo"]>) => ({ demo: { schedulingUrl: "https://cal.example.com/agency/demo", ...demo } }) as Site;

describe("calls to action", () => {
  it("send every demo button to the scheduling page", () => {
    expect(demoHref(site({}))).toBe("https://cal.example.com/agency/demo");
  });

  it("tell the scheduling page which plan a free trial is for, keeping its own query", () => {
    expect(trialHref(site({}), { id: "complete-solution" } as Plan)).toBe("https://cal.example.com/agency/demo?plan=complete-solution");
    expect(trialHref(site({ schedulingUrl: "https://cal.example.com/demo?utm_source=site" }), { id: "ai-chat-bot" } as Plan)).toBe(
      "https://cal.example.com/demo?utm_source=site&plan=ai-chat-bot",
    );
  });

  it("play the demo video when there is one, and otherwise go to how it works", () => {
    expect(videoLink(site({ videoUrl: "https://video.example.com/v" }))).toEqual({ href: "https://video.example.com/v", external: true });
    expect(videoLink(site({}))).toEqual({ href: "#how-it-works", external: false });
  });

  it("know an address on another site from one of this site", () => {
    expect(isExternal("https://wa.me/919800000000")).toBe(true);
    expect(isExternal("/privacy-policy")).toBe(false);
    expect(isExternal("#pricing")).toBe(false);
  });
});
