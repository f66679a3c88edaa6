// The live content (content/, built into dist/ by `npm run build`), held
// only to relations that stay true whatever an editor truly changes: every
// language has every section of the English and every number in it, and the
// build's own checks (the design limits, figures typed into legal text) find
// nothing. No count, name, price, date or launch item of the content is
// asserted here: what is still to fill is the build's to list, and
// build:production's to refuse. That it builds, that every link resolves and
// that the HTML is valid are npm test's build, links and html checks.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { formatProblem } from "../../src/report/problems.ts";
import { loadContentAsWritten, type SiteModel } from "../../src/model/site-model.ts";
import { checkModel } from "../../src/checks/model-checks.ts";
import { differencesFrom } from "../helpers/relations.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CONTENT = path.join(ROOT, "content");
const SITE = path.resolve(ROOT, process.env.LIVE_DIR ?? "dist");

let loaded: Awaited<ReturnType<typeof loadContentAsWritten>>;
let model: SiteModel;
beforeAll(async () => {
  if (!existsSync(path.join(SITE, "index.html"))) throw new Error(`${SITE}/index.html is missing: run \`npm run build\` first`);
  loaded = await loadContentAsWritten(CONTENT, { project: ROOT });
  model = loaded.model;
});

/** A landing page's file in the built site: / is index.html, /hi is hi.html. */
const fileOf = (home: string) => (home === "/" ? "index.html" : `${home.slice(1)}.html`);

describe("the live content", () => {
  it("shows, in every language, every section of the source language's page and every number in each", () => {
    const [source, ...others] = model.editions;
    const page = (home: string) => readFileSync(path.join(SITE, fileOf(home)), "utf8");
    const differences = Object.fromEntries(others.map((e) => [e.locale.code, differencesFrom(page(source!.home), page(e.home))]));
    expect(differences).toEqual(Object.fromEntries(others.map((e) => [e.locale.code, []])));
  });

  it("passes the build's checks: copy within the design limits, figures in legal text that agree with the content", () => {
    expect(
      checkModel(loaded)
        .checks.map((p) => formatProblem(p))
        .join("\n\n"),
    ).toBe("");
  });
});
