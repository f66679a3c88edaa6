// The route table: every page the site has, where its file goes in dist/, and
// its head metadata. Legal pages come from content/legal/*.md, so a new
// markdown file is a new route with no code change. The not-found page is a
// route too, so it shares the header, footer and head of every other page.
import type { LegalPage, SiteModel } from "./content.ts";

interface BaseRoute {
  /** The URL path, e.g. "/" or "/privacy-policy". */
  path: string;
  /** Output file relative to dist/. Clean URLs: /privacy-policy is privacy-policy.html. */
  file: string;
  /** The page's <title>, with the brand. */
  title: string;
  /** The page's own name, without the brand: shown on its social preview and in breadcrumbs. */
  name: string;
  description: string;
  /** False keeps the page out of search: noindex, no canonical URL, not in the sitemap. */
  indexable: boolean;
}

export type Route =
  | (BaseRoute & { kind: "landing" })
  | (BaseRoute & { kind: "legal"; page: LegalPage })
  | (BaseRoute & { kind: "notFound" });

export function routes(model: SiteModel): Route[] {
  const { site, landing, legal } = model;
  const brand = site.brand.name;
  return [
    {
      kind: "landing",
      path: "/",
      file: "index.html",
      title: `${brand}: ${landing.meta.title}`,
      name: landing.meta.title,
      description: landing.meta.description,
      indexable: true,
    },
    ...legal.map(
      (page): Route => ({
        kind: "legal",
        page,
        path: `/${page.slug}`,
        file: `${page.slug}.html`,
        title: `${page.meta.title} | ${brand}`,
        name: page.meta.title,
        description: page.meta.description,
        indexable: true,
      }),
    ),
    // Hosts serve 404.html for unknown paths (Netlify and Cloudflare Pages by
    // convention, nginx and others by configuration: see the README).
    {
      kind: "notFound",
      path: "/404",
      file: "404.html",
      title: `${site.notFound.title} | ${brand}`,
      name: site.notFound.title,
      description: site.notFound.description,
      indexable: false,
    },
  ];
}
