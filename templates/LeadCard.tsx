// One lead in the sample dashboard: who, what, budget, party size, timing,
// source channel, priority (colour plus text), age and conversion probability.
import { formatRupees } from "../src/text/format.ts";
import type { Landing } from "../src/model/schema/landing.ts";
import { Text } from "./Text.tsx";

type Lead = Landing["features"]["dashboard"]["leads"][number];
type Dashboard = Landing["features"]["dashboard"];

export const PRIORITY_CLASS: Record<Lead["priority"], string> = {
  high: "pill--high",
  medium: "pill--medium",
  followUp: "pill--follow",
};

const CHANNEL_CLASS: Record<Lead["channel"], string> = {
  whatsapp: "channel--whatsapp",
  website: "channel--website",
  email: "channel--email",
};

export function LeadCard({ lead, dashboard }: { lead: Lead; dashboard: Dashboard }) {
  const { columns } = dashboard;
  return (
    <li className="lead">
      <div className="lead__head">
        <h4 className="lead__name">
          <bdi>{lead.customer}</bdi>
        </h4>
        <p className={`pill ${PRIORITY_CLASS[lead.priority]}`}>
          <span className="visually-hidden">
            <Text>{columns.priority}</Text>
            {": "}
          </span>
          <Text>{dashboard.priorities[lead.priority]}</Text>
        </p>
      </div>
      <p className="lead__package">
        <Text>{lead.package}</Text>
      </p>
      <dl className="lead__facts">
        <div>
          <dt>
            <Text>{columns.budget}</Text>
          </dt>
          <dd className="figure">{formatRupees(lead.budget)}</dd>
        </div>
        <div>
          <dt>
            <Text>{columns.people}</Text>
          </dt>
          <dd className="figure">{lead.people}</dd>
        </div>
        <div>
          <dt>
            <Text>{columns.timing}</Text>
          </dt>
          <dd>
            <Text>{lead.timing}</Text>
          </dd>
        </div>
        <div>
          <dt>
            <Text>{columns.channel}</Text>
          </dt>
          <dd>
            <span className={`channel ${CHANNEL_CLASS[lead.channel]}`}>
              <Text>{dashboard.channels[lead.channel]}</Text>
            </span>
          </dd>
        </div>
        <div>
          <dt>
            <Text>{columns.age}</Text>
          </dt>
          <dd>
            <Text>{lead.age}</Text>
          </dd>
        </div>
      </dl>
      <div className="lead__probability">
        <span className="lead__probability-label">
          <Text>{columns.probability}</Text>
        </span>
        <svg className="bar" viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true">
          <rect className="bar__track" width="100" height="6" rx="3" />
          <rect className="bar__fill" width={lead.probability} height="6" rx="3" />
        </svg>
        <strong className="figure">{lead.probability}%</strong>
      </div>
    </li>
  );
}
