// GST on the plans' prices: each plan's own, or the one plans.yaml gives all
// of them (the words a page says it in are src/text/gst-label.ts).
import type { Gst, Plan } from "./schema/plans.ts";

/** The plans with the GST each is sold with: its own, else the file's; none when neither is set (a launch item). */
export function withGst(file: { gst?: Gst | undefined; plans: Plan[] }): Plan[] {
  return file.plans.map((plan) => (plan.gst || !file.gst ? plan : { ...plan, gst: file.gst }));
}
