import type { FastifyRequest } from 'fastify';
import type { Question } from './kept-answers.js';
import { answersCsv, csvHeaderLanguage } from '../csv/csv-lists.js';

/**
 * A request's question once its parameters are checked, with the format it is answered in
 * (csv-lists.ts has taken `format` and a CSV header's `lang` out of the query by then, and read
 * Accept): the key of its kept answer.
 */
export function questionOf(request: FastifyRequest): Question {
  const lang = csvHeaderLanguage(request);
  return {
    route: request.routeOptions.url!,
    params: { ...(request.params as object) },
    query: {
      ...(request.query as object),
      format: answersCsv(request) ? 'csv' : 'json',
      ...(lang === undefined ? {} : { lang }),
    },
  };
}

/**
 * Whether the URL is its question's plain spelling: the route's path with each parameter as
 * read, then `name=value` pairs each written exactly as the checks read it, no pair empty or
 * repeated, nothing percent-encoded and no `+`. `year=2026&state=selangor` is plain; `year=02026`,
 * `?&year=2026`, `%73tate=selangor`, `state=Selangor+` and a trailing slash are not. Only plain
 * URLs enter the kept-answer shortcut's index, so that no spelling of a question takes a second
 * entry (kept-answers.ts). One pass over the URL, no parsing of its own.
 */
export function isPlainUrl(url: string, question: Question): boolean {
  if (url.includes('%') || url.includes('+')) return false;
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  if (path !== question.route.replace(/:(\w+)/g, (_whole, name: string) => String(question.params[name]))) return false;
  if (at === -1) return true;
  const seen = new Set<string>();
  for (const pair of url.slice(at + 1).split('&')) {
    const equals = pair.indexOf('=');
    if (equals <= 0) return false;
    const name = pair.slice(0, equals);
    if (
      seen.has(name) ||
      !Object.hasOwn(question.query, name) ||
      pair.slice(equals + 1) !== String(question.query[name])
    )
      return false;
    seen.add(name);
  }
  return true;
}
