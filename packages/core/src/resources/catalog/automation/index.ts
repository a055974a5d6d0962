import type { ResourceDefinition } from '../../define.js';
import { dataAppendGroups } from './data-append-groups.js';
import { dataAppends } from './data-appends.js';
import { incomingTextMessages } from './incoming-text-messages.js';
import { integrationObjects } from './integration-objects.js';
import { integrations } from './integrations.js';
import { leadRetargetLogs } from './lead-retarget-logs.js';
import { leadRetargets } from './lead-retargets.js';
import { oauthConnections } from './oauth-connections.js';
import { scheduleActionGroups } from './schedule-action-groups.js';
import { scheduleActions } from './schedule-actions.js';
import { scheduleDistributions } from './schedule-distributions.js';
import { scheduleRingPools } from './schedule-ring-pools.js';
import { scheduleTriggers } from './schedule-triggers.js';
import { scheduledCallbacks } from './scheduled-callbacks.js';
import { secretItems } from './secret-items.js';
import { standaloneTranscriptions } from './standalone-transcriptions.js';
import { stateBusinessHours } from './state-business-hours.js';
import { stateCallLimits } from './state-call-limits.js';
import { stateRuleGroups } from './state-rule-groups.js';
import { textMessageFlows } from './text-message-flows.js';
import { textMessages } from './text-messages.js';
import { transcriptionKeywordGroups } from './transcription-keyword-groups.js';
import { voiceAgentFields } from './voice-agent-fields.js';
import { voiceAgentFlows } from './voice-agent-flows.js';
import { voiceAgentKeywords } from './voice-agent-keywords.js';
import { voiceAgents } from './voice-agents.js';

/** Schedules, messaging, compliance, data appends, integrations and voice AI. */
export const AUTOMATION_RESOURCES: readonly ResourceDefinition[] = [
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
