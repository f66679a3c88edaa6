// The pages of a built site, read from its .html files: the routes the browser
// tests visit and `npm run screenshots` shoots, so a new legal page or 404.html
// is picked up by both.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { FIXTURE_SITE } from "./fixture-site.ts";

export interface SiteRoute {
  /** URL path: "/", "/privacy-policy", "/404". */
  path: string;
  /** Short name for file names and test titles: "home", "privacy-policy", "404". */
  name: string;
  kind: "landing" | "legal" | "404";
}

/** Every page in the built site, from its .html files (so a new legal page or 404.html is picked up). */
export function siteRoutes(dir = FIXTURE_SITE): SiteRoute[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".html"))
    .sort()
    .map((file): SiteRoute => {
      const slug = file.replace(/\.html$/, "");
      if (slug === "index") return { path: "/", name: "home", kind: "landing" };
      if (slug === "404") return { path: "/404", name: "404", kind: "404" };
      // Another language's landing page (hi.html is /hi) has the hero; a legal page does not.
      if (readFileSync(path.join(dir, file), "utf8").includes('<section class="hero"'))
        return { path: `/${slug}`, name: `home-${slug}`, kind: "landing" };
      return { path: `/${slug}`, name: slug, kind: "legal" };
    })
    .sort((a, b) =>
      a.kind === "landing" && b.kind === "landing"
        ? a.path.localeCompare(b.path)
        : a.kind === "landing"
          ? -1
          : b.kind === "landing"
            ? 1
            : a.path.localeCompare(b.path),
    );
}
