// `npm run deploy -- --server nginx|caddy`: makes the last build (dist/ and
// dist-server/) live on this machine's web server as a new release, or with
// --rollback the last release before the live one that went live
// (src/deploy/). Quiet when it succeeds unless asked (--verbose), or run by
// hand at a terminal, where it says in one line what is live; so cron mails
// only failures. A failure says what went wrong and what is live, on stderr,
// and its exit status says it too: 1, the release that was live before still
// is (or none is); 3, the new release is live, but a step after it failed;
// 4, the server may serve either; 2, the command line was wrong.
import path from "node:path";
import { AfterLiveError, deploy, DeployError, rollback, type DeployOptions } from "../src/deploy/go-live.ts";
import { DEFAULT_INSTALLED } from "../src/deploy/installed.ts";
import { LockedError } from "../src/deploy/lock.ts";
import { ReleaseError, SERVER_CONFIGS, type ServerName } from "../src/deploy/releases.ts";
import { DEFAULT_COMMANDS } from "../src/deploy/web-server.ts";
import { readCommandLine } from "./command-line.ts";

const usage =
  "usage: npm run deploy -- --server nginx|caddy [--to /var/www/site] [--from dist] [--rollback] [--keep 5]\n" +
  "         [--local https://127.0.0.1] [--installed <file>]… [--check <command>] [--reload <command>] [--restart <command>]\n" +
  "         [--values <command>] [--wait 15] [--verbose]";

/** Exit statuses: what is live after a failure. */
const NOT_LIVE = 1;
const USAGE = 2;
const LIVE = 3;
const EITHER = 4;

const OPTIONS = {
  server: { type: "string" },
  to: { type: "string", default: "/var/www/site" },
  from: { type: "string", default: "dist" },
  rollback: { type: "boolean", default: false },
  keep: { type: "string", default: "5" },
  local: { type: "string", default: "https://127.0.0.1" },
  check: { type: "string" },
  reload: { type: "string" },
  restart: { type: "string" },
  values: { type: "string" },
  installed: { type: "string", multiple: true },
  wait: { type: "string", default: "15" },
  verbose: { type: "boolean", default: false },
} as const;

function fail(message: string, status: number): never {
  console.error(`✖ ${message}`);
  process.exit(status);
}

const { values: args } = readCommandLine({ options: OPTIONS }, usage);
if (!args.server || !(args.server in SERVER_CONFIGS)) fail(`--server must be nginx or caddy\n  ${usage}`, USAGE);
const server = args.server as ServerName;
const keep = Number(args.keep);
const wait = Number(args.wait);
if (!Number.isInteger(keep) || keep < 2)
  fail(`--keep must be a whole number of at least 2 (the live release and one to go back to)\n  ${usage}`, USAGE);
if (!(wait > 0)) fail(`--wait must be a number of seconds\n  ${usage}`, USAGE);

const options: DeployOptions = {
  folder: path.resolve(args.to),
  server,
  commands: {
    check: args.check ?? DEFAULT_COMMANDS[server].check,
    reload: args.reload ?? DEFAULT_COMMANDS[server].reload,
    restart: args.restart ?? DEFAULT_COMMANDS[server].restart,
    values: args.values ?? DEFAULT_COMMANDS[server].values,
  },
  installed: args.installed ?? DEFAULT_INSTALLED[server],
  local: args.local,
  keep,
  wait,
  say: args.verbose ? (line) => console.log(`  ${line}`) : () => {},
};
const from = path.resolve(args.from);

try {
  const done = args.rollback
    ? `release ${await rollback(options)} is live again`
    : `release ${(await deploy({ site: from, server: `${from}-server` }, options)).release} is live`;
  if (args.verbose || process.stdout.isTTY) console.log(`✔ ${done} on ${server} (${options.folder})`);
} catch (error) {
  if (error instanceof AfterLiveError) fail(`release ${error.release} is live on ${server}, but ${error.message}`, LIVE);
  if (error instanceof DeployError) fail(`the deploy stopped: ${error.message}`, error.outcome === "unknown" ? EITHER : NOT_LIVE);
  if (error instanceof ReleaseError) fail(`the deploy stopped: ${error.message}`, NOT_LIVE);
  if (error instanceof LockedError) fail(`${error.message}; this run changed nothing.`, NOT_LIVE);
  fail(`the deploy stopped: ${(error as Error).message}${process.env.DEBUG ? `\n${(error as Error).stack}` : ""}`, NOT_LIVE);
}
