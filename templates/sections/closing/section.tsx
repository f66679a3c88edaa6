// The entry of the closing call to action: how the landing page draws this
// folder's section, and offer.js for a page whose offer has a last day.
import { offerState } from "../../../src/text/offer-text.ts";
import type { SectionView } from "../section-view.ts";
import type { schema } from "./schema.ts";
import { ClosingCta } from "./ClosingCta.tsx";

export const section: SectionView<typeof schema> = {
  Section: ({ data, page }) => (
    <ClosingCta
      closing={data}
      proof={page.model.landing.proof}
      site={page.model.site}
      today={page.model.today}
      lang={page.model.locale.tag}
    />
  ),
  script: {
    file: "offer.js",
    attributes: (data, page) => {
      const offer = offerState(data.offer, page.model.today);
      return offer.kind === "until" ? { "data-until": offer.date } : undefined;
    },
  },
};
