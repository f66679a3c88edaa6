// src/outputs/nginx-config.ts: the nginx config written from the rules
// _headers is written from (headers.ts). Every location that sends headers
// lists all its scope covers (nginx drops inherited add_header lines), the
// host is siteUrl's, types are the build's table, a site under a sub-path
// answers only under it, and the headers' values are the release's, read as
// data, so pages with other inline code leave the config as it was.
// (tests/deploy/ runs the config in nginx.)
import { describe, expect, it } from "vitest";
import { CONTENT_TYPES } from "../../../src/outputs/content-types.ts";
import { headerValues, InlineCode, responseRules, type ResponseRule } from "../../../src/outputs/headers.ts";
import { nginxFiles } from "../../../src/outputs/nginx-config.ts";

const code = new InlineCode();
code.add("index.html", "<style>body{margin:0}</style><script>document.body.dataset.js=''</script>");
const rules = responseRules(code);
const SITE_URL = "https://www.tripreply.in";

const file = (files: { file: string; contents: string | Uint8Array }[], name: string) =>
  String(files.find((f) => f.file === name)!.contents);
/** The config with each header's value, which nginx reads from the values file, in place of its name. */
function valuesIn(conf: string, r: ResponseRule[]): string {
  const values = new Map(headerValues(r));
  return conf.replace(
    /^( +add_header \S+) \$(\w+) always;$/gm,
    (_, start: string, name: string) => `${start} "${values.get(name)}" always;`,
  );
}
const siteConf = (r: ResponseRule[] = rules, siteUrl = SITE_URL) => valuesIn(file(nginxFiles(r, siteUrl), "nginx/site.conf"), r);

/** nginx's location blocks of the site's server, each as its name and the add_header lines in it. */
function locations(conf: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [, name, body] of conf.matchAll(/^ {4}location (.+?) \{\n([\s\S]*?)^ {4}\}$/gm))
    found.set(
      name!,
      [...body!.matchAll(/^ +add_header (\S+) "(.*)" always;$/gm)].map(([, header, value]) => `${header}: ${value}`),
    );
  return found;
}

const every = rules[0]!.headers.map(([name, value]) => `${name}: ${value}`);
const immutable = "Cache-Control: public, max-age=31536000, immutable";
const revalidate = "Cache-Control: public, max-age=0, must-revalidate";

describe("the nginx config", () => {
  it("gives each location every header its scope covers, the 404 page's to a not-found answer", () => {
    const blocks = locations(siteConf());
    expect(blocks.get("@not-found")).toEqual([...every, revalidate]);
    // A request refused as bad (a dot-dot segment) has the 404 page's headers.
    expect(blocks.get("= /.bad-request")).toEqual([...every, revalidate]);
    expect(blocks.get("= /")).toEqual([...every, revalidate]);
    expect(blocks.get("~ ^/[^/]+$")).toEqual([...every, revalidate]);
    for (const folder of ["icons", "og", "images"]) expect(blocks.get(`/${folder}/`), folder).toEqual([...every, immutable]);
    expect(blocks.get("/")).toEqual(every);
    expect(blocks.get("~ ^/.*\\.html$")).toEqual(every);
  });

  it("names the site's host, and the type of every extension in the build's table", () => {
    const conf = siteConf();
    expect(conf).toContain("    server_name www.tripreply.in;\n");
    // Plain HTTP: certbot's webroot challenge from Debian's default root, every other address to HTTPS.
    expect(conf).toContain(
      [
        "    location ^~ /.well-known/acme-challenge/ {",
        "        root /var/www/html;",
        "        try_files $uri =404;",
        "    }",
        "    # A dot-dot segment is refused here too (see the HTTPS server).",
        '    if ($request_uri ~ "^[^?]*(/|%2[fF])(\\.|%2[eE])(\\.|%2[eE])(/|%2[fF]|\\?|$)") { return 400; }',
        "    location / {",
        "        return 301 https://$host$request_uri;",
        "    }",
        "}\n",
      ].join("\n"),
    );
    for (const [extension, type] of Object.entries(CONTENT_TYPES))
      expect(conf).toContain(`        ${type.split(";")[0]} ${extension.slice(1)};\n`);
    expect(file(nginxFiles(rules, SITE_URL), "nginx/local.conf.example")).toContain(
      "ssl_certificate /etc/letsencrypt/live/www.tripreply.in/fullchain.pem;",
    );
  });

  it("listens on IPv6 too unless the site says ipv6: false, and then on no IPv6 address", () => {
    const conf = siteConf();
    expect(conf.match(/^ *listen \[::\]:.*$/gm)).toEqual([
      "    listen [::]:80 default_server;",
      "    listen [::]:443 ssl default_server;",
      "    listen [::]:80;",
      "    listen [::]:443 ssl http2;",
    ]);
    const v4 = valuesIn(file(nginxFiles(rules, SITE_URL, { ipv6: false }), "nginx/site.conf"), rules);
    expect(v4).not.toContain("[::]");
    expect(v4).toBe(conf.replace(/^ *listen \[::\]:.*\n/gm, ""));
  });

  it("writes the site's part of its HTTPS server alone in locations.conf, with the same lines as site.conf", () => {
    for (const siteUrl of [SITE_URL, "https://example.org/agency"]) {
      const files = nginxFiles(rules, siteUrl);
      const lines = file(files, "nginx/locations.conf").replace(/^(#.*\n)+\n/, "");
      const conf = file(files, "nginx/site.conf");
      expect(conf).toContain(lines.replace(/^(?=.)/gm, "    "));
      expect(lines).not.toMatch(/^\s*(listen|server_name|include|ssl_)/m);
      expect(lines).toMatch(/^root /m);
      // Under a path, the host's root is not the site's: its robots.txt and its other addresses are its own.
      if (siteUrl !== SITE_URL) expect(lines).not.toMatch(/location (= )?\/(robots\.txt)? \{/);
    }
  });

  it("is the same bytes for the same pages, and for pages with other inline code: their hashes are values, not config", () => {
    expect(nginxFiles(responseRules(code), SITE_URL)).toEqual(nginxFiles(rules, SITE_URL));
    const other = new InlineCode();
    other.add("index.html", "<style>p{color:red}</style>");
    expect(nginxFiles(responseRules(other, { hsts: "max-age=60" }), SITE_URL)).toEqual(nginxFiles(rules, SITE_URL));
  });

  it("reads each value, and the release's name, from the live release's values inside map blocks", () => {
    const conf = file(nginxFiles(rules, SITE_URL), "nginx/site.conf");
    for (const [name] of headerValues(rules))
      expect(conf).toContain(`map "${name}" $${name} { include /var/www/site/current/values.map; }\n`);
    expect(conf).toContain(`map "site_release" $site_release { include /var/www/site/current/values.map; }\n`);
    expect(conf).not.toMatch(/add_header \S+ "/);
    expect(file(nginxFiles(rules, SITE_URL), "nginx/maps.conf")).toContain(conf.slice(conf.indexOf("map "), conf.indexOf("\n}\n") + 3));
  });

  it("for a site under a sub-path, answers under it and nowhere else but with the 404 page", () => {
    const conf = siteConf(rules, "https://example.org/agency/");
    expect(conf).toContain("    server_name example.org;\n");
    const blocks = locations(conf);
    expect(blocks.get("= /agency/")).toEqual([...every, revalidate]);
    expect(blocks.get("/agency/og/")).toEqual([...every, immutable]);
    expect(blocks.get("= /agency")).toEqual(every);
    expect(conf).toContain("        try_files /agency/404.html =404;\n");
    expect(conf).toContain("    location / {\n        return 404;\n    }\n");
    // The deploy copies the site's files into agency/ of the release's folder, which the root names.
    expect(conf).toContain("    root $site_root;\n");
  });

  it("gives the web editor's locations its own policy, and the site's pages none of it", () => {
    const withEditor = responseRules(code, { editor: { origins: ["https://api.github.com"] } });
    const blocks = locations(siteConf(withEditor));
    const editorCsp = blocks.get("^~ /admin/")!.find((h) => h.startsWith("Content-Security-Policy:"))!;
    expect(editorCsp).toContain("https://api.github.com");
    expect(blocks.get("= /admin/")).toEqual(blocks.get("^~ /admin/"));
    const siteCsp = withEditor.find(({ scope }) => "site" in scope)!.headers.find(([name]) => name === "Content-Security-Policy")![1];
    expect(blocks.get("= /")).toContain(`Content-Security-Policy: ${siteCsp}`);
    expect(blocks.get("= /")).not.toContain(editorCsp);
  });

  it("refuses a host name nginx would read otherwise", () => {
    expect(() => nginxFiles(rules, "https://ex$ample.org")).toThrow(/cannot carry/);
  });
});
