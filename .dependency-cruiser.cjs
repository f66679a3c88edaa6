// The architecture, as rules `npm test` checks (npm run lint:deps). The data
// flows one way: content → src/model (load, schema, the typed model) →
// src/view (routes, links, head data) → templates/ → src/render → src/outputs
// → src/pipeline, with src/dev and src/serve beside the pipeline. src/editor
// (the web editor's configuration and tidy step) is made from the model alone,
// and read by src/outputs and the scripts. A landing section's folder
// (templates/sections/<name>/) holds both ends of one section: its schema.ts
// is one of the model's schemas (the model reads it, and it reads only zod
// and src/model/schema/), its components are templates. A module may
// import from its own layer and the layers before it, never after. Type
// imports count: a circle of types is a circle. Scripts and tests share only
// tests/support/.
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
      comment: "The model (loading, schemas, translations) knows nothing of pages, outputs, caches or the pipeline.",
      severity: "error",
      from: { path: "^src/model/" },
      to: {
        path: "^(src/(view|render|outputs|pipeline|dev|serve|editor)/|templates/)",
        pathNot: "^templates/sections/(schemas\\.ts|[^/]+/schema\\.ts)$",
      },
    },
    {
      name: "section-schemas-are-schemas",
      comment:
        "A section's schema (templates/sections/<name>/schema.ts) and their list belong to the model's schemas, though they live in the section's folder: they import zod and the model's schema parts, never a component, the view or anything later.",
      severity: "error",
      from: { path: "^templates/sections/(schemas\\.ts|[^/]+/schema\\.ts)$" },
      to: { path: "^(src/|templates/)", pathNot: "^(src/model/schema/|src/model/text-length\\.ts$|templates/sections/[^/]+/schema\\.ts$)" },
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
      comment: "The web editor's configuration and tidy step are made from the schemas and the model; pages and outputs are not theirs.",
      severity: "error",
      from: { path: "^src/editor/" },
      to: { path: "^(src/(view|render|outputs|pipeline|dev|serve)/|templates/)" },
    },
    {
      name: "view-imports-no-later-layer",
      comment: "The site view (routes, links, head data) is made from the model alone.",
      severity: "error",
      from: { path: "^src/view/" },
      to: { path: "^(src/(render|outputs|pipeline|dev|serve|editor)/|templates/)" },
    },
    {
      name: "templates-import-model-and-view-only",
      comment:
        "Templates get typed props: they import the model's and the site view's types and small helpers, nothing that loads, renders, writes or builds.",
      severity: "error",
      from: { path: "^templates/" },
      to: { path: "^src/", pathNot: "^src/(model|view)/" },
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
      to: { path: "^src/model/load/" },
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
      name: "scripts-import-tests-support-only",
      comment:
        "What scripts and tests share (Chromium, content copies, the synthetic corpus, the route list) lives in tests/support/; the rest of tests/ is the tests' own.",
      severity: "error",
      from: { path: "^scripts/" },
      to: { path: "^tests/", pathNot: "^tests/support/" },
    },
    {
      name: "tests-import-no-scripts",
      comment: "Tests run the scripts as commands, never import them: what both need lives in tests/support/.",
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
