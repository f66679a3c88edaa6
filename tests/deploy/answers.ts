// The one table of answers every server of the site must give (nginx and
// Caddy with the generated configs, and the preview server), made from the
// built site itself: every page at its clean address, every other file, the
// 404 page for what is not there (folders and host files included), the
// second addresses of each page answered with a 301, the headers _headers
// gives each address (a 404 gets the 404 page's), each file's type from the
// build's table, and the .br/.gz copies to clients that accept them, with
// Vary. `differences` compares one answer with its row and says, in words,
// each way it differs: a test that breaks a config on purpose expects them.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { contentTypeOf } from "../../src/outputs/content-types.ts";
import { headersFor, HOST_FILES, NOT_FOUND_PAGE, parseHeaders } from "../../src/outputs/headers.ts";
import { pageAddress } from "../../src/view/clean-urls.ts";

export interface Row {
  /** What is asked, for messages and the printed table: "GET /privacy-policy (br)". */
  title: string;
  path: string;
  acceptEncoding?: string;
  /** Sent exactly as written, dot segments and escapes kept (a URL object would resolve them). */
  asWritten?: boolean;
  /** Asked over plain HTTP, of a server that has HTTPS (the preview server has none). */
  plainHttp?: boolean;
  status: number;
  /** Where a redirect sends the visitor: the exact address, or a pattern for an absolute one. */
  location?: string | RegExp;
  contentType?: string;
  /** Every header _headers names anywhere, lowercased: its value here, or null where it must be absent. */
  headers?: Record<string, string | null>;
  /** The file whose bytes the body must be, once decoded. */
  body?: string;
  /** The encoding the body must come in: exactly one, or the original or gzip made on the fly. */
  encoding?: "br" | "gzip" | "identity" | "identity or gzip";
  /** Vary must name Accept-Encoding (the file has copies, so the answer depends on it). */
  vary?: boolean;
}

export interface Answer {
  status: number;
  /** Lowercased names; a repeated header's values joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
}

const ENCODINGS = ["br", "gzip", "gzip, deflate, br, zstd", undefined] as const;

/**
 * Every row, for the site in `dir` (a built dist/). `base`: the path it is
 * served under ("/agency"), where every address is asked; headers are still
 * those _headers gives the address within the site.
 */
export function expectedAnswers(dir: string, base = ""): Row[] {
  const rules = parseHeaders(readFileSync(path.join(dir, "_headers"), "utf8"));
  const names = [...new Set(rules.flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase())))];
  const headersAt = (urlPath: string) => {
    const given = headersFor(rules, urlPath);
    return Object.fromEntries(names.map((name) => [name, given[name] ?? null]));
  };
  const files = filesIn(dir).filter((file) => !HOST_FILES.includes(file) && !isCopy(dir, file));
  const rows: Row[] = [];

  for (const file of files) {
    const address = file.endsWith(".html") ? pageAddress(`/${file}`) : `/${file}`;
    const type = contentTypeOf(file);
    for (const accept of ENCODINGS)
      rows.push({
        title: `GET ${base}${address}${accept ? ` (${accept})` : ""}`,
        path: base + address,
        acceptEncoding: accept,
        status: 200,
        contentType: type,
        headers: headersAt(address),
        ...negotiated(dir, file, accept),
      });
    if (!file.endsWith(".html")) continue;
    rows.push({ title: `GET ${base}/${file}`, path: `${base}/${file}`, status: 301, location: base + address });
    // The editor's address is its folder's (/admin/): its bare name is the second address.
    const second = address.endsWith("/") ? address.slice(0, -1) : `${address}/`;
    if (address !== "/") rows.push({ title: `GET ${base}${second}`, path: `${base}${second}`, status: 301, location: base + address });
  }
  const legal = files.find((file) => file.endsWith(".html") && !["index.html", "404.html"].includes(file) && !file.includes("/"))!;
  const page = base + pageAddress(`/${legal}`);
  rows.push(
    { title: `GET ${base}/${legal}?utm_source=x`, path: `${base}/${legal}?utm_source=x`, status: 301, location: `${page}?utm_source=x` },
    { title: `GET ${page}/?utm_source=x`, path: `${page}/?utm_source=x`, status: 301, location: `${page}?utm_source=x` },
    {
      title: `GET http:${page}?utm_source=x`,
      path: `${page}?utm_source=x`,
      plainHttp: true,
      status: 301,
      location: new RegExp(`^https://[^/]+${escape(page)}\\?utm_source=x$`),
    },
  );

  // A page's second address with a character escaped (an encoded dot or slash, as some mail clients and
  // link checkers write them) is the same second address: one redirect to the page, never to itself.
  rows.push(
    {
      title: `GET ${base}/${legal.replace(/\.html$/, "%2ehtml")}`,
      path: `${base}/${legal.replace(/\.html$/, "%2ehtml")}`,
      status: 301,
      location: page,
    },
    { title: `GET ${page}%2F`, path: `${page}%2F`, status: 301, location: page },
  );

  // Not found: whatever was asked, the 404 page with the 404 page's headers (in the web editor's folder too).
  const allFolders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const folders = allFolders.filter((entry) => !existsSync(path.join(dir, entry.name, "index.html")));
  const missing = [
    ...[
      "/no-such-page",
      "/no/such/page",
      "/missing.html",
      `/${legal}/`,
      ...HOST_FILES.map((file) => `/${file}`),
      ...folders.flatMap((folder) => [`/${folder.name}/`, `/${folder.name}`]),
      ...allFolders.flatMap((folder) => [`/${folder.name}/missing.avif`, `/${folder.name}/missing`]),
    ].map((address) => base + address),
    // Under a sub-path, the site's own addresses asked outside it: nothing there.
    ...(base ? ["/", pageAddress(`/${legal}`), "/index.html", "/site.webmanifest", ...folders.map((folder) => `/${folder.name}/`)] : []),
  ];
  if (base)
    rows.push(
      // Crawlers read robots.txt at the host's root only: there, the site's own, as under the path.
      ...rows
        .filter((row) => row.path === `${base}/robots.txt`)
        .map((row) => ({ ...row, title: row.title.replace(`${base}/`, "/"), path: "/robots.txt" })),
      { title: `GET ${base}`, path: base, status: 301, location: `${base}/` },
      // The query goes along, as on every redirect of a page.
      { title: `GET ${base}?utm_source=x`, path: `${base}?utm_source=x`, status: 301, location: `${base}/?utm_source=x` },
    );
  // A dot-dot segment, written or escaped, names no page: 400 with the 404 page's headers, whether it
  // would climb above the site's folder (nginx refuses those before its rules) or stay in it (Caddy
  // would clean it away). Asked as written: a URL object would resolve it.
  for (const address of [
    ...DOT_SEGMENT_PATHS.map((address) => base + address),
    `${base}/${allFolders[0]?.name ?? "images"}/%2e%2e/`,
    `${page}/../`,
    ...(base ? DOT_SEGMENT_PATHS.slice(0, 2) : []),
  ])
    rows.push({ title: `GET ${address}`, path: address, asWritten: true, status: 400, headers: headersAt(NOT_FOUND_PAGE) });
  for (const address of missing)
    for (const accept of [undefined, "br"])
      rows.push({
        title: `GET ${address}${accept ? ` (${accept})` : ""}`,
        path: address,
        acceptEncoding: accept,
        status: 404,
        contentType: contentTypeOf("404.html"),
        headers: headersAt(NOT_FOUND_PAGE),
        ...negotiated(dir, "404.html", accept),
      });
  return rows;
}

/** Paths with a dot-dot segment, each from the site's root: as written, escaped in either case, with escaped slashes, climbing and not. */
const DOT_SEGMENT_PATHS = ["/%2e%2e/", "/%2E%2E/etc/passwd", "/..%2f..%2fetc%2fpasswd", "/.%2e/", "/../", "/a/b/../../index.html", "/a/.."];

/**
 * Certbot's webroot challenge over plain HTTP, at the host's root whatever
 * path the site is under: a file it puts in `webroot` (the server's stand-in
 * for /var/www/html) answered as it is, and any other address still sent to
 * HTTPS. Asked of nginx and Caddy, which have plain HTTP.
 */
export function challengeRows(webroot: string): Row[] {
  const folder = path.join(webroot, ".well-known", "acme-challenge");
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "a-token"), "a-token.a-key-thumbprint");
  return [
    {
      title: "GET http:/.well-known/acme-challenge/a-token",
      path: "/.well-known/acme-challenge/a-token",
      plainHttp: true,
      status: 200,
      body: path.join(folder, "a-token"),
      encoding: "identity",
    },
    // A dot-dot segment is refused here too, with no headers, as every plain-HTTP answer.
    ...DOT_SEGMENT_PATHS.map((address) => ({ title: `GET http:${address}`, path: address, asWritten: true, plainHttp: true, status: 400 })),
    ...["/.well-known/security.txt", "/a-page?x=1"].map((address) => ({
      title: `GET http:${address}`,
      path: address,
      plainHttp: true,
      status: 301,
      location: new RegExp(`^https://[^/]+${escape(address)}$`),
    })),
  ];
}

/** The encoding, body and Vary a client accepting `accept` gets for a file with the copies the build made. */
function negotiated(dir: string, file: string, accept: string | undefined): Pick<Row, "encoding" | "body" | "vary"> {
  const has = (extension: string) => existsSync(path.join(dir, `${file}${extension}`));
  const accepted = (accept ?? "").split(",").map((part) => part.trim());
  const vary = has(".br") || has(".gz");
  const encoding =
    accepted.includes("br") && has(".br")
      ? "br"
      : accepted.includes("gzip")
        ? has(".gz")
          ? "gzip"
          : "identity or gzip" // a small text compressed on the fly, or not
        : "identity";
  return { encoding, body: path.join(dir, file), vary };
}

/** Each way an answer differs from its row, in words; none when it is as expected. */
function differences(row: Row, answer: Answer): string[] {
  const found: string[] = [];
  const got = (name: string) => answer.headers[name];
  if (answer.status !== row.status) found.push(`status ${answer.status}, expected ${row.status}`);
  if (row.location !== undefined) {
    const location = got("location");
    const ok = typeof row.location === "string" ? location === row.location : row.location.test(location ?? "");
    if (!ok) found.push(`Location ${location ?? "(none)"}, expected ${String(row.location)}`);
  }
  if (row.contentType !== undefined && got("content-type") !== row.contentType)
    found.push(`Content-Type ${got("content-type") ?? "(none)"}, expected ${row.contentType}`);
  for (const [name, value] of Object.entries(row.headers ?? {}))
    if ((got(name) ?? null) !== value) found.push(`${name} ${got(name) ?? "(none)"}, expected ${value ?? "(none)"}`);
  const encoding = got("content-encoding") ?? "identity";
  if (row.encoding && !(row.encoding === "identity or gzip" ? ["identity", "gzip"].includes(encoding) : encoding === row.encoding))
    found.push(`Content-Encoding ${encoding}, expected ${row.encoding}`);
  const varies = /(^|,)\s*accept-encoding\s*(,|$)/i.test(got("vary") ?? "");
  if ((row.vary || encoding !== "identity") && !varies) found.push(`Vary ${got("vary") ?? "(none)"}, expected Accept-Encoding`);
  if ((got("vary") ?? "").toLowerCase().split("accept-encoding").length > 2) found.push(`Vary ${got("vary")}: Accept-Encoding twice`);
  // Every answer, a redirect or a 404 too: the server says what it is, never which version (a list of its known flaws).
  if (/\d/.test(got("server") ?? "")) found.push(`Server ${got("server")}, expected no version`);
  if (row.body && found.length === 0) {
    const expected = readFileSync(row.body);
    const body = decoded(answer.body, encoding);
    if (!body?.equals(expected)) found.push(`the body is not ${path.basename(row.body)} (${encoding})`);
  }
  return found;
}

function decoded(body: Buffer, encoding: string): Buffer | undefined {
  try {
    return encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
  } catch {
    return undefined;
  }
}

/**
 * Asks a server every row (plain-HTTP rows at its plain-HTTP address, left
 * out where it has none); what differs, each line with its row's title. The
 * answers go into `keep` when given.
 */
export async function tableDifferences(
  server: { base: string; plainHttp?: string },
  rows: Row[],
  how: { agents: Agents; keep?: Map<string, Answer> },
): Promise<string[]> {
  const found: string[] = [];
  for (const row of rows) {
    if (row.plainHttp && !server.plainHttp) continue;
    const answer = await ask(row.plainHttp ? server.plainHttp! : server.base, row, how.agents);
    how.keep?.set(row.title, answer);
    found.push(...differences(row, answer).map((difference) => `${row.title}: ${difference}`));
  }
  return found;
}

/** Asks a server for one row, over keep-alive connections, trusting the test's own certificate. */
export function ask(base: string, row: Row, agents: Agents): Promise<Answer> {
  const url = new URL(row.path, base);
  const secure = url.protocol === "https:";
  const request = (secure ? https : http).request;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        agent: secure ? agents.https : agents.http,
        headers: row.acceptEncoding ? { "accept-encoding": row.acceptEncoding } : {},
        ...(row.asWritten ? { path: row.path } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers))
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

export interface Agents {
  http: http.Agent;
  https: https.Agent;
}

export const makeAgents = (): Agents => ({
  http: new http.Agent({ keepAlive: true }),
  https: new https.Agent({ keepAlive: true, rejectUnauthorized: false }),
});

/** Every file under dir, with forward slashes, sorted. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** A .br or .gz copy the build made beside a file (not a file published as it is). */
const isCopy = (dir: string, file: string) => /\.(br|gz)$/.test(file) && existsSync(path.join(dir, file.replace(/\.(br|gz)$/, "")));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
