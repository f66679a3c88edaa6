// Loads one legal page: checks its file name, parses its front matter with
// positions, validates it, and renders its markdown with the {{ settings }}
// tokens filled in; raw HTML the site's CSP would block (scripts, frames,
// inline styles and event handlers) is reported at its line and column. A pure function of the file and the site settings, so
// content.ts can run it here or, for a large site, in worker threads.
import { readFileSync } from "node:fs";
import { closest, type ContentProblem } from "./problem.ts";
import { parseMarkdown } from "./markdown.ts";
import { validate } from "./validate.ts";
import { renderMarkdown, slugify, type TocEntry } from "../markdown.ts";
import { isPlaceholder } from "../schema/fields.ts";
import { legalFrontMatterSchema, type LegalFrontMatter } from "../schema/legal.ts";
import type { Site } from "../schema/site.ts";

export interface LegalPage {
  slug: string;
  file: string;
  meta: LegalFrontMatter;
  html: string;
  toc: TocEntry[];
}

/** One file of content/legal/: where it is, and how messages name it. */
export interface LegalFile {
  path: string;
  name: string;
  shown: string;
}

/**
 * What tokens are checked and filled from: the validated site settings, or,
 * when site.yaml failed its schema, its data as written (tokens are still
 * checked against it, so every mistake is reported in one build).
 */
export interface TokenSettings {
  site: Site | undefined;
  written: unknown;
}

export interface LegalResult {
  problems: ContentProblem[];
  page?: LegalPage;
}

/** `text`, when the caller has already read the file. */
export function loadLegalFile({ path: filePath, name, shown }: LegalFile, settings: TokenSettings, text?: string): LegalResult {
  const problems: ContentProblem[] = [];
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
    return { problems };
  }
  const source = text ?? readFileSync(filePath, "utf8");
  const parsed = parseMarkdown(shown, source);
  problems.push(...parsed.frontMatter.problems);
  if (parsed.frontMatter.problems.length) return { problems };
  const meta = validate(legalFrontMatterSchema, parsed.frontMatter.data ?? {}, parsed.frontMatter.source);
  problems.push(...meta.problems);

  // Tokens become private-use markers before markdown runs, so no setting's
  // text is ever read as markdown, and become escaped HTML afterwards.
  const values: string[] = [];
  const lookup = settings.site ?? settings.written;
  for (const token of parsed.tokens) {
    const value = lookup ? settingAt(lookup, token.name) : undefined;
    if (lookup && value === undefined) {
      const guess = closest(token.name, settingPaths(lookup));
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
  const site = settings.site;
  if (!meta.value || !site) return { problems };
  let index = 0;
  const body = parsed.body.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, () => `\uE000${index++}\uE001`);
  const rendered = renderMarkdown(body);
  for (const blocked of rendered.blocked) {
    const line = parsed.bodyLine + blocked.line - 1;
    // Columns in the text as written: each token before it on its line was a marker of another length.
    const column = parsed.tokens.reduce((at, token, n) => (token.line === line && token.column < at ? at + token.raw.length - `\uE000${n}\uE001`.length : at), blocked.column);
    problems.push({
      file: shown,
      line,
      column,
      path: "",
      expected: "HTML without scripts, frames, plug-ins or inline style and event-handler attributes: the site's Content-Security-Policy blocks them",
      found: blocked.what.startsWith("<") ? `a ${blocked.what} element` : `${/^[aeiou]/.test(blocked.what) ? "an" : "a"} ${blocked.what}="…" attribute`,
      hint: blocked.what === "style" ? "write it in markdown, or ask for a class in templates/page.css" : "pages carry no scripts or embedded content of their own; link to it instead",
      source: source.replace(/^\uFEFF/, "").split("\n")[line - 1]?.replace(/\r$/, ""),
    });
  }
  const html = rendered.html.replace(/\uE000(\d+)\uE001/g, (_, n: string) => tokenHtml(values[Number(n)]!, site));
  return { problems, page: { slug, file: shown, meta: meta.value, html, toc: rendered.toc } };
}

/**
 * Earlier results by file, reused while neither the file's text nor the site
 * settings have changed. The dev server keeps one across rebuilds, so editing
 * one page of a site of thousands re-renders that page's markdown only.
 */
export class LegalPageCache {
  private entries = new Map<string, { text: string; settings: string; result: LegalResult }>();

  load(files: LegalFile[], settings: TokenSettings): LegalResult[] {
    const key = JSON.stringify(settings);
    const next = new Map<string, { text: string; settings: string; result: LegalResult }>();
    const results = files.map((file) => {
      let text: string;
      try {
        text = readFileSync(file.path, "utf8");
      } catch {
        return loadLegalFile(file, settings); // not a readable file: let the loader say what is wrong
      }
      const earlier = this.entries.get(file.path);
      const result = earlier && earlier.text === text && earlier.settings === key ? earlier.result : loadLegalFile(file, settings, text);
      next.set(file.path, { text, settings: key, result });
      return result;
    });
    this.entries = next; // files that are gone are forgotten
    return results;
  }
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
