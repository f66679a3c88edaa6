// The web editor's files in dist/admin/: Sveltia CMS as the pinned package
// ships it, its fonts from the registry's @fontsource packages, its page and
// the configuration generated from the schemas (src/editor/cms-config.ts).
// Out of the box the editor loads its fonts from a public CDN and asks
// another, every hour, whether a newer version is out, and asks GitHub's
// status page whether GitHub is up; the first points at the fonts served
// here, and the other two are cut from the bundle, so an editor's browser
// talks to the site and the git host's API only. Its YAML parser learns the
// content's !placeholder tag, so loading site.yaml warns of nothing. Each cut must match the
// bundle exactly once: a new version that moved them fails the build here,
// not silently in an editor's browser.
import { build, version as esbuildVersion } from "esbuild";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Editor } from "../model/schema/editor.ts";
import type { SiteModel } from "../model/site-model.ts";
import { cmsConfig, type CmsConfigOptions } from "../editor/cms-config.ts";
import { EDITOR_FOLDER } from "../view/clean-urls.ts";
import { escapeHtml } from "../text/escape-html.ts";
import { cacheKey, type OutputCache } from "./cache.ts";
import type { OutputFile } from "./output-file.ts";

const require = createRequire(import.meta.url);

/** Each font the bundle names on the CDN, and the @fontsource file that is the same font. */
const FONTS: { cdn: RegExp; file: string; from: string }[] = [
  {
    cdn: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/material-symbols-outlined:vf@[\d.]+\/latin-wght-normal\.woff2/g,
    file: "material-symbols-outlined.woff2",
    from: require.resolve("@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2"),
  },
  {
    cdn: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/source-sans-3:vf@[\d.]+\/latin-wght-normal\.woff2/g,
    file: "source-sans-3.woff2",
    from: require.resolve("@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2"),
  },
  {
    cdn: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/noto-mono@[\d.]+\/latin-400-normal\.woff2/g,
    file: "noto-mono.woff2",
    from: require.resolve("@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2"),
  },
];

/** The requests the bundle makes to other hosts on its own, each cut where its address is fetched. */
const CUTS: { what: string; address: RegExp }[] = [
  // The hourly "a new version is available" check, which fetches the package's package.json from unpkg.
  { what: "the update check", address: /var (\w+)=`\$\{\w+\}\/package\.json`/ },
  // GitHub's status page, asked before signing in to GitHub.
  { what: "the GitHub status check", address: /(\w+)=`https:\/\/www\.githubstatus\.com\/api\/v2\/status\.json`/ },
];

/**
 * Every file of dist/admin/ for a site whose editor is `editor`; `root` is the
 * project's, where its own script is; `written`, the English files' data as
 * the load parsed them, for the order of their fields (the model has them
 * validated, defaults added).
 */
export async function editorFiles(
  model: SiteModel,
  editor: Editor,
  { written, root, cache }: { written: CmsConfigOptions["written"]; root: string; cache: OutputCache },
): Promise<OutputFile[]> {
  const config = cmsConfig(model, { editor, contentPath: editor.folder, written });
  return [
    { file: `${EDITOR_FOLDER}/index.html`, contents: page(model) },
    // JSON is YAML, and written twenty times faster than YAML for a configuration this size.
    {
      file: `${EDITOR_FOLDER}/config.yml`,
      // The first line names the package's schema for editors' tools, as the editor asks (it never fetches it).
      contents: `# yaml-language-server: $schema=https://unpkg.com/@sveltia/cms/schema/sveltia-cms.json\n${JSON.stringify(config, null, 1)}\n`,
    },
    { file: `${EDITOR_FOLDER}/editor.js`, contents: await ownScript(root, cache) },
    { file: `${EDITOR_FOLDER}/sveltia-cms.js`, contents: await bundle(cache) },
    // Loaded by the bundle from beside itself when a form needs it (otherwise from a CDN).
    { file: `${EDITOR_FOLDER}/chunks/react-dom.js`, contents: readFileSync(path.join(packageDist(), "chunks", "react-dom.js")) },
    ...FONTS.map(({ file, from }) => ({ file: `${EDITOR_FOLDER}/fonts/${file}`, contents: readFileSync(from) })),
  ];
}

/** The editor's page: noindex, and nothing of the site's (the editor brings its own look). */
function page(model: SiteModel): string {
  const title = escapeHtml(`${model.site.brand.name}: content editor`);
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${title}</title>`,
    "</head>",
    "<body>",
    // The site's own script first: it registers how content files are read and written, then starts the editor with config.yml.
    '<script src="editor.js"></script>',
    '<script src="sveltia-cms.js"></script>',
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/** The package's dist/ folder (its exports name only its module entry). */
const packageDist = () => path.join(path.dirname(require.resolve("@sveltia/cms")), "..", "dist");

/**
 * The editor's own script (src/editor/browser/main.ts), bundled for the
 * browser, through the output cache: keyed by every source file of
 * src/editor/ and the lockfile (the packages it bundles), which are all it
 * is made from, so a build that changed neither takes it as it was.
 */
async function ownScript(root: string, cache: OutputCache): Promise<Uint8Array> {
  const folder = path.join(root, "src/editor");
  const sources = readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .sort()
    .flatMap((file) => [file, readFileSync(path.join(folder, file))]);
  const key = cacheKey("editor.js", esbuildVersion, readFileSync(path.join(root, "package-lock.json")), ...sources);
  return cache.cached(key, async () => {
    const result = await build({
      entryPoints: [path.join(folder, "browser/main.ts")],
      bundle: true,
      format: "iife",
      platform: "browser",
      target: "es2022",
      minify: true,
      legalComments: "none",
      write: false,
      logLevel: "silent",
    });
    return result.outputFiles[0]!.contents;
  });
}

/**
 * The package's bundle with its fonts pointed here and its calls to other
 * hosts cut (2 MB), through the output cache: keyed by the package's bundle
 * and this module's source, the cuts' patterns, which are all it is made from.
 * Its patterns take about 50 ms to run over it.
 */
function bundle(cache: OutputCache): Promise<Uint8Array> {
  const original = readFileSync(path.join(packageDist(), "sveltia-cms.js"));
  const key = cacheKey("sveltia-cms.js", readFileSync(fileURLToPath(import.meta.url)), original);
  return cache.cached(key, () => Buffer.from(patch(original.toString("utf8"))));
}

function patch(bundled: string): string {
  let text = bundled;
  for (const { cdn, file: font } of FONTS) text = once(text, cdn, () => `fonts/${font}`, `the font ${font}`);
  // The content's one tag of its own, !placeholder, reads as the text it tags (as the build reads it): known
  // to the YAML parser inside the bundle, it is no longer a console warning on every load of site.yaml.
  text = once(
    text,
    /\w\(\w,`TAG_RESOLVE_FAILED`,`Unresolved tag: \$\{(\w)\}`,\1!==`tag:yaml\.org,2002:str`\)/g,
    (call) => `(${/\$\{(\w)\}/.exec(call)![1]}===\`!placeholder\`||${call})`,
    "the YAML parser's warning on an unknown tag",
  );
  for (const { what, address } of CUTS) {
    const name = address.exec(text)?.[1];
    if (!name) throw new Error(`src/outputs/editor-files.ts: ${what} is no longer where it was in @sveltia/cms; update its cut`);
    // The check's own catch then treats it as "could not tell", as it would offline.
    text = once(text, new RegExp(`await \\w+\\(${name}\\)`, "g"), () => "await Promise.reject()", what);
  }
  return text;
}

/** `text` with `pattern`'s one match replaced; any other number of matches is an error. */
function once(text: string, pattern: RegExp, by: (match: string) => string, what: string): string {
  const count = text.match(pattern)?.length ?? 0;
  if (count !== 1)
    throw new Error(`src/outputs/editor-files.ts: ${what} appears ${count} times in @sveltia/cms, not once; update its patch`);
  return text.replace(pattern, by);
}
