// A link that opens another site in a new tab, says so to screen-reader
// users, and gives the new page no handle on this one.
import type { ReactNode } from "react";
import { Text } from "./Text.tsx";

interface Props {
  href: string;
  className?: string;
  newTabNote: string;
  children: ReactNode;
}

export function ExternalLink({ href, className, newTabNote, children }: Props) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">
        {" "}
        <Text>{newTabNote}</Text>
      </span>
    </a>
  );
}
