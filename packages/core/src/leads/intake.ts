import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Transactor } from '../db/group-commit.js';
import type { DB } from '../db/tables.js';
import { type FieldErrors, invalidParam, LeadlineError } from '../errors/index.js';
import type { RequestMeta } from '../kernel/change-log.js';
import type { Assessment } from '../suppression/suppression-service.js';
import type { CompanyService } from '../tenancy/companies.js';
import type { TenantContext } from '../tenancy/context.js';
import { type ContactsPort, type SuppressionPort, withContactsAccess } from './compliance.js';
import { decide, type IntakeMode } from './dedupe.js';
import { DuplicateLeadError } from './duplicate-lead-error.js';
import type { ContactFollower } from './follow-contact.js';
import { intakeContext } from './intake-context.js';
import { type Submission, validateSubmission } from './intake-validation.js';
import { endValues, insertValues, isExpired, updateValues } from './intake-values.js';
import { distributionValues, type LeadDistributor, type Routed } from './lead-distributor.js';
import type { LeadRow, LeadStore } from './lead-store.js';
import type { LeadOwner, LeadTokens } from './lead-token.js';

export interface SubmitOptions extends RequestMeta {
  mode: IntakeMode;
  /** The company subdomain the request was sent to, if any: a token of another company is refused there. */
  subdomain?: string;
  /**
   * How the offer's contact fields bind: 'intake' (a lead post) requires the required
   * ones; 'update' (make_call dialling a bare number) checks only what is sent.
   */
  contactFields?: 'intake' | 'update';
}

/** What dedupe did with the caller's open lead (what /leads/capture reports). */
export type DedupeAction = 'none' | 'updated_existing' | 'expired_existing' | 'deleted_existing';

export interface SubmitResult {
  action: 'created' | 'updated';
  dedupe: DedupeAction;
  ctx: TenantContext;
  /** The lead of this offer or schedule first, then any other matching lead updated. */
  leads: LeadRow[];
  /** What was accepted but not done as asked, by parameter (empty when none). */
  warnings: FieldErrors;
}

/** Insert lost a race for the caller's place: roll back and decide again on what is now there. */
class PlaceTaken extends Error {}
const ATTEMPTS = 3;

/**
 * POST /leads and /leads/create_or_update: validates everything first (one
 * 422 naming each problem, nothing written), applies the contact changes the
 * poster asked for, checks suppression, then writes the lead and its change
 * logs in one transaction under the one-open-lead-per-caller rule.
 */
export class LeadIntake {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      /** Runs the lead's write transaction (grouped commits on SQLite). */
      tx: Transactor;
      clock: Clock;
      tokens: LeadTokens;
      store: LeadStore;
      companies: CompanyService;
      contacts: ContactsPort;
      suppression: SuppressionPort;
      follower: ContactFollower;
      distributor: LeadDistributor;
      /** Draws for the distributions' weighted split (tests seed it). */
      random?: () => number;
    },
  ) {}

  async submit(raw: Record<string, unknown>, options: SubmitOptions): Promise<SubmitResult> {
    const s = await validateSubmission(raw, options.subdomain, this.deps, options.contactFields);
    const ctx = intakeContext(s.owner);
    const o = s.params.options;
    const changesContact = Boolean(o.blocked || o.opt_out || o.unblock_contact);
    // A plain new lead goes straight to an insert, which the unique place index refuses when
    // the caller already holds the place (the transaction then looks, and refuses the
    // duplicate). A submission that changes the contact first, or that usually finds a lead
    // to update, looks before anything is written, so a refused one changes nothing.
    const plainInsert =
      !changesContact &&
      decide(options.mode, o, false) === 'insert' &&
      decide(options.mode, o, true) === 'reject_duplicate';
    const openEarly = plainInsert ? 0 : await this.refuseEarly(ctx, s, options.mode);

    const { contacts, suppression } = this.deps;
    const asContacts = withContactsAccess(ctx);
    // The poster's own contact changes come first, so the check below sees them.
    if (o.unblock_contact) await contacts.unblock(asContacts, s.callerId);
    if (o.blocked) await contacts.block(asContacts, s.callerId);
    if (o.opt_out) await contacts.optOut(asContacts, s.callerId);
    // Read before the transaction (reads never wait on the writer); the block it finds is
    // logged inside it, with the lead it was for.
    const assessment = await suppression.assess(ctx, {
      number: s.callerId,
      checkType: 'lead_submission',
      ...(s.owner.offerId !== null ? { offerId: s.owner.offerId } : {}),
      ...(s.owner.scheduleId !== null ? { scheduleId: s.owner.scheduleId } : {}),
    });

    // Nothing held the caller's place a moment ago (or a plain insert presumes so): the
    // transaction inserts without looking, and the unique place index catches a lead that is
    // there after all (then it looks and decides).
    const optimistic = openEarly === 0 && !o.update_all_matching_leads;
    const result = {
      ...(await this.write(ctx, s, options, asContacts, assessment, optimistic)),
      warnings: s.warnings,
    };
    if (changesContact || o.update_all_matching_leads) {
      // The contact changed, or leads of other offers and schedules were updated without
      // their own lists being read: each of the number's other leads is checked on its own.
      const own = result.leads.filter((l) => this.isOwn(s.owner, l)).map((l) => Number(l.id));
      await this.deps.follower.follow(ctx, s.callerId, options, own);
    }
    return result;
  }

  /**
   * What submit would do, writing nothing (a dry run): the same validation
   * and the same dedupe decision on what is there now.
   */
  async check(
    raw: Record<string, unknown>,
    options: SubmitOptions,
  ): Promise<{ action: 'created' | 'updated'; callerId: string; warnings: FieldErrors }> {
    const s = await validateSubmission(raw, options.subdomain, this.deps, options.contactFields);
    const open = await this.refuseEarly(intakeContext(s.owner), s, options.mode);
    const decision = decide(options.mode, s.params.options, open > 0);
    return {
      action: decision === 'update' ? 'updated' : 'created',
      callerId: s.callerId,
      warnings: s.warnings,
    };
  }

  /**
   * The contact, the lead, its change logs and the block log, in one
   * transaction (nothing half-written), retried when a concurrent insert
   * took the place.
   */
  private async write(
    ctx: TenantContext,
    s: Submission,
    options: SubmitOptions,
    asContacts: TenantContext,
    { verdict, block }: Assessment,
    placeSeenFree: boolean,
  ): Promise<Omit<SubmitResult, 'warnings'>> {
    let optimistic = placeSeenFree;
    const o = s.params.options;
    // The same draws on every attempt, so a retried transaction routes the lead the same way
    // unless what it found (a cap now full) changed.
    const draws: number[] = [];
    const random = this.deps.random ?? Math.random;
    const logBlock = async (trx: Kysely<DB>, leadId: number) => {
      if (block) await this.deps.suppression.recordBlock(trx, { ...block, leadId });
    };
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.deps.tx(async (trx) => {
          const contact = await this.deps.contacts.withDb(trx).ensure(asContacts, s.callerId);
          const now = this.deps.clock.now();
          let i = 0;
          const routed = await this.distribute(trx, ctx, s, verdict.allowed, now, () => {
            if (i === draws.length) draws.push(random());
            return draws[i++]!;
          });
          const sub = routed?.owner ? { ...s, owner: routed.owner } : s;
          const open = optimistic ? [] : await this.openLeads(trx, ctx, sub, options, now);
          const decision = decide(options.mode, o, open.length > 0);
          const { store } = this.deps;
          switch (decision) {
            case 'reject_duplicate':
              throw new DuplicateLeadError(Number(open[0]!.id));
            case 'reject_missing':
              throw missingLead();
            case 'update': {
              const leads: LeadRow[] = [];
              for (const lead of open) {
                const own = this.isOwn(sub.owner, lead) ? verdict : null;
                const values = updateValues({
                  owner: sub.owner,
                  lead,
                  contact,
                  params: s.params,
                  verdict: own,
                  now,
                });
                leads.push(await store.update(trx, ctx, lead, values, options));
              }
              await logBlock(trx, Number(leads[0]!.id));
              return { action: 'updated' as const, dedupe: 'updated_existing' as const, ctx, leads };
            }
            case 'expire_then_insert':
            case 'delete_then_insert':
              for (const lead of open) {
                const deleting = decision === 'delete_then_insert';
                const values = endValues(deleting ? 'deleted' : 'expired', now);
                await store.update(
                  trx,
                  ctx,
                  lead,
                  deleting ? { ...values, deleted_at: now } : values,
                  options,
                );
              }
              break;
            case 'insert':
              break;
          }
          const values = insertValues({
            owner: sub.owner,
            callerId: s.callerId,
            contact,
            params: s.params,
            verdict,
            remoteIp: options.ip,
            now,
          });
          const row = store.newRow(ctx, routed ? { ...values, ...routed.fields } : values);
          const created = await store.insert(trx, ctx, row, options);
          if (!created) throw new PlaceTaken();
          await logBlock(trx, created.id);
          const dedupe: DedupeAction =
            decision === 'expire_then_insert'
              ? 'expired_existing'
              : decision === 'delete_then_insert'
                ? 'deleted_existing'
                : 'none';
          return { action: 'created' as const, dedupe, ctx, leads: [created] };
        });
      } catch (error) {
        if (!(error instanceof PlaceTaken)) throw error;
        if (optimistic) {
          // Someone took the place (or an expired lead still holds it): decide on what is there.
          optimistic = false;
          attempt--;
          continue;
        }
        if (attempt >= ATTEMPTS) {
          throw new LeadlineError('conflict', {
            caller_id: ['is being submitted by several requests at once; retry'],
          });
        }
      }
    }
  }

  /**
   * A lead posted to a lead_distribution schedule goes where its distributions send it
   * (lead-distributor.ts); null for any other token. A blocked or suppressed number is
   * not distributed: it stays on the distribution schedule with its status, and uses no cap.
   */
  private async distribute(
    trx: Kysely<DB>,
    ctx: TenantContext,
    s: Submission,
    allowed: boolean,
    now: number,
    random: () => number,
  ): Promise<Routed | null> {
    if (!s.owner.distributes) return null;
    if (!allowed) return { owner: null, fields: { distribution_schedule_id: s.owner.id } };
    const values = distributionValues(s.callerId, s.params);
    return this.deps.distributor.route(trx, ctx, s.owner, values, now, random);
  }

  /**
   * The same decision as the transaction's, on an unlocked read, so a
   * submission that will be refused changes no contact first. The
   * transaction still decides for real.
   */
  private async refuseEarly(ctx: TenantContext, s: Submission, mode: IntakeMode): Promise<number> {
    const open = await this.openLeads(this.deps.db, ctx, s, {}, this.deps.clock.now(), false);
    const decision = decide(mode, s.params.options, open.length > 0);
    if (decision === 'reject_duplicate') throw new DuplicateLeadError(Number(open[0]!.id));
    if (decision === 'reject_missing') throw missingLead();
    return open.length;
  }

  /**
   * The caller's open leads in the submission's scope: the one holding its
   * place on this offer or schedule, or with update_all_matching_leads every
   * open lead in apply_to. Leads past expires_at are ended on the way
   * (when writing) or skipped (when only looking).
   */
  private async openLeads(
    db: Kysely<DB>,
    ctx: TenantContext,
    s: Submission,
    meta: RequestMeta,
    now: number,
    write = true,
  ): Promise<LeadRow[]> {
    const { store } = this.deps;
    const { owner, callerId } = s;
    const o = s.params.options;
    let rows: LeadRow[];
    if (o.update_all_matching_leads) {
      // A schedule without an offer has no offer scope: its own is the nearest.
      const scope =
        o.apply_to === 'offer' && owner.offerId === null ? 'schedule' : (o.apply_to ?? owner.kind);
      rows = await store.findOpenByCaller(
        db,
        ctx,
        callerId,
        scope === 'company'
          ? {}
          : scope === 'schedule'
            ? { scheduleId: owner.scheduleId }
            : { offerId: owner.offerId },
        write,
      );
    } else {
      const key = owner.kind === 'schedule' ? `s:${owner.id}:${callerId}` : `o:${owner.id}:${callerId}`;
      const row = await store.findOpen(db, ctx, key, write);
      rows = row ? [row] : [];
    }
    const live: LeadRow[] = [];
    for (const row of rows) {
      if (!isExpired(row, now)) live.push(row);
      else if (write) await store.update(db, ctx, row, endValues('expired', now), meta);
    }
    // The lead holding this offer's or schedule's place answers first.
    const own = (r: LeadRow) => this.isOwn(owner, r);
    return [...live.filter(own), ...live.filter((r) => !own(r))];
  }

  /** Whether a lead holds the place this token's submissions take (its offer's, or its schedule's). */
  private isOwn(owner: LeadOwner, lead: LeadRow): boolean {
    return owner.kind === 'schedule'
      ? Number(lead.schedule_id) === owner.id
      : lead.schedule_id === null && Number(lead.offer_id) === owner.id;
  }
}

const missingLead = () =>
  invalidParam('update_only', 'no open lead of this caller to update on this offer or schedule');
