// Loads every content file, validates it against its schema and returns the
// typed site model, or throws a ContentError listing every problem found in
// every file at once. Also lists what is still to fill before launch, and the
// links content writes, for the build to check once the pages are rendered.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { loadLegalFile, type LegalFile, type LegalPage, type LegalPageCache, type LegalResult, type TokenSettings } from "./load/legal.ts";
import { ContentError, formatPath, shownPath, unexpectedProblem, type ContentProblem } from "./load/problem.ts";
import { readContentText } from "./load/text.ts";
import { validate } from "./load/validate.ts";
import { imageRefs, loadImages, type ImageInfo, type ImageRef } from "./load/images.ts";
import { yamlLinks, type ContentLink } from "./load/links.ts";
import { fillData, tokenProblems } from "./load/tokens.ts";
import { parseYaml, type Position, type SourceMap } from "./load/yaml.ts";
import { formatDate } from "./format.ts";
import { offerState } from "./offer.ts";
import { today } from "./today.ts";
import { launchItems, type LaunchItem } from "./launch.ts";
import { landingSchema, type Landing } from "./schema/landing.ts";
import { plansSchema, type Plan } from "./schema/plans.ts";
import { siteSchema, type Site } from "./schema/site.ts";
import type { WorkerPool } from "./workers/pool.ts";

export type { LegalPage };


export interface SiteModel {
  site: Site;
  landing: Landing;
  plans: Plan[];
  legal: LegalPage[];
  /** To fill before launch: placeholders (bracketed, tagged !placeholder, on an example domain) and sample content. */
  launch: LaunchItem[];
  /** The links of the YAML files (href fields), for the build's link check; legal pages carry their own. */
  links: ContentLink[];
  /** Every picture content names, read and checked, by its file in content/images/. */
  images: Record<string, ImageInfo>;
  /** The day the site is built for, YYYY-MM-DD in India (src/today.ts): dated content (the offer) is shown as of it. */
  today: string;
  /** What the build leaves out because of the date, where it is written, for its report. */
  notices: Notice[];
}

export interface Notice extends Position {
  message: string;
}

export interface LoadOptions {
  /** May load a large site's legal pages on worker threads (the build). */
  pool?: WorkerPool;
  /** Reuses the legal pages that have not changed since the last load (the dev server). */
  cache?: LegalPageCache;
}

/** The site model. */
export async function loadContent(root: string, { pool, cache }: LoadOptions = {}): Promise<SiteModel> {
  const problems: ContentProblem[] = [];
  const launch: LaunchItem[] = [];
  const links: ContentLink[] = [];
  const pictures: ImageRef[] = [];
  // Each file's data as written, kept even when it fails its schema, so other
  // files can still be checked against it (legal tokens name site settings).
  const written: Record<string, unknown> = {};

  /** `checked`: more rules for the validated value, with the file's positions (dates to set, offers that ended). */
  function loadYaml<S extends z.ZodType>(name: string, schema: S, checked?: (value: z.infer<S>, source: SourceMap) => void): z.infer<S> | undefined {
    const file = path.join(root, name);
    const shown = shownPath(file);
    try {
      const read = readContentText(file, shown, `the file ${name}`);
      problems.push(...read.problems);
      if (read.text === undefined) return undefined;
      const parsed = parseYaml(shown, read.text);
      problems.push(...parsed.problems);
      if (parsed.problems.length) return undefined;
      written[name] = parsed.data;
      // site.yaml's own tokens name its other settings; every other file's name site.yaml's.
      const settings = name === "site.yaml" ? parsed.data : (site ?? written["site.yaml"]);
      problems.push(...tokenProblems(shown, parsed.tokens, settings));
      const result = validate(schema, fillData(parsed.data, settings), parsed.source);
      problems.push(...result.problems);
      launch.push(...launchItems(parsed.data, parsed.source, parsed.tagged));
      links.push(...yamlLinks(parsed.data, parsed.source));
      pictures.push(...imageRefs(result.value, parsed.source));
      if (result.value !== undefined) checked?.(result.value, parsed.source);
      return result.value;
    } catch (error) {
      problems.push(unexpectedProblem(shown, error));
      return undefined;
    }
  }

  const site = loadYaml("site.yaml", siteSchema);
  const date = today();
  const notices: Notice[] = [];
  const landing = loadYaml("landing.yaml", landingSchema, (value, source) => {
    const offer = offerState(value.closing.offer, date);
    const at = ["closing", "offer", "validUntil"];
    // A date the editor must set: until then the box says "this week" every week of the year.
    if (offer.kind === "open") launch.push({ ...source.keyPosition(["closing", "offer"]), kind: "value", path: "closing.offer.validUntil", value: "not set: the offer says “this week” every week" });
    if (offer.kind === "ended") notices.push({ ...source.valuePosition(at), message: `the limited-time offer ended on ${formatDate(offer.date)} (closing.offer.validUntil, today is ${formatDate(date)}): its box is left out of the page` });
  });
  const plans = loadYaml("plans.yaml", plansSchema);

  // Pictures are read once their fields are known to be well formed.
  const loadedImages = await loadImages(pictures, path.join(root, "images"));
  problems.push(...loadedImages.problems);

  const legalFiles = listLegalFiles(path.join(root, "legal"), problems);
  const settings: TokenSettings = { site, written: written["site.yaml"] };
  // Markdown is most of a legal page's cost: a large site loads its pages on every core.
  const results = cache
    ? cache.load(legalFiles, settings)
    : pool?.wanted(legalFiles.length)
      ? await loadInPool(pool, legalFiles, settings)
      : legalFiles.map((file) => loadLegalFile(file, settings));
  const legal: LegalPage[] = [];
  for (const result of results) {
    problems.push(...result.problems);
    if (result.page) legal.push(result.page);
  }

  if (problems.length) throw new ContentError(problems);
  legal.sort((a, b) => a.meta.order - b.meta.order || a.slug.localeCompare(b.slug));
  return { site: site!, landing: landing!, plans: plans!.plans, legal, launch, links, images: loadedImages.images, today: date, notices };
}

/** The files of content/legal/, sorted, hidden ones left out; none when there is no such folder. */
function listLegalFiles(dir: string, problems: ContentProblem[]): LegalFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT") {
      const found = code === "ENOTDIR" ? "a file" : `a folder the build cannot read (${code})`;
      problems.push({ file: shownPath(dir), line: 1, column: 1, path: "", expected: "a folder of legal pages, one file each (legal/privacy-policy.md)", found });
    }
    return [];
  }
  return names
    .filter((name) => !name.startsWith("."))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      return { path: file, name, shown: shownPath(file) };
    });
}

/**
 * Pages in batches of 25 (a message must carry enough work to be worth
 * sending), two batches per worker at a time so that none waits for its next.
 * This thread only waits: on a two-core machine, a third thread doing the same
 * work slowed the other two more than it helped.
 */
async function loadInPool(pool: WorkerPool, files: LegalFile[], settings: TokenSettings): Promise<LegalResult[]> {
  const batches: LegalFile[][] = [];
  for (let i = 0; i < files.length; i += 25) batches.push(files.slice(i, i + 25));
  const results: LegalResult[][] = new Array(batches.length);
  let next = 0;
  const send = async () => {
    for (let i = next++; i < batches.length; i = next++) results[i] = await pool.run({ kind: "legal", files: batches[i]!, settings });
  };
  await Promise.all(Array.from({ length: 2 * pool.count }, send));
  return results.flat();
}
