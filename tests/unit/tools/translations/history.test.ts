// src/tools/translations/history.ts: which English a translation was last
// written against, read from a history (here a literal one, newest first):
// the commit that last changed the translated text, and the English then.
import { describe, expect, it } from "vitest";
import { field } from "../../../helpers/translated-fields.ts";
import { textAt, writtenAgainst, type History } from "../../../../src/tools/translations/history.ts";

/** A history of two files: each commit (newest first) with the two texts. */
function history(commits: { sha: string; en?: string; hi?: string }[], shallow = false): History {
  const files: Record<string, string> = { en: "landing.yaml", hi: "hi/landing.yaml" };
  return {
    commits: (file) => commits.filter((c) => (file === files.hi ? c.hi : c.en) !== undefined).map((c) => c.sha),
    show: (commit, file) => {
      // A file's text at a commit is its newest version at or before it.
      const at = commits.findIndex((c) => c.sha === commit);
      const key = file === files.hi ? "hi" : "en";
      const version = commits.slice(at).find((c) => c[key] !== undefined)?.[key];
      return version === undefined ? undefined : `hero:\n  heading: ${version}\n`;
    },
    shallow,
  };
}

const heading = (english: string, hindi: string) => ({ ...field("hero.heading", english, hindi), steps: ["hero", "heading"] });
const ask = (h: History, english: string, hindi: string) =>
  writtenAgainst(h, {
    english: "landing.yaml",
    translation: "hi/landing.yaml",
    fields: [heading(english, hindi)],
    translationText: `hero:\n  heading: ${hindi}\n`,
  }).get("hero.heading");

describe("the English a translation was written against", () => {
  it("is the English of the commit that last changed it: a Hindi saved after its English changed is of the new English", () => {
    const h = history([
      { sha: "c3", hi: "नया" },
      { sha: "c2", en: "New" },
      { sha: "c1", en: "Old", hi: "पुराना" },
    ]);
    expect(ask(h, "New", "नया")).toBe("New");
  });

  it("is the older English when the Hindi was written before the English changed, whatever order runs saw them in", () => {
    const h = history([
      { sha: "c3", en: "Newest" },
      { sha: "c2", hi: "नया" },
      { sha: "c1", en: "Old", hi: "पुराना" },
    ]);
    expect(ask(h, "Newest", "नया")).toBe("Old");
  });

  it("is today's English for a change not committed yet", () => {
    const h = history([{ sha: "c1", en: "Old", hi: "पुराना" }]);
    expect(ask(h, "Old", "बदला हुआ")).toBe("Old");
  });

  it("is the first commit's when the text has not changed since, and unknown in a shallow clone that may not reach its start", () => {
    const commits = [
      { sha: "c2", en: "Changed" },
      { sha: "c1", en: "Start", hi: "शुरू" },
    ];
    expect(ask(history(commits), "Changed", "शुरू")).toBe("Start");
    expect(ask(history(commits, true), "Changed", "शुरू")).toBeUndefined();
  });
});

describe("a text at its steps", () => {
  const data = { plans: [{ id: "a", name: "A", features: ["Export"] }], trust: { Export: "निर्यात" } };
  it("finds a field, a list item by its key, and a text of a list of texts by its English", () => {
    expect(textAt(data, ["plans", { by: "id", id: "a" }, "name"], true)).toBe("A");
    expect(textAt(data, ["plans", { by: "id", id: "a" }, "features", { text: "Export" }], true)).toBe("Export");
    expect(textAt(data, ["trust", { text: "Export" }], false)).toBe("निर्यात");
    expect(textAt(data, ["plans", { by: "id", id: "b" }, "name"], true)).toBeUndefined();
  });
});
