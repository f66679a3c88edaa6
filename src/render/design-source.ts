// What the design measurements were taken from: hashes of the templates'
// markup and styles (templates/**/*.tsx and *.css), the parts that decide
// where the landing page's words fall, one for the page around the sections
// and one per section's folder (templates/sections/<name>/).
// tests/shared/stored-measures.ts stores them beside the measures
// (templates/design-limits.json); the build compares them with today's
// templates, so a changed section, stylesheet or line height is never judged
// by measures of the page before it, and a section the measures have never
// seen is named. A new section's folder changes no hash but its own. Line
// endings are read as LF, so a checkout on Windows hashes as one on Linux.
// The stored measures are neither markup nor style, so writing them changes
// no hash.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface DesignSource {
  /** Everything but the sections' folders. */
  page: string;
  /** Each section's folder, by its name. */
  sections: Record<string, string>;
}

const SECTION_FILE = /^sections\/([^/]+)\/./;

export function designSource(templatesDir: string): DesignSource {
  const files = readdirSync(templatesDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(tsx|css)$/.test(file))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
  const hashes = new Map<string, ReturnType<typeof createHash>>();
  for (const file of files) {
    const part = SECTION_FILE.exec(file)?.[1] ?? "";
    if (!hashes.has(part)) hashes.set(part, createHash("sha256"));
    hashes.get(part)!.update(`${file}\0${readFileSync(path.join(templatesDir, file), "utf8").replace(/\r\n/g, "\n")}\0`);
  }
  const digest = (part: string) => hashes.get(part)?.digest("hex").slice(0, 16) ?? "";
  const sections = [...hashes.keys()].filter((part) => part !== "").sort();
  return { page: digest(""), sections: Object.fromEntries(sections.map((name) => [name, digest(name)])) };
}

/**
 * What today's templates (`now`) differ in from those the measures were taken
 * from (`then`), for a page showing `shown` sections: "the page's templates",
 * and each shown section changed since or never measured, by name. Empty
 * when the measures hold.
 */
export function outOfDate(then: DesignSource, now: DesignSource, shown: readonly string[]): string[] {
  return [
    ...(then.page === now.page ? [] : ["the page's templates"]),
    ...shown.filter((name) => then.sections[name] !== now.sections[name]).map((name) => `the ${name} section`),
  ];
}
