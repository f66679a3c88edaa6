// The deploy folder (/var/www/site): releases/<id>/, each a whole build (the
// site's files in site/, under its path for a sub-path site, and the server
// configs beside them, naming that folder as the site's), and `current`, the
// link to the release the server loads at its next reload. A release is
// copied under a temporary name and renamed when whole, so a copy that stops
// halfway is never taken for a release.
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { RELEASE_SITE, SITE_FILE, type SiteFile } from "../outputs/release.ts";

/** The configs in a release that name the site's folder: each server's whole config, and its part to include in a server of one's own. */
export const SERVER_CONFIGS = {
  nginx: ["nginx/site.conf", "nginx/locations.conf"],
  caddy: ["caddy/Caddyfile", "caddy/site.caddy"],
} as const;
export type ServerName = keyof typeof SERVER_CONFIGS;

const RELEASES = "releases";
const CURRENT = "current";
const PARTIAL = ".partial-";

export class ReleaseError extends Error {}

export interface Build {
  /** The site (dist/). */
  site: string;
  /** The server configs of the same build (dist-server/). */
  server: string;
}

export const releasesOf = (folder: string) => path.join(folder, RELEASES);

/** The releases, oldest first (their names sort by time). */
export function listReleases(folder: string): string[] {
  const dir = releasesOf(folder);
  try {
    return readdirSync(dir)
      .filter((name) => !name.startsWith("."))
      .sort();
  } catch {
    return [];
  }
}

/** The release `current` links to; none before the first deploy. */
export function currentRelease(folder: string): string | undefined {
  try {
    return path.basename(readlinkSync(path.join(folder, CURRENT)));
  } catch {
    return undefined;
  }
}

/** Points `current` at a release (none: removes it), in one rename, so it is never missing or half-written. */
export function switchCurrent(folder: string, release: string | undefined): void {
  const link = path.join(folder, CURRENT);
  if (release === undefined) return rmSync(link, { force: true });
  const next = path.join(folder, `.${CURRENT}-${process.pid}`);
  rmSync(next, { force: true });
  symlinkSync(path.join(RELEASES, release), next);
  renameSync(next, link);
}

/** The site's address the build wrote into its server folder's site.json (a release keeps a copy). */
function siteOf(serverFolder: string): SiteFile {
  const file = path.join(serverFolder, SITE_FILE);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as SiteFile;
  } catch {
    throw new ReleaseError(`${file} is missing or unreadable: is ${serverFolder} the server folder of a build (dist-server/)?`);
  }
}

/** A release's address and its home page's file, which the server must answer with once the release is live. */
export function releaseHome(folder: string, release: string): { siteUrl: string; page: string } {
  const dir = path.join(releasesOf(folder), release);
  const { siteUrl } = siteOf(dir);
  return { siteUrl, page: path.join(dir, "site", new URL(siteUrl).pathname, "index.html") };
}

/**
 * Copies a build into a new release and returns its name. The configs get
 * the release's own folder for the site's; a copy that fails leaves nothing.
 */
export function copyRelease(folder: string, build: Build, now: Date): string {
  const dir = releasesOf(folder);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (name.startsWith(PARTIAL)) rmSync(path.join(dir, name), { recursive: true, force: true });
  const release = releaseName(dir, now);
  const partial = path.join(dir, `${PARTIAL}${release}`);
  const sitePath = new URL(siteOf(build.server).siteUrl).pathname;
  try {
    copyTree(build.server, partial);
    copyTree(build.site, path.join(partial, "site", sitePath));
    const siteFolder = path.join(dir, release, "site");
    for (const config of Object.values(SERVER_CONFIGS).flat()) nameSiteFolder(path.join(partial, config), siteFolder);
    renameSync(partial, path.join(dir, release));
    return release;
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Removes all but the newest `keep` releases, never `current` nor the one before it. */
export function pruneReleases(folder: string, keep: number): string[] {
  const releases = listReleases(folder);
  const live = currentRelease(folder);
  const spared = new Set([...releases.slice(-keep), live, releases[releases.indexOf(live ?? "") - 1]]);
  const removed = releases.filter((release) => !spared.has(release));
  for (const release of removed) rmSync(path.join(releasesOf(folder), release), { recursive: true, force: true });
  return removed;
}

/** A name that sorts by time: 20261126T163412Z, with -2, -3… for a second deploy within the second. */
function releaseName(dir: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  const taken = new Set(readdirSync(dir).map((name) => name.replace(PARTIAL, "")));
  for (let n = 1; ; n++) {
    const name = n === 1 ? stamp : `${stamp}-${n}`;
    if (!taken.has(name)) return name;
  }
}

/** Copies regular files and folders only: anything else in a build (a link, a pipe) is not the build's, and stops the copy. */
function copyTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) copyTree(source, path.join(to, entry.name));
    else if (entry.isFile()) copyFileSync(source, path.join(to, entry.name));
    else throw new ReleaseError(`${source} is not a file or a folder (${kind(source)}); a build holds only those, so nothing was deployed`);
  }
}

function kind(file: string): string {
  const stat = lstatSync(file);
  return stat.isSymbolicLink() ? "a link" : stat.isFIFO() ? "a pipe" : stat.isSocket() ? "a socket" : "a device";
}

function nameSiteFolder(config: string, siteFolder: string): void {
  if (!existsSync(config)) throw new ReleaseError(`${config} is missing: was the build made by this version?`);
  const text = readFileSync(config, "utf8");
  const found = text.split(RELEASE_SITE).length - 1;
  if (found !== 1)
    throw new ReleaseError(
      `${config} names the site's folder (${RELEASE_SITE}) ${found} times, not once: was it written by this version's build?`,
    );
  writeFileSync(config, text.replace(RELEASE_SITE, siteFolder));
}
