// The build's report as Markdown, for the job summary of a CI run (GitHub
// Actions' $GITHUB_STEP_SUMMARY, `npm run build -- --summary=<file>`): what
// was built, each landing page's length against its budget, each language's
// translation coverage, the launch list, the
// checks build:production refuses, the notices (a claim's basis due for
// review among them), broken links and, when the build stopped,
// its problems. Each place is file:line, linked to that line of the commit
// when the run says where the repository is. Every value is escaped, so
// content can neither break the tables nor add links or markup of its own.
import type { ContentProblem } from "../parse/problem.ts";
import type { LaunchItem } from "../checks/launch.ts";
import type { PageLength } from "../checks/model-checks.ts";
import { formatFlights, formatLengths } from "../report/site-report.ts";
import type { FirstFlight } from "../checks/round-trip.ts";
import { launchSummary } from "../report/launch-list.ts";
import { isReady, type Coverage } from "../checks/translation-coverage.ts";

export interface SummaryInput {
  /** The build's first line ("built 6 routes …"), or why nothing was built. */
  outcome: string;
  ok: boolean;
  coverage?: Coverage[];
  launch?: LaunchItem[];
  /** What build:production refuses beyond the launch list: figures, design limits. */
  checks?: ContentProblem[];
  brokenLinks?: ContentProblem[];
  /** What is worth knowing and no reason to refuse, "file:line:column  message": a claim's basis due for review, a superlative, an offer that ended. */
  notices?: string[];
  /** Each language's landing page against its budget of phone screens. */
  lengths?: PageLength[];
  /** Each landing page's first flight: its brotli copy and headers against one round trip. */
  flights?: FirstFlight[];
  /** The content problems that stopped the build. */
  problems?: ContentProblem[];
}

/** The address of a line of a file in the repository, or undefined where the run does not say. */
export type LineLink = (file: string, line: number) => string | undefined;

/** Lines of the commit being built on GitHub, from the variables every Actions run has. */
export function githubLineLink(env: NodeJS.ProcessEnv = process.env): LineLink {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_SHA: sha } = env;
  if (!server || !repository || !sha) return () => undefined;
  return (file, line) => `${server}/${repository}/blob/${sha}/${file.split("/").map(encodeURIComponent).join("/")}#L${line}`;
}

/** Text as one table cell: nothing in it is read as Markdown or HTML, and it stays on one line. */
const cell = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, (c) => `\\${c}`)
    .replace(/&/g, "&amp;");

const clip = (text: string, length = 80) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

function place(file: string, line: number, column: number, link: LineLink): string {
  const where = cell(`${file}:${line}:${column}`);
  const url = link(file, line);
  return url ? `[${where}](${url})` : where;
}

function table(head: string[], rows: string[][]): string[] {
  return [`| ${head.join(" | ")} |`, `| ${head.map(() => "---").join(" | ")} |`, ...rows.map((r) => `| ${r.join(" | ")} |`)];
}

function problemRows(problems: ContentProblem[], link: LineLink): string[] {
  return table(
    ["Where", "Field", "Expected", "Found"],
    problems.map((p) => [
      place(p.file, p.line, p.column, link),
      p.path ? cell(p.path) : "",
      cell(p.expected),
      cell(p.found) + (p.hint ? `<br>${cell(p.hint)}` : ""),
    ]),
  );
}

export function markdownSummary(input: SummaryInput, link: LineLink = () => undefined): string {
  const out = [`## ${input.ok ? "✔" : "✖"} ${cell(input.outcome)}`, ""];
  if (input.problems?.length) {
    out.push(`### ${input.problems.length} content problem${input.problems.length === 1 ? "" : "s"} to fix`, "");
    out.push(...problemRows(input.problems, link), "");
  }
  if (input.lengths?.length) out.push(cell(formatLengths(input.lengths)), "");
  if (input.flights?.length) out.push(cell(formatFlights(input.flights)), "");
  for (const report of input.coverage ?? []) {
    const counts = [
      report.missing.length && `${report.missing.length} missing`,
      report.stale.length && `${report.stale.length} stale`,
      report.unsure.length && `${report.unsure.length} not yet accepted`,
      report.orphans.length && `${report.orphans.length} orphaned`,
    ].filter(Boolean);
    out.push(
      `### ${isReady(report) ? "✔" : "⚠"} ${cell(report.name)} (${cell(report.code)}): ${report.translated} of ${report.total} texts translated${counts.length ? `, ${counts.join(", ")}` : ""}`,
      "",
    );
    const rows = [
      ...report.missing.map((i) => ["missing: shown in English", i] as const),
      ...report.stale.map((i) => ["stale: shown in English", i] as const),
      ...report.unsure.map((i) => ["not yet accepted: shown in English", i] as const),
      ...report.orphans.map((i) => ["orphaned", i] as const),
    ];
    if (rows.length) {
      out.push("<details><summary>Each text</summary>", "");
      out.push(
        ...table(
          ["State", "Where", "Field", "English"],
          rows.map(([state, i]) => [state, place(i.file, i.line, i.column, link), cell(i.path), cell(clip(i.english))]),
        ),
      );
      out.push("", "</details>", "");
    }
  }
  const launch = input.launch ?? [];
  if (launch.length) {
    out.push(`### ⚠ ${launchSummary(launch)} to fill before launch`, "");
    out.push(
      ...table(
        ["Where", "Field", "Now"],
        [...launch]
          .sort((a, b) => Number(a.kind === "sample") - Number(b.kind === "sample") || a.file.localeCompare(b.file) || a.line - b.line)
          .map((i) => [
            place(i.file, i.line, i.column, link),
            cell(i.path),
            i.kind === "sample" ? `sample: ${cell(clip(i.value))} (replace with a real one, or delete it)` : cell(clip(i.value)),
          ]),
      ),
      "",
    );
  } else if (input.ok) out.push("### ✔ Nothing left to fill before launch", "");
  if (input.checks?.length) {
    out.push(`### ⚠ ${input.checks.length} to fix before launch`, "", ...problemRows(input.checks, link), "");
  }
  if (input.notices?.length) {
    out.push(`### ℹ ${input.notices.length} notice${input.notices.length === 1 ? "" : "s"}`, "");
    out.push(...input.notices.map((notice) => `- ${cell(notice)}`), "");
  }
  if (input.brokenLinks?.length) {
    out.push(`### ⚠ ${input.brokenLinks.length} broken link${input.brokenLinks.length === 1 ? "" : "s"}`, "");
    out.push(...problemRows(input.brokenLinks, link), "");
  }
  return `${out.join("\n")}\n`;
}
