// The entry of the client logos: how the landing page draws this folder's section.
import type { SectionView } from "../section-view.ts";
import type { schema } from "./schema.ts";
import { TrustedBy } from "./TrustedBy.tsx";

export const section: SectionView<typeof schema> = {
  Section: ({ data, page }) => (data ? <TrustedBy trustedBy={data} pictures={page.pictures} /> : null),
};
