// npm run deploy: a build made live on this machine's nginx or Caddy as a
// whole release, or not at all. The release is copied beside the live one,
// `current` is switched to it, the server checks the config it would load
// and reloads, and the release counts as live only once the server answers
// its home page, again and again on new connections. Each config names its
// own release's folder for the site's files, so until a reload takes, the
// server goes on serving the previous pages with the headers written for them
// (never new pages under an old CSP). Any failure switches `current` back,
// puts the previous config back in the server when it may have loaded the
// new one (a restart after a refused reload), and says what is live. A lock keeps two deploys apart; old releases are removed, the
// newest few kept.
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { takeLock } from "./lock.ts";
import {
  copyRelease,
  currentRelease,
  listReleases,
  pruneReleases,
  releaseHome,
  releasesOf,
  switchCurrent,
  type Build,
  type ServerName,
} from "./releases.ts";
import { runCommand, waitForRelease, type ServerCommands } from "./server.ts";

export class DeployError extends Error {
  /** The server may be serving the release that failed (it could not be shown to serve the previous one again). */
  constructor(
    message: string,
    readonly serverMayHaveIt = false,
  ) {
    super(message);
  }
}

export interface DeployOptions {
  /** The deploy folder: releases/ and `current` (/var/www/site). */
  folder: string;
  server: ServerName;
  commands: ServerCommands;
  /** The server on this machine, asked for the release's home page: https://127.0.0.1. */
  local: string;
  /** How many releases to keep. */
  keep: number;
  /** How long a reload may take to show, in seconds. */
  wait: number;
  /** Says each step (--verbose). */
  say: (line: string) => void;
}

/** Characters a folder may have to be named as it is in both configs. */
const SAFE_FOLDER = /^\/[A-Za-z0-9._/-]+$/;

/** Deploys a build; returns the release now live and those removed. */
export async function deploy(build: Build, options: DeployOptions): Promise<{ release: string; removed: string[] }> {
  return locked(options, async () => {
    const previous = currentRelease(options.folder);
    const release = copied(options.folder, build, previous);
    options.say(`copied the build to ${path.join(releasesOf(options.folder), release)}`);
    try {
      await goLive(options, release, previous);
    } catch (error) {
      // A release no server serves is removed, so it is never the one a rollback goes back to.
      if (!(error instanceof DeployError) || error.serverMayHaveIt) throw error;
      rmSync(path.join(releasesOf(options.folder), release), { recursive: true, force: true });
      throw new DeployError(`${error.message}\nThe failed release ${release} was removed.`);
    }
    const removed = pruneReleases(options.folder, options.keep);
    if (removed.length) options.say(`removed old releases: ${removed.join(", ")}`);
    return { release, removed };
  });
}

/** Makes the release before the live one live again; returns its name. */
export async function rollback(options: DeployOptions): Promise<string> {
  return locked(options, async () => {
    const live = currentRelease(options.folder);
    if (live === undefined) throw new DeployError(`no release is live in ${options.folder}, so there is nothing to go back from`);
    const releases = listReleases(options.folder);
    const target = releases[releases.indexOf(live) - 1];
    if (target === undefined)
      throw new DeployError(`release ${live} is the oldest kept in ${releasesOf(options.folder)}: there is none before it`);
    await goLive(options, target, live);
    return target;
  });
}

/** The new release; a copy that fails leaves no trace of it, and says so. */
function copied(folder: string, build: Build, previous: string | undefined): string {
  try {
    return copyRelease(folder, build, new Date());
  } catch (error) {
    throw new DeployError(
      `the build could not be copied: ${(error as Error).message}\nnothing was made live, and the part copied was removed: ${previous ? `release ${previous} is still live` : "no release is live"}.`,
    );
  }
}

async function locked<T>(options: DeployOptions, work: () => Promise<T>): Promise<T> {
  if (!SAFE_FOLDER.test(options.folder))
    throw new DeployError(
      `${options.folder}: the deploy folder must be an absolute path of letters, digits and . _ - / only, as the configs name it`,
    );
  mkdirSync(options.folder, { recursive: true });
  const unlock = takeLock(options.folder);
  try {
    return await work();
  } finally {
    unlock();
  }
}

/** Switches to `release`, checks, reloads and waits for its pages; on any failure, puts `previous` back. */
async function goLive(options: DeployOptions, release: string, previous: string | undefined): Promise<void> {
  const { server, commands } = options;
  switchCurrent(options.folder, release);
  const check = runCommand(commands.check);
  if (!check.ok) {
    switchCurrent(options.folder, previous);
    throw new DeployError(
      `${server}'s check of release ${release} failed (${commands.check}):\n${indent(check.output)}\n` +
        `${previous ? `release ${previous} is still live, with its own config` : "no release was live, and none is"}: the server was not reloaded.`,
    );
  }
  options.say(`${server} accepts the config of release ${release}`);
  const reload = runCommand(commands.reload);
  const failure = reload.ok
    ? await served(options, release).then(
        (answer) =>
          answer &&
          `${server} was reloaded, but after ${options.wait} s it still answers ${answer} at ${options.local}, not release ${release}'s`,
      )
    : `${server} could not be reloaded (${commands.reload}):\n${indent(reload.output)}`;
  if (!failure) return options.say(`${server} serves release ${release}`);
  switchCurrent(options.folder, previous);
  const restored = await restore(options, previous, reload.ok);
  throw new DeployError(`${failure}\n${restored.said}`, !restored.live);
}

/**
 * Puts the previous release's config back in the server after a reload that
 * failed or did not show, and says what is live, and whether that is the
 * previous release. A server that refused a reload is restarted, not
 * reloaded: it may still hold part of the config it refused (Caddy 2.6 keeps
 * listening on the new config's ports, caddyserver/caddy#7175), and answer
 * with it on some connections, which no number of requests can rule out. One
 * whose reload went through but did not show is reloaded, and restarted if
 * it still does not answer the previous release's home page.
 */
async function restore(options: DeployOptions, previous: string | undefined, reloaded: boolean): Promise<{ said: string; live: boolean }> {
  const { server, commands } = options;
  if (previous === undefined) return { said: "no release was live before this one; the server was left as it is.", live: false };
  const why = reloaded
    ? await reloadAgain(options, previous)
    : `${server} refused the reload, and may still hold part of the config it refused`;
  if (!why) return { said: `release ${previous} is live again, with its own config (${server} answers its home page).`, live: true };
  const restart = runCommand(commands.restart);
  if (!restart.ok) {
    const said = `${why}; it could not be restarted (${commands.restart}):\n${indent(restart.output)}\nits log says what it serves.`;
    return { said, live: false };
  }
  const after = await served(options, previous);
  if (after) return { said: `${why}; restarted with release ${previous}'s config, it answers ${after}: its log says why.`, live: false };
  return {
    said: `release ${previous} is live again, with its own config: ${why}, so it was restarted, and answers its home page.`,
    live: true,
  };
}

/** Reloads the previous release's config; why that was not enough, if it was not. */
async function reloadAgain(options: DeployOptions, previous: string): Promise<string | undefined> {
  const reload = runCommand(options.commands.reload);
  if (!reload.ok) return `${options.server} could not be reloaded with release ${previous}'s config either`;
  const answer = await served(options, previous);
  return answer && `${options.server} answered ${answer} after a reload with release ${previous}'s config`;
}

/** Waits for the server to answer the release's home page; what it answered instead, if it never does. */
function served(options: DeployOptions, release: string): Promise<string | undefined> {
  const { siteUrl, page } = releaseHome(options.folder, release);
  return waitForRelease({ local: options.local, siteUrl }, readFileSync(page), options.wait);
}

const indent = (text: string) => text.replace(/^/gm, "    ");
