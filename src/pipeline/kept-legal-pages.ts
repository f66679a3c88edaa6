// Legal pages loaded once and kept between builds: a page's load (its front
// matter parsed and validated, its tokens filled, its markdown rendered) is a
// pure function of its file's bytes and name, the settings and facts its
// tokens are filled from, the page it translates, and the code that loads it.
// A hash of all of these keys the result in a store the caller gives (the
// build passes its output cache; the model never imports it), so a second
// build of unchanged content reads each page's result instead of making it.
// Only clean results are kept: a page with problems is loaded again every
// time, so its problems are reported exactly as a fresh load finds them.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { LegalFileLoader } from "../model/load/loading.ts";
import { loadLegalFile, type LegalFile, type LegalResult, type LegalSource, type TokenSettings } from "../model/load/legal-pages.ts";
import { codeVersion, LEGAL_PAGE_LOADER } from "./code-version.ts";
import { decodeContent, MAX_TEXT_BYTES } from "../parse/content-text.ts";

/** Text kept by key between builds. Synchronous, as loading a page is; a write may be lost, never half made. */
export interface ResultStore {
  read(key: string): string | undefined;
  write(key: string, value: string): void;
}

/** Loads legal pages through a store; without one (or without a version), it is loadLegalFile. */
export class KeptLegalPages implements LegalFileLoader {
  // The settings are the same object for every page of a language: hashed once each.
  private readonly settingsHashes = new WeakMap<TokenSettings, string>();

  constructor(
    private readonly store: ResultStore | undefined,
    /** The loader's codeVersion, or another in tests: undefined keeps nothing. */
    private readonly version: string | undefined,
  ) {}

  /** The store's loader for the project at `project`, whose sources give the version. */
  static of(store: ResultStore | undefined, project: string): KeptLegalPages {
    return new KeptLegalPages(store, store && codeVersion(project, LEGAL_PAGE_LOADER));
  }

  load(file: LegalFile, settings: TokenSettings, source: Omit<LegalSource, "text"> = {}): LegalResult {
    if (!this.store || !this.version) return loadLegalFile(file, settings, source);
    let bytes: Buffer;
    try {
      bytes = readFileSync(file.path);
    } catch {
      return loadLegalFile(file, settings, source); // a folder, or gone: the loader says what is wrong
    }
    // Keyed by the bytes, not the text they decode to: a hit skips decoding,
    // and was kept only once those very bytes had decoded cleanly.
    const key = this.key(file, bytes, settings, source);
    const kept = this.kept(key);
    if (kept) return kept;
    const read = bytes.length > MAX_TEXT_BYTES ? undefined : decodeContent(bytes, file.shown);
    // Too large, or not text: the loader reads it again and says what is wrong; nothing is kept.
    if (read?.text === undefined) return loadLegalFile(file, settings, source);
    const result = loadLegalFile(file, settings, { ...source, text: read.text });
    if (result.page && !result.problems.length) this.store.write(key, JSON.stringify(result));
    return result;
  }

  /** Everything the result depends on, hashed: the loader's version, the settings, the file's names and bytes, the page it translates. */
  private key(file: LegalFile, bytes: Uint8Array, settings: TokenSettings, { translation }: Omit<LegalSource, "text">): string {
    let settingsHash = this.settingsHashes.get(settings);
    if (!settingsHash) {
      settingsHash = hash(JSON.stringify([settings.site, settings.written, settings.locale, settings.facts]));
      this.settingsHashes.set(settings, settingsHash);
    }
    // What loadLegal reads of the page a translation translates.
    const of = translation && {
      locale: translation.locale,
      file: translation.of.file,
      meta: translation.of.meta,
      texts: translation.of.texts,
      updatedAt: translation.of.updatedAt,
    };
    return hash(JSON.stringify(["legal-page", this.version, settingsHash, file.name, file.shown, of ?? null]), bytes);
  }

  /** A kept clean result, or undefined when there is none (or it cannot be read: it is made again). */
  private kept(key: string): LegalResult | undefined {
    const value = this.store!.read(key);
    if (value === undefined) return undefined;
    try {
      const result = JSON.parse(value) as LegalResult;
      return result.page && Array.isArray(result.problems) ? result : undefined;
    } catch {
      return undefined;
    }
  }
}

const hash = (...parts: (string | Uint8Array)[]) => {
  const sha = createHash("sha256");
  for (const part of parts) sha.update(part).update("\0");
  return sha.digest("hex");
};
