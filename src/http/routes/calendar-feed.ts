import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { fromParts } from '../../core/civil-date.js';
import { FEED_LANGUAGES, holidayCalendar } from '../../feed/holiday-calendar.js';
import { ApiError } from '../api-error.js';
import { StringEnum, YearParameter } from '../schemas/parameters.js';
import type { ServiceContext } from '../service-context.js';

const INCLUDE_VALUES = ['holidays', 'school', 'exams'];

/** GET /feed/ical/{state} (also `{state}.ics`): a calendar to subscribe to. */
export async function calendarFeedRoutes(app: FastifyInstance, { context }: { context: ServiceContext }) {
  const lastChanged = new Map<string, string>();
  for (const entry of context.release.changelog) {
    for (const change of entry.changes) if (!lastChanged.has(change.id)) lastChanged.set(change.id, entry.date);
  }

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/feed/ical/:state',
    {
      schema: {
        summary: "iCalendar (RFC 5545) feed of a state's holidays",
        description:
          'All-day events, replacement and additional days included, cancelled ones left out, tentative ones marked STATUS:TENTATIVE. ' +
          'The state may be any code or alias, with or without a `.ics` suffix. Errors are JSON.',
        tags: ['feeds'],
        params: Type.Object({ state: Type.String({ minLength: 1, maxLength: 104, description: 'State code or alias, optionally ending in .ics' }) }),
        querystring: Type.Object(
          {
            year: Type.Optional({ ...YearParameter, description: 'One year; default: the current and the next year (as far as the data goes)' }),
            include: Type.Optional(
              Type.String({ pattern: '^[a-z]+(,[a-z]+)*$', default: 'holidays', description: 'Comma-separated: holidays, school, exams' }),
            ),
            lang: Type.Optional(StringEnum(FEED_LANGUAGES, { description: 'Event names in English, Malay or Chinese (English where no Chinese name is known)' })),
          },
          { additionalProperties: false },
        ),
        response: { 200: { type: 'string', description: 'text/calendar; charset=utf-8' } },
      },
    },
    async (request, reply) => {
      const state = context.state(request.params.state.replace(/\.ics$/i, ''));
      const { year, include = 'holidays', lang = 'en' } = request.query;
      const parts = include.split(',');
      const unknown = parts.find((part) => !INCLUDE_VALUES.includes(part));
      if (unknown !== undefined) {
        throw new ApiError('VALIDATION_ERROR', `Parameter 'include' takes holidays, school, exams; got '${unknown}'.`, INCLUDE_VALUES);
      }
      if (parts.some((part) => part !== 'holidays')) {
        throw new ApiError('YEAR_NOT_COVERED', 'School calendar and exam data are not published by this service yet; use include=holidays.', ['holidays']);
      }
      let years: number[];
      if (year === undefined) {
        years = [context.currentYear(), context.currentYear() + 1].filter((candidate) => context.calendar.coversYear(candidate));
      } else {
        context.requireYear(year);
        years = [year];
      }
      const holidays =
        years.length === 0 ? [] : context.calendar.holidaysOfState(state.code, fromParts(years[0]!, 1, 1), fromParts(years.at(-1)!, 12, 31));
      const body = holidayCalendar({
        state,
        holidays,
        lang,
        releaseDate: context.release.date,
        lastChanged: (id) => lastChanged.get(id),
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `inline; filename="malaysia-holidays-${state.code}.ics"`)
        .send(body);
    },
  );
}
