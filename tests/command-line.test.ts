// The npm commands an editor or operator types (scripts/command-line.ts):
// --help prints the command's usage; a misspelt option is one line naming it
// and the option meant, then the usage, exit code 2, and never a stack trace.
// Each runs as its npm script runs it (package.json), bundled by run.mjs.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ROOT } from "./helpers/site.ts";

/** Each command, its script, and one of its options to misspell. */
const COMMANDS = [
  ["build", "scripts/build.ts", "--contnet=x", "--content"],
  ["deploy", "scripts/deploy.ts", "--servr=nginx", "--server"],
  ["dev", "scripts/dev.ts", "--contnt=x", "--content"],
  ["legal", "scripts/legal.ts", "--contnet=x", "--content"],
  ["translations", "scripts/translations.ts", "--contents=x", "--content"],
  ["content", "scripts/content.ts", "--sumary=x", "--summary"],
  ["new:section", "scripts/new-section.ts", "--aftr=hero", "--after"],
] as const;

const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, ["scripts/run.mjs", script, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
    timeout: 60_000,
  });

describe("each command's arguments", () => {
  it.each(COMMANDS)("npm run %s: --help prints its usage", (name, script) => {
    const help = run(script, "--help");
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(new RegExp(`^usage: npm run ${name}\\b`));
    expect(help.stderr).toBe("");
  });

  it.each(COMMANDS)(
    "npm run %s: a misspelt option is named, with the one meant, and nothing else happens",
    (name, script, wrong, meant) => {
      const result = run(script, wrong);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe("");
      const [first, second, ...rest] = result.stderr.trimEnd().split("\n");
      expect(first).toBe(`✖ ${wrong.split("=")[0]} is not an option of this command: did you mean ${meant}?`);
      expect(second).toMatch(new RegExp(`^  usage: npm run ${name}\\b`));
      // Only the usage's own continuation lines follow: no stack trace.
      for (const line of rest) expect(line).not.toMatch(/^\s+at |Error|node:internal/);
    },
  );
});
