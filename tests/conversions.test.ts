// What sells the way Indian agencies buy, on edited copies of the real
// content, in both languages: WhatsApp click-to-chat (its links, their
// prefilled text, a number checked at its line), GST said once and shown on
// the cards, the Terms, /hi and the structured data, and a cookieless
// analytics service: the CSP's one extra origin, every conversion marked for
// it, and the Privacy Policy in step with what the page loads.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { jsonLd } from "./helpers/head.ts";
import {
  buildProblems,
  buildTo,
  contentCopy,
  editPlan,
  FIXTURE_PLANS,
  lineOf,
  readPage,
  rupees,
  tempDir,
  visibleText,
  WHATSAPP_NUMBER,
  withConversions,
} from "./helpers/site.ts";

const MESSAGES = {
  "index.html": "Hi, I'd like a demo of TripReply for my travel agency.",
  "hi.html": "नमस्ते, मुझे अपनी ट्रैवल एजेंसी के लिए TripReply का डेमो चाहिए।",
};
const LABELS = { "index.html": "Chat on WhatsApp", "hi.html": "WhatsApp पर चैट करें" };
const PAGES = ["index.html", "hi.html"] as const;

const decode = (href: string) => href.replace(/&amp;/g, "&").replace(/&#x27;/g, "'");
const hrefs = (html: string, prefix: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => decode(m[1]!)).filter((h) => h.startsWith(prefix));
/** The opening tags of the elements whose class or attributes name `needle`. */
const tagsWith = (html: string, needle: string) =>
  [...html.matchAll(/<(?:a|script)\b[^>]*>/g)].map((m) => m[0]).filter((t) => t.includes(needle));
const cspOf = (dir: string) => /Content-Security-Policy: (.*)/.exec(readFileSync(path.join(dir, "_headers"), "utf8"))![1]!;
const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `))!;

describe("WhatsApp click-to-chat", () => {
  let out: string;
  beforeAll(async () => {
    out = tempDir();
    await buildTo(out, contentCopy({ "site.yaml": (t) => withConversions(t, null) }));
  }, 60_000);

  it.each(PAGES)("%s links to wa.me with the number's digits and its language's first message, encoded", (file) => {
    const html = readPage(out, file);
    const links = hrefs(html, "https://wa.me/");
    // Beside the closing demo button, in the footer, and the phone's corner button.
    expect(links).toHaveLength(3);
    const expected = `https://wa.me/919876543210?text=${encodeURIComponent(MESSAGES[file])}`;
    for (const href of links) {
      expect(href).toBe(expected);
      expect(new URL(href).searchParams.get("text")).toBe(MESSAGES[file]);
    }
    expect(html).toContain('class="whatsapp-corner"');
    // Every one opens a new tab and is named in the page's language.
    const text = visibleText(html);
    expect(text).toContain(LABELS[file]);
    expect(text).toContain(WHATSAPP_NUMBER);
    for (const tag of tagsWith(html, "https://wa.me/")) expect(tag).toContain('target="_blank"');
  });

  it("never replaces the demo booking: the closing section keeps Schedule My Free Demo first", () => {
    const closing = /<section id="book-demo"[\s\S]*?<\/section>/.exec(readPage(out, "index.html"))![0];
    expect(closing.indexOf("book-demo")).toBeLessThan(closing.indexOf("https://wa.me/"));
    expect(closing.indexOf("Schedule My Free Demo")).toBeLessThan(closing.indexOf("Chat on WhatsApp"));
  });

  it("left out, gives no button; still a placeholder, no link, and the launch list names it", async () => {
    const none = tempDir();
    await buildTo(none, contentCopy({ "site.yaml": (t) => t.replace(/^ {2}whatsapp: .*\n/m, "") }));
    const placeholder = tempDir();
    const result = await buildTo(placeholder);
    for (const dir of [none, placeholder])
      for (const file of PAGES) {
        expect(hrefs(readPage(dir, file), "https://wa.me/")).toEqual([]);
        expect(readPage(dir, file)).not.toContain('class="whatsapp-corner"');
      }
    expect(result.launch).toContainEqual(expect.objectContaining({ path: "contact.whatsapp", value: "[WhatsApp number]" }));
  }, 60_000);

  it.each([
    ["98765 43210", '"98765 43210", without its country code', "for an Indian number: +91 98765 43210"],
    [
      "+91 98765 4321",
      '"+91 98765 4321": 9 digits after +91, where a number in India has 10',
      "a number in India is written like +91 81234 56789",
    ],
    ["+91 98765 432101", '"+91 98765 432101": 11 digits after +91, where a number in India has 10', undefined],
    ["+999 1234 5678", '"+999 1234 5678": no country has the calling code it starts with', undefined],
    ["+91 9876O 43210", '"+91 9876O 43210", which has "O" in it', "write digits only, with spaces if you like"],
    ["0091 98765 43210", '"0091 98765 43210", with 00 for the international prefix', "write + instead: +919876543210"],
  ])("an invalid number %j is a problem at its line: %s", async (number, found, hint) => {
    const dir = contentCopy({ "site.yaml": (t) => t.replace('whatsapp: "[WhatsApp number]"', `whatsapp: "${number}"`) });
    const problems = await buildProblems(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      file: "content/site.yaml",
      line: lineOf(dir, "site.yaml", "  whatsapp: "),
      column: 13,
      path: "contact.whatsapp",
      expected: expect.stringContaining("a WhatsApp number in international form"),
      found,
    });
    if (hint) expect(problems[0]!.hint).toBe(hint);
  });
});

describe("GST, said once", () => {
  let out: string;
  beforeAll(async () => {
    out = tempDir();
    await buildTo(out);
  }, 60_000);

  it("is on every price card, in each language's words", () => {
    const cards = (file: string, tax: RegExp) => visibleText(readPage(out, file)).match(tax) ?? [];
    expect(cards("index.html", /₹[\d,]+ \/month \+ 18% GST/g)).toEqual(FIXTURE_PLANS.map((p) => `${rupees(p.price)} /month + 18% GST`));
    expect(cards("hi.html", /₹[\d,]+ \/महीना \+ 18% जीएसटी/g)).toEqual(FIXTURE_PLANS.map((p) => `${rupees(p.price)} /महीना + 18% जीएसटी`));
  });

  it("is in the Terms' price table and the structured data's price specifications", () => {
    for (const plan of FIXTURE_PLANS)
      expect(readPage(out, "terms-of-service.html")).toMatch(
        new RegExp(`<td>${plan.name}</td>\\s*<td>${rupees(plan.price)}/month \\+ 18% GST</td>`),
      );
    for (const file of PAGES) {
      const service = jsonLd(readPage(out, file)).find((d) => d["@type"] === "Service")!;
      expect(
        service.offers.map((o: { priceSpecification: { valueAddedTaxIncluded: boolean } }) => o.priceSpecification.valueAddedTaxIncluded),
      ).toEqual(FIXTURE_PLANS.map(() => false));
    }
  });

  it("included, or different for one plan, changes the cards, the Terms and the structured data together", async () => {
    // Included for all, but the last plan adds 5%.
    const first = FIXTURE_PLANS[0];
    const last = FIXTURE_PLANS.at(-1)!;
    const dir = contentCopy({
      "plans.yaml": (t) =>
        editPlan(t.replace("gst:\n  included: false\n  rate: 18\n", "gst:\n  included: true\n  rate: 18\n"), last.id, (block) =>
          block.replace(/^( {4}price: .*\n)/m, "$1    gst:\n      included: false\n      rate: 5\n"),
        ),
    });
    const edited = tempDir();
    const result = await buildTo(edited, dir);
    const cards = visibleText(readPage(edited, "index.html"));
    expect(cards).toContain(`${rupees(first!.price)} /month incl. 18% GST`);
    expect(cards).toContain(`${rupees(last.price)} /month + 5% GST`);
    expect(visibleText(readPage(edited, "hi.html"))).toContain(`${rupees(first!.price)} /महीना 18% जीएसटी सहित`);
    expect(readPage(edited, "terms-of-service.html")).toContain(`<td>${rupees(last.price)}/month + 5% GST</td>`);
    const offers = jsonLd(readPage(edited, "hi.html")).find((d) => d["@type"] === "Service")!.offers as {
      name: string;
      priceSpecification: { valueAddedTaxIncluded: boolean };
    }[];
    expect(offers.map((o) => o.priceSpecification.valueAddedTaxIncluded)).toEqual(FIXTURE_PLANS.map((p) => p !== last));
    // The Terms still say the prices exclude GST, which is no longer true of every plan: nothing to report,
    // since one plan's still does. Every plan including it makes that line a check.
    expect(result.checks.filter((c) => c.path !== "updated" && c.found.includes("GST"))).toEqual([]);
    const allIncluded = contentCopy({ "plans.yaml": (t) => t.replace("gst:\n  included: false\n", "gst:\n  included: true\n") });
    const checked = await buildTo(tempDir(), allIncluded);
    expect(checked.checks).toContainEqual(
      expect.objectContaining({
        line: lineOf(allIncluded, "legal/terms-of-service.md", "exclusive of Goods and Services Tax"),
        expected: "the GST plans.yaml gives the prices: including 18% GST",
        found: '"exclusive of" on a line about GST: the text says the prices exclude it',
      }),
    );
  }, 120_000);

  it("unset, is a launch item, and the pages say nothing about tax rather than guess", async () => {
    const dir = contentCopy({ "plans.yaml": (t) => t.replace("gst:\n  included: false\n  rate: 18\n", "") });
    const unset = tempDir();
    const result = await buildTo(unset, dir);
    expect(result.launch).toContainEqual(
      expect.objectContaining({ path: "gst", kind: "value", line: lineOf(dir, "plans.yaml", "plans:") }),
    );
    expect(visibleText(readPage(unset, "index.html"))).not.toContain("GST");
    expect(readPage(unset, "index.html")).not.toContain("valueAddedTaxIncluded");
    expect(readPage(unset, "terms-of-service.html")).toContain(`<td>${rupees(FIXTURE_PLANS[0]!.price)}/month</td>`);
  }, 60_000);

  it("a rate the law has no use for is a problem at its line", async () => {
    const dir = contentCopy({ "plans.yaml": (t) => t.replace("  rate: 18\n", "  rate: 180\n") });
    expect(await buildProblems(dir)).toMatchObject([
      { file: "content/plans.yaml", line: lineOf(dir, "plans.yaml", "rate: 180"), path: "gst.rate", found: "number 180" },
    ]);
  });
});

describe("analytics", () => {
  const EVENTS_EN = [
    "Book Demo position=header",
    "Book Demo position=hero",
    "Watch Demo Video",
    "Book Demo position=integrations",
    "Start Free Trial plan=ai-chat-bot",
    "Start Free Trial plan=complete-solution",
    "Start Free Trial plan=lead-management",
    "Book Demo position=closing",
    "WhatsApp position=closing",
    "WhatsApp position=corner",
    "WhatsApp position=footer",
  ];

  it("off: no script, no event markup, a CSP with no other origin, and a Privacy Policy that says none is used", async () => {
    const out = tempDir();
    await buildTo(out, contentCopy({ "site.yaml": (t) => withConversions(t, null) }));
    for (const file of PAGES) {
      const html = readPage(out, file);
      expect(html).not.toMatch(/plausible|umami|data-script/);
    }
    const csp = cspOf(out);
    expect(directive(csp, "script-src")).toMatch(/^script-src( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(directive(csp, "connect-src")).toBe("connect-src 'self'");
    expect(visibleText(readPage(out, "privacy-policy.html"))).toContain("Our website uses no analytics service and sets no cookies.");
  }, 60_000);

  it("Plausible: one extra origin in script-src and connect-src, its script's settings, and every conversion tagged", async () => {
    const out = tempDir();
    await buildTo(out, contentCopy({ "site.yaml": (t) => withConversions(t) }));
    const csp = cspOf(out);
    expect(directive(csp, "script-src")).toMatch(/^script-src( 'sha256-[A-Za-z0-9+/=]+')+ https:\/\/plausible\.io$/);
    expect(directive(csp, "connect-src")).toBe("connect-src 'self' https://plausible.io");
    for (const [file, lang] of [
      ["index.html", "en-IN"],
      ["hi.html", "hi-IN"],
    ] as const) {
      const html = readPage(out, file);
      expect(tagsWith(html, "data-script=")).toEqual([
        '<script data-script="https://plausible.io/js/script.tagged-events.js" data-domain="www.example.com">',
      ]);
      // No element loads the service's script by itself: the loader adds it after the first paint.
      expect(html).not.toMatch(/<script[^>]*\ssrc=/);
      const events = tagsWith(html, "plausible-event-name=").map((tag) => {
        const classes = /class="([^"]*)"/
          .exec(tag)![1]!
          .split(" ")
          .filter((c) => c.startsWith("plausible-event-"));
        const props = Object.fromEntries(classes.map((c) => c.slice("plausible-event-".length).split("=") as [string, string]));
        expect(props.lang).toBe(lang);
        const { name, lang: _lang, ...rest } = props;
        return [name!.replace(/\+/g, " "), ...Object.entries(rest).map(([k, v]) => `${k}=${v}`)].join(" ");
      });
      expect(events).toEqual(EVENTS_EN);
    }
    expect(visibleText(readPage(out, "privacy-policy.html"))).toContain(
      "Our website counts visits and clicks on its buttons with Plausible Analytics, a privacy-first analytics service at plausible.io.",
    );
  }, 60_000);

  it("Umami, self-hosted: its origin, its website ID and its data attributes", async () => {
    const out = tempDir();
    const id = "94db1cb1-74f4-4a40-ad6c-962362670409";
    await buildTo(
      out,
      contentCopy({ "site.yaml": (t) => withConversions(t, ["service: umami", "origin: https://stats.tripreply.in", `site: ${id}`]) }),
    );
    const csp = cspOf(out);
    expect(directive(csp, "script-src")).toMatch(/ https:\/\/stats\.tripreply\.in$/);
    expect(directive(csp, "connect-src")).toBe("connect-src 'self' https://stats.tripreply.in");
    const html = readPage(out, "hi.html");
    expect(tagsWith(html, "data-script=")).toEqual([
      `<script data-script="https://stats.tripreply.in/script.js" data-website-id="${id}" data-host-url="https://stats.tripreply.in">`,
    ]);
    const events = tagsWith(html, "data-umami-event=").map((tag) => {
      const attrs = Object.fromEntries([...tag.matchAll(/data-umami-event(-[a-z]+)?="([^"]*)"/g)].map((m) => [m[1] ?? "", m[2]!]));
      expect(attrs["-lang"]).toBe("hi-IN");
      return [
        attrs[""],
        ...Object.entries(attrs)
          .filter(([k]) => k && k !== "-lang")
          .map(([k, v]) => `${k.slice(1)}=${v}`),
      ].join(" ");
    });
    expect(events).toEqual(EVENTS_EN);
    expect(visibleText(readPage(out, "privacy-policy.html"))).toContain(
      "with Umami, a privacy-first analytics service at stats.tripreply.in.",
    );
  }, 60_000);

  it("a service that sets cookies is refused, and the message says why", async () => {
    const dir = contentCopy({ "site.yaml": (t) => withConversions(t, ["service: google-analytics"]) });
    expect(await buildProblems(dir)).toMatchObject([
      {
        file: "content/site.yaml",
        line: lineOf(dir, "site.yaml", "service: google-analytics"),
        path: "analytics.service",
        expected: "plausible or umami: a cookieless analytics service that identifies nobody, so the site needs no consent banner",
        found: '"google-analytics", which sets cookies or identifies visitors',
        hint: expect.stringContaining("consent under India's Digital Personal Data Protection Act, 2023"),
      },
    ]);
  });

  it("an origin with a path, or Umami without its website ID, is a problem at its line", async () => {
    const dir = contentCopy({ "site.yaml": (t) => withConversions(t, ["service: umami", "origin: https://stats.tripreply.in/umami/"]) });
    const problems = await buildProblems(dir);
    expect(problems.map((p) => [p.path, p.line])).toEqual([
      ["analytics.origin", lineOf(dir, "site.yaml", "origin: https://stats.tripreply.in/umami/")],
      ["analytics.site", lineOf(dir, "site.yaml", "service: umami") - 1],
    ]);
  });
});
