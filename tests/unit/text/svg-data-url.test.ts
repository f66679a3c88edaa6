// An SVG as a data: URL of its own text: escaped where a URL, a CSS string or
// an HTML attribute would break or be rewritten, and the same SVG again once
// decoded.
import { describe, expect, it } from "vitest";
import { svgDataUrl } from "../../../src/text/svg-data-url.ts";

describe("svgDataUrl", () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M1 1h2" fill='#000'/>\n</svg>`;

  it("escapes what a URL, a CSS string or an HTML attribute cannot hold as it is", () => {
    const url = svgDataUrl(svg);
    expect(url.startsWith("data:image/svg+xml,")).toBe(true);
    const data = url.slice("data:image/svg+xml,".length);
    expect(data).not.toMatch(/[<>"'#&\s]/);
    expect(data).toContain("%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22");
  });

  it("decodes to the same SVG", () => {
    expect(decodeURIComponent(svgDataUrl(svg).slice("data:image/svg+xml,".length))).toBe(svg);
  });

  it("keeps a percent sign from reading as an escape", () => {
    expect(svgDataUrl("<svg>100%</svg>")).toBe("data:image/svg+xml,%3Csvg%3E100%25%3C/svg%3E");
  });
});
