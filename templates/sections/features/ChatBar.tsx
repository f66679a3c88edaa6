// The top bar of a chat window: the bot's avatar, name and status. Shared by
// the sample chat and the hero's glimpse of it.
import { Icon } from "../../Icon.tsx";
import { ContentText } from "../../ContentText.tsx";

export function ChatBar({ contact, status }: { contact: string; status: string }) {
  return (
    <div className="chat__bar">
      <span className="chat__avatar">
        <Icon name="bot" size={18} />
      </span>
      <span>
        <span className="chat__name">
          <ContentText>{contact}</ContentText>
        </span>
        <span className="chat__status">
          <ContentText>{status}</ContentText>
        </span>
      </span>
    </div>
  );
}
