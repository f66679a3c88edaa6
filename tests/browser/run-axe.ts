// axe-core in a page: its own axe.min.js, loaded as a script from the page's
// own origin (the context must bypass the site's CSP for that), the WCAG
// 2.0/2.1/2.2 A and AA rules and best practices. Shared by the axe check of
// every page, the sections' examples and the pictures fixture's check.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { AxeResults, Result } from "axe-core";
import type { Page } from "playwright-core";
import { ROOT } from "./harness.ts";

const AXE_SOURCE = readFileSync(path.join(ROOT, "node_modules/axe-core/axe.min.js"));
/** Where the page asks for it: answered by the test, never by the site. */
const AXE_PATH = "/__tests/axe.min.js";
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** The violations on the page; `skip` names rules that do not apply to it (a page's, on a part of one), by id. */
export async function runAxe(page: Page, skip: readonly string[] = []): Promise<Result[]> {
  // Once a page (one kept for its other scheme has it already), and fetched,
  // not handed over as text: Chromium compiles a fetched script as it streams
  // in, and as inline text this took a third of each check's time.
  if (!(await page.evaluate(() => "axe" in window))) {
    const url = new URL(AXE_PATH, page.url()).href;
    await page.route(url, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: AXE_SOURCE }));
    await page.addScriptTag({ url });
  }
  const results = await page.evaluate(
    ({ tags, skip }) =>
      (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: "tag", values: tags },
        rules: Object.fromEntries(skip.map((id) => [id, { enabled: false }])),
        resultTypes: ["violations"],
      }),
    { tags: TAGS, skip },
  );
  return results.violations;
}

export function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const targets = v.nodes
        .map((n) => `      ${n.target.join(" ")}${n.failureSummary ? `\n        ${n.failureSummary.replace(/\n/g, " ")}` : ""}`)
        .join("\n");
      return `  ${v.id} (${v.impact ?? "n/a"}): ${v.help}\n    ${v.helpUrl}\n${targets}`;
    })
    .join("\n");
}
