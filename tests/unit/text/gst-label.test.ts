// src/text/gst-label.ts: the words a page says GST in, added or included.
import { describe, expect, it } from "vitest";
import { gstLabel } from "../../../src/text/gst-label.ts";

const LABELS = { excluded: "+ {rate}% GST", included: "incl. {rate}% जीएसटी" };

describe("the GST label", () => {
  it("says the rate in the page's words, added or included", () => {
    expect(gstLabel({ included: false, rate: 18 }, LABELS)).toBe("+ 18% GST");
    expect(gstLabel({ included: true, rate: 12.5 }, LABELS)).toBe("incl. 12.5% जीएसटी");
  });

  it("is none while GST is not set", () => {
    expect(gstLabel(undefined, LABELS)).toBeUndefined();
  });
});
