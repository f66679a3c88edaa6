// The entry of how it works: how the landing page draws this folder's section.
import type { SectionView } from "../section-view.ts";
import type { schema } from "./schema.ts";
import { HowItWorks } from "./HowItWorks.tsx";

export const section: SectionView<typeof schema> = {
  Section: ({ data }) => <HowItWorks howItWorks={data} />,
};
