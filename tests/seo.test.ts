// Search and sharing, on the real build of the frozen content: head tags per
// page, JSON-LD (parsed, with the properties schema.org and search engines
// need), the sitemap and robots.txt, the preview images and icons, and the
// 404 page. Prices, dates and pages expected come from the frozen content.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { filesIn, jsonLd, linkTags, meta, metaTags, pngSize, titles } from "./helpers/head.ts";
import { buildTo, contentCopy, FIXTURE, links, readPage, tempDir, visibleText } from "./helpers/site.ts";
import type { SiteModel } from "../src/model/site-model.ts";
import { ContentError } from "../src/parse/problem.ts";

const SITE = "https://www.example.com";
/** The frozen content's legal pages, from its files, by the file each becomes. */
const LEGAL = readdirSync(path.join(FIXTURE, "legal"))
  .filter((f) => f.endsWith(".md"))
  .map((f) => f.replace(/\.md$/, ".html"));
/** Every page but the 404, by file: the landing page in English and Hindi, then the legal pages. */
const PAGES: Record<string, string> = {
  "index.html": "/",
  "hi.html": "/hi",
  ...Object.fromEntries(LEGAL.map((file) => [file, `/${file.replace(/\.html$/, "")}`])),
};
/** The language of each page: the landing page in Hindi too, the legal pages in English only. */
const langOf = (file: string) => (file === "hi.html" ? "hi-IN" : "en-IN");
let out: string;
let model: SiteModel;

beforeAll(async () => {
  out = tempDir();
  ({ model } = await buildTo(out));
});

/** The dist/ file an absolute site URL points to. */
const fileOf = (url: string) => path.join(out, new URL(url).pathname);

describe("head tags", () => {
  it("give every page a unique title and description, its canonical URL, language and theme colour", () => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const [file, route] of Object.entries(PAGES)) {
      const html = readPage(out, file);
      // The writing system's rules follow the page's language (src/text/writing-system.ts).
      const script = langOf(file) === "hi-IN" ? ' data-writing="Deva"' : "";
      expect(html, file).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${langOf(file)}"${script}>`));
      expect(titles(html), file).toHaveLength(1);
      seen.titles.add(titles(html)[0]!);
      const description = meta(html, "description");
      expect(description, file).toBeTruthy();
      seen.descriptions.add(description!);
      expect(
        linkTags(html)
          .filter((l) => l.rel === "canonical")
          .map((l) => l.href),
        file,
      ).toEqual([`${SITE}${route}`]);
      expect(meta(html, "theme-color"), file).toBe("#312e81");
      expect(meta(html, "robots"), file).toBeUndefined();
    }
    expect(seen.titles.size).toBe(Object.keys(PAGES).length);
    expect(seen.descriptions.size).toBe(Object.keys(PAGES).length);
  });

  it("carry Open Graph and Twitter card tags with an absolute 1200×630 image on every page", () => {
    const images = new Set<string>();
    for (const [file, route] of Object.entries(PAGES)) {
      const html = readPage(out, file);
      const title = titles(html)[0];
      const description = meta(html, "description");
      expect(meta(html, "og:type"), file).toBe("website");
      expect(meta(html, "og:site_name"), file).toBe("TripReply");
      expect(meta(html, "og:title"), file).toBe(title);
      expect(meta(html, "og:description"), file).toBe(description);
      expect(meta(html, "og:url"), file).toBe(`${SITE}${route}`);
      expect(meta(html, "og:locale"), file).toBe(langOf(file).replace("-", "_"));
      const image = meta(html, "og:image")!;
      expect(image, file).toMatch(new RegExp(`^${SITE}/og/[a-z0-9-]+\\.[0-9a-f]{10}\\.png$`));
      expect(existsSync(fileOf(image)), file).toBe(true);
      images.add(image);
      expect(meta(html, "og:image:type"), file).toBe("image/png");
      expect(meta(html, "og:image:width"), file).toBe("1200");
      expect(meta(html, "og:image:height"), file).toBe("630");
      expect(meta(html, "og:image:alt"), file).toContain("TripReply");
      expect(meta(html, "twitter:card"), file).toBe("summary_large_image");
      expect(meta(html, "twitter:title"), file).toBe(title);
      expect(meta(html, "twitter:description"), file).toBe(description);
      expect(meta(html, "twitter:image"), file).toBe(image);
      expect(meta(html, "twitter:image:alt"), file).toBe(meta(html, "og:image:alt"));
    }
    expect(images.size).toBe(Object.keys(PAGES).length);
  });

  it("link each language's landing page to the other, reciprocally: hreflang en-IN, hi-IN and x-default, absolute, with og:locale:alternate", () => {
    const expected = [
      ["en-IN", `${SITE}/`],
      ["hi-IN", `${SITE}/hi`],
      ["x-default", `${SITE}/`],
    ];
    for (const [file, other] of [
      ["index.html", "hi_IN"],
      ["hi.html", "en_IN"],
    ] as const) {
      const html = readPage(out, file);
      const alternates = linkTags(html)
        .filter((l) => l.rel === "alternate")
        .map((l) => [l.hreflang ?? l.hrefLang, l.href]);
      expect(alternates, file).toEqual(expected);
      expect(metaTags(html).get("og:locale:alternate"), file).toEqual([other]);
    }
    // Pages in English only have no alternates.
    for (const file of LEGAL)
      expect(
        linkTags(readPage(out, file)).filter((l) => l.rel === "alternate"),
        file,
      ).toEqual([]);
  });

  it("link the favicon set and the web manifest, all of which exist", () => {
    for (const file of [...Object.keys(PAGES), "404.html"]) {
      const tags = linkTags(readPage(out, file));
      // A landing page's link to its later rules, for a visitor without JavaScript, is no icon: build.test.ts looks at it.
      const own = tags.filter((l) => l.rel !== "canonical" && l.rel !== "alternate" && l.rel !== "stylesheet");
      const rels = own.map((l) => `${l.rel} ${l.type ?? ""} ${l.sizes ?? ""}`.trim());
      expect(rels, file).toEqual(["icon image/svg+xml", "icon image/png 32x32", "apple-touch-icon", "manifest"]);
      for (const link of own) {
        // The SVG icon is inline (a fetch Lighthouse counted into the first
        // paint); it must still be the favicon, a whole SVG document.
        const inline = /^data:image\/svg\+xml,(.+)$/.exec(link.href!);
        if (inline)
          expect(decodeURIComponent(inline[1]!), `${file} inline SVG icon`).toMatch(
            /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s,
          );
        else expect(existsSync(path.join(out, link.href!)), `${file} ${link.href}`).toBe(true);
      }
    }
  });
});

describe("JSON-LD", () => {
  const landing = () => jsonLd(readPage(out, "index.html"));
  const ofType = (things: Record<string, any>[], type: string) => things.filter((t) => t["@type"] === type);

  it("describes the organisation: names, URL, logo and postal address, no placeholder contacts", () => {
    const [org, ...more] = ofType(landing(), "Organization");
    expect(more).toEqual([]);
    expect(org!["@context"]).toBe("https://schema.org");
    expect(org!.name).toBe("TripReply");
    expect(org!.legalName).toBe("TripReply Technologies LLP");
    expect(org!.url).toBe(`${SITE}/`);
    expect(org!.logo).toMatch(new RegExp(`^${SITE}/icons/icon-512\\.[0-9a-f]{10}\\.png$`));
    expect(existsSync(fileOf(org!.logo))).toBe(true);
    expect(org!.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "4th Floor, Example Business Park, Andheri East, Mumbai, Maharashtra 400069, India",
      addressCountry: "IN",
    });
    // Email and phone are still "[email]" and "[phone]": published as nothing rather than as placeholders.
    expect(org!.contactPoint).toBeUndefined();
    expect(JSON.stringify(landing())).not.toMatch(/\[(email|phone|LLP number)\]/);
  });

  it("describes the website", () => {
    const [site] = ofType(landing(), "WebSite");
    expect(site).toMatchObject({
      "@context": "https://schema.org",
      url: `${SITE}/`,
      name: "TripReply",
      inLanguage: ["en-IN", "hi-IN"],
      publisher: { "@id": `${SITE}/#organization` },
    });
  });

  it("describes each landing page in its language, the Hindi one with Hindi text", () => {
    const hindi = jsonLd(readPage(out, "hi.html"));
    const [page] = ofType(hindi, "WebPage");
    expect(page).toMatchObject({ "@id": `${SITE}/hi`, url: `${SITE}/hi`, inLanguage: "hi-IN", isPartOf: { "@id": `${SITE}/#website` } });
    expect(page!.description).toMatch(/[\u0900-\u097F]/);
    expect(ofType(landing(), "WebPage")[0]).toMatchObject({ "@id": `${SITE}/`, inLanguage: "en-IN" });
    // One organisation and one website, the same @id in both languages; the plans in Hindi, at the same prices.
    expect(ofType(hindi, "Organization")[0]!["@id"]).toBe(`${SITE}/#organization`);
    const offers = ofType(hindi, "Service")[0]!.offers as Record<string, any>[];
    expect(offers.map((o) => o.price)).toEqual(model.plans.map((p) => p.price));
    expect(offers.every((o) => /[\u0900-\u097F]/.test(o.description) && o.url === `${SITE}/hi#pricing`)).toBe(true);
  });

  it("offers the three plans in INR, monthly", () => {
    const [service] = ofType(landing(), "Service");
    expect(service!.provider).toEqual({ "@id": `${SITE}/#organization` });
    const offers = service!.offers as Record<string, any>[];
    expect(offers.map((o) => [o.name, o.price])).toEqual(model.plans.map((p) => [p.name, p.price]));
    expect(offers.length).toBeGreaterThan(1);
    for (const offer of offers) {
      expect(offer["@type"]).toBe("Offer");
      expect(offer.priceCurrency).toBe("INR");
      expect(offer.priceSpecification).toEqual({
        "@type": "UnitPriceSpecification",
        price: offer.price,
        priceCurrency: "INR",
        unitCode: "MON",
        unitText: "month",
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
        // plans.yaml says the prices exclude GST.
        valueAddedTaxIncluded: false,
      });
    }
  });

  it.each(LEGAL)("describes %s as a web page with the dates it shows, and a breadcrumb trail from the home page", (file) => {
    const things = jsonLd(readPage(out, file));
    expect(things.map((t) => t["@type"])).toEqual(["WebPage", "BreadcrumbList"]);
    const title = readPage(out, file).match(/<h1>([^<]+)<\/h1>/)![1];
    const { meta } = model.legal.find((p) => `${p.slug}.html` === file)!;
    // One date everywhere: the page's <time>, the structured data and the sitemap's <lastmod> (above).
    expect(readPage(out, file)).toContain(`<time dateTime="${meta.updated}">`);
    expect(things[0]).toMatchObject({
      "@id": `${SITE}${PAGES[file]}`,
      name: title,
      inLanguage: "en-IN",
      datePublished: meta.effective,
      dateModified: meta.updated,
      isPartOf: { "@id": `${SITE}/#website` },
    });
    expect(things[1]!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "TripReply", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: title, item: `${SITE}${PAGES[file]}` },
    ]);
  });

  it("publishes contact details once filled in, leaves out a placeholder legal name, and cannot be broken out of", async () => {
    const attack = "Plans </script><script>alert(1)</script> & more";
    const dir = contentCopy({
      "site.yaml": (t) =>
        t
          .replace('email: "[email]"', "email: hello@tripreply.in")
          .replace('phone: "[phone]"', 'phone: "+91 98765 43210"')
          .replace("entity: !placeholder TripReply Technologies LLP", 'entity: "[Legal name]"'),
      "plans.yaml": (t) => {
        const edited = t.replace(/^(\s+)description: .*$/m, (_, indent: string) => `${indent}description: ${JSON.stringify(attack)}`);
        expect(edited, "plans.yaml has a description line to edit").not.toBe(t);
        return edited;
      },
    });
    const edited = tempDir();
    await buildTo(edited, dir);
    const html = readPage(edited, "index.html");
    expect(html).not.toContain("<script>alert(1)");
    const things = jsonLd(html);
    const org = things.find((t) => t["@type"] === "Organization")!;
    expect(org.legalName).toBeUndefined();
    expect(org.contactPoint).toEqual({
      "@type": "ContactPoint",
      contactType: "customer service",
      email: "hello@tripreply.in",
      telephone: "+91 98765 43210",
    });
    const offers = things.find((t) => t["@type"] === "Service")!.offers as { description: string }[];
    expect(offers.map((o) => o.description)).toContain(attack);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists exactly the indexable routes, the legal pages with their last-updated date", () => {
    const xml = readFileSync(path.join(out, "sitemap.xml"), "utf8");
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const urls = Array.from(
      xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*(?:<lastmod>([^<]+)<\/lastmod>\s*)?(?:<xhtml:link [^>]*\/>\s*)*<\/url>/g),
      (m) => [m[1], m[2]],
    );
    expect(urls).toEqual([
      [`${SITE}/`, undefined],
      [`${SITE}/hi`, undefined],
      ...model.legal.map((page) => [`${SITE}/${page.slug}`, page.meta.updated]),
    ]);
    expect(xml).not.toContain("404");
  });

  it("gives each language's landing page every language as an alternate, x-default the English one, in both entries", () => {
    const xml = readFileSync(path.join(out, "sitemap.xml"), "utf8");
    const entries = Array.from(xml.matchAll(/<url>([\s\S]*?)<\/url>/g), (m) => m[1]!);
    const alternates = (entry: string) =>
      Array.from(entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g), (m) => [m[1], m[2]]);
    const expected = [
      ["en-IN", `${SITE}/`],
      ["hi-IN", `${SITE}/hi`],
      ["x-default", `${SITE}/`],
    ];
    expect(alternates(entries.find((e) => e.includes(`<loc>${SITE}/</loc>`))!)).toEqual(expected);
    expect(alternates(entries.find((e) => e.includes(`<loc>${SITE}/hi</loc>`))!)).toEqual(expected);
    // A page in one language has none.
    expect(alternates(entries.find((e) => e.includes("/privacy-policy"))!)).toEqual([]);
  });

  it("gives the landing page a <lastmod> when its content says when it changed", async () => {
    const dir = contentCopy({ "landing.yaml": (t) => t.replace("meta:\n", "meta:\n  updated: 2025-03-15\n") });
    const edited = tempDir();
    await buildTo(edited, dir);
    expect(readFileSync(path.join(edited, "sitemap.xml"), "utf8")).toContain(`<loc>${SITE}/</loc>\n    <lastmod>2025-03-15</lastmod>`);
  });

  it("points robots.txt at the sitemap's absolute URL", () => {
    const robots = readFileSync(path.join(out, "robots.txt"), "utf8");
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toContain(`\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});

describe("preview images and icons", () => {
  it("makes each preview image a 1200×630 PNG under 300 KB", () => {
    const images = filesIn(path.join(out, "og"));
    expect(images.map((f) => f.replace(/\.[0-9a-f]{10}\.png$/, ""))).toEqual([
      "404",
      "data-protection",
      "hi",
      "index",
      "privacy-policy",
      "terms-of-service",
    ]);
    for (const file of images) {
      const bytes = readFileSync(path.join(out, "og", file));
      expect(pngSize(bytes), file).toEqual({ width: 1200, height: 630 });
      expect(bytes.byteLength, file).toBeLessThan(300 * 1024);
    }
  });

  it("draws ₹, Hindi and accented Latin on a preview, and leaves out emoji and symbols no font has rather than show boxes", async () => {
    const TITLE = "  title: AI replies to every travel inquiry in 30 seconds";
    const card = async (title: string) => {
      const dir = tempDir();
      await buildTo(dir, contentCopy({ "landing.yaml": (t) => t.replace(TITLE, `  title: ${title}`) }));
      return filesIn(path.join(dir, "og")).find((f) => f.startsWith("index."));
    };
    // Each is drawn: a character no font has is left out, so the card would be the one without it.
    const both = await card("Stop losing ₹3.7 lakh a month, हर पूछताछ का जवाब");
    expect(both).toMatch(/^index\.[0-9a-f]{10}\.png$/);
    expect(both).not.toBe(await card("Stop losing 3.7 lakh a month, हर पूछताछ का जवाब"));
    expect(both).not.toBe(await card("Stop losing ₹3.7 lakh a month,"));
    // Inter's Latin Extended subset is a font of its own: without it Ś and ī would be boxes, or missing.
    expect(await card("Śrī Café replies in 30 seconds")).not.toBe(await card("r Café replies in 30 seconds"));
    // An emoji, an arrow and a star are decoration: the card is the one without them; the page keeps them.
    const plain = await card("AI replies in 30 seconds");
    expect(await card("AI replies 🚀 in 30 seconds → ★")).toBe(plain);
    expect(await card("✈️ AI replies in 30 seconds 👨‍👩‍👧")).toBe(plain);
  });

  it("refuses a title in a script none of the card's fonts has, at its line", async () => {
    const dir = contentCopy({
      "landing.yaml": (t) => t.replace("  title: AI replies to every travel inquiry in 30 seconds", "  title: ตอบทุกคำถามการเดินทาง AI"),
    });
    const error = await buildTo(tempDir(), dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    const [problem, ...rest] = (error as ContentError).problems;
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({
      line: 6,
      column: 10,
      path: "meta.title",
      found: 'Thai word "ตอบทุกคำถามการเดินทาง", which none of the card\'s fonts has',
    });
  });

  it("lets a legal page share the landing page's preview instead of drawing its own (socialImage: site)", async () => {
    const edited = tempDir();
    await buildTo(edited, contentCopy({ "legal/data-protection.md": (t) => t.replace(/^---\n/, "---\nsocialImage: site\n") }));
    expect(filesIn(path.join(edited, "og")).map((f) => f.replace(/\.[0-9a-f]{10}\.png$/, ""))).toEqual([
      "404",
      "hi",
      "index",
      "privacy-policy",
      "terms-of-service",
    ]);
    const shared = meta(readPage(edited, "data-protection.html"), "og:image");
    expect(shared).toBe(meta(readPage(edited, "index.html"), "og:image"));
    expect(meta(readPage(edited, "privacy-policy.html"), "og:image")).not.toBe(shared);
    expect(existsSync(fileOf(shared!).replace(out, edited))).toBe(true);
  });

  it("renders the icon sizes from the one SVG source, and a manifest that names them", () => {
    const icons = filesIn(path.join(out, "icons"));
    const sizeOf = (name: string) =>
      pngSize(
        readFileSync(
          path.join(
            out,
            "icons",
            icons.find((f) => f.startsWith(`${name}.`) && f.endsWith(".png"))!,
          ),
        ),
      );
    expect(sizeOf("favicon-32")).toEqual({ width: 32, height: 32 });
    expect(sizeOf("apple-touch-icon")).toEqual({ width: 180, height: 180 });
    expect(sizeOf("icon-192")).toEqual({ width: 192, height: 192 });
    expect(sizeOf("icon-512")).toEqual({ width: 512, height: 512 });
    const svg = icons.find((f) => /^favicon\.[0-9a-f]{10}\.svg$/.test(f))!;
    expect(readFileSync(path.join(out, "icons", svg), "utf8")).toBe(
      readFileSync(path.resolve(import.meta.dirname, "../templates/favicon.svg"), "utf8"),
    );

    const manifest = JSON.parse(readFileSync(path.join(out, "site.webmanifest"), "utf8"));
    expect(manifest).toMatchObject({
      name: "TripReply",
      short_name: "TripReply",
      start_url: "/",
      display: "browser",
      theme_color: "#312e81",
      background_color: "#ffffff",
    });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(["any", "192x192", "512x512"]);
    for (const icon of manifest.icons) expect(existsSync(path.join(out, icon.src)), icon.src).toBe(true);

    // /favicon.ico: an ICO directory of one 32×32 image, the PNG itself.
    const ico = readFileSync(path.join(out, "favicon.ico"));
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6], ico[7]]).toEqual([1, 1, 32, 32]);
    expect(pngSize(ico.subarray(22))).toEqual({ width: 32, height: 32 });
  });

  it("names every hashed file by the hash of its content", () => {
    const hashed = filesIn(out).filter((f) => /^(og|icons|images)\//.test(f) && !/\.(br|gz)$/.test(f));
    expect(hashed.length).toBeGreaterThan(5);
    for (const file of hashed) {
      const hash = file.match(/\.([0-9a-f]{10})\.[a-z]+$/)?.[1];
      expect(hash, file).toBe(
        createHash("sha256")
          .update(readFileSync(path.join(out, file)))
          .digest("hex")
          .slice(0, 10),
      );
    }
  });
});

describe("the not-found page", () => {
  it("has the site's header and footer, says what happened, links home and stays out of search", () => {
    const html = readPage(out, "404.html");
    expect(html).toContain('class="site-header"');
    expect(html).toContain('class="site-footer"');
    expect(titles(html)).toEqual(["Page not found | TripReply"]);
    expect(meta(html, "robots")).toBe("noindex");
    expect(linkTags(html).filter((l) => l.rel === "canonical")).toEqual([]);
    expect(meta(html, "og:url")).toBeUndefined();
    const text = visibleText(html);
    expect(text).toContain("We couldn't find that page");
    expect(text).toContain("The link may be old or mistyped");
    expect(links(html).find((l) => l.text === "Go to the home page")?.href).toBe("/");
    // Header links lead back to the landing page's sections from here too.
    expect(links(html).map((l) => l.href)).toContain("/#pricing");
    expect(jsonLd(html)).toEqual([]);
  });
});
