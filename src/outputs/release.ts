// What npm run deploy (src/deploy/) needs from a build beside the configs:
// the folder the configs name for the site's files until the deploy names
// its release's own, and dist-server/site.json, which says where the site is
// served (its host, for the deploy's check of what the server answers, and
// its path, the folder its files go in).
import type { OutputFile } from "./output-file.ts";

/**
 * The site's folder as the generated nginx config and Caddyfile name it. The
 * deploy replaces it with the release's own folder, so a server serves the
 * pages its headers were written for until it loads another release's config.
 */
export const RELEASE_SITE = "/var/www/site/current/site";

/** The file dist-server/ says the site's address in. */
export const SITE_FILE = "site.json";

export interface SiteFile {
  siteUrl: string;
}

export function siteFile(siteUrl: string): OutputFile {
  const site: SiteFile = { siteUrl };
  return { file: SITE_FILE, contents: `${JSON.stringify(site, null, 2)}\n` };
}
