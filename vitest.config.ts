import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    exclude: ["tests/browser/**", "node_modules/**"],
    setupFiles: ["tests/helpers/cleanup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
