// Generated from the resource declarations by packages/core/scripts/generate.ts.
// Do not edit: run `pnpm --filter @leadline/core generate` after changing a declaration.

import type { FieldColumn, ResourceBaseColumns } from '../stored-values.js';

/** buyers: Buyer. */
export interface BuyersTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  user_buyer_id: FieldColumn<'string'>;
  number: FieldColumn<'string'>;
  dtmf_tones: FieldColumn<'string'>;
  tier: FieldColumn<'bigint'>;
  weight: FieldColumn<'bigint'>;
  route_by_type: FieldColumn<'string'>;
  timeout_seconds: FieldColumn<'bigint'>;
  time_zone: FieldColumn<'string'>;
  paused: FieldColumn<'boolean'>;
  concurrency_cap_limit: FieldColumn<'bigint'>;
  hourly_cap_limit: FieldColumn<'bigint'>;
  daily_cap_limit: FieldColumn<'bigint'>;
  monthly_cap_limit: FieldColumn<'bigint'>;
  total_cap_limit: FieldColumn<'bigint'>;
  open_times: FieldColumn<'json'>;
  token_filters: FieldColumn<'json'>;
  attempt_hourly_limit: FieldColumn<'bigint'>;
  attempt_daily_limit: FieldColumn<'bigint'>;
  attempt_monthly_limit: FieldColumn<'bigint'>;
  attempt_total_limit: FieldColumn<'bigint'>;
  buyer_conversion_hourly_limit: FieldColumn<'bigint'>;
  buyer_conversion_daily_limit: FieldColumn<'bigint'>;
  buyer_conversion_monthly_limit: FieldColumn<'bigint'>;
  buyer_conversion_total_limit: FieldColumn<'bigint'>;
  revenue_hourly_limit: FieldColumn<'decimal'>;
  revenue_daily_limit: FieldColumn<'decimal'>;
  revenue_monthly_limit: FieldColumn<'decimal'>;
  revenue_total_limit: FieldColumn<'decimal'>;
  auto_pause_failed_calls: FieldColumn<'bigint'>;
  auto_pause_window_minutes: FieldColumn<'bigint'>;
  auto_pause_cooldown_minutes: FieldColumn<'bigint'>;
  paused_reason: FieldColumn<'string'>;
  paused_reason_details: FieldColumn<'text'>;
  auto_paused_at: FieldColumn<'time'>;
  auto_unpause_at: FieldColumn<'time'>;
}

/** buyer_groups: Buyer group. */
export interface BuyerGroupsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  tier: FieldColumn<'bigint'>;
  weight: FieldColumn<'bigint'>;
  dial_buyers_type: FieldColumn<'string'>;
  concurrency_cap_limit: FieldColumn<'bigint'>;
  concurrency_cap_used: FieldColumn<'bigint'>;
  maxed_out: FieldColumn<'boolean'>;
  attempt_hourly_limit: FieldColumn<'bigint'>;
  attempt_daily_limit: FieldColumn<'bigint'>;
  attempt_monthly_limit: FieldColumn<'bigint'>;
  attempt_total_limit: FieldColumn<'bigint'>;
  connection_hourly_limit: FieldColumn<'bigint'>;
  connection_daily_limit: FieldColumn<'bigint'>;
  connection_monthly_limit: FieldColumn<'bigint'>;
  connection_total_limit: FieldColumn<'bigint'>;
  buyer_conversion_hourly_limit: FieldColumn<'bigint'>;
  buyer_conversion_daily_limit: FieldColumn<'bigint'>;
  buyer_conversion_monthly_limit: FieldColumn<'bigint'>;
  buyer_conversion_total_limit: FieldColumn<'bigint'>;
  revenue_hourly_limit: FieldColumn<'decimal'>;
  revenue_daily_limit: FieldColumn<'decimal'>;
  revenue_monthly_limit: FieldColumn<'decimal'>;
  revenue_total_limit: FieldColumn<'decimal'>;
}

/** buyer_fleets: Buyer fleet. */
export interface BuyerFleetsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  description: FieldColumn<'text'>;
  user_fleet_id: FieldColumn<'string'>;
}

/** buyer_suppressions: Buyer suppression. */
export interface BuyerSuppressionsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  import_file_url: FieldColumn<'string'>;
  status: FieldColumn<'string'>;
  caller_id_column_name: FieldColumn<'string'>;
  headers: FieldColumn<'json'>;
  blocked: FieldColumn<'boolean'>;
  error_message: FieldColumn<'text'>;
  import_count: FieldColumn<'bigint'>;
  total_count: FieldColumn<'bigint'>;
  import_percent: FieldColumn<'decimal'>;
  started_at: FieldColumn<'time'>;
  failed_at: FieldColumn<'time'>;
  stopped_at: FieldColumn<'time'>;
  succeeded_at: FieldColumn<'time'>;
}

/** contacts: Contact. */
export interface ContactsTable extends ResourceBaseColumns {
  number: FieldColumn<'string'>;
  blocked: FieldColumn<'boolean'>;
  opt_out: FieldColumn<'boolean'>;
  blocked_at: FieldColumn<'time'>;
  sms_opt_out_at: FieldColumn<'time'>;
  email_bounced_address: FieldColumn<'string'>;
  email_bounced_at: FieldColumn<'time'>;
  email_bounce_reason: FieldColumn<'text'>;
  calls_count: FieldColumn<'bigint'>;
  outbound_call_failure_count: FieldColumn<'bigint'>;
  outbound_no_answer_count: FieldColumn<'bigint'>;
}

/** leads: Lead. */
export interface LeadsTable extends ResourceBaseColumns {
  caller_id: FieldColumn<'string'>;
  contact_id: FieldColumn<'bigint'>;
  offer_id: FieldColumn<'bigint'>;
  schedule_id: FieldColumn<'bigint'>;
  distribution_schedule_id: FieldColumn<'bigint'>;
  schedule_distribution_id: FieldColumn<'bigint'>;
  distribution_log: FieldColumn<'json'>;
  traffic_source_id: FieldColumn<'bigint'>;
  status: FieldColumn<'string'>;
  opt_out: FieldColumn<'boolean'>;
  blocked: FieldColumn<'boolean'>;
  email: FieldColumn<'string'>;
  first_name: FieldColumn<'string'>;
  last_name: FieldColumn<'string'>;
  address: FieldColumn<'string'>;
  city: FieldColumn<'string'>;
  state_province: FieldColumn<'string'>;
  zip_postal_code: FieldColumn<'string'>;
  time_zone: FieldColumn<'string'>;
  contact_field_type: FieldColumn<'string'>;
  tokens: FieldColumn<'json'>;
  lead_priority: FieldColumn<'bigint'>;
  revenue: FieldColumn<'decimal'>;
  payout: FieldColumn<'decimal'>;
  offer_converted: FieldColumn<'boolean'>;
  buyer_converted: FieldColumn<'boolean'>;
  next_action_at: FieldColumn<'time'>;
  schedule_callback_at: FieldColumn<'time'>;
  expires_at: FieldColumn<'time'>;
  max_contact_attempts: FieldColumn<'bigint'>;
  contact_attempts: FieldColumn<'bigint'>;
  attempted_call_id: FieldColumn<'bigint'>;
  connected_call_id: FieldColumn<'bigint'>;
  ended_at: FieldColumn<'time'>;
  end_reason: FieldColumn<'string'>;
  schedule_phase: FieldColumn<'string'>;
  schedule_step: FieldColumn<'bigint'>;
  end_of_schedule_group_id: FieldColumn<'bigint'>;
  last_schedule_action_id: FieldColumn<'bigint'>;
  last_schedule_action_error: FieldColumn<'text'>;
  schedule_claimed_until: FieldColumn<'time'>;
  remote_ip: FieldColumn<'string'>;
  dedupe_key: FieldColumn<'string'>;
}

/** offers: Offer. */
export interface OffersTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  user_offer_id: FieldColumn<'string'>;
  lead_token: FieldColumn<'string'>;
  active: FieldColumn<'boolean'>;
  time_zone: FieldColumn<'string'>;
  missed_call_text: FieldColumn<'text'>;
  default_country: FieldColumn<'string'>;
  duplicate_timeframe: FieldColumn<'bigint'>;
  voice_fallback_url: FieldColumn<'string'>;
  voice_fallback_forward_number: FieldColumn<'string'>;
}

/** schedules: Schedule. */
export interface SchedulesTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  schedule_type: FieldColumn<'string'>;
  offer_id: FieldColumn<'bigint'>;
  lead_token: FieldColumn<'string'>;
  active: FieldColumn<'boolean'>;
  time_zone: FieldColumn<'string'>;
  use_do_not_call: FieldColumn<'boolean'>;
  use_machine_detection: FieldColumn<'boolean'>;
  daylight_hours_open: FieldColumn<'string'>;
  daylight_hours_close: FieldColumn<'string'>;
  max_contact_attempts: FieldColumn<'bigint'>;
  hours_to_expire: FieldColumn<'bigint'>;
}

/** schedule_action_groups: Schedule action group. */
export interface ScheduleActionGroupsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  description: FieldColumn<'text'>;
  schedule_id: FieldColumn<'bigint'>;
  end_of_schedule: FieldColumn<'boolean'>;
  sortable_order: FieldColumn<'decimal'>;
  active: FieldColumn<'boolean'>;
}

/** schedule_actions: Schedule action. */
export interface ScheduleActionsTable extends ResourceBaseColumns {
  schedule_id: FieldColumn<'bigint'>;
  schedule_action_group_id: FieldColumn<'bigint'>;
  action_type: FieldColumn<'string'>;
  name: FieldColumn<'string'>;
  sortable_order: FieldColumn<'decimal'>;
  active: FieldColumn<'boolean'>;
  wait_amount: FieldColumn<'bigint'>;
  wait_unit: FieldColumn<'string'>;
  message_subject: FieldColumn<'string'>;
  message_body: FieldColumn<'text'>;
  email_from: FieldColumn<'string'>;
  email_to: FieldColumn<'string'>;
  schedule_ring_pool_id: FieldColumn<'bigint'>;
  offer_id: FieldColumn<'bigint'>;
  dial_timeout_seconds: FieldColumn<'bigint'>;
  target_schedule_id: FieldColumn<'bigint'>;
  lead_data: FieldColumn<'json'>;
  conditions: FieldColumn<'json'>;
  data_append_group_id: FieldColumn<'bigint'>;
  outgoing_webhook_id: FieldColumn<'bigint'>;
  integration_id: FieldColumn<'bigint'>;
  upload_path: FieldColumn<'string'>;
}

/** schedule_distributions: Schedule distribution. */
export interface ScheduleDistributionsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  schedule_id: FieldColumn<'bigint'>;
  target_schedule_id: FieldColumn<'bigint'>;
  filters: FieldColumn<'json'>;
  sortable_order: FieldColumn<'decimal'>;
  weight: FieldColumn<'bigint'>;
  daily_cap_limit: FieldColumn<'bigint'>;
  active: FieldColumn<'boolean'>;
}

/** schedule_ring_pools: Schedule ring pool. */
export interface ScheduleRingPoolsTable extends ResourceBaseColumns {
  schedule_id: FieldColumn<'bigint'>;
  ring_pool_id: FieldColumn<'bigint'>;
  use_for: FieldColumn<'string'>;
  local_presence: FieldColumn<'boolean'>;
  sortable_order: FieldColumn<'decimal'>;
}

/** schedule_triggers: Schedule trigger. */
export interface ScheduleTriggersTable extends ResourceBaseColumns {
  schedule_id: FieldColumn<'bigint'>;
  trigger_type: FieldColumn<'string'>;
  name: FieldColumn<'string'>;
  conditions: FieldColumn<'json'>;
  dial_count: FieldColumn<'bigint'>;
  schedule_action_group_id: FieldColumn<'bigint'>;
  sortable_order: FieldColumn<'decimal'>;
  active: FieldColumn<'boolean'>;
}

/** scheduled_callbacks: Scheduled callback. */
export interface ScheduledCallbacksTable extends ResourceBaseColumns {
  lead_id: FieldColumn<'bigint'>;
  callback_at: FieldColumn<'time'>;
  caller_number: FieldColumn<'string'>;
  schedule_id: FieldColumn<'bigint'>;
  offer_id: FieldColumn<'bigint'>;
  buyer_id: FieldColumn<'bigint'>;
  notes: FieldColumn<'text'>;
  status: FieldColumn<'string'>;
  next_attempt_at: FieldColumn<'time'>;
  status_reason: FieldColumn<'text'>;
  max_attempts: FieldColumn<'bigint'>;
  retry_delay_minutes: FieldColumn<'bigint'>;
  attempts_count: FieldColumn<'bigint'>;
  attempts_base: FieldColumn<'bigint'>;
  call_id: FieldColumn<'bigint'>;
  completed_at: FieldColumn<'time'>;
  claimed_until: FieldColumn<'time'>;
}

/** lead_retargets: Lead retarget. */
export interface LeadRetargetsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  target_schedule_id: FieldColumn<'bigint'>;
  offer_id: FieldColumn<'bigint'>;
  source_schedule_id: FieldColumn<'bigint'>;
  lead_statuses: FieldColumn<'json'>;
  leads_created_from: FieldColumn<'time'>;
  leads_created_to: FieldColumn<'time'>;
  filters: FieldColumn<'json'>;
  run_at: FieldColumn<'time'>;
  restart_schedule: FieldColumn<'boolean'>;
  paused: FieldColumn<'boolean'>;
  status: FieldColumn<'string'>;
  matched_count: FieldColumn<'bigint'>;
  enrolled_count: FieldColumn<'bigint'>;
  started_at: FieldColumn<'time'>;
  finished_at: FieldColumn<'time'>;
  error_message: FieldColumn<'text'>;
  cursor_lead_id: FieldColumn<'bigint'>;
  claimed_until: FieldColumn<'time'>;
}

/** lead_retarget_logs: Lead retarget log. */
export interface LeadRetargetLogsTable extends ResourceBaseColumns {
  lead_retarget_id: FieldColumn<'bigint'>;
  lead_id: FieldColumn<'bigint'>;
  schedule_id: FieldColumn<'bigint'>;
  result: FieldColumn<'string'>;
  reason: FieldColumn<'text'>;
}

/** text_messages: Text message. */
export interface TextMessagesTable extends ResourceBaseColumns {
  to: FieldColumn<'string'>;
  from: FieldColumn<'string'>;
  body: FieldColumn<'text'>;
  media_urls: FieldColumn<'json'>;
  lead_id: FieldColumn<'bigint'>;
  schedule_id: FieldColumn<'bigint'>;
  offer_id: FieldColumn<'bigint'>;
  direction: FieldColumn<'string'>;
  status: FieldColumn<'string'>;
  error_message: FieldColumn<'text'>;
  segments_count: FieldColumn<'bigint'>;
  provider: FieldColumn<'string'>;
  provider_message_id: FieldColumn<'string'>;
  sent_at: FieldColumn<'time'>;
  delivered_at: FieldColumn<'time'>;
}

/** incoming_text_messages: Incoming text message. */
export interface IncomingTextMessagesTable extends ResourceBaseColumns {
  direction: FieldColumn<'string'>;
  from: FieldColumn<'string'>;
  to: FieldColumn<'string'>;
  body: FieldColumn<'text'>;
  media_urls: FieldColumn<'json'>;
  lead_id: FieldColumn<'bigint'>;
  contact_id: FieldColumn<'bigint'>;
  offer_id: FieldColumn<'bigint'>;
  text_message_flow_id: FieldColumn<'bigint'>;
  opt_out: FieldColumn<'boolean'>;
  provider: FieldColumn<'string'>;
  provider_message_id: FieldColumn<'string'>;
  received_at: FieldColumn<'time'>;
}

/** text_message_flows: Text message flow. */
export interface TextMessageFlowsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  keyword: FieldColumn<'string'>;
  match_type: FieldColumn<'string'>;
  flow_action: FieldColumn<'string'>;
  reply_body: FieldColumn<'text'>;
  outgoing_webhook_id: FieldColumn<'bigint'>;
  lead_data: FieldColumn<'json'>;
  schedule_id: FieldColumn<'bigint'>;
  offer_id: FieldColumn<'bigint'>;
  ring_pool_id: FieldColumn<'bigint'>;
  sortable_order: FieldColumn<'decimal'>;
  active: FieldColumn<'boolean'>;
}

/** state_business_hours: State call time. */
export interface StateBusinessHoursTable extends ResourceBaseColumns {
  state_rule_group_id: FieldColumn<'bigint'>;
  state: FieldColumn<'string'>;
  day: FieldColumn<'bigint'>;
  open_time: FieldColumn<'string'>;
  close_time: FieldColumn<'string'>;
  closed: FieldColumn<'boolean'>;
  time_zone: FieldColumn<'string'>;
}

/** state_call_limits: State call frequency. */
export interface StateCallLimitsTable extends ResourceBaseColumns {
  state_rule_group_id: FieldColumn<'bigint'>;
  state: FieldColumn<'string'>;
  max_contacts: FieldColumn<'bigint'>;
  window_seconds: FieldColumn<'bigint'>;
  count_calls: FieldColumn<'boolean'>;
  count_texts: FieldColumn<'boolean'>;
  skip_mobile: FieldColumn<'boolean'>;
}

/** state_rule_groups: State rule group. */
export interface StateRuleGroupsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  rule_scope: FieldColumn<'string'>;
  offer_id: FieldColumn<'bigint'>;
  description: FieldColumn<'text'>;
  holidays: FieldColumn<'json'>;
  active: FieldColumn<'boolean'>;
}

/** data_appends: Data append. */
export interface DataAppendsTable extends ResourceBaseColumns {
  data_append_group_id: FieldColumn<'bigint'>;
  name: FieldColumn<'string'>;
  data_type: FieldColumn<'string'>;
  token_key: FieldColumn<'string'>;
  overwrite: FieldColumn<'boolean'>;
  sortable_order: FieldColumn<'decimal'>;
  active: FieldColumn<'boolean'>;
}

/** data_append_groups: Data append group. */
export interface DataAppendGroupsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  description: FieldColumn<'text'>;
  integration_id: FieldColumn<'bigint'>;
  cache_seconds: FieldColumn<'bigint'>;
  active: FieldColumn<'boolean'>;
}

/** integrations: Integration. */
export interface IntegrationsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  integration_type: FieldColumn<'string'>;
  settings: FieldColumn<'json'>;
  oauth_connection_id: FieldColumn<'bigint'>;
  active: FieldColumn<'boolean'>;
  status: FieldColumn<'string'>;
  last_error: FieldColumn<'text'>;
  last_checked_at: FieldColumn<'time'>;
}

/** integration_objects: Integration object. */
export interface IntegrationObjectsTable extends ResourceBaseColumns {
  integration_id: FieldColumn<'bigint'>;
  lead_id: FieldColumn<'bigint'>;
  schedule_action_id: FieldColumn<'bigint'>;
  object_type: FieldColumn<'string'>;
  status: FieldColumn<'string'>;
  location: FieldColumn<'string'>;
  external_id: FieldColumn<'string'>;
  status_message: FieldColumn<'text'>;
  data: FieldColumn<'json'>;
  sent_at: FieldColumn<'time'>;
  status_changed_at: FieldColumn<'time'>;
}

/** secret_items: Secret item. */
export interface SecretItemsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  value: FieldColumn<'text'>;
  description: FieldColumn<'text'>;
}

/** oauth_connections: Oauth connection. */
export interface OauthConnectionsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  key: FieldColumn<'string'>;
  predefined_type: FieldColumn<'string'>;
  description: FieldColumn<'string'>;
  client_id: FieldColumn<'string'>;
  client_secret: FieldColumn<'string'>;
  webhook_remote_url: FieldColumn<'string'>;
  webhook_remote_method: FieldColumn<'string'>;
  webhook_remote_body: FieldColumn<'string'>;
  webhook_remote_headers: FieldColumn<'string'>;
  webhook_read_timeout: FieldColumn<'decimal'>;
  webhook_response_success_codes: FieldColumn<'string'>;
  access_token_path: FieldColumn<'string'>;
  access_token: FieldColumn<'string'>;
  expires_in: FieldColumn<'decimal'>;
  expires_at: FieldColumn<'time'>;
  fetched_at: FieldColumn<'time'>;
  refresh_token: FieldColumn<'string'>;
  authorization_state: FieldColumn<'string'>;
  authorization_expires_at: FieldColumn<'time'>;
  authorization_redirect_uri: FieldColumn<'string'>;
}

/** voice_agents: Voice agent. */
export interface VoiceAgentsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  description: FieldColumn<'text'>;
  prompt: FieldColumn<'text'>;
  first_message: FieldColumn<'text'>;
  voice: FieldColumn<'string'>;
  voice_provider: FieldColumn<'string'>;
  model: FieldColumn<'string'>;
  language: FieldColumn<'string'>;
  temperature: FieldColumn<'decimal'>;
  max_duration_seconds: FieldColumn<'bigint'>;
  silence_timeout_seconds: FieldColumn<'bigint'>;
  transfer_offer_id: FieldColumn<'bigint'>;
  record_calls: FieldColumn<'boolean'>;
  active: FieldColumn<'boolean'>;
}

/** voice_agent_fields: Voice agent field. */
export interface VoiceAgentFieldsTable extends ResourceBaseColumns {
  voice_agent_id: FieldColumn<'bigint'>;
  name: FieldColumn<'string'>;
  key: FieldColumn<'string'>;
  field_type: FieldColumn<'string'>;
  options: FieldColumn<'json'>;
  instructions: FieldColumn<'text'>;
  required: FieldColumn<'boolean'>;
  sortable_order: FieldColumn<'decimal'>;
}

/** voice_agent_flows: Voice agent flow. */
export interface VoiceAgentFlowsTable extends ResourceBaseColumns {
  voice_agent_id: FieldColumn<'bigint'>;
  name: FieldColumn<'string'>;
  instructions: FieldColumn<'text'>;
  on_complete: FieldColumn<'string'>;
  transfer_offer_id: FieldColumn<'bigint'>;
  schedule_id: FieldColumn<'bigint'>;
  conditions: FieldColumn<'json'>;
  sortable_order: FieldColumn<'decimal'>;
  active: FieldColumn<'boolean'>;
}

/** voice_agent_keywords: Voice agent keyword. */
export interface VoiceAgentKeywordsTable extends ResourceBaseColumns {
  voice_agent_id: FieldColumn<'bigint'>;
  keyword: FieldColumn<'string'>;
  match_type: FieldColumn<'string'>;
  speaker: FieldColumn<'string'>;
  keyword_action: FieldColumn<'string'>;
  transfer_offer_id: FieldColumn<'bigint'>;
  token_key: FieldColumn<'string'>;
  token_value: FieldColumn<'string'>;
  active: FieldColumn<'boolean'>;
}

/** transcription_keyword_groups: Transcription keyword group. */
export interface TranscriptionKeywordGroupsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  keywords: FieldColumn<'json'>;
  match_type: FieldColumn<'string'>;
  speaker: FieldColumn<'string'>;
  token_key: FieldColumn<'string'>;
  convert_call: FieldColumn<'boolean'>;
  flag_for_review: FieldColumn<'boolean'>;
  active: FieldColumn<'boolean'>;
}

/** standalone_transcriptions: Standalone transcription. */
export interface StandaloneTranscriptionsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  recording_url: FieldColumn<'string'>;
  language: FieldColumn<'string'>;
  status: FieldColumn<'string'>;
  transcript: FieldColumn<'text'>;
  matched_keywords: FieldColumn<'json'>;
  duration_seconds: FieldColumn<'decimal'>;
  error_message: FieldColumn<'text'>;
  completed_at: FieldColumn<'time'>;
}

/** outgoing_webhooks: Outgoing webhook. */
export interface OutgoingWebhooksTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  description: FieldColumn<'text'>;
  trigger: FieldColumn<'string'>;
  active: FieldColumn<'boolean'>;
  token_filters: FieldColumn<'json'>;
  delay_seconds: FieldColumn<'bigint'>;
  max_attempts: FieldColumn<'bigint'>;
  failure_auto_disable_count: FieldColumn<'bigint'>;
  consecutive_failure_count: FieldColumn<'bigint'>;
  disabled_at: FieldColumn<'time'>;
  disabled_reason: FieldColumn<'text'>;
  last_fired_at: FieldColumn<'time'>;
  signing_secret: FieldColumn<'string'>;
}

/** outgoing_webhook_urls: Outgoing webhook url. */
export interface OutgoingWebhookUrlsTable extends ResourceBaseColumns {
  outgoing_webhook_id: FieldColumn<'bigint'>;
  name: FieldColumn<'string'>;
  url: FieldColumn<'string'>;
  method: FieldColumn<'string'>;
  headers: FieldColumn<'json'>;
  content_type: FieldColumn<'string'>;
  body: FieldColumn<'text'>;
  sortable_order: FieldColumn<'decimal'>;
  webhook_response_success_codes: FieldColumn<'string'>;
  webhook_read_timeout: FieldColumn<'decimal'>;
  active: FieldColumn<'boolean'>;
  oauth_connection_id: FieldColumn<'bigint'>;
}

/** response_parsers: Response parser. */
export interface ResponseParsersTable extends ResourceBaseColumns {
  outgoing_webhook_url_id: FieldColumn<'bigint'>;
  name: FieldColumn<'string'>;
  buyer_conversion_id: FieldColumn<'bigint'>;
  partner_crm_command_id: FieldColumn<'bigint'>;
  description: FieldColumn<'text'>;
  webhook_response_success_codes: FieldColumn<'string'>;
  key: FieldColumn<'string'>;
  value_path: FieldColumn<'string'>;
  sortable_order: FieldColumn<'decimal'>;
  value_formatter: FieldColumn<'string'>;
  value_type: FieldColumn<'string'>;
  value_expression: FieldColumn<'text'>;
  record_token_filter_id: FieldColumn<'bigint'>;
  record_token_filter_data_count: FieldColumn<'bigint'>;
  record_token_filter_data: FieldColumn<'json'>;
}

/** webhook_manual_fires: Manually fired webhook. */
export interface WebhookManualFiresTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  context_menu_name: FieldColumn<'string'>;
  outgoing_webhook_id: FieldColumn<'bigint'>;
  buyer_conversion_id: FieldColumn<'bigint'>;
  lead_id: FieldColumn<'bigint'>;
  call_id: FieldColumn<'bigint'>;
}

/** webhook_logs: Webhook log. */
export interface WebhookLogsTable extends ResourceBaseColumns {
  owner_type: FieldColumn<'string'>;
  owner_id: FieldColumn<'bigint'>;
  outgoing_webhook_id: FieldColumn<'bigint'>;
  outgoing_webhook_url_id: FieldColumn<'bigint'>;
  subscription_id: FieldColumn<'bigint'>;
  webhook_manual_fire_id: FieldColumn<'bigint'>;
  trigger: FieldColumn<'string'>;
  event_id: FieldColumn<'string'>;
  call_id: FieldColumn<'bigint'>;
  lead_id: FieldColumn<'bigint'>;
  attempt: FieldColumn<'bigint'>;
  request_method: FieldColumn<'string'>;
  request_url: FieldColumn<'text'>;
  request_headers: FieldColumn<'json'>;
  request_body: FieldColumn<'text'>;
  code: FieldColumn<'bigint'>;
  response_headers: FieldColumn<'json'>;
  response_body: FieldColumn<'text'>;
  latency_ms: FieldColumn<'bigint'>;
  success: FieldColumn<'boolean'>;
  error_message: FieldColumn<'text'>;
  read_from_cache: FieldColumn<'boolean'>;
  next_attempt_at: FieldColumn<'time'>;
}

/** inbound_webhooks: Inbound webhook. */
export interface InboundWebhooksTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  vanity_uri: FieldColumn<'string'>;
  offer_id: FieldColumn<'bigint'>;
  traffic_source_id: FieldColumn<'bigint'>;
  active: FieldColumn<'boolean'>;
  post_only: FieldColumn<'boolean'>;
  tracking_mode: FieldColumn<'string'>;
  ring_pool_id: FieldColumn<'bigint'>;
  static_number: FieldColumn<'string'>;
  ping_buyer_fields: FieldColumn<'json'>;
  minimum_bid: FieldColumn<'decimal'>;
  ping_expires_seconds: FieldColumn<'bigint'>;
  number_hold_seconds: FieldColumn<'bigint'>;
  ping_limit_per_minute: FieldColumn<'bigint'>;
  require_auth_token: FieldColumn<'boolean'>;
}

/** inbound_webhook_logs: Inbound webhook log. */
export interface InboundWebhookLogsTable extends ResourceBaseColumns {
  inbound_webhook_id: FieldColumn<'bigint'>;
  request_type: FieldColumn<'string'>;
  traffic_source_id: FieldColumn<'bigint'>;
  ping_id: FieldColumn<'string'>;
  caller_id: FieldColumn<'string'>;
  request_params: FieldColumn<'json'>;
  remote_ip: FieldColumn<'string'>;
  success: FieldColumn<'boolean'>;
  code: FieldColumn<'bigint'>;
  response_body: FieldColumn<'json'>;
  error_messages: FieldColumn<'json'>;
  buyers_count: FieldColumn<'bigint'>;
  buyer_id: FieldColumn<'bigint'>;
  bid_price: FieldColumn<'decimal'>;
  forwarding_number: FieldColumn<'string'>;
  call_id: FieldColumn<'bigint'>;
  latency_ms: FieldColumn<'bigint'>;
}

/** subscriptions: Subscription. */
export interface SubscriptionsTable extends ResourceBaseColumns {
  target_url: FieldColumn<'string'>;
  event: FieldColumn<'string'>;
  trigger_fields: FieldColumn<'json'>;
  active: FieldColumn<'boolean'>;
  consecutive_failure_count: FieldColumn<'bigint'>;
  last_delivered_at: FieldColumn<'time'>;
  disabled_at: FieldColumn<'time'>;
  disabled_reason: FieldColumn<'text'>;
  signing_secret: FieldColumn<'string'>;
}

/** tokens: Token. */
export interface TokensTable extends ResourceBaseColumns {
  key: FieldColumn<'string'>;
  name: FieldColumn<'string'>;
  description: FieldColumn<'text'>;
  value_type: FieldColumn<'string'>;
  is_system_token: FieldColumn<'boolean'>;
}

/** token_values: Token value. */
export interface TokenValuesTable extends ResourceBaseColumns {
  key: FieldColumn<'string'>;
  value: FieldColumn<'text'>;
  name: FieldColumn<'string'>;
  is_system_token: FieldColumn<'boolean'>;
  token_id: FieldColumn<'bigint'>;
}

/** change_logs: Change log. */
export interface ChangeLogsTable extends ResourceBaseColumns {
  record_type: FieldColumn<'string'>;
  record_id: FieldColumn<'bigint'>;
  action: FieldColumn<'string'>;
  actor_type: FieldColumn<'string'>;
  actor_id: FieldColumn<'bigint'>;
  actor_name: FieldColumn<'string'>;
  changes: FieldColumn<'json'>;
  request_ip: FieldColumn<'string'>;
  request_id: FieldColumn<'string'>;
}

/** data_export_records: Data export record. */
export interface DataExportRecordsTable extends ResourceBaseColumns {
  destination_type: FieldColumn<'string'>;
  destination: FieldColumn<'string'>;
  record_type: FieldColumn<'string'>;
  record_id: FieldColumn<'bigint'>;
  lead_id: FieldColumn<'bigint'>;
  call_id: FieldColumn<'bigint'>;
  schedule_id: FieldColumn<'bigint'>;
  status: FieldColumn<'string'>;
  response_code: FieldColumn<'bigint'>;
  error_message: FieldColumn<'text'>;
  file_url: FieldColumn<'string'>;
  exported_data: FieldColumn<'json'>;
}

/** charge_rollups: Charge rollup. */
export interface ChargeRollupsTable extends ResourceBaseColumns {
  category: FieldColumn<'string'>;
  description: FieldColumn<'string'>;
  period: FieldColumn<'string'>;
  period_start: FieldColumn<'time'>;
  period_end: FieldColumn<'time'>;
  quantity: FieldColumn<'decimal'>;
  unit: FieldColumn<'string'>;
  rate: FieldColumn<'decimal'>;
  amount: FieldColumn<'decimal'>;
  currency: FieldColumn<'string'>;
  provider: FieldColumn<'string'>;
  offer_id: FieldColumn<'bigint'>;
}

/** call_logs: Call log. */
export interface CallLogsTable extends ResourceBaseColumns {
  call_id: FieldColumn<'bigint'>;
  log_type: FieldColumn<'string'>;
  level: FieldColumn<'string'>;
  message: FieldColumn<'text'>;
  reason: FieldColumn<'string'>;
  buyer_id: FieldColumn<'bigint'>;
  offer_id: FieldColumn<'bigint'>;
  schedule_id: FieldColumn<'bigint'>;
  data: FieldColumn<'json'>;
  occurred_at: FieldColumn<'time'>;
}

/** dnc_check_logs: Dnc check log. */
export interface DncCheckLogsTable extends ResourceBaseColumns {
  number: FieldColumn<'string'>;
  check_type: FieldColumn<'string'>;
  result: FieldColumn<'string'>;
  reason: FieldColumn<'string'>;
  provider: FieldColumn<'string'>;
  lead_id: FieldColumn<'bigint'>;
  call_id: FieldColumn<'bigint'>;
  offer_id: FieldColumn<'bigint'>;
  schedule_id: FieldColumn<'bigint'>;
  buyer_id: FieldColumn<'bigint'>;
}

/** admin_table_exporters: Admin table exporter. */
export interface AdminTableExportersTable extends ResourceBaseColumns {
  user_id: FieldColumn<'bigint'>;
  sortable_order: FieldColumn<'decimal'>;
  data_type: FieldColumn<'string'>;
  export_column_names: FieldColumn<'json'>;
  paused: FieldColumn<'boolean'>;
  created_at_from: FieldColumn<'time'>;
  created_at_to: FieldColumn<'time'>;
  total_count: FieldColumn<'bigint'>;
  is_live: FieldColumn<'boolean'>;
  target_company_id: FieldColumn<'bigint'>;
  export_concurrency: FieldColumn<'bigint'>;
  total_files_count: FieldColumn<'bigint'>;
  queued_files_count: FieldColumn<'bigint'>;
  export_seconds: FieldColumn<'decimal'>;
  succeeded_at: FieldColumn<'time'>;
  total_records_count: FieldColumn<'bigint'>;
  export_file_url: FieldColumn<'string'>;
  serializer_type: FieldColumn<'string'>;
  export_timeframe: FieldColumn<'string'>;
  finished_generating_chunks_at: FieldColumn<'time'>;
}

/** admin_tasks: Admin task. */
export interface AdminTasksTable extends ResourceBaseColumns {
  active: FieldColumn<'boolean'>;
  app_model_name: FieldColumn<'string'>;
  method_name: FieldColumn<'string'>;
  sql_conditions: FieldColumn<'text'>;
  status: FieldColumn<'string'>;
  counter: FieldColumn<'bigint'>;
  last_id: FieldColumn<'bigint'>;
  user_id: FieldColumn<'bigint'>;
  target_company_ids: FieldColumn<'json'>;
  limit_value: FieldColumn<'bigint'>;
  slice_value: FieldColumn<'bigint'>;
  business_hours_open: FieldColumn<'string'>;
  business_hours_close: FieldColumn<'string'>;
  time_zone: FieldColumn<'string'>;
  with_search_includes: FieldColumn<'boolean'>;
  sql_includes: FieldColumn<'json'>;
  method_arguments: FieldColumn<'json'>;
  last_created_at: FieldColumn<'time'>;
}

/** unblock_contact_jobs: Unblock contact job. */
export interface UnblockContactJobsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  numbers: FieldColumn<'json'>;
  blocked_at_from: FieldColumn<'time'>;
  blocked_at_to: FieldColumn<'time'>;
  clear_opt_out: FieldColumn<'boolean'>;
  clear_sms_opt_out: FieldColumn<'boolean'>;
  status: FieldColumn<'string'>;
  total_count: FieldColumn<'bigint'>;
  unblocked_count: FieldColumn<'bigint'>;
  percent: FieldColumn<'decimal'>;
  error_message: FieldColumn<'text'>;
  started_at: FieldColumn<'time'>;
  succeeded_at: FieldColumn<'time'>;
  failed_at: FieldColumn<'time'>;
  stopped_at: FieldColumn<'time'>;
}

/** contact_imports: Contact import. */
export interface ContactImportsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  import_type: FieldColumn<'string'>;
  import_file_url: FieldColumn<'string'>;
  caller_id_column_name: FieldColumn<'string'>;
  headers: FieldColumn<'json'>;
  status: FieldColumn<'string'>;
  total_count: FieldColumn<'bigint'>;
  import_count: FieldColumn<'bigint'>;
  invalid_count: FieldColumn<'bigint'>;
  import_percent: FieldColumn<'decimal'>;
  error_message: FieldColumn<'text'>;
  started_at: FieldColumn<'time'>;
  succeeded_at: FieldColumn<'time'>;
  failed_at: FieldColumn<'time'>;
  stopped_at: FieldColumn<'time'>;
}

/** call_centers: Call center. */
export interface CallCentersTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  user_call_center_id: FieldColumn<'string'>;
  description: FieldColumn<'text'>;
  time_zone: FieldColumn<'string'>;
  open_times: FieldColumn<'json'>;
  concurrency_cap_limit: FieldColumn<'bigint'>;
  paused: FieldColumn<'boolean'>;
}

/** call_dispositions: Call disposition. */
export interface CallDispositionsTable extends ResourceBaseColumns {
  sortable_order: FieldColumn<'decimal'>;
  key: FieldColumn<'string'>;
  name: FieldColumn<'string'>;
  hint: FieldColumn<'string'>;
  show_on_agent_widget: FieldColumn<'boolean'>;
  show_in_tables: FieldColumn<'boolean'>;
  show_in_reports: FieldColumn<'boolean'>;
  apply_call_answered: FieldColumn<'boolean'>;
  apply_agent_handled: FieldColumn<'boolean'>;
  apply_buyer_handled: FieldColumn<'boolean'>;
  apply_qualified: FieldColumn<'boolean'>;
  schedule_callback_now: FieldColumn<'boolean'>;
  apply_end_of_schedule: FieldColumn<'boolean'>;
  apply_block_caller: FieldColumn<'boolean'>;
  apply_auto_next_lead: FieldColumn<'boolean'>;
  notes_required: FieldColumn<'boolean'>;
  font_size: FieldColumn<'string'>;
  text_shadow_color: FieldColumn<'string'>;
  text_color: FieldColumn<'string'>;
  background_color: FieldColumn<'string'>;
  line_height: FieldColumn<'string'>;
  context_menu_name: FieldColumn<'string'>;
  call_action_leave_voicemail: FieldColumn<'boolean'>;
  call_action_apply_opt_out: FieldColumn<'boolean'>;
  system_status: FieldColumn<'string'>;
  use_when_blank: FieldColumn<'boolean'>;
  apply_machine_detected: FieldColumn<'boolean'>;
  schedule_id: FieldColumn<'bigint'>;
  call_disposition_action_ids: FieldColumn<'json'>;
  reuse_conference: FieldColumn<'boolean'>;
  apply_add_to_schedule_suppression: FieldColumn<'boolean'>;
  delete_scheduled_callbacks: FieldColumn<'boolean'>;
  scheduled_callback_chance: FieldColumn<'decimal'>;
  record_token_additional_id: FieldColumn<'bigint'>;
  record_token_additional_data_count: FieldColumn<'bigint'>;
  record_token_additional_data: FieldColumn<'json'>;
  record_token_filter_id: FieldColumn<'bigint'>;
  record_token_filter_data_count: FieldColumn<'bigint'>;
  record_token_filter_data: FieldColumn<'json'>;
}

/** call_control_actions: Call control action. */
export interface CallControlActionsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  action_type: FieldColumn<'string'>;
  offer_id: FieldColumn<'bigint'>;
  call_router_id: FieldColumn<'bigint'>;
  key_press_flow_id: FieldColumn<'bigint'>;
  forward_offer_id: FieldColumn<'bigint'>;
  schedule_id: FieldColumn<'bigint'>;
  key_press_flow_group_id: FieldColumn<'bigint'>;
  sound_file_id: FieldColumn<'bigint'>;
  auto_try_next_buyer: FieldColumn<'boolean'>;
  sortable_order: FieldColumn<'decimal'>;
}

/** call_recording_rules: Call recording rule. */
export interface CallRecordingRulesTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  offer_id: FieldColumn<'bigint'>;
  traffic_source_id: FieldColumn<'bigint'>;
  buyer_id: FieldColumn<'bigint'>;
  active: FieldColumn<'boolean'>;
  record_calls: FieldColumn<'boolean'>;
  dual_channel: FieldColumn<'boolean'>;
  transcribe: FieldColumn<'boolean'>;
  retention_days: FieldColumn<'bigint'>;
  sortable_order: FieldColumn<'decimal'>;
}

/** call_routers: Call router. */
export interface CallRoutersTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  offer_id: FieldColumn<'bigint'>;
  router_type: FieldColumn<'string'>;
  action: FieldColumn<'string'>;
  active: FieldColumn<'boolean'>;
  sound_file_id: FieldColumn<'bigint'>;
  sound_playlist_id: FieldColumn<'bigint'>;
  text_to_speech: FieldColumn<'text'>;
  voice: FieldColumn<'string'>;
  language: FieldColumn<'string'>;
  forward_offer_id: FieldColumn<'bigint'>;
  forward_number: FieldColumn<'string'>;
  schedule_id: FieldColumn<'bigint'>;
  key_press_flow_group_id: FieldColumn<'bigint'>;
  voice_agent_id: FieldColumn<'bigint'>;
  auto_try_next_buyer: FieldColumn<'boolean'>;
  webhook_before_id: FieldColumn<'bigint'>;
  webhook_after_id: FieldColumn<'bigint'>;
  hold_queue_caller_limit: FieldColumn<'bigint'>;
  hold_queue_percentage_size: FieldColumn<'decimal'>;
  max_hold_seconds_average: FieldColumn<'bigint'>;
  hold_queue_max_seconds: FieldColumn<'bigint'>;
  sortable_order: FieldColumn<'decimal'>;
}

/** call_router_answer_groups: Call router answer group. */
export interface CallRouterAnswerGroupsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  call_router_id: FieldColumn<'bigint'>;
  offer_id: FieldColumn<'bigint'>;
  key: FieldColumn<'string'>;
  question: FieldColumn<'text'>;
  sound_file_id: FieldColumn<'bigint'>;
  timeout_seconds: FieldColumn<'bigint'>;
  max_attempts: FieldColumn<'bigint'>;
  sortable_order: FieldColumn<'decimal'>;
}

/** call_router_answers: Call router answer. */
export interface CallRouterAnswersTable extends ResourceBaseColumns {
  call_router_answer_group_id: FieldColumn<'bigint'>;
  name: FieldColumn<'string'>;
  value: FieldColumn<'string'>;
  key_press: FieldColumn<'string'>;
  phrases: FieldColumn<'json'>;
  call_router_id: FieldColumn<'bigint'>;
  sortable_order: FieldColumn<'decimal'>;
}

/** key_press_flows: Key press flow. */
export interface KeyPressFlowsTable extends ResourceBaseColumns {
  key_press_flow_group_id: FieldColumn<'bigint'>;
  key_press: FieldColumn<'string'>;
  sortable_order: FieldColumn<'decimal'>;
  description: FieldColumn<'string'>;
  webhook_actions_count: FieldColumn<'bigint'>;
  call_disposition_id: FieldColumn<'bigint'>;
  continue_call_routing: FieldColumn<'boolean'>;
  buyer_conference_time_elapsed_seconds_limit: FieldColumn<'bigint'>;
  record_token_filter_id: FieldColumn<'bigint'>;
  record_token_filter_data_count: FieldColumn<'bigint'>;
  record_token_filter_data: FieldColumn<'json'>;
  record_token_additional_id: FieldColumn<'bigint'>;
  record_token_additional_data_count: FieldColumn<'bigint'>;
  record_token_additional_data: FieldColumn<'json'>;
}

/** key_press_flow_groups: Key press flow group. */
export interface KeyPressFlowGroupsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  offer_id: FieldColumn<'bigint'>;
  description: FieldColumn<'text'>;
  sound_file_id: FieldColumn<'bigint'>;
  text_to_speech: FieldColumn<'text'>;
  num_digits: FieldColumn<'bigint'>;
  finish_on_key: FieldColumn<'string'>;
  timeout_seconds: FieldColumn<'bigint'>;
  max_attempts: FieldColumn<'bigint'>;
  sortable_order: FieldColumn<'decimal'>;
}

/** offer_amd_flows: Offer amd flow. */
export interface OfferAmdFlowsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  offer_id: FieldColumn<'bigint'>;
  active: FieldColumn<'boolean'>;
  machine_action: FieldColumn<'string'>;
  detection_timeout_seconds: FieldColumn<'bigint'>;
  wait_for_beep: FieldColumn<'boolean'>;
  sound_file_id: FieldColumn<'bigint'>;
  text_to_speech: FieldColumn<'text'>;
  call_disposition_id: FieldColumn<'bigint'>;
  sortable_order: FieldColumn<'decimal'>;
}

/** contact_fields: Contact field. */
export interface ContactFieldsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  key: FieldColumn<'string'>;
  offer_id: FieldColumn<'bigint'>;
  field_type: FieldColumn<'string'>;
  required: FieldColumn<'boolean'>;
  show_on_agent_widget: FieldColumn<'boolean'>;
  hint: FieldColumn<'string'>;
  default_value: FieldColumn<'string'>;
  sortable_order: FieldColumn<'decimal'>;
}

/** contact_field_values: Contact field value. */
export interface ContactFieldValuesTable extends ResourceBaseColumns {
  contact_field_id: FieldColumn<'bigint'>;
  value: FieldColumn<'string'>;
  name: FieldColumn<'string'>;
  sortable_order: FieldColumn<'decimal'>;
}

/** contact_field_views: Contact field view. */
export interface ContactFieldViewsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  offer_id: FieldColumn<'bigint'>;
  content: FieldColumn<'text'>;
  active: FieldColumn<'boolean'>;
  sortable_order: FieldColumn<'decimal'>;
}

/** token_matchers: Token matcher. */
export interface TokenMatchersTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  key: FieldColumn<'string'>;
  ring_pool_id: FieldColumn<'bigint'>;
  offer_id: FieldColumn<'bigint'>;
  source: FieldColumn<'string'>;
  source_key: FieldColumn<'string'>;
  default_value: FieldColumn<'string'>;
  hold_number_per_value: FieldColumn<'boolean'>;
  sortable_order: FieldColumn<'decimal'>;
}

/** visitor_token_matchers: Visitor token matcher. */
export interface VisitorTokenMatchersTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  key: FieldColumn<'string'>;
  url_parameter: FieldColumn<'string'>;
  offer_id: FieldColumn<'bigint'>;
  ring_pool_id: FieldColumn<'bigint'>;
  unique_per_value: FieldColumn<'boolean'>;
  sortable_order: FieldColumn<'decimal'>;
}

/** offer_conversions: Offer conversion. */
export interface OfferConversionsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  offer_id: FieldColumn<'bigint'>;
  traffic_source_id: FieldColumn<'bigint'>;
  payout_type: FieldColumn<'string'>;
  payout: FieldColumn<'decimal'>;
  revenue_percentage: FieldColumn<'decimal'>;
  duration: FieldColumn<'bigint'>;
  duplicate_timeframe: FieldColumn<'bigint'>;
  business_range_id: FieldColumn<'bigint'>;
  record_token_filter_list: FieldColumn<'json'>;
  active: FieldColumn<'boolean'>;
  sortable_order: FieldColumn<'decimal'>;
}

/** buyer_conversions: Buyer conversion. */
export interface BuyerConversionsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  owner_type: FieldColumn<'string'>;
  owner_id: FieldColumn<'bigint'>;
  conversion_type: FieldColumn<'string'>;
  revenue: FieldColumn<'decimal'>;
  revenue_min: FieldColumn<'decimal'>;
  revenue_max: FieldColumn<'decimal'>;
  revenue_increment: FieldColumn<'decimal'>;
  duration: FieldColumn<'bigint'>;
  duplicate_timeframe: FieldColumn<'bigint'>;
  business_range_id: FieldColumn<'bigint'>;
  webhook_type: FieldColumn<'string'>;
  webhook_url: FieldColumn<'string'>;
  webhook_method: FieldColumn<'string'>;
  webhook_body: FieldColumn<'text'>;
  webhook_headers: FieldColumn<'text'>;
  webhook_response_success_codes: FieldColumn<'string'>;
  webhook_body_success_path: FieldColumn<'string'>;
  webhook_body_success_match: FieldColumn<'string'>;
  webhook_path_number: FieldColumn<'string'>;
  webhook_path_duration: FieldColumn<'string'>;
  webhook_path_revenue: FieldColumn<'string'>;
  webhook_path_name: FieldColumn<'string'>;
  webhook_path_external_id: FieldColumn<'string'>;
  webhook_read_timeout: FieldColumn<'bigint'>;
  cache_result_for_seconds: FieldColumn<'bigint'>;
  webhook_contains_many_buyers: FieldColumn<'boolean'>;
  active: FieldColumn<'boolean'>;
  sortable_order: FieldColumn<'decimal'>;
}

/** traffic_sources: Traffic source. */
export interface TrafficSourcesTable extends ResourceBaseColumns {
  company_name: FieldColumn<'string'>;
  first_name: FieldColumn<'string'>;
  last_name: FieldColumn<'string'>;
  email: FieldColumn<'string'>;
  phone: FieldColumn<'string'>;
  user_traffic_source_id: FieldColumn<'string'>;
  number_limit: FieldColumn<'bigint'>;
  ping_limit_per_minute: FieldColumn<'bigint'>;
  ping_limit_per_day: FieldColumn<'bigint'>;
  active: FieldColumn<'boolean'>;
  numbers_count: FieldColumn<'bigint'>;
  calls_count: FieldColumn<'bigint'>;
  recent_calls_count: FieldColumn<'bigint'>;
  last_call_at: FieldColumn<'time'>;
}

/** ring_pools: Ring pool. */
export interface RingPoolsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  offer_id: FieldColumn<'bigint'>;
  traffic_source_id: FieldColumn<'bigint'>;
  tracking_type: FieldColumn<'string'>;
  number_limit: FieldColumn<'bigint'>;
  token_hold_time: FieldColumn<'bigint'>;
  number_stockpile: FieldColumn<'bigint'>;
  release_idle_days: FieldColumn<'bigint'>;
  auto_rent: FieldColumn<'boolean'>;
  provider: FieldColumn<'string'>;
  number_type: FieldColumn<'string'>;
  country: FieldColumn<'string'>;
  area_code: FieldColumn<'string'>;
  extra_tokens: FieldColumn<'json'>;
  active: FieldColumn<'boolean'>;
  numbers_count: FieldColumn<'bigint'>;
}

/** phone_numbers: Phone number. */
export interface PhoneNumbersTable extends ResourceBaseColumns {
  number: FieldColumn<'string'>;
  name: FieldColumn<'string'>;
  provider: FieldColumn<'string'>;
  number_type: FieldColumn<'string'>;
  integration_id: FieldColumn<'bigint'>;
  offer_id: FieldColumn<'bigint'>;
  traffic_source_id: FieldColumn<'bigint'>;
  ring_pool_id: FieldColumn<'bigint'>;
  provider_sid: FieldColumn<'string'>;
  sms_enabled: FieldColumn<'boolean'>;
  calls_count: FieldColumn<'bigint'>;
  last_call_at: FieldColumn<'time'>;
  voice_url: FieldColumn<'string'>;
  voice_fallback_url: FieldColumn<'string'>;
  pointing_warning: FieldColumn<'string'>;
  sms_url: FieldColumn<'string'>;
}

/** calls: Call. */
export interface CallsTable extends ResourceBaseColumns {
  direction: FieldColumn<'string'>;
  caller_number: FieldColumn<'string'>;
  number_called: FieldColumn<'string'>;
  from_number: FieldColumn<'string'>;
  number_id: FieldColumn<'bigint'>;
  offer_id: FieldColumn<'bigint'>;
  schedule_id: FieldColumn<'bigint'>;
  lead_id: FieldColumn<'bigint'>;
  traffic_source_id: FieldColumn<'bigint'>;
  buyer_id: FieldColumn<'bigint'>;
  connected_to: FieldColumn<'string'>;
  buyers_tried: FieldColumn<'json'>;
  answered_duration: FieldColumn<'bigint'>;
  status: FieldColumn<'string'>;
  provider: FieldColumn<'string'>;
  integration_id: FieldColumn<'bigint'>;
  call_sid: FieldColumn<'string'>;
  answered_at: FieldColumn<'time'>;
  ended_at: FieldColumn<'time'>;
  total_duration: FieldColumn<'bigint'>;
  hangup_cause: FieldColumn<'string'>;
  revenue: FieldColumn<'decimal'>;
  payout: FieldColumn<'decimal'>;
  ring_pool_id: FieldColumn<'bigint'>;
  buyer_converted: FieldColumn<'boolean'>;
  offer_converted: FieldColumn<'boolean'>;
  buyer_conversion_id: FieldColumn<'bigint'>;
  offer_conversion_id: FieldColumn<'bigint'>;
  buyer_repeat_caller: FieldColumn<'boolean'>;
  offer_repeat_caller: FieldColumn<'boolean'>;
  traffic_source_repeat_caller: FieldColumn<'boolean'>;
  ivr_duration: FieldColumn<'bigint'>;
  hold_duration: FieldColumn<'bigint'>;
  recording_url: FieldColumn<'string'>;
  recording_sid: FieldColumn<'string'>;
  recording_expires_at: FieldColumn<'time'>;
  recording_deleted_at: FieldColumn<'time'>;
  recording_s3_key: FieldColumn<'string'>;
  recording_s3_integration_id: FieldColumn<'bigint'>;
  recording_claimed_until: FieldColumn<'time'>;
  transcription_status: FieldColumn<'string'>;
  transcript: FieldColumn<'text'>;
  transcription_error: FieldColumn<'text'>;
  transcribed_at: FieldColumn<'time'>;
  matched_keywords: FieldColumn<'json'>;
  needs_quality_review: FieldColumn<'boolean'>;
  token_values: FieldColumn<'json'>;
  provider_cost: FieldColumn<'decimal'>;
  secure_token: FieldColumn<'string'>;
  callback_url: FieldColumn<'string'>;
}

/** number_orders: Number order. */
export interface NumberOrdersTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  provider: FieldColumn<'string'>;
  number_type: FieldColumn<'string'>;
  country: FieldColumn<'string'>;
  quantity: FieldColumn<'bigint'>;
  ring_pool_id: FieldColumn<'bigint'>;
  offer_id: FieldColumn<'bigint'>;
  traffic_source_id: FieldColumn<'bigint'>;
  status: FieldColumn<'string'>;
  ordered_count: FieldColumn<'bigint'>;
  buying_number: FieldColumn<'string'>;
  buying_prefix_id: FieldColumn<'bigint'>;
  error_message: FieldColumn<'text'>;
  completed_at: FieldColumn<'time'>;
}

/** number_order_prefixes: Number order prefix. */
export interface NumberOrderPrefixesTable extends ResourceBaseColumns {
  number_order_id: FieldColumn<'bigint'>;
  prefix: FieldColumn<'string'>;
  quantity: FieldColumn<'bigint'>;
  ordered_count: FieldColumn<'bigint'>;
  sortable_order: FieldColumn<'decimal'>;
}

/** sound_files: Sound file. */
export interface SoundFilesTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  url: FieldColumn<'string'>;
  text_to_speech: FieldColumn<'text'>;
  voice: FieldColumn<'string'>;
  duration_seconds: FieldColumn<'decimal'>;
  content_type: FieldColumn<'string'>;
  size_bytes: FieldColumn<'bigint'>;
  storage: FieldColumn<'string'>;
  integration_id: FieldColumn<'bigint'>;
  storage_key: FieldColumn<'string'>;
}

/** sound_playlists: Sound playlist. */
export interface SoundPlaylistsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  description: FieldColumn<'text'>;
  shuffle: FieldColumn<'boolean'>;
  loop: FieldColumn<'boolean'>;
}

/** sip_header_parser_groups: Sip header parser group. */
export interface SipHeaderParserGroupsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  offer_id: FieldColumn<'bigint'>;
  description: FieldColumn<'text'>;
  active: FieldColumn<'boolean'>;
  sortable_order: FieldColumn<'decimal'>;
}

/** sip_header_parsers: Sip header parser. */
export interface SipHeaderParsersTable extends ResourceBaseColumns {
  sip_header_parser_group_id: FieldColumn<'bigint'>;
  header_name: FieldColumn<'string'>;
  key: FieldColumn<'string'>;
  value_path: FieldColumn<'string'>;
  value_type: FieldColumn<'string'>;
  sortable_order: FieldColumn<'decimal'>;
}

/** sip_headers: Sip header. */
export interface SipHeadersTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  value: FieldColumn<'string'>;
  offer_id: FieldColumn<'bigint'>;
  buyer_id: FieldColumn<'bigint'>;
  buyer_group_id: FieldColumn<'bigint'>;
  active: FieldColumn<'boolean'>;
  sortable_order: FieldColumn<'decimal'>;
}

/** agent_messages: Agent message. */
export interface AgentMessagesTable extends ResourceBaseColumns {
  content: FieldColumn<'text'>;
  agent_status_id: FieldColumn<'bigint'>;
  user_id: FieldColumn<'bigint'>;
  agent_widget_count: FieldColumn<'bigint'>;
}

/** agent_call_dispositions: Agent call disposition. */
export interface AgentCallDispositionsTable extends ResourceBaseColumns {
  call_id: FieldColumn<'bigint'>;
  collaborator_id: FieldColumn<'bigint'>;
  call_disposition_id: FieldColumn<'bigint'>;
  key: FieldColumn<'string'>;
  call_answered: FieldColumn<'boolean'>;
  agent_handled: FieldColumn<'boolean'>;
  buyer_handled: FieldColumn<'boolean'>;
  qualified: FieldColumn<'boolean'>;
  end_of_schedule: FieldColumn<'boolean'>;
  block_caller: FieldColumn<'boolean'>;
  notes: FieldColumn<'text'>;
  text_color: FieldColumn<'string'>;
  background_color: FieldColumn<'string'>;
  name: FieldColumn<'string'>;
  short_name: FieldColumn<'string'>;
}

/** agent_status_timestamps: Agent status timestamp. */
export interface AgentStatusTimestampsTable extends ResourceBaseColumns {
  user_id: FieldColumn<'bigint'>;
  collaborator_id: FieldColumn<'bigint'>;
  agent_widget_id: FieldColumn<'bigint'>;
  agent_status_id: FieldColumn<'bigint'>;
  key: FieldColumn<'string'>;
}

/** schedule_agents: Schedule agent. */
export interface ScheduleAgentsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  email: FieldColumn<'string'>;
  number: FieldColumn<'string'>;
  call_center_id: FieldColumn<'bigint'>;
  buyer_id: FieldColumn<'bigint'>;
  time_zone: FieldColumn<'string'>;
  concurrency_cap_limit: FieldColumn<'bigint'>;
  paused: FieldColumn<'boolean'>;
}

/** access_control_lists: Access control list. */
export interface AccessControlListsTable extends ResourceBaseColumns {
  name: FieldColumn<'string'>;
  users_emails: FieldColumn<'json'>;
}

/** impressions: Impression. */
export interface ImpressionsTable extends ResourceBaseColumns {
  offer_id: FieldColumn<'bigint'>;
  ring_pool_id: FieldColumn<'bigint'>;
  phone_number_id: FieldColumn<'bigint'>;
  traffic_source_id: FieldColumn<'bigint'>;
  number: FieldColumn<'string'>;
  visitor_id: FieldColumn<'string'>;
  ga_client_id: FieldColumn<'string'>;
  url: FieldColumn<'text'>;
  referrer: FieldColumn<'text'>;
  ip_address: FieldColumn<'string'>;
  user_agent: FieldColumn<'text'>;
  tokens: FieldColumn<'json'>;
  call_id: FieldColumn<'bigint'>;
  expires_at: FieldColumn<'time'>;
  hold_key: FieldColumn<'string'>;
  holder_key: FieldColumn<'string'>;
}

/** call_events: Call event. */
export interface CallEventsTable extends ResourceBaseColumns {
  call_id: FieldColumn<'bigint'>;
  event_type: FieldColumn<'string'>;
  buyer_id: FieldColumn<'bigint'>;
  reason: FieldColumn<'string'>;
  detail: FieldColumn<'json'>;
}

/** Every declared resource table by name: `Kysely<ResourceTables>`. */
export interface ResourceTables {
  buyers: BuyersTable;
  buyer_groups: BuyerGroupsTable;
  buyer_fleets: BuyerFleetsTable;
  buyer_suppressions: BuyerSuppressionsTable;
  contacts: ContactsTable;
  leads: LeadsTable;
  offers: OffersTable;
  schedules: SchedulesTable;
  schedule_action_groups: ScheduleActionGroupsTable;
  schedule_actions: ScheduleActionsTable;
  schedule_distributions: ScheduleDistributionsTable;
  schedule_ring_pools: ScheduleRingPoolsTable;
  schedule_triggers: ScheduleTriggersTable;
  scheduled_callbacks: ScheduledCallbacksTable;
  lead_retargets: LeadRetargetsTable;
  lead_retarget_logs: LeadRetargetLogsTable;
  text_messages: TextMessagesTable;
  incoming_text_messages: IncomingTextMessagesTable;
  text_message_flows: TextMessageFlowsTable;
  state_business_hours: StateBusinessHoursTable;
  state_call_limits: StateCallLimitsTable;
  state_rule_groups: StateRuleGroupsTable;
  data_appends: DataAppendsTable;
  data_append_groups: DataAppendGroupsTable;
  integrations: IntegrationsTable;
  integration_objects: IntegrationObjectsTable;
  secret_items: SecretItemsTable;
  oauth_connections: OauthConnectionsTable;
  voice_agents: VoiceAgentsTable;
  voice_agent_fields: VoiceAgentFieldsTable;
  voice_agent_flows: VoiceAgentFlowsTable;
  voice_agent_keywords: VoiceAgentKeywordsTable;
  transcription_keyword_groups: TranscriptionKeywordGroupsTable;
  standalone_transcriptions: StandaloneTranscriptionsTable;
  outgoing_webhooks: OutgoingWebhooksTable;
  outgoing_webhook_urls: OutgoingWebhookUrlsTable;
  response_parsers: ResponseParsersTable;
  webhook_manual_fires: WebhookManualFiresTable;
  webhook_logs: WebhookLogsTable;
  inbound_webhooks: InboundWebhooksTable;
  inbound_webhook_logs: InboundWebhookLogsTable;
  subscriptions: SubscriptionsTable;
  tokens: TokensTable;
  token_values: TokenValuesTable;
  change_logs: ChangeLogsTable;
  data_export_records: DataExportRecordsTable;
  charge_rollups: ChargeRollupsTable;
  call_logs: CallLogsTable;
  dnc_check_logs: DncCheckLogsTable;
  admin_table_exporters: AdminTableExportersTable;
  admin_tasks: AdminTasksTable;
  unblock_contact_jobs: UnblockContactJobsTable;
  contact_imports: ContactImportsTable;
  call_centers: CallCentersTable;
  call_dispositions: CallDispositionsTable;
  call_control_actions: CallControlActionsTable;
  call_recording_rules: CallRecordingRulesTable;
  call_routers: CallRoutersTable;
  call_router_answer_groups: CallRouterAnswerGroupsTable;
  call_router_answers: CallRouterAnswersTable;
  key_press_flows: KeyPressFlowsTable;
  key_press_flow_groups: KeyPressFlowGroupsTable;
  offer_amd_flows: OfferAmdFlowsTable;
  contact_fields: ContactFieldsTable;
  contact_field_values: ContactFieldValuesTable;
  contact_field_views: ContactFieldViewsTable;
  token_matchers: TokenMatchersTable;
  visitor_token_matchers: VisitorTokenMatchersTable;
  offer_conversions: OfferConversionsTable;
  buyer_conversions: BuyerConversionsTable;
  traffic_sources: TrafficSourcesTable;
  ring_pools: RingPoolsTable;
  phone_numbers: PhoneNumbersTable;
  calls: CallsTable;
  number_orders: NumberOrdersTable;
  number_order_prefixes: NumberOrderPrefixesTable;
  sound_files: SoundFilesTable;
  sound_playlists: SoundPlaylistsTable;
  sip_header_parser_groups: SipHeaderParserGroupsTable;
  sip_header_parsers: SipHeaderParsersTable;
  sip_headers: SipHeadersTable;
  agent_messages: AgentMessagesTable;
  agent_call_dispositions: AgentCallDispositionsTable;
  agent_status_timestamps: AgentStatusTimestampsTable;
  schedule_agents: ScheduleAgentsTable;
  access_control_lists: AccessControlListsTable;
  impressions: ImpressionsTable;
  call_events: CallEventsTable;
}
