// The conversions benchmark (`npm run bench -- --conversions`,
// scripts/bench/bench.ts): the conversions fixture (the frozen content with WhatsApp
// click-to-chat and Plausible both on) against the landing page's targets: the
// top of / and /hi from the first 14,600 compressed bytes with nothing
// render-blocking, and Lighthouse (mobile and desktop) at 100 in all four
// categories. Plausible's host is answered by a local HTTPS stub (this machine
// reaches no other site), so its script really loads, under the CSP, as it
// would from plausible.io. The frozen content (both off) runs alongside, so a
// low score can be told from a busy machine (Lighthouse's mobile run
// multiplies whatever CPU time it sees). Built into temporary folders; dist/
// is never touched.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { build } from "../../src/pipeline/site-build.ts";
import { startServer } from "../../src/serve/static-server.ts";
import { contentCopy, withConversions } from "../../tests/shared/content.ts";
import { removeTempDirs } from "../../tests/shared/temp.ts";
import { chromiumVersion } from "./browser.ts";
import { LIGHTHOUSE_HEAD, lighthouseAll, REDONE, lighthouseRow, lighthouseTargets, type Form, type LighthouseRun } from "./lighthouse.ts";
import { describeMachine } from "./machine.ts";
import { section, table, verdictTable, type Report } from "./report.ts";
import { pageTargets, type Verdict } from "./targets.ts";
import { pageWeight } from "./weight.ts";

const log = (message: string) => process.stderr.write(`… ${message}\n`);

/** `tiny` (--tiny): Lighthouse on / alone, mobile only, so the suite proves the benchmark still runs. */
export async function benchConversions({ tiny }: { tiny: boolean }): Promise<Report> {
  const work = mkdtempSync(path.join(os.tmpdir(), "bench-conversions-"));
  try {
    return await measure(work, tiny);
  } finally {
    rmSync(work, { recursive: true, force: true });
    removeTempDirs();
  }
}

async function measure(work: string, tiny: boolean): Promise<Report> {
  log("building the conversions fixture");
  const site = path.join(work, "site");
  await build({ root: process.cwd(), contentDir: contentCopy({ "site.yaml": (t) => withConversions(t) }), outDir: site });
  const plain = path.join(work, "plain");
  await build({ root: process.cwd(), contentDir: contentCopy(), outDir: plain });

  const pageVerdicts: Verdict[] = [];
  for (const [route, file] of [
    ["/", "index.html"],
    ["/hi", "hi.html"],
  ] as const) {
    const weight = await pageWeight(site, file);
    for (const verdict of pageTargets(weight).filter((v) => !v.target.startsWith("First-visit")))
      pageVerdicts.push({ ...verdict, target: `${route}: ${verdict.target}` });
  }

  // The analytics host, answered on this machine over HTTPS with a throwaway certificate.
  const key = path.join(work, "key.pem");
  const cert = path.join(work, "cert.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=plausible.io"],
    { stdio: "ignore" },
  );
  const requests: string[] = [];
  const stub = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    requests.push(`${req.method} ${req.url}`);
    if (req.url?.endsWith(".js")) {
      res.writeHead(200, { "content-type": "text/javascript", "access-control-allow-origin": "*" });
      res.end("document.documentElement.dataset.analytics = document.currentScript.dataset.domain;");
    } else {
      res.writeHead(202, { "access-control-allow-origin": "*" });
      res.end();
    }
  });
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
  const port = (stub.address() as AddressInfo).port;
  const { server, url } = await startServer({ dir: site, host: "127.0.0.1" });
  const { server: plainServer, url: plainUrl } = await startServer({ dir: plain, host: "127.0.0.1" });
  let baseline: LighthouseRun[];
  let fixture: LighthouseRun[];
  try {
    const routes = tiny ? ["/"] : ["/", "/hi"];
    const forms: Form[] | undefined = tiny ? ["mobile"] : undefined;
    log(`running Lighthouse on ${routes.join(" and ")}: the frozen content, then the fixture`);
    baseline = await lighthouseAll(plainUrl, routes, [], forms);
    const stubbed = [`--host-resolver-rules=MAP plausible.io:443 127.0.0.1:${port}`, "--ignore-certificate-errors"];
    fixture = await lighthouseAll(url, routes, stubbed, forms);
  } finally {
    server.close();
    plainServer.close();
    stub.close();
  }
  const lighthouseVerdicts = lighthouseTargets(fixture).map((v) => ({ ...v, target: `Fixture: ${v.target}` }));
  const perfect = lighthouseTargets(baseline)[0]!.figure;
  const chromium = await chromiumVersion();
  return {
    markdown: [
      "# Conversions fixture",
      "",
      describeMachine(chromium ? `Chromium ${chromium}` : undefined),
      "",
      section("Landing page targets, / and /hi", verdictTable(pageVerdicts)),
      section(
        "Lighthouse",
        table(
          ["Site", ...LIGHTHOUSE_HEAD],
          [
            ...baseline.map((r) => ["frozen content", ...lighthouseRow(r)]),
            ...fixture.map((r) => ["fixture (both on)", ...lighthouseRow(r)]),
          ],
        ),
        `Requests to the analytics host: ${requests.length} (${[...new Set(requests)].join(", ") || "none"}). The frozen content, both off: ${perfect}. ${REDONE}`,
        verdictTable(lighthouseVerdicts),
      ),
    ].join("\n"),
    verdicts: [...pageVerdicts, ...lighthouseVerdicts],
  };
}
