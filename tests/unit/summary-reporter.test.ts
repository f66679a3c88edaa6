// The browser run's last lines: one per check, and under a failed check each
// failed test with the first line of its error, what a timeout waited for,
// and where in our code it was thrown: what a long run's reader sees first.
import type { TestCase, TestModule } from "vitest/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import SummaryReporter from "../browser/summary-reporter.ts";

type Frame = { method: string; file: string; line: number; column: number };
type Outcome = { name: string; state: "passed" | "failed" | "skipped"; message?: string; stacks?: Frame[] };

/** A finished browser test file, as vitest hands it to a reporter: the parts the reporter reads. */
function finished(file: string, outcomes: Outcome[]): TestModule {
  const tests = outcomes.map(
    ({ name, state, message, stacks }) =>
      ({
        name,
        meta: () => ({}),
        result: () => ({ state, errors: message === undefined ? [] : [{ message, stacks }] }),
      }) as unknown as TestCase,
  );
  return {
    moduleId: `/repo/tests/editor/${file}.test.ts`,
    project: { name: "browser" },
    state: () => (outcomes.some((o) => o.state === "failed") ? "failed" : "passed"),
    children: { allTests: () => tests.values() },
  } as unknown as TestModule;
}

function printed(modules: TestModule[]): string[] {
  const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  new SummaryReporter().onTestRunEnd(modules, []);
  const text = write.mock.calls.map(([chunk]) => String(chunk)).join("");
  return text.split("\n").filter(Boolean);
}

afterEach(() => vi.restoreAllMocks());

describe("the browser run's summary", () => {
  it("names each failed test under its check, with its error's first line", () => {
    const lines = printed([
      finished("publishing", [
        { name: "a price", state: "passed" },
        {
          name: "a new feature",
          state: "failed",
          message: "\u001b[31mTest timed out in 60000ms.\u001b[39m\nIf this is a long-running test, …",
        },
      ]),
      finished("editor", [{ name: "opens", state: "passed" }]),
    ]);
    expect(lines).toEqual([
      "PASS editor: 1 of 1 tests passed",
      "FAIL publishing: 1 of 2 tests passed; 1 of 2 tests failed",
      "   ✖ a new feature: Test timed out in 60000ms.",
    ]);
  });

  it("says what a timeout waited for, what it last saw, and where in the project's own code (never node_modules) it was thrown", () => {
    const at = (file: string, line: number, method = "") => ({ method, file: `${process.cwd()}/${file}`, line, column: 5 });
    const lines = printed([
      finished("publishing", [
        {
          name: "a new feature",
          state: "failed",
          message: [
            "locator.click: Timeout 30000ms exceeded.",
            "Call log:",
            "  - waiting for getByRole('menu').getByRole('menuitem')",
            "    - locator resolved to <button>Features</button>",
            "  - attempting click action",
            "    - element is not stable",
            "",
          ].join("\n"),
          stacks: [
            at("node_modules/playwright-core/lib/client/locator.js", 90),
            at("tests/editor/cms-driver.ts", 214, "addItem"),
            at("tests/editor/publishing.test.ts", 245),
          ],
        },
      ]),
    ]);
    expect(lines[1]).toBe(
      "   ✖ a new feature: locator.click: Timeout 30000ms exceeded. [waiting for getByRole('menu').getByRole('menuitem') … element is not stable] (at tests/editor/cms-driver.ts:214 addItem ← tests/editor/publishing.test.ts:245)",
    );
  });

  it("says nothing more of a check whose tests all passed", () => {
    expect(
      printed([
        finished("offer", [
          { name: "a", state: "passed" },
          { name: "b", state: "skipped" },
        ]),
      ]),
    ).toEqual(["PASS offer: 1 of 1 tests passed, 1 skipped"]);
  });
});
