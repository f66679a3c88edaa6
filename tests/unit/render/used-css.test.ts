// The stylesheet trimmer: a page keeps the rules its markup (and its scripts'
// later states) can match and loses the others; pages alike share one trim;
// the stand-ins for attribute values answer PurgeCSS's questions exactly as
// the real values would.
import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PurgeCSS } from "purgecss";
import { afterEach, describe, expect, it, vi } from "vitest";
import { standIns, StyleTrimmer } from "../../../src/render/used-css.ts";
import { SCRIPT_STATES } from "../../../templates/script-states.ts";

const CSS =
  ".used{color:red}.unused{color:blue}h2{margin:0}table{width:100%}" +
  ".js .menu{display:none}.js .is-open .menu{display:block}.past-hero .corner{opacity:1}" +
  "[data-writing=Deva]{line-height:2}[data-writing=Arab]{line-height:2.2}" +
  'a[href^="https://wa.me/"]{color:green}a[href$=".pdf"]{color:gray}' +
  "@keyframes spin{to{transform:rotate(1turn)}}.spinner{animation:spin 1s}" +
  ":root{--kept:1px;--dropped:2px}.used{border-width:var(--kept)}#main{outline:0}";

const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><style>${CSS}</style></head><body>${body}</body></html>`;
const styleOf = (html: string) => html.slice(html.indexOf("<style>") + 7, html.indexOf("</style>"));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("StyleTrimmer", () => {
  it("keeps the rules the page's tags, classes and attributes can match, and drops the others", async () => {
    const css = styleOf(
      await new StyleTrimmer().page(
        page('<main id="main"><h2 class="used" data-writing="Deva">Hi</h2><a href="https://wa.me/911234">Chat</a></main>'),
      ),
    );
    expect(css).toContain("#main{");
    expect(css).toContain(".used{");
    expect(css).toContain("h2{");
    expect(css).toContain("[data-writing=Deva]");
    expect(css).toContain('a[href^="https://wa.me/"]');
    expect(css).toContain("--kept");
    expect(styleOf(await new StyleTrimmer().page(page('<main id="other">x</main>')))).not.toContain("#main");
    for (const gone of [".unused", "table{", "[data-writing=Arab]", '$=".pdf"', "@keyframes", "--dropped"]) expect(css).not.toContain(gone);
  });

  it("keeps the rules of the states the scripts set after load", async () => {
    const css = styleOf(await new StyleTrimmer().page(page('<nav class="menu">x</nav><a class="corner">y</a>')));
    expect(css).toContain(".js .menu{");
    expect(css).toContain(".js .is-open .menu{");
    expect(css).toContain(".past-hero .corner{");
  });

  it("leaves everything outside the stylesheet byte for byte", async () => {
    const html = page('<p class="used">&lt;a class=&quot;unused&quot;&gt;</p><script>if(a<b)x()</script>');
    const out = await new StyleTrimmer().page(html);
    expect(out.replace(styleOf(out), "")).toBe(html.replace(CSS, ""));
    // Text that looks like markup, and code, are not markup: .unused stays out.
    expect(styleOf(out)).not.toContain(".unused");
  });

  it("trims once for pages that differ only in text, ids and attribute values no selector names", async () => {
    const purge = vi.spyOn(PurgeCSS.prototype, "purge");
    const trimmer = new StyleTrimmer();
    const a = await trimmer.page(page('<p class="used" id="refunds"><a href="/a" title="One">One</a></p>'));
    const b = await trimmer.page(page('<p class="used" id="billing-2"><a href="/b" title="Two">Two words</a></p>'));
    expect(purge).toHaveBeenCalledTimes(1);
    expect(styleOf(a)).toBe(styleOf(b));
    // A link that begins as a selector names is another set: trimmed again, and the rule kept.
    const c = await trimmer.page(page('<p class="used"><a href="https://wa.me/91">Chat</a></p>'));
    expect(purge).toHaveBeenCalledTimes(2);
    expect(styleOf(c)).toContain("wa.me");
  });
});

describe("standIns", () => {
  // PurgeCSS asks, for each value w an attribute selector names, whether some
  // value of the page equals it (=), begins with it (^= |=), ends with it
  // ($=) or contains it (~= *=).
  const asks: ((v: string, w: string) => boolean)[] = [
    (v, w) => v === w,
    (v, w) => v.startsWith(w),
    (v, w) => v.endsWith(w),
    (v, w) => v.includes(w),
  ];
  const text = fc.string({ unit: fc.constantFrom("a", "b", "-", "/"), maxLength: 5 });

  it("answer every question about every named value as the page's real values do", () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 6 }), fc.uniqueArray(text.filter(Boolean), { maxLength: 5 }), (values, named) => {
        const stand = standIns(values, named);
        for (const w of named) for (const ask of asks) expect(stand.some((v) => ask(v, w))).toBe(values.some((v) => ask(v, w)));
      }),
      { numRuns: 500 },
    );
  });
});

describe("SCRIPT_STATES", () => {
  const templates = path.resolve(import.meta.dirname, "../../../templates");
  const scripts = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? scripts(path.join(dir, e.name)) : e.name.endsWith(".js") ? [path.join(dir, e.name)] : [],
    );

  it("names every class and attribute the pages' scripts set", () => {
    const code = scripts(templates).map((file) => readFileSync(file, "utf8"));
    expect(code.length).toBeGreaterThan(2);
    const classes = code.flatMap((c) => [...c.matchAll(/classList\.(?:add|toggle)\("([^"]+)"/g)].map((m) => m[1]));
    const attributes = code.flatMap((c) => [...c.matchAll(/setAttribute\("([^"]+)"/g)].map((m) => m[1]));
    expect(classes.length).toBeGreaterThan(0);
    expect([...new Set(classes)].sort()).toEqual([...SCRIPT_STATES.classes].sort());
    for (const name of attributes) expect(Object.keys(SCRIPT_STATES.attributes)).toContain(name);
  });
});
