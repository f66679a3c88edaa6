// src/pipeline/link-check.ts: every internal link content writes checked
// against what the build renders (pages by address, their ids, other files),
// a broken one reported at its file, line and column with a "did you mean".
import { describe, expect, it } from "vitest";
import type { ContentLink } from "../../../src/model/load/content-links.ts";
import { checkLinks, idsOf } from "../../../src/pipeline/link-check.ts";

const TARGETS = {
  pages: new Map([
    ["/", new Set(["pricing", "features"])],
    ["/privacy-policy", new Set(["cookies", "your-rights"])],
    ["/hi", new Set(["pricing"])],
  ]),
  files: new Set(["/sitemap.xml", "/brochure/plans 2025.pdf"]),
  siteUrl: "https://www.tripreply.in",
};

const link = (href: string, page = "/privacy-policy"): ContentLink => ({
  href,
  page,
  file: "content/legal/privacy-policy.md",
  line: 9,
  column: 4,
  source: `see [x](${href})`,
});
const found = (...hrefs: string[]) =>
  checkLinks(
    hrefs.map((h) => link(h)),
    TARGETS,
  ).map((p) => `${p.found} | ${p.hint}`);

describe("a content link", () => {
  it("passes to a page in any of its written forms, to an id on it, or to a published file", () => {
    expect(
      found(
        "/",
        "/privacy-policy",
        "/privacy-policy.html",
        "/privacy-policy/",
        "/#pricing",
        "#cookies",
        "/sitemap.xml",
        "/brochure/plans%202025.pdf",
      ),
    ).toEqual([]);
  });

  it("is not checked when it leads to another site, mail or a phone, and is when it is the site's own absolute address", () => {
    expect(found("https://wa.me/91", "mailto:a@b.in", "tel:+91", "https://www.tripreply.in/privacy-policy#cookies")).toEqual([]);
    expect(found("https://www.tripreply.in/privacy-polcy")).toEqual([
      'a link to "/privacy-polcy", which is no page of the site | did you mean /privacy-policy?',
    ]);
  });

  it("to no page is a problem at its position, with the closest page or a list of pages", () => {
    const [problem] = checkLinks([link("/terms")], TARGETS);
    expect(problem).toMatchObject({
      file: "content/legal/privacy-policy.md",
      line: 9,
      column: 4,
      expected: "a link to a page of this site",
    });
    expect(problem!.hint).toBe("the pages are /, /privacy-policy, /hi");
  });

  it("to an id no element has is a problem, read against the link's own page", () => {
    expect(checkLinks([link("#cookeis")], TARGETS)[0]).toMatchObject({
      expected: "a #fragment that is the id of a section on this page",
      found: '"#cookeis", which no element on it has',
      hint: "did you mean #cookies?",
    });
    expect(checkLinks([link("/privacy-policy#nope", "/")], TARGETS)[0]!.expected).toBe(
      "a #fragment that is the id of a section on the page /privacy-policy",
    );
  });
});

describe("a page's ids", () => {
  it("are every id attribute, with & unescaped", () => {
    expect(idsOf('<h2 id="a">x</h2><div data-id="no" id="q&amp;a"></div>')).toEqual(new Set(["a", "q&a"]));
  });
});
