// The fields the AI picked out of the sample chat.
import type { Landing } from "../../../src/model/schema/landing.ts";
import { Icon } from "../../Icon.tsx";
import { ContentText } from "../../ContentText.tsx";

export function ParsedInquiry({ parsed }: { parsed: Landing["features"]["parsed"] }) {
  return (
    <div className="parsed">
      <h3 className="parsed__title">
        <Icon name="sparkles" size={18} />
        <ContentText>{parsed.heading}</ContentText>
      </h3>
      <dl className="parsed__fields">
        {parsed.fields.map((field) => (
          <div key={field.id}>
            <dt>
              <ContentText>{field.label}</ContentText>
            </dt>
            <dd>
              <ContentText>{field.value}</ContentText>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
