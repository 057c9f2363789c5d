import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import FindMyWay from 'find-my-way';
import { CalendarError } from 'malaysia-calendar';
import { ApiError } from './api-error.js';
import { documentedResponses } from './documented-responses.js';
import { setEdgeHeaders } from '../edge/edge-headers.js';
import { validationProblem } from '../validation/validation-problem.js';
import { CORS_ORIGIN, EXPOSED_HEADERS, READ_METHODS } from '../edge/cors.js';

/**
 * Every failure leaves in the contract's error envelope with `Cache-Control: no-store` and the
 * CORS header (set here too, since an error can come before CORS runs): schema violations
 * become VALIDATION_ERROR, unknown paths NOT_FOUND, other methods on a known path
 * METHOD_NOT_ALLOWED, and anything unexpected INTERNAL_ERROR without internals. Registered
 * before any plugin adds a route, so that every route gets this handler.
 */
export function registerErrorHandling(app: FastifyInstance, stateCodes: readonly string[]): void {
  app.addHook('onRoute', (route) => {
    // Every documented endpoint answers errors in the same envelope; say so in its schema.
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (response?.[200] !== undefined && route.schema !== undefined) route.schema.response = documentedResponses(response);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const problem = toApiError(error, request.query as Record<string, unknown>, stateCodes);
    if (problem.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, problem);
  });
}

/** NOT_FOUND and METHOD_NOT_ALLOWED, counted by the rate limit like any request (needs it registered). */
export function registerNotFoundHandling(app: FastifyInstance): void {
  const knownPaths = FindMyWay();
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.includes('GET') && !knownPaths.hasRoute('GET', route.url)) knownPaths.on('GET', route.url, () => undefined);
  });

  // Other methods and over-long URLs are answered on arrival, counted but before any body is read.
  const limit = app.rateLimit();
  app.addHook('onRequest', async function refuseOtherMethods(request, reply) {
    const readOnly = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
    const tooLong = request.url.length > MAX_URL_LENGTH;
    if (readOnly && !tooLong) return;
    await limit.call(app, request, reply);
    if (reply.sent) return;
    const path = request.url.split('?')[0]!;
    if (tooLong) return sendProblem(reply, new ApiError('URI_TOO_LONG', `The URL is longer than ${MAX_URL_LENGTH} characters; no question here needs one so long.`, []));
    return sendProblem(reply, knownPaths.find('GET', path) ? methodNotAllowed(request.method, path) : notFound(path));
  });

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const path = request.url.split('?')[0]!;
    // A GET or HEAD that reaches here has no route; another method on a GET path is refused.
    const readOnly = request.method === 'GET' || request.method === 'HEAD';
    return sendProblem(reply, !readOnly && knownPaths.find('GET', path) ? methodNotAllowed(request.method, path) : notFound(path));
  });
}

/** The longest URL read: well inside Node's 16 KB for the request line and headers, so a long URL gets 414, not 431. */
const MAX_URL_LENGTH = 8192;

function methodNotAllowed(method: string, path: string): ApiError {
  return new ApiError('METHOD_NOT_ALLOWED', `${method} is not allowed on ${path}; this API is read-only.`, ['GET'], { headers: { allow: READ_METHODS.join(', ') } });
}

function notFound(path: string): ApiError {
  return new ApiError('NOT_FOUND', `No endpoint at ${path}. GET /v1 lists every endpoint.`, ['/v1']);
}

/**
 * An error answer: the envelope, its own headers, `Cache-Control: no-store`, CORS, and the
 * security headers and request id (set here too: a URL the router cannot read fails before any hook).
 */
export function sendProblem(reply: FastifyReply, problem: ApiError): FastifyReply {
  for (const [name, value] of Object.entries(problem.extra.headers ?? {})) reply.header(name, value);
  return setEdgeHeaders(reply)
    .code(problem.statusCode)
    .header('cache-control', 'no-store')
    .header('access-control-allow-origin', CORS_ORIGIN)
    .header('access-control-expose-headers', EXPOSED_HEADERS)
    .send(problem.toBody());
}

function toApiError(error: FastifyError, query: Record<string, unknown>, stateCodes: readonly string[]): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof CalendarError) return ApiError.from(error);
  if (error.validation !== undefined) return validationProblem(error.validation, query ?? {}, stateCodes);
  if (error.statusCode === 413) return new ApiError('PAYLOAD_TOO_LARGE', 'The request has a body larger than this API reads; it reads none: send the question in the query string.', []);
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    // Framework-level client errors (a malformed URL, a body on a read-only API...).
    return new ApiError('VALIDATION_ERROR', `The request could not be read: ${error.message}`, []);
  }
  return new ApiError('INTERNAL_ERROR', 'Something went wrong on our side. Please try again later.');
}
