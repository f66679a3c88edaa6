// src/pipeline/kept-legal-pages.ts and code-version.ts: a legal page's
// load kept between builds. A kept result is the fresh one, byte for byte, and
// is what a second load returns; a change to the text, a setting or the
// loader's version misses; a page with problems is never kept, so a warm load
// reports them at the same places; the version follows our sources and the
// packages' versions. The dev server's pages in memory load through them too.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { KeptLegalPages, type ResultStore } from "../../../src/pipeline/kept-legal-pages.ts";
import { LegalPageCache } from "../../../src/pipeline/legal-page-cache.ts";
import { codeVersion, LEGAL_PAGE_LOADER } from "../../../src/pipeline/code-version.ts";
import { loadLegalFile, type LegalFile, type TokenSettings } from "../../../src/model/load/legal-pages.ts";
import { ContentError } from "../../../src/parse/problem.ts";
import { loadContent, loadContentAsWritten } from "../../../src/model/site-model.ts";
import { contentCopy, FIXTURE, projectCopy, ROOT } from "../../shared/content.ts";
import { tempDir } from "../../shared/temp.ts";

/** A store in memory that counts what it is asked. */
class CountingStore implements ResultStore {
  readonly values = new Map<string, string>();
  hits = 0;
  misses = 0;
  writes = 0;
  read(key: string) {
    const value = this.values.get(key);
    if (value === undefined) this.misses++;
    else this.hits++;
    return value;
  }
  write(key: string, value: string) {
    this.writes++;
    this.values.set(key, value);
  }
}

const PAGE = `---
title: Terms of {{brand.name}}
description: The terms on which {{brand.name}} answers the inquiries of travel agencies in India.
effective: 2025-01-01
updated: 2025-02-01
order: 1
---

## 1. Who we are

{{brand.name}} answers inquiries. Write to [us](mailto:help@example.com) or see the [privacy policy](/privacy-policy).

| Plan | Price |
| --- | --- |
| Bot | ~~₹1,999~~ ₹999 |

## 2. The {{brand.name}}-day promise

Nothing else.
`;

let settings: TokenSettings;

beforeAll(async () => {
  const model = await loadContent(FIXTURE, { project: ROOT });
  settings = { site: model.site, written: {}, locale: "en", facts: { unknown: [] } };
});

/** A legal page's file with this text, in a folder of its own. */
function legalFile(text: string, name = "terms-of-use.md"): LegalFile {
  const file = path.join(tempDir("kept-legal-"), name);
  writeFileSync(file, text);
  return { path: file, name, shown: `content/legal/${name}` };
}

describe("a legal page kept between loads", () => {
  it("is kept once made, and read back as the fresh load made it, byte for byte", () => {
    const file = legalFile(PAGE);
    const store = new CountingStore();
    const fresh = loadLegalFile(file, settings);
    expect(fresh.problems).toEqual([]);
    const cold = new KeptLegalPages(store, "v1").load(file, settings);
    expect(store.writes).toBe(1);
    // Another load, as a second build would make it: the same store, a new loader.
    const warm = new KeptLegalPages(store, "v1").load(file, settings);
    expect(store.hits).toBe(1);
    expect(store.writes).toBe(1);
    for (const result of [cold, warm]) {
      expect(result).toStrictEqual(fresh);
      expect(JSON.stringify(result)).toBe(JSON.stringify(fresh));
    }
    expect(warm.page!.html).toContain('<div class="table-wrap">');
  });

  it("gives what the store holds, so a hit is not made again", () => {
    const file = legalFile(PAGE);
    const store = new CountingStore();
    new KeptLegalPages(store, "v1").load(file, settings);
    const [key, value] = [...store.values][0]!;
    store.values.set(key, value.replace("answers inquiries", "ANSWERS INQUIRIES"));
    expect(new KeptLegalPages(store, "v1").load(file, settings).page!.html).toContain("ANSWERS INQUIRIES");
  });

  it("misses when the text, a setting or the version changes, and when the page is another", () => {
    const store = new CountingStore();
    const file = legalFile(PAGE);
    new KeptLegalPages(store, "v1").load(file, settings);
    const edited = legalFile(PAGE.replace("Nothing else.", "Nothing more."));
    const renamed = legalFile(PAGE, "terms-of-sale.md");
    const site = settings.site!;
    const rebranded: TokenSettings = { ...settings, site: { ...site, brand: { ...site.brand, name: "Another Name" } } };
    const cases = [
      { loader: new KeptLegalPages(store, "v1"), file: edited, settings, expect: "Nothing more." },
      { loader: new KeptLegalPages(store, "v1"), file, settings: rebranded, expect: "Another Name answers" },
      { loader: new KeptLegalPages(store, "v2"), file, settings, expect: "answers inquiries" },
      { loader: new KeptLegalPages(store, "v1"), file: renamed, settings, expect: "answers inquiries" },
    ];
    for (const [n, c] of cases.entries()) {
      const result = c.loader.load(c.file, c.settings);
      expect(store.hits).toBe(0);
      expect(store.writes).toBe(n + 2);
      expect(result).toStrictEqual(loadLegalFile(c.file, c.settings));
      expect(result.page!.html).toContain(c.expect);
    }
  });

  it("keeps nothing without a store or a version", () => {
    const store = new CountingStore();
    const file = legalFile(PAGE);
    for (let i = 0; i < 2; i++)
      expect(new KeptLegalPages(store, undefined).load(file, settings)).toStrictEqual(loadLegalFile(file, settings));
    expect(store.writes + store.hits + store.misses).toBe(0);
  });

  it("never keeps a page with problems: a second load reports them at the same places", () => {
    const store = new CountingStore();
    const file = legalFile(PAGE.replace("Nothing else.", 'Nothing <span style="color: red">else</span>.'));
    const fresh = loadLegalFile(file, settings);
    expect(fresh.problems).toMatchObject([{ file: "content/legal/terms-of-use.md", line: 19, column: 15 }]);
    for (let i = 0; i < 2; i++) expect(new KeptLegalPages(store, "v1").load(file, settings)).toStrictEqual(fresh);
    expect(store.writes).toBe(0);
  });

  it("says what is wrong with a file that is not text, or not a file, as the loader does", () => {
    const store = new CountingStore();
    const latin1 = legalFile("");
    writeFileSync(latin1.path, Buffer.concat([Buffer.from(PAGE.replace("Nothing else.", "Caf")), Buffer.from([0xe9, 0x0a])]));
    const folder: LegalFile = { path: path.dirname(latin1.path), name: "hi", shown: "content/legal/hi" };
    for (const file of [latin1, folder]) {
      const fresh = loadLegalFile(file, settings);
      expect(fresh.problems).toHaveLength(1);
      for (let i = 0; i < 2; i++) expect(new KeptLegalPages(store, "v1").load(file, settings)).toStrictEqual(fresh);
    }
    expect(store.writes).toBe(0);
  });
});

describe("the dev server's pages in memory", () => {
  it("load a page they do not hold through the kept ones: a new session reads what an earlier one kept", () => {
    const store = new CountingStore();
    const file = legalFile(PAGE);
    const fresh = loadLegalFile(file, settings);
    expect(new LegalPageCache().load([file], settings, new KeptLegalPages(store, "v1"))).toStrictEqual([fresh]);
    expect(new LegalPageCache().load([file], settings, new KeptLegalPages(store, "v1"))).toStrictEqual([fresh]);
    expect([store.writes, store.hits]).toEqual([1, 1]);
  });
});

describe("a warm load of the content", () => {
  it("gives every legal page, translations too, as a load without a store does", async () => {
    const store = new CountingStore();
    const fresh = await loadContent(FIXTURE, { project: ROOT });
    await loadContent(FIXTURE, { project: ROOT, legal: KeptLegalPages.of(store, ROOT) });
    const kept = store.writes;
    expect(kept).toBe(fresh.pages.length);
    const warm = await loadContent(FIXTURE, { project: ROOT, legal: KeptLegalPages.of(store, ROOT) });
    expect(store.writes).toBe(kept);
    expect(store.hits).toBe(kept);
    expect(JSON.stringify(warm.pages)).toBe(JSON.stringify(fresh.pages));
    expect(JSON.stringify(warm.editions.map((e) => e.legal))).toBe(JSON.stringify(fresh.editions.map((e) => e.legal)));
  });

  it("still reports a legal page's located problem", async () => {
    const content = contentCopy({
      "legal/privacy-policy.md": (text) => text.replace("## 1. Who we are", "## 1. Who we are\n\n<script>alert(1)</script>"),
    });
    const store = new CountingStore();
    const problems = async () => {
      const error = await loadContentAsWritten(content, { project: ROOT, legal: KeptLegalPages.of(store, ROOT) }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContentError);
      return (error as ContentError).problems;
    };
    const cold = await problems();
    expect(cold).toMatchObject([{ file: expect.stringMatching(/legal\/privacy-policy\.md$/), line: 11, column: 1 }]);
    expect(await problems()).toStrictEqual(cold);
  });
});

describe("the loader's version", () => {
  it("is the same for the same sources and packages, and changes with an edit of our markdown code or a package's version", () => {
    const ours = codeVersion(ROOT, LEGAL_PAGE_LOADER);
    expect(ours).toMatch(/^[0-9a-f]{64}$/);
    expect(codeVersion(projectCopy(), LEGAL_PAGE_LOADER)).toBe(ours);
    const edited = projectCopy((root) => {
      const file = path.join(root, "src/parse/markdown-html.ts");
      writeFileSync(file, `// an edit\n${readFileSync(file, "utf8")}`);
    });
    expect(codeVersion(edited, LEGAL_PAGE_LOADER)).not.toBe(ours);
    // remark-html upgraded: Node finds the node_modules folder in the copy's src before the project's.
    const upgraded = projectCopy((root) => {
      mkdirSync(path.join(root, "src/node_modules/remark-html"), { recursive: true });
      writeFileSync(
        path.join(root, "src/node_modules/remark-html/package.json"),
        JSON.stringify({ name: "remark-html", version: "99.0.0" }),
      );
    });
    expect(codeVersion(upgraded, LEGAL_PAGE_LOADER)).not.toBe(ours);
    expect(codeVersion(tempDir("kept-none-"), LEGAL_PAGE_LOADER)).toBeUndefined();
  });
});
