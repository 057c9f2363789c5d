import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answersPlugin } from '../../src/http/caching/answers.js';
import { cacheControlPlugin } from '../../src/http/caching/cache-control.js';
import { KeptAnswers } from '../../src/http/caching/kept-answers.js';
import { errorHandlingPlugin } from '../../src/http/errors/error-handling.js';
import { notFoundHandlingPlugin } from '../../src/http/errors/not-found-handling.js';
import { rateLimitPlugin } from '../../src/http/rate-limit/rate-limit.js';
import { stateCodes } from '../support/fixtures.js';

const limit = { perMinute: 100, ipv6Prefix: 64, redisTimeoutMs: 50 };

describe('the order of the plugins', () => {
  it('is the plugins’ own: Fastify refuses one registered before a plugin it depends on (app.ts registers them in an order they accept)', async () => {
    const early = Fastify();
    early.register(cacheControlPlugin);
    early.register(answersPlugin, { kept: new KeptAnswers(() => '2026-11-22') });
    early.register(rateLimitPlugin, limit);
    await expect(early.ready()).rejects.toThrow("The dependency 'rate-limit' of plugin 'answers' is not registered");

    const beforeHost = Fastify();
    beforeHost.register(errorHandlingPlugin, { stateCodes });
    beforeHost.register(rateLimitPlugin, limit);
    beforeHost.register(notFoundHandlingPlugin);
    await expect(beforeHost.ready()).rejects.toThrow(
      "The dependency 'host-header' of plugin 'not-found-handling' is not registered",
    );
  });
});
