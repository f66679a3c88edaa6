// The nginx config for the site, written by every build beside dist/ from the
// same rules as dist/_headers (headers.ts) and the same table of types
// (content-types.ts). It is root's: installed once, and again only when a
// build changes it (npm run deploy refuses until then). What changes with
// each release, the headers' values (a CSP's hashes) and the release's name,
// nginx reads as data from the live release's values file, inside map
// blocks, where only key–value pairs parse (values-file.ts): nothing the
// deploy account writes is ever a directive of root's nginx, and the values
// and pages of one release are loaded together, at a reload. It
// runs on nginx 1.22 (Debian 12) and later: HTTP/2 is turned on by the listen
// line, which every version reads, not by 1.25's "http2 on;". What differs
// between machines (where the site is, its certificate, whether the brotli
// module is installed) is in local.conf, which the owner writes once from the
// example written here and the build never touches, so a deploy replaces
// site.conf as it is. tests/deploy/ runs it in Debian's nginx against the same
// expected answers as the preview server. A site under a sub-path
// (siteUrl https://example.org/agency) has its locations under the path, and
// nothing outside it but its robots.txt and the 404 page; its dist/ is copied
// into the folder of that name under the root. locations.conf holds the
// site's lines of the HTTPS server alone, the same ones site.conf holds, for a
// server of one's own that serves other things too, with maps.conf, its map
// blocks, for that server's http {} block.
import type { OutputFile } from "./output-file.ts";
import { baseType, COMPRESS_MIN_BYTES, COMPRESSIBLE_TYPES, CONTENT_TYPES, DEFAULT_CONTENT_TYPE } from "./content-types.ts";
import { headerNamesAt, headerValues, HOST_FILES, placeOf, NOT_FOUND_PAGE, type Place, type ResponseRule } from "./headers.ts";
import { basePath } from "../view/site-address.ts";
import { dotSegment, EDITOR_FOLDER } from "../view/clean-urls.ts";
import { DEPLOY_FOLDER, RELEASE_NAME, RELEASE_VALUE, VALUES_FILE } from "./release.ts";
import { ACME_PATH, ACME_WEBROOT } from "./acme-challenge.ts";
import type { Site } from "../model/schema/site.ts";

/** Where site.conf expects itself and local.conf, relative to nginx's configuration folder (/etc/nginx on Debian). */
const NGINX_FOLDER = "site";

/** The internal address of the answer to a request refused as bad (400): no file of the site's can have it. */
const BAD_REQUEST = "/.bad-request";

/** Where the site is served, and how: its host, the path it is under ("/agency", "" at the host's root), and whether on IPv6 too. */
interface Served {
  host: string;
  base: string;
  ipv6: boolean;
}

/**
 * nginx/site.conf, nginx/local.conf.example, and nginx/locations.conf and
 * nginx/maps.conf (the site's part of site.conf alone, for a server of one's
 * own), for a site whose address is siteUrl; on IPv6 too unless ipv6 is false.
 */
export function nginxFiles(rules: ResponseRule[], siteUrl: string, { ipv6 = true }: Partial<Pick<Site, "ipv6">> = {}): OutputFile[] {
  const host = safe(new URL(siteUrl).hostname, "the site's host name");
  const base = safe(basePath(siteUrl), "the site's path");
  const lines = siteLines(rules, base);
  const maps = valueMaps(rules);
  return [
    { file: "nginx/site.conf", contents: siteConf(maps, lines, { host, base, ipv6 }) },
    { file: "nginx/local.conf.example", contents: localConf(host) },
    { file: "nginx/locations.conf", contents: locationsConf(lines, siteUrl) },
    { file: "nginx/maps.conf", contents: mapsConf(maps) },
  ];
}

/**
 * The map blocks that read the live release's values file, one per value,
 * each picking its own line by name. The release's name is taken only if it
 * is one (a time), so the site's folder is always one of the releases'.
 */
function valueMaps(rules: ResponseRule[]): string[] {
  const values = `${DEPLOY_FOLDER}/current/${VALUES_FILE}`;
  return [
    "# What changes with each release, as data: its name and each header's value, read",
    `# from the live release's ${VALUES_FILE} inside map blocks, where nginx parses only`,
    "# key-value pairs, so nothing in that file, which the deploy account writes, can be",
    "# a directive. nginx reads it when it loads this config: a release's pages and its",
    "# headers go live together, at a reload.",
    ...[RELEASE_VALUE, ...headerValues(rules).map(([name]) => name)].map((name) => `map "${name}" $${name} { include ${values}; }`),
    "# The live release's files.",
    "map $site_release $site_root {",
    `    "~^${RELEASE_NAME}$" ${DEPLOY_FOLDER}/releases/$site_release/site;`,
    `    default ${DEPLOY_FOLDER}/no-release;`,
    "}",
  ];
}

/**
 * The site's own lines of its HTTPS server, everything but what names the
 * server (listen, server_name) and the machine's local.conf: site.conf holds
 * them, and locations.conf holds them alone, to include in a server of one's own.
 */
function siteLines(rules: ResponseRule[], base: string): string[] {
  const headers = (place: Place) => headerLines(rules, place, "    ");
  const folders = [...new Set(rules.flatMap(({ scope }) => ("folders" in scope ? scope.folders : [])))];
  const textTypes = [
    ...new Set(
      Object.values(CONTENT_TYPES)
        .filter((type) => /;\s*charset=/.test(type))
        .map(baseType),
    ),
  ];
  const types = Object.entries(CONTENT_TYPES).map(([extension, type]) => `        ${baseType(type)} ${extension.slice(1)};`);

  return [
    "# The live release's files (its name from its values, read at the last reload).",
    "root $site_root;",
    "",
    "# A redirect names the page only (Location: /privacy-policy), as the preview server does.",
    "absolute_redirect off;",
    "",
    "# Types from the build's table (src/outputs/content-types.ts), not mime.types: text is UTF-8.",
    "types {",
    ...types.map((line) => line.slice(4)),
    "}",
    `default_type ${DEFAULT_CONTENT_TYPE};`,
    "charset utf-8;",
    // text/html is always in charset_types; naming it again is a warning.
    `charset_types ${textTypes.filter((type) => type !== "text/html").join(" ")};`,
    "",
    "# The .gz copies the build made (and the .br ones, with brotli_static in local.conf);",
    "# text without a copy is compressed on the fly. Either way caches are told the",
    "# answer depends on Accept-Encoding.",
    "gzip_static on;",
    "gzip on;",
    "gzip_vary on;",
    `gzip_min_length ${COMPRESS_MIN_BYTES};`,
    // text/html is always compressed; naming it again is a warning.
    `gzip_types ${COMPRESSIBLE_TYPES.filter((type) => type !== "text/html").join(" ")};`,
    "",
    "# Not found: the 404 page, with status 404 and the 404 page's headers.",
    "error_page 404 @not-found;",
    "location @not-found {",
    ...headers(placeOf(rules, NOT_FOUND_PAGE)),
    `    try_files ${base}/404.html =404;`,
    "}",
    "",
    "# A dot-dot segment, written or escaped (/../, /%2e%2e/, /..%2f): browsers resolve",
    "# them before they ask, so only a probe sends one. Refused, 400 with the 404 page's",
    "# headers, as Caddy and the preview server refuse it (src/view/clean-urls.ts). One that",
    "# would climb above the root nginx refuses itself, before this server's rules, and",
    "# error_page gives it the same answer.",
    `error_page 400 ${base}${BAD_REQUEST};`,
    `if ($request_uri ~ "^[^?]*${dotSegment("\\?|$")}") { rewrite ^ ${base}${BAD_REQUEST} last; }`,
    `location = ${base}${BAD_REQUEST} {`,
    "    internal;",
    ...headers(placeOf(rules, NOT_FOUND_PAGE)),
    "    return 400;",
    "}",
    "",
    "# Files hosts read as configuration, not for visitors.",
    ...HOST_FILES.map((file) => `location = ${base}/${file} { return 404; }`),
    ...(rules.some(({ scope }) => "editor" in scope) ? editorLocations(rules, base) : []),
    "",
    "# One address per page: /privacy-policy.html and /index.html send the visitor",
    "# to /privacy-policy and /, keeping the query.",
    `location ~ ^${base}/.*\\.html$ {`,
    ...headers({ other: true }),
    "    if (-f $request_filename) {",
    `        rewrite ^${base}/index\\.html$ ${base}/ permanent;`,
    "        rewrite ^(.+)/index\\.html$ $1 permanent;",
    "        rewrite ^(.+)\\.html$ $1 permanent;",
    "    }",
    "    return 404;",
    "}",
    "",
    "# /privacy-policy/ is /privacy-policy; a folder that is no page (/images/) is not found.",
    `location ~ ^(?<page>${base}/.+)/$ {`,
    ...headers({ other: true }),
    "    if (-f $document_root$page.html) { return 301 $page$is_args$args; }",
    "    if (-f $document_root$page/index.html) { return 301 $page$is_args$args; }",
    "    return 404;",
    "}",
    "",
    "# The top level: pages (/privacy-policy is privacy-policy.html) and files with fixed names.",
    "# / is index.html by name: the index module would look it up again as /index.html, which",
    "# the redirect above would answer.",
    `location = ${base}/ {`,
    ...headers({ topLevel: true }),
    `    try_files ${base}/index.html =404;`,
    "}",
    `location ~ ^${base}/[^/]+$ {`,
    ...headers({ topLevel: true }),
    "    try_files $uri $uri.html $uri/index.html =404;",
    "}",
    ...folders.flatMap((folder) => ["", `location ${base}/${folder}/ {`, ...headers({ folder }), "    try_files $uri =404;", "}"]),
    "",
    "# Anything else: files of content/static/ in folders of their own.",
    `location ${base}/ {`,
    ...headers({ other: true }),
    "    try_files $uri $uri.html $uri/index.html =404;",
    "}",
    ...(base
      ? [
          "",
          `# The site is under ${base}/: its bare path is its folder.`,
          `location = ${base} {`,
          ...headers({ other: true }),
          `    return 301 ${base}/$is_args$args;`,
          "}",
        ]
      : []),
  ];
}

/** site.conf: the value maps, and the servers for the site's name (and the catch-all), the HTTPS one holding the site's `lines`. */
function siteConf(maps: string[], lines: string[], { host, base, ipv6 }: Served): string {
  const block = (lines: string[]) => lines.map((line) => (line ? `    ${line}` : line));
  const listen = (address: string) => [`listen ${address};`, ...(ipv6 ? [`listen [::]:${address};`] : [])];

  return `${[
    "# Written by the build (src/outputs/nginx-config.ts) from the rules dist/_headers is",
    "# written from. Root's: install it as /etc/nginx/sites-enabled/site.conf, beside",
    `# /etc/nginx/${NGINX_FOLDER}/local.conf (yours, made once from local.conf.example), and again`,
    "# only when npm run deploy says a build changed it; never edit it. It is read in",
    "# nginx's http {} block. nginx 1.22 (Debian 12) or later.",
    "",
    ...maps,
    "",
    "# Any other name this machine is asked for (its bare address, a domain pointed at it",
    "# by mistake or on purpose) gets no answer: over HTTP the connection is closed, over",
    "# HTTPS the handshake is refused, so the site's certificate and pages are shown for",
    "# its own name only. It takes the place of Debian's default site, which must go: while",
    "# that is enabled, nginx -t reports a duplicate default server.",
    "server {",
    ...block([
      ...listen("80 default_server"),
      ...listen("443 ssl default_server"),
      "server_name _;",
      "server_tokens off;",
      "ssl_reject_handshake on;",
      "return 444;",
    ]),
    "}",
    "",
    "# Plain HTTP only sends visitors to HTTPS (Strict-Transport-Security keeps them there),",
    "# but for certbot's webroot challenge, at the host's root whatever path the site is under.",
    "server {",
    ...block([
      ...listen("80"),
      `server_name ${host};`,
      "server_tokens off;",
      "",
      `# From ${ACME_WEBROOT}, Debian's default root: take the first certificate with`,
      `#   certbot certonly --webroot -w ${ACME_WEBROOT} -d ${host}`,
      "# while Debian's default site still answers, and renewals go on through this config.",
      `location ^~ ${ACME_PATH} {`,
      `    root ${ACME_WEBROOT};`,
      "    try_files $uri =404;",
      "}",
      "# A dot-dot segment is refused here too (see the HTTPS server).",
      `if ($request_uri ~ "^[^?]*${dotSegment("\\?|$")}") { return 400; }`,
      "location / {",
      "    return 301 https://$host$request_uri;",
      "}",
    ]),
    "}",
    "",
    "server {",
    ...block([
      // 1.25.1 added "http2 on;" and deprecated this (a warning, not an error); 1.22 knows only this.
      '# HTTP/2 on the listen line: nginx 1.22 does not know 1.25\'s "http2 on;".',
      ...listen("443 ssl http2"),
      `server_name ${host};`,
      "# The Server header says nginx, not its version.",
      "server_tokens off;",
      "",
      "# The machine's own: ssl_certificate and ssl_certificate_key, and brotli_static",
      "# when its module is installed.",
      `include ${NGINX_FOLDER}/local.conf;`,
      "",
      ...lines,
      ...(base
        ? [
            "",
            "# Crawlers read robots.txt at the host's root only: the site's own answers there (its",
            `# Sitemap line names the sitemap under ${base}/).`,
            "location = /robots.txt {",
            `    rewrite ^ ${base}/robots.txt last;`,
            "}",
            "# Outside the site's path there is nothing.",
            "location / {",
            "    return 404;",
            "}",
          ]
        : []),
    ]),
    "}",
  ].join("\n")}\n`;
}

/** locations.conf: the site's lines alone, for a server of one's own that serves other things too. */
function locationsConf(lines: string[], siteUrl: string): string {
  return `${[
    "# Written by the build (src/outputs/nginx-config.ts): the site's part of site.conf's HTTPS",
    "# server alone, for a server of your own that serves other things too (the site under a",
    "# path beside the host's own pages). Root's, as site.conf is; never edit it. In that",
    `# server {}, beside its listen, server_name and certificate lines: include ${NGINX_FOLDER}/locations.conf;`,
    "# and maps.conf in the http {} block (on Debian, as /etc/nginx/conf.d/site-maps.conf).",
    "# It sets the server's root, types, charset, gzip and 404 page: take those lines out of",
    "# your server, and give your own locations their own root. The host's robots.txt is",
    `# yours: add to it "Sitemap: ${siteUrl}/sitemap.xml".`,
    "",
    ...lines,
  ].join("\n")}\n`;
}

/**
 * The web editor: an app at its folder's address, /admin/ (where its files'
 * relative names resolve), with its own policy. "^~" keeps the site's regex
 * locations (one address per page) away from its files.
 */
function editorLocations(rules: ResponseRule[], base: string): string[] {
  const editor = `${base}/${EDITOR_FOLDER}/`;
  const headers = headerLines(rules, { editor: true }, "    ");
  return [
    "",
    `# The web editor: an app at ${editor}, with its own Content-Security-Policy.`,
    `location = ${editor.slice(0, -1)} {`,
    ...headerLines(rules, { topLevel: true }, "    "),
    `    return 301 ${editor}$is_args$args;`,
    "}",
    `location = ${editor}index.html {`,
    ...headers,
    `    return 301 ${editor}$is_args$args;`,
    "}",
    `location = ${editor} {`,
    ...headers,
    `    try_files ${editor}index.html =404;`,
    "}",
    `location ^~ ${editor} {`,
    ...headers,
    "    try_files $uri =404;",
    "}",
  ];
}

/**
 * A place's add_header lines, each naming its value's variable. Each
 * location that sends headers lists all of its own: nginx drops every
 * add_header a block inherits as soon as the block has one of its own.
 * "always" sends them with a 404 too.
 */
function headerLines(rules: ResponseRule[], place: Place, indent: string): string[] {
  return headerNamesAt(rules, place).map(([header, name]) => `${indent}add_header ${header} $${name} always;`);
}

/** maps.conf: the value maps alone, for the http {} block of a server of one's own that includes locations.conf. */
function mapsConf(maps: string[]): string {
  return `${[
    "# Written by the build (src/outputs/nginx-config.ts): the map blocks of site.conf alone,",
    "# for the http {} block of a server of your own that includes locations.conf (on Debian,",
    "# as /etc/nginx/conf.d/site-maps.conf). Root's, as locations.conf is; never edit it.",
    "",
    ...maps,
  ].join("\n")}\n`;
}

function localConf(host: string): string {
  return `${[
    "# This machine's part of the site's nginx config: copy it once to",
    `# /etc/nginx/${NGINX_FOLDER}/local.conf and fill it in. site.conf includes it; the build`,
    "# writes only this example, so a deploy that replaces site.conf keeps your copy.",
    "",
    "# The certificate (with its chain) and its key. certbot writes them here:",
    `ssl_certificate /etc/letsencrypt/live/${host}/fullchain.pem;`,
    `ssl_certificate_key /etc/letsencrypt/live/${host}/privkey.pem;`,
    "",
    "# The .br copies, for browsers that take brotli. Needs the brotli module: on Debian 12,",
    "# apt-get install libnginx-mod-http-brotli-static. Without it nginx refuses this",
    '# line ("unknown directive"): delete it, and visitors get the .gz copies.',
    "brotli_static on;",
  ].join("\n")}\n`;
}

/** A name nginx reads as it is: one with a $ (a variable to nginx), a quote, a backslash or a line break is refused. */
function safe(value: string, what: string): string {
  if (/["$\\\n\r]/.test(value)) throw new Error(`${what} has a character the nginx config cannot carry as it is: ${value}`);
  return value;
}
