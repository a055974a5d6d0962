import { accessControlLists } from './agents/access-control-lists.resource.js';
import { agentMessages } from './agents/agent-messages.resource.js';
import { agentStatusTimestamps } from './agents/agent-status-timestamps.resource.js';
import { callCenters } from './agents/call-centers.resource.js';
import { scheduleAgents } from './agents/schedule-agents.resource.js';
import { meEndpoints } from './auth/me.endpoints.js';
import { agentCallDispositions } from './calls/agent-call-dispositions.resource.js';
import { buyerConversions } from './calls/buyer-conversions.resource.js';
import { callControlActions } from './calls/call-control-actions.resource.js';
import { callDispositions } from './calls/call-dispositions.resource.js';
import { callEvents } from './calls/call-events.resource.js';
import { callLogs } from './calls/call-logs.resource.js';
import { callRecordingRules } from './calls/call-recording-rules.resource.js';
import { calls } from './calls/calls.resource.js';
import { inboundCallEndpoints } from './calls/inbound-call.endpoints.js';
import { keyPressFlowGroups } from './calls/key-press-flow-groups.resource.js';
import { keyPressFlows } from './calls/key-press-flows.resource.js';
import { offerConversions } from './calls/offer-conversions.resource.js';
import { secureEndpoints } from './calls/secure-call.endpoints.js';
import { sipHeaderParserGroups } from './calls/sip-header-parser-groups.resource.js';
import { sipHeaderParsers } from './calls/sip-header-parsers.resource.js';
import { sipHeaders } from './calls/sip-headers.resource.js';
import { soundFiles } from './calls/sound-files.resource.js';
import { soundPlaylists } from './calls/sound-playlists.resource.js';
import { contactFieldValues } from './contacts/contact-field-values.resource.js';
import { contactFieldViews } from './contacts/contact-field-views.resource.js';
import { contactFields } from './contacts/contact-fields.resource.js';
import { contactImports } from './contacts/contact-imports.resource.js';
import { contacts } from './contacts/contacts.resource.js';
import { unblockContactJobs } from './contacts/unblock-contact-jobs.resource.js';
import { dataAppendGroups } from './data-append/data-append-groups.resource.js';
import { dataAppends } from './data-append/data-appends.resource.js';
import { impressions } from './dni/impressions.resource.js';
import { numberEndpoints } from './dni/number.endpoints.js';
import { ringPools } from './dni/ring-pools.resource.js';
import { tokenMatchers } from './dni/token-matchers.resource.js';
import { visitorTokenMatchers } from './dni/visitor-token-matchers.resource.js';
import { changeLogs } from './events/change-logs.resource.js';
import { eventEndpoints } from './events/event-endpoints.js';
import { adminTableExporters } from './exports/admin-table-exporters.resource.js';
import { adminTasks } from './exports/admin-tasks.resource.js';
import { dataExportRecords } from './exports/data-export-records.resource.js';
import { integrationObjects } from './integrations/integration-objects.resource.js';
import { integrations } from './integrations/integrations.resource.js';
import { secretItems } from './integrations/secret-items.resource.js';
import type { ResourceDefinition } from './kernel/define.js';
import type { EndpointGroup } from './kernel/endpoints.js';
import { leadRetargetLogs } from './leads/lead-retarget-logs.resource.js';
import { leadRetargets } from './leads/lead-retargets.resource.js';
import { leads } from './leads/leads.resource.js';
import { incomingTextMessages } from './messaging/incoming-text-messages.resource.js';
import { textMessageFlows } from './messaging/text-message-flows.resource.js';
import { textMessages } from './messaging/text-messages.resource.js';
import { numberOrderPrefixes } from './numbers/number-order-prefixes.resource.js';
import { numberOrders } from './numbers/number-orders.resource.js';
import { phoneNumbers } from './numbers/phone-numbers.resource.js';
import { collectionEndpoints } from './reference/collection.endpoints.js';
import { chargeRollups } from './reporting/charge-rollups.resource.js';
import { datasetEndpoints } from './reporting/dataset.endpoints.js';
import { buyerFleets } from './routing/buyer-fleets.resource.js';
import { buyerGroups } from './routing/buyer-groups.resource.js';
import { buyers } from './routing/buyers.resource.js';
import { callRouterAnswerGroups } from './routing/call-router-answer-groups.resource.js';
import { callRouterAnswers } from './routing/call-router-answers.resource.js';
import { callRouters } from './routing/call-routers.resource.js';
import { offerAmdFlows } from './routing/offer-amd-flows.resource.js';
import { offers } from './routing/offers.resource.js';
import { trafficSources } from './routing/traffic-sources.resource.js';
import { scheduleActionGroups } from './schedules/schedule-action-groups.resource.js';
import { scheduleActions } from './schedules/schedule-actions.resource.js';
import { scheduleDistributions } from './schedules/schedule-distributions.resource.js';
import { scheduleRingPools } from './schedules/schedule-ring-pools.resource.js';
import { scheduleTriggers } from './schedules/schedule-triggers.resource.js';
import { scheduledCallbacks } from './schedules/scheduled-callbacks.resource.js';
import { schedules } from './schedules/schedules.resource.js';
import { stateBusinessHours } from './state-rules/state-business-hours.resource.js';
import { stateCallLimits } from './state-rules/state-call-limits.resource.js';
import { stateRuleGroups } from './state-rules/state-rule-groups.resource.js';
import { buyerSuppressions } from './suppression/buyer-suppressions.resource.js';
import { dncCheckLogs } from './suppression/dnc-check-logs.resource.js';
import { tokenValues } from './tokens/token-values.resource.js';
import { tokens } from './tokens/tokens.resource.js';
import { transcriptionCallbackEndpoints } from './transcription/transcription-callback.endpoints.js';
import { standaloneTranscriptions } from './voice-agents/standalone-transcriptions.resource.js';
import { transcriptionKeywordGroups } from './voice-agents/transcription-keyword-groups.resource.js';
import { voiceAgentFields } from './voice-agents/voice-agent-fields.resource.js';
import { voiceAgentFlows } from './voice-agents/voice-agent-flows.resource.js';
import { voiceAgentKeywords } from './voice-agents/voice-agent-keywords.resource.js';
import { voiceAgents } from './voice-agents/voice-agents.resource.js';
import { inboundWebhookLogs } from './webhooks/inbound-webhook-logs.resource.js';
import { inboundWebhooks } from './webhooks/inbound-webhooks.resource.js';
import { oauthConnections } from './webhooks/oauth-connections.resource.js';
import { outgoingWebhookUrls } from './webhooks/outgoing-webhook-urls.resource.js';
import { outgoingWebhooks } from './webhooks/outgoing-webhooks.resource.js';
import { responseParsers } from './webhooks/response-parsers.resource.js';
import { subscriptions } from './webhooks/subscriptions.resource.js';
import { webhookLogs } from './webhooks/webhook-logs.resource.js';
import { webhookManualFires } from './webhooks/webhook-manual-fires.resource.js';

export { meEndpoints } from './auth/me.endpoints.js';
export { inboundCallEndpoints } from './calls/inbound-call.endpoints.js';
export { secureEndpoints } from './calls/secure-call.endpoints.js';
export { numberEndpoints } from './dni/number.endpoints.js';
export { collectionEndpoints } from './reference/collection.endpoints.js';
export { datasetEndpoints } from './reporting/dataset.endpoints.js';
export { transcriptionCallbackEndpoints } from './transcription/transcription-callback.endpoints.js';

/** Schedules, messaging, compliance, data appends, integrations and voice AI. */
const AUTOMATION_RESOURCES: readonly ResourceDefinition[] = [
  scheduleActionGroups,
  scheduleActions,
  scheduleDistributions,
  scheduleRingPools,
  scheduleTriggers,
  scheduledCallbacks,
  leadRetargets,
  leadRetargetLogs,
  textMessages,
  incomingTextMessages,
  textMessageFlows,
  stateBusinessHours,
  stateCallLimits,
  stateRuleGroups,
  dataAppends,
  dataAppendGroups,
  integrations,
  integrationObjects,
  secretItems,
  oauthConnections,
  voiceAgents,
  voiceAgentFields,
  voiceAgentFlows,
  voiceAgentKeywords,
  transcriptionKeywordGroups,
  standaloneTranscriptions,
];

/** Webhooks, subscriptions, tokens, logs, billing, admin jobs and blacklist jobs. */
const RECORD_RESOURCES: readonly ResourceDefinition[] = [
  outgoingWebhooks,
  outgoingWebhookUrls,
  responseParsers,
  webhookManualFires,
  webhookLogs,
  inboundWebhooks,
  inboundWebhookLogs,
  subscriptions,
  tokens,
  tokenValues,
  changeLogs,
  dataExportRecords,
  chargeRollups,
  callLogs,
  dncCheckLogs,
  adminTableExporters,
  adminTasks,
  unblockContactJobs,
  contactImports,
];

/** Call routing, numbers, conversions, agents and teams (docs/resources/routing.md). */
const ROUTING_RESOURCES: readonly ResourceDefinition[] = [
  callCenters,
  callDispositions,
  callControlActions,
  callRecordingRules,
  callRouters,
  callRouterAnswerGroups,
  callRouterAnswers,
  keyPressFlows,
  keyPressFlowGroups,
  offerAmdFlows,
  contactFields,
  contactFieldValues,
  contactFieldViews,
  tokenMatchers,
  visitorTokenMatchers,
  offerConversions,
  buyerConversions,
  trafficSources,
  ringPools,
  phoneNumbers,
  calls,
  numberOrders,
  numberOrderPrefixes,
  soundFiles,
  soundPlaylists,
  sipHeaderParserGroups,
  sipHeaderParsers,
  sipHeaders,
  agentMessages,
  agentCallDispositions,
  agentStatusTimestamps,
  scheduleAgents,
  accessControlLists,
  impressions,
  callEvents,
];

/** Every resource Leadline serves. Adding one here is all it takes to get its table, routes, docs and SDK types. */
export const CATALOG: readonly ResourceDefinition[] = [
  buyers,
  buyerGroups,
  buyerFleets,
  buyerSuppressions,
  contacts,
  leads,
  offers,
  schedules,
  ...AUTOMATION_RESOURCES,
  ...RECORD_RESOURCES,
  ...ROUTING_RESOURCES,
];

/** Endpoints outside every resource, each group a reference page of its own. */
export const ENDPOINT_GROUPS: readonly EndpointGroup[] = [
  meEndpoints,
  collectionEndpoints,
  secureEndpoints,
  inboundCallEndpoints,
  datasetEndpoints,
  numberEndpoints,
  eventEndpoints,
  transcriptionCallbackEndpoints,
];
