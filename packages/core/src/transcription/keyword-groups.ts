import type { Kysely } from 'kysely';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';
import type { KeywordGroup } from './keyword-match.js';

const TABLE = 'transcription_keyword_groups';

/**
 * The company's active keyword groups, in id order: those for `offerId` (a
 * group whose offer_ids is blank searches every offer's calls) or, given
 * `ids`, exactly those (a standalone transcription's own choice).
 */
export async function keywordGroups(
  db: Kysely<DB>,
  companyId: number,
  which: { offerId: number | null } | { ids: readonly number[] },
): Promise<KeywordGroup[]> {
  const scope = new TenantScope(db, companyId);
  let query = scope
    .selectFrom(TABLE)
    .select([
      'id',
      'keywords',
      'match_type',
      'speaker',
      'token_key',
      'convert_call',
      'flag_for_review',
      'active',
    ])
    .where('deleted_at', 'is', null)
    .orderBy('id');
  if ('ids' in which) {
    if (which.ids.length === 0) return [];
    query = query.where('id', 'in', [...which.ids]);
  }
  const rows = (await query.execute()).filter((r) => decodeValue('boolean', r.active) === true);
  if (rows.length === 0) return [];
  let allowed = (_id: number) => true;
  if (!('ids' in which)) {
    const links = await scope
      .selectFrom('record_links')
      .select(['owner_id', 'target_id'])
      .where('owner_table', '=', TABLE)
      .where('field', '=', 'offer_ids')
      .where(
        'owner_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    const offers = new Map<number, Set<number>>();
    for (const l of links) {
      const set = offers.get(Number(l.owner_id)) ?? new Set<number>();
      set.add(Number(l.target_id));
      offers.set(Number(l.owner_id), set);
    }
    allowed = (id) => !offers.has(id) || (which.offerId !== null && offers.get(id)!.has(which.offerId));
  }
  return rows
    .filter((r) => allowed(r.id))
    .map((r) => ({
      id: r.id,
      keywords: stringList(decodeValue('json', r.keywords)),
      matchType: String(r.match_type ?? 'contains'),
      speaker: String(r.speaker ?? 'any'),
      tokenKey: String(r.token_key),
      convertCall: decodeValue('boolean', r.convert_call) === true,
      flagForReview: decodeValue('boolean', r.flag_for_review) === true,
    }));
}

const stringList = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
