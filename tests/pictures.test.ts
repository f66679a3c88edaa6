// Pictures: the guards on every picture content names, each an error at its
// file:line:column with the field path, and what the build makes of the ones
// that pass: AVIF and WebP at 1x and 2x (or the cleaned SVG), named by their
// content under images/ and cached for a year, markup that keeps its room,
// and an encoding cache that makes a warm build encode nothing. The fixture
// site is tests/fixtures/pictures/ laid over the frozen content.
import { mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { build, copiesKey } from "../src/pipeline/site-build.ts";
import { type ContentProblem } from "../src/parse/problem.ts";
import { filesIn } from "./helpers/head.ts";
import { buildProblems, buildTo, FIXTURE, picturesContent, readPage, ROOT, tempDir } from "./helpers/site.ts";

/** The 1-based line of landing.yaml holding `needle`, and the column where `at` starts on it. */
function where(dir: string, needle: string, at = needle): string {
  const lines = readFileSync(path.join(dir, "landing.yaml"), "utf8").split("\n");
  const index = lines.findIndex((l) => l.includes(needle));
  if (index === -1) throw new Error(`${needle} not in landing.yaml`);
  return `content/landing.yaml:${index + 1}:${lines[index]!.indexOf(at) + 1}`;
}

/** Where the `logo:` key above the line holding `needle` is. */
function logoKeyOf(dir: string, needle: string): string {
  const lines = readFileSync(path.join(dir, "landing.yaml"), "utf8").split("\n");
  const index = lines.findIndex((l) => l.includes(needle)) - 1;
  return `content/landing.yaml:${index + 1}:${lines[index]!.indexOf("logo:") + 1}`;
}

const summary = (p: ContentProblem) => ({
  at: `${p.file}:${p.line}:${p.column}`,
  path: p.path,
  expected: p.expected,
  found: p.found,
  hint: p.hint,
});

/** The fixture site with one picture file replaced (or added) by these bytes. */
function withPicture(file: string, bytes: Uint8Array | string, edits: Record<string, (text: string) => string> = {}): string {
  const dir = picturesContent("dashboard", edits);
  mkdirSync(path.dirname(path.join(dir, "images", file)), { recursive: true });
  writeFileSync(path.join(dir, "images", file), bytes);
  return dir;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#0e7490" } })
    .png()
    .toBuffer();

describe("the guards on pictures", () => {
  it("require alt text, or decorative: true said outright", async () => {
    const dir = picturesContent("dashboard", { "landing.yaml": (t) => t.replace("        alt: Green Valley Travels\n", "") });
    const [problem, ...rest] = await buildProblems(dir);
    expect(rest).toEqual([]);
    expect(summary(problem!)).toEqual({
      // The field is missing, so the caret is at the block that lacks it.
      at: logoKeyOf(dir, "src: logos/green-valley.png"),
      path: "trustedBy.items[3].logo.alt",
      expected: "alt text saying what the picture shows, or decorative: true for one that adds nothing to the text",
      found: "nothing (the field is missing)",
      hint: undefined,
    });
  });

  it("refuse alt text and decorative: true together", async () => {
    const dir = picturesContent("dashboard", {
      "landing.yaml": (t) => t.replace("        alt: Priya Nair\n", "        alt: Priya Nair\n        decorative: true\n"),
    });
    const [problem] = await buildProblems(dir);
    expect(summary(problem!)).toMatchObject({
      path: "testimonials.items[0].photo.decorative",
      expected: "alt text or decorative: true, not both: a decorative picture has no alt text",
    });
  });

  it("name a missing file at its src, with the file meant when one is close", async () => {
    const dir = picturesContent("dashboard", {
      "landing.yaml": (t) => t.replace("src: people/asha-menon.jpg", "src: people/asha-menen.jpg"),
    });
    const [problem, ...rest] = await buildProblems(dir);
    expect(rest).toEqual([]);
    expect(summary(problem!)).toEqual({
      at: where(dir, "src: people/asha-menen.jpg", "people/"),
      path: "testimonials.items[0].photo.src",
      expected: "a picture at content/images/people/asha-menen.jpg",
      found: "no such file",
      hint: "did you mean people/asha-menon.jpg?",
    });
  });

  it("refuse a file of the wrong type: not a picture, or not the kind its name says, or not one its slot takes", async () => {
    const gif = withPicture("people/asha-menon.jpg", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"));
    expect(summary((await buildProblems(gif))[0]!)).toMatchObject({
      path: "testimonials.items[0].photo.src",
      expected: "a JPEG, PNG, WebP or SVG file",
      found: "a GIF",
    });

    const renamed = withPicture("people/asha-menon.jpg", await png(200, 200));
    expect(summary((await buildProblems(renamed))[0]!)).toEqual({
      at: where(renamed, "src: people/asha-menon.jpg", "people/"),
      path: "testimonials.items[0].photo.src",
      expected: "a file whose content matches its name (.jpg)",
      found: "a PNG file",
      hint: "rename it to end in .png",
    });

    const svgPhoto = picturesContent("dashboard", {
      "landing.yaml": (t) => t.replace("src: people/asha-menon.jpg", "src: logos/palm-travels.svg"),
    });
    expect(summary((await buildProblems(svgPhoto))[0]!)).toMatchObject({
      path: "testimonials.items[0].photo.src",
      expected: "JPEG, PNG or WebP, for a testimonial photo",
      found: "an SVG file",
    });
  });

  it("refuse a source too small for its slot at twice its size", async () => {
    const photo = withPicture(
      "people/asha-menon.jpg",
      await sharp({ create: { width: 80, height: 80, channels: 3, background: "#f97316" } })
        .jpeg()
        .toBuffer(),
    );
    expect(summary((await buildProblems(photo))[0]!)).toMatchObject({
      path: "testimonials.items[0].photo.src",
      expected: "at least 96 × 96 pixels: twice the 48 × 48 px a testimonial photo is shown at, so it stays sharp on phones",
      found: "80 × 80 pixels",
    });
    const screen = withPicture("screens/lead-dashboard.png", await png(1000, 700));
    expect(summary((await buildProblems(screen))[0]!)).toMatchObject({
      at: where(screen, "src: screens/lead-dashboard.png", "screens/"),
      path: "features.screenshot.image.src",
      expected: "at least 1280 pixels wide: twice the 640 px a product screenshot is shown at, so it stays sharp on phones",
      found: "1000 × 700 pixels",
    });
    const logo = withPicture("logos/green-valley.png", await png(120, 40));
    expect(summary((await buildProblems(logo))[0]!)).toMatchObject({
      path: "trustedBy.items[3].logo.src",
      expected: "at least 56 pixels tall: twice the 28 px a client logo is shown at, so it stays sharp on phones",
    });
  });

  it("refuse an unreasonably large source", async () => {
    const huge = withPicture(
      "screens/lead-dashboard.png",
      await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#f8fafc" } })
        .png()
        .toBuffer(),
    );
    expect(summary((await buildProblems(huge))[0]!)).toMatchObject({
      path: "features.screenshot.image.src",
      expected: "a source of at most 40 megapixels",
      found: "8000 × 6000 pixels",
      hint: "scale it down first: the site never shows it larger than twice its slot",
    });
  });

  it("refuse an SVG that carries more than a drawing, naming what it has", async () => {
    const svg = (inside: string, root = "") =>
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40"${root}><rect width="120" height="40" fill="#0f766e"/>${inside}</svg>`;
    const cases: [string, string][] = [
      [svg("<script>fetch('https://evil.example')</script>"), "an SVG with a <script> element"],
      [svg("", ' onload="alert(1)"'), 'an SVG with an onload="…" event handler'],
      [
        svg('<image href="https://tracker.example/pixel.png" width="1" height="1"/>'),
        "an SVG with a reference to https://tracker.example/pixel.png",
      ],
      [
        svg('<foreignObject width="10" height="10"><p xmlns="http://www.w3.org/1999/xhtml">hi</p></foreignObject>'),
        "an SVG with a <foreignObject> element",
      ],
      // Entities that expand into each other: a few hundred bytes that grow without bound.
      [
        `<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>\n${svg("<text>&b;</text>")}`,
        "an SVG with an <!ENTITY> declaration",
      ],
    ];
    for (const [bytes, found] of cases) {
      const dir = withPicture("logos/palm-travels.svg", bytes);
      expect(summary((await buildProblems(dir))[0]!), found).toEqual({
        at: where(dir, "src: logos/palm-travels.svg", "logos/"),
        path: "trustedBy.items[4].logo.src",
        expected: "an SVG that only draws: no scripts, event handlers, foreign objects or references outside the file",
        found,
        hint: "export the logo again as a plain SVG, or remove those parts; pictures on this site carry no code",
      });
    }
  });
});

describe("pictures that are damaged, or not where they seem", () => {
  it("name a file cut short or damaged inside, whose header still reads, at its src", async () => {
    const photo = readFileSync(path.join(ROOT, "tests/fixtures/pictures/images/people/asha-menon.jpg"));
    const cut = withPicture("people/asha-menon.jpg", photo.subarray(0, Math.floor(photo.length / 2)));
    expect(summary((await buildProblems(cut))[0]!)).toEqual({
      at: where(cut, "src: people/asha-menon.jpg", "people/"),
      path: "testimonials.items[0].photo.src",
      expected: "a JPEG file that opens in full",
      found: "a damaged or incomplete file (VipsJpeg: premature end of JPEG image)",
      hint: "save or copy it again: the copy may have been interrupted",
    });
    const screen = Buffer.from(readFileSync(path.join(ROOT, "tests/fixtures/pictures/images/screens/lead-dashboard.png")));
    screen.fill(0x58, 4000, 4016);
    const damaged = withPicture("screens/lead-dashboard.png", screen);
    expect(summary((await buildProblems(damaged))[0]!)).toMatchObject({
      path: "features.screenshot.image.src",
      expected: "a PNG file that opens in full",
      found: expect.stringMatching(/^a damaged or incomplete file \(/),
    });
  });

  it("refuse an SVG that is not well-formed, saying where in it", async () => {
    const dir = withPicture("logos/palm-travels.svg", '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n<g></svg>');
    expect(summary((await buildProblems(dir))[0]!)).toMatchObject({
      path: "trustedBy.items[4].logo.src",
      expected: "an SVG file of well-formed XML",
      found: "an SVG that is not (Unexpected close tag at line 2, column 9 of the file)",
    });
  });

  it("do not follow a symbolic link out of content/images/, to a file or through a folder", async () => {
    const dir = picturesContent("dashboard");
    const logo = path.join(dir, "images/logos/palm-travels.svg");
    rmSync(logo);
    symlinkSync(path.join(ROOT, "tests/fixtures/pictures/images/logos/palm-travels.svg"), logo);
    expect(summary((await buildProblems(dir))[0]!)).toMatchObject({
      path: "trustedBy.items[4].logo.src",
      found: `a symbolic link to ${path.join(ROOT, "tests/fixtures/pictures/images/logos/palm-travels.svg")}, which the build does not follow: it could publish files from outside content/`,
    });
    const folder = picturesContent("dashboard");
    rmSync(path.join(folder, "images/people"), { recursive: true });
    symlinkSync(path.join(ROOT, "tests/fixtures/pictures/images/people"), path.join(folder, "images/people"));
    expect((await buildProblems(folder)).map((p) => p.path)).toEqual([
      "testimonials.items[0].photo.src",
      "testimonials.items[1].photo.src",
    ]);
  });
});

describe("the pictures the build publishes", () => {
  it("are AVIF and WebP at 1x and 2x (and between, for a fluid slot), and SVG logos cleaned, under images/", async () => {
    const out = tempDir();
    const result = await buildTo(out, picturesContent());
    const images = result.files.map((f) => f.file).filter((f) => f.startsWith("images/") && !/\.(br|gz)$/.test(f));
    const names = images.map((f) => f.replace(/\.[0-9a-f]{10}\./, ".*."));
    expect(names).toEqual(
      expect.arrayContaining([
        "images/people-asha-menon-48.*.avif",
        "images/people-asha-menon-48.*.webp",
        "images/people-asha-menon-96.*.avif",
        "images/people-asha-menon-96.*.webp",
        "images/logos-green-valley-100.*.webp",
        "images/logos-green-valley-200.*.avif",
        "images/screens-lead-dashboard-640.*.avif",
        "images/screens-lead-dashboard-960.*.webp",
        "images/screens-lead-dashboard-1280.*.webp",
        "images/logos-palm-travels.*.svg",
      ]),
    );
    expect(names.some((n) => /\.jpe?g$/.test(n) || /\.png$/.test(n))).toBe(false);
    // Each file is what its name says, at the size its name says.
    for (const file of images.filter((f) => !f.endsWith(".svg"))) {
      const meta = await sharp(readFileSync(path.join(out, file))).metadata();
      expect(meta.format === "heif" ? "avif" : meta.format, file).toBe(path.extname(file).slice(1));
      expect(meta.width, file).toBe(Number(/-(\d+)\.[0-9a-f]{10}\./.exec(file)![1]));
    }
    const svg = readFileSync(
      path.join(
        out,
        images.find((f) => f.includes("palm-travels"))!,
      ),
      "utf8",
    );
    expect(svg).toMatch(/^<svg/);
    expect(svg).not.toMatch(/<script|\son\w+=|href="http/);
    // _headers keeps them for a year: their names change whenever their bytes do.
    expect(readFileSync(path.join(out, "_headers"), "utf8")).toMatch(
      /^\/images\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m,
    );
  });

  it("are drawn with their size, lazily below the first screen, and with alt text or none at all", async () => {
    const out = tempDir();
    await buildTo(out, picturesContent("none"));
    const html = readPage(out, "index.html");
    const photo =
      /<picture><source type="image\/avif" srcSet="([^"]+)"\/><img class="avatar avatar--photo" src="([^"]+)" srcSet="([^"]+)" width="48" height="48" alt="Priya Nair" dir="auto" loading="lazy" decoding="async"\/><\/picture>/.exec(
        html,
      );
    expect(photo, "the photo's <picture>").not.toBeNull();
    expect(photo![1]).toMatch(
      /^\/images\/people-asha-menon-48\.[0-9a-f]{10}\.avif 1x, \/images\/people-asha-menon-96\.[0-9a-f]{10}\.avif 2x$/,
    );
    expect(photo![2]).toMatch(/^\/images\/people-asha-menon-48\.[0-9a-f]{10}\.webp$/);
    expect(html).toMatch(
      /<img class="avatar avatar--photo" src="[^"]+" srcSet="[^"]+" width="48" height="48" alt="" loading="lazy" decoding="async"\/>/,
    );
    expect(html).toMatch(
      /<img class="trusted__logo" src="\/images\/logos-palm-travels\.[0-9a-f]{10}\.svg" width="84" height="28" alt="Palm Travels" dir="auto" loading="lazy" decoding="async"\/>/,
    );
    const shot =
      /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/><img class="screenshot__image" src="[^"]+" srcSet="[^"]+" sizes="[^"]+" width="640" height="400" alt="The lead dashboard, with six leads scored by priority"/.exec(
        html,
      );
    expect(shot, "the screenshot's <picture>").not.toBeNull();
    expect(shot![1]).toMatch(/-640\.[0-9a-f]{10}\.avif 640w, .*-960\.[0-9a-f]{10}\.avif 960w, .*-1280\.[0-9a-f]{10}\.avif 1280w$/);
    // No picture is the largest element of the first screen: none is eager or fetched first.
    expect(html).not.toMatch(/fetchpriority|loading="eager"/i);
    // With "none", the screenshot follows both HTML samples.
    expect(html).toContain('class="dashboard"');
    expect(html).toContain('class="showcase__more"');
  });

  it("replace the sample chosen in content, and leave the strip out when it has no logos", async () => {
    const out = tempDir();
    // The Hindi translation's logos go too: a translation holds no more items than the English.
    const noLogos = {
      "landing.yaml": (t: string) => t.replace(/^trustedBy:[\s\S]*?\n\n/m, "trustedBy:\n  heading: Trusted by\n  items: []\n\n"),
      "hi/landing.yaml": (t: string) => t.replace(/^ {2}items:\n(?: {4}.*\n|\s*\n)*(?=problem:)/m, ""),
    };
    await buildTo(out, picturesContent("chat", noLogos));
    const html = readPage(out, "index.html");
    expect(html.includes('class="showcase__chat"')).toBe(false);
    expect(html.includes('class="dashboard"')).toBe(true);
    expect(html.includes('class="screenshot"')).toBe(true);
    expect(html.includes('class="trusted"')).toBe(false);
  });

  it("are encoded once: a warm build takes every picture from the cache, byte for byte", async () => {
    const cache = tempDir("image-cache-");
    const before = process.env.BUILD_CACHE_DIR;
    process.env.BUILD_CACHE_DIR = cache;
    try {
      const dir = picturesContent();
      const first = tempDir();
      await buildTo(first, dir);
      const entries = () => filesIn(cache).map((f) => `${f} ${statSync(path.join(cache, f)).mtimeMs}`);
      const cached = entries();
      expect(cached.length).toBeGreaterThan(20);
      const started = performance.now();
      const second = tempDir();
      await buildTo(second, dir);
      const warm = performance.now() - started;
      // Nothing new in the cache but the record of the folder it published (whose copies a build into it takes), nothing rewritten: no picture was encoded again.
      const record = copiesKey(path.resolve(second));
      expect(entries().filter((entry) => !entry.startsWith(`${record.slice(0, 2)}/${record} `))).toEqual(cached);
      for (const file of filesIn(first).filter((f) => f.startsWith("images/")))
        expect(readFileSync(path.join(second, file)).equals(readFileSync(path.join(first, file))), file).toBe(true);
      expect(warm).toBeLessThan(10_000);
    } finally {
      if (before === undefined) delete process.env.BUILD_CACHE_DIR;
      else process.env.BUILD_CACHE_DIR = before;
    }
  });
});

describe("the default site", () => {
  it("shows the strip of client logos under the hero, each a sample until confirmed", async () => {
    const out = tempDir();
    const result = await build({ root: ROOT, contentDir: FIXTURE, outDir: out });
    const html = readPage(out, "index.html");
    const strip = /<section class="trusted"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(html.indexOf('class="trusted"')).toBeGreaterThan(html.indexOf('class="hero"'));
    expect(html.indexOf('class="trusted"')).toBeLessThan(
      html.indexOf('id="problem"') === -1 ? html.indexOf("problem") : html.indexOf('id="problem"'),
    );
    expect(Array.from(strip.matchAll(/alt="([^"]+)"/g), (m) => m[1])).toEqual([
      "Coastal Trails Holidays",
      "Himalayan Escapes",
      "Wanderlust Tours",
    ]);
    expect(result.launch.filter((i) => i.kind === "sample" && i.path.startsWith("trustedBy")).map((i) => i.value)).toEqual([
      "Coastal Trails Holidays",
      "Himalayan Escapes",
      "Wanderlust Tours",
    ]);
  });
});
