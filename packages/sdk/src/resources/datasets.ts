import type { EndpointAnswers } from '../generated/answers.js';
import type { RequestOptions, Transport } from '../transport/transport.js';

/** An entry of GET /datasets. */
export type DatasetInfo = EndpointAnswers['datasets']['list']['datasets'][number];

export type Dataset = EndpointAnswers['datasets']['calls']['dataset'];

/** A chart-ready series: one value per bucket, empty buckets at 0. */
export type DatasetSeries = Dataset['series'][number];

/** interval, group_by, time_zone, created_at_from/to, and every list filter of the dataset's records. */
export type DatasetParams = Record<string, unknown> & {
  interval?: Dataset['interval'];
  group_by?: string;
  time_zone?: string;
  created_at_from?: string | Date;
  created_at_to?: string | Date;
};

/** `client.datasets`: chart-ready series of calls, leads, billing and number impressions. */
export class DatasetsResource {
  constructor(private readonly transport: Transport) {}

  /** GET /datasets: the datasets, their stats, categories and intervals. */
  async list(options?: RequestOptions): Promise<DatasetInfo[]> {
    const body = await this.transport.request<{ datasets: DatasetInfo[] }>(
      { method: 'GET', path: '/datasets' },
      options,
    );
    return body.datasets;
  }

  /** GET /datasets/calls/:stat (count, revenue, profit, cost, payout); every GET /calls filter applies. */
  calls(
    stat: 'count' | 'revenue' | 'profit' | 'cost' | 'payout',
    params: DatasetParams = {},
    options?: RequestOptions,
  ) {
    return this.get(`/datasets/calls/${stat}`, params, options);
  }

  /** GET /datasets/leads/:stat (count, revenue, payout), counted as GET /leads/reports counts. */
  leads(stat: 'count' | 'revenue' | 'payout', params: DatasetParams = {}, options?: RequestOptions) {
    return this.get(`/datasets/leads/${stat}`, params, options);
  }

  /** GET /datasets/billing: the cost ledger per day, week or month (stat amount, quantity or count). */
  billing(params: DatasetParams & { stat?: 'amount' | 'quantity' | 'count' } = {}, options?: RequestOptions) {
    return this.get('/datasets/billing', params, options);
  }

  /** GET /datasets/number_impressions: numbers shown by DNI (stat count or calls). */
  numberImpressions(params: DatasetParams & { stat?: 'count' | 'calls' } = {}, options?: RequestOptions) {
    return this.get('/datasets/number_impressions', params, options);
  }

  private async get(path: string, query: DatasetParams, options?: RequestOptions): Promise<Dataset> {
    const body = await this.transport.request<{ dataset: Dataset }>({ method: 'GET', path, query }, options);
    return body.dataset;
  }
}
