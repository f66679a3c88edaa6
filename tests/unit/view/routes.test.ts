// src/view/routes.ts: the route table of the frozen content, and the addresses
// a legal page may not take.
import { beforeAll, describe, expect, it } from "vitest";
import { ContentError } from "../../../src/parse/problem.ts";
import { loadContent, type SiteModel } from "../../../src/model/site-model.ts";
import { routes } from "../../../src/view/routes.ts";
import { FIXTURE } from "../../helpers/site.ts";

let model: SiteModel;
beforeAll(async () => {
  model = await loadContent(FIXTURE);
});

describe("the route table", () => {
  it("has the landing page, each legal page and the not-found page in every published language, each with its file", () => {
    const table = routes(model);
    const byPath = new Map(table.map((r) => [r.path, r]));
    expect(byPath.get("/")).toMatchObject({ kind: "landing", file: "index.html", indexable: true });
    expect(byPath.get("/hi")).toMatchObject({ kind: "landing", file: "hi.html" });
    expect(byPath.get("/privacy-policy")).toMatchObject({ kind: "legal", file: "privacy-policy.html" });
    expect(byPath.get("/404")).toMatchObject({ kind: "notFound", file: "404.html", indexable: false });
    for (const page of model.legal) expect(byPath.has(`/${page.slug}`), page.slug).toBe(true);
    // One file per route: no page replaces another.
    expect(new Set(table.map((r) => r.file)).size).toBe(table.length);
  });

  it("names the other languages' pages as alternates, with the source language as x-default", () => {
    const home = routes(model).find((r) => r.path === "/")!;
    expect(home.alternates.map((a) => [a.tag, a.path, a.source])).toEqual([
      ["en-IN", "/", true],
      ["hi-IN", "/hi", false],
    ]);
  });

  it("refuses a legal page whose address the build uses itself, at its file", () => {
    const taken = { ...model.legal[0]!, slug: "sitemap", file: "content/legal/sitemap.md" };
    const error = (() => {
      try {
        routes({ ...model, legal: [taken], editions: model.editions.map((e) => ({ ...e, legal: [taken] })) });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems.map((p) => `${p.file} ${p.found}`)).toEqual([
      'content/legal/sitemap.md "sitemap.md", whose address /sitemap is the name of the sitemap (sitemap.xml)',
    ]);
  });
});
