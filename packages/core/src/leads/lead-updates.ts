import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { invalidParam, notFound } from '../errors/index.js';
import type { RequestMeta } from '../kernel/change-log.js';
import type { ResourceDefinition } from '../kernel/define.js';
import { parseWrite } from '../kernel/input.js';
import type { ResourceService } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { requireAccess } from '../tenancy/permissions.js';
import { isUuid } from '../util/ids.js';
import { type ContactsPort, type SuppressionPort, withContactsAccess } from './compliance.js';
import type { ContactFollower } from './follow-contact.js';
import { endValues, followVerdict } from './intake-values.js';
import type { LeadRow, LeadStore } from './lead-store.js';

/**
 * PUT /leads/:id and DELETE /leads/:id/id: the generic engine's validation of
 * the writable fields, then the lead's own rules (opt_out and blocked reach
 * the contact; the status follows the compliance check) and a change log, in
 * one transaction.
 */
export class LeadUpdates {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      clock: Clock;
      def: ResourceDefinition;
      resource: ResourceService;
      /** The engine of another resource (references are checked against it). */
      resourceOf: (plural: string) => ResourceService;
      store: LeadStore;
      contacts: ContactsPort;
      suppression: SuppressionPort;
      follower: ContactFollower;
    },
  ) {}

  async update(
    ctx: TenantContext,
    ref: string | number,
    raw: Record<string, unknown>,
    meta: RequestMeta = {},
  ): Promise<LeadRow> {
    requireAccess(ctx.permissions, 'leads', 'write');
    const { def, resource, store, contacts, suppression, clock } = this.deps;
    const current = await resource.findRow(ctx, ref, ['*']);
    const timeZone =
      typeof raw.time_zone === 'string' && raw.time_zone ? raw.time_zone : ctx.company.time_zone;
    const input = parseWrite(def, 'update', raw, { country: ctx.company.default_country, timeZone });
    if (typeof input.traffic_source_id === 'number') {
      await this.deps
        .resourceOf('traffic_sources')
        .findRow(ctx, input.traffic_source_id, ['id'])
        .catch(() => {
          throw invalidParam('traffic_source_id', 'must reference an existing traffic source');
        });
    }
    const number = String(current.caller_id);
    const asContacts = withContactsAccess(ctx);
    if (input.opt_out === false && (await contacts.ensure(asContacts, number)).opt_out) {
      // An opt-out is the person's, kept on the contact: a lead cannot quietly undo it.
      throw invalidParam(
        'opt_out',
        'the number is opted out; lift the opt-out on its contact (PUT /contacts/:id opt_out=false)',
      );
    }
    // The contact changes first: opting a lead out or blocking it is about the person, company-wide.
    if (input.opt_out === true) await contacts.optOut(asContacts, number);
    if (input.blocked === true) await contacts.block(asContacts, number);
    if (input.blocked === false && decodeValue('boolean', current.blocked))
      await contacts.unblock(asContacts, number);
    const contact = await contacts.ensure(asContacts, number);
    const verdict = await suppression.check(ctx, {
      number,
      leadId: Number(current.id),
      checkType: 'lead_submission',
      ...(current.offer_id !== null ? { offerId: Number(current.offer_id) } : {}),
      ...(current.schedule_id !== null ? { scheduleId: Number(current.schedule_id) } : {}),
    });

    const updated = await this.deps.db.transaction().execute(async (trx) => {
      const lead = await store.lock(trx, ctx, Number(current.id));
      if (!lead) throw notFound('Lead');
      const values: Record<string, unknown> = { ...input };
      if (input.tokens && typeof input.tokens === 'object' && !Array.isArray(input.tokens)) {
        // Tokens merge like a resubmission does; a key set to null keeps its place with no value.
        values.tokens = { ...((decodeValue('json', lead.tokens) ?? {}) as object), ...input.tokens };
      }
      if (typeof input.schedule_callback_at === 'number' && input.next_action_at === undefined) {
        values.next_action_at = input.schedule_callback_at;
      }
      // The flags mirror the contact, which the changes above already reached.
      values.opt_out = contact.opt_out;
      values.blocked = contact.blocked;
      const requested = typeof values.next_action_at === 'number' ? values.next_action_at : undefined;
      Object.assign(values, followVerdict(lead, verdict, { requested, now: clock.now() }));
      return store.update(trx, ctx, lead, values, meta);
    });
    // An opt-out or block is about the person: the number's other open leads stop too.
    if (input.opt_out !== undefined || input.blocked !== undefined) {
      await this.deps.follower.follow(ctx, number, meta, [Number(updated.id)]);
    }
    return updated;
  }

  /** Soft delete: the lead leaves lists and its place; the row and its change logs stay. */
  async destroy(ctx: TenantContext, ref: string | number, meta: RequestMeta = {}): Promise<LeadRow> {
    requireAccess(ctx.permissions, 'leads', 'write');
    const s = String(ref).trim();
    if (!/^\d{1,15}$/.test(s) && !isUuid(s)) throw notFound('Lead');
    const current = await this.deps.resource.findRow(ctx, s, ['id']);
    return this.deps.db.transaction().execute(async (trx) => {
      const lead = await this.deps.store.lock(trx, ctx, Number(current.id));
      if (!lead) throw notFound('Lead');
      const now = this.deps.clock.now();
      const { status: _keep, ...ended } = endValues('deleted', now);
      return this.deps.store.update(trx, ctx, lead, { ...ended, deleted_at: now }, meta);
    });
  }
}
