// What a landing page shows below its first screen: its icons are drawn
// through masks that come with the page's later rules (Icon.tsx's
// iconMaskRules), fetched after the first paint and cached, not from the
// sprite inlined in the page, which keeps the first flight small; nor from an
// icon file, which a browser fetches as soon as it parses a <use> of it, before
// the first paint. The renderer turns this on for landing pages only: a legal
// page's later file holds only the header's and the footer's rules, and its
// footer keeps its few icons inline.
import { createContext, useContext, type ReactNode } from "react";

/** Whether the page has later rules to carry its icons below the first screen (the renderer's: a landing page). */
export const LaterRules = createContext(false);

/** Whether an icon is drawn through its mask (inside BelowFold, on a page with later rules). */
export const MaskedIcons = createContext(false);

export function BelowFold({ children }: { children: ReactNode }) {
  return <MaskedIcons.Provider value={useContext(LaterRules)}>{children}</MaskedIcons.Provider>;
}
