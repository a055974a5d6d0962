import type { ResourceDefinition } from '../../define.js';
import { accessControlLists } from './access-control-lists.js';
import { agentCallDispositions } from './agent-call-dispositions.js';
import { agentMessages } from './agent-messages.js';
import { agentStatusTimestamps } from './agent-status-timestamps.js';
import { buyerConversions } from './buyer-conversions.js';
import { callCenters } from './call-centers.js';
import { callControlActions } from './call-control-actions.js';
import { callDispositions } from './call-dispositions.js';
import { callEvents } from './call-events.js';
import { callRecordingRules } from './call-recording-rules.js';
import { callRouterAnswerGroups } from './call-router-answer-groups.js';
import { callRouterAnswers } from './call-router-answers.js';
import { callRouters } from './call-routers.js';
import { calls } from './calls.js';
import { contactFieldValues } from './contact-field-values.js';
import { contactFieldViews } from './contact-field-views.js';
import { contactFields } from './contact-fields.js';
import { impressions } from './impressions.js';
import { keyPressFlowGroups } from './key-press-flow-groups.js';
import { keyPressFlows } from './key-press-flows.js';
import { numberOrderPrefixes } from './number-order-prefixes.js';
import { numberOrders } from './number-orders.js';
import { offerAmdFlows } from './offer-amd-flows.js';
import { offerConversions } from './offer-conversions.js';
import { phoneNumbers } from './phone-numbers.js';
import { ringPools } from './ring-pools.js';
import { scheduleAgents } from './schedule-agents.js';
import { sipHeaderParserGroups } from './sip-header-parser-groups.js';
import { sipHeaderParsers } from './sip-header-parsers.js';
import { sipHeaders } from './sip-headers.js';
import { soundFiles } from './sound-files.js';
import { soundPlaylists } from './sound-playlists.js';
import { tokenMatchers } from './token-matchers.js';
import { trafficSources } from './traffic-sources.js';
import { visitorTokenMatchers } from './visitor-token-matchers.js';

/** Call routing, numbers, conversions, agents and teams (docs/resources/routing.md). */
export const ROUTING_RESOURCES: readonly ResourceDefinition[] = [
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
