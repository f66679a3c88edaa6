// The client-logo strip under the hero: one quiet line of logos, each with its
// client's name as alt text. Left out when the content has none.
import type { Pictures } from "../../../src/view/pictures.ts";
import { pictureFor } from "../../../src/view/pictures.ts";
import type { SectionData } from "../section-view.ts";
import type { schema } from "./schema.ts";
import { Picture } from "../../Picture.tsx";
import { ContentText } from "../../ContentText.tsx";

export function TrustedBy({ trustedBy, pictures }: { trustedBy: SectionData<typeof schema>; pictures: Pictures }) {
  if (!trustedBy.items.length) return null;
  return (
    <section className="trusted" aria-labelledby="trusted-title">
      <div className="container">
        <h2 id="trusted-title" className="trusted__title">
          <ContentText>{trustedBy.heading}</ContentText>
        </h2>
        <ul className="trusted__logos">
          {trustedBy.items.map((item) => (
            <li key={item.id}>
              <Picture picture={pictureFor(pictures, item.logo)} className="trusted__logo" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
