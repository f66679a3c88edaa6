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
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../../src/serve/static-server.ts";
import { today } from "../../src/text/today.ts";
import { launchedCopy, tempDir } from "../helpers/site.ts";
import {
  addItem,
  choose,
  field,
  moveItem,
  launchEditorPage,
  openAdmin as openAdminAt,
  openCollection,
  openEntry,
  save,
  setField,
  tick,
} from "./cms-driver.ts";
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
let consoleErrors: string[] = [];
let outside: string[] = [];

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
const openAdmin = () => openAdminAt(page, server!.url, TOKEN);

/** The publishing panel's one line, once it says something other than `not`. */
async function panelSays(not?: RegExp): Promise<string> {
  const status = page.locator("site-publishing").getByRole("status");
  await expect
    .poll(async () => ((await status.count()) ? ((await status.textContent()) ?? "") : ""), { timeout: 20_000 })
    .not.toMatch(not ?? /^$/);
  return (await status.textContent()) ?? "";
}

/** Opens a form, makes its changes, and saves it. */
async function inForm(collection: string, entry: string, change: () => Promise<void>): Promise<void> {
  await openAdmin();
  await openCollection(page, collection);
  await openEntry(page, entry);
  await change();
  expect(await save(page)).toEqual({ saved: true });
}

/** Edits one field of one form and saves it. */
const edit = (collection: string, entry: string, at: (string | number)[], value: string | number) =>
  inForm(collection, entry, () => setField(page, at, value));

const ENGLISH = "Site content (English)";
const LANDING = "Landing page: every section's text";
const HINDI = "हिन्दी (hi)";
const HINDI_LANDING = "हिन्दी: landing.yaml";

/** The text of each element with this opening tag's class, in page order. */
const inOrder = (html: string, names: readonly string[]) =>
  names.map((name) => html.indexOf(name)).every((at, i, all) => at >= 0 && (i === 0 || at > all[i - 1]!));

/** Publishes, and fails with the run's transcript when it does not. */
async function published(): Promise<PipelineRun> {
  const run = await publish();
  expect(run.ok, transcript(run)).toBe(true);
  return run;
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
  ({ browser, page, outside, consoleErrors } = await launchEditorPage());
}, 240_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  await host?.close();
});

// Each test saves from the editor and then waits for one or two whole publish runs (a production
// build, the settling commit, the deploy), each 10-15 s here; on a busy CI machine two of them
// pass the suite's 60 s for one page check.
describe("publishing from the browser alone", { timeout: 180_000 }, () => {
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
  });

  const HEADING = "Answer every travel inquiry in 20 seconds. Never lose a lead again.";
  const HINDI_HEADING = "हर ट्रैवल इन्क्वायरी का जवाब 20 सेकंड में। अब कोई लीड नहीं छूटेगी।";
  const OLD_HINDI_HEADING = "हर ट्रैवल इन्क्वायरी का जवाब 30 सेकंड में।";

  it("an English headline: published at once, /hi shows it in English (marked so) until its Hindi is reviewed, and the Hindi form marks it", async () => {
    await edit(ENGLISH, LANDING, ["Hero", "Heading"], HEADING);
    await published();
    expect(shows("index.html", HEADING)).toBe(true);
    // Never the translation of the old English: the new English, in its own language.
    expect(shows("hi.html", `<h1 id="hero-title"><span lang="en-IN">${HEADING}</span></h1>`)).toBe(true);
    expect(shows("hi.html", OLD_HINDI_HEADING)).toBe(false);

    await openAdmin();
    await openCollection(page, HINDI);
    await openEntry(page, HINDI_LANDING);
    const heading = await field(page, ["Hero", "⚠ Heading"]);
    expect(await heading.textContent()).toContain(`English: ${HEADING}`);
    expect(await (await field(page, ["⚠ 1 text to check: still right after the English changed?"])).textContent()).toContain(
      `Hero › Heading: “${HEADING}”`,
    );
  });

  it("its Hindi, typed beside the new English: the pipeline takes that as its review, and /hi shows it", async () => {
    await edit(HINDI, HINDI_LANDING, ["Hero", "⚠ Heading"], HINDI_HEADING);
    await published();
    expect(shows("hi.html", `<h1 id="hero-title">${HINDI_HEADING}</h1>`)).toBe(true);
    // Recorded on main as made from the new English; the translator's guide above it is that English.
    const hindi = onMain("content/hi/landing.yaml");
    expect(hindi).toContain(`  # ${HEADING}\n  heading: ${HINDI_HEADING}\n`);
    expect(hindi).not.toContain("stillRight");
  });

  it("an English typo fixed: its Hindi, still right, ticked so in the Hindi form, and /hi shows it again", async () => {
    const eyebrow = "For travel agencies all across India";
    const hindi = "पूरे भारत की ट्रैवल एजेंसियों के लिए";
    await edit(ENGLISH, LANDING, ["Hero", "Eyebrow"], eyebrow);
    await published();
    expect(shows("hi.html", `<span lang="en-IN">${eyebrow}</span>`)).toBe(true);
    expect(shows("hi.html", hindi)).toBe(false);

    await inForm(HINDI, HINDI_LANDING, () => tick(page, ["⚠ 1 text to check: still right after the English changed?"], /^Hero › Eyebrow/));
    // The tick, as committed: the text and the English it was checked against.
    expect(onMain("content/hi/landing.yaml")).toMatch(/^stillRight:\n {2}- hero\.eyebrow [0-9a-f]{12}\n/m);
    await published();
    expect(shows("hi.html", hindi)).toBe(true);
    // Accepted, and the tick cleared, by the run that published it.
    expect(onMain("content/hi/landing.yaml")).not.toContain("stillRight");
    expect(onMain("content/hi/landing.yaml")).toContain(`  # ${eyebrow}\n  eyebrow: ${hindi}\n`);
  });

  it("the testimonials' order: both languages follow, each Hindi quote with its own customer", async () => {
    const names = ["Priya Nair", "Arjun Malhotra", "Sneha Kulkarni"];
    expect(inOrder(livePage("index.html"), names)).toBe(true);
    await inForm(ENGLISH, LANDING, () => moveItem(page, ["Testimonials", "Items"], 0, "End"));
    await published();
    const moved = [...names.slice(1), names[0]!];
    expect(inOrder(livePage("index.html"), moved)).toBe(true);
    const hi = livePage("hi.html");
    expect(inOrder(hi, moved)).toBe(true);
    // Priya Nair's Hindi quote is still hers: after Sneha Kulkarni's name, before nothing of the others.
    const quote = "पीक सीज़न में हमारी आधी WhatsApp इन्क्वायरी छूट जाती थीं";
    expect(hi.indexOf(quote)).toBeGreaterThan(hi.indexOf("Sneha Kulkarni"));
  });

  it("a new feature: in English at once, in Hindi once its translation is saved from the + menu", async () => {
    const title = "Replies in Hindi and English";
    const text = "Each traveller gets the answer in the language they wrote in.";
    await inForm(ENGLISH, LANDING, async () => {
      await addItem(page, ["Features", "Cards"]);
      await setField(page, ["Features", "Cards", 4, "Id"], "languages");
      await choose(page, ["Features", "Cards", 4, "Icon"], "globe");
      await setField(page, ["Features", "Cards", 4, "Title"], title);
      await setField(page, ["Features", "Cards", 4, "Text"], text);
    });
    await published();
    expect(shows("index.html", title)).toBe(true);
    expect(shows("hi.html", `<span lang="en-IN">${title}</span>`)).toBe(true);

    const hindiTitle = "हिन्दी और अंग्रेज़ी में जवाब";
    await inForm(HINDI, HINDI_LANDING, async () => {
      await addItem(page, ["Features", "Cards"], `${title} (languages)`);
      await setField(page, ["Features", "Cards", 4, "Title"], hindiTitle);
      await setField(page, ["Features", "Cards", 4, "Text"], "हर यात्री को उसी भाषा में जवाब मिलता है जिसमें उसने लिखा।");
    });
    await published();
    expect(shows("hi.html", hindiTitle)).toBe(true);
    expect(shows("hi.html", title)).toBe(false);
  });

  it("the support email: on every page and in the policies that quote it, which are dated today", async () => {
    await edit(ENGLISH, "Site: brand, company, contacts, links", ["Contact", "Email"], "support@tripreply.in");
    await published();
    for (const file of ["index.html", "hi.html", "privacy-policy.html", "terms-of-service.html"])
      expect(shows(file, "mailto:support@tripreply.in"), file).toBe(true);
    expect(shows("index.html", "hello@tripreply.in")).toBe(false);
    for (const policy of ["privacy-policy", "data-protection"])
      expect(onMain(`content/legal/${policy}.md`), policy).toContain(`\nupdated: ${today()}\n`);
  });

  it("a save the build refuses: nothing is published, and /admin/ says why, at its file and line", async () => {
    // Two header links with one id: the form cannot see it, the build can.
    await edit(ENGLISH, "Site: brand, company, contacts, links", ["Header links", 1, "Id"], "features");
    const before = livePage("index.html");
    const run = await publish();
    expect(run.ok).toBe(false);
    expect(livePage("index.html")).toBe(before);
    await openAdmin();
    const said = await panelSays(/Saved|Publishing|Live/);
    expect(said).toMatch(/^✖ Not published: content\/site\.yaml line \d+, nav\[1\]\.id: /);

    // Put right, it is published again.
    await edit(ENGLISH, "Site: brand, company, contacts, links", ["Header links", 1, "Id"], "pricing");
    await published();
    await openAdmin();
    expect(await panelSays(/Saved|Publishing|Not published/)).toMatch(/^✔ Live/);
    expect(consoleErrors).toEqual([]);
    expect(outside).toEqual([]);
  });
});
