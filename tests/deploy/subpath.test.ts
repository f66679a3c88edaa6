// The site built for a sub-path (siteUrl https://example.org/agency) and
// served for real: its dist/ copied into agency/ under nginx's and Caddy's
// root, each running the config the build wrote for it, and the preview
// server serving it under /agency/, all held to the one table of answers
// with every address under /agency/ (answers.ts): the pages and files with
// their headers and types, the 301s (/agency to /agency/ among them), the
// 404 page for what is not there, and for the site's own addresses asked
// outside the sub-path.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "../../src/pipeline/site-build.ts";
import { contentCopy, withEditor } from "../helpers/site.ts";
import { tempDir } from "../shared/temp.ts";
import { challengeRows, expectedAnswers, makeAgents, tableDifferences, type Row } from "./answers.ts";
import { makeCertificate, missingPrograms, startCaddy, startNginx, startPreview, type Running } from "./servers.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BASE = "/agency";
let rows: Row[];
let configs: string;
const running = new Map<string, Running>();
const agents = makeAgents();

beforeAll(async () => {
  const missing = missingPrograms();
  if (missing.length) throw new Error(`missing: apt-get install -y ${missing.join(" ")} (.ci/run installs them)`);
  const work = tempDir("deploy-subpath-");
  // The servers' root holds the site as agency/, as the configs' local examples say.
  const root = path.join(work, "www");
  const site = path.join(root, "agency");
  configs = path.join(work, "server");
  await build({
    root: ROOT,
    contentDir: contentCopy({ "site.yaml": (t) => withEditor(t.replace(/^siteUrl: .*$/m, "siteUrl: https://example.org/agency/")) }),
    outDir: site,
    serverOutDir: configs,
  });
  rows = expectedAnswers(site, BASE);
  const config = (file: string) => readFileSync(path.join(configs, file), "utf8");
  const certificate = makeCertificate(work);
  const started = await Promise.all([
    startNginx(path.join(work, "nginx"), {
      siteConf: config("nginx/site.conf"),
      values: config("values.map"),
      localExample: config("nginx/local.conf.example"),
      root,
      certificate,
    }),
    startCaddy(
      path.join(work, "caddy"),
      {
        caddyfile: config("caddy/Caddyfile"),
        values: config("values.map"),
        valuesCommand: config("caddy/site-caddy-values"),
        localExample: config("caddy/local.caddy.example"),
        root,
        certificate,
      },
      "example.org",
    ),
    startPreview(site),
  ]);
  for (const server of started) running.set(server.name, server);
}, 60_000);

afterAll(async () => {
  await Promise.all([...running.values()].map((server) => server.stop()));
  agents.http.destroy();
  agents.https.destroy();
});

describe("a site under /agency/", () => {
  it("has configs whose every location is under the path", () => {
    // The site's server (the plain HTTP one answers certbot's challenge at the host's root).
    const conf = readFileSync(path.join(configs, "nginx/site.conf"), "utf8").split("listen 443 ssl http2;")[1]!;
    const locations = [...conf.matchAll(/^ *location (=|~|) ?(\S+) \{/gm)].map((m) => m[2]!);
    // The regex locations for .html and for a trailing slash apply anywhere; the rest name the path, but robots.txt and the one catch-all.
    const outside = locations.filter((l) => !l.replace(/^\^/, "").startsWith(BASE) && !/^(\\|\^\(|@)/.test(l));
    expect(outside).toEqual(["/robots.txt", "/"]);
    expect(conf).toContain("    return 404;");
  });

  it.for(["nginx", "Caddy", "preview"])("%s gives every answer of the table, with every address under /agency/", async (name) => {
    const server = running.get(name)!;
    expect(await tableDifferences(server, rows, { agents }), server.log()).toEqual([]);
    expect(rows.filter((row) => !row.path.startsWith(BASE)).length, "addresses asked outside the sub-path").toBeGreaterThan(5);
    expect(rows.length).toBeGreaterThan(150);
  });

  it.for(["nginx", "Caddy"])(
    "%s answers certbot's challenge over plain HTTP at the host's root, and sends the rest to HTTPS",
    async (name) => {
      const server = running.get(name)!;
      expect(await tableDifferences(server, challengeRows(server.webroot!), { agents }), server.log()).toEqual([]);
    },
  );
});
