// The entry of the features: how the landing page draws this folder's section.
import type { SectionView } from "../section-view.ts";
import type { schema } from "./schema.ts";
import { Features } from "./Features.tsx";

export const section: SectionView<typeof schema> = {
  Section: ({ data, page }) => <Features features={data} pictures={page.pictures} />,
};
