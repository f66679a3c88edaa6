// The entry of the hero: how the landing page draws this folder's section.
import type { SectionView } from "../section-view.ts";
import type { schema } from "./schema.ts";
import { Hero } from "./Hero.tsx";

export const section: SectionView<typeof schema> = {
  Section: ({ data, page }) => <Hero site={page.model.site} landing={{ ...page.model.landing, hero: data }} />,
};
