// One lead in the sample dashboard: who, what, budget, party size, timing,
// source channel, priority (colour plus text), age and conversion probability.
import { formatRupees } from "../src/format.ts";
import type { Landing } from "../src/schema/landing.ts";

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
        <h4 className="lead__name">{lead.customer}</h4>
        <p className={`pill ${PRIORITY_CLASS[lead.priority]}`}>
          <span className="visually-hidden">{columns.priority}: </span>
          {dashboard.priorities[lead.priority]}
        </p>
      </div>
      <p className="lead__package">{lead.package}</p>
      <dl className="lead__facts">
        <div>
          <dt>{columns.budget}</dt>
          <dd className="figure">{formatRupees(lead.budget)}</dd>
        </div>
        <div>
          <dt>{columns.people}</dt>
          <dd className="figure">{lead.people}</dd>
        </div>
        <div>
          <dt>{columns.timing}</dt>
          <dd>{lead.timing}</dd>
        </div>
        <div>
          <dt>{columns.channel}</dt>
          <dd>
            <span className={`channel ${CHANNEL_CLASS[lead.channel]}`}>{dashboard.channels[lead.channel]}</span>
          </dd>
        </div>
        <div>
          <dt>{columns.age}</dt>
          <dd>{lead.age}</dd>
        </div>
      </dl>
      <div className="lead__probability">
        <span className="lead__probability-label">{columns.probability}</span>
        <svg className="bar" viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <rect className="bar__track" width="100" height="6" rx="3" />
          <rect className="bar__fill" width={lead.probability} height="6" rx="3" />
        </svg>
        <strong className="figure">{lead.probability}%</strong>
      </div>
    </li>
  );
}
