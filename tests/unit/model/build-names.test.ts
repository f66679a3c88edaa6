// src/model/build-names.ts: the ids the page templates give every legal page,
// which a legal page's heading may never take.
import { describe, expect, it } from "vitest";
import { isPageId } from "../../../src/model/build-names.ts";

describe("the page's own ids", () => {
  it("are the skip link's target, the menu, the contact block, the contents' title, the footer columns and the icons", () => {
    for (const id of ["main", "site-nav-list", "contact", "toc-title", "footer-column-1", "footer-column-12", "i-bot"])
      expect(isPageId(id), id).toBe(true);
  });

  it("are not a heading's ordinary id", () => {
    for (const id of ["cookies", "footer-column-x", "maintenance", "icons", "contact-us"]) expect(isPageId(id), id).toBe(false);
  });
});
