// A failed build never touches dist/ or the server configs beside it
// (dist-server/): every stage that can fail (rendering, each output, the
// server configs, the link check, compression, writing a file, each rename of
// the swap itself) is made to throw in turn, and both must be byte for byte
// what the last good build wrote, with nothing left beside them. The build also replaces only
// a dist/ it made, and says so in one line when it is something else.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { build, publish } from "../src/pipeline/site-build.ts";
import { BUILD, contentCopy, FIXTURE, ROOT, tempDir } from "./helpers/site.ts";

/** Every file under a folder with the hash of its bytes. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = createHash("sha256").update(readFileSync(file)).digest("hex");
  }
  return out;
}

let parent: string;
let out: string;
let serverOut: string;
let before: { site: Record<string, string>; servers: Record<string, string> };
const both = () => ({ site: snapshot(out), servers: snapshot(serverOut) });
beforeAll(async () => {
  parent = tempDir("publish-");
  out = path.join(parent, "dist");
  serverOut = path.join(parent, "dist-server");
  await build({ root: ROOT, contentDir: FIXTURE, outDir: out, serverOutDir: serverOut });
  before = both();
}, 60_000);
afterEach(() => {
  vi.resetModules();
  vi.doUnmock("../src/render/render.tsx");
});

type Fault = [stage: string, module: string, patch: (real: Record<string, unknown>) => Record<string, unknown>];
const fail = (what: string) => () => {
  throw new Error(`injected: ${what} failed`);
};
const failAsync = (what: string) => () => Promise.reject(new Error(`injected: ${what} failed`));
let calls = 0;
const FAULTS: Fault[] = [
  [
    // The second page drawn: a landing page, which is drawn in every build (a legal page may be read from the cache).
    "rendering a page (the second)",
    "../src/render/render.tsx",
    (real) => ({
      ...real,
      drawRoute: (...args: unknown[]) => (++calls === 2 ? fail("rendering")() : (real.drawRoute as (...a: unknown[]) => string)(...args)),
    }),
  ],
  ["the icons", "../src/outputs/favicons.ts", (real) => ({ ...real, iconSet: fail("icons") })],
  ["the preview images", "../src/outputs/social-images.ts", (real) => ({ ...real, socialImages: failAsync("preview images") })],
  ["the pictures", "../src/outputs/picture-files.ts", (real) => ({ ...real, pictureFiles: failAsync("pictures") })],
  ["the sitemap and robots.txt", "../src/outputs/seo.ts", (real) => ({ ...real, seoFiles: fail("sitemap") })],
  ["the static files", "../src/outputs/static-files.ts", (real) => ({ ...real, readStaticFolder: fail("static files") })],
  ["the headers file", "../src/outputs/headers.ts", (real) => ({ ...real, headersFile: fail("headers") })],
  [
    "the Caddy config (written after the nginx one)",
    "../src/outputs/caddy-config.ts",
    (real) => ({ ...real, caddyFiles: fail("Caddy config") }),
  ],
  ["the link check", "../src/pipeline/link-check.ts", (real) => ({ ...real, checkLinks: fail("link check") })],
  [
    "compression (a late copy)",
    "../src/outputs/compress.ts",
    (real) => ({
      ...real,
      compressedCopies: (...args: unknown[]) =>
        ++calls === 8 ? failAsync("compression")() : (real.compressedCopies as (...a: unknown[]) => Promise<unknown>)(...args),
    }),
  ],
  [
    "writing a file (disk full)",
    "node:fs",
    (real) => ({
      ...real,
      // No room for a link to the build before's file either: each file is written, and the twentieth fails.
      linkSync: (...args: unknown[]) =>
        String(args[1]).includes("-next-")
          ? fail("ENOSPC: no space left on device, link")()
          : (real.linkSync as (...a: unknown[]) => void)(...args),
      writeFileSync: (...args: unknown[]) =>
        String(args[0]).includes("-next-") && ++calls === 20
          ? fail("ENOSPC: no space left on device, write")()
          : (real.writeFileSync as (...a: unknown[]) => void)(...args),
    }),
  ],
];

/** A staged build beside `out` and `serverOut`, as stageBuild leaves it, for the swap to publish. */
async function staged(): Promise<[staging: string, outDir: string][]> {
  const { stageBuild } = await import("../src/pipeline/site-build.ts");
  await stageBuild({ root: ROOT, contentDir: FIXTURE, outDir: out, serverOutDir: serverOut });
  const staging = (name: string) =>
    path.join(
      parent,
      readdirSync(parent).find((entry) => entry.startsWith(`.${name}-next-`))!,
    );
  return [
    [staging("dist"), out],
    [staging("dist-server"), serverOut],
  ];
}

describe("a build that fails at any stage", () => {
  it.for(FAULTS)("leaves dist/ and dist-server/ byte for byte as they were, and nothing beside them: %s", async ([, module, patch]) => {
    calls = 0;
    vi.resetModules();
    vi.doMock(module, async (importOriginal) => patch(await importOriginal<Record<string, unknown>>()));
    const { build: faulty } = await import("../src/pipeline/site-build.ts");
    // The frozen content, as every build here: a build of content/ would judge the editors' content, not the code.
    await expect(faulty({ root: ROOT, contentDir: FIXTURE, outDir: out, serverOutDir: serverOut })).rejects.toThrow(/injected/);
    vi.doUnmock(module);
    expect(both()).toEqual(before);
    expect(readdirSync(parent).sort()).toEqual(["dist", "dist-server"]);
  });

  // The swap is four renames (each folder aside, then each new one in); each
  // is made to fail (as a full or read-only disk would make it), and the
  // renames already done are undone.
  it.for([
    ["moving the previous build aside", (from: string) => from === out],
    ["moving the previous server configs aside", (from: string) => from === serverOut],
    ["moving the new build into place", (_from: string, to: string) => to === out],
    ["moving the new server configs into place (the new build is already in place)", (_from: string, to: string) => to === serverOut],
  ] as const)("leaves dist/ and dist-server/ as they were when the swap itself fails: %s", async ([, failing]) => {
    const folders = await staged();
    // It fails once, as a passing fault does: putting the previous build back still works.
    let failed = false;
    const rename = (from: string, to: string) => {
      if (!failed && failing(from, to)) {
        failed = true;
        throw new Error("injected: rename failed");
      }
      renameSync(from, to);
    };
    expect(() => publish(folders, { rename, remove: (folder) => rmSync(folder, { recursive: true, force: true }) })).toThrow(/injected/);
    expect(both()).toEqual(before);
    expect(readdirSync(parent).sort()).toEqual(["dist", "dist-server"]);
  });

  it("and, once it succeeds, replaces both whole, with the same bytes for the same content (the faults above were real: a clean build changes them)", async () => {
    writeFileSync(path.join(out, "stale.txt"), "from an older build");
    writeFileSync(path.join(serverOut, "nginx", "stale.conf"), "from an older build");
    await build({ root: ROOT, contentDir: FIXTURE, outDir: out, serverOutDir: serverOut });
    expect(both()).toEqual(before);
    expect(Object.keys(before.servers).sort()).toEqual([
      "caddy/Caddyfile",
      "caddy/local.caddy.example",
      "caddy/site-caddy-values",
      "caddy/site.caddy",
      "nginx/local.conf.example",
      "nginx/locations.conf",
      "nginx/maps.conf",
      "nginx/site.conf",
      "site.json",
      "values.map",
    ]);
    expect(readdirSync(parent).sort()).toEqual(["dist", "dist-server"]);
  }, 60_000);
});

describe("a second build", () => {
  it("links each file it makes with the same bytes from the build before, writes the others, and leaves no link to the build before", async () => {
    const dist = path.join(tempDir("publish-links-"), "dist");
    await build({ root: ROOT, contentDir: FIXTURE, outDir: dist });
    const first = new Map(
      readdirSync(dist, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const file = path.join(entry.parentPath, entry.name);
          return [path.relative(dist, file), { bytes: readFileSync(file), ino: statSync(file).ino }];
        }),
    );
    const edited = contentCopy({
      "legal/terms-of-service.md": (text) => text.replace("## 2. Service description", "## 2. What the service is"),
    });
    await build({ root: ROOT, contentDir: edited, outDir: dist });
    const linked: string[] = [];
    const written: string[] = [];
    for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const name = path.relative(dist, file);
      const was = first.get(name);
      const stat = statSync(file);
      // The build before is gone: each file has one name, in this build.
      expect(stat.nlink, name).toBe(1);
      if (was?.bytes.equals(readFileSync(file))) {
        expect(stat.ino, `${name} is the same bytes as before, linked`).toBe(was.ino);
        linked.push(name);
      } else {
        if (was) expect(stat.ino, `${name} changed, written`).not.toBe(was.ino);
        written.push(name);
      }
    }
    expect(written).toContain("terms-of-service.html");
    expect(linked).toContain("privacy-policy.html");
  }, 120_000);
});

describe("a second build with compressed copies", () => {
  /** A build of `content` into `dist`, with brotli counted: the digest of each text it compressed. */
  async function countedBuild(dist: string, content = FIXTURE): Promise<Set<string>> {
    const compressed = new Set<string>();
    vi.resetModules();
    vi.doMock("node:zlib", async (importOriginal) => {
      const real = await importOriginal<typeof import("node:zlib")>();
      return {
        ...real,
        brotliCompress: (input: Uint8Array, ...rest: unknown[]) => {
          compressed.add(digest(input));
          return (real.brotliCompress as (...a: unknown[]) => void)(input, ...rest);
        },
      };
    });
    try {
      const { build: counted } = await import("../src/pipeline/site-build.ts");
      await counted({ root: ROOT, contentDir: content, outDir: dist });
    } finally {
      vi.doUnmock("node:zlib");
      vi.resetModules();
    }
    return compressed;
  }
  const digest = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
  /** The pages with copies, and whether each copy decompresses to its page. */
  const pagesWithCopies = (dist: string) =>
    readdirSync(dist)
      .filter((name) => name.endsWith(".html") && existsSync(path.join(dist, `${name}.br`)))
      .map((name) => {
        const page = readFileSync(path.join(dist, name));
        const holds =
          brotliDecompressSync(readFileSync(path.join(dist, `${name}.br`))).equals(page) &&
          gunzipSync(readFileSync(path.join(dist, `${name}.gz`))).equals(page);
        return { name, digest: digest(page), holds };
      });

  it("takes an unchanged page's copies from the build before, once they are found to hold it, and makes any other again", async () => {
    const dist = path.join(tempDir("publish-copies-"), "dist");
    await build({ root: ROOT, contentDir: FIXTURE, outDir: dist });
    const pages = pagesWithCopies(dist);
    expect(pages.length).toBeGreaterThan(3);
    // Two pages' copies edited in place since: a brotli stream of another text; a gzip whose own check names another.
    writeFileSync(path.join(dist, `${pages[0]!.name}.br`), brotliCompressSync("another text"));
    const gz = readFileSync(path.join(dist, `${pages[1]!.name}.gz`));
    gz[gz.length - 8]! ^= 1;
    writeFileSync(path.join(dist, `${pages[1]!.name}.gz`), gz);

    const compressed = await countedBuild(dist);
    expect(pages.filter((page) => compressed.has(page.digest)).map((page) => page.name)).toEqual([pages[0]!.name, pages[1]!.name]);
    expect(pagesWithCopies(dist).filter((page) => !page.holds)).toEqual([]);
  }, 120_000);

  it("makes every copy again when another build replaced the folder since (one with the output cache off)", async () => {
    const dist = path.join(tempDir("publish-copies-"), "dist");
    await build({ root: ROOT, contentDir: FIXTURE, outDir: dist });
    const before = process.env.BUILD_CACHE_DIR;
    process.env.BUILD_CACHE_DIR = "off";
    try {
      await build({ root: ROOT, contentDir: FIXTURE, outDir: dist });
    } finally {
      if (before === undefined) delete process.env.BUILD_CACHE_DIR;
      else process.env.BUILD_CACHE_DIR = before;
    }
    const compressed = await countedBuild(dist);
    const pages = pagesWithCopies(dist);
    expect(pages.filter((page) => !compressed.has(page.digest))).toEqual([]);
    expect(pages.filter((page) => !page.holds)).toEqual([]);
  }, 120_000);
});

describe("what the build replaces", () => {
  const run = (outDir: string) =>
    spawnSync(BUILD[0], [...BUILD[1], `--content=${FIXTURE}`, `--out=${outDir}`], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1" },
    });

  it("is never a file named dist: the build stops, naming it, and leaves it", () => {
    const file = path.join(tempDir(), "dist");
    writeFileSync(file, "my notes");
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^✖ \S*dist is a file, not a folder the build made: the build writes the site into a folder and does not replace a file; move or rename the file, or build elsewhere \(--out=\)\.\n {2}nothing was written, and \S*dist was left as it is\.\n$/,
    );
    expect(readFileSync(file, "utf8")).toBe("my notes");
  });

  it("is never a folder of someone's own files", () => {
    const folder = path.join(tempDir(), "dist");
    mkdirSync(folder);
    writeFileSync(path.join(folder, "notes.txt"), "mine");
    const result = run(folder);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("dist is a folder of files the build did not make (notes.txt)");
    expect(readdirSync(folder)).toEqual(["notes.txt"]);
    expect(statSync(path.join(folder, "notes.txt")).size).toBe(4);
  });

  it("is never a dist-server/ of someone's own files either: nothing is written, dist/ included", () => {
    const parent = tempDir();
    mkdirSync(path.join(parent, "dist-server"));
    writeFileSync(path.join(parent, "dist-server", "nginx.conf"), "mine");
    const result = run(path.join(parent, "dist"));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("dist-server is a folder of files the build did not make (nginx.conf)");
    expect(readdirSync(parent)).toEqual(["dist-server"]);
  });
});
