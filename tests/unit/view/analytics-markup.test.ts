// src/view/analytics-markup.ts: the markup that makes the analytics service
// count a conversion (Plausible's classes, Umami's data attributes), each
// with the page's language, and the loader's settings.
import { describe, expect, it } from "vitest";
import { conversionMarkup, loaderData } from "../../../src/view/analytics-markup.ts";

describe("a conversion's markup", () => {
  it("is nothing without a service", () => {
    expect(conversionMarkup(undefined, { name: "Book Demo", position: "hero" })).toEqual({ data: {} });
  });

  it("for Plausible, is tagged-event classes, a space written as +", () => {
    expect(conversionMarkup({ service: "plausible", lang: "hi-IN" }, { name: "Start Free Trial", plan: "AI Chat Bot" })).toEqual({
      className: "plausible-event-name=Start+Free+Trial plausible-event-plan=AI+Chat+Bot plausible-event-lang=hi-IN",
      data: {},
    });
  });

  it("for Umami, is the event's data attributes", () => {
    expect(conversionMarkup({ service: "umami", lang: "en-IN" }, { name: "WhatsApp", position: "corner" })).toEqual({
      data: { "data-umami-event": "WhatsApp", "data-umami-event-position": "corner", "data-umami-event-lang": "en-IN" },
    });
  });
});

describe("the loader's settings", () => {
  const setup = { name: "", origin: "https://stats.agency.in", script: "https://stats.agency.in/s.js", site: "x" };

  it("are the script and the domain for Plausible, the script, website ID and host for Umami", () => {
    expect(loaderData({ ...setup, service: "plausible" })).toEqual({ "data-script": setup.script, "data-domain": "x" });
    expect(loaderData({ ...setup, service: "umami" })).toEqual({
      "data-script": setup.script,
      "data-website-id": "x",
      "data-host-url": "https://stats.agency.in",
    });
  });
});
