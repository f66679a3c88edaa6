// src/model/load/still-right.ts: the marks a translator ticks in the web
// editor, taken out of a translation file before it is laid over its
// English, and checked at their lines.
import { describe, expect, it } from "vitest";
import { stillRightMark, takeStillRight } from "../../../../src/model/load/still-right.ts";
import { parseYaml } from "../../../../src/parse/yaml.ts";

const FILE = "content/hi/landing.yaml";

describe("a translation's still-right marks", () => {
  it("are read as key → the hash of the English checked, and the rest of the file is left to lay over its English", () => {
    const parsed = parseYaml(
      FILE,
      `stillRight:\n  - ${stillRightMark("hero.heading", "3f2a9c0d41be")}\n  - plans[ai-chat-bot].features["Export"] 0123456789ab\nhero:\n  heading: नमस्ते\n`,
    );
    const { translation, marks, problems } = takeStillRight(parsed);
    expect(problems).toEqual([]);
    expect([...marks]).toEqual([
      ["hero.heading", "3f2a9c0d41be"],
      ['plans[ai-chat-bot].features["Export"]', "0123456789ab"],
    ]);
    expect(translation.data).toEqual({ hero: { heading: "नमस्ते" } });
    // Positions of the rest are the file's own.
    expect(translation.source.valuePosition(["hero", "heading"]).line).toBe(5);
  });

  it("are nothing at all in a file without them: the same parse comes back", () => {
    const parsed = parseYaml(FILE, "hero:\n  heading: नमस्ते\n");
    const { translation, marks, problems } = takeStillRight(parsed);
    expect(translation).toBe(parsed);
    expect(marks.size).toBe(0);
    expect(problems).toEqual([]);
  });

  it("of another form are each a problem at its line, saying what the editor writes", () => {
    const { marks, problems } = takeStillRight(parseYaml(FILE, "stillRight:\n  - hero.heading\n  - 42\n  - ok.key 3f2a9c0d41be\n"));
    expect([...marks.keys()]).toEqual(["ok.key"]);
    expect(problems.map((p) => [p.line, p.path, p.found])).toEqual([
      [2, "stillRight[0]", '"hero.heading"'],
      [3, "stillRight[1]", "number 42"],
    ]);
    expect(problems[0]!.expected).toMatch(/^a list of the texts still right after their English changed/);
    expect(takeStillRight(parseYaml(FILE, "stillRight: yes\n")).problems).toMatchObject([{ line: 1, path: "stillRight", found: '"yes"' }]);
  });
});
