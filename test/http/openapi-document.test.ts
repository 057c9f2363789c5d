import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { appForTests } from '../support/fixtures.js';

const api = appForTests();

type Schema = Record<string, unknown> & {
  $ref?: string;
  properties?: Record<string, Schema>;
  examples?: unknown[];
  example?: unknown;
  pattern?: string;
};
type Operation = {
  operationId?: string;
  description?: string;
  parameters?: { name: string; required?: boolean; example?: unknown; examples?: unknown; schema: Schema }[];
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Document = {
  security?: unknown[];
  paths: Record<string, { get: Operation }>;
  components: { schemas: Record<string, Schema> };
};

const openapi = async () => (await api.app.inject('/v1/openapi.json')).json() as Document;
const operations = (document: Document) =>
  Object.entries(document.paths).map(([path, item]) => [path, item.get] as const);

/** Every schema object in a tree, nested ones included. */
function schemasIn(node: unknown): Schema[] {
  if (Array.isArray(node)) return node.flatMap(schemasIn);
  if (node === null || typeof node !== 'object') return [];
  return [node as Schema, ...Object.values(node).flatMap(schemasIn)];
}

describe('/v1/docs over plain HTTP from any host', () => {
  it('does not upgrade its assets to https, and loads only its own', async () => {
    for (const url of ['/v1/docs/', '/v1/docs/static/swagger-initializer.js']) {
      const response = await api.app.inject({ url, headers: { host: '192.0.2.10:3000' } });
      expect(response.statusCode, url).toBe(200);
      const policy = response.headers['content-security-policy'] as string;
      expect(policy, url).not.toContain('upgrade-insecure-requests');
      expect(policy, url).toMatch(/(^|; )default-src 'self'(;|$)/);
      expect(policy, url).toMatch(/script-src 'self'/);
      expect(policy, url).toMatch(/style-src 'self'/);
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).not.toMatch(/https:|validator\.swagger\.io/);
    }
  });

  it("serves swagger-ui's files as the package holds them, and revalidates them", async () => {
    const file = readFileSync(createRequire(import.meta.url).resolve('@fastify/swagger-ui/static/swagger-ui.css'));
    const response = await api.app.inject({
      url: '/v1/docs/static/swagger-ui.css',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.headers['content-length']).toBe(String(file.length));
    expect(response.rawPayload.equals(file)).toBe(true);
    const again = await api.app.inject({
      url: '/v1/docs/static/swagger-ui.css',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const head = await api.app.inject({ method: 'HEAD', url: '/v1/docs/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body).toBe('');
  });

  it('answers a file it does not have in the envelope', async () => {
    for (const url of ['/v1/docs/static/no-such-file.js', '/v1/docs/no-such-page']) {
      const response = await api.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe('NOT_FOUND');
    }
  });

  it('opens with "Try it out" on, and no call to an outside validator', async () => {
    const initializer = (await api.app.inject('/v1/docs/static/swagger-initializer.js')).body;
    expect(initializer).toMatch(/"tryItOutEnabled":\s*true/);
    expect(initializer).toMatch(/"validatorUrl":\s*null/);
  });
});

describe('the OpenAPI document, for generators', () => {
  it('gives every operation a unique operationId and a description', async () => {
    const document = await openapi();
    const ids = operations(document).map(([, operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'checkDate',
        'checkAllStates',
        'listHolidays',
        'addBusinessDays',
        'countBusinessDays',
        'getCalendarFeed',
        'isSchoolDay',
      ]),
    );
    for (const [path, operation] of operations(document))
      expect(operation.description?.length ?? 0, path).toBeGreaterThan(20);
  });

  it('names every record and the error envelope as components, and the responses refer to them', async () => {
    const document = await openapi();
    const names = [
      'Holiday',
      'DateCheck',
      'LongWeekend',
      'BusinessDayCount',
      'BusinessDayAddition',
      'StateRecord',
      'StateResolution',
      'SchoolTerm',
      'SchoolHoliday',
      'Exam',
      'SchoolDay',
      'ChangelogEntry',
      'ErrorEnvelope',
    ];
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(names));
    const check = document.paths['/v1/holidays/check']!.get.responses;
    expect(check['200']!.content!['application/json']!.schema.properties!.data).toEqual({
      $ref: '#/components/schemas/DateCheck',
    });
    expect(check['400']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
    const list =
      document.paths['/v1/holidays']!.get.responses['200']!.content!['application/json']!.schema.properties!.data!;
    expect(list).toMatchObject({ type: 'array', items: { $ref: '#/components/schemas/Holiday' } });
    // Nested records refer to their component too.
    expect(document.components.schemas.DateCheck!.properties!.holidays).toMatchObject({
      items: { $ref: '#/components/schemas/Holiday' },
    });
  });

  it('types the iCal feed as text/calendar, and its errors as JSON', async () => {
    const responses = (await openapi()).paths['/v1/feed/ical/{state}']!.get.responses;
    expect(Object.keys(responses['200']!.content!)).toEqual(['text/calendar']);
    expect(responses['200']!.content!['text/calendar']!.schema).toEqual({ type: 'string' });
    expect(Object.keys(responses['400']!.content!)).toEqual(['application/json']);
  });

  it('declares that no credential is needed', async () => {
    expect((await openapi()).security).toEqual([]);
  });

  it('gives every parameter a real example, so "Try it out" starts filled in', async () => {
    for (const [path, operation] of operations(await openapi())) {
      for (const parameter of operation.parameters ?? []) {
        expect(
          parameter.example ?? parameter.examples ?? parameter.schema.examples,
          `${path} ${parameter.name}`,
        ).toBeDefined();
      }
    }
  });

  it('never leaves swagger-ui to invent a value from a pattern, and shows real records', async () => {
    const document = await openapi();
    // Parameters carry their example beside the schema (the previous test); records carry it in the schema.
    const answered = [document.components, ...operations(document).map(([, operation]) => operation.responses)];
    for (const schema of schemasIn(answered))
      if (schema.pattern !== undefined) expect(schema.examples ?? schema.example, schema.pattern).toBeDefined();
    const served = (await api.app.inject('/v1/holidays?year=2026')).json().data;
    expect(served).toContainEqual(document.components.schemas.Holiday!.examples![0]);
    expect(document.components.schemas.Holiday!.properties!.id!.examples).toEqual(['2026-hari-kebangsaan']);
  });

  it('passes redocly lint with the recommended rules, without a warning', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(await openapi()),
      absoluteRef: '/v1/openapi.json',
      config,
    });
    expect(
      problems.map(
        (problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`,
      ),
    ).toEqual([]);
  });
});

describe('the OpenAPI document says what the service sends', () => {
  const app = appForTests();

  it('documents the success headers, 304, and each error status with its codes and headers instead of 4XX', async () => {
    const document = (await app.get('/v1/openapi.json')).body;
    for (const [path, item] of Object.entries(
      document.paths as Record<
        string,
        { get: { responses: Record<string, { headers?: Record<string, unknown>; description: string }> } }
      >,
    )) {
      const responses = item.get.responses;
      expect(Object.keys(responses), path).not.toContain('4XX');
      for (const status of ['200', '304', '400', '404', '405', '429'])
        expect(Object.keys(responses), `${path} ${status}`).toContain(status);
      expect(Object.keys(responses['200']!.headers!), path).toEqual(
        expect.arrayContaining([
          'ETag',
          'Cache-Control',
          'X-RateLimit-Limit',
          'X-RateLimit-Remaining',
          'X-RateLimit-Reset',
          'X-Request-Id',
        ]),
      );
      expect(Object.keys(responses['429']!.headers!), path).toContain('Retry-After');
      expect(Object.keys(responses['405']!.headers!), path).toContain('Allow');
      expect(responses['404']!.description, path).toMatch(/STATE_NOT_FOUND.*YEAR_NOT_COVERED.*NOT_FOUND/);
    }
    expect(Object.keys(document.paths['/v1/feed/ical/{state}'].get.responses['200'].headers)).toContain(
      'Content-Disposition',
    );
    expect(document.info.contact.name).toBeTruthy();
    expect(document.info.license.identifier).toBe('MIT');
  });

  it('documents status and include as comma-separated lists of their allowed words', async () => {
    const document = (await app.get('/v1/openapi.json')).body;
    const parameter = (path: string, name: string) =>
      document.paths[path].get.parameters.find((p: { name: string }) => p.name === name);
    expect(parameter('/v1/holidays', 'status')).toMatchObject({
      style: 'form',
      explode: false,
      schema: { type: 'array', items: { enum: ['confirmed', 'tentative', 'announced', 'cancelled', 'all'] } },
    });
    expect(parameter('/v1/feed/ical/{state}', 'include')).toMatchObject({
      style: 'form',
      explode: false,
      schema: { type: 'array', items: { enum: ['holidays', 'school', 'exams'] } },
    });
  });

  it('routes a feed path as long as the document allows, and checks it there', async () => {
    const document = (await app.get('/v1/openapi.json')).body;
    const maxLength = document.paths['/v1/feed/ical/{state}'].get.parameters.find(
      (p: { in: string }) => p.in === 'path',
    ).schema.maxLength as number;
    const longest = await app.get(`/v1/feed/ical/${'a'.repeat(maxLength - 4)}.ics`);
    expect([longest.status, longest.body.error.code]).toEqual([404, 'STATE_NOT_FOUND']);
    const over = await app.get(`/v1/feed/ical/${'a'.repeat(maxLength + 1)}`);
    expect(over.status).toBe(400);
  });
});
