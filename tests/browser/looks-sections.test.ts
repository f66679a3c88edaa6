// The sections' own examples (templates/sections/<name>/examples.yaml), each
// drawn alone in a landing page of its language (tests/sections/examples.tsx),
// in English and Hindi, light and dark, at 375 and 1280 px, with every
// <details> open: no axe violation, and a full-page screenshot held to the
// reference in the section's folder (looks/<example>-<language>-<width>[-dark].png,
// match-reference.ts). The frozen content's own blocks (`fixture: true`) are
// the landing pages the page checks (looks, axe) already draw; these are the
// rest. Regenerate the references: npm run test:update-screenshots.
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, onTestFailed, test } from "vitest";
import { gallery, sectionExamples, SECTIONS_DIR, type Gallery } from "../sections/examples.tsx";
import { baseUrl, load, openSession, ROOT, schemePages, WIDTHS } from "./harness.ts";
import { dropStaleReferences, matchReference } from "./match-reference.ts";
import { LANDING_SECTIONS } from "../../src/model/schema/landing.ts";
import { describeViolations, runAxe } from "./run-axe.ts";

const OUT = path.join(ROOT, "test-results/section-screenshots");
const drawn: Gallery = await gallery();
const cases = sectionExamples(drawn.model)
  .filter((example) => !example.fixture)
  .flatMap((example) =>
    [WIDTHS.small, WIDTHS.large].flatMap((width) =>
      (["light", "dark"] as const).map((scheme) => ({
        name: `${example.section}/${example.name}-${example.locale}-${width}${scheme === "dark" ? "-dark" : ""}`,
        example,
        width,
        scheme,
      })),
    ),
  );

const referenceOf = ({ name, example }: (typeof cases)[number]) =>
  path.join(SECTIONS_DIR, example.section, "looks", `${path.basename(name)}.png`);

beforeAll(() => {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  for (const section of LANDING_SECTIONS) {
    const looks = path.join(SECTIONS_DIR, section, "looks");
    const names = new Set(cases.filter((c) => c.example.section === section).map((c) => path.basename(referenceOf(c))));
    dropStaleReferences(looks, names);
  }
});

// Each example is drawn once per width and shot light, then dark.
const pages = schemePages();
afterAll(pages.drop);

test("there are examples of sections to draw besides the frozen content's", () => {
  expect(cases.length).toBeGreaterThan(0);
});

test.for(cases)("$name", async (shown, context) => {
  const { name, example, width, scheme } = shown;
  onTestFailed(pages.drop);
  const address = `/__sections/${example.section}/${example.name}-${example.locale}.html`;
  const { session, loaded } = await pages.take(`${address} ${width}`, scheme, () =>
    openSession({ width, colorScheme: scheme, reducedMotion: "reduce", bypassCSP: true }),
  );
  const { page } = session;
  if (!loaded) {
    const html = drawn.page(example);
    await page.route(`${baseUrl()}${address}`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
    );
    await load(page, address);
    await page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));
  }

  // The page's one <h1> is the hero's: a section drawn alone is a part of a page, and is held to the rest.
  const violations = await runAxe(page, example.section === "hero" ? [] : ["page-has-heading-one"]);
  expect(violations.length, `axe violations in ${name}:\n${describeViolations(violations)}`).toBe(0);
  expect(session.problems, `${name}: console errors or failed requests`).toEqual([]);

  const shot = path.join(OUT, `${name.replace("/", "-")}.png`);
  await page.screenshot({ path: shot, fullPage: true, animations: "disabled", caret: "hide", scale: "css" });
  await matchReference(context, { name, shot, reference: referenceOf(shown) });
});
