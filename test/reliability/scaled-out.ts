import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRedis } from './redis-server.js';
import { freePort } from '../../scripts/free-port.js';
import { type RunningService, ROOT, startService, track } from './service.js';

/** A per-client limit of the edge as deploy/haproxy.cfg sets it (`presetenv NAME value`). */
export function edgeSetting(name: string): number {
  const setting = new RegExp(`^\\s*presetenv ${name} (\\d+)$`, 'm').exec(
    readFileSync(join(ROOT, 'deploy/haproxy.cfg'), 'utf8'),
  );
  if (setting === null) throw new Error(`deploy/haproxy.cfg sets no ${name}`);
  return Number(setting[1]);
}

/** One instance as the proxy sees it: its state and how often its checks have taken it out of the rotation. */
export interface ServerState {
  name: string;
  status: string;
  timesDown: number;
}

/**
 * The scaled-out deployment on loopback: one Redis, two instances of the built service sharing
 * it and naming the proxy in TRUST_PROXY, and HAProxy in front of them with the deployment's own
 * configuration (deploy/haproxy.cfg, as compose.yaml runs it, with these two as its instances). Every process is killed by killAll().
 * `proxyEnv` sets the proxy's own settings (its per-client limits); `instanceCommand` starts something else
 * than the built service as the instances (a stand-in). `servers()` reads the instances' states from
 * the proxy's runtime socket, which this harness adds to the list of instances. `restart(i)` starts instance i again on its
 * port, with its environment, once it has exited; `restart(i, command)` starts another build there (a new release,
 * test/reliability/data-release.test.ts).
 */
export async function startScaledOut(
  env: Record<string, string>,
  proxyEnv: Record<string, string> = {},
  instanceCommand?: string[],
) {
  const redis = await startRedis();
  const ports = [await freePort(), await freePort()];
  // Drained for longer than the proxy takes to see /readyz fail; a Redis wait generous enough
  // that a machine busy with other tests does not switch counting to in process (redis-outage.test.ts does that).
  const environment = (port: number) => ({
    REDIS_URL: redis.url,
    REDIS_TIMEOUT_MS: '500',
    TRUST_PROXY: '127.0.0.1',
    SHUTDOWN_DRAIN_MS: '2500',
    SHUTDOWN_TIMEOUT_MS: '6000',
    ...env,
    PORT: String(port),
  });
  const instances: RunningService[] = await Promise.all(
    ports.map((port) => startService(environment(port), instanceCommand)),
  );
  const listen = await freePort();
  // The deployment's proxy configuration, with these two instances as its list (compose.yaml has its own).
  const directory = mkdtempSync(join(tmpdir(), 'mycal-haproxy-'));
  const servers = join(directory, 'instances.cfg');
  const socket = join(directory, 'admin.sock');
  writeFileSync(
    servers,
    `global\n  stats socket ${socket}\nbackend instances\n${ports.map((port, index) => `  server api-${index + 1} 127.0.0.1:${port}\n`).join('')}`,
  );
  const proxy = track(
    spawn('haproxy', ['-db', '-f', join(ROOT, 'deploy/haproxy.cfg'), '-f', servers], {
      env: { PATH: process.env.PATH, LISTEN: `127.0.0.1:${listen}`, ...proxyEnv },
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  proxy.once('exit', () => rmSync(directory, { recursive: true, force: true }));
  let proxyErrors = '';
  proxy.stderr!.on('data', (chunk: Buffer) => (proxyErrors += chunk.toString()));
  const origin = `http://127.0.0.1:${listen}`;
  for (let attempt = 0; ; attempt++) {
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (attempt === 100) throw new Error(`HAProxy did not answer: ${proxyErrors}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin,
    redis,
    instances,
    servers: () => serverStates(socket),
    async restart(index: number, command?: string[]): Promise<RunningService> {
      await instances[index]!.exited;
      instances[index] = await startService(environment(ports[index]!), command);
      return instances[index]!;
    },
  };
}

/** The instances' states, from HAProxy's `show stat` (CSV, its header line first). */
function serverStates(socket: string): Promise<ServerState[]> {
  return new Promise((resolve, reject) => {
    let text = '';
    const connection = connect(socket, () => connection.end('show stat\n'));
    connection.on('data', (chunk: Buffer) => (text += chunk.toString()));
    connection.on('error', reject);
    connection.on('end', () => {
      const [header, ...rows] = text
        .trim()
        .split('\n')
        .map((line) => line.split(','));
      const column = (name: string) => header!.indexOf(name === 'pxname' ? '# pxname' : name);
      resolve(
        rows
          .filter((row) => row[column('pxname')] === 'instances' && row[column('svname')] !== 'BACKEND')
          .map((row) => ({
            name: row[column('svname')]!,
            status: row[column('status')]!,
            timesDown: Number(row[column('chkdown')]),
          })),
      );
    });
  });
}
