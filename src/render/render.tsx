// Renders one route to a complete HTML string with React's renderToString.
import type { ComponentProps, Context, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { Document } from "../../templates/Document.tsx";
import { IconSprite, IconsUsed } from "../../templates/Icon.tsx";
import { LaterRules } from "../../templates/BelowFold.tsx";
import { LandingPage, LANDING_SCRIPTS } from "../../templates/LandingPage.tsx";
import { LegalPage, type LegalPageShown } from "../../templates/LegalPage.tsx";
import { NotFoundPage } from "../../templates/NotFoundPage.tsx";
import { SourceTextsContext } from "../../templates/ContentText.tsx";
import { TrackingContext } from "../../templates/tracking.ts";
import { analyticsOf } from "../model/analytics-setup.ts";
import { loaderData } from "../view/analytics-markup.ts";
import type { SiteAssets } from "./assets.ts";
import type { Edition, SiteModel } from "../model/site-model.ts";
import type { Pictures } from "../view/pictures.ts";
import { dirWithin } from "../view/direction.ts";
import { SCRIPT_STYLES, TALL_SCRIPTS, writingSystem, type StyledScript } from "../text/writing-system.ts";
import { pageHead, type IconLinks, type SocialImage } from "../view/head.ts";
import type { SectionPage } from "../../templates/sections/section-view.ts";
import type { Route } from "../view/routes.ts";

/**
 * What the pages carry or refer to: the inline CSS and script, and the icons,
 * pictures and preview images the build made before them. The dev server
 * renders without preview images; its pages then lack those head tags.
 */
export interface PageAssets extends SiteAssets {
  icons?: IconLinks;
  socialImages?: Map<string, SocialImage>;
  /** The published files of every picture of the content. */
  pictures: Pictures;
  /**
   * The addresses of the landing pages' and the legal pages' later rules as
   * files; the section tests and the dev server draw without them, and
   * inline those rules.
   */
  laterCss?: { landing: string; page: string };
}

// Worked out once per language, not once per page: with thousands of legal
// pages, filtering them for every page's footer grew with the square.
const footers = new WeakMap<Edition, Edition["legal"]>();
/** The legal pages a language's footer lists (those not marked footer: false), as every page of it renders them. */
function footerPages(edition: Edition): Edition["legal"] {
  let pages = footers.get(edition);
  if (!pages) footers.set(edition, (pages = edition.legal.filter((page) => page.meta.footer !== false)));
  return pages;
}

export function renderRoute(route: Route, model: SiteModel, assets: PageAssets): string {
  return drawRoute(routeInputs(route, model, assets));
}

/**
 * Everything a route's page is drawn from, as data: its frame (head, header,
 * footer, styles, scripts) and what its body shows. drawRoute reads nothing
 * else, so the same inputs, with the same code, always draw the same page:
 * the build keeps pages by them (src/pipeline/kept-pages.ts).
 */
export interface RouteInputs {
  frame: PageFrame;
  body: { kind: "landing"; page: SectionPage } | { kind: "legal"; page: LegalPageShown } | { kind: "notFound" };
}

interface PageFrame {
  landing: boolean;
  tracking: ContextValue<typeof TrackingContext>;
  sourceTexts: ContextValue<typeof SourceTextsContext>;
  document: Omit<ComponentProps<typeof Document>, "children">;
}

type ContextValue<C> = C extends Context<infer T> ? T : never;

export function routeInputs(route: Route, model: SiteModel, assets: PageAssets): RouteInputs {
  const { frame, page } = pageFrame(route, model, assets);
  const body: RouteInputs["body"] =
    route.kind === "landing"
      ? { kind: "landing", page }
      : route.kind === "legal"
        ? { kind: "legal", page: { meta: route.page.meta, toc: route.page.toc, html: route.page.html } }
        : { kind: "notFound" };
  return { frame, body };
}

/** A route's page from its inputs alone. */
export function drawRoute({ frame, body }: RouteInputs): string {
  const { site, home, head } = frame.document;
  return drawPage(
    frame,
    body.kind === "landing" ? (
      <LandingPage {...body.page} />
    ) : body.kind === "legal" ? (
      <LegalPage page={body.page} site={site} home={home} lang={head.lang} />
    ) : (
      <NotFoundPage site={site} />
    ),
  );
}

/**
 * A route's page around the body `draw` makes of it: its head, header,
 * footer, styles and scripts. renderRoute draws each route's own body; the
 * section tests draw a section's examples alone in a landing page's frame.
 */
export function renderPage(
  { route, model, assets }: { route: Route; model: SiteModel; assets: PageAssets },
  draw: (page: SectionPage) => ReactNode,
): string {
  const { frame, page } = pageFrame(route, model, assets);
  return drawPage(frame, draw(page));
}

/** What a route's frame is drawn from, and the page its sections see. */
function pageFrame(route: Route, model: SiteModel, assets: PageAssets): { frame: PageFrame; page: SectionPage } {
  const landing = route.kind === "landing";
  const { edition } = route;
  const page: SectionPage = { model: { ...model, ...edition }, pictures: assets.pictures };
  const head = pageHead(route, { icons: assets.icons, image: assets.socialImages?.get(route.path) });
  const source = model.editions[0]!;
  const analytics = analyticsOf(edition.site);
  const frame: PageFrame = {
    landing,
    tracking: analytics && { service: analytics.service, lang: edition.locale.tag },
    sourceTexts: { tag: source.locale.tag, texts: edition.inSource, dir: dirWithin(source.locale.tag, edition.locale.tag) },
    document: {
      site: edition.site,
      today: model.today,
      footerPages: footerPages(edition),
      head,
      assets: {
        css: inlineCss(route.kind, [head.lang, ...head.alternates.map((a) => a.tag)], assets),
        laterCss: route.kind === "notFound" ? undefined : assets.laterCss?.[landing ? "landing" : "page"],
        script: assets.script,
        scripts: [
          ...(landing ? landingScripts(page, assets) : []),
          ...(route.kind === "notFound" ? [] : [{ code: assets.laterScript, attributes: {} }]),
        ],
        analytics: analytics && { data: loaderData(analytics), script: assets.analyticsScript },
      },
      linkBase: landing ? "" : edition.home,
      home: edition.home,
      locale: edition.locale.code,
      sourceTag: source.locale.tag,
    },
  };
  return { frame, page };
}

/** The page: its frame around `body`, with the sprite of the icons it drew. */
function drawPage(frame: PageFrame, body: ReactNode): string {
  const icons = new Set<string>();
  const html = renderToString(
    <LaterRules.Provider value={frame.landing}>
      <IconsUsed.Provider value={icons}>
        <TrackingContext.Provider value={frame.tracking}>
          <SourceTextsContext.Provider value={frame.sourceTexts}>
            <Document {...frame.document}>{body}</Document>
          </SourceTextsContext.Provider>
        </TrackingContext.Provider>
      </IconsUsed.Provider>
    </LaterRules.Provider>,
  );
  // Only the icons this page rendered go into its sprite, in a stable order.
  // At the end of the body: <use> finds a symbol wherever it is, and the
  // parser reaches the page's text before the icons' paths.
  const sprite = renderToString(<IconSprite names={[...icons].sort()} />);
  // React marks where one text ends and the next begins ("<!-- -->") for a
  // page it will hydrate; these pages never are, and the marks are bytes of
  // the first flight. Text never holds one: React escapes its "<".
  const markup = html.replaceAll("<!-- -->", "");
  const end = markup.lastIndexOf("</body>");
  return `<!DOCTYPE html>${markup.slice(0, end)}${sprite}${markup.slice(end)}\n`;
}

// One text per kind of page and set of languages, not one per page: a site of
// thousands of legal pages has a handful, and the pages' digests (kept-pages.ts)
// then meet the same text again rather than an equal one.
const inlineTexts = new WeakMap<PageAssets, Map<string, string>>();
/** A page's inline stylesheet: its writing systems' rules, its kind's, and the language menu's when it has one (`tags`: its language's, then its other languages'). */
function inlineCss(kind: Route["kind"], tags: string[], assets: PageAssets): string {
  let texts = inlineTexts.get(assets);
  if (!texts) inlineTexts.set(assets, (texts = new Map<string, string>()));
  const key = [kind, ...tags].join(" ");
  let css = texts.get(key);
  if (css === undefined) {
    css =
      scriptStyles(assets.css.scripts, tags) +
      pageCss(kind, assets) +
      // The header's language menu, when the page has two other languages or more (LanguageLinks).
      (tags.length > 3 ? assets.css.languageMenu : "");
    texts.set(key, css);
  }
  return css;
}

/**
 * A page's inline rules: a landing or legal page's first flight, and its later
 * rules too when they are not a file of their own (the section tests' and the
 * dev server's pages); the not-found page's, all of them.
 */
function pageCss(kind: Route["kind"], { css, laterCss }: PageAssets): string {
  if (kind === "notFound") return css.notFound;
  const [first, later] = kind === "landing" ? [css.landing, css.later] : [css.page, css.pageLater];
  return first + (laterCss ? "" : later);
}

/** The scripts a landing page carries: those its parts declare for it (a dated offer's end, the WhatsApp corner's), in the page's order. */
function landingScripts(page: SectionPage, assets: PageAssets): { code: string; attributes: Record<string, string> }[] {
  return LANDING_SCRIPTS.flatMap(({ name, attributes }) => {
    const found = attributes(page);
    return found ? [{ code: assets.landingScripts[name]!, attributes: found }] : [];
  });
}

/**
 * The rules of each writing system the page shows text in: its language's,
 * and those of the other languages its language links are written in. The
 * scripts of India's left-to-right languages share "indic", and those whose
 * marks stack highest "stacked-marks". A page of a site in English and Hindi carries
 * Devanagari's rules; one in Tamil, Tamil's.
 * They come first: a component's own rule of the same weight (a compact
 * heading's line height) still has the last word, as it did when these rules
 * sat in base.css.
 */
export function scriptStyles(sheets: Record<string, string>, tags: readonly string[]): string {
  const scripts = new Set(tags.map(writingSystem).filter((s) => s !== undefined));
  const names = (Object.keys(SCRIPT_STYLES) as StyledScript[]).filter((s) => scripts.has(s)).map((s) => SCRIPT_STYLES[s]);
  const shared = [
    ...(names.some((name) => name !== "arabic") ? ["indic"] : []),
    ...([...scripts].some((s) => TALL_SCRIPTS.has(s)) ? ["stacked-marks"] : []),
  ];
  return [...shared, ...names].map((name) => sheets[name]).join("");
}
