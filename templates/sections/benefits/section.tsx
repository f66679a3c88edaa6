// The entry of the benefits: how the landing page draws this folder's section.
import type { SectionView } from "../section-view.ts";
import type { schema } from "./schema.ts";
import { Benefits } from "./Benefits.tsx";

export const section: SectionView<typeof schema> = {
  Section: ({ data, page }) => (
    <Benefits benefits={data} words={page.model.site.words} basisLabel={page.model.site.ui.basisLabel} lang={page.model.locale.tag} />
  ),
};
