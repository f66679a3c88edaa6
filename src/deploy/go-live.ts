// npm run deploy: a build made live on this machine's nginx or Caddy as a
// whole release, or not at all. The server's config is root's (installed.ts):
// a build whose config differs from what root installed is not deployed.
// The release is copied beside the live one, `current` is switched to it,
// Caddy's values are copied by root's command, the server checks the config
// it would load and reloads, and the release counts as live only once the
// server answers its home page, again and again on new connections; it is
// then marked as one that went live. The config reads the release's name and
// headers from its values when it loads, so until a reload takes, the server
// goes on serving the previous pages with the headers written for them
// (never new pages under an old CSP). Any failure switches `current` back,
// gives the server the previous values again (restarting it after a refused
// reload), and says what is live. A lock keeps two deploys apart; old
// releases are removed, the newest few kept. A rollback goes back only to a
// release that went live.
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { takeLock } from "./lock.ts";
import { installedProblems } from "./installed.ts";
import {
  copyRelease,
  currentRelease,
  lastLiveBefore,
  markLive,
  pruneReleases,
  releaseHome,
  releasesOf,
  switchCurrent,
  type Build,
  type ServerName,
} from "./releases.ts";
import { runCommand, waitForRelease, type ServerCommands } from "./web-server.ts";

/** What is live after a failure: the release that was live before (or none), or, when it could not be shown, either. */
export type Outcome = "previous" | "unknown";

export class DeployError extends Error {
  constructor(
    message: string,
    readonly outcome: Outcome = "previous",
  ) {
    super(message);
  }
}

/** A failure after the new release went live: it is live, and stays so. */
export class AfterLiveError extends Error {
  constructor(
    message: string,
    readonly release: string,
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
  /** The files root installed from a build (the server's config…), each to be the build's. */
  installed: string[];
  /** Says each step (--verbose). */
  say: (line: string) => void;
}

/** Characters a folder may have to be named as it is in both configs. */
const SAFE_FOLDER = /^\/[A-Za-z0-9._/-]+$/;

/** Deploys a build; returns the release now live and those removed. */
export async function deploy(build: Build, options: DeployOptions): Promise<{ release: string; removed: string[] }> {
  return locked(options, async () => {
    const previous = currentRelease(options.folder);
    const stillLive = previous ? `release ${previous} is still live` : "no release is live";
    const problems = installedProblems(options.server, options.installed, build.server, options.folder);
    if (problems.length) throw new DeployError(`${problems.join("\n")}\nNothing was changed: ${stillLive}.`);
    const release = copied(options.folder, build, previous);
    options.say(`copied the build to ${path.join(releasesOf(options.folder), release)}`);
    try {
      await goLive(options, release, previous);
    } catch (error) {
      // A release that may be served is kept, unmarked: a rollback never goes back to it.
      if (error instanceof DeployError && error.outcome === "unknown") throw error;
      rmSync(path.join(releasesOf(options.folder), release), { recursive: true, force: true });
      const message = error instanceof DeployError ? error.message : `${(error as Error).message}\n${stillLive}.`;
      throw new DeployError(`${message}\nThe failed release ${release} was removed.`);
    }
    try {
      const removed = pruneReleases(options.folder, options.keep);
      if (removed.length) options.say(`removed old releases: ${removed.join(", ")}`);
      return { release, removed };
    } catch (error) {
      throw new AfterLiveError(`removing old releases failed: ${(error as Error).message}`, release);
    }
  });
}

/** Makes the last release older than the live one that went live live again; returns its name. */
export async function rollback(options: DeployOptions): Promise<string> {
  return locked(options, async () => {
    const live = currentRelease(options.folder);
    if (live === undefined) throw new DeployError(`no release is live in ${options.folder}, so there is nothing to go back from`);
    const target = lastLiveBefore(options.folder, live);
    if (target === undefined)
      throw new DeployError(
        `no release older than the live one, ${live}, went live and is still kept in ${releasesOf(options.folder)}: there is none to go back to`,
      );
    const dir = path.join(releasesOf(options.folder), target);
    const problems = installedProblems(options.server, options.installed, dir, options.folder);
    if (problems.length)
      throw new DeployError(
        `release ${target} was made for another server config than the one installed:\n${problems.join("\n")}\nNothing was changed: release ${live} is still live.`,
      );
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

/** Switches to `release`, checks, reloads and waits for its pages, then marks it live; on any failure, puts `previous` back. */
async function goLive(options: DeployOptions, release: string, previous: string | undefined): Promise<void> {
  const { server, commands } = options;
  switchCurrent(options.folder, release);
  const values = giveValues(options);
  const check = values.ok ? runCommand(commands.check) : values;
  if (!check.ok) {
    switchCurrent(options.folder, previous);
    const what = values.ok
      ? `${server}'s check of release ${release} failed (${commands.check})`
      : `release ${release}'s values were refused (${commands.values})`;
    const back = values.ok ? giveValues(options) : { ok: true, output: "" };
    if (!back.ok)
      throw new DeployError(
        `${what}:\n${indent(check.output)}\nrelease ${previous}'s values could not be given back either (${commands.values}):\n${indent(back.output)}\nthe server was not reloaded: release ${previous} is still live.`,
      );
    throw new DeployError(
      `${what}:\n${indent(check.output)}\n` +
        `${previous ? `release ${previous} is still live, with its own values` : "no release was live, and none is"}: the server was not reloaded.`,
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
  if (!failure) {
    markLive(options.folder, release);
    return options.say(`${server} serves release ${release}`);
  }
  switchCurrent(options.folder, previous);
  const restored = await restore(options, previous, reload.ok);
  if (restored.live) throw new DeployError(`${failure}\n${restored.said}`);
  throw new DeployError(
    `${failure}\n${restored.said}\nSo the server may serve release ${previous ?? "(none)"} or ${release}. ${release} is kept, not as a release that went live: a rollback never goes back to it.`,
    "unknown",
  );
}

/** Gives the server the live release's values, where it needs a command of root's for that (Caddy); nginx reads them itself. */
function giveValues(options: DeployOptions): { ok: boolean; output: string } {
  return options.commands.values ? runCommand(options.commands.values) : { ok: true, output: "" };
}

/**
 * Gives the server the previous release's values again after a reload that
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
  const values = giveValues(options);
  if (!values.ok)
    return {
      said: `release ${previous}'s values could not be given back to ${server} (${commands.values}):\n${indent(values.output)}\nits log says what it serves.`,
      live: false,
    };
  const why = reloaded
    ? await reloadAgain(options, previous)
    : `${server} refused the reload, and may still hold part of the config it refused`;
  if (!why) return { said: `release ${previous} is live again, with its own values (${server} answers its home page).`, live: true };
  const restart = runCommand(commands.restart);
  if (!restart.ok) {
    const said = `${why}; it could not be restarted (${commands.restart}):\n${indent(restart.output)}\nits log says what it serves.`;
    return { said, live: false };
  }
  const after = await served(options, previous);
  if (after) return { said: `${why}; restarted with release ${previous}'s values, it answers ${after}: its log says why.`, live: false };
  return {
    said: `release ${previous} is live again, with its own values: ${why}, so it was restarted, and answers its home page.`,
    live: true,
  };
}

/** Reloads with the previous release's values; why that was not enough, if it was not. */
async function reloadAgain(options: DeployOptions, previous: string): Promise<string | undefined> {
  const reload = runCommand(options.commands.reload);
  if (!reload.ok) return `${options.server} could not be reloaded with release ${previous}'s values either`;
  const answer = await served(options, previous);
  return answer && `${options.server} answered ${answer} after a reload with release ${previous}'s values`;
}

/** Waits for the server to answer the release's home page; what it answered instead, if it never does. */
function served(options: DeployOptions, release: string): Promise<string | undefined> {
  const { siteUrl, page } = releaseHome(options.folder, release);
  return waitForRelease({ local: options.local, siteUrl }, readFileSync(page), options.wait);
}

const indent = (text: string) => text.replace(/^/gm, "    ");
