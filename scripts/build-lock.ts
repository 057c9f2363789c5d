import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` while this process holds the build's lock: a file created only if it does not
 * exist, holding the holder's process id. A second `npm start` in the same checkout waits for
 * the first one's build, then finds it up to date, instead of writing the same files at the
 * same time. A lock left by a process that no longer runs (killed mid-build) is taken over.
 */
export async function withBuildLock<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  let told = false;
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(lockFile);
    if (holder !== undefined && !isRunning(holder)) {
      rmSync(lockFile, { force: true });
      continue;
    }
    if (!told) console.error(`Waiting for the build of process ${holder ?? '?'} (${lockFile}).`);
    told = true;
    await sleep(100);
  }
  try {
    return await work();
  } finally {
    rmSync(lockFile, { force: true });
  }
}

/** The process id in the lock, or undefined while its holder has created it and not yet written it. */
function holderOf(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
