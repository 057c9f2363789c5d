import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForTests, calendar, stateCodes } from '../support/fixtures.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
};

/** A plain static file server, as any host would be: files, index.html for a folder, 404.html for the rest. */
function staticServer(root: string): Server {
  return createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url!, 'http://x').pathname));
    let file = join(root, path);
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404, { 'content-type': TYPES['.html']! }).end(readFileSync(join(root, '404.html')));
    }
  });
}

/** The year grid of a page: the same facts whatever serves it. */
const yearGrid = (page: string) => /<div class="year"[\s\S]*?(?=<section id="day-details")/.exec(page)?.[0];
const localLinks = (page: string) =>
  [...page.matchAll(/(?:href|src)="(\/[^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

describe('the static export', { timeout: 60_000 }, () => {
  const api = appForTests();
  const directory = mkdtempSync(join(tmpdir(), 'calendar-site-'));
  let server: Server;
  let base = '';
  const get = async (path: string) => {
    const response = await fetch(base + path);
    return { status: response.status, body: await response.text() };
  };

  beforeAll(async () => {
    execFileSync('npx', ['tsx', 'scripts/export-site.ts', directory, '--origin', 'https://calendar.example'], {
      stdio: 'pipe',
    });
    server = staticServer(directory);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => {
    server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('writes every state and language for the gazetted years and the three projected years after them, and links no year it did not write', async () => {
    const { gazetted } = calendar.coverage().holidays;
    const [firstYear, lastYear] = [gazetted.firstYear, gazetted.lastYear + 3];
    const years = Array.from({ length: lastYear - firstYear + 1 }, (_, index) => firstYear + index);
    for (const prefix of ['', '/ms', '/zh']) {
      for (const state of stateCodes) {
        for (const year of years)
          expect((await get(`${prefix}/${state}/${year}/`)).status, `${prefix}/${state}/${year}/`).toBe(200);
      }
    }
    expect((await get(`/selangor/${lastYear + 1}/`)).status).toBe(404);
    const last = (await get(`/selangor/${lastYear}/`)).body;
    expect(last).not.toContain(`/selangor/${lastYear + 1}`);
    expect(last).toContain(`/selangor/${lastYear - 1}`);
  });

  it('serves the same year as the service, in each language, from a plain static file server', async () => {
    for (const [prefix, lang] of [
      ['', 'en'],
      ['/ms', 'ms'],
      ['/zh', 'zh'],
    ]) {
      const exported = await get(`${prefix}/johor/2025/`);
      const served = (await api.app.inject(`/johor/2025?lang=${lang}`)).body;
      expect(exported.body).toContain(`<html lang="${lang}">`);
      expect(yearGrid(exported.body)).toBeDefined();
      expect(yearGrid(exported.body)).toBe(yearGrid(served));
    }
  });

  it('has no broken link within the site, and sends feeds and the planner to the origin given', async () => {
    const pages = ['/', '/ms/', '/zh/selangor/2026/', '/kedah/2027/'];
    for (const page of pages) {
      const { body } = await get(page);
      for (const link of localLinks(body)) expect((await get(link)).status, `${page} → ${link}`).toBe(200);
      expect(body).not.toMatch(/(?:href|src|action)="https?:\/\/(?!calendar\.example\/|calendar\.google\.com\/)/);
    }
    const year = (await get('/selangor/2026/')).body;
    expect(year).toContain('href="webcal://calendar.example/v1/feed/ical/selangor.ics?lang=en"');
    expect(year).toContain('action="https://calendar.example/selangor/2026#leave"');
  });

  it("holds the example page of the library's browser build, its script bundled with the data (test/web/example-page.browser.test.ts runs it)", async () => {
    const page = await get('/examples/working-day/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<input type="date" id="day">');
    const script = await get('/examples/working-day/app.js');
    expect(script.status).toBe(200);
    expect(script.body).toContain(calendar.dataVersion);
    expect(script.body).not.toMatch(/from\s*"node:/);
  });

  it('answers an unknown address with its 404 page', async () => {
    const response = await get('/atlantis/2026/');
    expect(response.status).toBe(404);
    expect(response.body).toContain('<h1>Page not found</h1>');
  });

  it('links to PUBLIC_ORIGIN when no --origin is given, and refuses an origin that is not one', () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'export-origin-'));
    try {
      // One year's pages show where the links lead (the whole export is the tests' above).
      execFileSync('npx', ['tsx', 'scripts/export-site.ts', elsewhere, '--years', '2026-2026'], {
        stdio: 'pipe',
        env: { ...process.env, PUBLIC_ORIGIN: 'https://public.example/' },
      });
      const year = readFileSync(join(elsewhere, 'selangor', '2026', 'index.html'), 'utf8');
      expect(year).toContain('href="webcal://public.example/v1/feed/ical/selangor.ics?lang=en"');
      expect(year).not.toContain('localhost');
      let refused = '';
      try {
        execFileSync('npx', ['tsx', 'scripts/export-site.ts', elsewhere], {
          stdio: 'pipe',
          env: { ...process.env, PUBLIC_ORIGIN: 'https://public.example/calendar' },
        });
      } catch (error) {
        refused = String((error as { stderr: Buffer }).stderr);
      }
      expect(refused).toContain('PUBLIC_ORIGIN must be an origin');
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  }, 60_000);
});
