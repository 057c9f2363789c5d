import { describe, expect, it } from 'vitest';
import { MalaysiaCalendar } from '../../src/calendar/malaysia-calendar.js';
import { data } from '../support/fixtures.js';

const calendar = new MalaysiaCalendar(data);
const market = data.markets.find((one) => one.id === 'xkls')!;
const recorded = (kind: string) => new Set(market.days.filter((day) => day.kind === kind).map((day) => day.date));
const settles = (date: string, days: number) =>
  calendar.addBusinessDays(date, days, undefined, { market: 'xkls' }).resultDate;

describe("Bursa Malaysia's trading days", () => {
  it("are, on every day 2015-2030, Kuala Lumpur's working days plus the surprise holidays it recorded trading on, less its recorded closures", () => {
    const [open, closed] = [recorded('open'), recorded('closed')];
    for (let time = Date.UTC(2015, 0, 1); time <= Date.UTC(2030, 11, 31); time += 86_400_000) {
      const date = new Date(time).toISOString().slice(0, 10);
      const trades = calendar.check(date, undefined, { market: 'xkls' }).isWorkingDay;
      const kualaLumpurWorks = calendar.check(date, 'kuala-lumpur').isWorkingDay;
      expect([date, trades]).toEqual([date, open.has(date) || (kualaLumpurWorks && !closed.has(date))]);
    }
  });

  it('are counted as business days, and a year past the gazette is marked estimated', () => {
    const count = calendar.businessDays('2026-01-01', '2026-12-31', undefined, { market: 'xkls' });
    expect(count.businessDays).toBe(calendar.sessions('xkls', 2026).length);
    const projected = calendar.withoutEstimates();
    expect(() => projected.sessions('xkls', 2030)).toThrow(/estimated/);
  });
});

describe('settlement, T+3 until 26 April 2019 and T+2 from 29 April 2019 (Clearstream announcement A19025)', () => {
  it("settles the last T+3 trade and the first T+2 trade on 2 May 2019, across Labour Day, as the announcement's examples", () => {
    expect(settles('2019-04-26', 3)).toBe('2019-05-02');
    expect(settles('2019-04-29', 2)).toBe('2019-05-02');
  });

  it('carries T+3 across a year end and Chinese New Year 2019 (1 Jan, 5-6 Feb 2019 closed: Bursa 2019 list)', () => {
    expect(settles('2018-12-28', 3)).toBe('2019-01-03');
    expect(settles('2019-02-01', 3)).toBe('2019-02-08');
  });

  it('carries T+2 across a year end, Chinese New Year 2026 and Hari Raya 2025 (closures from Bursa: 1 Jan 2026, 17-18 Feb 2026, 31 Mar-1 Apr 2025)', () => {
    expect(settles('2025-12-31', 2)).toBe('2026-01-05');
    expect(settles('2026-02-16', 2)).toBe('2026-02-20');
    expect(settles('2025-03-28', 2)).toBe('2025-04-03');
  });

  it("gives each trading day's settlement date with its sessions, by the cycle in force on the trade date", () => {
    const days = (year: number) => new Map(calendar.sessions('xkls', year).map((day) => [day.date, day]));
    expect(days(2019).get('2019-04-26')!.settlementDate).toBe('2019-05-02');
    expect(days(2019).get('2019-04-29')!.settlementDate).toBe('2019-05-02');
  });
});

describe('half days', () => {
  it('close at 12:30 on the eve of Chinese New Year 2019 and Hari Raya 2019 (Bursa 2019 list, note 2), with no break', () => {
    const days = new Map(calendar.sessions('xkls', 2019).map((day) => [day.date, day]));
    for (const eve of ['2019-02-04', '2019-06-04'])
      expect(days.get(eve)).toMatchObject({ open: '09:00', close: '12:30', halfDay: true, breakStart: null });
  });
});

describe('asking for a market', () => {
  it('refuses a market and a state together, naming both', () => {
    expect(() => calendar.check('2026-03-02', 'kuala-lumpur', { market: 'xkls' })).toThrow(
      /'market' and 'state' cannot be given together/,
    );
  });

  it('refuses an unknown market, listing the known ones', () => {
    expect(() => calendar.sessions('xnys', 2026)).toThrow(/must be one of: xkls; got "xnys"/);
  });

  it('takes the market code in any case', () => {
    expect(calendar.sessions('XKLS', 2026)).toEqual(calendar.sessions('xkls', 2026));
  });

  it('refuses a year before its data with YEAR_NOT_COVERED', () => {
    expect(() => calendar.addBusinessDays('2014-12-31', 2, undefined, { market: 'xkls' })).toThrow(
      /outside the years Bursa Malaysia Securities \(xkls\) is answered for: 2015 to 2100/,
    );
  });
});
