// Languages, on the real build of the frozen content: a third language is
// one line in site.yaml and a folder of translations (no code); translation
// files hold text only, and
// any other field, unknown field or extra item is a located problem; the
// coverage report lists missing and stale texts with file:line and path, the
// accept command clears a reviewed one, build:production refuses a published
// language with missing texts, and a draft language is built by the dev
// server only. Each case is an edited copy of the frozen content; the last
// checks its Hindi page against the English: every section and number.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { translationCoverage } from "../src/checks/translation-coverage.ts";
import { loadContent, loadContentAsWritten } from "../src/model/site-model.ts";
import { checkModel } from "../src/checks/model-checks.ts";
import { createSiteRenderer } from "../src/dev/site-renderer.ts";
import { build, type BuildResult } from "../src/pipeline/site-build.ts";
import { ContentError } from "../src/parse/problem.ts";
import { formatProblems } from "../src/report/problems.ts";
import { reportParts } from "../src/report/site-report.ts";
import { filesIn, linkTags } from "./helpers/head.ts";
import { graphemeCount } from "../src/text/text-length.ts";
import { BUDGET, LIMITS, linesOf, measuresFor, pageScreens, pageTexts, type DesignLimits } from "../src/checks/design-limits.ts";
import { differencesFrom } from "./helpers/relations.ts";
import {
  npmScript,
  addLanguages,
  asProjectPaths,
  buildCommand,
  buildProblems,
  buildTo,
  contentCopy,
  editPlan,
  FIXTURE,
  FIXTURE_PLANS,
  launchedCopy,
  NEW_LANGUAGES,
  lineOf,
  readPage,
  ROOT,
  tempDir,
  visibleText,
} from "./helpers/site.ts";

/** A page's length in phone screens, over the budget by half a screen. */
const OVER = BUDGET.pageScreens + 0.5;
/**
 * The stored design measures with pages of the tests' own: an English page
 * a screen within the budget and a Hindi one half a screen over, whatever
 * their copy (no measured text or list to add to them). The stored pages are
 * content/'s, and an editor's edit of content/ must never turn a test red.
 */
const PAGES_OVER_IN_HINDI: DesignLimits = {
  ...LIMITS,
  scripts: {
    ...LIMITS.scripts,
    latin: { ...LIMITS.scripts.latin!, page: { height: (BUDGET.pageScreens - 1) * BUDGET.phone.height, texts: {}, lists: {} } },
    devanagari: { ...LIMITS.scripts.devanagari!, page: { height: OVER * BUDGET.phone.height, texts: {}, lists: {} } },
  },
};

/**
 * The stored design measures with each page of the frozen content exactly at
 * its budget and its testimonials' quotes measured as they are written there,
 * in a type of its script's (the hero's lead on a phone): a quote that grows
 * by a line puts its page over.
 */
async function quotesAtBudget(): Promise<DesignLimits> {
  const scripts = { ...LIMITS.scripts };
  for (const { landing, plans, locale } of (await loadContent(FIXTURE)).editions) {
    const measures = measuresFor(locale.tag);
    const style = measures.phone.lead;
    const quotes = pageTexts(landing, plans).filter(({ key }) => /^testimonials\.items\[[^\]]+\]\.quote$/.test(key));
    expect(quotes.length).toBeGreaterThan(0);
    const texts = Object.fromEntries(quotes.map(({ key, text }) => [key, { ...style, lines: linesOf(text, style) }]));
    const name = Object.keys(LIMITS.scripts).find((script) => LIMITS.scripts[script] === measures)!;
    scripts[name] = { ...measures, page: { height: BUDGET.pageScreens * BUDGET.phone.height, texts, lists: {} } };
  }
  return { ...LIMITS, scripts };
}

/** How many texts the frozen content has to translate, as its model counts them (never written by hand). */
let texts: number;
beforeAll(async () => {
  texts = translationCoverage((await loadContent(FIXTURE)).translations).find((c) => c.code === "hi")!.total;
});

const MARATHI = "  - code: mr\n    tag: mr-IN\n    name: मराठी\n";
/** site.yaml with a third language after Hindi. */
const withMarathi =
  (status = "") =>
  (site: string) =>
    site.replace("    name: हिन्दी\n", `    name: हिन्दी\n${MARATHI}${status ? `    status: ${status}\n` : ""}`);
const MARATHI_LANDING = "hero:\n  heading: प्रत्येक प्रवास चौकशीला 30 सेकंदांत उत्तर.\n";

/** A script as its npm command runs it (npm run build, npm run translations). */
function run(script: string, ...args: string[]) {
  const [command, before] = npmScript(script);
  return spawnSync(command, [...before, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
}

async function problemsOf(dir: string): Promise<string> {
  try {
    await buildTo(tempDir(), dir);
  } catch (error) {
    if (error instanceof ContentError) return asProjectPaths(formatProblems(error.problems), dir);
    throw error;
  }
  throw new Error("expected the build to fail");
}

describe("a new language", () => {
  it("needs one line in site.yaml and a folder of translations, no code: its page, lang, alternates and sitemap entry follow", async () => {
    const dir = contentCopy({ "site.yaml": withMarathi(), "mr/landing.yaml": MARATHI_LANDING });
    const out = tempDir();
    const result = await buildTo(out, dir);
    expect(result.routes.map((r) => r.path)).toContain("/mr");
    const html = readPage(out, "mr.html");
    // Marathi is written in Devanagari, as Hindi is: the same rules, from its tag alone.
    expect(html).toMatch(/^<!DOCTYPE html><html lang="mr-IN" data-writing="Deva">/);
    expect(html).toContain("प्रत्येक प्रवास चौकशीला 30 सेकंदांत उत्तर.");
    // Not yet translated: the English, and the report says so.
    expect(html).toContain("Book a Free Demo");
    for (const file of ["index.html", "hi.html", "mr.html"]) {
      const alternates = linkTags(readPage(out, file))
        .filter((l) => l.rel === "alternate")
        .map((l) => l.hrefLang);
      expect(alternates, file).toEqual(["en-IN", "hi-IN", "mr-IN", "x-default"]);
    }
    expect(readFileSync(path.join(out, "sitemap.xml"), "utf8")).toContain(
      '<xhtml:link rel="alternate" hreflang="mr-IN" href="https://www.example.com/mr"/>',
    );
    // The switcher on the English page offers both other languages, each in its own script.
    expect(readPage(out, "index.html")).toMatch(
      /<a href="\/hi" hrefLang="hi-IN" lang="hi-IN" data-writing="Deva">हिन्दी<\/a><\/li><li><a href="\/mr" hrefLang="mr-IN" lang="mr-IN" data-writing="Deva">मराठी<\/a>/,
    );
    const marathi = result.coverage.find((c) => c.code === "mr")!;
    expect(marathi).toMatchObject({ translated: 1, total: result.coverage.find((c) => c.code === "hi")!.total });
    expect(marathi.missing.length).toBe(marathi.total - 1);
  });

  it("is reported by npm run build: how much is translated, every missing text with file:line and path; build:production publishes it with those in English", () => {
    const dir = contentCopy({ "site.yaml": withMarathi(), "mr/landing.yaml": MARATHI_LANDING });
    const built = run("scripts/build.ts", `--content=${dir}`, `--out=${tempDir()}`);
    expect(built.status).toBe(0);
    const stdout = asProjectPaths(built.stdout, dir);
    expect(stdout).toContain(`✔ हिन्दी (hi): ${texts} of ${texts} texts translated`);
    // The one text is also not yet accepted: nobody has reviewed it.
    expect(stdout).toContain(
      `⚠ मराठी (mr): 1 of ${texts} texts translated, 1 not yet accepted\n  ${texts - 1} missing: shown in English on /mr until translated in content/mr/site.yaml, content/mr/landing.yaml, content/mr/plans.yaml\n`,
    );
    expect(stdout).toMatch(
      new RegExp(`\n {4}content/landing\\.yaml:${lineOf(dir, "landing.yaml", "  lead: >-")}:9 +hero\\.lead "Our AI answers every customer`),
    );

    // An English edit is never held back by a translation: production publishes, each text not ready in English, and says which.
    const ready = launchedCopy({ "site.yaml": withMarathi(), "mr/landing.yaml": MARATHI_LANDING });
    const out = tempDir();
    const strict = run("scripts/build.ts", "--strict", `--content=${ready}`, `--out=${out}`);
    expect(strict.status).toBe(0);
    expect(asProjectPaths(strict.stdout, ready)).toContain(`⚠ मराठी (mr): 0 of ${texts} texts translated, 1 not yet accepted`);
    expect(asProjectPaths(strict.stdout, ready)).toMatch(/content\/plans\.yaml:\d+:\d+ +plans\[ai-chat-bot\]\.name "AI Chat Bot"/);
    // The text no record vouches for is the English there too, marked as English.
    const marathi = readPage(out, "mr.html");
    expect(marathi).toContain('<html lang="mr-IN"');
    expect(marathi).toContain(
      '<h1 id="hero-title"><span lang="en-IN">Answer every travel inquiry in 30 seconds. Never lose a lead again.</span></h1>',
    );
    expect(marathi).not.toContain("प्रत्येक प्रवास चौकशीला");
  }, 60_000);

  it("as a draft, is built by the dev server only, and not offered to visitors of the published pages", async () => {
    const dir = contentCopy({ "site.yaml": withMarathi("draft"), "mr/landing.yaml": MARATHI_LANDING });
    const out = tempDir();
    const result = await buildTo(out, dir);
    expect(result.routes.map((r) => r.path)).not.toContain("/mr");
    expect(result.coverage.map((c) => c.code)).toEqual(["hi"]);
    expect(readPage(out, "index.html")).not.toContain('hreflang="mr-IN"');
    const dev = createSiteRenderer({ root: ROOT, contentDir: dir });
    const rendered = await dev.update();
    const page = rendered.pages.find((p) => p.path === "/mr")!;
    expect(page.html).toContain("प्रत्येक प्रवास चौकशीला");
    expect(rendered.coverage.find((c) => c.code === "mr")).toMatchObject({ status: "draft", translated: 1 });
    // The published pages do not link to it, in the preview either.
    expect(rendered.pages.find((p) => p.path === "/")!.html).not.toContain('href="/mr"');
  });
});

describe("a language in another script of India", () => {
  const scripts: Record<string, [string, string]> = {
    ta: ["Taml", "Noto Sans Tamil"],
    bn: ["Beng", "Noto Sans Bengali"],
    ur: ["Arab", "Noto Nastaliq Urdu"],
  };

  it("is a line and a folder too: Tamil, Bengali and Urdu build, each with its language, writing system, direction, type and card", async () => {
    const out = tempDir();
    const result = await buildTo(out, addLanguages(contentCopy(), NEW_LANGUAGES));
    expect(result.routes.map((r) => r.path)).toEqual(expect.arrayContaining(NEW_LANGUAGES.map((l) => `/${l.code}`)));
    for (const language of NEW_LANGUAGES) {
      const [script, font] = scripts[language.code]!;
      const html = readPage(out, `${language.code}.html`);
      expect(html, language.code).toMatch(
        new RegExp(`^<!DOCTYPE html><html lang="${language.tag}"${language.code === "ur" ? ' dir="rtl"' : ""} data-writing="${script}">`),
      );
      // Its script's system fonts, inlined: no web font to download.
      expect(html, language.code).toContain(font);
      expect(html, language.code).toContain(`<title>TripReply: ${language.title}</title>`);
      expect(
        filesIn(path.join(out, "og")).some((f) => f.startsWith(`${language.code}.`)),
        language.code,
      ).toBe(true);
    }
    // The header offers every language from one menu, which works without a script.
    expect(readPage(out, "index.html")).toMatch(/<details class="language-menu"><summary aria-label="Languages: English">/);
    // A site without them carries none of their rules.
    const plain = tempDir();
    await buildTo(plain, contentCopy());
    expect(readPage(plain, "index.html")).not.toMatch(/Noto Sans Tamil|Noto Nastaliq Urdu|language-menu/);
    expect(readPage(out, "index.html")).toMatch(/\.language-menu summary\{/);
  }, 60_000);

  it("has its copy held to its own script's measures: a Tamil headline of more than three lines in Tamil's type is reported", async () => {
    const tamil = NEW_LANGUAGES.find((l) => l.code === "ta")!;
    const heading = `${tamil.title} ${tamil.tagline}`;
    const lines = linesOf(heading, measuresFor(tamil.tag).heading);
    expect(lines).toBeGreaterThan(3);
    const dir = addLanguages(contentCopy(), NEW_LANGUAGES);
    const file = path.join(dir, "ta", "landing.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace(/^( {2}heading: )हर ट्रैवल.*$/m, `$1${heading}`));
    const found = checkModel(await loadContentAsWritten(dir, { project: dir }))
      .checks.filter((p) => p.path === "hero.heading")
      .map((p) => `${p.file}: ${p.found}`);
    expect(found).toEqual([`ta/landing.yaml: ${lines} lines (${graphemeCount(heading)} characters)`]);
  }, 60_000);

  it("has its page's length held to the budget: a Hindi page over it is reported at the top of its own landing.yaml, the English one within it not", async () => {
    const { model, written } = await loadContentAsWritten(FIXTURE, { project: FIXTURE });
    const found = checkModel({ model, written }, [], PAGES_OVER_IN_HINDI)
      .checks.filter((p) => p.path === "")
      .map((p) => `${p.file}:${p.line}: ${p.found}`);
    expect(found).toEqual([
      `hi/landing.yaml:${lineOf(FIXTURE, "hi/landing.yaml", "meta:")}: /hi is about ${OVER.toFixed(1)} screens (${OVER * BUDGET.phone.height} px), from the copy and the number of items`,
    ]);
  }, 60_000);

  it("holds nothing back while its translation is incomplete: its page over the budget is a notice until it is translated", async () => {
    const dir = contentCopy({ "hi/landing.yaml": (t) => t.replace(/^ {2}eyebrow: .*\n/m, "") });
    const { model, written } = await loadContentAsWritten(dir, { project: dir });
    const coverage = translationCoverage(model.translations);
    expect(coverage.find((c) => c.code === "hi")!.missing.map((m) => m.path)).toEqual(["hero.eyebrow"]);
    const found = checkModel({ model, written }, coverage, PAGES_OVER_IN_HINDI);
    expect(found.checks.filter((p) => p.path === "")).toEqual([]);
    expect(found.notices.filter((n) => n.message.startsWith("/hi is about"))).toEqual([
      expect.objectContaining({ file: "hi/landing.yaml", line: lineOf(dir, "hi/landing.yaml", "meta:"), column: 1 }),
    ]);
  }, 60_000);

  it("as drafts, is built by the dev server, and not by npm run build", async () => {
    const dir = addLanguages(contentCopy(), NEW_LANGUAGES, true);
    const result = await buildTo(tempDir(), dir);
    expect(result.routes.map((r) => r.path).filter((p) => NEW_LANGUAGES.some((l) => p === `/${l.code}`))).toEqual([]);
    const rendered = await createSiteRenderer({ root: ROOT, contentDir: dir }).update();
    for (const language of NEW_LANGUAGES)
      expect(rendered.pages.find((p) => p.path === `/${language.code}`)?.html, language.code).toContain(
        `<title>TripReply: ${language.title}</title>`,
      );
  }, 60_000);
});

describe("each language's landing page against its budget", () => {
  /** The line npm run build prints about the pages' lengths, with each page's screens by its address. */
  const lengthsIn = (stdout: string) => {
    const line = /^↕ page length: .*$/m.exec(stdout)?.[0];
    // "at least" and the closing note when content/, which the stored measures were taken from, leaves out a section the frozen content shows.
    expect(line, stdout).toMatch(
      /^↕ page length: \/ (at least )?\d+\.\d of \d+ phone screens( · \/[a-z-]+ (at least )?\d+\.\d of \d+)+( \(without .*\))?$/,
    );
    return {
      line,
      screens: Object.fromEntries([...line!.matchAll(/(\/[a-z-]*) (?:at least )?(\d+\.\d) of (\d+)/g)].map((m) => [m[1], [m[2], m[3]]])),
    };
  };
  /** Each page's screens as the checks' own prediction gives them, as the report rounds them, with the budget. */
  const predicted = async (dir: string) =>
    Object.fromEntries(
      (await loadContent(dir)).editions.map((e) => [
        e.home,
        [pageScreens(e.landing, e.plans, e.locale.tag).toFixed(1), `${BUDGET.pageScreens}`],
      ]),
    );

  it("is printed by npm run build for every language, as the checks predict it, and by the dev server alike", async () => {
    const summary = path.join(tempDir(), "summary.md");
    const built = buildCommand(`--out=${tempDir()}`, `--summary=${summary}`);
    expect(built.status, built.stderr).toBe(0);
    const { line, screens } = lengthsIn(built.stdout);
    expect(Object.keys(screens)).toEqual(["/", "/hi"]);
    expect(screens).toEqual(await predicted(FIXTURE));
    // The CI run's summary says it too (Markdown-escaped).
    expect(readFileSync(summary, "utf8")).toContain(line!.replaceAll(".", "\\."));
    const rendered = await createSiteRenderer({ root: ROOT, contentDir: FIXTURE }).update();
    expect(reportParts(rendered, false).lengths).toBe(line);
  }, 60_000);

  it("grows with the language whose texts grow, and only with it, and over its budget is a thing to fix at its own file", async () => {
    const dir = contentCopy({ "hi/landing.yaml": (t) => t.replace(/^( {6}quote: )(.*)$/gm, "$1$2 $2 $2") });
    const limits = await quotesAtBudget();
    const screens = (result: BuildResult) => Object.fromEntries(result.lengths.map((l) => [l.home, l.screens]));
    const before = await build({ root: ROOT, contentDir: FIXTURE, outDir: tempDir(), designLimits: limits });
    const after = await build({ root: ROOT, contentDir: dir, outDir: tempDir(), designLimits: limits });
    expect(screens(after)["/"]).toBe(screens(before)["/"]);
    expect(screens(after)["/hi"]).toBeGreaterThan(screens(before)["/hi"]!);
    expect(before.checks.filter((p) => p.path === "")).toEqual([]);
    expect(after.checks.filter((p) => p.path === "").map((p) => `${asProjectPaths(p.file, dir)}:${p.line}`)).toEqual([
      `content/hi/landing.yaml:${lineOf(dir, "hi/landing.yaml", "meta:")}`,
    ]);
  }, 60_000);
});

describe("a translation file", () => {
  it("names a field English does not have at its line, with did you mean", async () => {
    const dir = contentCopy({ "hi/landing.yaml": (t) => t.replace(/^ {2}heading: हर ट्रैवल/m, "  headng: हर ट्रैवल") });
    const line = lineOf(dir, "hi/landing.yaml", "headng:");
    expect(await problemsOf(dir)).toContain(
      `content/hi/landing.yaml:${line}:3  hero.headng\n  expected: a field of content/landing.yaml that holds text: eyebrow, heading, lead, demoLabel, videoLabel, preview, trust\n  found:    an unknown field "headng"\n  did you mean "heading"?`,
    );
  });

  it("is not blamed for a mistake of its English: a misspelt English field is one problem, at the English line", async () => {
    const plan = FIXTURE_PLANS[0]!;
    const dir = contentCopy({ "plans.yaml": (t) => editPlan(t, plan.id, (b) => b.replace("    description: ", "    descripton: ")) });
    const problems = await buildProblems(dir);
    expect(problems.map((p) => `${p.file}:${p.line} ${p.path}: ${p.found}`)).toEqual([
      `content/plans.yaml:${lineOf(dir, "plans.yaml", "descripton:")} plans[0].descripton: an unknown field "descripton"`,
    ]);
    expect(problems[0]!.hint).toContain('did you mean "description"?');
  });

  it("holds text only: a price, an icon or a flag is set once, in English", async () => {
    const dir = contentCopy({ "hi/plans.yaml": (t) => t.replace(/^( {4})name: (AI चैट बॉट)$/m, "$1name: $2\n$1price: 3999") });
    const line = lineOf(dir, "hi/plans.yaml", "price: 3999");
    const english = lineOf(dir, "plans.yaml", `price: ${FIXTURE_PLANS[0]!.price}`);
    expect(await problemsOf(dir)).toContain(
      `content/hi/plans.yaml:${line}:5  plans[ai-chat-bot].price\n  expected: only text to translate\n  found:    "price", which is set once, in content/plans.yaml:${english}, for every language\n  delete this line: prices, icons, ids, links, dates and flags come from the source file`,
    );
  });

  it("is held to lengths as a reader counts them: 150 Devanagari characters fit 160, though they take 300 UTF-16 units", async () => {
    const fits = "कि".repeat(150);
    expect([fits.length, graphemeCount(fits)]).toEqual([300, 150]);
    const dir = contentCopy({ "hi/landing.yaml": (t) => t.replace(/^( {2}description: )(.*)$/m, `$1${fits}`) });
    const { model } = await buildTo(tempDir(), dir);
    expect(model.editions[1]!.landing.meta.description).toBe(fits);
  });

  it("is checked by the same schema as the English, at the translation's line", async () => {
    const dir = contentCopy({ "hi/landing.yaml": (t) => t.replace(/^( {2}description: )(.*)$/m, `$1${"बहुत लंबा विवरण ".repeat(16)}`) });
    const line = lineOf(dir, "hi/landing.yaml", "बहुत लंबा विवरण");
    expect(await problemsOf(dir)).toMatch(
      new RegExp(`content/hi/landing\\.yaml:${line}:16  meta\\.description\\n  expected: text of at most 160 characters`),
    );
  });

  it("is found where an editor might put it, and pointed to the right place", async () => {
    const dir = contentCopy({ "landing.hi.yaml": "hero:\n  heading: x\n" });
    expect(await problemsOf(dir)).toContain(
      'content/landing.hi.yaml:1:1\n  expected: a translation in a folder named for its language: hi/landing.yaml\n  found:    "landing.hi.yaml", which the build does not read\n  move it to content/hi/landing.yaml',
    );
    const legal = contentCopy({ "legal/hi/privacy-policy.md": "---\ntitle: x\n---\n" });
    expect(await problemsOf(legal)).toContain(
      'content/legal/hi:1:1\n  expected: a legal page: a markdown file such as cookie-policy.md\n  found:    a folder "hi/", as if for translations\n  a language\'s translations go in content/hi/ (content/hi/landing.yaml); legal pages stay in English, which governs',
    );
    const typo = contentCopy({ "hn/landing.yaml": "hero:\n  heading: x\n" });
    expect(await problemsOf(typo)).toContain(
      'content/hn:1:1\n  expected: a folder of translations for a language listed in site.yaml\'s locales (hi)\n  found:    a folder "hn/" for a language site.yaml does not list\n  did you mean hi/?',
    );
  });

  it("may be missing: the page shows the English, and every text of it is listed", async () => {
    const dir = contentCopy();
    rmSync(path.join(dir, "hi/plans.yaml"));
    const result = await buildTo(tempDir(), dir);
    const hindi = result.coverage.find((c) => c.code === "hi")!;
    expect(hindi.missing.length).toBeGreaterThan(20);
    expect(hindi.missing.every((m) => m.in.endsWith("content/hi/plans.yaml") || m.in.endsWith("/hi/plans.yaml"))).toBe(true);
    expect(hindi.translated + hindi.missing.length).toBe(hindi.total);
  });
});

describe("stale translations", () => {
  it("are listed when the English changed after them, shown in English meanwhile, until the updated one is accepted with one command", async () => {
    const dir = contentCopy({
      "landing.yaml": (t) =>
        t.replace("heading: Answer every travel inquiry in 30 seconds.", "heading: Answer every travel inquiry in 20 seconds."),
    });
    const before = readFileSync(path.join(dir, "hi/translated-from.json"), "utf8");
    const report = run("scripts/translations.ts", `--content=${dir}`);
    expect(report.status).toBe(0);
    const line = lineOf(dir, "hi/landing.yaml", "  heading: हर ट्रैवल");
    expect(asProjectPaths(report.stdout, dir)).toMatch(
      new RegExp(
        `⚠ हिन्दी \\(hi\\): ${texts - 1} of ${texts} texts translated, 1 stale\\n  1 stale: the English changed after it was translated, so /hi shows the English; update the translation to say what the English now says, or, when it still does, mark it still right \\(the web editor's form, or npm run translations keep hi <file>:<field>\\)\\n    content/hi/landing\\.yaml:${line}:\\d+ +hero\\.heading now "Answer every travel inquiry in 20 seconds`,
      ),
    );
    // The page shows the English, marked as English, not the translation of the old English.
    const out = tempDir();
    await buildTo(out, dir);
    expect(readPage(out, "hi.html")).toContain(
      '<h1 id="hero-title"><span lang="en-IN">Answer every travel inquiry in 20 seconds. Never lose a lead again.</span></h1>',
    );
    expect(readPage(out, "hi.html")).not.toContain("हर ट्रैवल इन्क्वायरी का जवाब 30 सेकंड में। अब");

    // The translator updates it: shown again, waiting to be accepted.
    writeFileSync(
      path.join(dir, "hi/landing.yaml"),
      readFileSync(path.join(dir, "hi/landing.yaml"), "utf8").replace(
        "  heading: हर ट्रैवल इन्क्वायरी का जवाब 30 सेकंड में।",
        "  heading: हर ट्रैवल इन्क्वायरी का जवाब 20 सेकंड में।",
      ),
    );
    const updated = await loadContent(dir);
    expect(translationCoverage(updated.translations)[0]).toMatchObject({ stale: [], unsure: [{ path: "hero.heading" }] });
    expect(updated.editions[1]!.landing.hero.heading).toContain("20 सेकंड");

    const accepted = run("scripts/translations.ts", "accept", "hi", "landing.yaml:hero.heading", `--content=${dir}`);
    expect(accepted.stdout).toContain("✔ 1 translation of hi under landing.yaml:hero.heading marked as made from today's English");
    const after = readFileSync(path.join(dir, "hi/translated-from.json"), "utf8");
    // Only that one line of the record changed.
    const changed = after.split("\n").filter((l, i) => l !== before.split("\n")[i]);
    expect(changed).toEqual([expect.stringMatching(/^ {4}"hero\.heading": "[0-9a-f]{12}:[0-9a-f]{12}",$/)]);
    // The translator's guide above the line is today's English.
    const hindi = readFileSync(path.join(dir, "hi/landing.yaml"), "utf8").split("\n");
    expect(hindi[line - 2]).toBe("  # Answer every travel inquiry in 20 seconds. Never lose a lead again.");
    expect(run("scripts/translations.ts", `--content=${dir}`).stdout).toContain(`✔ हिन्दी (hi): ${texts} of ${texts} texts translated\n`);
  }, 60_000);

  it("cannot be accepted unchanged: accept names each one, with the English it was made from, and keeps it out until it is updated or kept", async () => {
    // A plan renamed in English only: its Hindi name still translates the old one.
    const plan = FIXTURE_PLANS.find((p) => p.popular)!;
    const dir = contentCopy({
      "plans.yaml": (t) => editPlan(t, plan.id, (b) => b.replace(`    name: ${plan.name}\n`, "    name: Complete Suite\n")),
    });
    const refused = run("scripts/translations.ts", "accept", "hi", `--content=${dir}`);
    expect(refused.status).toBe(1);
    const line = lineOf(dir, "hi/plans.yaml", `  - id: ${plan.id}`) + 2;
    const hindiLines = readFileSync(path.join(dir, "hi/plans.yaml"), "utf8").split("\n");
    const hindiName = hindiLines[line - 1]!.replace(/^ +name: /, "");
    expect(asProjectPaths(refused.stderr, dir)).toBe(
      [
        "✖ 1 stale translation of hi not accepted: the English changed since it was accepted, and the translation did not.",
        `  content/hi/plans.yaml:${line}:11  plans[${plan.id}].name  ${JSON.stringify(hindiName)}`,
        `    made from:   ${JSON.stringify(plan.name)}`,
        '    English now: "Complete Suite"',
        "  update each translation to say what the English now says, then accept it again; if one already does, say so for that text:",
        `    npm run translations keep hi "plans.yaml:plans[${plan.id}].name"`,
        "",
      ].join("\n"),
    );
    // Still stale: /hi names the plan as the English does, marked English, never by its old name.
    let model = await loadContent(dir);
    expect(translationCoverage(model.translations)[0]!.stale.map((s) => s.path)).toEqual([`plans[${plan.id}].name`]);
    expect(model.editions[1]!.plans.find((p) => p.id === plan.id)!.name).toBe("Complete Suite");
    // The translator says it still holds: recorded, and shown.
    const kept = run("scripts/translations.ts", "keep", "hi", `plans.yaml:plans[${plan.id}].name`, `--content=${dir}`);
    expect(kept.status).toBe(0);
    model = await loadContent(dir);
    expect(translationCoverage(model.translations)[0]!.stale).toEqual([]);
    expect(model.editions[1]!.plans.find((p) => p.id === plan.id)!.name).toBe(hindiName);
  }, 60_000);

  it("include a plan feature's: its translation is reviewed and accepted like every other text", async () => {
    const plan = FIXTURE_PLANS[0]!;
    const dir = contentCopy({ "hi/plans.yaml": (t) => t.replace(/^( {6}Unlimited AI responses: ).*$/m, "$1असीमित AI जवाब") });
    const model = await loadContent(dir);
    // Edited against the English it was accepted with: shown, and recorded by the next acceptance.
    expect(translationCoverage(model.translations)[0]!.unrecorded.map((u) => u.path)).toEqual([
      `plans[${plan.id}].features["Unlimited AI responses"]`,
    ]);
    expect(model.editions[1]!.plans.find((p) => p.id === plan.id)!.features).toContain("असीमित AI जवाब");
    expect(run("scripts/translations.ts", "accept", "hi", `--content=${dir}`).stdout).toContain("✔ 1 translation of hi marked");
    expect(translationCoverage((await loadContent(dir)).translations)[0]!.unrecorded).toEqual([]);
  }, 60_000);

  it("include a translation never accepted, and a new language starts from files that show the English to translate", async () => {
    const dir = contentCopy({ "site.yaml": withMarathi("draft") });
    const made = run("scripts/translations.ts", "new", "mr", `--content=${dir}`);
    expect(made.status).toBe(0);
    const landing = readFileSync(path.join(dir, "mr/landing.yaml"), "utf8");
    expect(landing).toMatch(
      /^hero:\n {2}# For travel agencies across India\n {2}eyebrow:\n {2}# Answer every travel inquiry in 30 seconds\. Never lose a lead again\.\n {2}heading:\n/m,
    );
    // List items by their id, a list of texts by the English.
    expect(landing).toMatch(/^ {2}trust:\n {4}Replies in 30 seconds, 24×7:\n {4}Set up for you in 24 hours:\n/m);
    expect(landing).toMatch(/^ {2}items:\n {4}- id: priya-nair\n {6}# We used to miss half/m);
    const model = await loadContent(dir, { drafts: true });
    expect(translationCoverage(model.translations).find((c) => c.code === "mr")).toMatchObject({ translated: 0 });
    writeFileSync(
      path.join(dir, "mr/landing.yaml"),
      landing.replace(/^( {2}# For travel agencies across India\n {2}eyebrow:)$/m, "$1 भारतभरातील ट्रॅव्हल एजन्सींसाठी"),
    );
    const next = await loadContent(dir, { drafts: true });
    expect(translationCoverage(next.translations).find((c) => c.code === "mr")!.unsure).toMatchObject([{ path: "hero.eyebrow" }]);
  }, 60_000);
});

describe("the record of what each translation was made from", () => {
  it("damaged by an edit (a merge conflict left in), builds the same site and says where, instead of every text silently turning stale", async () => {
    const dir = contentCopy({ "hi/translated-from.json": (t) => t.replace(/^( {2}"landing\.yaml": \{)$/m, "<<<<<<< HEAD\n$1") });
    const line = lineOf(dir, "hi/translated-from.json", "<<<<<<< HEAD");
    expect(line).toBe(2);
    const report = run("scripts/translations.ts", `--content=${dir}`);
    expect(report.status).toBe(0);
    // Every text the record vouched for waits again: as many as it names.
    const recorded = Object.values(JSON.parse(readFileSync(path.join(FIXTURE, "hi/translated-from.json"), "utf8")) as object[])
      .map((fields) => Object.keys(fields).length)
      .reduce((a, b) => a + b, 0);
    expect(asProjectPaths(report.stdout, dir)).toContain(
      [
        `⚠ हिन्दी (hi): ${texts} of ${texts} texts translated, ${recorded} not yet accepted`,
        "  the record of what each text was made from cannot be read, so every text waits to be accepted again:",
        `    content/hi/translated-from.json:${line}:1`,
        // found: JSON.parse's own words, which vary with Node's version.
        "      expected: the JSON npm run translations writes",
      ].join("\n"),
    );
    expect(report.stdout).toContain("      2 | <<<<<<< HEAD\n        | ^\n");
    // The pages are those of an intact record: the record only says what is stale.
    const intact = tempDir();
    await buildTo(intact, contentCopy());
    const damaged = tempDir();
    await buildTo(damaged, dir);
    expect(readPage(damaged, "hi.html")).toBe(readPage(intact, "hi.html"));
  }, 60_000);
});

describe("a translated legal page", () => {
  const HINDI_PRIVACY = [
    "---",
    "title: गोपनीयता नीति",
    "description: हम ट्रैवल एजेंसियों और उनके ग्राहकों का निजी डेटा कैसे इकट्ठा, इस्तेमाल और सुरक्षित करते हैं, और आप अपने अधिकार कैसे इस्तेमाल करें।",
    "---",
    "",
    "## 1. हम कौन हैं",
    "",
    "{{legal.entity}} इस वेबसाइट को चलाती है। [शर्तें](/terms-of-service) अंग्रेज़ी में हैं।",
    "",
  ].join("\n");

  it("is published at /hi/<page> in Hindi, with the source page's dates, and the two pages name each other as alternates", async () => {
    const dir = contentCopy({ "hi/legal/privacy-policy.md": HINDI_PRIVACY });
    const out = tempDir();
    const result = await buildTo(out, dir);
    expect(result.routes.map((r) => r.path)).toContain("/hi/privacy-policy");
    const html = readPage(out, "hi/privacy-policy.html");
    expect(html).toMatch(/^<!DOCTYPE html><html lang="hi-IN" data-writing="Deva">/);
    expect(html).toContain("<h1>गोपनीयता नीति</h1>");
    // The English page's dates, written in Hindi (as the platform writes them); the heading's id keeps its letters.
    const { effective } = result.model.legal.find((p) => p.slug === "privacy-policy")!.meta;
    const inHindi = new Date(effective).toLocaleDateString("hi-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    expect(html).toContain(`<time dateTime="${effective}">${inHindi}</time>`);
    expect(html).toContain('id="1-हम-कौन-हैं"');
    expect(html).toContain("TripReply Technologies LLP इस वेबसाइट को चलाती है।");
    const expected = [
      ["en-IN", "https://www.example.com/privacy-policy"],
      ["hi-IN", "https://www.example.com/hi/privacy-policy"],
      ["x-default", "https://www.example.com/privacy-policy"],
    ];
    for (const file of ["privacy-policy.html", "hi/privacy-policy.html"]) {
      expect(
        linkTags(readPage(out, file))
          .filter((l) => l.rel === "alternate")
          .map((l) => [l.hrefLang, l.href]),
        file,
      ).toEqual(expected);
    }
    // The Hindi footer links to it in Hindi, and to the other pages in English, marked so.
    const footer = readPage(out, "hi.html").split('<ul class="site-footer__legal">')[1]!.split("</ul>")[0]!;
    expect(footer).toContain('<a href="/hi/privacy-policy">गोपनीयता नीति</a>');
    expect(footer).toContain('<a href="/terms-of-service" hrefLang="en-IN" lang="en-IN">Terms of Service</a>');
    expect(readFileSync(path.join(out, "sitemap.xml"), "utf8")).toContain("<loc>https://www.example.com/hi/privacy-policy</loc>");
    expect(result.brokenLinks).toEqual([]);
  });

  it("holds only its texts, translates a page that exists, and goes stale when the English does", async () => {
    const dated = contentCopy({
      "hi/legal/privacy-policy.md": HINDI_PRIVACY.replace("title: गोपनीयता नीति\n", "title: गोपनीयता नीति\nupdated: 2026-01-01\n"),
    });
    expect(await problemsOf(dated)).toContain(
      'content/hi/legal/privacy-policy.md:3:1  updated\n  expected: only text to translate: title and description\n  found:    "updated", which is set once, in content/legal/privacy-policy.md, for every language',
    );
    const misnamed = contentCopy({ "hi/legal/privacy-polcy.md": HINDI_PRIVACY });
    expect(await problemsOf(misnamed)).toContain(
      'content/hi/legal/privacy-polcy.md:1:1\n  expected: the translation of a legal page of content/legal/, under the same name: terms-of-service.md, privacy-policy.md, data-protection.md\n  found:    "privacy-polcy.md", which translates no page\n  did you mean privacy-policy.md?',
    );

    const dir = contentCopy({ "hi/legal/privacy-policy.md": HINDI_PRIVACY });
    expect(run("scripts/translations.ts", "accept", "hi", "legal/privacy-policy.md", `--content=${dir}`).stdout).toContain(
      "✔ 3 translations of hi under legal/privacy-policy.md",
    );
    expect(translationCoverage((await loadContent(dir)).translations)[0]!.stale).toEqual([]);
    writeFileSync(
      path.join(dir, "legal/privacy-policy.md"),
      readFileSync(path.join(dir, "legal/privacy-policy.md"), "utf8").replace("## 1. Who we are", "## 1. Who we are, and how to reach us"),
    );
    const stale = await loadContent(dir);
    expect(translationCoverage(stale.translations)[0]!.stale).toMatchObject([
      { path: "body", file: expect.stringMatching(/hi\/legal\/privacy-policy\.md$/) },
    ]);
    // Not published as current: /hi links to the English page, which governs, until the translation is updated.
    expect(stale.pages.map((p) => p.path)).not.toContain("/hi/privacy-policy");
    expect(stale.editions[1]!.legal.find((p) => p.slug === "privacy-policy")!.locale).toBe("en");
  }, 60_000);
});

describe("the Hindi landing page, as built from the frozen content", () => {
  it("has every section of the English page and every number on it: prices, figures, times, dates, counts", async () => {
    const out = tempDir();
    await buildTo(out);
    const en = readPage(out, "index.html");
    const hi = readPage(out, "hi.html");
    expect(differencesFrom(en, hi)).toEqual([]);
    // lakh in Hindi, and no English left in the page's own texts but the kept product words.
    expect(visibleText(hi)).toMatch(/₹[\d.]+ लाख/);
    expect(visibleText(hi)).not.toMatch(/\blakh\b|Book a Free Demo|Start Free Trial/);
  });

  it("is held to that by a check that names a section left out and a number written otherwise (or it proves nothing)", async () => {
    const out = tempDir();
    await buildTo(out);
    const en = readPage(out, "index.html");
    const hi = readPage(out, "hi.html");
    const price = /<section id="pricing"[\s\S]*?₹([\d,]+)/.exec(hi)![1]!;
    expect(differencesFrom(en, hi.replace(`₹${price}`, "₹1"))).toEqual([`pricing: ₹${price} not shown`]);
    const withoutBenefits = hi.replace(/<section id="benefits"[\s\S]*?<\/section>/, "");
    expect(differencesFrom(en, withoutBenefits)).toEqual([expect.stringMatching(/^sections: .*benefits.* in the source, /)]);
  });
});
