import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay from 'find-my-way';
import { ApiError } from './api-error.js';
import { sendProblem } from './error-handling.js';
import { READ_METHODS } from '../edge/cors.js';

/**
 * NOT_FOUND and METHOD_NOT_ALLOWED (and URI_TOO_LONG, and the asterisk form), counted by the rate limit like any
 * request: after the rate limit (its hook), the error handling (that of the not-found handler)
 * and the Host check, so that a request with a bad Host is refused for it whatever its method.
 */
export const notFoundHandlingPlugin = fp(
  async (app: FastifyInstance) => {
    const knownPaths = FindMyWay();
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (methods.includes('GET') && !knownPaths.hasRoute('GET', route.url))
        knownPaths.on('GET', route.url, () => undefined);
    });

    // Other methods and over-long URLs are answered on arrival, counted but before any body is read.
    const limit = app.rateLimit();
    app.addHook('onRequest', async function refuseOtherMethods(request, reply) {
      const readOnly = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
      const tooLong = request.url.length > MAX_URL_LENGTH;
      // The asterisk form (`OPTIONS *`) names the server, not a resource: no route answers it (the router would read it as `/`).
      const asterisk = request.url.startsWith('*');
      if (readOnly && !tooLong && !asterisk) return;
      await limit.call(app, request, reply);
      if (reply.sent) return;
      const path = request.url.split('?')[0]!;
      if (asterisk)
        return sendProblem(
          reply,
          new ApiError('VALIDATION_ERROR', `${request.method} * asks for no resource; ask for a path such as /v1.`, [
            '/v1',
          ]),
        );
      if (tooLong)
        return sendProblem(
          reply,
          new ApiError(
            'URI_TOO_LONG',
            `The URL is longer than ${MAX_URL_LENGTH} characters; no question here needs one so long.`,
            [],
          ),
        );
      return sendProblem(reply, knownPaths.find('GET', path) ? methodNotAllowed(request.method, path) : notFound(path));
    });

    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
      const path = request.url.split('?')[0]!;
      // A GET or HEAD that reaches here has no route; another method on a GET path is refused.
      const readOnly = request.method === 'GET' || request.method === 'HEAD';
      return sendProblem(
        reply,
        !readOnly && knownPaths.find('GET', path) ? methodNotAllowed(request.method, path) : notFound(path),
      );
    });
  },
  { name: 'not-found-handling', dependencies: ['rate-limit', 'error-handling', 'host-header'] },
);

/** The longest URL read: well inside Node's 16 KB for the request line and headers, so a long URL gets 414, not 431. */
const MAX_URL_LENGTH = 8192;

function methodNotAllowed(method: string, path: string): ApiError {
  return new ApiError('METHOD_NOT_ALLOWED', `${method} is not allowed on ${path}; this API is read-only.`, ['GET'], {
    headers: { allow: READ_METHODS.join(', ') },
  });
}

function notFound(path: string): ApiError {
  return new ApiError('NOT_FOUND', `No endpoint at ${path}. GET /v1 lists every endpoint.`, ['/v1']);
}
