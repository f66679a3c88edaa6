// Languages in other scripts of India, added as an editor adds one: a line in
// site.yaml and a folder (the Hindi files, with a title and tagline of their
// own), for Tamil, Bengali and Urdu. Their pages are built, served under the
// site's CSP and held to axe at 375 and 1280 px and to the Nu checker, each
// with its language and writing system, Urdu right to left; the header
// offers every language from one menu that opens without a script; and each has a
// link-preview card with its title drawn (card-scripts.test.ts holds the
// drawing of each script to Chromium's shaping).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { PNG } from "pngjs";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { build } from "../../src/pipeline/site-build.ts";
import { startServer } from "../../src/serve/static-server.ts";
import { addLanguages, contentCopy, NEW_LANGUAGES, tempDir } from "../helpers/site.ts";
import { centre, ink } from "./card-ink.ts";
import { load, openSession, ROOT, WIDTHS, type Session } from "./harness.ts";
import { describeViolations, runAxe } from "./run-axe.ts";

const SCRIPTS: Record<string, string> = { ta: "Taml", bn: "Beng", ur: "Arab" };
let dir: string;
let content: string;
let base: string;
let server: Server;
let session: Session | undefined;

beforeAll(async () => {
  dir = path.join(tempDir("languages-site-"), "dist");
  content = addLanguages(contentCopy(), NEW_LANGUAGES);
  await build({ root: ROOT, contentDir: content, outDir: dir });
  ({ server, url: base } = await startServer({ dir }));
}, 120_000);

afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe("Tamil, Bengali and Urdu, each added by a line and a folder", () => {
  test.for(NEW_LANGUAGES.flatMap((l) => [WIDTHS.small, WIDTHS.large].map((width) => [l.code, width] as const)))(
    "/%s has no axe violation at %ipx, in its language, writing system and direction",
    async ([code, width]) => {
      session = await openSession({ width, base, reducedMotion: "reduce", bypassCSP: true });
      await load(session.page, `/${code}`, base);
      const root = await session.page.evaluate(() => [
        document.documentElement.lang,
        document.documentElement.dataset.writing,
        document.dir,
      ]);
      const language = NEW_LANGUAGES.find((l) => l.code === code)!;
      expect(root).toEqual([language.tag, SCRIPTS[code], code === "ur" ? "rtl" : ""]);
      const violations = await runAxe(session.page);
      expect(violations, describeViolations(violations)).toEqual([]);
      expect(session.problems).toEqual([]);
    },
  );

  test.for([WIDTHS.small, WIDTHS.large])(
    "the header's language menu opens without a script, offering the other languages (%ipx)",
    async (width) => {
      session = await openSession({ width, base, javaScriptEnabled: false, reducedMotion: "reduce", bypassCSP: true });
      await load(session.page, "/ta", base);
      const menu = session.page.locator(".site-header .language-menu");
      await expect.poll(() => menu.locator(".language-menu__list").isVisible()).toBe(false);
      await menu.locator("summary").click();
      const links = menu.locator(".language-menu__list a");
      await expect.poll(() => links.allTextContents()).toEqual(["English", "हिन्दी", "বাংলা", "اردو"]);
      expect(await links.evaluateAll((all) => all.map((a) => [a.getAttribute("href"), a.getAttribute("lang")]))).toEqual([
        ["/", "en-IN"],
        ["/hi", "hi-IN"],
        ["/bn", "bn-IN"],
        ["/ur", "ur-IN"],
      ]);
      // Open, it passes axe too (axe runs as a script: a page of its own).
      await session.close();
      session = await openSession({ width, base, reducedMotion: "reduce", bypassCSP: true });
      await load(session.page, "/ta", base);
      await session.page.locator(".site-header .language-menu summary").click();
      const violations = await runAxe(session.page);
      expect(violations, describeViolations(violations)).toEqual([]);
    },
  );

  test("their pages are valid HTML", () => {
    // --content: the files it skips as published unchecked are this build's content/static/, never the editors' folder's.
    const run = spawnSync(process.execPath, ["scripts/run.mjs", "scripts/check-html.ts", dir, `--content=${content}`], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(run.stdout).toMatch(/^PASS html: \d+ files, 0 errors/m);
  });

  test.each(NEW_LANGUAGES.map((l) => [l.code, l] as const))("the card of /%s has its title drawn", (_code, language) => {
    const file = readdirSync(path.join(dir, "og")).find((f) => f.startsWith(`${language.code}.`))!;
    const png = PNG.sync.read(readFileSync(path.join(dir, "og", file)));
    expect(centre(ink(png)).n, "ink in the title box").toBeGreaterThan(5000);
    expect(readFileSync(path.join(dir, `${language.code}.html`), "utf8")).toContain(`/og/${file}`);
  });
});
