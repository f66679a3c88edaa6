// The site under /agency/ included in a server of the host's own, as an
// operator whose host already serves other pages would: nginx's server for
// the host's name with a page of its own at / and the generated
// locations.conf included (and maps.conf in its http {} block), and Caddy's site block with the same page and the
// generated site.caddy imported. Both are the generated configs with the
// site's part replaced by the host's own and the include, so the rest (ports,
// certificate, plain HTTP) is as the other deploy tests run it. The table of
// answers under /agency/ holds (answers.ts), and / is still the host's page.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "../../src/pipeline/site-build.ts";
import { contentCopy, withEditor } from "../helpers/site.ts";
import { tempDir } from "../shared/temp.ts";
import { ask, expectedAnswers, makeAgents, tableDifferences, type Row } from "./answers.ts";
import { makeCertificate, missingPrograms, startCaddy, startNginx, type Running } from "./servers.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BASE = "/agency";
let rows: Row[];
let own: string;
const running = new Map<string, Running>();
const agents = makeAgents();

/** `config` up to the site's part of its HTTPS server (`part`, as the include file has it, indented `indent`), then `host` and the server's end. */
function hostsOwn(config: string, part: string, host: { indent: string; lines: string[] }): string {
  const lines = part.replace(/^(#.*\n)+\n/, "").replace(/^(?=.)/gm, host.indent);
  const at = config.indexOf(lines);
  if (at < 0) throw new Error("the include file's lines are not the config's: the generated configs changed");
  return [config.slice(0, at) + host.lines.map((line) => host.indent + line).join("\n"), "}", ""].join("\n");
}

/** `config` with its map blocks (maps.conf's, as the include file has them) replaced by the include of maps.conf, in http {}. */
function withMapsIncluded(config: string, maps: string): string {
  const lines = maps.replace(/^(#.*\n)+\n/, "");
  if (!config.includes(lines)) throw new Error("maps.conf's lines are not the config's: the generated configs changed");
  return config.replace(lines, "include site/maps.conf;\n");
}

beforeAll(async () => {
  const missing = missingPrograms();
  if (missing.length) throw new Error(`missing: apt-get install -y ${missing.join(" ")} (.ci/run installs them)`);
  const work = tempDir("deploy-include-");
  const root = path.join(work, "www");
  const site = path.join(root, "agency");
  const configs = path.join(work, "server");
  await build({
    root: ROOT,
    contentDir: contentCopy({ "site.yaml": (t) => withEditor(t.replace(/^siteUrl: .*$/m, "siteUrl: https://example.org/agency/")) }),
    outDir: site,
    serverOutDir: configs,
  });
  rows = expectedAnswers(site, BASE).filter((row) => row.path.startsWith(BASE));
  // The host's own pages, in a folder of their own.
  const ownRoot = path.join(work, "own");
  mkdirSync(ownRoot);
  own = path.join(ownRoot, "index.html");
  writeFileSync(own, "<!doctype html><title>The host's own page</title>\n");
  const config = (file: string) => readFileSync(path.join(configs, file), "utf8");
  const certificate = makeCertificate(work);
  const started = await Promise.all([
    startNginx(path.join(work, "nginx"), {
      siteConf: withMapsIncluded(
        hostsOwn(config("nginx/site.conf"), config("nginx/locations.conf"), {
          indent: "    ",
          lines: ["# The host's own pages.", "location / {", `    root ${ownRoot};`, "}", "include site/locations.conf;"],
        }),
        config("nginx/maps.conf"),
      ),
      values: config("values.map"),
      locations: config("nginx/locations.conf"),
      maps: config("nginx/maps.conf"),
      localExample: config("nginx/local.conf.example"),
      root,
      certificate,
    }),
    startCaddy(
      path.join(work, "caddy"),
      {
        caddyfile: hostsOwn(config("caddy/Caddyfile"), config("caddy/site.caddy"), {
          indent: "\t",
          lines: ["import site.caddy", "# The host's own pages.", "handle {", `\troot * ${ownRoot}`, "\tfile_server", "}"],
        }),
        snippet: config("caddy/site.caddy"),
        values: config("values.map"),
        valuesCommand: config("caddy/site-caddy-values"),
        localExample: config("caddy/local.caddy.example"),
        root,
        certificate,
      },
      "example.org",
    ),
  ]);
  for (const server of started) running.set(server.name, server);
}, 60_000);

afterAll(async () => {
  await Promise.all([...running.values()].map((server) => server.stop()));
  agents.http.destroy();
  agents.https.destroy();
});

describe("the site under /agency/ included in a server of the host's own", () => {
  it.for(["nginx", "Caddy"])("%s gives every answer of the table under /agency/, and the host's own page at /", async (name) => {
    const server = running.get(name)!;
    // A dot-dot path that climbs out of /agency/ is the host's own to answer: Caddy gives the site's
    // lines (under their handle) only what its cleaned path leaves under the path; nginx's server-level
    // rule refuses it for the whole server.
    const asked = name === "Caddy" ? rows.filter((row) => !row.asWritten || staysUnder(row.path, BASE)) : rows;
    const found = await tableDifferences(server, asked, { agents });
    const home = await ask(server.base, { title: "GET /", path: "/", status: 200 }, agents);
    if (home.status !== 200 || !home.body.equals(readFileSync(own))) found.push(`GET /: status ${home.status}, not the host's own page`);
    expect(found, server.log()).toEqual([]);
    expect(rows.length).toBeGreaterThan(150);
  });
});

/** Whether a path as asked, its dot segments resolved (escaped ones too), is still under `base`. */
function staysUnder(asked: string, base: string): boolean {
  const resolved = path.posix.normalize(asked.replace(/%2e/gi, ".").replace(/%2f/gi, "/"));
  return resolved === base || resolved.startsWith(`${base}/`);
}
