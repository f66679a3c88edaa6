// src/checks/design-limits.ts: the copy's lines predicted from the stored
// measures, and the problems the build reports when copy outgrows the design.
// Asserts relations to BUDGET and to the measures, not pixel numbers, so a
// re-measure of the design keeps these tests true. The stored page measures,
// and where the hero sits among the texts around it, are taken of content/
// (templates/design-limits.json), so pageHeight and designProblems are judged
// on page and hero measures of the test's own, never on the stored ones: only
// the stored type measures (faces, sizes, the boxes' widths) are read, which
// are the templates'.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import {
  BUDGET,
  designProblems,
  itemOf,
  LIMITS,
  linesOf,
  measuresFor,
  pageHeight,
  textWidth,
  unmeasuredSections,
  type DesignLimits,
  type PageMeasures,
  type TypeStyle,
} from "../../../src/checks/design-limits.ts";
import type { SourceMap } from "../../../src/parse/yaml.ts";
import { LANDING_SECTIONS, type Landing } from "../../../src/model/schema/landing.ts";
import type { Plan } from "../../../src/model/schema/plans.ts";
import { loadContentAsWritten } from "../../../src/model/site-model.ts";
import { FIXTURE, ROOT } from "../../helpers/site.ts";

const latin = measuresFor("en-IN");
const style = latin.heading;
const word = fc.stringMatching(/^[a-z]{1,12}$/);
const words = fc.array(word, { minLength: 1, maxLength: 40 });
/** A few words: most fit in a headline's line. */
const fewWords = fc.array(word, { minLength: 1, maxLength: 4 });

/** The fewest repeats of a word whose text takes more than `lines` lines in a style. */
function longerThan(lines: number, target: TypeStyle): string {
  let text = "travel";
  while (linesOf(text, target) <= lines) text += " travel";
  return text;
}

describe("measuresFor", () => {
  it("picks the measures of the script a language is written in", () => {
    expect(measuresFor("en-IN")).toBe(LIMITS.scripts.latin);
    expect(measuresFor("hi-IN")).toBe(LIMITS.scripts.devanagari);
    expect(measuresFor("ta-IN")).toBe(LIMITS.scripts.tamil);
  });

  it("falls back to Latin's for a language in a script that was not measured", () => {
    expect(measuresFor("fr-FR")).toBe(LIMITS.scripts.latin);
  });
});

describe("textWidth", () => {
  it("adds up a text's characters: a longer text is wider", () => {
    fc.assert(fc.property(words, words, (a, b) => textWidth(`${a.join(" ")} ${b.join(" ")}`, style) > textWidth(a.join(" "), style)));
  });

  it("counts a cluster of a shaped script as one, however many code points build it", () => {
    const hindi = measuresFor("hi-IN").heading;
    // क्षि is four code points, one cluster; क is one: both are Devanagari's average cluster.
    expect(textWidth("क्षि", hindi)).toBeCloseTo(textWidth("क", hindi));
    expect(textWidth("क्षिक्षि", hindi)).toBeCloseTo(2 * textWidth("क्षि", hindi));
    expect(textWidth("நோ", measuresFor("ta-IN").heading)).toBeCloseTo(textWidth("ந", measuresFor("ta-IN").heading));
  });
});

describe("linesOf", () => {
  it("never takes fewer lines for a text with more words after it", () => {
    fc.assert(fc.property(words, words, (a, b) => linesOf([...a, ...b].join(" "), style) >= linesOf(a.join(" "), style)));
  });

  it("takes one line for a text that fits in a line's width", () => {
    fc.assert(
      fc.property(fewWords, (w) => {
        const text = w.join(" ");
        fc.pre(textWidth(text, style) < style.width - 0.01);
        return linesOf(text, style) === 1;
      }),
    );
  });

  it("takes more than one line for a text of several words wider than a line", () => {
    fc.assert(
      fc.property(words, (w) => {
        const text = w.join(" ");
        fc.pre(w.length > 1 && w.every((word) => textWidth(word, style) < style.width) && textWidth(text, style) > style.width + 0.01);
        return linesOf(text, style) > 1;
      }),
    );
  });

  it("puts a word longer than the line on a line of its own, overflowing it rather than splitting it", () => {
    let long = "a";
    while (textWidth(long, style) <= style.width) long += "a";
    expect(linesOf(long, style)).toBe(1);
    expect(linesOf(`to ${long}`, style)).toBe(2);
    expect(linesOf(`to ${long} us`, style)).toBe(3);
  });

  it("wraps at any run of white space, as between words", () => {
    expect(linesOf("  one \n two\tthree  ", style)).toBe(linesOf("one two three", style));
  });
});

describe("itemOf", () => {
  it("names the list and item of a text in a list", () => {
    expect(itemOf("testimonials.items[priya-nair].quote")).toEqual({ list: "testimonials.items", item: "priya-nair" });
    expect(itemOf('hero.trust["Set up for you in 24 hours"]')).toEqual({ list: "hero.trust", item: '"Set up for you in 24 hours"' });
  });

  it("names the innermost list of a text in a list in a list, as the measures name it", () => {
    expect(itemOf('plans[ai-chat-bot].features["Custom integrations"]')).toEqual({
      list: "plans[ai-chat-bot].features",
      item: '"Custom integrations"',
    });
  });

  it("names nothing for a text outside a list", () => {
    expect(itemOf("hero.heading")).toBeUndefined();
  });
});

describe("with the frozen content", () => {
  let landing: Landing;
  let plans: Plan[];
  let source: SourceMap;
  let file: string;

  beforeAll(async () => {
    const { model, written } = await loadContentAsWritten(FIXTURE, { project: ROOT });
    ({ landing, plans } = model);
    ({ source, file } = written.editions[0]!.landing);
  });

  describe("pageHeight", () => {
    // The test's own measures of a page (not the stored ones, of content/): a
    // made-up height, one measured text (the integrations' intro, in a box a
    // few words wide) and one stacked list (the integrations), each measured
    // as the frozen content has it.
    const style: TypeStyle = { face: latin.heading.face, size: 16, tracking: 0, width: 240, lineHeight: 25 };
    const ITEM = 90;
    const measures = (): PageMeasures => ({
      height: 5000,
      texts: { "integrations.intro": { ...style, lines: linesOf(landing.integrations.intro ?? "", style) } },
      lists: { "integrations.items": { item: ITEM, count: landing.integrations.items.length } },
    });

    it("is the measured height for the content it was measured with", () => {
      expect(pageHeight(landing, plans, measures())).toBe(5000);
    });

    it("grows with a measured text's lines, by its line height", () => {
      const page = measures();
      const was = landing.integrations.intro ?? "";
      const intro = longerThan(linesOf(was, style) + 2, style);
      const before = pageHeight(landing, plans, page);
      const after = pageHeight({ ...landing, integrations: { ...landing.integrations, intro } }, plans, page);
      const gained = linesOf(intro, style) - linesOf(was, style);
      expect(gained).toBeGreaterThan(0);
      expect(after - before).toBeCloseTo(gained * style.lineHeight);
    });

    it("grows no further than the lines a text may take (one that does not wrap, or is clamped)", () => {
      const was = landing.integrations.intro ?? "";
      const intro = longerThan(linesOf(was, style) + 2, style);
      const page = measures();
      const measured = page.texts["integrations.intro"]!;
      page.texts["integrations.intro"] = { ...measured, maxLines: measured.lines };
      expect(pageHeight({ ...landing, integrations: { ...landing.integrations, intro } }, plans, page)).toBe(5000);
      page.texts["integrations.intro"] = { ...measured, maxLines: measured.lines + 1 };
      expect(pageHeight({ ...landing, integrations: { ...landing.integrations, intro } }, plans, page)).toBeCloseTo(
        5000 + style.lineHeight,
      );
    });

    it("grows with each item a stacked list has beyond those measured", () => {
      const page = measures();
      const { items } = landing.integrations;
      const more = [...items, { ...items[0]!, id: "telegram" }, { ...items[0]!, id: "signal" }];
      const before = pageHeight(landing, plans, page);
      const after = pageHeight({ ...landing, integrations: { ...landing.integrations, items: more } }, plans, page);
      expect(after - before).toBeCloseTo(2 * ITEM);
    });
  });

  describe("unmeasuredSections", () => {
    const page = (keys: string[]): PageMeasures => ({
      height: 5000,
      texts: Object.fromEntries(
        keys.map((key) => [key, { face: latin.heading.face, size: 16, tracking: 0, width: 240, lineHeight: 25, lines: 1 }]),
      ),
      lists: {},
    });
    const shown = () => LANDING_SECTIONS.filter((name) => landing[name] !== undefined);

    it("names each section the page shows that has no text or list measured under its name", () => {
      const all = shown();
      expect(all.length).toBeGreaterThan(1);
      const [left, ...measured] = all;
      expect(unmeasuredSections(landing, page(measured.map((name) => `${name}.heading`)))).toEqual([left]);
      // A list item's text names its section too.
      expect(unmeasuredSections(landing, page([`${left}.items[x].title`, ...measured.map((name) => `${name}.heading`)]))).toEqual([]);
    });

    it("names no section the page leaves out, measured or not", () => {
      const [left, ...measured] = shown();
      const without = { ...landing, [left!]: undefined };
      expect(unmeasuredSections(without, page(measured.map((name) => `${name}.heading`)))).toEqual([]);
    });
  });

  describe("designProblems", () => {
    // The stored type measures (of the templates), with a page of the test's
    // own `height` and no measured texts or lists, and the hero's headline and
    // lead a phone's screen from its top and as far from its proof: how long
    // content/ is never decides what the frozen content is found to be.
    const withPage = (height: number): DesignLimits => ({
      ...LIMITS,
      scripts: {
        ...LIMITS.scripts,
        latin: {
          ...latin,
          phone: { ...latin.phone, beforeHeading: 200, betweenHeadingAndLead: 16, afterLead: 300 },
          page: { height, texts: {}, lists: {} },
        },
      },
    });
    const FULL = BUDGET.pageScreens * BUDGET.phone.height;
    const problemsWith = (edit: (hero: Landing["hero"]) => Landing["hero"]) =>
      designProblems({ landing: { ...landing, hero: edit(landing.hero) }, plans, tag: "en-IN", limits: withPage(FULL) }, source);

    it("finds nothing in the frozen content on a page within the budget", () => {
      expect(designProblems({ landing, plans, tag: "en-IN", limits: withPage(FULL) }, source)).toEqual([]);
    });

    it("reports a page longer than the budget at the top of its file, or where it is told, naming the page", () => {
      const problems = designProblems({ landing, plans, tag: "en-IN", limits: withPage(FULL + BUDGET.phone.height / 2) }, source);
      expect(problems).toEqual([
        expect.objectContaining({
          ...source.valuePosition([]),
          path: "",
          expected: expect.stringContaining(`at most ${BUDGET.pageScreens} screens`),
          found: `/ is about ${(BUDGET.pageScreens + 0.5).toFixed(1)} screens (${FULL + BUDGET.phone.height / 2} px), from the copy and the number of items`,
        }),
      ]);
      const top = { file: "hi/landing.yaml", line: 8, column: 1, source: "meta:" };
      const hindi = designProblems({ landing, plans, tag: "en-IN", home: "/hi", limits: withPage(FULL + 1) }, source, top);
      expect(hindi).toEqual([expect.objectContaining({ ...top, path: "", found: expect.stringMatching(/^\/hi is about /) })]);
    });

    it("reports a hero headline longer than the budget's lines on a laptop, at its field", () => {
      const heading = longerThan(BUDGET.headingLines, latin.heading);
      const problem = problemsWith((hero) => ({ ...hero, heading })).find((p) => p.path === "hero.heading");
      expect(problem).toMatchObject({ file, line: 11, column: 12 });
      expect(problem!.expected).toContain(`at most three lines at ${BUDGET.laptop.width} px`);
      expect(problem!.found).toBe(`${linesOf(heading, latin.heading)} lines (${heading.length} characters)`);
    });

    it("reports nothing for a headline of exactly the budget's lines", () => {
      const heading = longerThan(BUDGET.headingLines, latin.heading).replace(/ travel$/, "");
      expect(linesOf(heading, latin.heading)).toBe(BUDGET.headingLines);
      expect(problemsWith((hero) => ({ ...hero, heading })).filter((p) => p.path === "hero.heading")).toEqual([]);
    });

    it("reports a button label that would wrap on the smallest phone, at its field", () => {
      const buttonStyle = latin.buttons["hero.demoLabel"]!;
      let demoLabel = "Book";
      while (textWidth(demoLabel, buttonStyle) <= buttonStyle.width) demoLabel += " a demo";
      const problems = problemsWith((hero) => ({ ...hero, demoLabel }));
      expect(problems).toEqual([
        expect.objectContaining({
          file,
          line: 15,
          column: 14,
          path: "hero.demoLabel",
          expected: expect.stringContaining(`on a ${BUDGET.smallPhone.width} px phone`),
          found: expect.stringContaining(JSON.stringify(demoLabel)),
        }),
      ]);
    });
  });
});
