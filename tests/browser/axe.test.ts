// Accessibility: axe-core (its own axe.min.js, injected into the page) with
// the WCAG 2.0/2.1/2.2 A and AA rules and best practices, on every route at
// 375px and 1280px, in the light and the dark scheme. Zero violations.
// The axe context bypasses the site's CSP only so the injected script can run.
import { afterAll, expect, onTestFailed, test } from "vitest";
import { load, openSession, schemePages, siteRoutes, WIDTHS } from "./harness.ts";
import { describeViolations, runAxe } from "./run-axe.ts";

const routes = siteRoutes();
const schemes = ["light", "dark"] as const;

const cases = routes.flatMap((route) =>
  [WIDTHS.small, WIDTHS.large].flatMap((width) => schemes.map((scheme) => [route.path, width, scheme] as const)),
);

// Each page is loaded once per width and checked light, then dark.
const pages = schemePages();
afterAll(pages.drop);

test.for(cases)("%s at %ipx, %s scheme", async ([route, width, scheme], context) => {
  onTestFailed(pages.drop);
  const { session, loaded } = await pages.take(`${route} ${width}`, scheme, () =>
    openSession({ width, colorScheme: scheme, reducedMotion: "reduce", bypassCSP: true }),
  );
  const { page } = session;
  if (!loaded) await load(page, route);
  const violations = await runAxe(page);
  context.task.meta.violations = violations.length;
  expect(violations.length, `axe violations on ${route} at ${width}px (${scheme}):\n${describeViolations(violations)}`).toBe(0);
});
