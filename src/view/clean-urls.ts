// The site's clean URLs, as Netlify, Cloudflare Pages and the generated server
// configs serve them: /privacy-policy is privacy-policy.html, /hi is hi.html,
// a folder's address is its index.html. One set of rules for the static
// server, the dev server and the link check, so none of them can disagree
// with the others about what an address names.
import path from "node:path";

/**
 * The web editor's folder (dist/admin/). It is an app, not a page: its address
 * is the folder's, /admin/ (as every static host serves a folder's index), and
 * /admin sends the visitor there, where its relative files resolve.
 */
export const EDITOR_FOLDER = "admin";

/**
 * The files of dist/ an address may name, in the order they are tried:
 * "/x" → x, x.html, x/index.html; "/" and "/x/" → index.html, x/index.html.
 * The query and fragment are ignored; undefined for an address that cannot
 * be decoded. ".." never climbs out of the site.
 */
export function candidateFiles(urlPath: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split(/[?#]/)[0]!);
  } catch {
    return undefined;
  }
  // Normalised as an absolute path, ".." stops at the top of the site.
  const clean = path.posix.normalize(`/${decoded}`).replace(/^\/+/, "");
  return clean === "" || clean.endsWith("/") ? [`${clean}index.html`] : [clean, `${clean}.html`, `${clean}/index.html`];
}

/**
 * A dot-dot segment in a path as asked, before decoding: written or
 * percent-encoded ("/../", "/%2e%2e/", "/..%2f"), as a regular expression
 * that JavaScript, nginx (PCRE) and Caddy (RE2) read alike; `end` is what else
 * may follow the dots (nginx matches the path with its query). Browsers
 * resolve dot segments before they ask, so only a probe sends one: the preview
 * server and both server configs answer 400, with the 404 page's headers.
 */
export const dotSegment = (end = "$") => `(/|%2[fF])(\\.|%2[eE])(\\.|%2[eE])(/|%2[fF]|${end})`;

/** Whether a path as asked (no query) has a dot-dot segment. */
export const hasDotSegment = (askedPath: string) => new RegExp(dotSegment()).test(askedPath);

/** The page an address names: /terms.html and /terms/ are /terms; /index.html is /; the editor's is /admin/. */
export function pageAddress(pathname: string): string {
  const clean = decodeSafely(pathname)
    .replace(/\/index(\.html)?$/, "/")
    .replace(/\.html$/, "");
  const page = clean.length > 1 ? clean.replace(/\/+$/, "") : clean;
  return page === `/${EDITOR_FOLDER}` ? `${page}/` : page;
}

/** A percent-encoded address part decoded, or left as written when it is not valid encoding (it then names nothing). */
export function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
