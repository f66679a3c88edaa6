// src/deploy/lock.ts: one deploy at a time. A lock held by a running process
// keeps another out; one left by a process that is gone is taken over; the
// lock is given back.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LockedError, takeLock } from "../../../src/deploy/lock.ts";
import { tempDir } from "../../shared/temp.ts";

describe("takeLock", () => {
  it("holds the lock with this process's id, and gives it back", () => {
    const folder = tempDir("lock-");
    const unlock = takeLock(folder);
    expect(readFileSync(path.join(folder, "deploy.lock"), "utf8")).toBe(`${process.pid}\n`);
    expect(() => takeLock(folder)).toThrow(LockedError);
    unlock();
    expect(existsSync(path.join(folder, "deploy.lock"))).toBe(false);
    takeLock(folder)();
  });

  it("takes over a lock whose process is gone, or that names none", () => {
    const folder = tempDir("lock-");
    for (const holder of [String(spawnSync("true").pid), "", "not a number"]) {
      writeFileSync(path.join(folder, "deploy.lock"), `${holder}\n`);
      const unlock = takeLock(folder);
      expect(readFileSync(path.join(folder, "deploy.lock"), "utf8")).toBe(`${process.pid}\n`);
      unlock();
    }
  });

  it("says which process holds it", () => {
    const folder = tempDir("lock-");
    writeFileSync(path.join(folder, "deploy.lock"), "1\n");
    expect(() => takeLock(folder)).toThrow(`another deploy (process 1) is running: ${path.join(folder, "deploy.lock")}`);
  });
});
