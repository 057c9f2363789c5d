import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { killAll, startService, within } from './service.js';

afterEach(killAll);

describe('one process per instance', { timeout: 10_000 }, () => {
  it('refuses WORKERS above 1 at start-up, saying how to scale instead', async () => {
    const start = startService({ WORKERS: '2' });
    await expect(start).rejects.toThrow(/WORKERS must be 1.*replicas/);
  });

  it('strands no connection when the process is killed: open ones close, new ones are refused at once', async () => {
    const service = await startService();
    const open = connect(service.port, '127.0.0.1');
    await new Promise((resolve) => open.once('connect', resolve));
    const openEnded = new Promise((resolve) => {
      open.once('close', resolve);
      open.once('error', resolve);
    });
    service.child.kill('SIGKILL');
    await service.exited;
    expect(await within(openEnded, 1000)).not.toBe('timed out');

    const attempts = Array.from(
      { length: 5 },
      () =>
        new Promise<string>((resolve) => {
          const socket = connect(service.port, '127.0.0.1');
          socket.once('connect', () => resolve('connected'));
          socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        }),
    );
    expect(await within(Promise.all(attempts), 1000)).toEqual(Array(5).fill('ECONNREFUSED'));
  });
});
