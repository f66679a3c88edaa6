// Accessibility: axe-core (its own axe.min.js, injected into the page) with
// the WCAG 2.0/2.1/2.2 A and AA rules and best practices, on every route at
// 375px and 1280px, in the light scheme and, when the site's CSS has a
// prefers-color-scheme: dark block, in the dark scheme too. Zero violations.
// The axe context bypasses the site's CSP only so the injected script can run.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { load, openSession, SITE_DIR, siteRoutes, WIDTHS, type Session } from "./harness.ts";
import { describeViolations, runAxe } from "./run-axe.ts";

const routes = siteRoutes();
/** Dark scheme is tested only when the built CSS has a dark block (checked on the built pages). */
const hasDark = routes.some((r) => /prefers-color-scheme:\s*dark/.test(readFileSync(path.join(SITE_DIR, r.path === "/" ? "index.html" : `${r.path.slice(1)}.html`), "utf8")));
const schemes = hasDark ? (["light", "dark"] as const) : (["light"] as const);

const cases = routes.flatMap((route) => [WIDTHS.small, WIDTHS.large].flatMap((width) => schemes.map((scheme) => [route.path, width, scheme] as const)));

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

test.for(cases)("%s at %ipx, %s scheme", async ([route, width, scheme], context) => {
  session = await openSession({ width, colorScheme: scheme, reducedMotion: "reduce", bypassCSP: true });
  const { page } = session;
  await load(page, route);
  const violations = await runAxe(page);
  context.task.meta.violations = violations.length;
  expect(violations.length, `axe violations on ${route} at ${width}px (${scheme}):\n${describeViolations(violations)}`).toBe(0);
});
