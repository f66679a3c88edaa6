// The editors' content, judged only by what holds after any true edit: run
// by `npm test` after `npm run build` has built content/ into dist/ (or
// LIVE_DIR), and alone with `npm run test:live`. Everything else in the
// suite builds the frozen content (tests/fixtures/content/).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/live/**/*.test.ts"],
    testTimeout: 60_000,
  },
});
