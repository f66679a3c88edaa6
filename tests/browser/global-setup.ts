// Runs once before the browser tests: serves the built site with the
// project's own CDN-like server on a random 127.0.0.1 port and starts one
// Debian Chromium (its headless shell, tests/shared/chromium.ts) that every
// test file connects to. Never downloads a browser.
import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { chromium } from "playwright-core";
import { startServer } from "../../src/serve/static-server.ts";
import { CHROMIUM_ARGS, TEST_CHROMIUM } from "../shared/chromium.ts";
import { SITE_DIR } from "./harness.ts";

// Kept here too, where the editor tests and the docs name them.
export { CHROMIUM_ARGS, TEST_CHROMIUM };

export default async function setup(project: TestProject) {
  if (!existsSync(`${SITE_DIR}/index.html`)) throw new Error(`${SITE_DIR}/index.html is missing: run \`npm run build:fixture\` first`);
  if (!existsSync(TEST_CHROMIUM))
    throw new Error(`${TEST_CHROMIUM} is missing: apt-get install -y chromium-headless-shell (never download a browser)`);
  const { server, url } = await startServer({ dir: SITE_DIR });
  const browserServer = await chromium.launchServer({ executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS, host: "127.0.0.1" });
  project.provide("siteUrl", url);
  project.provide("browserWsEndpoint", browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await new Promise((resolve) => server.close(resolve));
  };
}
