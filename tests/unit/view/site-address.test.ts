// src/view/site-address.ts: the path a site is served under, and the
// absolute address of a site path, at a host's root or under a sub-path.
import { describe, expect, it } from "vitest";
import { basePath, siteAddress } from "../../../src/view/site-address.ts";

describe("the site's path", () => {
  it("is empty at the host's root and the sub-path without its final slash under one", () => {
    expect(basePath("https://www.tripreply.in")).toBe("");
    expect(basePath("https://www.tripreply.in/")).toBe("");
    expect(basePath("https://example.org/agency")).toBe("/agency");
    expect(basePath("https://example.org/agency/")).toBe("/agency");
    expect(basePath("https://example.org/a/b//")).toBe("/a/b");
  });
});

describe("a site path's address", () => {
  it("is under the site's root, however the site's address ends", () => {
    for (const siteUrl of ["https://example.org/agency", "https://example.org/agency/"]) {
      expect(siteAddress(siteUrl, "/")).toBe("https://example.org/agency/");
      expect(siteAddress(siteUrl, "/hi")).toBe("https://example.org/agency/hi");
      expect(siteAddress(siteUrl, "/og/x.png")).toBe("https://example.org/agency/og/x.png");
    }
    expect(siteAddress("https://www.tripreply.in", "/privacy-policy")).toBe("https://www.tripreply.in/privacy-policy");
  });

  it("keeps a fragment, and never climbs out of the site's host", () => {
    expect(siteAddress("https://example.org/agency", "/#pricing")).toBe("https://example.org/agency/#pricing");
    expect(new URL(siteAddress("https://example.org", "//evil.example/x")).host).toBe("example.org");
  });
});
