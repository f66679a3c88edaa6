// .dependency-cruiser.cjs: the architecture's rules can fail. Each case is a
// tiny project laid out like this one, breaking one rule; the real tree is
// checked by `npm test` (the layers check).
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, tempDir } from "../helpers/site.ts";

function cruise(files: Record<string, string>): { status: number | null; output: string } {
  const dir = tempDir("layers-");
  copyFileSync(path.join(ROOT, "tsconfig.json"), path.join(dir, "tsconfig.json"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const bin = path.join(ROOT, "node_modules/.bin/depcruise");
  const run = spawnSync(
    bin,
    [
      ...["src", "templates", "scripts", "tests"].filter((folder) => existsSync(path.join(dir, folder))),
      "--config",
      path.join(ROOT, ".dependency-cruiser.cjs"),
      "--output-type",
      "err",
    ],
    {
      cwd: dir,
      encoding: "utf8",
    },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("the architecture's rules", () => {
  it("pass a project that keeps them", () => {
    const result = cruise({
      "src/text/format.ts": "export const price = (n: number) => `₹${n}`;\n",
      "templates/Price.tsx": 'import { price } from "../src/text/format.ts";\nexport const Price = () => price(1);\n',
    });
    expect(result.output).toContain("no dependency violations");
    expect(result.status).toBe(0);
  });

  it("fail when a template imports an output, naming both files", () => {
    const result = cruise({
      "src/outputs/compress.ts": "export const copies = 1;\n",
      "templates/Hero.tsx": 'import { copies } from "../src/outputs/compress.ts";\nexport const Hero = () => copies;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("templates-import-model-and-view-only: templates/Hero.tsx → src/outputs/compress.ts");
  });

  it("let the model read a section's schema, and fail when a section's schema imports its component", () => {
    const kept = cruise({
      "src/model/schema/fields.ts": 'export const text = "text";\n',
      "templates/sections/faq/schema.ts": 'import { text } from "../../../src/model/schema/fields.ts";\nexport const schema = text;\n',
      "src/model/schema/landing.ts":
        'import { schema } from "../../../templates/sections/faq/schema.ts";\nexport const landing = schema;\n',
    });
    expect(kept.output).toContain("no dependency violations");
    const result = cruise({
      "templates/sections/faq/Faq.tsx": "export const Faq = () => null;\n",
      "templates/sections/faq/schema.ts": 'import { Faq } from "./Faq.tsx";\nexport const schema = Faq;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("section-schemas-are-schemas: templates/sections/faq/schema.ts → templates/sections/faq/Faq.tsx");
  });

  it("fail on a circle made of type imports alone", () => {
    const result = cruise({
      "src/model/a.ts": 'import type { B } from "./b.ts";\nexport type A = { b?: B };\n',
      "src/model/b.ts": 'import type { A } from "./a.ts";\nexport type B = { a?: A };\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/no-circle: src\/model\/(a|b)\.ts/);
  });

  it("fail when a schema reads a file, or the model imports the pipeline", () => {
    const result = cruise({
      "src/model/schema/site.ts": 'import { readFileSync } from "node:fs";\nexport const read = () => readFileSync("x");\n',
      "src/pipeline/make-site.ts": "export const makeSite = 1;\n",
      "src/model/site-model.ts": 'import { makeSite } from "../pipeline/make-site.ts";\nexport const model = makeSite;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("schemas-read-no-files: src/model/schema/site.ts → fs");
    expect(result.output).toContain("model-imports-no-later-layer: src/model/site-model.ts → src/pipeline/make-site.ts");
  });

  it("fail when a template reads a file while rendering", () => {
    const result = cruise({
      "templates/Logo.tsx": 'import { readFileSync } from "node:fs";\nexport const Logo = () => readFileSync("logo.svg", "utf8");\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("templates-read-no-files: templates/Logo.tsx → fs");
  });

  it("fail when the web editor's configuration reads the site view, or the model imports the editor", () => {
    const result = cruise({
      "src/view/routes.ts": "export const routes = 1;\n",
      "src/editor/cms-config.ts": 'import { routes } from "../view/routes.ts";\nexport const config = routes;\n',
      "src/model/site-model.ts": 'import { config } from "../editor/cms-config.ts";\nexport const model = config;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("editor-imports-the-model-only: src/editor/cms-config.ts → src/view/routes.ts");
    expect(result.output).toContain("model-imports-no-later-layer: src/model/site-model.ts → src/editor/cms-config.ts");
  });

  it("fail when a script imports a test's helper, or a test imports a script", () => {
    const result = cruise({
      "tests/shared/chromium.ts": 'export const CHROMIUM = "/usr/bin/chromium";\n',
      "tests/helpers/site.ts": "export const FIXTURE = 1;\n",
      "scripts/bench.ts":
        'import { CHROMIUM } from "../tests/shared/chromium.ts";\nimport { FIXTURE } from "../tests/helpers/site.ts";\nexport const bench = [CHROMIUM, FIXTURE];\n',
      "scripts/synthetic.ts": "export const pages = 1;\n",
      "tests/large-site.test.ts": 'import { pages } from "../scripts/synthetic.ts";\nexport const count = pages;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("scripts-import-tests-support-only: scripts/bench.ts → tests/helpers/site.ts");
    expect(result.output).not.toContain("scripts/bench.ts → tests/shared/chromium.ts");
    expect(result.output).toContain("tests-import-no-scripts: tests/large-site.test.ts → scripts/synthetic.ts");
  });

  it("fail when the model runs a check, or a check prints its findings", () => {
    const result = cruise({
      "src/report/problems.ts": "export const formatProblem = (s: string) => s;\n",
      "src/checks/figures.ts": 'import { formatProblem } from "../report/problems.ts";\nexport const figures = formatProblem("x");\n',
      "src/model/site-model.ts": 'import { figures } from "../checks/figures.ts";\nexport const model = figures;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("model-imports-no-later-layer: src/model/site-model.ts → src/checks/figures.ts");
    expect(result.output).toContain("checks-import-the-model-only: src/checks/figures.ts → src/report/problems.ts");
  });

  it("fail when anything but a command uses a tool or the report", () => {
    const result = cruise({
      "src/tools/translations/accept.ts": "export const accept = 1;\n",
      "src/report/launch.ts": "export const launchSummary = 1;\n",
      "src/outputs/seo.ts":
        'import { accept } from "../tools/translations/accept.ts";\nimport { launchSummary } from "../report/launch.ts";\nexport const seo = accept + launchSummary;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("tools-are-for-scripts: src/outputs/seo.ts → src/tools/translations/accept.ts");
    expect(result.output).toContain("only-entry-points-import-the-report: src/outputs/seo.ts → src/report/launch.ts");
  });

  it("fail when what a server runs after npm ci --omit=dev needs a devDependency, types aside", () => {
    const tool = (name: string) => ({
      [`node_modules/${name}/package.json`]: JSON.stringify({ name, version: "1.0.0", main: "index.js", types: "index.d.ts" }),
      [`node_modules/${name}/index.js`]: "export default 1;\n",
      [`node_modules/${name}/index.d.ts`]: "declare const tool: number;\nexport default tool;\nexport type Tool = number;\n",
    });
    const result = cruise({
      "package.json": JSON.stringify({ type: "module", dependencies: { kept: "1.0.0" }, devDependencies: { "dev-tool": "1.0.0" } }),
      // The benchmarks' package (a workspace) names its own tools: the product's package.json does not.
      "scripts/bench/package.json": JSON.stringify({ type: "module", devDependencies: { "bench-tool": "1.0.0" } }),
      ...tool("kept"),
      ...tool("dev-tool"),
      ...tool("bench-tool"),
      "src/render/css.ts": 'import tool from "dev-tool";\nimport kept from "kept";\nexport const css = tool + kept;\n',
      "src/render/chart.ts": 'import tool from "bench-tool";\nexport const chart = tool;\n',
      "src/view/head.ts": 'import type { Tool } from "dev-tool";\nexport const head: Tool = 1;\n',
      "templates/Later.tsx": 'export const later = () => import("dev-tool");\n',
      "scripts/build.ts": 'import { helper } from "./helper.ts";\nexport const built = helper;\n',
      "scripts/helper.ts": 'import tool from "dev-tool";\nexport const helper = tool;\n',
      "scripts/bench/bench.ts": 'import tool from "bench-tool";\nimport dev from "dev-tool";\nexport const bench = tool + dev;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("server-needs-no-dev-dependency: src/render/css.ts → node_modules/dev-tool/index.js");
    expect(result.output).toContain("server-needs-no-dev-dependency: templates/Later.tsx → node_modules/dev-tool/index.js");
    expect(result.output).toContain("server-needs-no-dev-dependency: src/render/chart.ts → node_modules/bench-tool/index.js");
    // A module of scripts/ a server's command reaches must be named, so the rule above holds it too.
    expect(result.output).toContain("server-commands-reach-known-modules: scripts/build.ts → scripts/helper.ts");
    expect(result.output).not.toContain("→ node_modules/kept/");
    expect(result.output).not.toContain("src/view/head.ts");
    expect(result.output).not.toContain("scripts/bench/bench.ts");
  });

  it("fail when the text helpers import the model, a template takes more than its data, or a check loads content", () => {
    const result = cruise({
      "src/model/schema/fields.ts":
        'export type Words = { lakh: string };\nexport const isPlaceholder = (s: string) => s.startsWith("[");\n',
      "src/model/facts.ts": "export type Facts = { price: number };\nexport const factsOf = () => ({ price: 1 });\n",
      "src/model/site-model.ts": 'export type SiteModel = { today: string };\nexport const loadContent = () => ({ today: "" });\n',
      "src/text/format.ts":
        'import type { Words } from "../model/schema/fields.ts";\nimport { factsOf } from "../model/facts.ts";\nexport const lakh = (w: Words) => w.lakh + factsOf().price;\n',
      "templates/Price.tsx":
        'import { isPlaceholder } from "../src/model/schema/fields.ts";\nimport { factsOf } from "../src/model/facts.ts";\nexport const Price = () => isPlaceholder(String(factsOf().price));\n',
      "templates/Plan.tsx": 'import type { Facts } from "../src/model/facts.ts";\nexport const Plan = (facts: Facts) => facts.price;\n',
      "src/checks/launch.ts": 'import { loadContent } from "../model/site-model.ts";\nexport const launch = () => loadContent().today;\n',
      "src/checks/figures.ts":
        'import type { SiteModel } from "../model/site-model.ts";\nexport const figures = (model: SiteModel) => model.today;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("text-helpers-stand-alone: src/text/format.ts → src/model/facts.ts");
    expect(result.output).not.toContain("src/text/format.ts → src/model/schema/fields.ts");
    expect(result.output).toContain("templates-take-the-model-as-data: templates/Price.tsx → src/model/facts.ts");
    expect(result.output).not.toContain("templates/Price.tsx → src/model/schema/fields.ts");
    expect(result.output).not.toContain("templates/Plan.tsx");
    expect(result.output).toContain("only-entry-points-load-content: src/checks/launch.ts → src/model/site-model.ts");
    expect(result.output).not.toContain("src/checks/figures.ts");
  });

  it("fail when the deploy reaches into the build, or the build deploys", () => {
    const result = cruise({
      "src/outputs/release.ts": 'export const DEPLOY_FOLDER = "/var/www/site";\n',
      "src/model/site-model.ts": "export const model = 1;\n",
      "src/deploy/releases.ts":
        'import { DEPLOY_FOLDER } from "../outputs/release.ts";\nimport { model } from "../model/site-model.ts";\nexport const site = DEPLOY_FOLDER + model;\n',
      "src/pipeline/site-build.ts": 'import { site } from "../deploy/releases.ts";\nexport const built = site;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("deploy-reads-the-build-not-its-making: src/deploy/releases.ts → src/model/site-model.ts");
    expect(result.output).not.toContain("src/deploy/releases.ts → src/outputs/release.ts");
    expect(result.output).toContain("only-commands-deploy: src/pipeline/site-build.ts → src/deploy/releases.ts");
  });
});
