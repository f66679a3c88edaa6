// The Eleventy side of the commits benchmark (`--commits --eleventy`): a small
// Eleventy project, written into the benchmark's temporary folder, that builds
// the same generated legal pages our build does, so "our build against
// Eleventy on the same pages" is one command. To be a fair equivalent, it
// reads the very .md files of the first commit's corpus (by a glob, so none of
// the commit's own pages), fills the same {{...}} placeholders (Eleventy's
// default Liquid pass over markdown), renders them with Eleventy's default
// markdown (markdown-it), and lays each out with a Nunjucks layout shaped like
// our legal page: a head with title, description, canonical, Open Graph tags
// and JSON-LD, our legal pages' own stylesheet and menu script inlined, a
// header, a main with the dates and the page's HTML, a footer; each written to
// <slug>.html as ours are. It runs by Eleventy's own CLI in a new process, as
// our build does. markdownAlone times the markdown of both alone, in turns.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import matter from "gray-matter";
import { renderMarkdown } from "../../src/parse/markdown-html.ts";
import { loadContent } from "../../src/model/site-model.ts";
import { compileAssets } from "../../src/render/assets.ts";
import { SYNTHETIC_PAGES } from "../../tests/shared/synthetic.ts";

// Resolved through the package, so the dependency is a visible one.
const PACKAGE = path.dirname(path.dirname(fileURLToPath(import.meta.resolve("@11ty/eleventy"))));

/** "Eleventy 3.1.8": the version installed, read from its package. */
export function eleventyName(): string {
  return `Eleventy ${(JSON.parse(readFileSync(path.join(PACKAGE, "package.json"), "utf8")) as { version: string }).version}`;
}

/**
 * What the layout shows besides the page, from the corpus's own content (the
 * placeholders the generated pages use among it), loaded once here, not in
 * the timed runs: Eleventy reads no site data of its own.
 */
async function layoutData(content: string) {
  const model = await loadContent(content);
  const { site } = model;
  const links = (list: { label: string; href: string }[]) => list.map(({ label, href }) => ({ label, href }));
  return {
    site: {
      url: site.siteUrl.replace(/\/$/, ""),
      brand: site.brand.name,
      tagline: site.brand.tagline,
      demo: site.demo.schedulingUrl,
      nav: links(site.nav),
      columns: site.footer.columns.map((column) => ({ title: column.heading, links: links(column.links) })),
      legalLinks: model.legal
        .filter((page) => page.meta.footer !== false)
        .map((page) => ({ label: page.meta.title, href: `/${page.slug}` })),
      social: site.social.map((profile) => profile.label),
    },
    legal: { entity: site.legal.entity, address: site.legal.address },
    contact: { email: site.contact.email, phone: site.contact.phone, whatsapp: site.contact.whatsapp ?? "" },
  };
}

// Autoescaped, as React escapes ours; `content`, the stylesheet and the script are HTML already.
const LAYOUT = `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ title }} | {{ site.brand }}</title><meta name="description" content="{{ description }}"><link rel="canonical" href="{{ site.url }}/{{ page.fileSlug }}">
<meta name="theme-color" content="#312e81"><meta property="og:type" content="website"><meta property="og:site_name" content="{{ site.brand }}">
<meta property="og:title" content="{{ title }} | {{ site.brand }}"><meta property="og:description" content="{{ description }}"><meta property="og:url" content="{{ site.url }}/{{ page.fileSlug }}">
<style>{{ css | safe }}</style><script>{{ script | safe }}</script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage","@id":"{{ site.url }}/{{ page.fileSlug }}","url":"{{ site.url }}/{{ page.fileSlug }}","name":{{ title | dump | safe }},"description":{{ description | dump | safe }},"inLanguage":"en-IN","datePublished":"{{ effective | isoDate }}","dateModified":"{{ updated | isoDate }}"}</script></head>
<body><a class="skip-link" href="#main">Skip to main content</a>
<header class="site-header" data-menu><div class="container site-header__inner"><a class="wordmark" href="/">{{ site.brand }}</a>
<nav class="site-nav" aria-label="Main"><button type="button" class="menu-toggle" aria-expanded="false" aria-controls="site-nav-list"><span>Menu</span></button>
<ul id="site-nav-list" class="site-nav__list">{% for item in site.nav %}<li><a href="{{ item.href }}">{{ item.label }}</a></li>{% endfor %}</ul></nav>
<a href="{{ site.demo }}" class="button button--accent button--small site-header__cta" target="_blank" rel="noopener noreferrer">Book Demo<span class="visually-hidden"> (opens in a new tab)</span></a></div></header>
<main id="main" tabindex="-1"><article class="legal container"><p><a class="back-link" href="/">Back to Home</a></p><h1>{{ title }}</h1>
<dl class="legal__dates"><div><dt>Effective</dt><dd><time datetime="{{ effective | isoDate }}">{{ effective | longDate }}</time></dd></div>
<div><dt>Last updated</dt><dd><time datetime="{{ updated | isoDate }}">{{ updated | longDate }}</time></dd></div></dl>
<div class="prose">{{ content | safe }}</div></article></main>
<footer class="site-footer"><div class="container site-footer__grid"><div class="site-footer__about"><p class="wordmark wordmark--footer">{{ site.brand }}</p><p>{{ site.tagline }}</p>
<ul class="social" aria-label="Social media">{% for network in site.social %}<li><span class="social__link social__link--inactive" title="{{ network }} (soon)">{{ network }} (soon)</span></li>{% endfor %}</ul></div>
<div class="site-footer__contact" id="contact"><h2 class="site-footer__heading">Contact</h2><address><p><strong>{{ legal.entity }}</strong></p><p class="site-footer__line">{{ legal.address }}</p>
<p class="site-footer__line">{{ contact.email }}</p><p class="site-footer__line">{{ contact.phone }}</p><p class="site-footer__line">{{ contact.whatsapp }}</p></address></div>
{% for column in site.columns %}<nav class="site-footer__column" aria-labelledby="footer-column-{{ loop.index }}"><h2 class="site-footer__heading" id="footer-column-{{ loop.index }}">{{ column.title }}</h2>
<ul>{% for link in column.links %}<li><a href="{{ link.href }}">{{ link.label }}</a></li>{% endfor %}</ul></nav>{% endfor %}</div>
<div class="container"><div class="site-footer__bottom"><p>© 2025–2026 {{ legal.entity }}. All rights reserved.</p><nav aria-label="Legal"><ul class="site-footer__legal">
{% for link in site.legalLinks %}<li><a href="{{ link.href }}">{{ link.label }}</a></li>{% endfor %}</ul></nav></div></div></footer></body></html>
`;

/**
 * The config. Of the front-matter keys Eleventy treats specially, the
 * generated pages set only `title` (plain data to Eleventy too); `layout` and
 * `permalink` come from global data, so a page is written to <slug>.html
 * (privacy-policy.html, not privacy-policy/index.html). The dates are
 * `effective` and `updated`, not `date` (Eleventy's page date, left to its
 * default: the file's creation time); YAML reads them as Dates, which the
 * layout prints with two filters.
 */
const config = (data: object, includes: string) => `const data = ${JSON.stringify(data)};
const long = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
export default function (eleventyConfig) {
  for (const [key, value] of Object.entries(data)) eleventyConfig.addGlobalData(key, value);
  eleventyConfig.addGlobalData("layout", "legal.njk");
  eleventyConfig.addGlobalData("permalink", "{{ page.fileSlug }}.html");
  eleventyConfig.addFilter("isoDate", (date) => date.toISOString().slice(0, 10));
  eleventyConfig.addFilter("longDate", (date) => long.format(date));
  return { dir: { includes: ${JSON.stringify(includes)} } };
}
`;

/**
 * Writes the Eleventy project into `dir` for the generated pages of `content`
 * (a corpus made by makeSyntheticContent) and returns the command that builds
 * them into `out`, to run from the project root. The stylesheet and script
 * are this working tree's, compiled once here, not in each timed run.
 */
export async function eleventyProject(dir: string, content: string, out: string): Promise<string[]> {
  const input = path.join(content, SYNTHETIC_PAGES);
  const includes = path.join(dir, "_includes");
  mkdirSync(includes, { recursive: true });
  writeFileSync(path.join(includes, "legal.njk"), LAYOUT);
  const assets = await compileAssets(path.join(process.cwd(), "templates"));
  const configFile = path.join(dir, "eleventy.config.mjs");
  // Eleventy takes the includes folder relative to the input folder (the glob's).
  const data = { ...(await layoutData(content)), css: assets.css.page, script: assets.script };
  writeFileSync(configFile, config(data, path.relative(path.dirname(input), includes)));
  return [process.execPath, path.join(PACKAGE, "cmd.cjs"), "--quiet", `--input=${input}`, `--output=${out}`, `--config=${configFile}`];
}

/** markdown-it, which Eleventy renders markdown with: resolved through Eleventy, so it is the very copy its builds use. */
interface MarkdownIt {
  render(markdown: string): string;
}
const markdownIt = (): MarkdownIt => {
  const MarkdownIt = createRequire(path.join(PACKAGE, "package.json"))("markdown-it") as new (options: { html: boolean }) => MarkdownIt;
  // Eleventy's default options (@11ty/eleventy/src/Engines/Markdown.js): raw HTML allowed, as ours allows it.
  return new MarkdownIt({ html: true });
};

/**
 * The markdown alone, in this process, with nothing else timed: the bodies of
 * the generated pages of `content` through this working tree's processor
 * (remark, with the plugins that give headings their ids and collect links
 * and blocked HTML at their places: src/parse/markdown-html.ts) and
 * through Eleventy's markdown-it, in turns, after a warm-up round of each.
 * Milliseconds for all the bodies, one figure per run.
 */
export function markdownAlone(content: string, runs: number): { name: string; ms: number[] }[] {
  const folder = path.join(content, path.dirname(SYNTHETIC_PAGES));
  const prefix = path.basename(SYNTHETIC_PAGES).split("*")[0]!;
  const bodies = readdirSync(folder)
    .filter((name) => name.startsWith(prefix) && name.endsWith(".md"))
    .map((name) => matter(readFileSync(path.join(folder, name), "utf8")).content);
  const md = markdownIt();
  const processors = [
    { name: "remark (this working tree's processor)", render: (body: string) => renderMarkdown(body).html, ms: [] as number[] },
    { name: `markdown-it (${eleventyName()}'s default)`, render: (body: string) => md.render(body), ms: [] as number[] },
  ];
  for (let run = -1; run < runs; run++)
    for (const processor of processors) {
      const started = performance.now();
      for (const body of bodies) processor.render(body);
      if (run >= 0) processor.ms.push(performance.now() - started);
    }
  return processors.map(({ name, ms }) => ({ name, ms }));
}
