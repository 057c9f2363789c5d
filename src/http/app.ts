import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { inAllowedCase, type MalaysiaCalendar } from 'malaysia-calendar';
import { FeedStateParameter } from 'malaysia-calendar/model';
import { ApiError } from './errors/api-error.js';
import { trustOf } from './edge/client-address.js';
import { keptAnswerShortcut, registerCountedRefusal } from './caching/kept-answer-shortcut.js';
import { KeptAnswers } from './caching/kept-answers.js';
import { CORS_ORIGIN, EXPOSED_HEADERS, READ_METHODS } from './edge/cors.js';
import { answerClientError } from './errors/client-errors.js';
import { lazyCompilers } from './schemas/lazy-compilers.js';
import { AccessLog } from './edge/access-log.js';
import { registerAnswers } from './caching/answers.js';
import { registerCacheControl } from './caching/cache-control.js';
import { registerCsvLists } from './csv/csv-lists.js';
import { Drain, registerDraining } from './edge/draining.js';
import { registerEdgeHeaders } from './edge/edge-headers.js';
import { registerErrorHandling, registerNotFoundHandling, sendProblem } from './errors/error-handling.js';
import { registerHostCheck } from './edge/host-header.js';
import { registerOpenApi } from './openapi/openapi.js';
import { registerRateLimit } from './rate-limit/rate-limit.js';
import { requestIdOf } from './edge/request-ids.js';
import { apiIndexRoutes } from './routes/api-index.js';
import { businessDayRoutes } from './routes/business-days.js';
import { changeFeedRoutes } from './routes/change-feeds.js';
import { changelogRoutes } from './routes/changelog.js';
import { calendarFeedRoutes } from './routes/calendar-feed.js';
import { dateCheckRoutes } from './routes/date-check.js';
import { healthRoutes } from './routes/health.js';
import { holidayListRoutes } from './routes/holiday-lists.js';
import { leavePlanRoutes } from './routes/leave-plans.js';
import { longWeekendRoutes } from './routes/long-weekends.js';
import { schoolRoutes } from './routes/school.js';
import { stateRoutes } from './routes/states.js';
import { ServiceContext } from './routes/service-context.js';
import { webRoutes } from '../web/web-routes.js';
import { emptyParameterProblem, notDecimalIntegerProblem, unknownParametersOf } from './validation/validation-problem.js';

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
  /** The origin every absolute link uses (PUBLIC_ORIGIN); without it, the pages' links use the request's Host (web/page-origin.ts). */
  publicOrigin?: string | undefined;
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
  let shortcut = (request: IncomingMessage, response: ServerResponse, next: (request: IncomingMessage, response: ServerResponse) => void) => next(request, response);
  const app = Fastify({
    logger: (options.logger ?? false) as boolean,
    logController: new AccessLog(),
    genReqId: requestIdOf,
    // Requests already received when shutdown starts are answered, not refused with a bare 503.
    return503OnClosing: false,
    // Host is checked by edge/host-header.ts, which answers in the envelope.
    http: { requireHostHeader: false },
    trustProxy: trust ?? false,
    // Node's server as Fastify makes it, with the shortcut in front of Fastify's handler.
    serverFactory: (handler, fastifyOptions) => {
      const settings = fastifyOptions as { http?: ServerOptions; keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number };
      const server = createServer(settings.http ?? {}, (request, response) => shortcut(request, response, handler));
      server.keepAliveTimeout = settings.keepAliveTimeout;
      server.requestTimeout = settings.requestTimeout;
      server.setTimeout(settings.connectionTimeout);
      return server;
    },
    // A path parameter (the feed's state) may be as long as its schema allows, and is then checked by it.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: FeedStateParameter.maxLength },
    // A URL that is not valid percent-encoding never reaches a route: answer it in the envelope too.
    frameworkErrors: (error, _request, reply) => {
      void sendProblem(reply as FastifyReply, new ApiError('VALIDATION_ERROR', `The request could not be read: ${error.message}`, []));
    },
    clientErrorHandler: answerClientError,
    schemaController: { compilersFactory: lazyCompilers() as never },
    ajv: { customOptions: { validateSchema: false, removeAdditional: false, coerceTypes: true, useDefaults: true, verbose: true, allErrors: false } },
  });

  registerErrorHandling(app, stateCodes);
  registerEdgeHeaders(app);
  registerDraining(app, drain);
  registerHostCheck(app);
  registerCountedRefusal(app);
  const rateCounter = await registerRateLimit(app, {
    perMinute: options.rateLimitPerMinute ?? 100,
    ipv6Prefix: options.rateLimitIpv6Prefix ?? 64,
    redis: options.redis,
    redisTimeoutMs: options.redisTimeoutMs ?? 50,
    ahead: options.rateLimitAhead,
  });
  registerNotFoundHandling(app);
  // CORS after the rate limit (its preflight route is then limited too) and in preHandler, so
  // a preflight is counted before CORS answers it.
  await app.register(cors, { origin: CORS_ORIGIN, methods: READ_METHODS, exposedHeaders: EXPOSED_HEADERS, maxAge: 86_400, strictPreflight: false, hook: 'preHandler' });
  registerCacheControl(app);
  registerAnswers(app, kept);
  const csvOperations = registerCsvLists(app);
  await registerOpenApi(app, context.dataVersion, csvOperations, options.publicOrigin);
  await app.register(healthRoutes, { drain });
  // The pages for people, beside the API: outside /v1 and the OpenAPI document.
  await app.register(webRoutes, { calendar: options.calendar, publicOrigin: options.publicOrigin });

  // Unknown parameter names are reported before any value. Then type coercion would read
  // `?days=` as 0 and `0x10`, `1e1` or `+5` as numbers: refuse them first. Leading zeros are
  // plain decimal (`month=02`).
  app.addHook('preValidation', async function checkParameters(request) {
    // A page reads the parameters it knows and ignores the rest; its errors are pages (src/web).
    if (request.routeOptions.config.page === true) return;
    const schema = request.routeOptions.schema?.querystring as { properties?: Record<string, { type?: string; enum?: string[] }> } | undefined;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const unknown = unknownParametersOf(query, schema);
    if (unknown !== undefined) throw unknown;
    for (const [name, value] of Object.entries(query)) {
      if (value === '') throw emptyParameterProblem(name);
      const property = schema?.properties !== undefined && Object.hasOwn(schema.properties, name) ? schema.properties[name]! : undefined;
      if (property?.type === 'integer' && typeof value === 'string' && !/^-?\d+$/.test(value)) throw notDecimalIntegerProblem(name, value);
      // Allowed values are read in any case, as the library reads them (group=a, type=SPM).
      if (property !== undefined) query[name] = inAllowedCase(property, value);
    }
  });

  await app.register(
    async (v1) => {
      for (const routes of [apiIndexRoutes, holidayListRoutes, dateCheckRoutes, longWeekendRoutes, leavePlanRoutes, businessDayRoutes, stateRoutes, schoolRoutes, calendarFeedRoutes, changeFeedRoutes, changelogRoutes]) {
        await v1.register(routes, { context });
      }
    },
    { prefix: '/v1' },
  );
  shortcut = keptAnswerShortcut({ kept, rateCounter, drain, trust, log: app.log });
  return app;
}
