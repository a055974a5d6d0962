import { sqlType } from '../column-types.js';
import type { LeadlineMigration } from './migration.js';

/**
 * The W3C `traceparent` of the span that enqueued a job, written only while tracing is on
 * (`OTEL_EXPORTER_OTLP_ENDPOINT`): the job run's span continues the request's trace even when
 * another process runs it. Null otherwise. It is never sent to anyone outside.
 */
export const jobTraceparent: LeadlineMigration = {
  async up(db, dialect) {
    await db.schema.alterTable('jobs').addColumn('traceparent', sqlType('string', dialect)).execute();
  },
};
