// The checks run on the model once it has loaded: what must be settled before
// launch, where it is written. The launch list (placeholders, sample content,
// values still to set: values-to-set.ts) and the checks (published.json unreadable, figures
// typed into texts that disagree with the facts, copy longer than the design
// holds, legal pages whose date no longer matches their text), in the order
// the model was loaded: the source language, then each translation. npm run
// build and the dev server print them as warnings; build:production refuses them.
// Claims (claims.ts) add to both: a claimed figure without its basis is on the
// launch list; a basis due for review, a figure typed into a text that no
// claim says, and a superlative are notices, as is an offer that has ended
// (values-to-set.ts). Each language's landing page is held to the length
// budget, and its length is reported whether or not it fits (lengths); a
// translation's page over it is a notice while the translation is incomplete,
// so a language not ready never holds back a build (its English texts fill
// the page meanwhile).
import type { ContentProblem } from "../parse/problem.ts";
import { legalDateChecks } from "./legal-dates.ts";
import type { WrittenEdition, SiteModel, Written } from "../model/site-model.ts";
import type { Edition } from "../model/edition.ts";
import { BUDGET, designProblems, LIMITS, measuresFor, pageScreens, unmeasuredSections, type DesignLimits } from "./design-limits.ts";
import { figureProblems, textFigureProblems } from "./figures.ts";
import { claimFindings, illustrativePaths, superlativeNotices, typedFigureNotices, type ShownClaim } from "./claims.ts";
import { landingSchema } from "../model/schema/landing.ts";
import { formatFigure } from "../text/format.ts";
import type { Figure } from "../model/schema/fields.ts";
import { walkContent } from "../parse/content-walk.ts";
import { launchItems, type LaunchItem } from "./launch.ts";
import { gstUnset, offerFindings } from "./values-to-set.ts";
import type { Notice } from "./notice.ts";
import { isReady, type Coverage } from "./translation-coverage.ts";

export interface ModelChecks {
  /** To fill before launch. */
  launch: LaunchItem[];
  /** To fix before launch. */
  checks: ContentProblem[];
  /** To know, each at its line, and no reason to refuse: a claim's basis due for review, a superlative. */
  notices: Notice[];
  /** Each language's landing page against the budget, in the order of the editions, for the report to say how much is left. */
  lengths: PageLength[];
}

/** A landing page's predicted length and its budget, in phone screens, by its address. */
export interface PageLength {
  home: string;
  screens: number;
  budget: number;
  /** Sections shown that the measures were not taken with: `screens` leaves them out (unmeasuredSections). */
  unmeasured?: string[];
}

/**
 * `written`: how the model's content is written (loadContentAsWritten);
 * `coverage`: each translation's (translation-coverage.ts); `limits`: the
 * design's measures the copy and the pages are held to (the stored ones, or a
 * test's own).
 */
export function checkModel(
  { model, written }: { model: SiteModel; written: Written },
  coverage: readonly Coverage[] = [],
  limits: DesignLimits = LIMITS,
): ModelChecks {
  const review = { today: model.today, reviewAfterMonths: model.site.claims?.reviewAfterMonths };
  const claims = written.parsed.map((file) => claimFindings(file, review));
  const offer = offerFindings(model.landing.closing.offer, written.sources.landing, model.today);
  // The model's plans carry plans.yaml's GST where they have none of their own: one without is one the file leaves unsaid.
  const gst = gstUnset({ plans: model.plans }, written.sources.plans);
  const launch = [
    ...written.parsed.flatMap((file) => launchItems(file.data, file.source, file.tagged)),
    ...claims.flatMap((found) => found.launch),
    ...[offer.unset, gst].flatMap((item): LaunchItem[] => (item ? [{ ...item, kind: "value" }] : [])),
  ];
  const editions = written.editions.map((found) =>
    editionChecks(
      found,
      coverage.find((c) => c.code === found.edition.locale.code),
      limits,
    ),
  );
  const notices = [
    ...claims.flatMap((found) => found.notices),
    ...written.editions.flatMap(({ edition, texts }) => [
      ...superlativeNotices(texts),
      ...typedFigureNotices(texts, claimsShown(edition), edition.site.words, ILLUSTRATIVE),
    ]),
    ...editions.flatMap((found) => found.notices),
    ...(offer.notice ? [offer.notice] : []),
  ];
  const checks = [
    ...(written.published.problem ? [written.published.problem] : []),
    ...editions.flatMap((found) => found.checks),
    // Each legal page's date against the text published under it.
    ...legalDateChecks(written.published.record, model.pages, model.locale.code),
  ];
  const lengths = model.editions.map(({ home, landing, plans, locale }) => ({
    home,
    screens: pageScreens(landing, plans, locale.tag, limits),
    budget: BUDGET.pageScreens,
    unmeasured: unmeasuredSections(landing, measuresFor(locale.tag, limits).page),
  }));
  return { launch, checks, notices, lengths };
}

/**
 * One language's figures (in its YAML texts, then its legal pages) and its
 * copy against the design: its own words only (a text it shows in English is
 * the English file's to fix, and reported there), and its page's length, which
 * is its own whichever texts fill it, at the top of its own landing.yaml. A
 * translation not yet complete (`coverage`) holds nothing back: its page over
 * the budget is a notice until it is, as English texts still fill it.
 */
function editionChecks(
  written: WrittenEdition,
  coverage: Coverage | undefined,
  limits: DesignLimits,
): { checks: ContentProblem[]; notices: Notice[] } {
  const { facts, edition } = written;
  const { landing, plans, locale, home } = edition;
  const design = designProblems({ landing, plans, tag: locale.tag, home, limits }, written.landing.source, written.landing.top);
  const page = design.filter((p) => p.path === "");
  const waiting = coverage !== undefined && !isReady(coverage);
  return {
    checks: [
      ...written.texts.flatMap((text) => textFigureProblems(text, facts)),
      ...written.legal.flatMap((page) =>
        figureProblems({ file: page.file, lines: page.texts.body.split("\n"), firstLine: page.bodyLine }, facts),
      ),
      ...design.filter((p) => p.path !== "" && p.file === written.landing.file),
      ...(waiting ? [] : page),
    ],
    notices: waiting
      ? page.map(({ found }) => ({
          ...written.landing.top,
          message: `${found}: over its budget of ${BUDGET.pageScreens} phone screens while it shows English texts not yet translated, and a thing to fix once it is translated`,
        }))
      : [],
  };
}

/** Where landing.yaml's figures show made-up data, not claims (the features' sample chat and dashboard). */
const ILLUSTRATIVE = illustrativePaths(landingSchema);

/** Each figure an edition's landing page claims, as it shows it. */
function claimsShown({ landing, site }: Edition): ShownClaim[] {
  const shown: ShownClaim[] = [];
  walkContent(landing, (node) => {
    if (!node || typeof node !== "object" || !("figure" in node)) return;
    shown.push({ shown: formatFigure((node as { figure: Figure }).figure, site.words) });
    return false;
  });
  return shown;
}
