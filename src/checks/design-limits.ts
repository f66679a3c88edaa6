// The design's limits on copy, checked where editors work: a hero headline of
// at most three lines at 1280 px, a hero short enough on a phone that the
// proof figures show within its first two screens, and button labels that
// stay on one line at 320 px. Lines are predicted from the widths of the
// characters in each type style and the width of each box, measured in
// Chromium with Noto by tests/shared/stored-measures.ts for every script a
// page can be in, each with its own stylesheet's fonts and line heights, and
// wrapped word by word as a browser does. The measures are stored beside what
// they were measured from, templates/design-limits.json: generated data,
// read here and never edited by hand. A character is a grapheme cluster: one
// a shaped script builds from several code points (क्षि, நோ) is as wide as
// that script's clusters are on average. The browser tests hold the
// prediction to the real layout (tests/browser/design.test.ts), so what these
// checks say is what the page would do on an Android phone.
import measured from "../../templates/design-limits.json" with { type: "json" };
import type { ContentProblem } from "../parse/problem.ts";
import { getAt, textFields } from "../model/load/text-fields.ts";
import { LANDING_SECTIONS, landingSchema, type Landing } from "../model/schema/landing.ts";
import { plansSchema, type Plan } from "../model/schema/plans.ts";
import type { Position, SourceMap } from "../parse/yaml.ts";
import { graphemeCount, graphemesOf } from "../text/text-length.ts";
import { SCRIPT_STYLES, scriptName } from "../text/writing-system.ts";

/**
 * The design's budget for the landing page's copy, written once: the build's
 * checks, npm run measure-design and the browser tests all read it. The
 * guide's rule for spending it is content/EDITING-FILES.md's "How long the page may be".
 */
export const BUDGET = {
  /** The phone the page is judged on (a common Android size), and the smallest one, where buttons must still hold their labels. */
  phone: { width: 375, height: 812 },
  smallPhone: { width: 320, height: 700 },
  /** The narrowest laptop the hero is designed for. */
  laptop: { width: 1280, height: 900 },
  /** The whole page, in phone screens. */
  pageScreens: 12,
  /** The hero, down to its proof figures, in phone screens. */
  proofScreens: 2,
  /** The hero headline's lines on the laptop. */
  headingLines: 3,
} as const;

/**
 * A face (a weight of a font stack) as measured at 1 px: the advance of each
 * character of the charset, and of a grapheme cluster of each script, on
 * average over common words (the scripts are shaped, so their letters vary).
 */
interface Face {
  font: string;
  chars: number[];
  scripts: Record<string, number>;
}

/** A type style as measured: its face (by index), size and tracking, and its box's width. */
export interface TypeStyle {
  face: number;
  /** Font size and letter spacing, in CSS pixels. */
  size: number;
  tracking: number;
  /** The box's content width, in CSS pixels. */
  width: number;
  lineHeight: number;
}

/**
 * The landing page on a 375 × 812 phone, as measured: its height, each text's
 * box (the lines the prediction gives its text as measured), and the height
 * each item adds to a list whose items stack.
 */
export interface PageMeasures {
  height: number;
  /**
   * By text field, named as translations name it (testimonials.items[priya-nair].quote):
   * its type and room, and the lines it took; `maxLines` for a text that cannot
   * take more (one that does not wrap, or is clamped).
   */
  texts: Record<string, TypeStyle & { lines: number; maxLines?: number }>;
  /** By list (integrations.items): the height an item adds, and how many there were. */
  lists: Record<string, { item: number; count: number }>;
}

/** A page in one script, as measured. */
export interface ScriptMeasures {
  /** The hero headline at 1280 px, the narrowest desktop width it must fit three lines at. */
  heading: TypeStyle;
  /** The hero on a 375 × 812 phone: its headline and lead, and the fixed parts around them. */
  phone: {
    heading: TypeStyle;
    lead: TypeStyle;
    beforeHeading: number;
    betweenHeadingAndLead: number;
    afterLead: number;
  };
  /** Each button's label style, with the room it has at 320 px as its width. */
  buttons: Record<string, TypeStyle>;
  page: PageMeasures;
}

export interface DesignLimits {
  measuredWith: string;
  /** The templates the page was measured with, by hashes of their markup and styles: the page's, and each section's (src/render/design-source.ts). */
  measuredFrom: { page: string; sections: Record<string, string> };
  /** The characters measured one by one; any other is measured as its script's average. */
  charset: string;
  faces: Face[];
  /** By script, as src/text/writing-system.ts names it: "latin", "devanagari", "tamil", "arabic"… */
  scripts: Record<string, ScriptMeasures>;
}

export const LIMITS = measured as DesignLimits;

/** Each script's letters (Script_Extensions, so a sign its scripts share counts as theirs), by the name the measures use. */
const SCRIPT_LETTERS = Object.entries(SCRIPT_STYLES).map(([code, name]) => [name, new RegExp(`\\p{scx=${code}}`, "u")] as const);

/** The measures of a page in a language, by its tag: Tamil's for ta-IN, Latin's for en-IN. */
export function measuresFor(tag: string, limits = LIMITS): ScriptMeasures {
  return limits.scripts[scriptName(tag)] ?? limits.scripts.latin!;
}

const scriptOfCluster = new Map<string, string | undefined>();
const PLAIN = /^[\x20-\x7e]*$/;
type MeasuredWord = { advance: number; clusters: number };
/**
 * For each set of measures: where each character of the charset is, and each
 * word's advances at 1 px and clusters by face, kept across loads: the same
 * words come back in every language's page and on every reload of the dev
 * server, and shaped scripts cost a segmentation each. Bounded, so a long
 * session never grows it without end.
 */
const measurers = new WeakMap<DesignLimits, { index: Map<string, number>; words: Map<string, MeasuredWord> }>();
const MEASURED_WORDS = 50_000;

/** The width of a text in a style, cluster by cluster: a cluster's own width when measured, else its script's average, else an "n"'s. */
export function textWidth(text: string, style: TypeStyle, limits = LIMITS): number {
  let measurer = measurers.get(limits);
  if (!measurer) measurers.set(limits, (measurer = { index: new Map(Array.from(limits.charset, (c, i) => [c, i])), words: new Map() }));
  const key = `${style.face}\u0000${text}`;
  let word = measurer.words.get(key);
  if (!word) {
    if (measurer.words.size >= MEASURED_WORDS) measurer.words.clear();
    measurer.words.set(key, (word = advances(text, limits.faces[style.face]!, measurer.index)));
  }
  return word.advance * style.size + word.clusters * style.tracking;
}

/** A text's advances at 1 px in a face, and how many clusters it has. */
function advances(text: string, face: Face, index: Map<string, number>): MeasuredWord {
  const n = face.chars[index.get("n")!]!;
  // Printable ASCII is one cluster a character, each measured: no segmenting (most of a page's words, in any language).
  const clusters = PLAIN.test(text) ? text : graphemesOf(text);
  let advance = 0;
  let count = 0;
  for (const cluster of clusters) {
    const own = index.get(cluster);
    let width = own === undefined ? undefined : face.chars[own];
    if (width === undefined) {
      if (!scriptOfCluster.has(cluster)) scriptOfCluster.set(cluster, SCRIPT_LETTERS.find(([, letters]) => letters.test(cluster))?.[0]);
      const script = scriptOfCluster.get(cluster);
      width = (script === undefined ? undefined : face.scripts[script]) ?? n;
    }
    advance += width;
    count++;
  }
  return { advance, clusters: count };
}

/** The lines a text takes in a style's box, wrapped between words as a browser does (a word longer than the line overflows it). */
export function linesOf(text: string, style: TypeStyle, limits = LIMITS): number {
  const space = textWidth(" ", style, limits);
  let lines = 1;
  let line = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const w = textWidth(word, style, limits);
    if (line > 0 && line + space + w > style.width) {
      lines++;
      line = w;
    } else line += (line > 0 ? space : 0) + w;
  }
  return lines;
}

/**
 * The copy of one language's landing page held to the design: each problem
 * at the field's line, for the build's checks; the page's length, which no
 * one field makes, at `pageAt` (the top of the language's own landing.yaml),
 * naming the page by its address (`home`). `limits`: the stored measures, or
 * a test's own.
 */
export function designProblems(
  {
    landing,
    plans,
    tag,
    home = "/",
    limits = LIMITS,
  }: { landing: Landing; plans: Plan[]; tag: string; home?: string; limits?: DesignLimits },
  landingMap: SourceMap,
  pageAt: Position = landingMap.valuePosition([]),
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const measures = measuresFor(tag, limits);
  const at = (path: string[]) => ({ ...landingMap.valuePosition(path), path: path.join(".") });

  const headingLines = linesOf(landing.hero.heading, measures.heading, limits);
  if (headingLines > BUDGET.headingLines) {
    problems.push({
      ...at(["hero", "heading"]),
      expected: `a headline of at most ${["one line", "two lines", "three lines", "four lines"][BUDGET.headingLines - 1] ?? `${BUDGET.headingLines} lines`} at ${BUDGET.laptop.width} px wide, as the design sets it (${measures.heading.width.toFixed(0)} px a line)`,
      found: `${headingLines} lines (${graphemeCount(landing.hero.heading)} characters)`,
      hint: "shorten it: the hero is the first screen, and a fourth line pushes the buttons below it on a laptop",
    });
  }

  const { phone } = measures;
  const headingOnPhone = linesOf(landing.hero.heading, phone.heading, limits);
  const leadOnPhone = linesOf(landing.hero.lead, phone.lead, limits);
  const proofFoot =
    phone.beforeHeading +
    headingOnPhone * phone.heading.lineHeight +
    phone.betweenHeadingAndLead +
    leadOnPhone * phone.lead.lineHeight +
    phone.afterLead;
  const room = BUDGET.proofScreens * BUDGET.phone.height;
  if (proofFoot > room) {
    problems.push({
      ...at(["hero", "lead"]),
      expected: `a hero short enough on a ${BUDGET.phone.width} × ${BUDGET.phone.height} phone that the proof figures show within its first ${BUDGET.proofScreens} screens (${room} px)`,
      found: `the headline in ${headingOnPhone} lines and the lead in ${leadOnPhone}, which put them ${Math.round(proofFoot - room)} px lower`,
      hint: "shorten the lead (or the headline): on a phone the proof is what a visitor reads next",
    });
  }

  const height = pageHeight(landing, plans, measures.page, limits);
  if (height > BUDGET.pageScreens * BUDGET.phone.height) {
    // The page as a whole: at the top of the file, which is its copy.
    problems.push({
      ...pageAt,
      path: "",
      expected: `a landing page of at most ${BUDGET.pageScreens} screens on a ${BUDGET.phone.width} × ${BUDGET.phone.height} phone (${BUDGET.pageScreens * BUDGET.phone.height} px)`,
      found: `${home} is about ${(height / BUDGET.phone.height).toFixed(1)} screens (${Math.round(height)} px), from the copy and the number of items`,
      hint: "shorten texts or drop items: a page much longer on a phone is read less far",
    });
  }

  const labels: [string, string][] = [
    ["hero", "demoLabel"],
    ["hero", "videoLabel"],
    ["closing", "demoLabel"],
    ["pricing", "trialLabel"],
  ];
  for (const path of labels) {
    const style = measures.buttons[path.join(".")];
    const label = (landing[path[0] as "hero"] as unknown as Record<string, string>)[path[1]]!;
    if (!style) continue;
    const width = textWidth(label, style, limits);
    if (width <= style.width) continue;
    problems.push({
      ...at(path),
      expected: `a button label that stays on one line on a ${BUDGET.smallPhone.width} px phone: at most ${Math.floor(style.width)} px of text in its style`,
      found: `${JSON.stringify(label)}, about ${Math.ceil(width)} px`,
      hint: "shorten it: a button's label is a few words",
    });
  }
  return problems;
}

/** The texts of the landing page's content, landing.yaml's and plans.yaml's, by the name translations give them. */
export function pageTexts(landing: Landing, plans: Plan[]): { key: string; text: string }[] {
  return [
    ...textFields(landingSchema, landing).map((f) => ({ key: f.key, text: String(getAt(landing, f.path)) })),
    ...textFields(plansSchema, { plans }).map((f) => ({ key: f.key, text: f.value })),
  ];
}

/** The list a text's item is in and the item, from its name: testimonials.items[priya-nair].quote is item priya-nair of testimonials.items. */
export function itemOf(key: string): { list: string; item: string } | undefined {
  const match = /^(.*)\[([a-z][a-z0-9-]*|"(?:[^"\\]|\\.)*")\]/.exec(key);
  return match ? { list: match[1]!, item: match[2]! } : undefined;
}

/** How many screens of the budget's phone a language's landing page takes, as pageHeight predicts it with its script's measures. */
export function pageScreens(landing: Landing, plans: Plan[], tag: string, limits = LIMITS): number {
  return pageHeight(landing, plans, measuresFor(tag, limits).page, limits) / BUDGET.phone.height;
}

/**
 * The sections a landing page shows that were not on the page its measures were
 * taken from (a section added since, or given content since): its predicted
 * length leaves them out, so it is the least the page can be until they are
 * measured. Every section measured has a text or a list under its name.
 */
export function unmeasuredSections(landing: Landing, page: PageMeasures): string[] {
  const measured = new Set([...Object.keys(page.texts), ...Object.keys(page.lists)].map((key) => key.split(/[.[]/)[0]));
  return LANDING_SECTIONS.filter((name) => landing[name] !== undefined && !measured.has(name));
}

/**
 * The landing page's height on a phone, predicted: as measured, plus the
 * lines each measured text gains or loses, plus the items each stacked list
 * gains or loses (a new item taken as tall as the measured ones on average).
 * `limits`: the measures the page's faces are in (the stored ones, or a test's own).
 */
export function pageHeight(landing: Landing, plans: Plan[], page: PageMeasures, limits = LIMITS): number {
  let height = page.height;
  const items = new Map<string, Set<string>>();
  for (const { key, text } of pageTexts(landing, plans)) {
    const measured = page.texts[key];
    if (measured)
      height += (Math.min(linesOf(text, measured, limits), measured.maxLines ?? Infinity) - measured.lines) * measured.lineHeight;
    const at = itemOf(key);
    if (at) items.set(at.list, (items.get(at.list) ?? new Set()).add(at.item));
  }
  for (const [list, { item, count }] of Object.entries(page.lists)) height += ((items.get(list)?.size ?? 0) - count) * item;
  return height;
}
