// src/view/clean-urls.ts: the files an address may name (/x is x, x.html or
// x/index.html), and the one address of each page, as every server of the
// site answers them.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { candidateFiles, decodeSafely, pageAddress } from "../../../src/view/clean-urls.ts";

describe("the files an address may name", () => {
  it("are the file, its .html and its folder's index, in that order; a folder's address is its index", () => {
    expect(candidateFiles("/privacy-policy")).toEqual(["privacy-policy", "privacy-policy.html", "privacy-policy/index.html"]);
    expect(candidateFiles("/")).toEqual(["index.html"]);
    expect(candidateFiles("/admin/")).toEqual(["admin/index.html"]);
  });

  it("ignore the query and fragment, and are decoded", () => {
    expect(candidateFiles("/hi?utm=x#pricing")).toEqual(["hi", "hi.html", "hi/index.html"]);
    expect(candidateFiles("/a%20b")).toEqual(["a b", "a b.html", "a b/index.html"]);
  });

  it("are none for an address that cannot be decoded", () => {
    expect(candidateFiles("/%E0%A4")).toBeUndefined();
  });

  it("never climb out of the site, however the address is written", () => {
    expect(candidateFiles("/../../etc/passwd")).toEqual(["etc/passwd", "etc/passwd.html", "etc/passwd/index.html"]);
    expect(candidateFiles("/%2e%2e/%2e%2e/secret")![0]).toBe("secret");
    fc.assert(
      fc.property(fc.string(), (address) =>
        (candidateFiles(address) ?? []).every((file) => !file.startsWith("/") && !file.split("/").includes("..")),
      ),
    );
  });
});

describe("a page's one address", () => {
  it("drops .html, index and a final slash; the editor's keeps its slash", () => {
    expect(pageAddress("/terms.html")).toBe("/terms");
    expect(pageAddress("/terms/")).toBe("/terms");
    expect(pageAddress("/index.html")).toBe("/");
    expect(pageAddress("/hi/index")).toBe("/hi");
    expect(pageAddress("/")).toBe("/");
    expect(pageAddress("/admin")).toBe("/admin/");
    expect(pageAddress("/admin/index.html")).toBe("/admin/");
  });

  it("is decoded when it can be, and left as written when it cannot", () => {
    expect(pageAddress("/a%20b.html")).toBe("/a b");
    expect(decodeSafely("%E0%A4")).toBe("%E0%A4");
  });
});
