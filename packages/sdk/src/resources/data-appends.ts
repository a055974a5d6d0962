import { Resource } from '../resource.js';
import type { RequestOptions } from '../transport/transport.js';

export type DataAppendType =
  | 'caller_name'
  | 'line_type'
  | 'carrier'
  | 'address'
  | 'email'
  | 'demographics'
  | 'dnc_status'
  | 'litigator_check';

export interface DataAppendParams {
  /** The number to look up, any format. */
  caller_id: string;
  /** What to look up (or give data_append_group_id). */
  data_types?: DataAppendType[];
  data_append_group_id?: number;
  integration_id?: number;
  /** Reuse a paid result this recent (default: the group's, else 30 days). */
  cache_seconds?: number;
  /** dnc_status also reads this offer's suppression lists; charges are attributed to it. */
  offer_id?: number;
  schedule_id?: number;
}

export interface DataAppendSource {
  provider: string;
  integration_id: number | null;
  cached: boolean;
  charged: boolean;
  looked_up_at: string;
}

export interface DataAppendResult {
  caller_id: string;
  values: Partial<Record<DataAppendType, string | null>>;
  sources: Partial<Record<DataAppendType, DataAppendSource>>;
}

/**
 * `client.dataAppends`: the generic operations, and `append`, data about a
 * caller number (usage-charged per lookup; a recent result is reused free).
 *
 * @example
 *   const { values } = await client.dataAppends.append({ caller_id: '7205550100', data_types: ['line_type'] });
 */
export class DataAppends extends Resource<'data_appends'> {
  /** POST /data_appends/data_append. */
  async append(params: DataAppendParams, options?: RequestOptions): Promise<DataAppendResult> {
    const body = await this.request<{ data_append: DataAppendResult }>(
      { method: 'POST', path: '/data_appends/data_append', body: { ...params } },
      options,
    );
    return body.data_append;
  }
}
