import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ApiError } from './api-error.js';
import { CORS_ORIGIN } from '../edge/cors.js';
import { edgeHeaders } from '../edge/edge-headers.js';

const HEADER_LIMIT_KB = 16;

/**
 * How long a refused connection stays open after its answer, reading and dropping what the
 * client still sends: closing with unread bytes makes the kernel reset the connection, which
 * can destroy the answer before the client reads it. Bounded, so a client cannot hold it.
 */
const LINGER_MS = 2000;

/** Sockets already answered: the parser reports an error again for every later chunk. */
const answered = new WeakSet<Socket>();

/**
 * Requests Node's HTTP parser cannot read (a malformed header line, a request line and headers
 * over Node's 16 KB limit) never reach Fastify: this answers them on the socket, in the error
 * envelope and with the headers of every other answer, once per connection. A request that
 * timed out is closed without an answer, as there is nobody left to read one.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (answered.has(socket)) return;
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || !socket.writable) {
    socket.destroy(error);
    return;
  }
  answered.add(socket);
  const problem =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new ApiError(
          'HEADERS_TOO_LARGE',
          `The request line and headers are longer than ${HEADER_LIMIT_KB} KB together; shorten the query or the headers.`,
          [],
        )
      : new ApiError('VALIDATION_ERROR', 'The request is not valid HTTP/1.1 and could not be read.', []);
  const body = JSON.stringify(problem.toBody());
  const edge = edgeHeaders(randomUUID());
  const head = [`HTTP/1.1 ${problem.statusCode} ${STATUS_CODES[problem.statusCode]}`];
  for (let index = 0; index < edge.length; index += 2) head.push(`${edge[index]}: ${edge[index + 1]}`);
  head.push(
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    `access-control-allow-origin: ${CORS_ORIGIN}`,
    'connection: close',
  );
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
