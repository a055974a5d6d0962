import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialects/types.js';
import type { DB } from '../db/tables.js';
import type { ResourceDefinition } from '../resources/define.js';
import { newFieldColumns } from '../resources/encode-fields.js';
import { newRowStamps } from '../resources/stamps.js';

/** One attempt as the webhook_logs record keeps it (API values). */
export interface WebhookLogValues {
  owner_type: 'OutgoingWebhook' | 'Subscription' | 'BuyerConversion' | 'OauthConnection';
  owner_id: number;
  outgoing_webhook_id?: number | null;
  outgoing_webhook_url_id?: number | null;
  subscription_id?: number | null;
  webhook_manual_fire_id?: number | null;
  trigger: string;
  /** The event (webhook-id) the attempt delivered. */
  event_id?: string | null;
  call_id?: number | null;
  lead_id?: number | null;
  attempt: number;
  request_method: string;
  request_url: string;
  request_headers: Record<string, string>;
  request_body: string;
  code: number | null;
  response_headers: Record<string, string> | null;
  response_body: string | null;
  latency_ms: number;
  success: boolean;
  error_message: string | null;
  next_attempt_at: number | null;
  read_from_cache?: boolean;
}

/** Writes webhook_logs rows (the engine's own table: the API only lists and shows them). */
export class WebhookLogWriter {
  constructor(
    private readonly deps: { dialect: DialectName; def: () => ResourceDefinition; now: () => number },
  ) {}

  async write(trx: Kysely<DB>, companyId: number, values: WebhookLogValues): Promise<number> {
    const { dialect, def, now } = this.deps;
    const at = now();
    const row = await trx
      .insertInto('webhook_logs')
      .values({
        ...newFieldColumns(
          def(),
          { ...values, request_method: values.request_method.toLowerCase() },
          dialect,
        ),
        ...newRowStamps(at),
        company_id: companyId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
}
