import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { MalaysiaCalendar } from 'malaysia-calendar';
import { FEED_STATE } from 'malaysia-calendar/model';
import { answersPlugin } from './caching/answers.js';
import { cacheControlPlugin } from './caching/cache-control.js';
import { countedRefusalPlugin, keptAnswerShortcut } from './caching/kept-answer-shortcut.js';
import { KeptAnswers } from './caching/kept-answers.js';
import { csvListsPlugin } from './csv/csv-lists.js';
import { AccessLog } from './edge/access-log.js';
import { trustOf } from './edge/client-address.js';
import { CONNECTION_LIMITS, DEFAULT_MAX_CONNECTIONS, hasBody } from './edge/connection-limits.js';
import { DEFAULT_CONNECTIONS_PER_CLIENT, capConnectionsPerClient } from './edge/connections-per-client.js';
import { corsPlugin } from './edge/cors.js';
import { Drain, drainingPlugin } from './edge/draining.js';
import { edgeHeadersPlugin } from './edge/edge-headers.js';
import { hostHeaderPlugin } from './edge/host-header.js';
import { requestIdOf } from './edge/request-ids.js';
import { ApiError } from './errors/api-error.js';
import { answerClientError } from './errors/client-errors.js';
import { errorHandlingPlugin, sendProblem } from './errors/error-handling.js';
import { notFoundHandlingPlugin } from './errors/not-found-handling.js';
import { openApiPlugin } from './openapi/openapi.js';
import { rateLimitPlugin } from './rate-limit/rate-limit.js';
import { apiIndexRoutes } from './routes/api-index.js';
import { healthRoutes } from './routes/health.js';
import { questionRoutes } from './routes/question-answers.js';
import { ServiceContext } from './routes/service-context.js';
import { lazyCompilers } from './schemas/lazy-compilers.js';
import { parameterChecksPlugin } from './validation/parameter-checks.js';
import { webRoutes } from '../web/web-routes.js';

export interface AppOptions {
  /** The calendar to serve, with its clock: "today" and the default year come from it. */
  calendar: MalaysiaCalendar;
  rateLimitPerMinute?: number;
  trustProxy?: boolean | number | string[];
  /** Shared rate-limit counters; without it they are kept in this process. */
  redis?: Redis;
  /** How long a rate-limit count may wait on Redis before it is kept in process (default 50 ms). */
  redisTimeoutMs?: number;
  /** With Redis, requests of one client answered before Redis has confirmed them (default 5 % of the limit, at least 1). */
  rateLimitAhead?: number;
  /** IPv6 clients share a quota per network of this prefix length (default 64). */
  rateLimitIpv6Prefix?: number;
  /** The origin every absolute link uses (PUBLIC_ORIGIN); without it, the pages' links use the request's Host (links/page-origin.ts). */
  publicOrigin?: string | undefined;
  /** Connections held at once (MAX_CONNECTIONS); past it, Node closes a new one on arrival. */
  maxConnections?: number;
  /** Connections one client holds at once (MAX_CONNECTIONS_PER_CLIENT); past it, a new one is closed on arrival. */
  connectionsPerClient?: number;
  /** Set by shutdown: /readyz fails and answers close their connections. */
  drain?: Drain;
  /** true, or pino options (the level, and the destination of its lines); off by default. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

/** Builds the HTTP API around one calendar. Tests drive it with inject(); main.ts listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const context = new ServiceContext(options.calendar, options.publicOrigin);
  const stateCodes = options.calendar.states().map((state) => state.code);

  const drain = options.drain ?? new Drain();
  const trust = trustOf(options.trustProxy);
  const kept = new KeptAnswers(() => context.calendar.today());
  // Requests reach Fastify through the kept-answer shortcut, set once the app is built.
  let shortcut = (
    request: IncomingMessage,
    response: ServerResponse,
    next: (request: IncomingMessage, response: ServerResponse) => void,
  ) => next(request, response);
  const app = Fastify({
    logger: (options.logger ?? false) as boolean,
    logController: new AccessLog(),
    genReqId: requestIdOf,
    // Requests already received when shutdown starts are answered, not refused with a bare 503.
    return503OnClosing: false,
    // Host is checked by edge/host-header.ts, which answers in the envelope.
    http: { requireHostHeader: false },
    trustProxy: trust ?? false,
    // Node's server with the timeouts and the cap on connections (edge/connection-limits.ts), and
    // the shortcut in front of Fastify's handler. A request with a body (no route takes one) is
    // answered, then its connection closed rather than its body read on.
    serverFactory: (handler, fastifyOptions) => {
      const settings = fastifyOptions as { http?: ServerOptions };
      const server = createServer(
        {
          ...settings.http,
          headersTimeout: CONNECTION_LIMITS.headersTimeoutMs,
          requestTimeout: CONNECTION_LIMITS.requestTimeoutMs,
          keepAliveTimeout: CONNECTION_LIMITS.keepAliveTimeoutMs,
          connectionsCheckingInterval: CONNECTION_LIMITS.checkIntervalMs,
        },
        (request, response) => {
          if (hasBody(request)) response.shouldKeepAlive = false;
          shortcut(request, response, handler);
        },
      );
      server.setTimeout(CONNECTION_LIMITS.idleTimeoutMs);
      server.maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
      capConnectionsPerClient(server, {
        most: options.connectionsPerClient ?? DEFAULT_CONNECTIONS_PER_CLIENT,
        ipv6Prefix: options.rateLimitIpv6Prefix ?? 64,
        trust,
      });
      return server;
    },
    // A path parameter (the feed's state) may be as long as its schema allows, and is then checked by it.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: FEED_STATE.schema.maxLength },
    // A URL that is not valid percent-encoding never reaches a route: answer it in the envelope too.
    frameworkErrors: (error, _request, reply) => {
      void sendProblem(
        reply as FastifyReply,
        new ApiError('VALIDATION_ERROR', `The request could not be read: ${error.message}`, []),
      );
    },
    clientErrorHandler: answerClientError,
    schemaController: { compilersFactory: lazyCompilers() as never },
    ajv: {
      customOptions: {
        validateSchema: false,
        removeAdditional: false,
        coerceTypes: true,
        useDefaults: true,
        verbose: true,
        allErrors: false,
      },
    },
  });

  // Each plugin names the ones it needs registered before it: Fastify refuses another order.
  app.register(errorHandlingPlugin, { stateCodes });
  app.register(edgeHeadersPlugin);
  app.register(drainingPlugin, { drain });
  app.register(hostHeaderPlugin);
  app.register(countedRefusalPlugin);
  app.register(rateLimitPlugin, {
    perMinute: options.rateLimitPerMinute ?? 100,
    ipv6Prefix: options.rateLimitIpv6Prefix ?? 64,
    redis: options.redis,
    redisTimeoutMs: options.redisTimeoutMs ?? 50,
    ahead: options.rateLimitAhead,
  });
  app.register(notFoundHandlingPlugin);
  app.register(corsPlugin);
  app.register(cacheControlPlugin);
  app.register(answersPlugin, { kept });
  app.register(csvListsPlugin);
  app.register(openApiPlugin, { dataVersion: context.dataVersion, publicOrigin: options.publicOrigin });
  app.register(parameterChecksPlugin);
  await app.register(routesPlugin, { context, drain });
  shortcut = keptAnswerShortcut({ kept, rateCounter: app.rateCounter, drain, trust, log: app.log });
  return app;
}

/**
 * The service's routes: the probes, the pages for people beside the API, and the API under
 * /v1. Declared last, as every plugin that shapes a route as it is declared needs.
 */
const routesPlugin = fp(
  async (app: FastifyInstance, options: { context: ServiceContext; drain: Drain }) => {
    const { context, drain } = options;
    await app.register(healthRoutes, { drain });
    // Outside /v1 and the OpenAPI document.
    await app.register(webRoutes, { calendar: context.calendar, publicOrigin: context.publicOrigin });
    await app.register(
      async (v1) => {
        await v1.register(apiIndexRoutes, { context });
        await v1.register(questionRoutes, { context });
      },
      { prefix: '/v1' },
    );
  },
  {
    name: 'routes',
    dependencies: ['error-handling', 'rate-limit', 'not-found-handling', 'answers', 'csv-lists', 'openapi'],
  },
);
