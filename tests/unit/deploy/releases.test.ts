// src/deploy/releases.ts: a build copied into a release whose configs name
// the deploy folder and whose values name the release (its site under the
// site's path for a sub-path site), names that sort by time and never
// collide, a copy that stops leaving nothing, a build without its values
// refused, `current` switched and removed, rollback's target only a release
// that went live, and pruning that keeps the newest, the live one and that
// target.
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  copyRelease,
  currentRelease,
  lastLiveBefore,
  listReleases,
  markLive,
  pruneReleases,
  releaseHome,
  switchCurrent,
  SERVER_CONFIGS,
} from "../../../src/deploy/releases.ts";
import { DEPLOY_FOLDER, VALUES_FILE } from "../../../src/outputs/release.ts";
import { tempDir } from "../../shared/temp.ts";

const NOW = new Date("2026-11-26T16:34:12.345Z");

/** A build: a home page and a picture, and the configs as the build writes them. */
function makeBuild(siteUrl: string, config = `root ${DEPLOY_FOLDER}/releases/$site_release/site;\n`) {
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
  writeFileSync(path.join(server, VALUES_FILE), 'header_every_x "y";\n');
  return { site, server };
}

describe("copyRelease", () => {
  it("copies the site and the configs, which name the deploy folder, and the values, which name the release", () => {
    const folder = tempDir("deploy-folder-");
    const release = copyRelease(folder, makeBuild("https://www.example.com"), NOW);
    expect(release).toBe("20261126T163412Z");
    const dir = path.join(folder, "releases", release);
    expect(readFileSync(path.join(dir, "site", "images", "logo.svg"), "utf8")).toBe("<svg/>\n");
    for (const file of Object.values(SERVER_CONFIGS).flat())
      expect(readFileSync(path.join(dir, file), "utf8")).toBe(`root ${folder}/releases/$site_release/site;\n`);
    expect(readFileSync(path.join(dir, VALUES_FILE), "utf8")).toBe(`header_every_x "y";\nsite_release "${release}";\n`);
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

  it("refuses a build without its values, leaving nothing behind", () => {
    const folder = tempDir("deploy-folder-");
    const build = makeBuild("https://www.example.com");
    rmSync(path.join(build.server, VALUES_FILE));
    expect(() => copyRelease(folder, build, NOW)).toThrow(/values\.map is missing: was the build made by this version\?/);
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

  it("goes back only to a release that went live: the newest older than the live one", () => {
    const folder = tempDir("deploy-folder-");
    const build = makeBuild("https://www.example.com");
    const names = Array.from({ length: 4 }, (_, day) => copyRelease(folder, build, new Date(Date.UTC(2026, 10, day + 1))));
    expect(lastLiveBefore(folder, names[3]!)).toBeUndefined();
    markLive(folder, names[0]!);
    markLive(folder, names[3]!);
    // names[1] and names[2] never went live (a failed deploy may keep one).
    expect(lastLiveBefore(folder, names[3]!)).toBe(names[0]);
    markLive(folder, names[1]!);
    expect(lastLiveBefore(folder, names[3]!)).toBe(names[1]);
    expect(lastLiveBefore(folder, names[0]!)).toBeUndefined();
  });

  it("keeps the newest, and the live release and the one a rollback goes back to even when older", () => {
    const folder = tempDir("deploy-folder-");
    const build = makeBuild("https://www.example.com");
    const names = Array.from({ length: 6 }, (_, day) => copyRelease(folder, build, new Date(Date.UTC(2026, 10, day + 1))));
    for (const release of [names[0]!, names[2]!]) markLive(folder, release);
    switchCurrent(folder, names[2]);
    expect(pruneReleases(folder, 2)).toEqual([names[1], names[3]]);
    expect(listReleases(folder)).toEqual([names[0], names[2], names[4], names[5]]);
  });
});
