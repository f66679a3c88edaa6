// src/editor/tidy-markdown.ts on small literal pages, for the cases the
// fixture-page tests in tidy.test.ts do not reach: pages without front matter,
// an empty side, and blocks that would run together.
import { describe, expect, it } from "vitest";
import { tidyMarkdown } from "../../../src/editor/tidy-markdown.ts";

describe("tidying a small page", () => {
  it("keeps unchanged blocks as the base wrote them on a page with no front matter", () => {
    const base = "Intro  *one*.\n\n* a\n* b\n\nEnd.\n";
    const saved = "Intro  _one_.\n\n- a\n- b\n\nThe end.\n";
    expect(tidyMarkdown(base, saved)).toBe("Intro  *one*.\n\n* a\n* b\n\nThe end.\n");
  });

  it("takes the saved page when either side has no body", () => {
    expect(tidyMarkdown("", "New text.\n")).toBe("New text.\n");
    expect(tidyMarkdown("Old text.\n", "")).toBe("");
  });

  it("takes the saved front matter when the base had none", () => {
    expect(tidyMarkdown("Body.\n", "---\ntitle: T\n---\nBody.\n")).toBe("---\ntitle: T\n---\nBody.\n");
  });

  it("takes the saved body when the base's blocks would run together where one was deleted", () => {
    // The base's two lists share a marker: without the paragraph between them they would read as one list.
    const base = "* a\n\nBetween.\n\n* b\n";
    const saved = "* a\n\n- b\n";
    expect(tidyMarkdown(base, saved)).toBe(saved);
  });
});
