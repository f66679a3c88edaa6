// src/editor/kept-format.ts: the format names the web editor's configuration
// gives each file, and the kind read back from a name.
import { describe, expect, it } from "vitest";
import { keptFormat, keptKind } from "../../../src/editor/kept-format.ts";

describe("the kept formats", () => {
  it("name a file or folder with its kind, and give the kind back", () => {
    expect(keptFormat("yaml", "content/site.yaml")).toBe("kept-yaml:content/site.yaml");
    expect(keptKind(keptFormat("yaml", "content/site.yaml"))).toBe("yaml");
    expect(keptKind(keptFormat("markdown", "content/legal"))).toBe("markdown");
  });

  it("give no kind for the editor's own formats, another kind, or no name", () => {
    for (const format of ["yaml", "frontmatter", "kept-json:content/x.json", "kept-yaml", "kept-", undefined, 3])
      expect(keptKind(format), String(format)).toBeUndefined();
  });
});
