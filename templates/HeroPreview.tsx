// A compact, decorative glimpse of the product for the hero: the first
// exchange of the sample chat and the lead it produced. The full, accessible
// versions are in the Features section, so this copy is hidden from screen readers.
import type { Landing } from "../src/schema/landing.ts";
import { ChatBar } from "./ChatBar.tsx";
import { Icon } from "./Icon.tsx";

export function HeroPreview({ landing }: { landing: Landing }) {
  const { chat, dashboard } = landing.features;
  const [question, answer] = chat.messages;
  const lead = dashboard.leads[0]!;
  return (
    <div className="hero-preview" aria-hidden="true">
      <div className="hero-preview__phone">
        <ChatBar contact={chat.contact} status={chat.status} />
        <div className="chat__body">
          {[question, answer].map((message, i) =>
            message ? (
              <p key={i} className={`bubble bubble--${message.from === "bot" ? "out" : "in"}`}>
                {message.text}
                <span className="bubble__meta">{message.time}</span>
              </p>
            ) : null,
          )}
        </div>
      </div>
      <div className="hero-preview__lead">
        <span className="pill pill--high">{lead.priority}</span>
        <strong>{lead.customer}</strong>
        <span>{lead.package}</span>
        <span className="hero-preview__score">
          <Icon name="trending-up" size={16} />
          {lead.probability}%
        </span>
      </div>
    </div>
  );
}
