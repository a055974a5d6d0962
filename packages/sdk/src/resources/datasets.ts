import type { EndpointAnswers } from '../generated/answers.js';
import type {
  CallListParams,
  ChargeRollupListParams,
  EndpointParams,
  EndpointPathParams,
  ImpressionListParams,
  LeadListParams,
} from '../generated/resources.js';
import type { RequestOptions, Transport } from '../transport/transport.js';
import type { ListFilters } from './list-filters.js';

/** An entry of GET /datasets. */
export type DatasetInfo = EndpointAnswers['datasets']['list']['datasets'][number];

export type Dataset = EndpointAnswers['datasets']['calls']['dataset'];

/** A chart-ready series: one value per bucket, empty buckets at 0. */
export type DatasetSeries = Dataset['series'][number];

type DatasetAsk = EndpointParams['datasets'];
type DatasetStat = EndpointPathParams['datasets'];

/** GET /datasets/calls/:stat: interval, group_by, time_zone, created_at_from/to, and every GET /calls filter. */
export type CallsDatasetParams = DatasetAsk['calls'] & ListFilters<CallListParams>;
/** GET /datasets/leads/:stat: the same, with every GET /leads filter. */
export type LeadsDatasetParams = DatasetAsk['leads'] & ListFilters<LeadListParams>;
/** GET /datasets/billing: stat, the same, with every GET /charge_rollups filter. */
export type BillingDatasetParams = DatasetAsk['billing'] & ListFilters<ChargeRollupListParams>;
/** GET /datasets/number_impressions: stat, the same, with every GET /impressions filter. */
export type NumberImpressionsDatasetParams = DatasetAsk['number_impressions'] &
  ListFilters<ImpressionListParams>;
/** The parameters of any dataset. */
export type DatasetParams =
  | CallsDatasetParams
  | LeadsDatasetParams
  | BillingDatasetParams
  | NumberImpressionsDatasetParams;

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
  calls(stat: DatasetStat['calls']['stat'], params: CallsDatasetParams = {}, options?: RequestOptions) {
    return this.get(`/datasets/calls/${stat}`, params, options);
  }

  /** GET /datasets/leads/:stat (count, revenue, payout), counted as GET /leads/reports counts. */
  leads(stat: DatasetStat['leads']['stat'], params: LeadsDatasetParams = {}, options?: RequestOptions) {
    return this.get(`/datasets/leads/${stat}`, params, options);
  }

  /** GET /datasets/billing: the cost ledger per day, week or month (stat amount, quantity or count). */
  billing(params: BillingDatasetParams = {}, options?: RequestOptions) {
    return this.get('/datasets/billing', params, options);
  }

  /** GET /datasets/number_impressions: numbers shown by DNI (stat count or calls). */
  numberImpressions(params: NumberImpressionsDatasetParams = {}, options?: RequestOptions) {
    return this.get('/datasets/number_impressions', params, options);
  }

  private async get(path: string, params: DatasetParams, options?: RequestOptions): Promise<Dataset> {
    const query = params as Record<string, unknown>;
    const body = await this.transport.request<{ dataset: Dataset }>({ method: 'GET', path, query }, options);
    return body.dataset;
  }
}
