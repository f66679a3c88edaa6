// One social preview image per page (og:image, twitter:image): the
// SocialCard template drawn by satori to SVG and rendered to PNG by resvg,
// named by its content hash under /og/. A card costs about 80 ms of CPU, so a
// legal page may share the landing page's card instead (`socialImage: site`).
// The fonts (src/model/schema/card-text.ts) are read from their @fontsource packages in
// node_modules, so nothing is fetched.
import { renderAsync } from "@resvg/resvg-js";
import { readFileSync } from "node:fs";
import os from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import satori from "satori";
import { CARD_HEIGHT, CARD_WIDTH, SocialCard, type SocialCardProps } from "../../templates/SocialCard.tsx";
import type { SocialImage } from "../view/head.ts";
import type { OutputFile } from "./output-file.ts";
import type { SiteModel } from "../model/site-model.ts";
import type { Route } from "../view/routes.ts";
import { siteAddress } from "../view/site-address.ts";
import { cacheKey, type OutputCache } from "./cache.ts";
import { hashedName } from "./hash.ts";
import { CARD_FONTS, inRanges, subsetRanges, textForCard } from "../model/schema/card-text.ts";

/** WhatsApp drops preview images larger than this. */
const MAX_IMAGE_BYTES = 300 * 1024;

export async function socialImages(
  routes: Route[],
  model: SiteModel,
  templatesDir: string,
  cache: OutputCache,
): Promise<{ byPath: Map<string, SocialImage>; files: OutputFile[] }> {
  const { site } = model;
  const mark = `data:image/svg+xml;base64,${readFileSync(path.join(templatesDir, "favicon.svg")).toString("base64")}`;
  const recipe = cardRecipe(templatesDir);
  const byPath = new Map<string, SocialImage>();
  const files: OutputFile[] = [];
  const landing = routes.find((route) => route.kind === "landing");
  const withOwnCard = routes.filter((route) => route === landing || route.kind !== "legal" || route.page.meta.socialImage !== "site");
  // Satori lays a card out on this thread while resvg rasterises earlier ones on
  // libuv's thread pool, so cards are withOwnCard a few at a time, kept in route order.
  // Each card in its page's language: the title and tagline of its edition.
  // What no font draws (emoji, arrows) is left out of the card; the schemas have refused other scripts.
  const props = withOwnCard.map((route): SocialCardProps => ({
    brand: textForCard(route.edition.site.brand.name),
    title: textForCard(route.name),
    tagline: textForCard(route.edition.site.brand.tagline),
    color: site.themeColor,
    mark,
  }));
  const pngs = new Array<Uint8Array>(withOwnCard.length);
  const cardFonts = fontsFor(props.map((p) => `${p.brand}${p.title}${p.tagline}`).join(""));
  let next = 0;
  const drawNext = async () => {
    for (let i = next++; i < withOwnCard.length; i = next++) pngs[i] = await cardPng(props[i]!, recipe, cardFonts, cache);
  };
  await Promise.all(Array.from({ length: Math.max(2, os.availableParallelism()) }, drawNext));
  for (const [i, route] of withOwnCard.entries()) {
    const png = pngs[i]!;
    if (png.byteLength > MAX_IMAGE_BYTES) {
      throw new Error(
        `The social preview of ${route.path} is ${Math.round(png.byteLength / 1024)} KB; WhatsApp shows images up to ${MAX_IMAGE_BYTES / 1024} KB.`,
      );
    }
    const file = hashedName(`og/${route.file.replace(/\.html$/, "")}`, ".png", png);
    files.push({ file, contents: png });
    byPath.set(route.path, {
      url: siteAddress(site.siteUrl, `/${file}`),
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      alt: `${route.edition.site.brand.name}: ${route.name}. ${route.edition.site.brand.tagline}`,
    });
  }
  const shared = landing && byPath.get(landing.path);
  for (const route of routes) if (shared && !byPath.has(route.path)) byPath.set(route.path, shared);
  return { byPath, files };
}

// Tests build the site many times in one process; the same card is drawn once.
const drawn = new Map<string, Promise<Uint8Array>>();

function cardPng(props: SocialCardProps, recipe: string, fonts: Font[], cache: OutputCache): Promise<Uint8Array> {
  const key = JSON.stringify(props);
  let png = drawn.get(key);
  if (!png) {
    png = cache.cached(cacheKey("social-card", recipe, key), () => draw(props, fonts));
    drawn.set(key, png);
    png.catch(() => drawn.delete(key));
  }
  return png;
}

// A card depends on its props, this drawing code, the card template and the
// versions of satori and resvg: all of them are in its cache key. (Found from
// templatesDir: in a bundled build, import.meta.url is the bundle.)
function cardRecipe(templatesDir: string): string {
  return cacheKey(
    readFileSync(path.join(templatesDir, "SocialCard.tsx")),
    readFileSync(path.join(templatesDir, "..", "src", "outputs", "social-images.ts")),
    readFileSync(path.join(templatesDir, "..", "src", "model", "schema", "card-text.ts")),
    readFileSync(require.resolve("satori/package.json")),
    readFileSync(require.resolve("@resvg/resvg-js/package.json")),
    ...CARD_FONTS.map((font) => readFileSync(require.resolve(`${font.package}/package.json`))),
  );
}

async function draw(props: SocialCardProps, fonts: Font[]): Promise<Uint8Array> {
  // Satori asks for more fonts only when none has a character. A font's
  // unicode-range promises more than its glyphs hold (Inter's Latin subset has
  // no ‐ or ‰), so what it asks for is left out and the card drawn again:
  // a box in its place would be shared everywhere.
  const missing = new Set<string>();
  const layout = (card: SocialCardProps) =>
    satori(SocialCard(card), {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      fonts,
      loadAdditionalAsset: (code, segment) => {
        for (const char of segment) missing.add(char);
        return Promise.resolve(code === "emoji" ? EMPTY_IMAGE : []);
      },
    });
  let svg = await layout(props);
  if (missing.size) {
    svg = await layout({
      ...props,
      brand: textForCard(props.brand, missing),
      title: textForCard(props.title, missing),
      tagline: textForCard(props.tagline, missing),
    });
  }
  return (await renderAsync(svg, { fitTo: { mode: "original" } })).asPng();
}

const EMPTY_IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')}`;

const require = createRequire(import.meta.url);
type Font = NonNullable<Parameters<typeof satori>[1]["fonts"]>[number];
const WEIGHTS = [400, 700, 800] as const;
const fontData = new Map<string, Buffer>();
const chosen = new Map<string, Font[]>();

/**
 * The font files in the weights the card uses, Inter first (satori takes each
 * character from the first font that has it), leaving out the subsets whose
 * range holds no character of the cards' text: reading and inflating all
 * nine files cost about 90 ms of a cold build. Latin is always in. The same
 * text gets the same array, which satori then parses only once.
 */
function fontsFor(text: string): Font[] {
  const key = [...new Set(text)].sort().join("");
  let fonts = chosen.get(key);
  if (fonts) return fonts;
  const codes = [...key].map((c) => c.codePointAt(0)!);
  fonts = CARD_FONTS.flatMap((font) => {
    return font.subsets
      .filter((subset) => subset === "latin" || codes.some((code) => inRanges(code, subsetRanges(font, subset))))
      .flatMap((subset) =>
        WEIGHTS.map((weight) => {
          const file = require.resolve(`${font.package}/files/${font.prefix}-${subset}-${weight}-normal.woff`);
          let data = fontData.get(file);
          if (!data) fontData.set(file, (data = readFileSync(file)));
          // One name per subset: satori keeps a single font per name and weight,
          // and falls back to the other names for characters the first lacks.
          return {
            name: subset === "latin" || font.subsets.length === 1 ? font.name : `${font.name} ${subset}`,
            weight,
            style: "normal" as const,
            data,
          };
        }),
      );
  });
  chosen.set(key, fonts);
  return fonts;
}
