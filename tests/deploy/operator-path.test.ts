// README's "Your own server, step by step", held to what it names: the
// sudoers lines allow exactly the commands npm run deploy runs (the values
// command with no arguments), and sudo's own checker (visudo) reads them; the
// files root installs are the build's, copied (never linked) where the deploy
// looks for them, beside the owner's part; and a
// certificate key of one's own that only root can read fails the check the
// deploy runs as the user caddy, and passes once the key is that user's
// group's, as the README says to make it.
import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_COMMANDS } from "../../src/deploy/web-server.ts";
import { caddyFiles } from "../../src/outputs/caddy-config.ts";
import { InlineCode, responseRules } from "../../src/outputs/headers.ts";
import { nginxFiles } from "../../src/outputs/nginx-config.ts";
import { DEFAULT_INSTALLED } from "../../src/deploy/installed.ts";
import { CADDY_VALUES } from "../../src/outputs/release.ts";
import { tempDir } from "../shared/temp.ts";
import { caddyEnv, caddyLocal, caddyVariant, makeCertificate } from "./servers.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
const section = readme.slice(readme.indexOf("### Your own server, step by step"), readme.indexOf("### Rebuild every day"));
const sudoers = [...section.matchAll(/^ {3}```sudoers\n([\s\S]*?)^ {3}```$/gm)].map((match) => match[1]!.replace(/^ {3}/gm, ""));

describe("the sudoers lines", () => {
  it("allow the deploy user exactly the commands npm run deploy runs, nginx's as root, Caddy's check as caddy", () => {
    const as = (command: string) => /^sudo -n (?:-u (\S+) )?(.*)$/.exec(command)!;
    const line = (command: string) => `deploy ALL=(${as(command)[1] ?? "root"}) NOPASSWD: ${as(command)[2]}`;
    const { nginx, caddy } = DEFAULT_COMMANDS;
    expect(sudoers).toEqual([
      `deploy ALL=(root) NOPASSWD: ${[nginx.check, nginx.reload, nginx.restart].map((command) => as(command)[2]).join(", ")}\n`,
      `${line(caddy.check)}\n${line(caddy.reload)}, ${as(caddy.restart)[2]}, ${as(caddy.values!)[2]} ""\n`,
    ]);
    expect(nginx.values).toBeUndefined();
    expect(as(caddy.values!)[1]).toBeUndefined();
    expect(as(caddy.restart)[1]).toBeUndefined();
    expect(DEFAULT_COMMANDS.caddy.check).toMatch(/^sudo -n -u caddy /);
  });

  it("are read by sudo's own checker, which refuses a broken one (or it checks nothing)", () => {
    const dir = tempDir("sudoers-");
    const check = (text: string) => {
      const file = path.join(dir, "site-deploy");
      writeFileSync(file, text);
      return spawnSync("visudo", ["-c", "-f", file], { encoding: "utf8" });
    };
    for (const text of sudoers) expect(check(text).status, check(text).stderr + check(text).stdout).toBe(0);
    expect(check("deploy ALL=(root) NOPASSWD /usr/sbin/nginx -t -q\n").status).not.toBe(0);
  });
});

describe("the server's config, wired once", () => {
  const rules = responseRules(new InlineCode());
  const [site, local] = nginxFiles(rules, "https://www.example.com");
  const [caddyfile, localCaddy] = caddyFiles(rules, "https://www.example.com");

  it("is root's: the build's files installed (never linked) where npm run deploy compares them with each build's", () => {
    expect(section).toContain("install -d -o deploy -g deploy /srv/site /var/www/site\n");
    const installs = [...section.matchAll(/^ +install -o root -g root -m (\d+) \/srv\/site\/dist-server\/(\S+) (\S+)$/gm)];
    expect(installs.map(([, , from, to]) => [from, to])).toEqual([
      [site!.file, DEFAULT_INSTALLED.nginx[0]],
      [caddyfile!.file, DEFAULT_INSTALLED.caddy[0]],
      ["caddy/site-caddy-values", DEFAULT_INSTALLED.caddy[1]],
    ]);
    expect(installs.map(([, mode]) => mode)).toEqual(["644", "644", "755"]);
    expect(section).not.toMatch(/^ +ln -s/m);
  });

  it("finds the owner's part where the README puts it", () => {
    // nginx reads a relative include from its configuration folder, /etc/nginx on Debian.
    expect(site!.contents).toContain("    include site/local.conf;\n");
    expect(section).toContain(`cp /srv/site/dist-server/${local!.file} /etc/nginx/site/local.conf\n`);
    // Caddy reads a relative import beside the Caddyfile it was given (releases.test.ts runs it so).
    expect(caddyfile!.contents).toContain("\timport local.caddy\n");
    expect(section).toContain(`cp /srv/site/dist-server/${localCaddy!.file} /etc/caddy/local.caddy\n`);
  });
});

describe("a certificate of one's own under Caddy", () => {
  const root = process.getuid?.() === 0;

  it.skipIf(!root)("(as root) a key only root can read fails the check run as caddy; the key in caddy's group passes", () => {
    const dir = tempDir("caddy-key-");
    chmodSync(dir, 0o755);
    const certificate = makeCertificate(dir, ["www.example.com"]);
    const [caddyfile, example] = caddyFiles(responseRules(new InlineCode()), "https://www.example.com");
    // The values as site-caddy-values writes them, in the test's folder.
    const values = path.join(dir, "site-values.caddy");
    writeFileSync(values, 'vars {\n\tsite_release "20260101T000000Z"\n}\n');
    writeFileSync(
      path.join(dir, "Caddyfile"),
      caddyVariant(String(caddyfile!.contents).split(CADDY_VALUES).join(values), {
        host: "www.example.com",
        ports: { http: 8080, https: 8443 },
      }),
    );
    writeFileSync(path.join(dir, "local.caddy"), caddyLocal(String(example!.contents), { certificate }));
    const validate = () =>
      spawnSync("runuser", ["-u", "caddy", "--", "caddy", "validate", "--config", path.join(dir, "Caddyfile"), "--adapter", "caddyfile"], {
        encoding: "utf8",
        env: caddyEnv(dir),
      });
    // Caddy's own folders (caddyEnv) are the caddy user's, as /var/lib/caddy is.
    const caddy = {
      uid: Number(spawnSync("id", ["-u", "caddy"], { encoding: "utf8" }).stdout),
      gid: Number(spawnSync("id", ["-g", "caddy"], { encoding: "utf8" }).stdout),
    };
    for (const folder of ["data", "config"]) {
      mkdirSync(path.join(dir, folder));
      chownSync(path.join(dir, folder), caddy.uid, caddy.gid);
    }
    chmodSync(certificate.key, 0o600);
    const refused = validate();
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/permission denied/i);
    chownSync(certificate.key, 0, caddy.gid);
    chmodSync(certificate.key, 0o640);
    const passed = validate();
    expect(passed.stdout + passed.stderr).toContain("Valid configuration");
    expect(passed.status).toBe(0);
  });
});
