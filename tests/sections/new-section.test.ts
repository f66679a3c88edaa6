// npm run new:section, run as a developer runs it, on a copy of templates/:
// it makes the section's folder and adds one line to the page's list, and
// nothing else; what it writes is formatted, its examples are valid against
// the schema it writes, and its component draws every text of them. It
// refuses a name that is taken or is not a name, and a place after a section
// that does not exist. The sections it makes are named as no section is yet
// (unusedName), so a site that gets an FAQ section keeps these tests true.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { ROOT, tempDir } from "../helpers/site.ts";

const GENERATOR = path.join(ROOT, "scripts", "new-section.ts");
// Run as `npm run new:section` runs it (bundled by run.mjs), in the project copy.
const RUN = path.join(ROOT, "scripts", "run.mjs");

/** A project with a copy of today's templates (and the code they import), for the generator to write in. */
function project(): string {
  const dir = tempDir("new-section-");
  cpSync(path.join(ROOT, "templates"), path.join(dir, "templates"), { recursive: true });
  symlinkSync(path.join(ROOT, "src"), path.join(dir, "src"));
  return dir;
}

/**
 * A section name no section of the project in `dir` has, neither a folder of
 * templates/sections/ nor a line of its page's list: `base` (the README's faq,
 * say) while it is free, else base2, base3…
 */
function unusedName(dir: string, base: string): string {
  const sections = path.join(dir, "templates/sections");
  const list = readFileSync(path.join(sections, "schemas.ts"), "utf8").split("\n");
  const taken = (name: string) => existsSync(path.join(sections, name)) || list.some((line) => line.trimStart().startsWith(`${name}:`));
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}${n}`;
    if (!taken(name)) return name;
  }
}

/** The component's name the generator gives a section (Faq for faq), and its anchor on the page (case-studies for caseStudies). */
const componentOf = (name: string) => name[0]!.toUpperCase() + name.slice(1);
const anchorOf = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
/** The index of the page list's line of a section. */
const lineOfSection = (lines: string[], name: string) => lines.findIndex((line) => line.trimStart().startsWith(`${name}:`));

const run = (dir: string, ...args: string[]) => spawnSync(process.execPath, [RUN, GENERATOR, ...args], { cwd: dir, encoding: "utf8" });

describe("npm run new:section", () => {
  it("makes the section's folder and one line of the page's list, and nothing else", async () => {
    const dir = project();
    const name = unusedName(dir, "faq");
    const before = readFileSync(path.join(dir, "templates/sections/schemas.ts"), "utf8").split("\n");
    execFileSync(process.execPath, [RUN, GENERATOR, name], { cwd: dir, encoding: "utf8" });

    const after = readFileSync(path.join(dir, "templates/sections/schemas.ts"), "utf8").split("\n");
    expect(after.filter((line) => !before.includes(line))).toEqual([`  ${name}: (await import("./${name}/schema.ts")).schema,`]);
    expect(after.length).toBe(before.length + 1);
    // By default just before the closing call to action, which stays last.
    expect(lineOfSection(after, name) + 1).toBe(lineOfSection(after, "closing"));

    const folder = path.join(dir, "templates/sections", name);
    const files = readdirSync(folder).sort();
    expect(files).toEqual(
      [`${componentOf(name)}.tsx`, "examples.yaml", `${name}.test.ts`, "schema.ts", "section.tsx", "styles.css"].sort(),
    );
    const changed = readdirSync(path.join(dir, "templates"), { recursive: true, encoding: "utf8" }).filter(
      (file) => !readdirSync(path.join(ROOT, "templates"), { recursive: true, encoding: "utf8" }).includes(file),
    );
    expect(changed.sort()).toEqual([`sections/${name}`, ...files.map((file) => `sections/${name}/${file}`)].sort());

    // Formatted as npm test's format check wants it.
    for (const file of files) {
      const text = readFileSync(path.join(folder, file), "utf8");
      const options = await prettier.resolveConfig(path.join(ROOT, "templates", file));
      expect(await prettier.check(text, { ...options, filepath: path.join(folder, file) }), `${file} is formatted`).toBe(true);
    }
  }, 60_000);

  it("writes examples its schema accepts, in English and Hindi, and a component that shows every text of them", async () => {
    const dir = project();
    const name = unusedName(dir, "caseStudies");
    execFileSync(process.execPath, [RUN, GENERATOR, name, "--after", "testimonials"], { cwd: dir, encoding: "utf8" });
    const folder = path.join(dir, "templates/sections", name);
    const { schema } = (await import(path.join(folder, "schema.ts"))) as { schema: { parse: (data: unknown) => unknown } };
    const { section } = (await import(path.join(folder, "section.tsx"))) as {
      section: { Section: (props: { data: unknown; page: unknown }) => ReturnType<typeof createElement> };
    };
    const examples = parse(readFileSync(path.join(folder, "examples.yaml"), "utf8")) as { en: unknown; hi: unknown }[];
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples)
      for (const written of [example.en, example.hi]) {
        const data = schema.parse(written) as { heading: string; items: { title: string; text: string }[] };
        const html = renderToString(createElement(section.Section, { data, page: {} }));
        expect(html).toContain(`id="${anchorOf(name)}"`);
        for (const text of [data.heading, ...data.items.flatMap((item) => [item.title, item.text])]) expect(html).toContain(text);
      }
    // With no block in landing.yaml, nothing.
    expect(renderToString(createElement(section.Section, { data: undefined, page: {} }))).toBe("");
    const list = readFileSync(path.join(dir, "templates/sections/schemas.ts"), "utf8").split("\n");
    expect(lineOfSection(list, name) - 1).toBe(lineOfSection(list, "testimonials"));
  }, 60_000);

  it("refuses a name taken or not a name, and a place after no section, changing nothing", () => {
    const dir = project();
    const list = readFileSync(path.join(dir, "templates/sections/schemas.ts"), "utf8");
    const name = unusedName(dir, "faq");
    for (const [args, message] of [
      [["pricing"], "there is a section pricing already"],
      [["FAQ"], '"FAQ" is not a section name'],
      [["proof"], "is a field of landing.yaml that is not a section"],
      [[name, "--after", "nope"], "no section nope to put it after"],
      [[], "which section?"],
    ] as const) {
      const result = run(dir, ...args);
      expect(result.status, args.join(" ")).toBe(1);
      expect(result.stderr).toContain(message);
    }
    expect(readFileSync(path.join(dir, "templates/sections/schemas.ts"), "utf8")).toBe(list);
    expect(readdirSync(path.join(dir, "templates/sections")).sort()).toEqual(readdirSync(path.join(ROOT, "templates/sections")).sort());
  }, 60_000);
});
