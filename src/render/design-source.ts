// What the design measurements were taken from: a hash of the templates'
// markup and styles (templates/**/*.tsx and *.css), the parts that decide
// where the landing page's words fall. scripts/measure-design.ts stores it
// beside the measures (src/checks/design-limits.json); the build compares it
// with today's templates, so a changed section, stylesheet or line height
// is never judged by measures of the page before it. Line endings are read
// as LF, so a checkout on Windows hashes as one on Linux.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export function designSource(templatesDir: string): string {
  const hash = createHash("sha256");
  const files = readdirSync(templatesDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(tsx|css)$/.test(file))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
  for (const file of files) hash.update(`${file}\0${readFileSync(path.join(templatesDir, file), "utf8").replace(/\r\n/g, "\n")}\0`);
  return hash.digest("hex").slice(0, 16);
}
