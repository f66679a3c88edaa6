// The eyebrow, heading and intro that open each landing-page section.
import { keepHyphens } from "../src/text/format.ts";
import { Text } from "./Text.tsx";
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
        <Text>{eyebrow}</Text>
      </p>
      <h2 id={`${id}-title`}>
        <Text of={heading}>{keepHyphens(heading)}</Text>
      </h2>
      {intro ? (
        <p className="section-intro">
          <Text>{intro}</Text>
        </p>
      ) : null}
    </div>
  );
}
