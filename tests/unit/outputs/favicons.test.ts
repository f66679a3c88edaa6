// src/outputs/favicons.ts: the PNG icons are drawn once per favicon and resvg
// version, then read back from the build's output cache; another favicon is
// drawn afresh.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../../../src/model/site-model.ts";
import type { Site } from "../../../src/model/schema/site.ts";
import { OutputCache } from "../../../src/outputs/cache.ts";
import { iconSet } from "../../../src/outputs/favicons.ts";
import { FIXTURE } from "../../helpers/site.ts";
import { tempDir } from "../../shared/temp.ts";

const TEMPLATES = path.resolve(import.meta.dirname, "../../../templates");
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

let site: Site;
beforeAll(async () => {
  site = (await loadContent(FIXTURE)).site;
});

/** Every entry the cache holds, by path. */
const entries = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));

const pngs = (files: { file: string; contents: string | Uint8Array }[]) =>
  files.filter((f) => f.file.endsWith(".png")).map((f) => Buffer.from(f.contents));

describe("the favicon set", () => {
  it("keeps its four PNGs in the cache and reads them back instead of drawing them", async () => {
    const dir = tempDir("favicon-cache-");
    const first = await iconSet(site, TEMPLATES, new OutputCache(dir));
    const drawn = pngs(first.files);
    expect(drawn).toHaveLength(4);
    for (const png of drawn) expect([...png.subarray(0, 4)]).toEqual(PNG_SIGNATURE);
    const cached = entries(dir);
    expect(cached).toHaveLength(4);

    // Marked entries come back as they are: the second set was read, not drawn.
    for (const [i, file] of cached.entries()) writeFileSync(file, `marked ${i}`);
    const second = await iconSet(site, TEMPLATES, new OutputCache(dir));
    expect(pngs(second.files).map(String).sort()).toEqual(cached.map((_, i) => `marked ${i}`).sort());
  });

  it("draws another favicon afresh, whatever the cache holds", async () => {
    const dir = tempDir("favicon-cache-");
    await iconSet(site, TEMPLATES, new OutputCache(dir));
    for (const file of entries(dir)) writeFileSync(file, "stale");

    const templates = tempDir("favicon-templates-");
    const svg = readFileSync(path.join(TEMPLATES, "favicon.svg"), "utf8");
    writeFileSync(path.join(templates, "favicon.svg"), svg.replace(/<\/svg>\s*$/, '<circle cx="1" cy="1" r="1"/></svg>\n'));
    const other = pngs((await iconSet(site, templates, new OutputCache(dir))).files);
    expect(other).toHaveLength(4);
    for (const png of other) expect([...png.subarray(0, 4)]).toEqual(PNG_SIGNATURE);
    expect(entries(dir)).toHaveLength(8);
  });

  it("draws every time without a cache folder, the same PNGs", async () => {
    const dir = tempDir("favicon-cache-");
    const cached = pngs((await iconSet(site, TEMPLATES, new OutputCache(dir))).files);
    const uncached = pngs((await iconSet(site, TEMPLATES, new OutputCache(undefined))).files);
    expect(uncached).toEqual(cached);
  });
});
