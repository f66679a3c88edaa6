// src/outputs/cache.ts: a content-addressed cache for slow outputs: made once,
// read back after; text kept for the model's loaders is read back as written;
// a cache without a folder keeps nothing; a remembered check
// runs once per key, and again after it failed.
import { rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cacheKey, OutputCache } from "../../../src/outputs/cache.ts";
import { tempDir } from "../../shared/temp.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("a cache key", () => {
  it("changes with any part, and with where the parts divide", () => {
    expect(cacheKey("brotli-5", bytes("x"))).toBe(cacheKey("brotli-5", "x"));
    expect(cacheKey("a", "bc")).not.toBe(cacheKey("ab", "c"));
    expect(cacheKey("a")).not.toBe(cacheKey("b"));
  });
});

describe("the cache", () => {
  it("makes an output once and reads it back from then on, in another cache of the same folder too", async () => {
    const dir = tempDir("cache-");
    let made = 0;
    const make = () => (made++, bytes("copy"));
    expect(await new OutputCache(dir).cached("k1", make)).toEqual(bytes("copy"));
    expect(Buffer.from(await new OutputCache(dir).cached("k1", make)).toString()).toBe("copy");
    expect(made).toBe(1);
  });

  it("keeps text by key for the model's loaders, read back by another cache of the same folder", () => {
    const dir = tempDir("cache-");
    expect(new OutputCache(dir).read("k2")).toBeUndefined();
    new OutputCache(dir).write("k2", '{"html":"<p>नमस्ते</p>"}');
    expect(new OutputCache(dir).read("k2")).toBe('{"html":"<p>नमस्ते</p>"}');
    // Emptied mid-build: the folders it made are made again.
    const cache = new OutputCache(dir);
    cache.write("k3", "a");
    rmSync(dir, { recursive: true });
    cache.write("k3", "b");
    expect(new OutputCache(dir).read("k3")).toBe("b");
    const none = new OutputCache(undefined);
    none.write("k2", "x");
    expect(none.read("k2")).toBeUndefined();
  });

  it("keeps nothing without a folder", async () => {
    let made = 0;
    const cache = new OutputCache(undefined);
    for (let i = 0; i < 2; i++) await cache.cached("k", () => (made++, bytes("x")));
    expect(made).toBe(2);
  });

  it("remembers a check once it passed, and runs it again after it failed", async () => {
    const cache = new OutputCache(tempDir("cache-"));
    let runs = 0;
    const check = (passes: boolean) => () => (runs++, passes ? Promise.resolve() : Promise.reject(new Error("no")));
    await expect(cache.remember(["check", "v1"], check(false))).rejects.toThrow("no");
    await cache.remember(["check", "v1"], check(true));
    await cache.remember(["check", "v1"], check(true));
    expect(runs).toBe(2);
  });
});
