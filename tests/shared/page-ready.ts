// When a page shows all it will: what the browser tests, the design
// measurements and the screenshots wait for after a page's load event, so
// none of them measures a landing page before its later rules have arrived.
import type { Page } from "playwright-core";

/**
 * Until the page shows all it will: a landing page with JavaScript marks
 * <html> "styled" when its later stylesheet has arrived (later-styles.js).
 * Polled from Node: a page with JavaScript off runs no callbacks.
 */
export async function styled(page: Page, timeout = 10_000): Promise<void> {
  const until = Date.now() + timeout;
  const waiting = () =>
    page.evaluate(() => {
      const root = document.documentElement;
      return root.classList.contains("js") && !root.classList.contains("styled") && document.querySelector(".later") !== null;
    });
  while (await waiting()) {
    if (Date.now() > until) throw new Error(`${page.url()}: the later stylesheet did not arrive in ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
