// Structured data (schema.org JSON-LD) for each page, built from content:
// the landing page describes the organisation, the website and the plans as
// offers in INR; each legal page gives its breadcrumb trail. Values still in
// [brackets] are left out rather than published as facts.
import type { SiteModel } from "./content.ts";
import type { Route } from "./routes.ts";
import { isPlaceholder } from "./schema/fields.ts";

type Thing = Record<string, unknown>;

/** UN/CEFACT codes schema.org uses for a unit of time. */
const PERIOD_CODE = { month: "MON", year: "ANN" } as const;

/** The JSON-LD objects for a page, each to go in its own script element. */
export function structuredData(route: Route, model: SiteModel, logo: string | undefined): Thing[] {
  const { site } = model;
  const home = `${site.siteUrl}/`;
  const url = (path: string) => new URL(path, home).toString();
  if (route.kind === "landing") {
    const organization = compact({
      "@type": "Organization",
      "@id": `${home}#organization`,
      name: filled(site.brand.name),
      legalName: filled(site.legal.entity),
      url: home,
      logo: logo && url(logo),
      description: site.brand.tagline,
      address: filled(site.legal.address) && { "@type": "PostalAddress", streetAddress: site.legal.address, addressCountry: site.legal.country },
      contactPoint: contactPoint(site.contact),
    });
    const website = compact({
      "@type": "WebSite",
      "@id": `${home}#website`,
      url: home,
      name: filled(site.brand.name),
      description: model.landing.meta.description,
      inLanguage: site.language,
      publisher: { "@id": `${home}#organization` },
    });
    const service = compact({
      "@type": "Service",
      "@id": `${home}#service`,
      name: filled(site.brand.name),
      description: site.brand.tagline,
      provider: { "@id": `${home}#organization` },
      areaServed: site.legal.country,
      offers: model.plans.map((plan) => ({
        "@type": "Offer",
        name: plan.name,
        description: plan.description,
        url: url("/#pricing"),
        price: plan.price,
        priceCurrency: "INR",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: plan.price,
          priceCurrency: "INR",
          unitCode: PERIOD_CODE[plan.period],
          unitText: plan.period,
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: PERIOD_CODE[plan.period] },
        },
      })),
    });
    return [organization, website, service].map(withContext);
  }
  if (route.kind === "legal") {
    return [
      withContext({
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: site.brand.name, item: home },
          { "@type": "ListItem", position: 2, name: route.name, item: url(route.path) },
        ],
      }),
    ];
  }
  return [];
}

/** JSON for a <script type="application/ld+json">: "<" is escaped so no text can close the element. */
export function jsonLdText(data: Thing): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

function contactPoint(contact: { email: string; phone: string }): Thing | undefined {
  const email = filled(contact.email);
  const telephone = filled(contact.phone);
  if (!email && !telephone) return undefined;
  return compact({ "@type": "ContactPoint", contactType: "customer service", email, telephone });
}

const filled = (value: string): string | undefined => (isPlaceholder(value) ? undefined : value);

const withContext = (thing: Thing): Thing => ({ "@context": "https://schema.org", ...thing });

/** Drops the properties left undefined (placeholders), so the JSON has no empty values. */
function compact(thing: Thing): Thing {
  return Object.fromEntries(Object.entries(thing).filter(([, value]) => value !== undefined && value !== false));
}
