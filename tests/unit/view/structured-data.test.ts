// src/view/structured-data.ts: each page's schema.org JSON-LD, built from the
// frozen content: one organisation and one website (the same @id in every
// language), the page in its language, the plans as offers in INR; a legal
// page with its dates and breadcrumbs; placeholders left out, never published.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent, type SiteModel } from "../../../src/model/site-model.ts";
import { routes, type Route } from "../../../src/view/routes.ts";
import { jsonLdText, structuredData } from "../../../src/view/structured-data.ts";
import { FIXTURE, FIXTURE_PLANS } from "../../helpers/site.ts";

const SITE_URL = "https://example.org/agency";
let table: Route[];
let model: SiteModel;
beforeAll(async () => {
  model = await loadContent(FIXTURE);
  table = routes(model);
});

/** The route at `path`, its site's settings changed as given (the site under a sub-path unless told otherwise). */
function route(path: string, site: Partial<SiteModel["site"]> = {}): Route {
  const found = table.find((r) => r.path === path)!;
  return { ...found, edition: { ...found.edition, site: { ...found.edition.site, siteUrl: SITE_URL, ...site } } };
}

type Data = ReturnType<typeof structuredData>;
const byType = (data: Data) => new Map(data.map((d) => [(d as { "@type": string })["@type"], d as Record<string, unknown>]));
/** The Service's offers. */
const offersOf = (data: Data) =>
  (byType(data).get("Service") as unknown as { offers: (Record<string, unknown> & { priceSpecification: Record<string, unknown> })[] })
    .offers;

describe("a landing page", () => {
  it("describes the organisation, the website, itself and the service, each with schema.org's context", () => {
    const data = structuredData(route("/"), "/icons/logo.png");
    expect(data.map((d) => [d["@context"], (d as { "@type": string })["@type"]])).toEqual([
      ["https://schema.org", "Organization"],
      ["https://schema.org", "WebSite"],
      ["https://schema.org", "WebPage"],
      ["https://schema.org", "Service"],
    ]);
    expect(byType(data).get("Organization")).toMatchObject({
      "@id": `${SITE_URL}/#organization`,
      url: `${SITE_URL}/`,
      logo: `${SITE_URL}/icons/logo.png`,
    });
  });

  it("gives the organisation and the website one @id in every language, and the page its own language and address", () => {
    const [en, hi] = [byType(structuredData(route("/"), undefined)), byType(structuredData(route("/hi"), undefined))];
    expect(hi.get("Organization")).toMatchObject({ "@id": `${SITE_URL}/#organization` });
    expect(hi.get("WebSite")).toMatchObject({ "@id": `${SITE_URL}/#website`, inLanguage: ["en-IN", "hi-IN"] });
    expect(en.get("WebPage")).toMatchObject({ "@id": `${SITE_URL}/`, inLanguage: "en-IN" });
    expect(hi.get("WebPage")).toMatchObject({ "@id": `${SITE_URL}/hi`, url: `${SITE_URL}/hi`, inLanguage: "hi-IN" });
  });

  it("offers each plan in INR per its period, saying whether GST is in the price", () => {
    const offers = offersOf(structuredData(route("/"), undefined));
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency, o.url])).toEqual(
      FIXTURE_PLANS.map((p) => [p.name, p.price, "INR", `${SITE_URL}/#pricing`]),
    );
    expect(offers[0]!.priceSpecification).toMatchObject({ unitCode: "MON", unitText: "month", valueAddedTaxIncluded: false });
  });

  it("says nothing about GST for a plan whose GST is not set yet, rather than guess", () => {
    const home = route("/");
    const plans = home.edition.plans.map((plan) => ({ ...plan, gst: undefined, period: "year" as const }));
    const [offer] = offersOf(structuredData({ ...home, edition: { ...home.edition, plans } }, undefined));
    expect(offer!.priceSpecification).not.toHaveProperty("valueAddedTaxIncluded");
    expect(offer!.priceSpecification).toMatchObject({ unitCode: "ANN" });
  });

  it("leaves out values still in brackets, and gives them once they are filled", () => {
    const site = model.site;
    const placeholders = route("/", {
      legal: { ...site.legal, entity: "[LLP name]", address: "[address]" },
      contact: { ...site.contact, email: "[email]", phone: "[phone]" },
    });
    const organization = byType(structuredData(placeholders, undefined)).get("Organization");
    for (const key of ["legalName", "address", "contactPoint"]) expect(organization).not.toHaveProperty(key);
    const filled = route("/", {
      legal: { ...site.legal, entity: "TripReply LLP", address: "1 MG Road" },
      contact: { ...site.contact, email: "hello@tripreply.in", phone: "[phone]" },
    });
    expect(byType(structuredData(filled, undefined)).get("Organization")).toMatchObject({
      legalName: "TripReply LLP",
      address: { "@type": "PostalAddress", streetAddress: "1 MG Road", addressCountry: site.legal.country },
      contactPoint: { "@type": "ContactPoint", email: "hello@tripreply.in" },
    });
    expect(byType(structuredData(filled, undefined)).get("Organization")).not.toHaveProperty("contactPoint.telephone");
  });
});

describe("a legal page", () => {
  it("gives itself with its own dates, and a breadcrumb trail from its language's home", () => {
    const legal = route("/privacy-policy");
    if (legal.kind !== "legal") throw new Error("not a legal page");
    const [page, trail] = structuredData(legal, undefined);
    expect(page).toMatchObject({
      "@type": "WebPage",
      url: `${SITE_URL}/privacy-policy`,
      datePublished: legal.page.meta.effective,
      dateModified: legal.page.meta.updated,
      isPartOf: { "@id": `${SITE_URL}/#website` },
    });
    expect(trail).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, item: `${SITE_URL}/` },
        { position: 2, name: legal.name, item: `${SITE_URL}/privacy-policy` },
      ],
    });
  });

  it("and the not-found page gives none", () => {
    expect(structuredData(route("/404"), undefined)).toEqual([]);
  });
});

describe("the JSON for a script element", () => {
  it("can never close the element, and reads back as the same data", () => {
    const text = jsonLdText({ "@context": "https://schema.org", "@type": "Thing", name: "</script><script>alert(1)</script>\u2028" });
    expect(text).not.toContain("<");
    expect(text).not.toContain("\u2028");
    fc.assert(
      fc.property(fc.string(), (name) => {
        const data = { "@context": "https://schema.org", "@type": "Thing", name } as const;
        const written = jsonLdText(data);
        return !written.includes("<") && JSON.stringify(JSON.parse(written)) === JSON.stringify(data);
      }),
    );
  });
});
