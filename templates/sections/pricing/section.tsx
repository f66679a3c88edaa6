// The entry of the pricing: how the landing page draws this folder's section.
import type { SectionView } from "../section-view.ts";
import type { schema } from "./schema.ts";
import { Pricing } from "./Pricing.tsx";

export const section: SectionView<typeof schema> = {
  Section: ({ data, page }) => <Pricing pricing={data} plans={page.model.plans} site={page.model.site} />,
};
