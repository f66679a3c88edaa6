// Structured data (schema.org JSON-LD) for each page, built from content:
// each landing page describes, in its language, the organisation and the
// website (one of each, the same @id in every language), itself as a WebPage
// with inLanguage, and the plans as offers in INR (with or without GST); each
// legal page gives itself as a WebPage with its dates (datePublished,
// dateModified: the page's own, as the sitemap's lastmod), and its breadcrumb
// trail. Values still in [brackets] are left out rather than published as
// facts. The objects are typed with schema-dts (schema.org's vocabulary as TypeScript types), so a
// misspelt property, a property on the wrong type or a value of the wrong
// kind fails the typecheck instead of being silently ignored by search engines.
import type { BreadcrumbList, ContactPoint, Organization, Service, Thing, WebPage, WebSite, WithContext } from "schema-dts";
import type { Route } from "./routes.ts";
import { isPlaceholder } from "../model/schema/fields.ts";
import { siteAddress } from "./site-address.ts";

/** UN/CEFACT codes schema.org uses for a unit of time. */
const PERIOD_CODE = { month: "MON", year: "ANN" } as const;

/** One schema.org object with its @context: the contents of one script element. */
export type StructuredData = WithContext<Thing>;

/** The JSON-LD objects for a page, each to go in its own script element. */
export function structuredData(route: Route, logo: string | undefined): StructuredData[] {
  // The page's language's texts; the organisation and the website are one, with one @id, in every language.
  const { site, landing, plans } = route.edition;
  const lang = route.edition.locale.tag;
  const home = siteAddress(site.siteUrl, "/");
  const url = (path: string) => siteAddress(site.siteUrl, path);
  if (route.kind === "landing") {
    const organization = compact<Organization>({
      "@type": "Organization",
      "@id": `${home}#organization`,
      name: filled(site.brand.name),
      legalName: filled(site.legal.entity),
      url: home,
      logo: logo && url(logo),
      description: site.brand.tagline,
      address: filled(site.legal.address) && {
        "@type": "PostalAddress",
        streetAddress: site.legal.address,
        addressCountry: site.legal.country,
      },
      contactPoint: contactPoint(site.contact),
    });
    const website = compact<WebSite>({
      "@type": "WebSite",
      "@id": `${home}#website`,
      url: home,
      name: filled(site.brand.name),
      description: landing.meta.description,
      inLanguage: route.alternates.length ? route.alternates.map((a) => a.tag) : lang,
      publisher: { "@id": `${home}#organization` },
    });
    const page = compact<WebPage>({
      "@type": "WebPage",
      "@id": url(route.path),
      url: url(route.path),
      name: route.title,
      description: route.description,
      inLanguage: lang,
      isPartOf: { "@id": `${home}#website` },
      about: { "@id": `${home}#service` },
    });
    const service = compact<Service>({
      "@type": "Service",
      "@id": `${home}#service`,
      name: filled(site.brand.name),
      description: site.brand.tagline,
      provider: { "@id": `${home}#organization` },
      areaServed: site.legal.country,
      offers: plans.map((plan) => ({
        "@type": "Offer",
        name: plan.name,
        description: plan.description,
        url: url(`${route.path}#pricing`),
        price: plan.price,
        priceCurrency: "INR",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: plan.price,
          priceCurrency: "INR",
          unitCode: PERIOD_CODE[plan.period],
          unitText: plan.period,
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: PERIOD_CODE[plan.period] },
          // Left out while plans.yaml does not say (a launch item): never a guess.
          ...(plan.gst ? { valueAddedTaxIncluded: plan.gst.included } : {}),
        },
      })),
    });
    return [withContext(organization), withContext(website), withContext(page), withContext(service)];
  }
  if (route.kind === "legal") {
    const { meta } = route.page;
    return [
      // Its dates are the ones the page shows, and the sitemap's <lastmod>: one date, everywhere.
      withContext(
        compact<WebPage>({
          "@type": "WebPage",
          "@id": url(route.path),
          url: url(route.path),
          name: route.name,
          description: route.description,
          inLanguage: lang,
          datePublished: meta.effective,
          dateModified: meta.updated,
          isPartOf: { "@id": `${home}#website` },
        }),
      ),
      withContext<BreadcrumbList>({
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: site.brand.name, item: url(route.edition.home) },
          { "@type": "ListItem", position: 2, name: route.name, item: url(route.path) },
        ],
      }),
    ];
  }
  return [];
}

/** JSON for a <script type="application/ld+json">: "<" is escaped so no text can close the element. */
export function jsonLdText(data: StructuredData): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function contactPoint(contact: { email: string; phone: string }): ContactPoint | undefined {
  const email = filled(contact.email);
  const telephone = filled(contact.phone);
  if (!email && !telephone) return undefined;
  return compact<ContactPoint>({ "@type": "ContactPoint", contactType: "customer service", email, telephone });
}

const filled = (value: string): string | undefined => (isPlaceholder(value) ? undefined : value);

const withContext = <T extends Thing>(thing: T): WithContext<T> =>
  ({ "@context": "https://schema.org", ...(thing as object) }) as WithContext<T>;

/** Drops the properties left undefined (placeholders), so the JSON has no empty values. */
function compact<T extends Thing>(thing: T): T {
  return Object.fromEntries(Object.entries(thing).filter(([, value]) => value !== undefined && value !== false)) as T;
}
