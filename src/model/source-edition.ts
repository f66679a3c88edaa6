// The source language's loaders. The source files: each YAML file read,
// parsed, its setting tokens filled and checked, and validated. Then its
// edition: the facts from the validated files, every text's fact tokens
// filled with them, and its legal pages loaded (legal-loader.ts).
import path from "node:path";
import type { WrittenEdition, Edition, Locale, WrittenText } from "./edition.ts";
import { factsOf, type Facts } from "./facts.ts";
import { withGst } from "./gst.ts";
import { yamlLinks } from "./load/content-links.ts";
import type { LegalPage, TokenSettings } from "./load/legal-pages.ts";
import type { Loader } from "./load/loader.ts";
import { append, type Loading } from "./load/loading.ts";
import { legalPages } from "./legal-loader.ts";
import { imageRefs } from "./load/picture-sources.ts";
import { formatPath } from "../parse/problem.ts";
import { readContentText } from "../parse/content-text.ts";
import { factTokens, fillFacts, fillTokens, settingTokens, tokenProblems } from "./load/tokens.ts";
import { textFields } from "./load/text-fields.ts";
import type { ParsedYaml } from "../parse/yaml.ts";
import { formerNames, type PublishedRecord } from "./published.ts";
import { localesAsWritten, SOURCE_FILES, TRANSLATABLE, validateFile, type Files, type SourceFile } from "./source-files.ts";

/** The source files as loaded. */
export interface Sources {
  /** Each as parsed, for its translations to be laid over. */
  parsed: { [F in SourceFile]?: ParsedYaml };
  /** Each one's data as written, kept even when it fails its schema, so other files can still be checked against it (legal tokens name site settings). */
  written: { [F in SourceFile]?: unknown };
  /** Each as validated. */
  valid: Files;
}

/** The source files, site.yaml first: the others' tokens name its settings. */
export const sourceFiles: Loader<Sources> = {
  name: "source files",
  load(loading) {
    const sources: Sources = { parsed: {}, written: {}, valid: {} };
    for (const name of SOURCE_FILES) loadYaml(loading, sources, name);
    return sources;
  },
};

/** One source file (content/landing.yaml): read, parsed, its setting tokens filled and checked, validated. */
function loadYaml<F extends SourceFile>(loading: Loading, sources: Sources, name: F): void {
  const file = path.join(loading.root, name);
  const shown = loading.shown(file);
  try {
    const read = readContentText(file, shown, `the file ${name}`);
    loading.report(read.problems);
    if (read.text === undefined) return;
    const parsed = loading.yaml.parse(shown, read.text);
    loading.report(parsed.problems);
    if (parsed.problems.length) return;
    sources.written[name] = parsed.data;
    sources.parsed[name] = parsed;
    // site.yaml's own tokens name its other settings; every other file's name site.yaml's.
    // A fact's token waits for the facts, which the validated files make (loadSourceEdition).
    const settings = name === "site.yaml" ? parsed.data : (sources.valid["site.yaml"] ?? sources.written["site.yaml"]);
    loading.report(tokenProblems(shown, parsed.tokens, settingTokens(settings)));
    const result = validateFile(name, fillTokens(parsed.data, settings), parsed.source);
    loading.report(result.problems);
    append(loading.links, yamlLinks(parsed.data, parsed.source));
    append(loading.pictures, imageRefs(result.value, parsed.source));
    sources.valid[name] = result.value;
  } catch (error) {
    loading.failed(shown, error);
  }
}

/** The source language as loaded: its edition when every file is valid, its legal pages and facts (which translations fall back on), and the languages. */
export interface SourceEdition {
  /** Its edition as written, which names the edition, when every file is valid. */
  written?: WrittenEdition;
  legal: LegalPage[];
  facts: Facts;
  locales: readonly Locale[];
}

/**
 * The source language: the facts, from its files as validated; then every
 * text's fact tokens filled with them, and its legal pages loaded. The
 * languages come from site.yaml as written when it failed its schema: a
 * translation's own mistakes are reported in the same run as the English's.
 */
export const sourceEdition = (sources: Sources, record: PublishedRecord): Loader<SourceEdition> => ({
  name: "source edition",
  load: (loading) => loadSourceEdition(loading, sources, record),
});

function loadSourceEdition(loading: Loading, sources: Sources, record: PublishedRecord): SourceEdition {
  const { "site.yaml": site, "landing.yaml": landing, "plans.yaml": plans } = sources.valid;
  const locale = site?.locales[0]?.code ?? "en";
  const facts = factsOf({ landing, plans: plans && withGst(plans), site, formerNames: plans && formerNames(record, locale, plans.plans) });
  const texts: WrittenText[] = [];
  for (const name of SOURCE_FILES) {
    const parsed = sources.parsed[name];
    if (!parsed) continue;
    loading.report(tokenProblems(loading.shown(path.join(loading.root, name)), parsed.tokens, factTokens(facts)));
    const value = sources.valid[name];
    if (value)
      for (const field of textFields(TRANSLATABLE[name], value))
        texts.push({
          text: field.value,
          at: parsed.source.valuePosition(field.path),
          locate: (fragment, occurrence) => parsed.source.fragmentPosition(field.path, fragment, occurrence),
          path: formatPath(field.path),
        });
  }
  const siteFilled = site && fillFacts(site, facts);
  const landingFilled = landing && fillFacts(landing, facts);
  const plansFilled = plans && fillFacts(plans, facts);

  const settings: TokenSettings = { site: siteFilled, written: sources.written["site.yaml"], locale, facts };
  const { legal, loaded } = legalPages(settings).load(loading);

  const locales = site?.locales ?? localesAsWritten(sources.written["site.yaml"]);
  if (!siteFilled || !landingFilled || !plansFilled) return { legal, facts, locales };
  const edition: Edition = {
    locale: locales[0]!,
    home: "/",
    site: siteFilled,
    landing: landingFilled,
    plans: withGst(plansFilled),
    legal,
    inSource: new Set(),
  };
  const written: WrittenEdition = {
    edition,
    facts,
    texts,
    legal: loaded,
    landing: {
      source: sources.parsed["landing.yaml"]!.source,
      file: loading.shown(path.join(loading.root, "landing.yaml")),
      top: sources.parsed["landing.yaml"]!.source.valuePosition([]),
    },
  };
  return { written, legal, facts, locales };
}
