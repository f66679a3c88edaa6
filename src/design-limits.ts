// The design's limits on copy, checked where editors work: a hero headline of
// at most three lines at 1280 px, a hero short enough on a phone that the
// proof figures show within its first two screens, and button labels that
// stay on one line at 320 px. Lines are predicted from the widths of the
// characters in each type style and the width of each box, measured in
// Chromium with Noto Sans by scripts/measure-design.ts (design-limits.json),
// and wrapped word by word as a browser does. The browser tests hold the
// prediction to the real layout (tests/browser/design.test.ts), so what
// these checks say is what the page would do on an Android phone.
import measured from "./design-limits.json" with { type: "json" };
import type { ContentProblem } from "./load/problem.ts";
import type { SourceMap } from "./load/yaml.ts";
import type { Landing } from "./schema/landing.ts";

/** A type style as measured: its font, its box's width, and the width of each character in it. */
export interface TypeStyle {
  font: string;
  /** The box's content width, in CSS pixels. */
  width: number;
  lineHeight: number;
  chars: Record<string, number>;
  /** A Devanagari letter, on average over common words (the script is shaped, so letters vary). */
  devanagari: number;
}

export interface DesignLimits {
  measuredWith: string;
  /** By script: "latin" (the English page), "devanagari" (the Hindi one). */
  languages: Record<
    string,
    {
      /** The hero headline at 1280 px, the narrowest desktop width it must fit three lines at. */
      heading: TypeStyle;
      /** The hero on a 375 × 812 phone: its headline and lead, and the fixed parts around them. */
      phone: { heading: TypeStyle; lead: TypeStyle; beforeHeading: number; betweenHeadingAndLead: number; afterLead: number; screens: number; screenHeight: number };
      /** Each button's label style, with the room it has at 320 px as its width. */
      buttons: Record<string, TypeStyle>;
    }
  >;
}

export const LIMITS = measured as DesignLimits;

const DEVANAGARI = /[\u0900-\u097F]/;

/** The width of a text in a style: the measured width of each character, Devanagari by its average. */
export function textWidth(text: string, style: TypeStyle): number {
  const average = style.chars.n ?? 8;
  let width = 0;
  for (const c of text) width += style.chars[c] ?? (DEVANAGARI.test(c) ? style.devanagari : average);
  return width;
}

/** The lines a text takes in a style's box, wrapped between words as a browser does (a word longer than the line overflows it). */
export function linesOf(text: string, style: TypeStyle, width = style.width): number {
  const space = style.chars[" "] ?? 4;
  let lines = 1;
  let line = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const w = textWidth(word, style);
    if (line > 0 && line + space + w > width) {
      lines++;
      line = w;
    } else line += (line > 0 ? space : 0) + w;
  }
  return lines;
}

/** The script a text is in, for its measures. */
const scriptOf = (text: string) => (DEVANAGARI.test(text) ? "devanagari" : "latin");

/**
 * The copy of one language's landing page held to the design: each problem
 * at the field's line, for the build's checks.
 */
export function designProblems(landing: Landing, landingMap: SourceMap): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const measures = LIMITS.languages[scriptOf(landing.hero.heading)] ?? LIMITS.languages.latin!;
  const at = (path: string[]) => ({ ...landingMap.valuePosition(path), path: path.join(".") });

  const headingLines = linesOf(landing.hero.heading, measures.heading);
  if (headingLines > 3) {
    problems.push({
      ...at(["hero", "heading"]),
      expected: `a headline of at most three lines at 1280 px wide, as the design sets it (${measures.heading.width.toFixed(0)} px a line)`,
      found: `${headingLines} lines (${[...landing.hero.heading].length} characters)`,
      hint: "shorten it: the hero is the first screen, and a fourth line pushes the buttons below it on a laptop",
    });
  }

  const { phone } = measures;
  const proofFoot = phone.beforeHeading + linesOf(landing.hero.heading, phone.heading) * phone.heading.lineHeight + phone.betweenHeadingAndLead + linesOf(landing.hero.lead, phone.lead) * phone.lead.lineHeight + phone.afterLead;
  const room = phone.screens * phone.screenHeight;
  if (proofFoot > room) {
    problems.push({
      ...at(["hero", "lead"]),
      expected: `a hero short enough on a 375 × ${phone.screenHeight} phone that the proof figures show within its first ${phone.screens} screens (${room} px)`,
      found: `the headline in ${linesOf(landing.hero.heading, phone.heading)} lines and the lead in ${linesOf(landing.hero.lead, phone.lead)}, which put them ${Math.round(proofFoot - room)} px lower`,
      hint: "shorten the lead (or the headline): on a phone the proof is what a visitor reads next",
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
    const label = (landing[path[0] as "hero"] as unknown as Record<string, string>)[path[1]!]!;
    if (!style) continue;
    const width = textWidth(label, style);
    if (width <= style.width) continue;
    problems.push({
      ...at(path),
      expected: `a button label that stays on one line on a 320 px phone: at most ${Math.floor(style.width)} px of text in its style`,
      found: `${JSON.stringify(label)}, about ${Math.ceil(width)} px`,
      hint: "shorten it: a button's label is a few words",
    });
  }
  return problems;
}
