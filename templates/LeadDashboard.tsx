// The sample lead dashboard: a CRM-like list of scored leads.
import type { Landing } from "../src/schema/landing.ts";
import { Icon } from "./Icon.tsx";
import { LeadCard } from "./LeadCard.tsx";

export function LeadDashboard({ dashboard }: { dashboard: Landing["features"]["dashboard"] }) {
  return (
    <div className="dashboard">
      <div className="dashboard__bar">
        <h3 className="dashboard__title">
          <Icon name="layout-dashboard" size={18} />
          {dashboard.heading}
        </h3>
        <p className="dashboard__caption">{dashboard.caption}</p>
      </div>
      <ol className="dashboard__leads">
        {dashboard.leads.map((lead) => (
          <LeadCard key={lead.customer} lead={lead} columns={dashboard.columns} />
        ))}
      </ol>
    </div>
  );
}
