// The fixed site header: wordmark, the section links and the Book Demo button.
// The links are plain, visible markup; the menu script (menu.js) collapses
// them behind a toggle on small screens, so they stay reachable without it.
import type { Site } from "../src/model/schema/site.ts";
import { demoHref } from "../src/view/links.ts";
import { ExternalLink } from "./ExternalLink.tsx";
import { Fillable } from "./Fillable.tsx";
import { Icon } from "./Icon.tsx";
import { LanguageLinks } from "./LanguageLinks.tsx";
import type { Alternate } from "../src/view/routes.ts";
import { ContentText } from "./ContentText.tsx";

interface Props {
  site: Site;
  /** Prefix for the section links: "" on the landing page, "/" elsewhere. */
  linkBase: string;
  /** The home page of the page's language. */
  home: string;
  alternates: Alternate[];
  lang: string;
}

export function Header({ site, linkBase, home, alternates, lang }: Props) {
  return (
    <header className="site-header" data-menu="">
      <div className="container site-header__inner">
        <a className="wordmark" href={home}>
          <span className="wordmark__mark" aria-hidden="true">
            <Icon name="message-circle" size={20} />
          </span>
          <Fillable value={site.brand.name} note={site.ui.placeholderNote} />
        </a>
        <nav className="site-nav" aria-label={site.ui.mainNavLabel}>
          <button type="button" className="menu-toggle" aria-expanded="false" aria-controls="site-nav-list">
            <Icon name="menu" size={20} className="menu-toggle__open" />
            <Icon name="close" size={20} className="menu-toggle__close" />
            <span>
              <ContentText>{site.ui.menuLabel}</ContentText>
            </span>
          </button>
          <ul id="site-nav-list" className="site-nav__list">
            {site.nav.map((item) => (
              <li key={item.id}>
                <a href={item.href.startsWith("#") ? `${linkBase}${item.href}` : item.href}>
                  <ContentText>{item.label}</ContentText>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageLinks alternates={alternates} current={lang} label={site.ui.languageLabel} className="language-links" menu />
        <ExternalLink
          href={demoHref(site)}
          className="button button--accent button--small site-header__cta"
          newTabNote={site.ui.newTabNote}
          event={{ name: "Book Demo", position: "header" }}
        >
          <ContentText>{site.demo.bookLabel}</ContentText>
        </ExternalLink>
      </div>
    </header>
  );
}
