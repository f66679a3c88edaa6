// The _headers file (the format Netlify and Cloudflare Pages read): security
// headers for every response and caching by kind of file. The
// Content-Security-Policy allows no inline code but the exact stylesheet and
// scripts the pages carry, by the SHA-256 of their text, computed here from
// the rendered HTML. Also reads the file back, for the preview server.
import { createHash } from "node:crypto";
import type { OutputFile } from "./output-file.ts";

/** Folders whose files all carry a content hash in their name (icons.ts, social-images.ts, images.ts). */
export const IMMUTABLE_FOLDERS = ["icons", "og", "images"];

const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";

/** The inline <script> and <style> texts of the pages, each once; filled page by page as they are rendered. */
export class InlineCode {
  private readonly scripts = new Set<string>();
  private readonly styles = new Set<string>();

  /** Records a page's inline code; throws on what the CSP could not allow. */
  add(file: string, html: string) {
    for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attrs!)) throw new Error(`${file}: an external script; the CSP allows inline ones by hash only`);
      // JSON-LD is a data block: never run, so the CSP does not govern it.
      if (!/type="application\/ld\+json"/.test(attrs!)) this.scripts.add(body!);
    }
    for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) this.styles.add(body!);
    // Hashes cannot allow these without 'unsafe-hashes'; the build refuses them instead.
    const attribute = html.match(/<[a-z][^>]*\s(style|on[a-z]+)="/i);
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

/** `analyticsOrigin`: the analytics service's (site.yaml), whose script the pages load and which it sends events to. */
export function headersFile(code: InlineCode, analyticsOrigin?: string): OutputFile {
  const { scripts, styles } = code.sorted();
  const service = analyticsOrigin ? ` ${analyticsOrigin}` : "";
  const csp = [
    "default-src 'none'",
    `script-src ${scripts.map(sourceHash).join(" ")}${service}`,
    `style-src ${styles.map(sourceHash).join(" ")}`,
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

  const lines = [
    "# Written by the build (src/outputs/headers.ts): edit that, not this file.",
    "",
    "# Every response: security headers. Inline code runs only if its SHA-256 is listed.",
    "/*",
    `  Content-Security-Policy: ${csp}`,
    "  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload",
    "  X-Content-Type-Options: nosniff",
    "  Referrer-Policy: strict-origin-when-cross-origin",
    "  Permissions-Policy: accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    "  Cross-Origin-Opener-Policy: same-origin",
    "  X-Frame-Options: DENY",
    "",
    "# Content-hashed files: a new version gets a new name, so they may be cached for good.",
    ...IMMUTABLE_FOLDERS.flatMap((folder) => [`/${folder}/*`, `  Cache-Control: ${CACHE_IMMUTABLE}`]),
    "",
    // Not /*: hosts join the values of a header set by two matching rules,
    // which would spoil the immutable rules above. Every file with a fixed
    // name sits at the top level (pages, sitemap, icons' manifest), which a
    // placeholder matches in one rule, so the file stays the same size (and
    // under Cloudflare Pages' 100 rules) however many pages the site has.
    "# Files with fixed names may change with any deploy: browsers and CDNs revalidate them.",
    ...["/", "/:file"].flatMap((pattern) => [pattern, `  Cache-Control: ${CACHE_REVALIDATE}`]),
  ];
  return { file: "_headers", contents: `${lines.join("\n")}\n` };
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
