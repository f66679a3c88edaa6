// Loads every content file, validates it against its schema and returns the
// typed site model, or throws a ContentError listing every problem found in
// every file at once. Also lists the values still to fill before launch.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { parseMarkdown } from "./load/markdown.ts";
import { closest, ContentError, formatPath, type ContentProblem } from "./load/problem.ts";
import { validate } from "./load/validate.ts";
import { parseYaml, type Position, type SourceMap } from "./load/yaml.ts";
import { renderMarkdown, slugify, type TocEntry } from "./markdown.ts";
import { isPlaceholder } from "./schema/fields.ts";
import { landingSchema, type Landing } from "./schema/landing.ts";
import { legalFrontMatterSchema, type LegalFrontMatter } from "./schema/legal.ts";
import { plansSchema, type Plan } from "./schema/plans.ts";
import { siteSchema, type Site } from "./schema/site.ts";

export interface LegalPage {
  slug: string;
  file: string;
  meta: LegalFrontMatter;
  html: string;
  toc: TocEntry[];
}

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

export function loadContent(root: string): SiteModel {
  const problems: ContentProblem[] = [];
  const launch: LaunchItem[] = [];
  const rel = (abs: string) => path.relative(process.cwd(), abs).split(path.sep).join("/");
  // Each file's data as written, kept even when it fails its schema, so other
  // files can still be checked against it (legal tokens name site settings).
  const written: Record<string, unknown> = {};

  function loadYaml<S extends z.ZodType>(name: string, schema: S): z.infer<S> | undefined {
    const file = path.join(root, name);
    const shown = rel(file);
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
  const legal: LegalPage[] = [];
  const legalFiles = existsSync(legalDir) ? readdirSync(legalDir).filter((f) => !f.startsWith(".")).sort() : [];
  for (const name of legalFiles) {
    const file = path.join(legalDir, name);
    const shown = rel(file);
    const slug = name.replace(/\.md$/, "");
    // The name becomes the page's address, so a page that would not get one is an error, never skipped.
    if (!name.endsWith(".md") || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
      const suggestion = `${slugify(name.replace(/\.[a-z]+$/i, ""))}.md`;
      problems.push({
        file: shown,
        line: 1,
        column: 1,
        path: "",
        expected: "a file name of lowercase words joined by hyphens, ending in .md, like cookie-policy.md (it becomes the page address /cookie-policy)",
        found: JSON.stringify(name),
        hint: suggestion !== name && suggestion !== ".md" ? `rename it to ${suggestion}` : undefined,
      });
      continue;
    }
    const parsed = parseMarkdown(shown, readFileSync(file, "utf8"));
    problems.push(...parsed.frontMatter.problems);
    if (parsed.frontMatter.problems.length) continue;
    const meta = validate(legalFrontMatterSchema, parsed.frontMatter.data ?? {}, parsed.frontMatter.source);
    problems.push(...meta.problems);

    // Tokens become private-use markers before markdown runs, so no setting's
    // text is ever read as markdown, and become escaped HTML afterwards.
    const values: string[] = [];
    let body = parsed.body;
    for (const token of parsed.tokens) {
      const settings = site ?? written["site.yaml"];
      const value = settings ? settingAt(settings, token.name) : undefined;
      if (settings && value === undefined) {
        const guess = closest(token.name, settingPaths(settings));
        problems.push({
          file: shown,
          line: token.line,
          column: token.column,
          path: token.raw,
          expected: `a site setting such as ${TOKEN_EXAMPLES.join(", ")}`,
          found: `an unknown setting "${token.name}"`,
          hint: guess ? `did you mean {{${guess}}}?` : undefined,
          source: token.source,
        });
      }
      values.push(value ?? "");
    }
    let index = 0;
    body = body.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, () => `\uE000${index++}\uE001`);
    if (!meta.value || !site) continue;
    const rendered = renderMarkdown(body);
    const html = rendered.html.replace(/\uE000(\d+)\uE001/g, (_, n: string) => tokenHtml(values[Number(n)]!, site));
    legal.push({ slug, file: shown, meta: meta.value, html, toc: rendered.toc });
  }

  if (problems.length) throw new ContentError(problems);
  legal.sort((a, b) => a.meta.order - b.meta.order || a.slug.localeCompare(b.slug));
  return { site: site!, landing: landing!, plans: plans!.plans, legal, launch };
}

const TOKEN_EXAMPLES = ["legal.entity", "legal.llpNumber", "legal.jurisdictionCity", "legal.address", "contact.email", "contact.phone", "brand.name"];

function settingAt(settings: unknown, dotted: string): string | undefined {
  let node: unknown = settings;
  for (const key of dotted.split(".")) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === "string" || typeof node === "number" ? String(node) : undefined;
}

/** Every setting a token can name: the dotted paths of site.yaml's text and number values. */
function settingPaths(node: unknown, prefix = ""): string[] {
  if (typeof node === "string" || typeof node === "number") return [prefix];
  if (!node || typeof node !== "object" || Array.isArray(node)) return [];
  return Object.entries(node).flatMap(([key, value]) => settingPaths(value, prefix ? `${prefix}.${key}` : key));
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function tokenHtml(value: string, site: Site): string {
  if (isPlaceholder(value)) return `<mark class="placeholder" title="${escapeHtml(site.ui.placeholderNote)}">${escapeHtml(value)}</mark>`;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return `<a href="mailto:${escapeHtml(value)}">${escapeHtml(value)}</a>`;
  return escapeHtml(value);
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
