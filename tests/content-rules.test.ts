// The content model's rules, on edited copies of the frozen content: what a
// content change needs no code for, and what the build refuses.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ContentError } from "../src/parse/problem.ts";
import { formatProblems } from "../src/report/problems.ts";
import { formatDate, formatDay, formatFigure, formatRupees, formatRupeesShort } from "../src/text/format.ts";
import { buildTo, contentCopy, editPlan, FIXTURE_PLANS, links, readPage, tempDir, visibleText } from "./helpers/site.ts";

async function problemsOf(contentDir: string): Promise<string> {
  const out = tempDir();
  try {
    await buildTo(path.join(out, "dist"), contentDir);
  } catch (error) {
    if (error instanceof ContentError) return formatProblems(error.problems);
    throw error;
  }
  throw new Error("expected the build to fail");
}

describe("prices and figures", () => {
  const english = {
    lakh: "lakh",
    crore: "crore",
    second: { one: "second", other: "seconds" },
    minute: { one: "minute", other: "minutes" },
    hour: { one: "hour", other: "hours" },
    day: { one: "day", other: "days" },
  };
  const hindi = {
    lakh: "लाख",
    crore: "करोड़",
    second: { one: "सेकंड", other: "सेकंड" },
    minute: { one: "मिनट", other: "मिनट" },
    hour: { one: "घंटा", other: "घंटे" },
    day: { one: "दिन", other: "दिन" },
  };
  it("formats rupees the Indian way", () => {
    expect([7499, 12345, 21999, 130000, 350000].map(formatRupees)).toEqual(["₹7,499", "₹12,345", "₹21,999", "₹1,30,000", "₹3,50,000"]);
    expect(formatRupeesShort(370000, english)).toBe("₹3.7 lakh");
    expect(formatRupeesShort(20000000, english)).toBe("₹2 crore");
    expect(formatFigure({ kind: "rupees", value: 550000, plus: true }, english)).toBe("₹5.5 lakh+");
    expect(formatFigure({ kind: "rating", value: 4.9, outOf: 5 }, english)).toBe("4.9/5");
    expect(formatFigure({ kind: "count", value: 200, plus: true }, english)).toBe("200+");
    expect(formatFigure({ kind: "duration", value: 1, unit: "hour" }, english)).toBe("1 hour");
    expect(formatFigure({ kind: "duration", value: 24, unit: "hour" }, english)).toBe("24 hours");
  });
  it("writes figures and dates in the page's language, with Latin digits", () => {
    expect(formatRupeesShort(370000, hindi)).toBe("₹3.7 लाख");
    expect(formatFigure({ kind: "duration", value: 24, unit: "hour" }, hindi)).toBe("24 घंटे");
    expect(formatFigure({ kind: "duration", value: 1, unit: "hour" }, hindi)).toBe("1 घंटा");
    expect(formatDate("2024-08-15", "hi-IN")).toBe("15 अगस्त 2024");
    expect(formatDate("2024-08-15")).toBe("15 August 2024");
    expect(formatDay("2026-11-30", "hi-IN")).toBe("सोमवार, 30 नवंबर");
  });
});

describe("content changes that need no code", () => {
  it("shows a sixth plan feature, a fourth testimonial and a new legal page", async () => {
    const dir = contentCopy({
      "plans.yaml": (t) => t.replace("      - Advanced reporting\n", "      - Advanced reporting\n      - Quarterly strategy reviews\n"),
      "landing.yaml": (t) =>
        t.replace(
          "  items:\n    - id: priya-nair\n",
          "  items:\n    - id: farah-khan\n      quote: Our Goa desk closes twice as many weekend trips now.\n      name: Farah Khan\n      role: Owner\n      agency: Sunset Journeys\n      city: Goa\n      rating: 4\n    - id: priya-nair\n",
        ),
    });
    writeFileSync(
      path.join(dir, "legal", "cookie-policy.md"),
      "---\ntitle: Cookie Policy\ndescription: Which cookies the website of {{brand.name}} uses, why, and how you can control them in your browser.\neffective: 2025-02-01\nupdated: 2025-02-01\norder: 4\n---\n\n## 1. Cookies we use\n\nOnly those strictly needed, set by {{legal.entity}}.\n",
    );
    const out = tempDir();
    const result = await buildTo(out, dir);
    expect(result.routes.map((r) => r.path)).toContain("/cookie-policy");
    const landing = visibleText(readPage(out, "index.html"));
    expect(landing).toContain("Quarterly strategy reviews");
    expect(landing).toContain("Farah Khan");
    const cookie = readPage(out, "cookie-policy.html");
    expect(visibleText(cookie)).toContain("Cookie Policy");
    expect(visibleText(cookie)).toContain("1 February 2025");
    expect(visibleText(cookie)).toContain("TripReply Technologies LLP");
    expect(links(readPage(out, "index.html")).map((l) => l.href)).toContain("/cookie-policy");
  });

  it("copies content/static/ into the site as it is, with compressed copies of text files, leaving out hidden files", async () => {
    const dir = contentCopy();
    const files: Record<string, string> = {
      "google1234567890abcdef.html": "google-site-verification: google1234567890abcdef.html\n",
      ".well-known/security.txt": `Contact: mailto:security@example.com\nExpires: 2027-11-22T00:00:00.000Z\n${"Preferred-Languages: en, hi\n".repeat(8)}`,
      "brochure/plans.pdf": "%PDF-1.4 not really a PDF, but bytes to copy as they are\n",
      ".DS_Store": "Finder's own",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, "static", file)), { recursive: true });
      writeFileSync(path.join(dir, "static", file), text);
    }
    const out = tempDir();
    const result = await buildTo(out, dir);
    for (const file of ["google1234567890abcdef.html", ".well-known/security.txt", "brochure/plans.pdf"]) {
      expect(readFileSync(path.join(out, file), "utf8")).toBe(files[file]);
      expect(result.files.map((f) => f.file)).toContain(file);
    }
    expect(gunzipSync(readFileSync(path.join(out, ".well-known/security.txt.gz"))).toString()).toBe(files[".well-known/security.txt"]);
    expect(existsSync(path.join(out, "brochure/plans.pdf.br"))).toBe(false);
    expect(existsSync(path.join(out, ".DS_Store"))).toBe(false);
  });

  it("links email and phone once they are filled in", async () => {
    const dir = contentCopy({
      "site.yaml": (t) =>
        t.replace('email: "[email]"', "email: hello@tripreply.in").replace('phone: "[phone]"', 'phone: "+91 98765 43210"'),
    });
    const out = tempDir();
    await buildTo(out, dir);
    const hrefs = links(readPage(out, "index.html")).map((l) => l.href);
    expect(hrefs).toContain("mailto:hello@tripreply.in");
    expect(hrefs).toContain("tel:+919876543210");
  });
});

describe("content the build refuses", () => {
  it("rejects two popular plans, naming the second", async () => {
    // The first plan made popular too: the one popular in the frozen content comes after it.
    const [first] = FIXTURE_PLANS;
    const dir = contentCopy({
      "plans.yaml": (t) => editPlan(t, first!.id, (b) => b.replace(/^( {4}price: .*\n)/m, "$1    popular: true\n")),
    });
    const message = await problemsOf(dir);
    expect(message).toContain("content/plans.yaml:");
    expect(message).toContain("plans[1].popular");
    expect(message).toContain(`at most one popular plan, but plans[0] (${first!.name}) is already popular`);
  });

  it("leaves no staging folder behind after a failed build", async () => {
    const parent = tempDir();
    mkdirSync(path.join(parent, "dist"));
    // A previous build's folder (the build replaces only one it made: with its 404.html and _headers).
    for (const file of ["404.html", "_headers"]) writeFileSync(path.join(parent, "dist", file), "");
    writeFileSync(path.join(parent, "dist", "keep.txt"), "previous build");
    const dir = contentCopy({ "site.yaml": (t) => t.replace("siteUrl:", "siteUrll:") });
    await expect(buildTo(path.join(parent, "dist"), dir)).rejects.toBeInstanceOf(ContentError);
    expect(readFileSync(path.join(parent, "dist", "keep.txt"), "utf8")).toBe("previous build");
  });
});
