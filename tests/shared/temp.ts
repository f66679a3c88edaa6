// Temporary folders for tests, removed after each test file
// (tests/helpers/cleanup.ts), or by a script when it ends. Kept apart from
// content.ts so that cleanup.ts, loaded before every test file,
// imports nothing of the build: a test file that mocks a module the build
// uses (large-site.test.ts mocks node:fs) must be the first to load it.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const made: string[] = [];

/** A new empty folder in the system's temporary folder, removed after the test file by removeTempDirs. */
export function tempDir(prefix = "site-test-"): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every folder tempDir made, and the server configs a build into one wrote beside it (npm run build -- --out=<folder> writes <folder>-server). */
export function removeTempDirs(): void {
  for (const dir of made.splice(0))
    for (const folder of [dir, `${dir}-server`]) rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
}
