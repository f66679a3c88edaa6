// The repository's publish job (.github/workflows/site.yml, jobs.publish) run
// here as a runner runs it: its own steps, read from the workflow, in order,
// each `run:` script in bash with the variables a runner sets and the step's
// `env:` and `if:` worked out from their expressions; only the actions a
// runner downloads (`uses:`) are played by stand-ins: the checkout is a
// fetch of the test's bare repository into a workspace kept between runs, as
// on a self-hosted runner; GitHub Pages is a folder the test serves. So what
// the pipeline does on a push (report pending, settle, build for production,
// publish, commit what it settled, report the result) is what the test sees,
// and a change to the workflow changes the test.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { ROOT } from "../helpers/site.ts";

interface Step {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string | boolean | number>;
  with?: Record<string, unknown>;
}

export interface PipelineOptions {
  /** The repository the run checks out (a bare repository's path). */
  bare: string;
  /** The commit pushed: the run's GITHUB_SHA. */
  sha: string;
  /** The git host's API and repository, which the run reports to. */
  api: string;
  server: string;
  repository: string;
  token: string;
  /** The workspace: the checkout, kept between runs. */
  workspace: string;
  /** The folder GitHub Pages serves, and the address it serves it at. */
  pages: { dir: string; url: string };
  /** Repository variables (PUBLISH_PAGES). */
  vars?: Record<string, string>;
}

export interface PipelineRun {
  /** Each step: its name, whether it ran and how it ended, and what it printed. */
  steps: { name: string; outcome: "success" | "failure" | "skipped"; output: string }[];
  ok: boolean;
  /** The job summary the run wrote. */
  summary: string;
}

let runCount = 0;

/** A step's script in bash, as a runner runs it; asynchronous, so the git host in this process answers it meanwhile. */
function bash(script: string, cwd: string, env: NodeJS.ProcessEnv): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], {
      cwd,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 180_000);
    child.on("error", reject);
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

/** The publish job, run on `sha`. */
export async function runPublishJob(options: PipelineOptions): Promise<PipelineRun> {
  const workflow = parse(readFileSync(path.join(ROOT, ".github/workflows/site.yml"), "utf8")) as {
    jobs: Record<string, { steps: Step[]; env?: Step["env"] }>;
  };
  const job = workflow.jobs.publish!;
  const temp = path.join(options.workspace, "..", `runner-temp-${++runCount}`);
  mkdirSync(temp, { recursive: true });
  const summary = path.join(temp, "summary.md");
  writeFileSync(summary, "");
  const context: Context = { vars: options.vars ?? {}, env: {}, steps: {}, token: options.token, sha: options.sha, temp, failed: false };
  const baseEnv: NodeJS.ProcessEnv = {
    ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("GIT_") && !key.startsWith("GITHUB_"))),
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_SHA: options.sha,
    GITHUB_REF: "refs/heads/main",
    GITHUB_REPOSITORY: options.repository,
    GITHUB_API_URL: options.api,
    GITHUB_SERVER_URL: options.server,
    GITHUB_RUN_ID: String(runCount),
    GITHUB_STEP_SUMMARY: summary,
    RUNNER_TEMP: temp,
    NO_COLOR: "1",
  };
  context.env = Object.fromEntries(Object.entries(job.env ?? {}).map(([key, value]) => [key, substitute(String(value), context)]));
  const run: PipelineRun = { steps: [], ok: true, summary: "" };
  for (const step of job.steps) {
    const name = step.name ?? step.uses ?? step.run!.split("\n")[0]!;
    if (!evaluateCondition(step.if ?? "success()", context)) {
      run.steps.push({ name, outcome: "skipped", output: "" });
      if (step.id) context.steps[step.id] = { outcome: "skipped", outputs: {} };
      continue;
    }
    const outputs: Record<string, string> = {};
    let outcome: "success" | "failure" = "success";
    let output: string;
    if (step.uses) ({ outcome, output } = standIn(step, options, outputs));
    else if (/^npm ci\b/.test(step.run!)) output = "node_modules: the project's own, linked into the workspace";
    else {
      const outputFile = path.join(temp, `output-${run.steps.length}`);
      writeFileSync(outputFile, "");
      const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([key, value]) => [key, substitute(String(value), context)]));
      const result = await bash(step.run!, options.workspace, { ...baseEnv, ...context.env, ...stepEnv, GITHUB_OUTPUT: outputFile });
      output = result.output;
      outcome = result.status === 0 ? "success" : "failure";
      for (const line of readFileSync(outputFile, "utf8").split("\n")) {
        const at = line.indexOf("=");
        if (at > 0) outputs[line.slice(0, at)] = line.slice(at + 1);
      }
    }
    if (outcome === "failure") context.failed = true;
    if (step.id) context.steps[step.id] = { outcome, outputs };
    run.steps.push({ name, outcome, output });
  }
  run.ok = !context.failed;
  run.summary = readFileSync(summary, "utf8");
  return run;
}

/** The actions a runner would download, played here. */
function standIn(step: Step, options: PipelineOptions, outputs: Record<string, string>): { outcome: "success"; output: string } {
  const action = step.uses!.split("@")[0];
  const git = (...args: string[]) => {
    const result = spawnSync("git", args, { cwd: options.workspace, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
    return result.stdout;
  };
  switch (action) {
    case "actions/checkout": {
      // Full history when asked (fetch-depth: 0), the commit pushed, nothing left of the last run but the caches.
      if (!existsSync(path.join(options.workspace, ".git"))) {
        mkdirSync(options.workspace, { recursive: true });
        git("init", "--quiet");
        git("remote", "add", "origin", options.bare);
      }
      git("fetch", "--quiet", "--force", "--tags", "origin", "+refs/heads/*:refs/remotes/origin/*");
      git("checkout", "--quiet", "--force", "--detach", options.sha);
      git("clean", "--quiet", "-ffdx", "-e", "node_modules", "-e", ".cache");
      if (!existsSync(path.join(options.workspace, "node_modules")))
        symlinkSync(path.join(ROOT, "node_modules"), path.join(options.workspace, "node_modules"));
      return { outcome: "success", output: `checked out ${options.sha}` };
    }
    case "actions/setup-node":
    case "actions/upload-artifact":
    case "actions/upload-pages-artifact":
      return { outcome: "success", output: "" };
    case "actions/configure-pages":
      outputs.base_url = options.pages.url.replace(/\/$/, "");
      return { outcome: "success", output: "" };
    case "actions/deploy-pages": {
      rmSync(options.pages.dir, { recursive: true, force: true });
      const from = typeof step.with?.path === "string" ? step.with.path : "dist/";
      cpSync(path.join(options.workspace, from), options.pages.dir, { recursive: true });
      outputs.page_url = `${options.pages.url.replace(/\/$/, "")}/`;
      return { outcome: "success", output: `deployed to ${options.pages.dir}` };
    }
  }
  throw new Error(`the publish job uses ${step.uses}, which the test's runner has no stand-in for`);
}

interface Context {
  vars: Record<string, string>;
  env: Record<string, string>;
  steps: Record<string, { outcome: string; outputs: Record<string, string> }>;
  token: string;
  sha: string;
  temp: string;
  /** Whether a step has failed so far: success() and failure() read it. */
  failed: boolean;
}

/** A string with each ${{ expression }} in it worked out. */
function substitute(text: string, context: Context): string {
  return text.replace(/\$\{\{(.*?)\}\}/g, (_, expression: string) => String(evaluate(expression, context)));
}

function evaluateCondition(condition: string, context: Context): boolean {
  const expression = condition.replace(/^\$\{\{(.*)\}\}$/s, "$1");
  const value = evaluate(expression, context);
  // A condition without a status function runs only while nothing has failed, as on a runner.
  if (!/\b(always|failure|success|cancelled)\(\)/.test(expression) && context.failed) return false;
  return Boolean(value) && value !== "false";
}

/** The expressions the workflow's steps use: literals, contexts, ==, !=, !, &&, || and parentheses, and the status functions. */
function evaluate(expression: string, context: Context): unknown {
  const tokens = expression.match(/'(?:[^']|'')*'|&&|\|\||==|!=|!|\(|\)|[A-Za-z_][\w.-]*(?:\(\))?|\d+/g) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  const next = () => tokens[at++];
  const value = (token: string): unknown => {
    if (token.startsWith("'")) return token.slice(1, -1).replace(/''/g, "'");
    if (token === "true" || token === "false") return token === "true";
    if (token === "always()") return true;
    if (token === "success()") return !context.failed;
    if (token === "failure()") return context.failed;
    const parts = token.split(".");
    if (parts[0] === "github" && parts[1] === "token") return context.token;
    if (parts[0] === "github" && parts[1] === "sha") return context.sha;
    if (parts[0] === "runner" && parts[1] === "temp") return context.temp;
    if (parts[0] === "vars") return context.vars[parts[1]!] ?? "";
    if (parts[0] === "env") return context.env[parts[1]!] ?? "";
    if (parts[0] === "steps") {
      const step = context.steps[parts[1]!];
      if (parts[2] === "outcome") return step?.outcome ?? "";
      if (parts[2] === "outputs") return step?.outputs[parts[3]!] ?? "";
    }
    throw new Error(`the test's runner does not know ${token} (in ${expression.trim()})`);
  };
  const primary = (): unknown => {
    const token = next();
    if (token === "(") {
      const inner = or();
      next();
      return inner;
    }
    if (token === "!") return !primary();
    if (token === undefined) throw new Error(`an expression ends early: ${expression}`);
    return value(token);
  };
  const comparison = (): unknown => {
    const left = primary();
    if (peek() === "==" || peek() === "!=") {
      const op = next();
      const right = primary();
      // As GitHub compares: strings without regard to case.
      const same = String(left).toLowerCase() === String(right).toLowerCase();
      return op === "==" ? same : !same;
    }
    return left;
  };
  const and = (): unknown => {
    let left = comparison();
    while (peek() === "&&") {
      next();
      const right = comparison();
      left = left ? right : left;
    }
    return left;
  };
  const or = (): unknown => {
    let left = and();
    while (peek() === "||") {
      next();
      const right = and();
      left = left || right;
    }
    return left;
  };
  const result = or();
  if (at !== tokens.length) throw new Error(`the test's runner could not read ${expression.trim()}`);
  return result;
}
