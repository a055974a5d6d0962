import type { Kysely } from 'kysely';
import { decodeValue, encodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import { engineChangeStamps, newRowStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import type { ResourceDefinition } from '../kernel/define.js';
import { newFieldColumns } from '../kernel/encode-fields.js';
import { TenantScope } from '../tenancy/scope.js';
import { successCodes } from './success-codes.js';
import { readValuePath } from './value-path.js';
import { formatValue } from './value-types.js';

export interface ParserOwner {
  outgoingWebhookUrlId?: number;
  buyerConversionId?: number;
}

/** The record whose tokens take the parsed values. */
export interface TokenTarget {
  kind: 'calls' | 'leads';
  id: number;
}

/** Where each record kind keeps its custom tokens. */
const TOKEN_COLUMN = { calls: 'token_values', leads: 'tokens' } as const;

/**
 * Response parsers: after a response, each parser of the URL (or buyer
 * conversion) whose success codes accept its status reads `value_path` out
 * of the body, types and formats it, and stores it under `key` in the
 * call's or lead's tokens, and as a token_values row for pickers and
 * filters. Written directly, without a change event: a parser fed by a
 * lead_data_changed webhook must not fire that webhook again.
 */
export class ResponseParsers {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      dialect: DialectName;
      now: () => number;
      tokenValuesDef: () => ResourceDefinition | undefined;
    },
  ) {}

  /** Returns the values stored, by key. */
  async apply(
    companyId: number,
    owner: ParserOwner,
    code: number,
    body: string,
    target: TokenTarget | null,
  ): Promise<Record<string, string>> {
    const { db } = this.deps;
    if (owner.outgoingWebhookUrlId === undefined && owner.buyerConversionId === undefined) return {};
    const parsers = await new TenantScope(db, companyId)
      .selectFrom('response_parsers')
      .selectAll()
      .where('deleted_at', 'is', null)
      .$if(owner.outgoingWebhookUrlId !== undefined, (qb) =>
        qb.where('outgoing_webhook_url_id', '=', owner.outgoingWebhookUrlId!),
      )
      .$if(owner.outgoingWebhookUrlId === undefined, (qb) =>
        qb.where('buyer_conversion_id', '=', owner.buyerConversionId!),
      )
      .orderBy('sortable_order')
      .orderBy('id')
      .execute();
    const values: Record<string, string> = {};
    for (const p of parsers) {
      if (!p.key || !p.value_path) continue;
      if (!successCodes(p.webhook_response_success_codes as string | null)(code)) continue;
      const value = formatValue(readValuePath(body, p.value_path), p.value_type, p.value_formatter);
      if (value !== null) values[p.key] = value;
    }
    if (target && Object.keys(values).length) await this.store(companyId, target, values);
    return values;
  }

  private async store(companyId: number, target: TokenTarget, values: Record<string, string>) {
    const { db, dialect, now, tokenValuesDef } = this.deps;
    const table = target.kind;
    const column = TOKEN_COLUMN[target.kind];
    await db.transaction().execute(async (trx) => {
      let read = new TenantScope(trx, companyId).selectFrom(table).select(column).where('id', '=', target.id);
      if (dialect === 'postgres') read = read.forUpdate();
      const row = await read.executeTakeFirst();
      if (!row) return;
      const current = decodeValue('json', row[column]);
      const merged = { ...(current && typeof current === 'object' ? current : {}), ...values };
      const at = now();
      await new TenantScope(trx, companyId)
        .updateTable(table)
        .set({ [column]: encodeValue('json', merged, dialect), ...engineChangeStamps(at) })
        .where('id', '=', target.id)
        .execute();
      const def = tokenValuesDef();
      if (!def) return;
      for (const [key, value] of Object.entries(values)) {
        const known = await new TenantScope(trx, companyId)
          .selectFrom('token_values')
          .select('id')
          .where('key', '=', key)
          .where('value', '=', value)
          .executeTakeFirst();
        if (known) continue;
        await trx
          .insertInto('token_values')
          .values({
            ...newFieldColumns(def, { key, value, name: key, is_system_token: false }, dialect),
            ...newRowStamps(at),
            company_id: companyId,
          })
          .execute();
      }
    });
  }
}
