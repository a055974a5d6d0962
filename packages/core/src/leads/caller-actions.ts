import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { DB } from '../db/tables.js';
import { invalidParam, notFound } from '../errors/index.js';
import type { RequestMeta } from '../kernel/change-log.js';
import { MESSAGES, toNumber } from '../kernel/values.js';
import type { TenantContext } from '../tenancy/context.js';
import { requireAccess } from '../tenancy/permissions.js';
import { TenantScope } from '../tenancy/scope.js';
import { actionsOf } from './cadence.js';
import { callerNumber } from './caller-number.js';
import { type ContactsPort, withContactsAccess } from './compliance.js';
import { endValues } from './intake-values.js';
import type { LeadRow, LeadStore } from './lead-store.js';
import type { LeadOwner, LeadTokens } from './lead-token.js';

type Narrowing = { offerId?: number | null; scheduleId?: number | null };
/** Values to write to one lead; null leaves it out of the answer. */
type LeadChange = Record<string, unknown> | null;

/**
 * What the API does to a caller's leads by phone number: opt out, remove,
 * move to the end of the schedule, and find by lead token. Each changes every
 * open lead of the number in one transaction, with a change log per lead.
 */
export class CallerActions {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      clock: Clock;
      store: LeadStore;
      tokens: LeadTokens;
      contacts: ContactsPort;
    },
  ) {}

  /**
   * PUT /leads/:caller_id/caller_opt_out: the number is opted out of calls,
   * texts and e-mails company-wide at once, and every open lead of it stops.
   * Succeeds with no open leads too: the opt-out is about the person.
   */
  async optOut(ctx: TenantContext, rawNumber: string, meta: RequestMeta = {}): Promise<LeadRow[]> {
    requireAccess(ctx.permissions, 'leads', 'write');
    const number = callerNumber(ctx, rawNumber);
    await this.deps.contacts.optOut(withContactsAccess(ctx), number);
    return this.changeOpen(
      ctx,
      number,
      {},
      () => ({ status: 'opt_out', opt_out: true, next_action_at: null }),
      meta,
    );
  }

  /** POST /leads/:caller_id/caller_remove: the leads end (disabled); nothing acts on them again. */
  async remove(
    ctx: TenantContext,
    rawNumber: string,
    raw: Record<string, unknown> = {},
    meta: RequestMeta = {},
  ): Promise<LeadRow[]> {
    return this.changeNarrowed(ctx, rawNumber, raw, meta, 'Open lead of this caller', (_lead, _trx, now) =>
      endValues('removed', now),
    );
  }

  /**
   * PUT /leads/:caller_id/caller_move_to_end_of_schedule: the schedule's
   * remaining cadence is skipped. A schedule with end-of-schedule actions runs
   * them next (a suppressed lead runs them once it may be contacted again); one
   * without completes the lead (end_reason moved_to_end_of_schedule). A lead
   * already at its end-of-schedule actions stays there. Offer leads have no
   * schedule and are left alone.
   */
  async moveToEndOfSchedule(
    ctx: TenantContext,
    rawNumber: string,
    raw: Record<string, unknown> = {},
    meta: RequestMeta = {},
  ): Promise<LeadRow[]> {
    return this.changeNarrowed(
      ctx,
      rawNumber,
      raw,
      meta,
      'Open schedule lead of this caller',
      async (lead, trx, now) => {
        if (lead.schedule_id === null) return null;
        if (lead.schedule_phase === 'end_of_schedule') return {};
        const scope = new TenantScope(trx, ctx.company.id);
        const endActions = await actionsOf(scope, Number(lead.schedule_id), 'end_of_schedule', null);
        if (endActions.length === 0) return endValues('moved_to_end_of_schedule', now);
        return {
          schedule_phase: 'end_of_schedule',
          schedule_step: 0,
          end_of_schedule_group_id: null,
          ...(lead.status === 'scheduled' ? { next_action_at: now } : {}),
        };
      },
    );
  }

  /**
   * Applies `change` to the caller's open leads that the request narrows to
   * (lead_token, offer_id, schedule_id), or 404s with `missing` when it changes none.
   */
  private async changeNarrowed(
    ctx: TenantContext,
    rawNumber: string,
    raw: Record<string, unknown>,
    meta: RequestMeta,
    missing: string,
    change: (lead: LeadRow, trx: Kysely<DB>, now: number) => LeadChange | Promise<LeadChange>,
  ): Promise<LeadRow[]> {
    requireAccess(ctx.permissions, 'leads', 'write');
    const number = callerNumber(ctx, rawNumber);
    const narrowing = await this.narrowing(ctx, raw);
    const now = this.deps.clock.now();
    const leads = await this.changeOpen(ctx, number, narrowing, (lead, trx) => change(lead, trx, now), meta);
    if (leads.length === 0) throw notFound(missing);
    return leads;
  }

  /**
   * GET /leads/:lead_token/:caller_number/by_caller_number: the caller's lead
   * submitted with that token (the open one, else the latest). The token must
   * be one of this company's.
   */
  async byCallerNumber(ctx: TenantContext, token: string, rawNumber: string): Promise<number> {
    requireAccess(ctx.permissions, 'leads', 'read');
    const owner = await this.ownToken(ctx, token);
    if (!owner) throw notFound('Offer or schedule with this lead_token');
    const number = callerNumber(ctx, rawNumber, 'caller_number');
    let qb = new TenantScope(this.deps.db, ctx.company.id)
      .selectFrom('leads')
      .select('id')
      .where('caller_id', '=', number)
      .where('deleted_at', 'is', null);
    qb =
      owner.kind === 'schedule'
        ? qb.where('schedule_id', '=', owner.id)
        : qb.where('offer_id', '=', owner.id).where('schedule_id', 'is', null);
    // Open leads first (dedupe_key set), then the newest.
    const row = await qb
      .orderBy((eb) => eb.case().when('dedupe_key', 'is', null).then(1).else(0).end())
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!row) throw notFound('Lead');
    return row.id;
  }

  /** Applies `change` to each open lead of the number (null skips one); returns the leads changed. */
  private async changeOpen(
    ctx: TenantContext,
    number: string,
    narrowing: Narrowing,
    change: (lead: LeadRow, trx: Kysely<DB>) => LeadChange | Promise<LeadChange>,
    meta: RequestMeta,
  ): Promise<LeadRow[]> {
    const { db, store } = this.deps;
    return db.transaction().execute(async (trx) => {
      const out: LeadRow[] = [];
      for (const lead of await store.findOpenByCaller(trx, ctx, number, narrowing)) {
        const values = await change(lead, trx);
        if (values) out.push(await store.update(trx, ctx, lead, values, meta));
      }
      return out;
    });
  }

  /** lead_token, offer_id or schedule_id narrow a caller action to one offer or schedule. */
  private async narrowing(ctx: TenantContext, raw: Record<string, unknown>): Promise<Narrowing> {
    if (typeof raw.lead_token === 'string' && raw.lead_token.trim()) {
      const owner = await this.ownToken(ctx, raw.lead_token.trim());
      if (!owner) throw invalidParam('lead_token', 'does not match any offer or schedule');
      return owner.kind === 'schedule' ? { scheduleId: owner.id } : { offerId: owner.id, scheduleId: null };
    }
    const out: Narrowing = {};
    for (const [param, key] of [
      ['offer_id', 'offerId'],
      ['schedule_id', 'scheduleId'],
    ] as const) {
      if (raw[param] === undefined || raw[param] === '') continue;
      const id = toNumber(raw[param]);
      if (id === undefined || !Number.isSafeInteger(id)) throw invalidParam(param, MESSAGES.id);
      out[key] = id;
    }
    return out;
  }

  /** A lead token of this company; another company's token is as unknown as a wrong one. */
  private async ownToken(ctx: TenantContext, token: string): Promise<LeadOwner | null> {
    const owner = await this.deps.tokens.resolve(token);
    return owner && owner.company.id === ctx.company.id ? owner : null;
  }
}
