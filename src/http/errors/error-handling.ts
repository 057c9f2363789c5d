import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { CalendarError } from 'malaysia-calendar';
import { ApiError } from './api-error.js';
import { documentedResponses } from './documented-responses.js';
import { setEdgeHeaders } from '../edge/edge-headers.js';
import { validationProblem } from '../validation/validation-problem.js';
import { CORS_ORIGIN, EXPOSED_HEADERS } from '../edge/cors.js';

/**
 * Every failure leaves in the contract's error envelope with `Cache-Control: no-store` and the
 * CORS header (set here too, since an error can come before CORS runs): schema violations
 * become VALIDATION_ERROR, unknown paths NOT_FOUND and other methods METHOD_NOT_ALLOWED
 * (not-found-handling.ts), and anything unexpected INTERNAL_ERROR without internals. A route
 * takes the error handler set when it is declared: the plugins that declare routes depend on
 * this one.
 */
export const errorHandlingPlugin = fp(
  async (app: FastifyInstance, options: { stateCodes: readonly string[] }) => {
    app.addHook('onRoute', (route) => {
      // Every documented endpoint answers errors in the same envelope; say so in its schema.
      const response = route.schema?.response as Record<string, unknown> | undefined;
      if (response?.[200] !== undefined && route.schema !== undefined)
        route.schema.response = documentedResponses(response);
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const problem = toApiError(error, request.query as Record<string, unknown>, options.stateCodes);
      if (problem.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return sendProblem(reply, problem);
    });
  },
  { name: 'error-handling' },
);

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
  if (error.statusCode === 413)
    return new ApiError(
      'PAYLOAD_TOO_LARGE',
      'The request has a body larger than this API reads; it reads none: send the question in the query string.',
      [],
    );
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    // Framework-level client errors (a malformed URL, a body on a read-only API...).
    return new ApiError('VALIDATION_ERROR', `The request could not be read: ${error.message}`, []);
  }
  return new ApiError('INTERNAL_ERROR', 'Something went wrong on our side. Please try again later.');
}
