// The site footer: blurb, legal entity and contact details, social profiles,
// the Product and Support columns, copyright and the legal pages.
import type { LegalPage } from "../src/model/site-model.ts";
import type { Site } from "../src/model/schema/site.ts";
import { copyrightYears } from "../src/text/format.ts";
import { isPlaceholder } from "../src/model/schema/fields.ts";
import { ExternalLink } from "./ExternalLink.tsx";
import { Fillable } from "./Fillable.tsx";
import { Icon } from "./Icon.tsx";
import { FooterLink } from "./FooterLink.tsx";
import { SocialIcon } from "./SocialIcon.tsx";
import { LanguageLinks } from "./LanguageLinks.tsx";
import type { Alternate } from "../src/view/routes.ts";
import { ContentText } from "./ContentText.tsx";
import { dirWithin } from "../src/view/direction.ts";
import { whatsappHref } from "../src/view/links.ts";

interface Props {
  site: Site;
  /** The build's day, YYYY-MM-DD. */
  today: string;
  /** The legal pages listed at the bottom (those not marked `footer: false`). */
  pages: LegalPage[];
  linkBase: string;
  alternates: Alternate[];
  lang: string;
  /** The code of the page's language: legal pages in another (the source's, untranslated) are marked, with a note that it governs. */
  locale: string;
  sourceTag: string;
}

export function Footer({ site, today, pages, linkBase, alternates, lang, locale, sourceTag }: Props) {
  const inSource = pages.filter((page) => page.locale !== locale);
  const { contact, legal: entity, ui } = site;
  const whatsapp = whatsappHref(site);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="wordmark wordmark--footer">
            <span className="wordmark__mark" aria-hidden="true">
              <Icon name="message-circle" size={20} />
            </span>
            <Fillable value={site.brand.name} note={ui.placeholderNote} />
          </p>
          <p>
            <ContentText>{site.footer.blurb}</ContentText>
          </p>
          <ul className="social" aria-label={site.footer.socialLabel}>
            {site.social.map((profile) => (
              <li key={profile.network}>
                {profile.url ? (
                  <ExternalLink href={profile.url} className="social__link" newTabNote={ui.newTabNote}>
                    <SocialIcon network={profile.network} />
                    <span className="visually-hidden">
                      <ContentText>{profile.label}</ContentText>
                    </span>
                  </ExternalLink>
                ) : (
                  <span className="social__link social__link--inactive" title={`${profile.label} (${site.footer.comingSoonLabel})`}>
                    <SocialIcon network={profile.network} />
                    <span className="visually-hidden">
                      <ContentText>{profile.label}</ContentText> (<ContentText>{site.footer.comingSoonLabel}</ContentText>)
                    </span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>

        <div className="site-footer__contact" id="contact">
          <h2 className="site-footer__heading">
            <ContentText>{site.footer.contactHeading}</ContentText>
          </h2>
          <address>
            <p>
              <strong>
                <Fillable value={entity.entity} note={ui.placeholderNote} />
              </strong>
            </p>
            <p className="site-footer__line">
              <Icon name="map-pin" size={18} />
              <span>
                <Fillable value={entity.address} note={ui.placeholderNote} />
              </span>
            </p>
            <p className="site-footer__line">
              <Icon name="mail" size={18} />
              {isPlaceholder(contact.email) ? (
                <Fillable value={contact.email} note={ui.placeholderNote} />
              ) : (
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              )}
            </p>
            <p className="site-footer__line">
              <Icon name="phone" size={18} />
              {isPlaceholder(contact.phone) ? (
                <Fillable value={contact.phone} note={ui.placeholderNote} />
              ) : (
                <a href={`tel:${contact.phone.replace(/[^+0-9]/g, "")}`}>{contact.phone}</a>
              )}
            </p>
            {contact.whatsapp !== undefined ? (
              <p className="site-footer__line">
                <SocialIcon network="whatsapp" size={18} />
                {whatsapp ? (
                  <ExternalLink href={whatsapp} newTabNote={ui.newTabNote} event={{ name: "WhatsApp", position: "footer" }}>
                    {contact.whatsapp}
                    <span className="visually-hidden">
                      : <ContentText>{ui.whatsappLabel!}</ContentText>
                    </span>
                  </ExternalLink>
                ) : (
                  <Fillable value={contact.whatsapp} note={ui.placeholderNote} />
                )}
              </p>
            ) : null}
          </address>
        </div>

        {/* Ids by position: a heading in any script gives a unique one. */}
        {site.footer.columns.map((column, index) => (
          <nav key={column.id} className="site-footer__column" aria-labelledby={`footer-column-${index + 1}`}>
            <h2 className="site-footer__heading" id={`footer-column-${index + 1}`}>
              <ContentText>{column.heading}</ContentText>
            </h2>
            <ul>
              {column.links.map((item) => (
                <li key={item.id}>
                  <FooterLink item={item} linkBase={linkBase} site={site} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      {/* The rule above the bottom bar spans the text column, not the gutters. */}
      <div className="container">
        <div className="site-footer__bottom">
          <p>
            © {copyrightYears(entity.copyrightYear, today)} <Fillable value={entity.entity} note={ui.placeholderNote} />
            {". "}
            <ContentText>{site.footer.rightsText}</ContentText>
          </p>
          <nav aria-label={site.footer.legalHeading}>
            <ul className="site-footer__legal">
              {pages.map((page) => (
                <li key={page.slug}>
                  {page.locale !== locale ? (
                    <a href={page.path} hrefLang={sourceTag} lang={sourceTag} dir={dirWithin(sourceTag, lang)}>
                      {page.meta.title}
                    </a>
                  ) : (
                    <a href={page.path}>
                      <ContentText>{page.meta.title}</ContentText>
                    </a>
                  )}
                </li>
              ))}
            </ul>
            {inSource.length ? (
              <p className="site-footer__note">
                <ContentText>{site.ui.legalLanguageNote}</ContentText>
              </p>
            ) : null}
          </nav>
          <LanguageLinks
            alternates={alternates}
            current={lang}
            label={site.ui.languageLabel}
            className="language-links language-links--footer"
          />
        </div>
      </div>
    </footer>
  );
}
