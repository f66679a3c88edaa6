// The Content-Type of each kind of file the site publishes, by extension: one
// table for the preview and dev servers and the generated nginx and Caddy
// configs, so a file is sent as the same type whoever serves it (nginx's own
// mime.types sends site.webmanifest as application/octet-stream, Caddy's
// sitemap.xml as text/xml). Text is declared UTF-8, which every file the build
// writes is; JSON, XML and SVG carry their encoding in their own format.

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".pdf": "application/pdf",
  // The web editor's own fonts and its config (admin/).
  ".woff2": "font/woff2",
  ".yml": "application/yaml",
};

/** Anything else is sent as bytes to save, never guessed at. */
export const DEFAULT_CONTENT_TYPE = "application/octet-stream";

/** The type of a file name, by its extension ("sitemap.xml" → "application/xml"). */
export function contentTypeOf(file: string): string {
  const dot = file.lastIndexOf(".");
  return (dot > file.lastIndexOf("/") && CONTENT_TYPES[file.slice(dot).toLowerCase()]) || DEFAULT_CONTENT_TYPE;
}

/** A type without its parameters ("text/html; charset=utf-8" → "text/html"). */
export const baseType = (type: string) => type.split(";")[0]!.trim();

/**
 * The types worth compressing on the fly (text, JSON, XML, SVG), for a file
 * the build made no .gz copy of: the same list for nginx and Caddy, so both
 * compress the same files.
 */
export const COMPRESSIBLE_TYPES: readonly string[] = [
  ...new Set(
    Object.values(CONTENT_TYPES)
      .map(baseType)
      .filter((type) => type.startsWith("text/") || /[/+](json|xml)$/.test(type) || type === "image/svg+xml"),
  ),
];

/** The smallest file compressed on the fly: smaller ones gain less than the compression costs (Caddy's default, made nginx's too). */
export const COMPRESS_MIN_BYTES = 512;
