// The favicon set and the web manifest, all from one source: templates/favicon.svg.
// The SVG is served as is for browsers that take SVG favicons; resvg renders
// the PNG sizes the others need. Files referenced from HTML carry a content
// hash; site.webmanifest and favicon.ico keep the fixed names browsers ask for.
// The PNGs go through the build's output cache: drawing the four of them took
// about 70 ms, on every build and on every re-render of the dev server.
import { svgDataUrl } from "../text/svg-data-url.ts";
import { Resvg } from "@resvg/resvg-js";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { IconLinks } from "../view/head.ts";
import type { OutputFile } from "./output-file.ts";
import type { Site } from "../model/schema/site.ts";
import { hashedName } from "./hash.ts";
import { cacheKey, type OutputCache } from "./cache.ts";
import { basePath } from "../view/site-address.ts";

/** Where each icon is, as site paths for the <link> tags and the manifest. */

/** The icon files whose names carry no hash (the others go in icons/): browsers ask for these names. */
const MANIFEST_FILE = "site.webmanifest";
const ICO_FILE = "favicon.ico";

const require = createRequire(import.meta.url);

export async function iconSet(site: Site, templatesDir: string, cache: OutputCache): Promise<{ links: IconLinks; files: OutputFile[] }> {
  const svg = readFileSync(path.join(templatesDir, "favicon.svg"));
  // A new resvg may draw the same SVG differently: its version is part of the key.
  const recipe = cacheKey("favicon", svg, readFileSync(require.resolve("@resvg/resvg-js/package.json")));
  const png = (size: number, background?: string) =>
    cache.cached(cacheKey(recipe, String(size), background ?? ""), () =>
      new Resvg(svg, { fitTo: { mode: "width", value: size }, background }).render().asPng(),
    );

  const files: OutputFile[] = [];
  const add = (base: string, extension: string, contents: Uint8Array) => {
    const file = hashedName(`icons/${base}`, extension, contents);
    files.push({ file, contents });
    return `/${file}`;
  };
  const [png32, appleTouch, png192, png512] = await Promise.all([png(32), png(180, site.themeColor), png(192), png(512)]);
  // Comments and the indentation go: every page carries this.
  const compact = svg
    .toString("utf8")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/\s+/g, " ")
    .replace(/> </g, "><")
    .trim();
  const links: IconLinks = {
    svg: add("favicon", ".svg", svg),
    svgInline: svgDataUrl(compact),
    png32: add("favicon-32", ".png", png32),
    // iOS shows transparent corners as black and rounds the icon itself, so
    // this one is filled edge to edge with the brand colour.
    appleTouch: add("apple-touch-icon", ".png", appleTouch),
    png192: add("icon-192", ".png", png192),
    png512: add("icon-512", ".png", png512),
    manifest: `/${MANIFEST_FILE}`,
  };
  files.push({ file: MANIFEST_FILE, contents: manifest(site, links) });
  files.push({ file: ICO_FILE, contents: icoOf(png32, 32) });
  return { links, files };
}

function manifest(site: Site, links: IconLinks): string {
  const base = basePath(site.siteUrl);
  const data = {
    name: site.brand.name,
    short_name: site.brand.name,
    description: site.brand.tagline,
    lang: site.locales[0]!.tag,
    // Under a sub-path (siteUrl https://example.org/agency), the app is that path; the preview server reads it back from here.
    start_url: `${base}/`,
    scope: `${base}/`,
    display: "browser",
    theme_color: site.themeColor,
    background_color: site.backgroundColor,
    icons: [
      { src: `${base}${links.svg}`, type: "image/svg+xml", sizes: "any" },
      { src: `${base}${links.png192}`, type: "image/png", sizes: "192x192" },
      { src: `${base}${links.png512}`, type: "image/png", sizes: "512x512" },
    ],
  };
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** /favicon.ico for browsers and tools that ask for it by name: an ICO holding one PNG (valid since Windows Vista). */
function icoOf(png: Uint8Array, size: number): Uint8Array {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.byteLength, 14); // image size
  header.writeUInt32LE(22, 18); // image offset: right after this header
  return Buffer.concat([header, png]);
}
