// The response headers of the site, as one list of rules: security headers
// for every response and caching by kind of file. The Content-Security-Policy
// allows no inline code but the exact stylesheet and scripts the pages carry,
// by the SHA-256 of their text, computed here from the rendered HTML. The list
// is written as _headers (the format Netlify and Cloudflare Pages read) here,
// and as the nginx and Caddy configs by nginx-config.ts and caddy-config.ts,
// so no server can send other headers than the pages were built for. Also
// reads _headers back, for the preview server.
import { createHash } from "node:crypto";
import { hstsSchema, type Hsts } from "../model/schema/hsts.ts";
import { EDITOR_FOLDER } from "../view/clean-urls.ts";
import type { OutputFile } from "./output-file.ts";
import { ownCopy } from "./detached-strings.ts";

/** The header's value: "max-age=31536000", with "; includeSubDomains" and "; preload" when chosen. */
export const hstsHeader = (hsts: Hsts) =>
  [`max-age=${hsts.maxAge}`, ...(hsts.includeSubDomains ? ["includeSubDomains"] : []), ...(hsts.preload ? ["preload"] : [])].join("; ");

/** Folders whose files all carry a content hash in their name (favicons.ts, social-images.ts, picture-files.ts, and the landing and legal pages' later stylesheets, ../pipeline/make-site.ts). */
export const IMMUTABLE_FOLDERS = ["icons", "og", "images", "assets"];

const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";

/** What an inline style or event-handler attribute has to contain (the tag around it is checked once this is found). */
const ATTRIBUTE_NAME = /\s(?:style|on[a-z]+)="/i;

/** The inline <script> and <style> texts of the pages, each once; filled page by page as they are rendered. */
export class InlineCode {
  private readonly scripts = new Set<string>();
  private readonly styles = new Set<string>();

  /** Records a page's inline code; throws on what the CSP could not allow. */
  add(file: string, html: string) {
    for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attrs!)) throw new Error(`${file}: an external script; the CSP allows inline ones by hash only`);
      // JSON-LD is a data block: never run, so the CSP does not govern it.
      if (!/type="application\/ld\+json"/.test(attrs!) && !this.scripts.has(body!)) this.scripts.add(ownCopy(body!));
    }
    for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g))
      if (!this.styles.has(body!)) this.styles.add(ownCopy(body!));
    // Hashes cannot allow these without 'unsafe-hashes'; the build refuses them instead.
    // The attribute's name alone is looked for first: a page almost never has
    // one, and finding that out is several times cheaper than trying every tag.
    const attribute = ATTRIBUTE_NAME.test(html) ? html.match(/<[a-z][^>]*\s(style|on[a-z]+)="/i) : null;
    if (attribute)
      throw new Error(
        `${file}: a ${attribute[1]}="…" attribute, which the CSP would block; use a class and the stylesheet or script instead`,
      );
  }

  /** Each text once, in a stable order. */
  sorted(): { scripts: string[]; styles: string[] } {
    return { scripts: [...this.scripts].sort(), styles: [...this.styles].sort() };
  }
}

/**
 * Which responses a rule is for. Every response; every response of the site
 * but the web editor's (which is an app with its own policy); the editor's
 * (/admin/ and its files); the files in some top-level folders; or the files
 * at the top level (pages, the sitemap, the manifest), which are the pages'
 * addresses too. Files in other folders (content/static/'s own) get the rules
 * for every response and the site's only.
 */
type RuleScope = { every: true } | { site: true } | { editor: true } | { folders: string[] } | { topLevel: true };

export interface ResponseRule {
  /** Why the rule is there, written above it in each server's config. */
  comment: string;
  scope: RuleScope;
  headers: [name: string, value: string][];
}

/** The path whose rules a not-found response takes: the 404 page's, whatever was asked for (never a year of caching for a missing image). */
export const NOT_FOUND_PAGE = "/404";

/** Files in dist/ that hosts read as configuration: never served to visitors. */
export const HOST_FILES = ["_headers"];

/**
 * Every rule, in order: _headers, the nginx config and the Caddyfile are each
 * written from this list. From site.yaml: `analyticsOrigin`, the analytics
 * service's, whose script the pages load and which it sends events to;
 * `hsts`, the Strict-Transport-Security its owner chose (a year, this host
 * only, when not given); and `editor`, the origins the web editor at /admin/
 * talks to (its git host's API), when the site has one.
 */
export function responseRules(
  code: InlineCode,
  {
    analyticsOrigin,
    hsts = hstsHeader(hstsSchema.parse(undefined)),
    editor,
  }: { analyticsOrigin?: string; hsts?: string; editor?: { origins: string[] } } = {},
): ResponseRule[] {
  const { scripts, styles } = code.sorted();
  const service = analyticsOrigin ? ` ${analyticsOrigin}` : "";
  const csp = [
    "default-src 'none'",
    `script-src ${scripts.map(sourceHash).join(" ")}${service}`,
    // 'self': the landing and legal pages' later stylesheets, files of the site's own.
    `style-src 'self' ${styles.map(sourceHash).join(" ")}`,
    // Icons and the manifest come from the site itself; data: for any small inline image in the CSS.
    "img-src 'self' data:",
    "manifest-src 'self'",
    // Same-origin requests, and the analytics service's when there is one.
    // The site's own scripts make none; crawler checks such as Lighthouse's
    // fetch robots.txt from inside the page, which default-src 'none' would block.
    `connect-src 'self'${service}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");

  const security: [string, string][] = [
    ["Strict-Transport-Security", hsts],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    [
      "Permissions-Policy",
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    ],
    ["X-Frame-Options", "DENY"],
  ];
  const site: [string, string][] = [
    ["Content-Security-Policy", csp],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  if (!editor)
    return [
      {
        comment: "Every response: security headers. Inline code runs only if its SHA-256 is listed.",
        scope: { every: true },
        headers: [...site, ...security],
      },
      ...cacheRules,
    ];
  return [
    { comment: "Every response: security headers.", scope: { every: true }, headers: security },
    {
      comment: "Every response but the web editor's: inline code runs only if its SHA-256 is listed.",
      scope: { site: true },
      headers: site,
    },
    {
      comment: "The web editor (/admin/): its own script and styles, and requests to its git host's API only; never indexed.",
      scope: { editor: true },
      headers: editorHeaders(editor.origins),
    },
    ...cacheRules,
  ];
}

/**
 * The editor's policy. Sveltia CMS is one script of its own and inline
 * styles (its components set them); it reads and commits through the git
 * host's API, shows the files it reads as blob: and data: URLs, and signs in
 * to GitHub in a popup, which a same-origin opener policy would cut off.
 */
function editorHeaders(origins: string[]): [string, string][] {
  const hosts = origins.map((origin) => ` ${origin}`).join("");
  // Signed-in GitHub users' pictures come from their avatar host.
  const avatars = origins.includes("https://api.github.com") ? " https://avatars.githubusercontent.com" : "";
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    `img-src 'self' data: blob:${hosts}${avatars}`,
    "media-src 'self' blob:",
    `connect-src 'self' data: blob:${hosts}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
  return [
    ["Content-Security-Policy", csp],
    ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
    ["X-Robots-Tag", "noindex, nofollow"],
    ["Cache-Control", CACHE_REVALIDATE],
  ];
}

const cacheRules: ResponseRule[] = [
  {
    comment: "Content-hashed files: a new version gets a new name, so they may be cached for good.",
    scope: { folders: IMMUTABLE_FOLDERS },
    headers: [["Cache-Control", CACHE_IMMUTABLE]],
  },
  {
    // Not every response: hosts join the values of a header set by two
    // matching rules, which would spoil the immutable rules above. Every
    // file with a fixed name sits at the top level (pages, sitemap, icons'
    // manifest).
    comment: "Files with fixed names may change with any deploy: browsers and CDNs revalidate them.",
    scope: { topLevel: true },
    headers: [["Cache-Control", CACHE_REVALIDATE]],
  },
];

/**
 * The name a header's value goes by in the servers' values file (values-file.ts):
 * its rule's scope and the header's name, "header_every_x_frame_options". The
 * configs name headers by these names only, so a new policy hash changes the
 * values file and never the config root installed.
 */
export function valueName(scope: RuleScope, header: string): string {
  const kind =
    "every" in scope ? "every" : "site" in scope ? "site" : "editor" in scope ? "editor" : "folders" in scope ? "folders" : "top";
  return `header_${kind}_${header.toLowerCase().replace(/-/g, "_")}`;
}

/** Every header value the rules give, by its name in the values file, each once. */
export function headerValues(rules: ResponseRule[]): [name: string, value: string][] {
  const values = new Map<string, string>();
  for (const { scope, headers } of rules)
    for (const [header, value] of headers) {
      const name = valueName(scope, header);
      if (values.has(name) && values.get(name) !== value) throw new Error(`two rules of one scope set ${header}: ${name} would name both`);
      values.set(name, value);
    }
  return [...values];
}

/** Where a response's file is: at the top level, in the editor's folder, in a top-level folder (by name), or deeper in another folder. */
export type Place = { topLevel: true } | { editor: true } | { folder: string } | { other: true };

/** The headers every rule whose scope covers a place gives it, in the rules' order. */
export function headersAt(rules: ResponseRule[], place: Place): [name: string, value: string][] {
  return rulesAt(rules, place).flatMap((rule) => rule.headers);
}

/** The same headers, each with the name its value goes by in the values file instead of the value. */
export function headerNamesAt(rules: ResponseRule[], place: Place): [header: string, value: string][] {
  return rulesAt(rules, place).flatMap(({ scope, headers }) =>
    headers.map(([header]): [string, string] => [header, valueName(scope, header)]),
  );
}

function rulesAt(rules: ResponseRule[], place: Place): ResponseRule[] {
  return rules.filter(
    ({ scope }) =>
      "every" in scope ||
      ("site" in scope && !("editor" in place)) ||
      ("editor" in scope && "editor" in place) ||
      ("topLevel" in scope && "topLevel" in place) ||
      ("folders" in scope && "folder" in place && scope.folders.includes(place.folder)),
  );
}

/** Where the file a URL path names is ("/404" is at the top level, "/og/x.png" in og/, "/admin/" the editor's). */
export function placeOf(rules: ResponseRule[], urlPath: string): Place {
  const [first = "", ...rest] = urlPath.replace(/^\//, "").split("/");
  if (!rest.length) return { topLevel: true };
  if (first === EDITOR_FOLDER && rules.some(({ scope }) => "editor" in scope)) return { editor: true };
  return rules.some(({ scope }) => "folders" in scope && scope.folders.includes(first)) ? { folder: first } : { other: true };
}

/**
 * The rules as _headers, the file Netlify and Cloudflare Pages read.
 * `folders`: the site's top-level folders, where the site's rules must be
 * named one by one when it has an editor (see headersPatterns).
 */
export function headersFile(rules: ResponseRule[], folders: Iterable<string> = []): OutputFile {
  const lines = ["# Written by the build (src/outputs/headers.ts): edit that, not this file."];
  const siteFolders = [...new Set(folders)].filter((folder) => folder !== EDITOR_FOLDER).sort();
  for (const rule of rules)
    lines.push(
      "",
      `# ${rule.comment}`,
      ...headersPatterns(rule.scope, siteFolders).flatMap((pattern) => [
        pattern,
        ...rule.headers.map(([name, value]) => `  ${name}: ${value}`),
      ]),
    );
  return { file: "_headers", contents: `${lines.join("\n")}\n` };
}

/**
 * The _headers paths of a scope. The top level is "/" and "/:file", a
 * placeholder that matches one path segment, so the file stays the same size
 * (and under Cloudflare Pages' 100 rules) however many pages the site has.
 * These hosts join two matching rules' headers and have no "all but", and two
 * policies are both enforced: the site's rules are named for the top level
 * and each of the site's folders, so none reaches the editor's /admin/
 * (whose address ends in "/", which "/:file" does not match). A path in no
 * folder of the site is a 404 and still gets every response's headers.
 */
function headersPatterns(scope: RuleScope, siteFolders: string[]): string[] {
  if ("every" in scope) return ["/*"];
  if ("site" in scope) return ["/", "/:file", ...siteFolders.map((folder) => `/${folder}/*`)];
  if ("editor" in scope) return [`/${EDITOR_FOLDER}/*`];
  if ("folders" in scope) return scope.folders.map((folder) => `/${folder}/*`);
  return ["/", "/:file"];
}

const sourceHash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

// ——— Reading _headers back, as Netlify and Cloudflare Pages apply it ———

export interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: patternOf(line.trim()), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Headers for a URL path: every matching rule applies, and a header set by several is joined with ", ", as the hosts do. */
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.pattern.test(urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result[key] = result[key] ? `${result[key]}, ${value}` : value;
    }
  }
  return result;
}

/** "/og/*" matches anything below /og/; ":name" matches one path segment. */
function patternOf(path: string): RegExp {
  const source = path
    .split(/(\*|:[a-z]+)/i)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}
