import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appForTests, testApp } from '../support/fixtures.js';

const assetsOf = (page: string) => [...page.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);

describe('the pages beside the API', () => {
  const api = appForTests();
  const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ url, headers });

  it('serves the landing page and a year view as HTML under a strict policy', async () => {
    for (const url of ['/', '/selangor/2026']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("style-src 'self'");
      expect(policy).not.toContain('unsafe-inline');
      // Nothing inline for the policy to refuse: no script but the JSON data block, no style attribute or element.
      expect(response.body).not.toMatch(
        /<script(?![^>]*(?:src=|type="application\/json"))|<style|\sstyle=|\son[a-z]+=/,
      );
    }
  });

  it('offers the change feeds (Get alerts, and in the head) and the year’s holidays as CSV, each a link the service answers', async () => {
    const hrefOf = (page: string, pattern: RegExp) => new URL(pattern.exec(page)![1]!.replaceAll('&amp;', '&'));
    const year = (await get('/kedah/2026?lang=ms')).body;
    expect(year).toContain('<h2 id="alerts">Dapatkan makluman</h2>');
    for (const step of ['Outlook', 'Slack', 'Microsoft Teams']) expect(year).toContain(step);
    const atom = hrefOf(year, /<link rel="alternate" type="application\/atom\+xml"[^>]*href="([^"]+)"/);
    expect(`${atom.pathname}${atom.search}`).toBe('/v1/feed/changes?state=kedah&lang=ms');
    const feed = await get(`${atom.pathname}${atom.search}`);
    expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(feed.body).toContain('<title>Kalendar Malaysia: perubahan bagi Kedah</title>');
    // The Download CSV link gives the rows of the page's holiday list: every status of the year.
    const csv = hrefOf(year, /<a href="([^"]+)" download>Muat turun CSV/);
    const download = await get(`${csv.pathname}${csv.search}`);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    const listed = (await get('/v1/holidays?year=2026&state=kedah&status=all')).json().data.length;
    expect(download.body.trimEnd().split('\r\n')).toHaveLength(listed + 1);
    // The landing page: every state's changes, or the chosen state's.
    expect(
      hrefOf((await get('/')).body, /<link rel="alternate" type="application\/atom\+xml"[^>]*href="([^"]+)"/).search,
    ).toBe('?lang=en');
    expect(
      hrefOf(
        (await get('/?state=sabah&lang=zh')).body,
        /<link rel="alternate" type="application\/feed\+json"[^>]*href="([^"]+)"/,
      ).pathname,
    ).toBe('/v1/feed/changes.json');
  });

  it('keeps every API answer the API’s: /v1 and an unknown /v1 path are JSON', async () => {
    expect((await get('/v1')).headers['content-type']).toContain('application/json');
    const unknown = await get('/v1/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
  });

  it('puts every day of the year in the grid with its ISO date, and its kinds in data-kind and in words', async () => {
    const page = (await get('/kedah/2026?lang=en')).body;
    const cells = [
      ...page.matchAll(
        /<td data-date="(2026-\d\d-\d\d)"(?: data-kind="([^"]*)")?(?: aria-current="date")?>\d+(?:<span class="vh">([^<]*(?:<[^>]+>[^<]*)*?)<\/span>)?<\/td>/g,
      ),
    ];
    expect(cells).toHaveLength(365);
    // 2 January 2026 is a Friday: a weekend day in Kedah. 31 August is National Day.
    const byDate = new Map(cells.map((cell) => [cell[1], { kinds: cell[2] ?? '', words: cell[3] ?? '' }]));
    expect(byDate.get('2026-01-02')).toMatchObject({ kinds: 'weekend', words: ', Weekend' });
    expect(byDate.get('2026-08-31')!.kinds.split(' ')).toContain('holiday');
    expect(byDate.get('2026-08-31')!.words).toContain('Public holiday: National Day');
  });

  it('says plainly where the school data does not cover the year', async () => {
    expect((await get('/selangor/2025?lang=en')).body).toContain('No school calendar for 2025 yet');
    expect((await get('/selangor/2026?lang=en')).body).toContain('School group B.');
  });

  // 2027 school dates rest on transcriptions of the ministry's circular (data/notes/school.md §10):
  // group B's term 1 break is 6-14 March 2027.
  it.each([
    ['en', 'The 2027 school dates are tentative: they come from public transcriptions', 'Tentative school holiday'],
    ['ms', 'Tarikh sekolah 2027 adalah tentatif: diambil daripada transkripsi awam', 'Cuti sekolah tentatif'],
    ['zh', '2027年的学校日期为暂定：取自教育部通告', '暂定学校假期'],
  ])(
    'shades the tentative 2027 school breaks in Selangor and says where they come from (%s)',
    async (language, line, mark) => {
      const page = (await get(`/selangor/2027?lang=${language}`)).body;
      expect(page).toContain(line);
      expect(page).toContain('Kalendar Akademik 2027');
      expect(page).toMatch(
        /<td data-date="2027-03-10" data-kind="[^"]*\bschool school-tentative\b[^"]*">10<span class="vh">[^<]*/,
      );
      expect(page).toContain(`data-kind="school school-tentative"></span>${mark}`);
      expect(page).not.toMatch(/<td data-date="2027-03-05" data-kind="[^"]*school/);
    },
  );

  it('answers the leave planner’s form on the page, and says what it takes when the days are not a number it can plan', async () => {
    const planned = await get('/johor/2026?lang=en&leave=3');
    expect(planned.statusCode).toBe(200);
    expect(planned.body).toMatch(/\d+ days of leave give \d+ days off in breaks/);
    for (const query of ['leave=abc', 'leave=0', 'leave=61', 'leave=2.5', 'leave=5&break=6', 'leave=5&break=x']) {
      const response = await get(`/johor/2026?lang=en&${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.body, query).toContain(
        'Give a whole number of leave days from 1 to 60, and a shortest break of 3, 4, 5, 7, 9 days.',
      );
    }
  });

  it('plans for the shortest break chosen in the form, as GET /v1/leave-plans does, and keeps the choice selected', async () => {
    const plan = (await get('/v1/leave-plans?year=2027&state=selangor&leaveDays=6&minBreak=7')).json().data as {
      leaveDaysUsed: number;
      totalDaysOff: number;
      baselineDaysOff: number;
      breaks: { leaveDates: string[] }[];
    };
    const page = await get('/selangor/2027?lang=en&leave=6&break=7');
    expect(page.body).toContain(
      `${plan.leaveDaysUsed} days of leave give ${plan.totalDaysOff} days off in breaks of 7 days or more (${plan.baselineDaysOff} without leave).`,
    );
    expect(page.body).toMatch(/<option value="7" selected>7 days off<\/option>/);
    for (const date of plan.breaks.flatMap((b) => b.leaveDates))
      expect(page.body).toMatch(new RegExp(`data-date="${date}"[^>]*data-kind="[^"]*leave`));
    expect(page.body).not.toContain('Planned from');
  });

  it('in the current year plans from tomorrow, as GET /v1/leave-plans with that start does, and says so', async () => {
    // The fixed clock is 22 November 2026 in Kuala Lumpur.
    const plan = (await get('/v1/leave-plans?year=2026&state=selangor&leaveDays=3&start=2026-11-23')).json().data as {
      leaveDaysUsed: number;
      totalDaysOff: number;
      breaks: { leaveDates: string[] }[];
    };
    const page = await get('/selangor/2026?lang=en&leave=3');
    expect(page.body).toContain('Planned from 23 Nov');
    expect(page.body).toContain(`${plan.leaveDaysUsed} days of leave give ${plan.totalDaysOff} days off`);
    const leaveDates = plan.breaks.flatMap((b) => b.leaveDates);
    expect(leaveDates.every((date) => date >= '2026-11-23')).toBe(true);
    for (const date of leaveDates)
      expect(page.body).toMatch(new RegExp(`data-date="${date}"[^>]*data-kind="[^"]*leave`));
  });

  it('leads to next year from November on the landing page', async () => {
    // 22 November 2026: the states' links lead to 2027; in October they lead to 2026.
    expect((await get('/?lang=en')).body).toContain('href="/selangor/2027');
    const october = await testApp({ now: () => new Date('2026-10-15T02:00:00Z') });
    const body = (await october.inject('/?lang=en')).body;
    expect(body).toContain('href="/selangor/2026');
    expect(body).not.toContain('href="/selangor/2027');
    await october.close();
  });

  it('redirects an alias to the canonical page, and a state to its current year in Kuala Lumpur', async () => {
    const alias = await get('/penang/2026?lang=ms');
    expect(alias.statusCode).toBe(301);
    expect(alias.headers.location).toBe('/pulau-pinang/2026?lang=ms');
    // The fixed clock is 22 November 2026 in Kuala Lumpur.
    const state = await get('/KL');
    expect(state.statusCode).toBe(302);
    expect(state.headers.location).toBe('/kuala-lumpur/2026');
    expect(state.headers['cache-control']).toBe('no-store');
    const nearMidnight = await testApp({ now: () => new Date('2026-12-31T16:30:00Z') });
    expect((await nearMidnight.inject('/selangor')).headers.location).toBe('/selangor/2027');
    await nearMidnight.close();
  });

  it('answers an unknown state or an uncovered year with an HTML 404 page that links on', async () => {
    for (const [url, words] of [
      ['/selangr/2026', 'No state or federal territory is called “selangr”.'],
      ['/selangor/2101', 'No calendar for 2101'],
      ['/atlantis', 'called “atlantis”'],
    ]) {
      const response = await get(`${url}?lang=en`);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(words);
      expect(response.body).toContain('href="/selangor/2026?lang=en"');
    }
    expect((await get('/selangr/2026?lang=en')).body).toMatch(
      /Did you mean <a href="\/selangor\/2026\?lang=en">Selangor<\/a>/,
    );
  });

  it('speaks the language asked, else the browser’s, else English, and keeps it in links', async () => {
    const chinese = await get('/johor/2026', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' });
    expect(chinese.body).toContain('<html lang="zh">');
    expect(chinese.headers.vary).toBe('accept-language, accept-encoding');
    // Holiday names fall back to English where the data has no Chinese name, marked as English.
    expect(chinese.body).toMatch(/<span lang="en">[^<]+<\/span>|<td>[^<]*[\u4e00-\u9fff]/);
    const malay = await get('/johor/2026?lang=ms', { 'accept-language': 'zh' });
    expect(malay.body).toContain('<html lang="ms">');
    expect(malay.headers.vary).toBe('accept-encoding');
    expect(malay.body).toContain('href="/johor/2027?lang=ms"');
    expect((await get('/johor/2026', { 'accept-language': 'fr-FR' })).body).toContain('<html lang="en">');
    // RFC 9110 §12.4.2: quality 0 means "not acceptable", even when a wildcard accepts the rest.
    expect((await get('/johor/2026', { 'accept-language': 'en;q=0, *' })).body).not.toContain('<html lang="en">');
    // Of two ranges of the same quality, the visitor's first is taken.
    expect((await get('/johor/2026', { 'accept-language': 'ta, en' })).body).toContain('<html lang="ta">');
    expect((await get('/johor/2026')).body).toContain('<html lang="en">');
  });

  it('names assets by the hash of their bytes and lets browsers keep them for a year', async () => {
    const page = (await get('/selangor/2026')).body;
    const assets = assetsOf(page);
    expect(assets).toHaveLength(3);
    for (const url of assets) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const hash = createHash('sha256').update(response.rawPayload).digest('hex');
      expect(url).toContain(`.${hash.slice(0, 12)}.`);
    }
  });

  it.each(['en', 'ms', 'zh', 'ta'])(
    'transfers a year view in %s, its style sheet, script and icon in 60 KB or less, compressed',
    async (lang) => {
      const compressed = { 'accept-encoding': 'gzip, deflate, br' };
      const page = await get(`/selangor/2026?lang=${lang}`, compressed);
      let total = page.rawPayload.length;
      for (const url of assetsOf(page.body)) total += (await get(url, compressed)).rawPayload.length;
      expect(page.headers['content-encoding']).toBe('br');
      expect(total).toBeLessThanOrEqual(60 * 1024);
    },
  );

  it('counts a page view once against the rate limit: assets are not counted', async () => {
    const app = await testApp({ rateLimitPerMinute: 2 });
    const page = await app.inject('/selangor/2026');
    expect(page.headers['x-ratelimit-remaining']).toBe('1');
    for (const url of assetsOf(page.body)) {
      const asset = await app.inject(url);
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    expect((await app.inject('/')).headers['x-ratelimit-remaining']).toBe('0');
    expect((await app.inject('/')).statusCode).toBe(429);
    await app.close();
  });

  it('makes no request to another origin: every asset is its own', async () => {
    for (const url of ['/', '/selangor/2026']) {
      const page = (await get(url)).body;
      // A rel="alternate" link (the change feeds) names another form of the page: nothing fetches it.
      expect(page).not.toMatch(/(?:src|<link(?![^>]*rel="alternate")[^>]*href)="(?:https?:)?\/\//);
      expect(page).toMatch(/<link rel="alternate" type="application\/atom\+xml"/);
    }
  });

  it('says each fact as the API and the feeds do: Chinese state names, the additional holiday’s name, the library’s leave maximum', async () => {
    // The Chinese pages name a state as /states and the Chinese feed do.
    const johor = ((await get('/v1/states')).json().data as { code: string; name: { zh: string } }[]).find(
      (state) => state.code === 'johor',
    )!;
    const chinese = await get('/johor/2026?lang=zh');
    expect(chinese.body).toContain(`<h1>${johor.name.zh}`);
    expect(chinese.body).not.toMatch(/>Johor[^a-z]/);
    expect((await get('/v1/feed/ical/johor?lang=zh')).body).toContain(`X-WR-CALNAME:马来西亚日历：${johor.name.zh}`);
    // An additional (ad hoc) holiday is named on the page as in the feed of the same language (data/glossary.yaml).
    const feedType: Record<string, string> = {
      en: 'Additional holiday',
      ms: 'Cuti peristiwa',
      zh: '特别假期',
      ta: 'சிறப்பு விடுமுறை',
    };
    for (const language of ['en', 'ms', 'zh', 'ta']) {
      const page = (await get(`/perlis/2025?lang=${language}`)).body;
      const feed = (await get(`/v1/feed/ical/perlis?year=2025&lang=${language}`)).body.replace(/\r\n /g, '');
      const label = /2025-01-01[\s\S]*?<\/td><td>([^<]+)<\/td><td>/.exec(page)?.[1];
      expect(label, language).toBeDefined();
      expect(feed, language).toContain(`DESCRIPTION:${feedType[language]}`);
      expect(feedType[language]!.startsWith(label!), `${language}: ${label}`).toBe(true);
    }
    // The planner takes what the library plans: up to its maximum, and no more.
    const planner = (await get('/selangor/2026?lang=en')).body;
    const most = Number(/id="leave-days"[^>]* max="(\d+)"/.exec(planner)?.[1]);
    expect((await get(`/v1/leave-plans?year=2026&state=selangor&leaveDays=${most}`)).statusCode).toBe(200);
    expect((await get(`/v1/leave-plans?year=2026&state=selangor&leaveDays=${most + 1}`)).statusCode).toBe(400);
  });
});
