// The dev server's HTTP side: answers page requests from the HTML held in
// memory (dist/ is never read or written), with the same clean-URL rules as
// src/serve.ts, adds the reload script and overlay to every page, and streams
// the site's state to open tabs as Server-Sent Events. Other files (the
// content's static/ folder, if any) are served by startServer from disk.
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { isHidden } from "../outputs/static-files.ts";
import { resolveFile, startServer } from "../serve.ts";
import type { Page } from "./builder.ts";
import { EVENTS_PATH, errorPage, injectDev, overlayHtml, type DevState } from "./client.ts";
import type { Failure } from "./errors.ts";

export interface DevServerOptions {
  port: number;
  host?: string;
  /** Served as is, like content/static/ is copied into dist/ by the build. */
  staticDir: string;
  pages: ReadonlyMap<string, Page>;
  failure: () => Failure | undefined;
}

export async function startDevServer(options: DevServerOptions) {
  const clients = new Set<ServerResponse>();

  const state = (changed: string[]): DevState => {
    const failure = options.failure();
    return {
      changed,
      pages: Object.fromEntries([...options.pages.values()].map((p) => [p.path, p.hash])),
      error: failure ? overlayHtml(failure) : null,
    };
  };
  const send = (res: ServerResponse, message: DevState) => res.write(`event: state\ndata: ${JSON.stringify(message)}\n\n`);

  /** The page a URL path names, by the rules of resolveFile: /x is x.html or x/index.html. */
  const pageFor = (urlPath: string): Page | undefined => {
    const clean = decodeURI(urlPath.split(/[?#]/)[0]!).replace(/^\/+/, "");
    const candidates = clean === "" || clean.endsWith("/") ? [`${clean}index.html`] : [clean, `${clean}.html`, `${clean}/index.html`];
    for (const file of candidates) for (const page of options.pages.values()) if (page.file === file) return page;
    return undefined;
  };

  const servePage = (req: IncomingMessage, res: ServerResponse, status: number, page: Page | undefined, route: string) => {
    const failure = options.failure();
    const body = page ? injectDev(page.html, { route: page.path, hash: page.hash }, failure) : errorPage(route, failure!);
    res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(req.method === "HEAD" ? undefined : body);
  };

  const handle = (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? "/";
    const urlPath = url.split(/[?#]/)[0]!;
    if (urlPath === EVENTS_PATH) {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-store", connection: "keep-alive" });
      // Reconnect quickly after the dev server restarts.
      res.write("retry: 300\n\n");
      send(res, state([]));
      clients.add(res);
      req.on("close", () => clients.delete(res));
      return true;
    }
    let page: Page | undefined;
    try {
      page = pageFor(urlPath);
    } catch {
      return false; // a malformed URL: let startServer answer 404
    }
    if (page && urlPath.endsWith(".html")) {
      res.writeHead(301, { location: urlPath.replace(/(index)?\.html$/, "") || "/" });
      res.end();
      return true;
    }
    if (page) {
      servePage(req, res, 200, page, page.path);
      return true;
    }
    const file = resolveFile(options.staticDir, url);
    // Served as the build publishes it: hidden files (.DS_Store) are not.
    if (file && !isHidden(path.relative(options.staticDir, file).split(path.sep).join("/"))) return false;
    // No pages at all: the first build failed, so every page request shows the overlay.
    if (options.pages.size === 0 && options.failure()) {
      servePage(req, res, 500, undefined, urlPath);
      return true;
    }
    const notFound = pageFor("/404");
    if (notFound) {
      servePage(req, res, 404, notFound, urlPath);
      return true;
    }
    return false;
  };

  const { server, url } = await startServer({ dir: options.staticDir, port: options.port, host: options.host, handle });
  return {
    url,
    /** Tell every open tab the new state, naming the routes that changed. */
    publish(changed: string[]) {
      const message = state(changed);
      for (const res of clients) send(res, message);
    },
    close(): Promise<void> {
      for (const res of clients) res.end();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
