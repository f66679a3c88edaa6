// GST on the plans' prices: each plan's own, or the one plans.yaml gives all
// of them, and the words a page says it in ("+ 18% GST", "+ 18% जीएसटी").
import type { Landing } from "./schema/landing.ts";
import type { Gst, Plan } from "./schema/plans.ts";

/** The plans with the GST each is sold with: its own, else the file's; none when neither is set (a launch item). */
export function withGst(file: { gst?: Gst | undefined; plans: Plan[] }): Plan[] {
  return file.plans.map((plan) => (plan.gst || !file.gst ? plan : { ...plan, gst: file.gst }));
}

/** "+ 18% GST" or "incl. 18% GST", in the page's words; undefined while GST is not set. */
export function gstLabel(gst: Gst | undefined, labels: Landing["pricing"]["gstLabels"]): string | undefined {
  if (!gst) return undefined;
  return (gst.included ? labels.included : labels.excluded).replace("{rate}", String(gst.rate));
}
