// Link check of the built site with linkinator: serves dist/ with the
// project's own CDN-like server, crawls from /, follows every internal link
// and checks every #fragment. External links are not fetched (the site must
// build and test offline); they are listed and must be https:.
import path from "node:path";
import { LinkChecker, LinkState } from "linkinator";
import { startServer } from "../src/serve/static-server.ts";

const dir = path.resolve(process.argv[2] ?? "dist");
const { server, url } = await startServer({ dir });
const external = new Set<string>();
const checker = new LinkChecker();
const result = await checker.check({
  path: `${url}/`,
  recurse: true,
  cleanUrls: true,
  checkFragments: true,
  concurrency: 8,
  // linkinator takes a promise: answered at once.
  linksToSkip: (link) => {
    if (link.startsWith(url)) return Promise.resolve(false);
    external.add(link);
    return Promise.resolve(true);
  },
});
server.close();

const broken = result.links.filter((l) => l.state === LinkState.BROKEN);
const internal = result.links.filter((l) => l.state !== LinkState.SKIPPED);
const insecure = [...external].filter((l) => !/^(https:|mailto:|tel:)/.test(l));
for (const link of broken)
  console.log(
    `  broken: ${link.url} (status ${link.status}) on ${link.parent}${link.failureDetails?.length ? `: ${JSON.stringify(link.failureDetails[0]).slice(0, 200)}` : ""}`,
  );
for (const link of insecure) console.log(`  not https: ${link}`);
console.log(`  external links (not fetched): ${[...external].sort().join(", ") || "none"}`);
const ok = broken.length === 0 && insecure.length === 0;
console.log(
  `${ok ? "PASS" : "FAIL"} links: ${internal.length} internal links and fragments checked, ${broken.length} broken, ${external.size} external (${insecure.length} not https)`,
);
process.exit(ok ? 0 : 1);
