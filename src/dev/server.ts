// The dev server's HTTP side: answers page requests from the HTML held in
// memory (dist/ is never read or written), with the same clean-URL rules as
// src/serve/static-server.ts, adds the reload script and overlay to every page, and streams
// the site's state to open tabs as Server-Sent Events. The other files the
// build publishes are served too: those it makes from content (sitemap,
// robots.txt, icons), from memory, and content/static/ by the build's own list.
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { readFileSync } from "node:fs";
import { shownFrom } from "../parse/problem.ts";
import { readStaticFolder } from "../outputs/static-files.ts";
import { contentTypeOf } from "../outputs/content-types.ts";
import { startServer } from "../serve/static-server.ts";
import { candidateFiles } from "../view/clean-urls.ts";
import type { Page } from "./worker-client.ts";
import { EVENTS_PATH, errorPage, injectDev, overlayHtml, type DevState } from "./client.ts";
import type { Failure } from "./errors.ts";

export interface DevServerOptions {
  port: number;
  host?: string;
  /** Its static/ folder is served as the build publishes it: the files of readStaticFolder, nothing else. */
  contentDir: string;
  pages: ReadonlyMap<string, Page>;
  /** The site's other files made from content (sitemap.xml, robots.txt, icons), by name. */
  extras: ReadonlyMap<string, string | Uint8Array>;
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

  /** The page a URL path names, by the site's clean-URL rules: /x is x.html or x/index.html. */
  const pageFor = (urlPath: string): Page | undefined => {
    for (const file of candidateFiles(urlPath) ?? []) for (const page of options.pages.values()) if (page.file === file) return page;
    return undefined;
  };

  /**
   * A file the build would publish at this address: one it makes from content,
   * or one of content/static/ as the build lists them (no hidden files, no
   * symbolic links), found by the same clean-URL rules as pages.
   */
  const publishedFile = (urlPath: string): { name: string; contents?: string | Uint8Array; source?: string } | undefined => {
    const names = candidateFiles(urlPath);
    if (!names) return undefined;
    for (const name of names) {
      const made = options.extras.get(name);
      if (made !== undefined) return { name, contents: made };
    }
    const published = new Map(readStaticFolder(options.contentDir, shownFrom(options.contentDir)).files.map((f) => [f.file, f.source]));
    for (const name of names) {
      const source = published.get(name);
      if (source) return { name, source };
    }
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
      page = undefined; // a malformed URL: no page, and no file either
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
    const file = publishedFile(urlPath);
    if (file) {
      const body = file.contents ?? readFileSync(file.source!);
      res.writeHead(200, { "content-type": contentTypeOf(file.name), "cache-control": "no-store" });
      res.end(req.method === "HEAD" ? undefined : body);
      return true;
    }
    // No pages at all: the first build failed, so every page request shows the overlay.
    if (options.pages.size === 0 && options.failure()) {
      servePage(req, res, 500, undefined, urlPath);
      return true;
    }
    const notFound = pageFor("/404");
    if (notFound) servePage(req, res, 404, notFound, urlPath);
    else {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      res.end("Not found");
    }
    return true;
  };

  // Every request is answered above; startServer only listens and would serve nothing from this empty folder.
  const { server, url } = await startServer({
    dir: path.join(options.contentDir, "static"),
    port: options.port,
    host: options.host,
    handle,
  });
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
