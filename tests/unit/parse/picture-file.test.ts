// src/parse/picture-file.ts: one picture file, read by its bytes: its facts,
// or why it cannot be used, in the words a problem at its field says it.
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { describeUnusable, readPicture, type PictureRead } from "../../../src/parse/picture-file.ts";
import { tempDir } from "../../shared/temp.ts";

const LIMITS = { bytes: 1024 * 1024, pixels: 1_000_000 };
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();

/** A folder of pictures holding `files`, and what reading `src` from it gives. */
async function read(files: Record<string, string | Buffer>, src: string, limits = LIMITS): Promise<{ dir: string; result: PictureRead }> {
  const dir = path.join(tempDir("picture-file-"), "images");
  mkdirSync(dir, { recursive: true });
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, name), bytes);
  return { dir, result: await readPicture(src, dir, limits) };
}

describe("readPicture", () => {
  it("gives a photo's kind, size and hash, and an SVG's size from its viewBox", async () => {
    const photo = await read({ "team.png": await png(30, 20) }, "team.png");
    expect(photo.result).toMatchObject({ ok: true, info: { src: "team.png", format: "png", width: 30, height: 20 } });
    expect(photo.result.ok && photo.result.info.hash).toMatch(/^[0-9a-f]{64}$/);
    const logo = await read(
      { "logo.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40"/></svg>' },
      "logo.svg",
    );
    expect(logo.result).toMatchObject({ ok: true, info: { format: "svg", width: 120, height: 40 } });
  });

  it("says what is wrong with a file it cannot use", async () => {
    expect((await read({}, "none.png")).result).toEqual({ ok: false, kind: "missing" });
    expect((await read({ "shot.jpg": await png(10, 10) }, "shot.jpg")).result).toEqual({ ok: false, kind: "ext", format: "png" });
    expect((await read({ "big.png": await png(1200, 1000) }, "big.png")).result).toEqual({
      ok: false,
      kind: "pixels",
      width: 1200,
      height: 1000,
    });
    expect((await read({ "a.png": Buffer.alloc(64) }, "a.png", { ...LIMITS, bytes: 10 })).result).toEqual({
      ok: false,
      kind: "big",
      bytes: 64,
    });
    const unsafe = await read(
      { "x.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><script>alert(1)</script></svg>' },
      "x.svg",
    );
    expect(unsafe.result).toMatchObject({ ok: false, kind: "unsafe" });
    expect((await read({ "n.svg": '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>' }, "n.svg")).result).toEqual({
      ok: false,
      kind: "nosize",
    });
    // A copy cut short: its header whole, its pixels not.
    const noise = Buffer.from(Array.from({ length: 200 * 200 * 3 }, (_, i) => (i * 7919) % 251));
    const whole = await sharp(noise, { raw: { width: 200, height: 200, channels: 3 } })
      .png()
      .toBuffer();
    const cut = await read({ "cut.png": whole.subarray(0, whole.length / 2) }, "cut.png");
    expect(cut.result).toMatchObject({ ok: false, kind: "damaged" });
  });

  it("follows no link out of its folder", async () => {
    const outside = path.join(tempDir("picture-outside-"), "secret.png");
    writeFileSync(outside, await png(10, 10));
    const dir = path.join(tempDir("picture-file-"), "images");
    mkdirSync(dir);
    symlinkSync(outside, path.join(dir, "link.png"));
    expect(await readPicture("link.png", dir, LIMITS)).toMatchObject({ ok: false, kind: "symlink" });
  });
});

describe("describeUnusable", () => {
  it("suggests the picture a missing name was probably meant to be", async () => {
    const { dir } = await read({ "sunset.png": await png(10, 10) }, "sunset.png");
    expect(describeUnusable({ kind: "missing" }, "sunst.png", dir, LIMITS)).toEqual({
      expected: "a picture at content/images/sunst.png",
      found: "no such file",
      hint: "did you mean sunset.png?",
    });
  });

  it("names the limits it was given", () => {
    expect(describeUnusable({ kind: "big", bytes: 3 * 1024 * 1024 }, "a.png", "/nowhere", LIMITS)).toMatchObject({
      expected: "a source of at most 1.0 MB",
      found: "3.0 MB",
    });
    expect(describeUnusable({ kind: "pixels", width: 2000, height: 1000 }, "a.png", "/nowhere", LIMITS)).toMatchObject({
      expected: "a source of at most 1 megapixels",
      found: "2000 × 1000 pixels",
    });
  });
});
