// The links content writes, where it writes them: every `href` field of a YAML
// file and every address in a legal page's markdown. The build checks the
// internal ones against the pages and ids it renders (src/pipeline/link-check.ts).
import type { Position, SourceMap } from "../../parse/yaml.ts";
import { walkContent } from "../../parse/content-walk.ts";

export interface ContentLink extends Position {
  href: string;
  /**
   * The page whose address a "#fragment" is read against. Header and footer
   * links of site.yaml are on every page, but the templates send "#features"
   * to the landing page ("/#features") from any other, so theirs is "/".
   */
  page: string;
}

/** Every non-empty `href` value in a YAML file's data, at its position. */
export function yamlLinks(data: unknown, source: SourceMap): ContentLink[] {
  const links: ContentLink[] = [];
  walkContent(data, (node, at) => {
    if (at.at(-1) !== "href" || typeof node !== "string" || !node) return;
    links.push({ ...source.valuePosition(at), href: node, page: "/" });
    return false;
  });
  return links;
}
