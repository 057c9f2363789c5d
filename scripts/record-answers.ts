/**
 * Records a broad set of the service's answers (status, the headers that describe the
 * representation, and the body bytes) with a fixed clock, so that a change that should not
 * alter answers can prove it: run before and after, compare the digests (or diff the files).
 *
 *   npm run record-answers -- [output file] [--warm] [--socket]    (default .scratch/answers.txt)
 *
 * With --warm every request is asked once before the recording starts, so the recorded
 * answers are the ones served again (from the kept answers) rather than first answers.
 * With --socket they are asked over a real connection instead of inject(), so that answers
 * served again come through the kept-answer shortcut, which inject() never meets: its
 * recording must equal the other's.
 */
import { createHash } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { answerRequests } from './answer-requests.js';
import { createCalendar } from 'malaysia-calendar';
import { builtYears } from '../src/built-years.js';
import { buildApp } from '../src/http/app.js';

const warm = process.argv.includes('--warm');
const overSocket = process.argv.includes('--socket');
const output = process.argv.slice(2).find((argument) => !argument.startsWith('--')) ?? '.scratch/answers.txt';
/** 22 November 2026, 10:00 in Kuala Lumpur, as in the tests. */
const FIXED_NOW = new Date('2026-11-22T02:00:00Z');
const RECORDED_HEADERS = [
  'content-type',
  'content-length',
  'access-control-allow-origin',
  'x-content-type-options',
  'cache-control',
  'etag',
  'content-encoding',
  'vary',
  'allow',
  'retry-after',
  'content-disposition',
];

// The calendar as the built service makes it: on the years its build made (src/built-years.ts), when built.
const years = builtYears(
  new URL('../dist/calendar-years.json', import.meta.url),
  new URL('../dist/calendar-days.bin', import.meta.url),
);
const app = await buildApp({
  calendar: createCalendar({ now: () => FIXED_NOW, years }),
  rateLimitPerMinute: 1_000_000,
});
const origin = overSocket ? await app.listen({ port: 0, host: '127.0.0.1' }) : '';
const agent = new Agent({ keepAlive: true });

interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  rawPayload: Buffer;
}

function askOverSocket(method: string, url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest(`${origin}${url}`, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ statusCode: response.statusCode!, headers: response.headers, rawPayload: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const ask = (method: 'GET' | 'HEAD', url: string, headers: Record<string, string>): Promise<Answer> =>
  overSocket ? askOverSocket(method, url, headers) : app.inject({ method, url, headers });

if (warm) for (const { method = 'GET', url, headers } of answerRequests()) await ask(method, url, headers);
const hash = createHash('sha256');
const lines: string[] = [];
let count = 0;
for (const { method = 'GET', url, headers } of answerRequests()) {
  const response = await ask(method, url, headers);
  const described = RECORDED_HEADERS.filter((name) => response.headers[name] !== undefined).map(
    (name) => `${name}: ${String(response.headers[name])}`,
  );
  const body =
    response.headers['content-encoding'] === undefined
      ? response.rawPayload.toString('utf8')
      : createHash('sha256').update(response.rawPayload).digest('hex');
  const line = `${method} ${url} ${JSON.stringify(headers)}\n${response.statusCode} ${described.join(' | ')}\n${body}\n`;
  lines.push(line);
  hash.update(line);
  count++;
}
agent.destroy();
await app.close();
mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, lines.join(''));
console.log(`${count} answers recorded in ${output}; sha256 ${hash.digest('hex')}`);
