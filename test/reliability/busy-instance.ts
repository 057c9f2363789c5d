import { createServer } from 'node:http';

/**
 * A stand-in for an instance whose requests are dear, for the test of the edge under load
 * (test/reliability/hostile-edge.test.ts): `/dear` keeps the CPU busy for 300 ms, what the dearest
 * feed cost before issue 49 bounded every question; everything else, `/readyz` included, is
 * answered at once, as an instance answers it when its event loop is free. The edge cannot tell
 * it from the service: both are HTTP on PORT, busy in one thread.
 */
const DEAR_MS = 300;

const server = createServer((request, response) => {
  if (request.url?.startsWith('/dear')) {
    const until = performance.now() + DEAR_MS;
    while (performance.now() < until);
  }
  response.setHeader('content-type', 'text/plain');
  response.end('ok\n');
});
server.listen(Number(process.env.PORT), '127.0.0.1', () =>
  // The line test/reliability/service.ts waits for, as the service logs it.
  console.log(JSON.stringify({ msg: `listening at http://127.0.0.1:${process.env.PORT}` })),
);
