// Brand marks for the footer's social profiles and the WhatsApp buttons: the
// paths Simple Icons exports, inlined as SVG.
import { siFacebook, siInstagram, siWhatsapp, siX, siYoutube } from "simple-icons";
import type { Site } from "../src/model/schema/site.ts";

type Network = Site["social"][number]["network"] | "whatsapp";

// Every network the schema allows has a mark: the type fails to check when one is added without it.
const PATHS: Record<Network, string> = {
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  x: siX.path,
  youtube: siYoutube.path,
  whatsapp: siWhatsapp.path,
};

export function SocialIcon({ network, size = 20 }: { network: Network; size?: number }) {
  return (
    <svg className="icon icon--brand" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={PATHS[network]} />
    </svg>
  );
}
