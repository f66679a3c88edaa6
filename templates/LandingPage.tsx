// The landing page: its sections in the page's order (templates/sections/),
// each drawn by its folder's entry from its block of landing.yaml, those
// below the first screen inside `.later`, whose rules arrive after the first
// paint (later-styles.js), and on
// phones the WhatsApp button in the corner (when there is a number). The
// header and footer come from Document. LANDING_SCRIPTS are the scripts its
// parts declare, which the page carries in its head before later-styles.js.
import type { PageScript, SectionPage } from "./sections/section-view.ts";
import { FIRST_SCREEN_VIEWS, LATER_VIEWS, SECTION_VIEWS } from "./sections/views.ts";
import { whatsappHref } from "../src/view/links.ts";
import { CORNER_SCRIPT, WhatsAppCorner } from "./WhatsAppCorner.tsx";
import { BelowFold } from "./BelowFold.tsx";

/** Each script a part of the landing page declares, in the page's order: the sections' (a dated offer's end), then the corner button's. */
export const LANDING_SCRIPTS: PageScript[] = [
  ...SECTION_VIEWS.flatMap(({ name, view: { script } }) =>
    script
      ? [
          {
            name,
            file: `sections/${name}/${script.file}`,
            attributes: (page: SectionPage) => script.attributes(page.model.landing[name], page),
          },
        ]
      : [],
  ),
  CORNER_SCRIPT,
];

export function LandingPage(page: SectionPage) {
  const whatsapp = whatsappHref(page.model.site);
  return (
    <>
      {FIRST_SCREEN_VIEWS.map(({ name, view: { Section } }) => (
        <Section key={name} data={page.model.landing[name]} page={page} />
      ))}
      <div className="later">
        <BelowFold>
          {LATER_VIEWS.map(({ name, view: { Section } }) => (
            <Section key={name} data={page.model.landing[name]} page={page} />
          ))}
          {/* It shows once the hero is scrolled past (whatsapp.js): its rules can come later too. */}
          {whatsapp ? <WhatsAppCorner href={whatsapp} site={page.model.site} /> : null}
        </BelowFold>
      </div>
    </>
  );
}
