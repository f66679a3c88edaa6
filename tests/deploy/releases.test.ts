// npm run deploy, run for real against Debian's nginx and Caddy, each wired
// as README's operator path wires it: the server's config is root's, a copy
// installed once from build A (with Caddy's values command), beside the
// owner's local part, and the deploy checks and reloads with the server's own
// commands, under cron's PATH (/usr/bin:/bin, which has no nginx). Two builds
// of the frozen content, A and B, differ in their inline code (B has a dated
// offer, so its script and CSP are new) and so in their values, not in their
// configs. Shown, on each server:
// - a first deploy makes A live, printing nothing;
// - a directive planted in what the deploy account writes is never obeyed;
// - a build whose config is not the one installed is not deployed;
// - while B is deployed, requests made without a pause never get an error, a
//   missing page, or a page whose inline code its CSP refuses (Caddy 2.6 may
//   reset a connection as it swaps its listening sockets; counted, reported);
// - a rollback brings back A's pages and values byte for byte, and goes back
//   only to a release that went live;
// - values the check refuses, a copy that stops halfway, a reload that
//   fails and one that does nothing each leave the previous release
//   answering, with its own CSP, and Chromium sees no violation;
// - a deploy that is running keeps another out; a lock left by a killed one
//   does not; old releases are removed, the live one and the one before kept.
// What was seen is written to test-results/deploy-servers.md.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  appendFileSync,
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { request, Agent } from "node:https";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InlineCode } from "../../src/outputs/headers.ts";
import { CADDY_VALUES, RELEASE_VALUE, VALUES_FILE } from "../../src/outputs/release.ts";
import { namedFor } from "../../src/deploy/releases.ts";
import { build } from "../../src/pipeline/site-build.ts";
import { CHROMIUM_ARGS, TEST_CHROMIUM } from "../browser/global-setup.ts";
import { contentCopy } from "../helpers/site.ts";
import { tempDir } from "../shared/temp.ts";
import { writeSection } from "./report.ts";
import {
  caddyEnv,
  caddyLocal,
  caddyVariant,
  freePorts,
  makeCertificate,
  missingPrograms,
  nginxLocal,
  nginxMain,
  nginxSiteVariant,
  type Certificate,
} from "./servers.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** cron's PATH: /usr/sbin, where nginx is, is not on it. */
const CRON_PATH = "/usr/bin:/bin";
/** Pages asked again and again while a release is switched. */
const PAGES = ["/", "/hi", "/privacy-policy"];
/** The longest the loop of requests during a switch may run. */
const MOST_REQUESTS = 20_000;

interface Built {
  site: string;
  server: string;
}

let work: string;
let builds: { A: Built; B: Built };
let host: string;
let certificate: Certificate;
let browser: Browser;
const agent = new Agent({ keepAlive: false });
const seen: string[] = [];

beforeAll(async () => {
  const missing = missingPrograms();
  if (missing.length) throw new Error(`missing: apt-get install -y ${missing.join(" ")} (.ci/run installs them)`);
  work = tempDir("deploy-releases-");
  chmodSync(work, 0o755);
  const make = async (name: string, content: string) => {
    const site = path.join(work, "builds", name);
    await build({ root: ROOT, contentDir: content, outDir: site, serverOutDir: `${site}-server` });
    return { site, server: `${site}-server` };
  };
  builds = {
    A: await make("A", contentCopy()),
    B: await make("B", contentCopy({ "landing.yaml": (text) => text.replace(/^( *)# validUntil: \S+ .*$/m, "$1validUntil: 2099-12-31") })),
  };
  host = new URL((JSON.parse(readFileSync(path.join(builds.A.server, "site.json"), "utf8")) as { siteUrl: string }).siteUrl).hostname;
  certificate = makeCertificate(work, [host]);
  browser = await chromium.launch({
    executablePath: TEST_CHROMIUM,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${host} 127.0.0.1`],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  agent.destroy();
  writeSection("releases", ["## npm run deploy, on each server", "", ...seen].join("\n"));
});

it("B's inline code and CSP are not A's (or a switch could not show a mismatch)", () => {
  const csp = (built: Built) => /script-src [^;]+/.exec(readFileSync(path.join(built.site, "_headers"), "utf8"))?.[0];
  expect(csp(builds.B)).not.toBe(csp(builds.A));
});

it("cron's PATH has no nginx, so the deploy's own PATH is what finds it", () => {
  expect(spawnSync("/bin/sh", ["-c", "command -v nginx"], { env: { PATH: CRON_PATH } }).status).not.toBe(0);
});

// ——— one server wired as the operator path wires it ———

interface Rig {
  name: "nginx" | "caddy";
  /** The deploy folder (/var/www/site on a server). */
  folder: string;
  /** https://127.0.0.1:<port>, the server on this machine. */
  local: string;
  port: number;
  check: string;
  reload: string;
  restart: string;
  /** Caddy's: root's command that gives it the live release's values. */
  values?: string;
  /** The files root installed from build A. */
  installed: string[];
  start: string;
  stop: string;
  env: NodeJS.ProcessEnv;
  /** A build as this machine gets it: the configs on the test's ports; `change` breaks or alters its config. */
  prepare: (built: Built, label: string, change?: (config: string) => string) => string;
}

async function makeRig(name: Rig["name"]): Promise<Rig> {
  const dir = path.join(work, name);
  const folder = path.join(dir, "www");
  mkdirSync(folder, { recursive: true });
  const ports = await freePorts();
  const config = name === "nginx" ? "nginx/site.conf" : "caddy/Caddyfile";
  const shared = { folder, local: `https://127.0.0.1:${ports.https}`, port: ports.https };
  // Where the test's Caddy reads its values: Caddy's configs name /etc/caddy's.
  const valuesIn = (text: string) => text.split(CADDY_VALUES).join(path.join(dir, "site-values.caddy"));
  /** What root installs from build A: the file the build wrote (as this machine gets it), with the deploy folder named. */
  const install = (file: string, text: string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, namedFor(text, folder), { mode: 0o755 });
    return file;
  };
  const prepare =
    (variant: (text: string) => string) =>
    (built: Built, label: string, change = (text: string) => text) => {
      // The site as it is (a link to the build); its server folder a copy with the test's config.
      const from = path.join(dir, "builds", label);
      mkdirSync(path.dirname(from), { recursive: true });
      symlinkSync(built.site, from);
      cpSync(built.server, `${from}-server`, { recursive: true });
      const file = path.join(`${from}-server`, config);
      writeFileSync(file, change(variant(readFileSync(file, "utf8"))));
      const command = path.join(`${from}-server`, "caddy/site-caddy-values");
      writeFileSync(command, valuesIn(readFileSync(command, "utf8")));
      return from;
    };
  const asInstalled = (variant: (text: string) => string) => variant(readFileSync(path.join(builds.A.server, config), "utf8"));
  if (name === "nginx") {
    const nginx = `nginx -e ${dir}/error.log -c ${dir}/nginx.conf`;
    const variant = (text: string) => nginxSiteVariant(text, ports);
    // Daemonized, as the service runs it: the deploy's reload signals it through its pid file.
    writeFileSync(path.join(dir, "nginx.conf"), nginxMain(dir, true).replace("daemon off;", "daemon on;"));
    mkdirSync(path.join(dir, "site"));
    writeFileSync(
      path.join(dir, "site", "local.conf"),
      nginxLocal(readFileSync(path.join(builds.A.server, "nginx/local.conf.example"), "utf8"), { certificate }),
    );
    return {
      name,
      ...shared,
      check: `${nginx} -t -q`,
      reload: `${nginx} -s reload`,
      restart: `${nginx} -s quit; while [ -e ${dir}/nginx.pid ]; do sleep 0.1; done; ${nginx}`,
      installed: [install(path.join(dir, "site", "site.conf"), asInstalled(variant))],
      start: nginx,
      stop: `${nginx} -s quit`,
      env: {},
      prepare: prepare(variant),
    };
  }
  // The admin endpoint a socket, as the build's Caddyfile has it: in the test's folder.
  const admin = `unix/${path.join(dir, "admin.sock")}`;
  const caddyfile = path.join(dir, "Caddyfile");
  const caddy = `--config ${caddyfile} --adapter caddyfile`;
  const variant = (text: string) => valuesIn(caddyVariant(text, { host, ports, admin, keepHost: true }));
  writeFileSync(
    path.join(dir, "local.caddy"),
    caddyLocal(readFileSync(path.join(builds.A.server, "caddy/local.caddy.example"), "utf8"), { certificate }),
  );
  const command = install(
    path.join(dir, "site-caddy-values"),
    valuesIn(readFileSync(path.join(builds.A.server, "caddy/site-caddy-values"), "utf8")),
  );
  return {
    name,
    ...shared,
    check: `caddy validate ${caddy}`,
    // --force, as Debian's caddy.service reloads: the config is loaded again even when unchanged.
    // caddy.service's own reload: the admin endpoint is the config's.
    reload: `caddy reload ${caddy} --force`,
    values: command,
    installed: [install(caddyfile, asInstalled(variant)), command],
    // Its output to a file: `caddy start` leaves Caddy running with the streams it was given.
    start: `caddy start ${caddy} >>${dir}/caddy.log 2>&1`,
    // Started again once the stopped one has let go of its ports.
    restart: `caddy stop --address ${admin}; for i in $(seq 50); do caddy start ${caddy} >>${dir}/caddy.log 2>&1 && exit 0; sleep 0.1; done; exit 1`,
    stop: `caddy stop --address ${admin}`,
    env: caddyEnv(dir),
    prepare: prepare(variant),
  };
}

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** npm run deploy, as cron runs it: its PATH, no terminal. */
function deploy(rig: Rig, from: string | undefined, options: string[] = []): Promise<Run> {
  const args = ["scripts/run.mjs", "scripts/deploy.ts", "--server", rig.name, "--to", rig.folder, "--local", rig.local, "--wait", "5"];
  const commands = [
    ...["--check", rig.check, "--reload", rig.reload, "--restart", rig.restart],
    ...(rig.values ? ["--values", rig.values] : []),
    ...rig.installed.flatMap((file) => ["--installed", file]),
  ];
  const child = spawn(process.execPath, [...args, ...(from ? ["--from", from] : []), ...commands, ...options], {
    cwd: ROOT,
    env: { HOME: work, ...rig.env, PATH: CRON_PATH },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on("close", (status) => resolve({ status, stdout, stderr })));
}

interface Answer {
  status: number;
  body: Buffer;
  csp: string;
}

function get(rig: Rig, address: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port: rig.port, path: address, servername: host, headers: { host }, rejectUnauthorized: false, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            body: Buffer.concat(chunks),
            csp: String(response.headers["content-security-policy"] ?? ""),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** The page's own file in a build: /hi is hi.html, / is index.html. */
const pageFile = (built: Built, address: string) => path.join(built.site, address === "/" ? "index.html" : `${address.slice(1)}.html`);

/** What is wrong with an answer for a page: not 200, or inline code its CSP does not list. */
function mismatch(address: string, answer: Answer): string | undefined {
  if (answer.status !== 200) return `${address}: status ${answer.status}${answer.status ? "" : ` (${answer.body.toString()})`}`;
  const code = new InlineCode();
  code.add(address, answer.body.toString());
  const { scripts, styles } = code.sorted();
  const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  const missing = [...scripts, ...styles].map(hash).filter((allowed) => !answer.csp.includes(allowed));
  return missing.length ? `${address}: inline code its CSP does not allow (${missing.join(" ")})` : undefined;
}

/** The builds a page's answer is, byte for byte: "A", "B", "A or B" (a page they share) or "neither". */
function whichBuild(address: string, body: Buffer): string {
  const same = Object.entries(builds).filter(([, built]) => body.equals(readFileSync(pageFile(built, address))));
  return same.map(([name]) => name).join(" or ") || "neither";
}

/** Whether every page is `expected`'s, each with a CSP that allows its code. */
async function allFrom(rig: Rig, expected: keyof typeof builds): Promise<boolean> {
  let all = true;
  for (const address of PAGES) {
    const answer = await get(rig, address);
    expect(mismatch(address, answer)).toBeUndefined();
    all &&= whichBuild(address, answer.body).split(" or ").includes(expected);
  }
  return all;
}

/**
 * Whether the server answers every page from `expected`, once a server's old
 * workers (which may still take a new connection for a moment after a
 * reload) are gone: asked again for up to 3 s while it does not.
 */
async function serving(rig: Rig, expected: keyof typeof builds): Promise<boolean> {
  const until = Date.now() + 3000;
  for (;;) {
    if (await allFrom(rig, expected)) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** CSP violations and console errors in Chromium on the pages, asked by the site's name. */
async function violations(rig: Rig): Promise<string[]> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  await context.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP violation: ${event.violatedDirective}`)),
  );
  const problems: string[] = [];
  try {
    for (const address of PAGES) {
      const page = await context.newPage();
      page.on("console", (message) => message.type() === "error" && problems.push(`${address}: ${message.text()}`));
      await page.goto(`https://${host}:${rig.port}${address}`, { waitUntil: "load" });
      await page.close();
    }
  } finally {
    await context.close();
  }
  return problems;
}

const releases = (rig: Rig) => readdirSync(path.join(rig.folder, "releases"));
const live = (rig: Rig) => path.basename(readlinkSync(path.join(rig.folder, "current")));
const liveValues = (rig: Rig) => readFileSync(path.join(rig.folder, "current", VALUES_FILE));

describe.each(["nginx", "caddy"] as const)("%s", (name) => {
  let rig: Rig;
  let releaseA: string;
  let valuesA: Buffer;
  let n = 0;
  const next = (built: Built, change?: (config: string) => string) => rig.prepare(built, `build-${++n}`, change);

  beforeAll(async () => {
    rig = await makeRig(name);
  }, 60_000);

  afterAll(() => {
    spawnSync("/bin/sh", ["-c", rig.stop], { env: { ...process.env, ...rig.env } });
  });

  it("a first deploy makes A live (the server started by its first reload), printing nothing", async () => {
    const run = await deploy({ ...rig, reload: rig.start }, next(builds.A));
    expect(run).toEqual({ status: 0, stdout: "", stderr: "" });
    expect(await serving(rig, "A")).toBe(true);
    releaseA = live(rig);
    valuesA = liveValues(rig);
    expect(valuesA.toString()).toContain(`\n${RELEASE_VALUE} "${releaseA}";\n`);
  });

  it("while B is deployed, requests made without a pause get only whole pages whose CSP allows their code", async () => {
    const running = deploy(rig, next(builds.B));
    let done = false;
    void running.then(() => (done = true));
    const problems: string[] = [];
    const resets: string[] = [];
    const versions = new Map<string, number>();
    let asked = 0;
    const ask = async () => {
      while (!done && asked < MOST_REQUESTS) {
        const address = PAGES[asked++ % PAGES.length]!;
        const answer = await get(rig, address).catch((error: NodeJS.ErrnoException) => error);
        if (answer instanceof Error) {
          (answer.code === "ECONNRESET" ? resets : problems).push(`${address}: ${answer.message}`);
          continue;
        }
        const wrong = mismatch(address, answer);
        if (wrong) problems.push(wrong);
        const which = whichBuild(address, answer.body);
        versions.set(which, (versions.get(which) ?? 0) + 1);
      }
    };
    // Three at a time, as visitors come.
    await Promise.all([ask(), ask(), ask()]);
    const run = await running;
    seen.push(
      `- **${name}**, requests during the switch from A to B, three at a time: ${asked} (${[...versions].map(([which, count]) => `${count} answered ${which}`).join(", ")}), ${problems.length} wrong, ${resets.length} connections reset`,
    );
    expect(run).toEqual({ status: 0, stdout: "", stderr: "" });
    expect(problems).toEqual([]);
    expect(versions.get("neither")).toBeUndefined();
    expect(asked).toBeGreaterThan(30);
    // nginx's new workers take over the listening socket its old ones used, so
    // no connection is lost. Caddy 2.6 opens new listening sockets beside the
    // old ones (SO_REUSEPORT) and closes the old: the kernel resets a
    // connection still waiting in a closed socket's queue, about one in a
    // thousand during a reload in this test's runs. A limit of Caddy's reload
    // (README, "Your own server"); never a wrong page.
    if (name === "nginx") expect(resets).toEqual([]);
    else expect(resets.length).toBeLessThanOrEqual(Math.max(2, asked / 100));
    expect(await serving(rig, "B")).toBe(true);
    expect(await violations(rig)).toEqual([]);
  });

  it("rollback brings back A's pages and values byte for byte", async () => {
    const run = await deploy(rig, undefined, ["--rollback"]);
    expect(run).toEqual({ status: 0, stdout: "", stderr: "" });
    expect(live(rig)).toBe(releaseA);
    expect(liveValues(rig).equals(valuesA)).toBe(true);
    expect(await serving(rig, "A")).toBe(true);
    seen.push(`- **${name}**, rollback: A's pages and values again, byte for byte`);
    // B again, for the faults below to keep.
    expect((await deploy(rig, next(builds.B))).status).toBe(0);
    expect(await serving(rig, "B")).toBe(true);
  });

  it("obeys no directive planted in what the deploy account writes: the values, and a file they include", async () => {
    const planted = path.join(work, `planted-${name}`);
    mkdirSync(planted);
    const logs = ["values.log", "included.log"].map((file) => path.join(planted, file));
    // Each server's own words for a log of its own, an include and a module to load.
    const lines =
      name === "nginx"
        ? [`access_log ${logs[0]};`, `include ${planted}/planted.conf;`, `load_module ${planted}/none.so;`]
        : [`log {\n\toutput file ${logs[0]}\n}`, `import ${planted}/planted.conf`];
    writeFileSync(
      path.join(planted, "planted.conf"),
      name === "nginx" ? `error_log ${logs[1]};\npid ${planted}/planted.pid;\n` : `log {\n\toutput file ${logs[1]}\n}\n`,
    );
    const from = next(builds.B);
    appendFileSync(path.join(`${from}-server`, VALUES_FILE), `${lines.join("\n")}\n`);
    const run = await deploy(rig, from);
    if (name === "nginx") {
      // Inside a map block each line is a key and its value, nothing more: the deploy goes through.
      expect(run, run.stderr).toEqual({ status: 0, stdout: "", stderr: "" });
    } else {
      // site-caddy-values copies only names with plain quoted values: the release is refused.
      expect(run.status, run.stderr).toBe(1);
      expect(run.stderr).toMatch(/values were refused[\s\S]*not a name and a plain quoted value, so nothing was changed/);
    }
    expect(await serving(rig, "B")).toBe(true);
    for (const log of logs) expect(existsSync(log), log).toBe(false);
    seen.push(
      `- **${name}**, directives planted in a release's values: none obeyed (${name === "nginx" ? "read as map entries, B went live" : "the values refused, A still live"})`,
    );
  });

  // Root's check: setpriv runs the other user's command.
  it.runIf(name === "caddy" && process.getuid?.() === 0)(
    "takes a config through its admin endpoint from its own user only: another user's is refused",
    async () => {
      const socket = path.join(path.dirname(rig.folder), "admin.sock");
      expect(statSync(socket).isSocket()).toBe(true);
      // Only the owner may write to it (connect); the folders above it are open to all, as Caddy's home is.
      expect(statSync(socket).mode & 0o022).toBe(0);
      const before = (await get(rig, "/")).body;
      const planted = path.join(work, "planted-admin.caddy");
      writeFileSync(planted, `:${rig.port} {\n\trespond "planted"\n}\n`, { mode: 0o644 });
      const run = spawnSync(
        "setpriv",
        [
          "--reuid=nobody",
          "--regid=nogroup",
          "--clear-groups",
          "caddy",
          "reload",
          "--config",
          planted,
          "--adapter",
          "caddyfile",
          "--address",
          `unix/${socket}`,
        ],
        { encoding: "utf8", env: { PATH: process.env.PATH, HOME: "/tmp" } },
      );
      expect(run.status, run.stdout + run.stderr).not.toBe(0);
      expect(run.stderr).toMatch(/permission denied/);
      expect((await get(rig, "/")).body.equals(before)).toBe(true);
      seen.push(
        `- **${name}**, a config sent to the admin endpoint by another user (nobody): refused (permission denied), the site unchanged`,
      );
    },
  );

  it("a rollback after a failed restore goes to the last release that went live, never to the failed one", async () => {
    const before = live(rig);
    // The reload and the restart both fail: what the server serves cannot be shown.
    const failed = await deploy({ ...rig, reload: "exit 1", restart: "exit 1" }, next(builds.A));
    expect(failed.status, failed.stderr).toBe(4);
    expect(failed.stderr.trim()).toMatch(
      /So the server may serve release \S+ or (\S+)\. \1 is kept, not as a release that went live: a rollback never goes back to it\.$/,
    );
    const kept = /or (\S+)\. /.exec(failed.stderr)![1]!;
    expect(releases(rig)).toContain(kept);
    expect(live(rig)).toBe(before);
    expect(await serving(rig, "B")).toBe(true);
    // A later deploy goes live; going back from it skips the failed release.
    expect((await deploy(rig, next(builds.A))).status).toBe(0);
    const back = await deploy(rig, undefined, ["--rollback"]);
    expect(back).toEqual({ status: 0, stdout: "", stderr: "" });
    expect(live(rig)).toBe(before);
    expect(await serving(rig, "B")).toBe(true);
    seen.push(
      `- **${name}**, a deploy whose reload and restart failed: exit 4, naming both releases; the rollback after the next deploy went to ${before}, not to the failed ${kept}`,
    );
  });

  const FAULTS: [string, (rig: Rig) => Promise<Run>, RegExp][] = [
    [
      "a build whose config is not the one root installed",
      () =>
        deploy(
          rig,
          next(builds.A, (text) => text.replace(name === "nginx" ? "server_tokens off;" : "encode gzip", "no_such_directive on;")),
        ),
      /is not the (nginx\/site\.conf|caddy\/Caddyfile) this build wrote: the build changes what the server runs, which root installs[\s\S]*\n {4}diff -u [\s\S]*\n {4}install -o root -g root -m 644 [\s\S]*Nothing was changed: release \S+ is still live\.$/,
    ],
    [
      "values the server's check refuses",
      () => {
        const from = next(builds.A);
        appendFileSync(path.join(`${from}-server`, VALUES_FILE), "header_without_a_value;\n");
        return deploy(rig, from);
      },
      name === "nginx"
        ? /check of release \S+ failed[\s\S]*invalid number of the map parameters[\s\S]*release \S+ is still live, with its own values: the server was not reloaded\.\nThe failed release \S+ was removed\.$/
        : /values were refused[\s\S]*not a name and a plain quoted value[\s\S]*release \S+ is still live, with its own values: the server was not reloaded\.\nThe failed release \S+ was removed\.$/,
    ],
    [
      "a copy that stops halfway (a pipe among the files, after most of them)",
      () => {
        const from = next(builds.A);
        const copy = `${from}-whole`;
        cpSync(builds.A.site, copy, { recursive: true });
        expect(spawnSync("mkfifo", [path.join(copy, "zz-pipe")]).status).toBe(0);
        cpSync(`${from}-server`, `${copy}-server`, { recursive: true });
        return deploy(rig, copy);
      },
      /could not be copied: .*zz-pipe is not a file or a folder \(a pipe\)[\s\S]*the part copied was removed: release \S+ is still live\.$/,
    ],
    [
      "a reload that fails",
      () => deploy({ ...rig, reload: "echo reload refused >&2; exit 1" }, next(builds.A)),
      /could not be reloaded \(echo reload refused >&2; exit 1\):\n {4}reload refused\nrelease \S+ is live again, with its own values: \w+ refused the reload, and may still hold part of the config it refused, so it was restarted, and answers its home page\.\nThe failed release \S+ was removed\.$/,
    ],
    [
      "a reload that does nothing",
      () => deploy({ ...rig, reload: "true" }, next(builds.A)),
      /was reloaded, but after 5 s it still answers the home page of another release[\s\S]*release \S+ is live again, with its own values \(\w+ answers its home page\)\.\nThe failed release \S+ was removed\.$/,
    ],
  ];

  it.for(FAULTS)("%s leaves the previous release answering, with its own CSP", async ([what, fault, said]) => {
    const before = { live: live(rig), releases: releases(rig) };
    const run = await fault(rig);
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr.trim(), run.stderr).toMatch(said);
    expect(live(rig)).toBe(before.live);
    // Neither a half copy nor the failed release is left to be taken for one.
    expect(releases(rig)).toEqual(before.releases);
    expect(await serving(rig, "B")).toBe(true);
    expect(await violations(rig)).toEqual([]);
    seen.push(
      `- **${name}**, ${what}: exit 1, B still answering with its CSP, 0 violations in Chromium; said: "${run.stderr.trim().split("\n")[0]}"`,
    );
  });

  it("a deploy that is running keeps another out; a lock left by one that was killed does not", async () => {
    const lock = path.join(rig.folder, "deploy.lock");
    writeFileSync(lock, `${process.pid}\n`);
    const before = releases(rig);
    const refused = await deploy(rig, next(builds.A));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`another deploy (process ${process.pid}) is running`);
    expect(refused.stderr).toContain("this run changed nothing");
    expect(releases(rig)).toEqual(before);
    const gone = spawnSync("/bin/true");
    writeFileSync(lock, `${gone.pid}\n`);
    const taken = await deploy(rig, next(builds.A));
    expect(taken).toEqual({ status: 0, stdout: "", stderr: "" });
    expect(existsSync(lock)).toBe(false);
    expect(await serving(rig, "A")).toBe(true);
  });

  it("removes old releases, keeping the newest (the live one and the one before it among them)", async () => {
    const run = await deploy(rig, next(builds.B), ["--keep", "2"]);
    expect(run.status, run.stderr).toBe(0);
    const kept = releases(rig);
    expect(kept).toHaveLength(2);
    expect(kept.at(-1)).toBe(live(rig));
    expect(await serving(rig, "B")).toBe(true);
    seen.push(`- **${name}**, --keep 2: ${kept.length} releases left, the live one newest`);
  });

  // An old release root cannot remove: a file in it made immutable (chattr +i, root's, on ext4).
  it.runIf(process.getuid?.() === 0)(
    "a step that fails after the switch (an old release that cannot be removed) exits 3, naming the new release, which is live",
    async () => {
      const oldest = path.join(rig.folder, "releases", releases(rig)[0]!, VALUES_FILE);
      const lock = spawnSync("chattr", ["+i", oldest], { encoding: "utf8" });
      expect(lock.status, `chattr +i: ${lock.stderr}`).toBe(0);
      try {
        const run = await deploy(rig, next(builds.A), ["--keep", "2"]);
        expect(run.status, run.stderr).toBe(3);
        const named = /^✖ release (\S+) is live on \w+, but removing old releases failed: /m.exec(run.stderr);
        expect(named, run.stderr).not.toBeNull();
        expect(named![1]).toBe(live(rig));
        expect(await serving(rig, "A")).toBe(true);
        seen.push(`- **${name}**, an old release that cannot be removed: exit 3, "${run.stderr.trim().split("\n")[0]}", A live`);
      } finally {
        spawnSync("chattr", ["-i", oldest]);
      }
    },
  );
});
