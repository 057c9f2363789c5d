import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MalaysiaCalendar, WeekdayCode } from 'malaysia-calendar';
import { languageOf } from './language.js';
import { leaveQuestionOf } from './leave-planner.js';
import { siteLinksOf } from '../links/request-links.js';
import { CalendarSite } from './site.js';
import type { SiteLinks } from '../links/site-links.js';
import type { Language, Words } from './words.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A page for people: the API's parameter checks (src/http/validation/parameter-checks.ts) leave it alone. */
    page?: boolean;
  }
}

/**
 * The pages' own policy: their script, style sheet and icon from this origin, nothing inline,
 * nothing from anywhere else; forms go only here; fetches only here (the script makes none, but
 * crawlers' tools read robots.txt from within the page). (The API's answers keep `default-src 'none'`.)
 */
const PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
const ONE_YEAR = 31_536_000;
/** How long a page may be kept: today's mark and the next holidays move once a day. */
const PAGE_MAX_AGE = 3600;
/** A page: counted by the rate limit like any request, one count per view. */
const PAGE = { config: { page: true }, schema: { hide: true } };
/** Assets and robots.txt: outside the rate limit, so that loading a page costs one count. */
const UNCOUNTED = { config: { page: true, rateLimit: false }, schema: { hide: true } };
/** Any path segment but `v1`: the API's unknown paths stay the API's JSON 404. */
const STATE_SEGMENT = ':state(^(?!v1$)[^/]+$)';

type Query = Record<string, string | undefined>;

/**
 * What a page request asks for: its language (and whether the header chose it) and where its
 * links lead. A page whose links carry the request's own Host is kept by the browser only.
 */
function readRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  publicOrigin: string | undefined,
): { language: Language; links: SiteLinks; query: Query } {
  const query = request.query as Query;
  const { language, fromHeader } = languageOf(query.lang, request.headers['accept-language']);
  if (fromHeader) reply.header('vary', 'accept-language');
  const { links, shared } = siteLinksOf(request, publicOrigin);
  reply.header('cache-control', `${shared ? 'public' : 'private'}, max-age=${PAGE_MAX_AGE}`);
  return { language, links, query };
}

function sendPage(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').header('content-security-policy', PAGE_POLICY).send(body);
}

/** The query string of a redirect: the visitor's own, kept (the language, the leave asked). */
function queryOf(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at);
}

/**
 * The calendar for people at `/`, `/{state}` and `/{state}/{year}`, with their assets. A page
 * view is one request the rate limit counts (the data the script needs is in the page); the
 * assets are not counted.
 */
export async function webRoutes(
  app: FastifyInstance,
  { calendar, publicOrigin }: { calendar: MalaysiaCalendar; publicOrigin: string | undefined },
): Promise<void> {
  const site = new CalendarSite(calendar);
  const read = (request: FastifyRequest, reply: FastifyReply) => readRequest(request, reply, publicOrigin);

  /** A 404 page; `segments` are the path's own, re-encoded for its language links. */
  function notFound(
    request: FastifyRequest,
    reply: FastifyReply,
    segments: string[],
    message: (words: Words) => string,
    suggestions: string[] = [],
  ): FastifyReply {
    const { language, links } = read(request, reply);
    const path = segments.map((segment) => `/${encodeURIComponent(segment)}`).join('');
    const body = site.notFound(language, links, message, suggestions, (other) => `${path}?lang=${other}`);
    // Set before the page is sent (a 404 is otherwise heuristically cacheable by a shared cache).
    return sendPage(reply.header('cache-control', 'no-store'), 404, body);
  }

  for (const asset of Object.values(site.assets)) {
    app.get(`/assets/${asset.fileName}`, UNCOUNTED, (_request, reply) => {
      void reply
        .type(asset.contentType)
        .header('cache-control', `public, max-age=${ONE_YEAR}, immutable`)
        .send(asset.body);
    });
  }

  app.get('/robots.txt', UNCOUNTED, (_request, reply) => {
    void reply.type('text/plain; charset=utf-8').send('User-agent: *\nAllow: /\n');
  });

  app.get('/', PAGE, (request, reply) => {
    const { language, links, query } = read(request, reply);
    return sendPage(reply, 200, site.landing(language, links, site.resolve(query.state ?? '').code));
  });

  app.get(`/${STATE_SEGMENT}`, PAGE, (request, reply) => {
    const { state } = request.params as { state: string };
    const { code, suggestions } = site.resolve(state);
    if (code === undefined)
      return notFound(request, reply, [state], (words) => words.notFoundState(state), suggestions);
    // The current year changes: a temporary redirect, not kept.
    return reply
      .header('cache-control', 'no-store')
      .redirect(`/${code}/${site.calendar.currentYear()}${queryOf(request)}`, 302);
  });

  /** A state's year as a URL names it: its canonical code and year, a redirect from an alias, or a 404 page. */
  function yearOf(
    request: FastifyRequest,
    reply: FastifyReply,
    page: string,
  ): { found: { code: string; year: number } } | { answered: FastifyReply } {
    const params = request.params as { state: string; year: string };
    const segments = [params.state, params.year, ...(page === '' ? [] : [page])];
    const { code, suggestions } = site.resolve(params.state);
    if (code === undefined)
      return {
        answered: notFound(request, reply, segments, (words) => words.notFoundState(params.state), suggestions),
      };
    const years = site.years();
    const year = /^\d{4}$/.test(params.year) ? Number(params.year) : undefined;
    if (year === undefined || !years.includes(year)) {
      return {
        answered: notFound(
          request,
          reply,
          segments,
          (words) => words.notFoundYear(params.year, years[0]!, years.at(-1)!),
          [code],
        ),
      };
    }
    // An alias names the same page for good.
    if (code !== params.state)
      return { answered: reply.redirect(`/${code}/${year}${page === '' ? '' : `/${page}`}${queryOf(request)}`, 301) };
    return { found: { code, year } };
  }

  app.get(`/${STATE_SEGMENT}/:year`, PAGE, (request, reply) => {
    const asked = yearOf(request, reply, '');
    if ('answered' in asked) return asked.answered;
    const { language, links, query } = read(request, reply);
    return sendPage(reply, 200, site.year(language, links, asked.found.code, asked.found.year, leaveQuestionOf(query)));
  });

  app.get(`/${STATE_SEGMENT}/:year/paid-holidays`, PAGE, (request, reply) => {
    const asked = yearOf(request, reply, 'paid-holidays');
    if ('answered' in asked) return asked.answered;
    const { language, links, query } = read(request, reply);
    // An empty field of the form is the state's week (or the law's rest day); the library checks the rest, and the page shows its refusal.
    // The ticked boxes come as `chosen` repeated: the list, comma-separated.
    const chosen = [(request.query as Record<string, string | string[] | undefined>).chosen ?? []].flat().join(',');
    const question = {
      ...(query.workweek ? { workweek: query.workweek } : {}),
      ...(query.restDay ? { restDay: query.restDay as WeekdayCode } : {}),
      ...(chosen ? { chosen } : {}),
    };
    return sendPage(reply, 200, site.paidHolidays(language, links, asked.found.code, asked.found.year, question));
  });

  app.get('/markets/:market/:year', PAGE, (request, reply) => {
    const params = request.params as { market: string; year: string };
    const years = site.marketYears(params.market);
    const year = /^\d{4}$/.test(params.year) ? Number(params.year) : undefined;
    if (years.length === 0)
      return notFound(request, reply, ['markets', params.market, params.year], (words) => words.notFoundPage);
    if (year === undefined || !years.includes(year))
      return notFound(request, reply, ['markets', params.market, params.year], (words) =>
        words.notFoundYear(params.year, years[0]!, years.at(-1)!),
      );
    const { language, links } = read(request, reply);
    return sendPage(reply, 200, site.market(language, links, params.market, year));
  });
}
