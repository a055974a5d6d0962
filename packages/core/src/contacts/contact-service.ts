import { type Kysely, sql } from 'kysely';
import type { Clock } from '../clock.js';
import { encodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import type { PreparedQueries } from '../db/prepared.js';
import { boundRow } from '../db/prepared.js';
import { engineChangeStamps, newRowStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import { invalidParam } from '../errors/index.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { UrlGuard } from '../net/url-guard.js';
import { normalizeNumber } from '../phone/normalize.js';
import type { CompanyService } from '../tenancy/companies.js';
import type { TenantContext } from '../tenancy/context.js';
import { requireAccess } from '../tenancy/permissions.js';
import { TenantScope } from '../tenancy/scope.js';
import { BLACKLIST_IMPORT_JOB, blacklistImportJob } from './blacklist-import-job.js';
import { type Contact, contactFromRow, type OptOutChannel } from './contact.js';
import { UNBLOCK_JOB, unblockJob } from './unblock-job.js';

export interface ContactServiceDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  /**
   * Where blacklist files and clear-blacklist jobs run: the engine's own
   * ContactService registers their handlers. Copies bound to a transaction
   * (`withDb`) leave these out.
   */
  jobs?: JobQueue;
  companies?: CompanyService;
  /** Fetches import_file_url, each redirect hop's address checked against SSRF. */
  urls?: UrlGuard;
  /**
   * Told after a block, unblock or opt-out, so whatever follows the contact
   * (its open leads) changes at once. Transaction-bound copies leave it out.
   */
  onFlagsChange?: (ctx: TenantContext, number: string) => Promise<unknown>;
  /** Query shapes built once: `ensure` runs with every lead. */
  prepared: PreparedQueries;
}

/** Which parameter a bad number is reported against (the API's `caller_id`, the engine's `number`). */
export interface NumberOptions {
  param?: string;
}

/**
 * The company's contacts: one per E.164 number, created on first sight and
 * never twice, even when two requests for a new number land at once (a unique
 * index on (company_id, number) and insert-on-conflict, not read-then-insert).
 *
 * Every write is one statement, so blocking or opting out a number that has no
 * contact yet creates it already blocked or opted out.
 */
export class ContactService {
  constructor(private readonly deps: ContactServiceDeps) {
    const { db, dialect, clock, jobs, companies, urls } = deps;
    if (jobs && companies) {
      jobs.register(
        BLACKLIST_IMPORT_JOB,
        blacklistImportJob({
          db,
          clock,
          files: jobs.files,
          contacts: this,
          companies,
          ...(urls ? { urls } : {}),
        }),
      );
      jobs.register(UNBLOCK_JOB, unblockJob({ db, dialect, clock }));
    }
  }

  /** The same service writing through `db` (a transaction), so contact writes commit or roll back with the caller's. */
  withDb(db: Kysely<DB>): ContactService {
    const { dialect, clock, prepared } = this.deps;
    return new ContactService({ db, dialect, clock, prepared });
  }

  /** The contact for the number, created when missing. */
  async ensure(ctx: TenantContext, number: string, options: NumberOptions = {}): Promise<Contact> {
    requireAccess(ctx.permissions, 'contacts', 'write');
    const e164 = this.normalize(ctx, number, options);
    const { db, prepared } = this.deps;
    const row = this.newRow(e164, {});
    const columns = Object.keys(row) as (keyof typeof row)[];
    const [inserted] = await prepared.rows(
      'contacts.ensure.insert',
      [ctx.company.id, ...columns.map((c) => row[c])],
      (arg) =>
        new TenantScope(db, arg(0))
          .insertInto('contacts', boundRow(row, arg, 1))
          .onConflict((oc) => oc.columns(['company_id', 'number']).doNothing())
          .returningAll(),
      db,
    );
    if (inserted) return contactFromRow(inserted);
    const [found] = await prepared.rows(
      'contacts.ensure.find',
      [ctx.company.id, e164],
      (arg) => new TenantScope(db, arg(0)).selectFrom('contacts').selectAll().where('number', '=', arg(1)),
      db,
    );
    return contactFromRow(found!);
  }

  /** The contact for the number, or undefined when the company has none. */
  async findByNumber(
    ctx: TenantContext,
    number: string,
    options: NumberOptions = {},
  ): Promise<Contact | undefined> {
    requireAccess(ctx.permissions, 'contacts', 'read');
    const e164 = this.normalize(ctx, number, options);
    const row = await this.scope(ctx)
      .selectFrom('contacts')
      .selectAll()
      .where('number', '=', e164)
      .executeTakeFirst();
    return row ? contactFromRow(row) : undefined;
  }

  /** Puts the number on the company blacklist; blocked_at keeps the first time it was blocked. */
  block(ctx: TenantContext, number: string, options: NumberOptions = {}): Promise<Contact> {
    const now = this.deps.clock.now();
    return this.followed(
      ctx,
      this.upsert(ctx, number, options, { blocked: true, blocked_at: now }, (ref) => ({
        blocked: this.bool(true),
        blocked_at: sql`case when ${sql.ref(`${ref}.blocked`)} then ${sql.ref(`${ref}.blocked_at`)} else ${now} end`,
      })),
    );
  }

  /** Takes the number off the company blacklist. */
  unblock(ctx: TenantContext, number: string, options: NumberOptions = {}): Promise<Contact> {
    return this.followed(
      ctx,
      this.upsert(ctx, number, options, { blocked: false }, () => ({
        blocked: this.bool(false),
        blocked_at: null,
      })),
    );
  }

  private async followed(ctx: TenantContext, change: Promise<Contact>): Promise<Contact> {
    const contact = await change;
    await this.deps.onFlagsChange?.(ctx, contact.number);
    return contact;
  }

  /**
   * Opts the number out. No channels means all of them. `opt_out` is the
   * contact's one flag for calls and e-mail (there is no column per channel),
   * `sms_opt_out_at` the text-message opt-out.
   */
  optOut(
    ctx: TenantContext,
    number: string,
    channels: readonly OptOutChannel[] = ['call', 'sms', 'email'],
    options: NumberOptions = {},
  ): Promise<Contact> {
    const now = this.deps.clock.now();
    const all = channels.includes('call') || channels.includes('email');
    const sms = channels.includes('sms');
    return this.upsert(
      ctx,
      number,
      options,
      { ...(all ? { opt_out: true } : {}), ...(sms ? { sms_opt_out_at: now } : {}) },
      (ref) => ({
        ...(all ? { opt_out: this.bool(true) } : {}),
        ...(sms ? { sms_opt_out_at: sql`coalesce(${sql.ref(`${ref}.sms_opt_out_at`)}, ${now})` } : {}),
      }),
    );
  }

  /**
   * Notes that the mail server refused `address` for good (an SMTP 5xx at
   * RCPT TO): that address is not e-mailed again; calls and texts stay as they are.
   */
  noteEmailBounce(ctx: TenantContext, number: string, address: string, reason: string): Promise<Contact> {
    const now = this.deps.clock.now();
    const values = {
      email_bounced_address: address,
      email_bounced_at: now,
      email_bounce_reason: reason.slice(0, 1000),
    };
    return this.upsert(ctx, number, {}, values, () => values);
  }

  /** Opts the number back in to texts (a START): calls and e-mail stay as they are. */
  optInTexts(ctx: TenantContext, number: string, options: NumberOptions = {}): Promise<Contact> {
    return this.upsert(ctx, number, options, {}, () => ({ sms_opt_out_at: null }));
  }

  /**
   * Blocks or unblocks many numbers (E.164) in one statement: blocking creates
   * missing contacts already blocked; unblocking leaves unknown numbers alone.
   * For blacklist files; returns how many contacts were written.
   */
  async setBlockedMany(ctx: TenantContext, numbers: readonly string[], blocked: boolean): Promise<number> {
    requireAccess(ctx.permissions, 'contacts', 'write');
    if (numbers.length === 0) return 0;
    const now = this.deps.clock.now();
    const scope = this.scope(ctx);
    if (!blocked) {
      const r = await scope
        .updateTable('contacts')
        .set({ blocked: this.bool(false), blocked_at: null, ...engineChangeStamps(now) })
        .where('number', 'in', numbers as string[])
        .where('blocked', '=', this.bool(true))
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    }
    const rows = numbers.map((n) => this.newRow(n, { blocked: true, blocked_at: now }));
    const r = await scope
      .insertInto('contacts', rows)
      .onConflict((oc) =>
        oc.columns(['company_id', 'number']).doUpdateSet({
          blocked: this.bool(true),
          blocked_at: sql`case when ${sql.ref('contacts.blocked')} then ${sql.ref('contacts.blocked_at')} else ${now} end`,
          ...engineChangeStamps(now),
        }),
      )
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? numbers.length);
  }

  /** Normalises a number the company's way, or a 422 naming the parameter. */
  normalize(ctx: TenantContext, number: string, options: NumberOptions = {}): string {
    const n = normalizeNumber(number, ctx.company.default_country);
    if (!n.ok) throw invalidParam(options.param ?? 'number', `${JSON.stringify(number)} is ${n.reason}`);
    return n.e164;
  }

  /** Inserts the contact with `values`, or applies `update` to the existing one, in one statement. */
  private async upsert(
    ctx: TenantContext,
    number: string,
    options: NumberOptions,
    values: Record<string, unknown>,
    update: (table: string) => Record<string, unknown>,
  ): Promise<Contact> {
    requireAccess(ctx.permissions, 'contacts', 'write');
    const e164 = this.normalize(ctx, number, options);
    const now = this.deps.clock.now();
    const row = await this.scope(ctx)
      .insertInto('contacts', this.newRow(e164, values))
      .onConflict((oc) =>
        oc
          .columns(['company_id', 'number'])
          .doUpdateSet({ ...update('contacts'), ...engineChangeStamps(now) }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    return contactFromRow(row);
  }

  private newRow(e164: string, values: Record<string, unknown>) {
    const now = this.deps.clock.now();
    return {
      ...newRowStamps(now),
      number: e164,
      blocked: this.bool(values.blocked === true),
      opt_out: this.bool(values.opt_out === true),
      blocked_at: values.blocked_at ?? null,
      sms_opt_out_at: values.sms_opt_out_at ?? null,
      email_bounced_address: values.email_bounced_address ?? null,
      email_bounced_at: values.email_bounced_at ?? null,
      email_bounce_reason: values.email_bounce_reason ?? null,
      calls_count: 0,
      outbound_call_failure_count: 0,
      outbound_no_answer_count: 0,
    };
  }

  private bool(v: boolean) {
    return encodeValue('boolean', v, this.deps.dialect);
  }

  private scope(ctx: TenantContext) {
    return new TenantScope(this.deps.db, ctx.company.id);
  }
}
