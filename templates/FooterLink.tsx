// One footer link. An empty href means "not available yet": the item shows as
// text with a "soon" tag instead of a dead link.
import { isExternal } from "../src/links.ts";
import type { Site } from "../src/schema/site.ts";
import { ExternalLink } from "./ExternalLink.tsx";

interface Props {
  item: { label: string; href: string };
  linkBase: string;
  site: Site;
}

export function FooterLink({ item, linkBase, site }: Props) {
  if (!item.href) {
    return (
      <span className="site-footer__soon">
        {item.label} <span className="tag">{site.footer.comingSoonLabel}</span>
      </span>
    );
  }
  if (isExternal(item.href)) {
    return (
      <ExternalLink href={item.href} newTabNote={site.ui.newTabNote}>
        {item.label}
      </ExternalLink>
    );
  }
  return <a href={item.href.startsWith("#") ? `${linkBase}${item.href}` : item.href}>{item.label}</a>;
}
