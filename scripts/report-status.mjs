// `node scripts/report-status.mjs <pending|result> [--result=<file>] [--live=<url>] [--stopped=<why>] <commit>…`:
// the pipeline's word to the git host on each commit it built, as a commit
// status (context "site"), which the web editor at /admin/ reads to tell the
// editor who saved whether the save went live: "pending" as the run starts;
// then the build's result (`npm run build -- --result=<file>`): published,
// or refused with the first problem, file and line first. Plain Node with no
// package, so it reports even when installing them failed. GitHub and Gitea
// take the same call (POST /repos/{owner}/{repo}/statuses/{sha}); the run's
// variables say where: GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_SERVER_URL,
// GITHUB_RUN_ID and the run's token in GITHUB_TOKEN. Without them (a run on
// one's own machine) it says so and reports nothing.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

/** The status's name: what the web editor looks for. */
const CONTEXT = "site";
/** Git hosts keep this many characters of a description. */
const LENGTH = 140;

const { values, positionals } = parseArgs({
  options: { result: { type: "string" }, live: { type: "string" }, stopped: { type: "string" } },
  allowPositionals: true,
  strict: true,
});
const [phase, ...commits] = positionals;
if ((phase !== "pending" && phase !== "result") || !commits.length) {
  console.error("usage: node scripts/report-status.mjs <pending|result> [--result=<file>] [--live=<url>] [--stopped=<why>] <commit>…");
  process.exit(2);
}

const {
  GITHUB_API_URL: api,
  GITHUB_REPOSITORY: repository,
  GITHUB_SERVER_URL: server,
  GITHUB_RUN_ID: run,
  GITHUB_TOKEN: token,
} = process.env;
if (!api || !repository || !token) {
  console.log("No git host to report to (GITHUB_API_URL, GITHUB_REPOSITORY and GITHUB_TOKEN are not all set).");
  process.exit(0);
}

/** Text cut at a word to what a status keeps. */
function fit(text) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= LENGTH) return flat;
  const cut = flat.slice(0, LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}

/** The build's result, or undefined when the run stopped before the build wrote one. */
function readResult(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

function status() {
  if (phase === "pending") return { state: "pending", description: "Publishing: the site is being checked and built" };
  // Built, but the host did not take it.
  if (values.stopped) return { state: "error", description: `Not published: ${values.stopped}` };
  const result = values.result ? readResult(values.result) : undefined;
  if (!result) return { state: "error", description: "Not published: the pipeline stopped before the build finished (see the run)" };
  if (!result.ok) return { state: "failure", description: `Not published: ${result.first ?? result.outcome}` };
  return { state: "success", description: values.live ? `Published at ${values.live}` : "Built and checked: your host publishes it" };
}

const { state, description } = status();
const body = {
  state,
  context: CONTEXT,
  description: fit(description),
  ...(server && run ? { target_url: `${server}/${repository}/actions/runs/${run}` } : {}),
};
for (const commit of new Set(commits)) {
  const response = await fetch(`${api.replace(/\/+$/, "")}/repos/${repository}/statuses/${commit}`, {
    method: "POST",
    headers: { Authorization: `token ${token}`, Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  }).catch((error) => ({ ok: false, status: 0, statusText: String(error.message ?? error) }));
  if (response.ok) console.log(`${state}: ${body.description} (${commit.slice(0, 10)})`);
  else {
    // The publish itself is done or refused either way: a status that could not be posted is said, not a failed run.
    console.log(`::warning::could not report "${state}" on ${commit.slice(0, 10)} to ${api}: ${response.status} ${response.statusText}`);
  }
}
