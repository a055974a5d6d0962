import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artefactsDir,
  CHROMIUM_ARGS,
  chromiumPath as executablePath,
  NO_CHROMIUM as SKIPPED,
} from './browser.js';
import { seedCall, utc } from './call-seed.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';
import { WebhookReceiver } from './webhook-receiver.js';

/**
 * The operator console as an operator uses it: a real Chromium signs in to
 * /console on a real server with seeded records and the simulated carrier,
 * and is asked what is on screen. Every page is checked by axe-core and
 * photographed at a desktop's and a phone's width (test-results/console).
 * Skipped, saying why, where there is no Chromium (./browser.ts).
 */
const ARTEFACTS = artefactsDir('console');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
if (!executablePath) console.warn(`console-browser.test.ts ${SKIPPED}`);

describe.skipIf(!executablePath)(
  `the console in a real browser${executablePath ? '' : ` (${SKIPPED})`}`,
  () => {
    const t = useTestApp(
      { publicUrl: PUBLIC_URL },
      { allowPrivateUrls: LOCAL_STAND_INS, other: 'Second Shop' },
    );
    const kit = useInboundKit(t);
    const receiver = new WebhookReceiver();
    let browser: Browser;
    let base: string;
    let number: Body;
    let buyers: Body[];
    let offer: Body;
    let worker: { stop: () => Promise<void> };

    beforeAll(async () => {
      await receiver.start();
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
      // As `leadline serve` does: a worker dispatches events (the live stream shows dispatched ones) and webhooks.
      worker = t.leadline.jobs.startWorker({ pollMs: 20 });
      mkdirSync(ARTEFACTS, { recursive: true });

      await kit.carrier('twilio');
      offer = await kit.create('offers', 'offer', { name: 'Home Insurance' });
      const source = await kit.create('traffic_sources', 'traffic_source', { company_name: 'Radio spots' });
      buyers = [
        await kit.create('buyers', 'buyer', {
          name: 'Acme Insurance',
          number: kit.number('312'),
          offer_ids: [offer.id],
          tier: 1,
          daily_cap_limit: 50,
          concurrency_cap_limit: 3,
        }),
        await kit.create('buyers', 'buyer', {
          name: 'Beacon Cover',
          number: kit.number('415'),
          offer_ids: [offer.id],
          tier: 2,
        }),
      ];
      number = await kit.trackingNumber('twilio', {
        offer_id: offer.id,
        traffic_source_id: source.id,
        name: 'Radio line',
      });
      const hook = await kit.create('outgoing_webhooks', 'outgoing_webhook', {
        name: 'CRM on call end',
        trigger: 'call_ended',
        offer_ids: [offer.id],
      });
      await kit.create('outgoing_webhook_urls', 'outgoing_webhook_url', {
        outgoing_webhook_id: hook.id,
        url: receiver.url('/crm?call=[call_id]'),
        method: 'get',
      });
      // Calls of three March days for the stats, as the router and carriers leave them.
      for (const [day, revenue, buyer] of [
        ['2026-03-01 15:00', 10, 0],
        ['2026-03-01 16:30', 25.5, 1],
        ['2026-03-02 10:00', 40, 0],
        ['2026-03-03 12:00', 7.25, 1],
        ['2026-03-03 12:30', 0, 0],
      ] as const) {
        await seedCall(t, {
          created_at: utc(day),
          offer_id: offer.id,
          traffic_source_id: source.id,
          buyer_id: buyers[buyer]!.id,
          revenue,
          total_duration: 90,
        });
      }
      const lead = await kit.api('POST', '/leads', {
        caller_id: kit.number('720'),
        lead_token: offer.lead_token,
        data: { first_name: 'Dana', last_name: 'Reyes', email: 'dana@example.com' },
      });
      expect(lead.statusCode).toBe(200);
      // A list longer than a screen, for the virtual table.
      for (let i = 0; i < 90; i++) {
        const more = await kit.api('POST', '/leads', {
          caller_id: kit.number('720'),
          lead_token: offer.lead_token,
        });
        expect(more.statusCode, more.body).toBe(200);
      }
    });
    afterAll(async () => {
      await worker?.stop();
      await browser?.close();
      await receiver.stop();
    });

    const api = async (path: string) => {
      const res = await kit.api('GET', path);
      expect(res.statusCode).toBe(200);
      return res.json();
    };

    /** A tab that fails the test on a script error, a refused CSP, or a request to another host. */
    async function tab(
      viewport = DESKTOP,
    ): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
      const context = await browser.newContext({ viewport, acceptDownloads: true });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`script error: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) problems.push(m.text());
      });
      page.on('request', (r) => {
        if (!r.url().startsWith(base) && !/^(data|blob):/.test(r.url())) problems.push(`fetched ${r.url()}`);
        if (r.url().includes(t.tenant.privateKey) || r.url().includes('lldt_'))
          problems.push(`credential in ${r.url()}`);
      });
      return { page, context, problems };
    }

    async function signIn(page: Page, who = t.tenant) {
      await page.goto(`${base}/console/`);
      await page.getByLabel('Public key').fill(who.publicKey);
      await page.getByLabel('Private key').fill(who.privateKey);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Live calls', level: 1 }).waitFor();
    }

    /** axe-core's violations on the page as it is now (rule id and the elements), none expected. */
    async function axe(page: Page): Promise<string[]> {
      await page.evaluate(AXE);
      const violations = await page.evaluate(async () => {
        const run = (window as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } }).axe.run;
        return (await run()).violations as { id: string; nodes: { target: string[] }[] }[];
      });
      return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }

    it('signs in with a key pair kept in session storage only, and signs out clearing it', async () => {
      const { page, context, problems } = await tab();
      await page.goto(`${base}/console/`);
      await page.screenshot({ path: join(ARTEFACTS, 'sign-in.png') });
      expect(await axe(page)).toEqual([]);
      const csp = (await page.request.get(`${base}/console/`)).headers()['content-security-policy'];
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("connect-src 'self'");

      await signIn(page);
      expect(page.url()).toBe(`${base}/console/`);
      expect(await page.getByText(`${t.tenant.company.name} ·`).isVisible()).toBe(true);
      const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
      expect(stored).toContain(t.tenant.privateKey);
      expect(await page.evaluate(() => JSON.stringify(localStorage) + document.cookie)).not.toContain(
        t.tenant.privateKey,
      );

      await page.reload();
      await page.getByRole('heading', { name: 'Live calls', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'Sign in to the Leadline console' }).waitFor();
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

      await page.getByLabel('Public key').fill(t.tenant.publicKey);
      await page.getByLabel('Private key').fill('llsk_wrong');
      await page.getByRole('button', { name: 'Sign in' }).click();
      expect(await page.getByRole('alert').innerText()).toBe('These credentials are not valid.');
      expect(problems).toEqual([]);
      await context.close();
    });

    it('shows a call in progress as the carrier rings it, drops it when it ends or is hung up, and plays a simulated call into the live view and its trace', async () => {
      const { page, context, problems } = await tab();
      await signIn(page);
      await page.getByText('Live: calls appear and leave as they happen.').waitFor();
      const inProgress = page.getByRole('region', { name: /^In progress/ });

      const ring = kit.ring('twilio', number.number as string, kit.number('303'));
      expect((await ring.send()).statusCode).toBe(200);
      const live = await kit.callBySid(ring.id);
      const row = inProgress.getByRole('row', { name: new RegExp(`Call ${live!.id} `) });
      await row.waitFor();
      expect(await row.innerText()).toContain('Home Insurance');
      expect(await row.innerText()).toContain('Radio spots');
      await row.getByRole('button', { name: `Hang up call ${live!.id}` }).waitFor({ state: 'visible' });
      await page.screenshot({ path: join(ARTEFACTS, 'live-calls-in-progress.png') });
      expect(
        (
          await kit.webhook('twilio', 'status', {
            CallSid: ring.id,
            CallStatus: 'completed',
            CallDuration: '30',
          })
        ).statusCode,
      ).toBe(200);
      await row.waitFor({ state: 'detached' });

      // The operator hangs up the next one: the carrier is told, and the call leaves the list.
      const second = kit.ring('twilio', number.number as string, kit.number('303'));
      expect((await second.send()).statusCode).toBe(200);
      const secondCall = await kit.callBySid(second.id);
      const hangUp = page.getByRole('button', { name: `Hang up call ${secondCall!.id}` });
      await hangUp.click();
      await hangUp.waitFor({ state: 'detached' });
      expect(kit.carriers.requests.at(-1)).toMatchObject({
        method: 'POST',
        path: `/2010-04-01/Accounts/AC_test/Calls/${second.id}.json`,
        body: 'Status=completed',
      });
      expect((await api(`/calls/${secondCall!.id}`)).call).toMatchObject({
        status: 'completed',
        hangup_cause: 'hung_up_by_api',
      });

      await page.getByLabel('Tracking number').selectOption(number.number as string);
      await page.getByLabel('Dial results').fill('busy, completed');
      await page.getByRole('button', { name: 'Simulate' }).click();
      const done = await page.getByRole('status').filter({ hasText: 'Simulated call' }).innerText();
      const id = /call (\d+)/.exec(done)![1];
      const ended = page
        .getByRole('region', { name: 'Just ended' })
        .getByRole('link', { name: `Call ${id}`, exact: true });
      await ended.waitFor();
      const zone = t.tenant.company.time_zone;
      const today = new Date().toLocaleDateString('en-CA', { timeZone: zone });
      const figures = await api(
        `/calls/reports?created_at_from=${today}&time_zone=${encodeURIComponent(zone)}`,
      );
      await expect
        .poll(() => page.locator('.figures div', { hasText: 'Calls' }).locator('dd').innerText())
        .toBe(String(figures.reports.totals.calls_count));
      await page.screenshot({ path: join(ARTEFACTS, 'live-calls.png'), fullPage: true });

      await ended.click();
      await page.getByRole('heading', { name: `Call ${id}`, level: 1 }).waitFor();
      const steps = page.getByRole('list', { name: 'Steps of the call' }).getByRole('listitem');
      await steps.first().waitFor();
      const events = (await api(`/calls/${id}/events`)).events as { type: string }[];
      // Buyer names fill in once their query answers (ids show until then): wait for them.
      const shown = (line: string) => async () =>
        (await steps.allInnerTexts()).some((s) => s.startsWith(line));
      await expect.poll(shown('Buyer considered · Acme Insurance · eligible')).toBe(true);
      await expect.poll(shown('Dial result · Acme Insurance · busy')).toBe(true);
      await expect.poll(shown('Dial result · Beacon Cover · completed')).toBe(true);
      expect(await steps.allInnerTexts()).toHaveLength(events.length);
      await page.screenshot({ path: join(ARTEFACTS, 'call-story.png'), fullPage: true });
      expect(await axe(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('pauses a buyer, and the next call’s trace shows routing skip it; resuming brings it back', async () => {
      const { page, context, problems } = await tab();
      await signIn(page);
      await page.getByRole('link', { name: 'Buyers & caps' }).click();
      const acme = page.getByRole('row', { name: /Acme Insurance/ }).first();
      await acme.getByRole('button', { name: 'Pause Acme Insurance' }).click();
      await acme.getByText('Paused').waitFor();
      expect((await api(`/buyers/${buyers[0]!.id}`)).buyer.paused).toBe(true);
      // Its daily connection cap: the calls it answered today (GET /calls/reports by buyer from today's start) of 50.
      const zone = t.tenant.company.time_zone;
      const today = new Date().toLocaleDateString('en-CA', { timeZone: zone });
      const byBuyer = (
        await api(
          `/calls/reports?group_by=buyer&created_at_from=${today}&time_zone=${encodeURIComponent(zone)}`,
        )
      ).reports.groups.buyer as { key: number; answered_count: number }[];
      const taken = byBuyer.find((g) => Number(g.key) === buyers[0]!.id)?.answered_count ?? 0;
      expect(
        await acme
          .getByRole('list', { name: 'Caps of Acme Insurance' })
          .getByRole('listitem')
          .allInnerTexts(),
      ).toEqual([`Connections today: ${taken} / 50`]);
      expect(await acme.locator('td[data-label="Concurrency"]').textContent()).toBe('0 / 3');
      await page.screenshot({ path: join(ARTEFACTS, 'buyers.png'), fullPage: true });

      await page.getByRole('link', { name: 'Live calls' }).click();
      await page.getByLabel('Tracking number').selectOption(number.number as string);
      await page.getByLabel('Dial results').fill('completed');
      await page.getByRole('button', { name: 'Simulate' }).click();
      await page.getByRole('status').filter({ hasText: 'Simulated call' }).getByRole('link').click();
      const steps = page.getByRole('list', { name: 'Steps of the call' }).getByRole('listitem');
      await steps.first().waitFor();
      // Buyer names fill in once their query answers (ids show until then): wait for them.
      const shown = (line: string) => async () =>
        (await steps.allInnerTexts()).some((s) => s.startsWith(line));
      await expect.poll(shown('Buyer considered · Acme Insurance · skipped: paused')).toBe(true);
      await expect.poll(shown('Dial result · Beacon Cover · completed')).toBe(true);
      expect(await shown('Dialled · Acme Insurance')()).toBe(false);

      await page.getByRole('link', { name: 'Buyers & caps' }).click();
      await page.getByRole('button', { name: 'Resume Acme Insurance' }).click();
      await page.getByRole('button', { name: 'Pause Acme Insurance' }).waitFor();
      expect((await api(`/buyers/${buyers[0]!.id}`)).buyer.paused).toBe(false);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('draws the stats /calls/stats answers, with the same figures in its table and its CSV', async () => {
      const { page, context, problems } = await tab();
      await signIn(page);
      await page.getByRole('link', { name: 'Stats' }).click();
      await page.getByRole('combobox', { name: 'Figure' }).selectOption('revenue');
      await page.getByRole('combobox', { name: 'By' }).selectOption('created_at_day');
      await page.getByLabel('From').fill('2026-03-01');
      await page.getByLabel('To').fill('2026-03-03');
      await page.getByRole('button', { name: 'Show' }).click();
      await page.getByRole('heading', { name: 'Revenue by day' }).waitFor();
      const zone = t.tenant.company.time_zone;
      const stats = (
        await api(
          `/calls/stats?stat=revenue&group_by=created_at_day&created_at_from=2026-03-01&created_at_to=${encodeURIComponent('2026-03-03 23:59:59')}&time_zone=${encodeURIComponent(zone)}`,
        )
      ).stats as { total: number; groups: { label: string; value: number; calls_count: number }[] };
      expect(stats.groups.map((g) => g.value).reduce((a, b) => a + b, 0)).toBe(82.75);

      const table = page.getByRole('region', { name: 'Revenue by day: figures' });
      const rows = await table
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
      expect(rows).toEqual(
        stats.groups.map((g) => [g.label, `$${g.value.toFixed(2)}`, String(g.calls_count)]),
      );
      // The chart itself: the pointer over each day's point, and what its legend then reads.
      const chart = page.getByRole('img', { name: 'Revenue by day' });
      const over = chart.locator('.u-over');
      const box = (await over.boundingBox())!;
      for (const [i, g] of stats.groups.entries()) {
        await over.hover({
          position: { x: (box.width * (i + 0.5)) / stats.groups.length, y: box.height / 2 },
        });
        const legend = await chart.locator('.u-legend .u-value').allInnerTexts();
        expect(legend).toEqual([g.label, `$${g.value.toFixed(2)}`]);
      }
      expect(await page.getByRole('status').innerText()).toContain(`Total $${stats.total.toFixed(2)}`);
      await page.screenshot({ path: join(ARTEFACTS, 'stats.png'), fullPage: true });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download CSV' }).click(),
      ]);
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv).toBe(
        [
          'label,revenue,calls_count',
          ...stats.groups.map((g) => `"${g.label}",${g.value},${g.calls_count}`),
          '',
        ].join('\n'),
      );

      // One buyer's revenue: the same filter as /calls/stats takes.
      await page.getByRole('combobox', { name: 'Buyer', exact: true }).selectOption('Acme Insurance');
      await page.getByRole('button', { name: 'Show' }).click();
      const acme = (
        await api(
          `/calls/stats?stat=revenue&group_by=created_at_day&buyer_id=${buyers[0]!.id}&created_at_from=2026-03-01&created_at_to=${encodeURIComponent('2026-03-03 23:59:59')}&time_zone=${encodeURIComponent(zone)}`,
        )
      ).stats as typeof stats;
      expect(acme.total).toBe(50);
      await expect.poll(() => page.getByRole('status').textContent()).toContain('Total $50.00 over 3 calls');
      const acmeRows = await table
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
      expect(acmeRows).toEqual(
        acme.groups.map((g) => [g.label, `$${g.value.toFixed(2)}`, String(g.calls_count)]),
      );
      expect(problems).toEqual([]);
      await context.close();
    });

    it('re-fires a webhook delivery and shows its new attempt', async () => {
      // A call on a number of the offer without a traffic source, delivered by the worker.
      const plain = await kit.trackingNumber('twilio', { offer_id: offer.id });
      const simulated = await kit.api('POST', '/calls/simulate', {
        number: plain.number,
        caller_id: kit.number('303'),
      });
      expect(simulated.statusCode).toBe(201);
      const callId = simulated.json().call.id as number;
      const toCrm = () => receiver.received.filter((r) => r.path === `/crm?call=${callId}`).length;
      await expect.poll(toCrm).toBe(1);
      const logs = (await api('/webhook_logs?order=id&order_dir=desc')).webhook_logs as Body[];
      const first = logs.find((l) => l.call_id === callId)!;
      const { page, context, problems } = await tab();
      await signIn(page);
      await page.getByRole('link', { name: 'Webhooks' }).click();
      await page.getByRole('button', { name: `#${first.id}`, exact: true }).click();
      await page.getByRole('heading', { name: `Attempt #${first.id}` }).waitFor();
      expect(await page.getByRole('region', { name: `Attempt #${first.id}` }).innerText()).toContain(
        String(first.request_url),
      );
      await page.getByRole('button', { name: 'Fire again' }).click();
      const said = await page.getByRole('status').filter({ hasText: 'Fired again' }).innerText();
      const newId = Number(/attempts? (\d+)/.exec(said)![1]);
      expect(newId).toBeGreaterThan(Number(logs[0]!.id));
      await page.getByRole('button', { name: `#${newId}`, exact: true }).waitFor();
      await page.getByRole('heading', { name: `Attempt #${newId}` }).waitFor();
      expect(toCrm()).toBe(2);
      const fired = (await api(`/webhook_logs/${newId}`)).webhook_log;
      expect(fired).toMatchObject({ call_id: first.call_id, success: true });
      await page.screenshot({ path: join(ARTEFACTS, 'webhooks.png'), fullPage: true });
      expect(problems).toEqual([]);
      await context.close();
    });

    it('shows a read-only key what it may read and no buttons that write', async () => {
      const issued = await t.leadline.keys.create(t.tenant.company.id, { permissions: 'calls:read' });
      const { page, context, problems } = await tab();
      await signIn(page, { ...t.tenant, publicKey: issued.key.public_key, privateKey: issued.private_key });
      const nav = page.getByRole('navigation', { name: 'Console' });
      expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Live calls', 'Stats']);
      await page.getByRole('region', { name: 'Just ended' }).getByRole('link').first().waitFor();
      expect(await page.getByRole('heading', { name: 'Simulate a call' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /Hang up/ }).count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('plays a recorded call’s recording on its page, beside the recording step of its trace', async () => {
      const recorded = await kit.create('offers', 'offer', { name: 'Recorded line' });
      await kit.create('buyers', 'buyer', {
        name: 'Cove Agency',
        number: kit.number('212'),
        offer_ids: [recorded.id],
      });
      await kit.create('call_recording_rules', 'call_recording_rule', {
        name: 'Record all',
        offer_id: recorded.id,
      });
      const line = await kit.trackingNumber('twilio', { offer_id: recorded.id });
      const r = kit.ring('twilio', line.number as string, kit.number('303'));
      const answered = await r.send();
      const callback = /recordingStatusCallback="([^"]+)"/.exec(answered.body)![1]!;
      const url = 'https://api.twilio.com/2010-04-01/Accounts/AC_test/Recordings/RE42';
      expect((await kit.follow(callback, { RecordingUrl: url, RecordingSid: 'RE42' })).statusCode).toBe(200);
      const call = (await api(`/calls/${(await kit.callBySid(r.id))!.id}`)).call as Body;
      expect(call.recording_url).toBeTruthy();

      const { page, context, problems } = await tab();
      await signIn(page);
      await page.goto(`${base}/console/calls/${call.id}`);
      await page.getByRole('heading', { name: 'Recording' }).waitFor();
      expect(await page.locator('audio[controls]').getAttribute('src')).toBe(call.recording_url);
      const steps = page.getByRole('list', { name: 'Steps of the call' }).getByRole('listitem');
      await steps.first().waitFor();
      expect((await steps.allTextContents()).some((s) => s.startsWith('Recording'))).toBe(true);
      expect(await axe(page)).toEqual([]);
      const ended = await kit.webhook('twilio', 'status', {
        CallSid: r.id,
        CallStatus: 'completed',
        CallDuration: '40',
      });
      expect(ended.statusCode).toBe(200);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('signs in with a developer token that reaches two companies once the company is named', async () => {
      const user = await t.leadline.users.ensure({ email: 'operator@example.com' });
      for (const company of [t.tenant.company, t.other.company]) {
        await t.leadline.users.addToCompany(user.id, company.id, { superuser: false, permissions: '*:read' });
      }
      const { secret } = await t.leadline.tokens.create(user.id);
      const { page, context, problems } = await tab();
      await page.goto(`${base}/console/`);
      await page.getByRole('radio', { name: 'A developer token' }).check();
      await page.getByRole('textbox', { name: 'Developer token' }).fill(secret);
      await page.getByRole('button', { name: 'Sign in' }).click();
      expect(await page.getByRole('alert').textContent()).toMatch(/^company_id is required/);
      await page.getByLabel('Company (id or subdomain)').fill(String(t.tenant.company.id));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Live calls', level: 1 }).waitFor();
      const me = (
        await t.app.inject({
          url: `/api/v1/me?company_id=${t.tenant.company.id}`,
          headers: { authorization: `Token ${secret}` },
        })
      ).json().me;
      expect(me.company.id).toBe(t.tenant.company.id);
      expect(await page.locator('.who').textContent()).toBe(`${me.company.name} · ${me.actor.name}`);
      expect(await page.getByRole('heading', { name: 'Simulate a call' }).count()).toBe(0);
      expect(await page.evaluate(() => JSON.stringify(sessionStorage))).toContain(secret);
      expect(problems.filter((p) => p.includes(secret))).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('lists a webhook that is turned off, and enables it again', async () => {
      const hook = await kit.create('outgoing_webhooks', 'outgoing_webhook', {
        name: 'Old CRM',
        trigger: 'lead_created',
        active: false,
      });
      const { page, context, problems } = await tab();
      await signIn(page);
      await page.getByRole('link', { name: 'Webhooks' }).click();
      const item = page.getByRole('listitem').filter({ hasText: 'Old CRM' });
      await item.waitFor();
      await item.getByRole('button', { name: 'Enable Old CRM' }).click();
      await item.waitFor({ state: 'detached' });
      expect((await api(`/outgoing_webhooks/${hook.id}`)).outgoing_webhook.active).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('draws only the rows in view of a long list, and scrolling reaches its last row', async () => {
      const { page, context, problems } = await tab();
      await signIn(page);
      await page.getByRole('link', { name: 'Leads' }).click();
      const table = page.getByRole('region', { name: 'Latest leads' });
      const oldest = ((await api('/leads?order=id&order_dir=asc&per_page=1')).leads as Body[])[0]!;
      await expect.poll(() => table.getByRole('link').count()).toBeGreaterThan(5);
      await page.screenshot({ path: join(ARTEFACTS, 'leads-long.png') });
      const drawn = await table.getByRole('link').count();
      expect(drawn).toBeLessThan(60);
      await table.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await table.getByRole('link', { name: `Lead ${oldest.id}`, exact: true }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });

    it('shows every cap a buyer has as so far / limit in the buyer’s own zone, the figures /calls/reports gives', async () => {
      const zone = 'America/Denver';
      const cedar = await kit.create('buyers', 'buyer', {
        name: 'Cedar Leads',
        number: kit.number('303'),
        time_zone: zone,
        attempt_daily_limit: 20,
        daily_cap_limit: 10,
        buyer_conversion_monthly_limit: 5,
        revenue_total_limit: 500,
        concurrency_cap_limit: 2,
      });
      // Two calls it took just now: one answered and converted for $30, one not answered.
      const now = Date.now();
      await seedCall(t, {
        created_at: now,
        offer_id: offer.id,
        buyer_id: cedar.id,
        answered_at: now,
        buyer_converted: true,
        revenue: 30,
      });
      await seedCall(t, { created_at: now, offer_id: offer.id, buyer_id: cedar.id, revenue: 0 });
      const figures = async (from?: string) =>
        (
          (
            await api(
              `/calls/reports?group_by=buyer&time_zone=${encodeURIComponent(zone)}${from ? `&created_at_from=${from}` : ''}`,
            )
          ).reports.groups.buyer as Body[]
        ).find((g) => Number(g.key) === cedar.id)!;
      const today = new Date().toLocaleDateString('en-CA', { timeZone: zone });
      const [day, month, ever] = [
        await figures(today),
        await figures(`${today.slice(0, 8)}01`),
        await figures(),
      ];
      expect([day.calls_count, day.answered_count, month.converted_count, ever.revenue]).toEqual([
        2, 1, 1, 30,
      ]);

      const { page, context, problems } = await tab();
      await signIn(page);
      await page.getByRole('link', { name: 'Buyers & caps' }).click();
      const row = page.getByRole('row', { name: /Cedar Leads/ }).first();
      const caps = row.getByRole('list', { name: 'Caps of Cedar Leads' }).getByRole('listitem');
      await expect
        .poll(() => caps.allInnerTexts())
        .toEqual([
          `Attempts today: ${day.calls_count} / 20`,
          `Connections today: ${day.answered_count} / 10`,
          `Conversions this month: ${month.converted_count} / 5`,
          `Revenue ever: $${Number(ever.revenue).toFixed(2)} / $500.00`,
        ]);
      expect(await row.locator('td[data-label="Concurrency"]').textContent()).toBe('0 / 2');
      await page.screenshot({ path: join(ARTEFACTS, 'buyers-caps.png'), fullPage: true });
      expect(await axe(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('shows an offer’s call flow rules as a tree: the greeting’s menu nests its keys, a nested menu and the offer’s key rules', async () => {
      const solar = await kit.create('offers', 'offer', { name: 'Solar Leads' });
      const main = await kit.create('key_press_flow_groups', 'key_press_flow_group', {
        name: 'Main',
        text_to_speech: 'Press 1 for sales.',
      });
      const sales = await kit.create('key_press_flow_groups', 'key_press_flow_group', {
        name: 'Sales',
        text_to_speech: 'Press 3 if you are new.',
      });
      const one = await kit.create('key_press_flows', 'key_press_flow', {
        key_press_flow_group_id: main.id,
        key_press: '1',
      });
      await kit.create('call_control_actions', 'call_control_action', {
        key_press_flow_id: one.id,
        action_type: 'request_key_press',
        key_press_flow_group_id: sales.id,
      });
      await kit.create('call_routers', 'call_router', {
        offer_id: solar.id,
        router_type: 'greeting',
        text_to_speech: 'Welcome to Solar.',
        action: 'request_key_press',
        key_press_flow_group_id: main.id,
      });
      for (const rule of [
        { router_type: 'key_press_3', buyer_ids: [buyers[0]!.id] },
        { router_type: 'no_key_press', action: 'hang_up' },
        { router_type: 'whisper', text_to_speech: 'A caller from [caller_state].' },
        { router_type: 'press_1_to_accept', text_to_speech: 'Press 1 to take the call.' },
        { router_type: 'no_buyer_answered', forward_number: '+13035550100' },
      ])
        await kit.create('call_routers', 'call_router', { offer_id: solar.id, ...rule });

      const { page, context, problems } = await tab();
      await signIn(page);
      await page.getByRole('link', { name: 'Buyers & caps' }).click();
      const tree = page.getByRole('list', { name: 'Call flow of Solar Leads', exact: true });
      await tree.waitFor();
      /** The tree's items as indented lines, as an operator reads them. */
      const lines = await tree.evaluate((root) => {
        const walk = (list: Element, depth: number): string[] =>
          [...list.children].flatMap((li) => {
            const own = [...li.childNodes]
              .filter((n) => n.nodeType === Node.TEXT_NODE)
              .map((n) => n.textContent)
              .join('');
            const sub = li.querySelector(':scope > ul');
            return [`${'  '.repeat(depth)}${own}`, ...(sub ? walk(sub, depth + 1) : [])];
          });
        return walk(root, 0);
      });
      expect(lines).toEqual([
        'Greeting · says “Welcome to Solar.”',
        '  Open menu Main · says “Press 1 for sales.” · asks up to 3 times',
        '    Key 1',
        '      Open menu Sales · says “Press 3 if you are new.” · asks up to 3 times',
        '        Key 3 (offer rule, any menu)',
        '          Ring only Acme Insurance',
        '        No key pressed (offer rule, any menu)',
        '          Hang up',
        '    Key 3 (offer rule, any menu)',
        '      Ring only Acme Insurance',
        '    No key pressed (offer rule, any menu)',
        '      Hang up',
        'Whisper to the buyer · says “A caller from [caller_state].”',
        'Buyer presses 1 to accept · says “Press 1 to take the call.”',
        'Exception: no buyer answered',
        '  Forward to +13035550100',
      ]);
      await tree.screenshot({ path: join(ARTEFACTS, 'call-flow-tree.png') });
      expect(await axe(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('passes axe on every page and fits a phone’s width', { timeout: 120_000 }, async () => {
      const lead = ((await api('/leads')).leads as Body[])[0]!;
      const pages: [string, string][] = [
        ['/', 'live-calls'],
        ['/buyers', 'buyers'],
        ['/stats', 'stats'],
        ['/webhooks', 'webhooks'],
        ['/leads', 'leads'],
        [`/leads/${lead.id}`, 'lead'],
        ['/numbers', 'numbers'],
      ];
      for (const [viewport, suffix] of [
        [DESKTOP, 'desktop'],
        [PHONE, 'phone'],
      ] as const) {
        const { page, context, problems } = await tab(viewport);
        await signIn(page);
        for (const [path, name] of pages) {
          await page.goto(`${base}/console${path}`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.locator('table tbody tr').first().waitFor();
          await page.screenshot({ path: join(ARTEFACTS, `${name}-${suffix}.png`), fullPage: true });
          expect({ page: path, violations: await axe(page) }).toEqual({ page: path, violations: [] });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect({ page: path, overflow }).toEqual({ page: path, overflow: 0 });
        }
        expect(problems).toEqual([]);
        await context.close();
      }
    });
  },
);
