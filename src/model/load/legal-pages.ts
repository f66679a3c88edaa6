// Loads one legal page: checks its file name, parses its front matter with
// positions, fills and checks the {{ settings }} tokens in it and in the body,
// validates the front matter, and renders the markdown. What the markdown
// holds that the site will not publish (src/parse/markdown-problems.ts) is
// reported at its line and column in the file;
// the page's links are kept, with theirs, for the build to check. A pure
// function of the file and the site settings.
import { escapeHtml } from "../../text/escape-html.ts";
import { placeholderMarkHtml } from "../../text/placeholder-mark.tsx";
import { unexpectedProblem, wholeFileProblem, type ContentProblem } from "../../parse/problem.ts";
import { isFolder, readContentText } from "../../parse/content-text.ts";
import type { ContentLink } from "./content-links.ts";
import { parseMarkdown } from "../../parse/front-matter.ts";
import { fillTokens, settingTokens, tokenProblems, valueAt } from "./tokens.ts";
import { replaceTokens, type Token } from "../../parse/token-syntax.ts";
import { namesUnknownFacts, type Facts } from "../facts.ts";
import { validate } from "./validate.ts";
import { BUILD_NAMES } from "../../parse/file-names.ts";
import { renderMarkdown, slugify, type TocEntry } from "../../parse/markdown-html.ts";
import { markdownProblems } from "../../parse/markdown-problems.ts";
import { isPlaceholder } from "../schema/fields.ts";
import { legalFrontMatterSchema, type LegalFrontMatter } from "../schema/legal-page.ts";
import type { Site } from "../schema/site.ts";
import type { Position } from "../../parse/yaml.ts";

export interface LegalPage {
  slug: string;
  /** Its address: /privacy-policy, or /hi/privacy-policy for a translation. */
  path: string;
  /** The code of its language (site.yaml's locales): "en", "hi". */
  locale: string;
  file: string;
  meta: LegalFrontMatter;
  html: string;
  toc: TocEntry[];
  /** The addresses the page links to, where they are written. */
  links: ContentLink[];
  /** Its texts as written (tokens not filled): what a translation is made from, for the stale check. */
  texts: { title: string; description: string; body: string };
  /** The file's line where the body starts: what checks of the body's text (src/checks/figures.ts) count from. */
  bodyLine: number;
  /** Where its `updated:` date is written (a translation's, in the page it translates): what a change of its text must move. */
  updatedAt: Position;
  /** Each setting and fact its text names by token, with the value filled in: what the record of its text keeps, to say what changed. */
  tokens: Record<string, string>;
}

/** A translation of a legal page: the source page it translates, and its language. */
interface LegalTranslation {
  of: LegalPage;
  locale: string;
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
  /** The source language's code: a page's language when it is not a translation. */
  locale: string;
  /** The plans' names and prices, the guarantee's days, the offer's discount, in the page's language: tokens name them too. */
  facts: Facts;
}

export interface LegalResult {
  problems: ContentProblem[];
  page?: LegalPage;
}

/** What a page is read as, beyond its file and settings: its text when the caller has already read it, the page it translates when it is a translation. */
export interface LegalSource {
  text?: string;
  translation?: LegalTranslation;
}

/** Whatever the file holds, the answer is a page or located problems. */
export function loadLegalFile(file: LegalFile, settings: TokenSettings, source: LegalSource = {}): LegalResult {
  try {
    const result = loadLegal(file, settings, source);
    result.problems.sort((a, b) => a.line - b.line || a.column - b.column);
    return result;
  } catch (error) {
    return { problems: [unexpectedProblem(file.shown, error)] };
  }
}

/** A legal page's file, as messages about one that cannot be read describe it. */
export const LEGAL_FILE_DESCRIPTION = "a legal page: a markdown file such as cookie-policy.md";

/** Whether an address is the build's own or a language's (src/view/routes.ts refuses a page there). */
const isTaken = (slug: string, settings: TokenSettings) =>
  slug in BUILD_NAMES || Boolean(settings.site?.locales.some((l) => l.code === slug));

function loadLegal({ path: filePath, name, shown }: LegalFile, settings: TokenSettings, { text, translation }: LegalSource): LegalResult {
  if (text === undefined && isFolder(filePath)) {
    // legal/hi/: a translation, put where the build would never read it.
    if (/^[a-z]{2,3}$/.test(name)) {
      return {
        problems: [
          wholeFileProblem(shown, {
            expected: LEGAL_FILE_DESCRIPTION,
            found: `a folder "${name}/", as if for translations`,
            hint: `a language's translations go in content/${name}/ (content/${name}/landing.yaml); legal pages stay in English, which governs`,
          }),
        ],
      };
    }
    return { problems: readContentText(filePath, shown, LEGAL_FILE_DESCRIPTION).problems };
  }
  const slug = name.replace(/\.md$/, "");
  // The name becomes the page's address, so a page that would not get one is an error, never skipped.
  if (!name.endsWith(".md") || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    const suggestion = `${slugify(name.replace(/\.[a-z]+$/i, ""))}.md`;
    return {
      problems: [
        wholeFileProblem(shown, {
          expected:
            "a file name of lowercase words joined by hyphens, ending in .md, like cookie-policy.md (it becomes the page address /cookie-policy)",
          found: JSON.stringify(name),
          // Never a name that would then be refused for being taken (Index.md → index.md).
          hint:
            suggestion !== name && suggestion !== ".md" && !isTaken(suggestion.slice(0, -3), settings)
              ? `rename it to ${suggestion}`
              : undefined,
        }),
      ],
    };
  }
  if (text === undefined) {
    const read = readContentText(filePath, shown, LEGAL_FILE_DESCRIPTION);
    if (read.text === undefined) return { problems: read.problems };
    text = read.text;
  }
  const parsed = parseMarkdown(shown, text);
  const { frontMatter } = parsed;
  if (frontMatter.problems.length) return { problems: frontMatter.problems };

  // Front matter and body name settings and facts the same way, and are filled the same way.
  const lookup = { ...record(settings.site ?? settings.written), ...settings.facts };
  const tokens = [...frontMatter.tokens, ...parsed.tokens].filter((token) => !namesUnknownFacts(token.name, settings.facts));
  const problems = tokenProblems(
    shown,
    tokens,
    settingTokens((settings.site ?? settings.written) ? lookup : undefined, () => true),
  );
  const written = (frontMatter.data ?? {}) as Record<string, unknown>;
  // A translation gives the title and description; dates, order and the rest are the source page's.
  let data: Record<string, unknown> = written;
  if (translation) {
    const { of } = translation;
    for (const key of Object.keys(written).filter((k) => k !== "title" && k !== "description")) {
      problems.push({
        ...frontMatter.source.keyPosition([key]),
        path: key,
        expected: "only text to translate: title and description",
        found: `"${key}", which is set once, in ${of.file}, for every language`,
        hint: "delete this line: dates, order and the other settings come from the source page",
      });
    }
    const { title: _title, description: _description, ...structure } = of.meta;
    // Not yet translated: the source's text, as written (its tokens are filled below).
    data = { ...structure, title: written.title ?? of.texts.title, description: written.description ?? of.texts.description };
  }
  const meta = validate(legalFrontMatterSchema, fillTokens(data, lookup), frontMatter.source);
  problems.push(...meta.problems);
  const site = settings.site;
  if (!meta.value || !site) return { problems };

  // Tokens become private-use markers before markdown runs, so no setting's
  // text is ever read as markdown, and become escaped HTML afterwards.
  const values: string[] = [];
  const body = replaceTokens(parsed.body, (_raw, token) => `\uE000${values.push(valueAt(lookup, token) ?? "") - 1}\uE001`);
  const rendered = renderMarkdown(body, (n) => (tokenHtml(values[n]!, site) === escapeHtml(values[n]!) ? values[n] : undefined));
  const lines = text.split("\n");
  // A position in the body as rendered, as written in the file: each token
  // before it on its line was a marker of another length.
  const asWritten = (bodyLine: number, bodyColumn: number) => {
    const line = parsed.bodyLine + bodyLine - 1;
    const column = parsed.tokens.reduce(
      (at, token: Token, n) => (token.line === line && token.column < at ? at + token.raw.length - `\uE000${n}\uE001`.length : at),
      bodyColumn,
    );
    return { file: shown, line, column, source: lines[line - 1] ?? "" };
  };
  for (const { line, column, ...problem } of markdownProblems(rendered))
    problems.push({ ...asWritten(line, column), path: "", ...problem });
  if (problems.length) return { problems };
  const html = rendered.html.replace(/\uE000(\d+)\uE001/g, (_, n: string) => tokenHtml(values[Number(n)]!, site));
  const pagePath = translation ? `/${translation.locale}/${slug}` : `/${slug}`;
  const links = rendered.links.map((link): ContentLink => ({ ...asWritten(link.line, link.column), href: link.href, page: pagePath }));
  const texts = {
    title: typeof written.title === "string" ? written.title : "",
    description: typeof written.description === "string" ? written.description : "",
    body: parsed.body,
  };
  const used = Object.fromEntries(tokens.map((token) => [token.name, valueAt(lookup, token.name) ?? ""]));
  return {
    problems,
    page: {
      slug,
      path: pagePath,
      locale: translation?.locale ?? settings.locale,
      file: shown,
      meta: meta.value,
      html,
      toc: rendered.toc,
      links,
      texts,
      bodyLine: parsed.bodyLine,
      updatedAt: translation ? translation.of.updatedAt : { ...frontMatter.source.valuePosition(["updated"]), file: shown },
      tokens: Object.fromEntries(
        Object.keys(used)
          .sort()
          .map((name) => [name, used[name]!]),
      ),
    },
  };
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function tokenHtml(value: string, site: Site): string {
  if (isPlaceholder(value)) return placeholderMarkHtml(value, site.ui.placeholderNote);
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return `<a href="mailto:${escapeHtml(value)}">${escapeHtml(value)}</a>`;
  return escapeHtml(value);
}
