// The conversions fixture (the frozen content with WhatsApp and Plausible both
// on) in Chromium: no axe violation in either scheme with the corner button
// on screen; keyboard focus is never hidden by the WhatsApp corner
// button at 375 px (WCAG 2.2's Focus Not Obscured), in English and Hindi; the
// analytics script is requested only after the page has painted, from the one
// origin the CSP allows, with no violation; and the corner button moves
// nothing on the page.
import type { Server } from "node:http";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { build } from "../../src/pipeline/site-build.ts";
import { startServer } from "../../src/serve/static-server.ts";
import { contentCopy, tempDir, withConversions } from "../helpers/site.ts";
import { load, openSession, ROOT, type Session } from "./harness.ts";
import { describeViolations, runAxe } from "./run-axe.ts";

const ORIGIN = "https://plausible.io";
let server: Server;
let base: string;
let session: Session | undefined;

beforeAll(async () => {
  const out = tempDir();
  await build({ root: ROOT, contentDir: contentCopy({ "site.yaml": (t) => withConversions(t) }), outDir: out });
  ({ server, url: base } = await startServer({ dir: out }));
}, 60_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/** The analytics service, answered here: a script that records that it ran, with the settings it was given. */
async function stubService(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(`${ORIGIN}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({
      contentType: "text/javascript",
      body: "window.analyticsRan = document.currentScript.dataset.domain;",
    });
  });
  return requested;
}

describe.each([
  ["/", "English"],
  ["/hi", "Hindi"],
])("%s (%s) at 375 px", (route) => {
  test("Tab never puts focus under the WhatsApp corner button", async () => {
    session = await openSession({ width: 375, height: 812, base, reducedMotion: "reduce" });
    const { page } = session;
    await stubService(page);
    await load(page, route, base);
    const stops = await page.evaluate(() => document.querySelectorAll("a[href], button").length);
    const hidden: string[] = [];
    let sawCorner = 0;
    let reached = 0;
    for (let i = 0; i < stops + 5; i++) {
      await page.keyboard.press("Tab");
      // The corner button shows or hides with scrolling, a frame after it.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const state = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        const corner = document.querySelector<HTMLElement>(".whatsapp-corner")!;
        if (!focused || focused === document.body || focused.dataset.visited) return undefined;
        focused.dataset.visited = "";
        const f = focused.getBoundingClientRect();
        const c = corner.getBoundingClientRect();
        const shown =
          corner.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && Number(getComputedStyle(corner).opacity) > 0;
        const overlap = shown && focused !== corner && f.left < c.right && f.right > c.left && f.top < c.bottom && f.bottom > c.top;
        const label = `${focused.tagName.toLowerCase()} "${(focused.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40)}" ${focused.getAttribute("href") ?? ""}`;
        return { label, overlap, shown, onCorner: focused === corner };
      });
      // Back at the start (or out of the page): every stop has been visited.
      if (!state) break;
      reached++;
      if (state.shown) sawCorner++;
      if (state.overlap) hidden.push(state.label);
      if (state.onCorner) expect(state.shown, "the corner button is visible when it has focus").toBe(true);
    }
    expect(hidden, "focused elements under the WhatsApp corner button").toEqual([]);
    // Every link was visited, and most with the button on screen, not only above the fold where it is hidden.
    expect(reached).toBeGreaterThanOrEqual(stops - 2);
    expect(sawCorner).toBeGreaterThan(reached / 2);
    expect(session.problems).toEqual([]);
  });

  test("the corner button shows after the first screen, is named in the page's language, and moves nothing", async () => {
    session = await openSession({ width: 375, height: 812, base, reducedMotion: "reduce" });
    const { page } = session;
    await stubService(page);
    // Each layout shift, by what moved, so a failure names it.
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
          const moved = entry.sources.map((s) =>
            s.node instanceof Element ? `${s.node.localName}.${s.node.className}` : String(s.node?.nodeName),
          );
          shifts.push(`${entry.value.toFixed(4)} at ${Math.round(performance.now())} ms: ${moved.join(", ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await load(page, route, base);
    const corner = page.locator(".whatsapp-corner");
    const shown = () => corner.evaluate((el) => el.checkVisibility({ visibilityProperty: true }));
    expect(await shown(), "hidden over the first screen, which has the hero's demo button").toBe(false);
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await shown(), "shown once the visitor has scrolled").toBe(true);
    const name = await corner.evaluate((el) => el.textContent?.replace(/\s+/g, " ").trim());
    expect(name).toBe(route === "/" ? "Chat on WhatsApp (opens in a new tab)" : "WhatsApp पर चैट करें (नए टैब में खुलता है)");
    const box = (await corner.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // At the very end, the footer's last line is above the button, not under it.
    const lastLine = await page.locator(".site-footer__bottom").evaluate((el) => el.getBoundingClientRect().bottom);
    expect(lastLine).toBeLessThanOrEqual((await corner.boundingBox())!.y);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  });
});

test("the analytics script is requested only after the first paint, from the allowed origin, with no CSP violation", async () => {
  session = await openSession({ width: 375, height: 812, base });
  const { page } = session;
  const requested = await stubService(page);
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await load(page, "/hi", base);
  await page.waitForFunction(() => (window as unknown as { analyticsRan?: string }).analyticsRan !== undefined);
  const timing = await page.evaluate((origin) => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
    const script = performance.getEntriesByType("resource").find((e) => e.name.startsWith(origin))!;
    return { paint, requested: script.startTime, ran: (window as unknown as { analyticsRan: string }).analyticsRan };
  }, ORIGIN);
  expect(requested).toEqual([`${ORIGIN}/js/script.tagged-events.js`]);
  expect(timing.ran, "the script got the service's settings from the loader").toBe("www.example.com");
  expect(timing.requested, "the request left after the first paint").toBeGreaterThan(timing.paint);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  expect(session.problems).toEqual([]);
});

describe.each(["/", "/hi"])("axe on %s, WhatsApp and analytics on", (route) => {
  test.each([
    [375, "light"],
    [375, "dark"],
    [1280, "light"],
    [1280, "dark"],
  ] as const)("at %i px, %s: no violations", async (width, scheme) => {
    session = await openSession({ width, base, colorScheme: scheme, reducedMotion: "reduce", bypassCSP: true });
    const { page } = session;
    await stubService(page);
    await load(page, route, base);
    // Scrolled into the closing section: its WhatsApp button, and on a phone the corner button, on screen.
    await page.locator("#book-demo").scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const violations = await runAxe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
