// The three servers the deploy test holds to one table of answers, each on
// 127.0.0.1 ports of its own: Debian's nginx and Caddy, each running the
// config the build wrote into dist-server/ as a test variant (the ports
// substituted, the IPv6 listen lines dropped, local.conf and local.caddy made
// from their examples with a self-signed certificate made here with openssl;
// certbot's webroot a folder of the test's own, in `webroot`), over a deploy
// folder of the test's own holding the build as its one live release, as
// npm run deploy leaves it (Caddy's values copied by the build's own
// site-caddy-values), and the project's preview server. Every
// substitution must find what it replaces, so a changed config cannot slip
// past the test untested. Nothing is written outside the test's own folder
// (Caddy's data and config go there too).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { createServer, connect } from "node:net";
import path from "node:path";
import { CADDY_VALUES, RELEASE_VALUE, VALUES_FILE } from "../../src/outputs/release.ts";
import { namedFor } from "../../src/deploy/releases.ts";
import { ACME_WEBROOT } from "../../src/outputs/acme-challenge.ts";
import { CADDY_ACCESS_LOG, CADDY_ADMIN_SOCKET } from "../../src/outputs/caddy-config.ts";
import { startServer } from "../../src/serve/static-server.ts";

export interface Running {
  name: string;
  /** The site over HTTPS (nginx, Caddy) or plain HTTP (the preview server): "https://127.0.0.1:8443". */
  base: string;
  /** Plain HTTP, which only redirects to HTTPS but for certbot's challenge; none for the preview server. */
  plainHttp?: string;
  /** The folder standing for certbot's webroot (/var/www/html) in the config; none for the preview server. */
  webroot?: string;
  stop: () => Promise<void>;
  /** What the server wrote to its log, for a failure's message. */
  log: () => string;
  /** Where its config's access log is written, in the test's folder (Caddy's; nginx's is nginx.conf's). */
  accessLog?: string;
}

export interface Certificate {
  cert: string;
  key: string;
}

/** The Debian module that gives nginx brotli_static (package libnginx-mod-http-brotli-static). */
const BROTLI_MODULE = "/etc/nginx/modules-enabled/50-mod-http-brotli-static.conf";

/** A missing program, named with the Debian package that has it (.ci/run installs them). */
export function missingPrograms(): string[] {
  const has = (program: string) => spawnSync("sh", ["-c", `command -v ${program}`]).status === 0;
  return [
    ...(has("nginx") ? [] : ["nginx"]),
    ...(existsSync(BROTLI_MODULE) ? [] : ["libnginx-mod-http-brotli-static"]),
    ...(has("caddy") ? [] : ["caddy"]),
    ...(has("openssl") ? [] : ["openssl"]),
    // visudo checks the README's sudoers lines.
    ...(has("visudo") ? [] : ["sudo"]),
  ];
}

/** A throwaway self-signed certificate for 127.0.0.1, and for the host names given. */
export function makeCertificate(dir: string, names: string[] = []): Certificate {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const args = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1"];
  const made = spawnSync(
    "openssl",
    [...args, "-addext", ["subjectAltName=IP:127.0.0.1", ...names.map((name) => `DNS:${name}`)].join(","), "-keyout", key, "-out", cert],
    {
      encoding: "utf8",
    },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { cert, key };
}

/**
 * Two ports nobody listens on just now, below the kernel's range for the
 * local ends of outgoing connections: a port from that range (what
 * listen(0) gives) can be taken by one of the test's own requests between
 * this probe and the server binding it, and nginx -t binds its ports too.
 */
export async function freePorts(): Promise<{ http: number; https: number }> {
  const range = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/).map(Number);
  const below = range[0]! > 12000 ? range[0]! : 32768;
  const ports: number[] = [];
  while (ports.length < 2) {
    const port = 10000 + Math.floor(Math.random() * (below - 10000));
    if (!ports.includes(port) && (await bindable(port))) ports.push(port);
  }
  return { http: ports[0]!, https: ports[1]! };
}

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** Starts a server on two free ports, again on two others when another process took one first. */
async function onFreePorts(start: (ports: { http: number; https: number }) => Promise<Running>): Promise<Running> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePorts());
    } catch (error) {
      if (attempt === 3 || !/address already in use/i.test(String(error))) throw error;
    }
  }
}

/** text with each [from, to] replaced, each found exactly `times` times (once, unless given). */
function substitute(text: string, what: string, replacements: [from: string | RegExp, to: string, times?: number][]): string {
  for (const [from, to, times = 1] of replacements) {
    const found = typeof from === "string" ? text.split(from).length - 1 : (text.match(new RegExp(from.source, "gm")) ?? []).length;
    if (found !== times) throw new Error(`${what}: expected ${times} of ${String(from)}, found ${found}; the generated config changed`);
    text = typeof from === "string" ? text.split(from).join(to) : text.replace(new RegExp(from.source, "gm"), to);
  }
  return text;
}

/** The one release of a test's deploy folder. */
const TEST_RELEASE = "20260101T000000Z";

/**
 * A deploy folder in `work` as npm run deploy leaves it after one release:
 * releases/<TEST_RELEASE>/ with the site (`root`, linked) and the build's
 * values with the release's name, and `current` pointing there. Returns the
 * folder; a config names it in place of /var/www/site with `inFolder`.
 */
function deployFolder(work: string, root: string, values: string): string {
  const folder = path.join(work, "www");
  rmSync(folder, { recursive: true, force: true });
  const release = path.join(folder, "releases", TEST_RELEASE);
  mkdirSync(release, { recursive: true });
  symlinkSync(root, path.join(release, "site"));
  writeFileSync(path.join(release, VALUES_FILE), `${values}${RELEASE_VALUE} "${TEST_RELEASE}";\n`);
  symlinkSync(path.join("releases", TEST_RELEASE), path.join(folder, "current"));
  return folder;
}

/** A config with the test's deploy folder (and Caddy's values file in `work`) where the build names the server's. */
const inFolder = (config: string, folder: string, work: string) =>
  namedFor(config, folder).split(CADDY_VALUES).join(path.join(work, "site-values.caddy"));

/** The folder standing for certbot's webroot in a server's test folder. */
const webrootIn = (work: string) => path.join(work, "webroot");

// ——— nginx ———

export interface NginxSetup {
  /** dist-server/nginx/site.conf as the build wrote it (or as a test broke it). */
  siteConf: string;
  /** dist-server/values.map as the build wrote it (or as a test broke it). */
  values: string;
  /** dist-server/nginx/local.conf.example as the build wrote it. */
  localExample: string;
  /** dist-server/nginx/locations.conf, where siteConf is a server of the host's own that includes it. */
  locations?: string;
  /** dist-server/nginx/maps.conf, where siteConf includes it (as site/maps.conf). */
  maps?: string;
  /** The site's folder (the site under its path, for a sub-path site). */
  root: string;
  certificate: Certificate;
  /** Load Debian's brotli module (the default). */
  brotli?: boolean;
  /** Keep local.conf's brotli_static line; by default, kept where the module is loaded. */
  brotliLine?: boolean;
  /** Keep the server for other names, which only a client that sends a name can get past. */
  catchAll?: boolean;
}

/**
 * site.conf on test ports, without the IPv6 lines (the test listens on
 * 127.0.0.1 only). The test asks by address, with no name to send in the TLS
 * handshake, so the server for other names, which refuses exactly that, is
 * left out unless `catchAll` keeps it (the test of it asks by name).
 */
export function nginxSiteVariant(siteConf: string, ports: { http: number; https: number }, catchAll = false): string {
  return substitute(siteConf, "nginx/site.conf", [
    ["    listen 80;\n", `    listen 127.0.0.1:${ports.http};\n`],
    ["    listen 443 ssl http2;\n", `    listen 127.0.0.1:${ports.https} ssl http2;\n`],
    catchAll
      ? ["    listen 80 default_server;\n", `    listen 127.0.0.1:${ports.http} default_server;\n`]
      : [/^server \{\n(?: {4}.*\n)*? {4}listen 80 default_server;\n(?: {4}.*\n)*\}\n/, ""],
    ...(catchAll
      ? [["    listen 443 ssl default_server;\n", `    listen 127.0.0.1:${ports.https} ssl default_server;\n`] as [string, string]]
      : []),
    [/^ *listen \[::\]:\d+.*\n/, "", catchAll ? 4 : 2],
  ]);
}

/** local.conf made from the example, as its owner would: the certificate, and the brotli line kept or deleted. */
export function nginxLocal(example: string, setup: Pick<NginxSetup, "certificate" | "brotli" | "brotliLine">): string {
  return substitute(example, "nginx/local.conf.example", [
    [/^ssl_certificate .*$/, `ssl_certificate ${setup.certificate.cert};`],
    [/^ssl_certificate_key .*$/, `ssl_certificate_key ${setup.certificate.key};`],
    ...((setup.brotliLine ?? setup.brotli !== false) ? [] : [[/^brotli_static on;\n/, ""] as [RegExp, string]]),
  ]);
}

/**
 * The http {} block around the site, as Debian 12's /etc/nginx/nginx.conf
 * has it where it matters: its modules-enabled (the brotli module), its
 * mime.types and its `gzip on`, which the site's own settings must override.
 */
export function nginxMain(work: string, brotli: boolean): string {
  return [
    "daemon off;",
    "worker_processes 1;",
    // Workers read the site as this user: the test's folders are the test's own.
    ...(process.getuid?.() === 0 ? ["user root;"] : []),
    `pid ${work}/nginx.pid;`,
    `error_log ${work}/error.log notice;`,
    ...(brotli ? [`include ${BROTLI_MODULE};`] : []),
    "events { worker_connections 64; }",
    "http {",
    "    access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `    ${kind}_temp_path ${work}/${kind}-temp;`),
    "    include /etc/nginx/mime.types;",
    "    default_type application/octet-stream;",
    "    ssl_protocols TLSv1.2 TLSv1.3;",
    "    gzip on;",
    "    include site/site.conf;",
    "}",
    "",
  ].join("\n");
}

/**
 * Writes the config into `work` (nginx.conf, site/site.conf, site/local.conf,
 * site/locations.conf if any, over a deploy folder of its own) and returns
 * nginx's own check of it.
 */
export function nginxCheck(work: string, setup: NginxSetup, siteConf = setup.siteConf): { ok: boolean; output: string } {
  mkdirSync(path.join(work, "site"), { recursive: true });
  writeFileSync(path.join(work, "nginx.conf"), nginxMain(work, setup.brotli !== false));
  const folder = deployFolder(work, setup.root, setup.values);
  writeFileSync(
    path.join(work, "site", "site.conf"),
    substitute(inFolder(siteConf, folder, work), "nginx/site.conf", [[`root ${ACME_WEBROOT};`, `root ${webrootIn(work)};`]]),
  );
  if (setup.locations !== undefined) writeFileSync(path.join(work, "site", "locations.conf"), inFolder(setup.locations, folder, work));
  if (setup.maps !== undefined) writeFileSync(path.join(work, "site", "maps.conf"), inFolder(setup.maps, folder, work));
  writeFileSync(path.join(work, "site", "local.conf"), nginxLocal(setup.localExample, setup));
  const test = spawnSync("nginx", ["-e", path.join(work, "error.log"), "-c", path.join(work, "nginx.conf"), "-t"], { encoding: "utf8" });
  return { ok: test.status === 0, output: test.stderr };
}

export function startNginx(work: string, setup: NginxSetup): Promise<Running> {
  return onFreePorts((ports) => startNginxOn(work, setup, ports));
}

async function startNginxOn(work: string, setup: NginxSetup, ports: { http: number; https: number }): Promise<Running> {
  const check = nginxCheck(work, setup, nginxSiteVariant(setup.siteConf, ports, setup.catchAll));
  if (!check.ok) throw new Error(`nginx refused the config:\n${check.output}`);
  const child = spawn("nginx", ["-e", path.join(work, "error.log"), "-c", path.join(work, "nginx.conf")], { stdio: "ignore" });
  const log = () => readText(path.join(work, "error.log"));
  await listening(child, [ports.http, ports.https], log);
  return {
    name: "nginx",
    base: `https://127.0.0.1:${ports.https}`,
    plainHttp: `http://127.0.0.1:${ports.http}`,
    webroot: webrootIn(work),
    stop: () => stopped(child, "SIGQUIT"),
    log,
  };
}

// ——— Caddy ———

export interface CaddySetup {
  /** dist-server/caddy/Caddyfile as the build wrote it. */
  caddyfile: string;
  /** dist-server/values.map as the build wrote it. */
  values: string;
  /** dist-server/caddy/site-caddy-values as the build wrote it: root's command that gives Caddy the values. */
  valuesCommand: string;
  /** dist-server/caddy/local.caddy.example as the build wrote it. */
  localExample: string;
  /** dist-server/caddy/site.caddy, where caddyfile is a site block of the host's own that imports it: the site's folder is named there. */
  snippet?: string;
  /** The site's folder (the site under its path, for a sub-path site). */
  root: string;
  certificate: Certificate;
}

/** Runs site-caddy-values as root would, on the test's deploy folder and values file in `work`; its output if it fails. */
function giveCaddyValues(work: string, command: string, folder: string): { ok: boolean; output: string } {
  const file = path.join(work, "site-caddy-values");
  writeFileSync(file, inFolder(command, folder, work), { mode: 0o755 });
  const run = spawnSync(file, { encoding: "utf8" });
  return { ok: run.status === 0, output: run.stdout + run.stderr };
}

/**
 * The Caddyfile on test ports: the build's global options with the ports added
 * and its admin endpoint at `admin` ("off" unless given: a test that reloads
 * Caddy names a socket of its own), its access log in `accessLog` (none unless
 * given), the challenge's folder when `webroot` names one, and the site's host
 * name replaced by 127.0.0.1, the only name the test can reach without sending
 * one (`keepHost` keeps it, for a test that does).
 */
export function caddyVariant(
  caddyfile: string,
  on: { host: string; ports: { http: number; https: number }; webroot?: string; admin?: string; accessLog?: string; keepHost?: boolean },
): string {
  const { host, ports, webroot, admin = "off", accessLog, keepHost = false } = on;
  return substitute(caddyfile, "caddy/Caddyfile", [
    [`\tadmin unix/${CADDY_ADMIN_SOCKET}\n`, `\tadmin ${admin}\n\thttp_port ${ports.http}\n\thttps_port ${ports.https}\n`],
    [`output file ${CADDY_ACCESS_LOG}\n`, accessLog ? `output file ${accessLog}\n` : "output discard\n", 2],
    ...(keepHost
      ? []
      : ([
          [`http://${host} {`, "http://127.0.0.1 {"],
          [`\n${host} {`, "\n127.0.0.1 {"],
        ] as [string, string][])),
    ...(webroot ? [[`root * ${ACME_WEBROOT}\n`, `root * ${webroot}\n`] as [string, string]] : []),
  ]);
}

/** local.caddy made from the example: the certificate of its own that the example shows how to name. */
export function caddyLocal(example: string, setup: Pick<CaddySetup, "certificate">): string {
  return substitute(example, "caddy/local.caddy.example", [[/^# tls .*$/, `tls ${setup.certificate.cert} ${setup.certificate.key}`]]);
}

/**
 * Caddy's own check (caddy validate) of a Caddyfile beside a local.caddy (and
 * site.caddy, if the setup has one), written into `work` over a deploy folder
 * of its own, whose values the build's site-caddy-values gave Caddy.
 */
export function caddyCheck(
  work: string,
  caddyfile: string,
  localCaddy: string,
  setup: Pick<CaddySetup, "root" | "values" | "valuesCommand" | "snippet">,
): { ok: boolean; output: string } {
  mkdirSync(work, { recursive: true });
  const folder = deployFolder(work, setup.root, setup.values);
  const values = giveCaddyValues(work, setup.valuesCommand, folder);
  if (!values.ok) return { ok: false, output: `site-caddy-values refused the values:\n${values.output}` };
  writeFileSync(path.join(work, "Caddyfile"), inFolder(caddyfile, folder, work));
  if (setup.snippet !== undefined) writeFileSync(path.join(work, "site.caddy"), inFolder(setup.snippet, folder, work));
  writeFileSync(path.join(work, "local.caddy"), localCaddy);
  const test = spawnSync("caddy", ["validate", "--adapter", "caddyfile", "--config", path.join(work, "Caddyfile")], {
    encoding: "utf8",
    env: caddyEnv(work),
    cwd: work,
  });
  return { ok: test.status === 0, output: test.stdout + test.stderr };
}

export function startCaddy(work: string, setup: CaddySetup, host: string): Promise<Running> {
  return onFreePorts((ports) => startCaddyOn(work, setup, { host, ports }));
}

async function startCaddyOn(
  work: string,
  setup: CaddySetup,
  on: { host: string; ports: { http: number; https: number } },
): Promise<Running> {
  const { ports } = on;
  const variant = caddyVariant(setup.caddyfile, { ...on, webroot: webrootIn(work), accessLog: path.join(work, "access.log") });
  const check = caddyCheck(work, variant, caddyLocal(setup.localExample, setup), setup);
  if (!check.ok) throw new Error(`Caddy refused the config:\n${check.output}`);
  let output = "";
  const child = spawn("caddy", ["run", "--adapter", "caddyfile", "--config", path.join(work, "Caddyfile")], {
    env: caddyEnv(work),
    cwd: work,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await listening(child, [ports.http, ports.https], () => output);
  return {
    name: "Caddy",
    base: `https://127.0.0.1:${ports.https}`,
    plainHttp: `http://127.0.0.1:${ports.http}`,
    webroot: webrootIn(work),
    accessLog: path.join(work, "access.log"),
    stop: () => stopped(child, "SIGTERM"),
    log: () => output,
  };
}

/** Caddy keeps its data and config under XDG folders: the test's own, not the user's home. */
export function caddyEnv(work: string): NodeJS.ProcessEnv {
  return { ...process.env, XDG_DATA_HOME: path.join(work, "data"), XDG_CONFIG_HOME: path.join(work, "config"), HOME: work };
}

/** The versions this run tested, as the servers name themselves: "nginx 1.22.1", "Caddy 2.6.2". */
export function serverVersions(): { nginx: string; Caddy: string } {
  const nginx = spawnSync("nginx", ["-v"], { encoding: "utf8" }).stderr.match(/nginx\/(\S+)/)?.[1] ?? "?";
  const caddy = spawnSync("caddy", ["version"], { encoding: "utf8" }).stdout.trim().split(/\s+/)[0] ?? "?";
  return { nginx: `nginx ${nginx}`, Caddy: `Caddy ${caddy.replace(/^v/, "")}` };
}

// ——— the preview server ———

export async function startPreview(root: string): Promise<Running> {
  const { server, url } = await startServer({ dir: root });
  return { name: "preview", base: url, stop: () => closed(server), log: () => "" };
}

// ——— processes ———

/** Resolves once every port accepts connections; rejects, with the log, if the process ends first or 10 s pass. */
async function listening(child: ChildProcess, ports: number[], log: () => string): Promise<void> {
  let exited: number | null | undefined;
  child.once("exit", (code) => (exited = code));
  const until = Date.now() + 10_000;
  for (const port of ports)
    while (!(await accepts(port))) {
      if (exited !== undefined || Date.now() > until) {
        child.kill("SIGKILL");
        throw new Error(`${child.spawnfile} did not start listening on ${port} (exit ${exited}):\n${log()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

function stopped(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => (clearTimeout(timer), resolve()));
    child.kill(signal);
  });
}

const closed = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

const readText = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : "");
