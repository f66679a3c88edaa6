// Turns whatever stopped a dev rebuild into text for the terminal and the
// browser overlay. Content mistakes are formatted by formatProblems (in the
// worker, see worker.ts); this module handles code: errors esbuild reports
// with a location (a .tsx syntax error, an unresolved CSS import) get the
// offending line with a caret, like content problems; other errors show their
// message and the project's stack frames.
import { readFileSync } from "node:fs";
import path from "node:path";

export interface Failure {
  kind: "content" | "code";
  /** One line for the log and the overlay's title. */
  summary: string;
  /** The details, plain text (the overlay escapes it). */
  text: string;
  /** The details with terminal colours, when the terminal has them. */
  terminal: string;
}

const rel = (file: string) => path.relative(process.cwd(), path.resolve(file)).split(path.sep).join("/") || file;

interface Located {
  file: string;
  line: number;
  column: number;
  message: string;
  source?: string;
}

// esbuild's errors, whether thrown by its build API (compiling the CSS: a list
// with locations) or through tsx (a TypeScript syntax error: only a message
// such as "Transform failed with 1 error:\n/abs/file.tsx:3:12: ERROR: message").
// esbuild counts columns from 0; content problems, and editors, from 1.
const ESBUILD_LINE = /^([^\s:][^\n:]*):(\d+):(\d+): ERROR: (.+)$/gm;

function locate(err: Error): Located[] {
  const listed = (
    err as { errors?: { text: string; location?: { file: string; line: number; column: number; lineText: string } | null }[] }
  ).errors;
  if (Array.isArray(listed) && listed.some((e) => e.location)) {
    return listed.flatMap((e) =>
      e.location
        ? [{ file: e.location.file, line: e.location.line, column: e.location.column + 1, message: e.text, source: e.location.lineText }]
        : [],
    );
  }
  return [...err.message.matchAll(ESBUILD_LINE)].map(([, file, line, column, message]) => ({
    file: file!,
    line: Number(line),
    column: Number(column) + 1,
    message: message!,
  }));
}

export function codeFailure(error: unknown, color = false): Failure {
  const paint = (code: string, s: string) => (color ? `\x1b[${code}m${s}\x1b[0m` : s);
  const err = error instanceof Error ? error : new Error(String(error));
  const located = locate(err);
  if (located.length) {
    const blocks = located.map(({ file, line, column, message, source = sourceLine(file, line) }) => {
      const out = [`${paint("1", `${rel(file)}:${line}:${column}`)}`, `  ${message}`];
      if (source !== undefined) {
        out.push(`  ${paint("2", `${line} |`)} ${source}`);
        out.push(`  ${" ".repeat(String(line).length)} ${paint("2", "|")} ${" ".repeat(Math.max(0, column - 1))}${paint("31", "^")}`);
      }
      return out.join("\n");
    });
    const [one] = located;
    const files = [...new Set(located.map((l) => rel(l.file)))];
    const summary =
      located.length === 1
        ? `✖ ${rel(one!.file)}:${one!.line}:${one!.column}  ${one!.message}`
        : `✖ ${located.length} errors in ${files.slice(0, 3).join(", ")}${files.length > 3 ? ", …" : ""}`;
    return { kind: "code", summary, text: strip(blocks.join("\n\n")), terminal: blocks.join("\n\n") };
  }
  // Keep the frames in project files: node_modules and Node internals only add noise.
  const frames = (err.stack ?? "")
    .split("\n")
    .filter((l) => /^\s+at /.test(l) && !/node_modules|node:internal|\(node:/.test(l))
    .slice(0, 8)
    .map((l) => l.replace(/file:\/\//, "").replace(process.cwd() + path.sep, ""));
  const text = [`${err.name}: ${err.message}`, ...frames].join("\n");
  return { kind: "code", summary: `✖ ${err.name}: ${err.message.split("\n")[0]}`, text, terminal: text };
}

function sourceLine(file: string, line: number): string | undefined {
  try {
    return readFileSync(path.resolve(file), "utf8").split(/\r?\n/)[line - 1];
  } catch {
    return undefined;
  }
}

const strip = (s: string) => s.replace(/\x1b\[\d+m/g, "");
