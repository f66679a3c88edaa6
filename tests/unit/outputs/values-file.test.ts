// src/outputs/values-file.ts: every header value of the rules, once, by its
// name in the configs, and nothing a server could read as more than text: a
// value with a quote, a backslash, a $, a backtick, a brace or a character
// outside printable ASCII stops the build.
import { describe, expect, it } from "vitest";
import { headerValues, InlineCode, responseRules, type ResponseRule } from "../../../src/outputs/headers.ts";
import { valuesFile } from "../../../src/outputs/values-file.ts";

const code = new InlineCode();
code.add("index.html", "<style>body{margin:0}</style>");
const rules = responseRules(code, { editor: { origins: ["https://api.github.com"] } });
const odd = (value: string): ResponseRule[] => [{ comment: "odd", scope: { every: true }, headers: [["X-Odd", value]] }];

describe("the values file", () => {
  it('holds every header value of every rule, each by its name, in `name "value";` lines', () => {
    const text = String(valuesFile(rules).contents);
    for (const { headers } of rules) for (const [, value] of headers) expect(text).toContain(` "${value}";\n`);
    for (const [name, value] of headerValues(rules)) expect(text).toContain(`\n${name} "${value}";\n`);
    expect(text.split("\n").filter((line) => line && !line.startsWith("#"))).toHaveLength(headerValues(rules).length);
  });

  it("names the site's and the editor's policies apart", () => {
    const names = headerValues(rules).map(([name]) => name);
    expect(names).toContain("header_site_content_security_policy");
    expect(names).toContain("header_editor_content_security_policy");
  });

  it("refuses a value a server could read as more than text", () => {
    for (const value of ['say "hi"', "a\\b", "costs $5", "{host}", "a`b", "a\nb", "café"])
      expect(() => valuesFile(odd(value)), value).toThrow(/a character a server could read as more than text/);
    expect(() => valuesFile(odd("default-src 'none'; img-src https://x.example/*"))).not.toThrow();
  });
});
