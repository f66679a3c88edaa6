// A page's HTML as served under a sub-path (siteUrl https://example.org/agency):
// every root-relative address in an attribute ("/hi", "/icons/…", a legal
// page's link to "/privacy-policy", the pictures' srcset) gets the path in
// front, so nothing on the page escapes to the host's root. Templates and
// content keep writing addresses from the site's own root; this is the one
// place that knows where that root is (as Eleventy's HTML base plugin does).

const ATTRIBUTE = /(\s(?:href|src|action|poster)=")\/(?!\/)/g;
const SRCSET = /(\s(?:srcset|imagesrcset)=")([^"]*)"/g;

/** `html` with its root-relative addresses under `base` ("/agency"); unchanged for a site at the root (""). */
export function underBase(html: string, base: string): string {
  if (!base) return html;
  return html
    .replace(ATTRIBUTE, `$1${base}/`)
    .replace(SRCSET, (_, start: string, list: string) => `${start}${list.replace(/(^|,\s*)\/(?!\/)/g, `$1${base}/`)}"`);
}
