import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';
import { freshNumber, leadFixtures } from './leads-fixtures.js';

describe('POST /leads/batch: many leads per request, each answered', () => {
  const t = useTestApp({}, { other: 'batch-other' });
  const f = leadFixtures(t);
  let token: string;

  beforeAll(async () => {
    token = (await f.offer({ name: 'Batch' })).lead_token;
  });

  it('creates and updates leads as create_or_update would, answering each in order, a refusal among them', async () => {
    const [a, b] = [freshNumber(), freshNumber()];
    await f.submit({ lead_token: token, caller_id: b, first_name: 'Old' });
    const res = await f.submit(
      {
        leads: [
          { lead_token: token, caller_id: a, first_name: 'Ann' },
          { lead_token: token, caller_id: b, first_name: 'Bea' },
          { lead_token: token, caller_id: '12', first_name: 'Bad' },
          { lead_token: token, caller_id: freshNumber(), email: 'not-an-email' },
          { lead_token: 'nope', caller_id: freshNumber() },
        ],
      },
      '/leads/batch',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.metadata).toMatchObject({
      root: 'results',
      total_count: 5,
      created: 1,
      updated: 1,
      rejected: 3,
    });
    expect(body.results[0]).toMatchObject({ index: 0, status: 200, action: 'created', caller_id: a });
    expect(body.results[1]).toMatchObject({ index: 1, status: 200, action: 'updated', caller_id: b });
    expect(body.results[2]).toMatchObject({ index: 2, status: 422, code: 'validation_failed' });
    expect(Object.keys(body.results[2].errors)).toEqual(['caller_id']);
    expect(Object.keys(body.results[3].errors)).toContain('email');
    expect(Object.keys(body.results[4].errors)).toEqual(['lead_token']);
    const leads = await f.list(`caller_id=${encodeURIComponent(b)}`);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ first_name: 'Bea' });
    expect(await f.list(`caller_id=${encodeURIComponent(a)}`)).toHaveLength(1);
  });

  it("carries each taken lead's warnings as its own POST answers them, in the real run and the dry run", async () => {
    const leads = [
      { lead_token: token, caller_id: freshNumber(), traffic_source_id: 'P100326' },
      { lead_token: token, caller_id: freshNumber() },
    ];
    for (const dry_run of [true, false]) {
      const res = await f.submit({ dry_run, leads }, '/leads/batch');
      expect(res.statusCode, res.body).toBe(200);
      const [warned, plain] = res.json().results;
      expect(warned).toMatchObject({ index: 0, status: 200, action: 'created' });
      expect(warned.warnings.traffic_source_id[0]).toContain('names no traffic source');
      expect(plain).not.toHaveProperty('warnings');
    }
    const single = await f.submit({
      lead_token: token,
      caller_id: freshNumber(),
      traffic_source_id: 'P100326',
    });
    const [warned] = (
      await f.submit({ leads: [{ ...leads[0]!, caller_id: freshNumber() }] }, '/leads/batch')
    ).json().results;
    expect(warned.warnings).toEqual(single.json().warnings);
  });

  it('in mode create refuses a caller with an open lead, naming the open lead', async () => {
    const n = freshNumber();
    const first = (await f.submit({ lead_token: token, caller_id: n })).json().lead_id;
    const res = await f.submit(
      { mode: 'create', leads: [{ lead_token: token, caller_id: n }] },
      '/leads/batch',
    );
    expect(res.json().results[0]).toMatchObject({ status: 422, lead_id: first });
  });

  it('in a dry run answers what each lead would do, as the real run then does, and writes nothing', async () => {
    const [old, fresh] = [freshNumber(), freshNumber()];
    await f.submit({ lead_token: token, caller_id: old });
    const leads = [
      { lead_token: token, caller_id: old },
      { lead_token: token, caller_id: fresh },
      { lead_token: token, caller_id: freshNumber(), email: 'nope' },
    ];
    const before = (await f.rows('leads')).length;
    const dry = (await f.submit({ dry_run: true, leads }, '/leads/batch')).json();
    expect((await f.rows('leads')).length).toBe(before);
    const real = (await f.submit({ leads }, '/leads/batch')).json();
    const shape = (r: Record<string, unknown>) => [r.status, r.action ?? null, r.errors ?? null];
    expect(dry.results.map(shape)).toEqual(real.results.map(shape));
    expect(dry.results.map(shape)).toEqual([
      [200, 'updated', null],
      [200, 'created', null],
      [422, null, { email: expect.any(Array) }],
    ]);
  });

  it('refuses a batch that is not 1 to 1,000 lead objects, naming leads, and writes nothing', async () => {
    for (const [payload, param] of [
      [{}, 'leads'],
      [{ leads: [] }, 'leads'],
      [{ leads: 'x' }, 'leads'],
      [{ leads: [{ lead_token: token, caller_id: freshNumber() }, 3] }, 'leads[1]'],
      [{ leads: Array.from({ length: 1001 }, () => ({ lead_token: token })) }, 'leads'],
      [{ leads: [{ lead_token: token, caller_id: freshNumber() }], mode: 'upsert' }, 'mode'],
      [{ leads: [{ lead_token: token, caller_id: freshNumber() }], dry_run: 'maybe' }, 'dry_run'],
    ] as const) {
      const before = (await f.rows('leads')).length;
      const res = await f.submit(payload as Record<string, unknown>, '/leads/batch');
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { [param]: expect.any(Array) } });
      expect((await f.rows('leads')).length).toBe(before);
    }
  });

  it("files each lead under its own token's company, a batch mixing two companies included", async () => {
    const theirs = (await f.offer({ name: 'Theirs' }, t.other)).lead_token;
    const [mine, other] = [freshNumber(), freshNumber()];
    const res = await f.submit(
      {
        leads: [
          { lead_token: token, caller_id: mine },
          { lead_token: theirs, caller_id: other },
        ],
      },
      '/leads/batch',
    );
    expect(res.json().metadata).toMatchObject({ created: 2 });
    expect(await f.list(`caller_id=${encodeURIComponent(mine)}`)).toHaveLength(1);
    expect(await f.list(`caller_id=${encodeURIComponent(other)}`)).toHaveLength(0);
    expect(await f.list(`caller_id=${encodeURIComponent(other)}`, t.other)).toHaveLength(1);
  });
});
