// Ordinary edits publish nothing false. Each case is an everyday editor task
// done on a copy of the frozen content with only the editor's guide: replacing
// a sample testimonial with a real one, adding a footer link in the middle,
// deleting sample logos, editing a price, a headline too long for the design,
// and mistakes in English and Hindi at once. The translation of an item
// follows its English item, never its place; a text whose English changed is
// shown in English (marked so) and refused by build:production at its line.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError } from "../src/parse/problem.ts";
import { formatProblems } from "../src/report/problems.ts";
import {
  asProjectPaths,
  buildCommand,
  buildTo,
  contentCopy,
  launchedCopy,
  recordLegal,
  FIXTURE_PLANS,
  lineOf,
  readPage,
  rupees,
  setPrice,
  tempDir,
  visibleText,
} from "./helpers/site.ts";

/** Every text of the page with the language it is in: its nearest lang. */
function textsWithLang(html: string, pageLang = /<html lang="([^"]+)"/.exec(html)![1]!): { text: string; lang: string }[] {
  const out: { text: string; lang: string }[] = [];
  const stack: string[] = [];
  const body = (html.includes("<body") ? html.slice(html.indexOf("<body")) : html).replace(/<!-- -->/g, "");
  for (const [, close, name, attrs, text] of body.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/g)) {
    if (text !== undefined) {
      const value = text
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, "&")
        .replace(/&quot;/g, '"')
        .trim();
      if (value) out.push({ text: value, lang: stack.findLast((l) => l) || pageLang });
    } else if (close) stack.pop();
    else if (
      !/\/$/.test(attrs!) &&
      !["img", "br", "meta", "link", "source", "input", "hr", "path", "rect", "circle", "use", "line", "polyline"].includes(name!)
    )
      stack.push(/\slang="([^"]+)"/.exec(attrs!)?.[1] ?? "");
  }
  return out;
}

/** The full launch-ready copy of the content, as an editor has it just before publishing. */
const launchReady = launchedCopy;

const ROHAN = [
  "    - id: rohan-desai",
  "      quote: >-",
  "        Our Goa and Konkan trips book twice as fast now: every WhatsApp inquiry gets an answer while the traveller is still comparing.",
  "      name: Rohan Desai",
  "      role: Founder",
  "      agency: Konkan Getaways",
  "      city: Ratnagiri",
  "      rating: 5",
  "",
].join("\n");

describe("a sample testimonial replaced by a real one", () => {
  // The first sample's item, from its id to the next item.
  const replaceFirst = (t: string) => t.replace(/ {4}- id: priya-nair\n[\s\S]*?(?= {4}- id: arjun-malhotra)/, ROHAN);

  it("never puts the deleted sample's Hindi words under the real customer's name", async () => {
    const dir = contentCopy({ "landing.yaml": replaceFirst });
    const out = tempDir();
    const result = await buildTo(out, dir);
    const hi = readPage(out, "hi.html");
    expect(hi).not.toContain("पीक सीज़न में हमारी आधी WhatsApp इन्क्वायरी छूट जाती थीं");
    // The real quote, in English and marked so, until it is translated.
    const quote = textsWithLang(hi).find((t) => t.text.startsWith("Our Goa and Konkan trips"));
    expect(quote).toEqual({ text: expect.stringContaining("still comparing."), lang: "en-IN" });
    const hindi = result.coverage.find((c) => c.code === "hi")!;
    // The Hindi item of the deleted sample is an orphan, at its id's line, told which English item has no translation.
    expect(hindi.orphans).toMatchObject([
      { path: "testimonials.items[priya-nair]", line: lineOf(dir, "hi/landing.yaml", "- id: priya-nair"), english: "rohan-desai" },
    ]);
    expect(hindi.missing.map((m) => m.path)).toEqual([
      "testimonials.items[rohan-desai].quote",
      "testimonials.items[rohan-desai].role",
      "testimonials.items[rohan-desai].city",
    ]);
  });

  it("kept under the sample's id, shows the real words in English until the Hindi is updated", async () => {
    const dir = contentCopy({ "landing.yaml": (t) => replaceFirst(t).replace("- id: rohan-desai", "- id: priya-nair") });
    const out = tempDir();
    const result = await buildTo(out, dir);
    const hi = readPage(out, "hi.html");
    expect(hi).not.toContain("पीक सीज़न में हमारी आधी WhatsApp इन्क्वायरी छूट जाती थीं");
    expect(textsWithLang(hi).find((t) => t.text.startsWith("Our Goa and Konkan trips"))?.lang).toBe("en-IN");
    // The city changed too; the role did not, so its Hindi stays.
    expect(textsWithLang(hi).find((t) => t.text === "Ratnagiri")?.lang).toBe("en-IN");
    expect(result.coverage[0]!.stale.map((s) => s.path)).toEqual([
      "testimonials.items[priya-nair].quote",
      "testimonials.items[priya-nair].city",
    ]);
  });

  it("is published by build:production, each untranslated text shown in English and named at its line with the orphan", () => {
    const dir = launchReady({ "landing.yaml": replaceFirst });
    const out = path.join(tempDir(), "dist");
    const result = buildCommand("--strict", `--content=${dir}`, `--out=${out}`);
    expect(result.status).toBe(0);
    const stdout = asProjectPaths(result.stdout, dir);
    expect(stdout).toContain("⚠ हिन्दी (hi): ");
    expect(stdout).toMatch(
      new RegExp(
        `content/hi/landing\\.yaml:${lineOf(dir, "hi/landing.yaml", "- id: priya-nair")}:\\d+ +testimonials\\.items\\[priya-nair\\] English items with no translation: rohan-desai`,
      ),
    );
    expect(stdout).toMatch(
      new RegExp(`content/landing\\.yaml:\\d+:\\d+ +testimonials\\.items\\[rohan-desai\\]\\.quote "Our Goa and Konkan trips`),
    );
    // The real customer's words, in English and marked so; never the sample's Hindi.
    const hi = readPage(out, "hi.html");
    expect(textsWithLang(hi).find((t) => t.text.startsWith("Our Goa and Konkan trips"))?.lang).toBe("en-IN");
    expect(hi).not.toContain("पीक सीज़न में हमारी आधी WhatsApp इन्क्वायरी छूट जाती थीं");
  }, 60_000);
});

describe("a footer link added in the middle", () => {
  const withWhatsApp = (t: string) =>
    t.replace(
      "        - id: training-videos\n",
      '        - id: whatsapp\n          label: WhatsApp us\n          href: "https://wa.me/919876543210"\n        - id: training-videos\n',
    );

  it("takes no other link's label: the links after it keep theirs, and it shows in English until translated", async () => {
    const dir = contentCopy({
      "site.yaml": (t) =>
        withWhatsApp(t).replace(
          "        - id: contact-us\n",
          '        - id: faq\n          label: FAQ\n          href: ""\n        - id: contact-us\n',
        ),
    });
    const out = tempDir();
    await buildTo(out, dir);
    const footer = textsWithLang(
      readPage(out, "hi.html").split('<nav class="site-footer__column" aria-labelledby="footer-column-2">')[1]!.split("</nav>")[0]!,
      "hi-IN",
    );
    expect(footer.map((t) => `${t.text} ${t.lang}`)).toEqual(
      [
        "सपोर्ट hi-IN",
        "हेल्प सेंटर hi-IN",
        "जल्द ही hi-IN",
        "सेटअप गाइड hi-IN",
        "जल्द ही hi-IN",
        "FAQ en-IN",
        "जल्द ही hi-IN",
        "संपर्क करें hi-IN",
        "WhatsApp us en-IN",
        "(opens in a new tab) en-IN",
        "ट्रेनिंग वीडियो hi-IN",
        "जल्द ही hi-IN",
      ].map((s) => s.replace("(opens in a new tab) en-IN", "(नए टैब में खुलता है) hi-IN")),
    );
  });
});

describe("sample logos deleted", () => {
  it("leaves no deleted client's name on another logo, and the build's advice never pairs them wrongly", async () => {
    const dir = contentCopy({
      "landing.yaml": (t) => t.replace(/ {4}- id: coastal-trails-holidays\n[\s\S]*?(?= {4}- id: wanderlust-tours)/, ""),
    });
    const out = tempDir();
    const result = await buildTo(out, dir);
    const logos = Array.from(readPage(out, "hi.html").matchAll(/<img class="trusted__logo"[^>]* alt="([^"]*)"/g), (m) => m[1]);
    expect(logos).toEqual(["Wanderlust Tours"]);
    const orphans = result.coverage[0]!.orphans;
    expect(orphans.map((o) => o.path)).toEqual(["trustedBy.items[coastal-trails-holidays]", "trustedBy.items[himalayan-escapes]"]);
    const report = buildCommand(`--content=${dir}`, `--out=${tempDir()}`).stdout;
    expect(report).toContain("delete each, or give it the id or text of the item it translates");
    expect(report).not.toContain("from here on");
  });
});

describe("a price edited as the guide shows", () => {
  // The last plan, at a price no plan of the frozen content has.
  const plan = FIXTURE_PLANS.at(-1)!;
  const PRICE = 12_345;
  const repriced = (t: string) => setPrice(t, plan.id, PRICE);

  it("changes on the price cards, the Terms and /hi together", async () => {
    const dir = contentCopy({ "plans.yaml": repriced });
    const out = tempDir();
    const result = await buildTo(out, dir);
    // Nothing disagrees; the Terms, whose table names the price, ask for a new date (facts-everywhere.test.ts).
    expect(result.checks.map((c) => `${c.path} ${c.found}`)).toEqual([
      expect.stringMatching(new RegExp(`^updated .*\\{\\{plans\\.${plan.id}\\.price\\}\\} is now`)),
    ]);
    for (const file of ["index.html", "hi.html", "terms-of-service.html"]) {
      expect(visibleText(readPage(out, file)), file).toContain(rupees(PRICE));
      expect(visibleText(readPage(out, file)), file).not.toContain(rupees(plan.price));
    }
    expect(readPage(out, "terms-of-service.html")).toMatch(
      new RegExp(`<td>${plan.name}</td>\\s*<td>${rupees(PRICE)}/month \\+ 18% GST</td>`),
    );
    const everything = readdirSync(out, { recursive: true })
      .filter((f) => String(f).endsWith(".html") || String(f).endsWith(".xml"))
      .map((f) => readFileSync(path.join(out, String(f)), "utf8"));
    expect(everything.join("\n")).not.toContain(rupees(plan.price).slice(1));
  });

  it("typed into a legal page instead, is a warning at its line, and build:production refuses it", () => {
    const typed = `| ${plan.name} | ${rupees(plan.price)}/month |`;
    const terms = (t: string) => t.replace(`| {{plans.${plan.id}.name}} | {{plans.${plan.id}.price}} |`, typed);
    // The Terms with the price typed in, published as such; then the price changes in plans.yaml.
    const dir = contentCopy({ "legal/terms-of-service.md": terms });
    recordLegal(dir);
    writeFileSync(path.join(dir, "plans.yaml"), repriced(readFileSync(path.join(dir, "plans.yaml"), "utf8")));
    const line = lineOf(dir, "legal/terms-of-service.md", typed);
    const column = typed.indexOf("₹") + 1;
    const built = buildCommand(`--content=${dir}`, `--out=${tempDir()}`);
    expect(built.status).toBe(0);
    expect(built.stdout).toContain(
      [
        "⚠ 1 thing to fix before launch: the site was built, but build:production refuses it.",
        "",
        `content/legal/terms-of-service.md:${line}:${column}`,
        `  expected: the price plans.yaml gives ${plan.name}: ${rupees(PRICE)}/month + 18% GST`,
        `  found:    ${rupees(plan.price)}, which no plan costs`,
        `  write the price as a token, so it follows plans.yaml: {{plans.${plan.id}.price}} (or {{plans.${plan.id}.amount}} without the period)`,
      ].join("\n"),
    );
    const ready = launchReady({ "plans.yaml": repriced, "legal/terms-of-service.md": terms });
    const strict = buildCommand("--strict", `--content=${ready}`, `--out=${tempDir()}`);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain(
      `content/legal/terms-of-service.md:${line}:${column}\n  expected: the price plans.yaml gives ${plan.name}: ${rupees(PRICE)}/month + 18% GST`,
    );
  }, 60_000);

  it("a money-back period typed into a legal page is checked too", async () => {
    const dir = contentCopy({
      "landing.yaml": (t) => t.replace("    days: 30\n", "    days: 14\n"),
      "legal/terms-of-service.md": (t) => t.replace("under our {{pricing.guarantee.days}}-day money-back", "under our 30-day money-back"),
    });
    const result = await buildTo(tempDir(), dir);
    expect(result.checks.filter((c) => c.path !== "updated")).toMatchObject([
      {
        line: lineOf(dir, "legal/terms-of-service.md", "under our 30-day money-back"),
        found: '"30-day" on a line about the money-back guarantee',
      },
    ]);
  });
});

describe("a headline too long for the design", () => {
  it("is a warning at its line in npm run build, and an error in build:production", () => {
    const long = (t: string) =>
      t.replace(
        "heading: Answer every travel inquiry in 30 seconds. Never lose a lead again.",
        "heading: Answer every single travel inquiry from every traveller in 30 seconds, on WhatsApp, website chat and email. Never lose a lead again.",
      );
    const dir = contentCopy({ "landing.yaml": long });
    const line = lineOf(dir, "landing.yaml", "  heading: Answer every single");
    const built = buildCommand(`--content=${dir}`, `--out=${tempDir()}`);
    expect(built.status).toBe(0);
    expect(asProjectPaths(built.stdout, dir)).toMatch(
      new RegExp(
        `content/landing\\.yaml:${line}:12  hero\\.heading\\n  expected: a headline of at most three lines at 1280 px wide, as the design sets it \\(\\d+ px a line\\)\\n  found:    [4-9] lines \\(132 characters\\)`,
      ),
    );
    const strict = buildCommand("--strict", `--content=${launchReady({ "landing.yaml": long })}`, `--out=${tempDir()}`);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain("hero.heading\n  expected: a headline of at most three lines at 1280 px wide");
  }, 60_000);
});

describe("mistakes in English and in a translation at once", () => {
  it("are all reported in one run", async () => {
    const dir = contentCopy({
      "plans.yaml": (t) => setPrice(t, FIXTURE_PLANS[2]!.id, -1),
      "hi/landing.yaml": (t) => t.replace(/^ {2}heading: हर ट्रैवल/m, "  headng: हर ट्रैवल"),
    });
    const error = await buildTo(tempDir(), dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    const shown = asProjectPaths(formatProblems((error as ContentError).problems), dir);
    expect(shown).toContain("✖ 2 content problems");
    expect(shown).toContain(
      `content/plans.yaml:${lineOf(dir, "plans.yaml", "price: -1")}:12  plans[2].price\n  expected: a price of zero or more`,
    );
    expect(shown).toContain(
      `content/hi/landing.yaml:${lineOf(dir, "hi/landing.yaml", "headng:")}:3  hero.headng\n  expected: a field of content/landing.yaml that holds text`,
    );
  });
});
