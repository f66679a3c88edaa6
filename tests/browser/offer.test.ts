// The limited-time offer ends on its last day even when nobody rebuilds the
// site: a dist/ built days before, opened in Chromium with its clock set to
// the day after (India time), shows no offer box, and nothing on the page
// moves when it goes. On the last day itself, and with JavaScript off, the
// box is there (the daily rebuild leaves it out then).
import type { Server } from "node:http";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { build } from "../../src/pipeline/site-build.ts";
import { startServer } from "../../src/serve/static-server.ts";
import { contentCopy, setOfferEnd, tempDir } from "../helpers/site.ts";
import { load, openSession, ROOT, type Session } from "./harness.ts";

let server: Server;
let base: string;
let session: Session | undefined;

beforeAll(async () => {
  const out = tempDir();
  const saved = process.env.SOURCE_DATE_EPOCH;
  // Built on 24 November, for an offer whose last day is 30 November.
  process.env.SOURCE_DATE_EPOCH = String(Date.parse("2026-11-24T06:00:00Z") / 1000);
  try {
    await build({ root: ROOT, contentDir: contentCopy({ "landing.yaml": (t) => setOfferEnd(t, "2026-11-30") }), outDir: out });
  } finally {
    if (saved === undefined) delete process.env.SOURCE_DATE_EPOCH;
    else process.env.SOURCE_DATE_EPOCH = saved;
  }
  ({ server, url: base } = await startServer({ dir: out }));
}, 60_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/** The landing page opened at `now` (the visitor's clock), with the layout shifts of the offer's section and what follows it. */
async function openAt(now: string, width: number, javaScriptEnabled = true): Promise<{ page: Page; shifts: number }> {
  session = await openSession({ width, height: 800, base, javaScriptEnabled, reducedMotion: "reduce" });
  const { page } = session;
  await page.clock.setFixedTime(new Date(now));
  if (javaScriptEnabled) {
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      // What the offer's box would move if it went late: its section and what follows it.
      // (A lazy picture elsewhere settling by a fraction of a pixel is not the offer's doing.)
      type Shift = { value: number; sources: { node?: Node | null }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[]) {
          const near = entry.sources.some((s) => s.node instanceof Element && s.node.closest("#book-demo, footer"));
          if (near) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
  }
  await load(page, "/", base);
  await page.locator("#book-demo").scrollIntoViewIfNeeded();
  const shifts = javaScriptEnabled ? await page.evaluate(() => (window as unknown as { shifts: number }).shifts) : 0;
  return { page, shifts };
}

describe("the limited-time offer, in a site built before its last day", () => {
  test.for([375, 1280])("is gone on the day after, by the visitor's clock, with nothing moved (%i px)", async (width) => {
    const { page, shifts } = await openAt("2026-11-30T18:31:00Z", width); // 00:01 on 1 December in India
    expect(await page.locator(".offer").isVisible()).toBe(false);
    expect(await page.locator("#book-demo .button--accent").isVisible()).toBe(true);
    expect(shifts).toBe(0);
    expect(session!.problems).toEqual([]);
  });

  test("is shown until the end of its last day in India", async () => {
    const { page } = await openAt("2026-11-30T18:29:00Z", 1280); // 23:59 on 30 November in India
    expect(await page.locator(".offer").isVisible()).toBe(true);
    expect(await page.locator(".offer").textContent()).toContain("by Monday, 30 November");
  });

  test("stays for a visitor without JavaScript, until the next build leaves it out", async () => {
    const { page } = await openAt("2026-12-02T06:00:00Z", 375, false);
    expect(await page.locator(".offer").isVisible()).toBe(true);
  });
});
