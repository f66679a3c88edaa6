// The deploy folder (/var/www/site): releases/<id>/, each a whole build (the
// site's files in site/, under its path for a sub-path site; its values
// file, which names the release; and the server configs beside them, naming
// this deploy folder, as root installs them), and `current`, the link to the
// release whose values the server loads at its next reload. A release is
// copied under a temporary name and renamed when whole, so a copy that stops
// halfway is never taken for a release; one the server was seen to serve is
// marked so, and only such a release is ever gone back to.
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
import { DEPLOY_FOLDER, RELEASE_VALUE, SITE_FILE, VALUES_FILE, type SiteFile } from "../outputs/release.ts";

/**
 * Root's files in a release, which name the deploy folder: each server's
 * whole config, its parts to include in a server of one's own, and Caddy's
 * command that copies a release's values.
 */
export const SERVER_CONFIGS = {
  nginx: ["nginx/site.conf", "nginx/locations.conf", "nginx/maps.conf"],
  caddy: ["caddy/Caddyfile", "caddy/site.caddy", "caddy/site-caddy-values"],
} as const;
export type ServerName = keyof typeof SERVER_CONFIGS;

const RELEASES = "releases";
const CURRENT = "current";
const PARTIAL = ".partial-";
/** In a release's folder once the server was seen to serve it. */
const WENT_LIVE = "went-live";

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
 * Copies a build into a new release and returns its name. Its configs name
 * this deploy folder, and its values file the release; a copy that fails
 * leaves nothing.
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
    for (const config of Object.values(SERVER_CONFIGS).flat()) nameDeployFolder(path.join(partial, config), folder);
    const values = path.join(partial, VALUES_FILE);
    if (!existsSync(values))
      throw new ReleaseError(`${path.join(build.server, VALUES_FILE)} is missing: was the build made by this version?`);
    writeFileSync(values, `${readFileSync(values, "utf8")}${RELEASE_VALUE} "${release}";\n`);
    renameSync(partial, path.join(dir, release));
    return release;
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Marks a release as one the server was seen to serve. */
export function markLive(folder: string, release: string): void {
  writeFileSync(path.join(releasesOf(folder), release, WENT_LIVE), `${new Date().toISOString()}\n`);
}

/** The newest release older than `live` that the server was seen to serve: the one a rollback goes back to. */
export function lastLiveBefore(folder: string, live: string): string | undefined {
  const releases = listReleases(folder);
  return releases
    .slice(0, releases.indexOf(live))
    .filter((release) => existsSync(path.join(releasesOf(folder), release, WENT_LIVE)))
    .at(-1);
}

/** Removes all but the newest `keep` releases, never `current` nor the one a rollback would go back to. */
export function pruneReleases(folder: string, keep: number): string[] {
  const releases = listReleases(folder);
  const live = currentRelease(folder);
  const spared = new Set([...releases.slice(-keep), live, live && lastLiveBefore(folder, live)]);
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

/** A config as the deploy folder `folder` has it: the build's, with the folder the build names (/var/www/site) replaced. */
export const namedFor = (text: string, folder: string) => text.split(`${DEPLOY_FOLDER}/`).join(`${folder}/`);

/** Writes this deploy folder where a config names the default one. */
function nameDeployFolder(config: string, folder: string): void {
  if (!existsSync(config)) throw new ReleaseError(`${config} is missing: was the build made by this version?`);
  writeFileSync(config, namedFor(readFileSync(config, "utf8"), folder));
}
