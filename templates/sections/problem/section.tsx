// The entry of the problem: how the landing page draws this folder's section.
import type { SectionView } from "../section-view.ts";
import type { schema } from "./schema.ts";
import { Problem } from "./Problem.tsx";

export const section: SectionView<typeof schema> = {
  Section: ({ data, page }) => (
    <Problem problem={data} words={page.model.site.words} basisLabel={page.model.site.ui.basisLabel} lang={page.model.locale.tag} />
  ),
};
