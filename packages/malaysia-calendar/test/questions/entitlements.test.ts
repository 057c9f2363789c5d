import { describe, expect, it } from 'vitest';
import { type CalendarError, type Entitlements, createCalendar } from '../../src/index.js';

/**
 * Truth tables for the paid holidays of a year, written from the law and the ministry's
 * statements (docs/workplace.md cites them), not from the code: Employment Act 1955 s.60D(1)
 * and its proviso (a holiday on the rest day, or on another paid holiday, is paid on the
 * working day immediately after); the Labour Ordinances of Sabah (s.103) and Sarawak (s.104).
 * Weekdays of the dates are the Gregorian calendar's.
 */
const calendar = createCalendar({ now: () => new Date('2026-11-22T02:00:00Z') });

type Row = [id: string, fallsOn: string, paidOn: string | null, reason?: string];

/** Every holiday of a list as [id, fallsOn, paidOn, substitution reason]. */
function rows(list: Entitlements['compulsory']): Row[] {
  return list.map((entry) => {
    const row: Row = [entry.holiday.id, entry.fallsOn, entry.paidOn];
    if (entry.substitution !== null) row.push(entry.substitution.reason);
    return row;
  });
}

function find(answer: Entitlements, id: string) {
  const found = [...answer.compulsory, ...answer.additional, ...answer.employerChoice].find(
    (entry) => entry.holiday.id === id,
  );
  if (found === undefined) throw new Error(`${id} is not in the answer`);
  return found;
}

describe('entitlements under the Employment Act 1955 s.60D', () => {
  it('Selangor 2029: Malaysia Day on Sunday 16 September, the rest day, is paid on Monday 17 September; the five compulsory holidays, eleven in all', () => {
    const answer = calendar.entitlements({ state: 'selangor', year: 2029 });
    expect(answer).toMatchObject({
      law: 'Employment Act 1955 s.60D(1)',
      workweek: ['mon', 'tue', 'wed', 'thu', 'fri'],
      restDay: 'sun',
      paidHolidays: 11,
      employerChooses: 6,
    });
    expect(rows(answer.compulsory)).toEqual([
      ['2029-hari-pekerja', 'working_day', '2029-05-01'],
      ['2029-hari-keputeraan-agong', 'working_day', '2029-06-04'],
      ['2029-hari-kebangsaan', 'working_day', '2029-08-31'],
      ['2029-hari-malaysia', 'rest_day', '2029-09-17', 'rest_day'],
      ['2029-hari-keputeraan-sultan-selangor', 'working_day', '2029-12-11'],
    ]);
    expect(answer.compulsory.every((entry) => entry.holiday.estimated === true)).toBe(true);
    expect(answer.notes.some((note) => note.includes('projected'))).toBe(true);
  });

  it("Selangor 2027: Workers' Day (1 May) and the Sultan's birthday (11 December) on a Saturday off day are not substituted by the proviso", () => {
    const answer = calendar.entitlements({ state: 'selangor', year: 2027 });
    expect(find(answer, '2027-hari-pekerja')).toMatchObject({ fallsOn: 'off_day', paidOn: null, substitution: null });
    expect(find(answer, '2027-hari-keputeraan-sultan-selangor')).toMatchObject({
      fallsOn: 'off_day',
      paidOn: null,
      substitution: null,
    });
    expect(answer.notes[0]).toContain('not substituted by the proviso');
  });

  it('Selangor 2027 for a Monday–Saturday week: the Saturdays are working days, paid on the day', () => {
    const answer = calendar.entitlements({ state: 'selangor', year: 2027, workweek: 'mon-sat' });
    expect(answer.restDay).toBe('sun');
    expect(find(answer, '2027-hari-pekerja')).toMatchObject({ fallsOn: 'working_day', paidOn: '2027-05-01' });
    expect(find(answer, '2027-hari-keputeraan-sultan-selangor')).toMatchObject({
      fallsOn: 'working_day',
      paidOn: '2027-12-11',
    });
  });

  it('Selangor 2027 for a Monday–Friday week resting on Saturday: the Saturdays are the rest day, paid on the Mondays after', () => {
    const answer = calendar.entitlements({ state: 'selangor', year: 2027, workweek: 'mon-fri', restDay: 'sat' });
    expect(find(answer, '2027-hari-pekerja')).toMatchObject({
      fallsOn: 'rest_day',
      paidOn: '2027-05-03',
      substitution: { reason: 'rest_day' },
    });
    expect(find(answer, '2027-hari-keputeraan-sultan-selangor')).toMatchObject({
      fallsOn: 'rest_day',
      paidOn: '2027-12-13',
    });
  });

  it("Kedah 2026, its Sunday–Thursday week: the rest day is Saturday, the last of the days off (s.59(1)), so Workers' Day on Friday 1 May is an off day, not moved to Sunday 3 May", () => {
    // Employment Act 1955 s.59(1): "where an employee is allowed more than one rest day in a week the last of such rest days shall be the rest day"; the ministry applied it to holidays (Bernama via Astro Awani, 18 July 2017).
    const answer = calendar.entitlements({ state: 'kedah', year: 2026 });
    expect(answer).toMatchObject({ workweek: ['sun', 'mon', 'tue', 'wed', 'thu'], restDay: 'sat' });
    expect(find(answer, '2026-hari-pekerja')).toMatchObject({ fallsOn: 'off_day', paidOn: null, substitution: null });
    // The Sultan of Kedah's birthday, Sunday 5 July 2026, is a working day of the state's week.
    expect(find(answer, '2026-hari-keputeraan-sultan-kedah')).toMatchObject({
      fallsOn: 'working_day',
      paidOn: '2026-07-05',
      substitution: null,
    });
  });

  it.each([
    ['kedah', 2024, '2024-hari-kebangsaan', '2024-09-01'],
    ['kelantan', 2024, '2024-hari-kebangsaan', '2024-09-01'],
    ['johor', 2024, '2024-hari-kebangsaan', '2024-09-01'],
    ['johor', 2024, '2024-hari-keputeraan-sultan-johor', '2024-03-24'],
  ])(
    '%s %i, a Friday–Saturday week resting on Saturday (s.59(1)): %s on Saturday is paid on %s',
    (state, year, id, paidOn) => {
      // Issue 51 from s.59(1) and the ministry's reading of it (Bernama via Astro Awani, 18 July 2017): the same Act and week give the same answer in every state.
      const answer = calendar.entitlements({ state, year });
      expect(answer.restDay).toBe('sat');
      expect(find(answer, id)).toMatchObject({ fallsOn: 'rest_day', paidOn, substitution: { reason: 'rest_day' } });
    },
  );

  it.each([
    ['sun-thu', 'sat'],
    ['tue-sat', 'mon'],
    ['mon-fri', 'sun'],
    ['mon-sat', 'sun'],
  ])('with only workweek=%s, the rest day is the last of the days off: %s (s.59(1))', (workweek, restDay) => {
    expect(calendar.entitlements({ state: 'selangor', year: 2026, workweek }).restDay).toBe(restDay);
  });

  it('restDay takes a full day name in any case', () => {
    expect(
      calendar.entitlements({ state: 'selangor', year: 2026, workweek: 'mon-fri', restDay: 'Saturday' }).restDay,
    ).toBe('sat');
  });

  it('Kuala Lumpur 2021: the Malaysia Cup day of 3 December, declared under the Holidays Act 1951 s.9(2), is not a paid day of s.60D(1)(b) but among the choice (the Human Resources Minister, DagangNews, 2 December 2021)', () => {
    const answer = calendar.entitlements({ state: 'kuala-lumpur', year: 2021 });
    expect(answer.additional.map((entry) => entry.holiday.id)).not.toContain('2021-cuti-peristiwa-piala-malaysia');
    expect(find(answer, '2021-cuti-peristiwa-piala-malaysia').basis).toContain('s.9');
  });

  it("Kedah 2026 for a Monday–Friday week: the rest day is Sunday, and the Sultan's birthday on Sunday 5 July is paid on Monday 6 July", () => {
    const answer = calendar.entitlements({ state: 'kedah', year: 2026, workweek: 'mon-fri' });
    expect(answer.restDay).toBe('sun');
    expect(find(answer, '2026-hari-keputeraan-sultan-kedah')).toMatchObject({
      fallsOn: 'rest_day',
      paidOn: '2026-07-06',
    });
    expect(find(answer, '2026-hari-pekerja')).toMatchObject({ fallsOn: 'working_day', paidOn: '2026-05-01' });
  });

  it('Kuala Lumpur 2026: Federal Territory Day and Thaipusam both on Sunday 1 February give 2 and 3 February (JTKSM, December 2025)', () => {
    const answer = calendar.entitlements({ state: 'KL', year: 2026 });
    expect(find(answer, '2026-hari-wilayah-persekutuan')).toMatchObject({ fallsOn: 'rest_day', paidOn: '2026-02-02' });
    expect(find(answer, '2026-hari-wilayah-persekutuan').basis).toContain('Federal Territory Day');
    expect(answer.compulsory.map((entry) => entry.holiday.id)).toContain('2026-hari-wilayah-persekutuan');
    expect(find(answer, '2026-thaipusam')).toMatchObject({ fallsOn: 'rest_day', paidOn: '2026-02-03' });
    expect(answer.employerChoice.map((entry) => entry.holiday.id)).toContain('2026-thaipusam');
  });

  it("Selangor 2022: the section 8 days of the general election and the Prime Minister's appointment are always paid; polling Saturday is an off day", () => {
    const answer = calendar.entitlements({ state: 'selangor', year: 2022 });
    expect(rows(answer.additional)).toEqual([
      ['2022-cuti-peristiwa-pilihan-raya-umum-1', 'working_day', '2022-11-18'],
      ['2022-cuti-peristiwa-pilihan-raya-umum-2', 'off_day', null],
      ['2022-cuti-peristiwa-pelantikan-perdana-menteri', 'working_day', '2022-11-28'],
    ]);
    expect(answer.additional[0]!.basis).toContain('Holidays Act 1951 s.8');
  });

  it("Selangor 2023: the Hari Raya Aidilfitri day of 21 April is a section 8 day, never among the employer's choice", () => {
    const answer = calendar.entitlements({ state: 'selangor', year: 2023 });
    expect(answer.additional.map((entry) => entry.holiday.id)).toContain('2023-cuti-peristiwa-hari-raya-aidilfitri');
    expect(answer.employerChoice.map((entry) => entry.holiday.id)).not.toContain(
      '2023-cuti-peristiwa-hari-raya-aidilfitri',
    );
    // No replacement day of the Holidays Act appears: the proviso decides instead.
    expect(
      [...answer.compulsory, ...answer.additional, ...answer.employerChoice].some(
        (entry) => entry.holiday.type === 'replacement',
      ),
    ).toBe(false);
  });
  it('Selangor 2011, before Act A1419: ten paid, four compulsory, Malaysia Day a paragraph (b) day, appointed under the Holidays Act s.8 (the Human Resources Minister, Bernama, 15 September 2010)', () => {
    const answer = calendar.entitlements({ state: 'selangor', year: 2011 });
    expect(answer).toMatchObject({ paidHolidays: 10, employerChooses: 6 });
    expect(answer.compulsory.map((entry) => entry.holiday.id)).not.toContain('2011-hari-malaysia');
    expect(answer.additional.map((entry) => entry.holiday.id)).toContain('2011-hari-malaysia');
    expect(answer.employerChoice.map((entry) => entry.holiday.id)).not.toContain('2011-hari-malaysia');
  });
});

describe('entitlements under the Labour Ordinances of Sabah and Sarawak', () => {
  it("Sarawak 2025: Gawai on Sunday 1 June and on the Agong's birthday, 2 June, are paid on 3 and 4 June (Sarawak Labour Department, 10 May 2025)", () => {
    const answer = calendar.entitlements({ state: 'sarawak', year: 2025 });
    expect(answer).toMatchObject({ paidHolidays: 16, employerChooses: 12 });
    expect(find(answer, '2025-hari-keputeraan-agong')).toMatchObject({ fallsOn: 'working_day', paidOn: '2025-06-02' });
    expect(find(answer, '2025-hari-gawai-1')).toMatchObject({ fallsOn: 'rest_day', paidOn: '2025-06-03' });
    expect(find(answer, '2025-hari-gawai-2')).toMatchObject({
      fallsOn: 'working_day',
      paidOn: '2025-06-04',
      substitution: { reason: 'another_holiday' },
    });
    expect(answer.additional.map((entry) => entry.holiday.id)).toEqual(
      expect.arrayContaining(['2025-hari-kemerdekaan-sarawak', '2025-hari-malaysia']),
    );
  });

  it("Sarawak 2024, before the amendment: Gawai on Sunday 2 June falls to Monday 3 June, the Agong's birthday, and no further: no 4 June (Sarawak Labour Department, The Borneo Post, 20 May 2024)", () => {
    const answer = calendar.entitlements({ state: 'sarawak', year: 2024 });
    expect(find(answer, '2024-hari-keputeraan-agong')).toMatchObject({ fallsOn: 'working_day', paidOn: '2024-06-03' });
    expect(find(answer, '2024-hari-gawai-2')).toMatchObject({ fallsOn: 'rest_day', paidOn: '2024-06-03' });
    expect(
      [...answer.compulsory, ...answer.additional, ...answer.employerChoice].map((entry) => entry.paidOn),
    ).not.toContain('2024-06-04');
  });

  it("Sabah 2025: the Governor's birthday on Sunday 30 March, before the amendment came into force on 1 May 2025, is paid on Monday 31 March by the rest-day proviso then in force, though Hari Raya holds that day", () => {
    // In force 1 May 2025: the Human Resources Ministry (theSun, 5 February 2025); the proviso before it named only the rest day.
    const answer = calendar.entitlements({ state: 'sabah', year: 2025 });
    expect(find(answer, '2025-hari-jadi-tyt-sabah')).toMatchObject({ fallsOn: 'rest_day', paidOn: '2025-03-31' });
    expect(answer.compulsory.map((entry) => entry.holiday.id)).toContain('2025-hari-malaysia');
    expect(answer.notes.some((note) => note.includes('changed within the year'))).toBe(true);
  });

  it('Sabah 2026: fifteen paid, five compulsory with Malaysia Day (amendment in force 1 May 2025)', () => {
    const answer = calendar.entitlements({ state: 'sabah', year: 2026 });
    expect(answer).toMatchObject({ paidHolidays: 15, employerChooses: 10 });
    expect(answer.compulsory.map((entry) => entry.holiday.id)).toEqual([
      '2026-hari-jadi-tyt-sabah',
      '2026-hari-pekerja',
      '2026-hari-keputeraan-agong',
      '2026-hari-kebangsaan',
      '2026-hari-malaysia',
    ]);
  });
});

describe("entitlements: the employer's own choice (chosen)", () => {
  it("Kuala Lumpur 2022: an employer that did not choose Hari Raya owes Workers' Day (Sunday 1 May) on Monday 2 May, not 4 May (issue 51, from s.60D(1)'s proviso)", () => {
    const answer = calendar.entitlements({
      state: 'kuala-lumpur',
      year: 2022,
      chosen: 'tahun-baharu-cina-1,Chinese New Year (Second Day),hari-wesak,DEEPAVALI,Hari Krismas,hari-raya-haji-1',
    });
    expect(find(answer, '2022-hari-pekerja')).toMatchObject({ fallsOn: 'rest_day', paidOn: '2022-05-02' });
    expect(answer.employerChoice).toHaveLength(6);
    expect(answer.notChosen?.map((holiday) => holiday.id)).toContain('2022-hari-raya-aidilfitri-1');
    // Without chosen, every candidate is assumed chosen: Hari Raya holds 2 and 3 May, and Workers' Day is paid on 4 May.
    expect(find(calendar.entitlements({ state: 'kuala-lumpur', year: 2022 }), '2022-hari-pekerja').paidOn).toBe(
      '2022-05-04',
    );
  });

  it('a list repeated or comma-separated, and both refusals naming chosen', () => {
    const refusal = (chosen: string) => {
      try {
        calendar.entitlements({ state: 'kuala-lumpur', year: 2022, chosen });
      } catch (error) {
        return (error as CalendarError).message;
      }
      throw new Error('answered');
    };
    expect(refusal('no-such-day')).toContain("'chosen'");
    expect(
      refusal('thaipusam,tahun-baharu-cina-1,tahun-baharu-cina-2,hari-wesak,deepavali,hari-krismas,hari-raya-haji-1'),
    ).toMatch(/'chosen'.*6/);
  });
});

describe('entitlements: what the question refuses', () => {
  const refused = (query: Parameters<typeof calendar.entitlements>[0]) => {
    try {
      calendar.entitlements(query);
    } catch (error) {
      return error as CalendarError;
    }
    throw new Error('answered');
  };

  it('a rest day the week works, and a week with no day off', () => {
    expect(refused({ state: 'selangor', year: 2027, workweek: 'mon-fri', restDay: 'mon' })).toMatchObject({
      code: 'VALIDATION_ERROR',
      suggestions: ['sun', 'sat'],
    });
    expect(refused({ state: 'selangor', year: 2027, workweek: 'mon-sun' }).message).toContain('every day');
    expect(refused({ state: 'selangor', year: 2027, workweek: 'monday-funday' }).message).toContain("'workweek'");
  });
});

/**
 * The law's name and the notes in the reader's language: the Act as its Malay title and the
 * Malaysian Chinese press name it (Akta Kerja 1955; 《1955年雇佣法令》, Kwong Wah Yit Poh,
 * 16 Nov 2022: data/glossary.yaml); the days and their legal basis are the same in every language.
 */
describe('the entitlements in the reader’s language', () => {
  const english = calendar.entitlements({ state: 'selangor', year: 2026 });

  it.each([
    ['ms', 'Akta Kerja 1955 s.60D(1)', /hari rehat/],
    ['zh', '《1955年雇佣法令》第60D(1)条', /休息日/],
    ['ta', '1955ஆம் ஆண்டு வேலைச் சட்டம், பிரிவு 60D(1)', /ஓய்வு நாள்/],
  ] as const)('names the law and writes the notes in %s, and pays the same days', (lang, law, restDay) => {
    const answer = calendar.entitlements({ state: 'selangor', year: 2026, lang });
    expect(answer.law).toBe(law);
    expect(answer.notes).toHaveLength(english.notes.length);
    expect(answer.notes[0]).toMatch(restDay);
    for (const note of answer.notes) expect(note).not.toMatch(/\b(the|holiday|employer)\b/);
    expect({ ...answer, law: english.law, notes: english.notes }).toEqual(english);
  });

  it('says how the law read in a year before its amendment, in Chinese too', () => {
    // Sabah's Labour Ordinance before its 2025 amendment moved only a holiday on the rest day.
    expect(calendar.entitlements({ state: 'sabah', year: 2024, lang: 'zh' }).law).toBe(
      '《沙巴劳工法令》（第67章）第103(1)条，《2025年沙巴劳工法令（修正）法令》之前：当时附文只顺延落在休息日的假期',
    );
  });
});
