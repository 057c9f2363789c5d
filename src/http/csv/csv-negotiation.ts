import Negotiator from 'negotiator';

// JSON first: it wins a tie, and is the answer to any wildcard.
const OFFERED = ['application/json', 'text/csv'];
/** The part of Accept read: a client sends a few hundred characters at most; a hostile longer one costs no more (docs/threat-model.md). */
const ACCEPT_READ = 1024;

/**
 * Whether a request's Accept asks for CSV before JSON. Only an Accept that names text/csv
 * can (the wildcards alone get JSON, the API's own format); then the client's preferences
 * decide, by quality and order (negotiator, RFC 9110 §12.5.1). Most requests do not name
 * CSV, and are told so without parsing the header.
 */
export function prefersCsv(accept: string | undefined): boolean {
  if (accept === undefined || !/csv/i.test(accept)) return false;
  return new Negotiator({ headers: { accept: accept.slice(0, ACCEPT_READ) } }).mediaType(OFFERED) === 'text/csv';
}
