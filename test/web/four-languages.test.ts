import { describe, expect, it } from 'vitest';
import { appForTests } from '../support/fixtures.js';

type Named = { id: string; name: { ms: string; en: string; zh?: string; ta?: string } };

/** What a reader sees of a page: its text, without markup, scripts or the addresses in attributes. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'");

describe('Chinese and Tamil, complete', () => {
  const api = appForTests();
  const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ url, headers });

  /** The English names a Chinese or Tamil reader must not meet: those of Selangor's 2026 holidays and of the states, less those that are Malay too ("Thaipusam", "Deepavali", "Selangor"). */
  async function englishNames() {
    const holidays = (await get('/v1/holidays/between?start=2026-01-01&end=2026-12-31&state=selangor')).json()
      .data as Named[];
    const school = (await get('/v1/school/holidays?year=2026&state=selangor')).json().data as Named[];
    const states = (await get('/v1/states')).json().data as Named[];
    const records = [...holidays, ...school, ...states];
    const english = [...new Set(records.map((record) => record.name.en))].filter(
      (name) => !records.some((record) => record.name.ms.includes(name)),
    );
    // Sabah's and Sarawak's names are the same in every language written in Latin letters, and in none other.
    const latinStateNames = states.flatMap((state) => [state.name.ms, state.name.en]);
    return { english, latinStateNames, count: records.length };
  }

  it.each(['zh', 'ta'])('writes /selangor/2026?lang=%s with no English holiday or state name', async (lang) => {
    const page = await get(`/selangor/2026?lang=${lang}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<html lang="${lang}">`);
    const text = visibleText(page.body);
    const { english, latinStateNames, count } = await englishNames();
    expect(count).toBeGreaterThan(40);
    expect(english.length).toBeGreaterThan(20);
    for (const name of english) expect(text, name).not.toContain(name);
    for (const name of latinStateNames) expect(text, name).not.toContain(name);
  });

  it('answers Accept-Language: ta with the Tamil page, and names Selangor and Thaipusam as the Tamil press does', async () => {
    const page = await get('/selangor/2026', { 'accept-language': 'ta-MY, en;q=0.5' });
    expect(page.body).toContain('<html lang="ta">');
    expect(String(page.headers.vary)).toMatch(/accept-language/i);
    // Thisaigal News, 31 Dec 2025 and 7 Oct 2025 (data/notes/names.md): தைப்பூசம், சிலாங்கூர்.
    expect(page.body).toContain('தைப்பூசம்');
    expect(page.body).toContain('சிலாங்கூர்');
    expect((await get('/?lang=ta')).body).toContain('<html lang="ta">');
  });

  it('marks text in another language than the page’s with its own lang', async () => {
    // Exams keep the boards' own names (STPM, MUET), which no Tamil page translates.
    const page = (await get('/selangor/2026?lang=ta')).body;
    for (const match of page.matchAll(/<span lang="([a-z]+)">([^<]*)<\/span>/g)) expect(match[1]).not.toBe('ta');
    expect(page).toMatch(/<span lang="(en|ms)">[^<]*(STPM|MUET|SPM)/);
  });

  it.each(['ms', 'zh', 'ta'])(
    'writes the change feeds in %s: no English note, no English holiday name, a removed day by its name',
    async (lang) => {
      const { english } = await englishNames();
      for (const path of ['/v1/feed/changes', '/v1/feed/changes.json']) {
        const body = (await get(`${path}?lang=${lang}`)).body;
        // The change log's sentences reach each feed in its own language, never the English one.
        expect(body).not.toContain('Catatan penyelenggara');
        expect(body).not.toContain('维护者说明');
        expect(body).not.toContain('Holidays are now answered for every year');
        // Kedah's Aidilfitri day of 30 Mar 2025 was removed (data/changelog.yaml, 2026-11-24): named, not by its id.
        expect(body).not.toContain('2025-cuti-peristiwa-aidilfitri-kedah');
        if (lang !== 'ms') for (const name of english) expect(body, name).not.toContain(name);
      }
    },
  );

  it('tells a state’s feed of that state’s changes only', async () => {
    // 2026-11-25-every-year changed all sixteen states' weekend histories (data/changelog.yaml).
    const item = async (lang: string) =>
      (
        (await get(`/v1/feed/changes.json?state=kedah&lang=${lang}`)).json().items as {
          id: string;
          title: string;
          content_text: string;
        }[]
      ).find((entry) => entry.id.endsWith('/2026-11-25-every-year'))!;
    const ms = await item('ms');
    expect(ms.title).toBe('Kedah: Kedah dikemas kini');
    // The change, then the change log's own sentence in Malay (data/changelog.yaml, summaryIn).
    expect(ms.content_text.split('\n\n')).toEqual([
      'Kedah dikemas kini',
      expect.stringMatching(/^Cuti kini dijawab bagi setiap tahun dari 2001 hingga 2100/),
    ]);
    const ta = await item('ta');
    expect(ta.title).toBe('கெடா: கெடா புதுப்பிக்கப்பட்டது');
    for (const other of ['Johor', 'Selangor', 'ஜொகூர்', '16'])
      expect(ta.content_text + ta.title, other).not.toContain(other);
  });
});
