// An SVG as a data: URL of its own text, for the inline favicon and the
// icons' masks: escaped only where a URL, a CSS string or an HTML attribute
// needs it (what React would write as an entity is escaped here as shorter
// %XX), so brotli packs it with the markup or rules around it, where
// base64's shuffled bits would cost about 300 bytes more of a page.
export function svgDataUrl(svg: string): string {
  // %XX by hand: encodeURIComponent leaves "'" as it is.
  return `data:image/svg+xml,${svg.replace(/[%#<>&"' \r\n]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`)}`;
}
