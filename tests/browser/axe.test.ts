// Accessibility: axe-core (its own axe.min.js, injected into the page) with
// the WCAG 2.0/2.1/2.2 A and AA rules and best practices, on every route at
// 375px and 1280px, in the light and the dark scheme. Zero violations.
// The axe context bypasses the site's CSP only so the injected script can run.
import { afterEach, expect, test } from "vitest";
import { load, openSession, siteRoutes, WIDTHS, type Session } from "./harness.ts";
import { describeViolations, runAxe } from "./run-axe.ts";

const routes = siteRoutes();
const schemes = ["light", "dark"] as const;

const cases = routes.flatMap((route) =>
  [WIDTHS.small, WIDTHS.large].flatMap((width) => schemes.map((scheme) => [route.path, width, scheme] as const)),
);

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
