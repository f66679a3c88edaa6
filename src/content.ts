// Loads every content file, validates it against its schema and returns the
// typed site model, or throws a ContentError listing every problem found in
// every file at once. Also lists the values still to fill before launch.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { parseMarkdown } from "./load/markdown.ts";
import { ContentError, formatPath, type ContentProblem } from "./load/problem.ts";
import { validate } from "./load/validate.ts";
import { parseYaml, type Position, type SourceMap } from "./load/yaml.ts";
import { renderMarkdown, type TocEntry } from "./markdown.ts";
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
  for (const name of readdirSync(legalDir).filter((f) => f.endsWith(".md")).sort()) {
    const file = path.join(legalDir, name);
    const shown = rel(file);
    const slug = name.slice(0, -3);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
      problems.push({ file: shown, line: 1, column: 1, path: "", expected: "a file name of lowercase words joined by hyphens, like cookie-policy.md (it becomes the page address)", found: JSON.stringify(name) });
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
      const value = site ? settingAt(site, token.name) : undefined;
      if (site && value === undefined) {
        problems.push({
          file: shown,
          line: token.line,
          column: token.column,
          path: token.raw,
          expected: `a site setting such as ${TOKEN_EXAMPLES.join(", ")}`,
          found: `an unknown setting "${token.name}"`,
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

function settingAt(site: Site, dotted: string): string | undefined {
  let node: unknown = site;
  for (const key of dotted.split(".")) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === "string" || typeof node === "number" ? String(node) : undefined;
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
