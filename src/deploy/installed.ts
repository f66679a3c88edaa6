// Root's side of a deploy: the server configs (and Caddy's values command)
// are root's, installed once from a build and never written by the deploy
// account. A build whose configs differ from what root installed is not
// deployed: the deploy says what to read and what to run as root, and leaves
// the live release as it is. So a change to what the server runs is always
// root's decision, and what a release brings is only its files and its values.
import { lstatSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";
import { DEPLOY_FOLDER } from "../outputs/release.ts";
import { namedFor, SERVER_CONFIGS, type ServerName } from "./releases.ts";

/** Where Debian's servers read the files root installs from a build, as README's operator path installs them. */
export const DEFAULT_INSTALLED: Record<ServerName, string[]> = {
  nginx: ["/etc/nginx/sites-enabled/site.conf"],
  caddy: ["/etc/caddy/Caddyfile", "/usr/local/sbin/site-caddy-values"],
};

/** The build's file an installed one was made from: the same name, or the same without a "site-" before it (conf.d/site-maps.conf). */
export function buildFileOf(server: ServerName, installed: string): string | undefined {
  const name = path.basename(installed);
  return SERVER_CONFIGS[server].find((file) => [name, name.replace(/^site-/, "")].includes(path.basename(file)));
}

/**
 * What is wrong with the installed files for a build's server folder, the
 * deploy folder being `folder`: each as one message, none when every
 * installed file is the build's, byte for byte.
 */
export function installedProblems(server: ServerName, installed: string[], serverFolder: string, folder: string): string[] {
  return installed.flatMap((file) => {
    const own = buildFileOf(server, file);
    if (!own) return [`${file} is none of the files a build writes for ${server} (${SERVER_CONFIGS[server].join(", ")})`];
    let stat;
    try {
      stat = lstatSync(file);
    } catch {
      return [`${file} is missing: root installs it once from the build's ${own} (README, "Your own server")`];
    }
    if (stat.isSymbolicLink())
      return [
        `${file} is a link (to ${readlinkSync(file)}), which the deploy account may be able to change: root installs the file itself, from the build's ${own}`,
      ];
    const wanted = namedFor(readFileSync(path.join(serverFolder, own), "utf8"), folder);
    if (readFileSync(file, "utf8") === wanted) return [];
    const source = path.join(serverFolder, own);
    const mode = own.endsWith("site-caddy-values") ? "755" : "644";
    const named = folder === DEPLOY_FOLDER ? source : `<(sed 's|${DEPLOY_FOLDER}/|${folder}/|g' ${source})`;
    return [
      `${file} is not the ${own} this build wrote: the build changes what the server runs, which root installs. As root, read the change, then install it and deploy again:\n` +
        `    diff -u ${file} ${named}\n` +
        `    install -o root -g root -m ${mode} ${named} ${file}`,
    ];
  });
}
