import { ManualClock } from '@leadline/core';
import { describe, expect, it } from 'vitest';
import { type Body, useDialKit } from './dial-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';

describe('lead retargeting: leads that did not convert are re-offered to another schedule', () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 3, 15));
  const t = useTestApp({}, { allowPrivateUrls: LOCAL_STAND_INS, clock });
  const kit = useDialKit(t);
  const { api, run, setup, submit } = kit;
  const iso = (ms: number) => new Date(ms).toISOString();

  it('adds the matching leads to the target schedule when run_at comes, and logs every decision with its reason', async () => {
    const source = await setup({}, []);
    const target = await setup({}, []);
    const retry = await submit(source.schedule, { geo_state: 'TX' });
    const elsewhere = await submit(source.schedule, { geo_state: 'FL' });
    const optedOut = await submit(source.schedule, { geo_state: 'TX' });
    const converted = await submit(source.schedule, { geo_state: 'TX' });
    // The source schedule has no actions: its leads finish without converting.
    await run();
    expect((await api('PUT', `/leads/${optedOut.id}`, { opt_out: true })).statusCode).toBe(200);
    expect((await api('PUT', `/leads/${converted.id}`, { offer_converted: true })).statusCode).toBe(200);

    const created = await api('POST', '/lead_retargets', {
      name: 'Second chance',
      source_schedule_id: source.schedule.id,
      target_schedule_id: target.schedule.id,
      filters: [{ key: 'geo_state', operator: '!=', value: 'FL' }],
      run_at: iso(clock.now() + 3_600_000),
    });
    expect(created.statusCode, created.body).toBe(201);
    const retarget = created.json().lead_retarget as Body;
    expect(retarget.status).toBe('pending');

    await run();
    expect(((await api('GET', `/lead_retargets/${retarget.id}`)).json().lead_retarget as Body).status).toBe(
      'pending',
    );
    clock.advance(3_600_000 + 1000);
    await run();
    const done = (await api('GET', `/lead_retargets/${retarget.id}`)).json().lead_retarget as Body;
    expect(done).toMatchObject({ status: 'succeeded', matched_count: 3, enrolled_count: 1 });
    expect(done.finished_at).not.toBeNull();

    const logs = (await api('GET', `/lead_retarget_logs?lead_retarget_id=${retarget.id}&per_page=100`)).json()
      .lead_retarget_logs as Body[];
    const byLead = new Map(logs.map((l) => [l.lead_id, l]));
    expect(byLead.size).toBe(3);
    expect(byLead.get(retry.id)).toMatchObject({ result: 'enrolled', schedule_id: target.schedule.id });
    expect(byLead.get(optedOut.id)).toMatchObject({
      result: 'skipped',
      reason: 'opted out: never retargeted',
    });
    expect(byLead.get(converted.id)).toMatchObject({ result: 'skipped', reason: 'converted' });
    expect(byLead.has(elsewhere.id)).toBe(false);

    const onTarget = (await api('GET', `/leads?schedule_id=${target.schedule.id}&per_page=100`)).json()
      .leads as Body[];
    expect(onTarget.map((l) => l.caller_id)).toEqual([retry.caller_id]);
    // Run once: another pass re-offers nobody.
    await run();
    const again = (await api('GET', `/leads?schedule_id=${target.schedule.id}&per_page=100`)).json()
      .leads as Body[];
    expect(again).toHaveLength(1);
  });

  it('resumes a run cut short from its cursor once its lease is over, posting each lead exactly once', async () => {
    const source = await setup({}, []);
    const target = await setup({}, []);
    const leads: Body[] = [];
    for (let i = 0; i < 5; i++) leads.push(await submit(source.schedule, { geo_state: 'TX' }));
    await run();
    const created = await api('POST', '/lead_retargets', {
      name: 'Cut short',
      source_schedule_id: source.schedule.id,
      target_schedule_id: target.schedule.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json().lead_retarget as Body).id;
    const show = async () => (await api('GET', `/lead_retargets/${id}`)).json().lead_retarget as Body;
    const logs = async () =>
      (await api('GET', `/lead_retarget_logs?lead_retarget_id=${id}&per_page=100`)).json()
        .lead_retarget_logs as Body[];

    // A scheduler that stops after its second lead, as a process killed mid-run: the runner reads
    // the signal once before the retarget and once before each lead, so the fourth read stops it.
    let reads = 0;
    const stopping = {
      get aborted() {
        return ++reads >= 4;
      },
    } as AbortSignal;
    await t.leadline.schedules.runDue({ callbackBaseUrl: 'https://leadline.test', signal: stopping });
    const cut = await show();
    expect(cut).toMatchObject({ status: 'running', cursor_lead_id: leads[1]!.id, matched_count: 2 });
    expect((await logs()).map((l) => l.lead_id).sort()).toEqual([leads[0]!.id, leads[1]!.id].sort());

    // Another scheduler leaves the run alone while the lease lasts…
    await run();
    expect(await show()).toMatchObject({ status: 'running', cursor_lead_id: leads[1]!.id });
    // …then resumes it after the cursor.
    clock.advance(5 * 60_000 + 1000);
    await run();
    const done = await show();
    expect(done).toMatchObject({
      status: 'succeeded',
      matched_count: 5,
      enrolled_count: 5,
      cursor_lead_id: leads[4]!.id,
    });
    const logged = await logs();
    expect(logged.map((l) => l.lead_id).sort()).toEqual(leads.map((l) => l.id).sort());
    expect(new Set(logged.map((l) => l.result))).toEqual(new Set(['enrolled']));
    const onTarget = (await api('GET', `/leads?schedule_id=${target.schedule.id}&per_page=100`)).json()
      .leads as Body[];
    expect(onTarget.map((l) => l.caller_id).sort()).toEqual(leads.map((l) => l.caller_id).sort());
  });

  it('refuses filters the runner could not read and unknown lead statuses, naming the parameter', async () => {
    const s = await setup({}, []);
    const badFilters = await api('POST', '/lead_retargets', {
      name: 'Bad',
      target_schedule_id: s.schedule.id,
      filters: { geo_state: 'TX' },
    });
    expect(badFilters.statusCode).toBe(422);
    expect(badFilters.body).toContain('filters');
    const badStatus = await api('POST', '/lead_retargets', {
      name: 'Bad',
      target_schedule_id: s.schedule.id,
      lead_statuses: ['sold'],
    });
    expect(badStatus.statusCode).toBe(422);
    expect(badStatus.body).toContain('lead_statuses');
  });
});
