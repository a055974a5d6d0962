import { type Leadline, systemContext } from '@leadline/core';
import { createTestLeadline, createTestLeadlineBeside } from '@leadline/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Two processes on one database, as two API servers (or a server and the CLI) are: each keeps
 * its own compiled routing plans and, on PostgreSQL, its own LISTEN connection. The router's
 * process has compiled an offer's buyers; the other changes them.
 */
function useTwoProcesses() {
  const ctx = {} as { server: Leadline; other: Leadline };
  beforeAll(async () => {
    ctx.server = await createTestLeadline();
    ctx.other = await createTestLeadlineBeside(ctx.server);
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

describe('compiled routing plans and changes made elsewhere', () => {
  const t = useTwoProcesses();

  async function offerWithBuyers(name: string) {
    const company = await t.server.companies.create({ name, time_zone: 'UTC' });
    const ctx = systemContext(company);
    const offer = await t.server.resource('offers').create(ctx, { name: `${name} offer` });
    const buyers = [];
    for (let i = 0; i < 3; i++) {
      buyers.push(
        await t.server.resource('buyers').create(ctx, {
          name: `${name} buyer ${i}`,
          number: `+1312555${String(1000 + i)}`,
          tier: 1 + i,
          offer_ids: [offer.id],
        }),
      );
    }
    const plan = () =>
      t.server.callRouter.plan(ctx, {
        offerId: Number(offer.id),
        tokens: { caller_state: 'TX' },
        checkType: 'buyer_forward',
        tried: [],
      });
    const order = async () => (await plan()).steps.map((s) => s.map((b) => b.id).join('+'));
    // Compiled, then answered from what the router's process keeps.
    for (let i = 0; i < 3; i++) expect(await order()).toEqual(buyers.map((b) => String(b.id)));
    return { ctx, offer, buyers: buyers.map((b) => Number(b.id)), plan, order };
  }

  it('routes around a buyer the other process pauses, and to it again once it resumes', async () => {
    const { buyers, plan, order } = await offerWithBuyers('Paused Elsewhere Co');
    const company = await companyOf(t.other, buyers[1]!);
    await t.other.resource('buyers').update(systemContext(company), buyers[1]!, { paused: true });
    const paused = await eventually(plan, (p) => p.steps.length === 2);
    expect(paused.considered.find((c) => c.buyer.id === buyers[1])?.reason).toBe('paused');
    await t.other.resource('buyers').update(systemContext(company), buyers[1]!, { paused: false });
    expect(await eventually(order, (o) => o.length === 3)).toEqual(buyers.map(String));
  });

  it("follows the other process's edits of tiers, offer links and buyer groups", async () => {
    const { buyers, order } = await offerWithBuyers('Edited Elsewhere Co');
    const ctx = systemContext(await companyOf(t.other, buyers[0]!));
    const resource = (plural: string) => t.other.resource(plural);
    // The last buyer moves to the first tier.
    await resource('buyers').update(ctx, buyers[2]!, { tier: 0 });
    expect(await eventually(order, (o) => o[0] === String(buyers[2]))).toEqual(
      [buyers[2], buyers[0], buyers[1]].map(String),
    );
    // The first buyer leaves the offer (unlinked from the buyer's side).
    await resource('buyers').update(ctx, buyers[0]!, { offer_ids: [] });
    expect(await eventually(order, (o) => o.length === 2)).toEqual([buyers[2], buyers[1]].map(String));
    // The remaining two join a simultaneous group in tier 5: they ring together.
    await resource('buyer_groups').create(ctx, {
      name: 'Together',
      tier: 5,
      dial_buyers_type: 'simultaneously',
      buyer_ids: [buyers[1], buyers[2]],
    });
    const together = await eventually(order, (o) => o.length === 1);
    expect(together[0]!.split('+').sort()).toEqual([buyers[1], buyers[2]].map(String).sort());
  });

  it('sees a hand-written SQL pause from the other process (the triggers move the epoch, whoever writes)', async () => {
    const { buyers, plan } = await offerWithBuyers('Hand Written Co');
    const paused = t.other.database.dialect === 'postgres' ? true : 1;
    await t.other.database.db
      .updateTable('buyers')
      .set({ paused } as never)
      .where('id', '=', buyers[0]!)
      .execute();
    const after = await eventually(plan, (p) => p.steps.length === 2);
    expect(after.considered.find((c) => c.buyer.id === buyers[0])?.reason).toBe('paused');
  });

  it('routes by a change made in its own process at once', async () => {
    const { ctx, buyers, plan } = await offerWithBuyers('Same Process Co');
    await t.server.resource('buyers').update(ctx, buyers[0]!, { paused: true });
    const after = await plan();
    expect(after.steps.map((s) => s[0]!.id)).toEqual([buyers[1], buyers[2]]);
    expect(after.considered.find((c) => c.buyer.id === buyers[0])?.reason).toBe('paused');
  });
});

async function companyOf(leadline: Leadline, buyerId: number) {
  const row = await leadline.database.db
    .selectFrom('buyers')
    .select('company_id')
    .where('id', '=', buyerId)
    .executeTakeFirstOrThrow();
  return leadline.companies.get(Number(row.company_id));
}
