// src/text/writing-system.ts: the script a language's text is in, from its
// tag alone, and the name its stylesheet and design measures go by.
import { describe, expect, it } from "vitest";
import { scriptName, SCRIPT_STYLES, TALL_SCRIPTS, writingSystem } from "../../../src/text/writing-system.ts";

describe("a language's writing system", () => {
  it("is the script its tag names, or the one the language is most likely written in", () => {
    expect(writingSystem("hi-IN")).toBe("Deva");
    expect(writingSystem("mr")).toBe("Deva");
    expect(writingSystem("ta-IN")).toBe("Taml");
    expect(writingSystem("ur-IN")).toBe("Arab");
    expect(writingSystem("pa-IN")).toBe("Guru");
    expect(writingSystem("mni-Mtei")).toBe("Mtei");
    expect(writingSystem("sat-Olck")).toBe("Olck");
  });

  it("is none for Latin, a script without rules of its own, and a tag that is no tag", () => {
    expect(writingSystem("en-IN")).toBeUndefined();
    expect(writingSystem("hi-Latn")).toBeUndefined();
    expect(writingSystem("ja")).toBeUndefined();
    expect(writingSystem("not a tag!")).toBeUndefined();
  });

  it("names the stylesheet, latin for text without rules of its own", () => {
    expect(scriptName("bn-IN")).toBe("bengali");
    expect(scriptName("ml")).toBe("malayalam");
    expect(scriptName("en-IN")).toBe("latin");
  });

  it("counts only scripts with a stylesheet as tall", () => {
    // Some script is tall (Tamil, whose marks stack highest), or the loop below would pass on nothing.
    expect(TALL_SCRIPTS.has("Taml")).toBe(true);
    for (const script of TALL_SCRIPTS) expect(Object.keys(SCRIPT_STYLES)).toContain(script);
  });
});
