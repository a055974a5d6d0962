import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';
import { WebhookReceiver } from './webhook-receiver.js';

const t = useTestApp(
  { publicUrl: PUBLIC_URL },
  { other: 'Other Triggers Co', allowPrivateUrls: LOCAL_STAND_INS },
);
const kit = useInboundKit(t);
const receiver = new WebhookReceiver();

beforeAll(() => receiver.start());
afterAll(() => receiver.stop());

/** Runs one statement as written (DDL the query builder has no words for: triggers). */
const exec = (text: string) =>
  t.leadline.database.db.executeQuery({
    sql: text,
    parameters: [],
    query: { kind: 'RawNode', sqlFragments: [text], parameters: [] },
    queryId: { queryId: 'call-triggers-test' },
  } as never);

/** Makes the database refuse events of `type` until the returned function is called. */
async function refuseEvents(type: string): Promise<() => Promise<unknown>> {
  if (t.leadline.database.dialect === 'postgres') {
    await exec(`create or replace function events2_refuse() returns trigger language plpgsql as $$
      begin raise exception 'events refused'; end $$`);
    await exec(`create trigger events2_refuse before insert on events for each row
      when (new.type = '${type}') execute function events2_refuse()`);
    return () => exec('drop trigger events2_refuse on events');
  }
  await exec(`create trigger events2_refuse before insert on events
    when new.type = '${type}' begin select raise(abort, 'events refused'); end`);
  return () => exec('drop trigger events2_refuse');
}

let serial = 0;
/** A Twilio tracking number on a fresh offer, its buyers, and an outgoing webhook on `trigger` to the receiver. */
async function setup(trigger: string, query: string, buyerCount = 1) {
  await kit.carrier('twilio');
  const tag = ++serial;
  const offer = await kit.create('offers', 'offer', { name: `Triggers ${tag}` });
  const buyers: Body[] = [];
  for (let i = 0; i < buyerCount; i++) {
    buyers.push(
      await kit.create('buyers', 'buyer', {
        name: `Buyer ${tag}.${i}`,
        number: kit.number('312'),
        offer_ids: [offer.id],
        tier: i + 1,
      }),
    );
  }
  const number = await kit.trackingNumber('twilio', { offer_id: offer.id });
  const hook = await kit.create('outgoing_webhooks', 'outgoing_webhook', {
    name: `${trigger} ${tag}`,
    trigger,
    offer_ids: [offer.id],
  });
  await kit.create('outgoing_webhook_urls', 'outgoing_webhook_url', {
    outgoing_webhook_id: hook.id,
    url: receiver.url(`/${trigger}/${tag}?${query}`),
    method: 'get',
  });
  const simulate = async (results: string[] = ['completed']) => {
    const res = await kit.api('POST', '/calls/simulate', {
      number: number.number,
      caller_id: kit.number('303'),
      dial_results: results,
      duration: 30,
    });
    expect(res.statusCode).toBe(201);
    return res.json().call as Body;
  };
  const received = () => receiver.received.filter((r) => r.path.startsWith(`/${trigger}/${tag}?`));
  return { offer, buyers, number, hook, simulate, received };
}

describe('outgoing-webhook triggers of the call engine', () => {
  it('fires buyer_no_answer once per ring that ends without a conversation', async () => {
    const { simulate, received } = await setup('buyer_no_answer', 'call=[call_id]', 3);
    const call = await simulate(['busy', 'no-answer', 'completed']);
    await t.leadline.jobs.runDue();
    expect(received().map((r) => r.path)).toEqual([
      `/buyer_no_answer/${serial}?call=${call.id}`,
      `/buyer_no_answer/${serial}?call=${call.id}`,
    ]);
    const quiet = await simulate(['completed']);
    await t.leadline.jobs.runDue();
    expect(received().filter((r) => r.path.endsWith(`call=${quiet.id}`))).toEqual([]);
  });

  it('fires recording_available when the carrier hands over the recording, and not again for a new URL', async () => {
    const { offer, number, received } = await setup(
      'recording_available',
      'call=[call_id]&url=[recording_url]',
    );
    await kit.create('call_recording_rules', 'call_recording_rule', {
      name: `Record ${serial}`,
      offer_id: offer.id,
    });
    const r = kit.ring('twilio', number.number as string, kit.number('303'));
    const answered = await r.send();
    const callback = /recordingStatusCallback="([^"]+)"/.exec(answered.body)?.[1];
    const url = 'https://api.twilio.com/2010-04-01/Accounts/AC_test/Recordings/RE9';
    expect((await kit.follow(callback!, { RecordingUrl: url, RecordingSid: 'RE9' })).statusCode).toBe(200);
    await t.leadline.jobs.runDue();
    const call = await kit.callBySid(r.id);
    expect(received().map((x) => x.path)).toEqual([
      `/recording_available/${serial}?call=${call!.id}&url=${encodeURIComponent(url)}`,
    ]);
    expect((await kit.follow(callback!, { RecordingUrl: `${url}0` })).statusCode).toBe(200);
    await t.leadline.jobs.runDue();
    expect(received()).toHaveLength(1);
  });
});

describe('dispositions applied to calls', () => {
  it('copies the disposition onto the applied record and fires disposition_changed with the call', async () => {
    const { simulate, received } = await setup('disposition_changed', 'call=[call_id]&key=[disposition_key]');
    const call = await simulate();
    const sale = await kit.create('call_dispositions', 'call_disposition', {
      key: `sale_${serial}`,
      name: 'Sale',
      apply_qualified: true,
    });
    const applied = await kit.create('agent_call_dispositions', 'agent_call_disposition', {
      call_id: call.id,
      call_disposition_id: sale.id,
      notes: 'closed',
    });
    expect(applied).toMatchObject({ call_id: call.id, key: `sale_${serial}`, name: 'Sale', qualified: true });
    await t.leadline.jobs.runDue();
    expect(received().map((r) => r.path)).toEqual([
      `/disposition_changed/${serial}?call=${call.id}&key=sale_${serial}`,
    ]);
    expect((await kit.call(call.id)).disposition_key).toBe(`sale_${serial}`);

    expect(
      (await kit.api('PUT', `/agent_call_dispositions/${applied.id}`, { notes: 'later' })).statusCode,
    ).toBe(200);
    await t.leadline.jobs.runDue();
    expect(received()).toHaveLength(1);

    const callback = await kit.create('call_dispositions', 'call_disposition', {
      key: `cb_${serial}`,
      name: 'Call back',
    });
    const changed = await kit.api('PUT', `/agent_call_dispositions/${applied.id}`, {
      call_disposition_id: callback.id,
    });
    expect(changed.json().agent_call_disposition).toMatchObject({ key: `cb_${serial}`, qualified: false });
    await t.leadline.jobs.runDue();
    expect(received().at(-1)?.path).toBe(`/disposition_changed/${serial}?call=${call.id}&key=cb_${serial}`);
  });

  it("refuses another company's call with a 422 naming call_id, writing nothing", async () => {
    const { simulate } = await setup('disposition_changed', 'call=[call_id]');
    const call = await simulate();
    const before = (await kit.api('GET', '/agent_call_dispositions', undefined, t.other)).json()
      .agent_call_dispositions;
    const res = await kit.api('POST', '/agent_call_dispositions', { call_id: call.id, notes: 'x' }, t.other);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.call_id).toBeDefined();
    const after = (await kit.api('GET', '/agent_call_dispositions', undefined, t.other)).json()
      .agent_call_dispositions;
    expect(after).toEqual(before);
  });

  it('keeps neither the applied disposition nor its event when the event cannot be written', async () => {
    const { simulate, received } = await setup('disposition_changed', 'call=[call_id]');
    const call = await simulate();
    const restore = await refuseEvents('call_disposition_changed');
    try {
      const res = await kit.api('POST', '/agent_call_dispositions', { call_id: call.id, notes: 'lost' });
      expect(res.statusCode).toBe(500);
    } finally {
      await restore();
    }
    await t.leadline.jobs.runDue();
    const listed = (await kit.api('GET', `/agent_call_dispositions?call_id=${call.id}`)).json()
      .agent_call_dispositions;
    expect(listed).toEqual([]);
    expect(received()).toEqual([]);
  });
});

describe('contact fields of leads', () => {
  it('fires contact_fields_changed when a token that is a contact field changes, and not for other tokens', async () => {
    const { offer, received } = await setup('contact_fields_changed', 'lead=[lead_id]&amount=[loan_amount]');
    await kit.create('contact_fields', 'contact_field', {
      name: 'Loan amount',
      key: 'loan_amount',
      offer_id: offer.id,
    });
    const created = await kit.api('POST', '/leads', {
      caller_id: kit.number('303'),
      lead_token: offer.lead_token,
      data: { loan_amount: '1000', note: 'a' },
    });
    expect(created.statusCode).toBe(200);
    const lead = created.json().lead as Body;
    await t.leadline.jobs.runDue();
    expect(received()).toEqual([]);

    expect((await kit.api('PUT', `/leads/${lead.id}`, { tokens: { note: 'b' } })).statusCode).toBe(200);
    await t.leadline.jobs.runDue();
    expect(received()).toEqual([]);

    expect((await kit.api('PUT', `/leads/${lead.id}`, { tokens: { loan_amount: '5000' } })).statusCode).toBe(
      200,
    );
    await t.leadline.jobs.runDue();
    expect(received().map((r) => r.path)).toEqual([
      `/contact_fields_changed/${serial}?lead=${lead.id}&amount=5000`,
    ]);
    const events = (await kit.api('GET', '/events?types=lead_contact_fields_changed&limit=10')).json()
      .events as Body[];
    expect(events.find((e) => e.record_id === lead.id)).toMatchObject({
      changes: {
        tokens: [
          expect.objectContaining({ loan_amount: '1000' }),
          expect.objectContaining({ loan_amount: '5000' }),
        ],
      },
    });
  });
});
