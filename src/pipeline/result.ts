// The build's result as the pipeline reports it to the git host (a commit
// status, which the web editor at /admin/ shows the editor who saved):
// published, or refused with the first problem in plain words, at its file
// and line. A git host keeps 140 characters of a status, so the place comes
// first (scripts/report-status.mjs cuts the rest); the run's page and the job
// summary have everything.
import type { ContentProblem } from "../parse/problem.ts";
import type { SummaryInput } from "./summary.ts";

/** What `npm run build -- --result=<file>` writes. */
export interface BuildResult {
  ok: boolean;
  /** The build's first line, or why nothing was built. */
  outcome: string;
  /** The first thing that stopped it, in plain words, file and line first. */
  first?: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** A problem as one sentence: where, which field, then what it should be and what it is. */
function sentence({ file, line, path, expected, found }: ContentProblem): string {
  return oneLine(`${file} line ${line}${path ? `, ${path}` : ""}: expected ${expected}; found ${found}`);
}

/** The result of a build, from what its report says. */
export function buildResult(input: SummaryInput): BuildResult {
  const problem = input.problems?.[0] ?? input.checks?.[0] ?? input.brokenLinks?.[0];
  const item = input.launch?.[0];
  const first = input.ok
    ? undefined
    : input.problems?.length
      ? sentence(input.problems[0]!)
      : item
        ? oneLine(
            `${item.file} line ${item.line}, ${item.path}: ${item.kind === "sample" ? `sample content (${item.value}) to replace with a real one or delete` : `still to fill before launch (${item.value})`}`,
          )
        : problem && sentence(problem);
  return { ok: input.ok, outcome: oneLine(input.outcome), ...(first ? { first } : {}) };
}
