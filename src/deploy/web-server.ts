// The web server's side of a deploy: its check of the config and its reload,
// as commands (the defaults are what README's sudoers line allows the deploy
// user), run with a PATH of their own, since cron's has no /usr/sbin; and the
// question that proves a reload took: does the server, asked on this
// machine, answer the release's home page?
import { spawnSync } from "node:child_process";
import { request } from "node:https";
import type { ServerName } from "./releases.ts";
import { CADDY_VALUES_COMMAND } from "../outputs/release.ts";

export interface ServerCommands {
  /** Checks the config the server would load (nginx -t, caddy validate). */
  check: string;
  /** Makes the server load it. */
  reload: string;
  /** Starts the server afresh, for when a refused reload left part of the refused config running. */
  restart: string;
  /** Gives the server the live release's values, run after each switch (Caddy's: root's command; nginx reads them itself). */
  values?: string;
}

/**
 * Debian 12's, each through sudo with no password asked (-n), so a deploy
 * user may run exactly these. caddy validate runs as the user caddy, as the
 * service does: a key that user cannot read fails the check, not the reload.
 * Caddy's values go through the command root installed from the build
 * (caddy-values.ts), which takes no arguments.
 */
export const DEFAULT_COMMANDS: Record<ServerName, ServerCommands> = {
  nginx: {
    check: "sudo -n /usr/sbin/nginx -t -q",
    reload: "sudo -n /usr/bin/systemctl reload nginx",
    restart: "sudo -n /usr/bin/systemctl restart nginx",
  },
  caddy: {
    check: "sudo -n -u caddy /usr/bin/caddy validate --config /etc/caddy/Caddyfile --adapter caddyfile",
    reload: "sudo -n /usr/bin/systemctl reload caddy",
    restart: "sudo -n /usr/bin/systemctl restart caddy",
    values: `sudo -n ${CADDY_VALUES_COMMAND}`,
  },
};

/** Where the servers' programs are on Debian and Ubuntu, ahead of whatever PATH the deploy was given. */
const SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

/** Runs a command through /bin/sh; its output (both streams) is kept for a failure's message. */
export function runCommand(command: string): { ok: boolean; output: string } {
  const result = spawnSync("/bin/sh", ["-c", command], {
    encoding: "utf8",
    env: { ...process.env, PATH: `${SYSTEM_PATH}:${process.env.PATH ?? ""}` },
    timeout: 60_000,
  });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}${result.error ? String(result.error) : ""}`.trim();
  return { ok: result.status === 0, output: output || `exit status ${result.status ?? result.signal}` };
}

export interface Probe {
  /** The server on this machine: https://127.0.0.1 (its port when not 443). */
  local: string;
  /** The site's address, for the host name (sent in the handshake and Host) and the path. */
  siteUrl: string;
}

/**
 * Answers in a row, each on a new connection, that show a reload took: a
 * server's old workers may take a last new connection or two, and a Caddy
 * that refused a config can keep listening with part of it beside the
 * config it went back to (caddyserver/caddy#7175), taking about half of them.
 */
const IN_A_ROW = 10;

/**
 * Waits until the server answers the home page with `expected`, the
 * release's own index.html, on a few new connections in a row, and says what
 * it answered last if it does not within `seconds`. The certificate is not
 * checked: the question is which release is served, and a certificate for
 * the site's name is not one for 127.0.0.1.
 */
export async function waitForRelease(probe: Probe, expected: Buffer, seconds: number): Promise<string | undefined> {
  const until = Date.now() + seconds * 1000;
  for (let inARow = 0; ;) {
    const answer = await home(probe);
    inARow = answer.status === 200 && answer.body.equals(expected) ? inARow + 1 : 0;
    if (inARow === IN_A_ROW) return undefined;
    if (Date.now() > until)
      return answer.status === 200 ? "the home page of another release" : answer.status ? `status ${answer.status}` : answer.error;
    if (inARow === 0) await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function home(probe: Probe): Promise<{ status?: number; body: Buffer; error?: string }> {
  const site = new URL(probe.siteUrl);
  const url = new URL(`${site.pathname.replace(/\/*$/, "")}/`, probe.local);
  return new Promise((resolve) => {
    const req = request(
      url,
      { headers: { host: site.host }, servername: site.hostname, rejectUnauthorized: false, timeout: 5000, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer within 5 s")));
    req.on("error", (error) => resolve({ body: Buffer.alloc(0), error: `no answer (${error.message})` }));
    req.end();
  });
}
