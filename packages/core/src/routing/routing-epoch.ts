import type { CommitSignals } from '../db/commit-signals.js';
import { type CompanyEpoch, companyEpoch } from '../db/company-epochs.js';
import type { Database } from '../db/dialects/types.js';
import { routingTopic } from './routing-triggers.js';

/**
 * Moves whenever a company's buyers, buyer groups or their links change, in any process
 * (`routing-triggers.ts` moves it, whoever writes). An offer's buyers compiled under one epoch
 * are good only while it stands.
 */
export type RoutingEpoch = CompanyEpoch;

/**
 * The routing epoch of this database. SQLite reads the company's `routing_epochs` row on every
 * question (a point read of 10–20 µs beside a decision of a millisecond); PostgreSQL hears the
 * triggers' NOTIFY (`routing:<company>`).
 */
export function routingEpoch(database: Database, signals: CommitSignals): RoutingEpoch {
  return companyEpoch(database, signals, { table: 'routing_epochs', topic: routingTopic, reads: 'question' });
}
