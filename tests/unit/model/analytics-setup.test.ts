// src/model/analytics-setup.ts: the analytics service site.yaml sets, with its
// defaults filled in, and the Privacy Policy's sentence about it.
import { beforeAll, describe, expect, it } from "vitest";
import { analyticsOf, privacyAnalytics } from "../../../src/model/analytics-setup.ts";
import type { Site } from "../../../src/model/schema/site.ts";
import { loadContent } from "../../../src/model/site-model.ts";
import { FIXTURE } from "../../helpers/site.ts";

let base: Site;
beforeAll(async () => {
  const { site } = await loadContent(FIXTURE);
  base = {
    ...site,
    siteUrl: "https://www.tripreply.in/agency",
    privacyAnalytics: { none: "We count nothing.", used: "We use {service} at {origin}; {service} sets no cookies." },
  };
});

describe("the analytics service", () => {
  it("is none while site.yaml sets none, and the Privacy Policy says so", () => {
    const site = { ...base, analytics: undefined };
    expect(analyticsOf(site)).toBeUndefined();
    expect(privacyAnalytics(site)).toBe("We count nothing.");
  });

  it("is the service's cloud with its usual script, and Plausible's domain is siteUrl's host, by default", () => {
    expect(analyticsOf({ ...base, analytics: { service: "plausible" } })).toEqual({
      service: "plausible",
      name: "Plausible Analytics",
      origin: "https://plausible.io",
      script: "https://plausible.io/js/script.tagged-events.js",
      site: "www.tripreply.in",
    });
  });

  it("is a self-hosted one at its own origin, script and site, and the policy names its host", () => {
    const site = {
      ...base,
      analytics: {
        service: "umami" as const,
        origin: "https://stats.agency.in",
        script: "/u.js",
        site: "94db1cb1-74f4-4a40-ad6c-962362670409",
      },
    };
    expect(analyticsOf(site)).toMatchObject({
      name: "Umami",
      script: "https://stats.agency.in/u.js",
      site: "94db1cb1-74f4-4a40-ad6c-962362670409",
    });
    expect(privacyAnalytics(site)).toBe("We use Umami at stats.agency.in; Umami sets no cookies.");
  });
});
