// The "to fill before launch" report: placeholders still in content.
import type { LaunchItem } from "./content.ts";

export function formatLaunchReport(items: LaunchItem[], color = false): string {
  const dim = (s: string) => (color ? `\x1b[2m${s}\x1b[0m` : s);
  const sorted = [...items].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  const width = Math.max(...sorted.map((i) => `${i.file}:${i.line}:${i.column}`.length));
  const lines = sorted.map((i) => `  ${`${i.file}:${i.line}:${i.column}`.padEnd(width)}  ${i.path.padEnd(24)} ${dim(JSON.stringify(i.value))}`);
  return [`⚠ ${items.length} value${items.length === 1 ? "" : "s"} to fill before launch:`, ...lines].join("\n");
}
