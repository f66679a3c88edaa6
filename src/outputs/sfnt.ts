// A WOFF 1.0 font (what the @fontsource packages ship) as the OpenType file
// it wraps: each table inflated and laid out behind a table directory again.
// resvg reads fonts from files of that kind only, and the link-preview card
// hands it the very fonts satori uses; satori too parses it sooner than the
// WOFF, whose tables it would inflate in JavaScript. WOFF is a zlib stream per
// table (the W3C's WOFF 1.0, section 5), so Node's zlib does the work.
import { inflateSync } from "node:zlib";

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const [offset, compressed, length] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  // The directory's binary-search fields, as OpenType defines them.
  const power = 2 ** Math.floor(Math.log2(count));
  const padded = (n: number) => (n + 3) & ~3;
  const out = Buffer.alloc(12 + 16 * count + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  let at = 12 + 16 * count;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    out.writeUInt32BE(table.tag, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(at, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, at);
    at += padded(table.data.length);
  });
  return out;
}
