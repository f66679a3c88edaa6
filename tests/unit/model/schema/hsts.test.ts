// src/model/schema/hsts.ts: Strict-Transport-Security as the site's owner
// chooses it: a year for this host alone by default, and preload only with
// what the preload list requires.
import { describe, expect, it } from "vitest";
import { hstsSchema } from "../../../../src/model/schema/hsts.ts";
import { hstsHeader } from "../../../../src/outputs/headers.ts";

describe("HSTS", () => {
  it("is a year for this host alone when site.yaml says nothing", () => {
    expect(hstsHeader(hstsSchema.parse(undefined))).toBe("max-age=31536000");
  });

  it("adds includeSubDomains and preload when chosen", () => {
    expect(hstsHeader({ maxAge: 63072000, includeSubDomains: true, preload: true })).toBe("max-age=63072000; includeSubDomains; preload");
    expect(hstsHeader({ maxAge: 0, includeSubDomains: true, preload: false })).toBe("max-age=0; includeSubDomains");
  });

  it("refuses preload without every subdomain, or for less than a year, at the field to change", () => {
    const issues = (value: unknown) => hstsSchema.safeParse(value).error?.issues.map((i) => i.path.join("."));
    expect(issues({ maxAge: 31536000, includeSubDomains: false, preload: true })).toEqual(["includeSubDomains"]);
    expect(issues({ maxAge: 86400, includeSubDomains: true, preload: true })).toEqual(["maxAge"]);
    expect(issues({ maxAge: 31536000, includeSubDomains: true, preload: true })).toBeUndefined();
  });

  it("refuses a negative age, a fraction, or more than two years", () => {
    for (const maxAge of [-1, 1.5, 2 * 31536000 + 1])
      expect(hstsSchema.safeParse({ maxAge, includeSubDomains: false, preload: false }).success, String(maxAge)).toBe(false);
  });
});
