import { invalidParam } from '../errors/index.js';
import { ResourceService } from '../kernel/service.js';
import { readDistributionFilters } from '../leads/distribution-pick.js';
import { FILTER_OPERATORS } from '../routing/token-filters.js';

/**
 * The generic engine for schedule_distributions, with the filters checked at
 * save: a distribution whose filters could not be read would take no lead
 * (it fails closed), so it is a 422 naming filters instead. (A distribution
 * whose target is its own schedule is saved, and passed over at intake with
 * target_unavailable: leads take one hop.)
 */
export class DistributionResource extends ResourceService {
  protected override checkInput(raw: Record<string, unknown>): void {
    checkFilters(raw.filters);
  }
}

function checkFilters(value: unknown): void {
  if (value === undefined || value === null || value === '') return;
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      // Not JSON at all: the generic parse names filters for that.
      return;
    }
  }
  if (!Array.isArray(parsed) || readDistributionFilters(parsed) === null) {
    throw invalidParam(
      'filters',
      `must be a list of filters [{"key":"geo_state","operator":"in","value":["CA","NV"]}], operators ${[
        ...FILTER_OPERATORS.filter((o) => o !== 'not in'),
        'not_in',
      ].join(' ')}`,
    );
  }
}
