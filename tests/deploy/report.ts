// test-results/deploy-servers.md, written by more than one test file of the
// deploy check: each replaces its own section, whatever order they run in.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const FILE = path.resolve(import.meta.dirname, "../../test-results/deploy-servers.md");

/** Puts `markdown` in the report as the section `name`, in place of this section's last text. */
export function writeSection(name: string, markdown: string): void {
  const start = `<!-- ${name} -->\n`;
  const end = `<!-- end of ${name} -->\n`;
  const old = existsSync(FILE) ? readFileSync(FILE, "utf8") : "";
  const from = old.indexOf(start);
  const to = old.indexOf(end);
  const rest = from >= 0 && to > from ? old.slice(0, from) + old.slice(to + end.length) : old;
  mkdirSync(path.dirname(FILE), { recursive: true });
  writeFileSync(FILE, `${rest}${start}${markdown.trimEnd()}\n${end}`);
}
