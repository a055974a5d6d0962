import { Leadline } from '@leadline/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { useServedCompany } from './served-company.js';

describe('leadline calls simulate against leadline serve', { timeout: 30_000 }, () => {
  const t = useServedCompany();
  let buyerIds: number[];
  const keys = () => ({
    LEADLINE_BASE_URL: t.url,
    LEADLINE_PUBLIC_KEY: t.co.public_key,
    LEADLINE_PRIVATE_KEY: t.co.private_key,
  });
  beforeAll(async () => {
    const client = new Leadline({ baseURL: t.url, publicKey: t.co.public_key, privateKey: t.co.private_key });
    const offer = await client.offers.create({ name: 'CLI inbound' });
    const first = await client.buyers.create({
      name: 'First',
      number: '+13125550101',
      tier: 1,
      offer_ids: [offer.id],
    });
    const second = await client.buyers.create({
      name: 'Second',
      number: '+13125550102',
      tier: 2,
      offer_ids: [offer.id],
    });
    buyerIds = [first.id, second.id];
    // Registered (provider sip): no carrier account is needed to try the routing.
    await client.phoneNumbers.create({ number: '+16465550111', provider: 'sip', offer_id: offer.id });
  });

  it('plays a call through: the first buyer does not answer, the second talks, and the trace says so', async () => {
    const args = ['calls', 'simulate', '--number', '6465550111', '--caller-id', '7205550123'];
    const res = await runCli(
      [...args, '--result', 'no-answer', '--result', 'completed', '--duration', '75', '--json'],
      t.env(keys()),
    );
    expect(res.code, res.stderr).toBe(0);
    const call = JSON.parse(res.stdout);
    expect(call).toMatchObject({
      direction: 'inbound',
      caller_number: '+17205550123',
      buyer_id: buyerIds[1],
      answered_duration: 75,
      status: 'completed',
    });
    const events = await runCli(['calls', 'events', String(call.id)], t.env(keys()));
    expect(events.code, events.stderr).toBe(0);
    expect(events.stdout).toMatch(
      new RegExp(`Dial buyer ${buyerIds[0]}\\n.*DialResult buyer ${buyerIds[0]}  no-answer`),
    );
  });

  it('presses keys at a menu (--key-press once per menu): the key rule rings its buyer, the trace shows the key', async () => {
    const client = new Leadline({ baseURL: t.url, publicKey: t.co.public_key, privateKey: t.co.private_key });
    const offer = await client.offers.create({ name: 'CLI menu', buyer_ids: buyerIds });
    const menu = await client.keyPressFlowGroups.create({ name: 'CLI main', text_to_speech: 'Press 2.' });
    await client.callRouters.create({
      offer_id: offer.id,
      router_type: 'greeting',
      action: 'request_key_press',
      key_press_flow_group_id: menu.id,
    });
    await client.callRouters.create({
      offer_id: offer.id,
      router_type: 'key_press_2',
      buyer_ids: [buyerIds[1]!],
    });
    await client.phoneNumbers.create({ number: '+16465550112', provider: 'sip', offer_id: offer.id });
    const res = await runCli(
      [
        'calls',
        'simulate',
        '--number',
        '6465550112',
        '--caller-id',
        '7205550124',
        '--key-press',
        '2',
        '--json',
      ],
      t.env(keys()),
    );
    expect(res.code, res.stderr).toBe(0);
    const call = JSON.parse(res.stdout);
    expect(call).toMatchObject({ buyer_id: buyerIds[1], token_values: { digits: '2' } });
    const events = await runCli(['calls', 'events', String(call.id)], t.env(keys()));
    expect(events.stdout).toMatch(/Menu {2}listening\n.*KeyPress {2}2\n/);
  });

  it('holds a caller in the hold queue while the buyer talks (--no-end-call), and connects it when that call ends', async () => {
    const client = new Leadline({ baseURL: t.url, publicKey: t.co.public_key, privateKey: t.co.private_key });
    const offer = await client.offers.create({ name: 'CLI hold queue' });
    const buyer = await client.buyers.create({
      name: 'Busy',
      number: '+13125550103',
      offer_ids: [offer.id],
      concurrency_cap_limit: 1,
    });
    await client.callRouters.create({
      offer_id: offer.id,
      router_type: 'add_to_hold_queue',
      text_to_speech: 'Please hold.',
    });
    await client.phoneNumbers.create({ number: '+16465550113', provider: 'sip', offer_id: offer.id });
    const simulate = (caller: string, more: string[] = []) =>
      runCli(
        ['calls', 'simulate', '--number', '6465550113', '--caller-id', caller, ...more, '--json'],
        t.env(keys()),
      );
    const talking = await simulate('7205550125', ['--no-end-call']);
    expect(talking.code, talking.stderr).toBe(0);
    const first = JSON.parse(talking.stdout);
    expect(first).toMatchObject({ status: 'in_progress', buyer_id: buyer.id });
    const waiting = await simulate('7205550126');
    expect(waiting.code, waiting.stderr).toBe(0);
    const held = JSON.parse(waiting.stdout);
    expect(held).toMatchObject({ status: 'in_progress', buyer_id: null });
    const events = await runCli(['calls', 'events', String(held.id)], t.env(keys()));
    expect(events.stdout).toMatch(/HoldQueue {2}joined\n$/);
    const auth = `Basic ${Buffer.from(`${t.co.public_key}:${t.co.private_key}`).toString('base64')}`;
    const ended = await fetch(`${t.url}/api/v1/calls/${first.id}`, {
      method: 'DELETE',
      headers: { authorization: auth },
    });
    expect(ended.status).toBe(200);
    const after = await runCli(['calls', 'events', String(held.id)], t.env(keys()));
    expect(after.stdout).toMatch(
      new RegExp(`HoldQueue {2}joined\\n[\\s\\S]*Dial buyer ${buyer.id}\\n.*HoldQueue {2}left\\n$`),
    );
  });

  it('--buyer-accepts no: the agent asked to press 1 lets the time run out, and the trace shows it too slow', async () => {
    const client = new Leadline({ baseURL: t.url, publicKey: t.co.public_key, privateKey: t.co.private_key });
    const offer = await client.offers.create({ name: 'CLI accept', buyer_ids: [buyerIds[0]!] });
    await client.callRouters.create({
      offer_id: offer.id,
      router_type: 'press_1_to_accept',
      text_to_speech: 'Press 1 to take this call.',
    });
    await client.phoneNumbers.create({ number: '+16465550115', provider: 'sip', offer_id: offer.id });
    const args = ['calls', 'simulate', '--number', '6465550115', '--caller-id', '7205550125'];
    const res = await runCli([...args, '--buyer-accepts', 'no', '--json'], t.env(keys()));
    expect(res.code, res.stderr).toBe(0);
    const call = JSON.parse(res.stdout);
    const events = await runCli(['calls', 'events', String(call.id)], t.env(keys()));
    expect(events.stdout).toMatch(new RegExp(`BuyerAccept buyer ${buyerIds[0]}  too_slow`));
    const bad = await runCli([...args, '--buyer-accepts', 'maybe'], t.env(keys()));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--buyer-accepts/);
  });

  it("--machine: an answering machine picks up and the offer's AMD flow hangs up before any buyer rings", async () => {
    const client = new Leadline({ baseURL: t.url, publicKey: t.co.public_key, privateKey: t.co.private_key });
    const offer = await client.offers.create({ name: 'CLI machine', buyer_ids: buyerIds });
    await client.offerAmdFlows.create({
      offer_id: offer.id,
      name: 'Hang up on machines',
      machine_action: 'hang_up',
    });
    await client.phoneNumbers.create({ number: '+16465550114', provider: 'sip', offer_id: offer.id });
    const res = await runCli(
      ['calls', 'simulate', '--number', '6465550114', '--caller-id', '7205550126', '--machine', '--json'],
      t.env(keys()),
    );
    expect(res.code, res.stderr).toBe(0);
    const call = JSON.parse(res.stdout);
    expect(call).toMatchObject({ hangup_cause: 'answering_machine', buyer_id: null });
    const events = await runCli(['calls', 'events', String(call.id)], t.env(keys()));
    expect(events.stdout).toMatch(/MachineDetected {2}machine\n/);
    expect(events.stdout).not.toMatch(/ Dial /);
  });

  it('exits 2 naming the parameter when the number is not one of the company numbers', async () => {
    const res = await runCli(
      ['calls', 'simulate', '--number', '6465550999', '--caller-id', '7205550123'],
      t.env(keys()),
    );
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/number/);
  });
});
