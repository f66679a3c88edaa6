// Test helpers: build the frozen content (tests/fixtures/content/, or an
// edited copy of it) into a temporary folder, and read the pages back as HTML
// and as visible text. No test builds or reads content/: that is the editors'
// folder, judged by the build (and by tests/live/, only for what holds after
// any true edit), so an editor's true edit never turns the tests red.
import { spawnSync } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ContentError, type ContentProblem } from "../../src/parse/problem.ts";
import { build, type BuildResult } from "../../src/pipeline/site-build.ts";
import { parse } from "yaml";
import { contentCopy, FIXTURE, ROOT, withConversions, WHATSAPP_NUMBER, withPictures } from "../shared/content.ts";
import { tempDir } from "../shared/temp.ts";

// Made in tests/shared/, shared with the benchmarks; here with the other helpers.
export { contentCopy, FIXTURE, ROOT, tempDir, withConversions, WHATSAPP_NUMBER };

export const BROKEN = path.join(ROOT, "tests/fixtures/broken");

export const PICTURES = path.join(ROOT, "tests/fixtures/pictures");

/**
 * The frozen content with pictures in every slot: photos on two testimonials
 * (one with alt text, one decorative), two more client logos (a PNG and an
 * SVG) and a product screenshot, in place of the sample dashboard unless
 * `replaces` says otherwise. The pictures are tests/fixtures/pictures/images/.
 */
export function picturesContent(
  replaces: "none" | "chat" | "dashboard" = "dashboard",
  edits: Record<string, (text: string) => string> = {},
): string {
  const { "landing.yaml": landingEdit = (t: string) => t, ...otherEdits } = edits;
  const dir = contentCopy({ "landing.yaml": (t) => landingEdit(withPictures(t, replaces)), ...otherEdits });
  cpSync(path.join(PICTURES, "images"), path.join(dir, "images"), { recursive: true });
  return dir;
}

/**
 * The frozen content's plans, in order, as plans.yaml writes them: read with
 * the YAML parser, not the loader under test, so a test can name a plan's
 * price without writing it by hand.
 */
export const FIXTURE_PLANS: { id: string; name: string; price: number; popular?: boolean }[] = parse(
  readFileSync(path.join(FIXTURE, "plans.yaml"), "utf8"),
).plans;

/** A number of rupees as a visitor reads it, by the platform's own Indian grouping (₹7,499, ₹1,30,000), not the formatter under test. */
export const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;

/** plans.yaml with one plan's block (its `- id:` line up to the next plan) edited: `editPlan(text, id, (b) => b.replace(…))`. */
export function editPlan(plans: string, id: string, edit: (block: string) => string): string {
  const block = new RegExp(`^ {2}- id: ${id}\n(?: {4}.*\n| *\n)*`, "m").exec(plans);
  if (!block) throw new Error(`editPlan: no plan ${id} in plans.yaml`);
  return plans.replace(block[0], edit(block[0]));
}

/** plans.yaml with one plan's price set. */
export const setPrice = (plans: string, id: string, price: number) =>
  editPlan(plans, id, (block) => block.replace(/^( {4}price: ).*$/m, `$1${price}`));

/** site.yaml with every value the launch list names filled in, as an editor does before launch. */
export function fillLaunchValues(site: string): string {
  return site
    .replace(/^siteUrl: .*$/m, "siteUrl: https://www.tripreply.in")
    .replace(/^(\s+\w+: )!placeholder /gm, "$1")
    .replace('llpNumber: "[LLP number]"', "llpNumber: AAB-1234")
    .replace('jurisdictionCity: "[Jurisdiction city]"', "jurisdictionCity: Mumbai")
    .replace('email: "[email]"', "email: hello@tripreply.in")
    .replace('phone: "[phone]"', 'phone: "+91 98765 43210"')
    .replace('whatsapp: "[WhatsApp number]"', 'whatsapp: "+91 98765 43210"')
    .replace(/^(\s+schedulingUrl: ).*$/m, "$1https://calendly.com/tripreply/demo");
}

/**
 * site.yaml with the web editor at /admin/, as content/ ships it but with its
 * repository named. The frozen content has none, so the builds most tests
 * make go without its 3 MB; the tests of its files and headers add it.
 */
export const withEditor = (site: string) => `${site.trimEnd()}\n\neditor:\n  backend: github\n  repo: tripreply/website\n`;

/** landing.yaml with the limited-time offer's last day set, as the launch list asks. */
export const setOfferEnd = (landing: string, date = "2099-12-31") => landing.replace(/^( +)# validUntil: .*$/m, `$1validUntil: ${date}`);

/**
 * A copy of the frozen content launched as an editor launches it: every value
 * filled, the samples confirmed as real, the offer's last day set, `edits`
 * made, then the legal pages recorded as published under their dates
 * (`npm run legal record`), since filling values changes their text.
 */
export function launchedCopy(
  edits: { "site.yaml"?: (text: string) => string; "landing.yaml"?: (text: string) => string } & Record<
    string,
    string | ((text: string) => string)
  > = {},
): string {
  const { "site.yaml": site = (t: string) => t, "landing.yaml": landing = (t: string) => t, ...rest } = edits;
  const dir = contentCopy({
    "site.yaml": (t) => site(fillLaunchValues(t)),
    "landing.yaml": (t) => landing(confirmSamples(setOfferEnd(t))),
    ...rest,
  });
  recordLegal(dir);
  return dir;
}

/** `npm run legal record` in a content folder: its legal pages recorded as published under the dates they have. */
export function recordLegal(dir: string): void {
  const [command, before] = npmScript("scripts/legal.ts");
  const run = spawnSync(command, [...before, "record", `--content=${dir}`], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`npm run legal record failed:\n${run.stderr}`);
}

/** landing.yaml with its sample content confirmed as real (the `sample: true` lines deleted). */
export const confirmSamples = (landing: string) =>
  landing.replace(/^(\s*)- sample: true\n\1 {2}/gm, "$1- ").replace(/^\s+sample: true\n/gm, "");

/** A language added to a copy as an editor adds one: its line in site.yaml, and the Hindi files copied as its translation, with its own title and tagline. */
export interface NewLanguage {
  code: string;
  tag: string;
  name: string;
  title: string;
  tagline: string;
}

/** Tamil, Bengali and Urdu, each with a title and tagline in its own script (the rest of their texts are the Hindi ones). */
export const NEW_LANGUAGES: NewLanguage[] = [
  {
    code: "ta",
    tag: "ta-IN",
    name: "தமிழ்",
    title: "பயண விசாரணைகளுக்கு 30 வினாடிகளில் பதில்",
    tagline: "பயண முகவர்களுக்கான AI விசாரணை தானியங்கி",
  },
  {
    code: "bn",
    tag: "bn-IN",
    name: "বাংলা",
    title: "30 সেকেন্ডে প্রতিটি ভ্রমণ জিজ্ঞাসার উত্তর",
    tagline: "ট্রাভেল এজেন্সির জন্য AI জিজ্ঞাসা অটোমেশন",
  },
  {
    code: "ur",
    tag: "ur-IN",
    name: "اردو",
    title: "ہر سفری پوچھ گچھ کا جواب 30 سیکنڈ میں",
    tagline: "ٹریول ایجنسیوں کے لیے AI انکوائری آٹومیشن",
  },
];

/** `dir` (a content copy) with `languages` added after Hindi, as drafts when `draft`. */
export function addLanguages(dir: string, languages: readonly NewLanguage[], draft = false): string {
  const site = path.join(dir, "site.yaml");
  const lines = languages.map((l) => `  - code: ${l.code}\n    tag: ${l.tag}\n    name: ${l.name}\n${draft ? "    status: draft\n" : ""}`);
  writeFileSync(site, readFileSync(site, "utf8").replace("    name: हिन्दी\n", `    name: हिन्दी\n${lines.join("")}`));
  for (const language of languages) {
    const target = path.join(dir, language.code);
    cpSync(path.join(dir, "hi"), target, { recursive: true, filter: (from) => !from.includes(`${path.sep}legal`) });
    const landing = path.join(target, "landing.yaml");
    writeFileSync(landing, readFileSync(landing, "utf8").replace(/^(meta:\n(?: {2}#.*\n)? {2}title: ).*$/m, `$1${language.title}`));
    const own = path.join(target, "site.yaml");
    writeFileSync(own, readFileSync(own, "utf8").replace(/^( {2}tagline: ).*$/m, `$1${language.tagline}`));
  }
  return dir;
}

/**
 * A copy of the frozen content with one or more fixture folders laid over it: each folder
 * holds only the file(s) its case changes, e.g. broken/negative-price/plans.yaml.
 */
export function fixtureContent(...cases: string[]): string {
  const dir = contentCopy();
  for (const name of cases) cpSync(path.join(BROKEN, name), dir, { recursive: true });
  return dir;
}

/**
 * Messages name files relative to the working directory, so a temporary copy
 * shows up as ../../tmp/…/content/plans.yaml; this rewrites it to
 * content/plans.yaml, the way an editor sees it in the real project.
 */
export function asProjectPaths(text: string, contentDir: string): string {
  const shown = path.relative(process.cwd(), contentDir).split(path.sep).join("/");
  return text.split(shown).join("content");
}

export async function buildTo(outDir: string, contentDir = FIXTURE): Promise<BuildResult> {
  return build({ root: ROOT, contentDir, outDir });
}

/** The problems a build of `contentDir` stops with, their files shown as an editor sees them (content/…); throws if it builds. */
export async function buildProblems(contentDir: string, strict = false): Promise<ContentProblem[]> {
  try {
    await build({ root: ROOT, contentDir, outDir: path.join(tempDir(), "dist"), strict });
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map((p) => ({ ...p, file: asProjectPaths(p.file, contentDir) }));
    throw error;
  }
  throw new Error("expected the build to fail");
}

/** A script as its npm command runs it (package.json: bundled by run.mjs), from ROOT, with its arguments after it. */
export const npmScript = (script: string): [string, string[]] => [process.execPath, ["scripts/run.mjs", script]];

/** What `npm run build` runs. */
export const BUILD = npmScript("scripts/build.ts");

/**
 * `npm run build -- <args>` as a command, of the frozen content unless
 * `--content=` says otherwise: its exit status and output, without colours,
 * naming the content's files as an editor sees them (content/plans.yaml).
 */
export function buildCommand(...args: string[]) {
  const given = args.find((a) => a.startsWith("--content="))?.slice("--content=".length);
  const contentDir = given ?? FIXTURE;
  const run = spawnSync(BUILD[0], [...BUILD[1], ...(given ? [] : [`--content=${FIXTURE}`]), ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
  return { ...run, stdout: asProjectPaths(run.stdout, contentDir), stderr: asProjectPaths(run.stderr, contentDir) };
}

/** The 1-based line of `file` (in the content folder `dir`) that holds `needle`; 0 when none does. */
export const lineOf = (dir: string, file: string, needle: string) =>
  readFileSync(path.join(dir, file), "utf8")
    .split("\n")
    .findIndex((l) => l.includes(needle)) + 1;

export function readPage(outDir: string, file: string): string {
  return readFileSync(path.join(outDir, file), "utf8");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };

/** The page's visible text: no head, no tags, entities decoded, whitespace collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, " ")
    .replace(/<svg[\s\S]*?<\/svg>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, e: string) => ENTITIES[e]!)
    .replace(/\s+/g, " ")
    .trim();
}

/** Anchors with their attributes, parsed from HTML. */
export function links(html: string): { href: string; target?: string; rel?: string; text: string }[] {
  return Array.from(html.matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g), (m) => {
    const attrs = Object.fromEntries(Array.from(m[1]!.matchAll(/([a-z-]+)="([^"]*)"/g), (a) => [a[1]!, a[2]!.replace(/&amp;/g, "&")]));
    return { href: attrs.href ?? "", target: attrs.target, rel: attrs.rel, text: visibleText(m[2]!) };
  });
}
