// A language's edition of the site (its texts, merged over the source's
// structure) and how it is written: the types the model's entry point
// (site-model.ts) and the modules that load each edition (source-edition.ts,
// translated-edition.ts) share.
import type { Facts } from "./facts.ts";
import type { LegalPage } from "./load/legal-pages.ts";
import type { Position, SourceMap } from "../parse/yaml.ts";
import type { Landing } from "./schema/landing.ts";
import type { Plan } from "./schema/plans.ts";
import type { Site } from "./schema/site.ts";

export type Locale = Site["locales"][number];

/** The site in one language: its texts, merged over the source's structure. */
export interface Edition {
  locale: Locale;
  /** The address of its home page: "/" for the source language, "/hi" for Hindi. */
  home: string;
  site: Site;
  landing: Landing;
  plans: Plan[];
  /** The legal pages, in the source language (they govern). */
  legal: LegalPage[];
  /**
   * The texts this language's pages show in the source language: not yet
   * translated, or translated from English that has changed since. The pages
   * mark them with the source's lang, so they are read in its voice.
   */
  inSource: ReadonlySet<string>;
}

/**
 * A language as written: the facts its texts must agree with, and its own
 * words before the facts fill them, each where it is written. What the
 * checks of src/checks/ read (figures typed into a text, copy longer than
 * the design holds). It names its edition, rather than sharing an index with
 * the model's editions: the model the pages are drawn from carries no
 * positions, and a check never pairs a language's words with another's.
 */
export interface WrittenEdition {
  /** The edition of the model this is how it is written. */
  edition: Edition;
  facts: Facts;
  /** The texts its pages show in its own words, as written (fact tokens not filled), each at where its value starts. */
  texts: WrittenText[];
  /** Its legal pages as loaded in its language, in file order: a translation's even while the pages show the source's. */
  legal: LegalPage[];
  /**
   * Its landing.yaml's positions (a translation's laid over the source's), the
   * file its own copy is in, and where its page as a whole is written: the
   * top of that file, or of the source's for a translation not yet begun.
   */
  landing: { source: SourceMap; file: string; top: Position };
}

export interface WrittenText {
  text: string;
  at: Position;
  /** Where a fragment of the text is written (its `occurrence`th, from 0): a word of a text that runs over several lines is on its own line. */
  locate: (fragment: string, occurrence: number) => Position;
  /** Its field, as messages name it: hero.heading, plans[2].name. */
  path: string;
}
