// What each landing page sends before the first acknowledgement of a new
// connection: its brotli copy and the headers every page is sent with, against
// the ten TCP segments a server may send at once. A page within it paints
// after one round trip; one byte more costs a second. The build prints it
// beside the pages' length (src/report/site-report.ts), so an edit that
// pushes a page over is seen when it is made.
import type { Route } from "../view/routes.ts";
import type { WrittenFile } from "./writer.ts";

/** Ten TCP segments of 1,460 bytes: what a server sends before the first acknowledgement. */
export const INITIAL_WINDOW_BYTES = 14_600;

/** A landing page's first flight: its home ("/", "/hi") and the bytes of its brotli copy and its headers. */
export interface FirstFlight {
  home: string;
  bytes: number;
}

/**
 * Each landing page's first flight. `headers` are those the site's rules give
 * every page; the server adds its own few (status, date, type, length), which
 * vary by server and are not counted.
 */
export function firstFlights(routes: Route[], written: WrittenFile[], headers: [string, string][]): FirstFlight[] {
  const sizes = new Map(written.map((file) => [file.file, file.bytes]));
  const headerBytes = headers.reduce((sum, [name, value]) => sum + Buffer.byteLength(`${name}: ${value}\r\n`), 0);
  return routes.flatMap((route) => {
    const copy = sizes.get(`${route.file}.br`);
    return route.kind === "landing" && copy !== undefined ? [{ home: route.path, bytes: copy + headerBytes }] : [];
  });
}
