// When a page shows all it will: what the browser tests, the design
// measurements and the screenshots wait for after a page's load event, so
// none of them measures a landing or legal page before its later rules have
// arrived.
import type { Page } from "playwright-core";

/**
 * Until the page shows all it will: a landing or legal page with JavaScript
 * keeps its later sections or its footer out of sight until its later
 * stylesheet has arrived, then marks <html> "styled" (later-styles.js). The
 * not-found page, all inline, hides nothing. Polled from Node: a page with
 * JavaScript off runs no callbacks.
 */
export async function styled(page: Page, timeout = 10_000): Promise<void> {
  const until = Date.now() + timeout;
  const waiting = () =>
    page.evaluate(() => {
      const root = document.documentElement;
      const footer = document.querySelector(".site-footer");
      const held = document.querySelector(".later") !== null || (footer !== null && getComputedStyle(footer).visibility === "hidden");
      return root.classList.contains("js") && !root.classList.contains("styled") && held;
    });
  while (await waiting()) {
    if (Date.now() > until) throw new Error(`${page.url()}: the later stylesheet did not arrive in ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
