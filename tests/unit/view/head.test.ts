// src/view/head.ts: each route kind's head from the frozen content: language,
// indexing (the 404 page kept out of search), alternates that name each other
// with English as x-default, the texts, and the icons and preview image made
// for the site passed through untouched.
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../../../src/model/site-model.ts";
import { pageHead, type IconLinks, type SocialImage } from "../../../src/view/head.ts";
import { routes, type Route } from "../../../src/view/routes.ts";
import { FIXTURE } from "../../helpers/site.ts";

const ICONS: IconLinks = {
  svg: "/favicon.svg",
  svgInline: "data:image/svg+xml,%3Csvg%2F%3E",
  png32: "/favicon-32.png",
  appleTouch: "/apple-touch-icon.png",
  png192: "/icon-192.png",
  png512: "/icon-512.png",
  manifest: "/site.webmanifest",
};
const IMAGE: SocialImage = { url: "https://example.org/og/home.png", width: 1200, height: 630, alt: "The agency's promise" };

let table: Route[];
beforeAll(async () => {
  table = routes(await loadContent(FIXTURE));
});

const at = (path: string) => {
  const route = table.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};
const headOf = (path: string) => pageHead(at(path), { icons: ICONS, image: IMAGE });

describe("a page's head", () => {
  it("gives each landing page its language, its texts and an indexable address", () => {
    for (const [path, lang] of [
      ["/", "en-IN"],
      ["/hi", "hi-IN"],
    ] as const) {
      const route = at(path);
      expect(headOf(path), path).toMatchObject({
        path,
        lang,
        indexable: true,
        title: route.title,
        description: route.description,
      });
    }
    // The two languages' pages say different things.
    expect(headOf("/hi").title).not.toBe(headOf("/").title);
  });

  it("makes the landing pages' alternates reciprocal, with the English page as x-default", () => {
    const en = headOf("/");
    const hi = headOf("/hi");
    expect(en.alternates).toEqual(hi.alternates);
    expect(en.alternates.map((a) => [a.tag, a.path])).toEqual([
      ["en-IN", "/"],
      ["hi-IN", "/hi"],
    ]);
    expect(en.alternates.filter((a) => a.source).map((a) => a.tag)).toEqual(["en-IN"]);
    // Each page is among its own alternates, in its own language.
    for (const head of [en, hi]) expect(head.alternates.find((a) => a.path === head.path)?.tag).toBe(head.lang);
  });

  it("gives a legal page its own title and description, indexable, in the source language", () => {
    const route = at("/privacy-policy");
    const head = headOf("/privacy-policy");
    expect(head).toMatchObject({ path: "/privacy-policy", lang: "en-IN", indexable: true });
    expect(head.title).toBe(route.title);
    expect(head.description).toBe(route.description);
    expect(head.title).not.toBe(headOf("/").title);
    // The frozen content translates no legal page: one language has it, so it names no alternates.
    expect(head.alternates).toEqual([]);
  });

  it("keeps the not-found page out of search, with no alternates", () => {
    expect(headOf("/404")).toMatchObject({ path: "/404", indexable: false, lang: "en-IN", alternates: [] });
  });

  it("passes the icons and preview image through as made, and leaves them out in the dev server", () => {
    // Every page of the frozen content: the landing pages and the legal ones, so the loop below judges some.
    expect(table.map((route) => route.path)).toEqual(expect.arrayContaining(["/", "/hi", "/privacy-policy"]));
    for (const route of table) {
      const head = pageHead(route, { icons: ICONS, image: IMAGE });
      expect(head.icons, route.path).toBe(ICONS);
      expect(head.image, route.path).toBe(IMAGE);
      const bare = pageHead(route, {});
      expect(bare.icons).toBeUndefined();
      expect(bare.image).toBeUndefined();
    }
  });

  it("writes the page's structured data as JSON, naming the largest icon when there is one", () => {
    const head = headOf("/");
    expect(head.jsonLd.length).toBeGreaterThan(0);
    for (const text of head.jsonLd) expect(() => JSON.parse(text)).not.toThrow();
    expect(head.jsonLd.join("\n")).toContain(ICONS.png512);
    expect(pageHead(at("/"), {}).jsonLd.join("\n")).not.toContain(ICONS.png512);
  });
});
