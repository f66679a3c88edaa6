// A site under a sub-path: the frozen content built with siteUrl
// https://example.org/agency/, served under /agency/ by the preview server (as
// a project page of a git host serves it). Every page loads with every
// request under /agency/ and none failing; every link, asset, icon and
// srcset entry in every page resolves there and nothing escapes to the
// host's root; the canonical, hreflang, preview image, manifest, sitemap and
// robots.txt name the sub-path; the 404 page answers outside it; axe finds
// nothing. (The whole behaviour and axe suites also pass on this build:
// SITE_DIR=<its dist> npm run test:browser -- behaviour axe.)
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { build } from "../../src/pipeline/site-build.ts";
import { startServer } from "../../src/serve/static-server.ts";
import { contentCopy, tempDir } from "../helpers/site.ts";
import { load, openSession, ROOT, siteRoutes, type Session } from "./harness.ts";
import { describeViolations, runAxe } from "./run-axe.ts";

const SITE = "https://example.org/agency";
let out: string;
let server: Server;
let origin: string;
let session: Session | undefined;

beforeAll(async () => {
  out = tempDir();
  await build({
    root: ROOT,
    contentDir: contentCopy({ "site.yaml": (t) => t.replace(/^siteUrl: .*$/m, `siteUrl: ${SITE}/`) }),
    outDir: out,
  });
  let url: string;
  ({ server, url } = await startServer({ dir: out }));
  expect(url, "the preview server serves the site under its sub-path").toMatch(/\/agency$/);
  origin = new URL(url).origin;
}, 60_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/** Every address in a page's attributes that points into the site (not another site, a fragment, data: or mailto:). */
function ownAddresses(html: string): string[] {
  const found = new Set<string>();
  for (const [, name, value] of html.matchAll(/\s(href|src|srcset|imagesrcset|action|poster)="([^"]*)"/g)) {
    const values = name!.endsWith("srcset") ? value!.split(",").map((c) => c.trim().split(/\s+/)[0]!) : [value!];
    for (const v of values) if (!/^(#|https?:|data:|mailto:|tel:)/.test(v)) found.add(v);
  }
  return [...found];
}

describe("built for https://example.org/agency/", () => {
  test("every address a page holds is under /agency/, and each answers 200", async () => {
    const routes = siteRoutes(out);
    expect(routes.length).toBeGreaterThanOrEqual(6);
    const checked = new Set<string>();
    for (const route of routes) {
      const file = route.path === "/" ? "index.html" : `${route.path.slice(1)}.html`;
      const addresses = ownAddresses(readFileSync(path.join(out, file), "utf8"));
      expect(
        addresses.filter((a) => !a.startsWith("/agency/")),
        `${file}: addresses outside the sub-path`,
      ).toEqual([]);
      for (const address of addresses) {
        const target = address.split("#")[0]!;
        if (checked.has(target)) continue;
        checked.add(target);
        const response = await fetch(`${origin}${target}`, { redirect: "manual" });
        expect(response.status, `${file} → ${target}`).toBe(200);
      }
    }
    // The pages, the icons, the manifest and the client logos.
    expect(checked.size).toBeGreaterThanOrEqual(10);
  });

  test("absolute addresses, the manifest, the sitemap and robots.txt name the sub-path", () => {
    const html = readFileSync(path.join(out, "hi.html"), "utf8");
    expect(html).toContain(`<link rel="canonical" href="${SITE}/hi"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en-IN" href="${SITE}/"/>`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${SITE}/og/hi\\.[0-9a-f]+\\.png"/>`));
    const everyAbsolute = [...readFileSync(path.join(out, "index.html"), "utf8").matchAll(/https:\/\/example\.org[^"<\s]*/g)].map(
      (m) => m[0],
    );
    expect(everyAbsolute.length).toBeGreaterThan(5);
    expect(everyAbsolute.filter((a) => !a.startsWith(`${SITE}/`))).toEqual([]);
    const manifest = JSON.parse(readFileSync(path.join(out, "site.webmanifest"), "utf8")) as {
      start_url: string;
      scope: string;
      icons: { src: string }[];
    };
    expect([manifest.start_url, manifest.scope]).toEqual(["/agency/", "/agency/"]);
    for (const icon of manifest.icons) expect(icon.src).toMatch(/^\/agency\/icons\//);
    const sitemap = readFileSync(path.join(out, "sitemap.xml"), "utf8");
    expect([...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${SITE}/`,
      `${SITE}/hi`,
      `${SITE}/terms-of-service`,
      `${SITE}/privacy-policy`,
      `${SITE}/data-protection`,
    ]);
    expect(readFileSync(path.join(out, "robots.txt"), "utf8")).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  test("the server answers only under the sub-path: /agency goes to /agency/, the host's root is the 404 page", async () => {
    const bare = await fetch(`${origin}/agency`, { redirect: "manual" });
    expect([bare.status, bare.headers.get("location")]).toEqual([301, "/agency/"]);
    const html = await fetch(`${origin}/agency/privacy-policy.html`, { redirect: "manual" });
    expect([html.status, html.headers.get("location")]).toEqual([301, "/agency/privacy-policy"]);
    for (const outside of ["/", "/privacy-policy", "/icons/"]) {
      const response = await fetch(`${origin}${outside}`);
      expect(response.status, outside).toBe(404);
      // The 404 page's own links and assets lead back under the sub-path.
      expect(
        ownAddresses(await response.text()).every((a) => a.startsWith("/agency/")),
        outside,
      ).toBe(true);
    }
  });

  test.each(["/", "/hi", "/privacy-policy", "/404"])(
    "%s loads in Chromium with every request under /agency/, and axe finds nothing",
    async (route) => {
      session = await openSession({ width: 375, base: `${origin}/agency`, reducedMotion: "reduce", bypassCSP: false });
      const { page } = session;
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      await load(page, route, `${origin}/agency`);
      // Every link in the page, followed: under the sub-path.
      const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs)
        if (href.startsWith(origin)) expect(href, "a link that escapes the sub-path").toMatch(new RegExp(`^${origin}/agency/`));
      expect(requests.filter((r) => !r.startsWith(`${origin}/agency/`) && !r.startsWith("data:"))).toEqual([]);
      // A missing page is a 404 by design; everything else it loaded answered.
      expect(session.problems.filter((p) => !(route === "/404" && p.includes("HTTP 404")))).toEqual([]);
      await session.close();
      session = await openSession({ width: 375, base: `${origin}/agency`, reducedMotion: "reduce", bypassCSP: true });
      await load(session.page, route, `${origin}/agency`);
      const violations = await runAxe(session.page);
      expect(violations, describeViolations(violations)).toEqual([]);
    },
  );
});
