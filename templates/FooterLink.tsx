// One footer link. An empty href means "not available yet": the item shows as
// text with a "soon" tag instead of a dead link.
import { isExternal } from "../src/view/links.ts";
import type { Site } from "../src/model/schema/site.ts";
import { ExternalLink } from "./ExternalLink.tsx";
import { ContentText } from "./ContentText.tsx";

interface Props {
  item: { label: string; href: string };
  linkBase: string;
  site: Site;
}

export function FooterLink({ item, linkBase, site }: Props) {
  if (!item.href) {
    return (
      <span className="site-footer__soon">
        <ContentText>{item.label}</ContentText>{" "}
        <span className="tag">
          <ContentText>{site.footer.comingSoonLabel}</ContentText>
        </span>
      </span>
    );
  }
  if (isExternal(item.href)) {
    return (
      <ExternalLink href={item.href} newTabNote={site.ui.newTabNote}>
        <ContentText>{item.label}</ContentText>
      </ExternalLink>
    );
  }
  return (
    <a href={item.href.startsWith("#") ? `${linkBase}${item.href}` : item.href}>
      <ContentText>{item.label}</ContentText>
    </a>
  );
}
