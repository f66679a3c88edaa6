// One load of the content, as every loader sees it: where it reads from, how
// messages name files, the day it loads for, and what it gathers on the way
// (problems, links, pictures). Loaders take it
// first and add to it, instead of each returning its own lists.
import type { ContentLink } from "./content-links.ts";
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

  constructor(
    /** The content folder. */
    readonly root: string,
    { project, today, production = false }: { project: string; today: string; production?: boolean },
  ) {
    this.shown = shownFrom(project);
    this.today = today;
    this.production = production;
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
