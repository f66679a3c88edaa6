// The web editor's whole save path, offline: Sveltia CMS (the npm package's
// own browser bundle) in Debian's Chromium, signed in with a token to the
// test git host (git-host.ts) over a real bare repository, editing a
// hand-written config. What it proves: a save is exactly one commit on the
// branch, by the signed-in user, touching only the edited file, with the new
// value; a value the config forbids is refused by the form and never
// committed; and nothing is requested beyond 127.0.0.1 that is not a known
// CDN call of Sveltia's (fonts, update check), which the browser here cannot
// resolve. The host's own contract (token, CORS, refusals) is checked first,
// without a browser.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { parse } from "yaml";
import { TEST_CHROMIUM } from "../browser/global-setup.ts";
import { field, OFFLINE_ARGS, openCollection, openEntry, save, setField, signInWithToken, validationErrors } from "./cms-driver.ts";
import { startGitHost, type GitHost } from "./git-host.ts";

// The package as the registry ships it (its exports name only its module entry).
const SVELTIA_DIST = path.resolve(import.meta.dirname, "../../node_modules/@sveltia/cms/dist");
/** What Sveltia 0.221.1 fetches from CDNs on its own: its fonts (jsDelivr) and its update check (unpkg). */
const KNOWN_CDN_CALLS = [/^https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\//, /^https:\/\/unpkg\.com\/@sveltia\/cms\/package\.json$/];

const TOKEN = "test-token-5d1f0c";
const USER = { login: "edith", name: "Edith Editor", email: "edith@example.test" };
const SEED = { title: "Inquiry automation for travel agencies", tagline: "Answer every inquiry in minutes", team_size: 12 };
const SITE_FILE = "content/site.yaml";

let dir: string;

function git(bare: string, args: string[], input?: string): string {
  // A GIT_DIR or GIT_INDEX_FILE inherited from a git hook would send these commands to the wrong repository.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("GIT_")));
  return execFileSync("git", args, { env: { ...env, GIT_DIR: bare }, input })
    .toString()
    .trim();
}

/** A bare repository whose one commit holds content/site.yaml, written with plumbing so no work tree or git config is needed. */
function seedRepo(name: string): string {
  const bare = path.join(dir, `${name}.git`);
  execFileSync("git", ["init", "--quiet", "--bare", "--initial-branch=main", bare]);
  const yaml = Object.entries(SEED)
    .map(([key, value]) => `${key}: ${value}\n`)
    .join("");
  const blob = git(bare, ["hash-object", "-w", "--stdin"], yaml);
  const content = git(bare, ["mktree"], `100644 blob ${blob}\tsite.yaml\n`);
  const root = git(bare, ["mktree"], `040000 tree ${content}\tcontent\n`);
  const seedEnv = ["-c", "user.name=Seed", "-c", "user.email=seed@example.test"];
  const commit = git(bare, [...seedEnv, "commit-tree", root, "-m", "Seed content"]);
  git(bare, ["update-ref", "refs/heads/main", commit]);
  return bare;
}

function startHost(bare: string): Promise<GitHost> {
  return startGitHost({ bare, owner: "agency", name: "site", token: TOKEN, user: USER });
}

async function api(host: GitHost, route: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const { token = TOKEN, ...rest } = init;
  return fetch(`${host.apiRoot}${route}`, {
    ...rest,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `token ${token}` } : {}), ...rest.headers },
  });
}

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "git-host-test-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the test git host's API", () => {
  let bare: string;
  let host: GitHost;

  beforeAll(async () => {
    bare = seedRepo("api");
    host = await startHost(bare);
  });
  afterAll(() => host.close());

  test("asks for the token on every call, answers CORS preflights, and records what it does not know", async () => {
    expect((await api(host, "/user", { token: "" })).status).toBe(401);
    expect((await api(host, "/repos/agency/site", { token: "wrong" })).status).toBe(401);
    expect(await (await api(host, "/user")).json()).toMatchObject({ login: USER.login, full_name: USER.name, email: USER.email });

    const preflight = await fetch(`${host.apiRoot}/repos/agency/site/contents`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://127.0.0.1:1",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization,content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:1");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("authorization");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");

    const unknown = await api(host, "/repos/agency/site/pulls?state=open");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toHaveProperty("message");
    expect(host.unknown).toEqual(["GET /api/v1/repos/agency/site/pulls?state=open"]);
    host.unknown.length = 0;
  });

  test("reads the branch as Sveltia does: head, tree, file contents in bulk, raw and media files, history", async () => {
    const head = git(bare, ["rev-parse", "main"]);
    const json = async (route: string, init?: RequestInit) => (await api(host, route, init)).json();
    expect(await json("/version")).toEqual({ version: expect.stringMatching(/^1\.2[4-9]\./) });
    expect(await json("/repos/agency/site")).toMatchObject({ default_branch: "main", permissions: { pull: true, push: true } });
    expect(await json("/repos/agency/site/branches/main")).toMatchObject({ name: "main", commit: { id: head } });
    const tree = await json(`/repos/agency/site/git/trees/${head}?recursive=1&page=1`);
    expect(tree).toMatchObject({
      truncated: false,
      tree: [
        { path: "content", type: "tree" },
        { path: SITE_FILE, type: "blob" },
      ],
    });
    const [file, missing] = await json("/repos/agency/site/file-contents?ref=main", {
      method: "POST",
      body: JSON.stringify({ files: [SITE_FILE, "content/none.yaml"] }),
    });
    expect(missing).toBeNull();
    expect(file).toMatchObject({ path: SITE_FILE, sha: tree.tree[1].sha, encoding: "base64" });
    const text = git(bare, ["show", `main:${SITE_FILE}`]);
    expect(Buffer.from(file.content, "base64").toString().trim()).toBe(text);
    expect((await (await api(host, `/repos/agency/site/raw/${SITE_FILE}?ref=main`)).text()).trim()).toBe(text);
    expect((await (await api(host, `/repos/agency/site/media/main/${SITE_FILE}`)).text()).trim()).toBe(text);
    expect(await json(`/repos/agency/site/commits?sha=main&path=${encodeURIComponent(SITE_FILE)}&limit=100`)).toMatchObject([
      { sha: head, commit: { author: { name: "Seed", email: "seed@example.test" } } },
    ]);
  });

  test("commits several files at once with plumbing, and refuses a change made on a stale copy", async () => {
    const head = git(bare, ["rev-parse", "main"]);
    const [file] = (await (
      await api(host, "/repos/agency/site/file-contents?ref=main", { method: "POST", body: JSON.stringify({ files: [SITE_FILE] }) })
    ).json()) as {
      sha: string;
    }[];
    const base64 = (text: string) => Buffer.from(text).toString("base64");
    const author = { name: "Edith Editor", email: "edith@example.test" };
    const change = (files: object[]) =>
      api(host, "/repos/agency/site/contents", {
        method: "POST",
        body: JSON.stringify({ branch: "main", author, committer: author, message: "Edit two files", files }),
      });

    const saved = await change([
      { operation: "update", path: SITE_FILE, sha: file?.sha, content: base64("title: Edited\n") },
      { operation: "create", path: "content/new/page.md", content: base64("# New\n") },
    ]);
    expect(saved.status).toBe(201);
    const { commit } = (await saved.json()) as { commit: { sha: string } };
    expect(git(bare, ["rev-parse", "main"])).toBe(commit.sha);
    expect(git(bare, ["rev-parse", "main^"])).toBe(head);
    expect(git(bare, ["diff", "--name-status", head, "main"]).split("\n")).toEqual(["A\tcontent/new/page.md", "M\tcontent/site.yaml"]);
    expect(git(bare, ["log", "-1", "--format=%an <%ae> %cn <%ce> %s", "main"])).toBe(
      "Edith Editor <edith@example.test> Edith Editor <edith@example.test> Edit two files",
    );

    // The same sha again: the file has changed since it was read, so saving would lose that change.
    const stale = await change([{ operation: "update", path: SITE_FILE, sha: file?.sha, content: base64("title: Lost\n") }]);
    expect(stale.status).toBe(409);
    expect((await change([{ operation: "create", path: SITE_FILE, content: "" }])).status).toBe(422);
    expect((await change([{ operation: "delete", path: "content/missing.md" }])).status).toBe(404);
    expect(git(bare, ["rev-parse", "main"])).toBe(commit.sha);

    const deleted = await change([{ operation: "delete", path: "content/new/page.md" }]);
    expect(deleted.status).toBe(201);
    expect(git(bare, ["ls-tree", "-r", "--name-only", "main"])).toBe(SITE_FILE);
    expect(host.unknown).toEqual([]);
  });
});

describe("Sveltia's gitea back end against the test git host", () => {
  let bare: string;
  let host: GitHost;
  let site: Server;
  let siteOrigin: string;
  let browser: Browser;
  let problems: string[] = [];
  let external: string[] = [];
  let closeSession: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    bare = seedRepo("site");
    host = await startHost(bare);
    const admin = path.join(dir, "site", "admin");
    mkdirSync(admin, { recursive: true });
    cpSync(path.join(SVELTIA_DIST, "sveltia-cms.js"), path.join(admin, "sveltia-cms.js"));
    // Sveltia loads a chunk such as react-dom from next to its script, and from unpkg if it is missing.
    cpSync(path.join(SVELTIA_DIST, "chunks"), path.join(admin, "chunks"), { recursive: true, filter: (file) => !file.endsWith(".map") });
    // The empty icon keeps Chromium from asking for /favicon.ico, whose 404 would be a console error.
    writeFileSync(
      path.join(admin, "index.html"),
      '<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Editor</title><link rel="icon" href="data:,"></head>\n<body><script src="sveltia-cms.js"></script></body>\n</html>\n',
    );
    writeFileSync(
      path.join(admin, "config.yml"),
      [
        "backend:",
        "  name: gitea",
        `  repo: ${host.repo}`,
        "  branch: main",
        `  base_url: ${host.origin}`,
        `  api_root: ${host.apiRoot}`,
        "media_folder: static/uploads",
        "collections:",
        "  - name: settings",
        "    label: Settings",
        "    files:",
        "      - name: site",
        "        label: Site",
        `        file: ${SITE_FILE}`,
        "        fields:",
        "          - { name: title, label: Title, widget: string }",
        "          - { name: tagline, label: Tagline, widget: string }",
        "          - { name: team_size, label: Team size, widget: number, value_type: int, min: 1 }",
        "",
      ].join("\n"),
    );
    const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".yml": "text/yaml" };
    site = createServer((req, res) => {
      let file = path.join(dir, "site", path.normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)));
      if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, "index.html");
      if (!file.startsWith(path.join(dir, "site")) || !existsSync(file)) res.writeHead(404).end();
      else res.writeHead(200, { "Content-Type": types[path.extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: OFFLINE_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await new Promise((resolve) => site?.close(resolve));
  });

  /** A fresh browser profile (no signed-in user, no cached files) on the editor, recording problems and off-machine requests. */
  async function openEditor(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
    closeSession = () => context.close();
    const page = await context.newPage();
    const isLocal = (url: string) => /^(https?:\/\/127\.0\.0\.1[:/]|blob:|data:)/.test(url);
    page.on("request", (request) => {
      if (!isLocal(request.url())) external.push(request.url());
    });
    page.on("requestfailed", (request) => {
      if (isLocal(request.url())) problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      // The CDN calls fail by design here; Chromium reports each as a console error from that URL.
      if (message.type() === "error" && !external.includes(message.location().url)) problems.push(`console error: ${message.text()}`);
    });
    await page.goto(`${siteOrigin}/admin/`);
    await signInWithToken(page, TOKEN);
    await openCollection(page, "Settings");
    await openEntry(page, "Site");
    return page;
  }

  afterEach(async () => {
    await closeSession?.();
    const found = { problems, external, unknown: [...host.unknown] };
    problems = [];
    external = [];
    host.unknown.length = 0;
    expect(found.problems, "console errors, page errors or failed requests").toEqual([]);
    expect(found.unknown, "calls the git host does not implement").toEqual([]);
    // Printed so the CDN calls the real build has to strip are on record with each run.
    console.info(`requested beyond 127.0.0.1 (unresolvable here): ${JSON.stringify([...new Set(found.external)])}`);
    expect(found.external.filter((url) => !KNOWN_CDN_CALLS.some((known) => known.test(url)))).toEqual([]);
  });

  test("a saved edit is one commit by the signed-in user, changing only that file", async () => {
    const before = git(bare, ["rev-parse", "main"]);
    const page = await openEditor();
    const callsBefore = host.calls.length;

    // The form shows what the branch holds, read through the host.
    expect(await (await field(page, ["Title"])).getByRole("textbox").inputValue()).toBe(SEED.title);
    await setField(page, ["Tagline"], "Every inquiry answered while you sleep");
    expect(await save(page)).toEqual({ saved: true });

    expect(git(bare, ["rev-list", "--count", `${before}..main`])).toBe("1");
    expect(git(bare, ["rev-parse", "main^"])).toBe(before);
    expect(git(bare, ["log", "-1", "--format=%an <%ae>|%cn <%ce>", "main"])).toBe(
      `${USER.name} <${USER.email}>|${USER.name} <${USER.email}>`,
    );
    expect(git(bare, ["diff", "--name-only", before, "main"])).toBe(SITE_FILE);
    expect(parse(git(bare, ["show", `main:${SITE_FILE}`]))).toEqual({ ...SEED, tagline: "Every inquiry answered while you sleep" });
    expect(host.calls.slice(callsBefore).filter((call) => call.startsWith("POST /api/v1/repos/agency/site/contents"))).toHaveLength(1);
  });

  test("a number below the field's min is refused by the form, and nothing is committed", async () => {
    const before = git(bare, ["rev-parse", "main"]);
    const page = await openEditor();
    const callsBefore = host.calls.length;

    await setField(page, ["Team size"], 0);
    expect(await save(page)).toEqual({ saved: false, errors: ["Team size: The value must be greater than or equal to 1."] });
    expect(await validationErrors(page)).toEqual(["Team size: The value must be greater than or equal to 1."]);

    expect(git(bare, ["rev-parse", "main"])).toBe(before);
    expect(host.calls.slice(callsBefore).filter((call) => call.startsWith("POST"))).toEqual([]);
  });
});
