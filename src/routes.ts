// The route table: every page the site has, where its file goes in dist/, and
// its head metadata. Legal pages come from content/legal/*.md, so a new
// markdown file is a new route with no code change.
import type { LegalPage, SiteModel } from "./content.ts";

interface BaseRoute {
  /** The URL path, e.g. "/" or "/privacy-policy". */
  path: string;
  /** Output file relative to dist/. Clean URLs: /privacy-policy is privacy-policy.html. */
  file: string;
  title: string;
  description: string;
}

export type Route = (BaseRoute & { kind: "landing" }) | (BaseRoute & { kind: "legal"; page: LegalPage });

export function routes(model: SiteModel): Route[] {
  const { site, landing, legal } = model;
  const brand = site.brand.name;
  return [
    { kind: "landing", path: "/", file: "index.html", title: `${brand}: ${landing.meta.title}`, description: landing.meta.description },
    ...legal.map(
      (page): Route => ({
        kind: "legal",
        page,
        path: `/${page.slug}`,
        file: `${page.slug}.html`,
        title: `${page.meta.title} | ${brand}`,
        description: page.meta.description,
      }),
    ),
  ];
}
