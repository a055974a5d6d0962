import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.js';
import { STATE_ZONES } from '../state-rules/state-zones.js';
import { systemContext, type TenantContext } from '../tenancy/context.js';
import {
  createTestLeadline,
  createTestTenant,
  type FakeCarriers,
  startFakeCarriers,
} from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';

const HOUR = 3_600_000;
/** 2026's daylight-saving changes in the US: 8 March and 1 November, 02:00 local. */
const DST_DAYS = [Date.UTC(2026, 2, 8, 12), Date.UTC(2026, 10, 1, 12)];
/** A holiday of every state: the day clocks go forward. */
const HOLIDAY = '2026-03-08';
const STATES = Object.keys(STATE_ZONES);

const local = (ms: number, zone: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(ms);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
};

/** The first whole hour at or after `from` that is noon in `zone`: inside every window below. */
const noonAfter = (from: number, zone: string) => {
  let t = Math.ceil(from / HOUR) * HOUR;
  while (local(t, zone).minutes !== 12 * 60) t += HOUR;
  return t;
};

describe("a text is never sent outside its lead's texting window, whenever the worker gets to it", () => {
  const clock = new ManualClock(Date.UTC(2026, 0, 5, 12));
  let leadline: Leadline;
  let carriers: FakeCarriers;
  let ctx: TenantContext;
  let offer: Record<string, unknown>;
  let from: string;
  let serial = 0;

  beforeAll(async () => {
    carriers = await startFakeCarriers();
    leadline = await createTestLeadline({ clock, allowPrivateUrls: ['127.0.0.0/8'] });
    ctx = systemContext((await createTestTenant(leadline)).company);
    const create = (plural: string, body: Record<string, unknown>) =>
      leadline.resource(plural).create(ctx, body);
    const secret = await create('secret_items', { name: 'twilio_token', value: 'twilio_token' });
    await create('integrations', {
      name: 'Twilio',
      integration_type: 'twilio',
      settings: { account_sid: 'AC_test', api_base_url: carriers.origin },
      secret_item_ids: [secret.id],
    });
    from = '+16465550100';
    carriers.inventory.add(from);
    await create('phone_numbers', { number: from, provider: 'twilio' });
    offer = await create('offers', { name: 'Texts' });
    const group = await create('state_rule_groups', {
      name: 'Texting hours',
      rule_scope: 'offer',
      offer_id: offer.id,
      holidays: [{ date: HOLIDAY, states: ['*'] }],
    });
    for (const state of STATES) {
      for (const day of [0, 1, 2, 3, 4, 5, 6]) {
        await create('state_business_hours', {
          state_rule_group_id: group.id,
          state,
          day,
          open_time: '08:00',
          close_time: '20:00',
        });
      }
    }
  });
  afterAll(async () => {
    await leadline?.close();
    await carriers?.close();
  });

  /** Runs the send jobs as they come due, the clock following them, until the text leaves the queue. */
  async function drain(textId: number) {
    const db = leadline.database.db;
    for (let i = 0; i < 10; i++) {
      await leadline.jobs.runDue();
      const text = await db
        .selectFrom('text_messages')
        .selectAll()
        .where('id', '=', textId)
        .executeTakeFirstOrThrow();
      if (text.status !== 'queued') return text;
      const next = await db
        .selectFrom('jobs')
        .select('due_at')
        .where('kind', '=', 'messaging.send_text')
        .orderBy('due_at')
        .executeTakeFirstOrThrow();
      clock.set(Math.max(clock.now(), Number(next.due_at)));
    }
    throw new Error(`text ${textId} never left the queue`);
  }

  it('holds across every state and both daylight-saving changes, holidays included', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...STATES),
        fc.constantFrom(...DST_DAYS),
        fc.integer({ min: 0, max: 4 * 24 * 60 }),
        async (state, day, lateMinutes) => {
          const zone = STATE_ZONES[state]![0]!;
          // Queued at noon, two days before the change; the worker gets to it up to four days later.
          const queuedAt = noonAfter(day - 2 * 24 * HOUR, zone);
          clock.set(queuedAt);
          const caller = `+1720555${String(1000 + (++serial % 9000)).padStart(4, '0')}`;
          const { lead } = await leadline.leads.submit({
            lead_token: offer.lead_token,
            caller_id: caller,
            state,
            time_zone: zone,
          });
          const text = await leadline
            .resource('text_messages')
            .create(ctx, { to: caller, from, lead_id: lead.id, body: 'Your quote' });
          expect(text.status).toBe('queued');
          clock.set(queuedAt + lateMinutes * 60_000);
          const done = await drain(Number(text.id));
          if (done.status !== 'sent') {
            expect(done.status).toBe('blocked');
            return;
          }
          const sent = local(Number(done.sent_at), zone);
          expect(
            sent.minutes,
            `${state} ${zone} sent ${new Date(Number(done.sent_at)).toISOString()}`,
          ).toBeGreaterThanOrEqual(8 * 60);
          expect(sent.minutes).toBeLessThan(20 * 60);
          expect(sent.date).not.toBe(HOLIDAY);
          expect(Number(done.sent_at)).toBeGreaterThanOrEqual(queuedAt + lateMinutes * 60_000);
        },
      ),
      { numRuns: 40 },
    );
  });
});
