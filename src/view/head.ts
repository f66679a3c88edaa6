// A page's head as data: what search engines, link previews and browsers read
// about it (title, description, address, preview image, icons, structured
// data, language and alternates). The outputs make the icons and preview
// images before any page is rendered; the renderer puts their links here and
// templates/Document.tsx writes the tags.
import type { Alternate, Route } from "./routes.ts";
import { jsonLdText, structuredData } from "./structured-data.ts";

/** The icon files every page links to. */
export interface IconLinks {
  svg: string;
  /**
   * The SVG favicon as a data: URL, for the pages' own <link rel="icon">:
   * a browser asks for no file, and a phone's first paint waits on nothing.
   * (Lighthouse counts an icon fetched before the paint against its LCP.)
   */
  svgInline: string;
  png32: string;
  appleTouch: string;
  png192: string;
  png512: string;
  manifest: string;
}

/** A page's link-preview image. */
export interface SocialImage {
  /** Absolute URL, as Open Graph requires. */
  url: string;
  width: number;
  height: number;
  /** Describes the image: the words it shows. */
  alt: string;
}

export interface PageHead {
  title: string;
  description: string;
  /** The route, e.g. "/" or "/privacy-policy". */
  path: string;
  /** False for pages kept out of search (the 404 page): noindex, and no canonical URL. */
  indexable: boolean;
  /** Absent only in the dev server, which makes no images or icons. */
  image?: SocialImage | undefined;
  icons?: IconLinks | undefined;
  /** schema.org objects as JSON, one script element each. */
  jsonLd: string[];
  /** The page's language tag: "en-IN", "hi-IN". */
  lang: string;
  /** The same page in each published language (hreflang links, og:locale:alternate, the language links); empty when there is one. */
  alternates: Alternate[];
}

/** The head of one route, given the icons and preview images made for the site (absent in the dev server). */
export function pageHead(route: Route, made: { icons?: IconLinks | undefined; image?: SocialImage | undefined }): PageHead {
  return {
    title: route.title,
    description: route.description,
    path: route.path,
    indexable: route.indexable,
    image: made.image,
    icons: made.icons,
    jsonLd: structuredData(route, made.icons?.png512).map(jsonLdText),
    lang: route.edition.locale.tag,
    alternates: route.alternates,
  };
}
