import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CalendarError, type MalaysiaCalendar } from 'malaysia-calendar';
import { loadAssets } from './assets.js';
import { landingPage } from './landing-page.js';
import { languageOf } from './language.js';
import { leavePlanner } from './leave-planner.js';
import { notFoundPage } from './not-found-page.js';
import { pageContext, type PageContext } from './page-layout.js';
import { serviceLinks } from './site-links.js';
import { StatesOffByYear } from './states-off.js';
import { yearFacts } from './year-facts.js';
import { yearView } from './year-view.js';
import { html } from './html.js';

/**
 * The pages' own policy: their script, style sheet and icon from this origin, nothing inline,
 * nothing from anywhere else; forms go only here. (The API's answers keep `default-src 'none'`.)
 */
export const PAGE_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
const ONE_YEAR = 31_536_000;
/** A page: counted by the rate limit like any request, one count per view. */
const PAGE = { config: { page: true }, schema: { hide: true } };
/** Assets and robots.txt: outside the rate limit, so loading a page costs one count. */
const UNCOUNTED = { config: { page: true, rateLimit: false }, schema: { hide: true } };
/** Any path segment but `v1`: the API's unknown paths stay the API's JSON 404. */
const STATE_SEGMENT = ':state(^(?!v1$)[^/]+$)';

type Query = Record<string, string | undefined>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A page for people: the API's parameter checks (src/http/app.ts) leave it alone. */
    page?: boolean;
  }
}

/**
 * The calendar for people: the landing page, a state's year, the 404 page and their assets,
 * rendered from the library on each request. A page view is one request the rate limit
 * counts (the data the script needs is in the page); the assets are not counted.
 */
export async function webRoutes(app: FastifyInstance, { calendar }: { calendar: MalaysiaCalendar }): Promise<void> {
  const assets = loadAssets();
  const statesOff = new StatesOffByYear(calendar);
  const states = calendar.states();
  const currentYear = () => Number(calendar.today().slice(0, 4));

  function contextOf(request: FastifyRequest, reply: FastifyReply): PageContext {
    const query = request.query as Query;
    const { language, fromHeader } = languageOf(query.lang, request.headers['accept-language']);
    if (fromHeader) reply.header('vary', 'accept-language');
    return pageContext(language, serviceLinks(`${request.protocol}://${request.host}`), assets, calendar.dataVersion);
  }

  function sendPage(reply: FastifyReply, status: number, body: string): FastifyReply {
    return reply.code(status).type('text/html; charset=utf-8').header('content-security-policy', PAGE_POLICY).send(body);
  }

  function notFound(request: FastifyRequest, reply: FastifyReply, message: (context: PageContext) => string, suggestions: string[] = []): FastifyReply {
    const context = contextOf(request, reply);
    const path = request.url.split('?')[0]!;
    return sendPage(reply, 404, notFoundPage(context, { message: message(context), suggestions, states, year: currentYear(), inLanguage: (language) => `${path}?lang=${language}` }))
      .header('cache-control', 'no-store');
  }

  /** The canonical code of a state in a URL, or undefined with the codes it may have meant. */
  function resolve(text: string): { code?: string; suggestions: string[] } {
    try {
      return { code: calendar.resolveState(text).canonical, suggestions: [] };
    } catch (error) {
      if (error instanceof CalendarError) return { suggestions: error.suggestions };
      throw error;
    }
  }

  /** The query string of a redirect: the visitor's own, kept (the language, the leave asked). */
  const queryOf = (request: FastifyRequest) => {
    const at = request.url.indexOf('?');
    return at === -1 ? '' : request.url.slice(at);
  };

  for (const asset of Object.values(assets)) {
    app.get(`/assets/${asset.fileName}`, UNCOUNTED, (_request, reply) => {
      void reply.type(asset.contentType).header('cache-control', `public, max-age=${ONE_YEAR}, immutable`).send(asset.body);
    });
  }

  app.get('/robots.txt', UNCOUNTED, (_request, reply) => {
    void reply.type('text/plain; charset=utf-8').send('User-agent: *\nAllow: /\n');
  });

  app.get('/', PAGE, (request, reply) => {
    const context = contextOf(request, reply);
    const chosen = resolve((request.query as Query).state ?? '').code;
    const year = currentYear();
    const next = new Map(states.map((state) => [state.code, calendar.next({ state: state.code, limit: 5 })]));
    return sendPage(reply, 200, landingPage(context, { states, year, chosen, next, nationwide: calendar.next({ limit: 5 }) }));
  });

  app.get(`/${STATE_SEGMENT}`, PAGE, (request, reply) => {
    const { state } = request.params as { state: string };
    const { code, suggestions } = resolve(state);
    if (code === undefined) return notFound(request, reply, (context) => context.words.notFoundState(state), suggestions);
    // The current year changes: a temporary redirect, never cached for long.
    return reply.header('cache-control', 'no-store').redirect(`/${code}/${currentYear()}${queryOf(request)}`, 302);
  });

  app.get(`/${STATE_SEGMENT}/:year`, PAGE, (request, reply) => {
    const params = request.params as { state: string; year: string };
    const { code, suggestions } = resolve(params.state);
    if (code === undefined) return notFound(request, reply, (context) => context.words.notFoundState(params.state), suggestions);
    const { firstYear, lastYear } = calendar.coverage().holidays;
    const year = /^\d{4}$/.test(params.year) ? Number(params.year) : undefined;
    if (year === undefined || year < firstYear || year > lastYear) {
      return notFound(request, reply, (context) => context.words.notFoundYear(params.year, firstYear, lastYear), [code]);
    }
    if (code !== params.state) return reply.redirect(`/${code}/${year}${queryOf(request)}`, 301);
    const context = contextOf(request, reply);
    const state = states.find((candidate) => candidate.code === code)!;
    const planner = leavePlanner(context, code, year, undefined, html``);
    return sendPage(reply, 200, yearView(context, { facts: yearFacts(calendar, state, year), states, statesOff: statesOff.of(year), planner }));
  });
}
