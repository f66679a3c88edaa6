// One social preview image per page (og:image, twitter:image): the
// SocialCard template drawn by satori to SVG and rendered to PNG by resvg,
// named by its content hash under /og/. A card costs about 80 ms of CPU, so a
// legal page may share the landing page's card instead (`socialImage: site`).
// The fonts (src/text/card-text.ts) are read from their @fontsource packages in
// node_modules, so nothing is fetched; only those the cards' text needs are read.
import { Resvg } from "@resvg/resvg-js";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import type satoriType from "satori";
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  firstTitleSize,
  SocialCard,
  TITLE_SIZES,
  titleLineHeight,
  type SocialCardProps,
} from "../../templates/SocialCard.tsx";
import type { SocialImage } from "../view/head.ts";
import type { OutputFile } from "./output-file.ts";
import type { SiteModel } from "../model/site-model.ts";
import type { Route } from "../view/routes.ts";
import { siteAddress } from "../view/site-address.ts";
import { cacheKey, type OutputCache } from "./cache.ts";
import { hashedName } from "./hash.ts";
import { woffToSfnt } from "./sfnt.ts";
import { CARD_FONTS, inRanges, subsetRanges, textForCard } from "../text/card-text.ts";

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
  // Each card in its page's language: the title and tagline of its edition.
  // What no font draws (emoji, arrows) is left out of the card; the schemas have refused other scripts.
  const props = withOwnCard.map((route): SocialCardProps => ({
    brand: textForCard(route.edition.site.brand.name),
    title: textForCard(route.name),
    tagline: textForCard(route.edition.site.brand.tagline),
    color: site.themeColor,
    mark,
  }));
  // Read and inflated only when a card is drawn: a build whose cards are all in the cache reads no font.
  let chosenFonts: Font[] | undefined;
  const cardFonts = () => (chosenFonts ??= fontsFor(props.map((p) => `${p.brand}${p.title}${p.tagline}`).join("")));
  for (const [i, route] of withOwnCard.entries()) {
    const png = await cardPng(props[i]!, recipe, cardFonts, cache);
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

/** One card as the build draws it, with the fonts its text needs and their shapers: what the shaping tests hold to a browser's drawing. */
export function drawCard(props: SocialCardProps): Promise<Uint8Array> {
  return draw(props, fontsFor(`${props.brand}${props.title}${props.tagline}`));
}

// Tests build the site many times in one process; the same card is drawn once.
const drawn = new Map<string, Promise<Uint8Array>>();

function cardPng(props: SocialCardProps, recipe: string, fonts: () => Font[], cache: OutputCache): Promise<Uint8Array> {
  const key = JSON.stringify(props);
  let png = drawn.get(key);
  if (!png) {
    png = cache.cached(cacheKey("social-card", recipe, key), () => draw(props, fonts()));
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
    readFileSync(path.join(templatesDir, "..", "src", "text", "card-text.ts")),
    readFileSync(require.resolve("satori/package.json")),
    readFileSync(require.resolve("@resvg/resvg-js/package.json")),
    ...CARD_FONTS.map((font) => readFileSync(require.resolve(`${font.package}/package.json`))),
  );
}

async function draw(props: SocialCardProps, fonts: Font[]): Promise<Uint8Array> {
  // Text in a script satori does not shape (Arabic's joins and marks) stays
  // text in the SVG, placed by satori, and resvg shapes it from the font files.
  const shapedByResvg = [...`${props.brand}${props.title}${props.tagline}`].some((char) => RESVG_SHAPED(char.codePointAt(0)!));
  // Satori asks for more fonts only when none has a character. A font's
  // unicode-range promises more than its glyphs hold (Inter's Latin subset has
  // no ‐ or ‰), so what it asks for is left out and the card drawn again:
  // a box in its place would be shared everywhere.
  const missing = new Set<string>();
  let titleHeight = 0;
  // Loaded when a card is first drawn: a build whose cards are all in the cache never evaluates it (about 20 ms).
  const { default: satori } = await import("satori");
  const layout = (card: SocialCardProps) =>
    satori(SocialCard(card), {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      fonts,
      embedFont: !shapedByResvg,
      onNodeDetected: (node) => {
        if (node.textContent === card.title) titleHeight = Math.max(titleHeight, node.height);
      },
      loadAdditionalAsset: (code, segment) => {
        for (const char of segment) missing.add(char);
        return Promise.resolve(code === "emoji" ? EMPTY_IMAGE : []);
      },
    });
  let svg = await layout(props);
  let card = props;
  if (missing.size) {
    card = {
      ...props,
      brand: textForCard(props.brand, missing),
      title: textForCard(props.title, missing),
      tagline: textForCard(props.tagline, missing),
    };
    titleHeight = 0;
    svg = await layout(card);
  }
  // A title of wide letters (Tamil, Malayalam) can take more than three lines at the size its
  // length suggests: laid out again a size smaller until it fits, as satori measures it.
  for (const size of TITLE_SIZES.filter((s) => s < firstTitleSize(card.title))) {
    const lines = titleHeight / ((card.titleSize ?? firstTitleSize(card.title)) * titleLineHeight(card.title));
    if (lines <= 3.05) break;
    card = { ...card, titleSize: size };
    titleHeight = 0;
    svg = await layout(card);
  }
  // Rasterised on this thread, not on libuv's pool (renderAsync): each of
  // resvg's 3 MB pixmaps is freed only when V8 collects its wrapper, which V8
  // sees as a few bytes, and the pool's threads keep what they freed. A
  // 1,000-page build with six cards peaked at 354 MB drawing them on the pool
  // and at 299 MB here (medians of 5), for the same wall time.
  const text = shapedByResvg ? { font: { fontFiles: fonts.map(fontFile), loadSystemFonts: false, defaultFontFamily: "Inter" } } : {};
  return new Resvg(shapedByResvg ? withTextFonts(svg) : svg, { fitTo: { mode: "original" }, ...text }).render().asPng();
}

/**
 * Satori writes each piece of text with the font-family of its element
 * (Inter), not the font it took the letters from; resvg then falls back to any
 * face with the glyphs, in any weight. Each piece gets the family of the card
 * font that has its first letter, as satori chose it.
 */
function withTextFonts(svg: string): string {
  return svg.replace(/<text([^>]*) font-family="[^"]*"([^>]*)>([^<]*)<\/text>/g, (whole, before: string, after: string, text: string) => {
    const letter = [...text].find((char) => /[\p{L}\p{N}]/u.test(char));
    const font = letter && CARD_FONTS.find((f) => f.subsets.some((subset) => inRanges(letter.codePointAt(0)!, subsetRanges(f, subset))));
    return font ? `<text${before} font-family="${font.name}"${after}>${text}</text>` : whole;
  });
}

/** The characters of the fonts resvg shapes (CARD_FONTS' `shaper`). */
const RESVG_SHAPED = (code: number) =>
  CARD_FONTS.some((font) => "shaper" in font && font.subsets.some((subset) => inRanges(code, subsetRanges(font, subset))));

/**
 * A card font as a file resvg can read (its OpenType form), written once per
 * machine to the temporary folder under a name made of its hash, so a build
 * never reads a half-written one (written aside, then renamed).
 */
function fontFile(font: Font): string {
  const data = font.data as Buffer;
  const file = path.join(os.tmpdir(), `card-font-${createHash("sha256").update(data).digest("hex").slice(0, 20)}.ttf`);
  if (!existsSync(file)) {
    const aside = `${file}.${process.pid}`;
    writeFileSync(aside, data);
    renameSync(aside, file);
  }
  return file;
}

const EMPTY_IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')}`;

const require = createRequire(import.meta.url);
type Font = NonNullable<Parameters<typeof satoriType>[1]["fonts"]>[number];
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
        font.weights.map((weight) => {
          const file = require.resolve(`${font.package}/files/${font.prefix}-${subset}-${weight}-normal.woff`);
          let data = fontData.get(file);
          // Inflated here by Node's zlib: given the WOFF, satori inflates each table in JavaScript,
          // and its first card of a cold build took 330–360 ms against 220–260 ms.
          if (!data) fontData.set(file, (data = woffToSfnt(readFileSync(file))));
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
