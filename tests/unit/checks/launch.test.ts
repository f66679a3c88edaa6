// src/checks/launch.ts: the "to fill before launch" list of one YAML file
// (bracketed placeholders, values tagged !placeholder, addresses on reserved
// example domains, `sample: true` items), each at its file, line and column.
import { describe, expect, it } from "vitest";
import { launchItems } from "../../../src/checks/launch.ts";
import { parseYaml } from "../../../src/parse/yaml.ts";

/** The launch items of a YAML text, as "line:column kind path value". */
function itemsOf(text: string): string[] {
  const { data, source, tagged, problems } = parseYaml("content/site.yaml", text);
  expect(problems).toEqual([]);
  return launchItems(data, source, tagged).map((i) => `${i.line}:${i.column} ${i.kind} ${i.path} ${i.value}`);
}

describe("the launch items of a file", () => {
  it("list a bracketed placeholder at its value", () => {
    expect(itemsOf("legal:\n  llpNumber: '[LLP number]'\n  entity: TripReply LLP\n")).toEqual(["2:14 value legal.llpNumber [LLP number]"]);
  });

  it("list a value tagged !placeholder at its text, though it has no brackets, and a tagged bracketed one once", () => {
    expect(itemsOf("contact:\n  phone: !placeholder +91 98765 43210\n  email: !placeholder '[email]'\n")).toEqual([
      "2:23 value contact.phone +91 98765 43210",
      "3:23 value contact.email [email]",
    ]);
  });

  it("list an address on a domain reserved for examples, and not a real one that merely contains the word", () => {
    const text = [
      "links:",
      "  - https://example.com/demo",
      "  - mailto:hello@agency.example",
      "  - hello@shop.test",
      "  - https://www.example-travel.in",
      "  - https://exampleagency.com",
      "",
    ].join("\n");
    expect(itemsOf(text)).toEqual([
      "2:5 value links[0] https://example.com/demo",
      "3:5 value links[1] mailto:hello@agency.example",
      "4:5 value links[2] hello@shop.test",
    ]);
  });

  it("list a sample item at its `sample: true` line, named by its naming fields in order", () => {
    const text = [
      "testimonials:",
      "  - quote: Great.",
      "    city: Jaipur",
      "    name: Priya",
      "    sample: true",
      "  - quote: Real.",
      "    name: Arjun",
      "  - sample: true",
      "",
    ].join("\n");
    expect(itemsOf(text)).toEqual(["5:5 sample testimonials[0] Priya, Jaipur", "8:5 sample testimonials[2] sample content"]);
  });

  it("list nothing for `sample: false` or filled values", () => {
    expect(itemsOf("brand:\n  name: TripReply\n  sample: false\n  site: https://www.tripreply.in\n")).toEqual([]);
  });
});
