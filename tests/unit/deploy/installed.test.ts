// src/deploy/installed.ts: a build is deployed only over the configs root
// installed from it. The same bytes (with the deploy folder named) pass; a
// changed one, a link in its place or a missing one is refused, each saying
// what root runs; a file that is none of the build's is named as such.
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildFileOf, installedProblems } from "../../../src/deploy/installed.ts";
import { tempDir } from "../../shared/temp.ts";

function serverFolder(): string {
  const dir = tempDir("installed-build-");
  mkdirSync(path.join(dir, "nginx"));
  writeFileSync(path.join(dir, "nginx", "site.conf"), "root /var/www/site/releases/$site_release/site;\n");
  writeFileSync(path.join(dir, "nginx", "maps.conf"), "map x $y { include /var/www/site/current/values.map; }\n");
  return dir;
}

describe("installedProblems", () => {
  const build = serverFolder();
  const etc = tempDir("installed-etc-");
  const site = path.join(etc, "site.conf");

  it("passes a config that is the build's, with the deploy folder named", () => {
    writeFileSync(site, "root /srv/www/releases/$site_release/site;\n");
    expect(installedProblems("nginx", [site], build, "/srv/www")).toEqual([]);
  });

  it("refuses one that differs, saying how root reads the change and installs it", () => {
    writeFileSync(site, "root /var/www/site/releases/$site_release/site;\naccess_log /root/x;\n");
    const [problem] = installedProblems("nginx", [site], build, "/var/www/site");
    expect(problem).toContain(`${site} is not the nginx/site.conf this build wrote`);
    expect(problem).toContain(`    diff -u ${site} ${path.join(build, "nginx/site.conf")}\n`);
    expect(problem).toContain(`    install -o root -g root -m 644 ${path.join(build, "nginx/site.conf")} ${site}`);
  });

  it("refuses a link in its place, and a missing one", () => {
    const link = path.join(etc, "linked", "site.conf");
    mkdirSync(path.dirname(link));
    symlinkSync(path.join(build, "nginx", "site.conf"), link);
    expect(installedProblems("nginx", [link], build, "/var/www/site")[0]).toMatch(
      /is a link \(to .*\), which the deploy account may be able to change/,
    );
    expect(installedProblems("nginx", [path.join(etc, "none", "site.conf")], build, "/var/www/site")[0]).toMatch(
      /site\.conf is missing: root installs it once/,
    );
  });

  it("knows each installed file by its name, or its name without site- (conf.d/site-maps.conf)", () => {
    expect(buildFileOf("nginx", "/etc/nginx/conf.d/site-maps.conf")).toBe("nginx/maps.conf");
    expect(buildFileOf("caddy", "/usr/local/sbin/site-caddy-values")).toBe("caddy/site-caddy-values");
    expect(installedProblems("nginx", ["/etc/nginx/nginx.conf"], build, "/var/www/site")[0]).toMatch(
      /is none of the files a build writes for nginx/,
    );
  });
});
