// src/dev/changes.ts: changed files sorted by what they need in the dev
// server: code a fresh worker, the stylesheet and menu script a re-render of
// assets, content a re-render, static files a check; anything else ignored.
import { describe, expect, it } from "vitest";
import { classify, isEmpty, merge, noChanges } from "../../../src/dev/changes.ts";

const FOLDERS = { contentDir: "/p/content", templatesDir: "/p/templates", srcDir: "/p/src" };
const sorted = (...files: string[]) => classify(files, FOLDERS);

describe("a change", () => {
  it("to a content file, a translation, a legal page, a picture or the published record is content", () => {
    const files = [
      "/p/content/landing.yaml",
      "/p/content/site.yml",
      "/p/content/published.json",
      "/p/content/legal/terms.md",
      "/p/content/images/logo.png",
      "/p/content/hi/landing.yaml",
      "/p/content/hi/translated-from.json",
      "/p/content/hi/legal/terms.md",
    ];
    expect(sorted(...files)).toEqual({ ...noChanges(), content: files });
  });

  it("to content/static/ is static, and to the stylesheets or the menu script are assets", () => {
    expect(sorted("/p/content/static/brochure.pdf", "/p/templates/styles/base.css", "/p/templates/menu.js")).toEqual({
      ...noChanges(),
      static: ["/p/content/static/brochure.pdf"],
      assets: ["/p/templates/styles/base.css", "/p/templates/menu.js"],
    });
  });

  it("to a module under src/ or templates/ is code", () => {
    expect(sorted("/p/src/model/facts.ts", "/p/templates/LandingPage.tsx", "/p/templates/offer.mjs").code).toHaveLength(3);
  });

  it("to anything else is ignored: a swap file, a README, a guide, a file outside the project's folders", () => {
    const ignored = sorted(
      "/p/content/.landing.yaml.swp",
      "/p/content/README.md",
      "/p/content/legal/notes/a.md",
      "/p/src/README.md",
      "/p/scripts/x.ts",
    );
    expect(isEmpty(ignored)).toBe(true);
  });
});

describe("two sets of changes", () => {
  it("merge with each file once", () => {
    const a = sorted("/p/src/a.ts", "/p/content/landing.yaml");
    const b = sorted("/p/src/a.ts", "/p/src/b.ts");
    expect(merge(a, b)).toEqual({ ...noChanges(), code: ["/p/src/a.ts", "/p/src/b.ts"], content: ["/p/content/landing.yaml"] });
    expect(isEmpty(merge(noChanges(), noChanges()))).toBe(true);
  });
});
