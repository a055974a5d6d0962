import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.js';
import { leadFixtures } from '../leads-fixtures.js';

/**
 * Issue 25, item 1: TrackDrive's `traffic_source_id` in a lead post is the source's afid
 * (`user_traffic_source_id`); forms send it as a number or text, in the query, a form
 * body, JSON or a wrapped body. Attribution never refuses a lead.
 */
describe('TrackDrive compatibility: traffic_source_id at lead intake', () => {
  const t = useTestApp({}, { other: 'Other Co' });
  const f = leadFixtures(t);
  let serial = 0;
  const caller = () => `720555${String(3000 + ++serial)}`;
  const source = async (body: Record<string, unknown>, tenant = t.tenant) => {
    const res = await f.api('POST', '/traffic_sources', body, tenant);
    expect(res.statusCode).toBe(201);
    return res.json().traffic_source as { id: number; user_traffic_source_id: string };
  };

  it('numbers a source created without an afid from 1000 per company, after afids an import kept', async () => {
    const first = await source({ company_name: 'Fresh One' });
    const second = await source({ company_name: 'Fresh Two' });
    expect(first.user_traffic_source_id).toBe('1000');
    expect(Number(second.user_traffic_source_id)).toBe(Number(first.user_traffic_source_id) + 1);
    // The other company counts on its own, from 1000.
    expect((await source({ company_name: 'Theirs' }, t.other)).user_traffic_source_id).toBe('1000');
    // An import that kept TrackDrive's afids: the next drawn one never repeats one of them.
    const next = Number(second.user_traffic_source_id) + 1;
    await source({ company_name: 'Imported', user_traffic_source_id: String(next) });
    expect((await source({ company_name: 'After import' })).user_traffic_source_id).toBe(String(next + 1));
    const taken = await f.api('POST', '/traffic_sources', {
      company_name: 'Same afid',
      user_traffic_source_id: String(next),
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toHaveProperty('user_traffic_source_id');
  });

  it('gives sources created at once distinct afids', async () => {
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) => source({ company_name: `Concurrent ${i}` })),
    );
    const afids = made.map((s) => s.user_traffic_source_id);
    expect(new Set(afids).size).toBe(8);
  });

  it('credits a query-only post with no body to the source an import kept by its numeric afid', async () => {
    const offer = await f.offer();
    const imported = await source({ company_name: 'Imported numeric', user_traffic_source_id: '4807' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads?lead_token=${offer.lead_token}&caller_id=${caller()}&traffic_source_id=4807&first_name=Ann`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().lead.traffic_source_id).toBe(imported.id);
    expect(res.json().lead.tokens).toEqual({ first_name: 'Ann' });
    expect(res.json()).not.toHaveProperty('warnings');
  });

  it('credits a form body and a wrapped JSON body naming the source by a text afid', async () => {
    const offer = await f.offer();
    const imported = await source({ company_name: 'Imported text', user_traffic_source_id: 'P100326' });
    const form = await f.open(
      'POST',
      '/leads/create_or_update',
      `lead_token=${offer.lead_token}&caller_id=${caller()}&traffic_source_id=P100326`,
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(form.statusCode).toBe(200);
    expect(form.json().lead.traffic_source_id).toBe(imported.id);
    const wrapped = await f.submit(
      { lead: { lead_token: offer.lead_token, caller_id: caller(), traffic_source_id: 'P100326' } },
      '/leads/capture',
    );
    expect(wrapped.statusCode).toBe(200);
    expect(wrapped.json().lead.traffic_source_id).toBe(imported.id);
  });

  it("falls back to Leadline's id when no afid matches", async () => {
    const offer = await f.offer();
    const made = await source({ company_name: 'By id' });
    const res = await f.submit({
      lead_token: offer.lead_token,
      caller_id: caller(),
      traffic_source_id: made.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().lead.traffic_source_id).toBe(made.id);
  });

  it("accepts a lead naming an unknown, another company's or a paused source, keeping the value as a token", async () => {
    const offer = await f.offer();
    const theirs = await source({ company_name: 'Not ours', user_traffic_source_id: 'THEIRS-9' }, t.other);
    const paused = await source({ company_name: 'Paused', paused: true });
    for (const [sent, warned] of [
      [1234567, 'names no traffic source'],
      ['Q999999', 'names no traffic source'],
      ['THEIRS-9', 'names no traffic source'],
      [String(theirs.id), 'names no traffic source'],
      [paused.user_traffic_source_id, 'names a paused traffic source'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/leads?lead_token=${offer.lead_token}&caller_id=${caller()}&traffic_source_id=${sent}`,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.lead.traffic_source_id).toBeNull();
      expect(body.lead.tokens).toEqual({ traffic_source_id: String(sent) });
      expect(body.warnings.traffic_source_id[0]).toContain(warned);
      const shown = await f.api('GET', `/leads/${body.lead_id}`);
      expect(shown.json().lead.tokens.traffic_source_id).toBe(String(sent));
    }
    // A JSON number is kept as posted, in its text.
    const json = await f.submit({
      lead_token: offer.lead_token,
      caller_id: caller(),
      traffic_source_id: 1001001,
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().lead.tokens).toEqual({ traffic_source_id: '1001001' });
  });

  it('filters lists by traffic_source_id given as the afid or the id', async () => {
    const offer = await f.offer();
    const imported = await source({ company_name: 'Listed', user_traffic_source_id: 'P7001' });
    const res = await f.submit({
      lead_token: offer.lead_token,
      caller_id: caller(),
      traffic_source_id: 'P7001',
    });
    const leadId = res.json().lead_id;
    expect((await f.list('traffic_source_id=P7001')).map((l) => l.id)).toEqual([leadId]);
    expect((await f.list(`traffic_source_id=${imported.id}`)).map((l) => l.id)).toEqual([leadId]);
    expect(await f.list('traffic_source_id=NOPE-1')).toEqual([]);
  });
});
