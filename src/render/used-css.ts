// Trims a rendered page's inline stylesheet to the rules its HTML can use,
// with PurgeCSS: a legal page then carries the header's, the footer's and the
// prose's rules, not the whole site's, and fits the first round trip.
//
// What PurgeCSS matches a selector against is what the page has of what the
// stylesheet's selectors name: tags, classes, ids, and the attributes its
// attribute selectors name with their values (read here from React's markup,
// whose attribute values are always double-quoted and escaped), plus the
// classes and attribute values the pages' scripts set after load
// (SCRIPT_STATES), which no HTML shows. Matching is PurgeCSS's: each part of
// a selector must occur somewhere on the page, so a rule is kept when in
// doubt, never dropped.
//
// Trimming costs tens of milliseconds, so it runs once per distinct set, and
// the set leaves out what differs from page to page but no selector asks
// about: ids the stylesheet never names (every heading has one of its own),
// attributes it never names (links, alt text, icon paths). The values of the
// attributes it does name are replaced by stand-ins that keep exactly their
// relation to each value its selectors name. The generated pages of a large
// site then share one trim.
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";
import { PurgeCSS, type ExtractorResultDetailed } from "purgecss";
import { SCRIPT_STATES } from "../../templates/script-states.ts";

/** A page's markup as PurgeCSS reads it: what its selectors can match. */
type PageSelectors = ExtractorResultDetailed;

/** What a stylesheet's selectors name that differs from page to page, and the pattern of the attributes to read. */
interface Named {
  ids: Set<string>;
  /** The values attribute selectors name (`[dir=rtl]`, `[href^="https:"]`). */
  values: string[];
  /** The attributes attribute selectors name (`dir`, `href`). */
  attributeNames: Set<string>;
  /**
   * Finds class, id and those attributes, each with its value if it has one.
   * It runs over the whole page, not tag by tag, to be quick: React escapes
   * quotes in text, so `name="` occurs in attributes only, and a word of
   * text that reads as a bare attribute name can only keep a rule, never
   * drop one.
   */
  attributes: RegExp;
}

const TAG = /<([a-zA-Z][a-zA-Z0-9-]*)/g;
// Scripts are code, not markup: a `<` in them starts no element.
const CODE = /(<script\b[^>]*>)[\s\S]*?(<\/script>)/g;

/** What the stylesheet's selectors name of what differs from page to page: ids, attributes and their values. */
function namedIn(css: string): Named {
  const ids = new Set<string>();
  const values = new Set<string>();
  const names = new Set<string>();
  const collect = selectorParser((selectors) => {
    selectors.walkIds((id) => {
      ids.add(id.value);
    });
    selectors.walkAttributes((attribute) => {
      names.add(attribute.attribute);
      if (attribute.value) values.add(attribute.value);
    });
  });
  postcss.parse(css).walkRules((rule) => {
    // Parsing every selector costs more than the trim of a page: only those that may name one.
    if (/[[#]/.test(rule.selector)) collect.processSync(rule.selector);
  });
  const alternatives = ["class", "id", ...names].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  return {
    ids,
    values: [...values].sort(),
    attributeNames: names,
    attributes: new RegExp(`\\s(${alternatives})(?:="([^"]*)")?(?=[\\s/>])`, "g"),
  };
}

/** What the page has of what the stylesheet names, with its scripts' later states. */
function pageSelectors(html: string, named: Named): PageSelectors {
  const tags = new Set<string>();
  const classes = new Set<string>(SCRIPT_STATES.classes);
  const ids = new Set<string>();
  const names = new Set<string>(Object.keys(SCRIPT_STATES.attributes));
  const values = new Set<string>(Object.values(SCRIPT_STATES.attributes).flat());
  const markup = html.replace(CODE, "$1$2");
  for (const [, tag] of markup.matchAll(TAG)) tags.add(tag!.toLowerCase());
  for (const [, name, value] of markup.matchAll(named.attributes)) {
    if (name === "class") value?.split(/\s+/).forEach((c) => c && classes.add(c));
    if (name === "id" && value && named.ids.has(value)) ids.add(value);
    if (named.attributeNames.has(name!)) {
      names.add(name!);
      if (value !== undefined) values.add(value);
    }
  }
  return {
    tags: [...tags].sort(),
    classes: [...classes].sort(),
    ids: [...ids].sort(),
    attributes: { names: [...names].sort(), values: standIns([...values], named.values) },
    undetermined: [],
  };
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
  /** Each stylesheet seen, with its number (in the keys) and what its selectors name. */
  private readonly sheets = new Map<string, { id: number; named: Named }>();
  private readonly trimmed = new Map<string, Promise<string>>();

  /** `html` with the contents of its first `<style>` element trimmed to the rules the page can use. */
  async page(html: string): Promise<string> {
    const open = html.indexOf("<style>");
    const close = html.indexOf("</style>", open);
    if (open < 0 || close < 0) return html;
    const css = html.slice(open + "<style>".length, close);
    // The markup without the stylesheet: what its rules are matched against.
    const rules = await this.rulesFor(css, html.slice(0, open) + html.slice(close));
    return html.slice(0, open + "<style>".length) + rules + html.slice(close);
  }

  private rulesFor(css: string, html: string): Promise<string> {
    // A long dev session edits the stylesheet many times: forget old trims rather than grow.
    if (this.trimmed.size > 200) {
      this.trimmed.clear();
      this.sheets.clear();
    }
    let sheet = this.sheets.get(css);
    if (!sheet) this.sheets.set(css, (sheet = { id: this.sheets.size, named: namedIn(css) }));
    const selectors = pageSelectors(html, sheet.named);
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
