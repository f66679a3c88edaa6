// src/model/analytics-setup.ts: the analytics service site.yaml sets, with its
// defaults filled in, and the Privacy Policy's sentence about it.
import { describe, expect, it } from "vitest";
import { analyticsOf, privacyAnalytics } from "../../../src/model/analytics-setup.ts";
import type { Site } from "../../../src/model/schema/site.ts";

/** A site.yaml as these read it: its address, its analytics and the policy's two sentences. */
const site = (analytics?: Site["analytics"]): Site =>
  ({
    siteUrl: "https://www.tripreply.in/agency",
    analytics,
    privacyAnalytics: { none: "We count nothing.", used: "We use {service} at {origin}; {service} sets no cookies." },
  }) as Site;

describe("the analytics service", () => {
  it("is none while site.yaml sets none, and the Privacy Policy says so", () => {
    expect(analyticsOf(site())).toBeUndefined();
    expect(privacyAnalytics(site())).toBe("We count nothing.");
  });

  it("is the service's cloud with its usual script, and Plausible's domain is siteUrl's host, by default", () => {
    expect(analyticsOf(site({ service: "plausible" }))).toEqual({
      service: "plausible",
      name: "Plausible Analytics",
      origin: "https://plausible.io",
      script: "https://plausible.io/js/script.tagged-events.js",
      site: "www.tripreply.in",
    });
  });

  it("is a self-hosted one at its own origin, script and site, and the policy names its host", () => {
    const umami = site({
      service: "umami",
      origin: "https://stats.agency.in",
      script: "/u.js",
      site: "94db1cb1-74f4-4a40-ad6c-962362670409",
    });
    expect(analyticsOf(umami)).toMatchObject({
      name: "Umami",
      script: "https://stats.agency.in/u.js",
      site: "94db1cb1-74f4-4a40-ad6c-962362670409",
    });
    expect(privacyAnalytics(umami)).toBe("We use Umami at stats.agency.in; Umami sets no cookies.");
  });
});
