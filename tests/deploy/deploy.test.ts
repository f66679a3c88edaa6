// The built site served for real: Debian's nginx (with its brotli module) and
// Caddy, each running the config the build wrote beside the site (its
// -server/ folder), and the preview server, all held to one table of answers
// made from the built site itself (the frozen content's, built here with a
// file of every type in content/static/; answers.ts): every page and file with the headers _headers
// gives it and its type, the 404 page for what is not there, 301s for each
// page's second addresses and for plain HTTP, br and gzip with Vary. Then a page of
// each in Chromium, with no CSP violation. The configs as written (ports 80
// and 443, IPv6) pass nginx -t and caddy validate; nginx without the brotli
// module starts once the one line local.conf names is deleted. Last, nginx
// configs broken on purpose (no Vary, a header dropped, a type lost, no 301
// for /page/, last build's CSP) must each be reported, or the table proves
// nothing. Prints the three servers' headers side by side, and writes them
// to test-results/deploy-servers.md.
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import http from "node:http";
import https from "node:https";
import { connect } from "node:tls";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_TYPES } from "../../src/outputs/content-types.ts";
import { HOST_FILES } from "../../src/outputs/headers.ts";
import { CADDY_ACCESS_LOG } from "../../src/outputs/caddy-config.ts";
import { CHROMIUM_ARGS, TEST_CHROMIUM } from "../browser/global-setup.ts";
import { build } from "../../src/pipeline/site-build.ts";
import { contentCopy, withEditor } from "../helpers/site.ts";
import { tempDir } from "../shared/temp.ts";
import { writeSection } from "./report.ts";
import { ask, challengeRows, expectedAnswers, makeAgents, tableDifferences, type Answer, type Row } from "./answers.ts";
import {
  caddyCheck,
  caddyLocal,
  makeCertificate,
  missingPrograms,
  nginxCheck,
  serverVersions,
  startCaddy,
  startNginx,
  startPreview,
  type CaddySetup,
  type Certificate,
  type NginxSetup,
  type Running,
} from "./servers.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SERVERS = ["nginx", "Caddy", "preview"] as const;

let work: string;
let site: string;
let certificate: Certificate;
let rows: Row[];
let nginxSetup: NginxSetup;
let host: string;
const running = new Map<string, Running>();
const answers = new Map<string, Map<string, Answer>>();
const violations = new Map<string, string[]>();
const protocols = new Map<string, string | false>();
const failures = new Map<string, Set<string>>();
const agents = makeAgents();
let browser: Browser;

let configs: string;
let caddySetup: CaddySetup;
const config = (file: string) => readFileSync(path.join(configs, file), "utf8");

beforeAll(async () => {
  const missing = missingPrograms();
  if (missing.length) throw new Error(`missing: apt-get install -y ${missing.join(" ")} (.ci/run installs them)`);
  work = tempDir("deploy-");
  // nginx's workers read the site as another user than the test's when not run as root.
  chmodSync(work, 0o755);
  site = path.join(work, "site");
  configs = path.join(work, "site-server");
  // The frozen content with the web editor, and the probes as content/static/
  // files: built, so _headers, nginx and Caddy know their folder as they would
  // any editor's.
  const content = contentCopy({ "site.yaml": withEditor });
  addProbes(path.join(content, "static"));
  await build({ root: ROOT, contentDir: content, outDir: site, serverOutDir: configs });
  certificate = makeCertificate(work);
  rows = expectedAnswers(site);
  // The site's own name: the first server_name that is not the catch-all's "_".
  host = /^\s*server_name ([^_\s]\S*);/m.exec(config("nginx/site.conf"))![1]!;
  const values = config("values.map");
  nginxSetup = { siteConf: config("nginx/site.conf"), values, localExample: config("nginx/local.conf.example"), root: site, certificate };
  caddySetup = {
    caddyfile: config("caddy/Caddyfile"),
    values,
    valuesCommand: config("caddy/site-caddy-values"),
    localExample: config("caddy/local.caddy.example"),
    root: site,
    certificate,
  };
  const started = await Promise.all([
    startNginx(path.join(work, "nginx"), nginxSetup),
    startCaddy(path.join(work, "caddy"), caddySetup, host),
    startPreview(site),
  ]);
  for (const server of started) running.set(server.name, server);
  browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([...running.values()].map((server) => server.stop()));
  agents.http.destroy();
  agents.https.destroy();
});

/**
 * One file of each type the build's table knows and the build did not make
 * (an AVIF, a PDF…), and a page in a folder of its own, as content/static/
 * publishes them: in probe/, a folder of no rule but the site's.
 */
function addProbes(dir: string) {
  mkdirSync(path.join(dir, "probe"), { recursive: true });
  for (const extension of Object.keys(CONTENT_TYPES)) writeFileSync(path.join(dir, "probe", `file${extension}`), `a ${extension} file\n`);
  writeFileSync(path.join(dir, "probe", "file.unknown"), "a file of no known type\n");
  writeFileSync(path.join(dir, "probe", "index.html"), "<!doctype html><title>A page in a folder</title>\n");
}

/** Asks the server every row of the table (the HTTPS-only rows where it has HTTPS); the differences, each with its row. */
const check = (server: Running, keep?: Map<string, Answer>) => tableDifferences(server, rows, { agents, keep });

/** CSP violations, console errors and failed requests of a page opened in Chromium (a 404 page counts as loaded). */
async function browse(base: string, paths: string[]): Promise<string[]> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const problems: string[] = [];
  await context.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`),
    ),
  );
  try {
    for (const address of paths) {
      const page = await context.newPage();
      page.on("console", (message) => {
        // The 404 page's own status is what was asked for, not a problem.
        const itself = message.location().url === `${base}${address}` && /status of 404/.test(message.text());
        if (message.type() === "error" && !itself) problems.push(`${address}: ${message.text()}`);
      });
      page.on("requestfailed", (request) => problems.push(`${address}: ${request.url()} failed (${request.failure()?.errorText})`));
      const response = await page.goto(`${base}${address}`, { waitUntil: "load" });
      if (!response?.headers()["content-security-policy"]) problems.push(`${address}: no Content-Security-Policy`);
      await page.close();
    }
  } finally {
    await context.close();
  }
  return problems;
}

const PAGES = () =>
  rows.filter((row) => row.status === 200 && row.contentType?.startsWith("text/html") && !row.acceptEncoding).map((row) => row.path);

describe("each server gives every answer of the one table", () => {
  it.for(SERVERS)("%s", async (name) => {
    const keep = new Map<string, Answer>();
    answers.set(name, keep);
    const found = await check(running.get(name)!, keep);
    failures.set(name, new Set(found.map((line) => line.slice(0, line.indexOf(": ")))));
    expect(found, running.get(name)!.log()).toEqual([]);
    expect(rows.length).toBeGreaterThan(200);
  });

  it.for(SERVERS)("%s: the pages open in Chromium with no CSP violation, console error or failed request", async (name) => {
    const problems = await browse(running.get(name)!.base, [...PAGES().filter((p) => !p.startsWith("/probe")), "/no-such-page"]);
    violations.set(name, problems);
    expect(problems).toEqual([]);
  });

  it.for(["nginx", "Caddy"])("%s speaks HTTP/2 over TLS", async (name) => {
    protocols.set(name, await alpn(running.get(name)!.base));
    expect(protocols.get(name)).toBe("h2");
  });

  it.for(["nginx", "Caddy"])(
    "%s answers certbot's challenge over plain HTTP at the host's root, and sends the rest to HTTPS",
    async (name) => {
      const server = running.get(name)!;
      expect(await tableDifferences(server, challengeRows(server.webroot!), { agents }), server.log()).toEqual([]);
    },
  );
});

describe("Caddy's access log", () => {
  it("has a line for each request, with its address as asked and its status, in the file the README names", async () => {
    const server = running.get("Caddy")!;
    // Caddy 2.6 logs a request whose Host names the site exactly: without the test's port, as on 443.
    const asked = ["/no-such-page", "/%2e%2e/", `/?test=${Date.now()}`];
    const statuses = await Promise.all(
      asked.map(
        (address) =>
          new Promise<number>((resolve, reject) =>
            https
              .get(`${server.base}${address}`, { rejectUnauthorized: false, headers: { host: "127.0.0.1" }, path: address }, (res) => {
                res.resume();
                res.on("end", () => resolve(res.statusCode ?? 0));
              })
              .on("error", reject),
          ),
      ),
    );
    expect(statuses).toEqual([404, 400, 200]);
    // Caddy writes a request's line once it has answered it: the client may read the answer first.
    const missing = () => {
      const logged = readFileSync(server.accessLog!, "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { request: { uri: string }; status: number });
      return asked.filter((address, i) => !logged.some((line) => line.request.uri === address && line.status === statuses[i]));
    };
    for (let tries = 0; missing().length && tries < 30; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(missing()).toEqual([]);
    expect(readFileSync(path.join(ROOT, "README.md"), "utf8")).toContain(CADDY_ACCESS_LOG);
  });
});

describe("the types", () => {
  it("name every extension the build wrote (the web editor's fonts and config among them), so none is sent as bytes to save", () => {
    const extensions = new Set(
      readdirSync(site, { recursive: true, withFileTypes: true })
        // The probes (addProbes) are the test's own, a file of no known type among them.
        .filter((entry) => entry.isFile() && !HOST_FILES.includes(entry.name) && path.basename(entry.parentPath) !== "probe")
        .map((entry) => path.extname(entry.name).toLowerCase())
        .filter((extension) => extension !== ".br" && extension !== ".gz"),
    );
    expect(extensions).toContain(".woff2");
    expect(extensions).toContain(".yml");
    expect([...extensions].filter((extension) => !(extension in CONTENT_TYPES))).toEqual([]);
  });
});

describe("the configs as written", () => {
  it("are accepted as they are (ports 80 and 443, IPv6) by nginx -t, with local.conf filled in from its example", () => {
    const result = nginxCheck(path.join(work, "nginx-as-written"), nginxSetup);
    expect(result.output).toContain("test is successful");
    expect(result.ok).toBe(true);
  });

  it("and by caddy validate, with local.caddy filled in from its example (Caddy's own certificate)", () => {
    const local = caddyLocal(config("caddy/local.caddy.example"), { certificate }).replace(/^tls .*$/m, "");
    const result = caddyCheck(path.join(work, "caddy-as-written"), config("caddy/Caddyfile"), local, caddySetup);
    expect(result.output).toContain("Valid configuration");
    expect(result.ok).toBe(true);
  });

  it("nginx without the brotli module: refuses local.conf's brotli line, as local.conf says, starts without it, and sends the gzip copies", () => {
    const kept = nginxCheck(path.join(work, "nginx-no-module"), { ...nginxSetup, brotli: false, brotliLine: true });
    expect(kept.ok).toBe(false);
    expect(kept.output).toContain('unknown directive "brotli_static"');
    expect(nginxSetup.localExample).toContain('("unknown directive"): delete it');
  });

  it("nginx without the brotli module and its line: starts, and sends the gzip copies", async () => {
    const setup = { ...nginxSetup, brotli: false };
    const server = await startNginx(path.join(work, "nginx-no-brotli"), setup);
    try {
      const gzip = await ask(server.base, { title: "", path: "/", status: 200, acceptEncoding: "gzip, deflate, br, zstd" }, agents);
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gzip.headers.vary).toBe("Accept-Encoding");
      const brOnly = await ask(server.base, { title: "", path: "/", status: 200, acceptEncoding: "br" }, agents);
      expect(brOnly.headers["content-encoding"]).toBeUndefined();
      expect(brOnly.headers.vary).toBe("Accept-Encoding");
    } finally {
      await server.stop();
    }
  });
});

/** The CSP's style hashes replaced by one of other text: the values of an older build. */
const staleCsp = (setup: NginxSetup): NginxSetup => ({
  ...setup,
  // The inline styles' hashes of another build ('self', for a landing page's later file, stays).
  values: setup.values.replace(/style-src ('self' )?'sha256-[^;"]+/g, "style-src $1'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='"),
});
/** The site's config changed by `change`. */
const siteConf =
  (change: (conf: string) => string) =>
  (setup: NginxSetup): NginxSetup => ({ ...setup, siteConf: change(setup.siteConf) });

/** The status a server gives a plain-HTTP request for / that names `name` as its Host, or "closed" when it answers nothing. */
function plainAnswer(base: string, name: string): Promise<number | "closed"> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const request = http.request({ host: url.hostname, port: url.port, path: "/", headers: { host: name }, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode!);
    });
    request.once("error", () => resolve("closed"));
    request.end();
  });
}

/** The status a server gives an HTTPS request for / made to the site's own name in the handshake that names `name` as its Host, or "closed". */
function hostAnswer(base: string, sni: string, name: string): Promise<number | "closed"> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const request = https.request(
      { host: url.hostname, port: url.port, path: "/", servername: sni, headers: { host: name }, rejectUnauthorized: false, agent: false },
      (response) => {
        response.resume();
        resolve(response.statusCode!);
      },
    );
    request.once("error", () => resolve("closed"));
    request.end();
  });
}

/** Whether a TLS handshake that names `name` (SNI) gets a certificate, or is refused. */
function handshake(base: string, name: string): Promise<boolean> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port), servername: name, rejectUnauthorized: false }, () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

describe("a name that is not the site's (the machine's address, a domain pointed at it)", () => {
  it("gets nothing from nginx, over HTTP or HTTPS, while the site's own name is answered", async () => {
    const server = await startNginx(path.join(work, "nginx-catch-all"), { ...nginxSetup, catchAll: true });
    try {
      expect(await plainAnswer(server.plainHttp!, host)).toBe(301);
      expect(await plainAnswer(server.plainHttp!, "other.test")).toBe("closed");
      expect(await plainAnswer(server.plainHttp!, "127.0.0.1")).toBe("closed");
      expect(await handshake(server.base, host)).toBe(true);
      expect(await handshake(server.base, "other.test")).toBe(false);
      expect(await hostAnswer(server.base, host, host)).toBe(200);
      expect(await hostAnswer(server.base, host, "evil.example")).toBe("closed");
    } finally {
      await server.stop();
    }
  });

  it("gets nothing from Caddy over HTTP, and no certificate over HTTPS, while the site's own name is answered", async () => {
    // The test's Caddyfile names the site 127.0.0.1, the one name the test can reach.
    const caddy = running.get("Caddy")!;
    expect(await plainAnswer(caddy.plainHttp!, "127.0.0.1")).toBe(301);
    expect(await plainAnswer(caddy.plainHttp!, "other.test")).toBe("closed");
    expect(await handshake(caddy.base, "other.test")).toBe(false);
    // The site's handshake, then another host: no answer, as from nginx.
    expect(await hostAnswer(caddy.base, "", "127.0.0.1")).toBe(200);
    expect(await hostAnswer(caddy.base, "", "evil.example")).toBe("closed");
  });
});

describe("the check fails when nginx's config is broken on purpose", () => {
  const BROKEN: [what: string, breaks: (setup: NginxSetup) => NginxSetup, reported: RegExp][] = [
    [
      "without gzip_vary",
      siteConf((conf) => conf.replace("    gzip_vary on;\n", "")),
      /^GET \/ \(gzip\): Vary \(none\), expected Accept-Encoding$/m,
    ],
    [
      "with X-Frame-Options dropped",
      siteConf((conf) => conf.replace(/^ *add_header X-Frame-Options .*\n/gm, "")),
      /^GET \/privacy-policy: x-frame-options \(none\), expected DENY$/m,
    ],
    [
      "with mime.types' type for the manifest",
      siteConf((conf) => conf.replace(/^ *application\/manifest\+json webmanifest;\n/m, "")),
      /^GET \/site\.webmanifest: Content-Type application\/octet-stream, expected application\/manifest\+json$/m,
    ],
    [
      "without the location for /page/",
      siteConf((conf) => conf.replace(/ *location ~ \^\(\?<page>[\s\S]*?\n {4}\}\n/, "")),
      /^GET \/privacy-policy\/: status 404, expected 301$/m,
    ],
    ["with the last build's CSP in its values", staleCsp, /^GET \/: content-security-policy .*AAAAAAAA.*, expected default-src/m],
  ];

  it.for(BROKEN)("%s", async ([, breaks, reported], { task }) => {
    const broken = breaks(nginxSetup);
    expect(broken).not.toEqual(nginxSetup);
    const server = await startNginx(path.join(work, `nginx-broken-${task.id}`), broken);
    try {
      expect((await check(server)).join("\n")).toMatch(reported);
    } finally {
      await server.stop();
    }
  });

  it("and a page under the last build's CSP shows violations in Chromium", async () => {
    const server = await startNginx(path.join(work, "nginx-stale-csp"), staleCsp(nginxSetup));
    try {
      expect((await browse(server.base, ["/"])).join("\n")).toMatch(/CSP violation: style-src/);
    } finally {
      await server.stop();
    }
  });
});

describe("side by side", () => {
  it("prints the headers and answers of the three servers, from this run", () => {
    const table = sideBySide();
    writeSection("servers", table);
    console.log(table);
    expect(table).not.toContain("| ? |");
  });
});

/** The ALPN protocol a TLS client offering h2 and http/1.1 agrees with the server. */
function alpn(base: string): Promise<string | false> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(
      { host: url.hostname, port: Number(url.port), ALPNProtocols: ["h2", "http/1.1"], rejectUnauthorized: false },
      () => {
        resolve(socket.alpnProtocol ?? false);
        socket.end();
      },
    );
    socket.once("error", reject);
  });
}

/** A markdown table: one line per header or behaviour, one column per server, from the answers kept above. */
function sideBySide(): string {
  const headersFile = readFileSync(path.join(site, "_headers"), "utf8");
  const image = rows.find((row) => row.path.startsWith("/icons/") && row.path.endsWith(".png"))!.path;
  const cell = (server: string, title: string, show: (answer: Answer) => string) => {
    const answer = answers.get(server)?.get(title);
    if (!answer && rows.find((row) => row.title === title)?.plainHttp && !running.get(server)?.plainHttp) return "— (no HTTPS)";
    return answer ? show(answer) : "?";
  };
  const header = (name: string) => (answer: Answer) => {
    const value = answer.headers[name];
    if (value === undefined) return "—";
    if (name === "content-security-policy")
      return headersFile.includes(value) ? `as in _headers (${value.length} chars)` : `NOT _headers': ${value}`;
    return value.length > 60 ? `${value.slice(0, 57)}…` : value;
  };
  const status = (answer: Answer) => `${answer.status}${answer.headers.location ? ` → ${answer.headers.location}` : ""}`;
  const lines: [label: string, title: string, show: (answer: Answer) => string][] = [
    ["GET / status", "GET /", status],
    ...[
      "content-security-policy",
      "strict-transport-security",
      "x-content-type-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
      "x-frame-options",
      "cache-control",
      "content-type",
      "vary",
    ].map((name): [string, string, (answer: Answer) => string] => [`/ ${name}`, "GET /", header(name)]),
    ["/ (br) content-encoding", "GET / (br)", header("content-encoding")],
    ["/ (gzip) content-encoding", "GET / (gzip)", header("content-encoding")],
    ["/ (gzip, deflate, br, zstd) content-encoding", "GET / (gzip, deflate, br, zstd)", header("content-encoding")],
    [`image ${image} cache-control`, `GET ${image}`, header("cache-control")],
    [`image content-type`, `GET ${image}`, header("content-type")],
    [`image x-frame-options`, `GET ${image}`, header("x-frame-options")],
    [`image content-security-policy`, `GET ${image}`, header("content-security-policy")],
    ["404 /images/missing.avif status", "GET /images/missing.avif", status],
    ["404 cache-control", "GET /images/missing.avif", header("cache-control")],
    ["editor GET /admin status", "GET /admin", status],
    ["editor GET /admin/ status", "GET /admin/", status],
    ["editor /admin/ content-security-policy", "GET /admin/", header("content-security-policy")],
    ["editor /admin/ x-robots-tag", "GET /admin/", header("x-robots-tag")],
    ["404 content-type", "GET /images/missing.avif", header("content-type")],
    ["404 content-security-policy", "GET /images/missing.avif", header("content-security-policy")],
    ["404 strict-transport-security", "GET /images/missing.avif", header("strict-transport-security")],
    ["404 (br) content-encoding", "GET /images/missing.avif (br)", header("content-encoding")],
    ["404 vary", "GET /images/missing.avif", header("vary")],
    ["/images/ (a folder)", "GET /images/", status],
    ["/_headers", "GET /_headers", status],
    ["/privacy-policy.html", "GET /privacy-policy.html", status],
    ["/privacy-policy/", "GET /privacy-policy/", status],
    ["/index.html", "GET /index.html", status],
    ["/data-protection.html?utm_source=x", "GET /data-protection.html?utm_source=x", status],
    ["http://…/data-protection?utm_source=x", "GET http:/data-protection?utm_source=x", status],
    ["/probe (a folder's index.html)", "GET /probe", status],
    ...[
      "/site.webmanifest",
      "/sitemap.xml",
      "/robots.txt",
      "/favicon.ico",
      "/probe/file.avif",
      "/probe/file.webp",
      "/probe/file.js",
      "/probe/file.css",
      "/probe/file.json",
      "/probe/file.pdf",
      "/probe/file.unknown",
    ].map((address): [string, string, (answer: Answer) => string] => [`${address} content-type`, `GET ${address}`, header("content-type")]),
    ["/robots.txt cache-control", "GET /robots.txt", header("cache-control")],
    ["/probe/file.pdf cache-control", "GET /probe/file.pdf", header("cache-control")],
  ];
  const versions = { ...serverVersions(), preview: "preview server" };
  return [
    `| | ${SERVERS.map((server) => versions[server]).join(" | ")} |`,
    `|---|${SERVERS.map(() => "---").join("|")}|`,
    ...lines.map(
      ([label, title, show]) => `| ${label} | ${SERVERS.map((server) => cell(server, title, show).replace(/\|/g, "\\|")).join(" | ")} |`,
    ),
    `| HTTP/2 (ALPN) | ${SERVERS.map((server) => (server === "preview" ? "— (plain HTTP)" : String(protocols.get(server) ?? "?"))).join(" | ")} |`,
    `| rows of the table answered as expected | ${SERVERS.map((server) => `${[...(answers.get(server)?.keys() ?? [])].filter((title) => !failures.get(server)?.has(title)).length} of ${rows.filter((row) => !row.plainHttp || running.get(server)?.plainHttp).length}`).join(" | ")} |`,
    `| Chromium: CSP violations, console errors, failed requests | ${SERVERS.map((server) => String(violations.get(server)?.length ?? "?")).join(" | ")} |`,
    "",
  ].join("\n");
}
