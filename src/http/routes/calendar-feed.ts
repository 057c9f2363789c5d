import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EstimatesParameter, FeedIncludeParameter, FeedLanguageParameter, FeedStateParameter, YearParameter } from 'malaysia-calendar/model';
import { withInputs } from 'malaysia-calendar';
import type { ServiceContext } from './service-context.js';

/** GET /feed/ical/{state} (also `{state}.ics`): a calendar to subscribe to. */
export async function calendarFeedRoutes(app: FastifyInstance, { context }: { context: ServiceContext }) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/feed/ical/:state',
    {
      schema: {
        operationId: 'getCalendarFeed',
        summary: "iCalendar (RFC 5545) feed of a state's holidays, school holidays and exams",
        description:
          'All-day events: public holidays (replacement and additional days included, cancelled ones left out, tentative ones STATUS:TENTATIVE and said so in the title), ' +
          "and with `include`, the state's school holidays and the national exams. The state may be any code or alias, with or without " +
          'a `.ics` suffix. With `include=school` and an explicit year, that year needs published school data. Errors are JSON.',
        tags: ['feeds'],
        params: Type.Object({ state: FeedStateParameter }),
        querystring: Type.Object(
          {
            year: Type.Optional({ ...YearParameter, description: 'One year; default (a subscription): the previous, the current and the next year as far as the data goes, and never empty: past the data, its newest three years' }),
            include: Type.Optional(FeedIncludeParameter),
            lang: Type.Optional(FeedLanguageParameter),
            estimates: Type.Optional(EstimatesParameter),
          },
          { additionalProperties: false },
        ),
        response: { 200: { description: 'An RFC 5545 calendar (UTF-8)', content: { 'text/calendar': { schema: { type: 'string' } } } } },
      },
    },
    async (request, reply) => {
      const state = request.params.state.replace(/\.ics$/i, '');
      const { estimates: _estimates, ...options } = request.query;
      const { data, inputs } = withInputs(context.calendarFor(request.query)).ics(state, options);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `inline; filename="malaysia-calendar-${inputs.state}.ics"`)
        .send(data);
    },
  );
}
