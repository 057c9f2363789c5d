import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import Fastify from 'fastify';
import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { docsPagePolicy } from './docs-page-policy.js';

/** Where the bundled service keeps swagger-ui's files (scripts/bundle-service.ts); run from source, the plugin's own. */
const BUNDLED_ASSETS = fileURLToPath(new URL('static', import.meta.url));

/** The header by which the docs application marks an answer it sent as a stream (a file of swagger-ui's). */
export const STREAMED = 'x-docs-streamed';

/** The docs page's address; swagger-ui serves its files and the document below it. */
export const DOCS_PREFIX = '/v1/docs';

/**
 * The application that makes the OpenAPI document and serves the docs page: @fastify/swagger
 * given the service's routes as they were declared (their schemas, the same objects), and
 * @fastify/swagger-ui. A Fastify of its own, made on the first question about the documentation
 * rather than at start: the two plugins and what they load (a YAML library, a static-file
 * server that lists swagger-ui's files) cost about 25 ms of every start (docs/benchmarks.md).
 * The service's routes declared here only lend their schemas to the document; the docs page's
 * questions reach this application through the service's own routes (openapi.ts).
 */
export async function makeDocsApp(
  routes: readonly RouteOptions[],
  documentOptions: FastifyDynamicSwaggerOptions,
): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  // Nothing here validates or serialises an answer of the API.
  docs.setValidatorCompiler(() => () => true);
  docs.setSerializerCompiler(() => (data) => JSON.stringify(data));
  docs.addHook('onSend', async (_request, reply, payload) => {
    if (payload instanceof Readable) reply.header(STREAMED, '1');
    return payload;
  });
  await docs.register(swagger, documentOptions);
  for (const { method, url, schema, config } of routes)
    docs.route({ method, url, schema, config, exposeHeadRoute: false, handler: notAsked });
  await docs.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    transformStaticCSP: docsPagePolicy,
    uiConfig: { tryItOutEnabled: true, validatorUrl: null },
    ...(existsSync(BUNDLED_ASSETS) ? { baseDir: BUNDLED_ASSETS } : {}),
  });
  await docs.ready();
  return docs;
}

/**
 * The service's routes here lend their schemas to the document and answer nothing: a path that
 * reaches one (`/v1/docs/static/../../x` is `/x` once its dot segments are read) is not the docs
 * page's, and the service answers it NOT_FOUND (openapi.ts).
 */
function notAsked(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send();
}
