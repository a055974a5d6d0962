import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/dialects/types.js';
import type { PreparedQueries } from '../db/prepared.js';
import type { DB } from '../db/tables.js';
import { invalidParam } from '../errors/index.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { RecordLinks } from '../kernel/links.js';
import type { ResourceService } from '../kernel/service.js';
import { e164ToNumber, normalizeNumber } from '../phone/normalize.js';
import type { CompanyService } from '../tenancy/companies.js';
import type { TenantContext } from '../tenancy/context.js';
import { CallerBlock, type CallerChange } from './caller-block.js';
import { type BlockedCheck, CheckLog, type DncCheckType, type DncReason } from './check-log.js';
import { type Attachment, type CheckFacts, checkReader } from './check-query.js';
import { clearReader } from './clear-query.js';
import { IMPORT_JOB, importJob, PURGE_JOB, purgeJob } from './import-job.js';
import { ListNumbers } from './list-numbers.js';

export type SuppressionReason = 'blacklisted' | 'opted_out' | 'suppressed';
export type SuppressionChannel = 'call' | 'sms' | 'email';

export interface SuppressionQuery {
  /** Any format; normalised with the company's default country. */
  number: string;
  offerId?: number | null;
  scheduleId?: number | null;
  buyerId?: number | null;
  leadId?: number | null;
  callId?: number | null;
  /** Default call. Texts are also blocked by an SMS opt-out. */
  channel?: SuppressionChannel;
  /** What dnc_check_logs says the check guarded (default: text_message for sms, lead_submission with a lead and no call, else outbound_call). */
  checkType?: DncCheckType;
}

export interface SuppressionVerdict {
  allowed: boolean;
  /** The first layer that blocked, in check order; null when allowed. */
  reason: SuppressionReason | null;
  /** Every attached list holding the number (sorted), whatever the reason. */
  listIds: number[];
}

/** A verdict, and the dnc_check_logs row it must leave when it blocks. */
export interface Assessment {
  verdict: SuppressionVerdict;
  block: BlockedCheck | null;
}

export interface SuppressionDeps {
  database: Database;
  clock: Clock;
  links: RecordLinks;
  /** Query shapes built once (the block log is written with every blocked lead). */
  prepared: PreparedQueries;
  jobs: JobQueue;
  companies: CompanyService;
  /** The buyer_suppressions engine (looked up late: the registry may be built after us). */
  lists: () => ResourceService;
}

const VIA_REASON: Record<Attachment, DncReason> = {
  buyer: 'buyer_suppression',
  offer: 'offer_suppression',
  schedule: 'schedule_suppression',
};

/**
 * "May this number be contacted for this offer, schedule or buyer?" Layers,
 * in order: the company blacklist, the opt-outs, then every suppression list
 * attached to the offer, schedule or buyer. Every block is logged to
 * dnc_check_logs. It fails closed: when the data cannot be read, the answer
 * is "no" (reason suppressed, logged as check_failed), never "yes".
 *
 * An engine decision rather than a read, so it asks no permission: it runs for
 * whoever's lead or call triggered it, and reveals no list contents.
 */
export class SuppressionService {
  /** The numbers of every list (suppression_numbers). */
  readonly numbers: ListNumbers;
  private readonly read: ReturnType<typeof checkReader>;
  private readonly clear: ReturnType<typeof clearReader>;
  private readonly log: CheckLog;
  private readonly callers: CallerBlock;

  constructor(deps: SuppressionDeps) {
    const { db, dialect } = deps.database;
    this.read = checkReader(deps.database);
    this.clear = clearReader(deps.database);
    this.log = new CheckLog(db, deps.clock, deps.links, deps.prepared);
    this.numbers = new ListNumbers(db, dialect, deps.clock);
    this.callers = new CallerBlock({ db, clock: deps.clock, numbers: this.numbers, lists: deps.lists });
    deps.jobs.register(
      IMPORT_JOB,
      importJob({
        db,
        clock: deps.clock,
        files: deps.jobs.files,
        numbers: this.numbers,
        companies: deps.companies,
      }),
    );
    deps.jobs.register(PURGE_JOB, purgeJob(this.numbers));
  }

  /** Spec 4.4 caller_block: adds caller_ids to a list, touching no other entry. Superuser only. */
  callerBlock(
    ctx: TenantContext,
    listRef: string | number,
    raw: Record<string, unknown>,
  ): Promise<CallerChange> {
    return this.callers.block(ctx, listRef, raw);
  }

  /** Spec 4.4 caller_unblock: removes caller_ids from a list. Superuser only. */
  callerUnblock(
    ctx: TenantContext,
    listRef: string | number,
    raw: Record<string, unknown>,
  ): Promise<CallerChange> {
    return this.callers.unblock(ctx, listRef, raw);
  }

  async check(ctx: TenantContext, query: SuppressionQuery): Promise<SuppressionVerdict> {
    const { verdict, block } = await this.assess(ctx, query);
    if (block) {
      try {
        await this.log.blocked(block);
      } catch {
        // A block stands even if its log cannot be written: losing an audit row beats calling a blocked number.
      }
    }
    return verdict;
  }

  /**
   * `check` for each of many buyers of one caller (the router asks for every
   * candidate of an offer at once). The common answer, nothing anywhere holds
   * the caller, is read in two statements for all of them; when something
   * might block, each buyer is checked (and each block logged) as `check`
   * does, so the verdicts are the same either way.
   */
  async checkMany(
    ctx: TenantContext,
    query: Omit<SuppressionQuery, 'buyerId'>,
    buyerIds: readonly number[],
  ): Promise<Map<number, SuppressionVerdict>> {
    const out = new Map<number, SuppressionVerdict>();
    const n = normalizeNumber(query.number, ctx.company.default_country);
    let clear = false;
    if (n.ok && buyerIds.length > 0) {
      try {
        const answer = this.clear({
          companyId: ctx.company.id,
          e164: n.e164,
          digits: e164ToNumber(n.e164),
          offerId: query.offerId ?? null,
          scheduleId: query.scheduleId ?? null,
          buyerIds,
        });
        clear = answer instanceof Promise ? await answer : answer;
      } catch {
        // Unreadable: each buyer's own check fails closed and logs it.
      }
    }
    for (const buyerId of buyerIds) {
      out.set(
        buyerId,
        clear ? { allowed: true, reason: null, listIds: [] } : await this.check(ctx, { ...query, buyerId }),
      );
    }
    return out;
  }

  /**
   * The verdict, and the dnc_check_logs row a block must leave, unwritten:
   * for callers that write it in their own transaction with the record the
   * check was for (lead intake logs it with the lead it stored).
   */
  async assess(ctx: TenantContext, query: SuppressionQuery): Promise<Assessment> {
    const n = normalizeNumber(query.number, ctx.company.default_country);
    if (!n.ok) throw invalidParam('number', `${JSON.stringify(String(query.number))} is ${n.reason}`);
    const channel = query.channel ?? 'call';
    let facts: CheckFacts;
    try {
      facts = await this.read({
        companyId: ctx.company.id,
        e164: n.e164,
        digits: e164ToNumber(n.e164),
        offerId: query.offerId ?? null,
        scheduleId: query.scheduleId ?? null,
        buyerId: query.buyerId ?? null,
      });
    } catch {
      return {
        verdict: { allowed: false, reason: 'suppressed', listIds: [] },
        block: blockEntry(ctx, query, n.e164, 'check_failed', []),
      };
    }
    const listIds = facts.lists.length
      ? [...new Set(facts.lists.map((l) => l.listId))].sort((a, b) => a - b)
      : [];
    const c = facts.contact;
    let reason: SuppressionReason | null = null;
    let logged: DncReason | undefined;
    if (c?.blocked) [reason, logged] = ['blacklisted', 'company_blacklist'];
    else if (c?.optOut) [reason, logged] = ['opted_out', 'opt_out'];
    else if (c?.smsOptOut && channel === 'sms') [reason, logged] = ['opted_out', 'sms_opt_out'];
    else if (listIds.length) {
      const via = (['buyer', 'offer', 'schedule'] as const).find((v) =>
        facts.lists.some((l) => l.via === v),
      )!;
      [reason, logged] = ['suppressed', VIA_REASON[via]];
    }
    if (!reason) return { verdict: { allowed: true, reason: null, listIds }, block: null };
    return {
      verdict: { allowed: false, reason, listIds },
      block: blockEntry(ctx, query, n.e164, logged!, listIds),
    };
  }

  /** Writes a block that assess() found, through the caller's transaction. */
  recordBlock(trx: Kysely<DB>, block: BlockedCheck): Promise<void> {
    return this.log.blocked(block, trx);
  }
}

function blockEntry(
  ctx: TenantContext,
  q: SuppressionQuery,
  e164: string,
  reason: DncReason,
  listIds: number[],
): BlockedCheck {
  const checkType =
    q.checkType ??
    (q.channel === 'sms'
      ? 'text_message'
      : q.leadId != null && q.callId == null
        ? 'lead_submission'
        : 'outbound_call');
  return {
    companyId: ctx.company.id,
    number: e164,
    checkType,
    reason,
    listIds,
    leadId: q.leadId ?? null,
    callId: q.callId ?? null,
    offerId: q.offerId ?? null,
    scheduleId: q.scheduleId ?? null,
    buyerId: q.buyerId ?? null,
  };
}
