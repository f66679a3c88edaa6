// `npm run screenshots -- [dist folder] [--widths=375,1280] [--schemes=light,dark] [--out=folder]`:
// full-page screenshots of every page of a built site, at each width and
// colour scheme, for looking at a change before calling it done. Serves the
// folder with the project's own server (its _headers and CSP apply) in
// Debian's Chromium; writes <route>-<width>-<scheme>.png into --out
// (test-results/look/ by default) and prints each page's height.
import { styled } from "../tests/shared/page-ready.ts";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { startServer } from "../src/serve/static-server.ts";
import { CHROMIUM, CHROMIUM_ARGS } from "../tests/shared/chromium.ts";
import { siteRoutes } from "../tests/shared/routes.ts";
import { readCommandLine } from "./command-line.ts";

const { values: args, positionals } = readCommandLine(
  {
    options: {
      widths: { type: "string", default: "375,1280" },
      schemes: { type: "string", default: "light,dark" },
      out: { type: "string", default: "test-results/look" },
      routes: { type: "string", default: "" },
    },
    allowPositionals: true,
  },
  "usage: npm run screenshots -- [<dist folder>] [--widths=375,1280] [--schemes=light,dark] [--routes=/,/hi] [--out=<folder>]",
);
const dir = path.resolve(positionals[0] ?? "dist");
const widths = args.widths.split(",").map(Number);
const schemes = args.schemes.split(",") as ("light" | "dark")[];
const out = path.resolve(args.out);
const only = args.routes;
mkdirSync(out, { recursive: true });

const { server, url } = await startServer({ dir });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  for (const route of siteRoutes(dir).filter((r) => !only || only.split(",").includes(r.path))) {
    for (const width of widths) {
      for (const scheme of schemes) {
        const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme: scheme, reducedMotion: "reduce" });
        await page.goto(`${url}${route.path}`, { waitUntil: "load" });
        await styled(page);
        // Lazy pictures are loaded first, as a reader scrolling down would see them.
        await page.evaluate(async () => {
          for (const img of Array.from(document.images)) img.loading = "eager";
          await Promise.all(
            Array.from(document.images, (img) =>
              img.complete ? Promise.resolve() : new Promise((r) => img.addEventListener("load", r, { once: true })),
            ),
          );
          await document.fonts.ready;
        });
        const file = path.join(out, `${route.name}-${width}-${scheme}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: "disabled", caret: "hide" });
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        console.log(`${path.relative(process.cwd(), file)}  ${height}px (${(height / 812).toFixed(1)} phone screens)`);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
