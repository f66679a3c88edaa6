// The sample lead dashboard: a CRM-like list of scored leads (on phones a
// row of cards to swipe through, as CRM apps show a pipeline).
import type { Landing } from "../../../src/model/schema/landing.ts";
import { Icon } from "../../Icon.tsx";
import { LeadCard } from "../../LeadCard.tsx";
import { ContentText } from "../../ContentText.tsx";

export function LeadDashboard({ dashboard }: { dashboard: Landing["features"]["dashboard"] }) {
  return (
    <div className="dashboard">
      <div className="dashboard__bar">
        <h3 className="dashboard__title" id="dashboard-title">
          <Icon name="layout-dashboard" size={18} />
          <ContentText>{dashboard.heading}</ContentText>
        </h3>
        <p className="dashboard__caption">
          <ContentText>{dashboard.caption}</ContentText>
        </p>
      </div>
      <ol className="dashboard__leads" aria-labelledby="dashboard-title" tabIndex={0}>
        {dashboard.leads.map((lead) => (
          <LeadCard key={lead.id} lead={lead} dashboard={dashboard} />
        ))}
      </ol>
    </div>
  );
}
