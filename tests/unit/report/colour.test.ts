// src/report/colour.ts: ANSI colour around a text for a terminal that wants
// it, and the text alone otherwise.
import { describe, expect, it } from "vitest";
import { painter } from "../../../src/report/colour.ts";

describe("painter", () => {
  it("wraps the text in the code and a reset when colour is on", () => {
    expect(painter(true)("31", "✖ failed")).toBe("\x1b[31m✖ failed\x1b[0m");
  });

  it("leaves the text as it is when colour is off", () => {
    expect(painter(false)("31", "✖ failed")).toBe("✖ failed");
  });
});
