import { tenancy } from './0001-tenancy.js';
import { recordLinks } from './0002-record-links.js';
import { idempotencyKeys } from './0003-idempotency-keys.js';
import { jobs } from './0004-jobs.js';
import { suppressionNumbers } from './0005-suppression-numbers.js';
import { pingPost } from './0006-ping-post.js';
import { dataAppendResults } from './0007-data-append-results.js';
import { dialGuards } from './0008-dial-guards.js';
import { events } from './0017-events.js';
import { rateLimitCounters } from './0020-rate-limit-counters.js';
import { trafficSourceAfids } from './0021-traffic-source-afids.js';
import { leases } from './0031-leases.js';
import { holdQueue } from './0034-hold-queue.js';
import { soundFileAudio } from './0036-sound-file-audio.js';
import { capCounters } from './0039-cap-counters.js';
import { credentialEpoch } from './0040-credential-epoch.js';
import { holdQueueWaitingIndex } from './0041-hold-queue-waiting-index.js';
import { routingEpochs } from './0042-routing-epochs.js';
import { callRollups } from './0043-call-rollups.js';
import { callDayRollups } from './0044-call-day-rollups.js';
import { logPartitions } from './0045-log-partitions.js';
import { pingCapCounters } from './0046-ping-cap-counters.js';
import { jobFileStorage } from './0047-job-file-storage.js';
import { jobTraceparent } from './0048-job-traceparent.js';
import { webhookEpochs } from './0061-webhook-epochs.js';
import type { LeadlineMigration } from './migration.js';

/**
 * Every migration, in order, as an import map rather than a folder read at run
 * time, so a bundled build still finds them. Names never change once released.
 */
export const MIGRATIONS: Record<string, LeadlineMigration> = {
  '0001_tenancy': tenancy,
  '0002_record_links': recordLinks,
  '0003_idempotency_keys': idempotencyKeys,
  '0004_jobs': jobs,
  '0005_suppression_numbers': suppressionNumbers,
  '0006_ping_post': pingPost,
  '0007_data_append_results': dataAppendResults,
  '0008_dial_guards': dialGuards,
  '0017_events': events,
  '0020_rate_limit_counters': rateLimitCounters,
  '0021_traffic_source_afids': trafficSourceAfids,
  '0031_leases': leases,
  '0034_hold_queue': holdQueue,
  '0036_sound_file_audio': soundFileAudio,
  '0039_cap_counters': capCounters,
  '0040_credential_epoch': credentialEpoch,
  '0041_hold_queue_waiting_index': holdQueueWaitingIndex,
  '0042_routing_epochs': routingEpochs,
  '0043_call_rollups': callRollups,
  '0044_call_day_rollups': callDayRollups,
  '0045_log_partitions': logPartitions,
  '0046_ping_cap_counters': pingCapCounters,
  '0047_job_file_storage': jobFileStorage,
  '0048_job_traceparent': jobTraceparent,
  '0061_webhook_epochs': webhookEpochs,
};
