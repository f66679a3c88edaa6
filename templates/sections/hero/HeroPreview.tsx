// The hero's picture of the product: the moment a lead arrives. A traveller's
// WhatsApp message comes in and has had its reply, and becomes a scored lead.
// Drawn from the features' sample chat and first lead, which the Features
// section shows in full (the whole conversation, the whole dashboard), so this
// glimpse is hidden from screen readers.
import { formatRupees } from "../../../src/text/format.ts";
import type { Landing } from "../../../src/model/schema/landing.ts";
import { Icon } from "../../Icon.tsx";
import { PRIORITY_CLASS } from "../../LeadCard.tsx";
import { ContentText } from "../../ContentText.tsx";

export function HeroPreview({ landing }: { landing: Landing }) {
  const { chat, dashboard } = landing.features;
  const labels = landing.hero.preview;
  const inquiry = chat.messages.find((m) => m.from === "traveller") ?? chat.messages[0]!;
  const reply = chat.messages.find((m) => m.from === "bot");
  const lead = dashboard.leads[0]!;
  return (
    <div className="arrival" aria-hidden="true">
      <div className="arrival__inquiry">
        <span className="arrival__app">
          <Icon name="message-circle" size={18} />
        </span>
        <p className="arrival__head">
          <strong>
            <ContentText>{labels.inquiry}</ContentText>
          </strong>
          <span>{inquiry.time}</span>
        </p>
        <p className="arrival__message">
          <ContentText>{inquiry.text}</ContentText>
        </p>
        {reply ? (
          <p className="arrival__reply">
            <Icon name="check" size={16} />
            <ContentText>{labels.reply}</ContentText>
            <span>{reply.time}</span>
          </p>
        ) : null}
      </div>
      <div className="arrival__lead">
        <p className="arrival__label">
          <Icon name="sparkles" size={16} />
          <ContentText>{labels.lead}</ContentText>
        </p>
        <p className="arrival__who">
          <strong>
            <bdi>{lead.customer}</bdi>
          </strong>
          <span className={`pill ${PRIORITY_CLASS[lead.priority]}`}>
            <ContentText>{dashboard.priorities[lead.priority]}</ContentText>
          </span>
        </p>
        <p className="arrival__package">
          <ContentText>{lead.package}</ContentText>
        </p>
        <dl className="arrival__facts">
          <div>
            <dt>
              <ContentText>{dashboard.columns.budget}</ContentText>
            </dt>
            <dd className="figure">{formatRupees(lead.budget)}</dd>
          </div>
          <div>
            <dt>
              <ContentText>{dashboard.columns.people}</ContentText>
            </dt>
            <dd className="figure">{lead.people}</dd>
          </div>
          <div>
            <dt>
              <ContentText>{dashboard.columns.timing}</ContentText>
            </dt>
            <dd>
              <ContentText>{lead.timing}</ContentText>
            </dd>
          </div>
        </dl>
        <p className="arrival__score">
          <span>
            <ContentText>{dashboard.columns.probability}</ContentText>
          </span>
          <svg className="bar" viewBox="0 0 100 6" preserveAspectRatio="none">
            <rect className="bar__track" width="100" height="6" rx="3" />
            <rect className="bar__fill" width={lead.probability} height="6" rx="3" />
          </svg>
          <strong className="figure">{lead.probability}%</strong>
        </p>
      </div>
    </div>
  );
}
