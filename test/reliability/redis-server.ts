import { spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from '../../scripts/free-port.js';
import { track } from './service.js';

/**
 * A throw-away Redis server of one test, on its own port (so SIGSTOP stalls nobody else), or on
 * `port` (to start it again where it was), without persistence; killed by killAll(). Resolves
 * once it answers PING.
 */
export async function startRedis(port?: number) {
  port ??= await freePort();
  const child = track(
    spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    }),
  );
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, { lazyConnect: true, retryStrategy: () => 50, maxRetriesPerRequest: 0 });
  client.on('error', () => undefined);
  for (let attempt = 0; ; attempt++) {
    try {
      await client.connect();
      await client.ping();
      break;
    } catch (error) {
      if (attempt === 40) throw error;
      client.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { url, port, child, client };
}
