import { systemContext, type TenantContext } from '@leadline/core';
import { createTestLeadline } from '@leadline/core/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';
import { requester } from './suppression-helpers.js';

describe('the suppression check: blacklist, opt-outs and attached lists, fail closed', () => {
  const t = useTestApp();
  const req = requester(t);
  let ctx: TenantContext;
  const ids = { offer: 0, otherOffer: 0, schedule: 0, buyer: 0 };

  beforeAll(async () => {
    ctx = systemContext(t.tenant.company);
    ids.offer = (await req('POST', '/offers', { name: 'Checked' })).json().offer.id;
    ids.otherOffer = (await req('POST', '/offers', { name: 'Unrelated' })).json().offer.id;
    ids.schedule = (await req('POST', '/schedules', { name: 'Cadence' })).json().schedule.id;
    ids.buyer = (await req('POST', '/buyers', { name: 'Buyer', number: '+12125550900' })).json().buyer.id;
  });

  const list = async (name: string, numbers: string[], attach: Record<string, unknown> = {}) => {
    const created = await req('POST', '/buyer_suppressions', { name, ...attach });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().buyer_suppression.id as number;
    await req('POST', `/buyer_suppressions/${id}/caller_block`, { caller_ids: numbers });
    return id;
  };
  const check = (number: string, q: Record<string, unknown> = {}) =>
    t.leadline.suppression.check(ctx, { number, ...q });

  it('allows a number nothing blocks, and logs nothing for it', async () => {
    const before = (await req('GET', '/dnc_check_logs')).json().metadata.total_count;
    expect(await check('+12125550100', { offerId: ids.offer })).toEqual({
      allowed: true,
      reason: null,
      listIds: [],
    });
    expect((await req('GET', '/dnc_check_logs')).json().metadata.total_count).toBe(before);
  });

  it('blocks a blacklisted number everywhere, before any other layer', async () => {
    await req('POST', '/contacts/2125550101/caller_block');
    const onList = await list('Also listed', ['2125550101'], { offer_ids: [ids.offer] });
    const v = await check('(212) 555-0101', { offerId: ids.offer, leadId: 77 });
    expect(v).toEqual({ allowed: false, reason: 'blacklisted', listIds: [onList] });
    expect((await check('12125550101')).reason).toBe('blacklisted');
    await req('POST', '/contacts/2125550101/caller_unblock');
    expect((await check('12125550101')).allowed).toBe(true);
  });

  it('blocks an opted-out number; an SMS opt-out blocks only texts', async () => {
    await t.leadline.contacts.optOut(ctx, '2125550102');
    expect(await check('2125550102')).toMatchObject({ allowed: false, reason: 'opted_out' });
    expect((await check('2125550102', { channel: 'sms' })).reason).toBe('opted_out');

    await t.leadline.contacts.optOut(ctx, '2125550103', ['sms']);
    expect((await check('2125550103', { channel: 'sms' })).reason).toBe('opted_out');
    expect((await check('2125550103', { channel: 'call' })).allowed).toBe(true);
    expect((await check('2125550103', { channel: 'email' })).allowed).toBe(true);
  });

  it.each([
    ['the list names the offer', 'offer_ids', 'offerId', 'offer'],
    ['the list names the schedule', 'schedule_ids', 'scheduleId', 'schedule'],
    ['the list names the buyer', 'buyer_ids', 'buyerId', 'buyer'],
  ] as const)('blocks numbers of a list attached because %s', async (_, field, param, key) => {
    const number = `31255501${String(Object.keys(ids).indexOf(key)).padStart(2, '0')}`;
    const id = await list(`Via ${field}`, [number], { [field]: [ids[key]] });
    expect(await check(number, { [param]: ids[key] })).toEqual({
      allowed: false,
      reason: 'suppressed',
      listIds: [id],
    });
    expect((await check(number)).allowed).toBe(true);
    expect((await check(number, { offerId: ids.otherOffer })).allowed).toBe(true);
  });

  it.each([
    ['offers', 'offer', 'offerId'],
    ['schedules', 'schedule', 'scheduleId'],
    ['buyers', 'buyer', 'buyerId'],
  ] as const)(
    'blocks numbers of a list the %s names in buyer_suppression_ids',
    async (plural, key, param) => {
      const number = `41555502${String(Object.keys(ids).indexOf(key)).padStart(2, '0')}`;
      const id = await list(`Named by ${plural}`, [number]);
      expect((await check(number, { [param]: ids[key] })).allowed).toBe(true);
      const put = await req('PUT', `/${plural}/${ids[key]}`, { add_buyer_suppression_ids: [id] });
      expect(put.statusCode, put.body).toBe(200);
      expect(await check(number, { [param]: ids[key] })).toEqual({
        allowed: false,
        reason: 'suppressed',
        listIds: [id],
      });
    },
  );

  it('names every list holding the number, and ignores lists attached to nothing it was asked about', async () => {
    const a = await list('A', ['5105550300'], { offer_ids: [ids.offer] });
    const b = await list('B', ['5105550300'], { buyer_ids: [ids.buyer] });
    await list('Loose', ['5105550300']);
    const v = await check('5105550300', { offerId: ids.offer, buyerId: ids.buyer });
    expect(v).toEqual({ allowed: false, reason: 'suppressed', listIds: [a, b].sort((x, y) => x - y) });
  });

  it('writes every block to dnc_check_logs with the reason, the lists and what was checked', async () => {
    const id = await list('Logged', ['6175550400'], { offer_ids: [ids.offer] });
    await check('6175550400', { offerId: ids.offer, leadId: 42 });
    await req('POST', '/contacts/6175550401/caller_block');
    await check('6175550401', { buyerId: ids.buyer, callId: 9, checkType: 'buyer_forward' });
    await t.leadline.contacts.optOut(ctx, '6175550402', ['sms']);
    await check('6175550402', { channel: 'sms' });

    const logs = (await req('GET', '/dnc_check_logs?per_page=100&fulltext=61755504')).json().dnc_check_logs;
    const byNumber = Object.fromEntries(logs.map((l: { number: string }) => [l.number, l]));
    expect(byNumber['+16175550400']).toMatchObject({
      result: 'blocked',
      reason: 'offer_suppression',
      check_type: 'lead_submission',
      offer_id: ids.offer,
      lead_id: 42,
      buyer_suppression_ids: [id],
    });
    expect(byNumber['+16175550401']).toMatchObject({
      reason: 'company_blacklist',
      check_type: 'buyer_forward',
      buyer_id: ids.buyer,
      call_id: 9,
      buyer_suppression_ids: [],
    });
    expect(byNumber['+16175550402']).toMatchObject({ reason: 'sms_opt_out', check_type: 'text_message' });
  });

  it('refuses a number it cannot read with 422 naming number', async () => {
    await expect(check('12')).rejects.toMatchObject({
      status: 422,
      errors: { number: ['"12" is shorter than 5 digits'] },
    });
  });

  it("never blocks with another company's blacklist or lists", async () => {
    const other = await t.leadline.companies.create({ name: 'Elsewhere' });
    const theirs = systemContext(other);
    await t.leadline.contacts.block(theirs, '7185550500');
    expect((await check('7185550500')).allowed).toBe(true);
    expect((await t.leadline.suppression.check(theirs, { number: '7185550500' })).reason).toBe('blacklisted');
  });
});

describe('the suppression check fails closed', () => {
  it('answers "not allowed" and logs check_failed when the lists cannot be read', async () => {
    const leadline = await createTestLeadline();
    try {
      const company = await leadline.companies.create({ name: 'Broken' });
      const ctx = systemContext(company);
      // A real failure: the table the check reads is gone.
      await leadline.database.db.schema.dropTable('suppression_numbers').execute();
      const v = await leadline.suppression.check(ctx, { number: '2125550600', offerId: 1 });
      expect(v).toEqual({ allowed: false, reason: 'suppressed', listIds: [] });
      const logs = await leadline.resource('dnc_check_logs').list(ctx, {});
      expect(logs.records).toHaveLength(1);
      expect(logs.records[0]).toMatchObject({
        number: '+12125550600',
        reason: 'check_failed',
        result: 'blocked',
      });
    } finally {
      await leadline.close();
    }
  });
});
