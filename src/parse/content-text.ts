// Reads a content file as text, the one way every loader does: a folder, a
// missing or unreadable file, bytes that are not UTF-8 and control characters
// and direction controls become problems at their file, line and column,
// and what passes is plain
// text with LF line endings and no byte-order mark. So a file saved on Windows
// (CRLF, often with a BOM) reads exactly like the same file saved on Linux,
// and line numbers in every later message are the editor's.
import { readFileSync, statSync } from "node:fs";
import { BIDI_CONTROL, describeChar } from "./characters.ts";
import { positionAt, wholeFileProblem, type ContentProblem } from "./problem.ts";

export type TextResult = { text: string; problems: [] } | { text: undefined; problems: ContentProblem[] };

/**
 * The largest content text file the build reads: the site's real files are a
 * few kilobytes, a long legal page some tens. A file past this is refused
 * before it is read, so a broken export cannot make the build run for minutes
 * or out of memory.
 */
export const MAX_TEXT_BYTES = 1024 * 1024;

/** At most this many control characters are reported per file: a binary file would have thousands. */
const MAX_REPORTED = 5;

/**
 * C0 controls other than tab and line feed, DEL, the C1 controls, and the
 * Unicode noncharacters (U+FFFE, U+FDD0…), which HTML forbids too. A carriage
 * return is gone by the time this runs (line endings are LF).
 */
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\p{Noncharacter_Code_Point}]/gu;

const NAMES: Record<number, string> = { 0: "NUL", 8: "backspace", 11: "vertical tab", 12: "form feed", 27: "escape", 127: "DEL" };

const SAVE_AS_UTF8 = 'save the file as UTF-8: in Notepad, "Save as" then Encoding: UTF-8; in VS Code, "Save with Encoding" then UTF-8';

/** A problem with the file as a whole, at its start. */
const wholeFile = (shown: string, what: Pick<ContentProblem, "expected" | "found" | "hint">): TextResult => ({
  text: undefined,
  problems: [wholeFileProblem(shown, what)],
});

/** `shown` is how messages name the file; `what` what it should be ("the file site.yaml"). */
export function readContentText(file: string, shown: string, what = "a text file"): TextResult {
  const fail = (expected: string, found: string, hint?: string) => wholeFile(shown, { expected, found, hint });
  let bytes: Buffer;
  try {
    const stat = statSync(file);
    if (stat.isDirectory())
      return fail(what, "a folder", "content files are read one by one: move what is inside it up, or remove the folder");
    if (stat.size > MAX_TEXT_BYTES)
      return fail(
        `${what} of at most ${MAX_TEXT_BYTES / 1024 / 1024} MB`,
        `a file of ${(stat.size / 1024 / 1024).toFixed(1)} MB`,
        "a content file this large is almost always an export or a script gone wrong: check what wrote it, and split a long legal page into several",
      );
    bytes = readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return fail(what, "no such file");
    return fail(what, `a file the build cannot read (${code ?? (error as Error).message})`);
  }
  return decodeContent(bytes, shown);
}

/** The checks of readContentText on bytes already read. */
export function decodeContent(bytes: Uint8Array, shown: string): TextResult {
  // Notepad's "Unicode" is UTF-16: a byte-order mark, or a zero byte beside every Latin letter.
  if (looksUtf16(bytes))
    return wholeFile(shown, {
      expected: "text saved as UTF-8",
      found: 'text saved as UTF-16 (which Notepad calls "Unicode")',
      hint: SAVE_AS_UTF8,
    });
  const bad = firstInvalidUtf8(bytes);
  if (bad !== undefined) {
    const before = Buffer.from(bytes.subarray(0, bad)).toString("utf8");
    const { line } = positionAt(before, before.length);
    const lineStart = before.lastIndexOf("\n") + 1;
    const lineEnd = indexOfByte(bytes, 0x0a, bad);
    const hex = Array.from(bytes.subarray(bad, Math.min(bad + 3, lineEnd)), (b) => b.toString(16).toUpperCase().padStart(2, "0")).join(" ");
    return {
      text: undefined,
      problems: [
        {
          file: shown,
          line,
          column: before.length - lineStart + 1,
          path: "",
          expected: "text saved as UTF-8",
          found: `bytes that are not UTF-8 (${hex}), as an editor writes them in another encoding such as Windows-1252`,
          hint: SAVE_AS_UTF8,
          source: Buffer.from(bytes.subarray(Buffer.byteLength(before.slice(0, lineStart)), lineEnd))
            .toString("utf8")
            .replace(/\r$/, ""),
        },
      ],
    };
  }
  const text = Buffer.from(bytes)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n");
  const problems: ContentProblem[] = [];
  const lines = text.split("\n");
  for (let n = 0; n < lines.length && problems.length < MAX_REPORTED; n++) {
    for (const match of lines[n]!.matchAll(CONTROL)) {
      if (problems.length === MAX_REPORTED) break;
      const code = match[0].codePointAt(0)!;
      const name = `U+${code.toString(16).toUpperCase().padStart(4, "0")}${NAMES[code] ? ` (${NAMES[code]})` : ""}`;
      problems.push({
        file: shown,
        line: n + 1,
        column: match.index + 1,
        path: "",
        expected:
          code > 0x9f
            ? "text without noncharacters (code points Unicode keeps out of text)"
            : "text without control characters (tabs and line breaks are fine)",
        found: code > 0x9f ? `the noncharacter ${name}, which is not text` : `the control character ${name}, invisible in most editors`,
        hint: "delete it: it often comes with text pasted from a PDF or a word processor",
        source: lines[n]!,
      });
    }
  }
  // Direction controls make text shown in another order than it is written: a name that reads reversed, a link that hides its end.
  for (let n = 0; n < lines.length && problems.length < MAX_REPORTED; n++) {
    if (!/[\u202A-\u202E\u2066-\u2069]/.test(lines[n]!)) continue;
    for (const match of lines[n]!.matchAll(BIDI_CONTROL)) {
      if (problems.length === MAX_REPORTED) break;
      problems.push({
        file: shown,
        line: n + 1,
        column: match.index + 1,
        path: "",
        expected: "text without direction controls: they show the text after them in another order than it is written",
        found: `the direction control ${describeChar(match[0])}, invisible in most editors`,
        hint: "delete it: a name or a link in any script shows the right way without one",
        source: lines[n]!,
      });
    }
  }
  return problems.length ? { text: undefined, problems } : { text, problems: [] };
}

/**
 * A UTF-16 byte-order mark; or, in the first 200 bytes, Latin text with a zero
 * byte beside each letter (UTF-16 without a mark), unlike a binary file's zeros.
 */
function looksUtf16(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  const head = bytes.subarray(0, 200 - (Math.min(bytes.length, 200) % 2));
  if (head.length < 4) return false;
  const ascii = (b: number) => b === 0x09 || b === 0x0a || b === 0x0d || (b >= 0x20 && b < 0x7f);
  const pairs = head.length / 2;
  for (const zeroAt of [0, 1]) {
    let latin = 0;
    for (let i = 0; i < head.length; i += 2) if (head[i + zeroAt] === 0 && ascii(head[i + 1 - zeroAt]!)) latin++;
    if (latin >= pairs * 0.8) return true;
  }
  return false;
}

function indexOfByte(bytes: Uint8Array, byte: number, from: number): number {
  const at = bytes.indexOf(byte, from);
  return at === -1 ? bytes.length : at;
}

/** The offset of the first byte that does not start or continue a valid UTF-8 sequence, or undefined. */
function firstInvalidUtf8(bytes: Uint8Array): number | undefined {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    // Lead byte: the sequence length, and the range its first continuation byte
    // must fall in (which rules out overlong forms, surrogates and > U+10FFFF).
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) length = 2;
    else if (b >= 0xe0 && b <= 0xef) {
      length = 3;
      if (b === 0xe0) low = 0xa0;
      if (b === 0xed) high = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      length = 4;
      if (b === 0xf0) low = 0x90;
      if (b === 0xf4) high = 0x8f;
    } else return i;
    for (let k = 1; k < length; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < (k === 1 ? low : 0x80) || c > (k === 1 ? high : 0xbf)) return i;
    }
    i += length;
  }
  return undefined;
}

/** Whether a path is a folder (a missing or unreadable one is not). */
export function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}
