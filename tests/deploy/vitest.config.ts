// The deploy check: the built site served by Debian's nginx and Caddy with
// the configs the build wrote beside it, and by the preview server, held to
// one table of answers; and the daily rebuild's schedule. Run after a build:
//   npx vitest run --config tests/deploy/vitest.config.ts
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "../..");

export default defineConfig({
  test: {
    root,
    include: ["tests/deploy/**/*.test.ts"],
    setupFiles: ["tests/helpers/cleanup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
