import type { Kysely } from 'kysely';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';
import { type FlowAction, textOf } from './flow-rules.js';

/** The call flow rule that holds callers when no buyer has open concurrency. */
export const HOLD_QUEUE_RULE = 'add_to_hold_queue';

/**
 * TrackDrive's action "Place Caller In Hold Queue": on the offer's
 * no_buyers_have_open_concurrency rule it holds callers as an
 * add_to_hold_queue rule does, with the rule's own queue fields.
 */
export const HOLD_QUEUE_ACTION = 'place_in_hold_queue';
export const HOLD_QUEUE_TRIGGER = 'no_buyers_have_open_concurrency';

/** An add_to_hold_queue rule: what the caller hears, and the queue's limits (null: none). */
export interface HoldQueueRule
  extends Pick<FlowAction, 'id' | 'soundFileId' | 'soundPlaylistId' | 'text' | 'voice' | 'language'> {
  callerLimit: number | null;
  percentageSize: number | null;
  maxHoldSecondsAverage: number | null;
  maxSeconds: number | null;
}

const num = (v: unknown) => (v == null || v === '' ? null : Number(v));

/** The offer's first active queue rule (add_to_hold_queue, or its no-open-concurrency rule placing callers in the queue; sortable_order, then id), or the rule `id` itself. */
export async function findHoldQueueRule(
  db: Kysely<DB>,
  companyId: number,
  where: { offerId: number } | { id: number },
): Promise<HoldQueueRule | null> {
  let q = new TenantScope(db, companyId)
    .selectFrom('call_routers')
    .select([
      'id',
      'active',
      'sound_file_id',
      'sound_playlist_id',
      'text_to_speech',
      'voice',
      'language',
      'hold_queue_caller_limit',
      'hold_queue_percentage_size',
      'max_hold_seconds_average',
      'hold_queue_max_seconds',
    ])
    .where((eb) =>
      eb.or([
        eb('router_type', '=', HOLD_QUEUE_RULE),
        eb.and([eb('router_type', '=', HOLD_QUEUE_TRIGGER), eb('action', '=', HOLD_QUEUE_ACTION)]),
      ]),
    )
    .where('deleted_at', 'is', null);
  q = 'id' in where ? q.where('id', '=', where.id) : q.where('offer_id', '=', where.offerId);
  const rows = await q.orderBy('sortable_order').orderBy('id').execute();
  // A rule already holding a caller keeps its limits and music even if switched off meanwhile.
  const row = 'id' in where ? rows[0] : rows.find((r) => decodeValue('boolean', r.active) === true);
  if (!row) return null;
  return {
    id: Number(row.id),
    soundFileId: num(row.sound_file_id),
    soundPlaylistId: num(row.sound_playlist_id),
    text: textOf(row.text_to_speech),
    voice: textOf(row.voice),
    language: textOf(row.language),
    callerLimit: num(row.hold_queue_caller_limit),
    percentageSize: num(row.hold_queue_percentage_size),
    maxHoldSecondsAverage: num(row.max_hold_seconds_average),
    maxSeconds: num(row.hold_queue_max_seconds),
  };
}

/** What joining answered: the caller is held (the carrier's XML), or the queue is full (its rule decides). */
export type Joined = { kind: 'held'; xml: string } | { kind: 'full' };

/** Who is waiting in an offer's queue now: each one's wait so far, in ms. */
export interface QueueLoad {
  waitingMs: readonly number[];
  /** The offer's buyers' concurrency caps added up (null: some buyer has none, so no share can be taken of it). */
  concurrency: number | null;
}

/**
 * Why the queue takes no more callers, or null when it takes this one:
 * `hold_queue_caller_limit` callers already wait; the queue is
 * `hold_queue_percentage_size` percent of the offer's concurrency (rounded
 * down, at least one place when the share is above 0); or the callers
 * waiting have waited `max_hold_seconds_average` on average.
 */
export function queueFull(rule: HoldQueueRule, load: QueueLoad): { reason: string; limit: number } | null {
  const n = load.waitingMs.length;
  if (rule.callerLimit !== null && n >= rule.callerLimit)
    return { reason: 'hold_queue_caller_limit', limit: rule.callerLimit };
  if (rule.percentageSize !== null && load.concurrency !== null) {
    const size =
      rule.percentageSize > 0 ? Math.max(1, Math.floor((load.concurrency * rule.percentageSize) / 100)) : 0;
    if (n >= size) return { reason: 'hold_queue_percentage_size', limit: size };
  }
  if (rule.maxHoldSecondsAverage !== null && n > 0) {
    const average = load.waitingMs.reduce((a, b) => a + b, 0) / n / 1000;
    if (average >= rule.maxHoldSecondsAverage)
      return { reason: 'max_hold_seconds_average', limit: rule.maxHoldSecondsAverage };
  }
  return null;
}
