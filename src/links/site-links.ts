import type { FeedLanguage as Language } from 'malaysia-calendar';

/**
 * Where a page's links lead. The service serves every language at one path with `?lang=`; a
 * static host cannot read a query, so the export writes each language under its own folder
 * (`/ms/selangor/2026/`, English at the service's own paths). Links to what only the service
 * can answer (the feeds, the API, the leave planner's form) are absolute in the export.
 */
export interface SiteLinks {
  /** The landing page; with `state`, the landing page with that state's next holidays chosen. */
  landing(language: Language, state?: string): string;
  year(state: string, year: number, language: Language): string;
  /** The URL the leave planner's GET form is sent to. */
  planner(state: string, year: number): string;
  /** A year's paid public holidays for employers (the HR page), and where its GET form is sent. */
  paidHolidays(state: string, year: number, language: Language): string;
  paidHolidaysForm(state: string, year: number): string;
  /** A market's year: its trading days, half days and closures. */
  market(market: string, year: number, language: Language): string;
  /** An asset by its hashed name. */
  asset(fileName: string): string;
  /** The service's origin (`https://host`): feeds and the API live there. */
  readonly origin: string;
}

/** Links of pages served by the service: one path per page, the language in `?lang=`. */
export function serviceLinks(origin: string): SiteLinks {
  return {
    landing: (language, state) =>
      `/?${new URLSearchParams({ ...(state === undefined ? {} : { state }), lang: language })}`,
    year: (state, year, language) => `/${state}/${year}?lang=${language}`,
    planner: (state, year) => `/${state}/${year}`,
    paidHolidays: (state, year, language) => `/${state}/${year}/paid-holidays?lang=${language}`,
    paidHolidaysForm: (state, year) => `/${state}/${year}/paid-holidays`,
    market: (market, year, language) => `/markets/${market}/${year}?lang=${language}`,
    asset: (fileName) => `/assets/${fileName}`,
    origin,
  };
}

/** Links of the static export: one folder per page and language, English at the service's paths. */
export function staticLinks(origin: string): SiteLinks {
  const prefix = (language: Language) => (language === 'en' ? '' : `/${language}`);
  return {
    landing: (language, state) => `${prefix(language)}/${state === undefined ? '' : `?state=${state}`}`,
    year: (state, year, language) => `${prefix(language)}/${state}/${year}/`,
    planner: (state, year) => `${origin}/${state}/${year}`,
    paidHolidays: (state, year, language) => `${prefix(language)}/${state}/${year}/paid-holidays/`,
    paidHolidaysForm: (state, year) => `${origin}/${state}/${year}/paid-holidays`,
    market: (market, year, language) => `${prefix(language)}/markets/${market}/${year}/`,
    asset: (fileName) => `/assets/${fileName}`,
    origin,
  };
}
