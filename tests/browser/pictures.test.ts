// The pictures fixture site in the browser: the frozen content with client logos
// (SVG and PNG), two testimonial photos and a product screenshot (from
// tests/fixtures/pictures/), built into a folder of its own and served by the
// project's server, CSP and all. axe finds nothing at 375 and 1280 px, the Nu
// checker finds no error, nothing shifts while the pictures arrive, and the
// pictures below the first screen are fetched only once the reader scrolls
// near them, in the best format the browser takes.
import { spawnSync } from "node:child_process";
import path from "node:path";
import type { Server } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { build } from "../../src/pipeline/site-build.ts";
import { startServer } from "../../src/serve/static-server.ts";
import { picturesContent, tempDir } from "../helpers/site.ts";
import { load, openSession, ROOT, WIDTHS, type Session } from "./harness.ts";
import { describeViolations, runAxe } from "./run-axe.ts";

let dir: string;
let content: string;
let base: string;
let server: Server;
let session: Session | undefined;

beforeAll(async () => {
  dir = path.join(tempDir("pictures-site-"), "dist");
  content = picturesContent("none");
  await build({ root: ROOT, contentDir: content, outDir: dir });
  ({ server, url: base } = await startServer({ dir }));
}, 120_000);

afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe("the pictures fixture site", () => {
  test.for([WIDTHS.small, WIDTHS.large])("has no axe violation at %ipx, its pictures loaded", async (width) => {
    session = await openSession({ width, base, reducedMotion: "reduce", bypassCSP: true });
    await load(session.page, "/", base);
    await session.page.evaluate(async () => {
      for (const img of Array.from(document.images)) img.loading = "eager";
      await Promise.all(Array.from(document.images, (img) => img.decode().catch(() => undefined)));
    });
    const violations = await runAxe(session.page);
    expect(violations.length, describeViolations(violations)).toBe(0);
    expect(session.problems).toEqual([]);
  });

  test("is valid HTML to the Nu checker", () => {
    // --content: the files it skips as published unchecked are this build's content/static/, never the editors' folder's.
    const run = spawnSync(process.execPath, ["scripts/run.mjs", "scripts/check-html.ts", dir, `--content=${content}`], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(run.stdout).toMatch(/^PASS html: \d+ files, 0 errors/m);
    expect(run.status).toBe(0);
  }, 120_000);

  test.for([WIDTHS.small, WIDTHS.large])(
    "does not shift while its pictures arrive, and fetches those below the first screen only near them, at %ipx",
    async (width) => {
      session = await openSession({ width, base, reducedMotion: "reduce" });
      const { page } = session;
      const requested: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.startsWith("/images/")) requested.push(new URL(request.url()).pathname);
      });
      await page.addInitScript(() => {
        (window as unknown as { shifts: number[] }).shifts = [];
        (window as unknown as { moved: string[] }).moved = [];
        new PerformanceObserver((list) => {
          type Shift = PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          };
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            (window as unknown as { shifts: number[] }).shifts.push(entry.value);
            // What moved, for the message: the element, and from where to where.
            for (const source of entry.sources) {
              const el = source.node instanceof Element ? source.node : source.node?.parentElement;
              const r = (b: DOMRectReadOnly) => `${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)}`;
              (window as unknown as { moved: string[] }).moved.push(
                `${el ? `${el.tagName.toLowerCase()}.${el.className}` : "text"}: ${r(source.previousRect)} → ${r(source.currentRect)} (${entry.value.toFixed(4)})`,
              );
            }
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      // Pictures arrive late, as on mobile data, so that each lands while it is on screen.
      await session.context.route(`${base}/images/**`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await load(page, "/", base);
      await page.waitForTimeout(300);
      // The testimonials are far below the first screen: their photos wait.
      expect(requested.filter((p) => p.includes("people-"))).toEqual([]);

      // Jump to each picture, as a reader following a link would, and wait for it there.
      for (const img of await page.locator("img").all()) {
        await img.evaluate((el) => el.scrollIntoView({ block: "center" }));
        await img.evaluate((el: HTMLImageElement) =>
          el.complete && el.naturalWidth ? undefined : new Promise((resolve) => el.addEventListener("load", resolve, { once: true })),
        );
      }

      const pictures = await page.evaluate(() =>
        Array.from(document.images, (img) => ({
          src: new URL(img.currentSrc).pathname,
          loading: img.loading,
          width: img.getBoundingClientRect().width,
          attr: img.width,
        })),
      );
      // The browser took AVIF wherever it was offered (SVG logos have no alternative).
      for (const p of pictures) expect(p.src, p.src).toMatch(/\.(avif|svg)$/);
      expect(pictures.filter((p) => p.src.includes("people-"))).toHaveLength(2);
      expect(requested.some((p) => p.includes("people-"))).toBe(true);
      expect(requested.some((p) => p.includes("screens-lead-dashboard"))).toBe(true);
      // Nothing moved: every picture had its room before it came.
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      const moved = await page.evaluate(() => (window as unknown as { moved: string[] }).moved);
      expect(
        shifts.reduce((a, b) => a + b, 0),
        `what moved: ${moved.join("; ")}`,
      ).toBe(0);
      expect(session.problems).toEqual([]);
    },
  );
});
