// The daily rebuild, as the README gives it for each host: the workflow file
// a git host runs (.github/workflows/daily-rebuild.yml), read as YAML and
// held to its shape (tests/workflows.test.ts runs actionlint on it), with a
// valid five-field cron expression just after midnight in India, that runs
// the pipeline on main or calls a host's hook; the README's copy of it, which
// must be the file byte for byte; and the README's cron lines for a server,
// which must be valid, run at the workflow's time, and build, copy the site
// and the config of the same build, and check the config before reloading.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const ROOT = path.resolve(import.meta.dirname, "../..");
const WORKFLOW = ".github/workflows/daily-rebuild.yml";
const workflowText = readFileSync(path.join(ROOT, WORKFLOW), "utf8");
const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
/** The README's part on daily rebuilds. */
const section = readme.slice(readme.indexOf("### Rebuild every day"), readme.indexOf("### Cloudflare Pages"));

const FIELDS = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day of month", min: 1, max: 31 },
  { name: "month", min: 1, max: 12, names: ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"] },
  { name: "day of week", min: 0, max: 7, names: ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] },
];

/** What is wrong with a five-field cron expression (POSIX cron, as crontab(5) and GitHub Actions read it); none when it is valid. */
function cronProblems(expression: string): string[] {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return [`${fields.length} fields, not 5: ${expression}`];
  return fields.flatMap((field, index) => {
    const { name, min, max, names = [] } = FIELDS[index]!;
    const value = (text: string) => {
      const named = names.indexOf(text.toLowerCase());
      const number = named >= 0 ? named + (name === "month" ? 1 : 0) : /^\d+$/.test(text) ? Number(text) : Number.NaN;
      return number >= min && number <= max ? number : undefined;
    };
    return field.split(",").flatMap((part) => {
      const match = /^(\*|([^-/]+)(?:-([^-/]+))?)(?:\/(\d+))?$/.exec(part);
      if (!match) return [`${name}: "${part}" is not a value, range or step`];
      const [, all, from, to, step] = match;
      const problems: string[] = [];
      if (all !== "*" && value(from!) === undefined) problems.push(`${name}: "${from}" is not within ${min}–${max}`);
      if (to !== undefined && value(to) === undefined) problems.push(`${name}: "${to}" is not within ${min}–${max}`);
      if (to !== undefined && (value(from!) ?? 0) > (value(to) ?? max)) problems.push(`${name}: the range ${from}-${to} runs backwards`);
      if (step !== undefined && Number(step) < 1) problems.push(`${name}: a step of ${step}`);
      return problems;
    });
  });
}

/** The time of day in India (UTC+5:30) a daily "m h * * *" expression in UTC runs at, in minutes after midnight. */
function minutesInIndia(expression: string): number {
  const [minute, hour, ...rest] = expression.trim().split(/\s+/);
  expect(rest, `${expression} runs every day`).toEqual(["*", "*", "*"]);
  return (Number(hour) * 60 + Number(minute) + 330) % 1440;
}

describe("the cron expression check", () => {
  it("accepts valid expressions and names what is wrong with others (or it checks nothing)", () => {
    for (const valid of ["45 18 * * *", "*/15 0-6,20-23 1 jan-mar mon-fri", "0 0 * * 7"]) expect(cronProblems(valid), valid).toEqual([]);
    expect(cronProblems("45 18 * *")).toEqual(["4 fields, not 5: 45 18 * *"]);
    expect(cronProblems("60 18 * * *")).toEqual(['minute: "60" is not within 0–59']);
    expect(cronProblems("45 24 * * *")).toEqual(['hour: "24" is not within 0–23']);
    expect(cronProblems("45 18 0 * *")).toEqual(['day of month: "0" is not within 1–31']);
    expect(cronProblems("45 18 * * 8")).toEqual(['day of week: "8" is not within 0–7']);
    expect(cronProblems("45 18-6 * * *")).toEqual(["hour: the range 18-6 runs backwards"]);
    expect(cronProblems("45 18 * * * *")).toEqual(["6 fields, not 5: 45 18 * * * *"]);
    expect(cronProblems("@daily")).toEqual(["1 fields, not 5: @daily"]);
  });
});

describe("the daily rebuild workflow", () => {
  const workflow = parse(workflowText) as Record<string, any>;

  it("is a GitHub Actions workflow: a schedule with one valid cron expression, a manual run, one job of steps", () => {
    expect(typeof workflow.name).toBe("string");
    expect(Object.keys(workflow.on).sort()).toEqual(["schedule", "workflow_dispatch"]);
    expect(workflow.on.schedule).toHaveLength(1);
    expect(cronProblems(workflow.on.schedule[0].cron)).toEqual([]);
    expect(workflow.permissions).toEqual({});
    const jobs = Object.values(workflow.jobs as Record<string, any>);
    expect(jobs).toHaveLength(1);
    const job = jobs[0];
    expect(job["runs-on"]).toMatch(/^ubuntu-/);
    expect(job["timeout-minutes"]).toBeGreaterThan(0);
    expect(job.steps.length).toBeGreaterThan(0);
    for (const step of job.steps) {
      expect(typeof step.name).toBe("string");
      expect(typeof step.run).toBe("string");
    }
  });

  it("runs just after midnight in India (00:15)", () => {
    expect(minutesInIndia(workflow.on.schedule[0].cron)).toBe(15);
  });

  it("runs the pipeline on main, which publishes to GitHub Pages, unless another host serves the site", () => {
    const job = Object.values(workflow.jobs as Record<string, any>)[0];
    expect(job.permissions).toEqual({ actions: "write" });
    expect(job.env.PUBLISH_PAGES).toBe("${{ vars.PUBLISH_PAGES }}");
    expect(job.env.GH_TOKEN).toBe("${{ github.token }}");
    const dispatch = job.steps.find((step: any) => /\bgh workflow run\b/.test(step.run));
    expect(dispatch.run).toBe('gh workflow run site.yml --repo "$GITHUB_REPOSITORY" --ref main');
    expect(dispatch.if).toBe("env.PUBLISH_PAGES != 'false'");
  });

  it("calls the deploy hook from the repository secret, and only when it is set", () => {
    const job = Object.values(workflow.jobs as Record<string, any>)[0];
    expect(job.env.DEPLOY_HOOK_URL).toBe("${{ secrets.DEPLOY_HOOK_URL }}");
    const call = job.steps.find((step: any) => /\bcurl\b/.test(step.run));
    expect(call.run).toContain('"$DEPLOY_HOOK_URL"');
    expect(call.run).toContain("--fail");
    expect(call.if).toBe("env.DEPLOY_HOOK_URL != ''");
    expect(job.steps.filter((step: any) => /DEPLOY_HOOK_URL/.test(step.if) && step !== call).map((step: any) => step.if)).toEqual([
      "env.DEPLOY_HOOK_URL == ''",
    ]);
  });

  it("is shown in the README byte for byte", () => {
    const block = /^ {2}```yaml\n([\s\S]*?)^ {2}```$/m.exec(section)?.[1];
    expect(block?.replace(/^ {2}/gm, "")).toBe(workflowText);
    expect(section).toContain(`(${WORKFLOW})`);
  });
});

describe("the README's cron lines for a server", () => {
  const lines = [...section.matchAll(/^ {2}```cron\n {2}(.*)\n {2}```$/gm)].map((match) => match[1]!);
  const schedule = (line: string) => line.split(/\s+/).slice(0, 5).join(" ");
  const workflow = parse(workflowText) as Record<string, any>;

  it("are one for nginx and one for Caddy, each a valid crontab line at the workflow's time", () => {
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(cronProblems(schedule(line)), line).toEqual([]);
      expect(schedule(line)).toBe(workflow.on.schedule[0].cron);
    }
  });

  it("pull, install and build for production quietly, then deploy with npm run deploy to their server", () => {
    const servers = lines.map((line) => {
      const steps = line.split(/\s+&&\s+/).map((step) => step.replace(/^\d+ \d+ \* \* \* /, ""));
      expect(steps.slice(0, 4), line).toEqual([
        "cd /srv/site",
        "git pull -q --ff-only",
        "npm ci --omit=dev --silent --no-audit --no-fund",
        // The report goes to stdout; a refusal and its reason to stderr, which cron mails.
        "npm run -s build:production >/dev/null",
      ]);
      expect(steps).toHaveLength(5);
      return /^npm run -s deploy -- --server (nginx|caddy)$/.exec(steps[4]!)?.[1];
    });
    expect(servers).toEqual(["nginx", "caddy"]);
  });
});
