// The landing pages' first flight (src/render/assets.ts): the inline rules
// paint the first screen of a 375 × 812 phone exactly as the whole
// stylesheet does, whatever the later file's delay; until that file has
// arrived nothing below the first screen shows, unstyled or not; when it
// arrives nothing moves; without JavaScript the page is whole from its
// first paint; the icons below the first screen are drawn through masks that
// file carries; and every landing page names the same file, cached for good.
// A legal page likewise paints its header and prose from its own first
// flight and fetches the footer's rules after, from a file every legal page
// shares.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page, Route } from "playwright-core";
import { afterEach, describe, expect, test } from "vitest";
import { baseUrl, load, openSession, styled, type Session } from "./harness.ts";

const PHONE = { width: 375, height: 812 };
const LANDING_PAGES = ["/", "/hi"];

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/** A legal page of the frozen content, with a footer too far down for a phone's first screen. */
const LEGAL_PAGE = "/terms-of-service";

/** A later stylesheet's address: the landing pages' or the legal pages'. */
const laterFile = (kind: "landing" | "page") => new RegExp(`^/assets/${kind}\\.[0-9a-f]{10}\\.css$`);

/** A phone session whose requests for a later stylesheet wait until `release` is called. */
async function withHeldStylesheet(kind: "landing" | "page" = "landing") {
  session = await openSession({ ...PHONE, reducedMotion: "reduce" });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await session.page.route(
    (url) => laterFile(kind).test(url.pathname),
    async (route: Route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    },
  );
  return { page: session.page, release, held };
}

/**
 * The layout shifts the page has had since it began loading: their score, and
 * what moved in each ("DIV.arrival "New lead…": x,y w×h → x,y w×h"), for a
 * failure's message.
 */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const w = window as unknown as { shifted: number; moved: string[] };
    w.shifted = 0;
    w.moved = [];
    const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: Source[] }[]) {
        w.shifted += entry.value;
        for (const source of entry.sources) {
          const el = source.node instanceof Element ? source.node : source.node?.parentElement;
          const what = el ? `${el.tagName}.${el.className} "${(el.textContent ?? "").slice(0, 20)}"` : "text";
          w.moved.push(`${what}: ${box(source.previousRect)} → ${box(source.currentRect)}`);
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const shifted = () => page.evaluate(() => (window as unknown as { shifted: number }).shifted);
  const moved = () => page.evaluate(() => (window as unknown as { moved: string[] }).moved.join("; "));
  return Object.assign(shifted, { moved });
}

/**
 * The site, served through a proxy that sends each page a few kilobytes at a
 * time, as a slow link delivers it: the browser may paint whatever it has
 * parsed between two pieces.
 */
async function tricklingSite(piece: number, gapMs: number) {
  const base = baseUrl();
  const server = http.createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${base}${request.url ?? "/"}`, { headers: { "accept-encoding": "identity" } });
      const body = Buffer.from(await upstream.arrayBuffer());
      const dropped = new Set(["content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"]);
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!dropped.has(name)) headers[name] = value;
      });
      response.writeHead(upstream.status, headers);
      if (!upstream.headers.get("content-type")?.startsWith("text/html")) return response.end(body);
      for (let at = 0; at < body.length; at += piece) {
        response.write(body.subarray(at, at + piece));
        await new Promise((resolve) => setTimeout(resolve, gapMs));
      }
      response.end();
    })().catch((error: unknown) => response.destroy(error instanceof Error ? error : undefined));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    // The browser keeps its connections open; closing waits for none of them.
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.for(LANDING_PAGES)("the landing page %s", (route) => {
  test.for([375, 1280])("moves nothing while the page itself arrives a piece at a time, at %ipx", async (width) => {
    const site = await tricklingSite(2048, 80);
    try {
      session = await openSession({ width, height: 800, base: site.url, reducedMotion: "reduce" });
      const shifted = await watchShifts(session.page);
      await load(session.page, route, site.url);
      expect(await shifted(), await shifted.moved()).toBe(0);
    } finally {
      await site.close();
    }
  });

  test("paints its first screen from the first flight, shows nothing unstyled below it, and moves nothing when the rest arrives", async () => {
    const { page, release, held } = await withHeldStylesheet();
    const shifted = await watchShifts(page);
    await page.goto(`${baseUrl()}${route}`, { waitUntil: "load" });
    await page.waitForFunction(() => document.querySelector('link[rel="stylesheet"]') !== null);
    // The link is in the page a moment before its request reaches the route that holds it.
    await expect.poll(() => held.length, { message: "the later stylesheet is asked for once the page has loaded" }).toBe(1);
    const before = await page.screenshot();

    // Below the first screen: nothing shows until the file is here, however far the reader scrolls.
    const hidden = await page.evaluate(() =>
      Array.from(document.querySelectorAll(".later > *, .site-footer")).map((e) => getComputedStyle(e).visibility),
    );
    expect(hidden.length).toBeGreaterThan(1);
    expect(new Set(hidden)).toEqual(new Set(["hidden"]));
    const beforeHeight = await page.evaluate(() => document.documentElement.scrollHeight);

    release();
    await styled(page);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector(".later > *")!).visibility)).toBe("visible");
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(beforeHeight);
    // The first screen as the whole stylesheet draws it, pixel for pixel.
    expect(Buffer.compare(await page.screenshot(), before), "the first screen changed when the later rules arrived").toBe(0);
    expect(await shifted()).toBe(0);
  });

  test("without JavaScript, links the later stylesheet and shows the whole page styled", async () => {
    session = await openSession({ ...PHONE, javaScriptEnabled: false });
    await load(session.page, route);
    const shown = await session.page.evaluate(() => ({
      sheets: Array.from(document.styleSheets).filter((s) => s.href?.includes("/assets/landing.")).length,
      later: getComputedStyle(document.querySelector(".later > *")!).visibility,
      // A rule of the later file: the sections below the first screen have their padding.
      padded: parseFloat(getComputedStyle(document.querySelector(".later .section")!).paddingTop) > 0,
    }));
    expect(shown).toEqual({ sheets: 1, later: "visible", padded: true });
    expect(session.problems).toEqual([]);
  });
});

describe("a legal page", () => {
  test("paints from its own first flight, keeps the footer out of sight until its rules arrive, and moves nothing then", async () => {
    const { page, release, held } = await withHeldStylesheet("page");
    const shifted = await watchShifts(page);
    await page.goto(`${baseUrl()}${LEGAL_PAGE}`, { waitUntil: "load" });
    await expect.poll(() => held.length, { message: "the later stylesheet is asked for once the page has loaded" }).toBe(1);
    const before = await page.screenshot();
    expect(await page.evaluate(() => getComputedStyle(document.querySelector(".site-footer")!).visibility)).toBe("hidden");

    release();
    await styled(page);
    const footer = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector(".site-footer")!);
      return { visibility: style.visibility, ground: style.backgroundColor };
    });
    // A rule of the later file: the footer's deep ground.
    expect(footer.visibility).toBe("visible");
    expect(footer.ground).not.toBe("rgba(0, 0, 0, 0)");
    expect(Buffer.compare(await page.screenshot(), before), "the first screen changed when the later rules arrived").toBe(0);
    expect(await shifted()).toBe(0);
    expect(session!.problems).toEqual([]);
  });

  test("without JavaScript, links its later stylesheet and shows the footer styled", async () => {
    session = await openSession({ ...PHONE, javaScriptEnabled: false });
    await load(session.page, LEGAL_PAGE);
    const shown = await session.page.evaluate(() => ({
      sheets: Array.from(document.styleSheets).filter((s) => s.href?.includes("/assets/page.")).length,
      footer: getComputedStyle(document.querySelector(".site-footer")!).visibility,
      ground: getComputedStyle(document.querySelector(".site-footer")!).backgroundColor !== "rgba(0, 0, 0, 0)",
    }));
    expect(shown).toEqual({ sheets: 1, footer: "visible", ground: true });
    expect(session.problems).toEqual([]);
  });
});

test("the icons below the first screen are drawn through one strip of masks the later rules carry, a cell each, and nothing is fetched for them", async () => {
  session = await openSession({ ...PHONE, reducedMotion: "reduce" });
  const { page } = session;
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await load(page, "/");
  const icons = await page.evaluate(() =>
    Array.from(document.querySelectorAll(".later svg.icon, .site-footer svg.icon")).map((svg) => ({
      classes: svg.getAttribute("class") ?? "",
      children: svg.childElementCount,
      mask: getComputedStyle(svg).maskImage,
      cell: getComputedStyle(svg).maskPosition,
      width: svg.getBoundingClientRect().width,
    })),
  );
  expect(icons.length).toBeGreaterThan(0);
  for (const icon of icons) {
    expect(icon.classes, icon.classes).toMatch(/\bicon--mask\b.*\b[is]-[a-z-]+\b/);
    expect(icon.children, icon.classes).toBe(0);
    expect(icon.mask, icon.classes).toMatch(/^url\("data:image\/svg\+xml,/);
    expect(icon.width, icon.classes).toBeGreaterThan(0);
  }
  // One image for every shape (a browser decodes it once), and a cell of it for each.
  expect(new Set(icons.map((icon) => icon.mask)).size).toBe(1);
  const shape = (classes: string) => /\b[is]-[a-z-]+\b/.exec(classes)![0];
  const cells = new Map(icons.map((icon) => [shape(icon.classes), icon.cell]));
  expect(new Set(cells.values()).size, [...cells].join("; ")).toBe(cells.size);
  // The first screen's icons are the page's own sprite; the page fetches one file for all the rest.
  expect(fetched.filter((path) => path.startsWith("/assets/"))).toEqual([expect.stringMatching(/^\/assets\/landing\.[0-9a-f]{10}\.css$/)]);
  expect(session.problems).toEqual([]);
});

// The browser's cache is off under the tests' request routing (Playwright's
// rule), so what a second page view reuses is shown by its parts: every
// landing page names the same file, and it is sent to be kept for good.
test("every landing page names the same later stylesheet, sent to be cached for good", async () => {
  session = await openSession({ ...PHONE, reducedMotion: "reduce" });
  const { page } = session;
  const named = new Map<string, Set<string>>();
  const caching = new Map<string, string | undefined>();
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith("/assets/")) caching.set(path, response.headers()["cache-control"]);
  });
  for (const route of LANDING_PAGES) {
    await load(page, route);
    await page.locator(".site-footer").scrollIntoViewIfNeeded();
    const files = await page.evaluate(() =>
      Array.from(document.styleSheets).flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])),
    );
    named.set(route, new Set(files));
  }
  const [first, ...others] = [...named.values()];
  expect([...first!]).toEqual([expect.stringMatching(/^\/assets\/landing\.[0-9a-f]{10}\.css$/)]);
  for (const files of others) expect(files).toEqual(first);
  for (const file of first!) expect(caching.get(file), file).toBe("public, max-age=31536000, immutable");
});
