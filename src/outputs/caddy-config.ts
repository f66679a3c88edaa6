// The Caddyfile for the site, written by every build beside dist/ from the
// same rules as dist/_headers (headers.ts) and the same table of types
// (content-types.ts) as the nginx config, and answering as it does: clean
// URLs, one address per page (301s), the 404 page with status 404 and its
// headers, the .br/.gz copies and gzip on the fly for text without one.
// Caddy 2.6 (Debian 12) or later; Caddy gets and renews the certificate
// itself and answers plain HTTP with a redirect. The Caddyfile is root's:
// installed once, and again only when a build changes it (npm run deploy
// refuses until then). What changes with each release, the headers' values
// (a CSP's hashes) and the release's name, reaches Caddy as `vars` that
// site-caddy-values, root's command (caddy-values.ts), copies from the live
// release's values file after checking each line is a name and a plain
// quoted value: nothing the deploy account writes is ever a directive. What
// differs between machines (a certificate of your own, if any) is in
// local.caddy, written once by the owner from the example written here.
// tests/deploy/ runs it in Debian's
// Caddy against the same expected answers as the preview server. A site under
// a sub-path (siteUrl https://example.org/agency) answers under the path, and
// nothing outside it but its robots.txt and the 404 page; its dist/ is copied
// into the folder of that name under the root. site.caddy holds the site's
// lines of the HTTPS block alone, the same ones the Caddyfile holds, for a
// site block of one's own that serves other things too.
import type { OutputFile } from "./output-file.ts";
import { COMPRESS_MIN_BYTES, COMPRESSIBLE_TYPES, CONTENT_TYPES, DEFAULT_CONTENT_TYPE } from "./content-types.ts";
import { headerNamesAt, HOST_FILES, NOT_FOUND_PAGE, placeOf, valueName, type Place, type ResponseRule } from "./headers.ts";
import { basePath } from "../view/site-address.ts";
import { dotSegment, EDITOR_FOLDER } from "../view/clean-urls.ts";
import { CADDY_VALUES, DEPLOY_FOLDER, RELEASE_VALUE } from "./release.ts";
import { caddyValuesCommand } from "./caddy-values.ts";
import { ACME_PATH, ACME_WEBROOT } from "./acme-challenge.ts";
import type { Site } from "../model/schema/site.ts";

/** Where the site is served, and how: its host, the path it is under ("/agency", "" at the host's root), and whether on IPv6 too. */
interface Served {
  host: string;
  base: string;
  ipv6: boolean;
}

/**
 * caddy/Caddyfile, caddy/local.caddy.example and caddy/site.caddy (the site's
 * part of the Caddyfile alone), for a site whose address is siteUrl; on IPv6
 * too unless ipv6 is false.
 */
export function caddyFiles(rules: ResponseRule[], siteUrl: string, { ipv6 = true }: Partial<Pick<Site, "ipv6">> = {}): OutputFile[] {
  const host = safe(new URL(siteUrl).hostname, "the site's host name");
  const base = safe(basePath(siteUrl), "the site's path");
  const lines = siteLines(rules, base);
  return [
    { file: "caddy/Caddyfile", contents: caddyfile(lines, { host, base, ipv6 }) },
    { file: "caddy/local.caddy.example", contents: localCaddy() },
    { file: "caddy/site.caddy", contents: siteSnippet(lines, siteUrl) },
    caddyValuesCommand(),
  ];
}

/**
 * Caddy's admin endpoint, through which a running Caddy takes a new config:
 * a unix socket in the home of its user, caddy, made writable by that user
 * alone, so the reload caddy.service runs (caddy reload, as caddy) reaches it
 * and no other local user does. The default, localhost:2019, takes a config
 * from anyone on the machine, the deploy account included.
 */
export const CADDY_ADMIN_SOCKET = "/var/lib/caddy/admin.sock";

/** Where Caddy writes a line for each request (Debian's package makes the folder, Caddy's user's). */
export const CADDY_ACCESS_LOG = "/var/log/caddy/access.log";

// Caddy's own matchers see the path cleaned, the dots gone: this one reads it as asked.
const DOT_SEGMENT_LINES = [
  "# A dot-dot segment, written or escaped (/../, /%2e%2e/, /..%2f): browsers resolve them",
  "# before they ask, so only a probe sends one. Refused, 400 with the 404 page's headers,",
  "# as nginx and the preview server refuse it (src/view/clean-urls.ts).",
  `@dot-segment vars_regexp {http.request.orig_uri.path} ${dotSegment()}`,
  "error @dot-segment 400",
];
const indent = (lines: string[], depth = 1) => lines.map((line) => (line ? "\t".repeat(depth) + line : line));

/**
 * The site's own lines of its HTTPS block, everything but the machine's
 * local.caddy (and, under a path, what answers outside it): the Caddyfile
 * holds them, and site.caddy holds them alone, to import in a site block of
 * one's own.
 */
function siteLines(rules: ResponseRule[], base: string): string[] {
  // Each header's value is the release's, by its name in the values file.
  const headerBlock = (matcher: string, headers: [string, string][]) => [
    `header ${matcher}{`,
    ...headers.map(([header, name]) => `\t${header} "{http.vars.${name}}"`),
    "}",
  ];
  const namesOf = (rule: ResponseRule) => rule.headers.map(([header]): [string, string] => [header, valueName(rule.scope, header)]);
  const every = rules.filter(({ scope }) => "every" in scope).flatMap(namesOf);
  const inEvery = (header: [string, string]) => every.some(([, name]) => name === header[1]);
  const hasEditor = rules.some(({ scope }) => "editor" in scope);
  const editor = `${base}/${EDITOR_FOLDER}/`;
  const own = (place: Place) => headerNamesAt(rules, place).filter((header) => !inEvery(header));
  const folders = [...new Set(rules.flatMap(({ scope }) => ("folders" in scope ? scope.folders : [])))];
  const types = Object.entries(CONTENT_TYPES).flatMap(([extension, type]) => {
    const name = `@type-${extension.slice(1)}`;
    return [`${name} path *${extension}`, `header ${name} Content-Type "${type}"`];
  });
  // file_server names Accept-Encoding in Vary only when it sends a copy;
  // caches must hear it for the original too. Deferred, the one value
  // replaces file_server's and encode's own, so it is sent once.
  const vary = (matcher: string) => [
    "# The answer depends on Accept-Encoding for every file with copies, the original included.",
    `${matcher} file {path}.gz`,
    `header ${matcher} {`,
    "\tVary Accept-Encoding",
    "\tdefer",
    "}",
  ];
  // A redirect to `to`, for the requests the conditions match, with the query
  // when there is one. Caddy 2.6 has no placeholder for "?query if any", so a
  // second matcher takes the requests that have one, first.
  const redirect = (name: string, conditions: string[], to: string) => [
    `@${name} {`,
    ...indent(conditions),
    "}",
    `@${name}-query {`,
    ...indent([...conditions, 'expression `{query} != ""`']),
    "}",
    `redir @${name}-query ${to}?{query} 301`,
    `redir @${name} ${to} 301`,
  ];

  // The headers a 404 page has none of (the editor's X-Robots-Tag), though the
  // route set them before the error: taken off again.
  const notFoundHeaders = headerNamesAt(rules, placeOf(rules, NOT_FOUND_PAGE));
  const absent = [...new Set(rules.flatMap((rule) => rule.headers.map(([header]) => header)))].filter(
    (header) => !notFoundHeaders.some(([name]) => name.toLowerCase() === header.toLowerCase()),
  );

  // One route: its directives run in the order written, not in Caddy's own order.
  const route = [
    "route {",
    ...indent([
      "# Every response, redirects included.",
      ...headerBlock("", every),
      ...(hasEditor
        ? [
            `# The web editor (${editor}) has a policy of its own; every other response has the site's.`,
            `@editor path ${editor}*`,
            ...headerBlock(
              "@editor ",
              headerNamesAt(rules, { editor: true }).filter((header) => !inEvery(header)),
            ),
            `@site not path ${editor}*`,
            ...headerBlock("@site ", rules.filter(({ scope }) => "site" in scope).flatMap(namesOf)),
          ]
        : []),
      "",
      ...DOT_SEGMENT_LINES,
      "",
      ...(base ? ["# The site's bare path is its folder.", ...redirect("bare", [`path ${base}`], `${base}/`), ""] : []),
      "# Files hosts read as configuration, not for visitors.",
      `@host-files path ${HOST_FILES.map((file) => `${base}/${file}`).join(" ")}`,
      "error @host-files 404",
      "",
      "# One address per page: /privacy-policy.html and /index.html send the visitor",
      "# to /privacy-policy and /, keeping the query. Matched on the decoded path, as",
      "# nginx does, so an escaped dot (%2e) or slash (%2F) is the same second address.",
      ...(hasEditor
        ? [
            `# The web editor is an app at ${editor}, where its files' relative names resolve.`,
            ...redirect("editor-bare", [`path ${editor.slice(0, -1)} ${editor}index.html`], editor),
          ]
        : []),
      ...redirect("root-index", [`path ${base}/index.html`, "file"], `${base}/`),
      ...redirect("index-html", ["path_regexp index ^(.+)/index\\.html$", "file"], "{re.index.1}"),
      ...redirect("page-html", ["path_regexp page ^(.+)\\.html$", "file"], "{re.page.1}"),
      "",
      "# /privacy-policy/ is /privacy-policy; a folder that is no page (/images/) is not found.",
      ...(hasEditor
        ? [`@slash {`, `\tpath_regexp slash ^(${base ? `${base}/.+` : ".+"})/$`, `\tnot path ${editor}`, "}"]
        : [`@slash path_regexp slash ^(${base ? `${base}/.+` : ".+"})/$`]),
      "route @slash {",
      ...indent(redirect("slash-page", ["file {re.slash.1}.html {re.slash.1}/index.html"], "{re.slash.1}")),
      "\terror 404",
      "}",
      "",
      "# Caching by place, of the address asked for (as _headers and nginx match it), so",
      "# before the rewrites below: the top level (pages, files with fixed names) and the",
      "# content-hashed folders.",
      `@top-level path_regexp ^${base}/[^/]*$`,
      ...headerBlock("@top-level ", own({ topLevel: true })),
      ...folders.flatMap((folder) => [`@folder-${folder} path ${base}/${folder}/*`, ...headerBlock(`@folder-${folder} `, own({ folder }))]),
      "",
      "# Clean URLs: /privacy-policy is privacy-policy.html, / is index.html.",
      `rewrite ${base}/ ${base}/index.html`,
      "@page file {",
      "\ttry_files {path} {path}.html {path}/index.html",
      "}",
      "rewrite @page {file_match.relative}",
      "@missing not file",
      "error @missing 404",
      "",
      "# Types from the build's table (src/outputs/content-types.ts): text is UTF-8.",
      `header Content-Type ${DEFAULT_CONTENT_TYPE}`,
      ...types,

      "",
      ...vary("@has-copies"),
      "",
      "file_server {",
      "\tprecompressed br gzip",
      "}",
    ]),
    "}",
  ];

  return [
    "# What changes with each release, as data: its name and each header's value, as vars",
    "# that site-caddy-values, root's command, writes from the live release's values file,",
    "# copying only lines of a name and a plain quoted value. Caddy reads them when it",
    "# loads this config: a release's pages and its headers go live together, at a reload.",
    `import ${CADDY_VALUES}`,
    "# The live release's files.",
    `root * ${DEPLOY_FOLDER}/releases/{http.vars.${RELEASE_VALUE}}/site`,
    "",
    "# Text without a .gz copy is compressed on the fly; the copies are file_server's (precompressed).",
    "encode gzip {",
    `\tminimum_length ${COMPRESS_MIN_BYTES}`,
    "\tmatch {",
    // One line per type: lines for one field are alternatives.
    ...COMPRESSIBLE_TYPES.map((type) => `\t\theader Content-Type ${type}*`),
    "\t}",
    "}",
    "",
    ...(base
      ? [
          `# The site is under ${base}/: its own requests are these, its bare path (${base}) among them.`,
          `@site-path path ${base} ${base}/*`,
          "handle @site-path {",
          ...indent(route),
          "}",
        ]
      : route),
    "",
    "# Not found: the 404 page, with status 404 and the 404 page's headers; refused as bad",
    "# (a dot-dot segment): status 400 with the same headers, and no page.",
    "handle_errors {",
    ...indent([
      "route {",
      ...indent([
        ...headerBlock("", notFoundHeaders),
        ...(absent.length ? ["header {", ...absent.map((header) => `\t-${header}`), "}"] : []),
        "@bad-request expression `{err.status_code} == 400`",
        "respond @bad-request 400",
        `rewrite * ${base}/404.html`,
        `header Content-Type "${CONTENT_TYPES[".html"]}"`,
        ...vary("@404-has-copies"),
        "file_server {",
        "\tprecompressed br gzip",
        "}",
      ]),
      "}",
    ]),
    "}",
  ];
}

/** The Caddyfile: the blocks for the site's name (and for any other over plain HTTP), the HTTPS one holding the site's `lines`. */
function caddyfile(lines: string[], { host, base, ipv6 }: Served): string {
  // Caddy listens on every address, IPv6 included where the machine has it.
  // "tcp4/": a bare 0.0.0.0 is every address to Go, IPv6's too.
  const bind = ipv6 ? [] : ["\tbind tcp4/0.0.0.0"];

  const log = ["log {", `\toutput file ${CADDY_ACCESS_LOG}`, "}"];

  return `${[
    "# Written by the build (src/outputs/caddy-config.ts) from the rules dist/_headers is",
    "# written from. Root's: install it as /etc/caddy/Caddyfile, beside local.caddy (yours,",
    "# made once from local.caddy.example), and again only when npm run deploy says a build",
    "# changed it; never edit it.",
    "# Caddy 2.6 (Debian 12) or later.",
    "",
    "# The admin endpoint, through which a running Caddy takes a new config, on a socket",
    "# only Caddy's own user may write to: the reload (caddy reload, run by caddy.service",
    "# as that user) reaches it, no other user of the machine does. The default,",
    "# localhost:2019, takes a config from anyone here.",
    "{",
    `\tadmin unix/${CADDY_ADMIN_SOCKET}`,
    "}",
    "",
    "# Any other name this machine is asked for over plain HTTP (its bare address, a domain",
    "# pointed at it) gets no answer; over HTTPS Caddy has no certificate for it and refuses",
    "# the handshake, so the site's certificate and pages are shown for its own name only;",
    "# a request that names another host after the site's handshake gets no answer either,",
    "# as with nginx.",
    "http:// {",
    ...bind,
    "\tabort",
    "}",
    "https:// {",
    ...bind,
    "\tabort",
    "}",
    "",
    "# Plain HTTP only sends visitors to HTTPS (Strict-Transport-Security keeps them there),",
    "# but for certbot's webroot challenge, at the host's root whatever path the site is under:",
    "# Caddy takes its own certificates without it, a certificate of your own made with",
    `#   certbot certonly --webroot -w ${ACME_WEBROOT} -d ${host}`,
    "# is renewed through it.",
    `http://${host} {`,
    ...bind,
    ...indent([
      ...log,
      "route {",
      ...indent([
        "# A dot-dot segment is refused here too (see the HTTPS block).",
        DOT_SEGMENT_LINES.at(-2)!,
        DOT_SEGMENT_LINES.at(-1)!,
        `handle ${ACME_PATH}* {`,
        `\troot * ${ACME_WEBROOT}`,
        "\tfile_server",
        "}",
        "handle {",
        "\tredir https://{host}{uri} permanent",
        "}",
      ]),
      "}",
    ]),
    "}",
    "",
    `${host} {`,
    ...bind,
    ...indent([
      "# The machine's own: tls, when the certificate is not Caddy's.",
      "import local.caddy",
      "",
      `# Each request, a line of JSON in ${CADDY_ACCESS_LOG}: Caddy rolls it at 100 MB and`,
      "# keeps ten files for up to 90 days.",
      ...log,
      "",
      ...lines,
      ...(base
        ? [
            "",
            "# Crawlers read robots.txt at the host's root only: the site's own answers there (its",
            `# Sitemap line names the sitemap under ${base}/).`,
            `rewrite /robots.txt ${base}/robots.txt`,
            "# Outside the site's path there is nothing.",
            "handle {",
            ...indent(["route {", ...indent([...DOT_SEGMENT_LINES, "error 404"]), "}"]),
            "}",
          ]
        : []),
    ]),
    "}",
  ].join("\n")}\n`;
}

/** site.caddy: the site's lines alone, for a site block of one's own that serves other things too. */
function siteSnippet(lines: string[], siteUrl: string): string {
  return `${[
    "# Written by the build (src/outputs/caddy-config.ts): the site's part of the Caddyfile's",
    "# HTTPS block alone, for a site block of your own that serves other things too (the site",
    "# under a path beside the host's own pages). Root's, as the Caddyfile is; never edit it.",
    "# In that block, before its own handle blocks and handle_errors: import site.caddy",
    "# It sets the block's root and encode, and its 404 page for every address: give your own",
    "# handle blocks their own root. The host's robots.txt is yours: add to it",
    `# "Sitemap: ${siteUrl}/sitemap.xml".`,
    "",
    ...lines,
  ].join("\n")}\n`;
}

function localCaddy(): string {
  return `${[
    "# This machine's part of the site's Caddyfile: copy it once to /etc/caddy/local.caddy",
    "# and fill it in. The Caddyfile imports it; the build writes only this example, so a",
    "# deploy that replaces the Caddyfile keeps your copy.",
    "",
    "# Caddy gets a certificate for the site's name by itself once the name points to",
    "# this machine and ports 80 and 443 reach it. To use one of your own instead (Caddy",
    "# runs as the user caddy, which must be able to read the key: chgrp caddy on it, and",
    "# chmod 640):",
    "# tls /etc/ssl/site/fullchain.pem /etc/ssl/site/privkey.pem",
  ].join("\n")}\n`;
}

/** A name Caddy reads as it is: one with a placeholder's braces, a quote, a backslash or a line break is refused. */
function safe(value: string, what: string): string {
  if (/["{}\\\n\r]/.test(value)) throw new Error(`${what} has a character the Caddyfile cannot carry as it is: ${value}`);
  return value;
}
