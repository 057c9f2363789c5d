import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ApiError } from './api-error.js';

const HEADER_LIMIT_KB = 16;

/**
 * Requests Node's HTTP parser cannot read (a malformed header line, a request line and headers
 * over Node's 16 KB limit) never reach Fastify: this answers them on the socket, in the error
 * envelope like every other error. A request that timed out is closed without an answer, as
 * there is nobody left to read one.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || !socket.writable) {
    socket.destroy(error);
    return;
  }
  const message =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? `The request line and headers are longer than ${HEADER_LIMIT_KB} KB; shorten the query.`
      : 'The request is not valid HTTP/1.1 and could not be read.';
  const problem = new ApiError('VALIDATION_ERROR', message, []);
  const body = JSON.stringify(problem.toBody());
  const head = [
    `HTTP/1.1 ${problem.statusCode} ${STATUS_CODES[problem.statusCode]}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'access-control-allow-origin: *',
    'connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}
