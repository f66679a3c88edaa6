// An offline stand-in for a Gitea server, so the web editor (Sveltia CMS and
// its `gitea` back end) can sign in, read the content and commit to a real
// bare git repository in tests, with nothing leaving 127.0.0.1. Gitea and
// Forgejo are not packaged in Debian 12, and a hosted forge would make the
// tests depend on the network and on someone's account.
//
// It answers exactly what Sveltia's gitea back end calls (read from
// @sveltia/cms 0.221.1, src/lib/services/backends/git/gitea/*), and the
// commit statuses a CI run posts and the web editor's publishing panel reads
// (POST /statuses/{sha}, GET /commits/{ref}/statuses), with the shapes Gitea
// 1.24 gives, and nothing more: a call it does not know is
// answered 404 and written to `unknown`, so a test can tell when Sveltia
// starts to need something new. Everything is read from and written with the
// `git` command line on the bare repository, never a work tree: a save is
// built with plumbing in a private index and lands with a compare-and-swap
// update-ref, so a branch moved by someone else in the meantime is refused
// rather than overwritten, as a forge would.
import { spawn } from "node:child_process";
import { timingSafeEqual } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

interface GitHostUser {
  login: string;
  name: string;
  email: string;
}

interface GitHostOptions {
  /** Path of the bare repository. */
  bare: string;
  owner: string;
  name: string;
  /** The repository's default branch. */
  branch?: string;
  /** The one personal access token that is accepted. */
  token: string;
  /** The account the token belongs to. */
  user: GitHostUser;
}

export interface GitHost {
  origin: string;
  apiRoot: string;
  /** "owner/name" */
  repo: string;
  /** "METHOD /path?query" of every request this host does not implement, in order. */
  unknown: string[];
  /** "METHOD /path?query" of every request, preflights included, in order. */
  calls: string[];
  close(): Promise<void>;
}

/** Sveltia refuses Gitea below 1.24 (it needs the bulk file-contents endpoint) and takes anything above 10 for Forgejo. */
const GITEA_VERSION = "1.24.6";
/** Gitea's defaults: Sveltia sizes its batches from them, so they have to be the ones the handlers below enforce. */
const API_SETTINGS = {
  max_response_items: 50,
  default_paging_num: 30,
  default_git_trees_per_page: 1000,
  default_max_blob_size: 10 * 1024 * 1024,
  default_max_response_size: 50 * 1024 * 1024,
};
const MAX_BODY = 64 * 1024 * 1024;
const ZERO_SHA = "0".repeat(40);

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`git ${args.join(" ")} failed (${code}): ${stderr.trim()}`);
  }
}

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

interface Request {
  method: string;
  url: URL;
  /** Captured path segments, percent-decoded. */
  params: string[];
  body: () => Promise<unknown>;
}

interface TreeEntry {
  mode: string;
  type: string;
  sha: string;
  size: number;
  path: string;
}

interface Blob {
  sha: string;
  size: number;
  data: Buffer;
}

interface FileChange {
  operation: "create" | "update" | "delete";
  path: string;
  content: Buffer;
  fromPath: string | undefined;
  sha: string | undefined;
}

interface Identity {
  name: string;
  email: string;
  date: string;
}

export async function startGitHost(options: GitHostOptions): Promise<GitHost> {
  const { bare, owner, name, token, user } = options;
  const defaultBranch = options.branch ?? "main";
  const unknown: string[] = [];
  const calls: string[] = [];
  /** Commit statuses by commit, newest first: what a CI run reports (POST /statuses/{sha}). */
  const statuses = new Map<string, Record<string, unknown>[]>();
  let statusCount = 0;
  let origin = "";
  let apiRoot = "";

  // Variables such as GIT_DIR or GIT_INDEX_FILE leak in when tests run from a git hook, and would point every command elsewhere.
  const baseEnv: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("GIT_")));
  Object.assign(baseEnv, { GIT_DIR: bare, GIT_LITERAL_PATHSPECS: "1", GIT_TERMINAL_PROMPT: "0" });

  function git(args: string[], input?: Buffer | string, env: Record<string, string> = {}): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const child = spawn("git", args, { env: { ...baseEnv, ...env }, stdio: ["pipe", "pipe", "pipe"] });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
      child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
      child.on("error", reject);
      child.on("close", (code) => {
        if (code === 0) resolve(Buffer.concat(out));
        else reject(new GitError(args, code, Buffer.concat(err).toString()));
      });
      child.stdin.on("error", () => undefined); // a command that fails early closes its stdin; the exit code reports it
      child.stdin.end(input);
    });
  }

  async function revParse(spec: string): Promise<string | undefined> {
    try {
      return (await git(["rev-parse", "--verify", "--quiet", "--end-of-options", spec])).toString().trim();
    } catch {
      return undefined;
    }
  }

  /** A branch name or a commit id, as Gitea takes in `ref`, `sha` and tree ids; never an option or a revision expression. */
  async function resolveCommit(ref: string): Promise<string | undefined> {
    if (!ref || ref.startsWith("-") || /[\0\n:^~]/.test(ref)) return undefined;
    const branch = await revParse(`refs/heads/${ref}^{commit}`);
    if (branch || !/^[0-9a-f]{4,40}$/i.test(ref)) return branch;
    return revParse(`${ref}^{commit}`);
  }

  async function branchHead(branch: string): Promise<string> {
    const head = await resolveCommit(branch);
    if (!head) throw new HttpError(404, `branch does not exist [name: ${branch}]`);
    return head;
  }

  /** A path a commit may hold: Gitea cleans paths, this refuses the unclean ones so a test notices what Sveltia sent. */
  function checkPath(file: unknown): string {
    if (typeof file !== "string" || !file || /[\0\n\r]/.test(file) || file.startsWith("/"))
      throw new HttpError(422, `invalid path: ${String(file)}`);
    for (const segment of file.split("/"))
      if (!segment || segment === "." || segment === ".." || segment.toLowerCase() === ".git")
        throw new HttpError(422, `invalid path: ${file}`);
    return file;
  }

  async function listTree(commit: string): Promise<TreeEntry[]> {
    const raw = (await git(["ls-tree", "-r", "-t", "-l", "-z", commit])).toString();
    return raw
      .split("\0")
      .filter(Boolean)
      .map((record) => {
        const tab = record.indexOf("\t");
        const [mode = "", type = "", sha = "", size = "-"] = record.slice(0, tab).split(/\s+/);
        return { mode, type, sha, size: size === "-" ? 0 : Number(size), path: record.slice(tab + 1) };
      });
  }

  /** Many blobs in one `cat-file --batch` rather than a process per file: Sveltia asks for every entry file at once. */
  async function readBlobs(commit: string, files: string[]): Promise<Map<string, Blob | null>> {
    const result = new Map<string, Blob | null>();
    if (!files.length) return result;
    const out = await git(["cat-file", "--batch"], files.map((file) => `${commit}:${file}\n`).join(""));
    let at = 0;
    for (const file of files) {
      const end = out.indexOf(10, at);
      const header = out.subarray(at, end).toString();
      at = end + 1;
      // "<name> missing" repeats the name asked for, which may itself contain spaces.
      if (header.endsWith(" missing") || header.endsWith(" ambiguous")) {
        result.set(file, null);
        continue;
      }
      const [sha = "", type = "", size = "0"] = header.split(" ");
      const length = Number(size);
      result.set(file, type === "blob" ? { sha, size: length, data: out.subarray(at, at + length) } : null);
      at += length + 1;
    }
    return result;
  }

  async function readBlob(commit: string, file: string): Promise<Buffer> {
    const blob = (await readBlobs(commit, [checkPath(file)])).get(file);
    if (!blob) throw new HttpError(404, `file does not exist [path: ${file}]`);
    return blob.data;
  }

  function encodePath(file: string): string {
    return file.split("/").map(encodeURIComponent).join("/");
  }

  function repoApi(rest: string): string {
    return `${apiRoot}/repos/${owner}/${name}${rest}`;
  }

  function contentsResponse(file: string, sha: string, size: number, ref: string, lastCommit?: string, content?: Buffer | null) {
    const htmlUrl = `${origin}/${owner}/${name}/src/branch/${ref}/${encodePath(file)}`;
    const gitUrl = repoApi(`/git/blobs/${sha}`);
    const selfUrl = repoApi(`/contents/${encodePath(file)}?ref=${encodeURIComponent(ref)}`);
    return {
      name: path.posix.basename(file),
      path: file,
      sha,
      last_commit_sha: lastCommit ?? null,
      type: "file",
      size,
      encoding: content ? "base64" : null,
      content: content ? content.toString("base64") : null,
      target: null,
      url: selfUrl,
      html_url: htmlUrl,
      git_url: gitUrl,
      download_url: `${origin}/${owner}/${name}/raw/branch/${ref}/${encodePath(file)}`,
      submodule_git_url: null,
      _links: { self: selfUrl, git: gitUrl, html: htmlUrl },
    };
  }

  function userJson(login: string, fullName = "", email = "") {
    return {
      id: login === user.login ? 1 : 2,
      login,
      login_name: "",
      username: login,
      full_name: fullName,
      email,
      // Empty, as on an instance without avatars: Sveltia then draws none, and nothing asks for an image this host does not serve.
      avatar_url: "",
      html_url: `${origin}/${login}`,
      language: "en-US",
      is_admin: false,
      restricted: false,
      active: true,
      prohibit_login: false,
      visibility: "public",
      created: "2024-01-01T00:00:00Z",
      last_login: "2024-01-01T00:00:00Z",
    };
  }

  /** Gitea links a commit to an account by its email; only the signed-in user is known here. */
  function commitUser(email: string) {
    return email.toLowerCase() === user.email.toLowerCase() ? userJson(user.login, user.name, user.email) : null;
  }

  const LOG_FORMAT = ["%H", "%T", "%P", "%an", "%ae", "%aI", "%cn", "%ce", "%cI", "%B"].join("%x1f");

  async function readCommits(args: string[]) {
    const raw = (await git(["log", "-z", `--format=${LOG_FORMAT}`, ...args])).toString();
    return raw
      .split("\0")
      .filter(Boolean)
      .map((record) => {
        const [sha = "", tree = "", parents = "", an = "", ae = "", ad = "", cn = "", ce = "", cd = "", ...message] = record.split("\x1f");
        return { sha, tree, parents: parents.split(" ").filter(Boolean), an, ae, ad, cn, ce, cd, message: message.join("\x1f") };
      });
  }

  type Commit = Awaited<ReturnType<typeof readCommits>>[number];

  function commitJson(commit: Commit) {
    const htmlUrl = `${origin}/${owner}/${name}/commit/${commit.sha}`;
    return {
      url: repoApi(`/git/commits/${commit.sha}`),
      sha: commit.sha,
      created: commit.cd,
      html_url: htmlUrl,
      commit: {
        url: repoApi(`/git/commits/${commit.sha}`),
        author: { name: commit.an, email: commit.ae, date: commit.ad },
        committer: { name: commit.cn, email: commit.ce, date: commit.cd },
        message: commit.message,
        tree: { url: repoApi(`/git/trees/${commit.tree}`), sha: commit.tree, created: commit.cd },
        verification: { verified: false, reason: "gpg.error.not_signed_commit", signature: "", signer: null, payload: "" },
      },
      author: commitUser(commit.ae),
      committer: commitUser(commit.ce),
      parents: commit.parents.map((sha) => ({ url: repoApi(`/git/commits/${sha}`), sha, created: "" })),
    };
  }

  async function commitOf(sha: string): Promise<Commit> {
    const [commit] = await readCommits(["-n", "1", sha]);
    if (!commit) throw new HttpError(404, `commit does not exist [id: ${sha}]`);
    return commit;
  }

  function identity(given: unknown, date: unknown, fallback: { name: string; email: string }): Identity {
    const person = typeof given === "object" && given ? (given as Record<string, unknown>) : {};
    const when = typeof date === "string" && !Number.isNaN(Date.parse(date)) ? Date.parse(date) : Date.now();
    return {
      name: typeof person.name === "string" && person.name ? person.name : fallback.name,
      email: typeof person.email === "string" && person.email ? person.email : fallback.email,
      // git's own format, so no ISO dialect (milliseconds, "Z") is left to its date parser.
      date: `@${Math.floor(when / 1000)} +0000`,
    };
  }

  function parseChanges(files: unknown): FileChange[] {
    if (!Array.isArray(files) || !files.length) throw new HttpError(422, "files: at least one file is required");
    return files.map((item): FileChange => {
      const file = (typeof item === "object" && item ? item : {}) as Record<string, unknown>;
      const operation = file.operation;
      if (operation !== "create" && operation !== "update" && operation !== "delete")
        throw new HttpError(422, `files: unsupported operation ${String(operation)}`);
      const content = typeof file.content === "string" ? file.content : "";
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(content)) throw new HttpError(422, `files: content of ${String(file.path)} is not base64`);
      return {
        operation,
        path: checkPath(file.path),
        content: Buffer.from(content, "base64"),
        fromPath: typeof file.from_path === "string" && file.from_path ? checkPath(file.from_path) : undefined,
        sha: typeof file.sha === "string" && file.sha ? file.sha : undefined,
      };
    });
  }

  /** Apply the changes to a copy of the branch's file list, with Gitea's checks; returns the index lines to write. */
  function planChanges(entries: Map<string, { mode: string; sha: string }>, changes: FileChange[], blobs: (string | undefined)[]) {
    const removals = new Set<string>();
    const additions = new Map<string, { mode: string; sha: string }>();
    const files = new Map(entries);
    changes.forEach((change, index) => {
      const source = change.operation === "create" ? undefined : (change.fromPath ?? change.path);
      const existing = source ? files.get(source) : undefined;
      if (change.operation === "create" && files.has(change.path))
        throw new HttpError(422, `repository file already exists [path: ${change.path}]`);
      if (source && !existing) throw new HttpError(404, `file does not exist [path: ${source}]`);
      // The sha is the blob the editor read: a different one means someone changed the file since, and saving would lose their change.
      if (existing && change.sha && change.sha !== existing.sha)
        throw new HttpError(409, `sha does not match [given: ${change.sha}, expected: ${existing.sha}]`);
      if (source) {
        files.delete(source);
        additions.delete(source);
        removals.add(source);
      }
      if (change.operation === "delete") return;
      if (source !== change.path && files.has(change.path))
        throw new HttpError(422, `repository file already exists [path: ${change.path}]`);
      const mode = existing?.mode === "100755" ? "100755" : "100644";
      const entry = { mode, sha: blobs[index] ?? "" };
      files.set(change.path, entry);
      additions.set(change.path, entry);
      removals.delete(change.path);
    });
    // A file where a folder is, or a folder where a file is, cannot be written as a tree.
    for (const file of additions.keys()) {
      const parts = file.split("/");
      for (let depth = 1; depth < parts.length; depth++)
        if (files.has(parts.slice(0, depth).join("/"))) throw new HttpError(422, `a parent of ${file} is a file`);
      const prefix = `${file}/`;
      for (const other of files.keys()) if (other.startsWith(prefix)) throw new HttpError(422, `${file} is a folder`);
    }
    // Removals first: a path given up and one taken in the same commit must not meet in the index.
    const lines = [...removals].map((file) => `0 ${ZERO_SHA}\t${file}\0`);
    for (const [file, { mode, sha }] of additions) lines.push(`${mode} ${sha}\t${file}\0`);
    return lines.join("");
  }

  /** POST /repos/{owner}/{repo}/contents: Gitea's "change files", one commit for several creates, updates, moves and deletes. */
  async function changeFiles(request: Request): Promise<Reply> {
    const body = (await request.body()) as Record<string, unknown>;
    const branch = typeof body.branch === "string" && body.branch ? body.branch : defaultBranch;
    if (body.new_branch !== undefined && body.new_branch !== branch) throw new HttpError(422, "new_branch is not supported by this host");
    const changes = parseChanges(body.files);
    const parent = await branchHead(branch);
    const dates = (typeof body.dates === "object" && body.dates ? body.dates : {}) as Record<string, unknown>;
    // Gitea records the identity the client sends and falls back to the token's owner; Sveltia sends the owner's, from GET /user.
    const author = identity(body.author, dates.author, user);
    const committer = identity(body.committer, dates.committer, author);
    const message = typeof body.message === "string" && body.message.trim() ? body.message : "Update files";

    const blobs: (string | undefined)[] = [];
    for (const change of changes)
      blobs.push(
        change.operation === "delete" ? undefined : (await git(["hash-object", "-w", "--stdin"], change.content)).toString().trim(),
      );

    // A private index: the bare repository has no work tree, and a shared index would mix two saves made at once.
    const scratch = await mkdtemp(path.join(os.tmpdir(), "git-host-index-"));
    const indexEnv = { GIT_INDEX_FILE: path.join(scratch, "index") };
    try {
      await git(["read-tree", parent], undefined, indexEnv);
      const staged = new Map<string, { mode: string; sha: string }>();
      for (const record of (await git(["ls-files", "-s", "-z"], undefined, indexEnv)).toString().split("\0")) {
        if (!record) continue;
        const tab = record.indexOf("\t");
        const [mode = "", sha = ""] = record.slice(0, tab).split(" ");
        staged.set(record.slice(tab + 1), { mode, sha });
      }
      await git(["update-index", "-z", "--index-info"], planChanges(staged, changes, blobs), indexEnv);
      const tree = (await git(["write-tree"], undefined, indexEnv)).toString().trim();
      const commit = (
        await git(["commit-tree", "--no-gpg-sign", tree, "-p", parent, "-F", "-"], message, {
          GIT_AUTHOR_NAME: author.name,
          GIT_AUTHOR_EMAIL: author.email,
          GIT_AUTHOR_DATE: author.date,
          GIT_COMMITTER_NAME: committer.name,
          GIT_COMMITTER_EMAIL: committer.email,
          GIT_COMMITTER_DATE: committer.date,
        })
      )
        .toString()
        .trim();
      try {
        // The old value makes this a compare-and-swap: a branch that moved since `parent` was read is left as it is.
        await git(["update-ref", "-m", `git-host: ${message.split("\n")[0] ?? ""}`, `refs/heads/${branch}`, commit, parent]);
      } catch {
        throw new HttpError(409, `branch ${branch} was updated by another change; read it again and retry`);
      }
      const saved = await commitOf(commit);
      return {
        status: 201,
        body: {
          files: changes.map((change, index) =>
            change.operation === "delete" ? null : contentsResponse(change.path, blobs[index] ?? "", change.content.length, branch, commit),
          ),
          commit: {
            ...commitJson(saved),
            author: { name: saved.an, email: saved.ae, date: saved.ad },
            committer: { name: saved.cn, email: saved.ce, date: saved.cd },
            message: saved.message,
            tree: { url: repoApi(`/git/trees/${saved.tree}`), sha: saved.tree, created: saved.cd },
          },
          verification: { verified: false, reason: "gpg.error.not_signed_commit", signature: "", signer: null, payload: "" },
        },
      };
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  function intParam(url: URL, key: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
    const value = Number.parseInt(url.searchParams.get(key) ?? "", 10);
    return Number.isFinite(value) && value > 0 ? Math.min(value, max) : fallback;
  }

  /** Gitea's own media endpoint puts the ref first in the path, and a branch may contain slashes: the longest ref that exists wins. */
  async function splitRefPath(rest: string): Promise<{ commit: string; file: string }> {
    const parts = rest.split("/");
    for (let take = parts.length - 1; take >= 1; take--) {
      const commit = await resolveCommit(parts.slice(0, take).join("/"));
      if (commit) return { commit, file: parts.slice(take).join("/") };
    }
    throw new HttpError(404, `ref does not exist [path: ${rest}]`);
  }

  const repoRoutes: [string, RegExp, (request: Request) => Promise<Reply>][] = [
    [
      "GET",
      /^$/,
      async () => {
        const empty = !(await resolveCommit(defaultBranch));
        return {
          status: 200,
          body: {
            id: 1,
            owner: userJson(owner),
            name,
            full_name: `${owner}/${name}`,
            description: "",
            empty,
            private: true,
            fork: false,
            template: false,
            mirror: false,
            archived: false,
            size: 0,
            html_url: `${origin}/${owner}/${name}`,
            url: repoApi(""),
            clone_url: `${origin}/${owner}/${name}.git`,
            default_branch: empty ? "" : defaultBranch,
            has_pull_requests: false,
            object_format_name: "sha1",
            // Sveltia only reads `pull`; a token good for saving also has `push`.
            permissions: { admin: false, push: true, pull: true },
          },
        };
      },
    ],
    [
      "GET",
      /^\/branches\/(.+)$/,
      async ({ params: [branch = ""] }) => {
        const commit = await commitOf(await branchHead(branch));
        return {
          status: 200,
          body: {
            name: branch,
            commit: {
              id: commit.sha,
              message: commit.message,
              url: `${origin}/${owner}/${name}/commit/${commit.sha}`,
              author: { name: commit.an, email: commit.ae, username: commitUser(commit.ae)?.login ?? "" },
              committer: { name: commit.cn, email: commit.ce, username: commitUser(commit.ce)?.login ?? "" },
              verification: null,
              timestamp: commit.cd,
            },
            protected: false,
            required_approvals: 0,
            enable_status_check: false,
            status_check_contexts: [],
            user_can_push: true,
            user_can_merge: true,
            effective_branch_protection_name: "",
          },
        };
      },
    ],
    [
      "GET",
      /^\/git\/trees\/(.+)$/,
      async ({ url, params: [ref = ""] }) => {
        const commit = await resolveCommit(ref);
        const tree = commit
          ? await revParse(`${commit}^{tree}`)
          : /^[0-9a-f]{40}$/i.test(ref)
            ? await revParse(`${ref}^{tree}`)
            : undefined;
        if (!tree) throw new HttpError(404, `sha not found [${ref}]`);
        const all = url.searchParams.get("recursive")
          ? await listTree(tree)
          : (await listTree(tree)).filter(({ path: file }) => !file.includes("/"));
        const perPage = intParam(url, "per_page", API_SETTINGS.default_git_trees_per_page, API_SETTINGS.default_git_trees_per_page);
        const page = intParam(url, "page", 1);
        const slice = all.slice((page - 1) * perPage, page * perPage);
        return {
          status: 200,
          body: {
            sha: tree,
            url: repoApi(`/git/trees/${tree}`),
            tree: slice.map((entry) => ({
              path: entry.path,
              mode: entry.mode,
              type: entry.type,
              size: entry.size,
              sha: entry.sha,
              url: repoApi(`/git/${entry.type === "tree" ? "trees" : "blobs"}/${entry.sha}`),
            })),
            truncated: all.length > page * perPage,
            page,
            total_count: all.length,
          },
        };
      },
    ],
    [
      "POST",
      /^\/file-contents$/,
      async ({ url, body }) => {
        const ref = url.searchParams.get("ref") || defaultBranch;
        const commit = await resolveCommit(ref);
        if (!commit) throw new HttpError(404, `ref does not exist [ref: ${ref}]`);
        const files = ((await body()) as { files?: unknown }).files;
        if (!Array.isArray(files)) throw new HttpError(422, "files: a list of paths is required");
        // Gitea quietly answers fewer items than asked past its limit; doing the same keeps Sveltia's batching honest.
        const asked = files.slice(0, API_SETTINGS.max_response_items).map((file) => (typeof file === "string" ? file : ""));
        const valid = asked.filter((file) => {
          try {
            return checkPath(file) === file;
          } catch {
            return false;
          }
        });
        const blobs = await readBlobs(commit, valid);
        return {
          status: 200,
          body: asked.map((file) => {
            const blob = blobs.get(file);
            if (!blob) return null;
            const content = blob.size < API_SETTINGS.default_max_blob_size ? blob.data : null;
            return contentsResponse(file, blob.sha, blob.size, ref, undefined, content);
          }),
        };
      },
    ],
    [
      "GET",
      /^\/raw\/(.+)$/,
      async ({ url, params: [file = ""] }) => {
        const ref = url.searchParams.get("ref") || defaultBranch;
        const commit = await resolveCommit(ref);
        if (!commit) throw new HttpError(404, `ref does not exist [ref: ${ref}]`);
        return { status: 200, body: await readBlob(commit, file), headers: { "Content-Type": "application/octet-stream" } };
      },
    ],
    [
      "GET",
      /^\/media\/(.+)$/,
      async ({ params: [rest = ""] }) => {
        const { commit, file } = await splitRefPath(rest);
        return { status: 200, body: await readBlob(commit, file), headers: { "Content-Type": "application/octet-stream" } };
      },
    ],
    ["POST", /^\/contents$/, changeFiles],
    [
      "POST",
      /^\/statuses\/([0-9a-f]{40})$/,
      async ({ params: [sha = ""], body }) => {
        if (!(await revParse(`${sha}^{commit}`))) throw new HttpError(404, `commit does not exist [id: ${sha}]`);
        const given = (await body()) as Record<string, unknown>;
        const state = typeof given.state === "string" ? given.state : "";
        if (!["pending", "success", "error", "failure", "warning"].includes(state))
          throw new HttpError(422, `state: unknown state ${state}`);
        const now = new Date().toISOString();
        const status = {
          id: ++statusCount,
          state,
          description: typeof given.description === "string" ? given.description : "",
          target_url: typeof given.target_url === "string" ? given.target_url : "",
          context: typeof given.context === "string" && given.context ? given.context : "default",
          created_at: now,
          updated_at: now,
          creator: userJson(user.login, user.name, user.email),
        };
        (statuses.get(sha) ?? statuses.set(sha, []).get(sha)!).unshift(status);
        return { status: 201, body: status };
      },
    ],
    [
      "GET",
      /^\/commits\/([^/]+)\/statuses$/,
      async ({ params: [ref = ""] }) => {
        const commit = await resolveCommit(ref);
        if (!commit) throw new HttpError(404, `ref does not exist [ref: ${ref}]`);
        // Newest first, as Gitea and GitHub list them.
        return { status: 200, body: statuses.get(commit) ?? [] };
      },
    ],
    [
      "GET",
      /^\/commits$/,
      async ({ url }) => {
        const ref = url.searchParams.get("sha") || defaultBranch;
        const commit = await resolveCommit(ref);
        if (!commit) throw new HttpError(404, `ref does not exist [ref: ${ref}]`);
        const limit = intParam(url, "limit", API_SETTINGS.default_paging_num, API_SETTINGS.max_response_items);
        const page = intParam(url, "page", 1);
        const file = url.searchParams.get("path");
        const pathArgs = file ? ["--", checkPath(file)] : [];
        const commits = await readCommits(["-n", String(limit), `--skip=${(page - 1) * limit}`, commit, ...pathArgs]);
        const total = Number((await git(["rev-list", "--count", commit, ...pathArgs])).toString().trim());
        return {
          status: 200,
          body: commits.map(commitJson),
          headers: { "X-Total-Count": String(total), "X-HasMore": String(page * limit < total) },
        };
      },
    ],
  ];

  /** The handler for a request, bound to it, or undefined for a call this host does not implement. */
  function route(request: Request): (() => Promise<Reply>) | undefined {
    const { pathname } = request.url;
    const api = "/api/v1";
    if (!pathname.startsWith(`${api}/`)) return undefined;
    const rest = pathname.slice(api.length);
    const decode = (value: string) => {
      try {
        return decodeURIComponent(value);
      } catch {
        throw new HttpError(400, `malformed URL: ${value}`);
      }
    };
    const fixed = (body: unknown) => () => Promise.resolve({ status: 200, body });
    if (request.method === "GET" && rest === "/version") return fixed({ version: GITEA_VERSION });
    if (request.method === "GET" && rest === "/settings/api") return fixed(API_SETTINGS);
    if (request.method === "GET" && rest === "/user") return fixed(userJson(user.login, user.name, user.email));
    const repoMatch = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(rest);
    // Gitea matches owner and repository names without regard to case.
    if (
      !repoMatch ||
      decode(repoMatch[1] ?? "").toLowerCase() !== owner.toLowerCase() ||
      decode(repoMatch[2] ?? "").toLowerCase() !== name.toLowerCase()
    )
      return undefined;
    const sub = repoMatch[3] ?? "";
    for (const [method, pattern, handler] of repoRoutes) {
      const match = pattern.exec(sub);
      if (method === request.method && match) {
        const params = match.slice(1).map((part) => decode(part ?? ""));
        return () => handler({ ...request, params });
      }
    }
    return undefined;
  }

  function authorized(req: IncomingMessage): boolean {
    // Gitea takes both schemes; Sveltia sends "token".
    const match = /^(?:token|bearer)\s+(\S+)$/i.exec(req.headers.authorization ?? "");
    const given = Buffer.from(match?.[1] ?? "");
    const expected = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  function readBody(req: IncomingMessage): () => Promise<unknown> {
    return async () => {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_BODY) throw new HttpError(413, "request body too large");
        chunks.push(chunk);
      }
      try {
        return JSON.parse(Buffer.concat(chunks).toString() || "{}") as unknown;
      } catch {
        throw new HttpError(400, "request body is not JSON");
      }
    };
  }

  function send(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
    // The editor is served from another port, so every answer, errors included, must be readable cross-origin or Sveltia sees only "failed to fetch".
    const headers: Record<string, string> = {
      "Access-Control-Allow-Origin": req.headers.origin ?? "*",
      "Access-Control-Expose-Headers": "X-Total-Count, X-HasMore, Link",
      Vary: "Origin",
      "Cache-Control": "no-store",
      ...reply.headers,
    };
    if (Buffer.isBuffer(reply.body)) {
      res.writeHead(reply.status, headers).end(reply.body);
      return;
    }
    const text = reply.body === undefined ? "" : JSON.stringify(reply.body);
    res.writeHead(reply.status, text ? { "Content-Type": "application/json;charset=utf-8", ...headers } : headers).end(text);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    const url = new URL(req.url ?? "/", origin);
    const call = `${method} ${url.pathname}${url.search}`;
    calls.push(call);
    if (method === "OPTIONS") {
      // A preflight carries no Authorization header, so it is answered before the token check.
      send(req, res, {
        status: 204,
        body: undefined,
        headers: {
          "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
          "Access-Control-Allow-Headers": req.headers["access-control-request-headers"] ?? "Authorization, Content-Type, Accept",
          "Access-Control-Max-Age": "600",
        },
      });
      return;
    }
    try {
      const handler = route({ method, url, params: [], body: readBody(req) });
      // Logged before the token check, so a call Sveltia makes without a token is not lost from the record.
      if (!handler) unknown.push(call);
      if (!authorized(req)) send(req, res, { status: 401, body: { message: "token is required", url: `${origin}/api/swagger` } });
      else if (handler) send(req, res, await handler());
      else
        send(req, res, { status: 404, body: { message: `${call} is not implemented by the test git host`, url: `${origin}/api/swagger` } });
    } catch (error) {
      if (error instanceof HttpError)
        send(req, res, { status: error.status, body: { message: error.message, url: `${origin}/api/swagger` } });
      else send(req, res, { status: 500, body: { message: error instanceof Error ? error.message : String(error) } });
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  apiRoot = `${origin}/api/v1`;

  return {
    origin,
    apiRoot,
    repo: `${owner}/${name}`,
    unknown,
    calls,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Chromium keeps connections alive; without this, close() waits for them to time out.
        server.closeAllConnections();
      }),
  };
}
