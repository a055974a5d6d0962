import { type FakeCarriers, startFakeCarriers } from '@leadline/core/testing';
import { PUBLIC_URL, signedHeaders } from '../inbound-kit.js';
import { WebhookReceiver } from '../webhook-receiver.js';
import type { Runner } from './collect.js';

type Body = Record<string, unknown>;

/**
 * The hand-written endpoints that need someone outside Leadline: a carrier
 * (the stand-in carriers of the HTTP tests, speaking Twilio's wire format) and
 * a webhook receiver. Runs before the resources, so calls, call events and
 * webhook logs are listed as these real flows wrote them.
 */
export async function recordThirdParties(run: Runner): Promise<void> {
  const carriers = await startFakeCarriers();
  const receiver = await new WebhookReceiver().start();
  try {
    const made = async (plural: string, name: string, body: Body) => {
      const answer = (await run.record(null, { method: 'POST', path: `/${plural}`, body })) as
        | Record<string, Body>
        | undefined;
      if (!answer) throw new Error(run.failures.at(-1));
      return answer[name]!;
    };
    const secret = await made('secret_items', 'secret_item', {
      name: 'twilio_auth_token',
      value: 'twilio_token',
    });
    const twilio = await made('integrations', 'integration', {
      name: 'Twilio',
      integration_type: 'twilio',
      settings: {
        account_sid: 'AC_test',
        api_base_url: carriers.origin,
        callback_base_url: PUBLIC_URL,
        calls_per_second: 100,
        lookup_base_url: carriers.origin,
      },
      secret_item_ids: [secret.id],
      active: true,
    });
    const hook = await made('outgoing_webhooks', 'outgoing_webhook', { name: 'CRM', trigger: 'call_ended' });
    await made('outgoing_webhook_urls', 'outgoing_webhook_url', {
      outgoing_webhook_id: hook.id,
      url: `${receiver.url('/leadline')}?caller=[caller_id]`,
    });
    const offer = await made('offers', 'offer', { name: 'Auto insurance' });
    const buyer = await made('buyers', 'buyer', {
      name: 'Acme Insurance',
      number: '+13125550100',
      offer_ids: [offer.id],
    });
    carriers.inventory.add('+16465550111').add('+16465550112');
    await outboundCalls(run, carriers, offer);
    await pingPost(run, carriers);
    await visitorNumber(run, carriers, offer);
    carriers.lookups.set('+17205550180', {
      line_type: 'mobile',
      carrier: 'Verizon Wireless',
      caller_name: 'ADA LOVELACE',
    });
    await run.record('data_appends.append', {
      method: 'POST',
      path: '/data_appends/data_append',
      body: { caller_id: '7205550180', data_types: ['line_type', 'carrier', 'caller_name'] },
    });
    await oauth(run);
    await run.record('phone_numbers.search', {
      method: 'GET',
      path: '/phone_numbers/search',
      query: { area_code: '646', limit: '2' },
    });
    const number = await made('phone_numbers', 'phone_number', {
      number: '+16465550111',
      provider: 'twilio',
      offer_id: offer.id,
    });
    await run.record('phone_numbers.point_webhooks', {
      method: 'POST',
      path: `/phone_numbers/${number.id}/point_webhooks`,
    });
    const simulated = (await run.record('calls.simulate', {
      method: 'POST',
      path: '/calls/simulate',
      body: { number: '+16465550111', caller_id: '+13035550123', dial_results: ['completed'], duration: 95 },
    })) as Record<string, Body> | undefined;
    if (simulated) {
      await run.record('calls.events', { method: 'GET', path: `/calls/${simulated.call!.id}/events` });
    }
    const company = run.tenant.company.uuid;
    const carrier = (what: 'voice' | 'status' | 'sms' | 'text_status', params: Record<string, string>) => {
      const path = `/inbound_calls/${company}/twilio/${what}`;
      const headers = signedHeaders(
        'twilio',
        `${PUBLIC_URL}/api/v1${path}`,
        params,
        new URLSearchParams(params).toString(),
      );
      return { method: 'POST', path, public: true, form: true, headers, body: params };
    };
    const ring = {
      CallSid: 'CA0123456789abcdef0123456789abcdef',
      To: '+16465550111',
      From: '+13035550124',
      CallStatus: 'ringing',
      Direction: 'inbound',
    };
    const voice = (await run.record('inbound_calls.voice', carrier('voice', ring))) as string;
    // The Dial's action names the call's secure token and uuid, as the carrier gets them.
    const [, token, uuid] = /\/secure\/([^/]+)\/calls\/([^/]+)\//.exec(voice ?? '') ?? [];
    await run.record('inbound_calls.buyer_answered', {
      method: 'POST',
      path: `/inbound_calls/answered/${token}/${uuid}`,
      query: { buyer_id: String(buyer.id) },
      public: true,
      form: true,
      body: { CallSid: ring.CallSid, CallStatus: 'in-progress' },
    });
    const menu = await made('key_press_flow_groups', 'key_press_flow_group', {
      name: 'Main menu',
      text_to_speech: 'Press 1 for sales.',
    });
    await run.record('inbound_calls.menu', {
      method: 'POST',
      path: `/inbound_calls/menu/${token}/${uuid}`,
      query: { group: String(menu.id), attempt: '1' },
      public: true,
      form: true,
      body: { CallSid: ring.CallSid, Digits: '1' },
    });
    await made('call_routers', 'call_router', {
      offer_id: offer.id,
      router_type: 'whisper',
      text_to_speech: 'Solar lead from [caller_state]{Colorado}.',
    });
    await made('call_routers', 'call_router', {
      offer_id: offer.id,
      router_type: 'press_1_to_accept',
      text_to_speech: 'Press 1 to take this call.',
    });
    await run.record('inbound_calls.whisper', {
      method: 'POST',
      path: `/inbound_calls/whisper/${token}/${uuid}`,
      public: true,
      form: true,
      body: { CallSid: 'CA89abcdef0123456789abcdef01234567', CallStatus: 'in-progress' },
    });
    await run.record('inbound_calls.accept', {
      method: 'POST',
      path: `/inbound_calls/accept/${token}/${uuid}`,
      query: { buyer_id: String(buyer.id) },
      public: true,
      form: true,
      body: { CallSid: 'CA89abcdef0123456789abcdef01234567', Digits: '1' },
    });
    // The offer's numbers are Twilio's, so it has no buyer music rule (Plivo only): the carrier's ring-back plays.
    await run.record('inbound_calls.buyer_music', {
      method: 'POST',
      path: `/inbound_calls/music/${token}/${uuid}`,
      public: true,
      form: true,
      body: { CallUUID: 'e1f2a3b4-0000-4000-8000-000000000001' },
    });
    // This call is not held: the waitUrl sends it out of the queue, and a hang-up there changes nothing.
    await run.record('inbound_calls.hold_wait', {
      method: 'POST',
      path: `/inbound_calls/hold/${token}/${uuid}/wait`,
      public: true,
      form: true,
      body: { CallSid: ring.CallSid, QueuePosition: '1', QueueTime: '12' },
    });
    await run.record('inbound_calls.hold_connect', {
      method: 'POST',
      path: `/inbound_calls/hold/${token}/${uuid}/connect`,
      public: true,
      form: true,
      body: { CallSid: ring.CallSid, QueueResult: 'hangup', QueueTime: '12' },
    });
    await run.record('inbound_calls.recording', {
      method: 'POST',
      path: `/inbound_calls/recordings/${token}/${uuid}`,
      public: true,
      form: true,
      body: {
        CallSid: ring.CallSid,
        RecordingSid: 'RE0123456789abcdef0123456789abcdef',
        RecordingUrl:
          'https://api.twilio.com/2010-04-01/Accounts/AC_test/Recordings/RE0123456789abcdef0123456789abcdef',
        RecordingDuration: '41',
      },
    });
    await run.record('calls.recording_link', { method: 'GET', path: `/calls/${uuid}/recording_link` });
    await run.record(
      'inbound_calls.status',
      carrier('status', { ...ring, CallStatus: 'completed', CallDuration: '42' }),
    );
    await run.record(
      'inbound_calls.sms',
      carrier('sms', {
        MessageSid: 'SM0123456789abcdef0123456789abcdef',
        From: '+13035550124',
        To: '+16465550111',
        Body: 'Call me back tomorrow',
      }),
    );
    // A text sent through the stand-in, and the carrier's report that it was delivered.
    await run.record(null, {
      method: 'POST',
      path: '/text_messages',
      body: { to: '+13035550124', from: '+16465550111', body: 'We will call you back tomorrow' },
    });
    await run.leadline.jobs.runDue();
    await run.record(
      'inbound_calls.text_status',
      carrier('text_status', {
        MessageSid: carriers.texts.at(-1)?.id ?? '',
        MessageStatus: 'delivered',
        From: '+16465550111',
        To: '+13035550124',
      }),
    );
    const exporter = await made('admin_table_exporters', 'admin_table_exporter', {
      data_type: 'calls',
      export_column_names: ['id', 'caller_number', 'status', 'answered_duration'],
    });
    // The export and the webhook's delivery attempts are jobs: run them, so webhook_logs holds what was really sent.
    await run.leadline.jobs.runDue();
    if (!receiver.received.length) throw new Error('the call_ended webhook was not delivered');
    await run.record('admin_table_exporters.download', {
      method: 'GET',
      path: `/admin_table_exporters/${exporter.id}/download`,
    });
    await numberOrder(run, carriers);
    // The stand-ins stop here: the records made after this register their numbers without a carrier.
    await run.record(null, { method: 'PUT', path: `/integrations/${twilio.id}`, body: { active: false } });
  } finally {
    await receiver.stop();
    await carriers.close();
  }
}

/**
 * A call Leadline places (POST /calls from a schedule's ring pool) and what
 * the carrier and the buyer then send about it: the answer, key presses,
 * updates by id, uuid and caller, the secure endpoints, and hang-ups.
 */
async function outboundCalls(run: Runner, carriers: FakeCarriers, offer: Body): Promise<void> {
  const made = async (plural: string, name: string, body: Body) =>
    ((await run.record(null, { method: 'POST', path: `/${plural}`, body })) as Record<string, Body>)[name]!;
  const schedule = await made('schedules', 'schedule', { name: 'Call back new leads', offer_id: offer.id });
  const pool = await made('ring_pools', 'ring_pool', { name: 'Outbound caller IDs', offer_id: offer.id });
  carriers.inventory.add('+16465550120');
  await made('phone_numbers', 'phone_number', {
    number: '+16465550120',
    provider: 'twilio',
    ring_pool_id: pool.id,
  });
  await made('schedule_ring_pools', 'schedule_ring_pool', {
    schedule_id: schedule.id,
    ring_pool_id: pool.id,
  });

  /** Places a call and has the carrier answer it; the secure path is the one its answer URL names. */
  const placeAndAnswer = async (key: string | null, to: string) => {
    const placed = (await run.record(key === null ? null : 'calls.make_call', {
      method: 'POST',
      path: '/calls',
      body: { schedule_id: schedule.id, to },
    })) as Record<string, Body>;
    const dialed = carriers.dialed.at(-1)!;
    const secure = new URL(dialed.answerUrl).pathname.replace(/^\/api\/v1/, '').replace(/\/answer$/, '');
    await run.record(key, {
      method: 'POST',
      path: `${secure}/answer`,
      public: true,
      form: true,
      body: { CallSid: dialed.sid, CallStatus: 'in-progress' },
    });
    carriers.live.add(dialed.sid);
    return { call: placed.call!, sid: dialed.sid, secure };
  };

  const first = await placeAndAnswer('secure.call_answer', '+17205550150');
  await run.record('calls.send_key_press', {
    method: 'POST',
    path: '/calls/send_key_press',
    body: { id: first.call.uuid, digits: '1', data: { pressed_for: 'agent' } },
  });
  await run.record('calls.update_call', {
    method: 'POST',
    path: `/calls/${first.call.id}`,
    body: { revenue: '12.50', buyer_converted: 'yes', post_call_tokens: { good_lead: 'yes' } },
  });
  await run.record('calls.update_call_put', {
    method: 'PUT',
    path: `/calls/${first.call.uuid}`,
    body: { add_revenue: 2.5, post_call_tokens: { policy: 'auto' } },
  });
  await run.record('calls.postback', {
    method: 'POST',
    path: `/calls/update_call/${first.call.uuid}`,
    body: { payout: 4 },
  });
  await run.record('calls.update_by_caller_id', {
    method: 'POST',
    path: '/calls/update_by_caller_id/17205550150',
    query: { offer_token: String(offer.lead_token) },
    body: { offer_converted: 'true' },
  });
  await run.record('secure.call_update', {
    method: 'PUT',
    path: first.secure,
    query: { revenue: '20' },
    public: true,
    body: { data: { policy_id: 'P-1' } },
  });
  await run.record('secure.call_data', { method: 'GET', path: `${first.secure}/data`, public: true });
  await run.record('secure.call_dial_result', {
    method: 'POST',
    path: `${first.secure}/dial_result`,
    public: true,
    form: true,
    body: { CallSid: first.sid, DialCallStatus: 'completed', DialCallDuration: '64' },
  });
  await run.record('secure.call_status', {
    method: 'POST',
    path: `${first.secure}/status`,
    public: true,
    form: true,
    body: { CallSid: first.sid, CallStatus: 'completed', CallDuration: '70' },
  });

  await run.record('schedules.make_call', {
    method: 'POST',
    path: '/schedules/make_call',
    body: { schedule_id: schedule.id, to: '+17205550153' },
  });
  const mary = (
    (await run.record(null, {
      method: 'POST',
      path: '/leads',
      public: true,
      body: { lead_token: schedule.lead_token, caller_id: '+17205550160', first_name: 'Mary' },
    })) as Record<string, Body>
  ).lead!;
  // The unsubscribe links an e-mail to that lead carries (the link itself, then the mail client's one-click POST).
  const company = run.tenant.company.uuid;
  const link = new URL(run.leadline.unsubscribes.url('http://127.0.0.1:3000', company, Number(mary.id)));
  const token = link.searchParams.get('token')!;
  await run.record('inbound_calls.email_unsubscribe', {
    method: 'GET',
    path: `/inbound_calls/${company}/unsubscribe`,
    query: { token },
    public: true,
  });
  await run.record('inbound_calls.email_unsubscribe_one_click', {
    method: 'POST',
    path: `/inbound_calls/${company}/unsubscribe`,
    query: { token },
    public: true,
    form: true,
    body: { 'List-Unsubscribe': 'One-Click' },
  });
  await run.record('leads.caller_move_to_end_of_schedule', {
    method: 'PUT',
    path: '/leads/17205550160/caller_move_to_end_of_schedule',
  });

  const second = await placeAndAnswer(null, '+17205550151');
  await run.record('secure.call_hang_up', { method: 'DELETE', path: second.secure, public: true });
  const third = await placeAndAnswer(null, '+17205550152');
  await run.record('calls.hang_up', { method: 'DELETE', path: `/calls/${third.call.id}` });
}

/**
 * A traffic source's ping and post through an inbound webhook's vanity URI
 * (its own token): a buyer bids on the offer and a pool number is handed out.
 */
async function pingPost(run: Runner, carriers: FakeCarriers): Promise<void> {
  const made = async (plural: string, name: string, body: Body) =>
    ((await run.record(null, { method: 'POST', path: `/${plural}`, body })) as Record<string, Body>)[name]!;
  // An offer of its own: the calls recorded after this are routed to the one buyer of theirs.
  const offer = await made('offers', 'offer', { name: 'Home insurance' });
  const buyer = await made('buyers', 'buyer', {
    name: 'Bidding Insurance',
    number: '+13125550101',
    offer_ids: [offer.id],
  });
  await made('buyer_conversions', 'buyer_conversion', {
    owner_type: 'Buyer',
    owner_id: buyer.id,
    revenue: 12,
    duration: 60,
  });
  const pool = await made('ring_pools', 'ring_pool', { name: 'Ping post numbers', offer_id: offer.id });
  for (const number of ['+16465550130', '+16465550131']) {
    carriers.inventory.add(number);
    await made('phone_numbers', 'phone_number', { number, provider: 'twilio', ring_pool_id: pool.id });
  }
  await made('inbound_webhooks', 'inbound_webhook', {
    name: 'Partner source',
    vanity_uri: 'partner_source',
    offer_id: offer.id,
    ring_pool_id: pool.id,
  });
  const pinged = (await run.record('inbound_webhooks.ping', {
    method: 'POST',
    path: '/inbound_webhooks/ping/partner_source',
    public: true,
    body: { caller_id: '7205550170', zip: '80202' },
  })) as Body;
  await run.record('inbound_webhooks.post', {
    method: 'POST',
    path: '/inbound_webhooks/post/partner_source',
    public: true,
    body: { ping_id: pinged.try_all_buyers_ping_id },
  });
  const again = (await run.record('inbound_webhooks.ping_by_get', {
    method: 'GET',
    path: '/inbound_webhooks/ping/partner_source',
    public: true,
    query: { caller_id: '7205550171' },
  })) as Body;
  await run.record('inbound_webhooks.post_by_get', {
    method: 'GET',
    path: '/inbound_webhooks/post/partner_source',
    public: true,
    query: { ping_id: String(again.try_all_buyers_ping_id) },
  });
}

/** A visitor of the offer's landing page is lent a number of a visitor-tracking pool (trackdrive-optimizer.js). */
async function visitorNumber(run: Runner, carriers: FakeCarriers, offer: Body): Promise<void> {
  const made = async (plural: string, name: string, body: Body) =>
    ((await run.record(null, { method: 'POST', path: `/${plural}`, body })) as Record<string, Body>)[name]!;
  const pool = await made('ring_pools', 'ring_pool', {
    name: 'Landing page visitors',
    offer_id: offer.id,
    tracking_type: 'visitor',
  });
  carriers.inventory.add('+16465550140');
  await made('phone_numbers', 'phone_number', {
    number: '+16465550140',
    provider: 'twilio',
    ring_pool_id: pool.id,
  });
  await run.record('numbers.request_number', {
    method: 'GET',
    path: '/numbers',
    public: true,
    query: {
      offer_token: String(offer.lead_token),
      visitor_id: 'v-5f2c1a',
      impressions: JSON.stringify({ url: 'https://acme.example/quote', referrer: 'https://www.google.com/' }),
    },
  });
}

/**
 * An OAuth connection's authorization-code flow (RFC 6749 §4.1) against a
 * stand-in token endpoint (a webhook receiver answering RFC 6749 JSON).
 */
async function oauth(run: Runner): Promise<void> {
  const provider = await new WebhookReceiver().start();
  try {
    const made = (await run.record(null, {
      method: 'POST',
      path: '/oauth_connections',
      body: {
        name: 'CRM',
        client_id: 'leadline-app',
        client_secret: 'app-s3cret',
        webhook_remote_url: provider.url('/oauth2/token'),
      },
    })) as Record<string, Body>;
    const id = made.oauth_connection!.id;
    const started = (await run.record('oauth_connections.authorize', {
      method: 'POST',
      path: `/oauth_connections/${id}/authorize`,
      body: {
        authorize_url: 'https://login.example.com/oauth2/authorize',
        scope: 'crm.write offline_access',
      },
    })) as { authorization: { url: string } };
    const state = new URL(started.authorization.url).searchParams.get('state')!;
    provider.responseBody = JSON.stringify({
      access_token: 'at-1',
      refresh_token: 'rt-1',
      token_type: 'Bearer',
      expires_in: 3600,
    });
    await run.record('oauth_connections.callback', {
      method: 'GET',
      path: '/oauth_connections/callback',
      public: true,
      query: { state, code: 'code-from-provider' },
    });
    provider.responseBody = JSON.stringify({ access_token: 'at-2', token_type: 'Bearer', expires_in: 3600 });
    await run.record('oauth_connections.refresh', {
      method: 'POST',
      path: `/oauth_connections/${id}/refresh`,
    });
  } finally {
    await provider.stop();
  }
}

/** A number order bought through the stand-in: created, its job run, so its show says what it bought. */
async function numberOrder(run: Runner, carriers: FakeCarriers): Promise<void> {
  carriers.inventory.add('+14155550161').add('+14155550162').add('+16285550163');
  const order = (await run.record('number_orders.create', {
    method: 'POST',
    path: '/number_orders',
    body: {
      name: 'Launch numbers',
      provider: 'twilio',
      quantity: 3,
      prefixes: [{ prefix: '415', quantity: 2 }, '628'],
    },
  })) as { number_order: { id: number } } | undefined;
  const doomed = (await run.record(null, {
    method: 'POST',
    path: '/number_orders',
    body: { name: 'Spare numbers', provider: 'twilio', quantity: 1, prefixes: ['999'] },
  })) as { number_order: { id: number } } | undefined;
  await run.leadline.jobs.runDue();
  if (!order || !doomed) throw new Error(run.failures.at(-1));
  run.madeByFlow.set('number_orders', { shown: order.number_order.id, doomed: doomed.number_order.id });
}
