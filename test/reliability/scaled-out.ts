import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRedis } from './redis-server.js';
import { freePort } from '../../scripts/free-port.js';
import { type RunningService, ROOT, startService, track } from './service.js';

/**
 * The scaled-out deployment on loopback: one Redis, two instances of the built service sharing
 * it and naming the proxy in TRUST_PROXY, and HAProxy in front of them with the deployment's own
 * configuration (deploy/haproxy.cfg, as compose.yaml runs it, with these two as its instances). Every process is killed by killAll().
 * `proxyEnv` sets the proxy's own settings (its per-client limits). `restart(i)` starts instance i again on its
 * port, with its environment, once it has exited; `restart(i, command)` starts another build there (a new release,
 * test/reliability/data-release.test.ts).
 */
export async function startScaledOut(env: Record<string, string>, proxyEnv: Record<string, string> = {}) {
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
  const instances: RunningService[] = await Promise.all(ports.map((port) => startService(environment(port))));
  const listen = await freePort();
  // The deployment's proxy configuration, with these two instances as its list (compose.yaml has its own).
  const directory = mkdtempSync(join(tmpdir(), 'mycal-haproxy-'));
  const servers = join(directory, 'instances.cfg');
  writeFileSync(
    servers,
    `backend instances\n${ports.map((port, index) => `  server api-${index + 1} 127.0.0.1:${port}\n`).join('')}`,
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
    async restart(index: number, command?: string[]): Promise<RunningService> {
      await instances[index]!.exited;
      instances[index] = await startService(environment(ports[index]!), command);
      return instances[index]!;
    },
  };
}
