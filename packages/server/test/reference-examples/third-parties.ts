import { startFakeCarriers } from '@leadline/core/testing';
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
    const secret = await made('secret_items', 'secret_item', { name: 'twilio_auth_token', value: 'twilio_token' });
    const twilio = await made('integrations', 'integration', {
      name: 'Twilio',
      integration_type: 'twilio',
      settings: { account_sid: 'AC_test', api_base_url: carriers.origin, callback_base_url: PUBLIC_URL },
      secret_item_ids: [secret.id],
      active: true,
    });
    const hook = await made('outgoing_webhooks', 'outgoing_webhook', { name: 'CRM', trigger: 'call_ended' });
    await made('outgoing_webhook_urls', 'outgoing_webhook_url', {
      outgoing_webhook_id: hook.id,
      url: `${receiver.url('/leadline')}?caller=[caller_id]`,
    });
    const offer = await made('offers', 'offer', { name: 'Auto insurance' });
    await made('buyers', 'buyer', { name: 'Acme Insurance', number: '+13125550100', offer_ids: [offer.id] });
    carriers.inventory.add('+16465550111').add('+16465550112');
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
    const carrier = (what: 'voice' | 'status' | 'sms', params: Record<string, string>) => {
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
    await run.record('inbound_calls.voice', carrier('voice', ring));
    await run.record('inbound_calls.status', carrier('status', { ...ring, CallStatus: 'completed', CallDuration: '42' }));
    await run.record(
      'inbound_calls.sms',
      carrier('sms', {
        MessageSid: 'SM0123456789abcdef0123456789abcdef',
        From: '+13035550124',
        To: '+16465550111',
        Body: 'Call me back tomorrow',
      }),
    );
    // The webhook's delivery attempts are jobs: run them, so webhook_logs holds what was really sent.
    await run.leadline.jobs.runDue();
    if (!receiver.received.length) throw new Error('the call_ended webhook was not delivered');
    // The stand-ins stop here: the records made after this register their numbers without a carrier.
    await run.record(null, { method: 'PUT', path: `/integrations/${twilio.id}`, body: { active: false } });
  } finally {
    await receiver.stop();
    await carriers.close();
  }
}
