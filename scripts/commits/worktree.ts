// A commit's checkout beside this one, for scripts that build two commits and
// compare them: a detached git worktree in the system's temp folder, sharing
// this checkout's node_modules (the packages a commit needs are a subset of
// today's, and the builds bundle with esbuild from there).
import { execFileSync } from "node:child_process";
import { existsSync, lstatSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

const git = (...args: string[]) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim();

/** The full hash of a commit name ("main", "HEAD~1", "258fe08"); throws on an unknown name. */
const commitOf = (name: string): string => git("rev-parse", "--verify", `${name}^{commit}`);

/**
 * A checkout of `name`, or this working tree itself for "." (so uncommitted
 * work can be compared before it is committed). Returns its folder.
 */
export function checkout(name: string): string {
  if (name === ".") return ROOT;
  const commit = commitOf(name);
  const dir = path.join(tmpdir(), `site-commit-${commit.slice(0, 12)}`);
  if (!existsSync(path.join(dir, "package.json"))) {
    rmSync(dir, { recursive: true, force: true });
    git("worktree", "prune");
    git("worktree", "add", "--detach", "--force", dir, commit);
  }
  const modules = path.join(dir, "node_modules");
  if (!existsSync(modules)) {
    // A link left pointing at a checkout since removed: existsSync follows it, symlinkSync would find it taken.
    if (lstatSync(modules, { throwIfNoEntry: false })) rmSync(modules);
    symlinkSync(path.join(ROOT, "node_modules"), modules, "dir");
  }
  return dir;
}

/** A commit's short name for tables: "." is "working tree". */
export const label = (name: string): string => (name === "." ? "working tree" : `${name} (${commitOf(name).slice(0, 7)})`);
