// What each landing page sends before the first acknowledgement of a new
// connection: its brotli copy and the headers every page is sent with, against
// the ten TCP segments a server may send at once. A page within it paints
// after one round trip; one byte more costs a second. The build prints it
// beside the pages' length (src/report/site-report.ts), so an edit that
// pushes a page over is seen when it is made; compress.ts gives such a page
// its smallest copy.

/** Ten TCP segments of 1,460 bytes: what a server sends before the first acknowledgement. */
export const INITIAL_WINDOW_BYTES = 14_600;

/** A landing page's first flight: its home ("/", "/hi") and the bytes of its brotli copy and its headers. */
export interface FirstFlight {
  home: string;
  bytes: number;
}

/**
 * Each landing page's first flight, from the files the build wrote (their
 * names and sizes). `headers` are those the site's rules give every page; the
 * server adds its own few (status, date, type, length), which vary by server
 * and are not counted. A page without a brotli copy (a build for a host that
 * compresses on the fly) has no figure.
 */
export function firstFlights(
  landing: { home: string; file: string }[],
  written: { file: string; bytes: number }[],
  headers: [string, string][],
): FirstFlight[] {
  const sizes = new Map(written.map((file) => [file.file, file.bytes]));
  const headerBytes = headers.reduce((sum, [name, value]) => sum + Buffer.byteLength(`${name}: ${value}\r\n`), 0);
  return landing.flatMap(({ home, file }) => {
    const copy = sizes.get(`${file}.br`);
    return copy === undefined ? [] : [{ home, bytes: copy + headerBytes }];
  });
}
