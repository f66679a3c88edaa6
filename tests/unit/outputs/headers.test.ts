// src/outputs/headers.ts: the site's response headers as one list of rules (a
// CSP allowing the pages' exact inline code by hash, security headers,
// caching by place), written as _headers and read back as Netlify and
// Cloudflare Pages apply it. What _headers says for a path is what the rules
// give that path's place.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  headersAt,
  headersFile,
  headersFor,
  InlineCode,
  parseHeaders,
  placeOf,
  responseRules,
  type Place,
  type ResponseRule,
} from "../../../src/outputs/headers.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const PAGE =
  '<style>body{margin:0}</style><script>go()</script><script type="application/ld+json">{"@type":"Thing"}</script><script>go()</script>';

function code(...pages: string[]): InlineCode {
  const inline = new InlineCode();
  pages.forEach((html, i) => inline.add(`page-${i}.html`, html));
  return inline;
}

const header = (rules: ResponseRule[], name: string, place: Place = { topLevel: true }) =>
  headersAt(rules, place).find(([n]) => n === name)?.[1];

describe("the pages' inline code", () => {
  it("is each text once, in a stable order, leaving out JSON-LD, which never runs", () => {
    expect(code(PAGE, "<script>a()</script>").sorted()).toEqual({ scripts: ["a()", "go()"], styles: ["body{margin:0}"] });
    expect(code("<script>a()</script>", PAGE).sorted()).toEqual(code(PAGE, "<script>a()</script>").sorted());
  });

  it("refuses what a CSP by hash cannot allow: an external script, a style or event attribute", () => {
    expect(() => code('<script src="/x.js"></script>')).toThrow("page-0.html: an external script");
    expect(() => code('<p style="color:red">x</p>')).toThrow('page-0.html: a style="…" attribute, which the CSP would block');
    expect(() => code('<button onclick="go()">x</button>')).toThrow('a onclick="…" attribute');
  });
});

describe("the rules", () => {
  it("allow exactly the pages' inline scripts and styles by SHA-256, the site's own stylesheets, and no other code", () => {
    const csp = header(responseRules(code(PAGE)), "Content-Security-Policy")!;
    expect(csp).toContain(`script-src ${sha256("go()")};`);
    // Stylesheets: the inline ones by hash, and files of the site's own (a landing page's later rules).
    expect(csp).toContain(`style-src 'self' ${sha256("body{margin:0}")};`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("unsafe");
  });

  it("let the pages load and reach the analytics service when there is one", () => {
    const csp = header(responseRules(code(PAGE), { analyticsOrigin: "https://stats.example.org" }), "Content-Security-Policy")!;
    expect(csp).toContain(`script-src ${sha256("go()")} https://stats.example.org;`);
    expect(csp).toContain("connect-src 'self' https://stats.example.org;");
  });

  it("send a year of HSTS for this host alone unless site.yaml chooses another", () => {
    expect(header(responseRules(code()), "Strict-Transport-Security")).toBe("max-age=31536000");
    expect(header(responseRules(code(), { hsts: "max-age=0" }), "Strict-Transport-Security")).toBe("max-age=0");
  });

  it("cache content-hashed folders for good and revalidate the top level; other folders get no caching rule", () => {
    const rules = responseRules(code());
    expect(header(rules, "Cache-Control", { folder: "og" })).toBe("public, max-age=31536000, immutable");
    expect(header(rules, "Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(header(rules, "Cache-Control", { other: true })).toBeUndefined();
  });

  it("give the web editor a policy of its own, which the site's pages never get, and the site's none of the editor's", () => {
    const rules = responseRules(code(PAGE), { editor: { origins: ["https://api.github.com"] } });
    const editorCsp = header(rules, "Content-Security-Policy", { editor: true })!;
    expect(headersAt(rules, { editor: true }).filter(([n]) => n === "Content-Security-Policy")).toHaveLength(1);
    expect(editorCsp).toContain("connect-src 'self' data: blob: https://api.github.com");
    expect(editorCsp).toContain("img-src 'self' data: blob: https://api.github.com https://avatars.githubusercontent.com");
    expect(header(rules, "Content-Security-Policy")).toContain(sha256("go()"));
    expect(header(rules, "X-Robots-Tag")).toBeUndefined();
    expect(header(rules, "Strict-Transport-Security", { editor: true })).toBe("max-age=31536000");
  });
});

describe("the place of an address", () => {
  const rules = responseRules(code(), { editor: { origins: [] } });

  it("is the top level for a page, a hashed folder by its name, the editor's folder, or another", () => {
    expect(placeOf(rules, "/")).toEqual({ topLevel: true });
    expect(placeOf(rules, "/privacy-policy")).toEqual({ topLevel: true });
    expect(placeOf(rules, "/og/index.3f2a9c1b07.png")).toEqual({ folder: "og" });
    expect(placeOf(rules, "/admin/")).toEqual({ editor: true });
    expect(placeOf(rules, "/files/brochure.pdf")).toEqual({ other: true });
  });

  it("is never the editor's for a site without one", () => {
    expect(placeOf(responseRules(code()), "/admin/")).toEqual({ other: true });
  });
});

describe("_headers", () => {
  it("says for each address what the rules give its place, with or without an editor, read back as the hosts read it", () => {
    const paths = ["/", "/hi", "/404", "/og/a.png", "/images/b.webp", "/icons/c.png", "/admin/", "/admin/app.js", "/files/x.pdf"];
    for (const editor of [undefined, { origins: ["https://api.github.com"] }]) {
      const rules = responseRules(code(PAGE), { editor });
      const read = parseHeaders(String(headersFile(rules, ["og", "images", "icons", "files", "admin"]).contents));
      for (const path of paths) {
        const expected = Object.fromEntries(headersAt(rules, placeOf(rules, path)).map(([name, value]) => [name.toLowerCase(), value]));
        expect(headersFor(read, path), `${path}, editor: ${Boolean(editor)}`).toEqual(expected);
      }
    }
  });

  it("stays the same size however many pages the site has, pages matched by one placeholder", () => {
    const text = String(headersFile(responseRules(code())).contents);
    const patterns = text.split("\n").filter((line) => line.startsWith("/"));
    expect(patterns.sort()).toEqual(["/", "/*", "/:file", "/assets/*", "/icons/*", "/images/*", "/og/*"]);
  });

  it("is read back joining a header that two rules set, as the hosts do, and matching :name to one path segment", () => {
    const rules = parseHeaders("/*\n  X-A: 1\n# a comment\n/:file\n  X-A: 2\n  X-B: b: c\n");
    expect(headersFor(rules, "/terms")).toEqual({ "x-a": "1, 2", "x-b": "b: c" });
    expect(headersFor(rules, "/og/x.png")).toEqual({ "x-a": "1" });
  });
});
