// The one Chromium the browser tests, the editor tests, the benchmarks and the
// design measurements run: Debian's (never a downloaded one), headless, with
// nothing of its own reaching the network.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
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
