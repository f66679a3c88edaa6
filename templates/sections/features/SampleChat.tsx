// A WhatsApp-style sample conversation, as real text: the traveller's message
// carries the details the AI then parses.
import type { Landing } from "../../../src/model/schema/landing.ts";
import { ChatBar } from "./ChatBar.tsx";
import { ContentText } from "../../ContentText.tsx";

export function SampleChat({ chat }: { chat: Landing["features"]["chat"] }) {
  return (
    <div className="chat" role="group" aria-labelledby="sample-chat-title">
      <ChatBar contact={chat.contact} status={chat.status} />
      <ol className="chat__body">
        {chat.messages.map((message) => {
          const outgoing = message.from === "bot";
          return (
            <li key={message.id} className={`bubble bubble--${outgoing ? "out" : "in"}`}>
              <span className="visually-hidden">
                <ContentText>{outgoing ? chat.contact : chat.travellerLabel}</ContentText>
                {": "}
              </span>
              <ContentText>{message.text}</ContentText>
              <span className="bubble__meta">
                <time dateTime={message.time}>{message.time}</time>
                {outgoing ? (
                  <span className="bubble__ticks">
                    <svg width="16" height="11" viewBox="0 0 16 11" aria-hidden="true">
                      <path
                        d="M1 6l3 3 6-7M6 9l1 1 7-8"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.6"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                    <span className="visually-hidden">
                      <ContentText>{chat.readLabel}</ContentText>
                    </span>
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
