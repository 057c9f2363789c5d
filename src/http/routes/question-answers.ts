import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { type Question, askQuestion, questionNamed } from 'malaysia-calendar';
import { checkArguments } from 'malaysia-calendar/adapters';
import { cacheFor } from '../caching/cache-control.js';
import { Envelope, ListMeta } from '../schemas/envelope.js';
import { Query } from '../schemas/query.js';
import { DOCUMENT_RESPONSES, sendDocument } from './documents.js';
import { QUESTION_ROUTES, type QuestionRoute } from './question-routes.js';
import type { ServiceContext } from './service-context.js';

/** The schema of an answer's `meta`: the count of a list, the inputs the question echoes, and its note. */
function metaOf(question: Question) {
  return {
    ...(question.result.type === 'array' ? ListMeta : {}),
    ...question.inputs,
    ...(question.note === undefined ? {} : { note: Type.Optional(Type.String({ description: question.note })) }),
  };
}

/**
 * The route's parameters, each in the query or the path as the route says, as the table
 * declares them (less those only a program in process gives).
 */
function parametersOf(question: Question, route: QuestionRoute) {
  const offered = Object.values(question.parameters)
    .filter(({ name }) => !(question.inProcess ?? []).includes(name))
    .map(({ name, schema }) => [name, schema] as const);
  const inPath = route.inPath ?? [];
  const querystring = Query(Object.fromEntries(offered.filter(([name]) => !inPath.includes(name))));
  return inPath.length === 0
    ? { querystring }
    : { querystring, params: Type.Object(Object.fromEntries(offered.filter(([name]) => inPath.includes(name)))) };
}

/**
 * The values are checked once, against the schemas of the OpenAPI document: those of the
 * question by the library as it answers, the API's own (`estimates`, `format`) by the same
 * checks before it (validation/parameter-checks.ts has read the query string first).
 */
const checkedByTheLibrary = () => () => true;

/** The query's parameters that are the API's own, not the question's. */
function ownParametersOf(
  question: Question,
  querystring: { properties: Record<string, TSchema> },
): Record<string, TSchema> {
  return Object.fromEntries(
    Object.entries(querystring.properties).filter(([name]) => !Object.hasOwn(question.parameters, name)),
  );
}

/**
 * Every question of the library's table at its route (question-routes.ts), in one loop: the
 * words, parameters and answer's schema from the table, the answer in the envelope with the
 * inputs it echoes, `estimated` and its note when it rests on projected days.
 */
export async function questionRoutes(app: FastifyInstance, { context }: { context: ServiceContext }) {
  for (const route of QUESTION_ROUTES) {
    const question = questionNamed(route.question);
    app.get(
      route.path,
      {
        config: question.records === undefined || route.document !== undefined ? {} : { csv: question.records },
        schema: {
          operationId: route.operationId,
          summary: question.summary,
          description: question.description,
          tags: [route.tag],
          ...parametersOf(question, route),
          response:
            route.document === undefined
              ? { 200: Envelope(question.result, metaOf(question)) }
              : DOCUMENT_RESPONSES[route.document],
        },
        validatorCompiler: checkedByTheLibrary,
      },
      async (request, reply) => {
        checkArguments(
          ownParametersOf(question, request.routeOptions.schema!.querystring as never),
          request.query as Record<string, unknown>,
        );
        const asked = { ...(request.query as object), ...(request.params as object) };
        const answer = askQuestion(context.calendarFor(asked), route.question, asked);
        if (route.document !== undefined) return sendDocument(route.document, answer, request, reply, context);
        if (route.cacheFor !== undefined)
          cacheFor(reply, route.cacheFor(answer.inputs as never, context.currentYear()));
        const { data } = answer;
        return {
          data,
          meta: {
            ...(Array.isArray(data) ? { total: data.length } : {}),
            ...(answer.inputs as object),
            ...(answer.estimated ? { estimated: true } : {}),
            ...(answer.note === undefined ? {} : { note: answer.note }),
            dataVersion: context.dataVersion,
          },
        };
      },
    );
  }
}
