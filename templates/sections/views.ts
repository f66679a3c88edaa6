// Each landing section's entry (templates/sections/<name>/section.tsx), in
// the page's order: found by its folder's name in schemas.ts, so a new
// section's folder needs no line here. Each entry's type is checked against
// its own schema in its folder; tests/sections/ proves every listed section
// has an entry that draws something.
import { LANDING_SECTIONS, type Landing, type LandingSection } from "../../src/model/schema/landing.ts";
import type { SectionPage } from "./section-view.ts";

/** A section's entry as the page uses it, whatever its section. */
export interface AnySectionView {
  Section: (props: { data: Landing[LandingSection]; page: SectionPage }) => React.ReactNode;
  script?: { file: string; attributes: (data: Landing[LandingSection], page: SectionPage) => Record<string, string> | undefined };
}

export const SECTION_VIEWS: { name: LandingSection; view: AnySectionView }[] = await Promise.all(
  LANDING_SECTIONS.map(async (name) => ({ name, view: ((await import(`./${name}/section.tsx`)) as { section: AnySectionView }).section })),
);

/**
 * How many sections, from the top of the page's order, a 375 × 812 phone
 * shows before any scroll: their rules are inlined in the landing page's
 * first flight, and the others' come after it (src/render/assets.ts).
 * tests/browser/first-flight.test.ts holds the page to it.
 */
const FIRST_SCREEN = 1;

/** The sections a phone's first screen shows, whose rules the page inlines. */
export const FIRST_SCREEN_VIEWS = SECTION_VIEWS.slice(0, FIRST_SCREEN);
/** The sections below them, drawn inside the part whose rules come later (LandingPage's `.later`). */
export const LATER_VIEWS = SECTION_VIEWS.slice(FIRST_SCREEN);
