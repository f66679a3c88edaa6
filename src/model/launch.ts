// The "to fill before launch" list: what content still holds that must not
// reach production. Values the spec leaves unnamed (bracketed "[email]",
// tagged !placeholder, or on a reserved example domain), dates an editor must
// set (the offer's end, added by site-model.ts), and sample content
// written to show what a real customer might say (`sample: true`), each at its
// file, line and column. `npm run build` prints it; build:production refuses
// to build while it has anything on it.
import { isPlaceholder } from "./schema/fields.ts";
import { formatPath } from "./load/problem.ts";
import type { Position, SourceMap, TaggedPlaceholder } from "./load/yaml.ts";
import { walkData } from "./walk-data.ts";

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
const NAMING_FIELDS = ["name", "agency", "city", "title", "alt"];

/** The launch items of one YAML file's data. */
export function launchItems(data: unknown, source: SourceMap, tagged: TaggedPlaceholder[]): LaunchItem[] {
  const out: LaunchItem[] = [];
  const seen = new Set<string>();
  for (const item of tagged) {
    seen.add(item.path);
    out.push({ ...item.position, kind: "value", path: item.path, value: item.value });
  }
  walkData(data, (node, at) => {
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

export function formatLaunchReport(items: LaunchItem[], color = false): string {
  const dim = (s: string) => (color ? `\x1b[2m${s}\x1b[0m` : s);
  // Values first (the launch details), then samples; each by where it is written.
  const sorted = [...items].sort(
    (a, b) =>
      Number(a.kind === "sample") - Number(b.kind === "sample") || a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
  // Loops, not Math.max(...): the list can be longer than a call takes arguments.
  const width = sorted.reduce((w, i) => Math.max(w, `${i.file}:${i.line}:${i.column}`.length), 0);
  const pathWidth = sorted.reduce((w, i) => Math.max(w, i.path.length), 24);
  const lines = sorted.map((i) => {
    const what =
      i.kind === "sample" ? `sample: ${JSON.stringify(i.value)} (invented; replace with a real one or delete it)` : JSON.stringify(i.value);
    return `  ${`${i.file}:${i.line}:${i.column}`.padEnd(width)}  ${i.path.padEnd(pathWidth)} ${dim(what)}`;
  });
  return [`⚠ ${launchSummary(items)} to fill before launch:`, ...lines].join("\n");
}

/** "9 values and 3 samples" */
export function launchSummary(items: LaunchItem[]): string {
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
  const values = items.filter((i) => i.kind === "value").length;
  const samples = items.length - values;
  return [values ? count(values, "value") : "", samples ? count(samples, "sample") : ""].filter(Boolean).join(" and ");
}
