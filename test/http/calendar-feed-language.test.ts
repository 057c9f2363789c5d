import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { appForTests } from '../support/fixtures.js';

const api = appForTests();

type Holiday = { id: string; status: string; name: Record<string, string> };

function parsed(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => ({
    uid: String(vevent.getFirstPropertyValue('uid')),
    summary: String(vevent.getFirstPropertyValue('summary')),
    status: String(vevent.getFirstPropertyValue('status')),
  }));
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

/** What a tentative title says, in each language of the feed. */
const TENTATIVE = { en: ' (tentative)', ms: ' (tentatif)', zh: '（暂定）', ta: ' (தற்காலிகம்)' } as const;

describe('the iCal feed speaks the language asked for', () => {
  it('ends its last line with CRLF, as RFC 5545 ends every content line', async () => {
    for (const url of [
      '/v1/feed/ical/selangor',
      '/v1/feed/ical/johor?year=2026&lang=zh&include=holidays,school,exams',
    ]) {
      const { body } = await api.app.inject(url);
      expect(body.endsWith('END:VCALENDAR\r\n'), url).toBe(true);
      expect(body.endsWith('\r\n\r\n'), url).toBe(false);
    }
  });

  it.each(['en', 'ms', 'zh', 'ta'] as const)(
    'says "tentative" in the title of a tentative event, in %s',
    async (lang) => {
      // Selangor 2027: Aidilfitri (10-11 Mar) stays tentative until the Syawal proclamation (data/notes/2027.md §3).
      const { events } = parsed((await api.app.inject(`/v1/feed/ical/selangor?year=2027&lang=${lang}`)).body);
      const holidays = (
        await api.app.inject('/v1/holidays/between?start=2027-01-01&end=2027-12-31&state=selangor')
      ).json().data as Holiday[];
      const aidilfitri = holidays.find((holiday) => holiday.id === '2027-hari-raya-aidilfitri-1')!;
      expect(aidilfitri.status).toBe('tentative');
      for (const holiday of holidays) {
        const event = events.find((candidate) => candidate.uid.startsWith(`${holiday.id}.`))!;
        const name = holiday.name[lang] ?? holiday.name.en;
        expect(event.summary, holiday.id).toBe(holiday.status === 'tentative' ? `${name}${TENTATIVE[lang]}` : name);
        expect(event.status, holiday.id).toBe(holiday.status === 'tentative' ? 'TENTATIVE' : 'CONFIRMED');
      }
    },
  );

  it.each([
    ['en', 'Malaysian calendar: Selangor'],
    ['ms', 'Kalendar Selangor'],
    ['zh', '马来西亚日历：雪兰莪'],
    ['ta', 'மலேசிய நாள்காட்டி: சிலாங்கூர்'],
  ])('names the calendar in %s', async (lang, name) => {
    expect(parsed((await api.app.inject(`/v1/feed/ical/selangor?lang=${lang}`)).body).name).toBe(name);
  });

  it.each(['ms', 'zh', 'ta'])(
    'writes the %s feed in its language: no English name in any title or description',
    async (lang) => {
      const url = `/v1/feed/ical/selangor?year=2026&lang=${lang}&include=holidays,school`;
      const calendar = new ICAL.Component(ICAL.parse((await api.app.inject(url)).body));
      const descriptions = calendar
        .getAllSubcomponents('vevent')
        .flatMap((vevent) => [
          String(vevent.getFirstPropertyValue('summary')),
          String(vevent.getFirstPropertyValue('description')),
        ]);
      const holidays = (
        await api.app.inject('/v1/holidays/between?start=2026-01-01&end=2026-12-31&state=selangor')
      ).json().data as Holiday[];
      const school = (await api.app.inject('/v1/school/holidays?year=2026&state=selangor')).json().data as Holiday[];
      const records = [...holidays, ...school];
      // English names that are not also Malay words ("Thaipusam", "Deepavali" are both).
      const english = records
        .map((record) => record.name.en!)
        .filter((name) => !records.some((record) => record.name.ms!.includes(name)));
      expect(english.length).toBeGreaterThan(20);
      expect(descriptions.length).toBeGreaterThan(20);
      for (const description of descriptions) for (const name of english) expect(description, name).not.toContain(name);
      // The English feed still gives the official Malay name beside the English one.
      const inEnglish = (await api.app.inject('/v1/feed/ical/selangor?year=2026&include=school')).body.replace(
        /\r\n /g,
        '',
      );
      expect(inEnglish).toContain('Cuti Penggal 1 / Term 1 break');
    },
  );

  it.each([
    ['ms', 'Cuti umum persekutuan', 'Cuti sekolah'],
    ['zh', '联邦公共假期', '学校假期'],
    ['ta', 'கூட்டரசுப் பொது விடுமுறை', 'பள்ளி விடுமுறை'],
  ])(
    'files each %s event under a category in its words, and names the service in them',
    async (lang, federal, school) => {
      const { body } = await api.app.inject(`/v1/feed/ical/selangor?year=2026&lang=${lang}&include=holidays,school`);
      const calendar = new ICAL.Component(ICAL.parse(body));
      const categories = calendar
        .getAllSubcomponents('vevent')
        .map((vevent) => String(vevent.getFirstPropertyValue('categories')));
      expect(categories).toContain(federal);
      expect(categories.some((category) => category.startsWith(school))).toBe(true);
      // No type code (federal, islamic_state, cuti_akhir) nor the service's English name is left.
      expect(categories.filter((category) => /^[a-z_-]+$/.test(category))).toEqual([]);
      expect(String(calendar.getFirstPropertyValue('x-wr-caldesc'))).not.toContain('Calendar Service');
    },
  );

  it('keeps the English feed’s categories the type codes its subscribers may filter on', async () => {
    const { body } = await api.app.inject('/v1/feed/ical/selangor?year=2026');
    expect(body).toContain('CATEGORIES:federal\r\n');
  });
});
