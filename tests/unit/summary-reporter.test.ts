// The browser run's last lines: one per check, and under a failed check each
// failed test with the first line of its error, which is what a long run's
// reader sees first.
import type { TestCase, TestModule } from "vitest/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import SummaryReporter from "../browser/summary-reporter.ts";

type Outcome = { name: string; state: "passed" | "failed" | "skipped"; message?: string };

/** A finished browser test file, as vitest hands it to a reporter: the parts the reporter reads. */
function finished(file: string, outcomes: Outcome[]): TestModule {
  const tests = outcomes.map(
    ({ name, state, message }) =>
      ({
        name,
        meta: () => ({}),
        result: () => ({ state, errors: message === undefined ? [] : [{ message }] }),
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
