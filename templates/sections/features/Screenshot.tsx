// A real product screenshot with its caption, in the features section.
import { pictureFor, type Pictures } from "../../../src/view/pictures.ts";
import type { Landing } from "../../../src/model/schema/landing.ts";
import { Picture } from "../../Picture.tsx";
import { ContentText } from "../../ContentText.tsx";

export function Screenshot({ screenshot, pictures }: { screenshot: NonNullable<Landing["features"]["screenshot"]>; pictures: Pictures }) {
  return (
    <figure className="screenshot">
      <Picture picture={pictureFor(pictures, screenshot.image)} className="screenshot__image" />
      {screenshot.caption ? (
        <figcaption className="screenshot__caption">
          <ContentText>{screenshot.caption}</ContentText>
        </figcaption>
      ) : null}
    </figure>
  );
}
