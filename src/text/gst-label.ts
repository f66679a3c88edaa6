// The words a page says GST in ("+ 18% GST", "incl. 18% जीएसटी"): one
// function for the price cards and for the facts a legal page states
// ({{plans.<id>.gst}}), so they never disagree.
import type { Landing } from "../model/schema/landing.ts";
import type { Gst } from "../model/schema/plans.ts";

/** "+ 18% GST" or "incl. 18% GST", in the page's words; undefined while GST is not set. */
export function gstLabel(gst: Gst | undefined, labels: Landing["pricing"]["gstLabels"]): string | undefined {
  if (!gst) return undefined;
  return (gst.included ? labels.included : labels.excluded).replace("{rate}", String(gst.rate));
}
