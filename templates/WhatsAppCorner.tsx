// On phones, Chat on WhatsApp as a small round button in the corner, so it
// is a thumb away wherever the visitor has scrolled. It sits last in the tab
// order; the page keeps room for it (scroll-padding, the footer's padding),
// so it never covers what has focus or the page's last line. whatsapp.js
// shows it once the hero is scrolled past.
import type { Site } from "../src/model/schema/site.ts";
import { whatsappHref } from "../src/view/links.ts";
import type { PageScript } from "./sections/section-view.ts";
import { ExternalLink } from "./ExternalLink.tsx";
import { SocialIcon } from "./SocialIcon.tsx";
import { ContentText } from "./ContentText.tsx";

export function WhatsAppCorner({ href, site }: { href: string; site: Site }) {
  return (
    <ExternalLink href={href} className="whatsapp-corner" newTabNote={site.ui.newTabNote} event={{ name: "WhatsApp", position: "corner" }}>
      <SocialIcon network="whatsapp" size={28} />
      <span className="visually-hidden">
        <ContentText>{site.ui.whatsappLabel!}</ContentText>
      </span>
    </ExternalLink>
  );
}

/** The corner button's script, on a landing page that has the button. */
export const CORNER_SCRIPT: PageScript = {
  name: "whatsapp-corner",
  file: "whatsapp.js",
  attributes: (page) => (whatsappHref(page.model.site) ? {} : undefined),
};
