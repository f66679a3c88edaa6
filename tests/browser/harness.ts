// Shared by the browser tests: the routes found in the built site
// (tests/shared/routes.ts), the one
// browser (started by global-setup.ts) and a guarded page per test. The guard
// keeps every request on 127.0.0.1: anything else is aborted and counted as a
// problem, unless it is an external navigation the test itself triggered
// (a demo link click), which gets a stub page. Console errors, page errors,
// failed requests and HTTP errors are collected as problems too.
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { inject } from "vitest";
import { FIXTURE_SITE } from "../shared/fixture-site.ts";
import { styled } from "../shared/page-ready.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");
/** The built site under test: the frozen content's build, or SITE_DIR (a broken copy, another build). */
export const SITE_DIR = FIXTURE_SITE;

export { siteRoutes } from "../shared/routes.ts";
export { styled };

export const WIDTHS = { small: 375, large: 1280 } as const;
const HEIGHT = 800;

let browser: Browser | undefined;

/** The browser started once for the whole run by global-setup.ts. */
async function sharedBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject("browserWsEndpoint"));
  return browser;
}

export function baseUrl(): string {
  return inject("siteUrl");
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors, page errors, failed or blocked requests, HTTP errors. */
  problems: string[];
  /** External URLs this test navigated to on purpose (stubbed, never fetched). */
  externalVisits: string[];
  /** Allow the next external navigations (a click on an external link). */
  allowExternalNavigation: (allow: boolean) => void;
  close: () => Promise<void>;
}

export interface SessionOptions extends BrowserContextOptions {
  width: number;
  height?: number;
  /** The site the page may request from, when not the one global-setup serves. */
  base?: string;
}

/** A fresh context and page at the given width, with the request guard and problem collection. */
export async function openSession({ width, height = HEIGHT, base = baseUrl(), ...options }: SessionOptions): Promise<Session> {
  const context = await (await sharedBrowser()).newContext({ viewport: { width, height }, deviceScaleFactor: 1, ...options });
  context.setDefaultTimeout(10_000);
  const problems: string[] = [];
  const externalVisits: string[] = [];
  const blocked = new Set<string>();
  let allowExternal = false;

  await context.route("**/*", async (route) => {
    const request = route.request();
    const url = request.url();
    if (url.startsWith(`${base}/`) || url === base) return route.continue();
    if (allowExternal && request.isNavigationRequest()) {
      externalVisits.push(url);
      return route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>External stub</title><p>External page (stubbed by the tests)",
      });
    }
    blocked.add(url);
    problems.push(`request to another host blocked: ${request.method()} ${url}`);
    return route.abort("blockedbyclient");
  });

  const watch = (page: Page) => {
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console error on ${page.url()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
    page.on("requestfailed", (request) => {
      if (!blocked.has(request.url())) problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? "unknown"})`);
    });
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()} for ${response.url()}`);
    });
  };
  context.on("page", watch);
  const page = await context.newPage();

  return {
    context,
    page,
    problems,
    externalVisits,
    allowExternalNavigation: (allow) => {
      allowExternal = allow;
    },
    close: () => context.close(),
  };
}

/**
 * A page kept from one test to the next while they differ only in colour
 * scheme (the looks and axe checks take each page light, then dark): a test
 * with the key of the page kept takes it as it is and emulates its scheme,
 * rather than open and load it again; any other key closes it and opens its
 * own. Call `drop` when a test fails, so no page in an unknown state is passed
 * on, and after the file.
 */
export function schemePages() {
  let kept: { key: string; session: Session } | undefined;
  const drop = async () => {
    await kept?.session.close();
    kept = undefined;
  };
  return {
    async take(key: string, scheme: "light" | "dark", open: () => Promise<Session>): Promise<{ session: Session; loaded: boolean }> {
      let session = kept?.key === key ? kept.session : undefined;
      const loaded = session !== undefined;
      if (session === undefined) {
        await drop();
        session = await open();
        kept = { key, session };
      }
      await session.page.emulateMedia({ colorScheme: scheme });
      return { session, loaded };
    },
    drop,
  };
}

/** Load a route and wait until it is fully loaded, styled (a landing or legal page's later stylesheet has arrived) and its fonts are ready. */
export async function load(page: Page, routePath: string, base = baseUrl()): Promise<void> {
  await page.goto(`${base}${routePath}`, { waitUntil: "load" });
  await styled(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Wait until the page stops scrolling (smooth scrolling, fragment jumps):
 * scrollY unchanged over four reads 50 ms apart. Polled from Node, since
 * timers and animation frames do not run in a page with JavaScript disabled.
 */
export async function scrollSettled(page: Page, timeout = 3000): Promise<void> {
  const until = Date.now() + timeout;
  let last = Number.NaN;
  let still = 0;
  while (still < 4 && Date.now() < until) {
    const y = await page.evaluate(() => window.scrollY);
    still = y === last ? still + 1 : 0;
    last = y;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port>, the project's own server over SITE_DIR. */
    siteUrl: string;
    /** The one Chromium of this run (chromium.launchServer). */
    browserWsEndpoint: string;
  }
}
