// src/outputs/sfnt.ts: a WOFF 1.0 font unwrapped into the OpenType file
// resvg reads: the same tables, inflated, behind a table directory whose
// search fields OpenType defines.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { woffToSfnt } from "../../../src/outputs/sfnt.ts";
import { ROOT } from "../../shared/content.ts";

const woff = readFileSync(path.join(ROOT, "node_modules/@fontsource/inter/files/inter-latin-400-normal.woff"));
const sfnt = woffToSfnt(woff);

/** The table directory: each table's tag, offset and length. */
const tables = (font: Buffer) =>
  Array.from({ length: font.readUInt16BE(4) }, (_, i) => ({
    tag: font.toString("latin1", 12 + i * 16, 16 + i * 16),
    offset: font.readUInt32BE(12 + i * 16 + 8),
    length: font.readUInt32BE(12 + i * 16 + 12),
  }));

describe("woffToSfnt", () => {
  it("keeps the font's flavour and its number of tables, with OpenType's search fields", () => {
    const count = woff.readUInt16BE(12);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(count);
    const power = 2 ** Math.floor(Math.log2(count));
    expect([sfnt.readUInt16BE(6), sfnt.readUInt16BE(8), sfnt.readUInt16BE(10)]).toEqual([
      power * 16,
      Math.log2(power),
      (count - power) * 16,
    ]);
  });

  it("lays each table out whole, at a 4-byte boundary, at its original length", () => {
    const laid = tables(sfnt);
    expect(laid.map((table) => table.tag)).toEqual(expect.arrayContaining(["head", "cmap", "glyf"]));
    laid.forEach((table, i) => {
      expect(table.offset % 4, table.tag).toBe(0);
      expect(table.offset + table.length, table.tag).toBeLessThanOrEqual(sfnt.length);
      // WOFF's directory entry: tag, offset, compLength, origLength, origChecksum.
      expect(table.length, table.tag).toBe(woff.readUInt32BE(44 + i * 20 + 12));
    });
  });

  it("inflates the tables: the head table holds OpenType's magic number", () => {
    const head = tables(sfnt).find((table) => table.tag === "head")!;
    expect(sfnt.readUInt32BE(head.offset + 12)).toBe(0x5f0f3cf5);
  });

  it("refuses a file that is not WOFF 1.0", () => {
    expect(() => woffToSfnt(sfnt)).toThrow("not a WOFF 1.0 font");
  });
});
