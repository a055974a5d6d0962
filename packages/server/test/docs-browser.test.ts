import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artefactsDir,
  CHROMIUM_ARGS,
  chromiumPath as executablePath,
  NO_CHROMIUM as SKIPPED,
} from './browser.js';
import { useTestApp } from './helpers.js';

/**
 * The reference as a person sees it: a real Chromium loads the pages the
 * server serves, runs their scripts, and is asked what is on screen.
 * Skipped, saying why, where there is no Chromium (./browser.ts).
 */
const ARTEFACTS = artefactsDir('docs-browser');
if (!executablePath) console.warn(`docs-browser.test.ts ${SKIPPED}`);

describe.skipIf(!executablePath)(
  `the served reference in a real browser${executablePath ? '' : ` (${SKIPPED})`}`,
  () => {
    const t = useTestApp();
    let browser: Browser;
    let base: string;

    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
      mkdirSync(ARTEFACTS, { recursive: true });
    });
    afterAll(async () => {
      await browser?.close();
    });

    /** A page that fails the test on any script error or request to another host. */
    async function open(path: string): Promise<Page> {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`script error: ${e.message}`));
      page.on('request', (r) => {
        if (!r.url().startsWith(base) && !r.url().startsWith('data:')) problems.push(`fetched ${r.url()}`);
      });
      (page as Page & { problems: string[] }).problems = problems;
      await page.goto(`${base}${path}`);
      return page;
    }
    const problemsOf = (page: Page) => (page as Page & { problems: string[] }).problems;

    it('the reference shows a sidebar, its search finds a resource, and a curl example is on screen', async () => {
      const page = await open('/api/docs/1.0');
      const sidebar = page.getByRole('navigation', { name: 'Resources' });
      await expect.poll(() => sidebar.getByRole('link', { name: 'buyer_fleets' }).isVisible()).toBe(true);
      expect(await sidebar.getByRole('link', { name: 'offers', exact: true }).isVisible()).toBe(true);

      await page.getByRole('searchbox', { name: 'Search resources' }).fill('fleet');
      expect(await sidebar.getByRole('link', { name: 'buyer_fleets' }).isVisible()).toBe(true);
      expect(await sidebar.getByRole('link', { name: 'offers', exact: true }).isVisible()).toBe(false);
      await page.screenshot({ path: join(ARTEFACTS, 'reference-search.png') });

      await page.getByRole('searchbox', { name: 'Search resources' }).press('Enter');
      await page.waitForURL(`${base}/api/docs/1.0/buyer_fleets`);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/^Buyer fleet/i);
      const curl = page.locator('pre.curl[data-example="buyer_fleets.create"]');
      await curl.scrollIntoViewIfNeeded();
      expect(await curl.isVisible()).toBe(true);
      expect(await curl.innerText()).toMatch(
        /^curl -X POST 'http:\/\/127\.0\.0\.1:3000\/api\/v1\/buyer_fleets'/,
      );
      expect(await page.getByText('Answers 201:').first().isVisible()).toBe(true);
      await page.screenshot({ path: join(ARTEFACTS, 'reference-buyer-fleets.png'), fullPage: false });
      expect(problemsOf(page)).toEqual([]);
    });

    it('a search that matches nothing says so', async () => {
      const page = await open('/api/docs/1.0/errors');
      await page.getByRole('searchbox', { name: 'Search resources' }).fill('no such thing at all');
      expect(await page.getByText('No resource matches.').isVisible()).toBe(true);
      expect(await page.locator('#resources li:not([hidden])').count()).toBe(0);
    });

    it.each([
      [1440, 900],
      [390, 844],
    ])(
      'at %i px wide the reference fits: no table runs past the page, nothing scrolls sideways',
      async (width, height) => {
        for (const path of ['', '/buyers', '/calls', '/errors']) {
          const page = await browser.newPage({ viewport: { width, height } });
          await page.goto(`${base}/api/docs/1.0${path}`);
          const fit = await page.evaluate(() => {
            const main = document.querySelector('main')!;
            const right = main.getBoundingClientRect().right;
            return {
              page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
              main: main.scrollWidth - main.clientWidth,
              tables: [...main.querySelectorAll('table')].filter(
                (t) => t.getBoundingClientRect().right > right + 1,
              ).length,
            };
          });
          expect(fit, `${path || '/'} at ${width} px`).toEqual({ page: 0, main: 0, tables: 0 });
          await page.screenshot({
            path: join(ARTEFACTS, `layout-${width}${path.replaceAll('/', '-') || '-index'}.png`),
          });
          await page.close();
        }
      },
    );

    it('on a phone the resource list sits above the content, which takes the whole width', async () => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(`${base}/api/docs/1.0/buyers`);
      const nav = await page.getByRole('navigation', { name: 'Resources' }).boundingBox();
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(nav!.width).toBeGreaterThan(380);
      expect(heading!.y).toBeGreaterThan(nav!.y + nav!.height - 1);
      expect(nav!.height).toBeLessThan(844 * 0.7);
      await page.close();
    });

    it('the Scalar page renders one tag of the OpenAPI document: sidebar, search and the curl sample', {
      timeout: 90_000,
    }, async () => {
      const page = await open('/api/docs/1.0/openapi/buyer_fleets');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Leadline API', level: 1 }).isVisible(), {
          timeout: 20_000,
        })
        .toBe(true);
      expect(await page.getByText('buyer_fleets', { exact: true }).first().isVisible()).toBe(true);
      // One tag's share of the document: another resource's operations are not in it.
      expect(await page.getByText('Create a buyer', { exact: true }).count()).toBe(0);
      await page.screenshot({ path: join(ARTEFACTS, 'scalar.png') });

      await page.keyboard.press('ControlOrMeta+k');
      await page.keyboard.type('Create a buyer_fleet');
      const hit = page.getByRole('option', { name: /Create a buyer_fleet/ }).first();
      await expect.poll(() => hit.isVisible(), { timeout: 10_000 }).toBe(true);
      await page.screenshot({ path: join(ARTEFACTS, 'scalar-search.png') });
      await hit.click();
      // The operation's own sample (x-codeSamples): the recorded request, beside the answer it got.
      const sample = page
        .locator('pre', { hasText: "curl -X POST 'http://127.0.0.1:3000/api/v1/buyer_fleets'" })
        .first();
      await expect.poll(() => sample.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await page.getByText('"status": 201').first().isVisible()).toBe(true);
      await page.screenshot({ path: join(ARTEFACTS, 'scalar-buyer-fleets.png') });
      expect(problemsOf(page)).toEqual([]);
    });
  },
);
