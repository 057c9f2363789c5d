import { describe, expect, it } from 'vitest';
import { type Entitlements, createCalendar } from '../../src/index.js';

/**
 * The answers the Human Resources Ministry and the Labour Departments (JTKSM, Sarawak's) gave
 * in their own statements, one case per statement, each citing where it was published. The
 * dates, weekdays and days paid are the statements'; the Gregorian calendar gives the weekdays.
 */
const calendar = createCalendar({ now: () => new Date('2026-11-22T02:00:00Z') });

function find(answer: Entitlements, id: string) {
  const found = [...answer.compulsory, ...answer.additional, ...answer.employerChoice].find(
    (entry) => entry.holiday.id === id,
  );
  if (found === undefined) throw new Error(`${id} is not in the answer`);
  return found;
}
const paidDays = (answer: Entitlements) =>
  [...answer.compulsory, ...answer.additional, ...answer.employerChoice].map((entry) => entry.paidOn);
const ids = (list: readonly { holiday: { id: string } }[]) => list.map((entry) => entry.holiday.id);

describe('the Employment Act 1955, as the ministry and JTKSM applied it', () => {
  it('Kuala Lumpur 2026, an employer that did not choose Thaipusam: Federal Territory Day on Sunday 1 February is paid on Monday 2 February, and no 3 February (JTKSM via Bernama, 31 December 2025, "Thaipusam, Hari Wilayah Persekutuan diwartakan cuti am 2026")', () => {
    const answer = calendar.entitlements({
      state: 'kuala-lumpur',
      year: 2026,
      chosen: 'tahun-baharu-cina-1,tahun-baharu-cina-2,hari-wesak,deepavali,hari-krismas,hari-raya-haji-1',
    });
    expect(find(answer, '2026-hari-wilayah-persekutuan')).toMatchObject({ fallsOn: 'rest_day', paidOn: '2026-02-02' });
    expect(paidDays(answer)).not.toContain('2026-02-03');
    expect(answer.notChosen?.map((holiday) => holiday.id)).toContain('2026-thaipusam');
  });

  it('Kuala Lumpur 2022: Federal Territory Day and Chinese New Year on Tuesday 1 February give 3 February to an employer that chose Chinese New Year, and nothing more to one that did not (Human Resources Ministry, January 2022, as reported by AJobThing, "Should Federal Territory Employers Provide an Extra Public Holiday?")', () => {
    const chose = calendar.entitlements({
      state: 'kuala-lumpur',
      year: 2022,
      chosen: 'tahun-baharu-cina-1,tahun-baharu-cina-2',
    });
    expect(find(chose, '2022-hari-wilayah-persekutuan')).toMatchObject({ paidOn: '2022-02-01' });
    expect(find(chose, '2022-tahun-baharu-cina-1')).toMatchObject({
      paidOn: '2022-02-03',
      substitution: { reason: 'another_holiday' },
    });
    const didNot = calendar.entitlements({ state: 'kuala-lumpur', year: 2022, chosen: 'hari-wesak' });
    expect(paidDays(didNot)).not.toContain('2022-02-03');
  });

  it("Selangor 2020: the Agong's birthday on Monday 8 June, appointed under the Holidays Act s.8, is the compulsory holiday of s.60D(1)(a)(ii), paid on the day (Human Resources Ministry via Bernama, June 2020, reproduced by keluarga.my)", () => {
    const answer = calendar.entitlements({ state: 'selangor', year: 2020 });
    expect(ids(answer.compulsory)).toContain('2020-hari-keputeraan-agong');
    expect(find(answer, '2020-hari-keputeraan-agong')).toMatchObject({ fallsOn: 'working_day', paidOn: '2020-06-08' });
  });

  it("Kedah 2017: the Agong's birthday on Saturday 9 September falls on the last of the rest days, the rest day, and is paid on the next working day, Sunday 10 September (the Human Resources Minister via Bernama, Astro Awani, 18 July 2017)", () => {
    const answer = calendar.entitlements({ state: 'kedah', year: 2017 });
    expect(find(answer, '2017-hari-keputeraan-agong')).toMatchObject({
      fallsOn: 'rest_day',
      paidOn: '2017-09-10',
      substitution: { reason: 'rest_day' },
    });
  });

  it("Selangor 2017: the same Saturday is not the rest day of a Saturday–Sunday week (the last of its days off is Sunday), so the Agong's birthday is not moved (the same statement, Astro Awani, 18 July 2017)", () => {
    const answer = calendar.entitlements({ state: 'selangor', year: 2017 });
    expect(find(answer, '2017-hari-keputeraan-agong')).toMatchObject({ fallsOn: 'off_day', paidOn: null });
  });

  it("Selangor 2019: the Agong's installation day, 30 July, appointed under the Holidays Act s.8, is a paid day of s.60D(1)(b) the employer may replace (Human Resources Ministry via Bernama, September 2019, reproduced by arrisalah-elbi.blogspot.com)", () => {
    const answer = calendar.entitlements({ state: 'selangor', year: 2019 });
    expect(ids(answer.additional)).toContain('2019-hari-pertabalan-agong');
    expect(find(answer, '2019-hari-pertabalan-agong').basis).toContain('(b)');
  });

  it('Selangor 2010: Malaysia Day, a public holiday from 2010, was a paid day of s.60D(1)(b) (the Human Resources Minister via Bernama, 15 September 2010)', () => {
    const answer = calendar.entitlements({ state: 'selangor', year: 2010 });
    expect(ids(answer.additional)).toContain('2010-hari-malaysia');
  });

  it('Kuala Lumpur 2021: the Malaysia Cup day, declared by the Federal Territories Minister under the Holidays Act s.9(2), is not a paid holiday under s.60D(1)(b) (the Human Resources Minister via Bernama, Malay Mail, 2 December 2021, "Additional public holiday in FT: HR Minister encourages firms to give paid public holiday")', () => {
    const answer = calendar.entitlements({ state: 'kuala-lumpur', year: 2021 });
    expect(ids(answer.additional)).not.toContain('2021-cuti-peristiwa-piala-malaysia');
    expect(ids(answer.employerChoice)).toContain('2021-cuti-peristiwa-piala-malaysia');
  });

  it('Selangor and Sabah 2025: the extra Malaysia Day holiday of Monday 15 September is binding on employers, paid besides the gazetted days (the Human Resources Minister, 23 July 2025, Media Selangor, "Employers must comply with September 15 additional public holiday")', () => {
    for (const state of ['selangor', 'sabah']) {
      const answer = calendar.entitlements({ state, year: 2025 });
      expect(find(answer, '2025-cuti-peristiwa-hari-malaysia')).toMatchObject({ paidOn: '2025-09-15' });
      expect(ids(answer.additional)).toContain('2025-cuti-peristiwa-hari-malaysia');
    }
  });

  it('Selangor 2018: the days after the general election, 10 and 11 May, appointed under the Holidays Act s.8 for the Peninsula and Labuan, are paid; Sabah, where the State did not declare them, has neither (the Malaysian Employers Federation circular, Daily Express, 4 June 2018, "Poser whether May 10, 11 were public holidays")', () => {
    const selangor = calendar.entitlements({ state: 'selangor', year: 2018 });
    expect(ids(selangor.additional)).toEqual(
      expect.arrayContaining(['2018-cuti-peristiwa-selepas-pru14-1', '2018-cuti-peristiwa-selepas-pru14-2']),
    );
    const sabah = calendar.entitlements({ state: 'sabah', year: 2018 });
    expect(paidDays(sabah)).not.toContain('2018-05-10');
    expect(paidDays(sabah)).not.toContain('2018-05-11');
  });
});

describe("Sabah's Labour Ordinance before its 2025 amendment", () => {
  it('Sabah 2024: Malaysia Day and the Prophet\'s birthday both on Monday 16 September give no 17 September; for the private sector it is the employer\'s discretion (the Chief Minister, 5 September 2024, Talantang, "16 Sept cuti bertindih tapi 17 Sept bukan cuti umum")', () => {
    // The proviso then in force moved only a holiday on the rest day (the amendment, in force 1 May 2025, added another holiday).
    const answer = calendar.entitlements({ state: 'sabah', year: 2024 });
    expect(paidDays(answer)).not.toContain('2024-09-17');
    expect(find(answer, '2024-maulidur-rasul')).toMatchObject({ paidOn: null, substitution: null });
  });
});

describe("Sarawak's Labour Ordinance, as its Labour Department applied it", () => {
  it("Sarawak 2024: Malaysia Day and the Prophet's birthday both on Monday 16 September give no further day, as the proviso then moved only a holiday on the rest day (Sarawak Labour Department, The Borneo Post, 20 May 2024)", () => {
    const answer = calendar.entitlements({ state: 'sarawak', year: 2024 });
    expect(find(answer, '2024-hari-malaysia')).toMatchObject({ paidOn: '2024-09-16' });
    expect(find(answer, '2024-maulidur-rasul')).toMatchObject({ paidOn: null, substitution: null });
    expect(paidDays(answer)).not.toContain('2024-09-17');
  });

  it('Sarawak 2019: the Agong\'s installation day, 30 July, declared under the Public Holidays Ordinance, is a paid day of s.104(1)(b) (Sarawak Labour Department, The Borneo Post, 25 July 2019, "Paid public holidays applicable also to private sector employees")', () => {
    const answer = calendar.entitlements({ state: 'sarawak', year: 2019 });
    expect(ids(answer.additional)).toContain('2019-hari-pertabalan-agong');
  });
});
