import type { Kysely } from 'kysely';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';
import type { TokenMatcher, VisitorTokenMatcher } from './visit-tokens.js';

/** The offer's DNI matchers, as a number request for one of its pools reads them. */
export interface DniMatchers {
  tokens: TokenMatcher[];
  visitor: VisitorTokenMatcher[];
}

/**
 * The token_matchers and visitor_token_matchers that apply to a pool of an
 * offer: those naming the offer and the pool, or leaving either blank (every
 * offer, every pool), in sortable_order then id.
 */
export async function dniMatchersFor(
  db: Kysely<DB>,
  companyId: number,
  offerId: number,
  poolId: number,
): Promise<DniMatchers> {
  const scope = new TenantScope(db, companyId);
  const [tokens, visitor] = await Promise.all([
    scope
      .selectFrom('token_matchers')
      .select(['key', 'source', 'source_key', 'default_value', 'hold_number_per_value'])
      .where((eb) => eb.or([eb('offer_id', 'is', null), eb('offer_id', '=', offerId)]))
      .where((eb) => eb.or([eb('ring_pool_id', 'is', null), eb('ring_pool_id', '=', poolId)]))
      .orderBy('sortable_order')
      .orderBy('id')
      .execute(),
    scope
      .selectFrom('visitor_token_matchers')
      .select(['key', 'url_parameter', 'unique_per_value'])
      .where((eb) => eb.or([eb('offer_id', 'is', null), eb('offer_id', '=', offerId)]))
      .where((eb) => eb.or([eb('ring_pool_id', 'is', null), eb('ring_pool_id', '=', poolId)]))
      .orderBy('sortable_order')
      .orderBy('id')
      .execute(),
  ]);
  return {
    tokens: tokens.map((m) => ({
      key: String(m.key),
      source: String(m.source ?? 'url_parameter'),
      source_key: (m.source_key as string | null) ?? null,
      default_value: (m.default_value as string | null) ?? null,
      hold_number_per_value: decodeValue('boolean', m.hold_number_per_value) !== false,
    })),
    visitor: visitor.map((m) => ({
      key: String(m.key),
      url_parameter: String(m.url_parameter),
      unique_per_value: decodeValue('boolean', m.unique_per_value) !== false,
    })),
  };
}
