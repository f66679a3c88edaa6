// The entry of the testimonials: how the landing page draws this folder's section.
import type { SectionView } from "../section-view.ts";
import type { schema } from "./schema.ts";
import { Testimonials } from "./Testimonials.tsx";

export const section: SectionView<typeof schema> = {
  Section: ({ data, page }) => <Testimonials testimonials={data} pictures={page.pictures} />,
};
