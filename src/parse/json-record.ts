// The records the tooling keeps beside the content (what each translation was
// made from, what each legal page published): JSON files an editor commits but
// never writes by hand. Read here one way, so a damaged one (a merge conflict
// left in, a bracket deleted) is a problem at its line, never a stack trace,
// and reads as empty: what it vouched for is then reported again.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { describeValue, positionAt, type ContentProblem } from "./problem.ts";
import { readContentText } from "./content-text.ts";

/** A short, stable fingerprint of a text: enough to notice that it changed. */
export const textHash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 12);

/**
 * The record in `file` (shown as `shown`), checked by `valid`; undefined with
 * no problem when there is no such file. `writer` names the command that
 * writes it, and `shape` what it holds, for the message about a damaged one.
 */
export function readJsonRecord<T>(
  file: string,
  shown: string,
  { writer, shape, valid }: { writer: string; shape: string; valid: (data: unknown) => data is T },
): { record?: T; problem?: ContentProblem } {
  if (!existsSync(file)) return {};
  const read = readContentText(file, shown, `the record ${shown}`);
  if (read.text === undefined) return { problem: read.problems[0] };
  const text = read.text;
  const at = (offset: number) => {
    const { line, column } = positionAt(text, offset);
    return { file: shown, line, column, source: text.split("\n")[line - 1] ?? "" };
  };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    // JSON.parse names an offset for most mistakes ("… in JSON at position 18").
    const message = (error as Error).message;
    const offset = Number(/at position (\d+)/.exec(message)?.[1] ?? (/end of JSON/.test(message) ? text.trimEnd().length : 0));
    return {
      problem: {
        ...at(offset),
        path: "",
        expected: `the JSON ${writer} writes`,
        found: message.replace(/ in JSON at position \d+.*$/, ""),
      },
    };
  }
  if (!valid(data))
    return {
      problem: { ...at(text.search(/\S|$/)), path: "", expected: `the record ${writer} writes: ${shape}`, found: describeValue(data) },
    };
  return { record: data };
}

/** Whether a value is a block of fields (not a list, not null). */
export const isBlock = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);
