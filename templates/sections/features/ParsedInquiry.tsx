// The fields the AI picked out of the sample chat.
import type { Landing } from "../../../src/model/schema/landing.ts";
import { Icon } from "../../Icon.tsx";
import { Text } from "../../Text.tsx";

export function ParsedInquiry({ parsed }: { parsed: Landing["features"]["parsed"] }) {
  return (
    <div className="parsed">
      <h3 className="parsed__title">
        <Icon name="sparkles" size={18} />
        <Text>{parsed.heading}</Text>
      </h3>
      <dl className="parsed__fields">
        {parsed.fields.map((field) => (
          <div key={field.id}>
            <dt>
              <Text>{field.label}</Text>
            </dt>
            <dd>
              <Text>{field.value}</Text>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
