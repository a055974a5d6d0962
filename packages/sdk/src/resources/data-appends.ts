import type { EndpointAnswers } from '../generated/answers.js';
import type { EndpointParams } from '../generated/resources.js';
import { Resource } from '../resource.js';
import type { RequestOptions } from '../transport/transport.js';

export type DataAppendParams = EndpointParams['data_appends']['append'];
export type DataAppendType = NonNullable<DataAppendParams['data_types']>[number];

export type DataAppendResult = EndpointAnswers['data_appends']['append']['data_append'];
export type DataAppendSource = NonNullable<DataAppendResult['sources'][DataAppendType]>;

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
