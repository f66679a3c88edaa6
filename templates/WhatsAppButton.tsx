// Chat on WhatsApp beside the demo booking: the product's own channel, for
// visitors who would rather message than book a call. Never instead of it.
import type { Site } from "../src/model/schema/site.ts";
import { ExternalLink } from "./ExternalLink.tsx";
import { SocialIcon } from "./SocialIcon.tsx";
import { ContentText } from "./ContentText.tsx";

export function WhatsAppButton({ href, site }: { href: string; site: Site }) {
  return (
    <ExternalLink
      href={href}
      className="button button--whatsapp button--large"
      newTabNote={site.ui.newTabNote}
      event={{ name: "WhatsApp", position: "closing" }}
    >
      <SocialIcon network="whatsapp" />
      <ContentText>{site.ui.whatsappLabel!}</ContentText>
    </ExternalLink>
  );
}
