// `npm run new:section -- <name> [--after <section>]`: makes a landing
// section's folder, templates/sections/<name>/, with everything a section is
// made of (its schema, documented; its component and entry; its styles; its
// examples in English and Hindi; its own test), and puts it on the page: one
// line in templates/sections/schemas.ts, after <section> (by default, just
// before the closing call to action). The section is optional in
// landing.yaml, so the site builds as before until content gives it a block.
// It then prints what is left to decide. `--` is npm's, so PowerShell reads
// it the same.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LANDING_SECTIONS } from "../src/model/schema/landing.ts";
import { readCommandLine } from "./command-line.ts";

const { values: args, positionals } = readCommandLine(
  { options: { after: { type: "string" } }, allowPositionals: true },
  "usage: npm run new:section -- <name> [--after <section>]",
);
const [name] = positionals;
const root = process.cwd();
const sectionsDir = path.join(root, "templates", "sections");

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

if (!name || positionals.length > 1) fail("which section? npm run new:section -- <name>, a name like faq or caseStudies");
if (!/^[a-z][a-zA-Z0-9]*$/.test(name))
  fail(`"${name}" is not a section name: letters and digits, starting with a small letter (faq, caseStudies)`);
if ((LANDING_SECTIONS as string[]).includes(name) || existsSync(path.join(sectionsDir, name)))
  fail(`there is a section ${name} already (templates/sections/${name}/)`);
if (["meta", "proof"].includes(name)) fail(`"${name}" is a field of landing.yaml that is not a section: choose another name`);
const after = args.after ?? LANDING_SECTIONS[LANDING_SECTIONS.length - 2]!;
if (!(LANDING_SECTIONS as string[]).includes(after))
  fail(`no section ${after} to put it after: the sections are ${LANDING_SECTIONS.join(", ")}`);

/** The component's name (CaseStudies) and the section's anchor on the page (case-studies). */
const component = name[0]!.toUpperCase() + name.slice(1);
const anchor = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const files: Record<string, string> = {
  "schema.ts": `// The ${name} section's content, landing.yaml's \`${name}:\` block: every field it
// takes, with its documentation (the editor's hints and the JSON schema's).
// Optional: with no block in landing.yaml the page leaves the section out.
import { z } from "zod";
import { itemId, keyedList, text } from "../../../src/model/schema/fields.ts";
import { sectionHeading } from "../../../src/model/schema/section-parts.ts";

export const schema = z
  .strictObject({
    ...sectionHeading,
    items: keyedList(
      z.strictObject({
        id: itemId,
        title: text.meta({ description: "The item's title, a few words." }),
        text: text.meta({ description: "A sentence or two under the title." }),
      }),
    )
      .min(1)
      .meta({ description: "The section's items, in order." }),
  })
  .optional()
  .meta({ description: "TODO: what the ${name} section is for, in a sentence the editor reads as the form's hint." });
`,
  [`${component}.tsx`]: `// The ${name} section: its heading, then its items.
import { keepHyphens } from "../../../src/text/format.ts";
import { SectionHeading } from "../../SectionHeading.tsx";
import { ContentText } from "../../ContentText.tsx";
import type { SectionData } from "../section-view.ts";
import type { schema } from "./schema.ts";

const ID = "${anchor}";

export function ${component}({ ${name} }: { ${name}: SectionData<typeof schema> }) {
  return (
    <section id={ID} className="section" aria-labelledby={\`\${ID}-title\`}>
      <div className="container">
        <SectionHeading id={ID} eyebrow={${name}.eyebrow} heading={${name}.heading} intro={${name}.intro} />
        <ul className="${anchor}">
          {${name}.items.map((item) => (
            <li key={item.id} className="${anchor}__item card">
              <h3>
                <ContentText of={item.title}>{keepHyphens(item.title)}</ContentText>
              </h3>
              <p>
                <ContentText>{item.text}</ContentText>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
`,
  "section.tsx": `// The entry of the ${name} section: how the landing page draws this folder's
// section (nothing, when landing.yaml has no block for it).
import type { SectionView } from "../section-view.ts";
import type { schema } from "./schema.ts";
import { ${component} } from "./${component}.tsx";

export const section: SectionView<typeof schema> = {
  Section: ({ data }) => (data ? <${component} ${name}={data} /> : null),
};
`,
  "styles.css": `/* The ${name} section: its items in a column on phones, two a row from a tablet up. */
.${anchor} {
  display: grid;
  gap: 1rem;
  max-width: 60rem;
  margin: 0 auto;
  padding: 0;
  list-style: none;
}
.${anchor}__item {
  padding: 1rem 1.25rem;
}
.${anchor}__item h3 {
  margin-bottom: 0.25rem;
  font-size: 1.0625rem;
}
@media (min-width: 48em) {
  .${anchor} {
    grid-template-columns: repeat(2, 1fr);
  }
}
`,
  "examples.yaml": `# The cases this section is drawn from by the section tests (tests/sections/sections.test.ts:
# every text shows, and the landing page places it; tests/browser/looks-sections.test.ts:
# axe and the looks check, light and dark, 375 and 1280 px). \`fixture: true\` is
# the frozen content's block in each of its languages, which the page tests
# also draw; any other case gives the block in English (en) and Hindi (hi) as
# landing.yaml and hi/landing.yaml would hold it. \`unshown\` names texts the
# section shows only with other content, which the tests then do not look for.
- name: two-items
  en:
    eyebrow: ${component}
    heading: A heading that says what the section gives the reader
    items:
      - id: first
        title: The first item
        text: A sentence or two about it, as an editor would write it.
      - id: second
        title: The second item
        text: Another sentence or two, long enough to wrap on a phone.
  hi:
    eyebrow: ${component}
    heading: एक शीर्षक जो बताए कि यह हिस्सा पाठक को क्या देता है
    items:
      - id: first
        title: पहली बात
        text: इसके बारे में एक-दो वाक्य, जैसे कोई संपादक लिखेगा।
      - id: second
        title: दूसरी बात
        text: एक-दो और वाक्य, इतने लंबे कि फ़ोन पर अगली पंक्ति में जाएँ।
`,
  [`${name}.test.ts`]: `// What the ${name} section does that every section's tests (tests/sections/)
// do not already hold it to: it leaves the page when landing.yaml has no block.
import { describe, expect, it } from "vitest";
import { gallery } from "../../../tests/sections/examples.tsx";

describe("the ${name} section", () => {
  it("is left off the page when landing.yaml has no block for it", async () => {
    const drawn = await gallery();
    for (const locale of drawn.model.editions.map((edition) => edition.locale.code)) {
      const page = drawn.landing({ section: "${name}", name: "none", locale, fixture: false, data: undefined, unshown: [] });
      expect(page).not.toContain('id="${anchor}"');
    }
  }, 60_000);
});
`,
};

mkdirSync(path.join(sectionsDir, name));
for (const [file, text] of Object.entries(files)) writeFileSync(path.join(sectionsDir, name, file), text);

// The one line on the page: after the line of the section it follows.
const listFile = path.join(sectionsDir, "schemas.ts");
const lines = readFileSync(listFile, "utf8").split("\n");
const at = lines.findIndex((line) => line.trimStart().startsWith(`${after}:`));
lines.splice(at + 1, 0, `  ${name}: (await import("./${name}/schema.ts")).schema,`);
writeFileSync(listFile, lines.join("\n"));

const shown = (file: string) => path.relative(root, file).split(path.sep).join("/");
console.log(`✔ made ${shown(path.join(sectionsDir, name))}/ (${Object.keys(files).join(", ")})`);
console.log(`✔ put it on the page after ${after} (${shown(listFile)})`);
console.log(`
What is left to decide:
  1. What it holds: its fields in schema.ts (with a description for each, and the section's own),
     drawn by ${component}.tsx and styled in styles.css; shared looks (.card, .section) are in templates/styles/.
  2. Its examples (examples.yaml), in English and Hindi, for every shape its content can take.
  3. Its content: a \`${name}:\` block in content/landing.yaml and each translation (content/hi/landing.yaml),
     then npm run translations accept hi, and npm run schemas for the editors' schema files.
  4. Whether the header links to it: a nav item in content/site.yaml with href "#${anchor}".
  5. Then: npm run test:update-screenshots (its looks, in its folder), and npm test once content
     shows it, which measures the design again (templates/design-limits.json: commit it).`);
