// Names at the top of dist/ that the build uses itself, and what for. A legal
// page (content/legal/<name>.md) and a language (site.yaml's locales, whose
// pages are under /<code>) each take an address at the top of the site, so
// neither may take one of these: one page would silently replace another.
export const BUILD_NAMES: Record<string, string> = {
  index: "the home page (index.html)",
  "404": "the page-not-found page (404.html)",
  sitemap: "the sitemap (sitemap.xml)",
  robots: "the rules for search engines (robots.txt)",
  og: "the folder of link-preview images (og/)",
  icons: "the folder of icons (icons/)",
  images: "the folder of pictures (images/)",
};

/**
 * Ids the page templates give elements of every legal page (the skip link's
 * target, the menu, the footer's contact block and columns, the table of
 * contents, the icons): a heading of a legal page never takes one, so the
 * skip link and the footer's anchor go where they say. The test over every
 * built page (no id twice) keeps this list true.
 */
export function isPageId(id: string): boolean {
  return ["main", "site-nav-list", "contact", "toc-title"].includes(id) || /^footer-column-\d+$/.test(id) || id.startsWith("i-");
}
