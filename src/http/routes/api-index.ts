import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DataCoverage } from 'malaysia-calendar/model';
import { Query } from '../schemas/query.js';
import { Envelope } from '../schemas/envelope.js';
import type { ServiceContext } from './service-context.js';

interface OpenApiOperation {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean; description?: string }[];
}

const Endpoint = Type.Object({
  method: Type.String(),
  path: Type.String(),
  summary: Type.String(),
  parameters: Type.Array(
    Type.Object({ name: Type.String(), in: Type.String(), required: Type.Boolean(), description: Type.String() }),
  ),
});

/** GET /v1 (the endpoint index, built from the OpenAPI document so it never misses a route) and GET /v1/openapi.json. */
export async function apiIndexRoutes(app: FastifyInstance, { context }: { context: ServiceContext }) {
  let index: unknown;

  app.get(
    '/',
    {
      schema: {
        operationId: 'getIndex',
        summary: 'The endpoint index, data coverage and data version',
        description:
          'Every endpoint with its parameters (built from this document), the years each part of the data covers, and the data version.',
        tags: ['meta'],
        querystring: Query({}),
        response: {
          200: Envelope(
            Type.Object({
              name: Type.String(),
              version: Type.String(),
              documentation: Type.Object({ openapi: Type.String(), reference: Type.String() }),
              coverage: DataCoverage,
              endpoints: Type.Array(Endpoint),
            }),
            {},
          ),
        },
      },
    },
    async () => {
      index ??= {
        data: {
          name: 'Malaysian Calendar Service',
          version: 'v1',
          documentation: { openapi: '/v1/openapi.json', reference: '/v1/docs' },
          coverage: context.calendar.coverage(),
          endpoints: endpointsOf(
            (await app.openApiDocument()) as { paths: Record<string, Record<string, OpenApiOperation>> },
          ),
        },
        meta: { dataVersion: context.dataVersion },
      };
      return index;
    },
  );

  app.get('/openapi.json', { schema: { hide: true } }, () => app.openApiDocument());
}

function endpointsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }) {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => method === 'get')
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        parameters: (operation.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.required ?? false,
          description: parameter.description ?? '',
        })),
      })),
  );
}
