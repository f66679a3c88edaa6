// src/text/today.ts: the build's day in India, from SOURCE_DATE_EPOCH when
// it is a number of seconds, else from the clock.
import { describe, expect, it } from "vitest";
import { today } from "../../../src/text/today.ts";

describe("the build's day", () => {
  it("is SOURCE_DATE_EPOCH's day in India, which starts five and a half hours before UTC's", () => {
    // 2026-11-29T18:29:59Z is 23:59:59 in India; a second later it is the 30th there.
    expect(today({ SOURCE_DATE_EPOCH: String(Date.UTC(2026, 10, 29, 18, 29, 59) / 1000) })).toBe("2026-11-29");
    expect(today({ SOURCE_DATE_EPOCH: ` ${Date.UTC(2026, 10, 29, 18, 30) / 1000}\n` })).toBe("2026-11-30");
  });

  it("is the clock's day when SOURCE_DATE_EPOCH is missing or no whole number of seconds", () => {
    const now = today({});
    expect(now).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const value of ["", "soon", "1.5e9", "-1"]) expect(today({ SOURCE_DATE_EPOCH: value }), value).toBe(now);
  });
});
