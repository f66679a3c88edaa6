// One load of the content, as every loader sees it: where it reads from, how
// messages name files, the day it loads for, and what it gathers on the way
// (problems, links, pictures). Loaders take it
// first and add to it, instead of each returning its own lists.
import type { ContentLink } from "./content-links.ts";
import { KeptLegalPages } from "./kept-legal-pages.ts";
import type { ImageRef } from "./picture-sources.ts";
import { shownFrom, unexpectedProblem, type ContentProblem, type ShownPath } from "./problem.ts";

export class Loading {
  readonly problems: ContentProblem[] = [];
  readonly links: ContentLink[] = [];
  readonly pictures: ImageRef[] = [];
  /** Names files relative to the project, as an editor sees them. */
  readonly shown: ShownPath;
  /** The day the site is built for, YYYY-MM-DD in India (today.ts). */
  readonly today: string;
  /** Loading for publishing: what only an editor may preview stays out (a translation not yet accepted). */
  readonly production: boolean;
  /** Loads each legal page, or reads its result kept by an earlier build (kept-legal-pages.ts). */
  readonly legal: KeptLegalPages;

  constructor(
    /** The content folder. */
    readonly root: string,
    {
      project,
      today,
      production = false,
      legal = new KeptLegalPages(undefined, undefined),
    }: { project: string; today: string; production?: boolean; legal?: KeptLegalPages },
  ) {
    this.shown = shownFrom(project);
    this.today = today;
    this.production = production;
    this.legal = legal;
  }

  /** Adds problems found, in the order found. */
  report(found: Iterable<ContentProblem>): void {
    append(this.problems, found);
  }

  /** A file whose loading threw: a problem at the file, so one bad file never hides the others'. */
  failed(shown: string, error: unknown): void {
    this.problems.push(unexpectedProblem(shown, error));
  }
}

/** Adds items to a list one by one: a spread into push() overflows the stack past some hundred thousand. */
export function append<T>(list: T[], items: Iterable<T>): void {
  for (const item of items) list.push(item);
}
