import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';
import { freshNumber, leadFixtures } from './leads-fixtures.js';

describe('lead endpoints (spec 4.3)', () => {
  const t = useTestApp();
  const f = leadFixtures(t);
  let offer: { id: number; lead_token: string };
  let schedule: { id: number; lead_token: string };

  beforeAll(async () => {
    offer = await f.offer({ name: 'Endpoints' });
    schedule = await f.schedule({ name: 'Endpoints dialer', offer_id: offer.id });
  });
  const submit = async (body: Record<string, unknown>, token = offer.lead_token) => {
    const res = await f.submit({ lead_token: token, caller_id: freshNumber(), ...body });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().lead as Record<string, any>;
  };

  describe('served by the generic engine', () => {
    it('lists leads in the envelope with filters by status, offer, schedule, caller_id and active', async () => {
      const a = await submit({ first_name: 'Listed' });
      const b = await submit({}, schedule.lead_token);
      const all = (await f.api('GET', '/leads')).json();
      expect(all.metadata.root).toBe('leads');
      expect(all.leads.map((l: { id: number }) => l.id)).toEqual(expect.arrayContaining([a.id, b.id]));
      expect((await f.list(`schedule_id=${schedule.id}`)).map((l) => l.id)).toContain(b.id);
      expect((await f.list(`schedule_id=${schedule.id}`)).map((l) => l.id)).not.toContain(a.id);
      expect((await f.list('status=scheduled')).every((l) => l.status === 'scheduled')).toBe(true);
      expect((await f.list(`caller_id=${a.caller_id.slice(2)}`)).map((l) => l.id)).toEqual([a.id]);
      expect((await f.list('fulltext=Listed')).map((l) => l.id)).toEqual([a.id]);
      await f.api('POST', `/leads/${a.caller_id.slice(1)}/caller_remove`);
      expect((await f.list('active=true')).map((l) => l.id)).not.toContain(a.id);
      expect((await f.list('active=false')).map((l) => l.id)).toContain(a.id);
      const bad = await f.api('GET', '/leads?status=sleeping&active=perhaps');
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['active', 'status']);
    });

    it('shows a lead by id and by uuid, without the dedupe key', async () => {
      const lead = await submit({});
      for (const ref of [lead.id, lead.uuid]) {
        const res = await f.api('GET', `/leads/${ref}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().lead).toEqual(lead);
      }
      expect(Object.keys(lead)).not.toContain('dedupe_key');
      expect((await f.api('GET', '/leads/987654321')).statusCode).toBe(404);
    });

    it('builds a lead with company defaults at /leads/new, saving nothing', async () => {
      const before = (await f.rows('leads')).length;
      const res = await f.api('GET', `/leads/new?caller_id=7193132645&first_name=New`);
      expect(res.statusCode).toBe(200);
      expect(res.json().lead).toMatchObject({
        id: null,
        uuid: null,
        caller_id: '+17193132645',
        first_name: 'New',
        opt_out: false,
        lead_priority: 0,
      });
      expect((await f.rows('leads')).length).toBe(before);
    });
  });

  describe('PUT /leads/:id', () => {
    it('updates the writable fields by uuid (and by id), merging tokens', async () => {
      const lead = await submit({ data: { a: '1' } });
      const res = await f.api('PUT', `/leads/${lead.uuid}`, {
        first_name: 'Dee',
        email: 'dee@example.com',
        lead_priority: 3,
        tokens: { b: '2' },
        next_action_at: '2031-05-06 07:08:09 +0000',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().lead).toMatchObject({
        id: lead.id,
        first_name: 'Dee',
        email: 'dee@example.com',
        lead_priority: 3,
        tokens: { a: '1', b: '2' },
        next_action_at: '2031-05-06 03:08:09 -0400',
      });
      const byId = await f.api('PUT', `/leads/${lead.id}`, { last_name: 'Ray' });
      expect(byId.json().lead).toMatchObject({ first_name: 'Dee', last_name: 'Ray' });
    });

    it('ignores read-only fields and refuses bad values with 422 naming each, changing nothing', async () => {
      const lead = await submit({});
      const ignored = await f.api('PUT', `/leads/${lead.id}`, {
        status: 'completed',
        caller_id: '+12125550100',
      });
      expect(ignored.json().lead).toMatchObject({ status: lead.status, caller_id: lead.caller_id });
      const bad = await f.api('PUT', `/leads/${lead.id}`, {
        email: 'nope',
        lead_priority: 'high',
        traffic_source_id: 999999,
        first_name: 'Never',
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'lead_priority']);
      const badRef = await f.api('PUT', `/leads/${lead.id}`, {
        traffic_source_id: 999999,
        first_name: 'Never',
      });
      expect(Object.keys(badRef.json().errors)).toEqual(['traffic_source_id']);
      expect((await f.api('GET', `/leads/${lead.id}`)).json().lead.first_name).toBeNull();
      expect((await f.api('PUT', '/leads/987654321', { first_name: 'x' })).statusCode).toBe(404);
    });

    it('opt_out=true opts the number out and stops every open lead of it at once', async () => {
      const n = freshNumber();
      const a = await submit({ caller_id: n });
      const b = await submit({ caller_id: n }, schedule.lead_token);
      const res = await f.api('PUT', `/leads/${a.uuid}`, { opt_out: true });
      expect(res.json().lead).toMatchObject({ opt_out: true, status: 'opt_out', next_action_at: null });
      expect((await f.api('GET', `/leads/${b.id}`)).json().lead).toMatchObject({
        opt_out: true,
        status: 'opt_out',
        has_next_action: false,
      });
      const contact = (await f.api('GET', `/contacts/${a.contact_id}`)).json().contact;
      expect(contact.opt_out).toBe(true);
    });

    it('refuses opt_out=false on an opted-out number with 422: the opt-out lives on the contact', async () => {
      const lead = await submit({});
      await f.api('PUT', `/leads/${lead.id}`, { opt_out: true });
      const undo = await f.api('PUT', `/leads/${lead.id}`, { opt_out: false, first_name: 'Not saved' });
      expect(undo.statusCode).toBe(422);
      expect(Object.keys(undo.json().errors)).toEqual(['opt_out']);
      expect((await f.api('GET', `/leads/${lead.id}`)).json().lead).toMatchObject({
        opt_out: true,
        first_name: null,
      });
      await f.api('PUT', `/contacts/${lead.contact_id}`, { opt_out: false });
      const lifted = await f.api('PUT', `/leads/${lead.id}`, { opt_out: false });
      expect(lifted.json().lead).toMatchObject({ opt_out: false, status: 'waiting' });
    });

    it('blocked=true blacklists the number; blocked=false takes it off and the lead returns to work', async () => {
      const lead = await submit({}, schedule.lead_token);
      const blocked = await f.api('PUT', `/leads/${lead.id}`, { blocked: 'yes' });
      expect(blocked.json().lead).toMatchObject({ blocked: true, status: 'blocked', next_action_at: null });
      expect((await f.api('GET', `/contacts/${lead.contact_id}`)).json().contact.blocked).toBe(true);
      const unblocked = await f.api('PUT', `/leads/${lead.id}`, { blocked: 'no' });
      expect(unblocked.json().lead).toMatchObject({
        blocked: false,
        status: 'scheduled',
        has_next_action: true,
      });
      expect((await f.api('GET', `/contacts/${lead.contact_id}`)).json().contact.blocked).toBe(false);
    });
  });

  describe('DELETE /leads/:id/id', () => {
    it('deletes by internal id: the lead leaves show and list, and its place is free', async () => {
      const lead = await submit({});
      const res = await f.api('DELETE', `/leads/${lead.id}/id`);
      expect(res.statusCode).toBe(200);
      expect(res.json().lead).toMatchObject({ id: lead.id, end_reason: 'deleted' });
      expect(res.json().lead.deleted_at).not.toBeNull();
      expect((await f.api('GET', `/leads/${lead.id}`)).statusCode).toBe(404);
      expect((await f.list(`ids=${lead.id}`)).length).toBe(0);
      expect((await f.submit({ lead_token: offer.lead_token, caller_id: lead.caller_id })).statusCode).toBe(
        200,
      );
      expect((await f.api('DELETE', `/leads/${lead.id}/id`)).statusCode).toBe(404);
      // DELETE /leads/:id is not a route of the spec.
      expect((await f.api('DELETE', `/leads/${lead.id}`)).statusCode).toBe(404);
    });
  });

  describe('GET /leads/:lead_token/:caller_number/by_caller_number', () => {
    it('finds the lead the token submitted, with or without +, the open one before ended ones', async () => {
      const n = freshNumber();
      const first = await submit({ caller_id: n });
      await f.submit({ lead_token: offer.lead_token, caller_id: n, expire_existing: 1 });
      const open = (await f.list(`caller_id=${encodeURIComponent(n)}&active=true`))[0]!;
      for (const written of [n, n.slice(1), encodeURIComponent(n)]) {
        const res = await f.api('GET', `/leads/${offer.lead_token}/${written}/by_caller_number`);
        expect(res.statusCode, written).toBe(200);
        expect(res.json().lead.id).toBe(open.id);
      }
      expect(open.id).not.toBe(first.id);
      // The schedule token's lead is another lead.
      expect(
        (await f.api('GET', `/leads/${schedule.lead_token}/${n.slice(1)}/by_caller_number`)).statusCode,
      ).toBe(404);
    });

    it('answers 404 for an unknown token and 422 naming caller_number for a bad number', async () => {
      expect((await f.api('GET', `/leads/${'a'.repeat(32)}/12125550100/by_caller_number`)).statusCode).toBe(
        404,
      );
      const bad = await f.api('GET', `/leads/${offer.lead_token}/12/by_caller_number`);
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['caller_number']);
    });
  });

  describe('caller actions', () => {
    it('caller_opt_out opts the number out and stops all its open leads; no leads is fine', async () => {
      const n = freshNumber();
      const a = await submit({ caller_id: n });
      const b = await submit({ caller_id: n }, schedule.lead_token);
      const res = await f.api('PUT', `/leads/${n.slice(1)}/caller_opt_out`);
      expect(res.statusCode).toBe(200);
      expect(res.json().metadata).toMatchObject({ root: 'leads', total_count: 2 });
      for (const id of [a.id, b.id]) {
        expect((await f.api('GET', `/leads/${id}`)).json().lead).toMatchObject({
          status: 'opt_out',
          opt_out: true,
        });
      }
      const nobody = await f.api('PUT', `/leads/${freshNumber().slice(1)}/caller_opt_out`);
      expect(nobody.statusCode).toBe(200);
      expect(nobody.json().leads).toEqual([]);
      // The opt-out holds for the next submission too.
      const later = await f.submit({
        lead_token: (await f.offer({ name: 'Later' })).lead_token,
        caller_id: n,
      });
      expect(later.json().lead).toMatchObject({ status: 'opt_out', opt_out: true, next_action_at: null });
    });

    it('caller_remove ends the open leads (disabled), narrowed by lead_token when given', async () => {
      const n = freshNumber();
      const a = await submit({ caller_id: n });
      const b = await submit({ caller_id: n }, schedule.lead_token);
      const one = await f.api('POST', `/leads/+${n.slice(1)}/caller_remove`, {
        lead_token: schedule.lead_token,
      });
      expect(one.json().leads.map((l: { id: number }) => l.id)).toEqual([b.id]);
      expect(one.json().leads[0]).toMatchObject({
        status: 'disabled',
        end_reason: 'removed',
        next_action_at: null,
      });
      expect((await f.api('GET', `/leads/${a.id}`)).json().lead.status).toBe('waiting');
      const rest = await f.api('POST', `/leads/${n.slice(1)}/caller_remove`);
      expect(rest.json().leads.map((l: { id: number }) => l.id)).toEqual([a.id]);
      expect((await f.api('POST', `/leads/${n.slice(1)}/caller_remove`)).statusCode).toBe(404);
      const badToken = await f.api('POST', `/leads/${n.slice(1)}/caller_remove`, { lead_token: 'x' });
      expect(Object.keys(badToken.json().errors)).toEqual(['lead_token']);
    });

    it('caller_move_to_end_of_schedule completes the schedule leads and leaves offer leads alone', async () => {
      const n = freshNumber();
      const offerLead = await submit({ caller_id: n });
      const scheduleLead = await submit({ caller_id: n }, schedule.lead_token);
      const res = await f.api('PUT', `/leads/${n.slice(1)}/caller_move_to_end_of_schedule`);
      expect(res.statusCode).toBe(200);
      expect(res.json().leads).toHaveLength(1);
      expect(res.json().leads[0]).toMatchObject({
        id: scheduleLead.id,
        status: 'completed',
        end_reason: 'moved_to_end_of_schedule',
      });
      expect((await f.api('GET', `/leads/${offerLead.id}`)).json().lead.status).toBe('waiting');
      expect((await f.api('PUT', `/leads/${n.slice(1)}/caller_move_to_end_of_schedule`)).statusCode).toBe(
        404,
      );
    });

    it('answers 422 naming caller_id for a path number that cannot be a phone number', async () => {
      for (const [method, path] of [
        ['PUT', 'caller_opt_out'],
        ['POST', 'caller_remove'],
        ['PUT', 'caller_move_to_end_of_schedule'],
      ] as const) {
        const res = await f.api(method, `/leads/12ab/${path}`);
        expect(res.statusCode, path).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual(['caller_id']);
      }
    });
  });

  describe('GET /leads/:id/buyer_is_available', () => {
    it('says no with the reason when the offer has no buyers, or the lead no offer', async () => {
      const lonely = await f.offer({ name: 'No buyers' });
      const lead = await submit({}, lonely.lead_token);
      const res = await f.api('GET', `/leads/${lead.id}/buyer_is_available`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ buyer_is_available: false, reason: 'no_buyers', buyers: [] });
      const free = await f.schedule({ name: 'No offer' });
      const orphan = await submit({}, free.lead_token);
      expect((await f.api('GET', `/leads/${orphan.uuid}/buyer_is_available`)).json().reason).toBe('no_offer');
      expect((await f.api('GET', '/leads/987654321/buyer_is_available')).statusCode).toBe(404);
    });

    it('checks each attached buyer: paused, closed hours (in its zone), suppressed, or available', async () => {
      const sold = await f.offer({ name: 'Sold' });
      const lead = await submit({}, sold.lead_token);
      const paused = await f.buyer({ name: 'Paused', paused: true, offer_ids: [sold.id] });
      // Open on no day at all: closed whenever asked.
      const closed = await f.buyer({
        name: 'Closed',
        time_zone: 'Pacific/Kiritimati',
        open_times: [{ day: 9, time_from: '00:00', time_to: '23:59' }],
        offer_ids: [sold.id],
      });
      const list = await f.suppressionList({ name: 'Buyer DNC' });
      await f.api('POST', `/buyer_suppressions/${list.id}/caller_block`, { caller_ids: [lead.caller_id] });
      const suppressed = await f.buyer({
        name: 'Suppressed',
        buyer_suppression_ids: [list.id],
        offer_ids: [sold.id],
      });

      const no = (await f.api('GET', `/leads/${lead.id}/buyer_is_available`)).json();
      expect(no).toMatchObject({ buyer_is_available: false, reason: 'no_buyer_available', lead_id: lead.id });
      const reasons = Object.fromEntries(
        no.buyers.map((b: { buyer_id: number; reason: string }) => [b.buyer_id, b.reason]),
      );
      expect(reasons).toEqual({
        [paused.id]: 'paused',
        [closed.id]: 'closed',
        [suppressed.id]: 'suppressed',
      });

      // Linked from the offer's side this time, open every day of the week.
      const open = await f.buyer({
        name: 'Open',
        open_times: Array.from({ length: 7 }, (_, day) => ({ day, time_from: '00:00', time_to: '23:59' })),
      });
      await f.api('PUT', `/offers/${sold.id}`, { add_buyer_ids: [open.id] });
      const yes = (await f.api('GET', `/leads/${lead.id}/buyer_is_available`)).json();
      expect(yes).toMatchObject({ buyer_is_available: true, reason: null });
      expect(yes.buyers.find((b: { buyer_id: number }) => b.buyer_id === open.id)).toMatchObject({
        available: true,
        reason: null,
      });
    });

    it('gives one reason when every buyer agrees (the number is blacklisted)', async () => {
      const sold = await f.offer({ name: 'Blacklisted' });
      await f.buyer({ name: 'Any', offer_ids: [sold.id] });
      const lead = await submit({}, sold.lead_token);
      await f.api('POST', `/contacts/${lead.caller_id.slice(1)}/caller_block`);
      const res = (await f.api('GET', `/leads/${lead.id}/buyer_is_available`)).json();
      expect(res).toMatchObject({ buyer_is_available: false, reason: 'blacklisted' });
    });
  });

  describe('GET /leads/reports', () => {
    it('counts leads by status, offer, schedule, state and day over the list parameters', async () => {
      const reported = await f.offer({ name: 'Reported' });
      const reportedSchedule = await f.schedule({ name: 'Reported dialer', offer_id: reported.id });
      await submit({ state: 'TX' }, reported.lead_token);
      await submit({ state: 'TX' }, reported.lead_token);
      await submit({ state: 'CA' }, reportedSchedule.lead_token);
      const res = await f.api('GET', `/leads/reports?offer_id=${reported.id}`);
      expect(res.statusCode).toBe(200);
      const { reports } = res.json();
      expect(reports.total).toBe(3);
      expect(reports.time_zone).toBe('America/New_York');
      expect(reports.groups.status).toEqual([
        { value: 'waiting', count: 2 },
        { value: 'scheduled', count: 1 },
      ]);
      expect(reports.groups.offer).toEqual([{ value: reported.id, count: 3 }]);
      expect(reports.groups.schedule).toEqual([
        { value: null, count: 2 },
        { value: reportedSchedule.id, count: 1 },
      ]);
      expect(reports.groups.state).toEqual([
        { value: 'TX', count: 2 },
        { value: 'CA', count: 1 },
      ]);
      expect(reports.groups.day).toHaveLength(1);
      expect(reports.groups.day[0].count).toBe(3);

      const only = (
        await f.api('GET', `/leads/reports?offer_id=${reported.id}&group_by=state&status=scheduled`)
      ).json();
      expect(only.reports).toMatchObject({ total: 1, groups: { state: [{ value: 'CA', count: 1 }] } });
      expect(Object.keys(only.reports.groups)).toEqual(['state']);
      const future = (await f.api('GET', `/leads/reports?created_at_from=2999-01-01`)).json();
      expect(future.reports.total).toBe(0);
    });

    it('counts days in the asked time zone', async () => {
      const zoned = await f.offer({ name: 'Zoned' });
      const lead = await submit({}, zoned.lead_token);
      // 23:30 UTC is the same day in London and the next day in Tokyo.
      const at = Date.UTC(2026, 0, 15, 23, 30);
      await t.leadline.database.db
        .updateTable('leads')
        .set({ created_at: at })
        .where('id', '=', lead.id)
        .execute();
      const day = async (zone: string) =>
        (await f.api('GET', `/leads/reports?offer_id=${zoned.id}&group_by=day&time_zone=${zone}`)).json()
          .reports.groups.day;
      expect(await day('Europe/London')).toEqual([{ value: '2026-01-15', count: 1 }]);
      expect(await day('Asia/Tokyo')).toEqual([{ value: '2026-01-16', count: 1 }]);
    });

    it('refuses unknown categories and bad list parameters with 422 naming them', async () => {
      const res = await f.api('GET', '/leads/reports?group_by=status,color');
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['group_by']);
      const bad = await f.api('GET', '/leads/reports?created_at_from=yesterday');
      expect(Object.keys(bad.json().errors)).toEqual(['created_at_from']);
    });
  });
});
