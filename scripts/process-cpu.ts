import { readdirSync, readFileSync } from 'node:fs';

/**
 * A process's CPU time so far, in ms: the time each of its threads ran, in nanoseconds, from
 * /proc (schedstat; the ticks of /proc's stat are 10 ms, too coarse for a date check's tenth of one).
 */
export function cpuMs(pid: number): number {
  let nanoseconds = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      nanoseconds += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // A thread that ended meanwhile.
    }
  }
  return nanoseconds / 1e6;
}
