import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { Calendar } from '../../src/core/calendar.js';
import { parseIsoDate } from '../../src/core/civil-date.js';
import { type Dataset, loadDataset } from '../../src/data/load-dataset.js';
import { type AppOptions, buildApp } from '../../src/http/app.js';

/** The bundled data, loaded once per test file. */
export const dataset: Dataset = loadDataset();
export const calendar = new Calendar(dataset.states, dataset.holidays, dataset.coverage);
export const stateCodes = dataset.states.map((state) => state.code);

/** A fixed "now": 22 November 2026, 10:00 in Kuala Lumpur. */
export const FIXED_NOW = new Date('2026-11-22T02:00:00Z');

export function day(text: string): number {
  const value = parseIsoDate(text);
  if (value === undefined) throw new Error(`bad test date ${text}`);
  return value;
}

export function testApp(options: Partial<AppOptions> = {}) {
  return buildApp({ dataset, now: () => FIXED_NOW, rateLimitPerMinute: 1_000_000, ...options });
}

/** An app for the tests of one file, built before them and closed after, with a JSON GET helper. */
export function appForTests(options: Partial<AppOptions> = {}) {
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
