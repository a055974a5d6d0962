import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callEvents } from '../calls/call-write-events.js';
import { ManualClock } from '../clock.js';
import { changedTokenKeys, leadEvents } from '../leads/lead-events.js';
import { createTestLeadline, createTestTenant } from '../testing/index.js';
import { SUBSCRIPTION_EVENTS } from '../webhooks/subscriptions.resource.js';
import type { Leadline } from '../wiring/leadline.js';
import { conversionTriggers, EVENT_CATALOG, type EventSpec, triggersOf } from './event-catalog.js';
import { WEBHOOK_TRIGGERS } from './webhook-triggers.js';

describe('the event catalog', () => {
  it('declares every TrackDrive subscription event as subscribable, and only known triggers', () => {
    for (const e of SUBSCRIPTION_EVENTS) expect(EVENT_CATALOG[e].subscribable, e).toBe(true);
    for (const spec of Object.values(EVENT_CATALOG) as EventSpec[]) {
      for (const t of spec.triggers) expect(WEBHOOK_TRIGGERS).toContain(t);
      // A pick chooses among the declared triggers, never outside them.
      for (const record of [{}, { lead_id: 1, buyer_converted: true, offer_converted: true }]) {
        for (const t of spec.pick?.(record) ?? []) expect(spec.triggers).toContain(t);
      }
    }
  });

  it('fires buyer_answered_with_contact_fields only for a call of a lead', () => {
    expect(triggersOf('call_answered', { lead_id: null })).toEqual(['buyer_answered']);
    expect(triggersOf('call_answered', { lead_id: 4 })).toEqual([
      'buyer_answered',
      'buyer_answered_with_contact_fields',
    ]);
  });

  it('fires the conversion triggers of an ended call from its flags', () => {
    expect(conversionTriggers({ buyer_converted: true, offer_converted: true })).toEqual([
      'call_ended',
      'buyer_converted',
      'offer_converted',
      'both_converted',
      'either_converted',
    ]);
    expect(triggersOf('call_ended', { buyer_converted: false })).toEqual(['call_ended', 'did_not_convert']);
  });

  it('names what a lead or call change means', () => {
    const before = { id: 1, status: 'waiting', opt_out: 0, buyer_converted: 0, offer_converted: 0 };
    const after = { ...before, status: 'opt_out', opt_out: 1 };
    expect(leadEvents(before, after, { opt_out: [false, true] }).map((e) => e.type)).toEqual([
      'lead_changed',
      'lead_opted_out',
    ]);
    expect(
      leadEvents(before, { ...before, status: 'completed' }, { status: ['waiting', 'completed'] }).map(
        (e) => e.type,
      ),
    ).toEqual(['lead_changed', 'lead_ended']);
    expect(leadEvents(before, before, {})).toEqual([]);
    const call = { id: 2, status: 'queued', buyer_id: null, answered_at: null };
    expect(
      callEvents(call, { ...call, status: 'ringing' }, { status: ['queued', 'ringing'] }).map((e) => e.type),
    ).toEqual(['call_ringing', 'call_changed']);
    expect(
      callEvents(
        call,
        { ...call, status: 'completed', answered_at: 5 },
        { status: ['queued', 'completed'] },
      ).map((e) => e.type),
    ).toEqual(['call_answered', 'call_ended', 'call_changed']);
    expect(changedTokenKeys({ tokens: '{"a":"1","b":"2"}' }, { tokens: { a: '1', b: '3', c: 'x' } })).toEqual(
      ['b', 'c'],
    );
    expect(changedTokenKeys({ tokens: null }, { tokens: null })).toEqual([]);
    const ended = { ...call, status: 'completed', recording_url: null };
    expect(
      callEvents(
        ended,
        { ...ended, recording_url: 'https://r.example/1.mp3' },
        { recording_url: [null, 'x'] },
      ).map((e) => e.type),
    ).toEqual(['call_recording_available', 'call_changed']);
    const recorded = { ...ended, recording_url: 'https://r.example/1.mp3' };
    expect(
      callEvents(
        recorded,
        { ...recorded, recording_url: 'https://r.example/2.mp3' },
        { recording_url: ['a', 'b'] },
      ).map((e) => e.type),
    ).toEqual(['call_changed']);
  });
});

describe('the transactional outbox', () => {
  let leadline: Leadline;
  beforeEach(async () => {
    leadline = await createTestLeadline({ clock: new ManualClock(Date.UTC(2026, 0, 1)) });
  });
  afterEach(() => leadline.close());
  const count = async (table: 'events' | 'jobs') =>
    Number(
      (
        await leadline.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('writes the event and its dispatch job with the change, and nothing when the change rolls back', async () => {
    const { company } = await createTestTenant(leadline);
    await leadline.database.db
      .transaction()
      .execute((trx) => leadline.outbox.emit(trx, company.id, { type: 'new_lead', recordId: 1 }));
    expect(await count('events')).toBe(1);
    expect(await count('jobs')).toBe(1);
    await expect(
      leadline.database.db.transaction().execute(async (trx) => {
        await leadline.outbox.emit(trx, company.id, { type: 'new_lead', recordId: 2 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count('events')).toBe(1);
    expect(await count('jobs')).toBe(1);
  });
});
