// The web editor as the build ships it, end to end and offline: the frozen
// content in a real bare git repository behind the test git host (a
// Gitea-compatible API, git-host.ts, through Sveltia's own gitea back end),
// the site built with `editor` pointing there, /admin/ served by the preview
// server and driven in Chromium, which can resolve no host but 127.0.0.1.
// An editor signs in, changes a price and saves; the commit is the editor's,
// the tidy step (npm run content -- tidy) leaves every other byte as it was,
// and the site built from the result shows the new price on the cards and in
// the Terms. A value the schema
// forbids is refused in the form; one only the build can judge (a WhatsApp
// number a digit short) is saved and refused by the build, at its line.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "../../src/pipeline/build.ts";
import { startServer } from "../../src/serve/static-server.ts";
import { contentCopy, ROOT } from "../helpers/site.ts";
import { tempDir } from "../helpers/temp.ts";
import { openCollection, openEntry, save, setField, signInWithToken, validationErrors } from "./cms-driver.ts";
import { startGitHost, type GitHost } from "./git-host.ts";

const TOKEN = "editor-test-token";
const USER = { login: "meera", name: "Meera Shah", email: "meera@example.test" };
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

let work: string;
let bare: string;
let host: GitHost;
let site: { url: string; close: () => void };
let browser: Browser;
let page: Page;
const outside: string[] = [];
const consoleErrors: string[] = [];

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "Dev",
      GIT_AUTHOR_EMAIL: "dev@example.test",
      GIT_COMMITTER_NAME: "Dev",
      GIT_COMMITTER_EMAIL: "dev@example.test",
    },
  });

/** A working copy of the repository as it is now on its branch. */
function clone(): string {
  const dir = path.join(tempDir("editor-clone-"), "repo");
  git(work, "clone", "--quiet", bare, dir);
  return dir;
}

beforeAll(async () => {
  work = tempDir("editor-");
  // The repository: the frozen content, committed by a developer.
  const seed = path.join(work, "seed");
  const content = contentCopy();
  execFileSync("cp", ["-r", path.dirname(content), seed]);
  git(seed, "init", "--quiet", "--initial-branch=main");
  git(seed, "add", "-A");
  git(seed, "commit", "--quiet", "-m", "The site's content");
  bare = path.join(work, "site.git");
  git(work, "clone", "--quiet", "--bare", seed, bare);
  host = await startGitHost({ bare, owner: "agency", name: "site", token: TOKEN, user: USER });

  // The site, built with its editor pointed at that host.
  const withEditor = contentCopy({
    "site.yaml": (t) =>
      t.replace(
        /^editor:\n( {2}.*\n)+/m,
        `editor:\n  backend: gitea\n  repo: ${host.repo}\n  baseUrl: ${host.origin}\n  apiRoot: ${host.apiRoot}\n`,
      ),
  });
  const dist = path.join(work, "dist");
  await build({ root: ROOT, contentDir: withEditor, outDir: dist, serverOutDir: path.join(work, "dist-server") });
  const served = await startServer({ dir: dist });
  site = { url: served.url, close: () => served.server.close() };

  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on("request", (request) => {
    if (!/^(https?:\/\/127\.0\.0\.1[:/]|blob:|data:)/.test(request.url())) outside.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(String(error)));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  site?.close();
  await host?.close();
});

describe("the web editor at /admin/", () => {
  it("loads from the site alone: no console error, no request beyond 127.0.0.1", async () => {
    const response = await page.goto(`${site.url}/admin/`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toContain(`connect-src 'self' data: blob: ${host.origin}`);
    await signInWithToken(page, TOKEN);
    await openCollection(page, "Site content (English)");
    expect(outside).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(host.unknown).toEqual([]);
  });

  it("saves a price as the editor's commit, which the tidy step leaves exactly as edited", async () => {
    await openCollection(page, "Site content (English)");
    await openEntry(page, "Plans and prices");
    await setField(page, ["Plans", 0, "Price"], 5555);
    expect((await save(page)).saved).toBe(true);

    const repo = clone();
    const log = git(repo, "log", "--format=%an <%ae>|%s", "-n", "2").trim().split("\n");
    expect(log[0]).toMatch(/^Meera Shah <meera@example\.test>\|Web editor: update/);
    expect(log[1]).toBe("Dev <dev@example.test>|The site's content");

    execFileSync(
      path.join(ROOT, "node_modules/.bin/tsx"),
      [path.join(ROOT, "scripts/content.ts"), "tidy", `--content=${path.join(repo, "content")}`],
      { cwd: repo },
    );
    // Against the developer's commit, the only lines that differ are the edited values.
    const diff = git(repo, "diff", "--unified=0", "HEAD~1", "--", "content")
      .split("\n")
      .filter((line) => /^[-+](?![-+])/.test(line));
    expect(diff.filter((line) => line.startsWith("-")).map((line) => line.replace(/:.*/, ":"))).toEqual(["-    price:"]);
    expect(diff.filter((line) => line.startsWith("+"))).toEqual(["+    price: 5555"]);

    const rebuilt = path.join(work, "rebuilt");
    await build({ root: ROOT, contentDir: path.join(repo, "content"), outDir: rebuilt });
    expect(readFileSync(path.join(rebuilt, "index.html"), "utf8")).toContain("₹5,555");
    expect(readFileSync(path.join(rebuilt, "terms-of-service.html"), "utf8")).toContain("₹5,555");
    expect(consoleErrors).toEqual([]);
    expect(outside).toEqual([]);
  });

  it("refuses in the form what the schema forbids, and leaves the rest to the build's located error", async () => {
    const before = git(bare, "rev-parse", "main").trim();
    await page.goto(`${site.url}/admin/`, { waitUntil: "networkidle" });
    await openCollection(page, "Site content (English)");
    await openEntry(page, "Plans and prices");
    await setField(page, ["Plans", 0, "Price"], -1);
    expect((await save(page)).saved).toBe(false);
    expect((await validationErrors(page)).join("\n")).toMatch(/Price/);
    expect(git(bare, "rev-parse", "main").trim()).toBe(before);

    // A number a digit short has the form of a number: only its country's plan says it is short.
    const repo = clone();
    const file = path.join(repo, "content/site.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace(/^ {2}whatsapp: .*$/m, '  whatsapp: "+91 98765 4321"'));
    const failed = await build({ root: ROOT, contentDir: path.join(repo, "content"), outDir: path.join(work, "refused") }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(
      String((failed as { problems?: unknown[] })?.problems ? JSON.stringify((failed as { problems: unknown[] }).problems) : failed),
    ).toMatch(/contact\.whatsapp/);
  });
});
