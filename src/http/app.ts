import cors from '@fastify/cors';
import etag from '@fastify/etag';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Calendar } from '../core/calendar.js';
import { SchoolCalendar } from '../core/school-calendar.js';
import type { Dataset } from '../data/load-dataset.js';
import { StateResolver } from '../states/state-resolver.js';
import { registerCacheControl } from './plugins/cache-control.js';
import { registerErrorHandling } from './plugins/error-handling.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { apiIndexRoutes } from './routes/api-index.js';
import { businessDayRoutes } from './routes/business-days.js';
import { changelogRoutes } from './routes/changelog.js';
import { calendarFeedRoutes } from './routes/calendar-feed.js';
import { dateCheckRoutes } from './routes/date-check.js';
import { holidayListRoutes } from './routes/holiday-lists.js';
import { longWeekendRoutes } from './routes/long-weekends.js';
import { schoolRoutes } from './routes/school.js';
import { stateRoutes } from './routes/states.js';
import { ServiceContext } from './service-context.js';
import { emptyParameterProblem } from './validation-problem.js';

export interface AppOptions {
  dataset: Dataset;
  rateLimitPerMinute?: number;
  trustProxy?: boolean | number | string[];
  /** Shared rate-limit counters; without it they are kept in this process. */
  redis?: Redis;
  /** The clock, replaceable in tests; "today" is derived from it in Asia/Kuala_Lumpur. */
  now?: () => Date;
  logger?: boolean;
}

/** Builds the HTTP API around one calendar. Tests drive it with inject(); main.ts listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { dataset } = options;
  const calendar = new Calendar(dataset.states, dataset.holidays, dataset.coverage);
  const release = { version: dataset.dataVersion, date: dataset.releaseDate, changelog: dataset.changelog };
  const school = new SchoolCalendar(calendar, dataset.school, dataset.exams);
  const context = new ServiceContext(calendar, school, new StateResolver(dataset.states), release, options.now ?? (() => new Date()));

  const app = Fastify({
    logger: options.logger ?? false,
    // A hop count is valid at run time (proxy-addr) though Fastify's typings omit it.
    trustProxy: (options.trustProxy ?? false) as boolean | string[],
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: true, useDefaults: true, verbose: true, allErrors: false } },
  });

  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD', 'OPTIONS'], maxAge: 86_400 });
  await registerRateLimit(app, options.rateLimitPerMinute ?? 100, options.redis);
  registerErrorHandling(app, dataset.states.map((state) => state.code));
  registerCacheControl(app);
  await app.register(etag);
  await registerOpenApi(app, dataset.dataVersion);

  // `?days=` must not be read as 0 by type coercion.
  app.addHook('preValidation', async (request) => {
    for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
      if (value === '') throw emptyParameterProblem(name);
    }
  });

  await app.register(
    async (v1) => {
      for (const routes of [apiIndexRoutes, holidayListRoutes, dateCheckRoutes, longWeekendRoutes, businessDayRoutes, stateRoutes, schoolRoutes, calendarFeedRoutes, changelogRoutes]) {
        await v1.register(routes, { context });
      }
    },
    { prefix: '/v1' },
  );
  return app;
}
