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
