// src/outputs/headers.ts, nginx-config.ts and caddy-config.ts: one list of
// rules written three ways. Every header of every rule is in _headers, in
// each nginx location its scope covers and in the Caddyfile, with the same
// value; the servers' host name is siteUrl's; a value a config could not
// carry as it is stops the build instead of being sent changed. (The deploy
// check runs the configs in nginx and Caddy.)
import { describe, expect, it } from "vitest";
import { caddyFiles } from "../../../src/outputs/caddy-config.ts";
import { CONTENT_TYPES } from "../../../src/outputs/content-types.ts";
import { headersFile, InlineCode, responseRules } from "../../../src/outputs/headers.ts";
import { nginxFiles } from "../../../src/outputs/nginx-config.ts";

const code = new InlineCode();
code.add("index.html", "<style>body{margin:0}</style><script>document.body.dataset.js=''</script>");
const rules = responseRules(code);
const SITE_URL = "https://www.tripreply.in";
const text = (files: { file: string; contents: string | Uint8Array }[], name: string) =>
  String(files.find((f) => f.file === name)!.contents);
const nginx = text(nginxFiles(rules, SITE_URL), "nginx/site.conf");
const caddy = text(caddyFiles(rules, SITE_URL), "caddy/Caddyfile");
const headers = String(headersFile(responseRules(code)).contents);

/** nginx's location blocks, each as its first line and the add_header lines in it. */
function locations(conf: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [, name, body] of conf.matchAll(/^ {4}location (.+?) \{\n([\s\S]*?)^ {4}\}$/gm))
    found.set(
      name!,
      [...body!.matchAll(/^ +add_header (\S+) "(.*)" always;$/gm)].map(([, header, value]) => `${header}: ${value}`),
    );
  return found;
}

describe("the rules written three ways", () => {
  it("put every header of every rule in _headers, nginx and the Caddyfile, with the same value", () => {
    for (const { headers: list } of rules)
      for (const [name, value] of list) {
        expect(headers).toContain(`  ${name}: ${value}\n`);
        expect(nginx).toContain(`add_header ${name} "${value}" always;`);
        expect(caddy).toContain(`${name} "${value}"`);
      }
  });

  it("give each nginx location every header its scope covers, since nginx drops inherited add_header lines", () => {
    const blocks = locations(nginx);
    const every = rules[0]!.headers.map(([name, value]) => `${name}: ${value}`);
    const immutable = "Cache-Control: public, max-age=31536000, immutable";
    const revalidate = "Cache-Control: public, max-age=0, must-revalidate";
    expect(blocks.get("@not-found")).toEqual([...every, revalidate]);
    expect(blocks.get("= /")).toEqual([...every, revalidate]);
    expect(blocks.get("~ ^/[^/]+$")).toEqual([...every, revalidate]);
    for (const folder of ["icons", "og", "images"]) expect(blocks.get(`/${folder}/`), folder).toEqual([...every, immutable]);
    expect(blocks.get("/")).toEqual(every);
  });

  it("name the site's host, and the type of every extension in the build's table", () => {
    expect(nginx).toContain("    server_name www.tripreply.in;\n");
    expect(caddy).toContain("\nhttp://www.tripreply.in {\n");
    expect(caddy).toContain("\nwww.tripreply.in {\n");
    for (const [extension, type] of Object.entries(CONTENT_TYPES)) {
      expect(nginx).toContain(`        ${type.split(";")[0]} ${extension.slice(1)};\n`);
      expect(caddy).toContain(`header @type-${extension.slice(1)} Content-Type "${type}"`);
    }
  });

  it("are the same bytes for the same pages", () => {
    expect(nginxFiles(responseRules(code), SITE_URL)).toEqual(nginxFiles(rules, SITE_URL));
    expect(caddyFiles(responseRules(code), SITE_URL)).toEqual(caddyFiles(rules, SITE_URL));
  });

  it("refuse a value the config would change: a $ (a variable to nginx), braces (a placeholder to Caddy)", () => {
    const odd = (value: string) => [{ comment: "odd", scope: { every: true as const }, headers: [["X-Odd", value] as [string, string]] }];
    expect(() => nginxFiles(odd("costs $5"), SITE_URL)).toThrow("X-Odd has a character the nginx config cannot carry as it is: costs $5");
    expect(() => caddyFiles(odd("{host}"), SITE_URL)).toThrow("X-Odd has a character the Caddyfile cannot carry as it is: {host}");
    expect(() => nginxFiles(odd('say "hi"'), SITE_URL)).toThrow(/nginx config cannot carry/);
  });
});
