// A repository as an agency's would be, for the web editor's tests: the
// project's own files as they are in this working tree (its code, templates,
// scripts and workflows) with the frozen content in content/, committed by a
// developer, then cloned bare for the test git host to serve.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../helpers/site.ts";

const IDENTITY = {
  GIT_AUTHOR_NAME: "Dev",
  GIT_AUTHOR_EMAIL: "dev@example.test",
  GIT_COMMITTER_NAME: "Dev",
  GIT_COMMITTER_EMAIL: "dev@example.test",
};

/** git in `cwd`, as the developer, with nothing of an outer repository's hook leaking in. */
export function git(cwd: string, ...args: string[]): string {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("GIT_")));
  return execFileSync("git", args, { cwd, encoding: "utf8", env: { ...env, ...IDENTITY } });
}

/**
 * A bare repository in `work` holding `content` (a content folder) as
 * content/ and, with `project`, every file of this project outside content/
 * and tests/ as the working tree has it (committed or not, ignored files
 * left out). Returns the bare repository's path and its first commit.
 */
export function seedRepository(work: string, content: string, { project = false } = {}): { bare: string; sha: string } {
  const seed = path.join(work, "seed");
  mkdirSync(seed, { recursive: true });
  if (project) {
    const files = git(ROOT, "ls-files", "-z", "--cached", "--others", "--exclude-standard")
      .split("\0")
      .filter((file) => file && !/^(content|tests)\//.test(file));
    for (const file of files) {
      try {
        cpSync(path.join(ROOT, file), path.join(seed, file));
      } catch {
        // Deleted in the working tree and not yet committed: not part of the project as it is.
      }
    }
  }
  cpSync(content, path.join(seed, "content"), { recursive: true });
  git(seed, "init", "--quiet", "--initial-branch=main");
  git(seed, "add", "-A");
  git(seed, "commit", "--quiet", "-m", "The site");
  const bare = path.join(work, "site.git");
  git(work, "clone", "--quiet", "--bare", seed, bare);
  return { bare, sha: git(bare, "rev-parse", "main").trim() };
}
