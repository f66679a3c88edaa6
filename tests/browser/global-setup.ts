// Runs once before the browser tests: serves the built site with the
// project's own CDN-like server on a random 127.0.0.1 port and starts one
// Debian Chromium that every test file connects to. Never downloads a browser.
import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { chromium } from "playwright-core";
import { startServer } from "../../src/serve/static-server.ts";
import { CHROMIUM, CHROMIUM_ARGS } from "../shared/chromium.ts";
import { SITE_DIR } from "./harness.ts";

// Kept here too, where the editor tests and the docs name them.
export { CHROMIUM, CHROMIUM_ARGS };

export default async function setup(project: TestProject) {
  if (!existsSync(`${SITE_DIR}/index.html`)) throw new Error(`${SITE_DIR}/index.html is missing: run \`npm run build:fixture\` first`);
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (never download a browser)`);
  const { server, url } = await startServer({ dir: SITE_DIR });
  const browserServer = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, host: "127.0.0.1" });
  project.provide("siteUrl", url);
  project.provide("browserWsEndpoint", browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await new Promise((resolve) => server.close(resolve));
  };
}
