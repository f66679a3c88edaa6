// The _headers file and the preview server on the real build: a CSP that
// allows exactly the inline code the pages carry, the security headers,
// caching by kind of file, precompressed copies, and a 404 status with the
// not-found page for unknown paths.
import { INITIAL_WINDOW_BYTES } from "../src/checks/round-trip.ts";
import { HEADER_ROOM } from "../src/outputs/compress.ts";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headersFor, parseHeaders, type HeaderRule } from "../src/outputs/headers.ts";
import { startServer } from "../src/serve/static-server.ts";
import { filesIn, inlineElements } from "./helpers/head.ts";
import { makeSyntheticContent } from "./shared/synthetic.ts";
import { build } from "../src/pipeline/site-build.ts";
import { buildProblems, buildTo, contentCopy, lineOf, readPage, ROOT, tempDir, withEditor } from "./helpers/site.ts";

let out: string;
let rules: HeaderRule[];
let pages: string[];

beforeAll(async () => {
  out = tempDir();
  await buildTo(out, contentCopy({ "site.yaml": withEditor }));
  rules = parseHeaders(readFileSync(path.join(out, "_headers"), "utf8"));
  // The site's pages; the web editor's is an app of its own (see "the web editor" below).
  pages = filesIn(out).filter((f) => f.endsWith(".html") && !f.startsWith("admin/"));
});

const urlOf = (file: string) => `/${file.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "")}`;
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
/** The CSP's directives for a URL path, as name → sources. */
function csp(urlPath: string): Map<string, string[]> {
  const policy = headersFor(rules, urlPath)["content-security-policy"]!;
  return new Map(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe("Content-Security-Policy", () => {
  it("allows every inline script and style of every page by its SHA-256, and nothing inline else", () => {
    expect(pages).toEqual(["404.html", "data-protection.html", "hi.html", "index.html", "privacy-policy.html", "terms-of-service.html"]);
    for (const file of pages) {
      const policy = csp(urlOf(file));
      const { scripts, styles } = inlineElements(readPage(out, file));
      const code = scripts.filter((s) => !s.attrs.includes('type="application/ld+json"'));
      // The menu script, and on a landing or legal page the loader of its later rules.
      expect(code.length, file).toBe(file === "404.html" ? 1 : 2);
      expect(styles.length, file).toBe(1);
      for (const script of code) expect(policy.get("script-src"), file).toContain(sha256(script.text));
      for (const style of styles) expect(policy.get("style-src"), file).toContain(sha256(style));
      // The other scripts are JSON-LD data blocks, which browsers never run: the CSP does not govern them.
      for (const data of scripts.filter((s) => !code.includes(s))) expect(data.attrs.trim(), file).toBe('type="application/ld+json"');
    }
  });

  it("lists no source but hashes for code, and the site's own stylesheets, and no 'unsafe-inline' anywhere", () => {
    const policy = csp("/");
    expect(policy.get("default-src")).toEqual(["'none'"]);
    for (const source of policy.get("script-src")!) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    // A landing or legal page's later rules are a file of the site's own.
    const [self, ...hashes] = policy.get("style-src")!;
    expect(self).toBe("'self'");
    for (const source of hashes) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
    expect(policy.get("manifest-src")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(headersFor(rules, "/")["content-security-policy"]).not.toMatch(/unsafe-|\*/);
  });

  it("has no style or event-handler attributes to allow (hashes cannot, without 'unsafe-hashes')", () => {
    for (const file of pages) expect(readPage(out, file), file).not.toMatch(/<[a-z][^>]*\s(style|on[a-z]+)="/i);
  });
});

describe("security and caching headers", () => {
  it("sends the security headers with every response", () => {
    for (const url of ["/", "/privacy-policy", "/og/index.0123456789.png", "/sitemap.xml", "/no-such-page"]) {
      const headers = headersFor(rules, url);
      // Unless site.yaml chooses more: a year, for this host alone, not preloaded.
      expect(headers["strict-transport-security"], url).toBe("max-age=31536000");
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"], url).toBe("same-origin");
      expect(headers["permissions-policy"], url).toMatch(/(^|, )camera=\(\)/);
      for (const feature of ["microphone", "geolocation", "interest-cohort"])
        expect(headers["permissions-policy"], url).toContain(`${feature}=()`);
      expect(headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
    }
  });

  it("sends the Strict-Transport-Security site.yaml chooses, to _headers, nginx and Caddy alike", async () => {
    const dir = contentCopy({ "site.yaml": (t) => `${t}\nhsts:\n  maxAge: 63072000\n  includeSubDomains: true\n  preload: true\n` });
    const chosen = tempDir();
    const servers = path.join(tempDir(), "dist-server");
    await build({ root: ROOT, contentDir: dir, outDir: chosen, serverOutDir: servers });
    const value = "max-age=63072000; includeSubDomains; preload";
    expect(headersFor(parseHeaders(readFileSync(path.join(chosen, "_headers"), "utf8")), "/")["strict-transport-security"]).toBe(value);
    // Both servers send it from the release's values, by the one name their configs give it.
    expect(readFileSync(path.join(servers, "values.map"), "utf8")).toContain(`\nheader_every_strict_transport_security "${value}";\n`);
    expect(readFileSync(path.join(servers, "nginx", "site.conf"), "utf8")).toContain(
      "add_header Strict-Transport-Security $header_every_strict_transport_security always;",
    );
    expect(readFileSync(path.join(servers, "caddy", "Caddyfile"), "utf8")).toContain(
      'Strict-Transport-Security "{http.vars.header_every_strict_transport_security}"',
    );
  });

  it.for([
    {
      case: "preload without includeSubDomains",
      block: "  maxAge: 63072000\n  includeSubDomains: false\n  preload: true",
      at: "  includeSubDomains: false",
      expected: "includeSubDomains: true, which the preload list requires",
    },
    {
      case: "preload for less than a year",
      block: "  maxAge: 86400\n  includeSubDomains: true\n  preload: true",
      at: "  maxAge: 86400",
      expected: "a maxAge of at least 31536000 (a year)",
    },
  ] as const)("refuses $case, at the field's line", async ({ block, at, expected }) => {
    const dir = contentCopy({ "site.yaml": (t) => `${t}\nhsts:\n${block}\n` });
    const problems = await buildProblems(dir);
    expect(problems.map((p) => `${p.line} ${p.path}`)).toEqual([`${lineOf(dir, "site.yaml", at)} hsts.${at.trim().split(":")[0]}`]);
    expect(problems[0]!.expected).toContain(expected);
  });

  it("caches content-hashed files for good and makes everything else revalidate", () => {
    const served = filesIn(out).filter((f) => f !== "_headers" && !/\.(br|gz)$/.test(f));
    for (const file of served) {
      const cache = headersFor(rules, urlOf(file))["cache-control"];
      if (/^(og|icons|images|assets)\//.test(file)) {
        expect(file).toMatch(/\.[0-9a-f]{10}\.[a-z]+$/);
        expect(cache, file).toBe("public, max-age=31536000, immutable");
      } else expect(cache, file).toBe("public, max-age=0, must-revalidate");
    }
  });
});

describe("the web editor (/admin/)", () => {
  it("has a policy of its own, and the site's pages never get it", () => {
    const editor = headersFor(rules, "/admin/");
    const policy = new Map(
      editor["content-security-policy"]!.split(";")
        .map((d) => d.trim().split(/\s+/))
        .map(([n, ...v]) => [n!, v]),
    );
    // One policy each: two would both be enforced, and the site's hashes would block the editor's script.
    expect(editor["content-security-policy"]).not.toContain(",");
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "data:", "blob:", "https://api.github.com"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(editor["x-robots-tag"]).toBe("noindex, nofollow");
    // GitHub's sign-in popup reports back to its opener.
    expect(editor["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    for (const file of filesIn(path.join(out, "admin")))
      expect(headersFor(rules, `/admin/${file}`)["content-security-policy"], file).toBe(editor["content-security-policy"]);
    for (const file of [...pages, "sitemap.xml", "robots.txt"]) {
      const site = headersFor(rules, urlOf(file));
      expect(site["content-security-policy"], file).toMatch(/^default-src 'none'; script-src 'sha256-/);
      expect(site["content-security-policy"], file).not.toContain(",");
      expect(site["x-robots-tag"], file).toBeUndefined();
    }
  });

  it("is left out of the sitemap and linked from no page", () => {
    expect(readFileSync(path.join(out, "sitemap.xml"), "utf8")).not.toContain("/admin");
    for (const file of pages) expect(readPage(out, file), file).not.toMatch(/\/admin\b|sveltia/i);
    expect(readFileSync(path.join(out, "admin/index.html"), "utf8")).toContain('<meta name="robots" content="noindex, nofollow">');
  });
});

describe("_headers on a large site", () => {
  it("keeps the same rules with 150 more pages, under Cloudflare Pages' limit of 100, and still covers every page", async () => {
    const big = tempDir();
    const content = makeSyntheticContent(contentCopy({ "site.yaml": withEditor }), tempDir("content-"), 150);
    await build({ root: ROOT, contentDir: content, outDir: big });
    const text = readFileSync(path.join(big, "_headers"), "utf8");
    expect(text).toBe(readFileSync(path.join(out, "_headers"), "utf8"));
    const bigRules = parseHeaders(text);
    expect(bigRules.length).toBeLessThan(100);
    const bigPages = filesIn(big).filter((f) => f.endsWith(".html") && !f.startsWith("admin/"));
    expect(bigPages.length).toBe(156);
    for (const file of bigPages)
      expect(headersFor(bigRules, urlOf(file))["cache-control"], file).toBe("public, max-age=0, must-revalidate");
  });
});

describe("precompressed copies", () => {
  it("puts brotli and gzip copies that decompress to the original beside every sizeable text file", () => {
    const all = new Set(filesIn(out));
    const text = [...all].filter((f) => /\.(html|xml|txt|svg|webmanifest|json)$/.test(f));
    for (const file of text) {
      const original = readFileSync(path.join(out, file));
      if (original.byteLength > 1024) {
        expect(all.has(`${file}.br`), file).toBe(true);
        expect(all.has(`${file}.gz`), file).toBe(true);
      }
      if (all.has(`${file}.br`)) expect(brotliDecompressSync(readFileSync(path.join(out, `${file}.br`))).equals(original), file).toBe(true);
      if (all.has(`${file}.gz`)) {
        const gz = readFileSync(path.join(out, `${file}.gz`));
        expect(gz.readUInt32LE(4), `${file}.gz has no timestamp`).toBe(0);
        expect(gunzipSync(gz).equals(original), file).toBe(true);
      }
    }
    expect([...all].filter((f) => /\.png(\.br|\.gz)$/.test(f))).toEqual([]);
  });

  it("compresses at brotli 11 a page whose copy at 5 would leave its headers no room in the first round trip (the landing page), and the smaller pages at 5", () => {
    const at = (file: string, quality: number) =>
      brotliCompressSync(readFileSync(path.join(out, file)), {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      }).byteLength;
    const size = (file: string) => readFileSync(path.join(out, `${file}.br`)).byteLength;
    const room = INITIAL_WINDOW_BYTES - HEADER_ROOM;
    expect(at("index.html", 5)).toBeGreaterThan(room);
    expect(size("index.html")).toBe(at("index.html", 11));
    for (const file of ["privacy-policy.html", "terms-of-service.html", "data-protection.html", "404.html"]) {
      expect(at(file, 5), file).toBeLessThanOrEqual(room);
      expect(size(file), file).toBe(at(file, 5));
    }
  });
});

describe("the preview server", () => {
  let server: Server;
  let url: string;
  beforeAll(async () => ({ server, url } = await startServer({ dir: out })));
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("serves pages with the headers from _headers", async () => {
    const res = await fetch(`${url}/privacy-policy`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toBe(headersFor(rules, "/")["content-security-policy"]);
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers unknown paths with the not-found page and status 404", async () => {
    const res = await fetch(`${url}/no/such/page`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await res.text()).toContain("We couldn&#x27;t find that page");
    expect((await fetch(`${url}/_headers`)).status).toBe(404);
  });

  it("sends the brotli copy to clients that accept it", async () => {
    // fetch() decodes the body itself, so compare what arrives with the original.
    const res = await fetch(`${url}/`, { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(await res.text()).toBe(readPage(out, "index.html"));
  });
});
