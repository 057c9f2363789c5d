import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/** The repository root, where `node dist/main.js` runs. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningService {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Every line written to stdout so far, parsed when it is JSON (the service logs with pino). */
  logs: Record<string, unknown>[];
  stdout: string[];
  stderr: () => string;
  /** Settles when the process exits. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started = new Set<ChildProcess>();

/**
 * Spawns the built service with `env` on a free loopback port and resolves once it listens;
 * rejects if it exits or is not listening within `timeoutMs`. `command` defaults to `node dist/main.js`.
 * With `keepLogs` false, what the service writes to stdout after it listens is read and dropped:
 * a flood's access log is hundreds of megabytes the test would parse and hold for nothing.
 * The 20 s are a guard against a hang, not a measure of the cold start (the benchmark's): with
 * test files running side by side on a busy two-core machine a start took more than 8 s.
 */
export async function startService(
  env: Record<string, string> = {},
  command: string[] = [process.execPath, 'dist/main.js'],
  timeoutMs = 20_000,
  { keepLogs = true } = {},
): Promise<RunningService> {
  const child = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const stdout: string[] = [];
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let pending = '';
  const listening = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        stdout.push(line);
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logs.push(entry);
          const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(String(entry.msg));
          if (match !== null) resolve(Number(match[1]));
        } catch {
          // Not JSON: kept in stdout, where the tests that require JSON logs look.
        }
      }
    });
    void exited.then(({ code }) => reject(new Error(`service exited with ${code} before listening: ${stderr}`)));
    setTimeout(() => reject(new Error(`service not listening after ${timeoutMs} ms: ${stderr}`)), timeoutMs).unref();
  });
  const port = await listening;
  if (!keepLogs) child.stdout!.removeAllListeners('data').resume();
  return { child, port, origin: `http://127.0.0.1:${port}`, logs, stdout, stderr: () => stderr, exited };
}

/** A spawned command that is not the service (a Redis server), killed with the rest. */
export function track(child: ChildProcess): ChildProcess {
  started.add(child);
  return child;
}

/** For afterEach: kills every process these tests started (SIGCONT first, so a stopped one can die). */
export async function killAll(): Promise<void> {
  const alive = [...started].filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of alive) {
    child.kill('SIGCONT');
    child.kill('SIGKILL');
  }
  await Promise.all(alive.map((child) => once(child, 'exit')));
  started.clear();
}

/** Resolves with `value` when `promise` settles within `ms`, else with `'timed out'`. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | 'timed out'> {
  return Promise.race([
    promise,
    new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), ms).unref()),
  ]);
}

/**
 * Resolves once `condition` holds, checking every 10 ms, or with false after `ms`. The service
 * writes its log lines in batches, once its event loop turns: a line follows its answer closely,
 * not before it.
 */
export async function eventually(condition: () => boolean, ms = 1000): Promise<boolean> {
  for (
    const started = performance.now();
    performance.now() - started < ms;
    await new Promise((resolve) => setTimeout(resolve, 10))
  ) {
    if (condition()) return true;
  }
  return condition();
}
