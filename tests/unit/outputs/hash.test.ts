// src/outputs/hash.ts: content-hashed names, which change whenever the bytes
// do, so a host may cache the file for good.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hashedName } from "../../../src/outputs/hash.ts";

describe("a hashed name", () => {
  it("puts ten hex digits of the bytes' SHA-256 between the name and its extension", () => {
    // The SHA-256 of "" starts e3b0c44298.
    expect(hashedName("og/index", ".png", "")).toBe("og/index.e3b0c44298.png");
    expect(hashedName("a", ".css", "x")).toBe(hashedName("a", ".css", new TextEncoder().encode("x")));
  });

  it("is the same for the same bytes and differs for other bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array(), fc.uint8Array(), (a, b) => {
        expect(hashedName("f", ".x", a)).toMatch(/^f\.[0-9a-f]{10}\.x$/);
        expect(hashedName("f", ".x", a) === hashedName("f", ".x", b)).toBe(Buffer.from(a).equals(Buffer.from(b)));
      }),
    );
  });
});
