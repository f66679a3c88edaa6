// True after every edit, everywhere: a fact of the content (a plan's name or
// price, the GST, the money-back guarantee's days, the offer's discount) is
// named by the same token in any text of any language as in a legal page, so
// a rename or a new price is said everywhere at once. On edited copies of the
// frozen content, in English and Hindi.
import { describe, expect, it } from "vitest";
import {
  asProjectPaths,
  buildCommand,
  buildProblems,
  buildTo,
  confirmSamples,
  contentCopy,
  editPlan,
  fillLaunchValues,
  FIXTURE_PLANS,
  lineOf,
  readPage,
  rupees,
  setOfferEnd,
  tempDir,
  visibleText,
} from "./helpers/site.ts";

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
    expect(result.model.coverage[0]!.stale).toEqual([]);
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
    const { model } = await buildTo(tempDir(), dir);
    return { dir, checks: model.checks.map((c) => `${asProjectPaths(c.file, dir)}:${c.line}:${c.column} ${c.path}: ${c.found}`).sort() };
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
