// The content copies the tests and the benchmarks both make: the frozen
// content (tests/fixtures/content/) copied into a temporary folder, with
// edits, and the edits that turn on the pictures and conversions fixtures.
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { tempDir } from "./temp.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");
/**
 * The frozen content every test builds: the specification's content as it was
 * first written, placeholders and samples included (tests/fixtures/README.md).
 */
export const FIXTURE = path.join(ROOT, "tests/fixtures/content");

/** A copy of the frozen content with some files edited: { "plans.yaml": (text) => newText }. */
export function contentCopy(edits: Record<string, string | ((text: string) => string)> = {}): string {
  const dir = path.join(tempDir("content-"), "content");
  cpSync(FIXTURE, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(dir, file);
    const before = typeof edit === "string" ? undefined : readFileSync(target, "utf8");
    const next = typeof edit === "string" ? edit : edit(before!);
    // An edit that finds nothing to change means the text it looks for has
    // moved, and the test would pass without testing anything.
    if (next === before)
      throw new Error(`contentCopy: the edit of ${file} changed nothing; the text it replaces is no longer in the content`);
    // A new file (a translation folder, say) gets its folder.
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, next);
  }
  return dir;
}

/** landing.yaml with the fixture's pictures in every slot (tests/helpers/site.ts, picturesContent). */
export function withPictures(landing: string, replaces: "none" | "chat" | "dashboard"): string {
  return landing
    .replace(
      "      city: Kochi\n      rating: 5\n",
      "      city: Kochi\n      rating: 5\n      photo:\n        src: people/asha-menon.jpg\n        alt: Priya Nair\n",
    )
    .replace(
      "      city: Delhi\n      rating: 5\n",
      "      city: Delhi\n      rating: 5\n      photo:\n        src: people/ravi-kumar.png\n        decorative: true\n",
    )
    .replace(
      "        alt: Wanderlust Tours\n",
      "        alt: Wanderlust Tours\n    - id: green-valley\n      name: Green Valley Travels\n      logo:\n        src: logos/green-valley.png\n        alt: Green Valley Travels\n    - id: palm-travels\n      name: Palm Travels\n      logo:\n        src: logos/palm-travels.svg\n        alt: Palm Travels\n",
    )
    .replace(
      "\nhowItWorks:",
      `  screenshot:\n    image:\n      src: screens/lead-dashboard.png\n      alt: The lead dashboard, with six leads scored by priority\n    caption: The lead dashboard of a travel agency\n    replaces: ${replaces}\n\nhowItWorks:`,
    );
}

/** The WhatsApp number the conversion tests and fixture use. */
export const WHATSAPP_NUMBER = "+91 98765 43210";

/**
 * site.yaml with WhatsApp click-to-chat and an analytics service both on, as
 * the guide shows an editor turning them on: the conversions fixture.
 * `analytics`: the block's lines (service first), or null for WhatsApp only.
 */
export function withConversions(site: string, analytics: string[] | null = ["service: plausible"]): string {
  const withNumber = site.replace('whatsapp: "[WhatsApp number]"', `whatsapp: "${WHATSAPP_NUMBER}"`);
  if (!analytics) return withNumber;
  return withNumber.replace(/^# analytics:$/m, ["analytics:", ...analytics.map((line) => `  ${line}`)].join("\n"));
}

/** A copy of the project's code (src/ and templates/) using this project's packages, edited by `edit`: for what is derived from the sources. */
export function projectCopy(edit?: (root: string) => void): string {
  const root = tempDir("project-copy-");
  for (const folder of ["src", "templates"]) cpSync(path.join(ROOT, folder), path.join(root, folder), { recursive: true });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"));
  edit?.(root);
  return root;
}
