import { LRUCache } from 'lru-cache';
import { CalendarError, type MalaysiaCalendar, type StateRecord, withInputs } from 'malaysia-calendar';
import { type Asset, type AssetName, loadAssets } from './assets.js';
import { landingPage } from './landing-page.js';
import { type LeaveAsked, type LeaveQuestion, leavePlanner } from './leave-planner.js';
import { marketPage } from './market-page.js';
import { notFoundPage } from './not-found-page.js';
import { type PaidHolidaysAnswer, type PaidHolidaysQuestion, paidHolidaysPage } from './paid-holidays-page.js';
import { pageContext } from './page-layout.js';
import type { SiteLinks } from '../links/site-links.js';
import { StatesOffByYear } from './states-off.js';
import { type Language, WORDS, type Words } from './words.js';
import { yearFacts } from './year-facts.js';
import { yearView } from './year-view.js';

/** The pages of the calendar, rendered from the library: the service serves them, the export writes them. */
export class CalendarSite {
  readonly states: StateRecord[];
  private readonly statesOff: StatesOffByYear;
  /**
   * Year views rendered, by everything they depend on (today's mark included): rendering one
   * takes about 7 ms, sending a kept one nothing. About 55 KB each; at most 256 of them and
   * 32 MiB counted with their keys (which hold the request's Host when PUBLIC_ORIGIN is unset)
   * at two bytes a character, whatever a client puts in Host.
   */
  private readonly yearViews = new LRUCache<string, string>({
    max: 256,
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (page, key) => 2 * (page.length + key.length),
  });

  /** The years with pages: every year the calendar answers, or (for a static export) a part of them. */
  private readonly yearSpan: { firstYear: number; lastYear: number };

  constructor(
    readonly calendar: MalaysiaCalendar,
    readonly assets: Record<AssetName, Asset> = loadAssets(),
    years?: { firstYear: number; lastYear: number },
  ) {
    this.states = calendar.states();
    this.statesOff = new StatesOffByYear(calendar);
    this.yearSpan = years ?? calendar.coverage().holidays;
  }

  /** The years with pages. */
  years(): number[] {
    const { firstYear, lastYear } = this.yearSpan;
    return Array.from({ length: lastYear - firstYear + 1 }, (_, index) => firstYear + index);
  }

  /** The canonical code of a state as written in a URL, or the codes it may have meant. */
  resolve(text: string): { code?: string; suggestions: string[] } {
    try {
      return { code: this.calendar.resolveState(text).canonical, suggestions: [] };
    } catch (error) {
      if (error instanceof CalendarError) return { suggestions: error.suggestions };
      throw error;
    }
  }

  landing(language: Language, links: SiteLinks, chosen?: string): string {
    const next = new Map(this.states.map((state) => [state.code, this.calendar.next({ state: state.code, limit: 5 })]));
    return landingPage(this.context(language, links), {
      states: this.states,
      year: this.landingYear(),
      chosen,
      next,
      nationwide: this.calendar.next({ limit: 5 }),
      markets: this.calendar.markets().map((market) => market.id),
    });
  }

  /** A state's year (canonical code, covered year), with a leave plan when leave days are asked. */
  year(language: Language, links: SiteLinks, code: string, year: number, question?: LeaveQuestion | 'invalid'): string {
    const key = [
      this.calendar.today(),
      links.origin,
      links.year(code, year, language),
      typeof question === 'object' ? JSON.stringify(question) : question,
    ].join(' ');
    let page = this.yearViews.get(key);
    if (page === undefined) {
      page = this.renderYear(language, links, code, year, question);
      this.yearViews.set(key, page);
    }
    return page;
  }

  private renderYear(
    language: Language,
    links: SiteLinks,
    code: string,
    year: number,
    question: LeaveQuestion | 'invalid' | undefined,
  ): string {
    const context = this.context(language, links);
    const state = this.states.find((candidate) => candidate.code === code)!;
    const from = this.planFrom(year);
    const asked: LeaveAsked =
      question === undefined
        ? { kind: 'none' }
        : question === 'invalid'
          ? { kind: 'invalid' }
          : this.plan(code, year, question, from);
    const leaveDates = new Set(asked.kind === 'plan' ? asked.plan.breaks.flatMap((stretch) => stretch.leaveDates) : []);
    const planner = leavePlanner(context, code, year, typeof question === 'object' ? question : undefined, asked, from);
    return yearView(context, {
      facts: yearFacts(this.calendar, state, year, leaveDates),
      states: this.states,
      statesOff: this.statesOff.of(year),
      planner,
      years: this.yearSpan,
    });
  }

  /** The plan asked, or the library's words when it refuses the workplace typed (a bad week, a date outside the data). */
  private plan(code: string, year: number, question: LeaveQuestion, from: string | undefined): LeaveAsked {
    try {
      const { leaveDays, minBreak, workplace } = question;
      return {
        kind: 'plan',
        plan: this.calendar.planLeave({
          year,
          state: code,
          leaveDays,
          minBreak,
          ...workplace,
          ...(from === undefined ? {} : { start: from }),
        }),
      };
    } catch (error) {
      if (error instanceof CalendarError) return { kind: 'refused', message: error.message };
      throw error;
    }
  }

  /** A state's year of paid public holidays for employers (the HR page), for the week typed if any. */
  paidHolidays(
    language: Language,
    links: SiteLinks,
    code: string,
    year: number,
    question: PaidHolidaysQuestion,
  ): string {
    const state = this.states.find((candidate) => candidate.code === code)!;
    let answer: PaidHolidaysAnswer;
    try {
      answer = {
        kind: 'answer',
        entitlements: this.calendar.entitlements({ state: code, year, ...question, lang: language }),
      };
    } catch (error) {
      if (!(error instanceof CalendarError)) throw error;
      answer = { kind: 'refused', message: error.message };
    }
    // The boxes of the form: every choice holiday of the year, whatever was ticked.
    const candidates = this.calendar.entitlements({ state: code, year }).employerChoice.map((entry) => entry.holiday);
    return paidHolidaysPage(this.context(language, links), state, year, question, answer, candidates);
  }

  /** The years a market has pages: those it is answered for, within the site's. */
  marketYears(id: string): number[] {
    const market = this.calendar.markets().find((candidate) => candidate.id === id);
    return market === undefined ? [] : this.years().filter((year) => year >= market.firstYear);
  }

  /** A market's year for people: its trading days, half days and closures. */
  market(language: Language, links: SiteLinks, id: string, year: number): string {
    const market = this.calendar.markets().find((candidate) => candidate.id === id)!;
    const asked = withInputs(this.calendar).sessions(id, year);
    const years = this.marketYears(id);
    return marketPage(this.context(language, links), {
      market,
      year,
      tradingDays: asked.data,
      holidays: this.calendar.between(`${year}-01-01`, `${year}-12-31`, market.holidaysOf),
      estimated: asked.estimated,
      years: { first: years[0]!, last: years.at(-1)! },
    });
  }

  /** In the current year, the planner plans from tomorrow (leave cannot be taken in the past); on 31 December, from that day. */
  private planFrom(year: number): string | undefined {
    if (year !== this.calendar.currentYear()) return undefined;
    const tomorrow = new Date(Date.parse(`${this.calendar.today()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    return tomorrow.startsWith(`${year}-`) ? tomorrow : `${year}-12-31`;
  }

  /** The year the landing page leads to: the current one, and from November, the next (people plan it then). */
  landingYear(): number {
    const today = this.calendar.today();
    return Number(today.slice(5, 7)) >= 11 ? this.calendar.currentYear() + 1 : this.calendar.currentYear();
  }

  notFound(
    language: Language,
    links: SiteLinks,
    message: (words: Words) => string,
    suggestions: string[],
    inLanguage: (language: Language) => string,
  ): string {
    return notFoundPage(this.context(language, links), {
      message: message(WORDS[language]),
      suggestions,
      states: this.states,
      year: this.calendar.currentYear(),
      inLanguage,
    });
  }

  private context(language: Language, links: SiteLinks) {
    return pageContext(language, links, this.assets, this.calendar.dataVersion);
  }
}
