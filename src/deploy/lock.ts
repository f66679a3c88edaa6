// The deploy's lock: one file in the deploy folder, made only if it is not
// there (O_EXCL), holding the process id of the deploy that made it. Two runs
// never overlap (cron's and an operator's, say); a lock left by a run that
// was killed names a process that is gone, and the next run takes it over.
import { openSync, readFileSync, rmSync, writeSync, closeSync } from "node:fs";
import path from "node:path";

const LOCK_FILE = "deploy.lock";

export class LockedError extends Error {}

/** Takes the lock in `folder`; the function returned gives it back. */
export function takeLock(folder: string): () => void {
  const file = path.join(folder, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const holder = Number(readFileSync(file, "utf8").trim());
      if (alive(holder)) throw new LockedError(`another deploy (process ${holder}) is running: ${file}`);
      rmSync(file, { force: true });
    }
  }
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process is there, run by another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
