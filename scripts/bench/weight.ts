// Page weight from the built files alone: each HTML page raw, gzip -9 and
// brotli 11, what it inlines (CSS, JS), what it would fetch on load
// (stylesheets, scripts, images, fonts), and how many brotli bytes a server
// must send before the browser has the whole hero.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const WINDOW = 14_600; // ten TCP segments of 1,460 bytes: the usual initial congestion window

export interface PageWeight {
  route: string;
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
  inlineCss: number;
  /** Inline JavaScript: raw and brotli-compressed on its own (an upper bound on its share of the page). */
  inlineJs: { raw: number; brotli: number };
  /** Sub-resources named in the HTML that a browser fetches on load. */
  fetched: string[];
  /** External stylesheets and synchronous head scripts: each delays the first paint. */
  renderBlocking: string[];
  /** @font-face rules in inline CSS, and font preloads. */
  webFonts: number;
  /** img/iframe/video/embed elements without both width and height (their box can jump when they load). */
  unsized: string[];
  /** Open Graph / Twitter image URLs: shown by link previews, never loaded by the page. */
  socialImages: string[];
  /** Brotli bytes, flushed, up to the end of the hero; undefined when the page has no hero. */
  heroBrotli?: number;
}

export const brotli = (data: string | Buffer) =>
  zlib.brotliCompressSync(data, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(data) },
  }).byteLength;
const gzip = (data: string | Buffer) => zlib.gzipSync(data, { level: 9 }).byteLength;

/** "index.html" → "/", "privacy-policy.html" → "/privacy-policy", "a/index.html" → "/a/". */
function routeOf(file: string): string {
  const clean = file
    .split(path.sep)
    .join("/")
    .replace(/\.html$/, "");
  if (clean === "index") return "/";
  return `/${clean.replace(/(^|\/)index$/, "$1")}`;
}

export function htmlFiles(dir: string, sub = ""): string[] {
  return readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(sub, entry.name);
    if (entry.isDirectory()) return htmlFiles(dir, rel);
    return entry.name.endsWith(".html") ? [rel] : [];
  });
}

/** Index just past the `</section>` that closes the first hero section, or -1. */
function heroEnd(html: string): number {
  const start = html.search(/<section\b[^>]*\bclass="(?:[^"]*\s)?hero(?:\s[^"]*)?"/);
  if (start < 0) return -1;
  const tags = /<section\b|<\/section>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[0] === "</section>" ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return -1;
}

/**
 * Compressed bytes a server streaming the whole page at brotli 11 has sent
 * once the first `prefixLength` characters are decodable: the prefix written
 * into a compressor for the full page, then flushed. Compressing the prefix on
 * its own would also count the stream's final bytes; this is what goes out.
 */
function flushedBrotliPrefix(html: string, prefixLength: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const full = Buffer.from(html);
    const prefix = Buffer.from(html.slice(0, prefixLength));
    const stream = zlib.createBrotliCompress({
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: full.byteLength },
    });
    let bytes = 0;
    stream.on("data", (chunk: Buffer) => (bytes += chunk.byteLength));
    stream.on("error", reject);
    stream.write(prefix);
    stream.flush(zlib.constants.BROTLI_OPERATION_FLUSH, () => {
      resolve(bytes);
      stream.destroy();
    });
  });
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i")
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);
const hasAttr = (tag: string, name: string) => new RegExp(`\\s${name}(?:[\\s=>]|$)`, "i").test(tag);

export async function pageWeight(dir: string, file: string): Promise<PageWeight> {
  const html = readFileSync(path.join(dir, file), "utf8");
  const head = /<head>[\s\S]*?<\/head>/i.exec(html)?.[0] ?? "";
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]!).join("\n");
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  // JSON-LD and other data blocks are not JavaScript: the browser never runs them.
  const isJs = (attrs: string) => {
    const type = attr(`<x ${attrs}>`, "type");
    return !type || /^(text\/javascript|module|application\/javascript)$/i.test(type);
  };
  const js = scripts
    .filter((m) => isJs(m[1]!) && !/\ssrc=/i.test(m[1]!))
    .map((m) => m[2]!)
    .join("\n");

  const fetched: string[] = [];
  const renderBlocking: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    const href = attr(tag, "href");
    if (!href) continue;
    if (rel.includes("stylesheet")) {
      fetched.push(href);
      const media = attr(tag, "media");
      if (!media || media === "all" || media === "screen") renderBlocking.push(href);
    } else if (rel.includes("preload") || rel.includes("modulepreload") || rel.includes("icon") || rel.includes("manifest"))
      fetched.push(href);
  }
  for (const m of scripts) {
    const src = attr(`<x ${m[1]}>`, "src");
    if (!src) continue;
    fetched.push(src);
    const inHead = head.includes(m[0]);
    if (inHead && !hasAttr(`<x ${m[1]}>`, "async") && !hasAttr(`<x ${m[1]}>`, "defer") && attr(`<x ${m[1]}>`, "type") !== "module")
      renderBlocking.push(src);
  }
  const unsized: string[] = [];
  for (const [tag, name] of html.matchAll(/<(img|iframe|video|embed|object)\b[^>]*>/gi)) {
    const src = attr(tag, "src") ?? attr(tag, "data") ?? "";
    if (src && !src.startsWith("data:")) fetched.push(src);
    if (!(hasAttr(tag, "width") && hasAttr(tag, "height"))) unsized.push(`<${name} ${src}>`);
  }
  for (const m of css.matchAll(/@import\s+(?:url\()?["']?([^"')\s;]+)/gi)) {
    fetched.push(m[1]!);
    renderBlocking.push(m[1]!);
  }
  const webFonts =
    (css.match(/@font-face/gi) ?? []).length + [...html.matchAll(/<link\b[^>]*>/gi)].filter(([t]) => attr(t, "as") === "font").length;
  const socialImages = [...html.matchAll(/<meta\b[^>]*>/gi)]
    .map(([t]) => ({ key: attr(t, "property") ?? attr(t, "name") ?? "", value: attr(t, "content") ?? "" }))
    .filter((m) => /^(og:image|og:image:url|og:image:secure_url|twitter:image)$/i.test(m.key))
    .map((m) => m.value);

  const end = heroEnd(html);
  return {
    route: routeOf(file),
    file,
    raw: Buffer.byteLength(html),
    gzip: gzip(html),
    brotli: brotli(html),
    inlineCss: Buffer.byteLength(css),
    inlineJs: { raw: Buffer.byteLength(js), brotli: js ? brotli(js) : 0 },
    fetched: [...new Set(fetched)],
    renderBlocking,
    webFonts,
    unsized,
    socialImages,
    heroBrotli: end < 0 ? undefined : await flushedBrotliPrefix(html, end),
  };
}
