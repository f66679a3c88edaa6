// Trims a rendered page's inline stylesheet to the rules its HTML can use,
// with PurgeCSS: a legal page then carries the header's, the footer's and the
// prose's rules, not the whole site's, and fits the first round trip.
//
// What PurgeCSS matches a selector against is the set of tags, classes, ids
// and attributes the page has (read here from React's markup, whose attribute
// values are always double-quoted and escaped), plus the classes and
// attribute values the pages' scripts set after load (SCRIPT_STATES), which
// no HTML shows. Matching is PurgeCSS's: each part of a selector must occur
// somewhere on the page, so a rule is kept when in doubt, never dropped.
//
// Trimming costs tens of milliseconds, so it runs once per distinct set:
// pages whose tags, classes and attribute names are the same, which have the
// same of the ids the stylesheet names, and whose attribute values stand in
// the same relation to every value its attribute selectors name, get the same
// rules. Ids (every heading has one) and values (links, alt text) differ on
// every page, so ids the stylesheet never names are left out, and values are
// replaced by stand-ins that keep exactly those relations, before PurgeCSS
// sees them.
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";
import { PurgeCSS, type ExtractorResultDetailed } from "purgecss";
import { SCRIPT_STATES } from "../../templates/script-states.ts";

/** A page's markup as PurgeCSS reads it: what its selectors can match. */
type PageSelectors = ExtractorResultDetailed;

const TAG = /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>/]+)(?:="([^"]*)")?/g;
// Script and style contents are code, not markup: a `<` in them starts no element.
const CODE = /(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2>)/g;

/** The tags, classes, ids and attributes of React's markup, with its entities left as they are (no selector names one). */
function pageSelectors(html: string): PageSelectors {
  const tags = new Set<string>();
  const classes = new Set<string>(SCRIPT_STATES.classes);
  const ids = new Set<string>();
  const names = new Set<string>(Object.keys(SCRIPT_STATES.attributes));
  const values = new Set<string>(Object.values(SCRIPT_STATES.attributes).flat());
  for (const [, tag, attributes] of html.replace(CODE, "$1$3").matchAll(TAG)) {
    tags.add(tag!.toLowerCase());
    for (const [, name, value] of attributes!.matchAll(ATTRIBUTE)) {
      names.add(name!);
      if (value === undefined) continue;
      values.add(value);
      if (name === "class") for (const c of value.split(/\s+/)) if (c) classes.add(c);
      if (name === "id") ids.add(value);
    }
  }
  return {
    tags: [...tags].sort(),
    classes: [...classes].sort(),
    ids: [...ids].sort(),
    attributes: { names: [...names].sort(), values: [...values] },
    undetermined: [],
  };
}

/** What the stylesheet's selectors name that differs from page to page: the ids (`#main`) and attribute values (`[dir=rtl]`, `[href^="https:"]`). */
function namedIn(css: string): { ids: Set<string>; values: string[] } {
  const ids = new Set<string>();
  const values = new Set<string>();
  const collect = selectorParser((selectors) => {
    selectors.walkIds((id) => {
      ids.add(id.value);
    });
    selectors.walkAttributes((attribute) => {
      if (attribute.value) values.add(attribute.value);
    });
  });
  postcss.parse(css).walkRules((rule) => {
    // Parsing every selector costs more than the trim of a page: only those that may name one.
    if (/[[#]/.test(rule.selector)) collect.processSync(rule.selector);
  });
  return { ids, values: [...values].sort() };
}

/**
 * The page's attribute values reduced to what PurgeCSS can ask of them: for
 * each value `w` the stylesheet's attribute selectors name, whether some value equals it, begins
 * with it, ends with it or contains it, answered by stand-ins ("w", "w\0",
 * "\0w", "\0w\0"), each of which holds a relation to `w`, or to any other
 * named value, only when the real value it stands for does.
 */
export function standIns(values: string[], named: string[]): string[] {
  const kept = new Set<string>();
  for (const w of named) {
    for (const v of values) {
      if (v === w) {
        kept.add(w);
        continue;
      }
      // A value can both begin and end with w ("--" and "-").
      const begins = v.startsWith(w);
      const ends = v.endsWith(w);
      if (begins) kept.add(`${w}\0`);
      if (ends) kept.add(`\0${w}`);
      if (!begins && !ends && v.includes(w)) kept.add(`\0${w}\0`);
    }
  }
  return [...kept].sort();
}

/** Trims the pages' stylesheets, remembering the result for each stylesheet and set of selectors. */
export class StyleTrimmer {
  /** Each stylesheet seen, with its number (in the keys) and the ids and attribute values its selectors name. */
  private readonly sheets = new Map<string, { id: number; named: { ids: Set<string>; values: string[] } }>();
  private readonly trimmed = new Map<string, Promise<string>>();

  /** `html` with the contents of its first `<style>` element trimmed to the rules the page can use. */
  async page(html: string): Promise<string> {
    const open = html.indexOf("<style>");
    const close = html.indexOf("</style>", open);
    if (open < 0 || close < 0) return html;
    const css = html.slice(open + "<style>".length, close);
    const rules = await this.rulesFor(css, pageSelectors(html));
    return html.slice(0, open + "<style>".length) + rules + html.slice(close);
  }

  private rulesFor(css: string, page: PageSelectors): Promise<string> {
    // A long dev session edits the stylesheet many times: forget old trims rather than grow.
    if (this.trimmed.size > 200) {
      this.trimmed.clear();
      this.sheets.clear();
    }
    let sheet = this.sheets.get(css);
    if (!sheet) this.sheets.set(css, (sheet = { id: this.sheets.size, named: namedIn(css) }));
    const { ids, values } = sheet.named;
    const selectors: PageSelectors = {
      ...page,
      ids: page.ids.filter((id) => ids.has(id)),
      attributes: { ...page.attributes, values: standIns(page.attributes.values, values) },
    };
    const key = `${sheet.id} ${JSON.stringify(selectors)}`;
    let rules = this.trimmed.get(key);
    if (!rules) this.trimmed.set(key, (rules = purge(css, selectors)));
    return rules;
  }
}

async function purge(css: string, selectors: PageSelectors): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: "", extension: "page" }],
    css: [{ raw: css }],
    extractors: [{ extensions: ["page"], extractor: () => selectors }],
    // A pseudo-class (:hover, :not(…), :where(:not(…))) is a state or a
    // condition no markup shows: it counts as present. (PurgeCSS would drop
    // `[data-writing]:where(:not([data-writing="Arab"]))` on a Hindi page:
    // it asks whether the :not's argument is on the page.)
    safelist: { standard: [/^:/] },
    // Custom properties, keyframes and font faces no kept rule refers to go too.
    variables: true,
    keyframes: true,
    fontFace: true,
  });
  return result!.css;
}
