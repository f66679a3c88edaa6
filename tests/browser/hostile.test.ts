// Hostile content in Chromium, on builds of edited copies of the real
// content: a 300-character token pasted into a quote, a plan feature, a
// heading, a footer link and a table cell never makes a phone page scroll sideways or spill
// out of its box; and a right-to-left language (an Urdu copy of the Hindi
// edition, added as the guide says) is laid out right to left, mirrored,
// with axe at zero.
import { cpSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { build } from "../../src/pipeline/site-build.ts";
import { startServer } from "../../src/serve/static-server.ts";
import { contentCopy, tempDir } from "../helpers/site.ts";
import { load, openSession, ROOT, type Session } from "./harness.ts";
import { describeViolations, runAxe } from "./run-axe.ts";

// One unbroken word, as a link pasted from a chat app is: 300 characters, no space.
const TOKEN = `https://tripreply.in/track?${"utm_campaign_winter_holiday_".repeat(11)}`.slice(0, 300);

const servers: Server[] = [];
let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

async function serve(edits: Parameters<typeof contentCopy>[0], extra?: (dir: string) => void): Promise<string> {
  const dir = contentCopy(edits);
  extra?.(dir);
  const out = path.join(tempDir("hostile-"), "dist");
  await build({ root: ROOT, contentDir: dir, outDir: out });
  const { server, url } = await startServer({ dir: out });
  servers.push(server);
  return url;
}

describe("a 300-character token pasted into copy", () => {
  let base: string;
  beforeAll(async () => {
    base = await serve({
      "landing.yaml": (t) =>
        t
          .replace("heading: Every unanswered inquiry is a booking for someone else", `heading: Every unanswered inquiry ${TOKEN}`)
          .replace(
            "        We used to miss half of our WhatsApp inquiries",
            `        ${TOKEN} We used to miss half of our WhatsApp inquiries`,
          )
          .replace("        after: About 30 seconds, 24×7", `        after: ${TOKEN}`),
      "plans.yaml": (t) => t.replace("      - Export\n", `      - Export\n      - ${TOKEN}\n`),
      "site.yaml": (t) => t.replace("          label: Training Videos", `          label: ${TOKEN}`),
    });
  }, 60_000);

  test.for([320, 375])("leaves the page no wider than a %i px phone, and every box holding it in its box", async (width) => {
    session = await openSession({ width, height: 800, base, reducedMotion: "reduce" });
    await load(session.page, "/", base);
    const page = session.page;
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways, "the page scrolls sideways by this many pixels").toBe(0);
    const spills = await page.evaluate((token) => {
      const out: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent!.includes(token.slice(0, 40))) continue;
        const holder = node.parentElement!;
        if (holder.closest(".visually-hidden")) continue;
        // A table too wide for its column scrolls in its own box: that box must stay in the page.
        const scroller = holder.closest(".comparison, .table-wrap");
        // The box the text belongs in: its card, item or section.
        const box = scroller ? document.documentElement : holder.closest(".card, .plan article, .point, li, section, footer")!;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = scroller ? scroller.getBoundingClientRect() : range.getBoundingClientRect();
        const outer = box.getBoundingClientRect();
        if (text.left < outer.left - 1 || text.right > outer.right + 1)
          out.push(
            `${holder.tagName.toLowerCase()}.${holder.className}: text ${Math.round(text.left)}–${Math.round(text.right)} in a box ${Math.round(outer.left)}–${Math.round(outer.right)}`,
          );
      }
      return out;
    }, TOKEN);
    expect(spills).toEqual([]);
    expect(await page.evaluate((token) => document.body.textContent.split(token.slice(0, 40)).length - 1, TOKEN)).toBeGreaterThanOrEqual(5);
  });
});

describe("a right-to-left language", () => {
  let base: string;
  beforeAll(async () => {
    base = await serve(
      { "site.yaml": (t) => t.replace("    name: हिन्दी\n", "    name: हिन्दी\n  - code: ur\n    tag: ur-IN\n    name: اردو\n") },
      (dir) => cpSync(path.join(dir, "hi"), path.join(dir, "ur"), { recursive: true }),
    );
  }, 60_000);

  test.for([375, 1280])("is laid out right to left and mirrored, at %i px", async (width) => {
    // axe is injected into the page: the context lets it past the site's CSP.
    session = await openSession({ width, height: 800, base, reducedMotion: "reduce", bypassCSP: true });
    await load(session.page, "/ur", base);
    const page = session.page;
    const layout = await page.evaluate(() => ({
      dir: document.documentElement.getAttribute("dir"),
      direction: getComputedStyle(document.querySelector("h1")!).direction,
      wordmark: document.querySelector(".wordmark")!.getBoundingClientRect(),
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      english: document.querySelector('.language-links a[hreflang="en-IN"]')?.getAttribute("dir"),
    }));
    expect(layout.dir).toBe("rtl");
    expect(layout.direction).toBe("rtl");
    // The wordmark starts the header: on the right.
    expect(layout.wordmark.left + layout.wordmark.width / 2).toBeGreaterThan(width / 2);
    expect(layout.sideways).toBe(0);
    expect(layout.english).toBe("ltr");
    expect(describeViolations(await runAxe(page))).toBe("");
    expect(session.problems).toEqual([]);
  });

  test("leaves the left-to-right pages as they were", async () => {
    session = await openSession({ width: 375, height: 800, base });
    await load(session.page, "/hi", base);
    expect(await session.page.evaluate(() => document.documentElement.getAttribute("dir"))).toBeNull();
    expect(await session.page.locator('.language-links a[hreflang="ur-IN"]').first().getAttribute("dir")).toBe("rtl");
  });
});
