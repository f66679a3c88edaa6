// A small static file server for dist/ that behaves like a CDN: clean URLs
// (/privacy-policy serves privacy-policy.html), index.html for folders, the
// 404 page with status 404 for anything else, the headers from _headers (so
// the preview and the browser tests run under the real Content-Security-
// Policy), and the precompressed .br/.gz copies to clients that accept them.
// Used by `npm run preview`, `npm run dev` and the browser tests.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { contentTypeOf } from "../outputs/content-types.ts";
import { headersFor, parseHeaders } from "../outputs/headers.ts";
import { candidateFiles } from "../view/clean-urls.ts";

export interface ServeOptions {
  dir: string;
  port?: number;
  host?: string;
  /** Lets the dev server rewrite HTML (to inject its reload script) or answer its own routes. */
  transformHtml?: (html: string, file: string) => string;
  handle?: (req: IncomingMessage, res: ServerResponse) => boolean;
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
  const server = createServer((req, res) => {
    if (options.handle?.(req, res)) return;
    const url = req.url ?? "/";
    let file = resolveFile(dir, url);
    // Hosts read _headers as configuration and never serve it.
    if (file && path.basename(file) === "_headers") file = undefined;
    let status = 200;
    // A request for /page.html is answered at its clean URL, as CDNs do.
    if (file && url.endsWith(".html")) {
      const clean = url.replace(/(index)?\.html$/, "");
      res.writeHead(301, { location: clean || "/" });
      res.end();
      return;
    }
    if (!file) {
      status = 404;
      file = resolveFile(dir, "/404");
    }
    if (!file) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      res.end("Not found");
      return;
    }
    const headers: Record<string, string> = {
      "content-type": contentTypeOf(file),
      "cache-control": "no-cache",
      ...configuredHeaders(dir, url),
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
      resolve({ server, url: `http://${options.host ?? "127.0.0.1"}:${port}` });
    });
  });
}

/** The headers dir/_headers gives a URL path, read on every request so a rebuild shows at once. */
function configuredHeaders(dir: string, url: string): Record<string, string> {
  const file = path.join(dir, "_headers");
  if (!existsSync(file)) return {};
  return headersFor(parseHeaders(readFileSync(file, "utf8")), url.split(/[?#]/)[0]!);
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
