import { ManualClock } from '@leadline/core';
import { type StandInS3, startStandInS3, type TestTenant } from '@leadline/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, tenantApi, useTestApp } from './helpers.js';

type Body = Record<string, unknown> & { id: number };
const S3 = { accessKeyId: 'AKIDLEADLINE', secretAccessKey: 'leadline-secret-key', region: 'us-east-1' };

describe('integration objects: leads a schedule action put in an S3 bucket, and PUT /integrations/objects/:id', () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 3, 15));
  const t = useTestApp({}, { allowPrivateUrls: LOCAL_STAND_INS, clock, other: 'Other Co' });
  let s3: StandInS3;
  let serial = 0;
  beforeAll(async () => {
    s3 = await startStandInS3(S3);
  });
  afterAll(async () => {
    await s3?.close();
  });

  const { api, create } = tenantApi(t);
  /** An aws_s3 integration on the stand-in, a schedule that uploads each lead, and a lead put through it. */
  async function uploaded(
    opts: { secret?: string; path?: string; who?: TestTenant; data?: Record<string, unknown> } = {},
  ) {
    const who = opts.who ?? t.tenant;
    const n = ++serial;
    const secret = await create(
      'secret_items',
      'secret_item',
      { name: `s3_key_${n}`, value: opts.secret ?? S3.secretAccessKey },
      who,
    );
    const integration = await create(
      'integrations',
      'integration',
      {
        name: `Bucket ${n}`,
        integration_type: 'aws_s3',
        settings: { bucket: 'leads', region: S3.region, endpoint: s3.url, access_key_id: S3.accessKeyId },
        secret_item_ids: [secret.id],
      },
      who,
    );
    const schedule = await create('schedules', 'schedule', { name: `Uploads ${n}` }, who);
    await create(
      'schedule_actions',
      'schedule_action',
      {
        schedule_id: schedule.id,
        action_type: 'aws_s3_upload',
        integration_id: integration.id,
        ...(opts.path ? { upload_path: opts.path } : {}),
      },
      who,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { lead_token: schedule.lead_token, caller_id: `+1720555${String(1000 + n)}`, ...opts.data },
    });
    const lead = res.json().lead as Body;
    await t.leadline.schedules.runDue();
    const objects = (await api('GET', `/integration_objects?lead_id=${lead.id}`, undefined, who)).json()
      .integration_objects as Body[];
    return { integration, schedule, lead, objects };
  }

  it('puts the lead in the bucket as JSON under its upload_path and records a sent object', async () => {
    const { lead, integration, objects } = await uploaded({
      path: 'incoming/[state]{none}/[lead_id]-[last_name].json',
      data: { last_name: 'O/Brien' },
    });
    expect(objects).toHaveLength(1);
    const object = objects[0]!;
    const key = `leads/incoming/none/${lead.id}-O_Brien.json`;
    expect(object).toMatchObject({
      integration_id: integration.id,
      lead_id: lead.id,
      object_type: 's3_object',
      status: 'sent',
      location: `${s3.url}/${key}`,
      status_message: null,
    });
    expect(object.external_id).toMatch(/^[0-9a-f]{32}$/);
    expect(object.sent_at).not.toBeNull();
    const stored = s3.objects.get(key)!;
    expect(stored.contentType).toBe('application/json');
    expect(JSON.parse(stored.body)).toMatchObject({
      id: lead.id,
      uuid: lead.uuid,
      caller_id: lead.caller_id,
      last_name: 'O/Brien',
    });
    expect((await api('GET', `/leads/${lead.id}`)).json().lead).toMatchObject({
      status: 'completed',
      last_schedule_action_error: null,
    });
  });

  it("records a failed object with the store's reason when the upload is refused, and the lead goes on", async () => {
    const { lead, objects } = await uploaded({ secret: 'not-the-key' });
    expect(objects).toHaveLength(1);
    expect(objects[0]).toMatchObject({ status: 'failed', location: null, sent_at: null });
    expect(String(objects[0]!.status_message)).toMatch(/403 SignatureDoesNotMatch/);
    const after = (await api('GET', `/leads/${lead.id}`)).json().lead;
    expect(after.status).toBe('completed');
  });

  it('PUT /integrations/objects/:id records what the receiving system reports, by id or uuid', async () => {
    const { objects } = await uploaded();
    const object = objects[0]!;
    clock.advance(5_000);
    const res = await api('PUT', `/integrations/objects/${object.id}`, {
      status: 'accepted',
      external_id: 'crm-123',
      data: { crm_stage: 'new' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 200, errors: {}, metadata: { root: 'integration_object' } });
    expect(body.integration_object).toMatchObject({
      id: object.id,
      status: 'accepted',
      external_id: 'crm-123',
      data: { crm_stage: 'new' },
    });
    expect(body.integration_object.status_changed_at).not.toBe(object.status_changed_at);
    const again = await api('PUT', `/integrations/objects/${object.uuid}`, {
      status_message: 'Imported',
      data: { crm_owner: 'sam' },
    });
    expect(again.json().integration_object).toMatchObject({
      status: 'accepted',
      external_id: 'crm-123',
      status_message: 'Imported',
      data: { crm_stage: 'new', crm_owner: 'sam' },
    });
    expect(
      (await api('GET', `/integration_objects/${object.id}`)).json().integration_object.status_message,
    ).toBe('Imported');
  });

  it('refuses a bad update with a 422 naming the parameter and changes nothing', async () => {
    const { objects } = await uploaded();
    const id = objects[0]!.id;
    for (const [payload, param] of [
      [{ status: 'pending' }, 'status'],
      [{ status: 'lost' }, 'status'],
      [{ data: '[1,2]' }, 'data'],
      [{}, 'base'],
    ] as const) {
      const res = await api('PUT', `/integrations/objects/${id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toHaveProperty(param);
    }
    expect((await api('GET', `/integration_objects/${id}`)).json().integration_object).toMatchObject({
      status: 'sent',
      data: null,
    });
    expect((await api('PUT', '/integrations/objects/999999999', { status: 'accepted' })).statusCode).toBe(
      404,
    );
  });

  it("keeps each company's objects to itself: another company's is 404 to show and update, and never listed", async () => {
    const theirs = (await uploaded({ who: t.other })).objects[0]!;
    expect((await api('GET', `/integration_objects/${theirs.id}`)).statusCode).toBe(404);
    expect((await api('PUT', `/integrations/objects/${theirs.id}`, { status: 'rejected' })).statusCode).toBe(
      404,
    );
    expect(
      (await api('PUT', `/integrations/objects/${theirs.uuid}`, { status: 'rejected' })).statusCode,
    ).toBe(404);
    const mine = (await api('GET', '/integration_objects?per_page=100')).json().integration_objects as Body[];
    expect(mine.map((o) => o.id)).not.toContain(theirs.id);
    expect(
      (await api('GET', `/integration_objects/${theirs.id}`, undefined, t.other)).json().integration_object
        .status,
    ).toBe('sent');
  });
});
