// A real first visit to each page in Debian's Chromium: every request the page
// makes and its size, what the browser itself reports as render-blocking,
// layout shift (CLS), first and largest contentful paint, and web fonts.
// Each page gets a fresh browser context, so nothing is cached.
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { chromium, type Browser, type Request } from "playwright-core";
import { startServer } from "../../src/serve/static-server.ts";
import { brotli } from "./weight.ts";
import { CHROMIUM, CHROMIUM_ARGS as ARGS } from "../../tests/shared/chromium.ts";

/** A mid-range phone: the viewport of a 375 pt wide screen at 2× density, and a CPU about 4× slower than this machine's (Lighthouse's mobile setting). */
export const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const CPU_SLOWDOWN = 4;

interface LoadedRequest {
  url: string;
  type: string;
  status: number;
  /** Response body bytes as this (uncompressing) local server sent them. */
  body: number;
  headers: number;
  /** What a CDN would send: text types at brotli 11, binary types as they are. */
  brotli: number;
}

export interface PageLoad {
  route: string;
  document: LoadedRequest;
  /** Everything but the document, the social preview image excluded (a page never loads it), scrolled to the end. */
  others: LoadedRequest[];
  /** The same, before the reader scrolls: what the first screen costs. */
  beforeScroll: LoadedRequest[];
  renderBlocking: string[];
  /** Web font files downloaded. */
  fonts: number;
  cls: number;
  fcp?: number;
  lcp?: number;
}

const TEXT = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml|font\/(ttf|otf))/;

async function describe(request: Request): Promise<LoadedRequest> {
  const response = await request.response().catch(() => null);
  const sizes = await request.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
  const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
  const type = response?.headers()["content-type"] ?? "";
  return {
    url: request.url(),
    type: request.resourceType(),
    status: response?.status() ?? 0,
    body: sizes.responseBodySize || body.byteLength,
    headers: sizes.responseHeadersSize,
    brotli: body.byteLength && TEXT.test(type) ? brotli(body) : body.byteLength,
  };
}

// Runs in the page before any of its own code: collects layout shifts and
// paints from the start, including those that happen before load.
function observe() {
  const w = window as unknown as { __bench: { cls: number; lcp?: number } };
  w.__bench = { cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!entry.hadRecentInput) w.__bench.cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) w.__bench.lcp = last.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

async function loadPage(browser: Browser, base: string, route: string, socialImages: string[]): Promise<PageLoad> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.addInitScript(observe);
  // Each request is described once it has finished (sizes() waits for that),
  // so one still under way when the page settles is waited for, not lost.
  const finished: Promise<LoadedRequest>[] = [];
  page.on("request", (request) => finished.push(describe(request)));
  const url = new URL(route, base).toString();
  await page.goto(url, { waitUntil: "load" });
  // The first screen settles (the favicon comes after load) before the reader scrolls.
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  const seenBeforeScroll = finished.length;
  // Scroll to the bottom and back, so anything sized late below the fold shows up as a shift too,
  // and every lazy picture is fetched.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo({ top: y, behavior: "instant" });
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
    }
    scrollTo({ top: 0, behavior: "instant" });
  });
  await page.waitForLoadState("networkidle");
  // The favicon is fetched after load; give it the same chance on every page.
  await page.waitForTimeout(300);
  const metrics = await page.evaluate(() => {
    const w = window as unknown as { __bench: { cls: number; lcp?: number } };
    const resources = performance.getEntriesByType("resource") as (PerformanceResourceTiming & { renderBlockingStatus?: string })[];
    return {
      cls: w.__bench.cls,
      lcp: w.__bench.lcp,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      renderBlocking: resources.filter((r) => r.renderBlockingStatus === "blocking").map((r) => r.name),
    };
  });
  const requests = await Promise.all(finished);
  await context.close();
  const doc = requests.find((r) => r.url === url) ?? requests[0]!;
  const others = requests.filter((r) => r !== doc && !socialImages.includes(r.url));
  const beforeScroll = requests.slice(0, seenBeforeScroll).filter((r) => r !== doc && !socialImages.includes(r.url));
  return { route, document: doc, others, beforeScroll, fonts: others.filter((r) => r.type === "font").length, ...metrics };
}

/** Serves dir on 127.0.0.1 and loads every route once; undefined when Chromium is not installed. */
export async function loadAll(dir: string, routes: { route: string; socialImages: string[] }[]): Promise<PageLoad[] | undefined> {
  if (!existsSync(CHROMIUM)) return undefined;
  let server: Server | undefined;
  let browser: Browser | undefined;
  try {
    const served = await startServer({ dir, host: "127.0.0.1" });
    server = served.server;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    const loads: PageLoad[] = [];
    for (const { route, socialImages } of routes) loads.push(await loadPage(browser, served.url, route, socialImages));
    return loads;
  } finally {
    await browser?.close();
    server?.close();
  }
}

export async function chromiumVersion(): Promise<string | undefined> {
  if (!existsSync(CHROMIUM)) return undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    return browser.version();
  } finally {
    await browser.close();
  }
}
