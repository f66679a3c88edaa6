// A small static file server for dist/ that behaves like a CDN, and like the
// nginx and Caddy configs the build writes (tests/deploy/ holds all three to
// one table of expected answers): clean URLs (/privacy-policy serves
// privacy-policy.html), /privacy-policy.html and /privacy-policy/ answered
// with a 301 to /privacy-policy, the 404 page with status 404 for anything
// else (a folder too), 400 for a path with a dot-dot segment, the headers from _headers (so the preview and the
// browser tests run under the real Content-Security-Policy; a 404 gets the
// 404 page's), each file's type from the one table, and the precompressed
// .br/.gz copies to clients that accept them. A site built for a sub-path
// (siteUrl https://example.org/agency) is served under it, as its host will,
// and nothing outside it answers but its robots.txt at /robots.txt (where
// crawlers read it) and the 404 page. Used by `npm run preview`, `npm run
// dev`, the link check and the browser tests.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { contentTypeOf } from "../outputs/content-types.ts";
import { headersFor, HOST_FILES, NOT_FOUND_PAGE, parseHeaders } from "../outputs/headers.ts";
import { candidateFiles, decodeSafely, EDITOR_FOLDER, hasDotSegment, pageAddress } from "../view/clean-urls.ts";

export interface ServeOptions {
  dir: string;
  port?: number;
  host?: string;
  /** Lets the dev server rewrite HTML (to inject its reload script) or answer its own routes. */
  transformHtml?: (html: string, file: string) => string;
  handle?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** The path the site is served under ("/agency"); by default the one the build wrote into its web manifest, "" for none. */
  base?: string;
}

/** The sub-path a built site is for: its web manifest's scope ("/agency/"), without the final slash; "" at the root. */
function servedBase(dir: string): string {
  try {
    const scope = (JSON.parse(readFileSync(path.join(dir, "site.webmanifest"), "utf8")) as { scope?: unknown }).scope;
    return typeof scope === "string" ? scope.replace(/\/+$/, "") : "";
  } catch {
    return "";
  }
}

/** Resolve a URL path to a file in dir, by the site's clean-URL rules (src/view/clean-urls.ts). */
function resolveFile(dir: string, urlPath: string): string | undefined {
  const root = path.resolve(dir);
  return candidateFiles(urlPath)
    ?.map((name) => path.join(root, name))
    .find((file) => (file === root || file.startsWith(root + path.sep)) && existsSync(file) && statSync(file).isFile());
}

export function startServer(options: ServeOptions): Promise<{ server: Server; url: string }> {
  const dir = path.resolve(options.dir);
  const base = options.base ?? servedBase(dir);
  const server = createServer((req, res) => {
    if (options.handle?.(req, res)) return;
    const url = req.url ?? "/";
    const end = url.search(/[?#]/);
    const [requested, query] = end < 0 ? [url, ""] : [url.slice(0, end), url.slice(end)];
    // A dot-dot segment names no page (browsers resolve them before asking): 400, as nginx and Caddy answer it.
    if (hasDotSegment(requested)) {
      res.writeHead(400, configuredHeaders(dir, NOT_FOUND_PAGE));
      res.end();
      return;
    }
    // Crawlers read robots.txt at the host's root only: under a sub-path, the site's own answers there.
    const asked = base && requested === "/robots.txt" ? `${base}/robots.txt` : requested;
    // The site's home under a sub-path is its folder: /agency answers at /agency/.
    if (base && asked === base) {
      res.writeHead(301, { location: `${base}/${query}` });
      res.end();
      return;
    }
    // Outside the sub-path there is nothing of the site: the 404 page.
    const inside = !base || asked.startsWith(`${base}/`);
    const urlPath = inside ? asked.slice(base.length) : asked;
    // Every page has one address: /page.html and /page/ (and /index.html) send the visitor there, keeping the query.
    const clean = inside ? cleanAddress(dir, urlPath) : undefined;
    if (clean) {
      res.writeHead(301, { location: base + clean + query });
      res.end();
      return;
    }
    // A folder's address is no page's, but for the editor's, which is an app served at its folder.
    const folderAddress = urlPath.length > 1 && urlPath.endsWith("/") && decodeSafely(urlPath) !== `/${EDITOR_FOLDER}/`;
    let file = !inside || folderAddress ? undefined : resolveFile(dir, urlPath);
    // Hosts read these as configuration and never serve them.
    if (file && HOST_FILES.includes(path.relative(dir, file))) file = undefined;
    const status = file ? 200 : 404;
    file ??= resolveFile(dir, NOT_FOUND_PAGE);
    if (!file) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      res.end("Not found");
      return;
    }
    const headers: Record<string, string> = {
      "content-type": contentTypeOf(file),
      ...configuredHeaders(dir, status === 404 ? NOT_FOUND_PAGE : urlPath),
    };
    if (options.transformHtml && file.endsWith(".html")) {
      const body = options.transformHtml(readFileSync(file, "utf8"), file);
      res.writeHead(status, headers);
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    const encoded = precompressed(file, req.headers["accept-encoding"]);
    if (encoded.variants) headers.vary = "Accept-Encoding";
    if (encoded.chosen) {
      headers["content-encoding"] = encoded.chosen.encoding;
      file = encoded.chosen.file;
    }
    res.writeHead(status, { ...headers, "content-length": String(statSync(file).size) });
    if (req.method === "HEAD") res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : options.port;
      resolve({ server, url: `http://${options.host ?? "127.0.0.1"}:${port}${base}` });
    });
  });
}

/**
 * Where a second address of a page sends the visitor: /page.html (when the
 * file is there) and /page/ (when /page is a page) to /page, /index.html to /;
 * undefined for an address to answer as it is. A folder with no page of its
 * name (/images/) is not found.
 */
function cleanAddress(dir: string, urlPath: string): string | undefined {
  // Judged decoded, as nginx does: /page%2ehtml and /page%2F are /page.html and /page/.
  const decoded = decodeSafely(urlPath);
  const editor = `/${EDITOR_FOLDER}/`;
  // The editor is at its folder's address, where its files' relative names resolve.
  if (decoded === editor) return undefined;
  if (decoded === editor.slice(0, -1)) return resolveFile(dir, `${editor}index.html`) ? editor : undefined;
  if (decoded.endsWith(".html")) return resolveFile(dir, urlPath) ? encodeURI(pageAddress(urlPath)) : undefined;
  if (decoded.length > 1 && decoded.endsWith("/")) {
    const page = decoded.replace(/\/+$/, "");
    return resolveFile(dir, `${encodeURI(page)}.html`) || resolveFile(dir, `${encodeURI(page)}/index.html`) ? encodeURI(page) : undefined;
  }
  return undefined;
}

/** The headers dir/_headers gives a URL path, read on every request so a rebuild shows at once. */
function configuredHeaders(dir: string, urlPath: string): Record<string, string> {
  const file = path.join(dir, "_headers");
  if (!existsSync(file)) return {};
  return headersFor(parseHeaders(readFileSync(file, "utf8")), urlPath);
}

/** The .br or .gz copy beside a file, if the build made one and the client accepts it. */
function precompressed(file: string, accept: string | undefined): { variants: boolean; chosen?: { file: string; encoding: string } } {
  const accepted = new Set(
    (accept ?? "")
      .split(",")
      .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
      .map((part) => part.split(";")[0]!.trim()),
  );
  const copies = (
    [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const
  ).filter(([, extension]) => existsSync(file + extension));
  const chosen = copies.find(([encoding]) => accepted.has(encoding));
  return { variants: copies.length > 0, chosen: chosen && { encoding: chosen[0], file: file + chosen[1] } };
}
