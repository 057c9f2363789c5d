/**
 * What one access line costs, by where pino writes it: pino's synchronous destination (a
 * system call per line), its buffered one (sonic-boom with `minLength`), and BatchedStdout
 * (src/log-destination.ts, one write per turn of the event loop), each to /dev/null so that
 * only the process's own work is timed; and pino with no destination work at all. The line
 * is the service's access line. Results are recorded in docs/benchmarks.md.
 *
 *   npm run bench:log
 */
import { openSync, writeSync } from 'node:fs';
import pino from 'pino';
import { Bench } from 'tinybench';
import { BatchedStdout } from '../src/log-destination.js';

const line = {
  reqId: 'fedf336d-1a0f-4b1f-833a-9150fda2cc22',
  req: {
    method: 'GET',
    url: '/v1/holidays/check?date=2026-08-31&state=selangor',
    host: '127.0.0.1:3000',
    remoteAddress: '127.0.0.1',
    remotePort: 53_422,
  },
  res: { statusCode: 200 },
  responseTime: 0.123,
};
const devNull = openSync('/dev/null', 'w');
const loggers = {
  'pino, synchronous destination': pino({}, pino.destination({ dest: '/dev/null', sync: true })),
  'pino, buffered destination (minLength 4096)': pino(
    {},
    pino.destination({ dest: '/dev/null', sync: false, minLength: 4096 }),
  ),
  'pino, BatchedStdout (the service)': pino(
    {},
    new BatchedStdout({ write: (text: string) => writeSync(devNull, text) }),
  ),
  'pino, a destination that does nothing': pino({}, { write: () => undefined }),
};

// Each task is timed over batches of 100 lines, then the loop turns, as a busy server's would.
const bench = new Bench({ time: 1000, warmupTime: 200 });
for (const [name, logger] of Object.entries(loggers)) {
  bench.add(name, async () => {
    for (let index = 0; index < 100; index++) logger.info(line, 'request completed');
    await new Promise((resolve) => setImmediate(resolve));
  });
}
await bench.run();
console.table(
  bench.tasks.map((task) => ({
    destination: task.name,
    'µs per line (mean)': (
      ((task.result as unknown as { latency: { mean: number } }).latency.mean * 1000) /
      100
    ).toFixed(2),
  })),
);
