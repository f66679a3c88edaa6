// src/pipeline/kept-pages.ts: pages drawn once and kept between builds. A kept
// page is the page drawn fresh, byte for byte; any change to what a page is
// drawn from (its own text, the site, the footer's pages, the day, the
// stylesheets) or to the code that draws it draws it again; a landing page,
// or inputs that are not plain data, are never kept; each route keeps one
// page however often it changes; the renderer's version follows the templates.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { KeptPages, type PageStore } from "../../../src/pipeline/kept-pages.ts";
import { codeVersion, PAGE_RENDERER } from "../../../src/pipeline/code-version.ts";
import { loadContent, type SiteModel } from "../../../src/model/site-model.ts";
import { compileAssets } from "../../../src/render/assets.ts";
import { renderRoute, type PageAssets } from "../../../src/render/render.tsx";
import { OutputCache } from "../../../src/outputs/cache.ts";
import { pictureFields, pictureFiles } from "../../../src/outputs/picture-files.ts";
import { routes, type Route } from "../../../src/view/routes.ts";
import { FIXTURE, projectCopy, ROOT } from "../../shared/content.ts";

/** A store in memory that counts what is written to it: a page drawn (not read) is written. */
class CountingStore implements PageStore {
  readonly values = new Map<string, Uint8Array>();
  writes = 0;
  readBytes(key: string) {
    return this.values.get(key);
  }
  writeBytes(key: string, value: Uint8Array) {
    this.writes++;
    this.values.set(key, value);
  }
}

/** The page's markup; the bytes handed on with it (to be written as they are) must be that markup's UTF-8. */
function markup(pages: KeptPages, route: Route, of: SiteModel, with_: PageAssets): string {
  const page = pages.render(route, of, with_);
  if (page.bytes) expect(Buffer.from(page.bytes).equals(Buffer.from(page.html))).toBe(true);
  return page.html;
}

let model: SiteModel;
let assets: PageAssets;
beforeAll(async () => {
  model = await loadContent(FIXTURE, { project: ROOT });
  const [compiled, pictures] = await Promise.all([
    compileAssets(path.join(ROOT, "templates")),
    pictureFiles(pictureFields(model.landing), model.images, path.join(FIXTURE, "images"), new OutputCache(undefined)),
  ]);
  assets = { ...compiled, pictures: pictures.byKey };
}, 60_000);

const legalRoute = (of: SiteModel) => routes(of).find((r): r is Extract<Route, { kind: "legal" }> => r.kind === "legal")!;

/** The model with the first language's site and legal pages changed as `edit` says (new objects, as a new build's load makes them). */
function edited(edit: (edition: SiteModel["editions"][number]) => Partial<SiteModel["editions"][number]>): SiteModel {
  const editions = model.editions.map((edition, i) => (i === 0 ? { ...edition, ...edit(edition) } : edition));
  return { ...model, ...editions[0]!, editions };
}

describe("a kept page", () => {
  it("is the page drawn fresh, and a second build with equal inputs (new objects) reads it instead of drawing it", () => {
    const store = new CountingStore();
    const route = legalRoute(model);
    const fresh = renderRoute(route, model, assets);
    expect(markup(new KeptPages(store, "v1"), route, model, assets)).toBe(fresh);
    expect(store.writes).toBe(1);
    // The next build: the same content loaded again is equal, not the same objects.
    const again = structuredClone(model);
    expect(markup(new KeptPages(store, "v1"), legalRoute(again), again, { ...assets })).toBe(fresh);
    expect(store.writes).toBe(1);
  });

  it.for([
    [
      "the page's own text",
      (e: SiteModel["editions"][number]) => ({ legal: e.legal.map((p, i) => (i === 0 ? { ...p, html: `${p.html}<p>Added.</p>` } : p)) }),
    ],
    [
      "the brand, shown in the header and footer",
      (e: SiteModel["editions"][number]) => ({ site: { ...e.site, brand: { ...e.site.brand, name: "Another Brand" } } }),
    ],
    [
      "another page's title, listed in the footer",
      (e: SiteModel["editions"][number]) => ({
        legal: e.legal.map((p, i) => (i === 1 ? { ...p, meta: { ...p.meta, title: "A new title" } } : p)),
      }),
    ],
  ] as const)("is drawn again when %s changes", ([, edit]) => {
    const store = new CountingStore();
    const route = legalRoute(model);
    const before = markup(new KeptPages(store, "v1"), route, model, assets);
    const changed = edited(edit);
    const changedRoute = routes(changed).find((r) => r.path === route.path)!;
    const after = markup(new KeptPages(store, "v1"), changedRoute, changed, assets);
    expect(after).toBe(renderRoute(changedRoute, changed, assets));
    expect(after).not.toBe(before);
    expect(store.writes).toBe(2);
  });

  it("is drawn again on another day, with other stylesheets, or by other code", () => {
    const store = new CountingStore();
    const route = legalRoute(model);
    markup(new KeptPages(store, "v1"), route, model, assets);
    const nextYear = { ...model, today: "2099-01-01" };
    const css = { ...assets, css: { ...assets.css, page: `${assets.css.page}.x{color:red}` } };
    for (const [pages, of, with_] of [
      [new KeptPages(store, "v1"), nextYear, assets],
      [new KeptPages(store, "v1"), model, css],
      [new KeptPages(store, "v2"), model, assets],
    ] as const) {
      const at = routes(of).find((r) => r.path === route.path)!;
      expect(markup(pages, at, of, with_)).toBe(renderRoute(at, of, with_));
    }
    expect(store.writes).toBe(4);
    expect(renderRoute(route, nextYear, assets)).toContain("2099");
  });

  it("keeps one page per route, however often it changes", () => {
    const store = new CountingStore();
    const route = legalRoute(model);
    for (const day of ["2030-01-01", "2031-01-01", "2032-01-01"])
      markup(new KeptPages(store, "v1"), route, { ...model, today: day }, assets);
    expect([store.writes, store.values.size]).toEqual([3, 1]);
  });

  it("is never kept for a landing page, without a store or version, or when the inputs are not plain data", () => {
    const store = new CountingStore();
    const landing = routes(model).find((r) => r.kind === "landing")!;
    expect(markup(new KeptPages(store, "v1"), landing, model, assets)).toBe(renderRoute(landing, model, assets));
    const route = legalRoute(model);
    markup(new KeptPages(undefined, "v1"), route, model, assets);
    markup(new KeptPages(store, undefined), route, model, assets);
    // A class's instance in the site: nothing says whether two are alike.
    const odd = edited((e) => ({ site: { ...e.site, odd: new (class Odd {})() } as never }));
    const oddRoute = routes(odd).find((r) => r.path === route.path)!;
    expect(markup(new KeptPages(store, "v1"), oddRoute, odd, assets)).toBe(renderRoute(oddRoute, odd, assets));
    expect(store.writes).toBe(0);
  });
});

describe("the renderer's version", () => {
  it("follows the templates the renderer imports, and is the same for the same sources", () => {
    const ours = codeVersion(ROOT, PAGE_RENDERER);
    expect(ours).toMatch(/^[0-9a-f]{64}$/);
    expect(codeVersion(projectCopy(), PAGE_RENDERER)).toBe(ours);
    const footer = projectCopy((root) => {
      const file = path.join(root, "templates/Footer.tsx");
      writeFileSync(file, `// an edit\n${readFileSync(file, "utf8")}`);
    });
    expect(codeVersion(footer, PAGE_RENDERER)).not.toBe(ours);
  });
});
