import type { Kysely } from 'kysely';
import type { CarrierAccounts } from '../carriers/carrier-accounts.js';
import type { HoldQueueing } from '../carriers/dialect.js';
import { callDialect, dialectOf } from '../carriers/dialects.js';
import { emptyXml } from '../carriers/xml.js';
import type { Clock } from '../clock.js';
import type { DialectName } from '../db/dialects/types.js';
import type { DB } from '../db/tables.js';
import type { RecordLinks } from '../kernel/links.js';
import type { CallRouter } from '../routing/call-router.js';
import type { OfferBuyers } from '../routing/offer-buyers.js';
import type { CompanyService } from '../tenancy/companies.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { filterTokensOf, triedBuyers } from './call-row-reads.js';
import type { CallRow, CallStore } from './call-store.js';
import type { CallEventInput, CallTrace } from './call-trace.js';
import type { DialPlan } from './dial-plan.js';
import { rulePrompts } from './greeting.js';
import { findHoldQueueRule, type Joined, queueFull } from './hold-queue-rules.js';
import { findSecureCall } from './secure-call.js';
import type { SoundLinks } from './sound-links.js';

/** Where a held call stands: waiting; connecting (its turn came, the carrier is sent to connect it); routing (being connected). */
const IN_QUEUE = ['waiting', 'connecting', 'routing'];

type Entry = {
  call_id: unknown;
  offer_id: unknown;
  call_router_id: unknown;
  inbound: unknown;
  status: unknown;
  joined_at: unknown;
};

/**
 * The hold queue (add_to_hold_queue): when no buyer of the offer has open
 * concurrency the caller is held (TwiML/TeXML <Enqueue>, a Plivo document
 * that loops) hearing the rule's playlist, sound or text, and connected as
 * soon as a slot frees: the call that ends gives its slot to the first caller
 * waiting, inbound callers first, then by arrival. The queue is rows in
 * `hold_queue_entries`, so any server process can free a slot for a caller
 * another process holds; a caller leaves `waiting` by one conditional update,
 * so no caller is connected twice, and the buyer's slot is taken under the
 * same locks as any dial (`ring-claim.ts`), so none is oversubscribed.
 */
export class HoldQueue {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      dialect: DialectName;
      clock: Clock;
      companies: CompanyService;
      store: CallStore;
      trace: CallTrace;
      links: RecordLinks;
      sounds: SoundLinks;
      router: CallRouter;
      offerBuyers: OfferBuyers;
      carriers: CarrierAccounts;
      plan: DialPlan;
    },
  ) {}

  /**
   * No buyer has open concurrency: the offer's add_to_hold_queue rule holds
   * the caller, unless its limits say the queue is full. Null when the offer
   * has no such rule. A caller whose turn came but whose slot was taken
   * meanwhile goes back to waiting where it was.
   */
  async join(ctx: TenantContext, call: CallRow, pending: CallEventInput[]): Promise<Joined | null> {
    if (call.offer_id == null) return null;
    const offerId = Number(call.offer_id);
    const companyId = ctx.company.id;
    const callId = Number(call.id);
    const previous = await this.entry(this.deps.db, companyId, callId);
    const rule = previous
      ? await findHoldQueueRule(this.deps.db, companyId, { id: Number(previous.call_router_id) })
      : await findHoldQueueRule(this.deps.db, companyId, { offerId });
    if (!rule) return null;
    const concurrency = await this.offerConcurrency(ctx, offerId);
    const now = this.deps.clock.now();
    let outcome: 'joined' | 'back' | 'full' = 'full';
    await this.deps.db.transaction().execute(async (trx) => {
      // Joins to one offer's queue take turns on PostgreSQL, so two callers never both take its last place.
      if (this.deps.dialect === 'postgres')
        await trx.selectFrom('offers').select('id').where('id', '=', offerId).forUpdate().execute();
      const scope = new TenantScope(trx, companyId);
      const back = await scope
        .updateTable('hold_queue_entries')
        .set({ status: 'waiting' })
        .where('call_id', '=', callId)
        .where('status', 'in', IN_QUEUE)
        .executeTakeFirst();
      if (Number(back.numUpdatedRows) > 0) {
        outcome = 'back';
        await this.deps.trace.write(trx, companyId, callId, [
          ...pending.splice(0),
          { type: 'HoldQueue', reason: 'back_in_line', detail: { call_router_id: rule.id } },
        ]);
        return;
      }
      const waiting = await scope
        .selectFrom('hold_queue_entries')
        .select('joined_at')
        .where('offer_id', '=', offerId)
        .where('status', 'in', IN_QUEUE)
        .execute();
      const full = queueFull(rule, { waitingMs: waiting.map((w) => now - Number(w.joined_at)), concurrency });
      if (full) {
        await this.deps.trace.write(trx, companyId, callId, [
          ...pending.splice(0),
          {
            type: 'HoldQueue',
            reason: 'full',
            detail: {
              call_router_id: rule.id,
              waiting: waiting.length,
              limit: full.reason,
              size: full.limit,
            },
          },
        ]);
        return;
      }
      const row = {
        call_id: callId,
        offer_id: offerId,
        call_router_id: rule.id,
        inbound: call.direction === 'inbound' ? 1 : 0,
        status: 'waiting',
        joined_at: now,
        left_at: null,
      };
      if (previous) {
        // Held before and connected, the buyer did not answer and every slot is taken again: in line anew.
        await scope.updateTable('hold_queue_entries').set(row).where('call_id', '=', callId).execute();
      } else {
        await scope.insertInto('hold_queue_entries', row).execute();
      }
      outcome = 'joined';
      await this.deps.trace.write(trx, companyId, callId, [
        ...pending.splice(0),
        {
          type: 'HoldQueue',
          reason: 'joined',
          detail: { call_router_id: rule.id, position: waiting.length + 1 },
        },
      ]);
    });
    if (outcome === 'full') return { kind: 'full' };
    return { kind: 'held', xml: dialectOf(providerOf(call)).queue.enqueue(holdOf(call)) };
  }

  /**
   * The carrier's waitUrl (asked again each time what it played ends): the
   * rule's music while the caller waits; out of the queue when its turn came,
   * when it waited hold_queue_max_seconds, or when a slot is open and it is
   * first in its offer's line (a slot a cap change freed: no call ended).
   */
  async wait(secureToken: string, uuid: string): Promise<string> {
    const { ctx, call } = await this.find(secureToken, uuid);
    const dialect = dialectOf(providerOf(call));
    const hold = holdOf(call);
    const companyId = ctx.company.id;
    const callId = Number(call.id);
    const entry = await this.entry(this.deps.db, companyId, callId);
    if (!entry || entry.status !== 'waiting') return dialect.queue.leave(hold);
    const rule = await findHoldQueueRule(this.deps.db, companyId, { id: Number(entry.call_router_id) });
    const now = this.deps.clock.now();
    if (rule?.maxSeconds != null && now - Number(entry.joined_at) >= rule.maxSeconds * 1000) {
      await this.move(companyId, callId, 'waiting', 'timed_out');
      return dialect.queue.leave(hold);
    }
    if ((await this.firstInLine(companyId, entry)) && (await this.slotOpen(ctx, call))) {
      if (await this.move(companyId, callId, 'waiting', 'connecting')) return dialect.queue.leave(hold);
    }
    const music = rule ? await rulePrompts(this.deps, ctx.company, rule, call, { loop: true }) : [];
    return dialect.queue.wait(hold, dialect.prompts(music));
  }

  /**
   * The Enqueue's action, the carrier's call update, the Plivo redirect: the
   * caller leaves the queue. Its turn: routed to the buyers (a slot taken
   * meanwhile puts it back in line). Waited too long: the offer's
   * hold_queue_max_seconds_exceeded rule decides. Hung up: left.
   */
  async connect(secureToken: string, uuid: string, params: Record<string, unknown>): Promise<string> {
    const { ctx, call } = await this.find(secureToken, uuid);
    const result = String(params.QueueResult ?? '').toLowerCase();
    // Twilio tells the Enqueue's action of a call update too: the update's own request connects the caller.
    if (result === 'redirected') return emptyXml();
    if (result === 'hangup') {
      await this.ended(ctx, { ...call, buyer_id: null });
      return emptyXml();
    }
    return this.connectCall(ctx, call, params);
  }

  /**
   * A call ended: a caller still held leaves the queue (abandoned); a call
   * that held a buyer's slot gives it to the first caller waiting (its own
   * offer's line first, then the company's), whose carrier is told to
   * connect it now.
   */
  async ended(ctx: TenantContext, call: CallRow): Promise<void> {
    const companyId = ctx.company.id;
    const callId = Number(call.id);
    const own = await this.entry(this.deps.db, companyId, callId);
    if (own && IN_QUEUE.includes(String(own.status)))
      await this.leave(ctx, call, own, 'abandoned', { status: own.status });
    if (call.buyer_id == null) return;
    const next = await this.claimNext(companyId, call.offer_id == null ? null : Number(call.offer_id));
    if (!next) return;
    const held = (await new TenantScope(this.deps.db, companyId)
      .selectFrom('calls')
      .selectAll()
      .where('id', '=', next)
      .executeTakeFirst()) as CallRow | undefined;
    if (!held) return;
    const url = holdOf(held).action;
    if (String(held.callback_url).startsWith('simulated://')) {
      // The simulated carrier follows at once, in this process.
      await this.connectCall(ctx, held, {});
      return;
    }
    try {
      const account =
        held.integration_id == null || held.call_sid == null
          ? null
          : await this.deps.carriers.choose(ctx, { integrationId: Number(held.integration_id) });
      if (!account) throw new Error('no carrier account for the call');
      await account.run((carrier) => carrier.redirect(String(held.call_sid), url));
    } catch {
      // The carrier could not be told: back in line, where its next waitUrl request finds the slot.
      await this.move(companyId, next, 'connecting', 'waiting');
    }
  }

  private async connectCall(ctx: TenantContext, call: CallRow, params: Record<string, unknown>) {
    const companyId = ctx.company.id;
    const callId = Number(call.id);
    const entry = await this.entry(this.deps.db, companyId, callId);
    if (!entry) return this.deps.plan.route(ctx, call, params, 'no_buyer_available', () => ({}));
    if (entry.status === 'timed_out') {
      await this.leave(ctx, call, entry, 'max_seconds_exceeded', {});
      return this.deps.plan.route(ctx, call, params, 'hold_queue_max_seconds_exceeded', () => ({}), {
        exception: 'hold_queue_max_seconds_exceeded',
      });
    }
    // One request connects the caller; any other (a waitUrl <Leave/> racing a call update) finds it taken.
    const claimed =
      (await this.move(companyId, callId, 'connecting', 'routing')) ||
      (await this.move(companyId, callId, 'waiting', 'routing'));
    if (!claimed) return emptyXml();
    const waited = this.deps.clock.now() - Number(entry.joined_at);
    const xml = await this.deps.plan.route(ctx, call, params, 'no_buyer_available', () => ({
      hold_duration: Math.round(waited / 1000),
    }));
    const after = await this.entry(this.deps.db, companyId, callId);
    // Still routing: a buyer was dialled (or the offer's rules ended the call); waiting again: no slot after all.
    if (after?.status === 'routing') await this.leave(ctx, call, after, 'connected', {});
    return xml;
  }

  /** Off the queue for good: the wait in the trace and on the call (hold_duration, seconds). */
  private async leave(
    ctx: TenantContext,
    call: CallRow,
    entry: Entry,
    outcome: string,
    detail: Record<string, unknown>,
  ) {
    const companyId = ctx.company.id;
    const callId = Number(call.id);
    const now = this.deps.clock.now();
    const seconds = Math.round((now - Number(entry.joined_at)) / 1000);
    const status =
      outcome === 'connected' ? 'connected' : outcome === 'abandoned' ? 'abandoned' : 'timed_out';
    const changed = await new TenantScope(this.deps.db, companyId)
      .updateTable('hold_queue_entries')
      .set({ status, left_at: now })
      .where('call_id', '=', callId)
      .where('status', '=', String(entry.status))
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return;
    const event: CallEventInput = {
      type: 'HoldQueue',
      reason: 'left',
      detail: { call_router_id: Number(entry.call_router_id), outcome, wait_seconds: seconds, ...detail },
    };
    let traced = false;
    await this.deps.store.change(
      ctx,
      callId,
      (row) => (Number(row.hold_duration ?? 0) === seconds ? null : { hold_duration: seconds }),
      {},
      (trx) => {
        traced = true;
        return this.deps.trace.write(trx, companyId, callId, [event]);
      },
    );
    // The call had the wait already (set with its dial): the trace still tells of it.
    if (!traced) await this.deps.trace.write(this.deps.db, companyId, callId, [event]);
  }

  /** Takes the first caller waiting off the line (`connecting`): the id of its call, or null. */
  private async claimNext(companyId: number, offerId: number | null): Promise<number | null> {
    for (const offer of offerId === null ? [null] : [offerId, null]) {
      let q = new TenantScope(this.deps.db, companyId)
        .selectFrom('hold_queue_entries')
        .select('call_id')
        .where('status', '=', 'waiting');
      if (offer !== null) q = q.where('offer_id', '=', offer);
      const line = await q
        .orderBy('inbound', 'desc')
        .orderBy('joined_at')
        .orderBy('call_id')
        .limit(20)
        .execute();
      // Another process may take the first one between the read and the update: the next one is tried.
      for (const c of line)
        if (await this.move(companyId, Number(c.call_id), 'waiting', 'connecting')) return Number(c.call_id);
    }
    return null;
  }

  /** Whether nobody of its offer's line is ahead of the entry (inbound first, then by arrival). */
  private async firstInLine(companyId: number, entry: Entry): Promise<boolean> {
    const inbound = Number(entry.inbound);
    const joined = Number(entry.joined_at);
    const callId = Number(entry.call_id);
    const ahead = await new TenantScope(this.deps.db, companyId)
      .selectFrom('hold_queue_entries')
      .select('call_id')
      .where('offer_id', '=', Number(entry.offer_id))
      .where('status', 'in', IN_QUEUE)
      .where((eb) =>
        eb.or([
          eb('inbound', '>', inbound),
          eb.and([eb('inbound', '=', inbound), eb('joined_at', '<', joined)]),
          eb.and([eb('inbound', '=', inbound), eb('joined_at', '=', joined), eb('call_id', '<', callId)]),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    return !ahead;
  }

  /** Whether a buyer of the call's offer could take it now (the router's eligibility, caps included). */
  private async slotOpen(ctx: TenantContext, call: CallRow): Promise<boolean> {
    const plan = await this.deps.router.plan(ctx, {
      offerId: Number(call.offer_id),
      number: String(call.caller_number),
      leadId: call.lead_id == null ? null : Number(call.lead_id),
      tokens: filterTokensOf(call),
      checkType: 'buyer_forward',
      tried: triedBuyers(call),
    });
    return plan.steps.length > 0;
  }

  /** The offer's buyers' concurrency caps added up; null when one of them has none. */
  private async offerConcurrency(ctx: TenantContext, offerId: number): Promise<number | null> {
    const buyers = await this.deps.offerBuyers.of(ctx, offerId);
    if (buyers.length === 0) return 0;
    const rows = await new TenantScope(this.deps.db, ctx.company.id)
      .selectFrom('buyers')
      .select('concurrency_cap_limit')
      .where(
        'id',
        'in',
        buyers.map((b) => b.id),
      )
      .execute();
    let total = 0;
    for (const r of rows) {
      if (r.concurrency_cap_limit == null) return null;
      total += r.concurrency_cap_limit;
    }
    return total;
  }

  /** One conditional step of an entry's status: true when this request made it. */
  private async move(companyId: number, callId: number, from: string, to: string): Promise<boolean> {
    const r = await new TenantScope(this.deps.db, companyId)
      .updateTable('hold_queue_entries')
      .set({ status: to })
      .where('call_id', '=', callId)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  private async entry(db: Kysely<DB>, companyId: number, callId: number): Promise<Entry | undefined> {
    return new TenantScope(db, companyId)
      .selectFrom('hold_queue_entries')
      .select(['call_id', 'offer_id', 'call_router_id', 'inbound', 'status', 'joined_at'])
      .where('call_id', '=', callId)
      .executeTakeFirst();
  }

  private find(secureToken: string, uuid: string) {
    return findSecureCall(
      this.deps,
      secureToken,
      uuid,
      (c) => `${String(c.provider ?? 'carrier')} hold queue`,
    );
  }
}

const providerOf = (call: CallRow) => callDialect(call.provider).provider;

/** The carrier's queue for the call: one per offer; its waitUrl and action are the call's own. */
function holdOf(call: CallRow): HoldQueueing {
  const base = String(call.callback_url).replace(
    /\/secure\/([^/]+)\/calls\/([^/]+)$/,
    '/inbound_calls/hold/$1/$2',
  );
  return { name: `offer-${String(call.offer_id)}`, waitUrl: `${base}/wait`, action: `${base}/connect` };
}
