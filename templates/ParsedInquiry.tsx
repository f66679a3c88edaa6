// The fields the AI picked out of the sample chat.
import type { Landing } from "../src/schema/landing.ts";
import { Icon } from "./Icon.tsx";

export function ParsedInquiry({ parsed }: { parsed: Landing["features"]["parsed"] }) {
  return (
    <div className="parsed">
      <h3 className="parsed__title">
        <Icon name="sparkles" size={18} />
        {parsed.heading}
      </h3>
      <dl className="parsed__fields">
        {parsed.fields.map((field) => (
          <div key={field.label}>
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
