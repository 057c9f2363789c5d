import type { FastifyInstance } from 'fastify';
import { createCalendar } from 'malaysia-calendar';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from '../../src/http/app.js';

/** A fixed "now": 22 November 2026, 10:00 in Kuala Lumpur. */
export const FIXED_NOW = new Date('2026-11-22T02:00:00Z');

/** The bundled calendar on the fixed clock. */
export const calendar = createCalendar({ now: () => FIXED_NOW });
export const stateCodes = calendar.states().map((state) => state.code);

/** The service on the bundled data, its clock `now` (default FIXED_NOW), with a limit no test reaches unless it sets one. */
export function testApp(options: Partial<AppOptions> & { now?: () => Date } = {}) {
  const { now = () => FIXED_NOW, ...rest } = options;
  return buildApp({ calendar: createCalendar({ now }), rateLimitPerMinute: 1_000_000, ...rest });
}

/** An app for the tests of one file, built before them and closed after, with a JSON GET helper. */
export function appForTests(options: Partial<AppOptions> & { now?: () => Date } = {}) {
  const handle = {
    app: undefined as unknown as FastifyInstance,
    async get(url: string) {
      const response = await handle.app.inject(url);
      return { status: response.statusCode, headers: response.headers, body: response.json() };
    },
  };
  beforeAll(async () => {
    handle.app = await testApp(options);
  });
  afterAll(() => handle.app.close());
  return handle;
}
