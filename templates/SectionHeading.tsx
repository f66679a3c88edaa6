// The eyebrow, heading and intro that open each landing-page section.
import { keepHyphens } from "../src/text/format.ts";
import { ContentText } from "./ContentText.tsx";
interface Props {
  id: string;
  eyebrow: string;
  heading: string;
  intro?: string | undefined;
  align?: "center" | "start";
}

export function SectionHeading({ id, eyebrow, heading, intro, align = "center" }: Props) {
  return (
    <div className={`section-heading section-heading--${align}`}>
      <p className="eyebrow">
        <ContentText>{eyebrow}</ContentText>
      </p>
      <h2 id={`${id}-title`}>
        <ContentText of={heading}>{keepHyphens(heading)}</ContentText>
      </h2>
      {intro ? (
        <p className="section-intro">
          <ContentText>{intro}</ContentText>
        </p>
      ) : null}
    </div>
  );
}
