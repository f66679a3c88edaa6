// What a landing page shows below its first screen: its icons come from the
// site's icon file (IconFile), fetched once and cached for good, not from the
// sprite inlined in the page, which keeps the first flight small. The
// renderer names the file for landing pages only; a legal page's footer is on
// its first screen and keeps its icons inline.
import { createContext, useContext, type ReactNode } from "react";

/** The icon file's address, which the renderer gives a landing page (undefined: every icon inline). */
export const IconFile = createContext<string | undefined>(undefined);

/** Where the icons inside BelowFold come from: the icon file's address, or undefined for the page's own sprite. */
export const IconSource = createContext<string | undefined>(undefined);

export function BelowFold({ children }: { children: ReactNode }) {
  return <IconSource.Provider value={useContext(IconFile)}>{children}</IconSource.Provider>;
}
