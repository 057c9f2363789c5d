import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors/api-error.js';

/** RFC 9112 §3.2 / RFC 3986 §3.2.2: uri-host [ ":" port ], the host an IP literal, IPv4 or reg-name. */
const HOST_VALUE = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=%]*)(?::\d*)?$/;

/** Why the request's Host header is refused, or undefined when it is sound. */
export function hostProblem(request: IncomingMessage): string | undefined {
  // Node keeps only the first of repeated Host lines in `headers`; `rawHeaders` has them all.
  let hosts = 0;
  for (let index = 0; index < request.rawHeaders.length; index += 2)
    if (request.rawHeaders[index]!.toLowerCase() === 'host') hosts++;
  if (hosts > 1) return 'The request has more than one Host header; send exactly one.';
  const host = request.headers.host;
  if (host === undefined) return request.httpVersion === '1.0' ? undefined : 'An HTTP/1.1 request needs a Host header.';
  if (!HOST_VALUE.test(host)) return 'The Host header is not a valid host[:port].';
  return undefined;
}

/**
 * A request without Host (HTTP/1.1), with two Host lines or an invalid one is answered 400, as
 * RFC 9112 §3.2 requires, in the error envelope. Node's own check answers a bare 400 without
 * our headers, so it is turned off (`requireHostHeader: false`) in favour of this one. After
 * the edge headers, which begin its refusal as they begin every answer.
 */
export const hostHeaderPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', function hostCheck(request, _reply, done) {
      const problem = hostProblem(request.raw);
      done(problem === undefined ? undefined : new ApiError('VALIDATION_ERROR', problem, []));
    });
  },
  { name: 'host-header', dependencies: ['edge-headers'] },
);
