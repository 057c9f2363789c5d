/**
 * The reference for the benchmark: a bare node:http server that replays recorded answers,
 * the very same status, headers and bytes for the same URL and Accept-Encoding, and does
 * nothing else. What the service costs beyond it is the service's own work.
 *
 *   node --import tsx scripts/bare-server.ts RECORDINGS.json   (prints the port it listens on)
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { type Recording, recordingKey } from './recordings.js';

const recordings = new Map(
  (JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Recording[]).map((recording) => [
    recording.key,
    { ...recording, body: Buffer.from(recording.body, 'base64') },
  ]),
);

const server = createServer((request, response) => {
  const recording = recordings.get(recordingKey(request.url!, request.headers['accept-encoding']));
  if (recording === undefined) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(recording.status, recording.headers).end(recording.body);
});
server.listen(0, '127.0.0.1', () => {
  console.log((server.address() as { port: number }).port);
});
