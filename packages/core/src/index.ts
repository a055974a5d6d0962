/**
 * The public API of @leadline/core, by file: what an embedder (and the server, SDK generator and CLI
 * built on it) may use; docs/embedding.md shows it at work. Everything else stays inside:
 * `index.test.ts` pins this list, so a change to it is a decision, not an accident.
 */

// First: on an older Node, say which Node is needed before a dependency fails obscurely.
import './require-node.js';

export type { CompanyHint, Credentials } from './auth/credentials.js';
export { meEndpoints } from './auth/me.endpoints.js';
export { CallSimulator } from './calls/call-simulator.js';
export type { PostbackResult } from './calls/call-updates.js';
export { inboundCallEndpoints } from './calls/inbound-call.endpoints.js';
export { MakeCallService } from './calls/make-call.js';
export { secureEndpoints } from './calls/secure-call.endpoints.js';
export { callTokens, secureCallView } from './calls/secure-call.js';
export { plivoV3Signature } from './carriers/plivo/signature.js';
export { twilioSignature } from './carriers/twilio/signature.js';
export { CATALOG, ENDPOINT_GROUPS } from './catalog.js';
export { type Clock, ManualClock, systemClock } from './clock.js';
export type { Contact } from './contacts/contact.js';
export { ContactService } from './contacts/contact-service.js';
export type { UploadedFile } from './csv/upload.js';
export { type BackupResult, backupSqlite } from './db/backup.js';
export { rebuildCallRollups } from './db/call-rollup-rows.js';
export { encodeValue } from './db/column-types.js';
export { eventsTopic } from './db/commit-signals.js';
export type { Database, PoolStats } from './db/dialects/types.js';
export type { MigrationReport } from './db/migrate.js';
export {
  type DatabaseOptions,
  openDatabase,
  parseSqliteSynchronous,
  type SqliteSynchronous,
} from './db/open.js';
export type { ObservedQuery, QueryObserver } from './db/query-observers.js';
export type { RequestTransaction } from './db/request-transaction.js';
export { numberEndpoints } from './dni/number.endpoints.js';
export {
  CODE_BY_STATUS,
  ERROR_CATALOG,
  ERROR_CODES,
  type ErrorCode,
  type RetrySemantics,
} from './errors/catalog.js';
export { type FieldErrors, invalidParam, isLeadlineError, LeadlineError } from './errors/leadline-error.js';
export { EVENT_CATALOG, isEventType } from './events/event-catalog.js';
export { eventEndpoints } from './events/event-endpoints.js';
export { type EventJson, eventTypeList } from './events/event-log.js';
export { exportDownload } from './exports/export-download.js';
export {
  IDEMPOTENCY_TTL_MS,
  IdempotencyKeys,
  type IdempotencyOptions,
  type IdempotencyScope,
} from './idempotency/idempotency-keys.js';
export {
  DEFAULT_LEASE_MS,
  type JobOutcome,
  JobQueue,
  type JobRunWrapper,
  type SettledJob,
} from './jobs/job-queue.js';
export { BASE_COLUMN_SPECS } from './kernel/base-columns.js';
export {
  type BodyBounds,
  formBeyondBounds,
  jsonBeyondBounds,
  PUBLIC_BODY_BOUNDS,
} from './kernel/body-bounds.js';
export { defineResource, type Operation, type ResourceDefinition } from './kernel/define.js';
export {
  type EndpointDefinition,
  type EndpointGroup,
  type EndpointResponse,
  type EndpointValue,
  openApiPath,
  type ParamType,
} from './kernel/endpoints.js';
export { FIELD_TYPES, type FieldSpec, type FieldType, f } from './kernel/fields.js';
export { arrayOperationParams, writableFields } from './kernel/input.js';
export { type GenericRoute, genericRoutes, type RouteKind } from './kernel/operations.js';
export {
  COMMON_LIST_PARAM_SPECS,
  COMMON_LIST_PARAMS,
  type CommonListParam,
  LIST_METADATA_VALUES,
  type ListMetadata,
} from './kernel/query/common-list-params.js';
export type { RowSelection } from './kernel/query/find-row.js';
export type { ListJson, ListResult } from './kernel/query/list-page.js';
export {
  acceptsSeveral,
  filterParams,
  knownColumns,
  sortableColumns,
  unknownColumns,
  unknownListParams,
} from './kernel/query/list-params.js';
export { resealSecrets } from './kernel/reseal.js';
export { storedFields } from './kernel/schema-sync.js';
export { type ApiRecord, allColumns, checksum, checksumOfJson, planColumns } from './kernel/serialize.js';
export { ResourceService } from './kernel/service.js';
export { toBoolean } from './kernel/values.js';
export { endpointReferenceErrors } from './kernel/write-checks.js';
export { checkWriteParams } from './kernel/write-params.js';
export { carriesLeadToken } from './leads/company-capture.js';
export { DuplicateLeadError } from './leads/duplicate-lead-error.js';
export type { SubmitOptions } from './leads/intake.js';
export { LeadService, type LeadSubmission } from './leads/lead-service.js';
export { type PrivateUrlAllowance, parsePrivateUrlAllowance } from './net/address-policy.js';
export { PhoneNumberResource } from './numbers/phone-number-resource.js';
export { type Gauges, LIVE_CALL_WINDOW_MS, type QueueGauge, readGauges } from './observability/gauges.js';
export { type PingPostAnswer, PingPostRejection } from './ping-post/answers.js';
export { type PingPostRequest, PingPostService } from './ping-post/ping-post-service.js';
export { RateCounters } from './rate-limits/rate-counters.js';
export { collectionEndpoints } from './reference/collection.endpoints.js';
export { collections } from './reference/collections.js';
export {
  columnNullable,
  describeCommonListParams,
  describeEndpointGroup,
  describeResource,
  type EndpointDoc,
  type EndpointGroupDoc,
  type OperationDoc,
  type ParamDoc,
  type ResourceDoc,
  type ResponseDoc,
} from './reference/describe.js';
export type { ErrorDoc } from './reference/operation-errors.js';
export {
  CallRollups,
  type ReportOptions,
  type ReportSource,
  recordCallRollup,
} from './reporting/call-rollups.js';
export { datasetEndpoints } from './reporting/dataset.endpoints.js';
export { ReportingService } from './reporting/reporting-service.js';
export { PartitionsAhead } from './retention/partitions-ahead.js';
export { PRUNE_JOB, Retention } from './retention/retention.js';
export {
  parseRetention,
  RETENTION_TABLES,
  type RetentionPolicy,
  type RetentionTable,
} from './retention/retention-policy.js';
export { CallRouter } from './routing/call-router.js';
export { ScheduleRunner } from './schedules/schedule-runner.js';
export { type Keyring, loadOrCreateKeyFile, openKeyring } from './secrets/key-file.js';
export { SecretBox } from './secrets/secret-box.js';
export { SuppressionService } from './suppression/suppression-service.js';
export { type ApiKey, ApiKeyService, type IssuedApiKey } from './tenancy/api-keys.js';
export { type Company, CompanyService } from './tenancy/companies.js';
export { type RequestMeta, systemContext, type TenantContext } from './tenancy/context.js';
export { DeveloperTokenService } from './tenancy/developer-tokens.js';
export { requireAccess } from './tenancy/permissions.js';
export { presentApiKey, presentCompany, presentDeveloperToken } from './tenancy/present.js';
export { TenantScope } from './tenancy/scope.js';
export { UserService } from './tenancy/users.js';
export { formatTime } from './time/format.js';
export { type PeriodStarts, periodStarts } from './time/period-starts.js';
export { transcriptionCallbackEndpoints } from './transcription/transcription-callback.endpoints.js';
export { newUuid } from './util/ids.js';
export { RETRY_SCHEDULE_MS } from './webhooks/retry-schedule.js';
export { WebhookEngine } from './webhooks/webhook-engine.js';
export { OauthConnectionResource, SignedEndpointResource } from './webhooks/webhook-resources.js';
export type { FileStorage } from './wiring/file-storage.js';
export { createLeadline, Leadline, type LeadlineConfig, type LeadlineOptions } from './wiring/leadline.js';
