import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { fromParts } from '../../core/civil-date.js';
import { examEvents, holidayEvents, schoolHolidayEvents } from '../../feed/feed-events.js';
import { FEED_LANGUAGES, type FeedEvent, type FeedLanguage, icalFeed } from '../../feed/ical-feed.js';
import type { State } from '../../core/types.js';
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

  // Writing a feed takes milliseconds (ical-generator) and its inputs are few and fixed per
  // release (state x years x include x lang), so each variant is written once and kept.
  const written = new Map<string, string>();

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/feed/ical/:state',
    {
      schema: {
        summary: "iCalendar (RFC 5545) feed of a state's holidays, school holidays and exams",
        description:
          'All-day events: public holidays (replacement and additional days included, cancelled ones left out, tentative ones STATUS:TENTATIVE), ' +
          "and with `include`, the state's school holidays and the national exams. The state may be any code or alias, with or without " +
          'a `.ics` suffix. With `include=school` and an explicit year, that year needs published school data. Errors are JSON.',
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
      const parts = new Set(include.split(','));
      const unknown = [...parts].find((part) => !INCLUDE_VALUES.includes(part));
      if (unknown !== undefined) {
        throw new ApiError('VALIDATION_ERROR', `Parameter 'include' takes holidays, school, exams; got '${unknown}'.`, INCLUDE_VALUES);
      }
      let years: number[];
      if (year === undefined) {
        years = [context.currentYear(), context.currentYear() + 1].filter((candidate) => context.calendar.coversYear(candidate));
      } else {
        context.requireYear(year);
        years = [year];
      }
      if (parts.has('school') && year !== undefined) context.requireSchoolYear(year);
      const key = [state.code, years.join(','), [...parts].sort().join(','), lang].join('|');
      let body = written.get(key);
      if (body === undefined) {
        body = icalFeed(state, lang, context.release.date, feedEvents(context, state, years, parts, lang, (id) => lastChanged.get(id)));
        written.set(key, body);
      }
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `inline; filename="malaysia-calendar-${state.code}.ics"`)
        .send(body);
    },
  );
}

/** The events of one feed variant, by date. */
function feedEvents(context: ServiceContext, state: State, years: number[], parts: Set<string>, lang: FeedLanguage, lastChanged: (id: string) => string | undefined) {
  const events: FeedEvent[] = [];
  if (parts.has('holidays') && years.length > 0) {
    const holidays = context.calendar.holidaysOfState(state.code, fromParts(years[0]!, 1, 1), fromParts(years.at(-1)!, 12, 31));
    events.push(...holidayEvents(holidays, lang, lastChanged));
  }
  if (parts.has('school')) {
    const schoolYears = years.filter((candidate) => context.school.coversYear(candidate));
    events.push(...schoolHolidayEvents(schoolYears.flatMap((year) => context.school.holidaysOf(year, undefined, { state })), lang, lastChanged));
  }
  if (parts.has('exams')) events.push(...examEvents(context.school.exams.filter((exam) => years.includes(exam.year)), lastChanged));
  return events.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id));
}
