// The dev server as `npm run dev` runs it, on a temporary copy of content/:
// pages carry the live-reload script (a normal build never does), a content
// mistake shows as an overlay naming file:line:column and goes when fixed, and
// an edit is announced over Server-Sent Events for the routes it changed only.
// Also the rules behind "rebuild only what a change needs", and how a syntax
// error is pointed at.
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadContent } from "../src/model/site-model.ts";
import { LegalPageCache } from "../src/pipeline/legal-page-cache.ts";
import { YamlCache } from "../src/pipeline/yaml-cache.ts";
import type { DevState } from "../src/dev/client.ts";
import { codeFailure } from "../src/dev/errors.ts";
import { classify } from "../src/dev/changes.ts";
import { createSiteRenderer } from "../src/dev/site-renderer.ts";
import { buildTo, contentCopy, FIXTURE, PICTURES, readPage, ROOT, tempDir } from "./helpers/site.ts";

const SCRIPT_MARKER = "/__dev/events";
let dev: ChildProcess;
let log = "";
let url: string;
let content: string;
let plans: string;
let events: EventStream;
let builtIndex: string;

/** Poll until `get` returns a value, or fail after `ms`. */
async function waitFor<T>(get: () => T | undefined, what: string, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = get();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}\n--- dev server log ---\n${log}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * The dev server's event stream, read with fetch. `mark()` before an edit, then
 * `after(mark, test)` waits for the first state message since then that passes.
 */
async function openEvents(base: string) {
  const abort = new AbortController();
  const res = await fetch(`${base}/__dev/events`, { signal: abort.signal });
  const states: DevState[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block);
          if (/^event: state$/m.test(block) && data) states.push(JSON.parse(data[1]!) as DevState);
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  await waitFor(() => states[0], "the state sent on connect");
  return {
    mark: () => states.length,
    after: (mark: number, test: (state: DevState) => boolean, what: string) => waitFor(() => states.slice(mark).find(test), what),
    close: () => abort.abort(),
  };
}
type EventStream = Awaited<ReturnType<typeof openEvents>>;

const page = async (route: string) => {
  const res = await fetch(url + route);
  return { status: res.status, html: await res.text() };
};

beforeAll(async () => {
  content = contentCopy();
  plans = path.join(content, "plans.yaml");
  // Bundled by run.mjs, as `npm run dev` runs it; the IPC channel makes the
  // server exit by itself should this test process die before afterAll.
  dev = spawn(process.execPath, ["scripts/run.mjs", "scripts/dev.ts", `--content=${content}`], {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  dev.stdout!.on("data", (chunk) => (log += chunk));
  dev.stderr!.on("data", (chunk) => (log += chunk));
  // A normal build of the same content, meanwhile, to compare with.
  const out = tempDir("dist-");
  await buildTo(out, content);
  builtIndex = readPage(out, "index.html");
  url = await waitFor(() => /➜ (http:\/\/[\d.:]+)\//.exec(log)?.[1], "the dev server's address", 20_000);
  events = await openEvents(url);
});

afterAll(async () => {
  events?.close();
  if (dev && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once("exit", resolve));
    dev.kill("SIGTERM");
    const timer = setTimeout(() => dev.kill("SIGKILL"), 3000);
    await exited;
    clearTimeout(timer);
  }
});

describe("npm run dev", () => {
  it("serves pages with the live-reload script, which a normal build never writes", async () => {
    const home = await page("/");
    expect(home.status).toBe(200);
    expect(home.html).toContain(SCRIPT_MARKER);
    expect((await page("/privacy-policy")).html).toContain(SCRIPT_MARKER);
    expect(builtIndex.includes("__dev")).toBe(false);
  });

  it("serves content/static/ as the build publishes it: pages first, hidden files not at all", async () => {
    mkdirSync(path.join(content, "static", ".well-known"), { recursive: true });
    writeFileSync(path.join(content, "static", "brochure.txt"), "Plans from ₹7,250 a month.\n");
    writeFileSync(path.join(content, "static", ".well-known", "security.txt"), "Contact: mailto:security@example.com\n");
    writeFileSync(path.join(content, "static", ".DS_Store"), "Finder's own");
    expect(await page("/brochure.txt")).toEqual({ status: 200, html: "Plans from ₹7,250 a month.\n" });
    expect((await page("/.well-known/security.txt")).status).toBe(200);
    const hidden = await page("/.DS_Store");
    expect(hidden.status).toBe(404);
    expect(hidden.html).not.toContain("Finder's own");
  });

  it("prints what is still to fill before launch when it starts, as the build does", () => {
    expect(log).toMatch(/^⚠ \d+ values and \d+ samples? to fill before launch:$/m);
    expect(log).toMatch(/site\.yaml:\d+:\d+ +contact\.email +"\[email\]"/);
  });

  it("prints each landing page's length against its budget when it starts, as the build does", () => {
    expect(log).toMatch(/^↕ page length: \/ \d+\.\d of \d+ phone screens · \/hi \d+\.\d of \d+$/m);
  });

  it("serves the files the build makes besides pages: sitemap.xml, robots.txt, the icons", async () => {
    const sitemap = await fetch(`${url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toBe("application/xml");
    expect(await sitemap.text()).toContain("<loc>https://www.example.com/privacy-policy</loc>");
    expect(await (await fetch(`${url}/robots.txt`)).text()).toContain("Sitemap: https://www.example.com/sitemap.xml");
    const home = (await page("/")).html;
    const icon = /<link rel="icon" href="(\/[^"]+\.png)"/.exec(home)?.[1];
    expect(icon, "the home page's PNG icon").toMatch(/^\/icons\/[^/]+\.png$/);
    expect((await fetch(url + icon)).status).toBe(200);
  });

  it("never follows a symbolic link in content/static/: the build's error shows, and the file is not served", async () => {
    mkdirSync(path.join(content, "static"), { recursive: true });
    const link = path.join(content, "static", "leak.txt");
    let mark = events.mark();
    symlinkSync("/etc/passwd", link);
    const broken = await events.after(mark, (s) => s.error !== null, "the error state");
    expect(broken.error).toContain("static/leak.txt:1:1");
    expect(broken.error).toContain("a symbolic link to /etc/passwd");
    const leak = await page("/leak.txt");
    expect(leak.status).toBe(404);
    expect(leak.html).not.toContain("root:");

    mark = events.mark();
    rmSync(link);
    await events.after(mark, (s) => s.error === null, "the recovered state");
    expect((await page("/leak.txt")).status).toBe(404);
  });

  it("shows a static file that takes a page's name as the build would report it, and recovers when it goes", async () => {
    const clash = path.join(content, "static", "terms-of-service.html");
    mkdirSync(path.dirname(clash), { recursive: true });
    let mark = events.mark();
    writeFileSync(clash, "<p>An old copy</p>\n");
    const broken = await events.after(mark, (s) => s.error !== null, "the error state");
    expect(broken.error).toContain("static/terms-of-service.html:1:1");
    expect(broken.error).toContain("the name the build gives the page /terms-of-service");
    expect(log).toContain("static/terms-of-service.html:1:1");

    mark = events.mark();
    rmSync(clash);
    const fixed = await events.after(mark, (s) => s.error === null, "the recovered state");
    expect(fixed.error).toBeNull();
    expect((await page("/terms-of-service")).html).not.toContain("An old copy");
  });

  it("shows a content mistake as an overlay naming file:line:column, and recovers when it is fixed", async () => {
    const original = readFileSync(plans, "utf8");
    const lines = original.split("\n");
    const index = lines.findIndex((l) => /^\s+price: \d+/.test(l));
    const column = lines[index]!.indexOf("price:") + "price: ".length + 1;

    let mark = events.mark();
    writeFileSync(plans, original.replace(lines[index]!, lines[index]!.replace(/price: (\d+)/, "price: -$1")));
    // The state naming this mistake: a rebuild that read the file between its truncation and its
    // write (a busy machine) says "an empty file" first, and the write's own event follows.
    const broken = await events.after(mark, (s) => s.error?.includes(`plans.yaml:${index + 1}:${column}`) === true, "the error state");
    expect(broken.error).toContain("__dev-overlay");
    const shown = await page("/");
    expect(shown.html).toContain('id="__dev-overlay"');
    expect(shown.html).toContain(`plans.yaml:${index + 1}:${column}`);
    expect(shown.html).toContain("plans[0].price");
    expect(log).toContain(`plans.yaml:${index + 1}:${column}`);

    mark = events.mark();
    writeFileSync(plans, original);
    const fixed = await events.after(mark, (s) => s.error === null, "the recovered state");
    expect(fixed.error).toBeNull();
    expect((await page("/")).html.includes('id="__dev-overlay"')).toBe(false);
  });

  it("serves /hi, shows a translation's mistake in its overlay at the translation's line, and reloads /hi on a translation's edit", async () => {
    const hindi = path.join(content, "hi", "landing.yaml");
    const original = readFileSync(hindi, "utf8");
    expect((await page("/hi")).html).toContain('<html lang="hi-IN" data-writing="Deva">');
    let mark = events.mark();
    const misspelt = original.replace(/^( {2})heading: (हर ट्रैवल)/m, "$1headng: $2");
    const line = misspelt.split("\n").findIndex((l) => l.startsWith("  headng:")) + 1;
    writeFileSync(hindi, misspelt);
    const broken = await events.after(mark, (s) => s.error?.includes(`hi/landing.yaml:${line}:3`) === true, "the error state");
    expect(broken.error).toContain("__dev-overlay");
    const shown = (await page("/hi")).html;
    expect(shown).toContain(`hi/landing.yaml:${line}:3`);
    expect(shown).toContain("did you mean");

    mark = events.mark();
    writeFileSync(hindi, original.replace("अब कोई लीड नहीं छूटेगी।", "अब कोई लीड नहीं छूटेगी, कभी नहीं।"));
    const fixed = await events.after(mark, (s) => s.error === null && s.changed.includes("/hi"), "the change of /hi");
    expect(fixed.changed).toContain("/hi");
    expect((await page("/hi")).html).toContain("कभी नहीं।");
    mark = events.mark();
    writeFileSync(hindi, original);
    await events.after(mark, (s) => s.changed.includes("/hi"), "the restored /hi");
  });

  it("announces a price change for the pages that show the price: the landing pages and the Terms, which quote it", async () => {
    const mark = events.mark();
    const logFrom = log.length;
    writeFileSync(plans, readFileSync(plans, "utf8").replace(/price: \d+\n/, "price: 5432\n"));
    const state = await events.after(mark, (s) => s.changed.length > 0, "the change of /");
    expect(state.error).toBeNull();
    expect(state.changed).toEqual(["/", "/hi", "/terms-of-service"]);
    expect((await page("/")).html).toContain("₹5,432");
    expect((await page("/terms-of-service")).html).toContain("₹5,432");
    expect((await page("/hi")).html).toContain("₹5,432");
    // The server tells the browser before it prints its line. Every rebuild reads all the content, so the
    // change may land in the rebuild of an earlier test's late save; some line after the edit names the pages.
    const line = await waitFor(
      () =>
        log
          .slice(logFrom)
          .split("\n")
          .find((l) => /re-rendered in \d+ ms \(changed: /.test(l) && l.includes("/terms-of-service")),
      "the rebuild line naming the changed pages",
    );
    expect(line).toMatch(/→ all \d+ routes re-rendered in \d+ ms \(changed: \/ \/hi \/terms-of-service\)/);
  });

  it("shows a picture's mistake in the overlay, then serves the picture once its file is there", async () => {
    const landing = path.join(content, "landing.yaml");
    const original = readFileSync(landing, "utf8");
    let mark = events.mark();
    const withPhoto = original.replace(
      "      city: Kochi\n      rating: 5\n",
      "      city: Kochi\n      rating: 5\n      photo:\n        src: people/asha-menon.jpg\n        alt: Priya Nair\n",
    );
    const line = withPhoto.split("\n").findIndex((l) => l.includes("src: people/asha-menon.jpg")) + 1;
    writeFileSync(landing, withPhoto);
    const broken = await events.after(mark, (s) => s.error?.includes(`landing.yaml:${line}:14`) === true, "the error state");
    expect(broken.error).toContain(`landing.yaml:${line}:14`);
    expect(broken.error).toContain("testimonials.items[0].photo.src");
    expect(broken.error).toContain("no such file");

    mark = events.mark();
    mkdirSync(path.join(content, "images", "people"), { recursive: true });
    copyFileSync(path.join(PICTURES, "images/people/asha-menon.jpg"), path.join(content, "images/people/asha-menon.jpg"));
    await events.after(mark, (s) => s.error === null, "the recovered state");
    const html = (await page("/")).html;
    const src = /<source type="image\/avif" srcSet="([^" ]+) 1x/.exec(html)?.[1];
    expect(src).toMatch(/^\/images\/people-asha-menon-48\.[0-9a-f]{10}\.avif$/);
    const picture = await fetch(url + src);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/avif");
    writeFileSync(landing, original);
    await events.after(events.mark(), (s) => s.changed.includes("/"), "the photo removed");
  });

  it("announces a legal page's edit for that page only", async () => {
    const file = path.join(content, "legal", "privacy-policy.md");
    const mark = events.mark();
    writeFileSync(file, readFileSync(file, "utf8") + "\nA sentence added in the dev test.\n");
    const state = await events.after(mark, (s) => s.changed.length > 0, "the change of /privacy-policy");
    expect(state.changed).toEqual(["/privacy-policy"]);
    expect((await page("/privacy-policy")).html).toContain("A sentence added in the dev test.");
  });
});

describe("what a change needs", () => {
  const at = (...parts: string[]) => path.join(ROOT, ...parts);
  // Paths only: nothing here is read.
  const folders = { contentDir: at("content"), templatesDir: at("templates"), srcDir: at("src") };

  it("sorts changed files into content, static files, assets and code, ignoring the rest", () => {
    const changes = classify(
      [
        at("content/plans.yaml"),
        at("content/legal/privacy-policy.md"),
        at("content/README.md"),
        at("content/static/brochure.pdf"),
        at("templates/site.css"),
        at("templates/menu.js"),
        at("templates/Hero.tsx"),
        at("src/text/format.ts"),
        at("templates/.Hero.tsx.swp"),
      ],
      folders,
    );
    expect(changes).toEqual({
      content: [at("content/plans.yaml"), at("content/legal/privacy-policy.md")],
      static: [at("content/static/brochure.pdf")],
      assets: [at("templates/site.css"), at("templates/menu.js")],
      code: [at("templates/Hero.tsx"), at("src/text/format.ts")],
    });
  });

  it("reloads only the legal pages whose file or settings changed, and gives the same model as a fresh load", async () => {
    const dir = contentCopy();
    const cache = new LegalPageCache();
    const first = await loadContent(dir, { cache });
    const page = (model: typeof first, slug: string) => model.legal.find((p) => p.slug === slug)!;

    const privacy = path.join(dir, "legal", "privacy-policy.md");
    writeFileSync(privacy, readFileSync(privacy, "utf8").replace(/^## (.*)$/m, "## $1, edited"));
    const second = await loadContent(dir, { cache });
    expect(page(second, "terms-of-service")).toBe(page(first, "terms-of-service"));
    expect(page(second, "data-protection")).toBe(page(first, "data-protection"));
    expect(page(second, "privacy-policy")).not.toBe(page(first, "privacy-policy"));
    expect(page(second, "privacy-policy").html).toContain(", edited</h2>");
    expect(second).toEqual(await loadContent(dir));

    // The pages' {{ tokens }} come from site.yaml: a settings change reloads them all.
    const site = path.join(dir, "site.yaml");
    writeFileSync(site, readFileSync(site, "utf8").replace(/^( {2}entity: ).*$/m, '$1"Acme Travel Tech LLP"'));
    const third = await loadContent(dir, { cache });
    for (const slug of ["terms-of-service", "data-protection", "privacy-policy"]) expect(page(third, slug)).not.toBe(page(second, slug));
    expect(page(third, "terms-of-service").html).toContain("Acme Travel Tech LLP");
    expect(third).toEqual(await loadContent(dir));

    // Undone, the settings find the pages loaded before the change.
    writeFileSync(site, readFileSync(path.join(FIXTURE, "site.yaml")));
    const fourth = await loadContent(dir, { cache });
    expect(page(fourth, "terms-of-service")).toBe(page(second, "terms-of-service"));
    expect(page(fourth, "privacy-policy")).toBe(page(second, "privacy-policy"));
  });

  it("parses again only the YAML files a save changed, and gives the same model as a fresh load, edited and undone", async () => {
    const dir = contentCopy();
    const yaml = new YamlCache();
    const parse = vi.spyOn(yaml, "parse");
    const parsed = () => parse.mock.results.map((r, i) => [parse.mock.calls[i]![0], r.value] as const);
    const first = await loadContent(dir, { yaml });
    const files = parsed().map(([file]) => file);
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/plans\.yaml$/), expect.stringMatching(/hi\/plans\.yaml$/)]));
    const before = new Map(parsed());
    parse.mockClear();

    const plans = path.join(dir, "plans.yaml");
    const original = readFileSync(plans, "utf8");
    writeFileSync(plans, original.replace(/^( +price: )(\d+)$/m, "$1123457"));
    const edited = await loadContent(dir, { yaml });
    expect(JSON.stringify(edited)).toContain("123457");
    expect(edited).toEqual(await loadContent(dir));
    // Every file but the edited one is taken as parsed before.
    const changed = parsed().filter(([file, result]) => result !== before.get(file));
    expect(changed.map(([file]) => file)).toEqual([files.find((f) => /(^|\/)plans\.yaml$/.test(f) && !f.includes("/hi/"))]);
    parse.mockClear();

    writeFileSync(plans, original);
    const undone = await loadContent(dir, { yaml });
    expect(undone).toEqual(first);
    expect(parsed().every(([file, result]) => result === before.get(file))).toBe(true);
  });

  it("renders every page again when a legal page leaves the footer (footer: false), so no page keeps a stale footer", async () => {
    const dir = contentCopy();
    const renderer = createSiteRenderer({ root: ROOT, contentDir: dir });
    const first = await renderer.update();
    const footerOf = (html: string) => html.split('<ul class="site-footer__legal">')[1]!.split("</ul>")[0]!;
    for (const page of first.pages) expect(footerOf(page.html), page.path).toContain("Data Protection Policy");
    const file = path.join(dir, "legal", "data-protection.md");
    writeFileSync(file, readFileSync(file, "utf8").replace(/^---\n/, "---\nfooter: false\n"));
    const second = await renderer.update();
    expect(second.pages.map((p) => p.path).sort()).toEqual(first.pages.map((p) => p.path).sort());
    for (const page of second.pages) expect(footerOf(page.html), page.path).not.toContain("Data Protection Policy");
  });

  it("points a TypeScript syntax error at its file, line and column, with a caret", () => {
    const dir = tempDir("dev-syntax-");
    const file = path.join(dir, "Broken.tsx");
    writeFileSync(file, "export const A = () => <div>{</div>;\n");
    // The message tsx gives (esbuild's columns count from 0).
    const failure = codeFailure(new Error(`Transform failed with 1 error:\n${file}:1:30: ERROR: Expected identifier but found "/"`));
    expect(failure.summary).toContain("Broken.tsx:1:31");
    expect(failure.text).toContain('Expected identifier but found "/"');
    expect(failure.text).toContain("1 | export const A = () => <div>{</div>;\n    |                               ^");
  });
});
