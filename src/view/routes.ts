// The route table: every page the site has, where its file goes in dist/, and
// its head metadata. Legal pages come from content/legal/*.md, so a new
// markdown file is a new route with no code change. The not-found page is a
// route too, so it shares the header, footer and head of every other page.
// A legal page may not take a name the build gives something else: the table
// refuses it at its file, instead of one page silently replacing another.
import type { Edition, LegalPage, SiteModel } from "../model/site-model.ts";
import { ContentError, type ContentProblem } from "../parse/problem.ts";
import { BUILD_NAMES } from "../parse/file-names.ts";

interface BaseRoute {
  /** The URL path, e.g. "/" or "/privacy-policy". */
  path: string;
  /** Output file relative to dist/. Clean URLs: /privacy-policy is privacy-policy.html. */
  file: string;
  /** The page's <title>, with the brand. */
  title: string;
  /** The page's own name, without the brand: shown on its social preview and in breadcrumbs. */
  name: string;
  description: string;
  /** False keeps the page out of search: noindex, no canonical URL, not in the sitemap. */
  indexable: boolean;
  /** The language it is in, with that language's texts. */
  edition: Edition;
  /** The same page in each published language, this one included (hreflang, sitemap, switcher); empty when it has no other. */
  alternates: Alternate[];
}

export interface Alternate {
  /** The language's tag, as hreflang and lang take it: "hi-IN". */
  tag: string;
  code: string;
  /** Its name in its own script, the switcher's text. */
  name: string;
  path: string;
  /** Whether it is the source language's page: hreflang's x-default. */
  source: boolean;
}

export type Route =
  (BaseRoute & { kind: "landing" }) | (BaseRoute & { kind: "legal"; page: LegalPage }) | (BaseRoute & { kind: "notFound" });

/** One problem per legal page whose address the build uses for something else. */
function nameProblems(legal: LegalPage[], locales: string[]): ContentProblem[] {
  return legal.flatMap((page): ContentProblem[] => {
    const taken =
      BUILD_NAMES[page.slug] ??
      (locales.includes(page.slug) ? `a language's home page (/${page.slug}, from site.yaml's locales)` : undefined);
    if (!taken) return [];
    return [
      {
        file: page.file,
        line: 1,
        column: 1,
        path: "",
        expected: "a file name the build does not use for a page or folder of its own",
        found: `"${page.slug}.md", whose address /${page.slug} is the name of ${taken}`,
        hint: "rename it: the file name is the page's address",
      },
    ];
  });
}

export function routes(model: SiteModel): Route[] {
  const { site, legal } = model;
  const problems = nameProblems(
    legal,
    model.site.locales.map((l) => l.code),
  );
  if (problems.length) throw new ContentError(problems);
  const brand = site.brand.name;
  const source = model.editions[0]!;
  return [
    ...model.editions.map((edition): Route => ({
      kind: "landing",
      path: edition.home,
      file: edition === source ? "index.html" : `${edition.locale.code}.html`,
      title: `${edition.site.brand.name}: ${edition.landing.meta.title}`,
      name: edition.landing.meta.title,
      description: edition.landing.meta.description,
      indexable: true,
      edition,
      alternates: alternatesOf(model, edition, (e) => e.home),
    })),
    // Legal pages: the source's, then each language's translations (/hi/privacy-policy).
    ...model.editions.flatMap((edition) =>
      edition.legal
        .filter((page) => page.locale === edition.locale.code)
        .map((page): Route => ({
          kind: "legal",
          page,
          path: page.path,
          file: `${page.path.slice(1)}.html`,
          title: `${page.meta.title} | ${edition.site.brand.name}`,
          name: page.meta.title,
          description: page.meta.description,
          indexable: true,
          edition,
          alternates: alternatesOf(model, edition, (e) => ownPaths(e).get(page.slug)),
        })),
    ),
    // Hosts serve 404.html for unknown paths (Netlify and Cloudflare Pages by
    // convention, nginx and others by configuration: see the README).
    {
      kind: "notFound",
      path: "/404",
      file: "404.html",
      title: `${site.notFound.title} | ${brand}`,
      name: site.notFound.title,
      description: site.notFound.description,
      indexable: false,
      edition: source,
      alternates: [],
    },
  ];
}

// Looked up by slug, not searched for: a site of thousands of legal pages took each page's alternates from a search of every page.
const ownPathsOf = new WeakMap<Edition, Map<string, string>>();
/** The address of each legal page a language has in its own language, by slug (the first, as a search would find it). */
function ownPaths(edition: Edition): Map<string, string> {
  let paths = ownPathsOf.get(edition);
  if (!paths) {
    paths = new Map();
    for (const page of edition.legal) if (page.locale === edition.locale.code && !paths.has(page.slug)) paths.set(page.slug, page.path);
    ownPathsOf.set(edition, paths);
  }
  return paths;
}

/**
 * A page in every language that has it (`pathIn` gives its address there),
 * in site.yaml's order: the published languages, and a draft (built by the
 * dev server only) on its own pages, never offered to the published ones.
 * None when only one language has the page.
 */
function alternatesOf(model: SiteModel, current: Edition, pathIn: (edition: Edition) => string | undefined): Alternate[] {
  const source = model.editions[0]!;
  const found = model.editions
    .filter((e) => e === source || e === current || e.locale.status === "published")
    .flatMap((e): Alternate[] => {
      const path = pathIn(e);
      return path === undefined ? [] : [{ tag: e.locale.tag, code: e.locale.code, name: e.locale.name, path, source: e === source }];
    });
  return found.length > 1 ? found : [];
}
