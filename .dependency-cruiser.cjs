// The architecture, as rules `npm test` checks (npm run lint:deps). The data
// flows one way: content → src/parse (each file read as the editor wrote it,
// YAML, front matter, markdown, JSON records, pictures, with the line and
// column of every value and every problem) → src/model (the loaders, the
// schemas, the typed model) → src/view (routes, links, head data) → templates/
// → src/render → src/outputs → src/pipeline, with src/dev and src/serve beside
// the pipeline. Before them all, src/text: how the site writes text (numbers,
// dates, lengths, writing systems, HTML escaping), which every layer may use
// and which uses none of them. src/editor (the web editor's configuration and
// tidy step) is made from the model and its translation coverage (src/checks/),
// and read by src/outputs and the scripts. Beside the model, never imported by
// it: src/checks (what must be settled before launch, run on the model by the
// pipeline and the dev server), src/report (what the build and the dev server
// print) and src/tools (the commands' own work, for scripts/). A landing
// section's folder (templates/sections/<name>/) holds both ends of one section:
// its schema.ts is one of the model's schemas (the model reads it, and it reads
// only zod and src/model/schema/), its components are templates. A module may
// import from its own layer and the layers before it, never after. Type imports
// count: a circle of types is a circle. Scripts and tests share only
// tests/shared/. src/deploy (npm run deploy, on the server) works on a finished
// build: it reads only what the configs name (src/outputs/release.ts). A server
// installs only the dependencies (npm ci --omit=dev, README, "Your own server,
// step by step"): the commands it runs, and every module of theirs, must not
// need a devDependency at run time.

/** The commands a server runs: the build, the deploy, the content tools, and run.mjs, which bundles and starts them. */
const SERVER_COMMANDS = "^scripts/(build|deploy|content|legal|translations)\\.ts$|^scripts/run\\.mjs$";
/** The modules of scripts/ those commands import; one they reach and this does not name fails server-commands-reach-known-modules. */
const SERVER_SCRIPT_MODULES = "^scripts/command-line\\.ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circle",
      comment: "Modules import each other in one direction only; a circle (type imports included) hides which layer owns what.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "model-imports-no-later-layer",
      comment:
        "The model (loading, schemas, translations) knows nothing of pages, outputs, caches or the pipeline, nor of the checks run on it, how it is reported or the tools that edit content.",
      severity: "error",
      from: { path: "^src/model/" },
      to: {
        path: "^(src/(view|render|outputs|pipeline|dev|serve|editor|checks|report|tools)/|templates/)",
        pathNot: "^templates/sections/(schemas\\.ts|[^/]+/schema\\.ts)$",
      },
    },
    {
      name: "parse-comes-first",
      comment:
        "Reading a file with its positions (src/parse/) knows no schema, no model and nothing after: it takes bytes and says where each value and each problem is, for every step after it.",
      severity: "error",
      from: { path: "^src/parse/" },
      to: { path: "^(src/|templates/)", pathNot: "^src/(parse|text)/" },
    },
    {
      name: "text-helpers-stand-alone",
      comment:
        "How the site writes text (numbers, dates, lengths, writing systems, HTML escaping) is shared by the model, the checks, the view and the templates alike, so it imports none of them: only the schemas' types it formats.",
      severity: "error",
      from: { path: "^src/text/" },
      to: { path: "^(src/|templates/)", pathNot: "^src/(text|model/schema)/" },
    },
    {
      name: "section-schemas-are-schemas",
      comment:
        "A section's schema (templates/sections/<name>/schema.ts) and their list belong to the model's schemas, though they live in the section's folder: they import zod and the model's schema parts, never a component, the view or anything later.",
      severity: "error",
      from: { path: "^templates/sections/(schemas\\.ts|[^/]+/schema\\.ts)$" },
      to: { path: "^(src/|templates/)", pathNot: "^(src/model/schema/|src/text/text-length\\.ts$|templates/sections/[^/]+/schema\\.ts$)" },
    },
    {
      name: "checks-import-the-model-only",
      comment:
        "A check reads the model and says what is wrong, at its file and line: pages, outputs, printing and the pipeline are not its business. The one thing of templates/ a check reads is the stored measures of them (templates/design-limits.json), data kept beside what it was measured from, never a template's code.",
      severity: "error",
      from: { path: "^src/checks/" },
      to: {
        path: "^(src/(view|render|outputs|pipeline|dev|serve|editor|report|tools)/|templates/)",
        pathNot: "^templates/design-limits\\.json$",
      },
    },
    {
      name: "report-imports-model-and-checks-only",
      comment: "The report prints what the model and the checks found; it makes nothing itself.",
      severity: "error",
      from: { path: "^src/report/" },
      to: { path: "^(src/(view|render|outputs|pipeline|dev|serve|editor|tools)/|templates/)" },
    },
    {
      name: "only-entry-points-import-the-report",
      comment: "Printing is for the commands: the build (scripts/, the pipeline's summary) and the dev server, never the layers they call.",
      severity: "error",
      from: { pathNot: "^(scripts|tests|src/(dev|pipeline|report))/" },
      to: { path: "^src/report/" },
    },
    {
      name: "tools-are-for-scripts",
      comment: "The translation tooling and the like are the commands' own work: scripts/ use them, the build never does.",
      severity: "error",
      from: { pathNot: "^(scripts|tests|src/tools)/" },
      to: { path: "^src/tools/" },
    },
    {
      name: "tools-import-no-later-layer",
      comment: "A tool edits content through the model: pages, outputs and the pipeline are not its business.",
      severity: "error",
      from: { path: "^src/tools/" },
      to: { path: "^(src/(view|render|outputs|pipeline|dev|serve|report)/|templates/)" },
    },
    {
      name: "schemas-read-no-files",
      comment: "A schema validates the data it is given; reading files is loading's job.",
      severity: "error",
      from: { path: "^(src/model/schema/|templates/sections/[^/]+/schema\\.ts$)" },
      to: { dependencyTypes: ["core"], path: "^(node:)?(fs|fs/promises)$" },
    },
    {
      name: "editor-imports-the-model-only",
      comment:
        "The web editor's configuration and tidy step are made from the schemas, the model and its translation coverage (src/checks/); pages and outputs are not theirs.",
      severity: "error",
      from: { path: "^src/editor/" },
      to: { path: "^(src/(view|render|outputs|pipeline|dev|serve)/|templates/)" },
    },
    {
      name: "view-imports-no-later-layer",
      comment: "The site view (routes, links, head data) is made from the model alone.",
      severity: "error",
      from: { path: "^src/view/" },
      to: { path: "^(src/(render|outputs|pipeline|dev|serve|editor|checks|report|tools)/|templates/)" },
    },
    {
      name: "templates-import-model-and-view-only",
      comment:
        "Templates get typed props: they import the model's and the site view's types and small helpers, and how the site writes text (src/text/), nothing that loads, renders, writes or builds.",
      severity: "error",
      from: { path: "^templates/" },
      to: { path: "^src/", pathNot: "^src/(model|view|text)/" },
    },
    {
      name: "templates-take-the-model-as-data",
      comment:
        "A template draws the model it is given: from src/model/ it takes types, and values only of the schemas (a section's fields, isPlaceholder); the helpers a page and the build share so they never disagree are in src/text/. What loads, checks or assembles the model is not its business.",
      severity: "error",
      from: { path: "^templates/", pathNot: "^templates/sections/(schemas\\.ts|[^/]+/schema\\.ts)$" },
      to: {
        path: "^src/model/",
        pathNot: "^src/model/schema/",
        dependencyTypesNot: ["type-only", "type-import"],
      },
    },
    {
      name: "only-entry-points-load-content",
      comment:
        "Content is loaded by the commands (scripts/), the pipeline and the dev server, and handed on as the model: a check, the view, a template, a tool or the report that loaded it again would read files the build never checked together.",
      severity: "error",
      from: { pathNot: "^(scripts|tests|src/(model|pipeline|dev))/" },
      to: { path: "^src/model/site-model\\.ts$", dependencyTypesNot: ["type-only", "type-import"] },
    },
    {
      name: "templates-read-no-files",
      comment:
        "A template renders the props it is given: files are read before rendering (loading, the outputs), never while a page is drawn.",
      severity: "error",
      from: { path: "^templates/" },
      to: { dependencyTypes: ["core"], path: "^(node:)?(fs|fs/promises|module)$" },
    },
    {
      name: "templates-do-not-load",
      comment: "Templates never read content themselves.",
      severity: "error",
      from: { path: "^templates/" },
      to: { path: "^src/(model/load|parse)/" },
    },
    {
      name: "render-imports-no-later-layer",
      severity: "error",
      from: { path: "^src/render/" },
      to: { path: "^src/(outputs|pipeline|dev|serve|editor)/" },
    },
    {
      name: "outputs-never-import-the-pipeline",
      severity: "error",
      from: { path: "^src/outputs/" },
      to: { path: "^src/(pipeline|dev|serve)/" },
    },
    {
      name: "only-entry-points-import-the-pipeline",
      comment: "The pipeline is called by scripts/, the dev server and tests, never by a layer it calls.",
      severity: "error",
      from: { pathNot: "^(scripts|tests|src/dev|src/pipeline)/" },
      to: { path: "^src/pipeline/" },
    },
    {
      name: "serve-is-on-its-own",
      comment: "The static server serves dist/ as a CDN would: it needs the clean-URL rules and the headers, nothing of the build.",
      severity: "error",
      from: { path: "^src/serve/" },
      to: { path: "^(src/(model|render|pipeline|dev)/|templates/)" },
    },
    {
      name: "deploy-reads-the-build-not-its-making",
      comment:
        "npm run deploy works on a finished build (dist/ and dist-server/) on the server: it knows what the configs name (src/outputs/release.ts), never how a site is made.",
      severity: "error",
      from: { path: "^src/deploy/" },
      to: { path: "^(src/|templates/)", pathNot: "^(src/deploy/|src/outputs/release\\.ts$)" },
    },
    {
      name: "only-commands-deploy",
      comment: "Deploying is the operator's command (scripts/deploy.ts); the build, the dev server and the preview never deploy.",
      severity: "error",
      from: { pathNot: "^(scripts|tests|src/deploy)/" },
      to: { path: "^src/deploy/" },
    },
    {
      name: "server-needs-no-dev-dependency",
      comment:
        "A server runs these after npm ci --omit=dev, which leaves devDependencies out, the benchmarks' package (scripts/bench/) included: src/, templates/ and the server's commands import only the root package.json's dependencies at run time (types alone are erased, and may come from a devDependency). A package only the benchmarks' package.json names is npm-no-pkg here. Move the package to dependencies, or the import out of them.",
      severity: "error",
      from: { path: `^(src|templates)/|${SERVER_COMMANDS}|${SERVER_SCRIPT_MODULES}` },
      to: { dependencyTypes: ["npm-dev", "npm-no-pkg"], dependencyTypesNot: ["type-only", "type-import"] },
    },
    {
      name: "server-commands-reach-known-modules",
      comment:
        "What a server's command reaches in scripts/ or tests/ is named in SERVER_SCRIPT_MODULES (at the top of this file), so server-needs-no-dev-dependency holds it to the dependencies too.",
      severity: "error",
      from: { path: SERVER_COMMANDS },
      to: { reachable: true, path: "^(scripts|tests)/", pathNot: `${SERVER_COMMANDS}|${SERVER_SCRIPT_MODULES}` },
    },
    {
      name: "scripts-import-tests-support-only",
      comment:
        "What scripts and tests share (Chromium, content copies, the synthetic corpus, the route list) lives in tests/shared/; the rest of tests/ is the tests' own.",
      severity: "error",
      from: { path: "^scripts/" },
      to: { path: "^tests/", pathNot: "^tests/shared/" },
    },
    {
      name: "tests-import-no-scripts",
      comment: "Tests run the scripts as commands, never import them: what both need lives in tests/shared/.",
      severity: "error",
      from: { path: "^tests/" },
      to: { path: "^scripts/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    exclude: { path: "^tests/fixtures/" },
  },
};
