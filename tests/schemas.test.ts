// The JSON Schemas editors' tools read: checked in, identical to what the zod
// schemas generate, linked from every content YAML file and from VS Code's
// workspace settings, and never read by the build itself.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generateJsonSchemas, SCHEMA_DIR } from "../src/tools/json-schemas.ts";
import { CARD_FONTS_FILE, cardFontCoverage } from "./shared/card-fonts.ts";
import { buildTo, contentCopy, ROOT, tempDir } from "./helpers/site.ts";

// The schemas are generated from code into the editors' folder, so these
// tests read content/schemas/ and the files' first lines, never the content.
const CONTENT = path.join(ROOT, "content");

const YAML_FILES = ["site.yaml", "landing.yaml", "plans.yaml"];

describe("JSON Schemas for editors", () => {
  it("are up to date with the zod schemas", () => {
    const generated = generateJsonSchemas();
    for (const { file, text } of generated) {
      const target = path.join(CONTENT, file);
      const checkedIn = existsSync(target) ? readFileSync(target, "utf8") : "(missing)";
      expect(checkedIn, `content/${file} is stale: run \`npm run schemas\` and commit the result`).toBe(text);
    }
    const stale = readdirSync(path.join(CONTENT, SCHEMA_DIR)).filter((name) => !generated.some((g) => g.file === `${SCHEMA_DIR}/${name}`));
    expect(stale, "content/schemas/ holds files the generator no longer writes: delete them").toEqual([]);
  });

  it("come with the card fonts' coverage, up to date with the installed font packages", () => {
    const coverage = cardFontCoverage();
    expect(
      readFileSync(path.join(ROOT, CARD_FONTS_FILE), "utf8"),
      `${CARD_FONTS_FILE} is stale: run \`npm run schemas\` and commit the result`,
    ).toBe(coverage);
    // Devanagari, for the Hindi cards, and Tamil; and not Thai, which the card cannot draw.
    const devanagari = JSON.parse(coverage)["@fontsource/noto-sans-devanagari"].devanagari as [number, number][];
    expect(devanagari.some(([from, to]) => from <= 0x0915 && 0x0915 <= to)).toBe(true);
    const tamil = JSON.parse(coverage)["@fontsource/noto-sans-tamil"].tamil as [number, number][];
    expect(tamil.some(([from, to]) => from <= 0x0b95 && 0x0b95 <= to)).toBe(true);
    expect(
      Object.values(JSON.parse(coverage) as Record<string, Record<string, [number, number][]>>)
        .flatMap((subsets) => Object.values(subsets).flat())
        .some(([from, to]) => from <= 0x0e01 && 0x0e01 <= to),
    ).toBe(false);
  });

  it.each(YAML_FILES)("are linked from the first line of content/%s", (file) => {
    const first = readFileSync(path.join(CONTENT, file), "utf8").split("\n")[0];
    expect(first).toBe(`# yaml-language-server: $schema=./schemas/${file.replace(".yaml", "")}.schema.json`);
  });

  it("are mapped in .vscode/settings.json, which also knows the !placeholder tag", () => {
    const settings = JSON.parse(readFileSync(path.join(ROOT, ".vscode/settings.json"), "utf8"));
    for (const file of YAML_FILES)
      expect(settings["yaml.schemas"][`./content/schemas/${file.replace(".yaml", "")}.schema.json`]).toBe(`content/${file}`);
    expect(settings["yaml.customTags"]).toContain("!placeholder scalar");
    const extensions = JSON.parse(readFileSync(path.join(ROOT, ".vscode/extensions.json"), "utf8"));
    expect(extensions.recommendations).toContain("redhat.vscode-yaml");
  });

  it("are not content: the build ignores content/schemas/", async () => {
    const dir = contentCopy();
    mkdirSync(path.join(dir, SCHEMA_DIR));
    writeFileSync(path.join(dir, SCHEMA_DIR, "site.schema.json"), "{ not json");
    writeFileSync(path.join(dir, SCHEMA_DIR, "notes.yaml"), "a: [unclosed\n");
    const result = await buildTo(tempDir(), dir);
    expect(result.files.some((f) => f.file.includes("schema"))).toBe(false);
  });
});
