// Test helpers for what is not visible on a page: head tags, JSON-LD blocks,
// inline code, PNG dimensions, and the files of a built dist/.
import { readdirSync } from "node:fs";
import path from "node:path";

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries(Array.from(tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g), (a) => [a[1]!, decode(a[2]!)]));
}

function headOf(html: string): string {
  return html.match(/<head>([\s\S]*?)<\/head>/)![1]!;
}

/** Every <meta name|property="key" content="value">, as key → values. */
export function metaTags(html: string): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  for (const [tag] of headOf(html).matchAll(/<meta\s[^>]*>/g)) {
    const a = attributes(tag);
    const key = a.name ?? a.property;
    if (key && a.content !== undefined) tags.set(key, [...(tags.get(key) ?? []), a.content]);
  }
  return tags;
}

/** The one value of a meta tag; fails the caller's expectation with undefined if absent or repeated. */
export function meta(html: string, key: string): string | undefined {
  const values = metaTags(html).get(key);
  return values?.length === 1 ? values[0] : undefined;
}

export function linkTags(html: string): Record<string, string>[] {
  return Array.from(headOf(html).matchAll(/<link\s[^>]*>/g), (m) => attributes(m[0]));
}

export function titles(html: string): string[] {
  return Array.from(html.matchAll(/<title>([\s\S]*?)<\/title>/g), (m) => decode(m[1]!));
}

/** The parsed JSON of every <script type="application/ld+json">. */
export function jsonLd(html: string): Record<string, any>[] {
  return Array.from(
    html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** Inline <script> elements (with their attributes) and <style> elements. */
export function inlineElements(html: string): { scripts: { attrs: string; text: string }[]; styles: string[] } {
  return {
    scripts: Array.from(html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g), (m) => ({ attrs: m[1]!, text: m[2]! })),
    styles: Array.from(html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g), (m) => m[1]!),
  };
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString("ascii", 12, 16) !== "IHDR") throw new Error("not a PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Every file under dir, as paths relative to it with forward slashes, sorted. */
export function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)).split(path.sep).join("/"))
    .sort();
}
