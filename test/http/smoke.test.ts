import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.js';

/** One end-to-end run over a real socket: the real entry point, started as `npm start` does (from source). */
describe('the service over a real socket', () => {
  it('starts on PORT, answers a check, and stops on SIGTERM', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    // A port nothing listens on now: a random one could be taken by a test file running beside this one.
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: root,
      // A short drain: nothing balances load here (test/reliability covers the drain).
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SHUTDOWN_DRAIN_MS: '100' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('server did not start in 20 s')), 20_000);
        server.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('Server listening')) {
            clearTimeout(timer);
            resolve();
          }
        });
        server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
      });
      const response = await fetch(`http://127.0.0.1:${port}/v1/holidays/check?date=2026-08-31&state=MY-10`);
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect((await response.json()).data).toMatchObject({ isHoliday: true, state: { code: 'selangor' } });
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }, 30_000);

  it('refuses to start with an invalid setting, naming it', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => server.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT must be a whole number');
  }, 30_000);
});
