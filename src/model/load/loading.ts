// One load of the content, as every loader (loader.ts) sees it: where it reads
// from, how messages name files, the day it loads for, what it was asked for
// (drafts, a production build, how legal pages are loaded: the build's and
// the dev server's keep their results, src/pipeline/kept-legal-pages.ts), and
// what it gathers on the way (problems, links, pictures). Loaders take it and add to it, instead
// of each returning its own lists.
import type { ContentLink } from "./content-links.ts";
import { loadLegalFile, type LegalFile, type LegalResult, type LegalSource, type TokenSettings } from "./legal-pages.ts";
import type { ImageRef } from "./picture-sources.ts";
import type { Remember } from "../../parse/picture-file.ts";
import { parseYaml, type ParsedYaml } from "../../parse/yaml.ts";
import { shownFrom, unexpectedProblem, type ContentProblem, type ShownPath } from "../../parse/problem.ts";

export interface LoadOptions {
  /** The project folder, which messages name files relative to (default: the working folder). */
  project?: string;
  /** Runs a slow check of a picture once, remembering that it passed (the build's output cache). */
  remember?: Remember;
  /** Loads each legal page, keeping its clean result between builds (the build's and the dev server's: src/pipeline/kept-legal-pages.ts); loadLegalFile when not given. */
  legal?: LegalFileLoader;
  /** Reuses the legal pages that have not changed since the last load (the dev server's: src/pipeline/legal-page-cache.ts). */
  cache?: LegalPagesLoader;
  /** Parses each YAML file, reusing an unchanged file's earlier parse (the dev server's: src/pipeline/yaml-cache.ts); parseYaml when not given. */
  yaml?: YamlParser;
  /** Also build the languages marked draft (the dev server). */
  drafts?: boolean;
  /** Load for publishing (build:production): a translation no record vouches for is shown in English (translations.ts, isShown). */
  production?: boolean;
}

/** How one legal page is loaded: loadLegalFile, or a loader that reads the result an earlier build kept. */
export interface LegalFileLoader {
  load(file: LegalFile, settings: TokenSettings, source?: Omit<LegalSource, "text">): LegalResult;
}

/** How a language's legal pages are loaded at once, each unchanged one reused and the others loaded by `each`. */
export interface LegalPagesLoader {
  load(files: LegalFile[], settings: TokenSettings, each: LegalFileLoader): LegalResult[];
}

/** How a YAML content file is parsed: parseYaml, or a keeper of earlier parses. */
export interface YamlParser {
  parse(file: string, text: string): ParsedYaml;
}

export class Loading {
  readonly problems: ContentProblem[] = [];
  readonly links: ContentLink[] = [];
  readonly pictures: ImageRef[] = [];
  /** Names files relative to the project, as an editor sees them. */
  readonly shown: ShownPath;
  /** The day the site is built for, YYYY-MM-DD in India (src/text/today.ts). */
  readonly today: string;
  /** Loading for publishing: what only an editor may preview stays out (a translation not yet accepted). */
  readonly production: boolean;
  /** Also load the languages marked draft. */
  readonly drafts: boolean;
  /** Loads each legal page, or reads its result kept by an earlier build. */
  readonly legal: LegalFileLoader;
  /** The legal pages of the last load, reused while unchanged (the dev server). */
  readonly cache: LegalPagesLoader | undefined;
  /** Parses a YAML file, or takes its unchanged earlier parse (the dev server). */
  readonly yaml: YamlParser;
  /** Runs a slow check of a picture once, remembering that it passed (the build's output cache). */
  readonly remember: Remember | undefined;

  constructor(
    /** The content folder. */
    readonly root: string,
    { project = process.cwd(), remember, legal, cache, yaml, drafts = false, production = false }: LoadOptions,
    /** The day the site is built for. */
    today: string,
  ) {
    this.shown = shownFrom(project);
    this.today = today;
    this.production = production;
    this.drafts = drafts;
    this.legal = legal ?? { load: loadLegalFile };
    this.cache = cache;
    this.yaml = yaml ?? { parse: parseYaml };
    this.remember = remember;
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
