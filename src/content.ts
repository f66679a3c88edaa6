// Loads every content file, validates it against its schema and returns the
// typed site model, or throws a ContentError listing every problem found in
// every file at once. Also lists the values still to fill before launch.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { loadLegalFile, type LegalFile, type LegalPage, type LegalPageCache, type LegalResult, type TokenSettings } from "./load/legal.ts";
import { ContentError, formatPath, shownPath, type ContentProblem } from "./load/problem.ts";
import { validate } from "./load/validate.ts";
import { parseYaml, type Position, type SourceMap } from "./load/yaml.ts";
import { isPlaceholder } from "./schema/fields.ts";
import { landingSchema, type Landing } from "./schema/landing.ts";
import { plansSchema, type Plan } from "./schema/plans.ts";
import { siteSchema, type Site } from "./schema/site.ts";
import type { WorkerPool } from "./workers/pool.ts";

export type { LegalPage };

export interface LaunchItem extends Position {
  path: string;
  value: string;
}

export interface SiteModel {
  site: Site;
  landing: Landing;
  plans: Plan[];
  legal: LegalPage[];
  /** Values to fill before launch: bracketed, tagged !placeholder, or on an example domain. */
  launch: LaunchItem[];
}

// Reserved for documentation by RFC 2606/6761: never a real destination.
const EXAMPLE_DOMAIN = /^(https?:\/\/|mailto:|[^@\s]+@)([a-z0-9-]+\.)*(example\.(com|net|org)|[a-z0-9-]+\.(example|invalid|test))([/:?#]|$)/i;

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
  // Each file's data as written, kept even when it fails its schema, so other
  // files can still be checked against it (legal tokens name site settings).
  const written: Record<string, unknown> = {};

  function loadYaml<S extends z.ZodType>(name: string, schema: S): z.infer<S> | undefined {
    const file = path.join(root, name);
    const shown = shownPath(file);
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      problems.push({ file: shown, line: 1, column: 1, path: "", expected: `the file ${name}`, found: "no such file" });
      return undefined;
    }
    const parsed = parseYaml(shown, text);
    problems.push(...parsed.problems);
    if (parsed.problems.length) return undefined;
    written[name] = parsed.data;
    const result = validate(schema, parsed.data, parsed.source);
    problems.push(...result.problems);
    collectLaunchItems(parsed.data, parsed.source, parsed.tagged, launch);
    return result.value;
  }

  const site = loadYaml("site.yaml", siteSchema);
  const landing = loadYaml("landing.yaml", landingSchema);
  const plans = loadYaml("plans.yaml", plansSchema);

  const legalDir = path.join(root, "legal");
  const legalFiles: LegalFile[] = (existsSync(legalDir) ? readdirSync(legalDir).filter((f) => !f.startsWith(".")).sort() : []).map((name) => {
    const file = path.join(legalDir, name);
    return { path: file, name, shown: shownPath(file) };
  });
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
  return { site: site!, landing: landing!, plans: plans!.plans, legal, launch };
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

function collectLaunchItems(data: unknown, source: SourceMap, tagged: { path: string; value: string; position: Position }[], out: LaunchItem[]) {
  const seen = new Set<string>();
  for (const item of tagged) {
    seen.add(item.path);
    out.push({ ...item.position, path: item.path, value: item.value });
  }
  const walk = (node: unknown, at: PropertyKey[]) => {
    if (typeof node === "string") {
      const key = formatPath(at);
      if (!seen.has(key) && (isPlaceholder(node) || EXAMPLE_DOMAIN.test(node))) {
        seen.add(key);
        out.push({ ...source.valuePosition(at), path: key, value: node });
      }
    } else if (Array.isArray(node)) node.forEach((child, i) => walk(child, [...at, i]));
    else if (node && typeof node === "object") for (const [k, v] of Object.entries(node)) walk(v, [...at, k]);
  };
  walk(data, []);
}
