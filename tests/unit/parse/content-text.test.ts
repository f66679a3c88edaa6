// src/parse/content-text.ts: a content file read as text the one way every
// loader does: CRLF and a byte-order mark gone, and UTF-16, bytes that are not
// UTF-8, control characters and direction controls problems at their line
// and column.
import { mkdirSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeContent, readContentText } from "../../../src/parse/content-text.ts";
import { tempDir } from "../../shared/temp.ts";

const decode = (bytes: number[] | string) =>
  decodeContent(typeof bytes === "string" ? Buffer.from(bytes) : Uint8Array.from(bytes), "content/site.yaml");

describe("a content file's text", () => {
  it("reads the same saved on Windows (CRLF, a byte-order mark) as on Linux", () => {
    expect(decode("\uFEFFa: 1\r\nb: 2\r\n")).toEqual({ text: "a: 1\nb: 2\n", problems: [] });
    expect(decode("a\rb")).toEqual({ text: "a\nb", problems: [] });
  });

  it("is any text of letters, tabs and line breaks, as written", () => {
    const plain = fc
      .array(fc.constantFrom("a", "Z", " ", "\t", "\n", "न", "ि", "क्ष", "₹", "—", "\u00A0", "😀"))
      .map((parts) => parts.join(""));
    fc.assert(fc.property(plain, (text) => decode(text).text === text));
  });

  it("saved as UTF-16 is a problem for the whole file, saying how to save it as UTF-8", () => {
    const { problems } = decode([0xff, 0xfe, 0x61, 0x00, 0x3a, 0x00]);
    expect(problems).toMatchObject([{ line: 1, column: 1, found: 'text saved as UTF-16 (which Notepad calls "Unicode")' }]);
  });

  it("with bytes that are not UTF-8 is a problem at them, showing them and their line", () => {
    const { problems } = decode([...Buffer.from("a: 1\nname: Caf"), 0xe9, ...Buffer.from(" Noir\nc: 3\n")]);
    expect(problems).toMatchObject([
      {
        line: 2,
        column: 10,
        found: "bytes that are not UTF-8 (E9 20 4E), as an editor writes them in another encoding such as Windows-1252",
        source: "name: Caf\uFFFD Noir",
      },
    ]);
  });

  it("with control characters or direction controls is a problem at each, at most five", () => {
    expect(decode("a: x\u0008y\nb: \u202Eevil").problems.map((p) => `${p.line}:${p.column} ${p.found}`)).toEqual([
      "1:5 the control character U+0008 (backspace), invisible in most editors",
      "2:4 the direction control U+202E RIGHT-TO-LEFT OVERRIDE, invisible in most editors",
    ]);
    expect(decode("\u0000".repeat(100)).problems).toHaveLength(5);
  });
});

describe("reading a file", () => {
  it("is a problem, not an exception, for a folder or a missing file", () => {
    const dir = tempDir("text-");
    mkdirSync(path.join(dir, "site.yaml"));
    expect(readContentText(path.join(dir, "site.yaml"), "content/site.yaml", "the file site.yaml").problems).toMatchObject([
      { file: "content/site.yaml", expected: "the file site.yaml", found: "a folder" },
    ]);
    expect(readContentText(path.join(dir, "none.yaml"), "content/none.yaml").problems).toMatchObject([{ found: "no such file" }]);
  });
});
