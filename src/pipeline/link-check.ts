// Checks every internal link content writes (an href in YAML, an address in
// a legal page's markdown) against what the build renders: the pages by their
// address, the ids on each page for a #fragment, and the other files it
// publishes. A broken one is a problem at the link's file, line and column,
// with a "did you mean" when a page or id is close. The build prints them as
// warnings; build:production refuses them.
import type { ContentLink } from "../model/load/content-links.ts";
import { closest, type ContentProblem } from "../parse/problem.ts";
import { decodeSafely, pageAddress } from "../view/clean-urls.ts";
import { ownCopy } from "../outputs/detached-strings.ts";

export interface LinkTargets {
  /** Every page by its address ("/", "/privacy-policy"), with the ids it renders. */
  pages: ReadonlyMap<string, ReadonlySet<string>>;
  /** Every other file the site publishes, as an address ("/sitemap.xml", "/brochure/plans.pdf"). */
  files: ReadonlySet<string>;
  /** The site's own address: an absolute link to it is internal too. */
  siteUrl: string;
}

/**
 * The ids a rendered page carries, for #fragments to point at: kept until the
 * end of the build, so copies of their own, not views into the page's HTML
 * (at 1,000 pages, 30 KB each would otherwise stay in memory).
 */
export function idsOf(html: string): Set<string> {
  return new Set(ownCopy(Array.from(html.matchAll(/\sid="([^"]+)"/g), (m) => m[1]!.replace(/&amp;/g, "&"))));
}

const BASE = "https://site.invalid";

export function checkLinks(links: readonly ContentLink[], targets: LinkTargets): ContentProblem[] {
  const own = new URL(targets.siteUrl).origin;
  const problems: ContentProblem[] = [];
  const addresses = [...targets.pages.keys()];
  for (const link of links) {
    let url: URL;
    try {
      url = new URL(link.href, `${BASE}${link.page}`);
    } catch {
      continue; // not a URL at all: the schema or markdown decides what such text is
    }
    if (url.origin !== BASE && url.origin !== own) continue; // another site, mailto:, tel:
    const address = pageAddress(url.pathname);
    const at = { file: link.file, line: link.line, column: link.column, source: link.source, path: "" };
    const ids = targets.pages.get(address);
    if (!ids) {
      if (targets.files.has(decodeSafely(url.pathname))) continue;
      const guess = closest(address, addresses);
      problems.push({
        ...at,
        expected: "a link to a page of this site",
        found: `a link to "${address}", which is no page of the site`,
        hint: guess ? `did you mean ${guess}?` : `the pages are ${addresses.slice(0, 6).join(", ")}${addresses.length > 6 ? ", …" : ""}`,
      });
      continue;
    }
    const fragment = decodeSafely(url.hash.slice(1));
    if (!fragment || ids.has(fragment)) continue;
    const guess = closest(fragment, [...ids]);
    problems.push({
      ...at,
      expected: `a #fragment that is the id of a section on ${address === link.page ? "this page" : `the page ${address}`}`,
      found: `"#${fragment}", which no element on it has`,
      hint: guess ? `did you mean #${guess}?` : undefined,
    });
  }
  return problems;
}
