// One footer link. An empty href means "not available yet": the item shows as
// text with a "soon" tag instead of a dead link.
import { isExternal } from "../src/view/links.ts";
import type { Site } from "../src/model/schema/site.ts";
import { ExternalLink } from "./ExternalLink.tsx";
import { Text } from "./Text.tsx";

interface Props {
  item: { label: string; href: string };
  linkBase: string;
  site: Site;
}

export function FooterLink({ item, linkBase, site }: Props) {
  if (!item.href) {
    return (
      <span className="site-footer__soon">
        <Text>{item.label}</Text>{" "}
        <span className="tag">
          <Text>{site.footer.comingSoonLabel}</Text>
        </span>
      </span>
    );
  }
  if (isExternal(item.href)) {
    return (
      <ExternalLink href={item.href} newTabNote={site.ui.newTabNote}>
        <Text>{item.label}</Text>
      </ExternalLink>
    );
  }
  return (
    <a href={item.href.startsWith("#") ? `${linkBase}${item.href}` : item.href}>
      <Text>{item.label}</Text>
    </a>
  );
}
