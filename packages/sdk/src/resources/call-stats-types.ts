// Read from the declarations of GET /calls/stats and /calls/reports in core (generated), not copied.
import type { EndpointAnswers } from '../generated/answers.js';
import type { CallListParams, EndpointParams } from '../generated/resources.js';
import type { ListFilters } from './list-filters.js';

type StatsAsk = EndpointParams['calls']['stats'];

/** What GET /calls/stats adds up. */
export type CallStat = StatsAsk['stat'];
/** What GET /calls/stats groups by: a local time bucket, or a category. */
export type CallStatsGroup = StatsAsk['group_by'];
export type StatsInterval = NonNullable<StatsAsk['interval']>;

/** The filters of GET /calls, without paging. */
export type CallFilters = ListFilters<CallListParams>;

export type CallStatsParams = CallFilters & StatsAsk;

export type CallStats = EndpointAnswers['calls']['stats']['stats'];
export type StatsGroup = CallStats['groups'][number];
export type StatsPoint = NonNullable<StatsGroup['series']>[number];

export type CallReportGroup = NonNullable<EndpointParams['calls']['reports']['group_by']>[number];
export type CallsReport = EndpointAnswers['calls']['reports']['reports'];
export type CallFigures = CallsReport['totals'];
