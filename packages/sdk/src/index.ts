export { APIPromise, type WithResponse } from './api-promise.js';
export { Leadline, type ResourceAccessors, type ResourceFor } from './client.js';
export type { ClientOptions, Fetch, FetchInit, FetchResponse } from './client-options.js';
export * from './errors.js';
export type * from './generated/resources.js';
export type { Logger, LogLevel } from './logger.js';
export { ListPage, ListPromise } from './pagination.js';
export { type Plural, type RecordId, Resource, type ResourceClient } from './resource.js';
export type { WaitForExportOptions } from './resources/admin-table-exporters.js';
export type {
  BuyerSuppressionCreateWithFileParams,
  CallerChange,
  CallerChangeParams,
} from './resources/buyer-suppressions.js';
export type * from './resources/call-stats-types.js';
export type { CallEvent, SimulateCallParams } from './resources/calls.js';
export type { CollectionItem } from './resources/collections.js';
export type { ContactImportCreateWithFileParams } from './resources/contact-imports.js';
export type * from './resources/data-appends.js';
export type * from './resources/datasets.js';
export type { EventStreamParams, LeadlineEvent, LeadlineEventType } from './resources/events.js';
export type { WaitForImportOptions } from './resources/imports.js';
export type * from './resources/inbound-webhooks.js';
export type * from './resources/integrations.js';
export type * from './resources/leads.js';
export type { Me } from './resources/me.js';
export type * from './resources/phone-numbers.js';
export type { MakeCallParams } from './resources/schedules.js';
export { WebhookDeduper, type WebhookIdStore } from './resources/webhook-dedupe.js';
export { WebhooksHelper, WebhookVerificationError } from './resources/webhooks.js';
export type { ApiRequest, HttpMethod, RequestOptions } from './transport/transport.js';
export type * from './types.js';
export type { FileUpload, Uploadable, UploadData } from './uploads.js';
