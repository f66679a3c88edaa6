// The landing pages' first flight: each landing page's brotli copy and the
// headers every page is sent with, counted in bytes; a page without a brotli
// copy has no figure; the build's line says which pages need a second round trip.
import { describe, expect, it } from "vitest";
import { firstFlights, INITIAL_WINDOW_BYTES } from "../../../src/checks/round-trip.ts";
import { formatFlights } from "../../../src/report/site-report.ts";

const LANDING = [
  { home: "/", file: "index.html" },
  { home: "/hi", file: "hi.html" },
];

describe("firstFlights", () => {
  it("adds the bytes of the headers, as sent, to each landing page's brotli copy", () => {
    const written = [
      { file: "index.html", bytes: 60_000 },
      { file: "index.html.br", bytes: 13_000 },
      { file: "hi.html.br", bytes: 14_000 },
      { file: "terms.html.br", bytes: 9_000 },
    ];
    // "X-A: 1\r\n" is 8 bytes; "Content-Security-Policy: default-src 'none'\r\n", 45.
    const headers: [string, string][] = [
      ["X-A", "1"],
      ["Content-Security-Policy", "default-src 'none'"],
    ];
    expect(firstFlights(LANDING, written, headers)).toEqual([
      { home: "/", bytes: 13_053 },
      { home: "/hi", bytes: 14_053 },
    ]);
  });

  it("has no figure for a page the build wrote no brotli copy of", () => {
    expect(firstFlights(LANDING, [{ file: "index.html", bytes: 60_000 }], [])).toEqual([]);
  });
});

describe("formatFlights", () => {
  it("says each page's kilobytes against one round trip, and which pages need another", () => {
    const line = formatFlights([
      { home: "/", bytes: 13_049 },
      { home: "/hi", bytes: INITIAL_WINDOW_BYTES + 1 },
    ]);
    expect(line).toBe("⚡ first flight (brotli, with the site's headers): / 13.0 of 14.6 KB · /hi 14.6 of 14.6 KB, a round trip more");
  });

  it("says nothing where no page has a figure", () => {
    expect(formatFlights([])).toBe("");
  });
});
