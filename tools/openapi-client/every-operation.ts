/**
 * A call to every operation of the API through a client typed from its OpenAPI document, as
 * an API user writes it: openapi-fetch with the types openapi-typescript generated into
 * ./api.ts (beside this file once test/http/generated-client.test.ts has copied it next to
 * them). It must compile under strict TypeScript, and each call answers with its typed data.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from './api.js';

type Holiday = components['schemas']['Holiday'];
type DateCheck = components['schemas']['DateCheck'];
type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

export async function callEveryOperation(baseUrl: string) {
  // Lists are comma-separated (style form, explode false), as the document says. Lists answer
  // text/csv too: a client of the JSON names its media type, and its answers are typed as JSON.
  const api = createClient<paths, 'application/json'>({
    baseUrl,
    querySerializer: { array: { style: 'form', explode: false } },
  });
  const holidays: Holiday[] = (
    await api.GET('/v1/holidays', {
      params: { query: { year: 2027, state: 'sarawak', status: ['confirmed', 'tentative'] } },
    })
  ).data!.data;
  const check: DateCheck = (
    await api.GET('/v1/holidays/check', { params: { query: { date: '2026-08-31', state: 'selangor' } } })
  ).data!.data;
  const everyState: DateCheck[] = (
    await api.GET('/v1/holidays/check-all', { params: { query: { date: '2026-08-31' } } })
  ).data!.data;
  const rolled: string = (
    await api.GET('/v1/business-days/add', {
      params: { query: { date: '2026-05-30', days: 0, state: 'selangor', roll: 'modified_following' } },
    })
  ).data!.data.resultDate;
  const feed: string = (
    await api.GET('/v1/feed/ical/{state}', {
      params: { path: { state: 'selangor.ics' }, query: { lang: 'ms', include: ['holidays', 'exams'] } },
      parseAs: 'text',
    })
  ).data!;
  const changes: string = (
    await api.GET('/v1/feed/changes', { params: { query: { state: 'kedah', lang: 'ms' } }, parseAs: 'text' })
  ).data!;
  const changesJson: string = (
    await api.GET('/v1/feed/changes.json', { params: { query: { lang: 'zh' } }, parseAs: 'text' })
  ).data!;
  const notFound: ErrorEnvelope = (await api.GET('/v1/states/resolve', { params: { query: { q: 'atlantis' } } }))
    .error!;
  const answers = {
    getIndex: (await api.GET('/v1', {})).data!.data.endpoints.length,
    listHolidays: holidays.length,
    nextHolidays: (await api.GET('/v1/holidays/next', { params: { query: { state: 'kedah', limit: 5 } } })).data!.data
      .length,
    holidaysBetween: (
      await api.GET('/v1/holidays/between', { params: { query: { start: '2026-01-01', end: '2026-03-31' } } })
    ).data!.data.length,
    checkDate: check.isWorkingDay,
    checkAllStates: everyState.length,
    checkToday: (await api.GET('/v1/holidays/today', { params: { query: { state: 'kl' } } })).data!.data.date,
    listLongWeekends: (
      await api.GET('/v1/holidays/long-weekends', {
        params: { query: { year: 2026, state: 'selangor', bridgeDays: 1 } },
      })
    ).data!.data.length,
    planLeave: (
      await api.GET('/v1/leave-plans', {
        params: { query: { year: 2026, state: 'selangor', leaveDays: 8, minBreak: 5 } },
      })
    ).data!.data.totalDaysOff,
    countBusinessDays: (
      await api.GET('/v1/business-days', {
        params: { query: { start: '2026-06-01', end: '2026-06-30', state: 'selangor' } },
      })
    ).data!.data.businessDays,
    addBusinessDays: rolled,
    getEntitlements: (
      await api.GET('/v1/entitlements', { params: { query: { state: 'selangor', year: 2029, workweek: 'mon-fri' } } })
    ).data!.data.compulsory.length,
    listMarkets: (await api.GET('/v1/markets', {})).data!.data[0]!.mic,
    listSessions: (
      await api.GET('/v1/markets/{market}/sessions', { params: { path: { market: 'xkls' }, query: { year: 2026 } } })
    ).data!.data.length,
    getMarketCalendarFeed: (
      await api.GET('/v1/feed/ical/markets/{market}', {
        params: { path: { market: 'xkls.ics' }, query: { year: 2026, lang: 'ta' } },
        parseAs: 'text',
      })
    ).data!.slice(0, 15),
    listStates: (await api.GET('/v1/states', {})).data!.data.length,
    resolveState: notFound.error.code,
    listSchoolTerms: (await api.GET('/v1/school/terms', { params: { query: { year: 2026, state: 'johor' } } })).data!
      .data.length,
    listSchoolHolidays: (await api.GET('/v1/school/holidays', { params: { query: { year: 2026, group: 'A' } } })).data!
      .data.length,
    listExams: (await api.GET('/v1/school/exams', { params: { query: { type: 'spm' } } })).data!.data.length,
    isSchoolDay: (
      await api.GET('/v1/school/is-school-day', { params: { query: { date: '2026-03-10', state: 'kedah' } } })
    ).data!.data.isSchoolDay,
    getCalendarFeed: feed.slice(0, 15),
    getChangeFeed: changes.slice(0, 5),
    getChangeFeedJson: (JSON.parse(changesJson) as { version: string }).version,
    listChanges: (await api.GET('/v1/changelog', { params: { query: { limit: 1, state: 'kedah' } } })).data!.data
      .length,
    getCoverage: (await api.GET('/v1/coverage', {})).data!.data.holidays.lastYear,
  };
  return answers;
}
