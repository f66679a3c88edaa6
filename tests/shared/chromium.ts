// The Chromium the tests, the benchmarks and the design measurements run:
// Debian's (never a downloaded one), headless, with nothing of its own
// reaching the network. Two builds of the same version:
// - CHROMIUM, the browser a visitor runs, for what is measured (the
//   benchmarks, Lighthouse, the design measures) and for the screenshots
//   script;
// - TEST_CHROMIUM, Debian's headless shell (chromium-headless-shell): the same
//   Blink, Skia and V8 without the browser's own windows and services,
//   which the checks of behaviour, accessibility and looks drive. It draws
//   the same pixels (the looks references hold to it) for a good part less
//   CPU, and the browser phase is CPU-bound on two cores.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const TEST_CHROMIUM = process.env.TEST_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
