// A link that opens another site in a new tab, says so to screen-reader
// users, and gives the new page no handle on this one. A conversion (a demo
// booking, a trial, a chat) carries the analytics service's markup.
import type { ReactNode } from "react";
import type { Conversion } from "../src/view/analytics-markup.ts";
import { ContentText } from "./ContentText.tsx";
import { useConversion } from "./tracking.ts";

interface Props {
  href: string;
  className?: string;
  newTabNote: string;
  /** The conversion a click on it is, for the analytics service. */
  event?: Conversion;
  children: ReactNode;
}

export function ExternalLink({ href, className, newTabNote, event, children }: Props) {
  const marked = useConversion(className, event);
  return (
    <a href={href} className={marked.className} target="_blank" rel="noopener noreferrer" {...marked.data}>
      {children}
      <span className="visually-hidden">
        {" "}
        <ContentText>{newTabNote}</ContentText>
      </span>
    </a>
  );
}
