// True after every edit, everywhere: a fact of the content (a plan's name or
// price, the GST, the money-back guarantee's days, the offer's discount) is
// named by the same token in any text of any language as in a legal page, so
// a rename or a new price is said everywhere at once. On edited copies of the
// frozen content, in English and Hindi.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  npmScript,
  asProjectPaths,
  buildCommand,
  buildProblems,
  buildTo,
  confirmSamples,
  contentCopy,
  editPlan,
  fillLaunchValues,
  FIXTURE,
  FIXTURE_PLANS,
  lineOf,
  readPage,
  ROOT,
  rupees,
  setOfferEnd,
  setPrice,
  tempDir,
  visibleText,
} from "./helpers/site.ts";

/** npm run legal. */
const LEGAL = npmScript("scripts/legal.ts");
const popular = FIXTURE_PLANS.find((p) => p.popular)!;
const token = `{{plans.${popular.id}.name}}`;
/** The Hindi name the frozen content gives the popular plan. */
const HINDI_NAME = "कम्प्लीट सॉल्यूशन";

/** The pricing intro naming the popular plan by token, in English and in Hindi. */
const tokenized = {
  "landing.yaml": (t: string) => t.replace("or take the complete solution.", `or take the ${token}.`),
  "hi/landing.yaml": (t: string) => t.replace(`या ${HINDI_NAME} लें।`, `या ${token} लें।`),
};
const pricingIntro = (html: string) => visibleText(/<section id="pricing"[\s\S]*?<p class="section-intro">[\s\S]*?<\/p>/.exec(html)![0]);

describe("a fact named by token in a YAML text", () => {
  it("says the plan's name in each language: the English name on /, the Hindi one on /hi", async () => {
    const out = tempDir();
    const result = await buildTo(out, contentCopy(tokenized));
    expect(pricingIntro(readPage(out, "index.html"))).toContain(`or take the ${popular.name}.`);
    expect(pricingIntro(readPage(out, "hi.html"))).toContain(`या ${HINDI_NAME} लें।`);
    // The English as written is unchanged by a rename: its translation does not go stale.
    expect(result.coverage[0]!.stale).toEqual([]);
  });

  it("follows a rename everywhere: no page of either language names the plan's old name", async () => {
    const out = tempDir();
    const renamed = contentCopy({
      ...tokenized,
      "plans.yaml": (t) => editPlan(t, popular.id, (b) => b.replace(`    name: ${popular.name}\n`, "    name: Complete Suite\n")),
      "hi/plans.yaml": (t) => t.replace(`    name: ${HINDI_NAME}\n`, "    name: कम्प्लीट सुइट\n"),
    });
    await buildTo(out, renamed);
    expect(pricingIntro(readPage(out, "index.html"))).toContain("or take the Complete Suite.");
    expect(pricingIntro(readPage(out, "hi.html"))).toContain("या कम्प्लीट सुइट लें।");
    for (const file of ["index.html", "hi.html", "terms-of-service.html"]) {
      expect(visibleText(readPage(out, file)), file).not.toContain(popular.name);
      expect(visibleText(readPage(out, file)), file).not.toContain(HINDI_NAME);
    }
  });

  it("names a price with its period and GST in the page's words", async () => {
    const plan = FIXTURE_PLANS[0]!;
    const out = tempDir();
    await buildTo(
      out,
      contentCopy({
        "landing.yaml": (t) => t.replace("or take the complete solution.", `or start at {{plans.${plan.id}.price}}.`),
        "hi/landing.yaml": (t) => t.replace(`या ${HINDI_NAME} लें।`, `या {{plans.${plan.id}.price}} से शुरू करें।`),
      }),
    );
    expect(pricingIntro(readPage(out, "index.html"))).toContain(`or start at ${rupees(plan.price)}/month + 18% GST.`);
    expect(pricingIntro(readPage(out, "hi.html"))).toContain(`या ${rupees(plan.price)}/महीना + 18% जीएसटी से शुरू करें।`);
  });

  it("that names no fact is a problem at its line and column, with the fact it most likely means, in either language", async () => {
    const typo = `{{plans.${popular.id.slice(0, -1)}.name}}`;
    const dir = contentCopy({
      "landing.yaml": (t) => t.replace("or take the complete solution.", `or take the ${typo}.`),
      "hi/landing.yaml": (t) => t.replace(`या ${HINDI_NAME} लें।`, `या {{pricing.guarantee.dayz}} लें।`),
    });
    const problems = await buildProblems(dir);
    expect(problems.map((p) => [p.file, p.line, p.column, p.found, p.hint])).toEqual([
      [
        "content/landing.yaml",
        lineOf(dir, "landing.yaml", typo),
        "  intro: Start with one product, or take the ".length + 1,
        `an unknown fact "${typo.slice(2, -2)}"`,
        `did you mean ${token}?`,
      ],
      [
        "content/hi/landing.yaml",
        lineOf(dir, "hi/landing.yaml", "dayz"),
        "  intro: एक प्रोडक्ट से शुरू करें, या ".length + 1,
        'an unknown fact "pricing.guarantee.dayz"',
        "did you mean {{pricing.guarantee.days}}?",
      ],
    ]);
  });
});

describe("a fact typed into a YAML text that disagrees with the content", () => {
  /** The checks (warnings in npm run build, errors in build:production) a copy gives, as file:line:column path: found. */
  async function checksOf(edits: Parameters<typeof contentCopy>[0]) {
    const dir = contentCopy(edits);
    const { checks } = await buildTo(tempDir(), dir);
    return { dir, checks: checks.map((c) => `${asProjectPaths(c.file, dir)}:${c.line}:${c.column} ${c.path}: ${c.found}`).sort() };
  }
  const englishIntro = "  intro: Start with one product, or take the complete solution.";
  const hindiIntro = `  intro: एक प्रोडक्ट से शुरू करें, या ${HINDI_NAME} लें।`;
  const longText = "Your team types destinations, dates, budgets and passenger counts into sheets by hand.";
  const hindiLong = "  intro: यात्री तीन एजेंसियों को मैसेज करते हैं और जो सबसे पहले जवाब दे, उसी से बुक करते हैं।";

  it("is found in the pricing intro and in a long text, in English: a price no plan costs, another money-back period, another GST", async () => {
    const { dir, checks } = await checksOf({
      "landing.yaml": (t) =>
        t
          .replace(englishIntro, "  intro: Plans from ₹3,999/month, all with a 14-day money-back guarantee.")
          .replace(longText, `${longText} Our prices include 18% GST.`),
    });
    const intro = lineOf(dir, "landing.yaml", "Plans from ₹3,999");
    const long = lineOf(dir, "landing.yaml", "Our prices include");
    const column = (line: number, text: string) => readPage(dir, "landing.yaml").split("\n")[line - 1]!.indexOf(text) + 1;
    expect(checks).toEqual(
      [
        `content/landing.yaml:${intro}:${column(intro, "₹3,999")} pricing.intro: ₹3,999, which no plan costs`,
        `content/landing.yaml:${intro}:${column(intro, "14-day")} pricing.intro: "14-day" on a line about the money-back guarantee`,
        `content/landing.yaml:${long}:${column(long, "include 18% GST")} problem.points[1].text: "include 18% GST" on a line about GST: the text says the prices include it`,
      ].sort(),
    );
  });

  it("is found in Hindi too, in the Hindi words of the price cards and the guarantee", async () => {
    const { dir, checks } = await checksOf({
      "hi/landing.yaml": (t) =>
        t
          .replace(hindiIntro, "  intro: प्लान ₹3,999/महीना से शुरू।")
          .replace(hindiLong, `${hindiLong} हर प्लान पर 14 दिन की मनी-बैक गारंटी है, और कीमतें 18% जीएसटी सहित हैं।`),
    });
    const intro = lineOf(dir, "hi/landing.yaml", "₹3,999/महीना");
    const long = lineOf(dir, "hi/landing.yaml", "14 दिन की");
    const column = (line: number, text: string) => readPage(dir, "hi/landing.yaml").split("\n")[line - 1]!.indexOf(text) + 1;
    expect(checks).toEqual(
      [
        `content/hi/landing.yaml:${long}:${column(long, "14 दिन")} problem.intro: "14 दिन की मनी-बैक गारंटी" on a line about the money-back guarantee`,
        `content/hi/landing.yaml:${long}:${column(long, "18% जीएसटी सहित")} problem.intro: "18% जीएसटी सहित" on a line about GST: the text says the prices include it`,
        `content/hi/landing.yaml:${intro}:${column(intro, "₹3,999")} pricing.intro: ₹3,999, which no plan costs`,
      ].sort(),
    );
  });

  it("stops build:production, which names it at its line", () => {
    const ready = contentCopy({
      "site.yaml": fillLaunchValues,
      "landing.yaml": (t) => confirmSamples(setOfferEnd(t)).replace(englishIntro, "  intro: Plans from ₹3,999/month."),
    });
    const strict = buildCommand("--strict", `--content=${ready}`, `--out=${tempDir()}`);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain(
      `content/landing.yaml:${lineOf(ready, "landing.yaml", "Plans from ₹3,999")}:${"  intro: Plans from ".length + 1}  pricing.intro\n  expected: a plan's price, as plans.yaml gives them:`,
    );
  });
});

describe("a legal page's date", () => {
  const plan = FIXTURE_PLANS.at(-1)!;
  const terms = "legal/terms-of-service.md";
  /** The Terms' date in the frozen content, as the English pages write it (by the platform's en-IN rules). */
  const termsDate = new Date(`${/^updated: (\S+)$/m.exec(readPage(FIXTURE, terms))![1]}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  /** The Terms' checks a build of `dir` reports at their `updated:` line. */
  async function dateChecks(dir: string) {
    const { checks } = await buildTo(tempDir(), dir);
    return checks.filter((c) => c.path === "updated").map((c) => ({ ...c, file: asProjectPaths(c.file, dir) }));
  }

  it("is the one its text was published under: the frozen content's record says so of every page", async () => {
    expect(await dateChecks(contentCopy())).toEqual([]);
  });

  it("must move when the text does: a price its table names, or an edit, is a check at updated:, naming what changed", async () => {
    const dir = contentCopy({
      "plans.yaml": (t) => setPrice(t, plan.id, 12_345),
      [terms]: (t) => t.replace(/^## 2\./m, "A sentence added.\n\n## 2."),
    });
    const [check, ...others] = await dateChecks(dir);
    expect(others).toEqual([]);
    expect(check).toMatchObject({
      file: `content/${terms}`,
      line: lineOf(dir, terms, "updated:"),
      column: "updated: ".length + 1,
      expected: `the date of the page's last change: it says its text has not changed since ${termsDate}`,
      found: `a text other than the one recorded under ${termsDate}: its text was edited; {{plans.${plan.id}.price}} is now "${rupees(12_345)}/month + 18% GST", was "${rupees(plan.price)}/month + 18% GST"`,
      hint: "set today's date and record the new text: npm run legal updated terms-of-service",
    });
  });

  it("is moved to today, and the new text recorded, by one command: the page, its structured data and the sitemap then say that date", async () => {
    const dir = contentCopy({ "plans.yaml": (t) => setPrice(t, plan.id, 12_345) });
    const env = { ...process.env, SOURCE_DATE_EPOCH: String(Date.parse("2026-11-24T06:00:00Z") / 1000), NO_COLOR: "1" };
    const run = spawnSync(LEGAL[0], [...LEGAL[1], "updated", "terms-of-service", `--content=${dir}`], {
      cwd: ROOT,
      encoding: "utf8",
      env,
    });
    expect(run.status).toBe(0);
    expect(asProjectPaths(run.stdout, dir)).toContain(
      "✔ terms-of-service: recorded as published on 24 November 2026 (content/published.json)",
    );
    expect(readPage(dir, terms)).toMatch(/^updated: 2026-11-24$/m);
    expect(await dateChecks(dir)).toEqual([]);
    const out = tempDir();
    await buildTo(out, dir);
    const page = readPage(out, "terms-of-service.html");
    expect(page).toContain('<time dateTime="2026-11-24">24 November 2026</time>');
    expect(page).toContain('"dateModified":"2026-11-24"');
    expect(readPage(out, "sitemap.xml")).toContain(
      "<loc>https://www.example.com/terms-of-service</loc>\n    <lastmod>2026-11-24</lastmod>",
    );
  });

  it("follows its translation too: the Hindi page's text changing is named at the English page's date", async () => {
    const hindi = [
      "---",
      "title: गोपनीयता नीति",
      "description: हम ट्रैवल एजेंसियों और उनके ग्राहकों का निजी डेटा कैसे इकट्ठा, इस्तेमाल और सुरक्षित करते हैं, और आप अपने अधिकार कैसे इस्तेमाल करें।",
      "---",
      "",
      "## 1. हम कौन हैं",
      "",
      "{{legal.entity}} इस वेबसाइट को चलाती है।",
      "",
    ].join("\n");
    const dir = contentCopy({ "hi/legal/privacy-policy.md": hindi });
    const accept = spawnSync(LEGAL[0], [...LEGAL[1], "record", "privacy-policy", `--content=${dir}`], { cwd: ROOT, encoding: "utf8" });
    expect(accept.status).toBe(0);
    expect(await dateChecks(dir)).toEqual([]);
    const edited = path.join(dir, "hi/legal/privacy-policy.md");
    writeFileSync(edited, readPage(dir, "hi/legal/privacy-policy.md").replace("इस वेबसाइट को चलाती है।", "यह वेबसाइट चलाती है।"));
    expect((await dateChecks(dir)).map((c) => [c.file, c.found])).toEqual([
      ["content/legal/privacy-policy.md", expect.stringMatching(/: its text was edited \(the hi translation\)$/)],
    ]);
  });

  it("stops build:production while it lags its text, and a damaged record is named at its line", () => {
    const ready = contentCopy({
      "site.yaml": fillLaunchValues,
      "landing.yaml": (t) => confirmSamples(setOfferEnd(t)),
      "published.json": (t) => t.replace('  "legal": {', '<<<<<<< HEAD\n  "legal": {'),
    });
    const strict = buildCommand("--strict", `--content=${ready}`, `--out=${tempDir()}`);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain("content/published.json:2:1\n  expected: the JSON npm run legal writes");
    expect(strict.stderr).toContain(
      `content/${terms}:${lineOf(ready, terms, "updated:")}:10  updated\n  expected: a record of the text published on ${termsDate}`,
    );
  });
});

describe("a plan's former name", () => {
  const popularPlan = FIXTURE_PLANS.find((p) => p.popular)!;
  const renamed = {
    "plans.yaml": (t: string) =>
      editPlan(t, popularPlan.id, (b) => b.replace(`    name: ${popularPlan.name}\n`, "    name: Complete Suite\n")),
    "hi/plans.yaml": (t: string) => t.replace(`    name: ${HINDI_NAME}\n`, "    name: कम्प्लीट सुइट\n"),
  };

  it("left in a text after a rename is a check at its line, in English and in Hindi, written any case", async () => {
    const dir = contentCopy(renamed);
    const { checks } = await buildTo(tempDir(), dir);
    const named = checks
      .filter((c) => c.found.includes("before it was renamed"))
      .map((c) => `${asProjectPaths(c.file, dir)}:${c.line}:${c.column} ${c.path}: ${c.found}`);
    expect(named).toEqual([
      `content/landing.yaml:${lineOf(dir, "landing.yaml", "take the complete solution")}:${"  intro: Start with one product, or take the ".length + 1} pricing.intro: "complete solution", the name Complete Suite had before it was renamed`,
      `content/hi/landing.yaml:${lineOf(dir, "hi/landing.yaml", `या ${HINDI_NAME} लें`)}:${"  intro: एक प्रोडक्ट से शुरू करें, या ".length + 1} pricing.intro: "${HINDI_NAME}", the name कम्प्लीट सुइट had before it was renamed`,
    ]);
    expect(checks.find((c) => c.found.includes("before it was renamed"))!.hint).toBe(
      `name the plan by token, so the text follows plans.yaml: {{plans.${popularPlan.id}.name}}; if these words are not the plan's name, reword them`,
    );
  });

  it("is not left anywhere once texts name the plan by token: no page of either language says the old name", async () => {
    const dir = contentCopy({ ...renamed, ...tokenized });
    const out = tempDir();
    const { checks } = await buildTo(out, dir);
    expect(checks.filter((c) => c.found.includes("before it was renamed"))).toEqual([]);
    for (const file of ["index.html", "hi.html", "terms-of-service.html", "privacy-policy.html", "data-protection.html"])
      expect(visibleText(readPage(out, file)).toLowerCase(), file).not.toMatch(
        new RegExp(`${popularPlan.name.toLowerCase()}|${HINDI_NAME}`),
      );
  });
});
