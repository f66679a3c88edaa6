// src/outputs/compress.ts: .br and .gz copies of the text files, both or
// neither (when either would not be smaller), that decompress to the file.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { OutputCache } from "../../../src/outputs/cache.ts";
import { compressedCopies, hasCopies } from "../../../src/outputs/compress.ts";

const NO_CACHE = new OutputCache(undefined);
const PAGE = `<!doctype html><html><body>${"<p>Answers every travel inquiry in about 30 seconds.</p>".repeat(200)}</body></html>`;

describe("the compressed copies", () => {
  it("are made for text files only", () => {
    for (const file of ["index.html", "a.css", "b.js", "c.json", "site.webmanifest", "sitemap.xml", "robots.txt", "i.svg"])
      expect(hasCopies(file), file).toBe(true);
    for (const file of ["a.png", "b.webp", "c.pdf", "html"]) expect(hasCopies(file), file).toBe(false);
  });

  it("are a .br and a .gz beside the file, each decompressing to it", async () => {
    const copies = await compressedCopies({ file: "hi.html", contents: PAGE }, NO_CACHE);
    expect(copies.map((c) => c.file)).toEqual(["hi.html.br", "hi.html.gz"]);
    expect(brotliDecompressSync(copies[0]!.contents).toString()).toBe(PAGE);
    expect(gunzipSync(copies[1]!.contents).toString()).toBe(PAGE);
  });

  it("are the same bytes build after build", async () => {
    const file = { file: "a.css", contents: PAGE };
    expect(await compressedCopies(file, NO_CACHE)).toEqual(await compressedCopies(file, NO_CACHE));
  });

  it("are neither when they would not be smaller, nor for a picture", async () => {
    expect(await compressedCopies({ file: "a.txt", contents: "x" }, NO_CACHE)).toEqual([]);
    expect(await compressedCopies({ file: "a.png", contents: PAGE }, NO_CACHE)).toEqual([]);
  });
});
