import type { FastifyInstance } from 'fastify';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.js';
import { testApp } from '../support/fixtures.js';

/**
 * The service on a loopback port (fixed clock) and Debian's chromium driving it, for the tests
 * of one file. Every page opened through `open` fails the test on a script error or a refused
 * resource (a Content-Security-Policy violation is reported that way).
 */
export function browserForTests() {
  const handle = {
    app: undefined as unknown as FastifyInstance,
    browser: undefined as unknown as Browser,
    base: '',
    problems: [] as string[],
    async open(path: string, options: { width?: number; javaScript?: boolean; locale?: string } = {}): Promise<Page> {
      const context = await handle.browser.newContext({
        viewport: { width: options.width ?? 1280, height: 900 },
        javaScriptEnabled: options.javaScript ?? true,
        ...(options.locale === undefined ? {} : { locale: options.locale }),
      });
      const page = await context.newPage();
      page.on('pageerror', (error) => handle.problems.push(`${path}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') handle.problems.push(`${path}: ${message.text()}`);
      });
      await page.goto(handle.base + path);
      return page;
    },
  };
  beforeAll(async () => {
    handle.app = await testApp();
    const address = await handle.app.listen({ port: 0, host: '127.0.0.1' });
    handle.base = address;
    handle.browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  }, 60_000);
  afterAll(async () => {
    await handle.browser?.close();
    await handle.app?.close();
  });
  return handle;
}
