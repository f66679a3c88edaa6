// The legal-figure lint: a figure typed into a text (a price, the money-back
// guarantee's days, GST, a plan's former name) that disagrees with the facts
// of the model (src/model/facts.ts), reported at its line: a warning in npm run
// build, an error in build:production. A token is the fact itself and is not read.
import type { Facts, PlanFacts } from "../model/facts.ts";
import type { ContentProblem } from "../parse/problem.ts";
import type { Gst } from "../model/schema/plans.ts";
import type { Position } from "../parse/yaml.ts";
import type { WrittenText } from "../model/site-model.ts";

/**
 * Figures typed into one text of a YAML file that disagree with the facts, as
 * figureProblems finds them in a legal page: `text` as written (its tokens are
 * the facts themselves), `at` where its value starts. A text on one line is
 * pointed at to the column; a longer one, at its start.
 */
export function textFigureProblems({ text, at, path }: WrittenText, facts: Facts): ContentProblem[] {
  const line = text.replace(/\s*\n\s*/g, " ");
  const sameLine = at.source.indexOf(line, at.column - 1) === at.column - 1;
  return figureProblems({ file: at.file, lines: [line], firstLine: at.line }, facts).map((problem) => ({
    ...problem,
    path,
    column: sameLine ? at.column + problem.column - 1 : at.column,
    source: at.source,
  }));
}

// ₹14,999 · ₹ 4999 · ₹2.5 lakh; what follows says whether it is a price per period.
const MONEY = /₹\s?(\d[\d,]*(?:\.\d+)?)(\s?(?:lakh|crore))?/gi;
const PER_PERIOD = /^\s*(?:\/\s*(?:month|mo|year|yr)\b|per (?:month|year)\b|a (?:month|year)\b|monthly\b|yearly\b|annually\b)/i;
const DAYS = /\b(\d+)(?:-day\b|\s+days?\b)/gi;

function rupees(digits: string, unit: string | undefined): number {
  const value = Number(digits.replace(/,/g, ""));
  const scale = unit?.trim().toLowerCase() === "crore" ? 10_000_000 : unit ? 100_000 : 1;
  return Math.round(value * scale);
}

/**
 * Figures in a legal page's text that disagree with the facts: a price
 * stated for a plan (a ₹ amount on a line that names the plan, or a ₹ amount
 * per month or year that is no plan's price), and the money-back
 * guarantee's days. Tokens are the facts themselves and are not read.
 * `lines`: the page's markdown lines; `firstLine`: the file's line of lines[0].
 */
export function figureProblems(
  { file, lines, firstLine }: { file: string; lines: readonly string[]; firstLine: number },
  facts: Facts,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const { plans, byAmount, nameOf, days, gst, words, formers } = prepared(facts);
  lines.forEach((raw, index) => {
    const gstLine = gst !== undefined && (GST.test(raw) || Boolean(words?.gstNamed.test(raw)));
    const guaranteeLine = days !== undefined && (/money[- ]back/i.test(raw) || Boolean(words?.guarantee?.test(raw)));
    const lower = raw.toLowerCase();
    const formerLine = formers.some((former) => lower.includes(former.lower));
    // Most lines name no price, no guarantee, no GST and no former name: nothing to look at.
    if (!raw.includes("₹") && !gstLine && !guaranteeLine && !formerLine) return;
    // A token's own text is not a figure someone typed: blank it out, keeping columns.
    const line = raw.replace(/\{\{[^{}]*\}\}/g, (token) => " ".repeat(token.length));
    const at = (column: number) => ({ file, line: firstLine + index, column: column + 1, source: raw });
    for (const former of formerLine ? formers : [])
      for (const match of line.matchAll(former.pattern))
        problems.push({
          ...at(match.index),
          path: "",
          expected: `the plan's name as it is now: ${former.now}`,
          found: `"${match[0]}", the name ${former.now} had before it was renamed`,
          hint: `name the plan by token, so the text follows plans.yaml: {{plans.${former.id}.name}}; if these words are not the plan's name, reword them`,
        });
    const named = plans.filter((_, i) => nameOf[i]!.test(line));
    for (const match of line.matchAll(MONEY)) {
      const amount = rupees(match[1]!, match[2]);
      const after = line.slice(match.index + match[0].length);
      const perPeriod = PER_PERIOD.test(after) || Boolean(words?.periods.some((label) => after.trimStart().startsWith(label)));
      const candidates = named.length ? named : perPeriod ? plans : [];
      if (!candidates.length || candidates.some(([, plan]) => Number(plan.amount.replace(/[₹,]/g, "")) === amount)) continue;
      const [id, plan] = candidates[0]!;
      problems.push({
        ...at(match.index),
        path: "",
        expected: named.length
          ? `the price plans.yaml gives ${plan.name}: ${plan.price}`
          : `a plan's price, as plans.yaml gives them: ${plans.map(([, p]) => `${p.name} ${p.price}`).join(", ")}`,
        found: `${match[0]}${
          byAmount.has(amount)
            ? `, the price of ${byAmount
                .get(amount)!
                .map(([, p]) => p.name)
                .join(" and ")}`
            : ", which no plan costs"
        }`,
        hint: `write the price as a token, so it follows plans.yaml: {{plans.${id}.price}} (or {{plans.${id}.amount}} without the period)`,
      });
    }
    if (gstLine) problems.push(...gstProblems(line, { terms: gst, at, words }));
    if (guaranteeLine) {
      const said = new Set<number>();
      const periods = [
        ...(/money[- ]back/i.test(line) ? line.matchAll(DAYS) : []),
        ...(words?.guarantee ? line.matchAll(new RegExp(words.guarantee.source, "gi")) : []),
      ];
      for (const match of periods) {
        if (match[1] === days || said.has(match.index)) continue;
        said.add(match.index);
        problems.push({
          ...at(match.index),
          path: "",
          expected: `the money-back guarantee's period, as landing.yaml gives it (pricing.guarantee.days): ${days} days`,
          found: `"${match[0]}" on a line about the money-back guarantee`,
          hint: "write the days as a token, so the text follows landing.yaml: {{pricing.guarantee.days}}-day, within {{pricing.guarantee.days}} days",
        });
      }
    }
  });
  return problems;
}

const GST = /\b(?:GST|goods and services tax)\b/i;
const RATE = /(\d+(?:\.\d+)?)\s?%/g;
const EXCLUSIVE = /\b(?:exclusive of|excluding|excludes?|plus|before|over and above)\b|\+\s*(?:\d+(?:\.\d+)?\s?%\s*)?(?:GST|goods)/i;
const INCLUSIVE =
  /\b(?:inclusive of|including|includes?|incl\.?)\s+(?:\d+(?:\.\d+)?\s?%\s*)?(?:GST|goods and services tax|all taxes|taxes)\b/i;

/** What figureProblems looks for, made once per set of facts: a site's texts are checked one by one, thousands of them. */
const preparations = new WeakMap<Facts, ReturnType<typeof prepare>>();
function prepared(facts: Facts) {
  let ready = preparations.get(facts);
  if (!ready) preparations.set(facts, (ready = prepare(facts)));
  return ready;
}

function prepare(facts: Facts) {
  const plans = Object.entries(facts.plans ?? {});
  const byAmount = new Map<number, [string, PlanFacts][]>();
  for (const entry of plans) {
    const amount = Number(entry[1].amount.replace(/[₹,]/g, ""));
    byAmount.set(amount, [...(byAmount.get(amount) ?? []), entry]);
  }
  return {
    plans,
    byAmount,
    nameOf: plans.map(([, plan]) => new RegExp(`\\b${escape(plan.name)}\\b`, "i")),
    days: facts.pricing?.guarantee.days,
    gst: facts.gstTerms,
    words: facts.words && phrasesOf(facts.words),
    // A former name as a whole name, in any case ("take the complete solution"), in any script.
    formers: (facts.formerNames ?? []).map((former) => ({
      ...former,
      lower: former.name.toLowerCase(),
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(former.name)}(?![\\p{L}\\p{N}])`, "giu"),
    })),
  };
}

/** A language's templates as patterns: "{days}-day money-back guarantee" finds "14-day money-back guarantee", with 14 as group 1. */
function phrasesOf(words: NonNullable<Facts["words"]>) {
  const pattern = (template: string, slot: string) => {
    const at = template.indexOf(slot);
    if (at < 0) return undefined;
    const [before, after] = [template.slice(0, at).trim(), template.slice(at + slot.length).trim()];
    if (!before && !after) return undefined;
    const part = (text: string) => escape(text).replace(/\s+/g, "\\s*");
    // Not global: a global pattern's test() remembers where it stopped, line after line.
    return new RegExp(`${before ? `${part(before)}\\s*` : ""}(\\d+(?:\\.\\d+)?)${after ? `\\s*${part(after)}` : ""}`, "i");
  };
  const gst = { excluded: pattern(words.gst.excluded, "{rate}"), included: pattern(words.gst.included, "{rate}") };
  // The word both GST labels share once the rate is out ("GST", "जीएसटी"): a line naming it is about GST.
  const wordsOf = (template: string) =>
    template
      .replace("{rate}", " ")
      .split(/[\s%+.]+/)
      .filter(Boolean);
  const named = wordsOf(words.gst.excluded).filter((w) => wordsOf(words.gst.included).includes(w));
  return {
    periods: words.periods,
    guarantee: pattern(words.guarantee, "{days}"),
    gst,
    gstNamed: new RegExp(named.length ? named.map(escape).join("|") : "(?!)", "i"),
  };
}

/**
 * A line about GST that says otherwise than plans.yaml: another rate, or
 * prices "exclusive of GST" when every plan's includes it (or the reverse),
 * in English or in the words the language's price cards use.
 */
function gstProblems(
  line: string,
  { terms, at, words }: { terms: Gst[]; at: (column: number) => Position; words: ReturnType<typeof phrasesOf> | undefined },
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const said = terms.map((t) => `${t.included ? "including" : "plus"} ${t.rate}% GST`).join(" or ");
  const hint = "write the GST as a token, so the text follows plans.yaml: {{plans.<id>.gst}} (or {{plans.<id>.price}}, which includes it)";
  const named = (text: string) => GST.test(text) || Boolean(words?.gstNamed.test(text));
  for (const match of line.matchAll(RATE)) {
    // A percentage is a GST rate when GST is named within a few words of it.
    const near = line.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40);
    if (!named(near) || terms.some((t) => t.rate === Number(match[1]))) continue;
    problems.push({
      ...at(match.index),
      path: "",
      expected: `the GST plans.yaml gives the prices: ${said}`,
      found: `"${match[0]}" GST`,
      hint,
    });
  }
  const included = terms.every((t) => t.included);
  const excluded = terms.every((t) => !t.included);
  // The language's own words first ("18% जीएसटी सहित"), then English ones.
  const inclusive = words?.gst.included?.exec(line) ?? INCLUSIVE.exec(line);
  const exclusive = inclusive ? null : (words?.gst.excluded?.exec(line) ?? EXCLUSIVE.exec(line));
  const wrong = included && exclusive ? exclusive : excluded && inclusive ? inclusive : null;
  if (wrong)
    problems.push({
      ...at(wrong.index),
      path: "",
      expected: `the GST plans.yaml gives the prices: ${said}`,
      found: `"${wrong[0].trim()}" on a line about GST: the text says the prices ${included ? "exclude" : "include"} it`,
      hint,
    });
  return problems;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
