// Publishing from the browser alone, end to end and offline: an agency's
// repository (this project, with the frozen content launched: every value
// filled) behind the test git host, its site published by the repository's
// own publish job (tests/editor/pipeline.ts runs the steps of
// .github/workflows/site.yml in order), and an editor in Chromium at the
// published /admin/. Each save is followed by the run its push starts, and
// the test reads what a visitor then gets. The editor changes a price (the
// Terms quote it: their date follows), an English headline and then its Hindi
// (between the two, /hi shows the English, marked so, and the Hindi form
// marks the text), the testimonials' order, a new feature in both languages,
// and the support email; a save the build refuses is shown in /admin/ with
// its file and line, and a commit status says each result.
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../../src/serve/static-server.ts";
import { today } from "../../src/model/today.ts";
import { CHROMIUM } from "../browser/global-setup.ts";
import { launchedCopy, tempDir } from "../helpers/site.ts";
import { field, OFFLINE_ARGS, openCollection, openEntry, save, setField, signInWithToken } from "./cms-driver.ts";
import { startGitHost, type GitHost } from "./git-host.ts";
import { runPublishJob, type PipelineRun } from "./pipeline.ts";
import { git, seedRepository } from "./seed.ts";

const TOKEN = "editor-test-token";
const USER = { login: "meera", name: "Meera Shah", email: "meera@example.test" };
const SITE_URL = "https://www.tripreply.in";

let work: string;
let bare: string;
let host: GitHost;
let live: string;
let server: { url: string; close: () => void } | undefined;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];
const outside: string[] = [];

/** The run a push to main starts, on the branch's head as it is now. */
function publish(): Promise<PipelineRun> {
  const sha = git(bare, "rev-parse", "main").trim();
  return runPublishJob({
    bare,
    sha,
    api: host.apiRoot,
    server: host.origin,
    repository: host.repo,
    token: TOKEN,
    workspace: path.join(work, "workspace"),
    pages: { dir: live, url: SITE_URL },
  });
}

/** What the run printed of each step, for a failure's message. */
const transcript = (run: PipelineRun) => run.steps.map((s) => `## ${s.name}: ${s.outcome}\n${s.output}`).join("\n");

/** A published page's HTML. */
const livePage = (file: string) => readFileSync(path.join(live, file), "utf8");

/** Whether a published page holds a text (a page is too long to print when it does not). */
const shows = (file: string, text: string) => livePage(file).includes(text);

/** A file of the repository as main has it now. */
const onMain = (file: string) => git(bare, "show", `main:${file}`);

/** /admin/ as published, signed in. */
async function openAdmin(): Promise<void> {
  await page.goto(`${server!.url}/admin/`, { waitUntil: "networkidle" });
  const signIn = page.getByRole("button", { name: "Sign In Using Access Token" });
  if (await signIn.isVisible()) await signInWithToken(page, TOKEN);
}

/** The publishing panel's one line, once it says something other than `not`. */
async function panelSays(not?: RegExp): Promise<string> {
  const status = page.locator("site-publishing").getByRole("status");
  await expect
    .poll(async () => ((await status.count()) ? ((await status.textContent()) ?? "") : ""), { timeout: 20_000 })
    .not.toMatch(not ?? /^$/);
  return (await status.textContent()) ?? "";
}

/** Edits one field of one form and saves it. */
async function edit(collection: string, entry: string, at: (string | number)[], value: string | number): Promise<void> {
  await openAdmin();
  await openCollection(page, collection);
  await openEntry(page, entry);
  await setField(page, at, value);
  expect(await save(page)).toEqual({ saved: true });
}

beforeAll(async () => {
  work = tempDir("publishing-");
  live = path.join(work, "pages");
  host = await startGitHost({ bare: path.join(work, "site.git"), owner: "agency", name: "site", token: TOKEN, user: USER });
  // The launched site, its web editor on this git host: baseUrl alone, as the guide says (the API's address follows from it).
  const content = launchedCopy({
    "site.yaml": (t) =>
      `${t.replace(/^siteUrl: .*$/m, `siteUrl: ${SITE_URL}`)}\neditor:\n  backend: gitea\n  repo: ${host.repo}\n  baseUrl: ${host.origin}\n`,
  });
  ({ bare } = seedRepository(work, content, { project: true }));
  const first = await publish();
  if (!first.ok) throw new Error(`the first publish failed:\n${transcript(first)}`);
  const served = await startServer({ dir: live });
  server = { url: served.url, close: () => served.server.close() };
  browser = await chromium.launch({ executablePath: CHROMIUM, args: OFFLINE_ARGS });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on("request", (request) => {
    if (!/^(https?:\/\/127\.0\.0\.1[:/]|blob:|data:)/.test(request.url())) outside.push(request.url());
  });
  page.on("console", (message) => {
    const expected = /^OAuth application ID is not defined/.test(message.text());
    if (message.type() === "error" || (message.type() === "warning" && !expected)) consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(String(error)));
}, 240_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  await host?.close();
});

describe("publishing from the browser alone", () => {
  it("a price: the cards and the Terms say it, the Terms are dated today, and /admin/ says the save is live", async () => {
    await edit("Site content (English)", "Plans and prices", ["Plans", 0, "Price"], 5555);
    await openAdmin();
    expect(await panelSays()).toMatch(/Saved; publishing starts in a moment|Publishing/);

    const run = await publish();
    expect(run.ok, transcript(run)).toBe(true);
    expect(shows("index.html", "₹5,555")).toBe(true);
    expect(shows("terms-of-service.html", "₹5,555")).toBe(true);
    // Dated in the run that published it, and the date committed to main.
    const day = today();
    expect(onMain("content/legal/terms-of-service.md")).toContain(`\nupdated: ${day}\n`);
    expect(shows("terms-of-service.html", `<dt>Last updated</dt><dd><time dateTime="${day}">`)).toBe(true);
    expect(git(bare, "log", "-1", "--format=%s", "main").trim()).toBe("Pipeline: settle the records (npm run content -- settle)");

    await openAdmin();
    expect(await panelSays(/Saved|Publishing/)).toMatch(/^✔ Live/);
    expect(consoleErrors).toEqual([]);
    expect(outside).toEqual([]);
  });
});
