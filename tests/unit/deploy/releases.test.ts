// src/deploy/releases.ts: a build copied into a release whose configs name
// its own site folder (under the site's path for a sub-path site), names
// that sort by time and never collide, a copy that stops leaving nothing, a
// config the deploy cannot name refused, `current` switched and removed, and
// pruning that keeps the newest, the live one and the one before it.
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  copyRelease,
  currentRelease,
  listReleases,
  pruneReleases,
  releaseHome,
  switchCurrent,
  SERVER_CONFIGS,
} from "../../../src/deploy/releases.ts";
import { RELEASE_SITE } from "../../../src/outputs/release.ts";
import { tempDir } from "../../support/temp.ts";

const NOW = new Date("2026-11-26T16:34:12.345Z");

/** A build: a home page and a picture, and the configs as the build writes them. */
function makeBuild(siteUrl: string, config = `root ${RELEASE_SITE};\n`) {
  const dir = tempDir("release-build-");
  const site = path.join(dir, "dist");
  const server = path.join(dir, "dist-server");
  mkdirSync(path.join(site, "images"), { recursive: true });
  writeFileSync(path.join(site, "index.html"), "<!doctype html><title>Home</title>\n");
  writeFileSync(path.join(site, "images", "logo.svg"), "<svg/>\n");
  for (const file of Object.values(SERVER_CONFIGS).flat()) {
    mkdirSync(path.dirname(path.join(server, file)), { recursive: true });
    writeFileSync(path.join(server, file), config);
  }
  writeFileSync(path.join(server, "site.json"), JSON.stringify({ siteUrl }));
  return { site, server };
}

describe("copyRelease", () => {
  it("copies the site and the configs, which name the release's own site folder", () => {
    const folder = tempDir("deploy-folder-");
    const release = copyRelease(folder, makeBuild("https://www.example.com"), NOW);
    expect(release).toBe("20261126T163412Z");
    const dir = path.join(folder, "releases", release);
    expect(readFileSync(path.join(dir, "site", "images", "logo.svg"), "utf8")).toBe("<svg/>\n");
    for (const file of Object.values(SERVER_CONFIGS).flat()) expect(readFileSync(path.join(dir, file), "utf8")).toBe(`root ${dir}/site;\n`);
    expect(releaseHome(folder, release)).toEqual({ siteUrl: "https://www.example.com", page: path.join(dir, "site", "index.html") });
  });

  it("puts a sub-path site's files under its path", () => {
    const folder = tempDir("deploy-folder-");
    const release = copyRelease(folder, makeBuild("https://example.org/agency/"), NOW);
    expect(existsSync(path.join(folder, "releases", release, "site", "agency", "index.html"))).toBe(true);
    expect(releaseHome(folder, release).page).toBe(path.join(folder, "releases", release, "site", "agency", "index.html"));
  });

  it("names a second release of the same second apart, and sorts them by time", () => {
    const folder = tempDir("deploy-folder-");
    const build = makeBuild("https://www.example.com");
    const names = [
      copyRelease(folder, build, NOW),
      copyRelease(folder, build, NOW),
      copyRelease(folder, build, new Date("2026-11-27T00:00:00Z")),
    ];
    expect(names).toEqual(["20261126T163412Z", "20261126T163412Z-2", "20261127T000000Z"]);
    expect(listReleases(folder)).toEqual(names);
  });

  it("refuses a config that does not name the site's folder once, leaving nothing behind", () => {
    const folder = tempDir("deploy-folder-");
    expect(() => copyRelease(folder, makeBuild("https://www.example.com", "root /srv/elsewhere;\n"), NOW)).toThrow(
      /names the site's folder \(\/var\/www\/site\/current\/site\) 0 times, not once/,
    );
    expect(readdirSync(path.join(folder, "releases"))).toEqual([]);
  });

  it("refuses a build without site.json, saying what it expected", () => {
    const build = makeBuild("https://www.example.com");
    writeFileSync(path.join(build.server, "site.json"), "not json");
    expect(() => copyRelease(tempDir("deploy-folder-"), build, NOW)).toThrow(
      /site\.json is missing or unreadable: is .* the server folder of a build/,
    );
  });
});

describe("current and pruning", () => {
  it("switches current, and removes it", () => {
    const folder = tempDir("deploy-folder-");
    const release = copyRelease(folder, makeBuild("https://www.example.com"), NOW);
    expect(currentRelease(folder)).toBeUndefined();
    switchCurrent(folder, release);
    expect(readlinkSync(path.join(folder, "current"))).toBe(path.join("releases", release));
    expect(currentRelease(folder)).toBe(release);
    switchCurrent(folder, undefined);
    expect(currentRelease(folder)).toBeUndefined();
  });

  it("keeps the newest, and the live release and the one before it even when older", () => {
    const folder = tempDir("deploy-folder-");
    const build = makeBuild("https://www.example.com");
    const names = Array.from({ length: 6 }, (_, day) => copyRelease(folder, build, new Date(Date.UTC(2026, 10, day + 1))));
    switchCurrent(folder, names[2]);
    expect(pruneReleases(folder, 2)).toEqual([names[0], names[3]]);
    expect(listReleases(folder)).toEqual([names[1], names[2], names[4], names[5]]);
  });
});
