// The "to fill before launch" list: what content still holds that must not
// reach production. Values the spec leaves unnamed (bracketed "[email]",
// tagged !placeholder, or on a reserved example domain), dates an editor must
// set (the offer's end, src/text/offer-text.ts, and the plans' GST), and sample content
// written to show what a real customer might say (`sample: true`), each at its
// file, line and column. `npm run build` prints it; build:production refuses
// to build while it has anything on it.
import { isPlaceholder } from "../model/schema/fields.ts";
import { formatPath } from "../parse/problem.ts";
import type { Position, SourceMap, TaggedPlaceholder } from "../parse/yaml.ts";
import { walkContent } from "../parse/content-walk.ts";

export interface LaunchItem extends Position {
  /** "value": a placeholder to fill; "sample": invented content to replace with a real one, or delete. */
  kind: "value" | "sample";
  path: string;
  /** The placeholder as written, or what the sample is (its name, agency, …). */
  value: string;
}

// Reserved for documentation by RFC 2606/6761: never a real destination.
const EXAMPLE_DOMAIN =
  /^(https?:\/\/|mailto:|[^@\s]+@)([a-z0-9-]+\.)*(example\.(com|net|org)|[a-z0-9-]+\.(example|invalid|test))([/:?#]|$)/i;

/** Fields that name a sample item in the list, in this order. */
const NAMING_FIELDS = ["name", "agency", "city", "title", "alt", "measures"];

/** The launch items of one YAML file's data. */
export function launchItems(data: unknown, source: SourceMap, tagged: TaggedPlaceholder[]): LaunchItem[] {
  const out: LaunchItem[] = [];
  const seen = new Set<string>();
  for (const item of tagged) {
    seen.add(item.path);
    out.push({ ...item.position, kind: "value", path: item.path, value: item.value });
  }
  walkContent(data, (node, at) => {
    if (typeof node === "string") {
      const key = formatPath(at);
      if (!seen.has(key) && (isPlaceholder(node) || EXAMPLE_DOMAIN.test(node))) {
        seen.add(key);
        out.push({ ...source.valuePosition(at), kind: "value", path: key, value: node });
      }
    } else if (node && typeof node === "object" && !Array.isArray(node)) {
      const fields = node as Record<string, unknown>;
      // At the `sample: true` line: deleting it is how an editor says the item is real.
      if (fields.sample === true) {
        const named = NAMING_FIELDS.map((f) => fields[f]).filter((v): v is string => typeof v === "string");
        out.push({
          ...source.keyPosition([...at, "sample"]),
          kind: "sample",
          path: formatPath(at),
          value: named.join(", ") || "sample content",
        });
      }
    }
  });
  return out;
}
