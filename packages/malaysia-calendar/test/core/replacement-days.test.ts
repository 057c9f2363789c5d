import { describe, expect, it } from 'vitest';
import { calendar, code, day, stateCodes } from '../support/fixtures.js';

/**
 * Replacement days (cuti ganti) from the sources: the worked examples in data/README.md, the
 * Prime Minister's Department lists for 2025 and 2026 and the state notices cited in
 * data/notes. Each expectation is a published fact, not an output of the engine.
 */
function replacementOn(state: string, date: string) {
  return calendar
    .holidaysOn(code(state), day(date))
    .map((dated) => dated.holiday)
    .find((holiday) => holiday.type === 'replacement');
}

const SAT_SUN_STATES = stateCodes.filter((code) => !['kedah', 'kelantan', 'terengganu'].includes(code));

describe('replacement days of 2026', () => {
  it('Wesak (Sun 31 May) is replaced on Tue 2 June where Saturday-Sunday is the weekend, Monday being the Agong birthday', () => {
    for (const state of SAT_SUN_STATES.filter((code) => code !== 'sarawak')) {
      expect(replacementOn(state, '2026-06-02')?.isReplacementFor, state).toBe('2026-hari-wesak');
      expect(replacementOn(state, '2026-06-01'), state).toBeUndefined();
    }
  });

  it('Wesak is replaced on Wed 3 June in Sarawak, after Gawai on 1-2 June', () => {
    expect(replacementOn('sarawak', '2026-06-03')?.isReplacementFor).toBe('2026-hari-wesak');
    expect(replacementOn('sarawak', '2026-06-02')).toBeUndefined();
  });

  it('Wesak on a Sunday gives nothing where Sunday is a working day', () => {
    for (const state of ['kedah', 'kelantan', 'terengganu']) {
      expect(replacementOn(state, '2026-06-02'), state).toBeUndefined();
      expect(calendar.indexOf(code(state)).kindOf(day('2026-05-31')), state).toBe('holiday');
    }
  });

  it('Deepavali (Sun 8 November) is replaced on Mon 9 November in the Saturday-Sunday states that keep it', () => {
    for (const state of SAT_SUN_STATES.filter((code) => code !== 'sarawak')) {
      expect(replacementOn(state, '2026-11-09')?.isReplacementFor, state).toBe('2026-deepavali');
    }
    for (const state of ['sarawak', 'kedah', 'kelantan', 'terengganu']) {
      expect(calendar.indexOf(code(state)).kindOf(day('2026-11-09')), state).toBe('working');
    }
  });

  it('Thaipusam and Federal Territory Day both on Sun 1 February give one day, 2 February, in Kuala Lumpur', () => {
    const onSunday = calendar.holidaysOn(code('kuala-lumpur'), day('2026-02-01')).map(({ holiday }) => holiday.id);
    expect(onSunday).toEqual(expect.arrayContaining(['2026-thaipusam', '2026-hari-wilayah-persekutuan']));
    expect(calendar.indexOf(code('kuala-lumpur')).kindOf(day('2026-02-02'))).toBe('holiday');
    expect(calendar.indexOf(code('kuala-lumpur')).kindOf(day('2026-02-03'))).toBe('working');
  });

  it('Nuzul Al-Quran (Sat 7 March) is replaced on Sun 8 March in Kelantan and Terengganu but not in Selangor', () => {
    for (const state of ['kelantan', 'terengganu']) {
      expect(replacementOn(state, '2026-03-08')?.isReplacementFor, state).toBe('2026-nuzul-al-quran');
    }
    expect(calendar.indexOf(code('selangor')).kindOf(day('2026-03-07'))).toBe('holiday');
    expect(calendar.indexOf(code('selangor')).kindOf(day('2026-03-09'))).toBe('working');
  });

  it('Labour Day (Fri 1 May) is not replaced in Kelantan but is, on Sun 3 May, in Kedah', () => {
    expect(calendar.indexOf(code('kelantan')).kindOf(day('2026-05-03'))).toBe('working');
    expect(replacementOn('kedah', '2026-05-03')?.isReplacementFor).toBe('2026-hari-pekerja');
  });

  it('Christmas (Fri 25 December) is replaced on Sun 27 December in Kedah only', () => {
    expect(replacementOn('kedah', '2026-12-27')?.isReplacementFor).toBe('2026-hari-krismas');
    for (const state of stateCodes.filter((code) => code !== 'kedah')) {
      expect(replacementOn(state, '2026-12-27'), state).toBeUndefined();
    }
  });

  it('Hari Raya Aidilfitri (Sat 21 - Sun 22 March) gives Mon 23 March, and Tue 24 March in Johor and Melaka', () => {
    expect(replacementOn('selangor', '2026-03-23')).toBeDefined();
    expect(replacementOn('johor', '2026-03-24')).toBeDefined();
    expect(replacementOn('melaka', '2026-03-24')).toBeDefined();
  });
});

describe('replacement days of 2025', () => {
  it('National Day (Sun 31 August) is replaced on Mon 1 September in every Saturday-Sunday state, Johor included', () => {
    for (const state of SAT_SUN_STATES) {
      expect(replacementOn(state, '2025-09-01')?.isReplacementFor, state).toBe('2025-hari-kebangsaan');
    }
    for (const state of ['kedah', 'kelantan', 'terengganu']) {
      expect(calendar.indexOf(code(state)).kindOf(day('2025-09-01')), state).toBe('working');
    }
  });

  it("Johor's first Saturday-Sunday year: the Sultan's birthday (Sun 23 March) is replaced on Mon 24 March", () => {
    expect(replacementOn('johor', '2025-03-24')?.isReplacementFor).toBe('2025-hari-keputeraan-sultan-johor');
  });

  it("Sabah's governor's birthday (Sun 30 March) is replaced on Wed 2 April, after Hari Raya on 31 March - 1 April", () => {
    expect(replacementOn('sabah', '2025-04-02')?.isReplacementFor).toBe('2025-hari-jadi-tyt-sabah');
  });
});

describe('the replacement rule by weekend', () => {
  it('Johor in its Friday-Saturday years replaces a Friday holiday, not a Sunday one', () => {
    // Awal Muharram 2024 fell on Sunday 7 July, a working day in Johor then.
    expect(calendar.indexOf(code('johor')).kindOf(day('2024-07-08'))).toBe('working');
    expect(calendar.indexOf(code('selangor')).kindOf(day('2024-07-08'))).toBe('holiday');
  });

  it('an explicit gazetted replacement overrides the rule: Johor 26 March 2023', () => {
    expect(replacementOn('johor', '2023-03-26')).toBeDefined();
  });
});
