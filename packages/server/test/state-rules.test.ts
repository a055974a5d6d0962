import { ManualClock } from '@leadline/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Body, useDialKit } from './dial-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';

describe('state rules: call times, holidays, call limits and skip-mobile hold back schedule dials and make_call', () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 3, 15));
  const t = useTestApp({}, { allowPrivateUrls: LOCAL_STAND_INS, clock, other: 'Other Co' });
  const kit = useDialKit(t);
  const { api, create, run, lead, setup, submit, number } = kit;
  beforeEach(() => {
    clock.advance(60_000);
  });
  // All day: the schedule's own daylight hours stay out of the way of the rule under test.
  const allDay = { daylight_hours_open: '00:00', daylight_hours_close: '00:00' };
  const everyDay = (state: string, open: string, close: string) =>
    [0, 1, 2, 3, 4, 5, 6].map((day) => ({ state, day, open_time: open, close_time: close }));

  /** A rule group with its call times and call limits. */
  async function rules(
    group: Record<string, unknown>,
    hours: Record<string, unknown>[] = [],
    limits: Record<string, unknown>[] = [],
    who = t.tenant,
  ) {
    const g = await create(
      'state_rule_groups',
      'state_rule_group',
      { name: `Rules ${number().slice(-4)}`, ...group },
      who,
    );
    for (const h of hours)
      await create('state_business_hours', 'state_business_hour', { state_rule_group_id: g.id, ...h }, who);
    for (const l of limits)
      await create('state_call_limits', 'state_call_limit', { state_rule_group_id: g.id, ...l }, who);
    return g;
  }
  const dialledTo = (from: number) => kit.carriers.dialed.slice(from).map((d) => d.to);
  const stateLogs = async (reason: string) =>
    (await api('GET', `/call_logs?reason=${reason}&per_page=100`)).json().call_logs as Body[];

  it("holds a lead until its state's call times open in every zone of the state, logs the rule, then dials", async () => {
    // Wednesday 12:30 UTC: 08:30 in Miami but 07:30 in Pensacola.
    clock.set(Date.UTC(2026, 5, 10, 12, 30));
    const s = await setup(allDay, [{ action_type: 'dial' }]);
    const group = await rules({ rule_scope: 'company' }, everyDay('FL', '08:00', '20:00'));
    try {
      const florida = await submit(s.schedule, { state: 'Florida' });
      const georgia = await submit(s.schedule, { state: 'GA' });
      const from = kit.carriers.dialed.length;
      await run();
      expect(dialledTo(from)).toEqual([georgia.caller_id]);
      const held = await lead(florida.id);
      expect(held).toMatchObject({ status: 'scheduled', schedule_step: 0, contact_attempts: 0 });
      expect(held.last_schedule_action_error).toBe(
        `Outside FL call times of ${group.name} (America/Chicago): waiting until 2026-06-10 08:00:00 -0500`,
      );
      expect(held.next_action_at).toBe('2026-06-10 09:00:00 -0400');
      const logs = (await stateLogs('state_call_time')).filter(
        (l) => (l.data as Body).lead_id === florida.id,
      );
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({
        log_type: 'state_rule',
        level: 'warning',
        call_id: null,
        schedule_id: s.schedule.id,
        message: held.last_schedule_action_error,
        data: { state: 'FL', state_rule_group_id: group.id, channel: 'call', number: florida.caller_id },
      });

      clock.set(Date.UTC(2026, 5, 10, 13, 0, 30));
      await run();
      expect(dialledTo(from)).toEqual([georgia.caller_id, florida.caller_id]);
    } finally {
      await api('PUT', `/state_rule_groups/${group.id}`, { active: false });
    }
  });

  it('binds a lead whose state is unknown by the rules of every state, in each state’s zones', async () => {
    // Wednesday 23:30 UTC: 19:30 in New York, but FL closes at 19:00 in this group.
    clock.set(Date.UTC(2026, 5, 10, 23, 30));
    const s = await setup(allDay, [{ action_type: 'dial' }]);
    await rules({ rule_scope: 'offer', offer_id: s.offer.id }, everyDay('FL', '08:00', '19:00'));
    const unknown = await submit(s.schedule);
    const from = kit.carriers.dialed.length;
    await run();
    expect(dialledTo(from)).toEqual([]);
    // The next time FL's 08:00 has come in both of its zones: 08:00 in Pensacola.
    expect(await lead(unknown.id)).toMatchObject({ next_action_at: '2026-06-11 09:00:00 -0400' });
  });

  it("keeps a state's holidays in the lead's own zone, and the schedule's daylight hours after them", async () => {
    // Thursday 15:00 UTC, 10:00 in Chicago: a Texas holiday.
    clock.set(Date.UTC(2026, 5, 11, 15));
    const s = await setup({}, [{ action_type: 'dial' }]);
    const group = await rules({
      rule_scope: 'offer',
      offer_id: s.offer.id,
      holidays: [{ date: '2026-06-11', states: ['TX'] }],
    });
    const texas = await submit(s.schedule, { state: 'TX', time_zone: 'America/Chicago' });
    const california = await submit(s.schedule, { state: 'CA' });
    const from = kit.carriers.dialed.length;
    await run();
    expect(dialledTo(from)).toEqual([california.caller_id]);
    // Past midnight the schedule's daylight hours (08:00–21:00) still hold the call until morning.
    expect(await lead(texas.id)).toMatchObject({
      next_action_at: '2026-06-12 09:00:00 -0400',
      last_schedule_action_error: `A holiday of ${group.name} (America/Chicago): waiting until 2026-06-12 08:00:00 -0500`,
    });
    expect((await stateLogs('state_holiday')).some((l) => (l.data as Body).lead_id === texas.id)).toBe(true);
  });

  it('holds a second call within the call limit window until the first call leaves it', async () => {
    // Monday 15:00 UTC.
    clock.set(Date.UTC(2026, 5, 15, 15));
    const s = await setup({}, [{ action_type: 'dial' }, { action_type: 'dial' }]);
    const group = await rules(
      { rule_scope: 'offer', offer_id: s.offer.id },
      [],
      [{ state: 'FL', max_contacts: 1, window_seconds: 86_400 }],
    );
    const florida = await submit(s.schedule, { state: 'FL', time_zone: 'America/New_York' });
    const from = kit.carriers.dialed.length;
    await run();
    expect(dialledTo(from)).toEqual([florida.caller_id]);
    const firstCallAt = clock.now();
    // The first call's end is never reported: the runner goes on an hour later, to the second dial.
    clock.advance(3_600_000 + 60_000);
    await run();
    expect(dialledTo(from)).toHaveLength(1);
    const held = await lead(florida.id);
    expect(held.last_schedule_action_error).toBe(
      `FL allows 1 contact per number in 1 day (${group.name}): waiting until 2026-06-16 11:00:00 -0400`,
    );
    expect(held.next_action_at).toBe('2026-06-16 11:00:00 -0400');
    expect(Date.UTC(2026, 5, 16, 15)).toBe(firstCallAt + 86_400_000);

    clock.set(firstCallAt + 86_400_000 + 1000);
    await run();
    expect(dialledTo(from)).toEqual([florida.caller_id, florida.caller_id]);
  });

  it('passes over the dial of a mobile, or of a line of unknown type, where the state skips mobiles', async () => {
    clock.set(Date.UTC(2026, 5, 17, 15));
    const s = await setup({}, [{ action_type: 'dial' }]);
    const group = await rules(
      { rule_scope: 'offer', offer_id: s.offer.id },
      [],
      [{ state: 'FL', max_contacts: 100, window_seconds: 60, skip_mobile: true }],
    );
    const mobile = await submit(s.schedule, { state: 'FL', line_type: 'Wireless' });
    const landline = await submit(s.schedule, { state: 'FL', data: { line_type: 'landline' } });
    const unknown = await submit(s.schedule, { state: 'FL' });
    const from = kit.carriers.dialed.length;
    await run();
    expect(dialledTo(from)).toEqual([landline.caller_id]);
    // Passed over, not held: with nothing after the dial, the lead completes uncalled, saying why.
    expect(await lead(mobile.id)).toMatchObject({
      status: 'completed',
      contact_attempts: 0,
      last_schedule_action_error: `Not dialled: ${group.name} skips mobile numbers in FL`,
    });
    const logs = await stateLogs('state_skip_mobile');
    const about = (id: number) => logs.find((l) => (l.data as Body).lead_id === id);
    expect(about(mobile.id)).toMatchObject({
      message: `${group.name} skips mobile numbers in FL`,
      data: { retry_at: null },
    });
    expect(String(about(unknown.id)?.message)).toMatch(
      /skips mobile numbers in FL, and the lead's line type is unknown/,
    );
    expect(about(landline.id)).toBeUndefined();
  });

  it('refuses make_call outside the call times with a 422 naming lead_id, the rule and when it may call', async () => {
    clock.set(Date.UTC(2026, 5, 18, 11));
    const s = await setup({}, []);
    const group = await rules(
      { rule_scope: 'offer', offer_id: s.offer.id },
      everyDay('FL', '09:00', '20:00'),
    );
    const florida = await submit(s.schedule, { state: 'FL', time_zone: 'America/New_York' });
    const from = kit.carriers.dialed.length;
    const res = await api('POST', '/schedules/make_call', { lead_id: florida.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.lead_id).toEqual([
      `${florida.caller_id} may not be called now: Outside FL call times of ${group.name} (America/New_York); it may be called from 2026-06-18 09:00:00 -0400`,
    ]);
    expect(dialledTo(from)).toEqual([]);
    expect((await api('GET', `/calls?lead_id=${florida.id}`)).json().calls).toEqual([]);

    clock.set(Date.UTC(2026, 5, 18, 13, 1));
    expect((await api('POST', '/schedules/make_call', { lead_id: florida.id })).statusCode).toBe(201);
  });

  it("enforces nothing from an inactive group, another offer's group or another company's", async () => {
    clock.set(Date.UTC(2026, 5, 19, 15));
    const s = await setup({}, [{ action_type: 'dial' }]);
    const other = { offer: await create('offers', 'offer', { name: `Elsewhere ${number().slice(-4)}` }) };
    const shut = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ state: 'FL', day, closed: true }));
    await rules({ rule_scope: 'offer', offer_id: s.offer.id, active: false }, shut);
    await rules({ rule_scope: 'offer', offer_id: other.offer.id }, shut);
    await rules({ rule_scope: 'company' }, shut, [], t.other);
    const florida = await submit(s.schedule, { state: 'FL' });
    const from = kit.carriers.dialed.length;
    await run();
    expect((await lead(florida.id)).last_schedule_action_error).toBeNull();
    expect(dialledTo(from)).toEqual([florida.caller_id]);
  });
});
