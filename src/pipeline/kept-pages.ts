// Pages drawn once and kept between builds: a page's markup is a pure function
// of its inputs (render.tsx's routeInputs: the frame's data and what its body
// shows) and of the code that draws it. A digest of both keys it, so a second
// build of unchanged content reads each page instead of drawing it again.
// Each route has one slot in the store, holding the key and the markup of its
// last drawing: the store never holds more than one site's pages, however
// often the content changes. The markup is kept as the bytes written, and
// handed on with the page: a kept page is not encoded again to be written.
import { drawRoute, routeInputs, type PageAssets } from "../render/render.tsx";
import type { SiteModel } from "../model/site-model.ts";
import type { Route } from "../view/routes.ts";
import { codeVersion, PAGE_RENDERER } from "./code-version.ts";
import { cacheKey } from "../outputs/cache.ts";

/** Where pages are kept: the output cache on disk (npm run build), or a map in memory (the dev server). */
export interface PageStore {
  readBytes(key: string): Uint8Array | undefined;
  writeBytes(key: string, value: Uint8Array): void;
}

/** A page's markup, and its UTF-8 bytes when they are at hand (read from the store, or encoded for it). */
export interface KeptPage {
  html: string;
  bytes?: Uint8Array;
}

/** Draws pages through a store; without one (or without a version), it is drawRoute. */
export class KeptPages {
  // The inputs of every page of a build share many of their parts (the site,
  // the footer's pages): such an object is digested once, when met again.
  private readonly digests = new WeakMap<object, string>();
  private readonly seen = new WeakSet<object>();
  // Long texts met again (a page's stylesheet, made afresh for each page), the same way: undefined, met once.
  private readonly long = new Map<string, string | undefined>();

  constructor(
    private readonly store: PageStore | undefined,
    /** The renderer's codeVersion, or another in tests: undefined keeps nothing. */
    private readonly version: string | undefined,
  ) {}

  /** The store's pages for the project at `project`, whose sources give the version. */
  static of(store: PageStore | undefined, project: string): KeptPages {
    return new KeptPages(store, store && codeVersion(project, PAGE_RENDERER));
  }

  /** The route's page: the kept one while its inputs and the code are unchanged, otherwise drawn and kept. */
  render(route: Route, model: SiteModel, assets: PageAssets): KeptPage {
    const inputs = routeInputs(route, model, assets);
    // A landing page's body sees the whole model: digesting it would cost more than drawing the page.
    const digest = this.store && this.version && inputs.body.kind !== "landing" ? this.digest(inputs) : undefined;
    if (!digest) return { html: drawRoute(inputs) };
    // The slot holds the key's line, then the page; the key is hex, one byte a character.
    const line = Buffer.from(`${cacheKey("page", this.version!, digest)}\n`);
    const slot = cacheKey("page", route.file);
    const kept = this.store!.readBytes(slot);
    if (kept && kept.length >= line.length && line.equals(kept.subarray(0, line.length))) {
      const bytes = kept.subarray(line.length);
      return { html: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8"), bytes };
    }
    const html = drawRoute(inputs);
    const bytes = Buffer.from(html);
    this.store!.writeBytes(slot, Buffer.concat([line, bytes]));
    return { html, bytes };
  }

  /**
   * A digest of a value made of plain data: strings, numbers, booleans, null,
   * undefined, arrays, plain objects, Sets and Maps (in their order). Anything
   * else (a function, a class's instance) gives undefined: such a page is
   * drawn every time, never reused on a guess.
   */
  private digest(value: unknown): string | undefined {
    const text = this.encode(value);
    return text === undefined ? undefined : cacheKey(text);
  }

  /**
   * The value written out, each part tagged with its kind and length, so that
   * no two values have one text. An object met for the first time is written
   * out in full; met again (the site, the footer's pages), it is written as
   * the digest of its text, kept for the rest of the build: one page's
   * inputs are hashed once, not object by object.
   */
  private encode(value: unknown, depth = 0): string | undefined {
    switch (typeof value) {
      case "string":
        return value.length < LONG ? `s${value.length}:${value}` : this.encodeLong(value);
      case "number":
        return `d${String(value)};`;
      case "boolean":
        return value ? "t" : "f";
      case "undefined":
        return "u";
      case "object":
        break;
      default:
        return undefined;
    }
    if (value === null) return "n";
    // Plain data is never this deep; a value that contains itself would be endless.
    if (depth > MAX_DEPTH) return undefined;
    const known = this.digests.get(value);
    if (known) return known;
    let text: string;
    if (Array.isArray(value) || value instanceof Set) {
      text = Array.isArray(value) ? "A[" : "S[";
      for (const item of value) {
        const inner = this.encode(item, depth + 1);
        if (inner === undefined) return undefined;
        text += inner;
      }
    } else if (value instanceof Map) {
      text = "M[";
      for (const [key, item] of value) {
        const inner = this.encode(key, depth + 1);
        const innerItem = this.encode(item, depth + 1);
        if (inner === undefined || innerItem === undefined) return undefined;
        text += inner + innerItem;
      }
    } else if (Object.getPrototypeOf(value) === Object.prototype) {
      text = "O[";
      const object = value as Record<string, unknown>;
      // A plain object's enumerable names are its own: Object.prototype has none.
      for (const name in object) {
        const inner = this.encode(object[name], depth + 1);
        if (inner === undefined) return undefined;
        text += `${name.length}:${name}${inner}`;
      }
    } else return undefined;
    // Each part's text ends where the next begins (tagged, with its length where it has one): "]" closes the value.
    text += "]";
    if (!this.seen.has(value)) {
      this.seen.add(value);
      return text;
    }
    const digest = `#${cacheKey(text)}`;
    this.digests.set(value, digest);
    return digest;
  }

  private encodeLong(value: string): string {
    const text = `s${value.length}:${value}`;
    if (!this.long.has(value)) {
      this.long.set(value, undefined);
      return text;
    }
    let digest = this.long.get(value);
    if (!digest) this.long.set(value, (digest = `#${cacheKey(text)}`));
    return digest;
  }
}

const MAX_DEPTH = 200;

/** Texts at least this long are digested once when met again, as objects are. */
const LONG = 1024;
