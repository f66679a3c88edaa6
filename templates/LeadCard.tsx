// One lead in the sample dashboard: who, what, budget, party size, timing,
// source channel, priority (colour plus text), age and conversion probability.
import { formatRupees } from "../src/text/format.ts";
import type { Landing } from "../src/model/schema/landing.ts";
import { ContentText } from "./ContentText.tsx";

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
            <ContentText>{columns.priority}</ContentText>
            {": "}
          </span>
          <ContentText>{dashboard.priorities[lead.priority]}</ContentText>
        </p>
      </div>
      <p className="lead__package">
        <ContentText>{lead.package}</ContentText>
      </p>
      <dl className="lead__facts">
        <div>
          <dt>
            <ContentText>{columns.budget}</ContentText>
          </dt>
          <dd className="figure">{formatRupees(lead.budget)}</dd>
        </div>
        <div>
          <dt>
            <ContentText>{columns.people}</ContentText>
          </dt>
          <dd className="figure">{lead.people}</dd>
        </div>
        <div>
          <dt>
            <ContentText>{columns.timing}</ContentText>
          </dt>
          <dd>
            <ContentText>{lead.timing}</ContentText>
          </dd>
        </div>
        <div>
          <dt>
            <ContentText>{columns.channel}</ContentText>
          </dt>
          <dd>
            <span className={`channel ${CHANNEL_CLASS[lead.channel]}`}>
              <ContentText>{dashboard.channels[lead.channel]}</ContentText>
            </span>
          </dd>
        </div>
        <div>
          <dt>
            <ContentText>{columns.age}</ContentText>
          </dt>
          <dd>
            <ContentText>{lead.age}</ContentText>
          </dd>
        </div>
      </dl>
      <div className="lead__probability">
        <span className="lead__probability-label">
          <ContentText>{columns.probability}</ContentText>
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
