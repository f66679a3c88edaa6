// The real build on the frozen content: every route written, every spec fact
// on the page, demo links opening the scheduling page safely, rebuilds
// identical.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { LANDING_FACTS, LEGAL_FACTS } from "./fixtures/spec-facts.ts";
import { build } from "../src/pipeline/site-build.ts";
import { filesIn } from "./helpers/head.ts";
import { buildTo, FIXTURE, FIXTURE_PLANS, links, readPage, ROOT, tempDir, visibleText } from "./helpers/site.ts";

/** The frozen content's legal pages, from its files, by the file each becomes. */
const LEGAL_FILES = readdirSync(path.join(FIXTURE, "legal")).map((file) => file.replace(/\.md$/, ".html"));
/** Every page it makes: the landing page in each language, each legal page, the 404. */
const ROUTE_FILES = ["index.html", "hi.html", "404.html", ...LEGAL_FILES].sort();
let out: string;
let landing: string;

beforeAll(async () => {
  out = tempDir();
  await buildTo(out);
  landing = readPage(out, "index.html");
});

describe("the frozen content's site", () => {
  it("writes one HTML file per route", () => {
    expect(
      readdirSync(out)
        .filter((f) => f.endsWith(".html"))
        .sort(),
    ).toEqual(ROUTE_FILES);
  });

  it("shows every fact of the spec on the landing page", () => {
    const text = visibleText(landing).toLowerCase();
    const missing = LANDING_FACTS.filter((fact) => !text.includes(fact.toLowerCase()));
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(LEGAL_FACTS))("shows every fact of the spec on %s", (file, facts) => {
    const text = visibleText(readPage(out, file)).toLowerCase();
    expect(facts.filter((fact) => !text.includes(fact.toLowerCase()))).toEqual([]);
  });

  it("renders the landing sections in the spec's order", () => {
    const order = [
      "site-header",
      'class="hero"',
      'id="problem"',
      'id="features"',
      'id="how-it-works"',
      'id="benefits"',
      'id="integrations"',
      'id="testimonials"',
      'id="pricing"',
      'id="book-demo"',
      "site-footer",
    ];
    // In the body only: the inlined stylesheet in the head names these classes too.
    const body = landing.slice(landing.indexOf("<body>"));
    // Named, so a failure says which section is missing or out of place.
    expect(order.filter((marker) => body.indexOf(marker) < 0)).toEqual([]);
    expect([...order].sort((a, b) => body.indexOf(a) - body.indexOf(b))).toEqual(order);
  });

  it("sends every demo-booking action to the scheduling URL in a new tab, safely", () => {
    const demo = links(landing).filter((l) => /Book Demo|Book a Free Demo|Book Demo Call|Schedule My Free Demo/.test(l.text));
    expect(demo.map((l) => l.text.replace(/ \(opens in a new tab\)$/, ""))).toEqual(
      expect.arrayContaining(["Book Demo", "Book a Free Demo", "Book Demo Call", "Schedule My Free Demo"]),
    );
    for (const link of demo) {
      expect(link.href).toBe("https://example.com/book-demo");
      expect(link.target).toBe("_blank");
      expect(link.rel).toBe("noopener noreferrer");
    }
  });

  it("gives the placeholder actions a real destination, never a dead #", () => {
    const all = links(landing);
    expect(all.filter((l) => l.href === "#" || l.href === "")).toEqual([]);
    const video = all.find((l) => l.text.includes("Watch Demo Video"))!;
    expect(video.href).toBe("#how-it-works");
    const trials = all.filter((l) => l.text.startsWith("Start Free Trial"));
    expect(trials.map((l) => l.href)).toEqual([
      "https://example.com/book-demo?plan=ai-chat-bot",
      "https://example.com/book-demo?plan=complete-solution",
      "https://example.com/book-demo?plan=lead-management",
    ]);
    for (const t of trials) expect(t.rel).toBe("noopener noreferrer");
  });

  it("resolves every in-page anchor on every page", () => {
    for (const file of ROUTE_FILES) {
      const html = readPage(out, file);
      const ids = new Set(Array.from(html.matchAll(/\sid="([^"]+)"/g), (m) => m[1]));
      const targets = links(html)
        .filter((l) => l.href.startsWith("#"))
        .map((l) => l.href.slice(1));
      expect(
        targets.filter((id) => !ids.has(id)),
        file,
      ).toEqual([]);
    }
    const landingIds = new Set(Array.from(landing.matchAll(/\sid="([^"]+)"/g), (m) => m[1]));
    for (const id of ["features", "pricing", "integrations", "contact"]) expect(landingIds.has(id)).toBe(true);
  });

  it("marks the popular plan and only that one", () => {
    const cards = Array.from(landing.matchAll(/<li class="(plan[^"]*)">[\s\S]*?<\/li>\s*(?=<li class="plan|<\/ul>)/g), (m) => ({
      cls: m[1]!,
      text: visibleText(m[0]),
    }));
    expect(cards).toHaveLength(FIXTURE_PLANS.length);
    const popular = cards.filter((c) => c.cls.includes("plan--popular"));
    expect(popular).toHaveLength(1);
    expect(popular[0]!.text).toContain("Most Popular");
    expect(popular[0]!.text).toContain(FIXTURE_PLANS.find((p) => p.popular)!.name);
    expect(visibleText(landing).match(/Most Popular/g)).toHaveLength(1);
  });

  it("shows unfilled settings as marked placeholders on the page", () => {
    const terms = readPage(out, "terms-of-service.html");
    expect(terms).toMatch(/<mark class="placeholder"[^>]*>\[LLP number\]<\/mark>/);
    expect(terms).toMatch(/<mark class="placeholder"[^>]*>\[Jurisdiction city\]<\/mark>/);
    expect(terms).not.toMatch(/\{\{/);
    expect(landing).toMatch(/<mark class="placeholder"[^>]*>\[email\]<\/mark>/);
  });

  it("links each legal page back home and to the other legal pages", () => {
    const addresses = LEGAL_FILES.map((file) => `/${file.replace(/\.html$/, "")}`);
    expect(addresses.length).toBeGreaterThan(1);
    for (const file of LEGAL_FILES) {
      const all = links(readPage(out, file));
      expect(all.find((l) => l.text === "Back to Home")?.href).toBe("/");
      expect(addresses.filter((address) => !all.some((l) => l.href === address))).toEqual([]);
    }
  });

  it("ships no script file: the menu script inline, and on a landing or legal page the loader of its later rules, linked for a visitor without JavaScript", () => {
    const kinds = new Set<string>();
    for (const file of ROUTE_FILES) {
      const html = readPage(out, file);
      const scripts = Array.from(html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)).filter(
        (s) => !s[1]!.includes("application/ld+json"),
      );
      const kind = html.includes('<div class="later">') ? "landing" : file === "404.html" ? "notFound" : "page";
      kinds.add(kind);
      expect(scripts, file).toHaveLength(kind === "notFound" ? 1 : 2);
      expect(html).not.toMatch(/<script[^>]+src=/);
      expect(scripts[0]![2]).toContain("aria-expanded");
      const links = Array.from(html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)).map((m) => m[0]);
      if (kind === "notFound") {
        expect(links, file).toEqual([]);
        continue;
      }
      expect(scripts[1]![2], file).toContain("later-styles");
      expect(html, file).toMatch(
        new RegExp(`<noscript id="later-styles"><link rel="stylesheet" href="/assets/${kind}\\.[0-9a-f]{10}\\.css"/></noscript>`),
      );
      expect(links, file).toHaveLength(1);
    }
    expect([...kinds].sort()).toEqual(["landing", "notFound", "page"]);
  });

  it("carries at most 8 KB of CSS in a legal page, none of it a landing section's", () => {
    for (const file of LEGAL_FILES) {
      const html = readPage(out, file);
      const css = Array.from(html.matchAll(/<style>([\s\S]*?)<\/style>/g), (m) => m[1]!).join("");
      expect(Buffer.byteLength(css), file).toBeLessThanOrEqual(8 * 1024);
      // The hero's, a later section's frame and the footer's parts (the legal pages' later file).
      expect(css, file).not.toMatch(/\.hero[{ ]|\.section[{ ,]|\.site-footer__/);
      expect(css, file).toMatch(/\.prose\b/);
    }
  });

  it("leaves out only the .br and .gz copies with precompress: false", async () => {
    const plain = tempDir();
    await build({ root: ROOT, contentDir: FIXTURE, outDir: plain, precompress: false });
    const all = filesIn(out);
    expect(all.some((f) => f.endsWith(".br")) && all.some((f) => f.endsWith(".gz"))).toBe(true);
    expect(filesIn(plain)).toEqual(all.filter((f) => !/\.(br|gz)$/.test(f)));
    for (const file of filesIn(plain))
      expect(readFileSync(path.join(plain, file)).equals(readFileSync(path.join(out, file))), file).toBe(true);
  });

  it("produces byte-identical output when built twice", async () => {
    const again = tempDir();
    await buildTo(again);
    const files = readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.relative(out, path.join(d.parentPath, d.name)))
      .sort();
    const filesAgain = readdirSync(again, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.relative(again, path.join(d.parentPath, d.name)))
      .sort();
    expect(filesAgain).toEqual(files);
    for (const file of files) expect(readFileSync(path.join(again, file)).equals(readFileSync(path.join(out, file))), file).toBe(true);
  });
});
