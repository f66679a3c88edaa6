// The landing page: the spec's sections in the spec's order, with the client
// logos (when content has any) right under the hero, and on phones the
// WhatsApp button in the corner (when there is a number). The header and footer
// come from Document.
import type { SiteModel } from "../src/model/site-model.ts";
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

export function LandingPage({ model, pictures }: { model: SiteModel; pictures: Pictures }) {
  const { site, landing, plans } = model;
  const whatsapp = whatsappHref(site);
  return (
    <>
      <Hero site={site} landing={landing} />
      <TrustedBy trustedBy={landing.trustedBy} pictures={pictures} />
      <Problem problem={landing.problem} words={site.words} />
      <Features features={landing.features} pictures={pictures} />
      <HowItWorks howItWorks={landing.howItWorks} />
      <Benefits benefits={landing.benefits} words={site.words} />
      <Integrations integrations={landing.integrations} site={site} />
      <Testimonials testimonials={landing.testimonials} pictures={pictures} />
      <Pricing pricing={landing.pricing} plans={plans} site={site} />
      <ClosingCta closing={landing.closing} proof={landing.proof} site={site} today={model.today} lang={model.locale.tag} />
      {whatsapp ? <WhatsAppCorner href={whatsapp} site={site} /> : null}
    </>
  );
}
