// src/parse/file-names.ts: names in content/ that would break a checkout
// on Windows (device names, a final space or dot, characters Windows refuses,
// two names that differ only by case), each at its file.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileNameProblems } from "../../../src/parse/file-names.ts";
import { shownFrom } from "../../../src/parse/problem.ts";
import { tempDir } from "../../shared/temp.ts";

/** The problems of a folder holding these files, as "file: found", in the order of their files. */
function problemsOf(files: string[]): string[] {
  const root = tempDir("names-");
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), "");
  }
  return fileNameProblems(root, shownFrom(root))
    .map((p) => `${p.file}: ${p.found}`)
    .sort();
}

describe("file names", () => {
  it("pass when every computer can keep them", () => {
    expect(problemsOf(["landing.yaml", "legal/privacy-policy.md", "images/logo.v2.png", "console.md"])).toEqual([]);
  });

  it("refuse a device name Windows keeps, whatever its case or extension, in any folder", () => {
    expect(problemsOf(["legal/CON.md", "images/lpt1.png", "aux"])).toEqual([
      'aux: "aux", a name Windows keeps for a device (AUX), whatever comes after the dot',
      'images/lpt1.png: "lpt1.png", a name Windows keeps for a device (LPT1), whatever comes after the dot',
      'legal/CON.md: "CON.md", a name Windows keeps for a device (CON), whatever comes after the dot',
    ]);
  });

  it("refuse a name ending in a space or a dot, or holding a character Windows does not allow", () => {
    expect(problemsOf(["notes.", "draft ", "what?.md"])).toEqual([
      'draft : "draft ", which ends in a space: Windows drops it, so the file is lost or clashes with another',
      'notes.: "notes.", which ends in a dot: Windows drops it, so the file is lost or clashes with another',
      'what?.md: "what?.md", with "?", which Windows does not allow in a name',
    ]);
  });

  it("refuse two names in one folder that differ only by case, but not in two folders", () => {
    expect(problemsOf(["images/Logo.png", "images/logo.png", "a/x.md", "b/X.md"])).toEqual([
      'images/logo.png: "logo.png" beside "Logo.png": Windows and macOS keep one file for both',
    ]);
  });
});
