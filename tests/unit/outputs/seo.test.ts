// src/outputs/seo.ts: sitemap.xml and robots.txt for the frozen content:
// every indexable route with the date its content last changed (never the
// build's), each language's page with its alternates and x-default.
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent, type SiteModel } from "../../../src/model/site-model.ts";
import { seoFiles } from "../../../src/outputs/seo.ts";
import { routes, type Route } from "../../../src/view/routes.ts";
import { FIXTURE } from "../../helpers/site.ts";

const SITE_URL = "https://example.org/agency";
let model: SiteModel;
let table: Route[];
let sitemap: string;
let robots: string;
beforeAll(async () => {
  const loaded = await loadContent(FIXTURE);
  model = { ...loaded, site: { ...loaded.site, siteUrl: SITE_URL } };
  table = routes(model);
  [sitemap, robots] = seoFiles(table, model).map((f) => String(f.contents)) as [string, string];
});

/** The sitemap's entry for an address. */
const entry = (loc: string) => sitemap.split("<url>").find((e) => e.includes(`<loc>${loc}</loc>`));

describe("the sitemap", () => {
  it("lists every indexable route by its absolute address, and not the not-found page", () => {
    const locs = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      table
        .filter((r) => r.indexable)
        .map((r) => `${SITE_URL}${r.path === "/" ? "/" : r.path}`)
        .sort(),
    );
    expect(sitemap).not.toContain("/404");
  });

  it("dates a legal page by its updated: date", () => {
    const legal = table.find((r) => r.kind === "legal")!;
    if (legal.kind !== "legal") throw new Error("no legal page");
    expect(entry(`${SITE_URL}${legal.path}`)).toContain(`<lastmod>${legal.page.meta.updated}</lastmod>`);
  });

  it("names each language's page and the source language's as x-default in every entry of a page", () => {
    for (const loc of [`${SITE_URL}/`, `${SITE_URL}/hi`]) {
      const found = entry(loc)!;
      expect(found).toContain(`<xhtml:link rel="alternate" hreflang="en-IN" href="${SITE_URL}/"/>`);
      expect(found).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${SITE_URL}/hi"/>`);
      expect(found).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}/"/>`);
    }
  });

  it("is the same bytes for the same content", () => {
    expect(seoFiles(table, model)).toEqual(seoFiles(routes(model), model));
  });
});

describe("robots.txt", () => {
  it("allows everything and points at the sitemap under the site's path", () => {
    expect(robots).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`);
  });
});
