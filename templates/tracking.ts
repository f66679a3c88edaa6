// The analytics service a page's conversions are marked for (none when
// site.yaml sets none): the renderer provides it, and links that are
// conversions take the service's markup from it.
import { createContext, useContext } from "react";
import { conversionMarkup, type Conversion, type Tracking } from "../src/view/analytics-markup.ts";

export const TrackingContext = createContext<Tracking | undefined>(undefined);

/** A link's class and data attributes, with those that make the service count it as `event` (none without a service or event). */
export function useConversion(className: string | undefined, event: Conversion | undefined) {
  const tracking = useContext(TrackingContext);
  const mark = event ? conversionMarkup(tracking, event) : { data: {} };
  return { className: [className, mark.className].filter(Boolean).join(" ") || undefined, data: mark.data };
}
