// Valid HTML: the Nu HTML Checker (vnu-jar, on the machine's Java) over every
// .html file in dist/ (or the folder given), in one Java run since the JVM is
// slow to start. Prints each error as file:line:col message with the source
// extract, lists the warnings, and passes only with zero errors. Files copied
// from content/static/ are skipped: they are published as an editor gave
// them (a search engine's verification "HTML" file is one line of text).
//   node scripts/run.mjs scripts/check-html.ts [dir] [--content=content] [--name=html]
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { shownFrom } from "../src/parse/problem.ts";
import { readStaticFolder } from "../src/outputs/static-files.ts";
import { readCommandLine } from "./command-line.ts";

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

const root = path.resolve(import.meta.dirname, "..");
// --name: the check's name in npm test's summary (fixture-html for the frozen content's build).
const { values, positionals } = readCommandLine(
  { options: { content: { type: "string" }, name: { type: "string", default: "html" } }, allowPositionals: true },
  "usage: npm run test:html -- [<site folder>] [--content=<folder>] [--name=<check name>]",
);
const name = values.name;
const dir = path.resolve(positionals[0] ?? path.join(root, "dist"));
const contentDir = path.resolve(values.content ?? path.join(root, "content"));
const jar = path.join(root, "node_modules/vnu-jar/build/dist/vnu.jar");
const fromStatic = new Set(readStaticFolder(contentDir, shownFrom(root)).files.map((f) => f.file));
const all = readdirSync(dir, { recursive: true, encoding: "utf8" })
  .map((file) => file.split(path.sep).join("/"))
  .filter((file) => file.endsWith(".html"));
const skipped = all.filter((file) => fromStatic.has(file));
const files = all
  .filter((file) => !fromStatic.has(file))
  .sort()
  .map((file) => path.join(dir, file));

if (!files.length) {
  console.log(`FAIL ${name}: no .html files in ${dir}`);
  process.exit(1);
}

const run = spawnSync("java", ["-jar", jar, "--format", "json", "--stdout", "--exit-zero-always", "--skip-info-messages", ...files], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error || run.status !== 0) {
  console.error(run.error?.message ?? run.stderr);
  console.log(`FAIL ${name}: the checker did not run (java -jar ${path.relative(root, jar)})`);
  process.exit(1);
}
const messages = (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;

const where = (m: VnuMessage) =>
  `${m.url ? path.relative(path.dirname(dir), fileURLToPath(m.url)) : "?"}:${m.lastLine ?? "?"}:${m.firstColumn ?? m.lastColumn ?? "?"}`;
const extract = (m: VnuMessage) => (m.extract ? `\n      ${m.extract.replace(/\s+/g, " ").trim().slice(0, 160)}` : "");
const errors = messages.filter((m) => m.type !== "info");
const warnings = messages.filter((m) => m.type === "info");

for (const m of errors) console.log(`  error ${where(m)} ${m.message}${extract(m)}`);
for (const m of warnings) console.log(`  warning ${where(m)} ${m.message}${extract(m)}`);
const ok = errors.length === 0;
console.log(
  `${ok ? "PASS" : "FAIL"} ${name}: ${files.length} files, ${errors.length} errors, ${warnings.length} warnings${skipped.length ? ` (${skipped.length} from content/static/ not checked: ${skipped.join(", ")})` : ""}`,
);
process.exit(ok ? 0 : 1);
