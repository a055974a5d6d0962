import { datasetEndpoints, type Leadline } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';
import { tenantOf } from '../http/request-context.js';

type Stat = { Params: { stat: string } };

/** GET /datasets and the chart-ready datasets (declared in `catalog/dataset-endpoints.ts`). */
export function registerDatasetRoutes(app: FastifyInstance, leadline: Leadline): void {
  const route = declaredRoutes(app, datasetEndpoints);
  const answer = (dataset: unknown) => ({ status: 200, errors: {}, dataset, metadata: { root: 'dataset' } });
  const input = (request: { input: Record<string, unknown> }) => request.input;
  route('list', async () => ({
    status: 200,
    errors: {},
    datasets: leadline.reporting.datasets(),
    metadata: { root: 'datasets' },
  }));
  route<Stat>('calls', async (request) =>
    answer(await leadline.reporting.dataset(tenantOf(request), 'calls', request.params.stat, input(request))),
  );
  route<Stat>('leads', async (request) =>
    answer(await leadline.reporting.dataset(tenantOf(request), 'leads', request.params.stat, input(request))),
  );
  route('billing', async (request) => {
    const raw = input(request);
    const stat = raw.stat === undefined || raw.stat === '' ? 'amount' : String(raw.stat);
    return answer(await leadline.reporting.dataset(tenantOf(request), 'billing', stat, raw));
  });
  route('number_impressions', async (request) => {
    const raw = input(request);
    const stat = raw.stat === undefined || raw.stat === '' ? 'count' : String(raw.stat);
    return answer(await leadline.reporting.dataset(tenantOf(request), 'number_impressions', stat, raw));
  });
}
