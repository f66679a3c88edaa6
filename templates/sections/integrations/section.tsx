// The entry of the integrations: how the landing page draws this folder's section.
import type { SectionView } from "../section-view.ts";
import type { schema } from "./schema.ts";
import { Integrations } from "./Integrations.tsx";

export const section: SectionView<typeof schema> = {
  Section: ({ data, page }) => <Integrations integrations={data} site={page.model.site} />,
};
