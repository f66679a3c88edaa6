// What npm run deploy (src/deploy/) and the server configs agree on. The
// configs name the deploy folder (the deploy writes its own in each
// release's copy, which is what root installs); each release gives the
// server what changes with it as data only, in its values file: its own name,
// from which the configs find its files, and each header's value
// (values-file.ts). And dist-server/site.json says where the site is served
// (its host, for the deploy's check of what the server answers, and its
// path, the folder its files go in).
import type { OutputFile } from "./output-file.ts";

/** The deploy folder as the generated configs name it: releases/<name>/ and `current`, the link to the live one. */
export const DEPLOY_FOLDER = "/var/www/site";

/** A release's values file, in its folder (and in dist-server/, without the release's name). */
export const VALUES_FILE = "values.map";

/** The value that names the live release. */
export const RELEASE_VALUE = "site_release";

/**
 * A release's name, a time with -2, -3… for a second deploy within the
 * second (20261126T163412Z), as a regular expression without intervals,
 * which nginx, awk and JavaScript all read alike.
 */
export const RELEASE_NAME = `${"[0-9]".repeat(8)}T${"[0-9]".repeat(6)}Z(-[0-9]+)?`;

/** Where root installs Caddy's values command (caddy-values.ts), as the deploy runs it. */
export const CADDY_VALUES_COMMAND = "/usr/local/sbin/site-caddy-values";

/** Where that command writes the vars, and the Caddyfile imports them from. */
export const CADDY_VALUES = "/etc/caddy/site-values.caddy";

/** The file dist-server/ says the site's address in. */
export const SITE_FILE = "site.json";

export interface SiteFile {
  siteUrl: string;
}

export function siteFile(siteUrl: string): OutputFile {
  const site: SiteFile = { siteUrl };
  return { file: SITE_FILE, contents: `${JSON.stringify(site, null, 2)}\n` };
}
