// Where the site lives: at its host's root (https://www.tripreply.in) or
// under a path (https://example.org/agency, a project page of a git host).
// Site paths are written from the site's own root ("/hi", "/privacy-policy");
// these give the absolute address of one, and the path it is served under.

/** The path the site is served under: "" at the host's root, "/agency" under a sub-path. */
export const basePath = (siteUrl: string): string => new URL(siteUrl).pathname.replace(/\/+$/, "");

/** The absolute address of a site path: ("https://example.org/agency", "/hi") → "https://example.org/agency/hi". */
export const siteAddress = (siteUrl: string, path: string): string =>
  new URL(path.replace(/^\//, ""), `${siteUrl.replace(/\/+$/, "")}/`).toString();
