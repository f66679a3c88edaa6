// The browser phase keeps the stored design measures current
// (tests/browser/measures-setup.ts, before these tests): after it, the file
// names the templates as they are, whatever was changed since it was last
// committed. Read from disk, as the build's next run will.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import type { DesignLimits } from "../../src/checks/design-limits.ts";
import { designSource } from "../../src/render/design-source.ts";
import { SCRIPT_STYLES } from "../../src/text/writing-system.ts";
import { ROOT } from "../shared/content.ts";
import { STORED_MEASURES } from "../shared/stored-measures.ts";

test("the stored design measures were taken from today's templates, every section's folder included", () => {
  const stored = JSON.parse(readFileSync(path.join(ROOT, STORED_MEASURES), "utf8")) as DesignLimits;
  expect(
    stored.measuredFrom,
    `${STORED_MEASURES} is not of today's templates: the browser phase's setup (tests/browser/measures-setup.ts) printed why above`,
  ).toEqual(designSource(path.join(ROOT, "templates")));
  // Measures, not just a hash: every script a page can be in, each with the faces its styles name.
  expect(Object.keys(stored.scripts).sort()).toEqual(["latin", ...Object.values(SCRIPT_STYLES)].sort());
  for (const measures of Object.values(stored.scripts)) expect(measures.heading.face).toBeLessThan(stored.faces.length);
});

// On a developer's machine the setup measures again and the developer commits
// the file with the change; CI runs a fresh clone, where a file measured
// again is one that was not committed, and the build that deploys would have
// held the copy to measures of other templates.
test.runIf(process.env.CI === "true")("in CI, the stored design measures are those committed with the templates", () => {
  const changed = spawnSync("git", ["status", "--porcelain", "--", STORED_MEASURES], { cwd: ROOT, encoding: "utf8" });
  expect(changed.status, changed.stderr).toBe(0);
  expect(
    changed.stdout,
    `${STORED_MEASURES} was measured again from the templates: run npm run test:browser (or npm run measure-design) and commit it with the change`,
  ).toBe("");
});
