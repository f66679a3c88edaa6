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
