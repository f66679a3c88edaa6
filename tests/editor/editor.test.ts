// The web editor as the build ships it, end to end and offline: the frozen
// content in a real bare git repository behind the test git host (a
// Gitea-compatible API, git-host.ts, through Sveltia's own gitea back end),
// the site built with `editor` pointing there, /admin/ served by the preview
// server and driven in Chromium, which can resolve no host but 127.0.0.1.
// The Hindi form pairs each text with its own English by id, whatever the
// order, and shows the stale and orphaned texts the build reports.
// An editor signs in and saves one edit in every file the editor writes (the
// English files, a legal page, each translation): the commits are the
// editor's, and each file as committed differs from before by its edited
// line alone, with no step after it. A save with no edit (the legal pages'
// form allows one), or an edit and then its undo (the YAML forms allow a
// save only after an edit), leaves every file byte for byte as it was: the
// !placeholder tags, comments, defaults left out, a markdown table; every
// intermediate save loads as it did, with the same launch list; and the site
// built at the end is the site built before. A value the schema forbids (a
// price of -1 or "free", a WhatsApp number a digit short) is refused in the
// form, in the build's words where the editor can show them. What this covers
// is Sveltia's own gitea back end, its token sign-in and its commits on a real
// repository; the pipeline's run on a push is publishing.test.ts's.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkModel } from "../../src/checks/model-checks.ts";
import { loadContentAsWritten } from "../../src/model/site-model.ts";
import { build } from "../../src/pipeline/site-build.ts";
import { startServer } from "../../src/serve/static-server.ts";
import { contentCopy, ROOT } from "../helpers/site.ts";
import { tempDir } from "../shared/temp.ts";
import {
  field,
  launchEditorPage,
  openAdmin as openAdminAt,
  openCollection,
  openEntry,
  save,
  setField,
  signInWithToken,
  validationErrors,
} from "./cms-driver.ts";
import { filesIn } from "../helpers/head.ts";
import { startGitHost, type GitHost } from "./git-host.ts";
import { git, seedRepository } from "./seed.ts";

const TOKEN = "editor-test-token";
const USER = { login: "meera", name: "Meera Shah", email: "meera@example.test" };

/**
 * One edit of each file the editor writes, by its form's labels, and the line
 * of the file it must change (the first that matches). Values need no quoting,
 * so the expected file is the old one with that line's value replaced.
 */
const EDITS: { file: string; collection: string; entry: string; field: (string | number)[]; value: string | number; line: RegExp }[] = [
  {
    file: "site.yaml",
    collection: "Site content (English)",
    entry: "Site: brand, company, contacts, links",
    field: ["Brand", "Tagline"],
    value: "AI replies for travel agencies",
    line: /^ {2}tagline: .*$/m,
  },
  {
    file: "landing.yaml",
    collection: "Site content (English)",
    entry: "Landing page: every section's text",
    field: ["Hero", "Eyebrow"],
    value: "For every travel agency in India",
    line: /^ {2}eyebrow: .*$/m,
  },
  {
    file: "plans.yaml",
    collection: "Site content (English)",
    entry: "Plans and prices",
    field: ["Plans", 0, "Price"],
    value: 5555,
    line: /^ {4}price: .*$/m,
  },
  {
    file: "legal/terms-of-service.md",
    collection: "Legal pages",
    entry: "Terms of Service",
    field: ["Title"],
    value: "Terms of Service for agencies",
    line: /^title: .*$/m,
  },
  {
    file: "legal/privacy-policy.md",
    collection: "Legal pages",
    entry: "Privacy Policy",
    field: ["Title"],
    value: "Privacy Policy for agencies",
    line: /^title: .*$/m,
  },
  {
    file: "legal/data-protection.md",
    collection: "Legal pages",
    entry: "Data Protection Policy",
    field: ["Title"],
    value: "Data Protection Policy for agencies",
    line: /^title: .*$/m,
  },
  {
    file: "hi/site.yaml",
    collection: "हिन्दी (hi)",
    entry: "हिन्दी: site.yaml",
    field: ["Brand", "Tagline"],
    value: "ट्रैवल एजेंसियों के लिए AI जवाब",
    line: /^ {2}tagline: .*$/m,
  },
  {
    file: "hi/landing.yaml",
    collection: "हिन्दी (hi)",
    entry: "हिन्दी: landing.yaml",
    field: ["Hero", "Eyebrow"],
    value: "हर ट्रैवल एजेंसी के लिए",
    line: /^ {2}eyebrow: .*$/m,
  },
  {
    file: "hi/plans.yaml",
    collection: "हिन्दी (hi)",
    entry: "हिन्दी: plans.yaml",
    field: ["Plans", 0, "Name"],
    value: "AI चैट बॉट प्लस",
    line: /^ {4}name: .*$/m,
  },
];

/**
 * A save of each file that changes nothing: the legal pages' form may be
 * saved as it is; a YAML form only after an edit, so one text of it is
 * edited, saved, put back and saved again. Each field is a text box.
 */
const ROUND_TRIPS: { file: string; collection: string; entry: string; field?: (string | number)[] }[] = [
  { file: "site.yaml", collection: "Site content (English)", entry: "Site: brand, company, contacts, links", field: ["Brand", "Tagline"] },
  { file: "landing.yaml", collection: "Site content (English)", entry: "Landing page: every section's text", field: ["Hero", "Eyebrow"] },
  { file: "plans.yaml", collection: "Site content (English)", entry: "Plans and prices", field: ["Plans", 0, "Name"] },
  { file: "legal/terms-of-service.md", collection: "Legal pages", entry: "Terms of Service" },
  { file: "legal/privacy-policy.md", collection: "Legal pages", entry: "Privacy Policy" },
  { file: "legal/data-protection.md", collection: "Legal pages", entry: "Data Protection Policy" },
  { file: "hi/site.yaml", collection: "हिन्दी (hi)", entry: "हिन्दी: site.yaml", field: ["Brand", "Tagline"] },
  { file: "hi/landing.yaml", collection: "हिन्दी (hi)", entry: "हिन्दी: landing.yaml", field: ["Hero", "Eyebrow"] },
  { file: "hi/plans.yaml", collection: "हिन्दी (hi)", entry: "हिन्दी: plans.yaml", field: ["Plans", 0, "Name"] },
];

/**
 * The repository's content as a translation often stands: the Hindi plans in
 * another order than the English, one Hindi plan whose English is gone (an
 * orphan), and an English text changed since its translation was accepted
 * (stale).
 */
const TRANSLATION_STATES = {
  "hi/plans.yaml": (text: string) => {
    const at = text.indexOf("  - id: complete-solution\n");
    const end = text.indexOf("  - id: lead-management\n");
    const moved = text.slice(at, end);
    return `${text.slice(0, text.indexOf("  - id: ai-chat-bot\n"))}${moved}${text.slice(text.indexOf("  - id: ai-chat-bot\n"), at)}${text.slice(end)}  - id: old-plan\n    name: पुराना प्लान\n`;
  },
  "plans.yaml": (text: string) => text.replace("in about 30 seconds.", "in under a minute."),
};

let work: string;
let seedContent: string;
let bare: string;
let host: GitHost;
let site: { url: string; close: () => void };
let browser: Browser;
let page: Page;
let outside: string[] = [];
/** Console errors and warnings. */
let consoleErrors: string[] = [];

/** /admin/, signed in. */
const openAdmin = () => openAdminAt(page, site.url, TOKEN);

/** The text of a field as shown (its label, value and hint), in the form and its preview. */
const textOf = (group: Locator) => group.evaluateAll((elements) => elements.map((element) => element.textContent).join("\n"));

/** A working copy of the repository as it is now on its branch. */
function clone(): string {
  const dir = path.join(tempDir("editor-clone-"), "repo");
  git(work, "clone", "--quiet", bare, dir);
  return dir;
}

beforeAll(async () => {
  work = tempDir("editor-");
  // The repository: the frozen content, committed by a developer.
  seedContent = contentCopy(TRANSLATION_STATES);
  ({ bare } = seedRepository(work, seedContent));
  host = await startGitHost({ bare, owner: "agency", name: "site", token: TOKEN, user: USER });

  // The site, built with its editor pointed at that host.
  const withEditor = contentCopy({
    ...TRANSLATION_STATES,
    "site.yaml": (t) => `${t}\neditor:\n  backend: gitea\n  repo: ${host.repo}\n  baseUrl: ${host.origin}\n  apiRoot: ${host.apiRoot}\n`,
  });
  const dist = path.join(work, "dist");
  await build({ root: ROOT, contentDir: withEditor, outDir: dist, serverOutDir: path.join(work, "dist-server") });
  const served = await startServer({ dir: dist });
  site = { url: served.url, close: () => served.server.close() };

  ({ browser, page, outside, consoleErrors } = await launchEditorPage());
}, 120_000);

afterAll(async () => {
  await browser?.close();
  site?.close();
  await host?.close();
});

describe("the web editor at /admin/", () => {
  it("loads from the site alone: no console error or warning, no request beyond 127.0.0.1", async () => {
    const response = await page.goto(`${site.url}/admin/`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toContain(`connect-src 'self' data: blob: ${host.origin}`);
    await signInWithToken(page, TOKEN);
    await openCollection(page, "Site content (English)");
    expect(outside).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(host.unknown).toEqual([]);
  });

  it("shows each Hindi text under its own English, found by id, with what the build says of it", async () => {
    await openAdmin();
    await openCollection(page, "हिन्दी (hi)");
    await openEntry(page, "हिन्दी: plans.yaml");
    // The Hindi file's first plan is the English file's second: its form names it, and shows its English.
    expect(await textOf(await field(page, ["Plans", 0, "Name"]))).toContain("English: Complete Solution");
    const stale = await textOf(await field(page, ["Plans", 1, "⚠ Description"]));
    expect(stale).toContain("English: Answers every travel inquiry on WhatsApp, website chat and email in under a minute.");
    expect(stale).toContain("The English changed since this was translated");
    // The plan whose English is gone, last in the Hindi file, is shown as what it is.
    expect(await textOf(await field(page, ["Plans", 3, "Name"]))).toContain('The English item "old-plan" is gone');
  });

  it("saves every content file through its form: as committed, each differs from before by its edited line alone", async () => {
    const start = git(bare, "rev-parse", "main").trim();
    for (const edit of EDITS) {
      await openAdmin();
      await openCollection(page, edit.collection);
      await openEntry(page, edit.entry);
      await setField(page, edit.field, edit.value);
      const result = await save(page);
      expect(result, `${edit.file}: ${JSON.stringify(result)}`).toEqual({ saved: true });
    }

    const repo = clone();
    const log = git(repo, "log", "--format=%an <%ae>|%s", `${start}..main`).trim().split("\n");
    expect(log.length).toBe(EDITS.length);
    expect(log.every((line) => /^Meera Shah <meera@example\.test>\|Web editor: update /.test(line))).toBe(true);

    for (const edit of EDITS) {
      const before = readFileSync(path.join(seedContent, edit.file), "utf8");
      const after = readFileSync(path.join(repo, "content", edit.file), "utf8");
      const expected = before.replace(edit.line, (line) => line.replace(/:( .*)?$/, `: ${edit.value}`));
      expect(expected, `${edit.file}: the edited line is not where the test expects it`).not.toBe(before);
      expect(after, edit.file).toBe(expected);
    }
    // Every other file is as it was.
    const changed = git(repo, "diff", "--name-only", start).trim().split("\n").sort();
    expect(changed).toEqual(EDITS.map((edit) => `content/${edit.file}`).sort());

    const rebuilt = path.join(work, "rebuilt");
    await build({ root: ROOT, contentDir: path.join(repo, "content"), outDir: rebuilt });
    expect(readFileSync(path.join(rebuilt, "index.html"), "utf8")).toContain("₹5,555");
    expect(readFileSync(path.join(rebuilt, "terms-of-service.html"), "utf8")).toContain("₹5,555");
    expect(readFileSync(path.join(rebuilt, "hi.html"), "utf8")).toContain("हर ट्रैवल एजेंसी के लिए");
    expect(consoleErrors).toEqual([]);
    expect(outside).toEqual([]);
    expect(host.unknown).toEqual([]);

    // Back to the content it started with, for the round trips below: a developer's commit.
    git(repo, "checkout", "--quiet", start, "--", "content");
    git(repo, "commit", "--quiet", "-am", "Back to the frozen content");
    git(repo, "push", "--quiet", "origin", "HEAD:main");
  }, 300_000); // nine saves, each a commit and a push through the form: 80 s here, 60% more on a busy run

  it("saves each file with no edit, or an edit and its undo, as it was, byte for byte: the site built from it is the site built before", async () => {
    // Each item where it is in its content folder, whichever folder that is.
    const launchList = async (dir: string) =>
      checkModel(await loadContentAsWritten(dir)).launch.map(
        (i) => `${path.relative(dir, path.resolve(i.file))}:${i.line} ${i.path} ${i.value}`,
      );
    const original = await launchList(seedContent);
    for (const edit of ROUND_TRIPS) {
      await openAdmin();
      await openCollection(page, edit.collection);
      await openEntry(page, edit.entry);
      if (edit.field) {
        const was = await (await field(page, edit.field)).getByRole("textbox").first().inputValue();
        await setField(page, edit.field, `${was} (edited)`);
        expect(await save(page), edit.file).toEqual({ saved: true });
        // As committed, it loads: its placeholders, samples and defaults as they were.
        const edited = clone();
        expect(await launchList(path.join(edited, "content")), edit.file).toEqual(original);
        await openAdmin();
        await openCollection(page, edit.collection);
        await openEntry(page, edit.entry);
        await setField(page, edit.field, was);
      }
      expect(await save(page), edit.file).toEqual({ saved: true });
      const repo = clone();
      expect(readFileSync(path.join(repo, "content", edit.file), "utf8"), edit.file).toBe(
        readFileSync(path.join(seedContent, edit.file), "utf8"),
      );
    }
    const repo = clone();
    const [before, after] = [path.join(work, "round-trip-before"), path.join(work, "round-trip-after")];
    await build({ root: ROOT, contentDir: seedContent, outDir: before });
    await build({ root: ROOT, contentDir: path.join(repo, "content"), outDir: after });
    expect(filesIn(after)).toEqual(filesIn(before));
    const differing = filesIn(before).filter((file) => !readFileSync(path.join(before, file)).equals(readFileSync(path.join(after, file))));
    expect(differing).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // A round trip of every file and two builds: 113 s here, and minutes on a busy 2-core machine.
  }, 300_000);

  it("shows each claimed figure's basis beside it, with the hint that says what a basis is", async () => {
    await openAdmin();
    await openCollection(page, "Site content (English)");
    await openEntry(page, "Landing page: every section's text");
    // The frozen content's first proof figure's basis, read from its file, not from the editor under test.
    const measures = /^proof:\n[\s\S]*?^ {6}measures: (.+)$/m.exec(readFileSync(path.join(seedContent, "landing.yaml"), "utf8"))![1]!;
    expect(await (await field(page, ["Proof", 0, "Basis", "Measures"])).getByRole("textbox").first().inputValue()).toBe(measures);
    const basis = (await (await field(page, ["Proof", 0, "Basis"])).textContent()) ?? "";
    expect(basis).toMatch(/what it measures, where it comes from and the day it was true on/);
    expect(basis).toMatch(/build:production refuses it/);
    const asOf = (await (await field(page, ["Benefits", "Stats", 0, "Basis", "As of"])).textContent()) ?? "";
    expect(asOf).toMatch(/due for review/);
  });

  it("refuses in the form what the schema forbids, and leaves the rest to the build's located error", async () => {
    const before = git(bare, "rev-parse", "main").trim();
    await openAdmin();
    await openCollection(page, "Site content (English)");
    await openEntry(page, "Plans and prices");
    await setField(page, ["Plans", 0, "Price"], -1);
    expect((await save(page)).saved).toBe(false);
    expect((await validationErrors(page)).join("\n")).toMatch(/^Price: .*greater than or equal to 0/m);
    // "free" is no number: the field holds no price, and a plan needs one.
    const price = (await field(page, ["Plans", 0, "Price"])).getByRole("spinbutton").first();
    await price.fill("");
    await price.pressSequentially("free");
    expect((await save(page)).saved).toBe(false);
    expect(await validationErrors(page)).toEqual(["Price: This field is required."]);
    // Beside it, what the field takes, in the build's words.
    expect(await (await field(page, ["Plans", 0, "Price"])).textContent()).toContain("A number of rupees, like 7499");
    expect(git(bare, "rev-parse", "main").trim()).toBe(before);

    // A WhatsApp number a digit short: the form holds it to its country's length, in the build's words.
    await openAdmin();
    await openCollection(page, "Site content (English)");
    await openEntry(page, "Site: brand, company, contacts, links");
    await setField(page, ["Contact", "WhatsApp number"], "+91 98765 4321");
    expect((await save(page)).saved).toBe(false);
    expect((await validationErrors(page)).join("\n")).toContain(
      "WhatsApp number: Expected a WhatsApp number in international form: + and the country code, then the number, like +91 98765 43210",
    );
    expect(git(bare, "rev-parse", "main").trim()).toBe(before);
  });
});
