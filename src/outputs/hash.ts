// Content-hashed file names: the name changes whenever the bytes do, so a host
// may cache such a file forever (Cache-Control: immutable, see headers.ts).
import { createHash } from "node:crypto";

/** The first 10 hex digits of the SHA-256 of the bytes: plenty to tell versions apart. */
function contentHash(bytes: string | Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 10);
}

/** "og/index" + ".png" → "og/index.3f2a9c1b07.png" */
export function hashedName(base: string, extension: string, bytes: string | Uint8Array): string {
  return `${base}.${contentHash(bytes)}${extension}`;
}
