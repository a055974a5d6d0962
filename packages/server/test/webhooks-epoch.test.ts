import { type Leadline, systemContext } from '@leadline/core';
import { createTestLeadline, createTestLeadlineBeside } from '@leadline/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookReceiver } from './webhook-receiver.js';

/**
 * Two processes on one database, as two servers (or a server and the CLI) are: the delivering
 * process remembers each company's subscriptions and signing secrets under its webhook epoch;
 * the other changes them. Deliveries follow the change moments after its commit.
 */
function useTwoProcesses() {
  const ctx = {} as { server: Leadline; other: Leadline };
  beforeAll(async () => {
    ctx.server = await createTestLeadline({ allowPrivateUrls: ['127.0.0.0/8'] });
    ctx.other = await createTestLeadlineBeside(ctx.server, { allowPrivateUrls: ['127.0.0.0/8'] });
  });
  afterAll(async () => {
    await ctx.other?.database.close();
    await ctx.server?.close();
  });
  return ctx;
}

/** Asks until the answer is the one expected: the other process's change is seen moments after its commit. */
async function eventually<T>(ask: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
  for (;;) {
    const answer = await ask();
    if (done(answer)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('remembered subscriptions and changes made elsewhere', () => {
  const t = useTwoProcesses();
  const receiver = new WebhookReceiver();
  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());

  /** A company with one subscription to new leads, delivered to by the server's process. */
  async function subscribed(name: string) {
    const company = await t.server.companies.create({ name, time_zone: 'UTC' });
    const ctx = systemContext(company);
    const sub = await t.server
      .resource('subscriptions')
      .create(ctx, { target_url: receiver.url(`/${company.id}`), event: 'new_lead' });
    const offer = await t.server.resource('offers').create(ctx, { name: `${name} offer` });
    const { lead } = await t.server.leads.submit({ lead_token: offer.lead_token, caller_id: '+12125550100' });
    await t.server.jobs.runDue();
    /** One new_lead event, dispatched and delivered by the server: the requests it made. */
    const deliver = async () => {
      receiver.received.length = 0;
      await t.server.database.db
        .transaction()
        .execute((trx) =>
          t.server.outbox.emit(trx, company.id, { type: 'new_lead', recordId: Number(lead.id) }),
        );
      await t.server.jobs.runDue();
      return [...receiver.received];
    };
    // Read, then answered from what the server's process keeps.
    for (let i = 0; i < 3; i++) expect(await deliver()).toHaveLength(1);
    return { company, otherCtx: systemContext(await t.other.companies.get(company.id)), sub, deliver };
  }

  it('stops delivering to a subscription the other process deactivates, and delivers again once it is active', async () => {
    const { otherCtx, sub, deliver } = await subscribed('Paused Elsewhere Co');
    await t.other.resource('subscriptions').update(otherCtx, Number(sub.id), { active: false });
    await eventually(deliver, (r) => r.length === 0);
    await t.other.resource('subscriptions').update(otherCtx, Number(sub.id), { active: true });
    await eventually(deliver, (r) => r.length === 1);
  });

  it('delivers to the target URL the other process set', async () => {
    const { company, otherCtx, sub, deliver } = await subscribed('Moved Elsewhere Co');
    await t.other
      .resource('subscriptions')
      .update(otherCtx, Number(sub.id), { target_url: receiver.url(`/${company.id}/moved`) });
    const moved = await eventually(deliver, (r) => r[0]?.path === `/${company.id}/moved`);
    expect(moved).toHaveLength(1);
  });

  it('sees a hand-written SQL deactivation from the other process (the triggers move the epoch, whoever writes)', async () => {
    const { sub, deliver } = await subscribed('Hand Written Co');
    const inactive = t.other.database.dialect === 'postgres' ? false : 0;
    await t.other.database.db
      .updateTable('subscriptions')
      .set({ active: inactive } as never)
      .where('id', '=', Number(sub.id))
      .execute();
    await eventually(deliver, (r) => r.length === 0);
  });

  it('signs with the secret the other process rotated in, beside the replaced one', async () => {
    const { company, sub, deliver } = await subscribed('Rotated Elsewhere Co');
    const signatures = (r: Awaited<ReturnType<typeof deliver>>) =>
      String(r[0]?.headers['webhook-signature'] ?? '').split(' ').length;
    expect(signatures(await deliver())).toBe(1);
    await t.other.database.db
      .transaction()
      .execute((trx) => t.other.webhooks.secrets.rotate(trx, company.id, 'subscriptions', Number(sub.id)));
    await eventually(deliver, (r) => signatures(r) === 2);
  });

  it('follows a deactivation made in its own process at once', async () => {
    const { company, sub, deliver } = await subscribed('Same Process Co');
    await t.server
      .resource('subscriptions')
      .update(systemContext(company), Number(sub.id), { active: false });
    expect(await deliver()).toHaveLength(0);
  });
});
