// The landing page: its sections in the page's order (templates/sections/),
// each drawn by its folder's entry from its block of landing.yaml, and on
// phones the WhatsApp button in the corner (when there is a number). The
// header and footer come from Document.
import type { SectionPage } from "./sections/section-view.ts";
import { SECTION_VIEWS } from "./sections/views.ts";
import { whatsappHref } from "../src/view/links.ts";
import { WhatsAppCorner } from "./WhatsAppCorner.tsx";

export function LandingPage(page: SectionPage) {
  const whatsapp = whatsappHref(page.model.site);
  return (
    <>
      {SECTION_VIEWS.map(({ name, view: { Section } }) => (
        <Section key={name} data={page.model.landing[name]} page={page} />
      ))}
      {whatsapp ? <WhatsAppCorner href={whatsapp} site={page.model.site} /> : null}
    </>
  );
}
