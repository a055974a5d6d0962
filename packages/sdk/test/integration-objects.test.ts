import { systemContext } from '@leadline/core';
import { createTestTenant, type StandInS3, startStandInS3 } from '@leadline/core/testing';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError, UnprocessableEntityError } from '../src/index.js';
import { API, envelope, errorBody, mockClient, useMockApi } from './mock-api.js';
import { useRealServer } from './real-server.js';

describe('client.integrations.updateObject (mocked API)', () => {
  const server = useMockApi();

  it('puts the reported fields to /integrations/objects/:id and answers the integration_object record', async () => {
    let seen: { method: string; path: string; body: unknown } | undefined;
    const record = { id: 17, status: 'accepted', external_id: 'crm-8812', data: { list: 'warm' } };
    server.use(
      http.put(`${API}/integrations/objects/:id`, async ({ request }) => {
        seen = { method: request.method, path: new URL(request.url).pathname, body: await request.json() };
        return HttpResponse.json(envelope('integration_object', record));
      }),
    );
    const object = await mockClient().integrations.updateObject(17, {
      status: 'accepted',
      external_id: 'crm-8812',
      data: { list: 'warm' },
    });
    expect(seen).toEqual({
      method: 'PUT',
      path: '/api/v1/integrations/objects/17',
      body: { status: 'accepted', external_id: 'crm-8812', data: { list: 'warm' } },
    });
    expect(object).toEqual(record);
  });

  it('addresses an object by uuid, encoded into the path', async () => {
    let path: string | undefined;
    server.use(
      http.put(`${API}/integrations/objects/:id`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json(envelope('integration_object', { id: 3, status_message: 'queued' }));
      }),
    );
    const uuid = '0b7e8f4c-2d1a-4c8e-9f0a-5b6c7d8e9f01';
    await mockClient().integrations.updateObject(uuid, { status_message: 'queued' });
    expect(path).toBe(`/api/v1/integrations/objects/${uuid}`);
  });

  it('raises an unknown status as UnprocessableEntityError naming status', async () => {
    const errors = { status: ['must be one of sent, failed, processing, accepted, rejected, completed'] };
    server.use(
      http.put(`${API}/integrations/objects/:id`, () =>
        HttpResponse.json(errorBody(422, 'validation_failed', errors), { status: 422 }),
      ),
    );
    const error = await mockClient({ maxRetries: 0 })
      .integrations.updateObject(17, { status: 'lost' as 'accepted' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect((error as UnprocessableEntityError).errors).toEqual(errors);
  });

  it('lists and shows integration objects at /integration_objects', async () => {
    server.use(
      http.get(`${API}/integration_objects`, () =>
        HttpResponse.json({
          integration_objects: [{ id: 17, status: 'sent' }],
          metadata: { root: 'integration_objects', next_cursor: 0 },
        }),
      ),
      http.get(`${API}/integration_objects/17`, () =>
        HttpResponse.json(envelope('integration_object', { id: 17, status: 'sent' })),
      ),
    );
    const client = mockClient();
    expect((await client.integrationObjects.list({ status: 'sent' })).data).toEqual([
      { id: 17, status: 'sent' },
    ]);
    expect(await client.integrationObjects.show(17)).toEqual({ id: 17, status: 'sent' });
  });
});

describe('client.integrations.updateObject (real server, stand-in S3)', () => {
  const real = useRealServer({}, { allowPrivateUrls: ['127.0.0.0/8'] });
  const credentials = { accessKeyId: 'AKIDSDKTEST', secretAccessKey: 'sdk-test-secret', region: 'us-east-1' };
  let s3: StandInS3;
  beforeAll(async () => {
    s3 = await startStandInS3(credentials);
  });
  afterAll(() => s3?.close());

  let uploads = 0;
  /** A lead put into the stand-in bucket through an aws_s3 integration made with the SDK: a sent object. */
  async function uploadedObject(): Promise<number> {
    const { client, engine, tenant } = real;
    const n = ++uploads;
    const offer = (await client.offers.create({ name: 'Exports' })) as { id: number; lead_token: string };
    const { lead } = await client.leads.submit({
      lead_token: offer.lead_token,
      caller_id: `+1212555016${n}`,
    });
    const secret = await client.secretItems.create({
      name: `s3_secret_${n}`,
      value: credentials.secretAccessKey,
    });
    const integration = await client.integrations.create({
      name: 'Bucket',
      integration_type: 'aws_s3',
      settings: {
        bucket: 'exports',
        region: credentials.region,
        endpoint: s3.url,
        access_key_id: credentials.accessKeyId,
      },
      secret_item_ids: [secret.id],
    });
    const { objectId, error } = await engine.integrationObjects.uploadLead(systemContext(tenant.company), {
      integrationId: integration.id,
      leadId: lead.id,
      scheduleActionId: null,
      key: `leads/${lead.id}.json`,
      lead: lead as unknown as Record<string, unknown>,
    });
    expect(error).toBeNull();
    expect(s3.objects.has(`exports/leads/${lead.id}.json`)).toBe(true);
    return objectId;
  }

  it("reports an uploaded object's status, id and data, merging data, and shows it changed", async () => {
    const { client } = real;
    const id = await uploadedObject();
    const sent = await client.integrationObjects.show(id);
    expect(sent).toMatchObject({ id, status: 'sent', object_type: 's3_object' });
    expect(sent.location).toBe(`${s3.url}/exports/leads/${sent.lead_id}.json`);

    const accepted = await client.integrations.updateObject(id, {
      status: 'accepted',
      external_id: 'crm-8812',
      data: { list: 'warm', score: 3 },
    });
    expect(accepted).toMatchObject({
      id,
      status: 'accepted',
      external_id: 'crm-8812',
      data: { list: 'warm', score: 3 },
    });

    const byUuid = await client.integrations.updateObject(sent.uuid, {
      status_message: 'imported',
      data: { score: 4 },
    });
    expect(byUuid).toMatchObject({
      status: 'accepted',
      status_message: 'imported',
      data: { list: 'warm', score: 4 },
    });
    expect(await client.integrationObjects.show(id)).toEqual(byUuid);
    expect((await client.integrationObjects.list({ status: 'accepted' })).data.map((o) => o.id)).toContain(
      id,
    );
  });

  it('raises a bad status, data that is not an object, or nothing to change as UnprocessableEntityError naming the param', async () => {
    const { client } = real;
    const id = await uploadedObject();
    const refusedParams = async (params: Record<string, unknown>) => {
      const error = await client.integrations.updateObject(id, params).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(UnprocessableEntityError);
      return Object.keys((error as UnprocessableEntityError).errors);
    };

    expect(await refusedParams({ status: 'pending' })).toEqual(['status']);
    expect(await refusedParams({ data: ['a'] })).toEqual(['data']);
    expect(await refusedParams({})).toEqual(['base']);
    expect((await client.integrationObjects.show(id)).status).toBe('sent');
  });

  it("answers NotFoundError for another company's object and for an unknown id, changing nothing", async () => {
    const id = await uploadedObject();
    const other = await createTestTenant(real.engine, 'Other Co');
    const theirs = real.connect({ publicKey: other.publicKey, privateKey: other.privateKey });

    await expect(theirs.integrations.updateObject(id, { status: 'rejected' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(theirs.integrationObjects.show(id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      real.client.integrations.updateObject(999_999, { status: 'rejected' }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect((await real.client.integrationObjects.show(id)).status).toBe('sent');
  });
});
