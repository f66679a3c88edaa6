// src/outputs/caddy-config.ts: the Caddyfile written from the rules _headers
// is written from (headers.ts). Every header of every rule is in it with the
// same value, each in the block of its scope; the host is siteUrl's, types
// are the build's table, a site under a sub-path answers only under it, and
// the values are the release's vars, so pages with other inline code leave
// the Caddyfile as it was. (tests/deploy/ runs it in Caddy.)
import { describe, expect, it } from "vitest";
import { caddyFiles } from "../../../src/outputs/caddy-config.ts";
import { CONTENT_TYPES } from "../../../src/outputs/content-types.ts";
import { headerValues, InlineCode, responseRules, type ResponseRule } from "../../../src/outputs/headers.ts";

const code = new InlineCode();
code.add("index.html", "<style>body{margin:0}</style><script>document.body.dataset.js=''</script>");
const rules = responseRules(code);
const SITE_URL = "https://www.tripreply.in";

const file = (files: { file: string; contents: string | Uint8Array }[], name: string) =>
  String(files.find((f) => f.file === name)!.contents);
/** A Caddyfile (or its part) with each header's value, which Caddy gets as a var, in place of the var. */
function valuesIn(text: string, r: ResponseRule[]): string {
  const values = new Map(headerValues(r));
  return text.replace(/"\{http\.vars\.(header_\w+)\}"/g, (_, name: string) => `"${values.get(name)}"`);
}
const caddyfile = (r: ResponseRule[] = rules, siteUrl = SITE_URL) => valuesIn(file(caddyFiles(r, siteUrl), "caddy/Caddyfile"), r);

/** The header lines of the `header <matcher>{ … }` block for a matcher ("" for every response). */
function headerBlock(text: string, matcher: string): string[] {
  const start = text.indexOf(`\theader ${matcher}{\n`);
  if (start < 0) return [];
  const body = text.slice(text.indexOf("\n", start) + 1, text.indexOf("}\n", start));
  return body
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

const quoted = (headers: [string, string][]) => headers.map(([name, value]) => `${name} "${value}"`);

describe("the Caddyfile", () => {
  it("puts every header of every rule in it with the same value", () => {
    const text = caddyfile();
    const lines = rules.flatMap(({ headers }) => quoted(headers));
    // The rules give some headers (a content security policy among them), or the loop below would pass on nothing.
    expect(lines).toContainEqual(expect.stringMatching(/^Content-Security-Policy "/));
    for (const line of lines) expect(text).toContain(line);
  });

  it("sends every response's headers from one block, and only their own from the top level's and each hashed folder's", () => {
    const text = caddyfile();
    expect(headerBlock(text, "")).toEqual(quoted(rules[0]!.headers));
    expect(headerBlock(text, "@top-level ")).toEqual(['Cache-Control "public, max-age=0, must-revalidate"']);
    for (const folder of ["og", "icons", "images"]) {
      expect(text).toContain(`@folder-${folder} path /${folder}/*`);
      expect(headerBlock(text, `@folder-${folder} `)).toEqual(['Cache-Control "public, max-age=31536000, immutable"']);
    }
  });

  it("names the site's host for HTTPS and for the redirect from HTTP, and the type of every extension in the build's table", () => {
    const text = caddyfile();
    // Plain HTTP: certbot's webroot challenge from Debian's default root, every other address to HTTPS.
    expect(text).toContain(
      [
        "\nhttp://www.tripreply.in {",
        "\tlog {",
        "\t\toutput file /var/log/caddy/access.log",
        "\t}",
        "\troute {",
        "\t\t# A dot-dot segment is refused here too (see the HTTPS block).",
        "\t\t@dot-segment vars_regexp {http.request.orig_uri.path} (/|%2[fF])(\\.|%2[eE])(\\.|%2[eE])(/|%2[fF]|$)",
        "\t\terror @dot-segment 400",
        "\t\thandle /.well-known/acme-challenge/* {",
        "\t\t\troot * /var/www/html",
        "\t\t\tfile_server",
        "\t\t}",
        "\t\thandle {",
        "\t\t\tredir https://{host}{uri} permanent",
        "\t\t}",
        "\t}",
        "}\n",
      ].join("\n"),
    );
    expect(text).toContain("\nwww.tripreply.in {\n");
    // Its admin endpoint is a socket only Caddy's own user may write to, never localhost:2019.
    expect(text.startsWith(`${text.split("\n{\n")[0]}\n{\n\tadmin unix//var/lib/caddy/admin.sock\n}\n`)).toBe(true);
    for (const [extension, type] of Object.entries(CONTENT_TYPES))
      expect(text).toContain(`header @type-${extension.slice(1)} Content-Type "${type}"`);
  });

  it("binds every address, IPv6's too, unless the site says ipv6: false, and then IPv4's alone in each block", () => {
    expect(caddyfile()).not.toContain("bind");
    const v4 = valuesIn(file(caddyFiles(rules, SITE_URL, { ipv6: false }), "caddy/Caddyfile"), rules);
    expect(v4.match(/^.*\{\n\tbind .*$/gm)).toEqual([
      "http:// {\n\tbind tcp4/0.0.0.0",
      "https:// {\n\tbind tcp4/0.0.0.0",
      "http://www.tripreply.in {\n\tbind tcp4/0.0.0.0",
      "www.tripreply.in {\n\tbind tcp4/0.0.0.0",
    ]);
    expect(v4.replace(/^\tbind .*\n/gm, "")).toBe(caddyfile());
  });

  it("writes the site's part of its HTTPS block alone in site.caddy, with the same lines as the Caddyfile", () => {
    for (const siteUrl of [SITE_URL, "https://example.org/agency"]) {
      const files = caddyFiles(rules, siteUrl);
      const lines = file(files, "caddy/site.caddy").replace(/^(#.*\n)+\n/, "");
      expect(file(files, "caddy/Caddyfile")).toContain(lines.replace(/^(?=.)/gm, "\t"));
      expect(lines).toMatch(/^root \* /m);
      expect(lines).not.toMatch(/^(import (?!\/etc\/caddy\/site-values\.caddy$)|tls|bind)/m);
      // Under a path, the host's root is not the site's: its robots.txt and its other addresses are its own.
      if (siteUrl !== SITE_URL) expect(lines).not.toMatch(/robots\.txt|^handle \{/m);
    }
  });

  it("is the same bytes for the same pages", () => {
    expect(caddyFiles(responseRules(code), SITE_URL)).toEqual(caddyFiles(rules, SITE_URL));
    // Other inline code (other hashes) and another HSTS are values, not config.
    const other = new InlineCode();
    other.add("index.html", "<style>p{color:red}</style>");
    expect(caddyFiles(responseRules(other, { hsts: "max-age=60" }), SITE_URL)).toEqual(caddyFiles(rules, SITE_URL));
    expect(file(caddyFiles(rules, SITE_URL), "caddy/Caddyfile")).not.toMatch(/^\t+[A-Z][\w-]+ "(?!\{http\.vars\.)/m);
  });

  it("for a site under a sub-path, answers under it and 404s outside it", () => {
    const text = caddyfile(rules, "https://example.org/agency");
    expect(text).toContain("\nexample.org {\n");
    expect(text).toContain("\t@site-path path /agency /agency/*\n\thandle @site-path {\n\t\troute {\n");
    expect(text).toMatch(
      /\t# Outside the site's path there is nothing.\n\thandle \{\n\t\troute \{\n[\s\S]*?\t\t\terror @dot-segment 400\n\t\t\terror 404\n\t\t\}\n\t\}\n/,
    );
    expect(text).toContain("\t\t\tredir @bare /agency/ 301\n");
    expect(text).toContain("\t\t\trewrite /agency/ /agency/index.html\n");
    expect(text).toContain("@folder-og path /agency/og/*");
    expect(text).toContain("\t\t\trewrite * /agency/404.html\n");
    expect(caddyfile()).not.toContain("@site-path");
  });

  it("gives the web editor its own policy and the rest of the site the site's", () => {
    const withEditor = responseRules(code, { editor: { origins: ["https://api.github.com"] } });
    const text = caddyfile(withEditor);
    const csp = (scope: string) =>
      withEditor.find((rule) => scope in rule.scope)!.headers.find(([name]) => name === "Content-Security-Policy")![1];
    expect(text).toContain("@editor path /admin/*");
    expect(headerBlock(text, "@editor ")).toContain(`Content-Security-Policy "${csp("editor")}"`);
    expect(text).toContain("@site not path /admin/*");
    expect(headerBlock(text, "@site ")).toContain(`Content-Security-Policy "${csp("site")}"`);
    expect(headerBlock(text, "")).not.toContainEqual(expect.stringContaining("Content-Security-Policy"));
  });

  it("refuses a host name Caddy would read otherwise", () => {
    expect(() => caddyFiles(rules, "https://{host}.org")).toThrow(/cannot carry/);
  });
});
