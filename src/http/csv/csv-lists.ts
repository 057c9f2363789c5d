import { type TObject, Type } from '@sinclair/typebox';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AnswerRecords, checkArguments, flatTable, headerRowIn, recordsOf } from 'malaysia-calendar/adapters';
import { LANGUAGES, type Language, literals } from 'malaysia-calendar/model';
import { prefersCsv } from './csv-negotiation.js';

/** A list that also answers CSV: the schema of its records and where they are in `data` (the library's declaration). */
type CsvList = AnswerRecords;

declare module 'fastify' {
  interface FastifyContextConfig {
    csv?: CsvList;
  }
  interface FastifyInstance {
    /** The operations (their operationId) whose lists answer CSV, for the OpenAPI document. */
    csvOperations: ReadonlySet<string>;
  }
}

const FORMATS = ['json', 'csv'] as const;
const FormatParameter = literals(
  FORMATS,
  'json (the default) or csv: the records as RFC 4180 CSV, the same as asking with Accept: text/csv',
  'csv',
);

const LangParameter = literals(
  LANGUAGES,
  "The CSV's header row in English (the field paths, the default), Malay, Chinese or Tamil",
  'ms',
);

/** The language of a CSV's header row, by request (known from its preHandler on). */
const headerLanguage = new WeakMap<FastifyRequest, Language>();

/** Meta fields that name a list's file, in this order, when the answer echoes them. */
const FILE_NAME_FIELDS = ['year', 'state', 'start', 'end'];

/**
 * Every list answers CSV as well as JSON (docs/api.md, "CSV"): asked by `format=csv`, or by an
 * Accept that prefers text/csv when `format` is not given. The route declares its records'
 * schema (`config.csv`); this adds the `format` parameter to its query, says `Vary: Accept`,
 * and writes the records of a list's answer with csv-stringify: a byte-order mark (Excel
 * then reads UTF-8), a header row, CRLF, quoting where RFC 4180 needs it, and a text cell that
 * a spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage return)
 * written with a leading `'`, as OWASP's "CSV Injection" advises; a number, negative ones
 * included, stays a number. The handler answers
 * as always; its envelope is written as CSV instead of JSON. The operations that do are
 * decorated as `app.csvOperations`. A route is read as it is declared: the plugins that declare
 * routes depend on this one.
 */
const asCsv = new WeakSet<FastifyRequest>();

/** The language a CSV's header row is asked in, if any (known from its preHandler on). */
export function csvHeaderLanguage(request: FastifyRequest): Language | undefined {
  return headerLanguage.get(request);
}

/** Whether the request is answered CSV, by `format` or by Accept (known from its preHandler on). */
export function answersCsv(request: FastifyRequest): boolean {
  return asCsv.has(request);
}

export const csvListsPlugin = fp(
  async (app: FastifyInstance) => {
    const operations = new Set<string>();
    /** The operations whose question has a `lang` of its own (entitlements): it is theirs, and says the header's language too. */
    const ownLanguage = new Set<string>();

    app.addHook('onRoute', (route) => {
      if (route.config?.csv === undefined || route.schema === undefined) return;
      const query = route.schema.querystring as TObject;
      const operation = route.schema.operationId as string;
      if ('lang' in query.properties) ownLanguage.add(operation);
      route.schema.querystring = Type.Object(
        { lang: Type.Optional(LangParameter), ...query.properties, format: Type.Optional(FormatParameter) },
        { additionalProperties: false },
      );
      operations.add(operation);
    });

    app.addHook('preHandler', function chooseFormat(request, _reply, done) {
      if (request.routeOptions.config.csv === undefined) return done();
      const query = request.query as { format?: (typeof FORMATS)[number]; lang?: Language };
      const questionsLanguage = ownLanguage.has(request.routeOptions.schema?.operationId as string);
      // The format and the header's language are checked here, by the checks of the calendar's own parameters (the route checks those as it answers).
      // A question with a `lang` of its own checks it as it answers, and the header is in that language.
      const asked = checkArguments(
        questionsLanguage
          ? { format: Type.Optional(FormatParameter) }
          : { format: Type.Optional(FormatParameter), lang: Type.Optional(LangParameter) },
        questionsLanguage ? { format: query.format } : query,
      ) as { format?: (typeof FORMATS)[number]; lang?: Language };
      const format = asked.format ?? (prefersCsv(request.headers.accept) ? 'csv' : 'json');
      const lang = questionsLanguage ? query.lang : asked.lang;
      // The handler reads the calendar's parameters; the format (and the header's language, unless the question's own) are this plugin's.
      delete query.format;
      if (!questionsLanguage) delete query.lang;
      if (format === 'csv') asCsv.add(request);
      if (lang !== undefined && (LANGUAGES as readonly string[]).includes(lang)) headerLanguage.set(request, lang);
      done();
    });

    app.addHook('preSerialization', function writeCsv(request, reply, payload, done) {
      const list = request.routeOptions.config.csv;
      // An error is the JSON envelope whatever Accept says: only a list's answer varies by it.
      if (list === undefined || reply.statusCode !== 200) return done(null, payload);
      reply.header('vary', 'accept');
      if (!asCsv.has(request)) return done(null, payload);
      const { data, meta } = payload as { data: unknown; meta: Record<string, unknown> };
      const records = recordsOf(list, data);
      const name = [
        `malaysia-calendar-${request.routeOptions.url!.replace(/^\/v1\//, '').replaceAll('/', '-')}`,
        ...FILE_NAME_FIELDS.map((field) => meta[field]).filter((value) => value !== undefined && value !== null),
      ].join('-');
      reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}.csv"`);
      const [columns = [], ...rows] = flatTable(list.schema, records);
      const table = [headerRowIn(columns, headerLanguage.get(request) ?? 'en'), ...rows];
      reply.serializer(() => stringify(table, { bom: true, record_delimiter: 'windows', escape_formulas: true }));
      done(null, payload);
    });

    app.decorate('csvOperations', operations);
  },
  { name: 'csv-lists' },
);
