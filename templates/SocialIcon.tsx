// Brand marks for the footer's social profiles and the WhatsApp buttons: the
// paths Simple Icons exports, inlined as SVG, or below a landing page's first
// screen (BelowFold) drawn through their masks (Icon.tsx's iconMaskRules).
import { siFacebook, siInstagram, siWhatsapp, siX, siYoutube } from "simple-icons";
import { useContext } from "react";
import type { Site } from "../src/model/schema/site.ts";
import { MaskedIcons } from "./BelowFold.tsx";

type Network = Site["social"][number]["network"] | "whatsapp";

// Every network the schema allows has a mark: the type fails to check when one is added without it.
export const BRAND_MARKS: Record<Network, string> = {
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  x: siX.path,
  youtube: siYoutube.path,
  whatsapp: siWhatsapp.path,
};

export function SocialIcon({ network, size = 20 }: { network: Network; size?: number }) {
  if (useContext(MaskedIcons))
    return <svg className={`icon icon--brand icon--mask s-${network}`} width={size} height={size} aria-hidden="true" />;
  return (
    <svg className="icon icon--brand" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d={BRAND_MARKS[network]} />
    </svg>
  );
}
