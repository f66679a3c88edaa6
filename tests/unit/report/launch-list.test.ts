// src/report/launch-list.ts: the one-line summary of the launch list the build prints.
import { describe, expect, it } from "vitest";
import type { LaunchItem } from "../../../src/checks/launch.ts";
import { launchSummary } from "../../../src/report/launch-list.ts";

describe("the summary", () => {
  const item = (kind: LaunchItem["kind"]): LaunchItem => ({ kind, path: "", value: "", file: "f", line: 1, column: 1, source: "" });

  it("counts values and samples, each in its own number", () => {
    expect(launchSummary([item("value")])).toBe("1 value");
    expect(launchSummary([item("value"), item("value"), item("sample")])).toBe("2 values and 1 sample");
    expect(launchSummary([item("sample"), item("sample")])).toBe("2 samples");
    expect(launchSummary([])).toBe("");
  });
});
