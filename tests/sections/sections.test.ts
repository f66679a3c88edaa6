// Every landing section, from its own folder (templates/sections/<name>/):
// the folder has what a section is made of, each of its examples
// (examples.yaml) is drawn in every language of the frozen content with
// every text it holds shown, and the landing page places what the section
// draws. The list of sections is the code's (templates/sections/schemas.ts),
// so a new section is held to this without a line here; a section listed but
// drawing nothing, or left off the page, fails.
import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { SECTION_SCHEMAS } from "../../templates/sections/schemas.ts";
import { LANDING_SECTIONS } from "../../src/model/schema/landing.ts";
import { textFields } from "../../src/model/load/text-fields.ts";
import { gallery, sectionExamples, SECTIONS_DIR, type Example, type Gallery } from "./examples.tsx";

let drawn: Gallery;
let examples: Example[];
beforeAll(async () => {
  drawn = await gallery();
  examples = sectionExamples(drawn.model);
}, 120_000);

/** The page's <main>: what a section drew, without the header and footer around it. */
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

/** What a reader or a screen reader gets of some HTML: its text and its attributes' values, entities decoded, hyphens as typed. */
function readable(html: string): string {
  const attributes = [...html.matchAll(/="([^"]*)"/g)].map((m) => m[1]);
  const text = html.replace(/<[^>]*>/g, " ");
  return [text, ...attributes]
    .join(" ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\u2011/g, "-")
    .replace(/\s+/g, " ");
}

describe.for(LANDING_SECTIONS)("the %s section", (section) => {
  const ofSection = () => examples.filter((example) => example.section === section);

  it("has its folder: schema, entry, styles and examples", () => {
    for (const file of ["schema.ts", "section.tsx", "styles.css", "examples.yaml"])
      expect(existsSync(path.join(SECTIONS_DIR, section, file)), `templates/sections/${section}/${file}`).toBe(true);
  });

  it("has an example in every language of the frozen content", () => {
    const locales = drawn.model.editions.map((edition) => edition.locale.code);
    for (const locale of locales) expect(ofSection().filter((e) => e.locale === locale && e.data !== undefined).length).toBeGreaterThan(0);
  });

  it("has an example of its own besides the frozen content's, in every language", () => {
    for (const { locale } of drawn.model.editions) {
      const own = ofSection().filter((e) => !e.fixture && e.locale === locale.code && e.data !== undefined);
      expect(own.length, `${section}: examples.yaml's cases with a block in ${locale.code}`).toBeGreaterThan(0);
    }
  });

  /** The section's examples that have a block to draw: one at least, or the loops below would judge nothing. */
  const drawable = () => {
    const found = ofSection().filter((example) => example.data !== undefined);
    expect(found.length, `${section}: examples with a block to draw`).toBeGreaterThan(0);
    return found;
  };

  it("draws each example with every text it holds", () => {
    for (const example of drawable()) {
      const shown = readable(mainOf(drawn.page(example)));
      // Texts with a slot ("{rate}", "{days}") are shown filled in, and a screen-reader label with one too.
      const texts = textFields(SECTION_SCHEMAS[section], example.data)
        .filter((field) => !example.unshown.includes(field.key))
        .map((field) => field.value.replace(/\s+/g, " ").trim())
        .filter((text) => !text.includes("{"));
      expect(texts.length, `${example.name} (${example.locale}) has texts`).toBeGreaterThan(0);
      for (const text of texts) expect(shown, `${example.name} (${example.locale}) shows "${text}"`).toContain(text);
    }
  });

  it("is placed on the landing page, as it draws itself alone", () => {
    for (const example of drawable()) {
      const alone = mainOf(drawn.page(example)).replace(/^<main[^>]*>/, "");
      expect(alone.length, `${example.name} (${example.locale}) draws something`).toBeGreaterThan(0);
      expect(mainOf(drawn.landing(example)), `${example.name} (${example.locale}) on the landing page`).toContain(alone);
    }
  });
});
