import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { notFound } from '../errors/index.js';
import type { CompanyService } from '../tenancy/companies.js';
import { systemContext, type TenantContext } from '../tenancy/context.js';
import type { CallRow } from './call-store.js';

/**
 * The call a `/secure/<secure_token>/calls/<uuid>` URL names, in its
 * company: the token is the call's own secret, so a wrong one is the same 404
 * as a call that does not exist (nothing tells which part was wrong).
 * `actor` names who holds the token in change logs (the carrier, a buyer).
 */
export async function findSecureCall(
  deps: { db: Kysely<DB>; companies: CompanyService },
  secureToken: string,
  uuid: string,
  actor: (call: CallRow) => string,
): Promise<{ ctx: TenantContext; call: CallRow }> {
  const call = (await deps.db
    .selectFrom('calls')
    .selectAll()
    .where('uuid', '=', uuid.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst()) as CallRow | undefined;
  if (!call || !sameToken(String(call.secure_token ?? ''), secureToken)) throw notFound('Call');
  const company = await deps.companies.get(Number(call.company_id));
  return { call, ctx: { ...systemContext(company), actor: { type: 'system', id: null, name: actor(call) } } };
}

function sameToken(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** What a secure update or hang-up answers: the call's state, not the whole record. */
export function secureCallView(call: CallRow) {
  return {
    uuid: String(call.uuid),
    status: String(call.status),
    revenue: Number(decodeValue('decimal', call.revenue) ?? 0),
    buyer_converted: decodeValue('boolean', call.buyer_converted) === true,
    data: callTokens(call),
  };
}

/** The call's token_values as an object ({} when it has none). */
export function callTokens(call: CallRow): Record<string, unknown> {
  const v = decodeValue('json', call.token_values);
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/**
 * The call's callback for one of the inbound webhooks' secured paths
 * (`/inbound_calls/<kind>/<secure token>/<uuid>`), beside its own
 * `/secure/<secure token>/calls/<uuid>`: the same secret is in the path.
 */
export const inboundCallbackUrl = (
  call: CallRow,
  kind: 'answered' | 'recordings' | 'menu' | 'whisper' | 'accept' | 'music',
): string =>
  String(call.callback_url).replace(/\/secure\/([^/]+)\/calls\/([^/]+)$/, `/inbound_calls/${kind}/$1/$2`);

/** The API's base the call's callbacks are under (`https://leadline.example.com/api/v1`): where its sounds are linked. */
export const apiBaseOf = (call: CallRow): string =>
  String(call.callback_url).replace(/\/secure\/[^/]+\/calls\/[^/]+$/, '');
