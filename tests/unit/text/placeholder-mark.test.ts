// src/text/placeholder-mark.tsx: a value still to fill in, marked with its
// note; a legal page's markdown gets the HTML a template's mark renders to.
import { describe, expect, it } from "vitest";
import { placeholderMarkHtml } from "../../../src/text/placeholder-mark.tsx";

describe("the placeholder mark", () => {
  it("is a mark with the note as its title, both escaped", () => {
    expect(placeholderMarkHtml("[LLP <number>]", 'To be "filled" & checked')).toBe(
      '<mark class="placeholder" title="To be &quot;filled&quot; &amp; checked">[LLP &lt;number&gt;]</mark>',
    );
  });
});
