// The landing page: its sections in landing.yaml's order (LANDING_SECTIONS,
// from the schema), each drawn by its component, and on phones the WhatsApp
// button in the corner (when there is a number). The header and footer come
// from Document. A section the schema gains and SECTIONS does not name fails
// the type check, so no section can be left off the page by mistake.
import { Fragment, type ReactNode } from "react";
import type { SiteModel } from "../src/model/site-model.ts";
import { LANDING_SECTIONS, type LandingSection } from "../src/model/schema/landing.ts";
import type { Pictures } from "../src/view/pictures.ts";
import { whatsappHref } from "../src/view/links.ts";
import { Benefits } from "./Benefits.tsx";
import { ClosingCta } from "./ClosingCta.tsx";
import { Features } from "./Features.tsx";
import { Hero } from "./Hero.tsx";
import { HowItWorks } from "./HowItWorks.tsx";
import { Integrations } from "./Integrations.tsx";
import { Pricing } from "./Pricing.tsx";
import { Problem } from "./Problem.tsx";
import { Testimonials } from "./Testimonials.tsx";
import { TrustedBy } from "./TrustedBy.tsx";
import { WhatsAppCorner } from "./WhatsAppCorner.tsx";

interface PageProps {
  model: SiteModel;
  pictures: Pictures;
}

/** Each section's component, by its name in landing.yaml. */
const SECTIONS: { [Name in LandingSection]: (page: PageProps) => ReactNode } = {
  hero: ({ model }) => <Hero site={model.site} landing={model.landing} />,
  trustedBy: ({ model, pictures }) => <TrustedBy trustedBy={model.landing.trustedBy} pictures={pictures} />,
  problem: ({ model }) => <Problem problem={model.landing.problem} words={model.site.words} />,
  features: ({ model, pictures }) => <Features features={model.landing.features} pictures={pictures} />,
  howItWorks: ({ model }) => <HowItWorks howItWorks={model.landing.howItWorks} />,
  benefits: ({ model }) => <Benefits benefits={model.landing.benefits} words={model.site.words} />,
  integrations: ({ model }) => <Integrations integrations={model.landing.integrations} site={model.site} />,
  testimonials: ({ model, pictures }) => <Testimonials testimonials={model.landing.testimonials} pictures={pictures} />,
  pricing: ({ model }) => <Pricing pricing={model.landing.pricing} plans={model.plans} site={model.site} />,
  closing: ({ model }) => (
    <ClosingCta closing={model.landing.closing} proof={model.landing.proof} site={model.site} today={model.today} lang={model.locale.tag} />
  ),
};

export function LandingPage(page: PageProps) {
  const whatsapp = whatsappHref(page.model.site);
  return (
    <>
      {LANDING_SECTIONS.map((name) => (
        <Fragment key={name}>{SECTIONS[name](page)}</Fragment>
      ))}
      {whatsapp ? <WhatsAppCorner href={whatsapp} site={page.model.site} /> : null}
    </>
  );
}
