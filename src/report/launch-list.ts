// The "to fill before launch" list as npm run build and the dev server print
// it: values first, then samples, each at its file, line and column.
import type { LaunchItem } from "../checks/launch.ts";
import { painter } from "./colour.ts";

export function formatLaunchReport(items: LaunchItem[], color = false): string {
  const paint = painter(color);
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
    return `  ${`${i.file}:${i.line}:${i.column}`.padEnd(width)}  ${i.path.padEnd(pathWidth)} ${paint("2", what)}`;
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
