import type { Kysely } from 'kysely';
import { decodeValue, encodeValue, type StorageKind } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import type { PreparedQueries } from '../db/prepared.js';
import { boundRow } from '../db/prepared.js';
import { createdStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
/** Where a change came from, beyond who made it (ctx.actor). */
import type { RequestMeta, TenantContext } from '../tenancy/context.js';
import { type ScopedInsert, TenantScope } from '../tenancy/scope.js';
import { formatTime } from '../time/format.js';
import { newUuid } from '../util/ids.js';
import type { ResourceDefinition } from './define.js';
import { storedFields } from './schema-sync.js';

export type { RequestMeta };

/** `{ field: [from, to] }` as the API shows the values. */
export type FieldChanges = Record<string, [unknown, unknown]>;

/**
 * Field-by-field difference of two stored rows of a resource, in API form
 * (times in the company zone). Hidden columns are not shown and not logged;
 * a json field lists only the keys that changed.
 */
export function diffRows(
  def: ResourceDefinition,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  timeZone: string,
): FieldChanges {
  const out: FieldChanges = {};
  for (const { name, spec, storage } of storedFields(def)) {
    if (spec.hidden) continue;
    const from = apiValue(storage, before?.[name], timeZone);
    const to = apiValue(storage, after?.[name], timeZone);
    if (storage === 'json' && isPlainObject(from) && isPlainObject(to)) {
      const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter(
        (k) => JSON.stringify(from[k]) !== JSON.stringify(to[k]),
      );
      if (keys.length) out[name] = [pick(from, keys), pick(to, keys)];
    } else if (
      from !== to &&
      !(isObject(from) && isObject(to) && JSON.stringify(from) === JSON.stringify(to))
    ) {
      // Primitives compare as they are (a create's nulls cost nothing); only objects need their text.
      out[name] = [from ?? null, to ?? null];
    }
  }
  return out;
}

function apiValue(storage: StorageKind, value: unknown, timeZone: string): unknown {
  if (value === undefined || value === null) return null;
  if (storage === 'time') return formatTime(Number(value), timeZone);
  return decodeValue(storage, value);
}

const isObject = (v: unknown) => typeof v === 'object' && v !== null;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const pick = (o: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));

/**
 * Writes change_logs rows. Always called with the transaction that made the
 * change, through TenantScope, so a change and its log commit together or not
 * at all.
 */
export class ChangeLogWriter {
  constructor(
    private readonly dialect: DialectName,
    private readonly now: () => number,
    private readonly prepared: PreparedQueries,
  ) {}

  async record(
    trx: Kysely<DB>,
    ctx: TenantContext,
    entry: {
      recordType: string;
      recordId: number;
      action: 'create' | 'update' | 'destroy';
      changes: FieldChanges;
    },
    meta: RequestMeta = {},
  ): Promise<void> {
    const now = this.now();
    const row: ScopedInsert<'change_logs'> = {
      uuid: newUuid(),
      ...createdStamps(now),
      record_type: entry.recordType,
      record_id: entry.recordId,
      action: entry.action,
      actor_type: ctx.actor.type,
      actor_id: ctx.actor.id,
      actor_name: ctx.actor.name,
      changes: encodeValue('json', entry.changes, this.dialect),
      request_ip: meta.ip ?? null,
      request_id: meta.requestId ?? null,
    };
    // Written with every lead change: its SQL is built once, not per change.
    await this.prepared.rows(
      'change_logs.insert',
      [ctx.company.id, ...Object.values(row)],
      (arg) => new TenantScope(trx, arg(0)).insertInto('change_logs', boundRow(row, arg, 1)),
      trx,
    );
  }
}
