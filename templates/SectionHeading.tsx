// The eyebrow, heading and intro that open each landing-page section.
import { keepHyphens } from "../src/format.ts";
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
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={`${id}-title`}>{keepHyphens(heading)}</h2>
      {intro ? <p className="section-intro">{intro}</p> : null}
    </div>
  );
}
