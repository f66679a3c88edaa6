// The _headers file (the format Netlify and Cloudflare Pages read): security
// headers for every response and caching by kind of file. The
// Content-Security-Policy allows no inline code but the exact stylesheet and
// scripts the pages carry, by the SHA-256 of their text, computed here from
// the rendered HTML. Also reads the file back, for the preview server.
import { createHash } from "node:crypto";
import type { OutputFile } from "../build.ts";

/** Folders whose files all carry a content hash in their name (icons.ts, social-images.ts). */
export const IMMUTABLE_FOLDERS = ["icons", "og"];

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";

export function headersFile(outputs: OutputFile[]): OutputFile {
  const pages = outputs.filter((o) => o.file.endsWith(".html"));
  const { scripts, styles } = inlineCode(pages);
  const csp = [
    "default-src 'none'",
    `script-src ${scripts.map(sourceHash).join(" ")}`,
    `style-src ${styles.map(sourceHash).join(" ")}`,
    // Icons and the manifest come from the site itself; data: for any small inline image in the CSS.
    "img-src 'self' data:",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");

  const unhashed = outputs
    .map((o) => o.file)
    .filter((file) => !IMMUTABLE_FOLDERS.some((folder) => file.startsWith(`${folder}/`)))
    .map(urlOf)
    .sort();
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
    // One rule per file rather than /*: hosts join the values of a header set
    // by two matching rules, which would spoil the immutable rules above.
    "# Files with fixed names may change with any deploy: browsers and CDNs revalidate them.",
    ...unhashed.flatMap((url) => [url, `  Cache-Control: ${CACHE_REVALIDATE}`]),
  ];
  return { file: "_headers", contents: `${lines.join("\n")}\n` };
}

/** The inline <script> and <style> texts of the pages, each once, in a stable order. */
export function inlineCode(pages: OutputFile[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const page of pages) {
    const html = String(page.contents);
    for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attrs!)) throw new Error(`${page.file}: an external script; the CSP allows inline ones by hash only`);
      // JSON-LD is a data block: never run, so the CSP does not govern it.
      if (!/type="application\/ld\+json"/.test(attrs!)) scripts.add(body!);
    }
    for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) styles.add(body!);
    // Hashes cannot allow these without 'unsafe-hashes'; the build refuses them instead.
    const attribute = html.match(/<[a-z][^>]*\s(style|on[a-z]+)="/i);
    if (attribute) throw new Error(`${page.file}: a ${attribute[1]}="…" attribute, which the CSP would block; use a class and the stylesheet or script instead`);
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

export const sourceHash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The clean URL a host serves a file at: index.html is /, page.html is /page. */
function urlOf(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "")}`;
}

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
