// sitemap.xml and robots.txt. The sitemap lists every indexable route (not
// the 404 page) with the date its content last changed: the legal pages'
// `updated` front matter, the landing page's optional meta.updated. Never the
// build time, so two builds of the same content stay byte-identical. A page
// in several languages lists each of them, and x-default (the source
// language's), as xhtml:link alternates in every one of its entries.
import type { OutputFile } from "./output-file.ts";
import type { SiteModel } from "../model/site-model.ts";
import type { Route } from "../view/routes.ts";
import { siteAddress } from "../view/site-address.ts";

export function seoFiles(routes: Route[], model: SiteModel): OutputFile[] {
  const address = (path: string) => siteAddress(model.site.siteUrl, path);
  const entries = routes
    .filter((route) => route.indexable)
    .map((route) => {
      const lastmod =
        route.kind === "legal" ? route.page.meta.updated : route.kind === "landing" ? route.edition.landing.meta.updated : undefined;
      const url = (path: string) => escapeXml(address(path));
      const source = route.alternates.find((a) => a.source);
      const alternates = [...route.alternates.map((a) => [a.tag, a.path]), ...(source ? [["x-default", source.path]] : [])]
        .map(([tag, path]) => `    <xhtml:link rel="alternate" hreflang="${tag}" href="${url(path!)}"/>\n`)
        .join("");
      return `  <url>\n    <loc>${url(route.path)}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ""}${alternates}  </url>\n`;
    });
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("")}</urlset>\n`;
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${address("/sitemap.xml")}\n`;
  return [
    { file: "sitemap.xml", contents: sitemap },
    { file: "robots.txt", contents: robots },
  ];
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
