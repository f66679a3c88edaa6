// src/deploy/web-server.ts: the server's commands run with the system's program
// folders ahead of the PATH given (cron's has no /usr/sbin), a failure's
// output kept; and the wait for a release, which asks the server on this
// machine by the site's name and counts a release live only once its home
// page comes back on ten new connections in a row.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runCommand, waitForRelease } from "../../../src/deploy/web-server.ts";
import { tempDir } from "../../shared/temp.ts";

describe("runCommand", () => {
  it("puts the system's program folders, /usr/sbin among them, ahead of cron's PATH", () => {
    const path = process.env.PATH;
    process.env.PATH = "/usr/bin:/bin";
    try {
      expect(runCommand('printf %s "$PATH"')).toEqual({
        ok: true,
        output: "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:/usr/bin:/bin",
      });
    } finally {
      process.env.PATH = path;
    }
  });

  it("keeps what a failing command said, or its exit status", () => {
    expect(runCommand("echo refused >&2; exit 3")).toEqual({ ok: false, output: "refused" });
    expect(runCommand("exit 4")).toEqual({ ok: false, output: "exit status 4" });
  });
});

describe("waitForRelease", () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  /** An HTTPS server on 127.0.0.1 that answers the site's name only, with the bodies given in turn (the last one from then on). */
  async function serve(bodies: string[]): Promise<{ local: string; hosts: string[] }> {
    const dir = tempDir("wait-");
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    spawnSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=x", "-keyout", key, "-out", cert]);
    const hosts: string[] = [];
    let asked = 0;
    server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) => {
      hosts.push(String(request.headers.host));
      if (request.headers.host !== "www.example.com" || request.url !== "/agency/") return response.writeHead(404).end();
      response.end(bodies[Math.min(asked++, bodies.length - 1)]);
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    return { local: `https://127.0.0.1:${port}`, hosts };
  }

  const probe = (local: string) => ({ local, siteUrl: "https://www.example.com/agency" });

  it("is done once the home page is the release's ten times in a row, asked by the site's name and path", async () => {
    const { local, hosts } = await serve(["old", "new", "old", "new", "new", "new"]);
    expect(await waitForRelease(probe(local), Buffer.from("new"), 5)).toBeUndefined();
    // old, new, old, then new ten times.
    expect(hosts.length).toBe(3 + 10);
    expect(new Set(hosts)).toEqual(new Set(["www.example.com"]));
  });

  it("says what the server answered when the release never shows", async () => {
    const { local } = await serve(["old"]);
    expect(await waitForRelease(probe(local), Buffer.from("new"), 0.3)).toBe("the home page of another release");
    expect(await waitForRelease({ local, siteUrl: "https://www.example.com/elsewhere" }, Buffer.from("new"), 0.3)).toBe("status 404");
    server!.close();
    expect(await waitForRelease(probe(local), Buffer.from("new"), 0.3)).toMatch(/^no answer \(connect ECONNREFUSED/);
  });
});
