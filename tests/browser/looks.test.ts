// Looks: a full-page screenshot of every route at 375px and 1280px, in the
// light and the dark scheme, written to test-results/screenshots/ on each run
// and held to the committed reference in tests/browser/reference/
// (match-reference.ts says how closely). Animations and the caret are
// disabled and reduced motion is emulated so two runs on one machine match.
// Regenerate the references (after an intended change): npm run test:update-screenshots
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, onTestFailed, test } from "vitest";
import { dropStaleReferences, matchReference } from "./match-reference.ts";
import { load, openSession, ROOT, schemePages, siteRoutes, WIDTHS } from "./harness.ts";

const OUT = path.join(ROOT, "test-results/screenshots");
const REFERENCE = path.join(ROOT, "tests/browser/reference");

// Light and dark: the dark scheme's references are "<page>-<width>-dark.png".
const cases = siteRoutes().flatMap((route) =>
  [WIDTHS.small, WIDTHS.large].flatMap((width) =>
    (["light", "dark"] as const).map(
      (scheme) => [`${route.name}-${width}${scheme === "dark" ? "-dark" : ""}`, route.path, width, scheme] as const,
    ),
  ),
);

beforeAll(() => {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  dropStaleReferences(REFERENCE, new Set(cases.map(([name]) => `${name}.png`)));
});

// Each page is loaded once per width and shot light, then dark.
const pages = schemePages();
afterAll(pages.drop);

test.for(cases)("%s.png", async ([name, route, width, scheme], context) => {
  onTestFailed(pages.drop);
  const { session, loaded } = await pages.take(`${route} ${width}`, scheme, () =>
    openSession({ width, colorScheme: scheme, reducedMotion: "reduce", bypassCSP: true }),
  );
  const { page } = session;
  if (!loaded) await load(page, route);
  const shot = path.join(OUT, `${name}.png`);
  await page.screenshot({ path: shot, fullPage: true, animations: "disabled", caret: "hide", scale: "css" });

  await matchReference(context, { name, shot, reference: path.join(REFERENCE, `${name}.png`) });
});
