// The checks run on the model once it has loaded: what must be settled before
// launch, where it is written. The launch list (placeholders, sample content,
// values still to set: values-to-set.ts) and the checks (published.json unreadable, figures
// typed into texts that disagree with the facts, copy longer than the design
// holds, legal pages whose date no longer matches their text), in the order
// the model was loaded: the source language, then each translation. npm run
// build and the dev server print them as warnings; build:production refuses them.
// Claims (claims.ts) add to both: a claimed figure without its basis is on the
// launch list; a basis due for review and a superlative are notices, as is an
// offer that has ended (values-to-set.ts).
import type { ContentProblem } from "../model/load/problem.ts";
import { legalDateChecks } from "./legal-dates.ts";
import type { AsWritten, SiteModel, Written } from "../model/site-model.ts";
import { designProblems } from "./design-limits.ts";
import { figureProblems, textFigureProblems } from "./figures.ts";
import { claimFindings, superlativeNotices } from "./claims.ts";
import { launchItems, type LaunchItem } from "./launch.ts";
import { gstUnset, offerFindings } from "./values-to-set.ts";
import type { Notice } from "./notice.ts";

export interface ModelChecks {
  /** To fill before launch. */
  launch: LaunchItem[];
  /** To fix before launch. */
  checks: ContentProblem[];
  /** To know, each at its line, and no reason to refuse: a claim's basis due for review, a superlative. */
  notices: Notice[];
}

/** `written`: how the model's content is written (loadContentAsWritten). */
export function checkModel({ model, written }: { model: SiteModel; written: Written }): ModelChecks {
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
  const notices = [
    ...claims.flatMap((found) => found.notices),
    ...written.editions.flatMap((edition) => superlativeNotices(edition.texts)),
    ...(offer.notice ? [offer.notice] : []),
  ];
  const checks = [
    ...(written.published.problem ? [written.published.problem] : []),
    ...written.editions.flatMap(editionChecks),
    // Each legal page's date against the text published under it.
    ...legalDateChecks(written.published.record, model.pages, model.locale.code),
  ];
  return { launch, checks, notices };
}

/** One language's figures (in its YAML texts, then its legal pages) and its copy against the design: its own words only. */
function editionChecks(written: AsWritten): ContentProblem[] {
  const { facts, edition } = written;
  const { landing, plans, locale } = edition;
  return [
    ...written.texts.flatMap((text) => textFigureProblems(text, facts)),
    ...written.legal.flatMap((page) =>
      figureProblems({ file: page.file, lines: page.texts.body.split("\n"), firstLine: page.bodyLine }, facts),
    ),
    ...designProblems({ landing, plans, tag: locale.tag }, written.landing.source).filter((p) => p.file === written.landing.file),
  ];
}
