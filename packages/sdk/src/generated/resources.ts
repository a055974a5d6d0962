// Generated from the resource declarations in @leadline/core by packages/sdk/scripts/generate.ts.
// Do not edit: run `pnpm --filter @leadline/sdk generate` after changing a declaration.

import type { Json, JsonObject, ListParamsBase, ShowParamsBase } from '../types.js';

/** Buyer: Who calls are sold to: a phone number or SIP endpoint with a tier, a weight, caps, hours and a time zone. The router tries eligible buyers in tier order (ascending), weighted-random inside a tier. */
export interface Buyer {
  id: number;
  legacy_id: number;
  type: 'Buyer';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Display name */
  name: string;
  /** Your own external id for the buyer; GET /buyers/:user_buyer_id/by_user_buyer_id finds it */
  user_buyer_id: string | null;
  /** Where calls are sent: E.164, or a SIP URI containing [number_to_dial] and @domain */
  number: string;
  /** Digits sent after answer; w waits 0.5 s, W waits 1 s */
  dtmf_tones: string | null;
  /** Routing priority: lower tiers are tried first (may be negative) */
  tier: number | null;
  /** Share of calls inside a tier (weight 3 gets ~3x weight 1) */
  weight: number | null;
  /** How this buyer is ranked */
  route_by_type: 'tier' | 'revenue' | 'epc' | null;
  /** Seconds to ring before trying the next buyer */
  timeout_seconds: number | null;
  /** IANA time zone of the buyer hours (default: the company zone) */
  time_zone: string | null;
  /** A paused buyer receives nothing */
  paused: boolean | null;
  /** Most simultaneous calls (blank: no cap) */
  concurrency_cap_limit: number | null;
  /** Most connected calls per hour */
  hourly_cap_limit: number | null;
  /** Most connected calls per day */
  daily_cap_limit: number | null;
  /** Most connected calls per month */
  monthly_cap_limit: number | null;
  /** Most connected calls ever */
  total_cap_limit: number | null;
  /** Hours as [{"day":0,"time_from":"09:00","time_to":"17:00"}] (day 0 = Sunday); blank = always open */
  open_times: Json | null;
  /** Offers this buyer takes calls for */
  offer_ids: number[];
  /** Groups the buyer belongs to */
  buyer_group_ids: number[];
  /** Suppression lists applied to this buyer */
  buyer_suppression_ids: number[];
  /** Calls this buyer takes: [{"key":"caller_state","operator":"in","value":"CA,NV"}], operators ==, !=, =~, !~, <, <=, >, >=, in, not in on any token of the call; blank: every call */
  token_filters: Json | null;
  /** Most calls dialled to it per hour (blank: no cap) */
  attempt_hourly_limit: number | null;
  /** Most calls dialled to it per day (blank: no cap) */
  attempt_daily_limit: number | null;
  /** Most calls dialled to it per month (blank: no cap) */
  attempt_monthly_limit: number | null;
  /** Most calls dialled to it ever (blank: no cap) */
  attempt_total_limit: number | null;
  /** Most converted calls (buyer conversions fired) per hour (blank: no cap) */
  buyer_conversion_hourly_limit: number | null;
  /** Most converted calls (buyer conversions fired) per day (blank: no cap) */
  buyer_conversion_daily_limit: number | null;
  /** Most converted calls (buyer conversions fired) per month (blank: no cap) */
  buyer_conversion_monthly_limit: number | null;
  /** Most converted calls (buyer conversions fired) ever (blank: no cap) */
  buyer_conversion_total_limit: number | null;
  /** Most dollars of revenue earned per hour (blank: no cap) */
  revenue_hourly_limit: number | null;
  /** Most dollars of revenue earned per day (blank: no cap) */
  revenue_daily_limit: number | null;
  /** Most dollars of revenue earned per month (blank: no cap) */
  revenue_monthly_limit: number | null;
  /** Most dollars of revenue earned ever (blank: no cap) */
  revenue_total_limit: number | null;
  /** Pause the buyer after this many unanswered or failed rings within auto_pause_window_minutes (blank: never) */
  auto_pause_failed_calls: number | null;
  /** Minutes the unanswered or failed rings are counted over */
  auto_pause_window_minutes: number | null;
  /** Minutes after which an automatically paused buyer takes calls again (blank: until unpaused by hand) */
  auto_pause_cooldown_minutes: number | null;
  /** Why the buyer is paused: auto_paused_failed_calls when its health rule paused it; blank otherwise */
  paused_reason: string | null;
  /** The rule that paused it, in words: how many rings, over which window */
  paused_reason_details: string | null;
  /** When the health rule last paused the buyer */
  auto_paused_at: string | null;
  /** When the cool-down ends and the buyer takes calls again (blank: by hand) */
  auto_unpause_at: string | null;
}

export type BuyerColumn = keyof Buyer;

export interface BuyerListParams extends ListParamsBase<BuyerColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'tier';
  /** Display name */
  name?: string;
  /** Your own external id for the buyer; GET /buyers/:user_buyer_id/by_user_buyer_id finds it */
  user_buyer_id?: string;
  /** Where calls are sent: E.164, or a SIP URI containing [number_to_dial] and @domain */
  number?: string;
  /** Digits sent after answer; w waits 0.5 s, W waits 1 s */
  dtmf_tones?: string;
  /** Routing priority: lower tiers are tried first (may be negative) */
  tier?: number | number[];
  /** Share of calls inside a tier (weight 3 gets ~3x weight 1) */
  weight?: number | number[];
  /** How this buyer is ranked */
  route_by_type?: ('tier' | 'revenue' | 'epc') | ('tier' | 'revenue' | 'epc')[];
  /** Seconds to ring before trying the next buyer */
  timeout_seconds?: number | number[];
  /** A paused buyer receives nothing */
  paused?: boolean;
  /** Most simultaneous calls (blank: no cap) */
  concurrency_cap_limit?: number | number[];
  /** Most connected calls per hour */
  hourly_cap_limit?: number | number[];
  /** Most connected calls per day */
  daily_cap_limit?: number | number[];
  /** Most connected calls per month */
  monthly_cap_limit?: number | number[];
  /** Most connected calls ever */
  total_cap_limit?: number | number[];
  /** Most calls dialled to it per hour (blank: no cap) */
  attempt_hourly_limit?: number | number[];
  /** Most calls dialled to it per day (blank: no cap) */
  attempt_daily_limit?: number | number[];
  /** Most calls dialled to it per month (blank: no cap) */
  attempt_monthly_limit?: number | number[];
  /** Most calls dialled to it ever (blank: no cap) */
  attempt_total_limit?: number | number[];
  /** Most converted calls (buyer conversions fired) per hour (blank: no cap) */
  buyer_conversion_hourly_limit?: number | number[];
  /** Most converted calls (buyer conversions fired) per day (blank: no cap) */
  buyer_conversion_daily_limit?: number | number[];
  /** Most converted calls (buyer conversions fired) per month (blank: no cap) */
  buyer_conversion_monthly_limit?: number | number[];
  /** Most converted calls (buyer conversions fired) ever (blank: no cap) */
  buyer_conversion_total_limit?: number | number[];
  /** Most dollars of revenue earned per hour (blank: no cap) */
  revenue_hourly_limit?: number;
  /** Most dollars of revenue earned per day (blank: no cap) */
  revenue_daily_limit?: number;
  /** Most dollars of revenue earned per month (blank: no cap) */
  revenue_monthly_limit?: number;
  /** Most dollars of revenue earned ever (blank: no cap) */
  revenue_total_limit?: number;
  /** Pause the buyer after this many unanswered or failed rings within auto_pause_window_minutes (blank: never) */
  auto_pause_failed_calls?: number | number[];
  /** Minutes the unanswered or failed rings are counted over */
  auto_pause_window_minutes?: number | number[];
  /** Minutes after which an automatically paused buyer takes calls again (blank: until unpaused by hand) */
  auto_pause_cooldown_minutes?: number | number[];
  /** Why the buyer is paused: auto_paused_failed_calls when its health rule paused it; blank otherwise */
  paused_reason?: string;
}

export interface BuyerBuildParams {
  /** Display name */
  name?: string;
  /** Your own external id for the buyer; GET /buyers/:user_buyer_id/by_user_buyer_id finds it */
  user_buyer_id?: string | null;
  /** Where calls are sent: E.164, or a SIP URI containing [number_to_dial] and @domain */
  number?: string;
  /** Digits sent after answer; w waits 0.5 s, W waits 1 s */
  dtmf_tones?: string | null;
  /** Routing priority: lower tiers are tried first (may be negative) */
  tier?: number | null;
  /** Share of calls inside a tier (weight 3 gets ~3x weight 1) */
  weight?: number | null;
  /** How this buyer is ranked */
  route_by_type?: 'tier' | 'revenue' | 'epc' | null;
  /** Seconds to ring before trying the next buyer */
  timeout_seconds?: number | null;
  /** IANA time zone of the buyer hours (default: the company zone) */
  time_zone?: string | null;
  /** A paused buyer receives nothing */
  paused?: boolean | null;
  /** Most simultaneous calls (blank: no cap) */
  concurrency_cap_limit?: number | null;
  /** Most connected calls per hour */
  hourly_cap_limit?: number | null;
  /** Most connected calls per day */
  daily_cap_limit?: number | null;
  /** Most connected calls per month */
  monthly_cap_limit?: number | null;
  /** Most connected calls ever */
  total_cap_limit?: number | null;
  /** Hours as [{"day":0,"time_from":"09:00","time_to":"17:00"}] (day 0 = Sunday); blank = always open */
  open_times?: JsonObject | Json[] | null;
  /** Offers this buyer takes calls for */
  offer_ids?: number[];
  /** Groups the buyer belongs to */
  buyer_group_ids?: number[];
  /** Suppression lists applied to this buyer */
  buyer_suppression_ids?: number[];
  /** Calls this buyer takes: [{"key":"caller_state","operator":"in","value":"CA,NV"}], operators ==, !=, =~, !~, <, <=, >, >=, in, not in on any token of the call; blank: every call */
  token_filters?: JsonObject | Json[] | null;
  /** Most calls dialled to it per hour (blank: no cap) */
  attempt_hourly_limit?: number | null;
  /** Most calls dialled to it per day (blank: no cap) */
  attempt_daily_limit?: number | null;
  /** Most calls dialled to it per month (blank: no cap) */
  attempt_monthly_limit?: number | null;
  /** Most calls dialled to it ever (blank: no cap) */
  attempt_total_limit?: number | null;
  /** Most converted calls (buyer conversions fired) per hour (blank: no cap) */
  buyer_conversion_hourly_limit?: number | null;
  /** Most converted calls (buyer conversions fired) per day (blank: no cap) */
  buyer_conversion_daily_limit?: number | null;
  /** Most converted calls (buyer conversions fired) per month (blank: no cap) */
  buyer_conversion_monthly_limit?: number | null;
  /** Most converted calls (buyer conversions fired) ever (blank: no cap) */
  buyer_conversion_total_limit?: number | null;
  /** Most dollars of revenue earned per hour (blank: no cap) */
  revenue_hourly_limit?: number | null;
  /** Most dollars of revenue earned per day (blank: no cap) */
  revenue_daily_limit?: number | null;
  /** Most dollars of revenue earned per month (blank: no cap) */
  revenue_monthly_limit?: number | null;
  /** Most dollars of revenue earned ever (blank: no cap) */
  revenue_total_limit?: number | null;
  /** Pause the buyer after this many unanswered or failed rings within auto_pause_window_minutes (blank: never) */
  auto_pause_failed_calls?: number | null;
  /** Minutes the unanswered or failed rings are counted over */
  auto_pause_window_minutes?: number | null;
  /** Minutes after which an automatically paused buyer takes calls again (blank: until unpaused by hand) */
  auto_pause_cooldown_minutes?: number | null;
}

export interface BuyerCreateParams {
  /** Display name */
  name: string;
  /** Your own external id for the buyer; GET /buyers/:user_buyer_id/by_user_buyer_id finds it */
  user_buyer_id?: string | null;
  /** Where calls are sent: E.164, or a SIP URI containing [number_to_dial] and @domain */
  number: string;
  /** Digits sent after answer; w waits 0.5 s, W waits 1 s */
  dtmf_tones?: string | null;
  /** Routing priority: lower tiers are tried first (may be negative) */
  tier?: number | null;
  /** Share of calls inside a tier (weight 3 gets ~3x weight 1) */
  weight?: number | null;
  /** How this buyer is ranked */
  route_by_type?: 'tier' | 'revenue' | 'epc' | null;
  /** Seconds to ring before trying the next buyer */
  timeout_seconds?: number | null;
  /** IANA time zone of the buyer hours (default: the company zone) */
  time_zone?: string | null;
  /** A paused buyer receives nothing */
  paused?: boolean | null;
  /** Most simultaneous calls (blank: no cap) */
  concurrency_cap_limit?: number | null;
  /** Most connected calls per hour */
  hourly_cap_limit?: number | null;
  /** Most connected calls per day */
  daily_cap_limit?: number | null;
  /** Most connected calls per month */
  monthly_cap_limit?: number | null;
  /** Most connected calls ever */
  total_cap_limit?: number | null;
  /** Hours as [{"day":0,"time_from":"09:00","time_to":"17:00"}] (day 0 = Sunday); blank = always open */
  open_times?: JsonObject | Json[] | null;
  /** Offers this buyer takes calls for */
  offer_ids?: number[];
  /** Adds to offer_ids (ids); safe under concurrent requests */
  add_offer_ids?: number[];
  /** Removes from offer_ids (ids); safe under concurrent requests */
  remove_offer_ids?: number[];
  /** Groups the buyer belongs to */
  buyer_group_ids?: number[];
  /** Adds to buyer_group_ids (ids); safe under concurrent requests */
  add_buyer_group_ids?: number[];
  /** Removes from buyer_group_ids (ids); safe under concurrent requests */
  remove_buyer_group_ids?: number[];
  /** Suppression lists applied to this buyer */
  buyer_suppression_ids?: number[];
  /** Adds to buyer_suppression_ids (ids); safe under concurrent requests */
  add_buyer_suppression_ids?: number[];
  /** Removes from buyer_suppression_ids (ids); safe under concurrent requests */
  remove_buyer_suppression_ids?: number[];
  /** Calls this buyer takes: [{"key":"caller_state","operator":"in","value":"CA,NV"}], operators ==, !=, =~, !~, <, <=, >, >=, in, not in on any token of the call; blank: every call */
  token_filters?: JsonObject | Json[] | null;
  /** Most calls dialled to it per hour (blank: no cap) */
  attempt_hourly_limit?: number | null;
  /** Most calls dialled to it per day (blank: no cap) */
  attempt_daily_limit?: number | null;
  /** Most calls dialled to it per month (blank: no cap) */
  attempt_monthly_limit?: number | null;
  /** Most calls dialled to it ever (blank: no cap) */
  attempt_total_limit?: number | null;
  /** Most converted calls (buyer conversions fired) per hour (blank: no cap) */
  buyer_conversion_hourly_limit?: number | null;
  /** Most converted calls (buyer conversions fired) per day (blank: no cap) */
  buyer_conversion_daily_limit?: number | null;
  /** Most converted calls (buyer conversions fired) per month (blank: no cap) */
  buyer_conversion_monthly_limit?: number | null;
  /** Most converted calls (buyer conversions fired) ever (blank: no cap) */
  buyer_conversion_total_limit?: number | null;
  /** Most dollars of revenue earned per hour (blank: no cap) */
  revenue_hourly_limit?: number | null;
  /** Most dollars of revenue earned per day (blank: no cap) */
  revenue_daily_limit?: number | null;
  /** Most dollars of revenue earned per month (blank: no cap) */
  revenue_monthly_limit?: number | null;
  /** Most dollars of revenue earned ever (blank: no cap) */
  revenue_total_limit?: number | null;
  /** Pause the buyer after this many unanswered or failed rings within auto_pause_window_minutes (blank: never) */
  auto_pause_failed_calls?: number | null;
  /** Minutes the unanswered or failed rings are counted over */
  auto_pause_window_minutes?: number | null;
  /** Minutes after which an automatically paused buyer takes calls again (blank: until unpaused by hand) */
  auto_pause_cooldown_minutes?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface BuyerShowParams extends ShowParamsBase<BuyerColumn> {
}

export interface BuyerUpdateParams {
  /** Display name */
  name?: string;
  /** Your own external id for the buyer; GET /buyers/:user_buyer_id/by_user_buyer_id finds it */
  user_buyer_id?: string | null;
  /** Where calls are sent: E.164, or a SIP URI containing [number_to_dial] and @domain */
  number?: string;
  /** Digits sent after answer; w waits 0.5 s, W waits 1 s */
  dtmf_tones?: string | null;
  /** Routing priority: lower tiers are tried first (may be negative) */
  tier?: number | null;
  /** Share of calls inside a tier (weight 3 gets ~3x weight 1) */
  weight?: number | null;
  /** How this buyer is ranked */
  route_by_type?: 'tier' | 'revenue' | 'epc' | null;
  /** Seconds to ring before trying the next buyer */
  timeout_seconds?: number | null;
  /** IANA time zone of the buyer hours (default: the company zone) */
  time_zone?: string | null;
  /** A paused buyer receives nothing */
  paused?: boolean | null;
  /** Most simultaneous calls (blank: no cap) */
  concurrency_cap_limit?: number | null;
  /** Most connected calls per hour */
  hourly_cap_limit?: number | null;
  /** Most connected calls per day */
  daily_cap_limit?: number | null;
  /** Most connected calls per month */
  monthly_cap_limit?: number | null;
  /** Most connected calls ever */
  total_cap_limit?: number | null;
  /** Hours as [{"day":0,"time_from":"09:00","time_to":"17:00"}] (day 0 = Sunday); blank = always open */
  open_times?: JsonObject | Json[] | null;
  /** Offers this buyer takes calls for */
  offer_ids?: number[];
  /** Adds to offer_ids (ids); safe under concurrent requests */
  add_offer_ids?: number[];
  /** Removes from offer_ids (ids); safe under concurrent requests */
  remove_offer_ids?: number[];
  /** Groups the buyer belongs to */
  buyer_group_ids?: number[];
  /** Adds to buyer_group_ids (ids); safe under concurrent requests */
  add_buyer_group_ids?: number[];
  /** Removes from buyer_group_ids (ids); safe under concurrent requests */
  remove_buyer_group_ids?: number[];
  /** Suppression lists applied to this buyer */
  buyer_suppression_ids?: number[];
  /** Adds to buyer_suppression_ids (ids); safe under concurrent requests */
  add_buyer_suppression_ids?: number[];
  /** Removes from buyer_suppression_ids (ids); safe under concurrent requests */
  remove_buyer_suppression_ids?: number[];
  /** Calls this buyer takes: [{"key":"caller_state","operator":"in","value":"CA,NV"}], operators ==, !=, =~, !~, <, <=, >, >=, in, not in on any token of the call; blank: every call */
  token_filters?: JsonObject | Json[] | null;
  /** Most calls dialled to it per hour (blank: no cap) */
  attempt_hourly_limit?: number | null;
  /** Most calls dialled to it per day (blank: no cap) */
  attempt_daily_limit?: number | null;
  /** Most calls dialled to it per month (blank: no cap) */
  attempt_monthly_limit?: number | null;
  /** Most calls dialled to it ever (blank: no cap) */
  attempt_total_limit?: number | null;
  /** Most converted calls (buyer conversions fired) per hour (blank: no cap) */
  buyer_conversion_hourly_limit?: number | null;
  /** Most converted calls (buyer conversions fired) per day (blank: no cap) */
  buyer_conversion_daily_limit?: number | null;
  /** Most converted calls (buyer conversions fired) per month (blank: no cap) */
  buyer_conversion_monthly_limit?: number | null;
  /** Most converted calls (buyer conversions fired) ever (blank: no cap) */
  buyer_conversion_total_limit?: number | null;
  /** Most dollars of revenue earned per hour (blank: no cap) */
  revenue_hourly_limit?: number | null;
  /** Most dollars of revenue earned per day (blank: no cap) */
  revenue_daily_limit?: number | null;
  /** Most dollars of revenue earned per month (blank: no cap) */
  revenue_monthly_limit?: number | null;
  /** Most dollars of revenue earned ever (blank: no cap) */
  revenue_total_limit?: number | null;
  /** Pause the buyer after this many unanswered or failed rings within auto_pause_window_minutes (blank: never) */
  auto_pause_failed_calls?: number | null;
  /** Minutes the unanswered or failed rings are counted over */
  auto_pause_window_minutes?: number | null;
  /** Minutes after which an automatically paused buyer takes calls again (blank: until unpaused by hand) */
  auto_pause_cooldown_minutes?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type BuyerDestroyParams = Record<string, never>;

/** Buyer group: Buyers routed together. A group tier and weight override those of its buyers; caps and concurrency apply to the group as a whole. */
export interface BuyerGroup {
  id: number;
  legacy_id: number;
  type: 'BuyerGroup';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  name: string;
  tier: number | null;
  weight: number | null;
  dial_buyers_type: 'sequentially' | 'simultaneously' | null;
  concurrency_cap_limit: number | null;
  concurrency_cap_used: number;
  maxed_out: boolean;
  buyer_ids: number[];
  /** Most calls dialled to it per hour (blank: no cap) */
  attempt_hourly_limit: number | null;
  /** Most calls dialled to it per day (blank: no cap) */
  attempt_daily_limit: number | null;
  /** Most calls dialled to it per month (blank: no cap) */
  attempt_monthly_limit: number | null;
  /** Most calls dialled to it ever (blank: no cap) */
  attempt_total_limit: number | null;
  /** Most calls forwarded to it per hour (blank: no cap) */
  connection_hourly_limit: number | null;
  /** Most calls forwarded to it per day (blank: no cap) */
  connection_daily_limit: number | null;
  /** Most calls forwarded to it per month (blank: no cap) */
  connection_monthly_limit: number | null;
  /** Most calls forwarded to it ever (blank: no cap) */
  connection_total_limit: number | null;
  /** Most converted calls (buyer conversions fired) per hour (blank: no cap) */
  buyer_conversion_hourly_limit: number | null;
  /** Most converted calls (buyer conversions fired) per day (blank: no cap) */
  buyer_conversion_daily_limit: number | null;
  /** Most converted calls (buyer conversions fired) per month (blank: no cap) */
  buyer_conversion_monthly_limit: number | null;
  /** Most converted calls (buyer conversions fired) ever (blank: no cap) */
  buyer_conversion_total_limit: number | null;
  /** Most dollars of revenue earned per hour (blank: no cap) */
  revenue_hourly_limit: number | null;
  /** Most dollars of revenue earned per day (blank: no cap) */
  revenue_daily_limit: number | null;
  /** Most dollars of revenue earned per month (blank: no cap) */
  revenue_monthly_limit: number | null;
  /** Most dollars of revenue earned ever (blank: no cap) */
  revenue_total_limit: number | null;
}

export type BuyerGroupColumn = keyof BuyerGroup;

export interface BuyerGroupListParams extends ListParamsBase<BuyerGroupColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'tier';
  name?: string;
  tier?: number | number[];
  weight?: number | number[];
  dial_buyers_type?: ('sequentially' | 'simultaneously') | ('sequentially' | 'simultaneously')[];
  concurrency_cap_limit?: number | number[];
  concurrency_cap_used?: number | number[];
  maxed_out?: boolean;
  /** Most calls dialled to it per hour (blank: no cap) */
  attempt_hourly_limit?: number | number[];
  /** Most calls dialled to it per day (blank: no cap) */
  attempt_daily_limit?: number | number[];
  /** Most calls dialled to it per month (blank: no cap) */
  attempt_monthly_limit?: number | number[];
  /** Most calls dialled to it ever (blank: no cap) */
  attempt_total_limit?: number | number[];
  /** Most calls forwarded to it per hour (blank: no cap) */
  connection_hourly_limit?: number | number[];
  /** Most calls forwarded to it per day (blank: no cap) */
  connection_daily_limit?: number | number[];
  /** Most calls forwarded to it per month (blank: no cap) */
  connection_monthly_limit?: number | number[];
  /** Most calls forwarded to it ever (blank: no cap) */
  connection_total_limit?: number | number[];
  /** Most converted calls (buyer conversions fired) per hour (blank: no cap) */
  buyer_conversion_hourly_limit?: number | number[];
  /** Most converted calls (buyer conversions fired) per day (blank: no cap) */
  buyer_conversion_daily_limit?: number | number[];
  /** Most converted calls (buyer conversions fired) per month (blank: no cap) */
  buyer_conversion_monthly_limit?: number | number[];
  /** Most converted calls (buyer conversions fired) ever (blank: no cap) */
  buyer_conversion_total_limit?: number | number[];
  /** Most dollars of revenue earned per hour (blank: no cap) */
  revenue_hourly_limit?: number;
  /** Most dollars of revenue earned per day (blank: no cap) */
  revenue_daily_limit?: number;
  /** Most dollars of revenue earned per month (blank: no cap) */
  revenue_monthly_limit?: number;
  /** Most dollars of revenue earned ever (blank: no cap) */
  revenue_total_limit?: number;
}

export interface BuyerGroupCreateParams {
  name: string;
  tier?: number | null;
  weight?: number | null;
  dial_buyers_type?: 'sequentially' | 'simultaneously' | null;
  concurrency_cap_limit?: number | null;
  buyer_ids?: number[];
  /** Adds to buyer_ids (ids); safe under concurrent requests */
  add_buyer_ids?: number[];
  /** Removes from buyer_ids (ids); safe under concurrent requests */
  remove_buyer_ids?: number[];
  /** Most calls dialled to it per hour (blank: no cap) */
  attempt_hourly_limit?: number | null;
  /** Most calls dialled to it per day (blank: no cap) */
  attempt_daily_limit?: number | null;
  /** Most calls dialled to it per month (blank: no cap) */
  attempt_monthly_limit?: number | null;
  /** Most calls dialled to it ever (blank: no cap) */
  attempt_total_limit?: number | null;
  /** Most calls forwarded to it per hour (blank: no cap) */
  connection_hourly_limit?: number | null;
  /** Most calls forwarded to it per day (blank: no cap) */
  connection_daily_limit?: number | null;
  /** Most calls forwarded to it per month (blank: no cap) */
  connection_monthly_limit?: number | null;
  /** Most calls forwarded to it ever (blank: no cap) */
  connection_total_limit?: number | null;
  /** Most converted calls (buyer conversions fired) per hour (blank: no cap) */
  buyer_conversion_hourly_limit?: number | null;
  /** Most converted calls (buyer conversions fired) per day (blank: no cap) */
  buyer_conversion_daily_limit?: number | null;
  /** Most converted calls (buyer conversions fired) per month (blank: no cap) */
  buyer_conversion_monthly_limit?: number | null;
  /** Most converted calls (buyer conversions fired) ever (blank: no cap) */
  buyer_conversion_total_limit?: number | null;
  /** Most dollars of revenue earned per hour (blank: no cap) */
  revenue_hourly_limit?: number | null;
  /** Most dollars of revenue earned per day (blank: no cap) */
  revenue_daily_limit?: number | null;
  /** Most dollars of revenue earned per month (blank: no cap) */
  revenue_monthly_limit?: number | null;
  /** Most dollars of revenue earned ever (blank: no cap) */
  revenue_total_limit?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface BuyerGroupShowParams extends ShowParamsBase<BuyerGroupColumn> {
}

export interface BuyerGroupUpdateParams {
  name?: string;
  tier?: number | null;
  weight?: number | null;
  dial_buyers_type?: 'sequentially' | 'simultaneously' | null;
  concurrency_cap_limit?: number | null;
  buyer_ids?: number[];
  /** Adds to buyer_ids (ids); safe under concurrent requests */
  add_buyer_ids?: number[];
  /** Removes from buyer_ids (ids); safe under concurrent requests */
  remove_buyer_ids?: number[];
  /** Most calls dialled to it per hour (blank: no cap) */
  attempt_hourly_limit?: number | null;
  /** Most calls dialled to it per day (blank: no cap) */
  attempt_daily_limit?: number | null;
  /** Most calls dialled to it per month (blank: no cap) */
  attempt_monthly_limit?: number | null;
  /** Most calls dialled to it ever (blank: no cap) */
  attempt_total_limit?: number | null;
  /** Most calls forwarded to it per hour (blank: no cap) */
  connection_hourly_limit?: number | null;
  /** Most calls forwarded to it per day (blank: no cap) */
  connection_daily_limit?: number | null;
  /** Most calls forwarded to it per month (blank: no cap) */
  connection_monthly_limit?: number | null;
  /** Most calls forwarded to it ever (blank: no cap) */
  connection_total_limit?: number | null;
  /** Most converted calls (buyer conversions fired) per hour (blank: no cap) */
  buyer_conversion_hourly_limit?: number | null;
  /** Most converted calls (buyer conversions fired) per day (blank: no cap) */
  buyer_conversion_daily_limit?: number | null;
  /** Most converted calls (buyer conversions fired) per month (blank: no cap) */
  buyer_conversion_monthly_limit?: number | null;
  /** Most converted calls (buyer conversions fired) ever (blank: no cap) */
  buyer_conversion_total_limit?: number | null;
  /** Most dollars of revenue earned per hour (blank: no cap) */
  revenue_hourly_limit?: number | null;
  /** Most dollars of revenue earned per day (blank: no cap) */
  revenue_daily_limit?: number | null;
  /** Most dollars of revenue earned per month (blank: no cap) */
  revenue_monthly_limit?: number | null;
  /** Most dollars of revenue earned ever (blank: no cap) */
  revenue_total_limit?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type BuyerGroupDestroyParams = Record<string, never>;

/** Buyer fleet: A set of buyers treated as one for duplicate-call checks and system tokens: a caller sold to (converted for) one member inside the offer's repeat window is not forwarded to another (the trace names fleet_duplicate), and a call forwarded to a member carries the fleet in its user_fleet_id token. */
export interface BuyerFleet {
  id: number;
  legacy_id: number;
  type: 'BuyerFleet';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  company_id: number | null;
  name: string;
  description: string | null;
  /** Unique; used in system tokens to identify fleet membership */
  user_fleet_id: string;
  buyers_count: number | null;
  /** Buyers in the fleet */
  buyer_ids: number[];
}

export type BuyerFleetColumn = keyof BuyerFleet;

export interface BuyerFleetListParams extends ListParamsBase<BuyerFleetColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name';
  name?: string;
  /** Unique; used in system tokens to identify fleet membership */
  user_fleet_id?: string;
}

export interface BuyerFleetCreateParams {
  name: string;
  description?: string | null;
  /** Unique; used in system tokens to identify fleet membership */
  user_fleet_id: string;
  /** Buyers in the fleet */
  buyer_ids?: number[];
  /** Adds to buyer_ids (ids); safe under concurrent requests */
  add_buyer_ids?: number[];
  /** Removes from buyer_ids (ids); safe under concurrent requests */
  remove_buyer_ids?: number[];
  /** Your own id for the record */
  external_record_id?: string;
}

export interface BuyerFleetShowParams extends ShowParamsBase<BuyerFleetColumn> {
}

export interface BuyerFleetUpdateParams {
  name?: string;
  description?: string | null;
  /** Unique; used in system tokens to identify fleet membership */
  user_fleet_id?: string;
  /** Buyers in the fleet */
  buyer_ids?: number[];
  /** Adds to buyer_ids (ids); safe under concurrent requests */
  add_buyer_ids?: number[];
  /** Removes from buyer_ids (ids); safe under concurrent requests */
  remove_buyer_ids?: number[];
  /** Your own id for the record */
  external_record_id?: string;
}

export type BuyerFleetDestroyParams = Record<string, never>;

/** Buyer suppression: Do-not-call lists of phone numbers that block matching contacts from reaching the offers, schedules or buyers they are attached to. Create takes an optional CSV as a multipart import_file, imported in the background (status pending → started → succeeded | failed | stopped); numbers are added and removed with caller_block and caller_unblock. */
export interface BuyerSuppression {
  id: number;
  legacy_id: number;
  type: 'BuyerSuppression';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  name: string;
  /** Not kept: uploaded files are deleted once imported */
  import_file_url: string | null;
  /** Import status: pending, started, succeeded, failed, or stopped (interrupted; resumes by itself) */
  status: 'pending' | 'started' | 'succeeded' | 'failed' | 'stopped';
  /** CSV column that holds the phone numbers (blank: the first column that looks like phone numbers) */
  caller_id_column_name: string | null;
  /** Column headers of the uploaded CSV (detected from the file) */
  headers: string[] | null;
  blocked: boolean;
  /** Why the import failed, or which rows it rejected (not phone numbers, or shorter than 5 digits) */
  error_message: string | null;
  /** Distinct numbers written to the list: by its imports and caller_block, less those caller_unblock removed */
  import_count: number;
  /** Numbers received: data rows of the uploaded file, and the distinct caller_ids of each caller_block */
  total_count: number;
  /** Import progress, 0 to 100: reading the file is the first half, writing the numbers the second */
  import_percent: number;
  /** When the import (last) started */
  started_at: string | null;
  /** When the import failed */
  failed_at: string | null;
  /** When the import was interrupted */
  stopped_at: string | null;
  /** When the import finished */
  succeeded_at: string | null;
  /** Buyers that use this list */
  buyer_ids: number[];
  /** Offers that use this list (set on create, or on the offer) */
  offer_ids: number[];
  /** Schedules that use this list (set on create, or on the schedule) */
  schedule_ids: number[];
}

export type BuyerSuppressionColumn = keyof BuyerSuppression;

export interface BuyerSuppressionListParams extends ListParamsBase<BuyerSuppressionColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name';
  name?: string;
  /** Not kept: uploaded files are deleted once imported */
  import_file_url?: string;
  /** Import status: pending, started, succeeded, failed, or stopped (interrupted; resumes by itself) */
  status?: ('pending' | 'started' | 'succeeded' | 'failed' | 'stopped') | ('pending' | 'started' | 'succeeded' | 'failed' | 'stopped')[];
  /** CSV column that holds the phone numbers (blank: the first column that looks like phone numbers) */
  caller_id_column_name?: string;
  blocked?: boolean;
  /** Distinct numbers written to the list: by its imports and caller_block, less those caller_unblock removed */
  import_count?: number | number[];
  /** Numbers received: data rows of the uploaded file, and the distinct caller_ids of each caller_block */
  total_count?: number | number[];
  /** Import progress, 0 to 100: reading the file is the first half, writing the numbers the second */
  import_percent?: number;
}

export interface BuyerSuppressionBuildParams {
  name?: string;
  /** CSV column that holds the phone numbers (blank: the first column that looks like phone numbers) */
  caller_id_column_name?: string | null;
  /** Buyers that use this list */
  buyer_ids?: number[];
}

export interface BuyerSuppressionCreateParams {
  name: string;
  /** CSV column that holds the phone numbers (blank: the first column that looks like phone numbers) */
  caller_id_column_name?: string | null;
  /** Column headers of the uploaded CSV (detected from the file) */
  headers?: string[];
  /** Buyers that use this list */
  buyer_ids?: number[];
  /** Adds to buyer_ids (ids); safe under concurrent requests */
  add_buyer_ids?: number[];
  /** Removes from buyer_ids (ids); safe under concurrent requests */
  remove_buyer_ids?: number[];
  /** Adds to buyer_ids (user_buyer_id values); safe under concurrent requests */
  add_user_buyer_ids?: string[];
  /** Removes from buyer_ids (user_buyer_id values); safe under concurrent requests */
  remove_user_buyer_ids?: string[];
  /** Offers that use this list (set on create, or on the offer) */
  offer_ids?: number[];
  /** Adds to offer_ids (ids); safe under concurrent requests */
  add_offer_ids?: number[];
  /** Removes from offer_ids (ids); safe under concurrent requests */
  remove_offer_ids?: number[];
  /** Schedules that use this list (set on create, or on the schedule) */
  schedule_ids?: number[];
  /** Adds to schedule_ids (ids); safe under concurrent requests */
  add_schedule_ids?: number[];
  /** Removes from schedule_ids (ids); safe under concurrent requests */
  remove_schedule_ids?: number[];
  /** Your own id for the record */
  external_record_id?: string;
}

export interface BuyerSuppressionShowParams extends ShowParamsBase<BuyerSuppressionColumn> {
}

export interface BuyerSuppressionUpdateParams {
  name?: string;
  /** Buyers that use this list */
  buyer_ids?: number[];
  /** Adds to buyer_ids (ids); safe under concurrent requests */
  add_buyer_ids?: number[];
  /** Removes from buyer_ids (ids); safe under concurrent requests */
  remove_buyer_ids?: number[];
  /** Adds to buyer_ids (user_buyer_id values); safe under concurrent requests */
  add_user_buyer_ids?: string[];
  /** Removes from buyer_ids (user_buyer_id values); safe under concurrent requests */
  remove_user_buyer_ids?: string[];
  /** Your own id for the record */
  external_record_id?: string;
}

export type BuyerSuppressionDestroyParams = Record<string, never>;

/** Contact: A phone number the company has dealt with: its blacklist and opt-out flags and call counters. GET and PUT /contacts/:id accept the id, the uuid or the number (10+ digits, with or without +). */
export interface Contact {
  id: number;
  legacy_id: number;
  type: 'Contact';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** The number, E.164 */
  number: string | null;
  /** On the company blacklist: no inbound or outbound interaction at all */
  blocked: boolean | null;
  /** Opted out: no further calls, texts or e-mails */
  opt_out: boolean | null;
  /** When the contact was put on the blacklist */
  blocked_at: string | null;
  /** When the contact opted out of text messages */
  sms_opt_out_at: string | null;
  /** E-mail address the mail server refused for good (an SMTP 5xx): it is not e-mailed again */
  email_bounced_address: string | null;
  /** When that address bounced */
  email_bounced_at: string | null;
  /** The mail server's words, e.g. 550 5.1.1 No such user */
  email_bounce_reason: string | null;
  /** Calls with this number */
  calls_count: number;
  /** Outbound calls that failed */
  outbound_call_failure_count: number;
  /** Outbound calls nobody answered */
  outbound_no_answer_count: number;
}

export type ContactColumn = keyof Contact;

export interface ContactListParams extends ListParamsBase<ContactColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'number' | 'blocked_at';
  /** The number, E.164 */
  number?: string;
  /** On the company blacklist: no inbound or outbound interaction at all */
  blocked?: boolean;
  /** Opted out: no further calls, texts or e-mails */
  opt_out?: boolean;
  /** E-mail address the mail server refused for good (an SMTP 5xx): it is not e-mailed again */
  email_bounced_address?: string;
  /** Calls with this number */
  calls_count?: number | number[];
  /** Outbound calls that failed */
  outbound_call_failure_count?: number | number[];
  /** Outbound calls nobody answered */
  outbound_no_answer_count?: number | number[];
}

export interface ContactShowParams extends ShowParamsBase<ContactColumn> {
}

export interface ContactUpdateParams {
  /** On the company blacklist: no inbound or outbound interaction at all */
  blocked?: boolean | null;
  /** Opted out: no further calls, texts or e-mails */
  opt_out?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

/** Lead: A person to call, text or e-mail, submitted with an offer or schedule lead_token (POST /leads). One active lead per caller per offer or schedule; blacklisted, suppressed and opted-out numbers are stored with that status and never actioned. */
export interface Lead {
  id: number;
  legacy_id: number;
  type: 'Lead';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** The lead’s phone number, E.164 */
  caller_id: string | null;
  /** The contact: one per company and number, holding its blacklist and opt-outs */
  contact_id: number | null;
  /** Offer the lead belongs to */
  offer_id: number | null;
  /** Schedule working the lead (schedule lead tokens) */
  schedule_id: number | null;
  /** The lead_distribution schedule the lead was posted to (blank: posted straight to its offer or schedule) */
  distribution_schedule_id: number | null;
  /** The distribution that sent the lead to schedule_id (blank: none took it, and it stays on distribution_schedule_id) */
  schedule_distribution_id: number | null;
  /** Why each distribution took the lead or not: [{"schedule_distribution_id":3,"name":"CA","target_schedule_id":9,"result":"filters_failed","detail":"geo_state in CA,NV: the lead has \"TX\""}]; result taken, inactive, bad_filters, filters_failed, cap_reached, target_unavailable or not_tried (docs/schedules.md) */
  distribution_log: Json | null;
  /** Publisher that sent the lead */
  traffic_source_id: number | null;
  /** Where the lead is (domain notes 3.4) */
  status: 'scheduled' | 'waiting' | 'running' | 'queue' | 'waiting_call_disposition' | 'success' | 'completed' | 'completed_attempted' | 'completed_connected' | 'completed_converted' | 'completed_with_one_call' | 'completed_with_many_calls' | 'exceeded_max_calls' | 'exceeded_short_calls' | 'dnc' | 'failure' | 'disabled' | 'blocked' | 'opt_out' | null;
  /** status, readable */
  human_status: string | null;
  /** The caller opted out: no calls, texts or e-mails. true also opts the number out company-wide */
  opt_out: boolean | null;
  /** true also adds the number to the company blacklist */
  blocked: boolean | null;
  /** E-mail address */
  email: string | null;
  /** First name */
  first_name: string | null;
  /** Last name */
  last_name: string | null;
  /** Street address */
  address: string | null;
  /** City */
  city: string | null;
  /** State or province (two-letter code for the US) */
  state_province: string | null;
  /** ZIP or postal code */
  zip_postal_code: string | null;
  /** IANA time zone of the lead (quiet hours) */
  time_zone: string | null;
  /** Which contact fields (agent script) the lead uses */
  contact_field_type: string | null;
  /** Lead tokens: every submitted key that is not a lead field, and the data hash */
  tokens: Json | null;
  /** Higher is worked first */
  lead_priority: number | null;
  /** Revenue earned from the lead */
  revenue: number | null;
  /** Payout owed for the lead */
  payout: number | null;
  /** The offer conversion fired */
  offer_converted: boolean | null;
  /** A buyer conversion fired */
  buyer_converted: boolean | null;
  /** When the schedule next acts on the lead (blank: nothing due) */
  next_action_at: string | null;
  /** next_action_at is set */
  has_next_action: boolean | null;
  /** Callback time asked for (also sets next_action_at) */
  schedule_callback_at: string | null;
  /** The lead ends (expired) at this time */
  expires_at: string | null;
  /** Most contact attempts (default: the schedule’s) */
  max_contact_attempts: number | null;
  /** Contact attempts made */
  contact_attempts: number;
  /** Last call placed to the lead (→ calls) */
  attempted_call_id: number | null;
  /** Last call that connected (→ calls) */
  connected_call_id: number | null;
  /** When the lead stopped being worked */
  ended_at: string | null;
  /** Why it stopped: expired, removed, … */
  end_reason: 'expired' | 'removed' | 'moved_to_end_of_schedule' | 'deleted' | 'schedule_finished' | 'choice' | 'max_contact_attempts' | null;
  /** Schedule leads: cadence (the main actions) or end_of_schedule (after a trigger or a move) */
  schedule_phase: 'cadence' | 'end_of_schedule' | null;
  /** Schedule leads: position of the next action in its phase, from 0 */
  schedule_step: number;
  /** End-of-schedule group the lead runs, when a trigger named one (blank: every end-of-schedule group) */
  end_of_schedule_group_id: number | null;
  /** The schedule action that ran last on the lead */
  last_schedule_action_id: number | null;
  /** Why the last schedule action failed or was put off (blank: it did its work) */
  last_schedule_action_error: string | null;
  /** Address the lead was submitted from */
  remote_ip: string | null;
}

export type LeadColumn = keyof Lead;

export interface LeadListParams extends ListParamsBase<LeadColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'status' | 'lead_priority' | 'next_action_at';
  /** The lead’s phone number, E.164 */
  caller_id?: string;
  /** The contact: one per company and number, holding its blacklist and opt-outs */
  contact_id?: number | number[];
  /** Offer the lead belongs to */
  offer_id?: number | number[];
  /** Schedule working the lead (schedule lead tokens) */
  schedule_id?: number | number[];
  /** The lead_distribution schedule the lead was posted to (blank: posted straight to its offer or schedule) */
  distribution_schedule_id?: number | number[];
  /** The distribution that sent the lead to schedule_id (blank: none took it, and it stays on distribution_schedule_id) */
  schedule_distribution_id?: number | number[];
  /** Publisher that sent the lead */
  traffic_source_id?: number | number[];
  /** Where the lead is (domain notes 3.4) */
  status?: ('scheduled' | 'waiting' | 'running' | 'queue' | 'waiting_call_disposition' | 'success' | 'completed' | 'completed_attempted' | 'completed_connected' | 'completed_converted' | 'completed_with_one_call' | 'completed_with_many_calls' | 'exceeded_max_calls' | 'exceeded_short_calls' | 'dnc' | 'failure' | 'disabled' | 'blocked' | 'opt_out') | ('scheduled' | 'waiting' | 'running' | 'queue' | 'waiting_call_disposition' | 'success' | 'completed' | 'completed_attempted' | 'completed_connected' | 'completed_converted' | 'completed_with_one_call' | 'completed_with_many_calls' | 'exceeded_max_calls' | 'exceeded_short_calls' | 'dnc' | 'failure' | 'disabled' | 'blocked' | 'opt_out')[];
  /** The caller opted out: no calls, texts or e-mails. true also opts the number out company-wide */
  opt_out?: boolean;
  /** true also adds the number to the company blacklist */
  blocked?: boolean;
  /** E-mail address */
  email?: string;
  /** First name */
  first_name?: string;
  /** Last name */
  last_name?: string;
  /** Street address */
  address?: string;
  /** City */
  city?: string;
  /** State or province (two-letter code for the US) */
  state_province?: string;
  /** ZIP or postal code */
  zip_postal_code?: string;
  /** Which contact fields (agent script) the lead uses */
  contact_field_type?: string;
  /** Higher is worked first */
  lead_priority?: number | number[];
  /** Revenue earned from the lead */
  revenue?: number;
  /** Payout owed for the lead */
  payout?: number;
  /** The offer conversion fired */
  offer_converted?: boolean;
  /** A buyer conversion fired */
  buyer_converted?: boolean;
  /** Most contact attempts (default: the schedule’s) */
  max_contact_attempts?: number | number[];
  /** Contact attempts made */
  contact_attempts?: number | number[];
  /** Last call placed to the lead (→ calls) */
  attempted_call_id?: number | number[];
  /** Last call that connected (→ calls) */
  connected_call_id?: number | number[];
  /** Why it stopped: expired, removed, … */
  end_reason?: ('expired' | 'removed' | 'moved_to_end_of_schedule' | 'deleted' | 'schedule_finished' | 'choice' | 'max_contact_attempts') | ('expired' | 'removed' | 'moved_to_end_of_schedule' | 'deleted' | 'schedule_finished' | 'choice' | 'max_contact_attempts')[];
  /** Schedule leads: cadence (the main actions) or end_of_schedule (after a trigger or a move) */
  schedule_phase?: ('cadence' | 'end_of_schedule') | ('cadence' | 'end_of_schedule')[];
  /** Schedule leads: position of the next action in its phase, from 0 */
  schedule_step?: number | number[];
  /** End-of-schedule group the lead runs, when a trigger named one (blank: every end-of-schedule group) */
  end_of_schedule_group_id?: number | number[];
  /** The schedule action that ran last on the lead */
  last_schedule_action_id?: number | number[];
  /** Address the lead was submitted from */
  remote_ip?: string;
  /** true: only leads being worked or waiting (scheduled, waiting, running, queue…); false: the others */
  active?: boolean;
}

export interface LeadBuildParams {
  /** The lead’s phone number, E.164 */
  caller_id?: string | null;
  /** Offer the lead belongs to */
  offer_id?: number | null;
  /** Schedule working the lead (schedule lead tokens) */
  schedule_id?: number | null;
  /** E-mail address */
  email?: string | null;
  /** First name */
  first_name?: string | null;
  /** Last name */
  last_name?: string | null;
  /** State or province (two-letter code for the US) */
  state_province?: string | null;
  /** ZIP or postal code */
  zip_postal_code?: string | null;
  /** IANA time zone of the lead (quiet hours) */
  time_zone?: string | null;
  /** Higher is worked first */
  lead_priority?: number | null;
}

export interface LeadShowParams extends ShowParamsBase<LeadColumn> {
}

export interface LeadUpdateParams {
  /** Publisher that sent the lead */
  traffic_source_id?: number | null;
  /** The caller opted out: no calls, texts or e-mails. true also opts the number out company-wide */
  opt_out?: boolean | null;
  /** true also adds the number to the company blacklist */
  blocked?: boolean | null;
  /** E-mail address */
  email?: string | null;
  /** First name */
  first_name?: string | null;
  /** Last name */
  last_name?: string | null;
  /** Street address */
  address?: string | null;
  /** City */
  city?: string | null;
  /** State or province (two-letter code for the US) */
  state_province?: string | null;
  /** ZIP or postal code */
  zip_postal_code?: string | null;
  /** IANA time zone of the lead (quiet hours) */
  time_zone?: string | null;
  /** Which contact fields (agent script) the lead uses */
  contact_field_type?: string | null;
  /** Lead tokens: every submitted key that is not a lead field, and the data hash */
  tokens?: JsonObject | Json[] | null;
  /** Higher is worked first */
  lead_priority?: number | null;
  /** Revenue earned from the lead */
  revenue?: number | null;
  /** Payout owed for the lead */
  payout?: number | null;
  /** The offer conversion fired */
  offer_converted?: boolean | null;
  /** A buyer conversion fired */
  buyer_converted?: boolean | null;
  /** When the schedule next acts on the lead (blank: nothing due) */
  next_action_at?: string | Date | null;
  /** Callback time asked for (also sets next_action_at) */
  schedule_callback_at?: string | Date | null;
  /** The lead ends (expired) at this time */
  expires_at?: string | Date | null;
  /** Most contact attempts (default: the schedule’s) */
  max_contact_attempts?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

/** Offer: A campaign: the calls and leads it receives (its lead_token authorises POST /leads), the buyers it routes to, and its rules. */
export interface Offer {
  id: number;
  legacy_id: number;
  type: 'Offer';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  name: string;
  /** Your own external id for the offer */
  user_offer_id: string | null;
  /** 32-character token that submits leads to this offer (generated) */
  lead_token: string;
  /** An inactive offer takes no leads, pings or calls */
  active: boolean | null;
  /** The opposite of active (TrackDrive clients read and write paused) */
  paused: boolean | null;
  /** IANA time zone (default: the company zone) */
  time_zone: string | null;
  /** Missed-call text-back: texted from the number called to a caller whose inbound call ended without reaching a buyer; [token]s from the call's lead (blank: none) */
  missed_call_text: string | null;
  /** Country for numbers without a country code (default: the company country) */
  default_country: string | null;
  /** Seconds within which a repeat caller is a duplicate */
  duplicate_timeframe: number | null;
  buyer_ids: number[];
  /** Buyer groups whose buyers take the offer's calls */
  buyer_group_ids: number[];
  buyer_suppression_ids: number[];
  /** Origin of a second deployment the carrier asks when this one fails to answer a call to the offer's numbers (the same webhook path there); set on each number when it is pointed */
  voice_fallback_url: string | null;
  /** Static forward when Leadline fails to answer and there is no voice_fallback_url: the carrier forwards the call here (Twilio: its Forward Twimlet; Telnyx and Plivo have no hosted forward, the number's pointing_warning says so) */
  voice_fallback_forward_number: string | null;
}

export type OfferColumn = keyof Offer;

export interface OfferListParams extends ListParamsBase<OfferColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name';
  name?: string;
  /** Your own external id for the offer */
  user_offer_id?: string;
  /** 32-character token that submits leads to this offer (generated) */
  lead_token?: string;
  /** An inactive offer takes no leads, pings or calls */
  active?: boolean;
  /** Country for numbers without a country code (default: the company country) */
  default_country?: string;
  /** Seconds within which a repeat caller is a duplicate */
  duplicate_timeframe?: number | number[];
  /** Origin of a second deployment the carrier asks when this one fails to answer a call to the offer's numbers (the same webhook path there); set on each number when it is pointed */
  voice_fallback_url?: string;
  /** Static forward when Leadline fails to answer and there is no voice_fallback_url: the carrier forwards the call here (Twilio: its Forward Twimlet; Telnyx and Plivo have no hosted forward, the number's pointing_warning says so) */
  voice_fallback_forward_number?: string;
  /** true: the records whose active is false (paused is its opposite) */
  paused?: boolean;
}

export interface OfferBuildParams {
  name?: string;
  /** Your own external id for the offer */
  user_offer_id?: string | null;
  /** An inactive offer takes no leads, pings or calls */
  active?: boolean | null;
  /** IANA time zone (default: the company zone) */
  time_zone?: string | null;
  /** Missed-call text-back: texted from the number called to a caller whose inbound call ended without reaching a buyer; [token]s from the call's lead (blank: none) */
  missed_call_text?: string | null;
  /** Country for numbers without a country code (default: the company country) */
  default_country?: string | null;
  /** Seconds within which a repeat caller is a duplicate */
  duplicate_timeframe?: number | null;
  buyer_ids?: number[];
  /** Buyer groups whose buyers take the offer's calls */
  buyer_group_ids?: number[];
  buyer_suppression_ids?: number[];
  /** Origin of a second deployment the carrier asks when this one fails to answer a call to the offer's numbers (the same webhook path there); set on each number when it is pointed */
  voice_fallback_url?: string | null;
  /** Static forward when Leadline fails to answer and there is no voice_fallback_url: the carrier forwards the call here (Twilio: its Forward Twimlet; Telnyx and Plivo have no hosted forward, the number's pointing_warning says so) */
  voice_fallback_forward_number?: string | null;
}

export interface OfferCreateParams {
  name: string;
  /** Your own external id for the offer */
  user_offer_id?: string | null;
  /** An inactive offer takes no leads, pings or calls */
  active?: boolean | null;
  /** IANA time zone (default: the company zone) */
  time_zone?: string | null;
  /** Missed-call text-back: texted from the number called to a caller whose inbound call ended without reaching a buyer; [token]s from the call's lead (blank: none) */
  missed_call_text?: string | null;
  /** Country for numbers without a country code (default: the company country) */
  default_country?: string | null;
  /** Seconds within which a repeat caller is a duplicate */
  duplicate_timeframe?: number | null;
  buyer_ids?: number[];
  /** Adds to buyer_ids (ids); safe under concurrent requests */
  add_buyer_ids?: number[];
  /** Removes from buyer_ids (ids); safe under concurrent requests */
  remove_buyer_ids?: number[];
  /** Buyer groups whose buyers take the offer's calls */
  buyer_group_ids?: number[];
  /** Adds to buyer_group_ids (ids); safe under concurrent requests */
  add_buyer_group_ids?: number[];
  /** Removes from buyer_group_ids (ids); safe under concurrent requests */
  remove_buyer_group_ids?: number[];
  buyer_suppression_ids?: number[];
  /** Adds to buyer_suppression_ids (ids); safe under concurrent requests */
  add_buyer_suppression_ids?: number[];
  /** Removes from buyer_suppression_ids (ids); safe under concurrent requests */
  remove_buyer_suppression_ids?: number[];
  /** Origin of a second deployment the carrier asks when this one fails to answer a call to the offer's numbers (the same webhook path there); set on each number when it is pointed */
  voice_fallback_url?: string | null;
  /** Static forward when Leadline fails to answer and there is no voice_fallback_url: the carrier forwards the call here (Twilio: its Forward Twimlet; Telnyx and Plivo have no hosted forward, the number's pointing_warning says so) */
  voice_fallback_forward_number?: string | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface OfferShowParams extends ShowParamsBase<OfferColumn> {
}

export interface OfferUpdateParams {
  name?: string;
  /** Your own external id for the offer */
  user_offer_id?: string | null;
  /** An inactive offer takes no leads, pings or calls */
  active?: boolean | null;
  /** IANA time zone (default: the company zone) */
  time_zone?: string | null;
  /** Missed-call text-back: texted from the number called to a caller whose inbound call ended without reaching a buyer; [token]s from the call's lead (blank: none) */
  missed_call_text?: string | null;
  /** Country for numbers without a country code (default: the company country) */
  default_country?: string | null;
  /** Seconds within which a repeat caller is a duplicate */
  duplicate_timeframe?: number | null;
  buyer_ids?: number[];
  /** Adds to buyer_ids (ids); safe under concurrent requests */
  add_buyer_ids?: number[];
  /** Removes from buyer_ids (ids); safe under concurrent requests */
  remove_buyer_ids?: number[];
  /** Buyer groups whose buyers take the offer's calls */
  buyer_group_ids?: number[];
  /** Adds to buyer_group_ids (ids); safe under concurrent requests */
  add_buyer_group_ids?: number[];
  /** Removes from buyer_group_ids (ids); safe under concurrent requests */
  remove_buyer_group_ids?: number[];
  buyer_suppression_ids?: number[];
  /** Adds to buyer_suppression_ids (ids); safe under concurrent requests */
  add_buyer_suppression_ids?: number[];
  /** Removes from buyer_suppression_ids (ids); safe under concurrent requests */
  remove_buyer_suppression_ids?: number[];
  /** Origin of a second deployment the carrier asks when this one fails to answer a call to the offer's numbers (the same webhook path there); set on each number when it is pointed */
  voice_fallback_url?: string | null;
  /** Static forward when Leadline fails to answer and there is no voice_fallback_url: the carrier forwards the call here (Twilio: its Forward Twimlet; Telnyx and Plivo have no hosted forward, the number's pointing_warning says so) */
  voice_fallback_forward_number?: string | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type OfferDestroyParams = Record<string, never>;

/** Schedule: A cadence of calls, texts and e-mails to leads (contact_caller), or a router of incoming leads (lead_distribution). Its lead_token starts the schedule for a submitted lead. */
export interface Schedule {
  id: number;
  legacy_id: number;
  type: 'Schedule';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  name: string;
  schedule_type: 'contact_caller' | 'lead_distribution' | null;
  /** Offer whose calls and leads this schedule works */
  offer_id: number | null;
  /** Token that enrols leads (generated) */
  lead_token: string;
  active: boolean | null;
  /** IANA time zone for the schedule (default: the company zone) */
  time_zone: string | null;
  /** Check suppression before every action */
  use_do_not_call: boolean | null;
  use_machine_detection: boolean | null;
  /** Earliest local time to contact a lead */
  daylight_hours_open: string | null;
  /** Latest local time to contact a lead */
  daylight_hours_close: string | null;
  /** Most attempts per lead (blank: no limit) */
  max_contact_attempts: number | null;
  /** Leads expire this many hours after enrolling */
  hours_to_expire: number | null;
  buyer_suppression_ids: number[];
}

export type ScheduleColumn = keyof Schedule;

export interface ScheduleListParams extends ListParamsBase<ScheduleColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name';
  name?: string;
  schedule_type?: ('contact_caller' | 'lead_distribution') | ('contact_caller' | 'lead_distribution')[];
  /** Offer whose calls and leads this schedule works */
  offer_id?: number | number[];
  /** Token that enrols leads (generated) */
  lead_token?: string;
  active?: boolean;
  /** Check suppression before every action */
  use_do_not_call?: boolean;
  use_machine_detection?: boolean;
  /** Earliest local time to contact a lead */
  daylight_hours_open?: string;
  /** Latest local time to contact a lead */
  daylight_hours_close?: string;
  /** Most attempts per lead (blank: no limit) */
  max_contact_attempts?: number | number[];
  /** Leads expire this many hours after enrolling */
  hours_to_expire?: number | number[];
}

export interface ScheduleBuildParams {
  name?: string;
  schedule_type?: 'contact_caller' | 'lead_distribution' | null;
  /** Offer whose calls and leads this schedule works */
  offer_id?: number | null;
  active?: boolean | null;
  /** IANA time zone for the schedule (default: the company zone) */
  time_zone?: string | null;
  /** Check suppression before every action */
  use_do_not_call?: boolean | null;
  use_machine_detection?: boolean | null;
  /** Earliest local time to contact a lead */
  daylight_hours_open?: string | null;
  /** Latest local time to contact a lead */
  daylight_hours_close?: string | null;
  /** Most attempts per lead (blank: no limit) */
  max_contact_attempts?: number | null;
  /** Leads expire this many hours after enrolling */
  hours_to_expire?: number | null;
  buyer_suppression_ids?: number[];
}

export interface ScheduleCreateParams {
  name: string;
  schedule_type?: 'contact_caller' | 'lead_distribution' | null;
  /** Offer whose calls and leads this schedule works */
  offer_id?: number | null;
  active?: boolean | null;
  /** IANA time zone for the schedule (default: the company zone) */
  time_zone?: string | null;
  /** Check suppression before every action */
  use_do_not_call?: boolean | null;
  use_machine_detection?: boolean | null;
  /** Earliest local time to contact a lead */
  daylight_hours_open?: string | null;
  /** Latest local time to contact a lead */
  daylight_hours_close?: string | null;
  /** Most attempts per lead (blank: no limit) */
  max_contact_attempts?: number | null;
  /** Leads expire this many hours after enrolling */
  hours_to_expire?: number | null;
  buyer_suppression_ids?: number[];
  /** Adds to buyer_suppression_ids (ids); safe under concurrent requests */
  add_buyer_suppression_ids?: number[];
  /** Removes from buyer_suppression_ids (ids); safe under concurrent requests */
  remove_buyer_suppression_ids?: number[];
  /** Your own id for the record */
  external_record_id?: string;
}

export interface ScheduleShowParams extends ShowParamsBase<ScheduleColumn> {
}

export interface ScheduleUpdateParams {
  name?: string;
  schedule_type?: 'contact_caller' | 'lead_distribution' | null;
  /** Offer whose calls and leads this schedule works */
  offer_id?: number | null;
  active?: boolean | null;
  /** IANA time zone for the schedule (default: the company zone) */
  time_zone?: string | null;
  /** Check suppression before every action */
  use_do_not_call?: boolean | null;
  use_machine_detection?: boolean | null;
  /** Earliest local time to contact a lead */
  daylight_hours_open?: string | null;
  /** Latest local time to contact a lead */
  daylight_hours_close?: string | null;
  /** Most attempts per lead (blank: no limit) */
  max_contact_attempts?: number | null;
  /** Leads expire this many hours after enrolling */
  hours_to_expire?: number | null;
  buyer_suppression_ids?: number[];
  /** Adds to buyer_suppression_ids (ids); safe under concurrent requests */
  add_buyer_suppression_ids?: number[];
  /** Removes from buyer_suppression_ids (ids); safe under concurrent requests */
  remove_buyer_suppression_ids?: number[];
  /** Your own id for the record */
  external_record_id?: string;
}

export type ScheduleDestroyParams = Record<string, never>;

/** Schedule action group: A named block of schedule actions ("Day 1", "End of schedule"). Groups run in sortable_order; a group can be reused by several schedules, and end-of-schedule groups run when a trigger matches. */
export interface ScheduleActionGroup {
  id: number;
  legacy_id: number;
  type: 'ScheduleActionGroup';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Display name */
  name: string;
  /** What the group is for */
  description: string | null;
  /** Schedule the group belongs to (blank: a shared group any schedule can run) */
  schedule_id: number | null;
  /** Runs when a schedule trigger matches, instead of in the normal cadence */
  end_of_schedule: boolean | null;
  /** Groups run in ascending order, smaller first */
  sortable_order: number | null;
  /** An inactive group is skipped */
  active: boolean | null;
}

export type ScheduleActionGroupColumn = keyof ScheduleActionGroup;

export interface ScheduleActionGroupListParams extends ListParamsBase<ScheduleActionGroupColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'sortable_order';
  /** Display name */
  name?: string;
  /** Schedule the group belongs to (blank: a shared group any schedule can run) */
  schedule_id?: number | number[];
  /** Runs when a schedule trigger matches, instead of in the normal cadence */
  end_of_schedule?: boolean;
  /** Groups run in ascending order, smaller first */
  sortable_order?: number;
  /** An inactive group is skipped */
  active?: boolean;
}

export interface ScheduleActionGroupBuildParams {
  /** Display name */
  name?: string;
  /** What the group is for */
  description?: string | null;
  /** Schedule the group belongs to (blank: a shared group any schedule can run) */
  schedule_id?: number | null;
  /** Runs when a schedule trigger matches, instead of in the normal cadence */
  end_of_schedule?: boolean | null;
  /** Groups run in ascending order, smaller first */
  sortable_order?: number | null;
  /** An inactive group is skipped */
  active?: boolean | null;
}

export interface ScheduleActionGroupCreateParams {
  /** Display name */
  name: string;
  /** What the group is for */
  description?: string | null;
  /** Schedule the group belongs to (blank: a shared group any schedule can run) */
  schedule_id?: number | null;
  /** Runs when a schedule trigger matches, instead of in the normal cadence */
  end_of_schedule?: boolean | null;
  /** Groups run in ascending order, smaller first */
  sortable_order?: number | null;
  /** An inactive group is skipped */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface ScheduleActionGroupShowParams extends ShowParamsBase<ScheduleActionGroupColumn> {
}

export interface ScheduleActionGroupUpdateParams {
  /** Display name */
  name?: string;
  /** What the group is for */
  description?: string | null;
  /** Schedule the group belongs to (blank: a shared group any schedule can run) */
  schedule_id?: number | null;
  /** Runs when a schedule trigger matches, instead of in the normal cadence */
  end_of_schedule?: boolean | null;
  /** Groups run in ascending order, smaller first */
  sortable_order?: number | null;
  /** An inactive group is skipped */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type ScheduleActionGroupDestroyParams = Record<string, never>;

/** Schedule action: One step of a schedule: dial the lead, text or e-mail it, wait, branch, move it to another schedule, change or opt it out, append data, fire a webhook or upload it. Steps run in sortable_order. */
export interface ScheduleAction {
  id: number;
  legacy_id: number;
  type: 'ScheduleAction';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Schedule the action belongs to */
  schedule_id: number;
  /** Group the action runs in (blank: the main cadence of the schedule) */
  schedule_action_group_id: number | null;
  /** What the step does */
  action_type: 'dial' | 'sms' | 'email' | 'wait' | 'schedule_callback' | 'choice' | 'add_to_schedule' | 'restart_schedule' | 'modify_lead' | 'opt_out_lead' | 'block_lead' | 'data_append' | 'webhook' | 'aws_s3_upload' | 'ftp_upload' | 'infusionsoft' | 'zoho_crm';
  /** Label shown in the cadence (blank: the action type) */
  name: string | null;
  /** Actions run in ascending order, smaller first */
  sortable_order: number | null;
  /** An inactive action is skipped */
  active: boolean | null;
  /** wait and schedule_callback: how long, in wait_unit */
  wait_amount: number | null;
  /** Unit of wait_amount */
  wait_unit: 'seconds' | 'minutes' | 'hours' | 'days' | null;
  /** email: subject line; [token] and [token]{default} are replaced */
  message_subject: string | null;
  /** sms and email: the message; [token] and [token]{default if blank} are replaced per lead */
  message_body: string | null;
  /** email: sender address (blank: the company default) */
  email_from: string | null;
  /** email: recipient, tokens allowed (blank: the [email] token of the lead) */
  email_to: string | null;
  /** dial and sms: numbers to call or text from (blank: the pools of the schedule) */
  schedule_ring_pool_id: number | null;
  /** dial: offer whose buyers and call flow take the answered call */
  offer_id: number | null;
  /** dial: seconds to ring the lead */
  dial_timeout_seconds: number | null;
  /** add_to_schedule: schedule the lead is added to */
  target_schedule_id: number | null;
  /** modify_lead: tokens to set on the lead, as {"key":"value"} */
  lead_data: Json | null;
  /** Token conditions as [{"key":"geo_state","operator":"==","value":"CA"}] (operators ==, !=, =~, !~, <, <=, >, >=); choice exits the schedule when they match, other actions are skipped unless they match (blank: always) */
  conditions: Json | null;
  /** data_append: lookups to run */
  data_append_group_id: number | null;
  /** webhook: outgoing webhook to fire */
  outgoing_webhook_id: number | null;
  /** aws_s3_upload, ftp_upload, infusionsoft, zoho_crm: the account to send the lead to */
  integration_id: number | null;
  /** aws_s3_upload and ftp_upload: file path, tokens allowed */
  upload_path: string | null;
}

export type ScheduleActionColumn = keyof ScheduleAction;

export interface ScheduleActionListParams extends ListParamsBase<ScheduleActionColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'sortable_order';
  /** Schedule the action belongs to */
  schedule_id?: number | number[];
  /** Group the action runs in (blank: the main cadence of the schedule) */
  schedule_action_group_id?: number | number[];
  /** What the step does */
  action_type?: ('dial' | 'sms' | 'email' | 'wait' | 'schedule_callback' | 'choice' | 'add_to_schedule' | 'restart_schedule' | 'modify_lead' | 'opt_out_lead' | 'block_lead' | 'data_append' | 'webhook' | 'aws_s3_upload' | 'ftp_upload' | 'infusionsoft' | 'zoho_crm') | ('dial' | 'sms' | 'email' | 'wait' | 'schedule_callback' | 'choice' | 'add_to_schedule' | 'restart_schedule' | 'modify_lead' | 'opt_out_lead' | 'block_lead' | 'data_append' | 'webhook' | 'aws_s3_upload' | 'ftp_upload' | 'infusionsoft' | 'zoho_crm')[];
  /** Label shown in the cadence (blank: the action type) */
  name?: string;
  /** Actions run in ascending order, smaller first */
  sortable_order?: number;
  /** An inactive action is skipped */
  active?: boolean;
  /** wait and schedule_callback: how long, in wait_unit */
  wait_amount?: number | number[];
  /** Unit of wait_amount */
  wait_unit?: ('seconds' | 'minutes' | 'hours' | 'days') | ('seconds' | 'minutes' | 'hours' | 'days')[];
  /** email: subject line; [token] and [token]{default} are replaced */
  message_subject?: string;
  /** email: sender address (blank: the company default) */
  email_from?: string;
  /** email: recipient, tokens allowed (blank: the [email] token of the lead) */
  email_to?: string;
  /** dial and sms: numbers to call or text from (blank: the pools of the schedule) */
  schedule_ring_pool_id?: number | number[];
  /** dial: offer whose buyers and call flow take the answered call */
  offer_id?: number | number[];
  /** dial: seconds to ring the lead */
  dial_timeout_seconds?: number | number[];
  /** add_to_schedule: schedule the lead is added to */
  target_schedule_id?: number | number[];
  /** data_append: lookups to run */
  data_append_group_id?: number | number[];
  /** webhook: outgoing webhook to fire */
  outgoing_webhook_id?: number | number[];
  /** aws_s3_upload, ftp_upload, infusionsoft, zoho_crm: the account to send the lead to */
  integration_id?: number | number[];
  /** aws_s3_upload and ftp_upload: file path, tokens allowed */
  upload_path?: string;
}

export interface ScheduleActionBuildParams {
  /** Schedule the action belongs to */
  schedule_id?: number;
  /** Group the action runs in (blank: the main cadence of the schedule) */
  schedule_action_group_id?: number | null;
  /** What the step does */
  action_type?: 'dial' | 'sms' | 'email' | 'wait' | 'schedule_callback' | 'choice' | 'add_to_schedule' | 'restart_schedule' | 'modify_lead' | 'opt_out_lead' | 'block_lead' | 'data_append' | 'webhook' | 'aws_s3_upload' | 'ftp_upload' | 'infusionsoft' | 'zoho_crm';
  /** Label shown in the cadence (blank: the action type) */
  name?: string | null;
  /** Actions run in ascending order, smaller first */
  sortable_order?: number | null;
  /** An inactive action is skipped */
  active?: boolean | null;
  /** wait and schedule_callback: how long, in wait_unit */
  wait_amount?: number | null;
  /** Unit of wait_amount */
  wait_unit?: 'seconds' | 'minutes' | 'hours' | 'days' | null;
  /** email: subject line; [token] and [token]{default} are replaced */
  message_subject?: string | null;
  /** sms and email: the message; [token] and [token]{default if blank} are replaced per lead */
  message_body?: string | null;
  /** email: sender address (blank: the company default) */
  email_from?: string | null;
  /** email: recipient, tokens allowed (blank: the [email] token of the lead) */
  email_to?: string | null;
  /** dial and sms: numbers to call or text from (blank: the pools of the schedule) */
  schedule_ring_pool_id?: number | null;
  /** dial: offer whose buyers and call flow take the answered call */
  offer_id?: number | null;
  /** dial: seconds to ring the lead */
  dial_timeout_seconds?: number | null;
  /** add_to_schedule: schedule the lead is added to */
  target_schedule_id?: number | null;
  /** modify_lead: tokens to set on the lead, as {"key":"value"} */
  lead_data?: JsonObject | Json[] | null;
  /** Token conditions as [{"key":"geo_state","operator":"==","value":"CA"}] (operators ==, !=, =~, !~, <, <=, >, >=); choice exits the schedule when they match, other actions are skipped unless they match (blank: always) */
  conditions?: JsonObject | Json[] | null;
  /** data_append: lookups to run */
  data_append_group_id?: number | null;
  /** webhook: outgoing webhook to fire */
  outgoing_webhook_id?: number | null;
  /** aws_s3_upload, ftp_upload, infusionsoft, zoho_crm: the account to send the lead to */
  integration_id?: number | null;
  /** aws_s3_upload and ftp_upload: file path, tokens allowed */
  upload_path?: string | null;
}

export interface ScheduleActionCreateParams {
  /** Schedule the action belongs to */
  schedule_id: number;
  /** Group the action runs in (blank: the main cadence of the schedule) */
  schedule_action_group_id?: number | null;
  /** What the step does */
  action_type: 'dial' | 'sms' | 'email' | 'wait' | 'schedule_callback' | 'choice' | 'add_to_schedule' | 'restart_schedule' | 'modify_lead' | 'opt_out_lead' | 'block_lead' | 'data_append' | 'webhook' | 'aws_s3_upload' | 'ftp_upload' | 'infusionsoft' | 'zoho_crm';
  /** Label shown in the cadence (blank: the action type) */
  name?: string | null;
  /** Actions run in ascending order, smaller first */
  sortable_order?: number | null;
  /** An inactive action is skipped */
  active?: boolean | null;
  /** wait and schedule_callback: how long, in wait_unit */
  wait_amount?: number | null;
  /** Unit of wait_amount */
  wait_unit?: 'seconds' | 'minutes' | 'hours' | 'days' | null;
  /** email: subject line; [token] and [token]{default} are replaced */
  message_subject?: string | null;
  /** sms and email: the message; [token] and [token]{default if blank} are replaced per lead */
  message_body?: string | null;
  /** email: sender address (blank: the company default) */
  email_from?: string | null;
  /** email: recipient, tokens allowed (blank: the [email] token of the lead) */
  email_to?: string | null;
  /** dial and sms: numbers to call or text from (blank: the pools of the schedule) */
  schedule_ring_pool_id?: number | null;
  /** dial: offer whose buyers and call flow take the answered call */
  offer_id?: number | null;
  /** dial: seconds to ring the lead */
  dial_timeout_seconds?: number | null;
  /** add_to_schedule: schedule the lead is added to */
  target_schedule_id?: number | null;
  /** modify_lead: tokens to set on the lead, as {"key":"value"} */
  lead_data?: JsonObject | Json[] | null;
  /** Token conditions as [{"key":"geo_state","operator":"==","value":"CA"}] (operators ==, !=, =~, !~, <, <=, >, >=); choice exits the schedule when they match, other actions are skipped unless they match (blank: always) */
  conditions?: JsonObject | Json[] | null;
  /** data_append: lookups to run */
  data_append_group_id?: number | null;
  /** webhook: outgoing webhook to fire */
  outgoing_webhook_id?: number | null;
  /** aws_s3_upload, ftp_upload, infusionsoft, zoho_crm: the account to send the lead to */
  integration_id?: number | null;
  /** aws_s3_upload and ftp_upload: file path, tokens allowed */
  upload_path?: string | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface ScheduleActionShowParams extends ShowParamsBase<ScheduleActionColumn> {
}

export interface ScheduleActionUpdateParams {
  /** Schedule the action belongs to */
  schedule_id?: number;
  /** Group the action runs in (blank: the main cadence of the schedule) */
  schedule_action_group_id?: number | null;
  /** What the step does */
  action_type?: 'dial' | 'sms' | 'email' | 'wait' | 'schedule_callback' | 'choice' | 'add_to_schedule' | 'restart_schedule' | 'modify_lead' | 'opt_out_lead' | 'block_lead' | 'data_append' | 'webhook' | 'aws_s3_upload' | 'ftp_upload' | 'infusionsoft' | 'zoho_crm';
  /** Label shown in the cadence (blank: the action type) */
  name?: string | null;
  /** Actions run in ascending order, smaller first */
  sortable_order?: number | null;
  /** An inactive action is skipped */
  active?: boolean | null;
  /** wait and schedule_callback: how long, in wait_unit */
  wait_amount?: number | null;
  /** Unit of wait_amount */
  wait_unit?: 'seconds' | 'minutes' | 'hours' | 'days' | null;
  /** email: subject line; [token] and [token]{default} are replaced */
  message_subject?: string | null;
  /** sms and email: the message; [token] and [token]{default if blank} are replaced per lead */
  message_body?: string | null;
  /** email: sender address (blank: the company default) */
  email_from?: string | null;
  /** email: recipient, tokens allowed (blank: the [email] token of the lead) */
  email_to?: string | null;
  /** dial and sms: numbers to call or text from (blank: the pools of the schedule) */
  schedule_ring_pool_id?: number | null;
  /** dial: offer whose buyers and call flow take the answered call */
  offer_id?: number | null;
  /** dial: seconds to ring the lead */
  dial_timeout_seconds?: number | null;
  /** add_to_schedule: schedule the lead is added to */
  target_schedule_id?: number | null;
  /** modify_lead: tokens to set on the lead, as {"key":"value"} */
  lead_data?: JsonObject | Json[] | null;
  /** Token conditions as [{"key":"geo_state","operator":"==","value":"CA"}] (operators ==, !=, =~, !~, <, <=, >, >=); choice exits the schedule when they match, other actions are skipped unless they match (blank: always) */
  conditions?: JsonObject | Json[] | null;
  /** data_append: lookups to run */
  data_append_group_id?: number | null;
  /** webhook: outgoing webhook to fire */
  outgoing_webhook_id?: number | null;
  /** aws_s3_upload, ftp_upload, infusionsoft, zoho_crm: the account to send the lead to */
  integration_id?: number | null;
  /** aws_s3_upload and ftp_upload: file path, tokens allowed */
  upload_path?: string | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type ScheduleActionDestroyParams = Record<string, never>;

/** Schedule distribution: Routes the leads a lead_distribution schedule receives to another schedule when they match its filters (geography, interest, lead score, custom fields). Distributions are tried in sortable_order; the first that matches and is under its cap takes the lead, weight splitting leads between equal orders. */
export interface ScheduleDistribution {
  id: number;
  legacy_id: number;
  type: 'ScheduleDistribution';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Display name */
  name: string;
  /** The lead_distribution schedule that receives the leads */
  schedule_id: number;
  /** Schedule matching leads are added to */
  target_schedule_id: number;
  /** Lead filters as [{"key":"geo_state","operator":"in","value":["CA","NV"]},{"key":"lead_score","operator":">=","value":70}]; keys are lead tokens (geo_state, zip_postal_code, interest, lead_score or any custom field); operators ==, !=, =~, !~, <, <=, >, >=, in, not_in; all must match (blank: every lead) */
  filters: Json | null;
  /** Tried in ascending order, smaller first */
  sortable_order: number | null;
  /** Share of leads among matching distributions of the same order (3 gets ~3x the leads of 1) */
  weight: number | null;
  /** Most leads sent per day (blank: no cap) */
  daily_cap_limit: number | null;
  /** An inactive distribution is skipped */
  active: boolean | null;
}

export type ScheduleDistributionColumn = keyof ScheduleDistribution;

export interface ScheduleDistributionListParams extends ListParamsBase<ScheduleDistributionColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'sortable_order';
  /** Display name */
  name?: string;
  /** The lead_distribution schedule that receives the leads */
  schedule_id?: number | number[];
  /** Schedule matching leads are added to */
  target_schedule_id?: number | number[];
  /** Tried in ascending order, smaller first */
  sortable_order?: number;
  /** Share of leads among matching distributions of the same order (3 gets ~3x the leads of 1) */
  weight?: number | number[];
  /** Most leads sent per day (blank: no cap) */
  daily_cap_limit?: number | number[];
  /** An inactive distribution is skipped */
  active?: boolean;
}

export interface ScheduleDistributionBuildParams {
  /** Display name */
  name?: string;
  /** The lead_distribution schedule that receives the leads */
  schedule_id?: number;
  /** Schedule matching leads are added to */
  target_schedule_id?: number;
  /** Lead filters as [{"key":"geo_state","operator":"in","value":["CA","NV"]},{"key":"lead_score","operator":">=","value":70}]; keys are lead tokens (geo_state, zip_postal_code, interest, lead_score or any custom field); operators ==, !=, =~, !~, <, <=, >, >=, in, not_in; all must match (blank: every lead) */
  filters?: JsonObject | Json[] | null;
  /** Tried in ascending order, smaller first */
  sortable_order?: number | null;
  /** Share of leads among matching distributions of the same order (3 gets ~3x the leads of 1) */
  weight?: number | null;
  /** Most leads sent per day (blank: no cap) */
  daily_cap_limit?: number | null;
  /** An inactive distribution is skipped */
  active?: boolean | null;
}

export interface ScheduleDistributionCreateParams {
  /** Display name */
  name: string;
  /** The lead_distribution schedule that receives the leads */
  schedule_id: number;
  /** Schedule matching leads are added to */
  target_schedule_id: number;
  /** Lead filters as [{"key":"geo_state","operator":"in","value":["CA","NV"]},{"key":"lead_score","operator":">=","value":70}]; keys are lead tokens (geo_state, zip_postal_code, interest, lead_score or any custom field); operators ==, !=, =~, !~, <, <=, >, >=, in, not_in; all must match (blank: every lead) */
  filters?: JsonObject | Json[] | null;
  /** Tried in ascending order, smaller first */
  sortable_order?: number | null;
  /** Share of leads among matching distributions of the same order (3 gets ~3x the leads of 1) */
  weight?: number | null;
  /** Most leads sent per day (blank: no cap) */
  daily_cap_limit?: number | null;
  /** An inactive distribution is skipped */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface ScheduleDistributionShowParams extends ShowParamsBase<ScheduleDistributionColumn> {
}

export interface ScheduleDistributionUpdateParams {
  /** Display name */
  name?: string;
  /** The lead_distribution schedule that receives the leads */
  schedule_id?: number;
  /** Schedule matching leads are added to */
  target_schedule_id?: number;
  /** Lead filters as [{"key":"geo_state","operator":"in","value":["CA","NV"]},{"key":"lead_score","operator":">=","value":70}]; keys are lead tokens (geo_state, zip_postal_code, interest, lead_score or any custom field); operators ==, !=, =~, !~, <, <=, >, >=, in, not_in; all must match (blank: every lead) */
  filters?: JsonObject | Json[] | null;
  /** Tried in ascending order, smaller first */
  sortable_order?: number | null;
  /** Share of leads among matching distributions of the same order (3 gets ~3x the leads of 1) */
  weight?: number | null;
  /** Most leads sent per day (blank: no cap) */
  daily_cap_limit?: number | null;
  /** An inactive distribution is skipped */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type ScheduleDistributionDestroyParams = Record<string, never>;

/** Schedule ring pool: Attaches a number pool to a schedule: the caller ids its dial actions show and the numbers its SMS actions send from. */
export interface ScheduleRingPool {
  id: number;
  legacy_id: number;
  type: 'ScheduleRingPool';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Schedule that uses the pool */
  schedule_id: number;
  /** Number pool to use */
  ring_pool_id: number;
  /** Whether the pool places calls, texts, or both */
  use_for: 'calls' | 'sms' | 'calls_and_sms' | null;
  /** Prefer a pool number with the area code (then the state) of the lead */
  local_presence: boolean | null;
  /** Pools are tried in ascending order, smaller first */
  sortable_order: number | null;
}

export type ScheduleRingPoolColumn = keyof ScheduleRingPool;

export interface ScheduleRingPoolListParams extends ListParamsBase<ScheduleRingPoolColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'sortable_order';
  /** Schedule that uses the pool */
  schedule_id?: number | number[];
  /** Number pool to use */
  ring_pool_id?: number | number[];
  /** Whether the pool places calls, texts, or both */
  use_for?: ('calls' | 'sms' | 'calls_and_sms') | ('calls' | 'sms' | 'calls_and_sms')[];
  /** Prefer a pool number with the area code (then the state) of the lead */
  local_presence?: boolean;
  /** Pools are tried in ascending order, smaller first */
  sortable_order?: number;
}

export interface ScheduleRingPoolBuildParams {
  /** Schedule that uses the pool */
  schedule_id?: number;
  /** Number pool to use */
  ring_pool_id?: number;
  /** Whether the pool places calls, texts, or both */
  use_for?: 'calls' | 'sms' | 'calls_and_sms' | null;
  /** Prefer a pool number with the area code (then the state) of the lead */
  local_presence?: boolean | null;
  /** Pools are tried in ascending order, smaller first */
  sortable_order?: number | null;
}

export interface ScheduleRingPoolCreateParams {
  /** Schedule that uses the pool */
  schedule_id: number;
  /** Number pool to use */
  ring_pool_id: number;
  /** Whether the pool places calls, texts, or both */
  use_for?: 'calls' | 'sms' | 'calls_and_sms' | null;
  /** Prefer a pool number with the area code (then the state) of the lead */
  local_presence?: boolean | null;
  /** Pools are tried in ascending order, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface ScheduleRingPoolShowParams extends ShowParamsBase<ScheduleRingPoolColumn> {
}

export interface ScheduleRingPoolUpdateParams {
  /** Schedule that uses the pool */
  schedule_id?: number;
  /** Number pool to use */
  ring_pool_id?: number;
  /** Whether the pool places calls, texts, or both */
  use_for?: 'calls' | 'sms' | 'calls_and_sms' | null;
  /** Prefer a pool number with the area code (then the state) of the lead */
  local_presence?: boolean | null;
  /** Pools are tried in ascending order, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type ScheduleRingPoolDestroyParams = Record<string, never>;

/** Schedule trigger: End-of-schedule triggers: when any active trigger of a schedule matches a lead, the lead leaves the cadence and runs the end-of-schedule actions. */
export interface ScheduleTrigger {
  id: number;
  legacy_id: number;
  type: 'ScheduleTrigger';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Schedule the trigger belongs to */
  schedule_id: number;
  /** none: never fires on its own; tokens_match: lead tokens match conditions; expired: the lead passed hours_to_expire; buyer_connected / buyer_converted: a call reached or converted with a buyer; dial: the lead was dialled dial_count times */
  trigger_type: 'none' | 'tokens_match' | 'expired' | 'buyer_connected' | 'buyer_converted' | 'dial';
  /** Label (blank: the trigger type) */
  name: string | null;
  /** tokens_match: [{"key":"interest","operator":"==","value":"solar"}] (operators ==, !=, =~, !~, <, <=, >, >=) */
  conditions: Json | null;
  /** dial: fires after this many dial attempts (blank: the first) */
  dial_count: number | null;
  /** End-of-schedule actions to run (blank: every end_of_schedule group of the schedule) */
  schedule_action_group_id: number | null;
  /** Checked in ascending order, smaller first */
  sortable_order: number | null;
  /** An inactive trigger never fires */
  active: boolean | null;
}

export type ScheduleTriggerColumn = keyof ScheduleTrigger;

export interface ScheduleTriggerListParams extends ListParamsBase<ScheduleTriggerColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'sortable_order';
  /** Schedule the trigger belongs to */
  schedule_id?: number | number[];
  /** none: never fires on its own; tokens_match: lead tokens match conditions; expired: the lead passed hours_to_expire; buyer_connected / buyer_converted: a call reached or converted with a buyer; dial: the lead was dialled dial_count times */
  trigger_type?: ('none' | 'tokens_match' | 'expired' | 'buyer_connected' | 'buyer_converted' | 'dial') | ('none' | 'tokens_match' | 'expired' | 'buyer_connected' | 'buyer_converted' | 'dial')[];
  /** Label (blank: the trigger type) */
  name?: string;
  /** dial: fires after this many dial attempts (blank: the first) */
  dial_count?: number | number[];
  /** End-of-schedule actions to run (blank: every end_of_schedule group of the schedule) */
  schedule_action_group_id?: number | number[];
  /** Checked in ascending order, smaller first */
  sortable_order?: number;
  /** An inactive trigger never fires */
  active?: boolean;
}

export interface ScheduleTriggerBuildParams {
  /** Schedule the trigger belongs to */
  schedule_id?: number;
  /** none: never fires on its own; tokens_match: lead tokens match conditions; expired: the lead passed hours_to_expire; buyer_connected / buyer_converted: a call reached or converted with a buyer; dial: the lead was dialled dial_count times */
  trigger_type?: 'none' | 'tokens_match' | 'expired' | 'buyer_connected' | 'buyer_converted' | 'dial';
  /** Label (blank: the trigger type) */
  name?: string | null;
  /** tokens_match: [{"key":"interest","operator":"==","value":"solar"}] (operators ==, !=, =~, !~, <, <=, >, >=) */
  conditions?: JsonObject | Json[] | null;
  /** dial: fires after this many dial attempts (blank: the first) */
  dial_count?: number | null;
  /** End-of-schedule actions to run (blank: every end_of_schedule group of the schedule) */
  schedule_action_group_id?: number | null;
  /** Checked in ascending order, smaller first */
  sortable_order?: number | null;
  /** An inactive trigger never fires */
  active?: boolean | null;
}

export interface ScheduleTriggerCreateParams {
  /** Schedule the trigger belongs to */
  schedule_id: number;
  /** none: never fires on its own; tokens_match: lead tokens match conditions; expired: the lead passed hours_to_expire; buyer_connected / buyer_converted: a call reached or converted with a buyer; dial: the lead was dialled dial_count times */
  trigger_type: 'none' | 'tokens_match' | 'expired' | 'buyer_connected' | 'buyer_converted' | 'dial';
  /** Label (blank: the trigger type) */
  name?: string | null;
  /** tokens_match: [{"key":"interest","operator":"==","value":"solar"}] (operators ==, !=, =~, !~, <, <=, >, >=) */
  conditions?: JsonObject | Json[] | null;
  /** dial: fires after this many dial attempts (blank: the first) */
  dial_count?: number | null;
  /** End-of-schedule actions to run (blank: every end_of_schedule group of the schedule) */
  schedule_action_group_id?: number | null;
  /** Checked in ascending order, smaller first */
  sortable_order?: number | null;
  /** An inactive trigger never fires */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface ScheduleTriggerShowParams extends ShowParamsBase<ScheduleTriggerColumn> {
}

export interface ScheduleTriggerUpdateParams {
  /** Schedule the trigger belongs to */
  schedule_id?: number;
  /** none: never fires on its own; tokens_match: lead tokens match conditions; expired: the lead passed hours_to_expire; buyer_connected / buyer_converted: a call reached or converted with a buyer; dial: the lead was dialled dial_count times */
  trigger_type?: 'none' | 'tokens_match' | 'expired' | 'buyer_connected' | 'buyer_converted' | 'dial';
  /** Label (blank: the trigger type) */
  name?: string | null;
  /** tokens_match: [{"key":"interest","operator":"==","value":"solar"}] (operators ==, !=, =~, !~, <, <=, >, >=) */
  conditions?: JsonObject | Json[] | null;
  /** dial: fires after this many dial attempts (blank: the first) */
  dial_count?: number | null;
  /** End-of-schedule actions to run (blank: every end_of_schedule group of the schedule) */
  schedule_action_group_id?: number | null;
  /** Checked in ascending order, smaller first */
  sortable_order?: number | null;
  /** An inactive trigger never fires */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type ScheduleTriggerDestroyParams = Record<string, never>;

/** Scheduled callback: A call placed to a lead at callback_at (from a disposition, a schedule_callback action or the lead API). The scheduler places it when due through the schedule's dial path (state rules, daylight hours and suppression checked then; a rule that allows it later puts it off to next_attempt_at) and connects the answered call to buyer_id first, else by the offer's routing. Destroy cancels it. */
export interface ScheduledCallback {
  id: number;
  legacy_id: number;
  type: 'ScheduledCallback';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Lead to call back (→ leads) */
  lead_id: number;
  /** When to place the call */
  callback_at: string;
  /** Number to call (blank: the caller_id of the lead) */
  caller_number: string | null;
  /** Schedule whose rules (hours, suppression, pools) apply (blank: the lead's schedule) */
  schedule_id: number | null;
  /** Offer whose buyers take the answered call (blank: the schedule's offer) */
  offer_id: number | null;
  /** Agent or buyer to connect first, e.g. the one who promised the callback (when it can take the call; else the offer's routing) */
  buyer_id: number | null;
  /** Why the callback was scheduled */
  notes: string | null;
  /** scheduled (waiting), calling (placed, not ended), completed (answered), failed (not placed, or not answered after max_attempts calls: see status_reason), missed (not placed within the grace after it was due) */
  status: 'scheduled' | 'calling' | 'completed' | 'failed' | 'missed';
  /** When the scheduler places it next: callback_at, or later when a rule put it off */
  next_attempt_at: string | null;
  /** Why it was put off, failed or missed (blank: nothing to say) */
  status_reason: string | null;
  /** Calls to place while nobody answers before the callback fails (1: never dialled again) */
  max_attempts: number | null;
  /** Minutes from the end of an unanswered call to the next attempt */
  retry_delay_minutes: number | null;
  /** Calls placed for this callback */
  attempts_count: number;
  /** Last call placed for this callback (→ calls) */
  call_id: number | null;
  /** When the callback call ended */
  completed_at: string | null;
}

export type ScheduledCallbackColumn = keyof ScheduledCallback;

export interface ScheduledCallbackListParams extends ListParamsBase<ScheduledCallbackColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'callback_at' | 'next_attempt_at';
  /** Lead to call back (→ leads) */
  lead_id?: number | number[];
  /** Number to call (blank: the caller_id of the lead) */
  caller_number?: string;
  /** Schedule whose rules (hours, suppression, pools) apply (blank: the lead's schedule) */
  schedule_id?: number | number[];
  /** Offer whose buyers take the answered call (blank: the schedule's offer) */
  offer_id?: number | number[];
  /** Agent or buyer to connect first, e.g. the one who promised the callback (when it can take the call; else the offer's routing) */
  buyer_id?: number | number[];
  /** scheduled (waiting), calling (placed, not ended), completed (answered), failed (not placed, or not answered after max_attempts calls: see status_reason), missed (not placed within the grace after it was due) */
  status?: ('scheduled' | 'calling' | 'completed' | 'failed' | 'missed') | ('scheduled' | 'calling' | 'completed' | 'failed' | 'missed')[];
  /** Calls to place while nobody answers before the callback fails (1: never dialled again) */
  max_attempts?: number | number[];
  /** Minutes from the end of an unanswered call to the next attempt */
  retry_delay_minutes?: number | number[];
  /** Calls placed for this callback */
  attempts_count?: number | number[];
  /** Last call placed for this callback (→ calls) */
  call_id?: number | number[];
  /** Callbacks whose next attempt is due at or before this time (with status=scheduled: the due ones) */
  due_before?: string | Date;
  /** Callbacks whose next attempt is due at or after this time */
  due_after?: string | Date;
}

export interface ScheduledCallbackBuildParams {
  /** Lead to call back (→ leads) */
  lead_id?: number;
  /** When to place the call */
  callback_at?: string | Date;
  /** Number to call (blank: the caller_id of the lead) */
  caller_number?: string | null;
  /** Schedule whose rules (hours, suppression, pools) apply (blank: the lead's schedule) */
  schedule_id?: number | null;
  /** Offer whose buyers take the answered call (blank: the schedule's offer) */
  offer_id?: number | null;
  /** Agent or buyer to connect first, e.g. the one who promised the callback (when it can take the call; else the offer's routing) */
  buyer_id?: number | null;
  /** Why the callback was scheduled */
  notes?: string | null;
  /** Calls to place while nobody answers before the callback fails (1: never dialled again) */
  max_attempts?: number | null;
  /** Minutes from the end of an unanswered call to the next attempt */
  retry_delay_minutes?: number | null;
}

export interface ScheduledCallbackCreateParams {
  /** Lead to call back (→ leads) */
  lead_id: number;
  /** When to place the call */
  callback_at: string | Date;
  /** Number to call (blank: the caller_id of the lead) */
  caller_number?: string | null;
  /** Schedule whose rules (hours, suppression, pools) apply (blank: the lead's schedule) */
  schedule_id?: number | null;
  /** Offer whose buyers take the answered call (blank: the schedule's offer) */
  offer_id?: number | null;
  /** Agent or buyer to connect first, e.g. the one who promised the callback (when it can take the call; else the offer's routing) */
  buyer_id?: number | null;
  /** Why the callback was scheduled */
  notes?: string | null;
  /** Calls to place while nobody answers before the callback fails (1: never dialled again) */
  max_attempts?: number | null;
  /** Minutes from the end of an unanswered call to the next attempt */
  retry_delay_minutes?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface ScheduledCallbackShowParams extends ShowParamsBase<ScheduledCallbackColumn> {
}

export interface ScheduledCallbackUpdateParams {
  /** Lead to call back (→ leads) */
  lead_id?: number;
  /** When to place the call */
  callback_at?: string | Date;
  /** Number to call (blank: the caller_id of the lead) */
  caller_number?: string | null;
  /** Schedule whose rules (hours, suppression, pools) apply (blank: the lead's schedule) */
  schedule_id?: number | null;
  /** Offer whose buyers take the answered call (blank: the schedule's offer) */
  offer_id?: number | null;
  /** Agent or buyer to connect first, e.g. the one who promised the callback (when it can take the call; else the offer's routing) */
  buyer_id?: number | null;
  /** Why the callback was scheduled */
  notes?: string | null;
  /** Calls to place while nobody answers before the callback fails (1: never dialled again) */
  max_attempts?: number | null;
  /** Minutes from the end of an unanswered call to the next attempt */
  retry_delay_minutes?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type ScheduledCallbackDestroyParams = Record<string, never>;

/** Lead retarget: Lead retargeting: once run_at comes, the scheduler finds past leads that did not convert (of an offer or schedule, by status, age and tokens) and adds them to a schedule again through lead intake. Each lead it matched is logged in lead_retarget_logs. */
export interface LeadRetarget {
  id: number;
  legacy_id: number;
  type: 'LeadRetarget';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Display name */
  name: string;
  /** Schedule the matching leads are added to */
  target_schedule_id: number;
  /** Only leads of this offer (blank: any) */
  offer_id: number | null;
  /** Only leads enrolled in this schedule (blank: any) */
  source_schedule_id: number | null;
  /** Only leads in these statuses, e.g. ["completed_attempted","exceeded_max_calls"] (blank: any but opt_out, dnc and blocked, which are never retargeted) */
  lead_statuses: string[] | null;
  /** Only leads created at or after this time */
  leads_created_from: string | null;
  /** Only leads created at or before this time */
  leads_created_to: string | null;
  /** Token filters as [{"key":"geo_state","operator":"!=","value":"FL"}] (operators ==, !=, =~, !~, <, <=, >, >=) */
  filters: Json | null;
  /** When to start (blank: now) */
  run_at: string | null;
  /** Start the target schedule from its first action even for leads already in it */
  restart_schedule: boolean | null;
  /** A paused retarget does not run */
  paused: boolean | null;
  /** Where the run is */
  status: 'pending' | 'running' | 'succeeded' | 'failed' | 'stopped';
  /** Leads that matched */
  matched_count: number;
  /** Leads added to the target schedule */
  enrolled_count: number;
  /** When the run started */
  started_at: string | null;
  /** When the run ended */
  finished_at: string | null;
  /** Why the run failed */
  error_message: string | null;
  /** Last lead the run has worked through (→ leads): a run cut short resumes after it */
  cursor_lead_id: number | null;
}

export type LeadRetargetColumn = keyof LeadRetarget;

export interface LeadRetargetListParams extends ListParamsBase<LeadRetargetColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'run_at';
  /** Display name */
  name?: string;
  /** Schedule the matching leads are added to */
  target_schedule_id?: number | number[];
  /** Only leads of this offer (blank: any) */
  offer_id?: number | number[];
  /** Only leads enrolled in this schedule (blank: any) */
  source_schedule_id?: number | number[];
  /** Start the target schedule from its first action even for leads already in it */
  restart_schedule?: boolean;
  /** A paused retarget does not run */
  paused?: boolean;
  /** Where the run is */
  status?: ('pending' | 'running' | 'succeeded' | 'failed' | 'stopped') | ('pending' | 'running' | 'succeeded' | 'failed' | 'stopped')[];
  /** Leads that matched */
  matched_count?: number | number[];
  /** Leads added to the target schedule */
  enrolled_count?: number | number[];
  /** Last lead the run has worked through (→ leads): a run cut short resumes after it */
  cursor_lead_id?: number | number[];
}

export interface LeadRetargetBuildParams {
  /** Display name */
  name?: string;
  /** Schedule the matching leads are added to */
  target_schedule_id?: number;
  /** Only leads of this offer (blank: any) */
  offer_id?: number | null;
  /** Only leads enrolled in this schedule (blank: any) */
  source_schedule_id?: number | null;
  /** Only leads in these statuses, e.g. ["completed_attempted","exceeded_max_calls"] (blank: any but opt_out, dnc and blocked, which are never retargeted) */
  lead_statuses?: string[];
  /** Only leads created at or after this time */
  leads_created_from?: string | Date | null;
  /** Only leads created at or before this time */
  leads_created_to?: string | Date | null;
  /** Token filters as [{"key":"geo_state","operator":"!=","value":"FL"}] (operators ==, !=, =~, !~, <, <=, >, >=) */
  filters?: JsonObject | Json[] | null;
  /** When to start (blank: now) */
  run_at?: string | Date | null;
  /** Start the target schedule from its first action even for leads already in it */
  restart_schedule?: boolean | null;
  /** A paused retarget does not run */
  paused?: boolean | null;
}

export interface LeadRetargetCreateParams {
  /** Display name */
  name: string;
  /** Schedule the matching leads are added to */
  target_schedule_id: number;
  /** Only leads of this offer (blank: any) */
  offer_id?: number | null;
  /** Only leads enrolled in this schedule (blank: any) */
  source_schedule_id?: number | null;
  /** Only leads in these statuses, e.g. ["completed_attempted","exceeded_max_calls"] (blank: any but opt_out, dnc and blocked, which are never retargeted) */
  lead_statuses?: string[];
  /** Only leads created at or after this time */
  leads_created_from?: string | Date | null;
  /** Only leads created at or before this time */
  leads_created_to?: string | Date | null;
  /** Token filters as [{"key":"geo_state","operator":"!=","value":"FL"}] (operators ==, !=, =~, !~, <, <=, >, >=) */
  filters?: JsonObject | Json[] | null;
  /** When to start (blank: now) */
  run_at?: string | Date | null;
  /** Start the target schedule from its first action even for leads already in it */
  restart_schedule?: boolean | null;
  /** A paused retarget does not run */
  paused?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface LeadRetargetShowParams extends ShowParamsBase<LeadRetargetColumn> {
}

export interface LeadRetargetUpdateParams {
  /** Display name */
  name?: string;
  /** Schedule the matching leads are added to */
  target_schedule_id?: number;
  /** Only leads of this offer (blank: any) */
  offer_id?: number | null;
  /** Only leads enrolled in this schedule (blank: any) */
  source_schedule_id?: number | null;
  /** Only leads in these statuses, e.g. ["completed_attempted","exceeded_max_calls"] (blank: any but opt_out, dnc and blocked, which are never retargeted) */
  lead_statuses?: string[];
  /** Only leads created at or after this time */
  leads_created_from?: string | Date | null;
  /** Only leads created at or before this time */
  leads_created_to?: string | Date | null;
  /** Token filters as [{"key":"geo_state","operator":"!=","value":"FL"}] (operators ==, !=, =~, !~, <, <=, >, >=) */
  filters?: JsonObject | Json[] | null;
  /** When to start (blank: now) */
  run_at?: string | Date | null;
  /** Start the target schedule from its first action even for leads already in it */
  restart_schedule?: boolean | null;
  /** A paused retarget does not run */
  paused?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type LeadRetargetDestroyParams = Record<string, never>;

/** Lead retarget log: What a lead retarget did with one lead. Written by the retargeting run; read-only. */
export interface LeadRetargetLog {
  id: number;
  legacy_id: number;
  type: 'LeadRetargetLog';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Retarget that touched the lead */
  lead_retarget_id: number | null;
  /** Lead concerned (→ leads) */
  lead_id: number | null;
  /** Schedule the lead was added to */
  schedule_id: number | null;
  /** What happened to the lead */
  result: 'enrolled' | 'skipped' | 'failed' | null;
  /** Why it was skipped or failed (e.g. opted out, suppressed) */
  reason: string | null;
}

export type LeadRetargetLogColumn = keyof LeadRetargetLog;

export interface LeadRetargetLogListParams extends ListParamsBase<LeadRetargetLogColumn> {
  order?: 'id' | 'created_at' | 'updated_at';
  /** Retarget that touched the lead */
  lead_retarget_id?: number | number[];
  /** Lead concerned (→ leads) */
  lead_id?: number | number[];
  /** Schedule the lead was added to */
  schedule_id?: number | number[];
  /** What happened to the lead */
  result?: ('enrolled' | 'skipped' | 'failed') | ('enrolled' | 'skipped' | 'failed')[];
}

/** Text message: An outbound text message. Create queues it, or records it as blocked (error_message says why) when the blacklist, an opt-out (an SMS opt-out too), a suppression list of its offer or schedule, or the state rules for texts forbid it. A queued text is sent by a background job through the carrier of its from number (status sending, then sent with provider, provider_message_id, segments_count and sent_at; failed with error_message when the carrier refuses it). Incoming texts are incoming_text_messages. */
export interface TextMessage {
  id: number;
  legacy_id: number;
  type: 'TextMessage';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Recipient, normalised to E.164 */
  to: string;
  /** Sending number, a company number with sms_enabled (blank: the first of the schedule's SMS pools, else of the offer) */
  from: string | null;
  /** Message text; [token] and [token]{default} are filled from the lead when it is created (at most 1600 characters) */
  body: string;
  /** Public http(s) URLs of images or files to attach (an MMS; at most 10) */
  media_urls: string[] | null;
  /** Lead the message is about; its tokens fill the body (→ leads) */
  lead_id: number | null;
  /** Schedule that sends it, whose pools and rules apply */
  schedule_id: number | null;
  /** Offer the message belongs to */
  offer_id: number | null;
  /** outbound (texts received are incoming_text_messages) */
  direction: 'inbound' | 'outbound';
  /** Delivery status */
  status: 'queued' | 'sending' | 'sent' | 'delivered' | 'undelivered' | 'failed' | 'blocked';
  /** Why it failed, undelivered or blocked */
  error_message: string | null;
  /** SMS segments billed */
  segments_count: number | null;
  /** Carrier that sent it (twilio, telnyx, plivo…) */
  provider: string | null;
  /** Id of the message at the carrier */
  provider_message_id: string | null;
  /** When the carrier accepted it */
  sent_at: string | null;
  /** When delivery was confirmed */
  delivered_at: string | null;
}

export type TextMessageColumn = keyof TextMessage;

export interface TextMessageListParams extends ListParamsBase<TextMessageColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'sent_at';
  /** Recipient, normalised to E.164 */
  to?: string;
  /** Sending number, a company number with sms_enabled (blank: the first of the schedule's SMS pools, else of the offer) */
  from?: string;
  /** Lead the message is about; its tokens fill the body (→ leads) */
  lead_id?: number | number[];
  /** Schedule that sends it, whose pools and rules apply */
  schedule_id?: number | number[];
  /** Offer the message belongs to */
  offer_id?: number | number[];
  /** outbound (texts received are incoming_text_messages) */
  direction?: ('inbound' | 'outbound') | ('inbound' | 'outbound')[];
  /** Delivery status */
  status?: ('queued' | 'sending' | 'sent' | 'delivered' | 'undelivered' | 'failed' | 'blocked') | ('queued' | 'sending' | 'sent' | 'delivered' | 'undelivered' | 'failed' | 'blocked')[];
  /** SMS segments billed */
  segments_count?: number | number[];
  /** Carrier that sent it (twilio, telnyx, plivo…) */
  provider?: string;
  /** Id of the message at the carrier */
  provider_message_id?: string;
}

export interface TextMessageCreateParams {
  /** Recipient, normalised to E.164 */
  to: string;
  /** Sending number, a company number with sms_enabled (blank: the first of the schedule's SMS pools, else of the offer) */
  from?: string | null;
  /** Message text; [token] and [token]{default} are filled from the lead when it is created (at most 1600 characters) */
  body: string;
  /** Public http(s) URLs of images or files to attach (an MMS; at most 10) */
  media_urls?: string[];
  /** Lead the message is about; its tokens fill the body (→ leads) */
  lead_id?: number | null;
  /** Schedule that sends it, whose pools and rules apply */
  schedule_id?: number | null;
  /** Offer the message belongs to */
  offer_id?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface TextMessageShowParams extends ShowParamsBase<TextMessageColumn> {
}

/** Incoming text message: A text message received on a company number, matched to its lead and answered by text message flows. Read-only. */
export interface IncomingTextMessage {
  id: number;
  legacy_id: number;
  type: 'IncomingTextMessage';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Always inbound */
  direction: 'inbound' | 'outbound';
  /** Sender, E.164 */
  from: string | null;
  /** Company number that received it, E.164 */
  to: string | null;
  /** Message text */
  body: string | null;
  /** Attached images or files (MMS) */
  media_urls: string[] | null;
  /** Most recent lead of the sender (→ leads) */
  lead_id: number | null;
  /** Contact record of the sender (→ contacts) */
  contact_id: number | null;
  /** Offer of the receiving number */
  offer_id: number | null;
  /** Flow that answered it */
  text_message_flow_id: number | null;
  /** The message was an opt-out keyword (STOP…) */
  opt_out: boolean;
  /** Carrier that delivered it */
  provider: string | null;
  /** Id of the message at the carrier */
  provider_message_id: string | null;
  /** When the carrier delivered it */
  received_at: string | null;
}

export type IncomingTextMessageColumn = keyof IncomingTextMessage;

export interface IncomingTextMessageListParams extends ListParamsBase<IncomingTextMessageColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'received_at';
  /** Always inbound */
  direction?: ('inbound' | 'outbound') | ('inbound' | 'outbound')[];
  /** Sender, E.164 */
  from?: string;
  /** Company number that received it, E.164 */
  to?: string;
  /** Most recent lead of the sender (→ leads) */
  lead_id?: number | number[];
  /** Contact record of the sender (→ contacts) */
  contact_id?: number | number[];
  /** Offer of the receiving number */
  offer_id?: number | number[];
  /** Flow that answered it */
  text_message_flow_id?: number | number[];
  /** The message was an opt-out keyword (STOP…) */
  opt_out?: boolean;
  /** Carrier that delivered it */
  provider?: string;
  /** Id of the message at the carrier */
  provider_message_id?: string;
}

export interface IncomingTextMessageShowParams extends ShowParamsBase<IncomingTextMessageColumn> {
}

/** Text message flow: Answers incoming text messages: the first active flow (in sortable_order) whose keyword matches runs its action (opt out, opt in, fire a webhook, set lead tokens) and sends reply_body. */
export interface TextMessageFlow {
  id: number;
  legacy_id: number;
  type: 'TextMessageFlow';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Display name */
  name: string;
  /** Text to match in the incoming message, case-insensitive */
  keyword: string | null;
  /** How keyword is matched; any matches every message (keyword ignored) */
  match_type: 'any' | 'exact' | 'contains' | 'starts_with' | 'regex' | null;
  /** What to do with the sender */
  flow_action: 'reply' | 'opt_out' | 'opt_in' | 'webhook' | 'modify_lead' | 'add_to_schedule' | 'remove_from_schedule' | null;
  /** Reply sent to the sender; [token] and [token]{default} are replaced (blank: no reply) */
  reply_body: string | null;
  /** webhook: outgoing webhook fired about the incoming text (its tokens: body, from, to, lead_id) */
  outgoing_webhook_id: number | null;
  /** modify_lead: tokens set on the sender's lead, as {"key":"value"}; values may hold [body], [from] and other incoming text tokens */
  lead_data: Json | null;
  /** add_to_schedule / remove_from_schedule: the schedule */
  schedule_id: number | null;
  /** Only texts to the numbers of this offer (blank: any) */
  offer_id: number | null;
  /** Only texts to the numbers of this pool (blank: any) */
  ring_pool_id: number | null;
  /** Flows are checked in ascending order, smaller first */
  sortable_order: number | null;
  /** An inactive flow never matches */
  active: boolean | null;
}

export type TextMessageFlowColumn = keyof TextMessageFlow;

export interface TextMessageFlowListParams extends ListParamsBase<TextMessageFlowColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'sortable_order';
  /** Display name */
  name?: string;
  /** Text to match in the incoming message, case-insensitive */
  keyword?: string;
  /** How keyword is matched; any matches every message (keyword ignored) */
  match_type?: ('any' | 'exact' | 'contains' | 'starts_with' | 'regex') | ('any' | 'exact' | 'contains' | 'starts_with' | 'regex')[];
  /** What to do with the sender */
  flow_action?: ('reply' | 'opt_out' | 'opt_in' | 'webhook' | 'modify_lead' | 'add_to_schedule' | 'remove_from_schedule') | ('reply' | 'opt_out' | 'opt_in' | 'webhook' | 'modify_lead' | 'add_to_schedule' | 'remove_from_schedule')[];
  /** webhook: outgoing webhook fired about the incoming text (its tokens: body, from, to, lead_id) */
  outgoing_webhook_id?: number | number[];
  /** add_to_schedule / remove_from_schedule: the schedule */
  schedule_id?: number | number[];
  /** Only texts to the numbers of this offer (blank: any) */
  offer_id?: number | number[];
  /** Only texts to the numbers of this pool (blank: any) */
  ring_pool_id?: number | number[];
  /** Flows are checked in ascending order, smaller first */
  sortable_order?: number;
  /** An inactive flow never matches */
  active?: boolean;
}

export interface TextMessageFlowBuildParams {
  /** Display name */
  name?: string;
  /** Text to match in the incoming message, case-insensitive */
  keyword?: string | null;
  /** How keyword is matched; any matches every message (keyword ignored) */
  match_type?: 'any' | 'exact' | 'contains' | 'starts_with' | 'regex' | null;
  /** What to do with the sender */
  flow_action?: 'reply' | 'opt_out' | 'opt_in' | 'webhook' | 'modify_lead' | 'add_to_schedule' | 'remove_from_schedule' | null;
  /** Reply sent to the sender; [token] and [token]{default} are replaced (blank: no reply) */
  reply_body?: string | null;
  /** webhook: outgoing webhook fired about the incoming text (its tokens: body, from, to, lead_id) */
  outgoing_webhook_id?: number | null;
  /** modify_lead: tokens set on the sender's lead, as {"key":"value"}; values may hold [body], [from] and other incoming text tokens */
  lead_data?: JsonObject | Json[] | null;
  /** add_to_schedule / remove_from_schedule: the schedule */
  schedule_id?: number | null;
  /** Only texts to the numbers of this offer (blank: any) */
  offer_id?: number | null;
  /** Only texts to the numbers of this pool (blank: any) */
  ring_pool_id?: number | null;
  /** Flows are checked in ascending order, smaller first */
  sortable_order?: number | null;
  /** An inactive flow never matches */
  active?: boolean | null;
}

export interface TextMessageFlowCreateParams {
  /** Display name */
  name: string;
  /** Text to match in the incoming message, case-insensitive */
  keyword?: string | null;
  /** How keyword is matched; any matches every message (keyword ignored) */
  match_type?: 'any' | 'exact' | 'contains' | 'starts_with' | 'regex' | null;
  /** What to do with the sender */
  flow_action?: 'reply' | 'opt_out' | 'opt_in' | 'webhook' | 'modify_lead' | 'add_to_schedule' | 'remove_from_schedule' | null;
  /** Reply sent to the sender; [token] and [token]{default} are replaced (blank: no reply) */
  reply_body?: string | null;
  /** webhook: outgoing webhook fired about the incoming text (its tokens: body, from, to, lead_id) */
  outgoing_webhook_id?: number | null;
  /** modify_lead: tokens set on the sender's lead, as {"key":"value"}; values may hold [body], [from] and other incoming text tokens */
  lead_data?: JsonObject | Json[] | null;
  /** add_to_schedule / remove_from_schedule: the schedule */
  schedule_id?: number | null;
  /** Only texts to the numbers of this offer (blank: any) */
  offer_id?: number | null;
  /** Only texts to the numbers of this pool (blank: any) */
  ring_pool_id?: number | null;
  /** Flows are checked in ascending order, smaller first */
  sortable_order?: number | null;
  /** An inactive flow never matches */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface TextMessageFlowShowParams extends ShowParamsBase<TextMessageFlowColumn> {
}

export interface TextMessageFlowUpdateParams {
  /** Display name */
  name?: string;
  /** Text to match in the incoming message, case-insensitive */
  keyword?: string | null;
  /** How keyword is matched; any matches every message (keyword ignored) */
  match_type?: 'any' | 'exact' | 'contains' | 'starts_with' | 'regex' | null;
  /** What to do with the sender */
  flow_action?: 'reply' | 'opt_out' | 'opt_in' | 'webhook' | 'modify_lead' | 'add_to_schedule' | 'remove_from_schedule' | null;
  /** Reply sent to the sender; [token] and [token]{default} are replaced (blank: no reply) */
  reply_body?: string | null;
  /** webhook: outgoing webhook fired about the incoming text (its tokens: body, from, to, lead_id) */
  outgoing_webhook_id?: number | null;
  /** modify_lead: tokens set on the sender's lead, as {"key":"value"}; values may hold [body], [from] and other incoming text tokens */
  lead_data?: JsonObject | Json[] | null;
  /** add_to_schedule / remove_from_schedule: the schedule */
  schedule_id?: number | null;
  /** Only texts to the numbers of this offer (blank: any) */
  offer_id?: number | null;
  /** Only texts to the numbers of this pool (blank: any) */
  ring_pool_id?: number | null;
  /** Flows are checked in ascending order, smaller first */
  sortable_order?: number | null;
  /** An inactive flow never matches */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type TextMessageFlowDestroyParams = Record<string, never>;

/** State call time: When leads in a state may be called or texted on one weekday, in the local time of the lead. A state with rows in an active group may be contacted only inside them; a closed row blocks the whole day. */
export interface StateBusinessHour {
  id: number;
  legacy_id: number;
  type: 'StateBusinessHour';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Rule group the hours belong to */
  state_rule_group_id: number;
  /** Two-letter state code (GET /collections/us_state) */
  state: 'AL' | 'AK' | 'AZ' | 'AR' | 'CA' | 'CO' | 'CT' | 'DE' | 'DC' | 'FL' | 'GA' | 'HI' | 'ID' | 'IL' | 'IN' | 'IA' | 'KS' | 'KY' | 'LA' | 'ME' | 'MD' | 'MA' | 'MI' | 'MN' | 'MS' | 'MO' | 'MT' | 'NE' | 'NV' | 'NH' | 'NJ' | 'NM' | 'NY' | 'NC' | 'ND' | 'OH' | 'OK' | 'OR' | 'PA' | 'RI' | 'SC' | 'SD' | 'TN' | 'TX' | 'UT' | 'VT' | 'VA' | 'WA' | 'WV' | 'WI' | 'WY' | 'AS' | 'GU' | 'MP' | 'PR' | 'VI';
  /** Weekday, 0 = Sunday … 6 = Saturday */
  day: number;
  /** Earliest contact time */
  open_time: string | null;
  /** Latest contact time */
  close_time: string | null;
  /** No contact at all on this day */
  closed: boolean | null;
  /** IANA zone the hours are in (blank: the lead's time_zone, else every zone of the state must be inside them) */
  time_zone: string | null;
}

export type StateBusinessHourColumn = keyof StateBusinessHour;

export interface StateBusinessHourListParams extends ListParamsBase<StateBusinessHourColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'state' | 'day';
  /** Rule group the hours belong to */
  state_rule_group_id?: number | number[];
  /** Two-letter state code (GET /collections/us_state) */
  state?: ('AL' | 'AK' | 'AZ' | 'AR' | 'CA' | 'CO' | 'CT' | 'DE' | 'DC' | 'FL' | 'GA' | 'HI' | 'ID' | 'IL' | 'IN' | 'IA' | 'KS' | 'KY' | 'LA' | 'ME' | 'MD' | 'MA' | 'MI' | 'MN' | 'MS' | 'MO' | 'MT' | 'NE' | 'NV' | 'NH' | 'NJ' | 'NM' | 'NY' | 'NC' | 'ND' | 'OH' | 'OK' | 'OR' | 'PA' | 'RI' | 'SC' | 'SD' | 'TN' | 'TX' | 'UT' | 'VT' | 'VA' | 'WA' | 'WV' | 'WI' | 'WY' | 'AS' | 'GU' | 'MP' | 'PR' | 'VI') | ('AL' | 'AK' | 'AZ' | 'AR' | 'CA' | 'CO' | 'CT' | 'DE' | 'DC' | 'FL' | 'GA' | 'HI' | 'ID' | 'IL' | 'IN' | 'IA' | 'KS' | 'KY' | 'LA' | 'ME' | 'MD' | 'MA' | 'MI' | 'MN' | 'MS' | 'MO' | 'MT' | 'NE' | 'NV' | 'NH' | 'NJ' | 'NM' | 'NY' | 'NC' | 'ND' | 'OH' | 'OK' | 'OR' | 'PA' | 'RI' | 'SC' | 'SD' | 'TN' | 'TX' | 'UT' | 'VT' | 'VA' | 'WA' | 'WV' | 'WI' | 'WY' | 'AS' | 'GU' | 'MP' | 'PR' | 'VI')[];
  /** Weekday, 0 = Sunday … 6 = Saturday */
  day?: number | number[];
  /** Earliest contact time */
  open_time?: string;
  /** Latest contact time */
  close_time?: string;
  /** No contact at all on this day */
  closed?: boolean;
}

export interface StateBusinessHourBuildParams {
  /** Rule group the hours belong to */
  state_rule_group_id?: number;
  /** Two-letter state code (GET /collections/us_state) */
  state?: 'AL' | 'AK' | 'AZ' | 'AR' | 'CA' | 'CO' | 'CT' | 'DE' | 'DC' | 'FL' | 'GA' | 'HI' | 'ID' | 'IL' | 'IN' | 'IA' | 'KS' | 'KY' | 'LA' | 'ME' | 'MD' | 'MA' | 'MI' | 'MN' | 'MS' | 'MO' | 'MT' | 'NE' | 'NV' | 'NH' | 'NJ' | 'NM' | 'NY' | 'NC' | 'ND' | 'OH' | 'OK' | 'OR' | 'PA' | 'RI' | 'SC' | 'SD' | 'TN' | 'TX' | 'UT' | 'VT' | 'VA' | 'WA' | 'WV' | 'WI' | 'WY' | 'AS' | 'GU' | 'MP' | 'PR' | 'VI';
  /** Weekday, 0 = Sunday … 6 = Saturday */
  day?: number;
  /** Earliest contact time */
  open_time?: string | null;
  /** Latest contact time */
  close_time?: string | null;
  /** No contact at all on this day */
  closed?: boolean | null;
  /** IANA zone the hours are in (blank: the lead's time_zone, else every zone of the state must be inside them) */
  time_zone?: string | null;
}

export interface StateBusinessHourCreateParams {
  /** Rule group the hours belong to */
  state_rule_group_id: number;
  /** Two-letter state code (GET /collections/us_state) */
  state: 'AL' | 'AK' | 'AZ' | 'AR' | 'CA' | 'CO' | 'CT' | 'DE' | 'DC' | 'FL' | 'GA' | 'HI' | 'ID' | 'IL' | 'IN' | 'IA' | 'KS' | 'KY' | 'LA' | 'ME' | 'MD' | 'MA' | 'MI' | 'MN' | 'MS' | 'MO' | 'MT' | 'NE' | 'NV' | 'NH' | 'NJ' | 'NM' | 'NY' | 'NC' | 'ND' | 'OH' | 'OK' | 'OR' | 'PA' | 'RI' | 'SC' | 'SD' | 'TN' | 'TX' | 'UT' | 'VT' | 'VA' | 'WA' | 'WV' | 'WI' | 'WY' | 'AS' | 'GU' | 'MP' | 'PR' | 'VI';
  /** Weekday, 0 = Sunday … 6 = Saturday */
  day: number;
  /** Earliest contact time */
  open_time?: string | null;
  /** Latest contact time */
  close_time?: string | null;
  /** No contact at all on this day */
  closed?: boolean | null;
  /** IANA zone the hours are in (blank: the lead's time_zone, else every zone of the state must be inside them) */
  time_zone?: string | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface StateBusinessHourShowParams extends ShowParamsBase<StateBusinessHourColumn> {
}

export interface StateBusinessHourUpdateParams {
  /** Rule group the hours belong to */
  state_rule_group_id?: number;
  /** Two-letter state code (GET /collections/us_state) */
  state?: 'AL' | 'AK' | 'AZ' | 'AR' | 'CA' | 'CO' | 'CT' | 'DE' | 'DC' | 'FL' | 'GA' | 'HI' | 'ID' | 'IL' | 'IN' | 'IA' | 'KS' | 'KY' | 'LA' | 'ME' | 'MD' | 'MA' | 'MI' | 'MN' | 'MS' | 'MO' | 'MT' | 'NE' | 'NV' | 'NH' | 'NJ' | 'NM' | 'NY' | 'NC' | 'ND' | 'OH' | 'OK' | 'OR' | 'PA' | 'RI' | 'SC' | 'SD' | 'TN' | 'TX' | 'UT' | 'VT' | 'VA' | 'WA' | 'WV' | 'WI' | 'WY' | 'AS' | 'GU' | 'MP' | 'PR' | 'VI';
  /** Weekday, 0 = Sunday … 6 = Saturday */
  day?: number;
  /** Earliest contact time */
  open_time?: string | null;
  /** Latest contact time */
  close_time?: string | null;
  /** No contact at all on this day */
  closed?: boolean | null;
  /** IANA zone the hours are in (blank: the lead's time_zone, else every zone of the state must be inside them) */
  time_zone?: string | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type StateBusinessHourDestroyParams = Record<string, never>;

/** State call frequency: Caps how often one phone number in a state may be contacted: at most max_contacts over any sliding window of window_seconds (e.g. Florida: 3 per 24 hours). Over the cap, the lead waits until the window allows. */
export interface StateCallLimit {
  id: number;
  legacy_id: number;
  type: 'StateCallLimit';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Rule group the limit belongs to */
  state_rule_group_id: number;
  /** Two-letter state code (GET /collections/us_state) */
  state: 'AL' | 'AK' | 'AZ' | 'AR' | 'CA' | 'CO' | 'CT' | 'DE' | 'DC' | 'FL' | 'GA' | 'HI' | 'ID' | 'IL' | 'IN' | 'IA' | 'KS' | 'KY' | 'LA' | 'ME' | 'MD' | 'MA' | 'MI' | 'MN' | 'MS' | 'MO' | 'MT' | 'NE' | 'NV' | 'NH' | 'NJ' | 'NM' | 'NY' | 'NC' | 'ND' | 'OH' | 'OK' | 'OR' | 'PA' | 'RI' | 'SC' | 'SD' | 'TN' | 'TX' | 'UT' | 'VT' | 'VA' | 'WA' | 'WV' | 'WI' | 'WY' | 'AS' | 'GU' | 'MP' | 'PR' | 'VI';
  /** Most contacts per number in the window */
  max_contacts: number;
  /** Length of the sliding window in seconds (86400 = 24 hours) */
  window_seconds: number;
  /** Outbound calls count toward the limit */
  count_calls: boolean | null;
  /** Outbound texts count toward the limit */
  count_texts: boolean | null;
  /** Never contact mobile numbers in this state: read from the lead's line_type token (or a data append's); an unknown line type is not contacted either */
  skip_mobile: boolean | null;
}

export type StateCallLimitColumn = keyof StateCallLimit;

export interface StateCallLimitListParams extends ListParamsBase<StateCallLimitColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'state';
  /** Rule group the limit belongs to */
  state_rule_group_id?: number | number[];
  /** Two-letter state code (GET /collections/us_state) */
  state?: ('AL' | 'AK' | 'AZ' | 'AR' | 'CA' | 'CO' | 'CT' | 'DE' | 'DC' | 'FL' | 'GA' | 'HI' | 'ID' | 'IL' | 'IN' | 'IA' | 'KS' | 'KY' | 'LA' | 'ME' | 'MD' | 'MA' | 'MI' | 'MN' | 'MS' | 'MO' | 'MT' | 'NE' | 'NV' | 'NH' | 'NJ' | 'NM' | 'NY' | 'NC' | 'ND' | 'OH' | 'OK' | 'OR' | 'PA' | 'RI' | 'SC' | 'SD' | 'TN' | 'TX' | 'UT' | 'VT' | 'VA' | 'WA' | 'WV' | 'WI' | 'WY' | 'AS' | 'GU' | 'MP' | 'PR' | 'VI') | ('AL' | 'AK' | 'AZ' | 'AR' | 'CA' | 'CO' | 'CT' | 'DE' | 'DC' | 'FL' | 'GA' | 'HI' | 'ID' | 'IL' | 'IN' | 'IA' | 'KS' | 'KY' | 'LA' | 'ME' | 'MD' | 'MA' | 'MI' | 'MN' | 'MS' | 'MO' | 'MT' | 'NE' | 'NV' | 'NH' | 'NJ' | 'NM' | 'NY' | 'NC' | 'ND' | 'OH' | 'OK' | 'OR' | 'PA' | 'RI' | 'SC' | 'SD' | 'TN' | 'TX' | 'UT' | 'VT' | 'VA' | 'WA' | 'WV' | 'WI' | 'WY' | 'AS' | 'GU' | 'MP' | 'PR' | 'VI')[];
  /** Most contacts per number in the window */
  max_contacts?: number | number[];
  /** Length of the sliding window in seconds (86400 = 24 hours) */
  window_seconds?: number | number[];
  /** Outbound calls count toward the limit */
  count_calls?: boolean;
  /** Outbound texts count toward the limit */
  count_texts?: boolean;
  /** Never contact mobile numbers in this state: read from the lead's line_type token (or a data append's); an unknown line type is not contacted either */
  skip_mobile?: boolean;
}

export interface StateCallLimitBuildParams {
  /** Rule group the limit belongs to */
  state_rule_group_id?: number;
  /** Two-letter state code (GET /collections/us_state) */
  state?: 'AL' | 'AK' | 'AZ' | 'AR' | 'CA' | 'CO' | 'CT' | 'DE' | 'DC' | 'FL' | 'GA' | 'HI' | 'ID' | 'IL' | 'IN' | 'IA' | 'KS' | 'KY' | 'LA' | 'ME' | 'MD' | 'MA' | 'MI' | 'MN' | 'MS' | 'MO' | 'MT' | 'NE' | 'NV' | 'NH' | 'NJ' | 'NM' | 'NY' | 'NC' | 'ND' | 'OH' | 'OK' | 'OR' | 'PA' | 'RI' | 'SC' | 'SD' | 'TN' | 'TX' | 'UT' | 'VT' | 'VA' | 'WA' | 'WV' | 'WI' | 'WY' | 'AS' | 'GU' | 'MP' | 'PR' | 'VI';
  /** Most contacts per number in the window */
  max_contacts?: number;
  /** Length of the sliding window in seconds (86400 = 24 hours) */
  window_seconds?: number;
  /** Outbound calls count toward the limit */
  count_calls?: boolean | null;
  /** Outbound texts count toward the limit */
  count_texts?: boolean | null;
  /** Never contact mobile numbers in this state: read from the lead's line_type token (or a data append's); an unknown line type is not contacted either */
  skip_mobile?: boolean | null;
}

export interface StateCallLimitCreateParams {
  /** Rule group the limit belongs to */
  state_rule_group_id: number;
  /** Two-letter state code (GET /collections/us_state) */
  state: 'AL' | 'AK' | 'AZ' | 'AR' | 'CA' | 'CO' | 'CT' | 'DE' | 'DC' | 'FL' | 'GA' | 'HI' | 'ID' | 'IL' | 'IN' | 'IA' | 'KS' | 'KY' | 'LA' | 'ME' | 'MD' | 'MA' | 'MI' | 'MN' | 'MS' | 'MO' | 'MT' | 'NE' | 'NV' | 'NH' | 'NJ' | 'NM' | 'NY' | 'NC' | 'ND' | 'OH' | 'OK' | 'OR' | 'PA' | 'RI' | 'SC' | 'SD' | 'TN' | 'TX' | 'UT' | 'VT' | 'VA' | 'WA' | 'WV' | 'WI' | 'WY' | 'AS' | 'GU' | 'MP' | 'PR' | 'VI';
  /** Most contacts per number in the window */
  max_contacts: number;
  /** Length of the sliding window in seconds (86400 = 24 hours) */
  window_seconds: number;
  /** Outbound calls count toward the limit */
  count_calls?: boolean | null;
  /** Outbound texts count toward the limit */
  count_texts?: boolean | null;
  /** Never contact mobile numbers in this state: read from the lead's line_type token (or a data append's); an unknown line type is not contacted either */
  skip_mobile?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface StateCallLimitShowParams extends ShowParamsBase<StateCallLimitColumn> {
}

export interface StateCallLimitUpdateParams {
  /** Rule group the limit belongs to */
  state_rule_group_id?: number;
  /** Two-letter state code (GET /collections/us_state) */
  state?: 'AL' | 'AK' | 'AZ' | 'AR' | 'CA' | 'CO' | 'CT' | 'DE' | 'DC' | 'FL' | 'GA' | 'HI' | 'ID' | 'IL' | 'IN' | 'IA' | 'KS' | 'KY' | 'LA' | 'ME' | 'MD' | 'MA' | 'MI' | 'MN' | 'MS' | 'MO' | 'MT' | 'NE' | 'NV' | 'NH' | 'NJ' | 'NM' | 'NY' | 'NC' | 'ND' | 'OH' | 'OK' | 'OR' | 'PA' | 'RI' | 'SC' | 'SD' | 'TN' | 'TX' | 'UT' | 'VT' | 'VA' | 'WA' | 'WV' | 'WI' | 'WY' | 'AS' | 'GU' | 'MP' | 'PR' | 'VI';
  /** Most contacts per number in the window */
  max_contacts?: number;
  /** Length of the sliding window in seconds (86400 = 24 hours) */
  window_seconds?: number;
  /** Outbound calls count toward the limit */
  count_calls?: boolean | null;
  /** Outbound texts count toward the limit */
  count_texts?: boolean | null;
  /** Never contact mobile numbers in this state: read from the lead's line_type token (or a data append's); an unknown line type is not contacted either */
  skip_mobile?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type StateCallLimitDestroyParams = Record<string, never>;

/** State rule group: A group of state compliance rules (call times, call frequency limits, holidays), company-wide or for one offer. A schedule dial a rule blocks is not dropped: the lead is retried when the rules allow (the block is a call_logs row of log_type state_rule); make_call is refused with a 422 that says when; a text is recorded as blocked. A lead with no known state is bound by the rules of every state. */
export interface StateRuleGroup {
  id: number;
  legacy_id: number;
  type: 'StateRuleGroup';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Display name, e.g. "Default Rules" */
  name: string;
  /** company: applies to every call and text; offer: only to those of offer_id */
  rule_scope: 'company' | 'offer' | null;
  /** Offer the rules apply to (rule_scope offer) */
  offer_id: number | null;
  /** What the rules are for */
  description: string | null;
  /** Days with no contact, as [{"date":"2025-12-25","states":["*"]},{"date":"2025-03-31","states":["CA"]}] */
  holidays: Json | null;
  /** An inactive group enforces nothing */
  active: boolean | null;
}

export type StateRuleGroupColumn = keyof StateRuleGroup;

export interface StateRuleGroupListParams extends ListParamsBase<StateRuleGroupColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name';
  /** Display name, e.g. "Default Rules" */
  name?: string;
  /** company: applies to every call and text; offer: only to those of offer_id */
  rule_scope?: ('company' | 'offer') | ('company' | 'offer')[];
  /** Offer the rules apply to (rule_scope offer) */
  offer_id?: number | number[];
  /** An inactive group enforces nothing */
  active?: boolean;
}

export interface StateRuleGroupBuildParams {
  /** Display name, e.g. "Default Rules" */
  name?: string;
  /** company: applies to every call and text; offer: only to those of offer_id */
  rule_scope?: 'company' | 'offer' | null;
  /** Offer the rules apply to (rule_scope offer) */
  offer_id?: number | null;
  /** What the rules are for */
  description?: string | null;
  /** Days with no contact, as [{"date":"2025-12-25","states":["*"]},{"date":"2025-03-31","states":["CA"]}] */
  holidays?: JsonObject | Json[] | null;
  /** An inactive group enforces nothing */
  active?: boolean | null;
}

export interface StateRuleGroupCreateParams {
  /** Display name, e.g. "Default Rules" */
  name: string;
  /** company: applies to every call and text; offer: only to those of offer_id */
  rule_scope?: 'company' | 'offer' | null;
  /** Offer the rules apply to (rule_scope offer) */
  offer_id?: number | null;
  /** What the rules are for */
  description?: string | null;
  /** Days with no contact, as [{"date":"2025-12-25","states":["*"]},{"date":"2025-03-31","states":["CA"]}] */
  holidays?: JsonObject | Json[] | null;
  /** An inactive group enforces nothing */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface StateRuleGroupShowParams extends ShowParamsBase<StateRuleGroupColumn> {
}

export interface StateRuleGroupUpdateParams {
  /** Display name, e.g. "Default Rules" */
  name?: string;
  /** company: applies to every call and text; offer: only to those of offer_id */
  rule_scope?: 'company' | 'offer' | null;
  /** Offer the rules apply to (rule_scope offer) */
  offer_id?: number | null;
  /** What the rules are for */
  description?: string | null;
  /** Days with no contact, as [{"date":"2025-12-25","states":["*"]},{"date":"2025-03-31","states":["CA"]}] */
  holidays?: JsonObject | Json[] | null;
  /** An inactive group enforces nothing */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type StateRuleGroupDestroyParams = Record<string, never>;

/** Data append: One piece of data to look up for a phone number (name, line type, carrier, address, DNC or litigator status…) and the lead token its result is written to. Usage-charged per lookup. */
export interface DataAppend {
  id: number;
  legacy_id: number;
  type: 'DataAppend';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Group the lookup runs in */
  data_append_group_id: number;
  /** Label (blank: the data type) */
  name: string | null;
  /** What to look up */
  data_type: 'caller_name' | 'line_type' | 'carrier' | 'address' | 'email' | 'demographics' | 'dnc_status' | 'litigator_check';
  /** Lead token the result is written to, e.g. line_type → [line_type] */
  token_key: string;
  /** Replace a value the lead already has (default: keep it) */
  overwrite: boolean | null;
  /** Lookups run in ascending order, smaller first */
  sortable_order: number | null;
  /** An inactive lookup is skipped */
  active: boolean | null;
}

export type DataAppendColumn = keyof DataAppend;

export interface DataAppendListParams extends ListParamsBase<DataAppendColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'sortable_order';
  /** Group the lookup runs in */
  data_append_group_id?: number | number[];
  /** Label (blank: the data type) */
  name?: string;
  /** What to look up */
  data_type?: ('caller_name' | 'line_type' | 'carrier' | 'address' | 'email' | 'demographics' | 'dnc_status' | 'litigator_check') | ('caller_name' | 'line_type' | 'carrier' | 'address' | 'email' | 'demographics' | 'dnc_status' | 'litigator_check')[];
  /** Lead token the result is written to, e.g. line_type → [line_type] */
  token_key?: string;
  /** Replace a value the lead already has (default: keep it) */
  overwrite?: boolean;
  /** Lookups run in ascending order, smaller first */
  sortable_order?: number;
  /** An inactive lookup is skipped */
  active?: boolean;
}

export interface DataAppendBuildParams {
  /** Group the lookup runs in */
  data_append_group_id?: number;
  /** Label (blank: the data type) */
  name?: string | null;
  /** What to look up */
  data_type?: 'caller_name' | 'line_type' | 'carrier' | 'address' | 'email' | 'demographics' | 'dnc_status' | 'litigator_check';
  /** Lead token the result is written to, e.g. line_type → [line_type] */
  token_key?: string;
  /** Replace a value the lead already has (default: keep it) */
  overwrite?: boolean | null;
  /** Lookups run in ascending order, smaller first */
  sortable_order?: number | null;
  /** An inactive lookup is skipped */
  active?: boolean | null;
}

export interface DataAppendCreateParams {
  /** Group the lookup runs in */
  data_append_group_id: number;
  /** Label (blank: the data type) */
  name?: string | null;
  /** What to look up */
  data_type: 'caller_name' | 'line_type' | 'carrier' | 'address' | 'email' | 'demographics' | 'dnc_status' | 'litigator_check';
  /** Lead token the result is written to, e.g. line_type → [line_type] */
  token_key: string;
  /** Replace a value the lead already has (default: keep it) */
  overwrite?: boolean | null;
  /** Lookups run in ascending order, smaller first */
  sortable_order?: number | null;
  /** An inactive lookup is skipped */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface DataAppendShowParams extends ShowParamsBase<DataAppendColumn> {
}

export interface DataAppendUpdateParams {
  /** Group the lookup runs in */
  data_append_group_id?: number;
  /** Label (blank: the data type) */
  name?: string | null;
  /** What to look up */
  data_type?: 'caller_name' | 'line_type' | 'carrier' | 'address' | 'email' | 'demographics' | 'dnc_status' | 'litigator_check';
  /** Lead token the result is written to, e.g. line_type → [line_type] */
  token_key?: string;
  /** Replace a value the lead already has (default: keep it) */
  overwrite?: boolean | null;
  /** Lookups run in ascending order, smaller first */
  sortable_order?: number | null;
  /** An inactive lookup is skipped */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type DataAppendDestroyParams = Record<string, never>;

/** Data append group: A set of data appends run together for one phone number, by a schedule data_append action or POST /data_append. Lookups are charged per data type, so a recent result for the same number is reused. */
export interface DataAppendGroup {
  id: number;
  legacy_id: number;
  type: 'DataAppendGroup';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Display name */
  name: string;
  /** What the group is for */
  description: string | null;
  /** Data provider account used for the lookups (blank: the company default provider) */
  integration_id: number | null;
  /** Reuse a result for the same number this long instead of paying again (0: always look up) */
  cache_seconds: number | null;
  /** An inactive group looks nothing up */
  active: boolean | null;
}

export type DataAppendGroupColumn = keyof DataAppendGroup;

export interface DataAppendGroupListParams extends ListParamsBase<DataAppendGroupColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name';
  /** Display name */
  name?: string;
  /** Data provider account used for the lookups (blank: the company default provider) */
  integration_id?: number | number[];
  /** Reuse a result for the same number this long instead of paying again (0: always look up) */
  cache_seconds?: number | number[];
  /** An inactive group looks nothing up */
  active?: boolean;
}

export interface DataAppendGroupBuildParams {
  /** Display name */
  name?: string;
  /** What the group is for */
  description?: string | null;
  /** Data provider account used for the lookups (blank: the company default provider) */
  integration_id?: number | null;
  /** Reuse a result for the same number this long instead of paying again (0: always look up) */
  cache_seconds?: number | null;
  /** An inactive group looks nothing up */
  active?: boolean | null;
}

export interface DataAppendGroupCreateParams {
  /** Display name */
  name: string;
  /** What the group is for */
  description?: string | null;
  /** Data provider account used for the lookups (blank: the company default provider) */
  integration_id?: number | null;
  /** Reuse a result for the same number this long instead of paying again (0: always look up) */
  cache_seconds?: number | null;
  /** An inactive group looks nothing up */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface DataAppendGroupShowParams extends ShowParamsBase<DataAppendGroupColumn> {
}

export interface DataAppendGroupUpdateParams {
  /** Display name */
  name?: string;
  /** What the group is for */
  description?: string | null;
  /** Data provider account used for the lookups (blank: the company default provider) */
  integration_id?: number | null;
  /** Reuse a result for the same number this long instead of paying again (0: always look up) */
  cache_seconds?: number | null;
  /** An inactive group looks nothing up */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type DataAppendGroupDestroyParams = Record<string, never>;

/** Integration: A connection to a third-party account: a carrier (bring your own Twilio, Telnyx, Plivo), file storage (S3, FTP), a CRM, or a compliance or data service. Credentials live in secret_items or an oauth connection, never in settings. */
export interface Integration {
  id: number;
  legacy_id: number;
  type: 'Integration';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Display name */
  name: string;
  /** Kind of system connected (twilio, telnyx, plivo: a carrier account phone numbers are rented through; deepgram: the speech-to-text account recordings are transcribed with) */
  integration_type: 'twilio' | 'telnyx' | 'plivo' | 'aws_s3' | 'ftp' | 'smtp' | 'infusionsoft' | 'zoho_crm' | 'tcpa_shield' | 'blacklist_alliance' | 'trustedform' | 'jornaya' | 'data_provider' | 'deepgram' | 'custom';
  /** Non-secret settings of the type, e.g. {"bucket":"calls","region":"us-east-1"} or {"host":"ftp.x.com"} */
  settings: Json | null;
  /** Secrets that hold its credentials (API keys, passwords) */
  secret_item_ids: number[];
  /** OAuth connection that supplies its access token */
  oauth_connection_id: number | null;
  /** An inactive integration is never called */
  active: boolean | null;
  /** Result of the last connection check */
  status: 'pending' | 'connected' | 'failed' | 'disabled';
  /** Error of the last failed call */
  last_error: string | null;
  /** When the connection was last checked */
  last_checked_at: string | null;
}

export type IntegrationColumn = keyof Integration;

export interface IntegrationListParams extends ListParamsBase<IntegrationColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name';
  /** Display name */
  name?: string;
  /** Kind of system connected (twilio, telnyx, plivo: a carrier account phone numbers are rented through; deepgram: the speech-to-text account recordings are transcribed with) */
  integration_type?: ('twilio' | 'telnyx' | 'plivo' | 'aws_s3' | 'ftp' | 'smtp' | 'infusionsoft' | 'zoho_crm' | 'tcpa_shield' | 'blacklist_alliance' | 'trustedform' | 'jornaya' | 'data_provider' | 'deepgram' | 'custom') | ('twilio' | 'telnyx' | 'plivo' | 'aws_s3' | 'ftp' | 'smtp' | 'infusionsoft' | 'zoho_crm' | 'tcpa_shield' | 'blacklist_alliance' | 'trustedform' | 'jornaya' | 'data_provider' | 'deepgram' | 'custom')[];
  /** OAuth connection that supplies its access token */
  oauth_connection_id?: number | number[];
  /** An inactive integration is never called */
  active?: boolean;
  /** Result of the last connection check */
  status?: ('pending' | 'connected' | 'failed' | 'disabled') | ('pending' | 'connected' | 'failed' | 'disabled')[];
}

export interface IntegrationBuildParams {
  /** Display name */
  name?: string;
  /** Kind of system connected (twilio, telnyx, plivo: a carrier account phone numbers are rented through; deepgram: the speech-to-text account recordings are transcribed with) */
  integration_type?: 'twilio' | 'telnyx' | 'plivo' | 'aws_s3' | 'ftp' | 'smtp' | 'infusionsoft' | 'zoho_crm' | 'tcpa_shield' | 'blacklist_alliance' | 'trustedform' | 'jornaya' | 'data_provider' | 'deepgram' | 'custom';
  /** Non-secret settings of the type, e.g. {"bucket":"calls","region":"us-east-1"} or {"host":"ftp.x.com"} */
  settings?: JsonObject | Json[] | null;
  /** Secrets that hold its credentials (API keys, passwords) */
  secret_item_ids?: number[];
  /** OAuth connection that supplies its access token */
  oauth_connection_id?: number | null;
  /** An inactive integration is never called */
  active?: boolean | null;
}

export interface IntegrationCreateParams {
  /** Display name */
  name: string;
  /** Kind of system connected (twilio, telnyx, plivo: a carrier account phone numbers are rented through; deepgram: the speech-to-text account recordings are transcribed with) */
  integration_type: 'twilio' | 'telnyx' | 'plivo' | 'aws_s3' | 'ftp' | 'smtp' | 'infusionsoft' | 'zoho_crm' | 'tcpa_shield' | 'blacklist_alliance' | 'trustedform' | 'jornaya' | 'data_provider' | 'deepgram' | 'custom';
  /** Non-secret settings of the type, e.g. {"bucket":"calls","region":"us-east-1"} or {"host":"ftp.x.com"} */
  settings?: JsonObject | Json[] | null;
  /** Secrets that hold its credentials (API keys, passwords) */
  secret_item_ids?: number[];
  /** Adds to secret_item_ids (ids); safe under concurrent requests */
  add_secret_item_ids?: number[];
  /** Removes from secret_item_ids (ids); safe under concurrent requests */
  remove_secret_item_ids?: number[];
  /** OAuth connection that supplies its access token */
  oauth_connection_id?: number | null;
  /** An inactive integration is never called */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface IntegrationShowParams extends ShowParamsBase<IntegrationColumn> {
}

export interface IntegrationUpdateParams {
  /** Display name */
  name?: string;
  /** Kind of system connected (twilio, telnyx, plivo: a carrier account phone numbers are rented through; deepgram: the speech-to-text account recordings are transcribed with) */
  integration_type?: 'twilio' | 'telnyx' | 'plivo' | 'aws_s3' | 'ftp' | 'smtp' | 'infusionsoft' | 'zoho_crm' | 'tcpa_shield' | 'blacklist_alliance' | 'trustedform' | 'jornaya' | 'data_provider' | 'deepgram' | 'custom';
  /** Non-secret settings of the type, e.g. {"bucket":"calls","region":"us-east-1"} or {"host":"ftp.x.com"} */
  settings?: JsonObject | Json[] | null;
  /** Secrets that hold its credentials (API keys, passwords) */
  secret_item_ids?: number[];
  /** Adds to secret_item_ids (ids); safe under concurrent requests */
  add_secret_item_ids?: number[];
  /** Removes from secret_item_ids (ids); safe under concurrent requests */
  remove_secret_item_ids?: number[];
  /** OAuth connection that supplies its access token */
  oauth_connection_id?: number | null;
  /** An inactive integration is never called */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type IntegrationDestroyParams = Record<string, never>;

/** Integration object: What a schedule action sent to an integration: the lead as a file in an S3 or S3-compatible bucket, or on an FTP or SFTP server. Leadline sets pending, then sent or failed; the receiving system reports what became of it with PUT /integrations/objects/:id (processing, accepted, rejected, completed). */
export interface IntegrationObject {
  id: number;
  legacy_id: number;
  type: 'IntegrationObject';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Integration the object was sent through */
  integration_id: number | null;
  /** Lead the object holds */
  lead_id: number | null;
  /** Schedule action that sent it */
  schedule_action_id: number | null;
  /** What kind of object it is */
  object_type: 's3_object' | 'ftp_file' | null;
  /** Where the object is */
  status: 'pending' | 'sent' | 'failed' | 'processing' | 'accepted' | 'rejected' | 'completed' | null;
  /** Where it was put: the object URL, or sftp://, ftp://, ftps:// host and path */
  location: string | null;
  /** Id of the object in the other system (S3: its ETag, until the system reports its own) */
  external_id: string | null;
  /** Why it failed or what the other system said */
  status_message: string | null;
  /** Anything else the other system reported, as {"key":"value"} */
  data: Json | null;
  /** When it was delivered */
  sent_at: string | null;
  /** When its status last changed */
  status_changed_at: string | null;
}

export type IntegrationObjectColumn = keyof IntegrationObject;

export interface IntegrationObjectListParams extends ListParamsBase<IntegrationObjectColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'status' | 'status_changed_at';
  /** Integration the object was sent through */
  integration_id?: number | number[];
  /** Lead the object holds */
  lead_id?: number | number[];
  /** Schedule action that sent it */
  schedule_action_id?: number | number[];
  /** What kind of object it is */
  object_type?: ('s3_object' | 'ftp_file') | ('s3_object' | 'ftp_file')[];
  /** Where the object is */
  status?: ('pending' | 'sent' | 'failed' | 'processing' | 'accepted' | 'rejected' | 'completed') | ('pending' | 'sent' | 'failed' | 'processing' | 'accepted' | 'rejected' | 'completed')[];
  /** Where it was put: the object URL, or sftp://, ftp://, ftps:// host and path */
  location?: string;
  /** Id of the object in the other system (S3: its ETag, until the system reports its own) */
  external_id?: string;
}

export interface IntegrationObjectShowParams extends ShowParamsBase<IntegrationObjectColumn> {
}

/** Secret item: A named secret (API key, password, signing key) used by integrations and in webhook payloads as [secret_<name>]. Its value is write-only: every response shows it masked. */
export interface SecretItem {
  id: number;
  legacy_id: number;
  type: 'SecretItem';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Unique key, used in tokens as [secret_<name>] */
  name: string;
  /** The secret; shown as ******** once set, never in clear */
  value: string;
  /** What the secret is for */
  description: string | null;
}

export type SecretItemColumn = keyof SecretItem;

export interface SecretItemListParams extends ListParamsBase<SecretItemColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name';
  /** Unique key, used in tokens as [secret_<name>] */
  name?: string;
}

export interface SecretItemBuildParams {
  /** Unique key, used in tokens as [secret_<name>] */
  name?: string;
  /** The secret; shown as ******** once set, never in clear */
  value?: string;
  /** What the secret is for */
  description?: string | null;
}

export interface SecretItemCreateParams {
  /** Unique key, used in tokens as [secret_<name>] */
  name: string;
  /** The secret; shown as ******** once set, never in clear */
  value: string;
  /** What the secret is for */
  description?: string | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface SecretItemShowParams extends ShowParamsBase<SecretItemColumn> {
}

export interface SecretItemUpdateParams {
  /** Unique key, used in tokens as [secret_<name>] */
  name?: string;
  /** The secret; shown as ******** once set, never in clear */
  value?: string;
  /** What the secret is for */
  description?: string | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type SecretItemDestroyParams = Record<string, never>;

/** Oauth connection: Fetches and refreshes an OAuth access token from a remote token endpoint (client credentials, or the authorization-code flow through POST /oauth_connections/:id/authorize), so webhooks and integrations can authenticate to third parties. */
export interface OauthConnection {
  id: number;
  legacy_id: number;
  type: 'OauthConnection';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Display name */
  name: string | null;
  /** Stable key that names the connection in tokens and integrations (generated) */
  key: string;
  /** Provider preset the connection was made from (blank: custom) */
  predefined_type: string | null;
  /** What the connection is for */
  description: string | null;
  /** OAuth client id */
  client_id: string | null;
  /** Token endpoint URL (checked against private addresses when saved and when fetched) */
  webhook_remote_url: string | null;
  /** HTTP method of the token request (e.g. POST) */
  webhook_remote_method: string | null;
  /** Body of the token request; tokens such as [client_id] are replaced */
  webhook_remote_body: string | null;
  /** Headers of the token request, one "Name: value" per line */
  webhook_remote_headers: string | null;
  /** Seconds to wait for the token endpoint */
  webhook_read_timeout: number | null;
  /** Acceptable HTTP status codes, e.g. "200,201" */
  webhook_response_success_codes: string | null;
  /** Path of the access token in the response, e.g. data.access_token */
  access_token_path: string | null;
  /** Seconds the token stays valid after it is fetched */
  expires_in: number | null;
  /** When the current token expires */
  expires_at: string | null;
  /** When the current token was fetched */
  fetched_at: string | null;
}

export type OauthConnectionColumn = keyof OauthConnection;

export interface OauthConnectionListParams extends ListParamsBase<OauthConnectionColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name';
  /** Display name */
  name?: string;
  /** Stable key that names the connection in tokens and integrations (generated) */
  key?: string;
  /** Provider preset the connection was made from (blank: custom) */
  predefined_type?: string;
  /** What the connection is for */
  description?: string;
  /** OAuth client id */
  client_id?: string;
  /** Token endpoint URL (checked against private addresses when saved and when fetched) */
  webhook_remote_url?: string;
  /** HTTP method of the token request (e.g. POST) */
  webhook_remote_method?: string;
  /** Body of the token request; tokens such as [client_id] are replaced */
  webhook_remote_body?: string;
  /** Headers of the token request, one "Name: value" per line */
  webhook_remote_headers?: string;
  /** Seconds to wait for the token endpoint */
  webhook_read_timeout?: number;
  /** Acceptable HTTP status codes, e.g. "200,201" */
  webhook_response_success_codes?: string;
  /** Path of the access token in the response, e.g. data.access_token */
  access_token_path?: string;
  /** Seconds the token stays valid after it is fetched */
  expires_in?: number;
}

export interface OauthConnectionBuildParams {
  /** Display name */
  name?: string | null;
  /** What the connection is for */
  description?: string | null;
  /** OAuth client id */
  client_id?: string | null;
  /** OAuth client secret; write-only, stored encrypted, never returned */
  client_secret?: string | null;
  /** Token endpoint URL (checked against private addresses when saved and when fetched) */
  webhook_remote_url?: string | null;
  /** HTTP method of the token request (e.g. POST) */
  webhook_remote_method?: string | null;
  /** Body of the token request; tokens such as [client_id] are replaced */
  webhook_remote_body?: string | null;
  /** Headers of the token request, one "Name: value" per line */
  webhook_remote_headers?: string | null;
  /** Seconds to wait for the token endpoint */
  webhook_read_timeout?: number | null;
  /** Acceptable HTTP status codes, e.g. "200,201" */
  webhook_response_success_codes?: string | null;
  /** Path of the access token in the response, e.g. data.access_token */
  access_token_path?: string | null;
  /** Current access token; write-only, stored encrypted, never returned */
  access_token?: string | null;
  /** Seconds the token stays valid after it is fetched */
  expires_in?: number | null;
  /** When the current token expires */
  expires_at?: string | Date | null;
  /** When the current token was fetched */
  fetched_at?: string | Date | null;
}

export interface OauthConnectionCreateParams {
  /** Display name */
  name?: string | null;
  /** What the connection is for */
  description?: string | null;
  /** OAuth client id */
  client_id?: string | null;
  /** OAuth client secret; write-only, stored encrypted, never returned */
  client_secret?: string | null;
  /** Token endpoint URL (checked against private addresses when saved and when fetched) */
  webhook_remote_url?: string | null;
  /** HTTP method of the token request (e.g. POST) */
  webhook_remote_method?: string | null;
  /** Body of the token request; tokens such as [client_id] are replaced */
  webhook_remote_body?: string | null;
  /** Headers of the token request, one "Name: value" per line */
  webhook_remote_headers?: string | null;
  /** Seconds to wait for the token endpoint */
  webhook_read_timeout?: number | null;
  /** Acceptable HTTP status codes, e.g. "200,201" */
  webhook_response_success_codes?: string | null;
  /** Path of the access token in the response, e.g. data.access_token */
  access_token_path?: string | null;
  /** Current access token; write-only, stored encrypted, never returned */
  access_token?: string | null;
  /** Seconds the token stays valid after it is fetched */
  expires_in?: number | null;
  /** When the current token expires */
  expires_at?: string | Date | null;
  /** When the current token was fetched */
  fetched_at?: string | Date | null;
  /** Your own id for the record */
  external_record_id?: string;
  /** When the record was created (default: now) */
  created_at?: string | Date;
  /** When the record last changed (default: created_at) */
  updated_at?: string | Date;
}

export interface OauthConnectionShowParams extends ShowParamsBase<OauthConnectionColumn> {
}

export interface OauthConnectionUpdateParams {
  /** Display name */
  name?: string | null;
  /** What the connection is for */
  description?: string | null;
  /** OAuth client id */
  client_id?: string | null;
  /** OAuth client secret; write-only, stored encrypted, never returned */
  client_secret?: string | null;
  /** Token endpoint URL (checked against private addresses when saved and when fetched) */
  webhook_remote_url?: string | null;
  /** HTTP method of the token request (e.g. POST) */
  webhook_remote_method?: string | null;
  /** Body of the token request; tokens such as [client_id] are replaced */
  webhook_remote_body?: string | null;
  /** Headers of the token request, one "Name: value" per line */
  webhook_remote_headers?: string | null;
  /** Seconds to wait for the token endpoint */
  webhook_read_timeout?: number | null;
  /** Acceptable HTTP status codes, e.g. "200,201" */
  webhook_response_success_codes?: string | null;
  /** Path of the access token in the response, e.g. data.access_token */
  access_token_path?: string | null;
  /** Current access token; write-only, stored encrypted, never returned */
  access_token?: string | null;
  /** Seconds the token stays valid after it is fetched */
  expires_in?: number | null;
  /** When the current token expires */
  expires_at?: string | Date | null;
  /** When the current token was fetched */
  fetched_at?: string | Date | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type OauthConnectionDestroyParams = Record<string, never>;

/** Voice agent: An AI agent that answers or places calls: its instructions, voice, model and language. Call flow rules (connect_ai_voice_agent) and voice agent flows put it on a call; it collects voice agent fields and reacts to voice agent keywords. Destroy soft-deletes (deleted_at) unless permanent=true. Stored; no behaviour yet: nothing in Leadline acts on these records. */
export interface VoiceAgent {
  id: number;
  legacy_id: number;
  type: 'VoiceAgent';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Display name */
  name: string;
  /** What the agent is for */
  description: string | null;
  /** Instructions the agent follows for the whole call; [token] values of the call are replaced */
  prompt: string;
  /** What the agent says when the call connects, tokens allowed (blank: it waits for the caller) */
  first_message: string | null;
  /** Text-to-speech voice id of the provider */
  voice: string | null;
  /** Speech provider (openai, elevenlabs, deepgram…) */
  voice_provider: string | null;
  /** Language model that drives the conversation */
  model: string | null;
  /** BCP 47 language of the conversation */
  language: string | null;
  /** Model randomness, 0 (focused) to 2 */
  temperature: number | null;
  /** The agent ends the call after this many seconds */
  max_duration_seconds: number | null;
  /** The agent ends the call after this many seconds of caller silence */
  silence_timeout_seconds: number | null;
  /** Offer whose buyers a qualified caller is transferred to (blank: no transfer) */
  transfer_offer_id: number | null;
  /** Record and transcribe the conversation */
  record_calls: boolean | null;
  /** An inactive agent is never put on a call */
  active: boolean | null;
}

export type VoiceAgentColumn = keyof VoiceAgent;

export interface VoiceAgentListParams extends ListParamsBase<VoiceAgentColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name';
  /** Display name */
  name?: string;
  /** Text-to-speech voice id of the provider */
  voice?: string;
  /** Speech provider (openai, elevenlabs, deepgram…) */
  voice_provider?: string;
  /** Language model that drives the conversation */
  model?: string;
  /** BCP 47 language of the conversation */
  language?: string;
  /** Model randomness, 0 (focused) to 2 */
  temperature?: number;
  /** The agent ends the call after this many seconds */
  max_duration_seconds?: number | number[];
  /** The agent ends the call after this many seconds of caller silence */
  silence_timeout_seconds?: number | number[];
  /** Offer whose buyers a qualified caller is transferred to (blank: no transfer) */
  transfer_offer_id?: number | number[];
  /** Record and transcribe the conversation */
  record_calls?: boolean;
  /** An inactive agent is never put on a call */
  active?: boolean;
}

export interface VoiceAgentBuildParams {
  /** Display name */
  name?: string;
  /** What the agent is for */
  description?: string | null;
  /** Instructions the agent follows for the whole call; [token] values of the call are replaced */
  prompt?: string;
  /** What the agent says when the call connects, tokens allowed (blank: it waits for the caller) */
  first_message?: string | null;
  /** Text-to-speech voice id of the provider */
  voice?: string | null;
  /** Speech provider (openai, elevenlabs, deepgram…) */
  voice_provider?: string | null;
  /** Language model that drives the conversation */
  model?: string | null;
  /** BCP 47 language of the conversation */
  language?: string | null;
  /** Model randomness, 0 (focused) to 2 */
  temperature?: number | null;
  /** The agent ends the call after this many seconds */
  max_duration_seconds?: number | null;
  /** The agent ends the call after this many seconds of caller silence */
  silence_timeout_seconds?: number | null;
  /** Offer whose buyers a qualified caller is transferred to (blank: no transfer) */
  transfer_offer_id?: number | null;
  /** Record and transcribe the conversation */
  record_calls?: boolean | null;
  /** An inactive agent is never put on a call */
  active?: boolean | null;
}

export interface VoiceAgentCreateParams {
  /** Display name */
  name: string;
  /** What the agent is for */
  description?: string | null;
  /** Instructions the agent follows for the whole call; [token] values of the call are replaced */
  prompt: string;
  /** What the agent says when the call connects, tokens allowed (blank: it waits for the caller) */
  first_message?: string | null;
  /** Text-to-speech voice id of the provider */
  voice?: string | null;
  /** Speech provider (openai, elevenlabs, deepgram…) */
  voice_provider?: string | null;
  /** Language model that drives the conversation */
  model?: string | null;
  /** BCP 47 language of the conversation */
  language?: string | null;
  /** Model randomness, 0 (focused) to 2 */
  temperature?: number | null;
  /** The agent ends the call after this many seconds */
  max_duration_seconds?: number | null;
  /** The agent ends the call after this many seconds of caller silence */
  silence_timeout_seconds?: number | null;
  /** Offer whose buyers a qualified caller is transferred to (blank: no transfer) */
  transfer_offer_id?: number | null;
  /** Record and transcribe the conversation */
  record_calls?: boolean | null;
  /** An inactive agent is never put on a call */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface VoiceAgentShowParams extends ShowParamsBase<VoiceAgentColumn> {
}

export interface VoiceAgentUpdateParams {
  /** Display name */
  name?: string;
  /** What the agent is for */
  description?: string | null;
  /** Instructions the agent follows for the whole call; [token] values of the call are replaced */
  prompt?: string;
  /** What the agent says when the call connects, tokens allowed (blank: it waits for the caller) */
  first_message?: string | null;
  /** Text-to-speech voice id of the provider */
  voice?: string | null;
  /** Speech provider (openai, elevenlabs, deepgram…) */
  voice_provider?: string | null;
  /** Language model that drives the conversation */
  model?: string | null;
  /** BCP 47 language of the conversation */
  language?: string | null;
  /** Model randomness, 0 (focused) to 2 */
  temperature?: number | null;
  /** The agent ends the call after this many seconds */
  max_duration_seconds?: number | null;
  /** The agent ends the call after this many seconds of caller silence */
  silence_timeout_seconds?: number | null;
  /** Offer whose buyers a qualified caller is transferred to (blank: no transfer) */
  transfer_offer_id?: number | null;
  /** Record and transcribe the conversation */
  record_calls?: boolean | null;
  /** An inactive agent is never put on a call */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface VoiceAgentDestroyParams {
  /** Remove the row instead of setting deleted_at */
  permanent?: boolean;
}

/** Voice agent field: Data a voice agent asks the caller for and saves as a call token (e.g. zip code, age, has insurance). Required fields must be collected before the agent transfers. Stored; no behaviour yet: nothing in Leadline acts on these records. */
export interface VoiceAgentField {
  id: number;
  legacy_id: number;
  type: 'VoiceAgentField';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Agent that collects it */
  voice_agent_id: number;
  /** Human name, given to the model */
  name: string;
  /** Token the answer is saved to, e.g. zip_code → [zip_code] */
  key: string;
  /** Type the answer is parsed to */
  field_type: 'string' | 'integer' | 'decimal' | 'boolean' | 'date' | 'phone' | 'email' | 'zip' | 'choice' | null;
  /** choice: the allowed answers */
  options: string[] | null;
  /** How to ask for it and what counts as a valid answer */
  instructions: string | null;
  /** The agent must collect it before transferring */
  required: boolean | null;
  /** Asked in ascending order, smaller first */
  sortable_order: number | null;
}

export type VoiceAgentFieldColumn = keyof VoiceAgentField;

export interface VoiceAgentFieldListParams extends ListParamsBase<VoiceAgentFieldColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'sortable_order';
  /** Agent that collects it */
  voice_agent_id?: number | number[];
  /** Human name, given to the model */
  name?: string;
  /** Token the answer is saved to, e.g. zip_code → [zip_code] */
  key?: string;
  /** Type the answer is parsed to */
  field_type?: ('string' | 'integer' | 'decimal' | 'boolean' | 'date' | 'phone' | 'email' | 'zip' | 'choice') | ('string' | 'integer' | 'decimal' | 'boolean' | 'date' | 'phone' | 'email' | 'zip' | 'choice')[];
  /** The agent must collect it before transferring */
  required?: boolean;
  /** Asked in ascending order, smaller first */
  sortable_order?: number;
}

export interface VoiceAgentFieldBuildParams {
  /** Agent that collects it */
  voice_agent_id?: number;
  /** Human name, given to the model */
  name?: string;
  /** Token the answer is saved to, e.g. zip_code → [zip_code] */
  key?: string;
  /** Type the answer is parsed to */
  field_type?: 'string' | 'integer' | 'decimal' | 'boolean' | 'date' | 'phone' | 'email' | 'zip' | 'choice' | null;
  /** choice: the allowed answers */
  options?: string[];
  /** How to ask for it and what counts as a valid answer */
  instructions?: string | null;
  /** The agent must collect it before transferring */
  required?: boolean | null;
  /** Asked in ascending order, smaller first */
  sortable_order?: number | null;
}

export interface VoiceAgentFieldCreateParams {
  /** Agent that collects it */
  voice_agent_id: number;
  /** Human name, given to the model */
  name: string;
  /** Token the answer is saved to, e.g. zip_code → [zip_code] */
  key: string;
  /** Type the answer is parsed to */
  field_type?: 'string' | 'integer' | 'decimal' | 'boolean' | 'date' | 'phone' | 'email' | 'zip' | 'choice' | null;
  /** choice: the allowed answers */
  options?: string[];
  /** How to ask for it and what counts as a valid answer */
  instructions?: string | null;
  /** The agent must collect it before transferring */
  required?: boolean | null;
  /** Asked in ascending order, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface VoiceAgentFieldShowParams extends ShowParamsBase<VoiceAgentFieldColumn> {
}

export interface VoiceAgentFieldUpdateParams {
  /** Agent that collects it */
  voice_agent_id?: number;
  /** Human name, given to the model */
  name?: string;
  /** Token the answer is saved to, e.g. zip_code → [zip_code] */
  key?: string;
  /** Type the answer is parsed to */
  field_type?: 'string' | 'integer' | 'decimal' | 'boolean' | 'date' | 'phone' | 'email' | 'zip' | 'choice' | null;
  /** choice: the allowed answers */
  options?: string[];
  /** How to ask for it and what counts as a valid answer */
  instructions?: string | null;
  /** The agent must collect it before transferring */
  required?: boolean | null;
  /** Asked in ascending order, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type VoiceAgentFieldDestroyParams = Record<string, never>;

/** Voice agent flow: One step of a voice agent conversation: its instructions, the fields it collects, and what happens when it is done. Steps run in sortable_order. Destroy soft-deletes (deleted_at) unless permanent=true. Stored; no behaviour yet: nothing in Leadline acts on these records. */
export interface VoiceAgentFlow {
  id: number;
  legacy_id: number;
  type: 'VoiceAgentFlow';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Agent the step belongs to */
  voice_agent_id: number;
  /** Display name, e.g. "Qualify" */
  name: string;
  /** Instructions for this step, added to the agent prompt; [token] values are replaced */
  instructions: string | null;
  /** Fields collected in this step */
  voice_agent_field_ids: number[];
  /** What happens when the step is done: the next step, a transfer, a schedule, or hang up */
  on_complete: 'next_flow' | 'transfer' | 'add_to_schedule' | 'hang_up' | null;
  /** transfer: offer whose buyers take the call */
  transfer_offer_id: number | null;
  /** add_to_schedule: schedule the caller is added to */
  schedule_id: number | null;
  /** Run the step only when call tokens match, as [{"key":"geo_state","operator":"==","value":"TX"}] (operators ==, !=, =~, !~, <, <=, >, >=; blank: always) */
  conditions: Json | null;
  /** Steps run in ascending order, smaller first */
  sortable_order: number | null;
  /** An inactive step is skipped */
  active: boolean | null;
}

export type VoiceAgentFlowColumn = keyof VoiceAgentFlow;

export interface VoiceAgentFlowListParams extends ListParamsBase<VoiceAgentFlowColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'sortable_order';
  /** Agent the step belongs to */
  voice_agent_id?: number | number[];
  /** Display name, e.g. "Qualify" */
  name?: string;
  /** What happens when the step is done: the next step, a transfer, a schedule, or hang up */
  on_complete?: ('next_flow' | 'transfer' | 'add_to_schedule' | 'hang_up') | ('next_flow' | 'transfer' | 'add_to_schedule' | 'hang_up')[];
  /** transfer: offer whose buyers take the call */
  transfer_offer_id?: number | number[];
  /** add_to_schedule: schedule the caller is added to */
  schedule_id?: number | number[];
  /** Steps run in ascending order, smaller first */
  sortable_order?: number;
  /** An inactive step is skipped */
  active?: boolean;
}

export interface VoiceAgentFlowBuildParams {
  /** Agent the step belongs to */
  voice_agent_id?: number;
  /** Display name, e.g. "Qualify" */
  name?: string;
  /** Instructions for this step, added to the agent prompt; [token] values are replaced */
  instructions?: string | null;
  /** Fields collected in this step */
  voice_agent_field_ids?: number[];
  /** What happens when the step is done: the next step, a transfer, a schedule, or hang up */
  on_complete?: 'next_flow' | 'transfer' | 'add_to_schedule' | 'hang_up' | null;
  /** transfer: offer whose buyers take the call */
  transfer_offer_id?: number | null;
  /** add_to_schedule: schedule the caller is added to */
  schedule_id?: number | null;
  /** Run the step only when call tokens match, as [{"key":"geo_state","operator":"==","value":"TX"}] (operators ==, !=, =~, !~, <, <=, >, >=; blank: always) */
  conditions?: JsonObject | Json[] | null;
  /** Steps run in ascending order, smaller first */
  sortable_order?: number | null;
  /** An inactive step is skipped */
  active?: boolean | null;
}

export interface VoiceAgentFlowCreateParams {
  /** Agent the step belongs to */
  voice_agent_id: number;
  /** Display name, e.g. "Qualify" */
  name: string;
  /** Instructions for this step, added to the agent prompt; [token] values are replaced */
  instructions?: string | null;
  /** Fields collected in this step */
  voice_agent_field_ids?: number[];
  /** Adds to voice_agent_field_ids (ids); safe under concurrent requests */
  add_voice_agent_field_ids?: number[];
  /** Removes from voice_agent_field_ids (ids); safe under concurrent requests */
  remove_voice_agent_field_ids?: number[];
  /** What happens when the step is done: the next step, a transfer, a schedule, or hang up */
  on_complete?: 'next_flow' | 'transfer' | 'add_to_schedule' | 'hang_up' | null;
  /** transfer: offer whose buyers take the call */
  transfer_offer_id?: number | null;
  /** add_to_schedule: schedule the caller is added to */
  schedule_id?: number | null;
  /** Run the step only when call tokens match, as [{"key":"geo_state","operator":"==","value":"TX"}] (operators ==, !=, =~, !~, <, <=, >, >=; blank: always) */
  conditions?: JsonObject | Json[] | null;
  /** Steps run in ascending order, smaller first */
  sortable_order?: number | null;
  /** An inactive step is skipped */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface VoiceAgentFlowShowParams extends ShowParamsBase<VoiceAgentFlowColumn> {
}

export interface VoiceAgentFlowUpdateParams {
  /** Agent the step belongs to */
  voice_agent_id?: number;
  /** Display name, e.g. "Qualify" */
  name?: string;
  /** Instructions for this step, added to the agent prompt; [token] values are replaced */
  instructions?: string | null;
  /** Fields collected in this step */
  voice_agent_field_ids?: number[];
  /** Adds to voice_agent_field_ids (ids); safe under concurrent requests */
  add_voice_agent_field_ids?: number[];
  /** Removes from voice_agent_field_ids (ids); safe under concurrent requests */
  remove_voice_agent_field_ids?: number[];
  /** What happens when the step is done: the next step, a transfer, a schedule, or hang up */
  on_complete?: 'next_flow' | 'transfer' | 'add_to_schedule' | 'hang_up' | null;
  /** transfer: offer whose buyers take the call */
  transfer_offer_id?: number | null;
  /** add_to_schedule: schedule the caller is added to */
  schedule_id?: number | null;
  /** Run the step only when call tokens match, as [{"key":"geo_state","operator":"==","value":"TX"}] (operators ==, !=, =~, !~, <, <=, >, >=; blank: always) */
  conditions?: JsonObject | Json[] | null;
  /** Steps run in ascending order, smaller first */
  sortable_order?: number | null;
  /** An inactive step is skipped */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface VoiceAgentFlowDestroyParams {
  /** Remove the row instead of setting deleted_at */
  permanent?: boolean;
}

/** Voice agent keyword: A phrase that, said by the caller or the agent, makes the agent act: convert the call, transfer, hang up, opt the caller out, block them or set a token. Stored; no behaviour yet: nothing in Leadline acts on these records. */
export interface VoiceAgentKeyword {
  id: number;
  legacy_id: number;
  type: 'VoiceAgentKeyword';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Agent the rule applies to (blank: every agent) */
  voice_agent_id: number | null;
  /** Phrase to listen for, case-insensitive */
  keyword: string;
  /** How keyword is matched in the transcript */
  match_type: 'contains' | 'exact' | 'regex' | null;
  /** Whose speech is matched */
  speaker: 'caller' | 'agent' | 'any' | null;
  /** What the agent does on a match */
  keyword_action: 'convert' | 'transfer' | 'hang_up' | 'opt_out' | 'block_caller' | 'set_token';
  /** transfer: offer whose buyers take the call */
  transfer_offer_id: number | null;
  /** set_token: token to set */
  token_key: string | null;
  /** set_token: value to set (default "true") */
  token_value: string | null;
  /** An inactive rule never matches */
  active: boolean | null;
}

export type VoiceAgentKeywordColumn = keyof VoiceAgentKeyword;

export interface VoiceAgentKeywordListParams extends ListParamsBase<VoiceAgentKeywordColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'keyword';
  /** Agent the rule applies to (blank: every agent) */
  voice_agent_id?: number | number[];
  /** Phrase to listen for, case-insensitive */
  keyword?: string;
  /** How keyword is matched in the transcript */
  match_type?: ('contains' | 'exact' | 'regex') | ('contains' | 'exact' | 'regex')[];
  /** Whose speech is matched */
  speaker?: ('caller' | 'agent' | 'any') | ('caller' | 'agent' | 'any')[];
  /** What the agent does on a match */
  keyword_action?: ('convert' | 'transfer' | 'hang_up' | 'opt_out' | 'block_caller' | 'set_token') | ('convert' | 'transfer' | 'hang_up' | 'opt_out' | 'block_caller' | 'set_token')[];
  /** transfer: offer whose buyers take the call */
  transfer_offer_id?: number | number[];
  /** set_token: token to set */
  token_key?: string;
  /** set_token: value to set (default "true") */
  token_value?: string;
  /** An inactive rule never matches */
  active?: boolean;
}

export interface VoiceAgentKeywordBuildParams {
  /** Agent the rule applies to (blank: every agent) */
  voice_agent_id?: number | null;
  /** Phrase to listen for, case-insensitive */
  keyword?: string;
  /** How keyword is matched in the transcript */
  match_type?: 'contains' | 'exact' | 'regex' | null;
  /** Whose speech is matched */
  speaker?: 'caller' | 'agent' | 'any' | null;
  /** What the agent does on a match */
  keyword_action?: 'convert' | 'transfer' | 'hang_up' | 'opt_out' | 'block_caller' | 'set_token';
  /** transfer: offer whose buyers take the call */
  transfer_offer_id?: number | null;
  /** set_token: token to set */
  token_key?: string | null;
  /** set_token: value to set (default "true") */
  token_value?: string | null;
  /** An inactive rule never matches */
  active?: boolean | null;
}

export interface VoiceAgentKeywordCreateParams {
  /** Agent the rule applies to (blank: every agent) */
  voice_agent_id?: number | null;
  /** Phrase to listen for, case-insensitive */
  keyword: string;
  /** How keyword is matched in the transcript */
  match_type?: 'contains' | 'exact' | 'regex' | null;
  /** Whose speech is matched */
  speaker?: 'caller' | 'agent' | 'any' | null;
  /** What the agent does on a match */
  keyword_action: 'convert' | 'transfer' | 'hang_up' | 'opt_out' | 'block_caller' | 'set_token';
  /** transfer: offer whose buyers take the call */
  transfer_offer_id?: number | null;
  /** set_token: token to set */
  token_key?: string | null;
  /** set_token: value to set (default "true") */
  token_value?: string | null;
  /** An inactive rule never matches */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface VoiceAgentKeywordShowParams extends ShowParamsBase<VoiceAgentKeywordColumn> {
}

export interface VoiceAgentKeywordUpdateParams {
  /** Agent the rule applies to (blank: every agent) */
  voice_agent_id?: number | null;
  /** Phrase to listen for, case-insensitive */
  keyword?: string;
  /** How keyword is matched in the transcript */
  match_type?: 'contains' | 'exact' | 'regex' | null;
  /** Whose speech is matched */
  speaker?: 'caller' | 'agent' | 'any' | null;
  /** What the agent does on a match */
  keyword_action?: 'convert' | 'transfer' | 'hang_up' | 'opt_out' | 'block_caller' | 'set_token';
  /** transfer: offer whose buyers take the call */
  transfer_offer_id?: number | null;
  /** set_token: token to set */
  token_key?: string | null;
  /** set_token: value to set (default "true") */
  token_value?: string | null;
  /** An inactive rule never matches */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type VoiceAgentKeywordDestroyParams = Record<string, never>;

/** Transcription keyword group: Phrases looked for in call and standalone transcriptions. When one is found, the token named by token_key is set on the call to the phrase, where conversions, dispositions and reports can use it; convert_call books the call's conversions and flag_for_review marks it needs_quality_review. */
export interface TranscriptionKeywordGroup {
  id: number;
  legacy_id: number;
  type: 'TranscriptionKeywordGroup';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Display name, e.g. "Competitor mentioned" */
  name: string;
  /** Phrases to find, case-insensitive */
  keywords: string[];
  /** How each phrase is matched */
  match_type: 'contains' | 'exact' | 'regex' | null;
  /** Whose speech is searched: caller, agent (the answering side) or any */
  speaker: 'caller' | 'agent' | 'any' | null;
  /** Token set to the matched phrase, e.g. competitor_mentioned */
  token_key: string;
  /** Offers whose calls are searched (blank: every offer) */
  offer_ids: number[];
  /** Found in a call's transcript: book the call's buyer and offer conversions as if their duration was reached */
  convert_call: boolean | null;
  /** Found in a call's transcript: mark the call needs_quality_review */
  flag_for_review: boolean | null;
  /** An inactive group is not searched */
  active: boolean | null;
}

export type TranscriptionKeywordGroupColumn = keyof TranscriptionKeywordGroup;

export interface TranscriptionKeywordGroupListParams extends ListParamsBase<TranscriptionKeywordGroupColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name';
  /** Display name, e.g. "Competitor mentioned" */
  name?: string;
  /** How each phrase is matched */
  match_type?: ('contains' | 'exact' | 'regex') | ('contains' | 'exact' | 'regex')[];
  /** Whose speech is searched: caller, agent (the answering side) or any */
  speaker?: ('caller' | 'agent' | 'any') | ('caller' | 'agent' | 'any')[];
  /** Token set to the matched phrase, e.g. competitor_mentioned */
  token_key?: string;
  /** Found in a call's transcript: book the call's buyer and offer conversions as if their duration was reached */
  convert_call?: boolean;
  /** Found in a call's transcript: mark the call needs_quality_review */
  flag_for_review?: boolean;
  /** An inactive group is not searched */
  active?: boolean;
}

export interface TranscriptionKeywordGroupBuildParams {
  /** Display name, e.g. "Competitor mentioned" */
  name?: string;
  /** Phrases to find, case-insensitive */
  keywords?: string[];
  /** How each phrase is matched */
  match_type?: 'contains' | 'exact' | 'regex' | null;
  /** Whose speech is searched: caller, agent (the answering side) or any */
  speaker?: 'caller' | 'agent' | 'any' | null;
  /** Token set to the matched phrase, e.g. competitor_mentioned */
  token_key?: string;
  /** Offers whose calls are searched (blank: every offer) */
  offer_ids?: number[];
  /** Found in a call's transcript: book the call's buyer and offer conversions as if their duration was reached */
  convert_call?: boolean | null;
  /** Found in a call's transcript: mark the call needs_quality_review */
  flag_for_review?: boolean | null;
  /** An inactive group is not searched */
  active?: boolean | null;
}

export interface TranscriptionKeywordGroupCreateParams {
  /** Display name, e.g. "Competitor mentioned" */
  name: string;
  /** Phrases to find, case-insensitive */
  keywords: string[];
  /** How each phrase is matched */
  match_type?: 'contains' | 'exact' | 'regex' | null;
  /** Whose speech is searched: caller, agent (the answering side) or any */
  speaker?: 'caller' | 'agent' | 'any' | null;
  /** Token set to the matched phrase, e.g. competitor_mentioned */
  token_key: string;
  /** Offers whose calls are searched (blank: every offer) */
  offer_ids?: number[];
  /** Adds to offer_ids (ids); safe under concurrent requests */
  add_offer_ids?: number[];
  /** Removes from offer_ids (ids); safe under concurrent requests */
  remove_offer_ids?: number[];
  /** Found in a call's transcript: book the call's buyer and offer conversions as if their duration was reached */
  convert_call?: boolean | null;
  /** Found in a call's transcript: mark the call needs_quality_review */
  flag_for_review?: boolean | null;
  /** An inactive group is not searched */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface TranscriptionKeywordGroupShowParams extends ShowParamsBase<TranscriptionKeywordGroupColumn> {
}

export interface TranscriptionKeywordGroupUpdateParams {
  /** Display name, e.g. "Competitor mentioned" */
  name?: string;
  /** Phrases to find, case-insensitive */
  keywords?: string[];
  /** How each phrase is matched */
  match_type?: 'contains' | 'exact' | 'regex' | null;
  /** Whose speech is searched: caller, agent (the answering side) or any */
  speaker?: 'caller' | 'agent' | 'any' | null;
  /** Token set to the matched phrase, e.g. competitor_mentioned */
  token_key?: string;
  /** Offers whose calls are searched (blank: every offer) */
  offer_ids?: number[];
  /** Adds to offer_ids (ids); safe under concurrent requests */
  add_offer_ids?: number[];
  /** Removes from offer_ids (ids); safe under concurrent requests */
  remove_offer_ids?: number[];
  /** Found in a call's transcript: book the call's buyer and offer conversions as if their duration was reached */
  convert_call?: boolean | null;
  /** Found in a call's transcript: mark the call needs_quality_review */
  flag_for_review?: boolean | null;
  /** An inactive group is not searched */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type TranscriptionKeywordGroupDestroyParams = Record<string, never>;

/** Standalone transcription: Transcribes an audio file that is not a call recording of the platform. Create queues it; status, transcript and matched keywords are filled in when it is done. There is no update. */
export interface StandaloneTranscription {
  id: number;
  legacy_id: number;
  type: 'StandaloneTranscription';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Label */
  name: string | null;
  /** Public URL of the audio file (mp3, wav) */
  recording_url: string;
  /** BCP 47 language of the audio */
  language: string | null;
  /** Keyword groups to look for */
  transcription_keyword_group_ids: number[];
  /** Where the transcription is */
  status: 'queued' | 'processing' | 'completed' | 'failed';
  /** The text, one "speaker: words" line per turn */
  transcript: string | null;
  /** Phrases of the keyword groups found in it */
  matched_keywords: string[] | null;
  /** Length of the audio */
  duration_seconds: number | null;
  /** Why it failed */
  error_message: string | null;
  /** When the transcript was ready */
  completed_at: string | null;
}

export type StandaloneTranscriptionColumn = keyof StandaloneTranscription;

export interface StandaloneTranscriptionListParams extends ListParamsBase<StandaloneTranscriptionColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name';
  /** Label */
  name?: string;
  /** Public URL of the audio file (mp3, wav) */
  recording_url?: string;
  /** BCP 47 language of the audio */
  language?: string;
  /** Where the transcription is */
  status?: ('queued' | 'processing' | 'completed' | 'failed') | ('queued' | 'processing' | 'completed' | 'failed')[];
  /** Length of the audio */
  duration_seconds?: number;
}

export interface StandaloneTranscriptionBuildParams {
  /** Label */
  name?: string | null;
  /** Public URL of the audio file (mp3, wav) */
  recording_url?: string;
  /** BCP 47 language of the audio */
  language?: string | null;
}

export interface StandaloneTranscriptionCreateParams {
  /** Label */
  name?: string | null;
  /** Public URL of the audio file (mp3, wav) */
  recording_url: string;
  /** BCP 47 language of the audio */
  language?: string | null;
  /** Keyword groups to look for */
  transcription_keyword_group_ids?: number[];
  /** Adds to transcription_keyword_group_ids (ids); safe under concurrent requests */
  add_transcription_keyword_group_ids?: number[];
  /** Removes from transcription_keyword_group_ids (ids); safe under concurrent requests */
  remove_transcription_keyword_group_ids?: number[];
  /** Your own id for the record */
  external_record_id?: string;
}

export interface StandaloneTranscriptionShowParams extends ShowParamsBase<StandaloneTranscriptionColumn> {
}

export type StandaloneTranscriptionDestroyParams = Record<string, never>;

/** Outgoing webhook: A postback: when its trigger occurs on a matching call or lead, every active URL of the webhook (outgoing_webhook_urls, in sortable_order) is requested and each attempt is logged in webhook_logs. Consecutive failures beyond failure_auto_disable_count switch it off. */
export interface OutgoingWebhook {
  id: number;
  legacy_id: number;
  type: 'OutgoingWebhook';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Display name */
  name: string;
  /** Notes for your team */
  description: string | null;
  /** When it fires. before_* triggers run before the action and a response outside the success codes rejects it (the buyer is skipped, the call or text is not placed) */
  trigger: 'new_call' | 'buyer_dialed' | 'buyer_answered' | 'buyer_no_answer' | 'call_ended' | 'buyer_converted' | 'offer_converted' | 'both_converted' | 'either_converted' | 'did_not_convert' | 'before_dial_buyer' | 'before_answering_call' | 'before_placing_call' | 'before_sending_text' | 'before_schedule_action_dial' | 'call_data_changed' | 'lead_data_changed' | 'contact_fields_changed' | 'buyer_answered_with_contact_fields' | 'recording_available' | 'transcription_completed' | 'conference_entered' | 'conference_exited' | 'lead_created' | 'lead_opted_out' | 'lead_ended' | 'agent_online' | 'agent_offline' | 'disposition_changed' | 'text_message_received' | 'text_message_sent' | 'text_message_delivered' | 'text_message_failed' | 'timer_elapsed';
  /** An inactive webhook never fires */
  active: boolean | null;
  /** Fire only for calls and leads of these offers (blank: every offer) */
  offer_ids: number[];
  /** Fire only for calls involving these buyers (blank: every buyer) */
  buyer_ids: number[];
  /** Fire only when every condition holds: [{"key":"geo_state","operator":"==","value":"CA"}] (operators ==, !=, =~, !~, <, <=, >, >=, as token_values); blank: always */
  token_filters: Json | null;
  /** Wait this long after the trigger before the first attempt (post-call enrichment) */
  delay_seconds: number | null;
  /** Attempts per URL, retried on the published schedule (at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 24 h, ±10 % jitter) */
  max_attempts: number | null;
  /** Deactivate after this many consecutive failed attempts (0: never); the reason is in disabled_reason */
  failure_auto_disable_count: number | null;
  /** Failed deliveries since the last success (kept by the engine) */
  consecutive_failure_count: number;
  /** When the engine deactivated the webhook after repeated failures */
  disabled_at: string | null;
  /** Why the engine deactivated the webhook (the last failure) */
  disabled_reason: string | null;
  /** When the webhook last fired */
  last_fired_at: string | null;
  /** Standard Webhooks signing secret (whsec_…), generated by Leadline: shown once in the create answer and by POST /outgoing_webhooks/:id/rotate_secret, stored encrypted, masked everywhere else. Every request carries webhook-id, webhook-timestamp and webhook-signature (docs/webhooks.md) */
  signing_secret: string | null;
}

export type OutgoingWebhookColumn = keyof OutgoingWebhook;

export interface OutgoingWebhookListParams extends ListParamsBase<OutgoingWebhookColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'last_fired_at';
  /** Display name */
  name?: string;
  /** When it fires. before_* triggers run before the action and a response outside the success codes rejects it (the buyer is skipped, the call or text is not placed) */
  trigger?: ('new_call' | 'buyer_dialed' | 'buyer_answered' | 'buyer_no_answer' | 'call_ended' | 'buyer_converted' | 'offer_converted' | 'both_converted' | 'either_converted' | 'did_not_convert' | 'before_dial_buyer' | 'before_answering_call' | 'before_placing_call' | 'before_sending_text' | 'before_schedule_action_dial' | 'call_data_changed' | 'lead_data_changed' | 'contact_fields_changed' | 'buyer_answered_with_contact_fields' | 'recording_available' | 'transcription_completed' | 'conference_entered' | 'conference_exited' | 'lead_created' | 'lead_opted_out' | 'lead_ended' | 'agent_online' | 'agent_offline' | 'disposition_changed' | 'text_message_received' | 'text_message_sent' | 'text_message_delivered' | 'text_message_failed' | 'timer_elapsed') | ('new_call' | 'buyer_dialed' | 'buyer_answered' | 'buyer_no_answer' | 'call_ended' | 'buyer_converted' | 'offer_converted' | 'both_converted' | 'either_converted' | 'did_not_convert' | 'before_dial_buyer' | 'before_answering_call' | 'before_placing_call' | 'before_sending_text' | 'before_schedule_action_dial' | 'call_data_changed' | 'lead_data_changed' | 'contact_fields_changed' | 'buyer_answered_with_contact_fields' | 'recording_available' | 'transcription_completed' | 'conference_entered' | 'conference_exited' | 'lead_created' | 'lead_opted_out' | 'lead_ended' | 'agent_online' | 'agent_offline' | 'disposition_changed' | 'text_message_received' | 'text_message_sent' | 'text_message_delivered' | 'text_message_failed' | 'timer_elapsed')[];
  /** An inactive webhook never fires */
  active?: boolean;
  /** Wait this long after the trigger before the first attempt (post-call enrichment) */
  delay_seconds?: number | number[];
  /** Attempts per URL, retried on the published schedule (at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 24 h, ±10 % jitter) */
  max_attempts?: number | number[];
  /** Deactivate after this many consecutive failed attempts (0: never); the reason is in disabled_reason */
  failure_auto_disable_count?: number | number[];
  /** Failed deliveries since the last success (kept by the engine) */
  consecutive_failure_count?: number | number[];
}

export interface OutgoingWebhookBuildParams {
  /** Display name */
  name?: string;
  /** Notes for your team */
  description?: string | null;
  /** When it fires. before_* triggers run before the action and a response outside the success codes rejects it (the buyer is skipped, the call or text is not placed) */
  trigger?: 'new_call' | 'buyer_dialed' | 'buyer_answered' | 'buyer_no_answer' | 'call_ended' | 'buyer_converted' | 'offer_converted' | 'both_converted' | 'either_converted' | 'did_not_convert' | 'before_dial_buyer' | 'before_answering_call' | 'before_placing_call' | 'before_sending_text' | 'before_schedule_action_dial' | 'call_data_changed' | 'lead_data_changed' | 'contact_fields_changed' | 'buyer_answered_with_contact_fields' | 'recording_available' | 'transcription_completed' | 'conference_entered' | 'conference_exited' | 'lead_created' | 'lead_opted_out' | 'lead_ended' | 'agent_online' | 'agent_offline' | 'disposition_changed' | 'text_message_received' | 'text_message_sent' | 'text_message_delivered' | 'text_message_failed' | 'timer_elapsed';
  /** An inactive webhook never fires */
  active?: boolean | null;
  /** Fire only for calls and leads of these offers (blank: every offer) */
  offer_ids?: number[];
  /** Fire only for calls involving these buyers (blank: every buyer) */
  buyer_ids?: number[];
  /** Fire only when every condition holds: [{"key":"geo_state","operator":"==","value":"CA"}] (operators ==, !=, =~, !~, <, <=, >, >=, as token_values); blank: always */
  token_filters?: JsonObject | Json[] | null;
  /** Wait this long after the trigger before the first attempt (post-call enrichment) */
  delay_seconds?: number | null;
  /** Attempts per URL, retried on the published schedule (at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 24 h, ±10 % jitter) */
  max_attempts?: number | null;
  /** Deactivate after this many consecutive failed attempts (0: never); the reason is in disabled_reason */
  failure_auto_disable_count?: number | null;
}

export interface OutgoingWebhookCreateParams {
  /** Display name */
  name: string;
  /** Notes for your team */
  description?: string | null;
  /** When it fires. before_* triggers run before the action and a response outside the success codes rejects it (the buyer is skipped, the call or text is not placed) */
  trigger: 'new_call' | 'buyer_dialed' | 'buyer_answered' | 'buyer_no_answer' | 'call_ended' | 'buyer_converted' | 'offer_converted' | 'both_converted' | 'either_converted' | 'did_not_convert' | 'before_dial_buyer' | 'before_answering_call' | 'before_placing_call' | 'before_sending_text' | 'before_schedule_action_dial' | 'call_data_changed' | 'lead_data_changed' | 'contact_fields_changed' | 'buyer_answered_with_contact_fields' | 'recording_available' | 'transcription_completed' | 'conference_entered' | 'conference_exited' | 'lead_created' | 'lead_opted_out' | 'lead_ended' | 'agent_online' | 'agent_offline' | 'disposition_changed' | 'text_message_received' | 'text_message_sent' | 'text_message_delivered' | 'text_message_failed' | 'timer_elapsed';
  /** An inactive webhook never fires */
  active?: boolean | null;
  /** Fire only for calls and leads of these offers (blank: every offer) */
  offer_ids?: number[];
  /** Adds to offer_ids (ids); safe under concurrent requests */
  add_offer_ids?: number[];
  /** Removes from offer_ids (ids); safe under concurrent requests */
  remove_offer_ids?: number[];
  /** Fire only for calls involving these buyers (blank: every buyer) */
  buyer_ids?: number[];
  /** Adds to buyer_ids (ids); safe under concurrent requests */
  add_buyer_ids?: number[];
  /** Removes from buyer_ids (ids); safe under concurrent requests */
  remove_buyer_ids?: number[];
  /** Fire only when every condition holds: [{"key":"geo_state","operator":"==","value":"CA"}] (operators ==, !=, =~, !~, <, <=, >, >=, as token_values); blank: always */
  token_filters?: JsonObject | Json[] | null;
  /** Wait this long after the trigger before the first attempt (post-call enrichment) */
  delay_seconds?: number | null;
  /** Attempts per URL, retried on the published schedule (at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 24 h, ±10 % jitter) */
  max_attempts?: number | null;
  /** Deactivate after this many consecutive failed attempts (0: never); the reason is in disabled_reason */
  failure_auto_disable_count?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface OutgoingWebhookShowParams extends ShowParamsBase<OutgoingWebhookColumn> {
}

export interface OutgoingWebhookUpdateParams {
  /** Display name */
  name?: string;
  /** Notes for your team */
  description?: string | null;
  /** When it fires. before_* triggers run before the action and a response outside the success codes rejects it (the buyer is skipped, the call or text is not placed) */
  trigger?: 'new_call' | 'buyer_dialed' | 'buyer_answered' | 'buyer_no_answer' | 'call_ended' | 'buyer_converted' | 'offer_converted' | 'both_converted' | 'either_converted' | 'did_not_convert' | 'before_dial_buyer' | 'before_answering_call' | 'before_placing_call' | 'before_sending_text' | 'before_schedule_action_dial' | 'call_data_changed' | 'lead_data_changed' | 'contact_fields_changed' | 'buyer_answered_with_contact_fields' | 'recording_available' | 'transcription_completed' | 'conference_entered' | 'conference_exited' | 'lead_created' | 'lead_opted_out' | 'lead_ended' | 'agent_online' | 'agent_offline' | 'disposition_changed' | 'text_message_received' | 'text_message_sent' | 'text_message_delivered' | 'text_message_failed' | 'timer_elapsed';
  /** An inactive webhook never fires */
  active?: boolean | null;
  /** Fire only for calls and leads of these offers (blank: every offer) */
  offer_ids?: number[];
  /** Adds to offer_ids (ids); safe under concurrent requests */
  add_offer_ids?: number[];
  /** Removes from offer_ids (ids); safe under concurrent requests */
  remove_offer_ids?: number[];
  /** Fire only for calls involving these buyers (blank: every buyer) */
  buyer_ids?: number[];
  /** Adds to buyer_ids (ids); safe under concurrent requests */
  add_buyer_ids?: number[];
  /** Removes from buyer_ids (ids); safe under concurrent requests */
  remove_buyer_ids?: number[];
  /** Fire only when every condition holds: [{"key":"geo_state","operator":"==","value":"CA"}] (operators ==, !=, =~, !~, <, <=, >, >=, as token_values); blank: always */
  token_filters?: JsonObject | Json[] | null;
  /** Wait this long after the trigger before the first attempt (post-call enrichment) */
  delay_seconds?: number | null;
  /** Attempts per URL, retried on the published schedule (at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 24 h, ±10 % jitter) */
  max_attempts?: number | null;
  /** Deactivate after this many consecutive failed attempts (0: never); the reason is in disabled_reason */
  failure_auto_disable_count?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type OutgoingWebhookDestroyParams = Record<string, never>;

/** Outgoing webhook url: One request an outgoing webhook makes when it fires: URL, method, headers and a body in which [token] and [token]{default} are replaced by the call or lead values. URLs of a webhook run in sortable_order. */
export interface OutgoingWebhookUrl {
  id: number;
  legacy_id: number;
  type: 'OutgoingWebhookUrl';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** The webhook this URL belongs to */
  outgoing_webhook_id: number;
  /** Label (blank: the host of url) */
  name: string | null;
  /** Requested URL; [token] placeholders are replaced and URL-encoded */
  url: string;
  /** HTTP method */
  method: 'get' | 'post' | 'put' | 'patch' | 'delete' | null;
  /** Extra request headers, {"Authorization":"Bearer [api_key]"}; values accept [token] syntax and [secret:NAME]; stored encrypted, shown masked */
  headers: Json | null;
  /** Content-Type of the body */
  content_type: 'application/json' | 'application/x-www-form-urlencoded' | 'application/xml' | 'text/plain' | null;
  /** Request body with [token], [token]{default} and [!Type! EXPR !!] placeholders (blank: every token of the record as JSON or form fields; ignored for get and delete) */
  body: string | null;
  /** Requested in ascending order, smaller first */
  sortable_order: number | null;
  /** Status codes that count as delivered; anything else is retried, then counted as a failure */
  webhook_response_success_codes: string | null;
  /** Seconds to wait for the response before the attempt fails */
  webhook_read_timeout: number | null;
  /** An inactive URL is skipped */
  active: boolean | null;
  /** Authenticate with this OAuth connection’s access token (Authorization: Bearer …, refreshed when due) */
  oauth_connection_id: number | null;
}

export type OutgoingWebhookUrlColumn = keyof OutgoingWebhookUrl;

export interface OutgoingWebhookUrlListParams extends ListParamsBase<OutgoingWebhookUrlColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'sortable_order';
  /** The webhook this URL belongs to */
  outgoing_webhook_id?: number | number[];
  /** Label (blank: the host of url) */
  name?: string;
  /** Requested URL; [token] placeholders are replaced and URL-encoded */
  url?: string;
  /** HTTP method */
  method?: ('get' | 'post' | 'put' | 'patch' | 'delete') | ('get' | 'post' | 'put' | 'patch' | 'delete')[];
  /** Content-Type of the body */
  content_type?: ('application/json' | 'application/x-www-form-urlencoded' | 'application/xml' | 'text/plain') | ('application/json' | 'application/x-www-form-urlencoded' | 'application/xml' | 'text/plain')[];
  /** Requested in ascending order, smaller first */
  sortable_order?: number;
  /** Status codes that count as delivered; anything else is retried, then counted as a failure */
  webhook_response_success_codes?: string;
  /** Seconds to wait for the response before the attempt fails */
  webhook_read_timeout?: number;
  /** An inactive URL is skipped */
  active?: boolean;
  /** Authenticate with this OAuth connection’s access token (Authorization: Bearer …, refreshed when due) */
  oauth_connection_id?: number | number[];
}

export interface OutgoingWebhookUrlBuildParams {
  /** The webhook this URL belongs to */
  outgoing_webhook_id?: number;
  /** Label (blank: the host of url) */
  name?: string | null;
  /** Requested URL; [token] placeholders are replaced and URL-encoded */
  url?: string;
  /** HTTP method */
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete' | null;
  /** Extra request headers, {"Authorization":"Bearer [api_key]"}; values accept [token] syntax and [secret:NAME]; stored encrypted, shown masked */
  headers?: JsonObject | Json[] | null;
  /** Content-Type of the body */
  content_type?: 'application/json' | 'application/x-www-form-urlencoded' | 'application/xml' | 'text/plain' | null;
  /** Request body with [token], [token]{default} and [!Type! EXPR !!] placeholders (blank: every token of the record as JSON or form fields; ignored for get and delete) */
  body?: string | null;
  /** Requested in ascending order, smaller first */
  sortable_order?: number | null;
  /** Status codes that count as delivered; anything else is retried, then counted as a failure */
  webhook_response_success_codes?: string | null;
  /** Seconds to wait for the response before the attempt fails */
  webhook_read_timeout?: number | null;
  /** An inactive URL is skipped */
  active?: boolean | null;
  /** Authenticate with this OAuth connection’s access token (Authorization: Bearer …, refreshed when due) */
  oauth_connection_id?: number | null;
}

export interface OutgoingWebhookUrlCreateParams {
  /** The webhook this URL belongs to */
  outgoing_webhook_id: number;
  /** Label (blank: the host of url) */
  name?: string | null;
  /** Requested URL; [token] placeholders are replaced and URL-encoded */
  url: string;
  /** HTTP method */
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete' | null;
  /** Extra request headers, {"Authorization":"Bearer [api_key]"}; values accept [token] syntax and [secret:NAME]; stored encrypted, shown masked */
  headers?: JsonObject | Json[] | null;
  /** Content-Type of the body */
  content_type?: 'application/json' | 'application/x-www-form-urlencoded' | 'application/xml' | 'text/plain' | null;
  /** Request body with [token], [token]{default} and [!Type! EXPR !!] placeholders (blank: every token of the record as JSON or form fields; ignored for get and delete) */
  body?: string | null;
  /** Requested in ascending order, smaller first */
  sortable_order?: number | null;
  /** Status codes that count as delivered; anything else is retried, then counted as a failure */
  webhook_response_success_codes?: string | null;
  /** Seconds to wait for the response before the attempt fails */
  webhook_read_timeout?: number | null;
  /** An inactive URL is skipped */
  active?: boolean | null;
  /** Authenticate with this OAuth connection’s access token (Authorization: Bearer …, refreshed when due) */
  oauth_connection_id?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface OutgoingWebhookUrlShowParams extends ShowParamsBase<OutgoingWebhookUrlColumn> {
}

export interface OutgoingWebhookUrlUpdateParams {
  /** The webhook this URL belongs to */
  outgoing_webhook_id?: number;
  /** Label (blank: the host of url) */
  name?: string | null;
  /** Requested URL; [token] placeholders are replaced and URL-encoded */
  url?: string;
  /** HTTP method */
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete' | null;
  /** Extra request headers, {"Authorization":"Bearer [api_key]"}; values accept [token] syntax and [secret:NAME]; stored encrypted, shown masked */
  headers?: JsonObject | Json[] | null;
  /** Content-Type of the body */
  content_type?: 'application/json' | 'application/x-www-form-urlencoded' | 'application/xml' | 'text/plain' | null;
  /** Request body with [token], [token]{default} and [!Type! EXPR !!] placeholders (blank: every token of the record as JSON or form fields; ignored for get and delete) */
  body?: string | null;
  /** Requested in ascending order, smaller first */
  sortable_order?: number | null;
  /** Status codes that count as delivered; anything else is retried, then counted as a failure */
  webhook_response_success_codes?: string | null;
  /** Seconds to wait for the response before the attempt fails */
  webhook_read_timeout?: number | null;
  /** An inactive URL is skipped */
  active?: boolean | null;
  /** Authenticate with this OAuth connection’s access token (Authorization: Bearer …, refreshed when due) */
  oauth_connection_id?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type OutgoingWebhookUrlDestroyParams = Record<string, never>;

/** Response parser: Extracts a value from a webhook URL’s response (by value_path) into the token `key` of the call or lead; webhook_response_success_codes says which HTTP statuses are acceptable. */
export interface ResponseParser {
  id: number;
  legacy_id: number;
  type: 'ResponseParser';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  company_id: number | null;
  /** Webhook URL whose response is parsed */
  outgoing_webhook_url_id: number | null;
  /** Display name */
  name: string | null;
  /** Buyer conversion whose webhook response is parsed instead */
  buyer_conversion_id: number | null;
  /** CRM integration command whose response is parsed (→ partner_crm_commands; set by integrations) */
  partner_crm_command_id: number | null;
  /** Notes for your team */
  description: string | null;
  /** Acceptable HTTP status codes, e.g. 200,201 or 200-299; other responses are not parsed */
  webhook_response_success_codes: string | null;
  /** Token key the extracted value is stored under ([key] afterwards) */
  key: string | null;
  /** Where the value sits in the response: a JSON path (data.buyers[0].bid) or an XML path */
  value_path: string | null;
  /** Applied in ascending order, smaller first */
  sortable_order: number;
  /** Formatter applied to the extracted value */
  value_formatter: string | null;
  /** Type the value is read as (string, integer, float, time) */
  value_type: string | null;
  /** [!Type! EXPR !!] expression computing the stored value */
  value_expression: string | null;
  /** Token filter deciding when the parser applies (→ record_token_filters) */
  record_token_filter_id: number | null;
  /** Number of filter conditions */
  record_token_filter_data_count: number;
  /** Filter conditions [{"key","operator","value"}] */
  record_token_filter_data: Json | null;
}

export type ResponseParserColumn = keyof ResponseParser;

export interface ResponseParserListParams extends ListParamsBase<ResponseParserColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name';
  /** Webhook URL whose response is parsed */
  outgoing_webhook_url_id?: number | number[];
  /** Display name */
  name?: string;
  /** Buyer conversion whose webhook response is parsed instead */
  buyer_conversion_id?: number | number[];
  /** CRM integration command whose response is parsed (→ partner_crm_commands; set by integrations) */
  partner_crm_command_id?: number | number[];
  /** Acceptable HTTP status codes, e.g. 200,201 or 200-299; other responses are not parsed */
  webhook_response_success_codes?: string;
  /** Token key the extracted value is stored under ([key] afterwards) */
  key?: string;
  /** Where the value sits in the response: a JSON path (data.buyers[0].bid) or an XML path */
  value_path?: string;
  /** Applied in ascending order, smaller first */
  sortable_order?: number;
  /** Formatter applied to the extracted value */
  value_formatter?: string;
  /** Type the value is read as (string, integer, float, time) */
  value_type?: string;
  /** Token filter deciding when the parser applies (→ record_token_filters) */
  record_token_filter_id?: number | number[];
  /** Number of filter conditions */
  record_token_filter_data_count?: number | number[];
}

export interface ResponseParserBuildParams {
  /** Webhook URL whose response is parsed */
  outgoing_webhook_url_id?: number | null;
  /** Display name */
  name?: string | null;
  /** Buyer conversion whose webhook response is parsed instead */
  buyer_conversion_id?: number | null;
  /** Notes for your team */
  description?: string | null;
  /** Acceptable HTTP status codes, e.g. 200,201 or 200-299; other responses are not parsed */
  webhook_response_success_codes?: string | null;
  /** Token key the extracted value is stored under ([key] afterwards) */
  key?: string | null;
  /** Where the value sits in the response: a JSON path (data.buyers[0].bid) or an XML path */
  value_path?: string | null;
}

export interface ResponseParserCreateParams {
  /** Webhook URL whose response is parsed */
  outgoing_webhook_url_id?: number | null;
  /** Display name */
  name?: string | null;
  /** Buyer conversion whose webhook response is parsed instead */
  buyer_conversion_id?: number | null;
  /** Notes for your team */
  description?: string | null;
  /** Acceptable HTTP status codes, e.g. 200,201 or 200-299; other responses are not parsed */
  webhook_response_success_codes?: string | null;
  /** Token key the extracted value is stored under ([key] afterwards) */
  key?: string | null;
  /** Where the value sits in the response: a JSON path (data.buyers[0].bid) or an XML path */
  value_path?: string | null;
  /** Your own id for the record */
  external_record_id?: string;
  /** When the record was created (default: now) */
  created_at?: string | Date;
  /** When the record last changed (default: created_at) */
  updated_at?: string | Date;
}

export interface ResponseParserShowParams extends ShowParamsBase<ResponseParserColumn> {
}

export interface ResponseParserUpdateParams {
  /** Webhook URL whose response is parsed */
  outgoing_webhook_url_id?: number | null;
  /** Display name */
  name?: string | null;
  /** Buyer conversion whose webhook response is parsed instead */
  buyer_conversion_id?: number | null;
  /** Notes for your team */
  description?: string | null;
  /** Acceptable HTTP status codes, e.g. 200,201 or 200-299; other responses are not parsed */
  webhook_response_success_codes?: string | null;
  /** Token key the extracted value is stored under ([key] afterwards) */
  key?: string | null;
  /** Where the value sits in the response: a JSON path (data.buyers[0].bid) or an XML path */
  value_path?: string | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type ResponseParserDestroyParams = Record<string, never>;

/** Manually fired webhook: Fires an outgoing webhook by hand (for testing) against a call, a lead or a buyer conversion; the attempts it produced are in webhook_log_ids. */
export interface WebhookManualFire {
  id: number;
  legacy_id: number;
  type: 'WebhookManualFire';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Name of the fired webhook, copied when fired */
  name: string | null;
  /** Label of the action in the record’s context menu */
  context_menu_name: string | null;
  company_id: number | null;
  /** Webhook to fire */
  outgoing_webhook_id: number | null;
  /** Buyer conversion whose webhook to fire */
  buyer_conversion_id: number | null;
  /** Lead whose tokens fill the request (→ leads) */
  lead_id: number | null;
  /** Call whose tokens fill the request (→ calls) */
  call_id: number | null;
  /** Delivery attempts this fire produced */
  webhook_log_ids: number[];
}

export type WebhookManualFireColumn = keyof WebhookManualFire;

export interface WebhookManualFireListParams extends ListParamsBase<WebhookManualFireColumn> {
  order?: 'id' | 'created_at' | 'updated_at';
  /** Name of the fired webhook, copied when fired */
  name?: string;
  /** Label of the action in the record’s context menu */
  context_menu_name?: string;
  /** Webhook to fire */
  outgoing_webhook_id?: number | number[];
  /** Buyer conversion whose webhook to fire */
  buyer_conversion_id?: number | number[];
  /** Lead whose tokens fill the request (→ leads) */
  lead_id?: number | number[];
  /** Call whose tokens fill the request (→ calls) */
  call_id?: number | number[];
}

export interface WebhookManualFireBuildParams {
  /** Lead whose tokens fill the request (→ leads) */
  lead_id?: number | null;
  /** Call whose tokens fill the request (→ calls) */
  call_id?: number | null;
  /** When the record was created (default: now) */
  created_at?: string | Date;
  /** When the record last changed (default: created_at) */
  updated_at?: string | Date;
}

export interface WebhookManualFireCreateParams {
  /** Webhook to fire */
  outgoing_webhook_id?: number | null;
  /** Buyer conversion whose webhook to fire */
  buyer_conversion_id?: number | null;
  /** Lead whose tokens fill the request (→ leads) */
  lead_id?: number | null;
  /** Call whose tokens fill the request (→ calls) */
  call_id?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
  /** When the record was created (default: now) */
  created_at?: string | Date;
  /** When the record last changed (default: created_at) */
  updated_at?: string | Date;
}

export interface WebhookManualFireShowParams extends ShowParamsBase<WebhookManualFireColumn> {
}

/** Webhook log: One delivery attempt of an outgoing webhook URL, subscription, buyer conversion or manual fire: the request sent, the response received, how long it took and whether it counted as delivered. Written by the engine; the same record appears as a WebhookLog event of the call. */
export interface WebhookLog {
  id: number;
  legacy_id: number;
  type: 'WebhookLog';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** What made the request: OutgoingWebhook, Subscription, BuyerConversion, ResponseParser… */
  owner_type: string | null;
  /** Id of the owner record */
  owner_id: number | null;
  /** Webhook that fired */
  outgoing_webhook_id: number | null;
  /** URL that was requested */
  outgoing_webhook_url_id: number | null;
  /** Subscription that was delivered */
  subscription_id: number | null;
  /** Manual fire that caused it */
  webhook_manual_fire_id: number | null;
  /** Trigger or subscription event that fired */
  trigger: string | null;
  /** The event delivered (evt_…), sent as the webhook-id header; the same on every retry */
  event_id: string | null;
  /** Call the request was about (→ calls) */
  call_id: number | null;
  /** Lead the request was about (→ leads) */
  lead_id: number | null;
  /** 1 for the first attempt, 2 for the first retry… */
  attempt: number;
  /** HTTP method sent */
  request_method: 'get' | 'post' | 'put' | 'patch' | 'delete' | null;
  /** URL requested, tokens replaced */
  request_url: string | null;
  /** Headers sent (secrets masked) */
  request_headers: Json | null;
  /** Body sent */
  request_body: string | null;
  /** HTTP status received (blank: no response) */
  code: number | null;
  /** Headers received */
  response_headers: Json | null;
  /** Body received (truncated to 64 KiB) */
  response_body: string | null;
  /** Milliseconds from sending to the full response */
  latency_ms: number | null;
  /** The status was one of the success codes */
  success: boolean | null;
  /** Why the attempt failed: timeout, DNS, TLS, status outside the success codes */
  error_message: string | null;
  /** Answered from a cached earlier response */
  read_from_cache: boolean;
  /** When the engine retries (blank: no retry left or delivered) */
  next_attempt_at: string | null;
}

export type WebhookLogColumn = keyof WebhookLog;

export interface WebhookLogListParams extends ListParamsBase<WebhookLogColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'latency_ms';
  /** What made the request: OutgoingWebhook, Subscription, BuyerConversion, ResponseParser… */
  owner_type?: string;
  /** Id of the owner record */
  owner_id?: number | number[];
  /** Webhook that fired */
  outgoing_webhook_id?: number | number[];
  /** URL that was requested */
  outgoing_webhook_url_id?: number | number[];
  /** Subscription that was delivered */
  subscription_id?: number | number[];
  /** Manual fire that caused it */
  webhook_manual_fire_id?: number | number[];
  /** Trigger or subscription event that fired */
  trigger?: string;
  /** The event delivered (evt_…), sent as the webhook-id header; the same on every retry */
  event_id?: string;
  /** Call the request was about (→ calls) */
  call_id?: number | number[];
  /** Lead the request was about (→ leads) */
  lead_id?: number | number[];
  /** 1 for the first attempt, 2 for the first retry… */
  attempt?: number | number[];
  /** HTTP method sent */
  request_method?: ('get' | 'post' | 'put' | 'patch' | 'delete') | ('get' | 'post' | 'put' | 'patch' | 'delete')[];
  /** HTTP status received (blank: no response) */
  code?: number | number[];
  /** Milliseconds from sending to the full response */
  latency_ms?: number | number[];
  /** The status was one of the success codes */
  success?: boolean;
  /** Answered from a cached earlier response */
  read_from_cache?: boolean;
}

export interface WebhookLogShowParams extends ShowParamsBase<WebhookLogColumn> {
}

/** Inbound webhook: A ping/post endpoint for a traffic source: POST /inbound_webhooks/ping/:vanity_uri returns the buyers that would take the caller (with ping ids and bids), POST /inbound_webhooks/post/:vanity_uri with a ping_id returns the number to forward the call to. Every request is logged in inbound_webhook_logs. */
export interface InboundWebhook {
  id: number;
  legacy_id: number;
  type: 'InboundWebhook';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Display name */
  name: string;
  /** Path segment of the ping and post URLs; unique per company */
  vanity_uri: string;
  /** Offer whose buyers are pinged and whose rules the call follows */
  offer_id: number;
  /** Traffic source credited with the calls */
  traffic_source_id: number | null;
  /** An inactive endpoint answers every ping and post with success false */
  active: boolean | null;
  /** Skip the ping: a post alone finds a buyer and a number */
  post_only: boolean | null;
  /** ring_pool: each accepted post reserves a unique tracking number; static_caller_number: the source dials one fixed number and the caller id matches the call to the post */
  tracking_mode: 'ring_pool' | 'static_caller_number' | null;
  /** Number pool posts reserve numbers from, ring_pool mode */
  ring_pool_id: number | null;
  /** Number the source dials, static_caller_number mode */
  static_number: string | null;
  /** Fields returned per buyer in a ping response, any of id, name, bid_price, tier, forwarding_number */
  ping_buyer_fields: string[] | null;
  /** Buyers bidding less are not returned (blank: no floor) */
  minimum_bid: number | null;
  /** How long a ping id and its bid stay valid for the post */
  ping_expires_seconds: number | null;
  /** How long a forwarding number stays reserved for the posted caller */
  number_hold_seconds: number | null;
  /** Pings accepted per minute from this source; more answer 429 (blank: no limit) */
  ping_limit_per_minute: number | null;
  /** Reject pings and posts without valid credentials (otherwise the vanity_uri is the secret) */
  require_auth_token: boolean | null;
}

export type InboundWebhookColumn = keyof InboundWebhook;

export interface InboundWebhookListParams extends ListParamsBase<InboundWebhookColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name';
  /** Display name */
  name?: string;
  /** Path segment of the ping and post URLs; unique per company */
  vanity_uri?: string;
  /** Offer whose buyers are pinged and whose rules the call follows */
  offer_id?: number | number[];
  /** Traffic source credited with the calls */
  traffic_source_id?: number | number[];
  /** An inactive endpoint answers every ping and post with success false */
  active?: boolean;
  /** Skip the ping: a post alone finds a buyer and a number */
  post_only?: boolean;
  /** ring_pool: each accepted post reserves a unique tracking number; static_caller_number: the source dials one fixed number and the caller id matches the call to the post */
  tracking_mode?: ('ring_pool' | 'static_caller_number') | ('ring_pool' | 'static_caller_number')[];
  /** Number pool posts reserve numbers from, ring_pool mode */
  ring_pool_id?: number | number[];
  /** Number the source dials, static_caller_number mode */
  static_number?: string;
  /** Buyers bidding less are not returned (blank: no floor) */
  minimum_bid?: number;
  /** How long a ping id and its bid stay valid for the post */
  ping_expires_seconds?: number | number[];
  /** How long a forwarding number stays reserved for the posted caller */
  number_hold_seconds?: number | number[];
  /** Pings accepted per minute from this source; more answer 429 (blank: no limit) */
  ping_limit_per_minute?: number | number[];
  /** Reject pings and posts without valid credentials (otherwise the vanity_uri is the secret) */
  require_auth_token?: boolean;
}

export interface InboundWebhookBuildParams {
  /** Display name */
  name?: string;
  /** Path segment of the ping and post URLs; unique per company */
  vanity_uri?: string;
  /** Offer whose buyers are pinged and whose rules the call follows */
  offer_id?: number;
  /** Traffic source credited with the calls */
  traffic_source_id?: number | null;
  /** An inactive endpoint answers every ping and post with success false */
  active?: boolean | null;
  /** Skip the ping: a post alone finds a buyer and a number */
  post_only?: boolean | null;
  /** ring_pool: each accepted post reserves a unique tracking number; static_caller_number: the source dials one fixed number and the caller id matches the call to the post */
  tracking_mode?: 'ring_pool' | 'static_caller_number' | null;
  /** Number pool posts reserve numbers from, ring_pool mode */
  ring_pool_id?: number | null;
  /** Number the source dials, static_caller_number mode */
  static_number?: string | null;
  /** Fields returned per buyer in a ping response, any of id, name, bid_price, tier, forwarding_number */
  ping_buyer_fields?: string[];
  /** Buyers bidding less are not returned (blank: no floor) */
  minimum_bid?: number | null;
  /** How long a ping id and its bid stay valid for the post */
  ping_expires_seconds?: number | null;
  /** How long a forwarding number stays reserved for the posted caller */
  number_hold_seconds?: number | null;
  /** Pings accepted per minute from this source; more answer 429 (blank: no limit) */
  ping_limit_per_minute?: number | null;
  /** Reject pings and posts without valid credentials (otherwise the vanity_uri is the secret) */
  require_auth_token?: boolean | null;
}

export interface InboundWebhookCreateParams {
  /** Display name */
  name: string;
  /** Path segment of the ping and post URLs; unique per company */
  vanity_uri: string;
  /** Offer whose buyers are pinged and whose rules the call follows */
  offer_id: number;
  /** Traffic source credited with the calls */
  traffic_source_id?: number | null;
  /** An inactive endpoint answers every ping and post with success false */
  active?: boolean | null;
  /** Skip the ping: a post alone finds a buyer and a number */
  post_only?: boolean | null;
  /** ring_pool: each accepted post reserves a unique tracking number; static_caller_number: the source dials one fixed number and the caller id matches the call to the post */
  tracking_mode?: 'ring_pool' | 'static_caller_number' | null;
  /** Number pool posts reserve numbers from, ring_pool mode */
  ring_pool_id?: number | null;
  /** Number the source dials, static_caller_number mode */
  static_number?: string | null;
  /** Fields returned per buyer in a ping response, any of id, name, bid_price, tier, forwarding_number */
  ping_buyer_fields?: string[];
  /** Buyers bidding less are not returned (blank: no floor) */
  minimum_bid?: number | null;
  /** How long a ping id and its bid stay valid for the post */
  ping_expires_seconds?: number | null;
  /** How long a forwarding number stays reserved for the posted caller */
  number_hold_seconds?: number | null;
  /** Pings accepted per minute from this source; more answer 429 (blank: no limit) */
  ping_limit_per_minute?: number | null;
  /** Reject pings and posts without valid credentials (otherwise the vanity_uri is the secret) */
  require_auth_token?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface InboundWebhookShowParams extends ShowParamsBase<InboundWebhookColumn> {
}

export interface InboundWebhookUpdateParams {
  /** Display name */
  name?: string;
  /** Path segment of the ping and post URLs; unique per company */
  vanity_uri?: string;
  /** Offer whose buyers are pinged and whose rules the call follows */
  offer_id?: number;
  /** Traffic source credited with the calls */
  traffic_source_id?: number | null;
  /** An inactive endpoint answers every ping and post with success false */
  active?: boolean | null;
  /** Skip the ping: a post alone finds a buyer and a number */
  post_only?: boolean | null;
  /** ring_pool: each accepted post reserves a unique tracking number; static_caller_number: the source dials one fixed number and the caller id matches the call to the post */
  tracking_mode?: 'ring_pool' | 'static_caller_number' | null;
  /** Number pool posts reserve numbers from, ring_pool mode */
  ring_pool_id?: number | null;
  /** Number the source dials, static_caller_number mode */
  static_number?: string | null;
  /** Fields returned per buyer in a ping response, any of id, name, bid_price, tier, forwarding_number */
  ping_buyer_fields?: string[];
  /** Buyers bidding less are not returned (blank: no floor) */
  minimum_bid?: number | null;
  /** How long a ping id and its bid stay valid for the post */
  ping_expires_seconds?: number | null;
  /** How long a forwarding number stays reserved for the posted caller */
  number_hold_seconds?: number | null;
  /** Pings accepted per minute from this source; more answer 429 (blank: no limit) */
  ping_limit_per_minute?: number | null;
  /** Reject pings and posts without valid credentials (otherwise the vanity_uri is the secret) */
  require_auth_token?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type InboundWebhookDestroyParams = Record<string, never>;

/** Inbound webhook log: One ping or post received by an inbound webhook: what the source sent, which buyers answered, and what was returned. Written by the engine; list only. */
export interface InboundWebhookLog {
  id: number;
  legacy_id: number;
  type: 'InboundWebhookLog';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Endpoint that received the request */
  inbound_webhook_id: number | null;
  /** ping or post */
  request_type: 'ping' | 'post' | null;
  /** Traffic source credited: the webhook's, or the one the request named (its ping caps count these) */
  traffic_source_id: number | null;
  /** Ping id issued (ping) or presented (post) */
  ping_id: string | null;
  /** Caller number the source sent, E.164 */
  caller_id: string | null;
  /** Parameters received (query, form or JSON body) */
  request_params: Json | null;
  /** Address the request came from */
  remote_ip: string | null;
  /** The answer had success true */
  success: boolean | null;
  /** HTTP status answered (200, 201, 422, 429) */
  code: number | null;
  /** Body answered */
  response_body: Json | null;
  /** The errors array answered, e.g. "No buyers available" */
  error_messages: string[] | null;
  /** Buyers returned by a ping */
  buyers_count: number;
  /** Buyer chosen by a post */
  buyer_id: number | null;
  /** Highest bid returned (ping) or accepted (post) */
  bid_price: number | null;
  /** Number returned by a post */
  forwarding_number: string | null;
  /** Call that followed the post (→ calls) */
  call_id: number | null;
  /** Milliseconds taken to answer */
  latency_ms: number | null;
}

export type InboundWebhookLogColumn = keyof InboundWebhookLog;

export interface InboundWebhookLogListParams extends ListParamsBase<InboundWebhookLogColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'latency_ms';
  /** Endpoint that received the request */
  inbound_webhook_id?: number | number[];
  /** ping or post */
  request_type?: ('ping' | 'post') | ('ping' | 'post')[];
  /** Traffic source credited: the webhook's, or the one the request named (its ping caps count these) */
  traffic_source_id?: number | number[];
  /** Ping id issued (ping) or presented (post) */
  ping_id?: string;
  /** Caller number the source sent, E.164 */
  caller_id?: string;
  /** Address the request came from */
  remote_ip?: string;
  /** The answer had success true */
  success?: boolean;
  /** HTTP status answered (200, 201, 422, 429) */
  code?: number | number[];
  /** Buyers returned by a ping */
  buyers_count?: number | number[];
  /** Buyer chosen by a post */
  buyer_id?: number | number[];
  /** Highest bid returned (ping) or accepted (post) */
  bid_price?: number;
  /** Number returned by a post */
  forwarding_number?: string;
  /** Call that followed the post (→ calls) */
  call_id?: number | number[];
  /** Milliseconds taken to answer */
  latency_ms?: number | number[];
}

/** Subscription: A REST hook: when `event` happens and the record matches trigger_fields, the serialised call, lead or text message is POSTed as JSON to target_url. Deliveries are logged in webhook_logs. */
export interface Subscription {
  id: number;
  legacy_id: number;
  type: 'Subscription';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Where each event is POSTed; credential query parameters are stored encrypted and shown masked */
  target_url: string;
  /** What is delivered: call, lead or text-message events */
  event: 'new_call' | 'call_ringing' | 'call_forwarded' | 'call_ended' | 'call_changed' | 'new_lead' | 'lead_ended' | 'lead_converted' | 'lead_opted_out' | 'lead_changed' | 'incoming_text_message' | 'text_message_sent' | 'text_message_delivered' | 'text_message_failed';
  /** Deliver only records whose fields equal these values, {"offer_converted":true,"traffic_source_id":9210831092}; keys: schedule_id, traffic_source_id, offer_id, buyer_converted, has_recording, either_converted, buyer_id, offer_converted, number_id (blank: every record) */
  trigger_fields: Json | null;
  /** An inactive subscription delivers nothing */
  active: boolean | null;
  /** Failed deliveries since the last success; the engine deactivates the subscription at 25 */
  consecutive_failure_count: number;
  /** When an event was last delivered */
  last_delivered_at: string | null;
  /** When the engine deactivated the subscription after repeated failures */
  disabled_at: string | null;
  /** Why the engine deactivated the subscription (the last failure) */
  disabled_reason: string | null;
  /** Standard Webhooks signing secret (whsec_…): shown once in the create answer, stored encrypted, masked everywhere else */
  signing_secret: string | null;
}

export type SubscriptionColumn = keyof Subscription;

export interface SubscriptionListParams extends ListParamsBase<SubscriptionColumn> {
  order?: 'id' | 'created_at' | 'updated_at';
  /** Where each event is POSTed; credential query parameters are stored encrypted and shown masked */
  target_url?: string;
  /** What is delivered: call, lead or text-message events */
  event?: ('new_call' | 'call_ringing' | 'call_forwarded' | 'call_ended' | 'call_changed' | 'new_lead' | 'lead_ended' | 'lead_converted' | 'lead_opted_out' | 'lead_changed' | 'incoming_text_message' | 'text_message_sent' | 'text_message_delivered' | 'text_message_failed') | ('new_call' | 'call_ringing' | 'call_forwarded' | 'call_ended' | 'call_changed' | 'new_lead' | 'lead_ended' | 'lead_converted' | 'lead_opted_out' | 'lead_changed' | 'incoming_text_message' | 'text_message_sent' | 'text_message_delivered' | 'text_message_failed')[];
  /** An inactive subscription delivers nothing */
  active?: boolean;
  /** Failed deliveries since the last success; the engine deactivates the subscription at 25 */
  consecutive_failure_count?: number | number[];
}

export interface SubscriptionBuildParams {
  /** Where each event is POSTed; credential query parameters are stored encrypted and shown masked */
  target_url?: string;
  /** What is delivered: call, lead or text-message events */
  event?: 'new_call' | 'call_ringing' | 'call_forwarded' | 'call_ended' | 'call_changed' | 'new_lead' | 'lead_ended' | 'lead_converted' | 'lead_opted_out' | 'lead_changed' | 'incoming_text_message' | 'text_message_sent' | 'text_message_delivered' | 'text_message_failed';
  /** Deliver only records whose fields equal these values, {"offer_converted":true,"traffic_source_id":9210831092}; keys: schedule_id, traffic_source_id, offer_id, buyer_converted, has_recording, either_converted, buyer_id, offer_converted, number_id (blank: every record) */
  trigger_fields?: JsonObject | Json[] | null;
  /** An inactive subscription delivers nothing */
  active?: boolean | null;
}

export interface SubscriptionCreateParams {
  /** Where each event is POSTed; credential query parameters are stored encrypted and shown masked */
  target_url: string;
  /** What is delivered: call, lead or text-message events */
  event: 'new_call' | 'call_ringing' | 'call_forwarded' | 'call_ended' | 'call_changed' | 'new_lead' | 'lead_ended' | 'lead_converted' | 'lead_opted_out' | 'lead_changed' | 'incoming_text_message' | 'text_message_sent' | 'text_message_delivered' | 'text_message_failed';
  /** Deliver only records whose fields equal these values, {"offer_converted":true,"traffic_source_id":9210831092}; keys: schedule_id, traffic_source_id, offer_id, buyer_converted, has_recording, either_converted, buyer_id, offer_converted, number_id (blank: every record) */
  trigger_fields?: JsonObject | Json[] | null;
  /** An inactive subscription delivers nothing */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface SubscriptionShowParams extends ShowParamsBase<SubscriptionColumn> {
}

export interface SubscriptionUpdateParams {
  /** Where each event is POSTed; credential query parameters are stored encrypted and shown masked */
  target_url?: string;
  /** What is delivered: call, lead or text-message events */
  event?: 'new_call' | 'call_ringing' | 'call_forwarded' | 'call_ended' | 'call_changed' | 'new_lead' | 'lead_ended' | 'lead_converted' | 'lead_opted_out' | 'lead_changed' | 'incoming_text_message' | 'text_message_sent' | 'text_message_delivered' | 'text_message_failed';
  /** Deliver only records whose fields equal these values, {"offer_converted":true,"traffic_source_id":9210831092}; keys: schedule_id, traffic_source_id, offer_id, buyer_converted, has_recording, either_converted, buyer_id, offer_converted, number_id (blank: every record) */
  trigger_fields?: JsonObject | Json[] | null;
  /** An inactive subscription delivers nothing */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type SubscriptionDestroyParams = Record<string, never>;

/** Token: Named values carried by calls and leads and written into templates as [key] or [key]{default}. System tokens (caller_id, payout, geo_state…) are kept by the engine and cannot be changed; custom tokens are declared here. */
export interface Token {
  id: number;
  legacy_id: number;
  type: 'Token';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Token name as written in templates ([key]); lowercase letters, digits and underscores */
  key: string;
  /** Human label shown in reports and pickers (blank: the key) */
  name: string | null;
  /** What the token holds and who sets it */
  description: string | null;
  /** How filters and expressions read the value: string, integer, float or time */
  value_type: 'string' | 'integer' | 'float' | 'time' | null;
  /** Set by the engine for built-in tokens (caller_id, total_duration, payout…); never writable */
  is_system_token: boolean;
}

export type TokenColumn = keyof Token;

export interface TokenListParams extends ListParamsBase<TokenColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'key' | 'name';
  /** Token name as written in templates ([key]); lowercase letters, digits and underscores */
  key?: string;
  /** Human label shown in reports and pickers (blank: the key) */
  name?: string;
  /** How filters and expressions read the value: string, integer, float or time */
  value_type?: ('string' | 'integer' | 'float' | 'time') | ('string' | 'integer' | 'float' | 'time')[];
  /** Set by the engine for built-in tokens (caller_id, total_duration, payout…); never writable */
  is_system_token?: boolean;
}

export interface TokenBuildParams {
  /** Token name as written in templates ([key]); lowercase letters, digits and underscores */
  key?: string;
  /** Human label shown in reports and pickers (blank: the key) */
  name?: string | null;
  /** What the token holds and who sets it */
  description?: string | null;
  /** How filters and expressions read the value: string, integer, float or time */
  value_type?: 'string' | 'integer' | 'float' | 'time' | null;
}

export interface TokenCreateParams {
  /** Token name as written in templates ([key]); lowercase letters, digits and underscores */
  key: string;
  /** Human label shown in reports and pickers (blank: the key) */
  name?: string | null;
  /** What the token holds and who sets it */
  description?: string | null;
  /** How filters and expressions read the value: string, integer, float or time */
  value_type?: 'string' | 'integer' | 'float' | 'time' | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface TokenShowParams extends ShowParamsBase<TokenColumn> {
}

export interface TokenUpdateParams {
  /** Token name as written in templates ([key]); lowercase letters, digits and underscores */
  key?: string;
  /** Human label shown in reports and pickers (blank: the key) */
  name?: string | null;
  /** What the token holds and who sets it */
  description?: string | null;
  /** How filters and expressions read the value: string, integer, float or time */
  value_type?: 'string' | 'integer' | 'float' | 'time' | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type TokenDestroyParams = Record<string, never>;

/** Token value: Values the company’s tokens have taken on calls and leads (one row per token and value), for pickers and token filters. Written by the engine; list only. */
export interface TokenValue {
  id: number;
  legacy_id: number;
  type: 'TokenValue';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Token key ([key] in templates) */
  key: string | null;
  /** A value the token has held */
  value: string | null;
  /** Human name of the token */
  name: string | null;
  /** A built-in token kept by the engine */
  is_system_token: boolean | null;
}

export type TokenValueColumn = keyof TokenValue;

export interface TokenValueListParams extends ListParamsBase<TokenValueColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'key' | 'value';
  /** Token key ([key] in templates) */
  key?: string;
  /** Human name of the token */
  name?: string;
  /** A built-in token kept by the engine */
  is_system_token?: boolean;
  /** Values compared with `operator` (default ==): == / != exact (case-sensitive); =~ / !~ contain / do not contain, case-insensitive, no wildcards; < <= > >= numeric when this is a number (stored values that are not numbers never match), text order otherwise. != and !~ also match a blank value. */
  value?: string;
  /** How `value` compares (default ==); ignored without `value` */
  operator?: '==' | '!=' | '=~' | '!~' | '<' | '<=' | '>' | '>=';
  /** Values of this custom token (→ tokens); several ids: token_id=1,2 */
  token_id?: number | number[];
}

/** Change log: One change to a call or lead (or any audited record): who made it, from where, and every changed field as [from, to]. Written by the engine; read with cursor paging for long histories. */
export interface ChangeLog {
  id: number;
  legacy_id: number;
  type: 'ChangeLog';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Model of the changed record: Call, Lead, Contact… */
  record_type: string | null;
  /** Id of the changed record */
  record_id: number | null;
  /** create, update or destroy */
  action: 'create' | 'update' | 'destroy' | null;
  /** Who changed it: a user, a company API key, a developer token, or the engine itself */
  actor_type: 'user' | 'api_key' | 'developer_token' | 'system' | null;
  /** Id of the user, key or token (blank for system) */
  actor_id: number | null;
  /** Name of the actor when the change was made */
  actor_name: string | null;
  /** Changed fields as {"field": [from, to]} */
  changes: Json | null;
  /** Address of the request that made the change */
  request_ip: string | null;
  /** X-Request-Id of that request */
  request_id: string | null;
}

export type ChangeLogColumn = keyof ChangeLog;

export interface ChangeLogListParams extends ListParamsBase<ChangeLogColumn> {
  order?: 'id' | 'created_at' | 'updated_at';
  /** Model of the changed record: Call, Lead, Contact… */
  record_type?: string;
  /** Id of the changed record */
  record_id?: number | number[];
  /** create, update or destroy */
  action?: ('create' | 'update' | 'destroy') | ('create' | 'update' | 'destroy')[];
  /** Who changed it: a user, a company API key, a developer token, or the engine itself */
  actor_type?: ('user' | 'api_key' | 'developer_token' | 'system') | ('user' | 'api_key' | 'developer_token' | 'system')[];
  /** Id of the user, key or token (blank for system) */
  actor_id?: number | number[];
  /** Name of the actor when the change was made */
  actor_name?: string;
  /** Address of the request that made the change */
  request_ip?: string;
  /** X-Request-Id of that request */
  request_id?: string;
}

export interface ChangeLogShowParams extends ShowParamsBase<ChangeLogColumn> {
}

/** Data export record: One call or lead pushed to an export destination (S3 or FTP upload, CRM, CSV download) by a schedule action or an export, with the outcome. Written by the engine; list and show. */
export interface DataExportRecord {
  id: number;
  legacy_id: number;
  type: 'DataExportRecord';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Where the record went */
  destination_type: 'csv_download' | 'aws_s3' | 'ftp' | 'infusionsoft' | 'zoho_crm' | 'webhook' | null;
  /** Bucket and key, FTP path, CRM object or URL written to */
  destination: string | null;
  /** Model exported: Call, Lead… */
  record_type: string | null;
  /** Id of the exported record */
  record_id: number | null;
  /** Lead exported or concerned (→ leads) */
  lead_id: number | null;
  /** Call exported or concerned (→ calls) */
  call_id: number | null;
  /** Schedule whose action exported it */
  schedule_id: number | null;
  /** Outcome of the export */
  status: 'succeeded' | 'failed' | null;
  /** Status code or reply code of the destination */
  response_code: number | null;
  /** Why the export failed */
  error_message: string | null;
  /** Location of the written file, when the destination is a file */
  file_url: string | null;
  /** The fields sent, as written */
  exported_data: Json | null;
}

export type DataExportRecordColumn = keyof DataExportRecord;

export interface DataExportRecordListParams extends ListParamsBase<DataExportRecordColumn> {
  order?: 'id' | 'created_at' | 'updated_at';
  /** Where the record went */
  destination_type?: ('csv_download' | 'aws_s3' | 'ftp' | 'infusionsoft' | 'zoho_crm' | 'webhook') | ('csv_download' | 'aws_s3' | 'ftp' | 'infusionsoft' | 'zoho_crm' | 'webhook')[];
  /** Bucket and key, FTP path, CRM object or URL written to */
  destination?: string;
  /** Model exported: Call, Lead… */
  record_type?: string;
  /** Id of the exported record */
  record_id?: number | number[];
  /** Lead exported or concerned (→ leads) */
  lead_id?: number | number[];
  /** Call exported or concerned (→ calls) */
  call_id?: number | number[];
  /** Schedule whose action exported it */
  schedule_id?: number | number[];
  /** Outcome of the export */
  status?: ('succeeded' | 'failed') | ('succeeded' | 'failed')[];
  /** Status code or reply code of the destination */
  response_code?: number | number[];
  /** Location of the written file, when the destination is a file */
  file_url?: string;
}

export interface DataExportRecordShowParams extends ShowParamsBase<DataExportRecordColumn> {
}

/** Charge rollup: Billing: usage of one category summed over one period (quantity × rate = amount), so every cost of the account is visible and can be reconciled with the carrier invoice. Written by the engine; list only. */
export interface ChargeRollup {
  id: number;
  legacy_id: number;
  type: 'ChargeRollup';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** What was used */
  category: 'inbound_minutes' | 'outbound_minutes' | 'phone_numbers' | 'text_messages' | 'call_recording' | 'transcription' | 'call_analysis' | 'data_append' | 'dnc_scrub' | 'voice_agent_minutes' | 'other' | null;
  /** Human summary, e.g. "Inbound minutes, Twilio" */
  description: string | null;
  /** Length of the period summed */
  period: 'hour' | 'day' | 'month' | null;
  /** Start of the period (inclusive) */
  period_start: string | null;
  /** End of the period (exclusive) */
  period_end: string | null;
  /** Units used in the period */
  quantity: number | null;
  /** Unit of quantity: minute, message, number_month, request… */
  unit: string | null;
  /** Price per unit */
  rate: number | null;
  /** quantity × rate, in currency */
  amount: number | null;
  /** ISO 4217 currency of rate and amount */
  currency: string;
  /** Carrier or vendor the usage went through (twilio, telnyx…) */
  provider: string | null;
  /** Offer the usage is attributed to (blank: the account) */
  offer_id: number | null;
}

export type ChargeRollupColumn = keyof ChargeRollup;

export interface ChargeRollupListParams extends ListParamsBase<ChargeRollupColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'period_start' | 'amount';
  /** What was used */
  category?: ('inbound_minutes' | 'outbound_minutes' | 'phone_numbers' | 'text_messages' | 'call_recording' | 'transcription' | 'call_analysis' | 'data_append' | 'dnc_scrub' | 'voice_agent_minutes' | 'other') | ('inbound_minutes' | 'outbound_minutes' | 'phone_numbers' | 'text_messages' | 'call_recording' | 'transcription' | 'call_analysis' | 'data_append' | 'dnc_scrub' | 'voice_agent_minutes' | 'other')[];
  /** Human summary, e.g. "Inbound minutes, Twilio" */
  description?: string;
  /** Length of the period summed */
  period?: ('hour' | 'day' | 'month') | ('hour' | 'day' | 'month')[];
  /** Units used in the period */
  quantity?: number;
  /** Unit of quantity: minute, message, number_month, request… */
  unit?: string;
  /** Price per unit */
  rate?: number;
  /** quantity × rate, in currency */
  amount?: number;
  /** ISO 4217 currency of rate and amount */
  currency?: string;
  /** Carrier or vendor the usage went through (twilio, telnyx…) */
  provider?: string;
  /** Offer the usage is attributed to (blank: the account) */
  offer_id?: number | number[];
}

/** Call log: What happened during a call, step by step: each buyer considered and why it was skipped (caps, hours, paused, filters, invalid number), each dial and its result, IVR and hold-queue steps, rules that blocked it. Filter by call_id. Written by the engine; list only. */
export interface CallLog {
  id: number;
  legacy_id: number;
  type: 'CallLog';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** The call (→ calls) */
  call_id: number | null;
  /** Kind of step */
  log_type: 'routing' | 'buyer_skipped' | 'dial' | 'ivr' | 'hold_queue' | 'recording' | 'webhook' | 'state_rule' | 'suppression' | 'conversion' | 'error' | 'info' | null;
  /** info, warning or error */
  level: 'info' | 'warning' | 'error';
  /** Human description of the step */
  message: string | null;
  /** Machine-readable cause: caps_reached, closed, paused, concurrency_full, filter_mismatch, invalid_number… */
  reason: string | null;
  /** Buyer the step concerns */
  buyer_id: number | null;
  /** Offer the call came in on */
  offer_id: number | null;
  /** Schedule that placed the call */
  schedule_id: number | null;
  /** Step details (dial status, hangup cause, duration, matched rule…) */
  data: Json | null;
  /** When the step happened (millisecond precision order) */
  occurred_at: string | null;
}

export type CallLogColumn = keyof CallLog;

export interface CallLogListParams extends ListParamsBase<CallLogColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'occurred_at';
  /** The call (→ calls) */
  call_id?: number | number[];
  /** Kind of step */
  log_type?: ('routing' | 'buyer_skipped' | 'dial' | 'ivr' | 'hold_queue' | 'recording' | 'webhook' | 'state_rule' | 'suppression' | 'conversion' | 'error' | 'info') | ('routing' | 'buyer_skipped' | 'dial' | 'ivr' | 'hold_queue' | 'recording' | 'webhook' | 'state_rule' | 'suppression' | 'conversion' | 'error' | 'info')[];
  /** info, warning or error */
  level?: ('info' | 'warning' | 'error') | ('info' | 'warning' | 'error')[];
  /** Machine-readable cause: caps_reached, closed, paused, concurrency_full, filter_mismatch, invalid_number… */
  reason?: string;
  /** Buyer the step concerns */
  buyer_id?: number | number[];
  /** Offer the call came in on */
  offer_id?: number | number[];
  /** Schedule that placed the call */
  schedule_id?: number | number[];
}

/** Dnc check log: One do-not-call check of a number before a call, text or forward: whether it was allowed, and which list or rule blocked it. Checks fail closed: an unreachable provider blocks (reason check_failed). Written by the engine; list only. */
export interface DncCheckLog {
  id: number;
  legacy_id: number;
  type: 'DncCheckLog';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Number checked, E.164 */
  number: string | null;
  /** What the check guarded */
  check_type: 'inbound_call' | 'outbound_call' | 'buyer_forward' | 'text_message' | 'lead_submission' | null;
  /** allowed or blocked */
  result: 'allowed' | 'blocked' | null;
  /** Why it was blocked (blank when allowed) */
  reason: 'buyer_suppression' | 'offer_suppression' | 'schedule_suppression' | 'company_blacklist' | 'opt_out' | 'sms_opt_out' | 'dnc_provider' | 'check_failed' | null;
  /** External DNC provider consulted (blank: internal lists only) */
  provider: string | null;
  /** Suppression lists that contained the number */
  buyer_suppression_ids: number[];
  /** Lead concerned (→ leads) */
  lead_id: number | null;
  /** Call concerned (→ calls) */
  call_id: number | null;
  /** Offer whose lists were checked */
  offer_id: number | null;
  /** Schedule whose lists were checked */
  schedule_id: number | null;
  /** Buyer whose lists were checked */
  buyer_id: number | null;
}

export type DncCheckLogColumn = keyof DncCheckLog;

export interface DncCheckLogListParams extends ListParamsBase<DncCheckLogColumn> {
  order?: 'id' | 'created_at' | 'updated_at';
  /** Number checked, E.164 */
  number?: string;
  /** What the check guarded */
  check_type?: ('inbound_call' | 'outbound_call' | 'buyer_forward' | 'text_message' | 'lead_submission') | ('inbound_call' | 'outbound_call' | 'buyer_forward' | 'text_message' | 'lead_submission')[];
  /** allowed or blocked */
  result?: ('allowed' | 'blocked') | ('allowed' | 'blocked')[];
  /** Why it was blocked (blank when allowed) */
  reason?: ('buyer_suppression' | 'offer_suppression' | 'schedule_suppression' | 'company_blacklist' | 'opt_out' | 'sms_opt_out' | 'dnc_provider' | 'check_failed') | ('buyer_suppression' | 'offer_suppression' | 'schedule_suppression' | 'company_blacklist' | 'opt_out' | 'sms_opt_out' | 'dnc_provider' | 'check_failed')[];
  /** External DNC provider consulted (blank: internal lists only) */
  provider?: string;
  /** Lead concerned (→ leads) */
  lead_id?: number | number[];
  /** Call concerned (→ calls) */
  call_id?: number | number[];
  /** Offer whose lists were checked */
  offer_id?: number | number[];
  /** Schedule whose lists were checked */
  schedule_id?: number | number[];
  /** Buyer whose lists were checked */
  buyer_id?: number | number[];
}

/** Admin table exporter: Superuser bulk export of a whole table (calls, leads…) of a company to files, in chunks of export_timeframe, several chunks at a time; the engine reports progress and the file URL. */
export interface AdminTableExporter {
  id: number;
  legacy_id: number;
  type: 'AdminTableExporter';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  company_id: number | null;
  /** User who created the export (→ users) */
  user_id: number | null;
  /** Queued in ascending order, smaller first */
  sortable_order: number | null;
  /** Resource exported (its plural: calls, leads, contacts…) */
  data_type: 'calls' | 'leads' | 'buyers' | 'offers' | 'traffic_sources' | 'phone_numbers' | 'schedules' | 'text_messages' | 'incoming_text_messages' | 'charge_rollups' | 'data_export_records' | 'change_logs' | 'webhook_logs' | 'impressions' | 'call_logs';
  /** Columns written, in order (blank: every column of the resource) */
  export_column_names: string[] | null;
  /** A paused export queues no more chunks */
  paused: boolean | null;
  /** Only records created at or after this */
  created_at_from: string | null;
  /** Only records created at or before this */
  created_at_to: string | null;
  /** Chunks planned */
  total_count: number;
  /** Keep exporting new records as they are created */
  is_live: boolean | null;
  /** Company whose table is exported (blank: this company) (→ companies) */
  target_company_id: number | null;
  /** Chunks exported at the same time */
  export_concurrency: number | null;
  /** Files written so far */
  total_files_count: number;
  /** Chunks waiting to be written */
  queued_files_count: number;
  /** Time spent exporting so far, seconds */
  export_seconds: number;
  /** When the last chunk was written */
  succeeded_at: string | null;
  /** Records written so far */
  total_records_count: number;
  /** Where the export (or its manifest) can be downloaded */
  export_file_url: string | null;
  /** Serializer of the rows, e.g. call or call_grid (blank: the resource’s own) */
  serializer_type: string | null;
  /** Length of created_at range per chunk (one file per chunk) */
  export_timeframe: 'hour' | 'day' | 'week' | 'month' | null;
  /** When every chunk had been queued */
  finished_generating_chunks_at: string | null;
}

export type AdminTableExporterColumn = keyof AdminTableExporter;

export interface AdminTableExporterListParams extends ListParamsBase<AdminTableExporterColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'sortable_order';
  /** User who created the export (→ users) */
  user_id?: number | number[];
  /** Queued in ascending order, smaller first */
  sortable_order?: number;
  /** Resource exported (its plural: calls, leads, contacts…) */
  data_type?: ('calls' | 'leads' | 'buyers' | 'offers' | 'traffic_sources' | 'phone_numbers' | 'schedules' | 'text_messages' | 'incoming_text_messages' | 'charge_rollups' | 'data_export_records' | 'change_logs' | 'webhook_logs' | 'impressions' | 'call_logs') | ('calls' | 'leads' | 'buyers' | 'offers' | 'traffic_sources' | 'phone_numbers' | 'schedules' | 'text_messages' | 'incoming_text_messages' | 'charge_rollups' | 'data_export_records' | 'change_logs' | 'webhook_logs' | 'impressions' | 'call_logs')[];
  /** A paused export queues no more chunks */
  paused?: boolean;
  /** Chunks planned */
  total_count?: number | number[];
  /** Keep exporting new records as they are created */
  is_live?: boolean;
  /** Company whose table is exported (blank: this company) (→ companies) */
  target_company_id?: number | number[];
  /** Chunks exported at the same time */
  export_concurrency?: number | number[];
  /** Files written so far */
  total_files_count?: number | number[];
  /** Chunks waiting to be written */
  queued_files_count?: number | number[];
  /** Time spent exporting so far, seconds */
  export_seconds?: number;
  /** Records written so far */
  total_records_count?: number | number[];
  /** Where the export (or its manifest) can be downloaded */
  export_file_url?: string;
  /** Serializer of the rows, e.g. call or call_grid (blank: the resource’s own) */
  serializer_type?: string;
  /** Length of created_at range per chunk (one file per chunk) */
  export_timeframe?: ('hour' | 'day' | 'week' | 'month') | ('hour' | 'day' | 'week' | 'month')[];
  /** Developer access token from your profile (/profile/edit); an alternative to the Authorization header */
  auth_token?: string;
}

export interface AdminTableExporterBuildParams {
  /** Queued in ascending order, smaller first */
  sortable_order?: number | null;
  /** Resource exported (its plural: calls, leads, contacts…) */
  data_type?: 'calls' | 'leads' | 'buyers' | 'offers' | 'traffic_sources' | 'phone_numbers' | 'schedules' | 'text_messages' | 'incoming_text_messages' | 'charge_rollups' | 'data_export_records' | 'change_logs' | 'webhook_logs' | 'impressions' | 'call_logs';
  /** Columns written, in order (blank: every column of the resource) */
  export_column_names?: string[];
  /** A paused export queues no more chunks */
  paused?: boolean | null;
  /** Only records created at or after this */
  created_at_from?: string | Date | null;
  /** Only records created at or before this */
  created_at_to?: string | Date | null;
  /** Keep exporting new records as they are created */
  is_live?: boolean | null;
  /** Company whose table is exported (blank: this company) (→ companies) */
  target_company_id?: number | null;
  /** Chunks exported at the same time */
  export_concurrency?: number | null;
  /** Serializer of the rows, e.g. call or call_grid (blank: the resource’s own) */
  serializer_type?: string | null;
  /** Length of created_at range per chunk (one file per chunk) */
  export_timeframe?: 'hour' | 'day' | 'week' | 'month' | null;
  /** Developer access token from your profile (/profile/edit); an alternative to the Authorization header */
  auth_token?: string;
}

export interface AdminTableExporterCreateParams {
  /** Queued in ascending order, smaller first */
  sortable_order?: number | null;
  /** Resource exported (its plural: calls, leads, contacts…) */
  data_type: 'calls' | 'leads' | 'buyers' | 'offers' | 'traffic_sources' | 'phone_numbers' | 'schedules' | 'text_messages' | 'incoming_text_messages' | 'charge_rollups' | 'data_export_records' | 'change_logs' | 'webhook_logs' | 'impressions' | 'call_logs';
  /** Columns written, in order (blank: every column of the resource) */
  export_column_names?: string[];
  /** A paused export queues no more chunks */
  paused?: boolean | null;
  /** Only records created at or after this */
  created_at_from?: string | Date | null;
  /** Only records created at or before this */
  created_at_to?: string | Date | null;
  /** Keep exporting new records as they are created */
  is_live?: boolean | null;
  /** Company whose table is exported (blank: this company) (→ companies) */
  target_company_id?: number | null;
  /** Chunks exported at the same time */
  export_concurrency?: number | null;
  /** Serializer of the rows, e.g. call or call_grid (blank: the resource’s own) */
  serializer_type?: string | null;
  /** Length of created_at range per chunk (one file per chunk) */
  export_timeframe?: 'hour' | 'day' | 'week' | 'month' | null;
  /** Your own id for the record */
  external_record_id?: string;
  /** Developer access token from your profile (/profile/edit); an alternative to the Authorization header */
  auth_token?: string;
}

export interface AdminTableExporterShowParams extends ShowParamsBase<AdminTableExporterColumn> {
  /** Developer access token from your profile (/profile/edit); an alternative to the Authorization header */
  auth_token?: string;
}

export interface AdminTableExporterUpdateParams {
  /** Queued in ascending order, smaller first */
  sortable_order?: number | null;
  /** Resource exported (its plural: calls, leads, contacts…) */
  data_type?: 'calls' | 'leads' | 'buyers' | 'offers' | 'traffic_sources' | 'phone_numbers' | 'schedules' | 'text_messages' | 'incoming_text_messages' | 'charge_rollups' | 'data_export_records' | 'change_logs' | 'webhook_logs' | 'impressions' | 'call_logs';
  /** Columns written, in order (blank: every column of the resource) */
  export_column_names?: string[];
  /** A paused export queues no more chunks */
  paused?: boolean | null;
  /** Only records created at or after this */
  created_at_from?: string | Date | null;
  /** Only records created at or before this */
  created_at_to?: string | Date | null;
  /** Keep exporting new records as they are created */
  is_live?: boolean | null;
  /** Company whose table is exported (blank: this company) (→ companies) */
  target_company_id?: number | null;
  /** Chunks exported at the same time */
  export_concurrency?: number | null;
  /** Serializer of the rows, e.g. call or call_grid (blank: the resource’s own) */
  serializer_type?: string | null;
  /** Length of created_at range per chunk (one file per chunk) */
  export_timeframe?: 'hour' | 'day' | 'week' | 'month' | null;
  /** Your own id for the record */
  external_record_id?: string;
  /** Developer access token from your profile (/profile/edit); an alternative to the Authorization header */
  auth_token?: string;
}

export interface AdminTableExporterDestroyParams {
  /** Developer access token from your profile (/profile/edit); an alternative to the Authorization header */
  auth_token?: string;
}

/** Admin task: Superuser maintenance job as TrackDrive describes it: method_name with method_arguments on every app_model_name record matching sql_conditions, in slices from last_id, inside business hours. Leadline keeps the record only: sql_conditions is text and is never executed as SQL. Stored; no behaviour yet: nothing in Leadline acts on these records. */
export interface AdminTask {
  id: number;
  legacy_id: number;
  type: 'AdminTask';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Only active tasks run */
  active: boolean | null;
  /** Model the task walks: Lead, Call, Contact… */
  app_model_name: string;
  /** Method called on each record */
  method_name: string;
  /** Which records: a condition on the model’s columns */
  sql_conditions: string | null;
  /** pending, started, succeeded, failed or stopped */
  status: 'pending' | 'started' | 'succeeded' | 'failed' | 'stopped';
  /** Records processed so far */
  counter: number;
  /** Id of the last record processed (the task resumes after it) */
  last_id: number | null;
  company_id: number | null;
  /** User who created the task (→ users) */
  user_id: number | null;
  /** Companies whose records are processed (blank: this company) */
  target_company_ids: number[] | null;
  /** Stop after this many records (blank: all) */
  limit_value: number | null;
  /** Records loaded per batch */
  slice_value: number | null;
  /** Run only from this local time */
  business_hours_open: string | null;
  /** Run only until this local time */
  business_hours_close: string | null;
  /** IANA zone of the business hours (default: the company zone) */
  time_zone: string | null;
  /** Preload the associations search needs */
  with_search_includes: boolean | null;
  /** Associations to preload with each slice */
  sql_includes: string[] | null;
  /** Arguments passed to the method */
  method_arguments: Json | null;
  /** created_at of the last record processed */
  last_created_at: string | null;
}

export type AdminTaskColumn = keyof AdminTask;

export interface AdminTaskListParams extends ListParamsBase<AdminTaskColumn> {
  order?: 'id' | 'created_at' | 'updated_at';
  /** Only active tasks run */
  active?: boolean;
  /** Model the task walks: Lead, Call, Contact… */
  app_model_name?: string;
  /** Method called on each record */
  method_name?: string;
  /** pending, started, succeeded, failed or stopped */
  status?: ('pending' | 'started' | 'succeeded' | 'failed' | 'stopped') | ('pending' | 'started' | 'succeeded' | 'failed' | 'stopped')[];
  /** Records processed so far */
  counter?: number | number[];
  /** Id of the last record processed (the task resumes after it) */
  last_id?: number | number[];
  /** User who created the task (→ users) */
  user_id?: number | number[];
  /** Stop after this many records (blank: all) */
  limit_value?: number | number[];
  /** Records loaded per batch */
  slice_value?: number | number[];
  /** Run only from this local time */
  business_hours_open?: string;
  /** Run only until this local time */
  business_hours_close?: string;
  /** Preload the associations search needs */
  with_search_includes?: boolean;
  /** Developer access token from your profile (/profile/edit); an alternative to the Authorization header */
  auth_token?: string;
}

export interface AdminTaskBuildParams {
  /** Only active tasks run */
  active?: boolean | null;
  /** Model the task walks: Lead, Call, Contact… */
  app_model_name?: string;
  /** Method called on each record */
  method_name?: string;
  /** Which records: a condition on the model’s columns */
  sql_conditions?: string | null;
  /** Companies whose records are processed (blank: this company) */
  target_company_ids?: number[];
  /** Stop after this many records (blank: all) */
  limit_value?: number | null;
  /** Records loaded per batch */
  slice_value?: number | null;
  /** Run only from this local time */
  business_hours_open?: string | null;
  /** Run only until this local time */
  business_hours_close?: string | null;
  /** IANA zone of the business hours (default: the company zone) */
  time_zone?: string | null;
  /** Preload the associations search needs */
  with_search_includes?: boolean | null;
  /** Associations to preload with each slice */
  sql_includes?: string[];
  /** Arguments passed to the method */
  method_arguments?: JsonObject | Json[] | null;
  /** Developer access token from your profile (/profile/edit); an alternative to the Authorization header */
  auth_token?: string;
}

export interface AdminTaskCreateParams {
  /** Only active tasks run */
  active?: boolean | null;
  /** Model the task walks: Lead, Call, Contact… */
  app_model_name: string;
  /** Method called on each record */
  method_name: string;
  /** Which records: a condition on the model’s columns */
  sql_conditions?: string | null;
  /** Companies whose records are processed (blank: this company) */
  target_company_ids?: number[];
  /** Stop after this many records (blank: all) */
  limit_value?: number | null;
  /** Records loaded per batch */
  slice_value?: number | null;
  /** Run only from this local time */
  business_hours_open?: string | null;
  /** Run only until this local time */
  business_hours_close?: string | null;
  /** IANA zone of the business hours (default: the company zone) */
  time_zone?: string | null;
  /** Preload the associations search needs */
  with_search_includes?: boolean | null;
  /** Associations to preload with each slice */
  sql_includes?: string[];
  /** Arguments passed to the method */
  method_arguments?: JsonObject | Json[] | null;
  /** Your own id for the record */
  external_record_id?: string;
  /** Developer access token from your profile (/profile/edit); an alternative to the Authorization header */
  auth_token?: string;
}

export interface AdminTaskShowParams extends ShowParamsBase<AdminTaskColumn> {
  /** Developer access token from your profile (/profile/edit); an alternative to the Authorization header */
  auth_token?: string;
}

export interface AdminTaskUpdateParams {
  /** Only active tasks run */
  active?: boolean | null;
  /** Model the task walks: Lead, Call, Contact… */
  app_model_name?: string;
  /** Method called on each record */
  method_name?: string;
  /** Which records: a condition on the model’s columns */
  sql_conditions?: string | null;
  /** Companies whose records are processed (blank: this company) */
  target_company_ids?: number[];
  /** Stop after this many records (blank: all) */
  limit_value?: number | null;
  /** Records loaded per batch */
  slice_value?: number | null;
  /** Run only from this local time */
  business_hours_open?: string | null;
  /** Run only until this local time */
  business_hours_close?: string | null;
  /** IANA zone of the business hours (default: the company zone) */
  time_zone?: string | null;
  /** Preload the associations search needs */
  with_search_includes?: boolean | null;
  /** Associations to preload with each slice */
  sql_includes?: string[];
  /** Arguments passed to the method */
  method_arguments?: JsonObject | Json[] | null;
  /** Your own id for the record */
  external_record_id?: string;
  /** Developer access token from your profile (/profile/edit); an alternative to the Authorization header */
  auth_token?: string;
}

export interface AdminTaskDestroyParams {
  /** Developer access token from your profile (/profile/edit); an alternative to the Authorization header */
  auth_token?: string;
}

/** Unblock contact job: Clears the company blacklist, wholly or in part, in the background: every blocked contact that matches (the given numbers, or everyone blocked inside the time range) is unblocked. Deleting a pending or started job stops it; contacts already unblocked stay unblocked. */
export interface UnblockContactJob {
  id: number;
  legacy_id: number;
  type: 'UnblockContactJob';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Label (blank: a summary of the criteria) */
  name: string | null;
  /** Only these numbers, any format (normalised to E.164); blank: every blocked contact */
  numbers: string[] | null;
  /** Only contacts blocked at or after this */
  blocked_at_from: string | null;
  /** Only contacts blocked at or before this */
  blocked_at_to: string | null;
  /** Also clear the call opt-out of the contacts */
  clear_opt_out: boolean | null;
  /** Also clear the SMS opt-out of the contacts */
  clear_sms_opt_out: boolean | null;
  /** pending, started, succeeded, failed or stopped */
  status: 'pending' | 'started' | 'succeeded' | 'failed' | 'stopped';
  /** Contacts matching when the job started */
  total_count: number;
  /** Contacts unblocked so far */
  unblocked_count: number;
  /** Progress, 0 to 100 */
  percent: number;
  /** Why the job failed */
  error_message: string | null;
  /** When the job started */
  started_at: string | null;
  /** When the job finished */
  succeeded_at: string | null;
  /** When the job failed */
  failed_at: string | null;
  /** When the job was stopped */
  stopped_at: string | null;
}

export type UnblockContactJobColumn = keyof UnblockContactJob;

export interface UnblockContactJobListParams extends ListParamsBase<UnblockContactJobColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name';
  /** Label (blank: a summary of the criteria) */
  name?: string;
  /** Also clear the call opt-out of the contacts */
  clear_opt_out?: boolean;
  /** Also clear the SMS opt-out of the contacts */
  clear_sms_opt_out?: boolean;
  /** pending, started, succeeded, failed or stopped */
  status?: ('pending' | 'started' | 'succeeded' | 'failed' | 'stopped') | ('pending' | 'started' | 'succeeded' | 'failed' | 'stopped')[];
  /** Contacts matching when the job started */
  total_count?: number | number[];
  /** Contacts unblocked so far */
  unblocked_count?: number | number[];
  /** Progress, 0 to 100 */
  percent?: number;
}

export interface UnblockContactJobBuildParams {
  /** Label (blank: a summary of the criteria) */
  name?: string | null;
  /** Only these numbers, any format (normalised to E.164); blank: every blocked contact */
  numbers?: string[];
  /** Only contacts blocked at or after this */
  blocked_at_from?: string | Date | null;
  /** Only contacts blocked at or before this */
  blocked_at_to?: string | Date | null;
  /** Also clear the call opt-out of the contacts */
  clear_opt_out?: boolean | null;
  /** Also clear the SMS opt-out of the contacts */
  clear_sms_opt_out?: boolean | null;
}

export interface UnblockContactJobCreateParams {
  /** Label (blank: a summary of the criteria) */
  name?: string | null;
  /** Only these numbers, any format (normalised to E.164); blank: every blocked contact */
  numbers?: string[];
  /** Only contacts blocked at or after this */
  blocked_at_from?: string | Date | null;
  /** Only contacts blocked at or before this */
  blocked_at_to?: string | Date | null;
  /** Also clear the call opt-out of the contacts */
  clear_opt_out?: boolean | null;
  /** Also clear the SMS opt-out of the contacts */
  clear_sms_opt_out?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface UnblockContactJobShowParams extends ShowParamsBase<UnblockContactJobColumn> {
}

export type UnblockContactJobDestroyParams = Record<string, never>;

/** Contact import: A blacklist file: a CSV whose caller column is read in the background to block (or unblock) each number on the company blacklist. Numbers shorter than 5 digits are skipped and counted as invalid. Kept as an audit trail: imports are never deleted. */
export interface ContactImport {
  id: number;
  legacy_id: number;
  type: 'ContactImport';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Label of the file */
  name: string;
  /** block adds the numbers to the blacklist; unblock removes them */
  import_type: 'block' | 'unblock' | null;
  /** Where the CSV is fetched from (create only) */
  import_file_url: string | null;
  /** CSV column that holds the phone numbers */
  caller_id_column_name: string | null;
  /** Column headers of the CSV, the choices for caller_id_column_name */
  headers: string[] | null;
  /** pending, started, succeeded, failed or stopped */
  status: 'pending' | 'started' | 'succeeded' | 'failed' | 'stopped';
  /** Rows in the file */
  total_count: number;
  /** Numbers blocked or unblocked so far */
  import_count: number;
  /** Rows skipped: blank or not a valid number */
  invalid_count: number;
  /** Progress, 0 to 100 */
  import_percent: number;
  /** Why the import failed */
  error_message: string | null;
  /** When processing started */
  started_at: string | null;
  /** When processing finished */
  succeeded_at: string | null;
  /** When processing failed */
  failed_at: string | null;
  /** When processing was stopped */
  stopped_at: string | null;
}

export type ContactImportColumn = keyof ContactImport;

export interface ContactImportListParams extends ListParamsBase<ContactImportColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name';
  /** Label of the file */
  name?: string;
  /** block adds the numbers to the blacklist; unblock removes them */
  import_type?: ('block' | 'unblock') | ('block' | 'unblock')[];
  /** Where the CSV is fetched from (create only) */
  import_file_url?: string;
  /** CSV column that holds the phone numbers */
  caller_id_column_name?: string;
  /** pending, started, succeeded, failed or stopped */
  status?: ('pending' | 'started' | 'succeeded' | 'failed' | 'stopped') | ('pending' | 'started' | 'succeeded' | 'failed' | 'stopped')[];
  /** Rows in the file */
  total_count?: number | number[];
  /** Numbers blocked or unblocked so far */
  import_count?: number | number[];
  /** Rows skipped: blank or not a valid number */
  invalid_count?: number | number[];
  /** Progress, 0 to 100 */
  import_percent?: number;
}

export interface ContactImportBuildParams {
  /** Label of the file */
  name?: string;
  /** block adds the numbers to the blacklist; unblock removes them */
  import_type?: 'block' | 'unblock' | null;
  /** CSV column that holds the phone numbers */
  caller_id_column_name?: string | null;
  /** Column headers of the CSV, the choices for caller_id_column_name */
  headers?: string[];
}

export interface ContactImportCreateParams {
  /** Label of the file */
  name: string;
  /** block adds the numbers to the blacklist; unblock removes them */
  import_type?: 'block' | 'unblock' | null;
  /** Where the CSV is fetched from (create only) */
  import_file_url?: string | null;
  /** CSV column that holds the phone numbers */
  caller_id_column_name?: string | null;
  /** Column headers of the CSV, the choices for caller_id_column_name */
  headers?: string[];
  /** Your own id for the record */
  external_record_id?: string;
}

export interface ContactImportShowParams extends ShowParamsBase<ContactImportColumn> {
}

export interface ContactImportUpdateParams {
  /** Label of the file */
  name?: string;
  /** CSV column that holds the phone numbers */
  caller_id_column_name?: string | null;
  /** Column headers of the CSV, the choices for caller_id_column_name */
  headers?: string[];
  /** Your own id for the record */
  external_record_id?: string;
}

/** Call center: A team of agents (buyers) working the same hours: agent messages and schedule agents can target a call center as a whole. Stored; no behaviour yet: nothing in Leadline acts on these records. */
export interface CallCenter {
  id: number;
  legacy_id: number;
  type: 'CallCenter';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Display name */
  name: string;
  /** Your own external id for the call center */
  user_call_center_id: string | null;
  /** Notes for operators */
  description: string | null;
  /** IANA time zone of the opening hours (default: the company zone) */
  time_zone: string | null;
  /** Hours as [{"day":0,"time_from":"09:00","time_to":"17:00"}] (day 0 = Sunday); blank = always open */
  open_times: Json | null;
  /** Most simultaneous calls across the whole center (blank: no cap) */
  concurrency_cap_limit: number | null;
  /** A paused call center receives no calls */
  paused: boolean | null;
  /** Agents (buyers) working in the center */
  buyer_ids: number[];
  /** Buyer groups whose agents work in the center */
  buyer_group_ids: number[];
}

export type CallCenterColumn = keyof CallCenter;

export interface CallCenterListParams extends ListParamsBase<CallCenterColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'user_call_center_id';
  /** Display name */
  name?: string;
  /** Your own external id for the call center */
  user_call_center_id?: string;
  /** Most simultaneous calls across the whole center (blank: no cap) */
  concurrency_cap_limit?: number | number[];
  /** A paused call center receives no calls */
  paused?: boolean;
}

export interface CallCenterBuildParams {
  /** Display name */
  name?: string;
  /** Your own external id for the call center */
  user_call_center_id?: string | null;
  /** Notes for operators */
  description?: string | null;
  /** IANA time zone of the opening hours (default: the company zone) */
  time_zone?: string | null;
  /** Hours as [{"day":0,"time_from":"09:00","time_to":"17:00"}] (day 0 = Sunday); blank = always open */
  open_times?: JsonObject | Json[] | null;
  /** Most simultaneous calls across the whole center (blank: no cap) */
  concurrency_cap_limit?: number | null;
  /** A paused call center receives no calls */
  paused?: boolean | null;
  /** Agents (buyers) working in the center */
  buyer_ids?: number[];
  /** Buyer groups whose agents work in the center */
  buyer_group_ids?: number[];
}

export interface CallCenterCreateParams {
  /** Display name */
  name: string;
  /** Your own external id for the call center */
  user_call_center_id?: string | null;
  /** Notes for operators */
  description?: string | null;
  /** IANA time zone of the opening hours (default: the company zone) */
  time_zone?: string | null;
  /** Hours as [{"day":0,"time_from":"09:00","time_to":"17:00"}] (day 0 = Sunday); blank = always open */
  open_times?: JsonObject | Json[] | null;
  /** Most simultaneous calls across the whole center (blank: no cap) */
  concurrency_cap_limit?: number | null;
  /** A paused call center receives no calls */
  paused?: boolean | null;
  /** Agents (buyers) working in the center */
  buyer_ids?: number[];
  /** Adds to buyer_ids (ids); safe under concurrent requests */
  add_buyer_ids?: number[];
  /** Removes from buyer_ids (ids); safe under concurrent requests */
  remove_buyer_ids?: number[];
  /** Buyer groups whose agents work in the center */
  buyer_group_ids?: number[];
  /** Adds to buyer_group_ids (ids); safe under concurrent requests */
  add_buyer_group_ids?: number[];
  /** Removes from buyer_group_ids (ids); safe under concurrent requests */
  remove_buyer_group_ids?: number[];
  /** Your own id for the record */
  external_record_id?: string;
}

export interface CallCenterShowParams extends ShowParamsBase<CallCenterColumn> {
}

export interface CallCenterUpdateParams {
  /** Display name */
  name?: string;
  /** Your own external id for the call center */
  user_call_center_id?: string | null;
  /** Notes for operators */
  description?: string | null;
  /** IANA time zone of the opening hours (default: the company zone) */
  time_zone?: string | null;
  /** Hours as [{"day":0,"time_from":"09:00","time_to":"17:00"}] (day 0 = Sunday); blank = always open */
  open_times?: JsonObject | Json[] | null;
  /** Most simultaneous calls across the whole center (blank: no cap) */
  concurrency_cap_limit?: number | null;
  /** A paused call center receives no calls */
  paused?: boolean | null;
  /** Agents (buyers) working in the center */
  buyer_ids?: number[];
  /** Adds to buyer_ids (ids); safe under concurrent requests */
  add_buyer_ids?: number[];
  /** Removes from buyer_ids (ids); safe under concurrent requests */
  remove_buyer_ids?: number[];
  /** Buyer groups whose agents work in the center */
  buyer_group_ids?: number[];
  /** Adds to buyer_group_ids (ids); safe under concurrent requests */
  add_buyer_group_ids?: number[];
  /** Removes from buyer_group_ids (ids); safe under concurrent requests */
  remove_buyer_group_ids?: number[];
  /** Your own id for the record */
  external_record_id?: string;
}

export type CallCenterDestroyParams = Record<string, never>;

/** Call disposition: An outcome an agent (or the system) applies to a call: its key names the token the outcome is stored in, its flags mark the call answered, handled, qualified, blocked and so on. Applying it to a call (agent_call_dispositions) runs its actions once: opt-out, block caller, schedule suppression, scheduled callbacks deleted or added now, end of schedule. */
export interface CallDisposition {
  id: number;
  legacy_id: number;
  type: 'CallDisposition';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order: number | null;
  /** Internal token name where the disposition is stored (lowercase letters, numbers, underscores) */
  key: string;
  /** Human name shown to users */
  name: string;
  /** Helpful hint shown to users */
  hint: string | null;
  /** Show on the agent widget */
  show_on_agent_widget: boolean | null;
  /** Show as a table column */
  show_in_tables: boolean | null;
  /** Show as a report column */
  show_in_reports: boolean | null;
  /** Mark the call answered */
  apply_call_answered: boolean | null;
  /** Mark the call handled by an agent */
  apply_agent_handled: boolean | null;
  /** Mark the call handled by a buyer */
  apply_buyer_handled: boolean | null;
  /** Mark the call qualified */
  apply_qualified: boolean | null;
  /** Schedule a callback to the lead right away (a scheduled_callbacks record due now) */
  schedule_callback_now: boolean | null;
  /** Trigger end of schedule for the lead */
  apply_end_of_schedule: boolean | null;
  /** Block the caller */
  apply_block_caller: boolean | null;
  /** Move the agent to the next lead automatically (stored: Leadline has no agent widget yet) */
  apply_auto_next_lead: boolean | null;
  /** Require agent notes */
  notes_required: boolean | null;
  /** Font size of the disposition button */
  font_size: string | null;
  /** Text shadow colour of the button */
  text_shadow_color: string | null;
  /** Text colour of the button */
  text_color: string | null;
  /** Background colour of the button */
  background_color: string | null;
  /** Line height of the button */
  line_height: string | null;
  /** Name shown in context menus */
  context_menu_name: string | null;
  /** Leave a voicemail on the call */
  call_action_leave_voicemail: boolean;
  /** Opt the caller out (every open lead of the number stops) */
  call_action_apply_opt_out: boolean | null;
  /** Status set by the system for built-in dispositions */
  system_status: string | null;
  /** Applied when an agent leaves the call without a disposition */
  use_when_blank: boolean;
  /** Applied when an answering machine is detected */
  apply_machine_detected: boolean;
  /** Schedule the disposition belongs to */
  schedule_id: number | null;
  /** Actions run when the disposition is applied (→ call disposition actions) */
  call_disposition_action_ids: number[];
  /** Keep the agent conference for the next call */
  reuse_conference: boolean;
  /** Add the caller to the call's schedule's suppression lists */
  apply_add_to_schedule_suppression: boolean | null;
  /** Delete pending scheduled callbacks of the lead */
  delete_scheduled_callbacks: boolean | null;
  /** Percent chance a callback is scheduled */
  scheduled_callback_chance: number | null;
  /** Token values set on the call when this record applies (→ record_token_additionals) */
  record_token_additional_id: number | null;
  /** Number of token values set */
  record_token_additional_data_count: number;
  /** Token values set: [{"key","value"}] */
  record_token_additional_data: Json | null;
  /** Token filter set that must match for this record to apply (→ record_token_filters) */
  record_token_filter_id: number | null;
  /** Number of token filter rows */
  record_token_filter_data_count: number;
  /** Token filter rows: [{"key","operator","value"}] */
  record_token_filter_data: Json | null;
}

export type CallDispositionColumn = keyof CallDisposition;

export interface CallDispositionListParams extends ListParamsBase<CallDispositionColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'sortable_order' | 'key' | 'name';
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number;
  /** Internal token name where the disposition is stored (lowercase letters, numbers, underscores) */
  key?: string;
  /** Human name shown to users */
  name?: string;
  /** Helpful hint shown to users */
  hint?: string;
  /** Show on the agent widget */
  show_on_agent_widget?: boolean;
  /** Show as a table column */
  show_in_tables?: boolean;
  /** Show as a report column */
  show_in_reports?: boolean;
  /** Mark the call answered */
  apply_call_answered?: boolean;
  /** Mark the call handled by an agent */
  apply_agent_handled?: boolean;
  /** Mark the call handled by a buyer */
  apply_buyer_handled?: boolean;
  /** Mark the call qualified */
  apply_qualified?: boolean;
  /** Schedule a callback to the lead right away (a scheduled_callbacks record due now) */
  schedule_callback_now?: boolean;
  /** Trigger end of schedule for the lead */
  apply_end_of_schedule?: boolean;
  /** Block the caller */
  apply_block_caller?: boolean;
  /** Move the agent to the next lead automatically (stored: Leadline has no agent widget yet) */
  apply_auto_next_lead?: boolean;
  /** Require agent notes */
  notes_required?: boolean;
  /** Font size of the disposition button */
  font_size?: string;
  /** Text shadow colour of the button */
  text_shadow_color?: string;
  /** Text colour of the button */
  text_color?: string;
  /** Background colour of the button */
  background_color?: string;
  /** Line height of the button */
  line_height?: string;
  /** Name shown in context menus */
  context_menu_name?: string;
  /** Leave a voicemail on the call */
  call_action_leave_voicemail?: boolean;
  /** Opt the caller out (every open lead of the number stops) */
  call_action_apply_opt_out?: boolean;
  /** Status set by the system for built-in dispositions */
  system_status?: string;
  /** Applied when an agent leaves the call without a disposition */
  use_when_blank?: boolean;
  /** Applied when an answering machine is detected */
  apply_machine_detected?: boolean;
  /** Schedule the disposition belongs to */
  schedule_id?: number | number[];
  /** Keep the agent conference for the next call */
  reuse_conference?: boolean;
  /** Add the caller to the call's schedule's suppression lists */
  apply_add_to_schedule_suppression?: boolean;
  /** Delete pending scheduled callbacks of the lead */
  delete_scheduled_callbacks?: boolean;
  /** Percent chance a callback is scheduled */
  scheduled_callback_chance?: number;
  /** Token values set on the call when this record applies (→ record_token_additionals) */
  record_token_additional_id?: number | number[];
  /** Number of token values set */
  record_token_additional_data_count?: number | number[];
  /** Token filter set that must match for this record to apply (→ record_token_filters) */
  record_token_filter_id?: number | number[];
  /** Number of token filter rows */
  record_token_filter_data_count?: number | number[];
}

export interface CallDispositionBuildParams {
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Internal token name where the disposition is stored (lowercase letters, numbers, underscores) */
  key?: string;
  /** Human name shown to users */
  name?: string;
  /** Helpful hint shown to users */
  hint?: string | null;
  /** Show on the agent widget */
  show_on_agent_widget?: boolean | null;
  /** Show as a table column */
  show_in_tables?: boolean | null;
  /** Show as a report column */
  show_in_reports?: boolean | null;
  /** Mark the call answered */
  apply_call_answered?: boolean | null;
  /** Mark the call handled by an agent */
  apply_agent_handled?: boolean | null;
  /** Mark the call handled by a buyer */
  apply_buyer_handled?: boolean | null;
  /** Mark the call qualified */
  apply_qualified?: boolean | null;
  /** Schedule a callback to the lead right away (a scheduled_callbacks record due now) */
  schedule_callback_now?: boolean | null;
  /** Trigger end of schedule for the lead */
  apply_end_of_schedule?: boolean | null;
  /** Block the caller */
  apply_block_caller?: boolean | null;
  /** Move the agent to the next lead automatically (stored: Leadline has no agent widget yet) */
  apply_auto_next_lead?: boolean | null;
  /** Require agent notes */
  notes_required?: boolean | null;
  /** Opt the caller out (every open lead of the number stops) */
  call_action_apply_opt_out?: boolean | null;
  /** Add the caller to the call's schedule's suppression lists */
  apply_add_to_schedule_suppression?: boolean | null;
  /** Delete pending scheduled callbacks of the lead */
  delete_scheduled_callbacks?: boolean | null;
}

export interface CallDispositionCreateParams {
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Internal token name where the disposition is stored (lowercase letters, numbers, underscores) */
  key: string;
  /** Human name shown to users */
  name: string;
  /** Helpful hint shown to users */
  hint?: string | null;
  /** Show on the agent widget */
  show_on_agent_widget?: boolean | null;
  /** Show as a table column */
  show_in_tables?: boolean | null;
  /** Show as a report column */
  show_in_reports?: boolean | null;
  /** Mark the call answered */
  apply_call_answered?: boolean | null;
  /** Mark the call handled by an agent */
  apply_agent_handled?: boolean | null;
  /** Mark the call handled by a buyer */
  apply_buyer_handled?: boolean | null;
  /** Mark the call qualified */
  apply_qualified?: boolean | null;
  /** Schedule a callback to the lead right away (a scheduled_callbacks record due now) */
  schedule_callback_now?: boolean | null;
  /** Trigger end of schedule for the lead */
  apply_end_of_schedule?: boolean | null;
  /** Block the caller */
  apply_block_caller?: boolean | null;
  /** Move the agent to the next lead automatically (stored: Leadline has no agent widget yet) */
  apply_auto_next_lead?: boolean | null;
  /** Require agent notes */
  notes_required?: boolean | null;
  /** Opt the caller out (every open lead of the number stops) */
  call_action_apply_opt_out?: boolean | null;
  /** Add the caller to the call's schedule's suppression lists */
  apply_add_to_schedule_suppression?: boolean | null;
  /** Delete pending scheduled callbacks of the lead */
  delete_scheduled_callbacks?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface CallDispositionShowParams extends ShowParamsBase<CallDispositionColumn> {
}

export interface CallDispositionUpdateParams {
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Internal token name where the disposition is stored (lowercase letters, numbers, underscores) */
  key?: string;
  /** Human name shown to users */
  name?: string;
  /** Helpful hint shown to users */
  hint?: string | null;
  /** Show on the agent widget */
  show_on_agent_widget?: boolean | null;
  /** Show as a table column */
  show_in_tables?: boolean | null;
  /** Show as a report column */
  show_in_reports?: boolean | null;
  /** Mark the call answered */
  apply_call_answered?: boolean | null;
  /** Mark the call handled by an agent */
  apply_agent_handled?: boolean | null;
  /** Mark the call handled by a buyer */
  apply_buyer_handled?: boolean | null;
  /** Mark the call qualified */
  apply_qualified?: boolean | null;
  /** Schedule a callback to the lead right away (a scheduled_callbacks record due now) */
  schedule_callback_now?: boolean | null;
  /** Trigger end of schedule for the lead */
  apply_end_of_schedule?: boolean | null;
  /** Block the caller */
  apply_block_caller?: boolean | null;
  /** Move the agent to the next lead automatically (stored: Leadline has no agent widget yet) */
  apply_auto_next_lead?: boolean | null;
  /** Require agent notes */
  notes_required?: boolean | null;
  /** Opt the caller out (every open lead of the number stops) */
  call_action_apply_opt_out?: boolean | null;
  /** Add the caller to the call's schedule's suppression lists */
  apply_add_to_schedule_suppression?: boolean | null;
  /** Delete pending scheduled callbacks of the lead */
  delete_scheduled_callbacks?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type CallDispositionDestroyParams = Record<string, never>;

/** Call control action: One step run on a live call: forward it, ask for a key press, add the caller to a schedule, record a voicemail, block or hang up. Actions belong to a call flow rule or a key press flow and run in sortable_order. */
export interface CallControlAction {
  id: number;
  legacy_id: number;
  type: 'CallControlAction';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Label for operators */
  name: string | null;
  /** What the action does */
  action_type: 'forward_to_buyers' | 'forward_to_offer' | 'request_key_press' | 'add_to_schedule' | 'place_in_hold_queue' | 'remove_from_schedule' | 'record_voicemail' | 'block_caller' | 'hang_up';
  /** Offer the action belongs to */
  offer_id: number | null;
  /** Call flow rule that runs this action */
  call_router_id: number | null;
  /** Key press flow that runs this action */
  key_press_flow_id: number | null;
  /** forward_to_offer: the offer the call is sent to */
  forward_offer_id: number | null;
  /** forward_to_buyers: only these buyers (blank: the offer's buyers) */
  buyer_ids: number[];
  /** forward_to_buyers: only these buyer groups */
  buyer_group_ids: number[];
  /** add_to_schedule / remove_from_schedule: the schedule */
  schedule_id: number | null;
  /** request_key_press: the prompt and the flows that answer it */
  key_press_flow_group_id: number | null;
  /** Sound played before the action (voicemail greeting, prompt) */
  sound_file_id: number | null;
  /** forward_to_buyers: try the next eligible buyer when one does not answer */
  auto_try_next_buyer: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order: number | null;
}

export type CallControlActionColumn = keyof CallControlAction;

export interface CallControlActionListParams extends ListParamsBase<CallControlActionColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'sortable_order';
  /** Label for operators */
  name?: string;
  /** What the action does */
  action_type?: ('forward_to_buyers' | 'forward_to_offer' | 'request_key_press' | 'add_to_schedule' | 'place_in_hold_queue' | 'remove_from_schedule' | 'record_voicemail' | 'block_caller' | 'hang_up') | ('forward_to_buyers' | 'forward_to_offer' | 'request_key_press' | 'add_to_schedule' | 'place_in_hold_queue' | 'remove_from_schedule' | 'record_voicemail' | 'block_caller' | 'hang_up')[];
  /** Offer the action belongs to */
  offer_id?: number | number[];
  /** Call flow rule that runs this action */
  call_router_id?: number | number[];
  /** Key press flow that runs this action */
  key_press_flow_id?: number | number[];
  /** forward_to_offer: the offer the call is sent to */
  forward_offer_id?: number | number[];
  /** add_to_schedule / remove_from_schedule: the schedule */
  schedule_id?: number | number[];
  /** request_key_press: the prompt and the flows that answer it */
  key_press_flow_group_id?: number | number[];
  /** Sound played before the action (voicemail greeting, prompt) */
  sound_file_id?: number | number[];
  /** forward_to_buyers: try the next eligible buyer when one does not answer */
  auto_try_next_buyer?: boolean;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number;
}

export interface CallControlActionBuildParams {
  /** Label for operators */
  name?: string | null;
  /** What the action does */
  action_type?: 'forward_to_buyers' | 'forward_to_offer' | 'request_key_press' | 'add_to_schedule' | 'place_in_hold_queue' | 'remove_from_schedule' | 'record_voicemail' | 'block_caller' | 'hang_up';
  /** Offer the action belongs to */
  offer_id?: number | null;
  /** Call flow rule that runs this action */
  call_router_id?: number | null;
  /** Key press flow that runs this action */
  key_press_flow_id?: number | null;
  /** forward_to_offer: the offer the call is sent to */
  forward_offer_id?: number | null;
  /** forward_to_buyers: only these buyers (blank: the offer's buyers) */
  buyer_ids?: number[];
  /** forward_to_buyers: only these buyer groups */
  buyer_group_ids?: number[];
  /** add_to_schedule / remove_from_schedule: the schedule */
  schedule_id?: number | null;
  /** request_key_press: the prompt and the flows that answer it */
  key_press_flow_group_id?: number | null;
  /** Sound played before the action (voicemail greeting, prompt) */
  sound_file_id?: number | null;
  /** forward_to_buyers: try the next eligible buyer when one does not answer */
  auto_try_next_buyer?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
}

export interface CallControlActionCreateParams {
  /** Label for operators */
  name?: string | null;
  /** What the action does */
  action_type: 'forward_to_buyers' | 'forward_to_offer' | 'request_key_press' | 'add_to_schedule' | 'place_in_hold_queue' | 'remove_from_schedule' | 'record_voicemail' | 'block_caller' | 'hang_up';
  /** Offer the action belongs to */
  offer_id?: number | null;
  /** Call flow rule that runs this action */
  call_router_id?: number | null;
  /** Key press flow that runs this action */
  key_press_flow_id?: number | null;
  /** forward_to_offer: the offer the call is sent to */
  forward_offer_id?: number | null;
  /** forward_to_buyers: only these buyers (blank: the offer's buyers) */
  buyer_ids?: number[];
  /** Adds to buyer_ids (ids); safe under concurrent requests */
  add_buyer_ids?: number[];
  /** Removes from buyer_ids (ids); safe under concurrent requests */
  remove_buyer_ids?: number[];
  /** forward_to_buyers: only these buyer groups */
  buyer_group_ids?: number[];
  /** Adds to buyer_group_ids (ids); safe under concurrent requests */
  add_buyer_group_ids?: number[];
  /** Removes from buyer_group_ids (ids); safe under concurrent requests */
  remove_buyer_group_ids?: number[];
  /** add_to_schedule / remove_from_schedule: the schedule */
  schedule_id?: number | null;
  /** request_key_press: the prompt and the flows that answer it */
  key_press_flow_group_id?: number | null;
  /** Sound played before the action (voicemail greeting, prompt) */
  sound_file_id?: number | null;
  /** forward_to_buyers: try the next eligible buyer when one does not answer */
  auto_try_next_buyer?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface CallControlActionShowParams extends ShowParamsBase<CallControlActionColumn> {
}

export interface CallControlActionUpdateParams {
  /** Label for operators */
  name?: string | null;
  /** What the action does */
  action_type?: 'forward_to_buyers' | 'forward_to_offer' | 'request_key_press' | 'add_to_schedule' | 'place_in_hold_queue' | 'remove_from_schedule' | 'record_voicemail' | 'block_caller' | 'hang_up';
  /** Offer the action belongs to */
  offer_id?: number | null;
  /** Call flow rule that runs this action */
  call_router_id?: number | null;
  /** Key press flow that runs this action */
  key_press_flow_id?: number | null;
  /** forward_to_offer: the offer the call is sent to */
  forward_offer_id?: number | null;
  /** forward_to_buyers: only these buyers (blank: the offer's buyers) */
  buyer_ids?: number[];
  /** Adds to buyer_ids (ids); safe under concurrent requests */
  add_buyer_ids?: number[];
  /** Removes from buyer_ids (ids); safe under concurrent requests */
  remove_buyer_ids?: number[];
  /** forward_to_buyers: only these buyer groups */
  buyer_group_ids?: number[];
  /** Adds to buyer_group_ids (ids); safe under concurrent requests */
  add_buyer_group_ids?: number[];
  /** Removes from buyer_group_ids (ids); safe under concurrent requests */
  remove_buyer_group_ids?: number[];
  /** add_to_schedule / remove_from_schedule: the schedule */
  schedule_id?: number | null;
  /** request_key_press: the prompt and the flows that answer it */
  key_press_flow_group_id?: number | null;
  /** Sound played before the action (voicemail greeting, prompt) */
  sound_file_id?: number | null;
  /** forward_to_buyers: try the next eligible buyer when one does not answer */
  auto_try_next_buyer?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type CallControlActionDestroyParams = Record<string, never>;

/** Call recording rule: Whether calls are recorded and how long recordings are kept, per offer, traffic source or buyer. The first matching active rule (sortable_order ascending) applies; blank scopes match every call. */
export interface CallRecordingRule {
  id: number;
  legacy_id: number;
  type: 'CallRecordingRule';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Display name */
  name: string;
  /** Only calls to this offer (blank: every offer) */
  offer_id: number | null;
  /** Only calls from this traffic source (blank: every source) */
  traffic_source_id: number | null;
  /** Only calls forwarded to this buyer (blank: every buyer) */
  buyer_id: number | null;
  /** Inactive rules are skipped */
  active: boolean | null;
  /** Record matching calls (false: never record them) */
  record_calls: boolean | null;
  /** Record caller and buyer on separate channels */
  dual_channel: boolean | null;
  /** Transcribe recordings */
  transcribe: boolean | null;
  /** Delete recordings this many days after the call (blank: keep forever) */
  retention_days: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order: number | null;
}

export type CallRecordingRuleColumn = keyof CallRecordingRule;

export interface CallRecordingRuleListParams extends ListParamsBase<CallRecordingRuleColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'retention_days' | 'sortable_order';
  /** Display name */
  name?: string;
  /** Only calls to this offer (blank: every offer) */
  offer_id?: number | number[];
  /** Only calls from this traffic source (blank: every source) */
  traffic_source_id?: number | number[];
  /** Only calls forwarded to this buyer (blank: every buyer) */
  buyer_id?: number | number[];
  /** Inactive rules are skipped */
  active?: boolean;
  /** Record matching calls (false: never record them) */
  record_calls?: boolean;
  /** Record caller and buyer on separate channels */
  dual_channel?: boolean;
  /** Transcribe recordings */
  transcribe?: boolean;
  /** Delete recordings this many days after the call (blank: keep forever) */
  retention_days?: number | number[];
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number;
}

export interface CallRecordingRuleBuildParams {
  /** Display name */
  name?: string;
  /** Only calls to this offer (blank: every offer) */
  offer_id?: number | null;
  /** Only calls from this traffic source (blank: every source) */
  traffic_source_id?: number | null;
  /** Only calls forwarded to this buyer (blank: every buyer) */
  buyer_id?: number | null;
  /** Inactive rules are skipped */
  active?: boolean | null;
  /** Record matching calls (false: never record them) */
  record_calls?: boolean | null;
  /** Record caller and buyer on separate channels */
  dual_channel?: boolean | null;
  /** Transcribe recordings */
  transcribe?: boolean | null;
  /** Delete recordings this many days after the call (blank: keep forever) */
  retention_days?: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
}

export interface CallRecordingRuleCreateParams {
  /** Display name */
  name: string;
  /** Only calls to this offer (blank: every offer) */
  offer_id?: number | null;
  /** Only calls from this traffic source (blank: every source) */
  traffic_source_id?: number | null;
  /** Only calls forwarded to this buyer (blank: every buyer) */
  buyer_id?: number | null;
  /** Inactive rules are skipped */
  active?: boolean | null;
  /** Record matching calls (false: never record them) */
  record_calls?: boolean | null;
  /** Record caller and buyer on separate channels */
  dual_channel?: boolean | null;
  /** Transcribe recordings */
  transcribe?: boolean | null;
  /** Delete recordings this many days after the call (blank: keep forever) */
  retention_days?: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface CallRecordingRuleShowParams extends ShowParamsBase<CallRecordingRuleColumn> {
}

export interface CallRecordingRuleUpdateParams {
  /** Display name */
  name?: string;
  /** Only calls to this offer (blank: every offer) */
  offer_id?: number | null;
  /** Only calls from this traffic source (blank: every source) */
  traffic_source_id?: number | null;
  /** Only calls forwarded to this buyer (blank: every buyer) */
  buyer_id?: number | null;
  /** Inactive rules are skipped */
  active?: boolean | null;
  /** Record matching calls (false: never record them) */
  record_calls?: boolean | null;
  /** Record caller and buyer on separate channels */
  dual_channel?: boolean | null;
  /** Transcribe recordings */
  transcribe?: boolean | null;
  /** Delete recordings this many days after the call (blank: keep forever) */
  retention_days?: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type CallRecordingRuleDestroyParams = Record<string, never>;

/** Call router: A call flow rule of an offer: when it fires (router_type: greeting, key press, answering machine, hold queue, exception handling…), what it plays and what it does with the call. */
export interface CallRouter {
  id: number;
  legacy_id: number;
  type: 'CallRouter';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Label for operators */
  name: string | null;
  /** Offer whose calls the rule handles */
  offer_id: number;
  /** When the rule fires */
  router_type: 'greeting' | 'no_greeting_is_played' | 'ask_a_question' | 'connect_ai_voice_agent' | 'when_answering_machine_detected' | 'before_answering_machine_detected' | 'off_hook_press_to_accept' | 'key_press_0' | 'key_press_1' | 'key_press_2' | 'key_press_3' | 'key_press_4' | 'key_press_5' | 'key_press_6' | 'key_press_7' | 'key_press_8' | 'key_press_9' | 'key_press_#' | 'key_press_*' | 'no_key_press' | 'any_other_key_press' | 'calling_buyer_music' | 'whisper' | 'enter_extension' | 'extension_failed' | 'zip_code_entry' | 'zip_entry_failed' | 'press_1_to_accept' | 'press_1_too_slow' | 'add_to_hold_queue' | 'hold_queue_is_full' | 'hold_queue_max_seconds_exceeded' | 'no_buyers_have_open_concurrency' | 'all_buyers_closed' | 'no_buyer_answered' | 'no_buyers_match';
  /** What the rule does with the call; more steps go in call_control_actions */
  action: 'forward_to_buyers' | 'forward_to_offer' | 'request_key_press' | 'add_to_schedule' | 'place_in_hold_queue' | 'remove_from_schedule' | 'record_voicemail' | 'block_caller' | 'hang_up' | null;
  /** Inactive rules never fire */
  active: boolean | null;
  /** Sound played when the rule fires (greeting, prompt, whisper) */
  sound_file_id: number | null;
  /** Music played while waiting (calling_buyer_music, hold queue) */
  sound_playlist_id: number | null;
  /** Text spoken when no sound file or playlist is set; may contain [tokens] and [token]{default} */
  text_to_speech: string | null;
  /** Text-to-speech voice: man, woman, alice or Polly.<name> on every carrier, each carrier's own engines beside (blank: its default) */
  voice: string | null;
  /** Text-to-speech language (blank: the voice’s own) */
  language: string | null;
  /** forward_to_offer: the offer the call is sent to */
  forward_offer_id: number | null;
  /** Exception rules: a fallback number (E.164 or SIP URI) the call is forwarded to instead */
  forward_number: string | null;
  /** add_to_schedule / remove_from_schedule: the schedule */
  schedule_id: number | null;
  /** request_key_press: the prompt and the flows that answer it */
  key_press_flow_group_id: number | null;
  /** connect_ai_voice_agent: the AI agent that takes the call */
  voice_agent_id: number | null;
  /** forward_to_buyers: only these buyers (blank: the offer's buyers) */
  buyer_ids: number[];
  /** forward_to_buyers: only these buyer groups */
  buyer_group_ids: number[];
  /** Try the next eligible buyer when the one dialled does not answer */
  auto_try_next_buyer: boolean | null;
  /** Webhook fired before the rule acts */
  webhook_before_id: number | null;
  /** Webhook fired after the rule acted */
  webhook_after_id: number | null;
  /** Most callers waiting in the hold queue (blank: no limit) */
  hold_queue_caller_limit: number | null;
  /** Hold queue size as a percentage of the offer's active concurrency cap */
  hold_queue_percentage_size: number | null;
  /** Stop queueing callers when the average hold exceeds this many seconds */
  max_hold_seconds_average: number | null;
  /** Seconds a caller may wait before hold_queue_max_seconds_exceeded fires */
  hold_queue_max_seconds: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order: number | null;
}

export type CallRouterColumn = keyof CallRouter;

export interface CallRouterListParams extends ListParamsBase<CallRouterColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'sortable_order';
  /** Label for operators */
  name?: string;
  /** Offer whose calls the rule handles */
  offer_id?: number | number[];
  /** When the rule fires */
  router_type?: ('greeting' | 'no_greeting_is_played' | 'ask_a_question' | 'connect_ai_voice_agent' | 'when_answering_machine_detected' | 'before_answering_machine_detected' | 'off_hook_press_to_accept' | 'key_press_0' | 'key_press_1' | 'key_press_2' | 'key_press_3' | 'key_press_4' | 'key_press_5' | 'key_press_6' | 'key_press_7' | 'key_press_8' | 'key_press_9' | 'key_press_#' | 'key_press_*' | 'no_key_press' | 'any_other_key_press' | 'calling_buyer_music' | 'whisper' | 'enter_extension' | 'extension_failed' | 'zip_code_entry' | 'zip_entry_failed' | 'press_1_to_accept' | 'press_1_too_slow' | 'add_to_hold_queue' | 'hold_queue_is_full' | 'hold_queue_max_seconds_exceeded' | 'no_buyers_have_open_concurrency' | 'all_buyers_closed' | 'no_buyer_answered' | 'no_buyers_match') | ('greeting' | 'no_greeting_is_played' | 'ask_a_question' | 'connect_ai_voice_agent' | 'when_answering_machine_detected' | 'before_answering_machine_detected' | 'off_hook_press_to_accept' | 'key_press_0' | 'key_press_1' | 'key_press_2' | 'key_press_3' | 'key_press_4' | 'key_press_5' | 'key_press_6' | 'key_press_7' | 'key_press_8' | 'key_press_9' | 'key_press_#' | 'key_press_*' | 'no_key_press' | 'any_other_key_press' | 'calling_buyer_music' | 'whisper' | 'enter_extension' | 'extension_failed' | 'zip_code_entry' | 'zip_entry_failed' | 'press_1_to_accept' | 'press_1_too_slow' | 'add_to_hold_queue' | 'hold_queue_is_full' | 'hold_queue_max_seconds_exceeded' | 'no_buyers_have_open_concurrency' | 'all_buyers_closed' | 'no_buyer_answered' | 'no_buyers_match')[];
  /** What the rule does with the call; more steps go in call_control_actions */
  action?: ('forward_to_buyers' | 'forward_to_offer' | 'request_key_press' | 'add_to_schedule' | 'place_in_hold_queue' | 'remove_from_schedule' | 'record_voicemail' | 'block_caller' | 'hang_up') | ('forward_to_buyers' | 'forward_to_offer' | 'request_key_press' | 'add_to_schedule' | 'place_in_hold_queue' | 'remove_from_schedule' | 'record_voicemail' | 'block_caller' | 'hang_up')[];
  /** Inactive rules never fire */
  active?: boolean;
  /** Sound played when the rule fires (greeting, prompt, whisper) */
  sound_file_id?: number | number[];
  /** Music played while waiting (calling_buyer_music, hold queue) */
  sound_playlist_id?: number | number[];
  /** Text-to-speech voice: man, woman, alice or Polly.<name> on every carrier, each carrier's own engines beside (blank: its default) */
  voice?: string;
  /** Text-to-speech language (blank: the voice’s own) */
  language?: string;
  /** forward_to_offer: the offer the call is sent to */
  forward_offer_id?: number | number[];
  /** Exception rules: a fallback number (E.164 or SIP URI) the call is forwarded to instead */
  forward_number?: string;
  /** add_to_schedule / remove_from_schedule: the schedule */
  schedule_id?: number | number[];
  /** request_key_press: the prompt and the flows that answer it */
  key_press_flow_group_id?: number | number[];
  /** connect_ai_voice_agent: the AI agent that takes the call */
  voice_agent_id?: number | number[];
  /** Try the next eligible buyer when the one dialled does not answer */
  auto_try_next_buyer?: boolean;
  /** Webhook fired before the rule acts */
  webhook_before_id?: number | number[];
  /** Webhook fired after the rule acted */
  webhook_after_id?: number | number[];
  /** Most callers waiting in the hold queue (blank: no limit) */
  hold_queue_caller_limit?: number | number[];
  /** Hold queue size as a percentage of the offer's active concurrency cap */
  hold_queue_percentage_size?: number;
  /** Stop queueing callers when the average hold exceeds this many seconds */
  max_hold_seconds_average?: number | number[];
  /** Seconds a caller may wait before hold_queue_max_seconds_exceeded fires */
  hold_queue_max_seconds?: number | number[];
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number;
}

export interface CallRouterBuildParams {
  /** Label for operators */
  name?: string | null;
  /** Offer whose calls the rule handles */
  offer_id?: number;
  /** When the rule fires */
  router_type?: 'greeting' | 'no_greeting_is_played' | 'ask_a_question' | 'connect_ai_voice_agent' | 'when_answering_machine_detected' | 'before_answering_machine_detected' | 'off_hook_press_to_accept' | 'key_press_0' | 'key_press_1' | 'key_press_2' | 'key_press_3' | 'key_press_4' | 'key_press_5' | 'key_press_6' | 'key_press_7' | 'key_press_8' | 'key_press_9' | 'key_press_#' | 'key_press_*' | 'no_key_press' | 'any_other_key_press' | 'calling_buyer_music' | 'whisper' | 'enter_extension' | 'extension_failed' | 'zip_code_entry' | 'zip_entry_failed' | 'press_1_to_accept' | 'press_1_too_slow' | 'add_to_hold_queue' | 'hold_queue_is_full' | 'hold_queue_max_seconds_exceeded' | 'no_buyers_have_open_concurrency' | 'all_buyers_closed' | 'no_buyer_answered' | 'no_buyers_match';
  /** What the rule does with the call; more steps go in call_control_actions */
  action?: 'forward_to_buyers' | 'forward_to_offer' | 'request_key_press' | 'add_to_schedule' | 'place_in_hold_queue' | 'remove_from_schedule' | 'record_voicemail' | 'block_caller' | 'hang_up' | null;
  /** Inactive rules never fire */
  active?: boolean | null;
  /** Sound played when the rule fires (greeting, prompt, whisper) */
  sound_file_id?: number | null;
  /** Music played while waiting (calling_buyer_music, hold queue) */
  sound_playlist_id?: number | null;
  /** Text spoken when no sound file or playlist is set; may contain [tokens] and [token]{default} */
  text_to_speech?: string | null;
  /** Text-to-speech voice: man, woman, alice or Polly.<name> on every carrier, each carrier's own engines beside (blank: its default) */
  voice?: string | null;
  /** Text-to-speech language (blank: the voice’s own) */
  language?: string | null;
  /** forward_to_offer: the offer the call is sent to */
  forward_offer_id?: number | null;
  /** Exception rules: a fallback number (E.164 or SIP URI) the call is forwarded to instead */
  forward_number?: string | null;
  /** add_to_schedule / remove_from_schedule: the schedule */
  schedule_id?: number | null;
  /** request_key_press: the prompt and the flows that answer it */
  key_press_flow_group_id?: number | null;
  /** connect_ai_voice_agent: the AI agent that takes the call */
  voice_agent_id?: number | null;
  /** forward_to_buyers: only these buyers (blank: the offer's buyers) */
  buyer_ids?: number[];
  /** forward_to_buyers: only these buyer groups */
  buyer_group_ids?: number[];
  /** Try the next eligible buyer when the one dialled does not answer */
  auto_try_next_buyer?: boolean | null;
  /** Webhook fired before the rule acts */
  webhook_before_id?: number | null;
  /** Webhook fired after the rule acted */
  webhook_after_id?: number | null;
  /** Most callers waiting in the hold queue (blank: no limit) */
  hold_queue_caller_limit?: number | null;
  /** Hold queue size as a percentage of the offer's active concurrency cap */
  hold_queue_percentage_size?: number | null;
  /** Stop queueing callers when the average hold exceeds this many seconds */
  max_hold_seconds_average?: number | null;
  /** Seconds a caller may wait before hold_queue_max_seconds_exceeded fires */
  hold_queue_max_seconds?: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
}

export interface CallRouterCreateParams {
  /** Label for operators */
  name?: string | null;
  /** Offer whose calls the rule handles */
  offer_id: number;
  /** When the rule fires */
  router_type: 'greeting' | 'no_greeting_is_played' | 'ask_a_question' | 'connect_ai_voice_agent' | 'when_answering_machine_detected' | 'before_answering_machine_detected' | 'off_hook_press_to_accept' | 'key_press_0' | 'key_press_1' | 'key_press_2' | 'key_press_3' | 'key_press_4' | 'key_press_5' | 'key_press_6' | 'key_press_7' | 'key_press_8' | 'key_press_9' | 'key_press_#' | 'key_press_*' | 'no_key_press' | 'any_other_key_press' | 'calling_buyer_music' | 'whisper' | 'enter_extension' | 'extension_failed' | 'zip_code_entry' | 'zip_entry_failed' | 'press_1_to_accept' | 'press_1_too_slow' | 'add_to_hold_queue' | 'hold_queue_is_full' | 'hold_queue_max_seconds_exceeded' | 'no_buyers_have_open_concurrency' | 'all_buyers_closed' | 'no_buyer_answered' | 'no_buyers_match';
  /** What the rule does with the call; more steps go in call_control_actions */
  action?: 'forward_to_buyers' | 'forward_to_offer' | 'request_key_press' | 'add_to_schedule' | 'place_in_hold_queue' | 'remove_from_schedule' | 'record_voicemail' | 'block_caller' | 'hang_up' | null;
  /** Inactive rules never fire */
  active?: boolean | null;
  /** Sound played when the rule fires (greeting, prompt, whisper) */
  sound_file_id?: number | null;
  /** Music played while waiting (calling_buyer_music, hold queue) */
  sound_playlist_id?: number | null;
  /** Text spoken when no sound file or playlist is set; may contain [tokens] and [token]{default} */
  text_to_speech?: string | null;
  /** Text-to-speech voice: man, woman, alice or Polly.<name> on every carrier, each carrier's own engines beside (blank: its default) */
  voice?: string | null;
  /** Text-to-speech language (blank: the voice’s own) */
  language?: string | null;
  /** forward_to_offer: the offer the call is sent to */
  forward_offer_id?: number | null;
  /** Exception rules: a fallback number (E.164 or SIP URI) the call is forwarded to instead */
  forward_number?: string | null;
  /** add_to_schedule / remove_from_schedule: the schedule */
  schedule_id?: number | null;
  /** request_key_press: the prompt and the flows that answer it */
  key_press_flow_group_id?: number | null;
  /** connect_ai_voice_agent: the AI agent that takes the call */
  voice_agent_id?: number | null;
  /** forward_to_buyers: only these buyers (blank: the offer's buyers) */
  buyer_ids?: number[];
  /** Adds to buyer_ids (ids); safe under concurrent requests */
  add_buyer_ids?: number[];
  /** Removes from buyer_ids (ids); safe under concurrent requests */
  remove_buyer_ids?: number[];
  /** forward_to_buyers: only these buyer groups */
  buyer_group_ids?: number[];
  /** Adds to buyer_group_ids (ids); safe under concurrent requests */
  add_buyer_group_ids?: number[];
  /** Removes from buyer_group_ids (ids); safe under concurrent requests */
  remove_buyer_group_ids?: number[];
  /** Try the next eligible buyer when the one dialled does not answer */
  auto_try_next_buyer?: boolean | null;
  /** Webhook fired before the rule acts */
  webhook_before_id?: number | null;
  /** Webhook fired after the rule acted */
  webhook_after_id?: number | null;
  /** Most callers waiting in the hold queue (blank: no limit) */
  hold_queue_caller_limit?: number | null;
  /** Hold queue size as a percentage of the offer's active concurrency cap */
  hold_queue_percentage_size?: number | null;
  /** Stop queueing callers when the average hold exceeds this many seconds */
  max_hold_seconds_average?: number | null;
  /** Seconds a caller may wait before hold_queue_max_seconds_exceeded fires */
  hold_queue_max_seconds?: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface CallRouterShowParams extends ShowParamsBase<CallRouterColumn> {
}

export interface CallRouterUpdateParams {
  /** Label for operators */
  name?: string | null;
  /** Offer whose calls the rule handles */
  offer_id?: number;
  /** When the rule fires */
  router_type?: 'greeting' | 'no_greeting_is_played' | 'ask_a_question' | 'connect_ai_voice_agent' | 'when_answering_machine_detected' | 'before_answering_machine_detected' | 'off_hook_press_to_accept' | 'key_press_0' | 'key_press_1' | 'key_press_2' | 'key_press_3' | 'key_press_4' | 'key_press_5' | 'key_press_6' | 'key_press_7' | 'key_press_8' | 'key_press_9' | 'key_press_#' | 'key_press_*' | 'no_key_press' | 'any_other_key_press' | 'calling_buyer_music' | 'whisper' | 'enter_extension' | 'extension_failed' | 'zip_code_entry' | 'zip_entry_failed' | 'press_1_to_accept' | 'press_1_too_slow' | 'add_to_hold_queue' | 'hold_queue_is_full' | 'hold_queue_max_seconds_exceeded' | 'no_buyers_have_open_concurrency' | 'all_buyers_closed' | 'no_buyer_answered' | 'no_buyers_match';
  /** What the rule does with the call; more steps go in call_control_actions */
  action?: 'forward_to_buyers' | 'forward_to_offer' | 'request_key_press' | 'add_to_schedule' | 'place_in_hold_queue' | 'remove_from_schedule' | 'record_voicemail' | 'block_caller' | 'hang_up' | null;
  /** Inactive rules never fire */
  active?: boolean | null;
  /** Sound played when the rule fires (greeting, prompt, whisper) */
  sound_file_id?: number | null;
  /** Music played while waiting (calling_buyer_music, hold queue) */
  sound_playlist_id?: number | null;
  /** Text spoken when no sound file or playlist is set; may contain [tokens] and [token]{default} */
  text_to_speech?: string | null;
  /** Text-to-speech voice: man, woman, alice or Polly.<name> on every carrier, each carrier's own engines beside (blank: its default) */
  voice?: string | null;
  /** Text-to-speech language (blank: the voice’s own) */
  language?: string | null;
  /** forward_to_offer: the offer the call is sent to */
  forward_offer_id?: number | null;
  /** Exception rules: a fallback number (E.164 or SIP URI) the call is forwarded to instead */
  forward_number?: string | null;
  /** add_to_schedule / remove_from_schedule: the schedule */
  schedule_id?: number | null;
  /** request_key_press: the prompt and the flows that answer it */
  key_press_flow_group_id?: number | null;
  /** connect_ai_voice_agent: the AI agent that takes the call */
  voice_agent_id?: number | null;
  /** forward_to_buyers: only these buyers (blank: the offer's buyers) */
  buyer_ids?: number[];
  /** Adds to buyer_ids (ids); safe under concurrent requests */
  add_buyer_ids?: number[];
  /** Removes from buyer_ids (ids); safe under concurrent requests */
  remove_buyer_ids?: number[];
  /** forward_to_buyers: only these buyer groups */
  buyer_group_ids?: number[];
  /** Adds to buyer_group_ids (ids); safe under concurrent requests */
  add_buyer_group_ids?: number[];
  /** Removes from buyer_group_ids (ids); safe under concurrent requests */
  remove_buyer_group_ids?: number[];
  /** Try the next eligible buyer when the one dialled does not answer */
  auto_try_next_buyer?: boolean | null;
  /** Webhook fired before the rule acts */
  webhook_before_id?: number | null;
  /** Webhook fired after the rule acted */
  webhook_after_id?: number | null;
  /** Most callers waiting in the hold queue (blank: no limit) */
  hold_queue_caller_limit?: number | null;
  /** Hold queue size as a percentage of the offer's active concurrency cap */
  hold_queue_percentage_size?: number | null;
  /** Stop queueing callers when the average hold exceeds this many seconds */
  max_hold_seconds_average?: number | null;
  /** Seconds a caller may wait before hold_queue_max_seconds_exceeded fires */
  hold_queue_max_seconds?: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type CallRouterDestroyParams = Record<string, never>;

/** Call router answer group: A question an ask_a_question call flow rule asks the caller, the token the answer is stored in, and how long and how often to wait for it. Its answers are call_router_answers. */
export interface CallRouterAnswerGroup {
  id: number;
  legacy_id: number;
  type: 'CallRouterAnswerGroup';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Label for operators */
  name: string;
  /** The ask_a_question rule that asks this question */
  call_router_id: number | null;
  /** Offer the question belongs to */
  offer_id: number | null;
  /** Token the chosen answer is stored in */
  key: string;
  /** Text spoken to ask the question; may contain [tokens] */
  question: string | null;
  /** Recording played instead of the spoken question */
  sound_file_id: number | null;
  /** Seconds to wait for an answer */
  timeout_seconds: number | null;
  /** Times the question is asked before giving up */
  max_attempts: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order: number | null;
}

export type CallRouterAnswerGroupColumn = keyof CallRouterAnswerGroup;

export interface CallRouterAnswerGroupListParams extends ListParamsBase<CallRouterAnswerGroupColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'sortable_order';
  /** Label for operators */
  name?: string;
  /** The ask_a_question rule that asks this question */
  call_router_id?: number | number[];
  /** Offer the question belongs to */
  offer_id?: number | number[];
  /** Token the chosen answer is stored in */
  key?: string;
  /** Recording played instead of the spoken question */
  sound_file_id?: number | number[];
  /** Seconds to wait for an answer */
  timeout_seconds?: number | number[];
  /** Times the question is asked before giving up */
  max_attempts?: number | number[];
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number;
}

export interface CallRouterAnswerGroupBuildParams {
  /** Label for operators */
  name?: string;
  /** The ask_a_question rule that asks this question */
  call_router_id?: number | null;
  /** Offer the question belongs to */
  offer_id?: number | null;
  /** Token the chosen answer is stored in */
  key?: string;
  /** Text spoken to ask the question; may contain [tokens] */
  question?: string | null;
  /** Recording played instead of the spoken question */
  sound_file_id?: number | null;
  /** Seconds to wait for an answer */
  timeout_seconds?: number | null;
  /** Times the question is asked before giving up */
  max_attempts?: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
}

export interface CallRouterAnswerGroupCreateParams {
  /** Label for operators */
  name: string;
  /** The ask_a_question rule that asks this question */
  call_router_id?: number | null;
  /** Offer the question belongs to */
  offer_id?: number | null;
  /** Token the chosen answer is stored in */
  key: string;
  /** Text spoken to ask the question; may contain [tokens] */
  question?: string | null;
  /** Recording played instead of the spoken question */
  sound_file_id?: number | null;
  /** Seconds to wait for an answer */
  timeout_seconds?: number | null;
  /** Times the question is asked before giving up */
  max_attempts?: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface CallRouterAnswerGroupShowParams extends ShowParamsBase<CallRouterAnswerGroupColumn> {
}

export interface CallRouterAnswerGroupUpdateParams {
  /** Label for operators */
  name?: string;
  /** The ask_a_question rule that asks this question */
  call_router_id?: number | null;
  /** Offer the question belongs to */
  offer_id?: number | null;
  /** Token the chosen answer is stored in */
  key?: string;
  /** Text spoken to ask the question; may contain [tokens] */
  question?: string | null;
  /** Recording played instead of the spoken question */
  sound_file_id?: number | null;
  /** Seconds to wait for an answer */
  timeout_seconds?: number | null;
  /** Times the question is asked before giving up */
  max_attempts?: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type CallRouterAnswerGroupDestroyParams = Record<string, never>;

/** Call router answer: One accepted answer to a call flow question: the key press or spoken phrases that select it, the value stored in the group's token, and the rule that runs next. */
export interface CallRouterAnswer {
  id: number;
  legacy_id: number;
  type: 'CallRouterAnswer';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Question answered */
  call_router_answer_group_id: number;
  /** The answer, as shown to operators ("Yes") */
  name: string;
  /** Value stored in the group's token (blank: the name) */
  value: string | null;
  /** Key that selects this answer */
  key_press: string | null;
  /** Spoken words or phrases that select this answer */
  phrases: string[] | null;
  /** Call flow rule run when this answer is chosen */
  call_router_id: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order: number | null;
}

export type CallRouterAnswerColumn = keyof CallRouterAnswer;

export interface CallRouterAnswerListParams extends ListParamsBase<CallRouterAnswerColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'sortable_order';
  /** Question answered */
  call_router_answer_group_id?: number | number[];
  /** The answer, as shown to operators ("Yes") */
  name?: string;
  /** Value stored in the group's token (blank: the name) */
  value?: string;
  /** Key that selects this answer */
  key_press?: string;
  /** Call flow rule run when this answer is chosen */
  call_router_id?: number | number[];
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number;
}

export interface CallRouterAnswerBuildParams {
  /** Question answered */
  call_router_answer_group_id?: number;
  /** The answer, as shown to operators ("Yes") */
  name?: string;
  /** Value stored in the group's token (blank: the name) */
  value?: string | null;
  /** Key that selects this answer */
  key_press?: string | null;
  /** Spoken words or phrases that select this answer */
  phrases?: string[];
  /** Call flow rule run when this answer is chosen */
  call_router_id?: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
}

export interface CallRouterAnswerCreateParams {
  /** Question answered */
  call_router_answer_group_id: number;
  /** The answer, as shown to operators ("Yes") */
  name: string;
  /** Value stored in the group's token (blank: the name) */
  value?: string | null;
  /** Key that selects this answer */
  key_press?: string | null;
  /** Spoken words or phrases that select this answer */
  phrases?: string[];
  /** Call flow rule run when this answer is chosen */
  call_router_id?: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface CallRouterAnswerShowParams extends ShowParamsBase<CallRouterAnswerColumn> {
}

export interface CallRouterAnswerUpdateParams {
  /** Question answered */
  call_router_answer_group_id?: number;
  /** The answer, as shown to operators ("Yes") */
  name?: string;
  /** Value stored in the group's token (blank: the name) */
  value?: string | null;
  /** Key that selects this answer */
  key_press?: string | null;
  /** Spoken words or phrases that select this answer */
  phrases?: string[];
  /** Call flow rule run when this answer is chosen */
  call_router_id?: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type CallRouterAnswerDestroyParams = Record<string, never>;

/** Key press flow: What happens when a caller presses a key while a key press flow group is listening: the call actions to run, the disposition to apply, and whether routing continues. */
export interface KeyPressFlow {
  id: number;
  legacy_id: number;
  type: 'KeyPressFlow';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Company the record belongs to */
  company_id: number | null;
  /** Group (IVR prompt) this flow belongs to */
  key_press_flow_group_id: number | null;
  /** Digits that select this flow (0-9, * and #) */
  key_press: string | null;
  /** Call actions run when the key is pressed (set through call_control_actions.key_press_flow_id) */
  call_control_action_ids: number[];
  /** Position in lists: ascending */
  sortable_order: number;
  /** What the key does, for operators */
  description: string | null;
  /** Webhooks fired by this flow */
  webhook_actions_count: number;
  /** Disposition applied to the call when the key is pressed */
  call_disposition_id: number | null;
  /** After an action that does not route (add_to_schedule), go on to the buyers; false hangs up */
  continue_call_routing: boolean | null;
  /** Only applies within this many seconds of the buyer joining */
  buyer_conference_time_elapsed_seconds_limit: number | null;
  /** Token filter set that must match for this record to apply (→ record_token_filters) */
  record_token_filter_id: number | null;
  /** Number of token filter rows */
  record_token_filter_data_count: number;
  /** Token filter rows: [{"key","operator","value"}] */
  record_token_filter_data: Json | null;
  /** Token values set on the call when this record applies (→ record_token_additionals) */
  record_token_additional_id: number | null;
  /** Number of token values set */
  record_token_additional_data_count: number;
  /** Token values set: [{"key","value"}] */
  record_token_additional_data: Json | null;
}

export type KeyPressFlowColumn = keyof KeyPressFlow;

export interface KeyPressFlowListParams extends ListParamsBase<KeyPressFlowColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'sortable_order';
  /** Group (IVR prompt) this flow belongs to */
  key_press_flow_group_id?: number | number[];
  /** Digits that select this flow (0-9, * and #) */
  key_press?: string;
  /** Position in lists: ascending */
  sortable_order?: number;
  /** What the key does, for operators */
  description?: string;
  /** Webhooks fired by this flow */
  webhook_actions_count?: number | number[];
  /** Disposition applied to the call when the key is pressed */
  call_disposition_id?: number | number[];
  /** After an action that does not route (add_to_schedule), go on to the buyers; false hangs up */
  continue_call_routing?: boolean;
  /** Only applies within this many seconds of the buyer joining */
  buyer_conference_time_elapsed_seconds_limit?: number | number[];
  /** Token filter set that must match for this record to apply (→ record_token_filters) */
  record_token_filter_id?: number | number[];
  /** Number of token filter rows */
  record_token_filter_data_count?: number | number[];
  /** Token values set on the call when this record applies (→ record_token_additionals) */
  record_token_additional_id?: number | number[];
  /** Number of token values set */
  record_token_additional_data_count?: number | number[];
}

export interface KeyPressFlowBuildParams {
  /** Group (IVR prompt) this flow belongs to */
  key_press_flow_group_id?: number | null;
  /** Digits that select this flow (0-9, * and #) */
  key_press?: string | null;
  /** What the key does, for operators */
  description?: string | null;
  /** Disposition applied to the call when the key is pressed */
  call_disposition_id?: number | null;
  /** After an action that does not route (add_to_schedule), go on to the buyers; false hangs up */
  continue_call_routing?: boolean | null;
}

export interface KeyPressFlowCreateParams {
  /** Group (IVR prompt) this flow belongs to */
  key_press_flow_group_id?: number | null;
  /** Digits that select this flow (0-9, * and #) */
  key_press?: string | null;
  /** What the key does, for operators */
  description?: string | null;
  /** Disposition applied to the call when the key is pressed */
  call_disposition_id?: number | null;
  /** After an action that does not route (add_to_schedule), go on to the buyers; false hangs up */
  continue_call_routing?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface KeyPressFlowShowParams extends ShowParamsBase<KeyPressFlowColumn> {
}

export interface KeyPressFlowUpdateParams {
  /** Group (IVR prompt) this flow belongs to */
  key_press_flow_group_id?: number | null;
  /** Digits that select this flow (0-9, * and #) */
  key_press?: string | null;
  /** What the key does, for operators */
  description?: string | null;
  /** Disposition applied to the call when the key is pressed */
  call_disposition_id?: number | null;
  /** After an action that does not route (add_to_schedule), go on to the buyers; false hangs up */
  continue_call_routing?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type KeyPressFlowDestroyParams = Record<string, never>;

/** Key press flow group: An IVR prompt that listens for key presses: what is played, how many digits are read and how long to wait. Its key_press_flows say what each key does. */
export interface KeyPressFlowGroup {
  id: number;
  legacy_id: number;
  type: 'KeyPressFlowGroup';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Label for operators */
  name: string;
  /** Offer the prompt belongs to */
  offer_id: number | null;
  /** Notes for operators */
  description: string | null;
  /** Prompt played while listening */
  sound_file_id: number | null;
  /** Prompt spoken when no sound file is set; may contain [tokens] */
  text_to_speech: string | null;
  /** Digits read before the flows are matched */
  num_digits: number | null;
  /** Key that ends input early (# or *) */
  finish_on_key: string | null;
  /** Seconds to wait for a key press */
  timeout_seconds: number | null;
  /** Times the prompt is repeated before no_key_press fires */
  max_attempts: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order: number | null;
}

export type KeyPressFlowGroupColumn = keyof KeyPressFlowGroup;

export interface KeyPressFlowGroupListParams extends ListParamsBase<KeyPressFlowGroupColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'sortable_order';
  /** Label for operators */
  name?: string;
  /** Offer the prompt belongs to */
  offer_id?: number | number[];
  /** Prompt played while listening */
  sound_file_id?: number | number[];
  /** Digits read before the flows are matched */
  num_digits?: number | number[];
  /** Key that ends input early (# or *) */
  finish_on_key?: string;
  /** Seconds to wait for a key press */
  timeout_seconds?: number | number[];
  /** Times the prompt is repeated before no_key_press fires */
  max_attempts?: number | number[];
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number;
}

export interface KeyPressFlowGroupBuildParams {
  /** Label for operators */
  name?: string;
  /** Offer the prompt belongs to */
  offer_id?: number | null;
  /** Notes for operators */
  description?: string | null;
  /** Prompt played while listening */
  sound_file_id?: number | null;
  /** Prompt spoken when no sound file is set; may contain [tokens] */
  text_to_speech?: string | null;
  /** Digits read before the flows are matched */
  num_digits?: number | null;
  /** Key that ends input early (# or *) */
  finish_on_key?: string | null;
  /** Seconds to wait for a key press */
  timeout_seconds?: number | null;
  /** Times the prompt is repeated before no_key_press fires */
  max_attempts?: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
}

export interface KeyPressFlowGroupCreateParams {
  /** Label for operators */
  name: string;
  /** Offer the prompt belongs to */
  offer_id?: number | null;
  /** Notes for operators */
  description?: string | null;
  /** Prompt played while listening */
  sound_file_id?: number | null;
  /** Prompt spoken when no sound file is set; may contain [tokens] */
  text_to_speech?: string | null;
  /** Digits read before the flows are matched */
  num_digits?: number | null;
  /** Key that ends input early (# or *) */
  finish_on_key?: string | null;
  /** Seconds to wait for a key press */
  timeout_seconds?: number | null;
  /** Times the prompt is repeated before no_key_press fires */
  max_attempts?: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface KeyPressFlowGroupShowParams extends ShowParamsBase<KeyPressFlowGroupColumn> {
}

export interface KeyPressFlowGroupUpdateParams {
  /** Label for operators */
  name?: string;
  /** Offer the prompt belongs to */
  offer_id?: number | null;
  /** Notes for operators */
  description?: string | null;
  /** Prompt played while listening */
  sound_file_id?: number | null;
  /** Prompt spoken when no sound file is set; may contain [tokens] */
  text_to_speech?: string | null;
  /** Digits read before the flows are matched */
  num_digits?: number | null;
  /** Key that ends input early (# or *) */
  finish_on_key?: string | null;
  /** Seconds to wait for a key press */
  timeout_seconds?: number | null;
  /** Times the prompt is repeated before no_key_press fires */
  max_attempts?: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type KeyPressFlowGroupDestroyParams = Record<string, never>;

/** Offer amd flow: What an offer's outbound calls do when answering-machine detection (AMD) finds a machine: hang up, leave a voicemail after the beep, or continue routing. */
export interface OfferAmdFlow {
  id: number;
  legacy_id: number;
  type: 'OfferAmdFlow';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Label for operators */
  name: string;
  /** Offer whose calls use this flow */
  offer_id: number;
  /** Inactive flows are skipped */
  active: boolean | null;
  /** What to do when a machine answers */
  machine_action: 'hang_up' | 'leave_voicemail' | 'continue_routing' | null;
  /** Seconds AMD may listen before treating the answer as human */
  detection_timeout_seconds: number | null;
  /** leave_voicemail: wait for the beep before playing */
  wait_for_beep: boolean | null;
  /** leave_voicemail: the message played */
  sound_file_id: number | null;
  /** leave_voicemail: message spoken when no sound file is set */
  text_to_speech: string | null;
  /** Disposition applied when a machine answers */
  call_disposition_id: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order: number | null;
}

export type OfferAmdFlowColumn = keyof OfferAmdFlow;

export interface OfferAmdFlowListParams extends ListParamsBase<OfferAmdFlowColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'sortable_order';
  /** Label for operators */
  name?: string;
  /** Offer whose calls use this flow */
  offer_id?: number | number[];
  /** Inactive flows are skipped */
  active?: boolean;
  /** What to do when a machine answers */
  machine_action?: ('hang_up' | 'leave_voicemail' | 'continue_routing') | ('hang_up' | 'leave_voicemail' | 'continue_routing')[];
  /** Seconds AMD may listen before treating the answer as human */
  detection_timeout_seconds?: number | number[];
  /** leave_voicemail: wait for the beep before playing */
  wait_for_beep?: boolean;
  /** leave_voicemail: the message played */
  sound_file_id?: number | number[];
  /** Disposition applied when a machine answers */
  call_disposition_id?: number | number[];
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number;
}

export interface OfferAmdFlowBuildParams {
  /** Label for operators */
  name?: string;
  /** Offer whose calls use this flow */
  offer_id?: number;
  /** Inactive flows are skipped */
  active?: boolean | null;
  /** What to do when a machine answers */
  machine_action?: 'hang_up' | 'leave_voicemail' | 'continue_routing' | null;
  /** Seconds AMD may listen before treating the answer as human */
  detection_timeout_seconds?: number | null;
  /** leave_voicemail: wait for the beep before playing */
  wait_for_beep?: boolean | null;
  /** leave_voicemail: the message played */
  sound_file_id?: number | null;
  /** leave_voicemail: message spoken when no sound file is set */
  text_to_speech?: string | null;
  /** Disposition applied when a machine answers */
  call_disposition_id?: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
}

export interface OfferAmdFlowCreateParams {
  /** Label for operators */
  name: string;
  /** Offer whose calls use this flow */
  offer_id: number;
  /** Inactive flows are skipped */
  active?: boolean | null;
  /** What to do when a machine answers */
  machine_action?: 'hang_up' | 'leave_voicemail' | 'continue_routing' | null;
  /** Seconds AMD may listen before treating the answer as human */
  detection_timeout_seconds?: number | null;
  /** leave_voicemail: wait for the beep before playing */
  wait_for_beep?: boolean | null;
  /** leave_voicemail: the message played */
  sound_file_id?: number | null;
  /** leave_voicemail: message spoken when no sound file is set */
  text_to_speech?: string | null;
  /** Disposition applied when a machine answers */
  call_disposition_id?: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface OfferAmdFlowShowParams extends ShowParamsBase<OfferAmdFlowColumn> {
}

export interface OfferAmdFlowUpdateParams {
  /** Label for operators */
  name?: string;
  /** Offer whose calls use this flow */
  offer_id?: number;
  /** Inactive flows are skipped */
  active?: boolean | null;
  /** What to do when a machine answers */
  machine_action?: 'hang_up' | 'leave_voicemail' | 'continue_routing' | null;
  /** Seconds AMD may listen before treating the answer as human */
  detection_timeout_seconds?: number | null;
  /** leave_voicemail: wait for the beep before playing */
  wait_for_beep?: boolean | null;
  /** leave_voicemail: the message played */
  sound_file_id?: number | null;
  /** leave_voicemail: message spoken when no sound file is set */
  text_to_speech?: string | null;
  /** Disposition applied when a machine answers */
  call_disposition_id?: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type OfferAmdFlowDestroyParams = Record<string, never>;

/** Contact field: A lead or caller field of an offer (loan_amount, zip…): the token its value is kept in, its type, and how agents see it. Picklist choices are contact_field_values. */
export interface ContactField {
  id: number;
  legacy_id: number;
  type: 'ContactField';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Label shown to agents */
  name: string;
  /** Token the value is stored in ([loan_amount]) */
  key: string;
  /** Offer the field belongs to (blank: every offer) */
  offer_id: number | null;
  /** Kind of value; picklist takes its values */
  field_type: 'string' | 'text' | 'integer' | 'decimal' | 'boolean' | 'date' | 'time' | 'email' | 'phone' | 'picklist' | null;
  /** Agents must fill it before finishing the call */
  required: boolean | null;
  /** Show on the agent widget */
  show_on_agent_widget: boolean | null;
  /** Helpful hint shown to agents */
  hint: string | null;
  /** Value used when none was collected */
  default_value: string | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order: number | null;
}

export type ContactFieldColumn = keyof ContactField;

export interface ContactFieldListParams extends ListParamsBase<ContactFieldColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'key' | 'sortable_order';
  /** Label shown to agents */
  name?: string;
  /** Token the value is stored in ([loan_amount]) */
  key?: string;
  /** Offer the field belongs to (blank: every offer) */
  offer_id?: number | number[];
  /** Kind of value; picklist takes its values */
  field_type?: ('string' | 'text' | 'integer' | 'decimal' | 'boolean' | 'date' | 'time' | 'email' | 'phone' | 'picklist') | ('string' | 'text' | 'integer' | 'decimal' | 'boolean' | 'date' | 'time' | 'email' | 'phone' | 'picklist')[];
  /** Agents must fill it before finishing the call */
  required?: boolean;
  /** Show on the agent widget */
  show_on_agent_widget?: boolean;
  /** Helpful hint shown to agents */
  hint?: string;
  /** Value used when none was collected */
  default_value?: string;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number;
}

export interface ContactFieldBuildParams {
  /** Label shown to agents */
  name?: string;
  /** Token the value is stored in ([loan_amount]) */
  key?: string;
  /** Offer the field belongs to (blank: every offer) */
  offer_id?: number | null;
  /** Kind of value; picklist takes its values */
  field_type?: 'string' | 'text' | 'integer' | 'decimal' | 'boolean' | 'date' | 'time' | 'email' | 'phone' | 'picklist' | null;
  /** Agents must fill it before finishing the call */
  required?: boolean | null;
  /** Show on the agent widget */
  show_on_agent_widget?: boolean | null;
  /** Helpful hint shown to agents */
  hint?: string | null;
  /** Value used when none was collected */
  default_value?: string | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
}

export interface ContactFieldCreateParams {
  /** Label shown to agents */
  name: string;
  /** Token the value is stored in ([loan_amount]) */
  key: string;
  /** Offer the field belongs to (blank: every offer) */
  offer_id?: number | null;
  /** Kind of value; picklist takes its values */
  field_type?: 'string' | 'text' | 'integer' | 'decimal' | 'boolean' | 'date' | 'time' | 'email' | 'phone' | 'picklist' | null;
  /** Agents must fill it before finishing the call */
  required?: boolean | null;
  /** Show on the agent widget */
  show_on_agent_widget?: boolean | null;
  /** Helpful hint shown to agents */
  hint?: string | null;
  /** Value used when none was collected */
  default_value?: string | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface ContactFieldShowParams extends ShowParamsBase<ContactFieldColumn> {
}

export interface ContactFieldUpdateParams {
  /** Label shown to agents */
  name?: string;
  /** Token the value is stored in ([loan_amount]) */
  key?: string;
  /** Offer the field belongs to (blank: every offer) */
  offer_id?: number | null;
  /** Kind of value; picklist takes its values */
  field_type?: 'string' | 'text' | 'integer' | 'decimal' | 'boolean' | 'date' | 'time' | 'email' | 'phone' | 'picklist' | null;
  /** Agents must fill it before finishing the call */
  required?: boolean | null;
  /** Show on the agent widget */
  show_on_agent_widget?: boolean | null;
  /** Helpful hint shown to agents */
  hint?: string | null;
  /** Value used when none was collected */
  default_value?: string | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type ContactFieldDestroyParams = Record<string, never>;

/** Contact field value: One choice of a picklist contact field: the value stored and the label shown. */
export interface ContactFieldValue {
  id: number;
  legacy_id: number;
  type: 'ContactFieldValue';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Picklist field the value belongs to */
  contact_field_id: number;
  /** Value stored in the token */
  value: string;
  /** Label shown to agents (blank: the value) */
  name: string | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order: number | null;
}

export type ContactFieldValueColumn = keyof ContactFieldValue;

export interface ContactFieldValueListParams extends ListParamsBase<ContactFieldValueColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'value' | 'name' | 'sortable_order';
  /** Picklist field the value belongs to */
  contact_field_id?: number | number[];
  /** Value stored in the token */
  value?: string;
  /** Label shown to agents (blank: the value) */
  name?: string;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number;
}

export interface ContactFieldValueBuildParams {
  /** Picklist field the value belongs to */
  contact_field_id?: number;
  /** Value stored in the token */
  value?: string;
  /** Label shown to agents (blank: the value) */
  name?: string | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
}

export interface ContactFieldValueCreateParams {
  /** Picklist field the value belongs to */
  contact_field_id: number;
  /** Value stored in the token */
  value: string;
  /** Label shown to agents (blank: the value) */
  name?: string | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface ContactFieldValueShowParams extends ShowParamsBase<ContactFieldValueColumn> {
}

export interface ContactFieldValueUpdateParams {
  /** Picklist field the value belongs to */
  contact_field_id?: number;
  /** Value stored in the token */
  value?: string;
  /** Label shown to agents (blank: the value) */
  name?: string | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type ContactFieldValueDestroyParams = Record<string, never>;

/** Contact field view: An agent script of an offer: the text an agent reads (with [tokens] filled in) and the contact fields they fill in beside it. Stored; no behaviour yet: nothing in Leadline acts on these records. */
export interface ContactFieldView {
  id: number;
  legacy_id: number;
  type: 'ContactFieldView';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Label for operators */
  name: string;
  /** Offer whose calls show this script (blank: every offer) */
  offer_id: number | null;
  /** Script text; may contain [tokens] */
  content: string | null;
  /** Contact fields shown beside the script */
  contact_field_ids: number[];
  /** Inactive scripts are not shown */
  active: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order: number | null;
}

export type ContactFieldViewColumn = keyof ContactFieldView;

export interface ContactFieldViewListParams extends ListParamsBase<ContactFieldViewColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'sortable_order';
  /** Label for operators */
  name?: string;
  /** Offer whose calls show this script (blank: every offer) */
  offer_id?: number | number[];
  /** Inactive scripts are not shown */
  active?: boolean;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number;
}

export interface ContactFieldViewBuildParams {
  /** Label for operators */
  name?: string;
  /** Offer whose calls show this script (blank: every offer) */
  offer_id?: number | null;
  /** Script text; may contain [tokens] */
  content?: string | null;
  /** Contact fields shown beside the script */
  contact_field_ids?: number[];
  /** Inactive scripts are not shown */
  active?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
}

export interface ContactFieldViewCreateParams {
  /** Label for operators */
  name: string;
  /** Offer whose calls show this script (blank: every offer) */
  offer_id?: number | null;
  /** Script text; may contain [tokens] */
  content?: string | null;
  /** Contact fields shown beside the script */
  contact_field_ids?: number[];
  /** Adds to contact_field_ids (ids); safe under concurrent requests */
  add_contact_field_ids?: number[];
  /** Removes from contact_field_ids (ids); safe under concurrent requests */
  remove_contact_field_ids?: number[];
  /** Inactive scripts are not shown */
  active?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface ContactFieldViewShowParams extends ShowParamsBase<ContactFieldViewColumn> {
}

export interface ContactFieldViewUpdateParams {
  /** Label for operators */
  name?: string;
  /** Offer whose calls show this script (blank: every offer) */
  offer_id?: number | null;
  /** Script text; may contain [tokens] */
  content?: string | null;
  /** Contact fields shown beside the script */
  contact_field_ids?: number[];
  /** Adds to contact_field_ids (ids); safe under concurrent requests */
  add_contact_field_ids?: number[];
  /** Removes from contact_field_ids (ids); safe under concurrent requests */
  remove_contact_field_ids?: number[];
  /** Inactive scripts are not shown */
  active?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type ContactFieldViewDestroyParams = Record<string, never>;

/** Token matcher: An optimizer token: a value GET /numbers.json reads from the visit (the page URL's parameter, a cookie the script passes, the referrer or one of its parameters, or data-tokens) onto the impression, and the call made to the number while the visitor holds it carries it. In a tokens pool each combination of values holds its own number. */
export interface TokenMatcher {
  id: number;
  legacy_id: number;
  type: 'TokenMatcher';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Label for operators */
  name: string | null;
  /** Token the value is stored in */
  key: string;
  /** Number pool whose visitors are tracked (blank: every pool) */
  ring_pool_id: number | null;
  /** Offer whose pools use the token (blank: every offer) */
  offer_id: number | null;
  /** Where the script reads the value */
  source: 'url_parameter' | 'cookie' | 'referrer' | 'data_tokens' | null;
  /** Name of the URL parameter, cookie or data-token (blank: the key); for referrer, a parameter of the referring URL (blank: the whole URL) */
  source_key: string | null;
  /** Value used when the visitor has none */
  default_value: string | null;
  /** Hold a separate number per distinct value for the pool's token hold time */
  hold_number_per_value: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order: number | null;
}

export type TokenMatcherColumn = keyof TokenMatcher;

export interface TokenMatcherListParams extends ListParamsBase<TokenMatcherColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'key' | 'sortable_order';
  /** Label for operators */
  name?: string;
  /** Token the value is stored in */
  key?: string;
  /** Number pool whose visitors are tracked (blank: every pool) */
  ring_pool_id?: number | number[];
  /** Offer whose pools use the token (blank: every offer) */
  offer_id?: number | number[];
  /** Where the script reads the value */
  source?: ('url_parameter' | 'cookie' | 'referrer' | 'data_tokens') | ('url_parameter' | 'cookie' | 'referrer' | 'data_tokens')[];
  /** Name of the URL parameter, cookie or data-token (blank: the key); for referrer, a parameter of the referring URL (blank: the whole URL) */
  source_key?: string;
  /** Value used when the visitor has none */
  default_value?: string;
  /** Hold a separate number per distinct value for the pool's token hold time */
  hold_number_per_value?: boolean;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number;
}

export interface TokenMatcherBuildParams {
  /** Label for operators */
  name?: string | null;
  /** Token the value is stored in */
  key?: string;
  /** Number pool whose visitors are tracked (blank: every pool) */
  ring_pool_id?: number | null;
  /** Offer whose pools use the token (blank: every offer) */
  offer_id?: number | null;
  /** Where the script reads the value */
  source?: 'url_parameter' | 'cookie' | 'referrer' | 'data_tokens' | null;
  /** Name of the URL parameter, cookie or data-token (blank: the key); for referrer, a parameter of the referring URL (blank: the whole URL) */
  source_key?: string | null;
  /** Value used when the visitor has none */
  default_value?: string | null;
  /** Hold a separate number per distinct value for the pool's token hold time */
  hold_number_per_value?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
}

export interface TokenMatcherCreateParams {
  /** Label for operators */
  name?: string | null;
  /** Token the value is stored in */
  key: string;
  /** Number pool whose visitors are tracked (blank: every pool) */
  ring_pool_id?: number | null;
  /** Offer whose pools use the token (blank: every offer) */
  offer_id?: number | null;
  /** Where the script reads the value */
  source?: 'url_parameter' | 'cookie' | 'referrer' | 'data_tokens' | null;
  /** Name of the URL parameter, cookie or data-token (blank: the key); for referrer, a parameter of the referring URL (blank: the whole URL) */
  source_key?: string | null;
  /** Value used when the visitor has none */
  default_value?: string | null;
  /** Hold a separate number per distinct value for the pool's token hold time */
  hold_number_per_value?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface TokenMatcherShowParams extends ShowParamsBase<TokenMatcherColumn> {
}

export interface TokenMatcherUpdateParams {
  /** Label for operators */
  name?: string | null;
  /** Token the value is stored in */
  key?: string;
  /** Number pool whose visitors are tracked (blank: every pool) */
  ring_pool_id?: number | null;
  /** Offer whose pools use the token (blank: every offer) */
  offer_id?: number | null;
  /** Where the script reads the value */
  source?: 'url_parameter' | 'cookie' | 'referrer' | 'data_tokens' | null;
  /** Name of the URL parameter, cookie or data-token (blank: the key); for referrer, a parameter of the referring URL (blank: the whole URL) */
  source_key?: string | null;
  /** Value used when the visitor has none */
  default_value?: string | null;
  /** Hold a separate number per distinct value for the pool's token hold time */
  hold_number_per_value?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type TokenMatcherDestroyParams = Record<string, never>;

/** Visitor token matcher: An impression token: a URL parameter (gclid, utm_source…) recorded on each impression served by dynamic number insertion, so calls can be tied back to the visit. A visitor's repeat requests while it holds its number are one impression unless a unique_per_value token changes. */
export interface VisitorTokenMatcher {
  id: number;
  legacy_id: number;
  type: 'VisitorTokenMatcher';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Label for operators */
  name: string | null;
  /** Token the value is stored in */
  key: string;
  /** URL parameter read from the landing page */
  url_parameter: string;
  /** Offer whose impressions record it (blank: every offer) */
  offer_id: number | null;
  /** Number pool whose impressions record it (blank: every pool) */
  ring_pool_id: number | null;
  /** Each distinct value is a new impression (false: one impression per visitor) */
  unique_per_value: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order: number | null;
}

export type VisitorTokenMatcherColumn = keyof VisitorTokenMatcher;

export interface VisitorTokenMatcherListParams extends ListParamsBase<VisitorTokenMatcherColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'key' | 'sortable_order';
  /** Label for operators */
  name?: string;
  /** Token the value is stored in */
  key?: string;
  /** URL parameter read from the landing page */
  url_parameter?: string;
  /** Offer whose impressions record it (blank: every offer) */
  offer_id?: number | number[];
  /** Number pool whose impressions record it (blank: every pool) */
  ring_pool_id?: number | number[];
  /** Each distinct value is a new impression (false: one impression per visitor) */
  unique_per_value?: boolean;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number;
}

export interface VisitorTokenMatcherBuildParams {
  /** Label for operators */
  name?: string | null;
  /** Token the value is stored in */
  key?: string;
  /** URL parameter read from the landing page */
  url_parameter?: string;
  /** Offer whose impressions record it (blank: every offer) */
  offer_id?: number | null;
  /** Number pool whose impressions record it (blank: every pool) */
  ring_pool_id?: number | null;
  /** Each distinct value is a new impression (false: one impression per visitor) */
  unique_per_value?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
}

export interface VisitorTokenMatcherCreateParams {
  /** Label for operators */
  name?: string | null;
  /** Token the value is stored in */
  key: string;
  /** URL parameter read from the landing page */
  url_parameter: string;
  /** Offer whose impressions record it (blank: every offer) */
  offer_id?: number | null;
  /** Number pool whose impressions record it (blank: every pool) */
  ring_pool_id?: number | null;
  /** Each distinct value is a new impression (false: one impression per visitor) */
  unique_per_value?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface VisitorTokenMatcherShowParams extends ShowParamsBase<VisitorTokenMatcherColumn> {
}

export interface VisitorTokenMatcherUpdateParams {
  /** Label for operators */
  name?: string | null;
  /** Token the value is stored in */
  key?: string;
  /** URL parameter read from the landing page */
  url_parameter?: string;
  /** Offer whose impressions record it (blank: every offer) */
  offer_id?: number | null;
  /** Number pool whose impressions record it (blank: every pool) */
  ring_pool_id?: number | null;
  /** Each distinct value is a new impression (false: one impression per visitor) */
  unique_per_value?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type VisitorTokenMatcherDestroyParams = Record<string, never>;

/** Offer conversion: A traffic-source payout rule of an offer: pay a fixed amount or a share of buyer revenue once the call lasts duration seconds, at most once per caller within duplicate_timeframe. The first matching rule fires. */
export interface OfferConversion {
  id: number;
  legacy_id: number;
  type: 'OfferConversion';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Label ("Pay $10 after 1 minute, deduped by 1 hour.") */
  name: string;
  /** Offer the payout applies to */
  offer_id: number;
  /** Only calls from this traffic source (blank: every source) */
  traffic_source_id: number | null;
  /** usd: pay payout dollars; buyer_conversion_percent: pay revenue_percentage of buyer revenue */
  payout_type: 'usd' | 'buyer_conversion_percent' | null;
  /** Dollars paid per converted call (payout_type usd) */
  payout: number | null;
  /** Percent of buyer revenue paid (payout_type buyer_conversion_percent): 60 of $15 pays $9 */
  revenue_percentage: number | null;
  /** Seconds the call must last to convert; 0 converts even if no buyer answers */
  duration: number;
  /** Seconds within which a repeat caller is not paid again */
  duplicate_timeframe: number;
  /** Hours the rule applies in; blank: the hours currently open (→ business_ranges) */
  business_range_id: number | null;
  /** Token filters as key:value strings; all must match for the rule to fire */
  record_token_filter_list: string[] | null;
  /** Inactive rules never fire */
  active: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order: number | null;
}

export type OfferConversionColumn = keyof OfferConversion;

export interface OfferConversionListParams extends ListParamsBase<OfferConversionColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'payout' | 'duration' | 'sortable_order';
  /** Label ("Pay $10 after 1 minute, deduped by 1 hour.") */
  name?: string;
  /** Offer the payout applies to */
  offer_id?: number | number[];
  /** Only calls from this traffic source (blank: every source) */
  traffic_source_id?: number | number[];
  /** usd: pay payout dollars; buyer_conversion_percent: pay revenue_percentage of buyer revenue */
  payout_type?: ('usd' | 'buyer_conversion_percent') | ('usd' | 'buyer_conversion_percent')[];
  /** Dollars paid per converted call (payout_type usd) */
  payout?: number;
  /** Percent of buyer revenue paid (payout_type buyer_conversion_percent): 60 of $15 pays $9 */
  revenue_percentage?: number;
  /** Seconds the call must last to convert; 0 converts even if no buyer answers */
  duration?: number | number[];
  /** Seconds within which a repeat caller is not paid again */
  duplicate_timeframe?: number | number[];
  /** Hours the rule applies in; blank: the hours currently open (→ business_ranges) */
  business_range_id?: number | number[];
  /** Inactive rules never fire */
  active?: boolean;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number;
}

export interface OfferConversionBuildParams {
  /** Label ("Pay $10 after 1 minute, deduped by 1 hour.") */
  name?: string;
  /** Offer the payout applies to */
  offer_id?: number;
  /** Only calls from this traffic source (blank: every source) */
  traffic_source_id?: number | null;
  /** usd: pay payout dollars; buyer_conversion_percent: pay revenue_percentage of buyer revenue */
  payout_type?: 'usd' | 'buyer_conversion_percent' | null;
  /** Dollars paid per converted call (payout_type usd) */
  payout?: number | null;
  /** Percent of buyer revenue paid (payout_type buyer_conversion_percent): 60 of $15 pays $9 */
  revenue_percentage?: number | null;
  /** Seconds the call must last to convert; 0 converts even if no buyer answers */
  duration?: number;
  /** Seconds within which a repeat caller is not paid again */
  duplicate_timeframe?: number;
  /** Hours the rule applies in; blank: the hours currently open (→ business_ranges) */
  business_range_id?: number | null;
  /** Token filters as key:value strings; all must match for the rule to fire */
  record_token_filter_list?: string[];
  /** Inactive rules never fire */
  active?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
}

export interface OfferConversionCreateParams {
  /** Label ("Pay $10 after 1 minute, deduped by 1 hour.") */
  name: string;
  /** Offer the payout applies to */
  offer_id: number;
  /** Only calls from this traffic source (blank: every source) */
  traffic_source_id?: number | null;
  /** usd: pay payout dollars; buyer_conversion_percent: pay revenue_percentage of buyer revenue */
  payout_type?: 'usd' | 'buyer_conversion_percent' | null;
  /** Dollars paid per converted call (payout_type usd) */
  payout?: number | null;
  /** Percent of buyer revenue paid (payout_type buyer_conversion_percent): 60 of $15 pays $9 */
  revenue_percentage?: number | null;
  /** Seconds the call must last to convert; 0 converts even if no buyer answers */
  duration: number;
  /** Seconds within which a repeat caller is not paid again */
  duplicate_timeframe: number;
  /** Hours the rule applies in; blank: the hours currently open (→ business_ranges) */
  business_range_id?: number | null;
  /** Token filters as key:value strings; all must match for the rule to fire */
  record_token_filter_list?: string[];
  /** Inactive rules never fire */
  active?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface OfferConversionShowParams extends ShowParamsBase<OfferConversionColumn> {
}

export interface OfferConversionUpdateParams {
  /** Label ("Pay $10 after 1 minute, deduped by 1 hour.") */
  name?: string;
  /** Offer the payout applies to */
  offer_id?: number;
  /** Only calls from this traffic source (blank: every source) */
  traffic_source_id?: number | null;
  /** usd: pay payout dollars; buyer_conversion_percent: pay revenue_percentage of buyer revenue */
  payout_type?: 'usd' | 'buyer_conversion_percent' | null;
  /** Dollars paid per converted call (payout_type usd) */
  payout?: number | null;
  /** Percent of buyer revenue paid (payout_type buyer_conversion_percent): 60 of $15 pays $9 */
  revenue_percentage?: number | null;
  /** Seconds the call must last to convert; 0 converts even if no buyer answers */
  duration?: number;
  /** Seconds within which a repeat caller is not paid again */
  duplicate_timeframe?: number;
  /** Hours the rule applies in; blank: the hours currently open (→ business_ranges) */
  business_range_id?: number | null;
  /** Token filters as key:value strings; all must match for the rule to fire */
  record_token_filter_list?: string[];
  /** Inactive rules never fire */
  active?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type OfferConversionDestroyParams = Record<string, never>;

/** Buyer conversion: A revenue rule of a buyer or buyer group: the call converts after duration seconds (revenue), when a webhook answers (webhook, bid-style revenue), or when the buyer posts back (postback). The first matching rule fires. */
export interface BuyerConversion {
  id: number;
  legacy_id: number;
  type: 'BuyerConversion';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Label for operators */
  name: string | null;
  /** Kind of record that pays */
  owner_type: 'Buyer' | 'BuyerGroup';
  /** Id of the buyer or buyer group that pays */
  owner_id: number;
  /** revenue: by duration; webhook: a request decides and may set the revenue; postback: the buyer reports it */
  conversion_type: 'revenue' | 'webhook' | 'postback' | null;
  /** Dollars earned per converted call */
  revenue: number | null;
  /** Lowest revenue accepted from a webhook bid */
  revenue_min: number | null;
  /** Highest revenue accepted from a webhook bid */
  revenue_max: number | null;
  /** Bid step: webhook revenue is rounded down to a multiple of it */
  revenue_increment: number | null;
  /** Seconds the buyer leg must last to convert; 0 converts when the buyer is dialed */
  duration: number | null;
  /** Seconds before the buyer pays again for the same caller (0: always pays) */
  duplicate_timeframe: number | null;
  /** Hours the rule applies in; blank: always (→ business_ranges) */
  business_range_id: number | null;
  /** Format of the conversion webhook */
  webhook_type: 'elocal' | 'media_alpha' | 'marchex' | 'marchex_v2' | 'jornaya_tcpa_guardian' | 'custom' | null;
  /** URL called for webhook conversions; may contain [tokens] */
  webhook_url: string | null;
  /** HTTP method of the webhook */
  webhook_method: 'get' | 'post' | 'put' | null;
  /** Request body; may contain [tokens] */
  webhook_body: string | null;
  /** Request headers, one "Name: value" a line */
  webhook_headers: string | null;
  /** HTTP status codes that count as success, e.g. 200,201 */
  webhook_response_success_codes: string | null;
  /** Path in the response that must match for success */
  webhook_body_success_path: string | null;
  /** Value (or /regex/) the success path must match */
  webhook_body_success_match: string | null;
  /** Path in the webhook response holding the forwarding number */
  webhook_path_number: string | null;
  /** Path in the webhook response holding the required duration */
  webhook_path_duration: string | null;
  /** Path in the webhook response holding the revenue (bid) */
  webhook_path_revenue: string | null;
  /** Path in the webhook response holding the buyer name */
  webhook_path_name: string | null;
  /** Path in the webhook response holding the buyer-side id of the call */
  webhook_path_external_id: string | null;
  /** Seconds to wait for the webhook answer */
  webhook_read_timeout: number | null;
  /** Reuse a webhook answer for the same caller this many seconds */
  cache_result_for_seconds: number | null;
  /** The webhook answers for several buyers at once (ping trees) */
  webhook_contains_many_buyers: boolean | null;
  /** Inactive rules never fire */
  active: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order: number | null;
}

export type BuyerConversionColumn = keyof BuyerConversion;

export interface BuyerConversionListParams extends ListParamsBase<BuyerConversionColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'revenue' | 'duration' | 'sortable_order';
  /** Label for operators */
  name?: string;
  /** Kind of record that pays */
  owner_type?: ('Buyer' | 'BuyerGroup') | ('Buyer' | 'BuyerGroup')[];
  /** Id of the buyer or buyer group that pays */
  owner_id?: number | number[];
  /** revenue: by duration; webhook: a request decides and may set the revenue; postback: the buyer reports it */
  conversion_type?: ('revenue' | 'webhook' | 'postback') | ('revenue' | 'webhook' | 'postback')[];
  /** Dollars earned per converted call */
  revenue?: number;
  /** Lowest revenue accepted from a webhook bid */
  revenue_min?: number;
  /** Highest revenue accepted from a webhook bid */
  revenue_max?: number;
  /** Bid step: webhook revenue is rounded down to a multiple of it */
  revenue_increment?: number;
  /** Seconds the buyer leg must last to convert; 0 converts when the buyer is dialed */
  duration?: number | number[];
  /** Seconds before the buyer pays again for the same caller (0: always pays) */
  duplicate_timeframe?: number | number[];
  /** Hours the rule applies in; blank: always (→ business_ranges) */
  business_range_id?: number | number[];
  /** Format of the conversion webhook */
  webhook_type?: ('elocal' | 'media_alpha' | 'marchex' | 'marchex_v2' | 'jornaya_tcpa_guardian' | 'custom') | ('elocal' | 'media_alpha' | 'marchex' | 'marchex_v2' | 'jornaya_tcpa_guardian' | 'custom')[];
  /** URL called for webhook conversions; may contain [tokens] */
  webhook_url?: string;
  /** HTTP method of the webhook */
  webhook_method?: ('get' | 'post' | 'put') | ('get' | 'post' | 'put')[];
  /** HTTP status codes that count as success, e.g. 200,201 */
  webhook_response_success_codes?: string;
  /** Path in the response that must match for success */
  webhook_body_success_path?: string;
  /** Value (or /regex/) the success path must match */
  webhook_body_success_match?: string;
  /** Path in the webhook response holding the forwarding number */
  webhook_path_number?: string;
  /** Path in the webhook response holding the required duration */
  webhook_path_duration?: string;
  /** Path in the webhook response holding the revenue (bid) */
  webhook_path_revenue?: string;
  /** Path in the webhook response holding the buyer name */
  webhook_path_name?: string;
  /** Path in the webhook response holding the buyer-side id of the call */
  webhook_path_external_id?: string;
  /** Seconds to wait for the webhook answer */
  webhook_read_timeout?: number | number[];
  /** Reuse a webhook answer for the same caller this many seconds */
  cache_result_for_seconds?: number | number[];
  /** The webhook answers for several buyers at once (ping trees) */
  webhook_contains_many_buyers?: boolean;
  /** Inactive rules never fire */
  active?: boolean;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number;
}

export interface BuyerConversionBuildParams {
  /** Label for operators */
  name?: string | null;
  /** Kind of record that pays */
  owner_type?: 'Buyer' | 'BuyerGroup';
  /** Id of the buyer or buyer group that pays */
  owner_id?: number;
  /** revenue: by duration; webhook: a request decides and may set the revenue; postback: the buyer reports it */
  conversion_type?: 'revenue' | 'webhook' | 'postback' | null;
  /** Dollars earned per converted call */
  revenue?: number | null;
  /** Lowest revenue accepted from a webhook bid */
  revenue_min?: number | null;
  /** Highest revenue accepted from a webhook bid */
  revenue_max?: number | null;
  /** Bid step: webhook revenue is rounded down to a multiple of it */
  revenue_increment?: number | null;
  /** Seconds the buyer leg must last to convert; 0 converts when the buyer is dialed */
  duration?: number | null;
  /** Seconds before the buyer pays again for the same caller (0: always pays) */
  duplicate_timeframe?: number | null;
  /** Hours the rule applies in; blank: always (→ business_ranges) */
  business_range_id?: number | null;
  /** Format of the conversion webhook */
  webhook_type?: 'elocal' | 'media_alpha' | 'marchex' | 'marchex_v2' | 'jornaya_tcpa_guardian' | 'custom' | null;
  /** URL called for webhook conversions; may contain [tokens] */
  webhook_url?: string | null;
  /** HTTP method of the webhook */
  webhook_method?: 'get' | 'post' | 'put' | null;
  /** Request body; may contain [tokens] */
  webhook_body?: string | null;
  /** Request headers, one "Name: value" a line */
  webhook_headers?: string | null;
  /** HTTP status codes that count as success, e.g. 200,201 */
  webhook_response_success_codes?: string | null;
  /** Path in the response that must match for success */
  webhook_body_success_path?: string | null;
  /** Value (or /regex/) the success path must match */
  webhook_body_success_match?: string | null;
  /** Path in the webhook response holding the forwarding number */
  webhook_path_number?: string | null;
  /** Path in the webhook response holding the required duration */
  webhook_path_duration?: string | null;
  /** Path in the webhook response holding the revenue (bid) */
  webhook_path_revenue?: string | null;
  /** Path in the webhook response holding the buyer name */
  webhook_path_name?: string | null;
  /** Path in the webhook response holding the buyer-side id of the call */
  webhook_path_external_id?: string | null;
  /** Seconds to wait for the webhook answer */
  webhook_read_timeout?: number | null;
  /** Reuse a webhook answer for the same caller this many seconds */
  cache_result_for_seconds?: number | null;
  /** The webhook answers for several buyers at once (ping trees) */
  webhook_contains_many_buyers?: boolean | null;
  /** Inactive rules never fire */
  active?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
}

export interface BuyerConversionCreateParams {
  /** Label for operators */
  name?: string | null;
  /** Kind of record that pays */
  owner_type: 'Buyer' | 'BuyerGroup';
  /** Id of the buyer or buyer group that pays */
  owner_id: number;
  /** revenue: by duration; webhook: a request decides and may set the revenue; postback: the buyer reports it */
  conversion_type?: 'revenue' | 'webhook' | 'postback' | null;
  /** Dollars earned per converted call */
  revenue?: number | null;
  /** Lowest revenue accepted from a webhook bid */
  revenue_min?: number | null;
  /** Highest revenue accepted from a webhook bid */
  revenue_max?: number | null;
  /** Bid step: webhook revenue is rounded down to a multiple of it */
  revenue_increment?: number | null;
  /** Seconds the buyer leg must last to convert; 0 converts when the buyer is dialed */
  duration?: number | null;
  /** Seconds before the buyer pays again for the same caller (0: always pays) */
  duplicate_timeframe?: number | null;
  /** Hours the rule applies in; blank: always (→ business_ranges) */
  business_range_id?: number | null;
  /** Format of the conversion webhook */
  webhook_type?: 'elocal' | 'media_alpha' | 'marchex' | 'marchex_v2' | 'jornaya_tcpa_guardian' | 'custom' | null;
  /** URL called for webhook conversions; may contain [tokens] */
  webhook_url?: string | null;
  /** HTTP method of the webhook */
  webhook_method?: 'get' | 'post' | 'put' | null;
  /** Request body; may contain [tokens] */
  webhook_body?: string | null;
  /** Request headers, one "Name: value" a line */
  webhook_headers?: string | null;
  /** HTTP status codes that count as success, e.g. 200,201 */
  webhook_response_success_codes?: string | null;
  /** Path in the response that must match for success */
  webhook_body_success_path?: string | null;
  /** Value (or /regex/) the success path must match */
  webhook_body_success_match?: string | null;
  /** Path in the webhook response holding the forwarding number */
  webhook_path_number?: string | null;
  /** Path in the webhook response holding the required duration */
  webhook_path_duration?: string | null;
  /** Path in the webhook response holding the revenue (bid) */
  webhook_path_revenue?: string | null;
  /** Path in the webhook response holding the buyer name */
  webhook_path_name?: string | null;
  /** Path in the webhook response holding the buyer-side id of the call */
  webhook_path_external_id?: string | null;
  /** Seconds to wait for the webhook answer */
  webhook_read_timeout?: number | null;
  /** Reuse a webhook answer for the same caller this many seconds */
  cache_result_for_seconds?: number | null;
  /** The webhook answers for several buyers at once (ping trees) */
  webhook_contains_many_buyers?: boolean | null;
  /** Inactive rules never fire */
  active?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface BuyerConversionShowParams extends ShowParamsBase<BuyerConversionColumn> {
}

export interface BuyerConversionUpdateParams {
  /** Label for operators */
  name?: string | null;
  /** Kind of record that pays */
  owner_type?: 'Buyer' | 'BuyerGroup';
  /** Id of the buyer or buyer group that pays */
  owner_id?: number;
  /** revenue: by duration; webhook: a request decides and may set the revenue; postback: the buyer reports it */
  conversion_type?: 'revenue' | 'webhook' | 'postback' | null;
  /** Dollars earned per converted call */
  revenue?: number | null;
  /** Lowest revenue accepted from a webhook bid */
  revenue_min?: number | null;
  /** Highest revenue accepted from a webhook bid */
  revenue_max?: number | null;
  /** Bid step: webhook revenue is rounded down to a multiple of it */
  revenue_increment?: number | null;
  /** Seconds the buyer leg must last to convert; 0 converts when the buyer is dialed */
  duration?: number | null;
  /** Seconds before the buyer pays again for the same caller (0: always pays) */
  duplicate_timeframe?: number | null;
  /** Hours the rule applies in; blank: always (→ business_ranges) */
  business_range_id?: number | null;
  /** Format of the conversion webhook */
  webhook_type?: 'elocal' | 'media_alpha' | 'marchex' | 'marchex_v2' | 'jornaya_tcpa_guardian' | 'custom' | null;
  /** URL called for webhook conversions; may contain [tokens] */
  webhook_url?: string | null;
  /** HTTP method of the webhook */
  webhook_method?: 'get' | 'post' | 'put' | null;
  /** Request body; may contain [tokens] */
  webhook_body?: string | null;
  /** Request headers, one "Name: value" a line */
  webhook_headers?: string | null;
  /** HTTP status codes that count as success, e.g. 200,201 */
  webhook_response_success_codes?: string | null;
  /** Path in the response that must match for success */
  webhook_body_success_path?: string | null;
  /** Value (or /regex/) the success path must match */
  webhook_body_success_match?: string | null;
  /** Path in the webhook response holding the forwarding number */
  webhook_path_number?: string | null;
  /** Path in the webhook response holding the required duration */
  webhook_path_duration?: string | null;
  /** Path in the webhook response holding the revenue (bid) */
  webhook_path_revenue?: string | null;
  /** Path in the webhook response holding the buyer name */
  webhook_path_name?: string | null;
  /** Path in the webhook response holding the buyer-side id of the call */
  webhook_path_external_id?: string | null;
  /** Seconds to wait for the webhook answer */
  webhook_read_timeout?: number | null;
  /** Reuse a webhook answer for the same caller this many seconds */
  cache_result_for_seconds?: number | null;
  /** The webhook answers for several buyers at once (ping trees) */
  webhook_contains_many_buyers?: boolean | null;
  /** Inactive rules never fire */
  active?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type BuyerConversionDestroyParams = Record<string, never>;

/** Traffic source: A publisher that sends calls and leads: who they are, how many tracking numbers they may hold, and their call counts. */
export interface TrafficSource {
  id: number;
  legacy_id: number;
  type: 'TrafficSource';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Publisher company name */
  company_name: string;
  /** Contact first name */
  first_name: string | null;
  /** Contact last name */
  last_name: string | null;
  /** Contact e-mail */
  email: string | null;
  /** Contact phone number (E.164) */
  phone: string | null;
  /** Your own external id for the traffic source (the [user_traffic_source_id] token) */
  user_traffic_source_id: string | null;
  /** Most tracking numbers the source may hold (blank: no limit) */
  number_limit: number | null;
  /** Pings accepted per minute from the source over all its inbound webhooks; more answer 429 (blank: no limit) */
  ping_limit_per_minute: number | null;
  /** Pings accepted per day (the company's time zone) over all its inbound webhooks; more answer 429 (blank: no limit) */
  ping_limit_per_day: number | null;
  /** Offers the source may send traffic to */
  offer_ids: number[];
  /** An inactive (paused) source is credited with no new leads */
  active: boolean | null;
  /** The opposite of active (TrackDrive clients read and write paused) */
  paused: boolean | null;
  /** Tracking numbers assigned to the source */
  numbers_count: number;
  /** Calls received from the source */
  calls_count: number;
  /** Calls received from the source in the last 30 days */
  recent_calls_count: number;
  /** When the last call from the source arrived */
  last_call_at: string | null;
}

export type TrafficSourceColumn = keyof TrafficSource;

export interface TrafficSourceListParams extends ListParamsBase<TrafficSourceColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'company_name' | 'first_name' | 'last_name' | 'user_traffic_source_id' | 'number_limit' | 'numbers_count' | 'calls_count' | 'recent_calls_count' | 'last_call_at';
  /** Publisher company name */
  company_name?: string;
  /** Contact first name */
  first_name?: string;
  /** Contact last name */
  last_name?: string;
  /** Contact e-mail */
  email?: string;
  /** Contact phone number (E.164) */
  phone?: string;
  /** Your own external id for the traffic source (the [user_traffic_source_id] token) */
  user_traffic_source_id?: string;
  /** Most tracking numbers the source may hold (blank: no limit) */
  number_limit?: number | number[];
  /** Pings accepted per minute from the source over all its inbound webhooks; more answer 429 (blank: no limit) */
  ping_limit_per_minute?: number | number[];
  /** Pings accepted per day (the company's time zone) over all its inbound webhooks; more answer 429 (blank: no limit) */
  ping_limit_per_day?: number | number[];
  /** An inactive (paused) source is credited with no new leads */
  active?: boolean;
  /** Tracking numbers assigned to the source */
  numbers_count?: number | number[];
  /** Calls received from the source */
  calls_count?: number | number[];
  /** Calls received from the source in the last 30 days */
  recent_calls_count?: number | number[];
  /** true: the records whose active is false (paused is its opposite) */
  paused?: boolean;
}

export interface TrafficSourceBuildParams {
  /** Publisher company name */
  company_name?: string;
  /** Contact first name */
  first_name?: string | null;
  /** Contact last name */
  last_name?: string | null;
  /** Contact e-mail */
  email?: string | null;
  /** Contact phone number (E.164) */
  phone?: string | null;
  /** Your own external id for the traffic source (the [user_traffic_source_id] token) */
  user_traffic_source_id?: string | null;
  /** Most tracking numbers the source may hold (blank: no limit) */
  number_limit?: number | null;
  /** Pings accepted per minute from the source over all its inbound webhooks; more answer 429 (blank: no limit) */
  ping_limit_per_minute?: number | null;
  /** Pings accepted per day (the company's time zone) over all its inbound webhooks; more answer 429 (blank: no limit) */
  ping_limit_per_day?: number | null;
  /** Offers the source may send traffic to */
  offer_ids?: number[];
  /** An inactive (paused) source is credited with no new leads */
  active?: boolean | null;
}

export interface TrafficSourceCreateParams {
  /** Publisher company name */
  company_name: string;
  /** Contact first name */
  first_name?: string | null;
  /** Contact last name */
  last_name?: string | null;
  /** Contact e-mail */
  email?: string | null;
  /** Contact phone number (E.164) */
  phone?: string | null;
  /** Your own external id for the traffic source (the [user_traffic_source_id] token) */
  user_traffic_source_id?: string | null;
  /** Most tracking numbers the source may hold (blank: no limit) */
  number_limit?: number | null;
  /** Pings accepted per minute from the source over all its inbound webhooks; more answer 429 (blank: no limit) */
  ping_limit_per_minute?: number | null;
  /** Pings accepted per day (the company's time zone) over all its inbound webhooks; more answer 429 (blank: no limit) */
  ping_limit_per_day?: number | null;
  /** Offers the source may send traffic to */
  offer_ids?: number[];
  /** Adds to offer_ids (ids); safe under concurrent requests */
  add_offer_ids?: number[];
  /** Removes from offer_ids (ids); safe under concurrent requests */
  remove_offer_ids?: number[];
  /** An inactive (paused) source is credited with no new leads */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface TrafficSourceShowParams extends ShowParamsBase<TrafficSourceColumn> {
}

export interface TrafficSourceUpdateParams {
  /** Publisher company name */
  company_name?: string;
  /** Contact first name */
  first_name?: string | null;
  /** Contact last name */
  last_name?: string | null;
  /** Contact e-mail */
  email?: string | null;
  /** Contact phone number (E.164) */
  phone?: string | null;
  /** Your own external id for the traffic source (the [user_traffic_source_id] token) */
  user_traffic_source_id?: string | null;
  /** Most tracking numbers the source may hold (blank: no limit) */
  number_limit?: number | null;
  /** Pings accepted per minute from the source over all its inbound webhooks; more answer 429 (blank: no limit) */
  ping_limit_per_minute?: number | null;
  /** Pings accepted per day (the company's time zone) over all its inbound webhooks; more answer 429 (blank: no limit) */
  ping_limit_per_day?: number | null;
  /** Offers the source may send traffic to */
  offer_ids?: number[];
  /** Adds to offer_ids (ids); safe under concurrent requests */
  add_offer_ids?: number[];
  /** Removes from offer_ids (ids); safe under concurrent requests */
  remove_offer_ids?: number[];
  /** An inactive (paused) source is credited with no new leads */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type TrafficSourceDestroyParams = Record<string, never>;

/** Ring pool: A pool of tracking numbers shown by dynamic number insertion: each visitor (or token combination, or ping/post bid) holds a number for the token hold time, so the call that follows is tied to its source. */
export interface RingPool {
  id: number;
  legacy_id: number;
  type: 'RingPool';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Display name */
  name: string;
  /** Offer whose calls the numbers receive */
  offer_id: number;
  /** Traffic source credited with the calls */
  traffic_source_id: number | null;
  /** What holds a number: a web visitor, a distinct set of optimizer token values, or an accepted post */
  tracking_type: 'visitor' | 'tokens' | 'ping_post' | null;
  /** Most numbers in the pool (blank: no limit) */
  number_limit: number | null;
  /** Seconds a number stays held after it was served before it can be shown again */
  token_hold_time: number | null;
  /** Spare numbers (held by no visitor or post) kept rented: the scheduler rents more through the company's integration of the pool's provider, in its area code, up to number_limit */
  number_stockpile: number | null;
  /** Unrent a number of the pool that has had no call and no impression for this many days, keeping number_stockpile spare ones (blank: never) */
  release_idle_days: number | null;
  /** Rent another number (up to number_limit) when every number is held */
  auto_rent: boolean | null;
  /** Carrier numbers are rented from */
  provider: 'twilio' | 'plivo' | 'telnyx' | 'sip' | null;
  /** Local or toll-free numbers */
  number_type: 'local' | 'toll_free' | null;
  /** ISO 3166 country of the numbers (blank: the company's default country) */
  country: string | null;
  /** Area code of local numbers rented for the pool (blank: any) */
  area_code: string | null;
  /** Token values added to every call to the pool: {"key":"value"} */
  extra_tokens: Json | null;
  /** An inactive pool serves no numbers */
  active: boolean | null;
  /** Numbers in the pool */
  numbers_count: number;
}

export type RingPoolColumn = keyof RingPool;

export interface RingPoolListParams extends ListParamsBase<RingPoolColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'number_limit' | 'numbers_count';
  /** Display name */
  name?: string;
  /** Offer whose calls the numbers receive */
  offer_id?: number | number[];
  /** Traffic source credited with the calls */
  traffic_source_id?: number | number[];
  /** What holds a number: a web visitor, a distinct set of optimizer token values, or an accepted post */
  tracking_type?: ('visitor' | 'tokens' | 'ping_post') | ('visitor' | 'tokens' | 'ping_post')[];
  /** Most numbers in the pool (blank: no limit) */
  number_limit?: number | number[];
  /** Seconds a number stays held after it was served before it can be shown again */
  token_hold_time?: number | number[];
  /** Spare numbers (held by no visitor or post) kept rented: the scheduler rents more through the company's integration of the pool's provider, in its area code, up to number_limit */
  number_stockpile?: number | number[];
  /** Unrent a number of the pool that has had no call and no impression for this many days, keeping number_stockpile spare ones (blank: never) */
  release_idle_days?: number | number[];
  /** Rent another number (up to number_limit) when every number is held */
  auto_rent?: boolean;
  /** Carrier numbers are rented from */
  provider?: ('twilio' | 'plivo' | 'telnyx' | 'sip') | ('twilio' | 'plivo' | 'telnyx' | 'sip')[];
  /** Local or toll-free numbers */
  number_type?: ('local' | 'toll_free') | ('local' | 'toll_free')[];
  /** ISO 3166 country of the numbers (blank: the company's default country) */
  country?: string;
  /** Area code of local numbers rented for the pool (blank: any) */
  area_code?: string;
  /** An inactive pool serves no numbers */
  active?: boolean;
  /** Numbers in the pool */
  numbers_count?: number | number[];
}

export interface RingPoolBuildParams {
  /** Display name */
  name?: string;
  /** Offer whose calls the numbers receive */
  offer_id?: number;
  /** Traffic source credited with the calls */
  traffic_source_id?: number | null;
  /** What holds a number: a web visitor, a distinct set of optimizer token values, or an accepted post */
  tracking_type?: 'visitor' | 'tokens' | 'ping_post' | null;
  /** Most numbers in the pool (blank: no limit) */
  number_limit?: number | null;
  /** Seconds a number stays held after it was served before it can be shown again */
  token_hold_time?: number | null;
  /** Spare numbers (held by no visitor or post) kept rented: the scheduler rents more through the company's integration of the pool's provider, in its area code, up to number_limit */
  number_stockpile?: number | null;
  /** Unrent a number of the pool that has had no call and no impression for this many days, keeping number_stockpile spare ones (blank: never) */
  release_idle_days?: number | null;
  /** Rent another number (up to number_limit) when every number is held */
  auto_rent?: boolean | null;
  /** Carrier numbers are rented from */
  provider?: 'twilio' | 'plivo' | 'telnyx' | 'sip' | null;
  /** Local or toll-free numbers */
  number_type?: 'local' | 'toll_free' | null;
  /** ISO 3166 country of the numbers (blank: the company's default country) */
  country?: string | null;
  /** Area code of local numbers rented for the pool (blank: any) */
  area_code?: string | null;
  /** Token values added to every call to the pool: {"key":"value"} */
  extra_tokens?: JsonObject | Json[] | null;
  /** An inactive pool serves no numbers */
  active?: boolean | null;
}

export interface RingPoolCreateParams {
  /** Display name */
  name: string;
  /** Offer whose calls the numbers receive */
  offer_id: number;
  /** Traffic source credited with the calls */
  traffic_source_id?: number | null;
  /** What holds a number: a web visitor, a distinct set of optimizer token values, or an accepted post */
  tracking_type?: 'visitor' | 'tokens' | 'ping_post' | null;
  /** Most numbers in the pool (blank: no limit) */
  number_limit?: number | null;
  /** Seconds a number stays held after it was served before it can be shown again */
  token_hold_time?: number | null;
  /** Spare numbers (held by no visitor or post) kept rented: the scheduler rents more through the company's integration of the pool's provider, in its area code, up to number_limit */
  number_stockpile?: number | null;
  /** Unrent a number of the pool that has had no call and no impression for this many days, keeping number_stockpile spare ones (blank: never) */
  release_idle_days?: number | null;
  /** Rent another number (up to number_limit) when every number is held */
  auto_rent?: boolean | null;
  /** Carrier numbers are rented from */
  provider?: 'twilio' | 'plivo' | 'telnyx' | 'sip' | null;
  /** Local or toll-free numbers */
  number_type?: 'local' | 'toll_free' | null;
  /** ISO 3166 country of the numbers (blank: the company's default country) */
  country?: string | null;
  /** Area code of local numbers rented for the pool (blank: any) */
  area_code?: string | null;
  /** Token values added to every call to the pool: {"key":"value"} */
  extra_tokens?: JsonObject | Json[] | null;
  /** An inactive pool serves no numbers */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface RingPoolShowParams extends ShowParamsBase<RingPoolColumn> {
}

export interface RingPoolUpdateParams {
  /** Display name */
  name?: string;
  /** Offer whose calls the numbers receive */
  offer_id?: number;
  /** Traffic source credited with the calls */
  traffic_source_id?: number | null;
  /** What holds a number: a web visitor, a distinct set of optimizer token values, or an accepted post */
  tracking_type?: 'visitor' | 'tokens' | 'ping_post' | null;
  /** Most numbers in the pool (blank: no limit) */
  number_limit?: number | null;
  /** Seconds a number stays held after it was served before it can be shown again */
  token_hold_time?: number | null;
  /** Spare numbers (held by no visitor or post) kept rented: the scheduler rents more through the company's integration of the pool's provider, in its area code, up to number_limit */
  number_stockpile?: number | null;
  /** Unrent a number of the pool that has had no call and no impression for this many days, keeping number_stockpile spare ones (blank: never) */
  release_idle_days?: number | null;
  /** Rent another number (up to number_limit) when every number is held */
  auto_rent?: boolean | null;
  /** Carrier numbers are rented from */
  provider?: 'twilio' | 'plivo' | 'telnyx' | 'sip' | null;
  /** Local or toll-free numbers */
  number_type?: 'local' | 'toll_free' | null;
  /** ISO 3166 country of the numbers (blank: the company's default country) */
  country?: string | null;
  /** Area code of local numbers rented for the pool (blank: any) */
  area_code?: string | null;
  /** Token values added to every call to the pool: {"key":"value"} */
  extra_tokens?: JsonObject | Json[] | null;
  /** An inactive pool serves no numbers */
  active?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type RingPoolDestroyParams = Record<string, never>;

/** Phone number: A tracking number: the offer, traffic source and number pool its calls belong to. Created with a carrier integration of its provider (integration_type twilio, telnyx or plivo), the number is rented through that account first, and destroying it unrents it there. Without one (or with provider sip) the number is registered as one you already own. */
export interface PhoneNumber {
  id: number;
  legacy_id: number;
  type: 'PhoneNumber';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** The number, E.164 (normalised with the company's default country) */
  number: string;
  /** Label for operators */
  name: string | null;
  /** Carrier the number is rented from */
  provider: 'twilio' | 'plivo' | 'telnyx' | 'sip';
  /** Local or toll-free */
  number_type: 'local' | 'toll_free' | null;
  /** Carrier integration the number was rented through (blank: registered, not rented) */
  integration_id: number | null;
  /** Offer the calls belong to */
  offer_id: number | null;
  /** Traffic source credited with the calls */
  traffic_source_id: number | null;
  /** Pool the number serves (blank: a static tracking number) */
  ring_pool_id: number | null;
  /** Carrier's id of the rented number (Twilio PN… sid, Telnyx number order id, Plivo number) */
  provider_sid: string | null;
  /** The number can send texts (false: POST /text_messages refuses it as from, and pools skip it) */
  sms_enabled: boolean | null;
  /** Calls received */
  calls_count: number;
  /** When the last call arrived */
  last_call_at: string | null;
  /** Where the carrier was told to send the number's calls (blank: not pointed at Leadline) */
  voice_url: string | null;
  /** Where the carrier was told to send the number's calls when Leadline fails to answer (from its offer) */
  voice_fallback_url: string | null;
  /** Whether the number's calls are pointed at Leadline (voice_url set) */
  pointed: boolean | null;
  /** Why a rented number was left unpointed (no reachable origin), until point_webhooks points it */
  pointing_warning: string | null;
  /** Where the carrier was told to send the texts the number receives (blank: not pointed; a Telnyx number needs the integration's settings.messaging_profile_id) */
  sms_url: string | null;
}

export type PhoneNumberColumn = keyof PhoneNumber;

export interface PhoneNumberListParams extends ListParamsBase<PhoneNumberColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'number' | 'name' | 'calls_count' | 'last_call_at';
  /** The number, E.164 (normalised with the company's default country) */
  number?: string;
  /** Label for operators */
  name?: string;
  /** Carrier the number is rented from */
  provider?: ('twilio' | 'plivo' | 'telnyx' | 'sip') | ('twilio' | 'plivo' | 'telnyx' | 'sip')[];
  /** Local or toll-free */
  number_type?: ('local' | 'toll_free') | ('local' | 'toll_free')[];
  /** Carrier integration the number was rented through (blank: registered, not rented) */
  integration_id?: number | number[];
  /** Offer the calls belong to */
  offer_id?: number | number[];
  /** Traffic source credited with the calls */
  traffic_source_id?: number | number[];
  /** Pool the number serves (blank: a static tracking number) */
  ring_pool_id?: number | number[];
  /** Carrier's id of the rented number (Twilio PN… sid, Telnyx number order id, Plivo number) */
  provider_sid?: string;
  /** The number can send texts (false: POST /text_messages refuses it as from, and pools skip it) */
  sms_enabled?: boolean;
  /** Calls received */
  calls_count?: number | number[];
  /** Where the carrier was told to send the number's calls (blank: not pointed at Leadline) */
  voice_url?: string;
  /** Where the carrier was told to send the number's calls when Leadline fails to answer (from its offer) */
  voice_fallback_url?: string;
  /** Why a rented number was left unpointed (no reachable origin), until point_webhooks points it */
  pointing_warning?: string;
  /** Where the carrier was told to send the texts the number receives (blank: not pointed; a Telnyx number needs the integration's settings.messaging_profile_id) */
  sms_url?: string;
}

export interface PhoneNumberCreateParams {
  /** The number, E.164 (normalised with the company's default country) */
  number: string;
  /** Label for operators */
  name?: string | null;
  /** Carrier the number is rented from */
  provider: 'twilio' | 'plivo' | 'telnyx' | 'sip';
  /** Local or toll-free */
  number_type?: 'local' | 'toll_free' | null;
  /** Offer the calls belong to */
  offer_id?: number | null;
  /** Traffic source credited with the calls */
  traffic_source_id?: number | null;
  /** Pool the number serves (blank: a static tracking number) */
  ring_pool_id?: number | null;
  /** The number can send texts (false: POST /text_messages refuses it as from, and pools skip it) */
  sms_enabled?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
  /** Carrier integration to rent the number through (blank: the company's one active integration of the provider; with none, the number is registered as one you already own) */
  integration_id?: number;
}

export interface PhoneNumberShowParams extends ShowParamsBase<PhoneNumberColumn> {
}

export interface PhoneNumberUpdateParams {
  /** Label for operators */
  name?: string | null;
  /** Offer the calls belong to */
  offer_id?: number | null;
  /** Traffic source credited with the calls */
  traffic_source_id?: number | null;
  /** Pool the number serves (blank: a static tracking number) */
  ring_pool_id?: number | null;
  /** The number can send texts (false: POST /text_messages refuses it as from, and pools skip it) */
  sms_enabled?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface PhoneNumberDestroyParams {
  /** false deletes the record but keeps the number rented at the carrier (default true: unrent it first) */
  release?: boolean;
}

/** Call: One phone call: who was called from which number, for which offer, schedule and lead, through which carrier, the buyer it was forwarded to, and how it ended. Outbound calls are placed by POST /schedules/make_call or POST /calls; the carrier reports their progress. Written by the engine; list and show, and updates of its money, conversions and tokens (postbacks). */
export interface Call {
  id: number;
  legacy_id: number;
  type: 'Call';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** outbound: Leadline called the lead */
  direction: 'inbound' | 'outbound' | null;
  /** The consumer: the lead called (outbound) or who called in (inbound), E.164 */
  caller_number: string | null;
  /** The number dialled: the lead (outbound) or a tracking number */
  number_called: string | null;
  /** Caller id shown: the tracking number the call was placed from */
  from_number: string | null;
  /** Tracking number the call was placed from or came in on */
  number_id: number | null;
  /** Offer the call belongs to */
  offer_id: number | null;
  /** Schedule that placed it */
  schedule_id: number | null;
  /** Lead called (→ leads) */
  lead_id: number | null;
  /** Traffic source credited */
  traffic_source_id: number | null;
  /** Buyer the call was forwarded to */
  buyer_id: number | null;
  /** Number or SIP address the call was forwarded to */
  connected_to: string | null;
  /** Buyers the call was offered to, in order: one that does not answer passes it to the next */
  buyers_tried: Json | null;
  /** Seconds the buyer was on the call */
  answered_duration: number;
  /** Where the call is */
  status: 'queued' | 'ringing' | 'in_progress' | 'completed' | 'busy' | 'no_answer' | 'failed' | 'canceled';
  /** Carrier that carried it */
  provider: 'twilio' | 'plivo' | 'telnyx' | 'sip' | null;
  /** Carrier account it was placed through */
  integration_id: number | null;
  /** The carrier's id of the call */
  call_sid: string | null;
  /** When the lead answered */
  answered_at: string | null;
  /** When the call ended */
  ended_at: string | null;
  /** Seconds from answer to hang-up */
  total_duration: number;
  /** Why it ended: the carrier's cause, or Leadline's (no_buyer_available, carrier_refused) */
  hangup_cause: string | null;
  /** Revenue earned from the call */
  revenue: number;
  /** Payout owed for the call */
  payout: number;
  /** The offer's name */
  offer: string | null;
  /** The offer's external id */
  user_offer_id: string | null;
  /** The buyer's name */
  buyer: string | null;
  /** The buyer's external id */
  user_buyer_id: string | null;
  /** The traffic source's company name */
  traffic_source: string | null;
  /** The traffic source's external id */
  user_traffic_source_id: string | null;
  /** The schedule's name */
  schedule_name: string | null;
  /** TrackDrive name of revenue */
  buyer_revenue: number | null;
  /** TrackDrive name of payout */
  traffic_source_payout: number | null;
  /** revenue − payout − provider_cost: what the call earned after paying the source and the carrier */
  profit: number | null;
  /** Disposition the latest agent disposition applied (→ call_dispositions) */
  disposition_id: number | null;
  /** Its key */
  disposition_key: string | null;
  /** Its name */
  disposition_name: string | null;
  /** The agent's notes */
  disposition_notes: string | null;
  /** Ring pool the tracking number was drawn from (DNI) */
  ring_pool_id: number | null;
  /** A buyer conversion fired (the buyer pays revenue): "Converted" or "Not Converted", the words live clients compare; the buyer_converted filter takes a boolean */
  buyer_converted: 'Converted' | 'Not Converted';
  /** buyer_converted as a boolean, for clients that test it for truth ("Not Converted" is a truthy string) */
  buyer_converted_bool: boolean | null;
  /** An offer conversion fired: the traffic source is paid payout */
  offer_converted: boolean;
  /** Buyer conversion rule that fired */
  buyer_conversion_id: number | null;
  /** Offer conversion rule that fired */
  offer_conversion_id: number | null;
  /** true: the caller reached this buyer on an earlier call inside the repeat window (the offer conversion's duplicate_timeframe, else the offer's, else a day), or converted for it inside its buyer conversion's */
  buyer_repeat_caller: boolean;
  /** true: the caller called this offer before inside the repeat window (the offer conversion's duplicate_timeframe, else the offer's, else a day) */
  offer_repeat_caller: boolean;
  /** The traffic source is paid (offer_converted), in the words of buyer_converted */
  traffic_source_converted: string | null;
  /** true: the caller came through this traffic source before inside the repeat window */
  traffic_source_repeat_caller: boolean;
  /** Seconds in the IVR before the call was forwarded */
  ivr_duration: number;
  /** Seconds the caller waited for a buyer */
  hold_duration: number;
  /** The carrier's recording of the call */
  recording_url: string | null;
  /** When the recording is deleted, here and at the carrier: the recording rule's retention_days after the call (blank: kept) */
  recording_expires_at: string | null;
  /** When retention deleted the recording at the carrier */
  recording_deleted_at: string | null;
  /** Where retention copied the recording in the company's S3 bucket before deleting it at the carrier */
  recording_s3_key: string | null;
  /** Where the transcription of the recording is (blank: not transcribed) */
  transcription_status: 'queued' | 'processing' | 'completed' | 'failed' | null;
  /** The recording as text, one "speaker: words" line per turn (caller/agent on two-channel recordings) */
  transcript: string | null;
  /** Why the transcription failed: the provider's answer */
  transcription_error: string | null;
  /** When the transcript was kept */
  transcribed_at: string | null;
  /** Phrases of transcription keyword groups found in the transcript */
  matched_keywords: string[] | null;
  /** A keyword group that flags for quality review matched the transcript */
  needs_quality_review: boolean;
  /** Tokens of the call: the DNI visitor, the lead, post-call tokens */
  token_values: Json | null;
  /** What the carrier charged for the call, when it reports it */
  provider_cost: number;
  /** Call name (TrackDrive); Leadline names none: null */
  name: string | null;
  /** Call category (TrackDrive); Leadline has none: null */
  category: string | null;
  /** QA reviewer (TrackDrive): null */
  quality_assurance_user_id: number | null;
  /** QA reviewer's name (TrackDrive): null */
  quality_assurance_name: string | null;
  /** QA review (TrackDrive): null */
  quality_assurance_id: number | null;
  /** In-house agent (TrackDrive): null */
  agent_id: number | null;
  /** caller_number with its last four digits hidden (+1415555****) */
  obfuscated_caller_number: string | null;
  /** The caller's city as the carrier reported it (FromCity), else null */
  caller_city: string | null;
  /** The caller's country as the carrier reported it (FromCountry), else its number's (US, CA, GB) */
  caller_country: string | null;
  /** Seconds before the buyer took the call (IVR, hold, ringing): total_duration − answered_duration */
  attempted_duration: number | null;
  /** Seconds the answering buyer or agent was on the call (answered_duration) */
  agent_duration: number | null;
  /** The sub_id token of the call, else null */
  sub_id: string | null;
  /** What the call cost, as booked (provider_cost) */
  trackdrive_cost: number | null;
  /** Webhook requests Leadline sent about the call (webhook_logs) */
  outgoing_webhooks_count: number | null;
  /** The lead's contact_field_type, for a call of a lead */
  contact_field_type: string | null;
}

export type CallColumn = keyof Call;

export interface CallListParams extends ListParamsBase<CallColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'status' | 'ended_at' | 'total_duration';
  /** outbound: Leadline called the lead */
  direction?: ('inbound' | 'outbound') | ('inbound' | 'outbound')[];
  /** The consumer: the lead called (outbound) or who called in (inbound), E.164 */
  caller_number?: string;
  /** The number dialled: the lead (outbound) or a tracking number */
  number_called?: string;
  /** Caller id shown: the tracking number the call was placed from */
  from_number?: string;
  /** Tracking number the call was placed from or came in on */
  number_id?: number | number[];
  /** Offer the call belongs to */
  offer_id?: number | number[];
  /** Schedule that placed it */
  schedule_id?: number | number[];
  /** Lead called (→ leads) */
  lead_id?: number | number[];
  /** Traffic source credited */
  traffic_source_id?: number | number[];
  /** Buyer the call was forwarded to */
  buyer_id?: number | number[];
  /** Number or SIP address the call was forwarded to */
  connected_to?: string;
  /** Seconds the buyer was on the call */
  answered_duration?: number | number[];
  /** Where the call is */
  status?: ('queued' | 'ringing' | 'in_progress' | 'completed' | 'busy' | 'no_answer' | 'failed' | 'canceled') | ('queued' | 'ringing' | 'in_progress' | 'completed' | 'busy' | 'no_answer' | 'failed' | 'canceled')[];
  /** Carrier that carried it */
  provider?: ('twilio' | 'plivo' | 'telnyx' | 'sip') | ('twilio' | 'plivo' | 'telnyx' | 'sip')[];
  /** Carrier account it was placed through */
  integration_id?: number | number[];
  /** The carrier's id of the call */
  call_sid?: string;
  /** Seconds from answer to hang-up */
  total_duration?: number | number[];
  /** Why it ended: the carrier's cause, or Leadline's (no_buyer_available, carrier_refused) */
  hangup_cause?: string;
  /** Revenue earned from the call */
  revenue?: number;
  /** Payout owed for the call */
  payout?: number;
  /** Ring pool the tracking number was drawn from (DNI) */
  ring_pool_id?: number | number[];
  /** A buyer conversion fired (the buyer pays revenue): "Converted" or "Not Converted", the words live clients compare; the buyer_converted filter takes a boolean */
  buyer_converted?: boolean;
  /** An offer conversion fired: the traffic source is paid payout */
  offer_converted?: boolean;
  /** Buyer conversion rule that fired */
  buyer_conversion_id?: number | number[];
  /** Offer conversion rule that fired */
  offer_conversion_id?: number | number[];
  /** true: the caller reached this buyer on an earlier call inside the repeat window (the offer conversion's duplicate_timeframe, else the offer's, else a day), or converted for it inside its buyer conversion's */
  buyer_repeat_caller?: boolean;
  /** true: the caller called this offer before inside the repeat window (the offer conversion's duplicate_timeframe, else the offer's, else a day) */
  offer_repeat_caller?: boolean;
  /** true: the caller came through this traffic source before inside the repeat window */
  traffic_source_repeat_caller?: boolean;
  /** Seconds in the IVR before the call was forwarded */
  ivr_duration?: number | number[];
  /** Seconds the caller waited for a buyer */
  hold_duration?: number | number[];
  /** The carrier's recording of the call */
  recording_url?: string;
  /** Where retention copied the recording in the company's S3 bucket before deleting it at the carrier */
  recording_s3_key?: string;
  /** Where the transcription of the recording is (blank: not transcribed) */
  transcription_status?: ('queued' | 'processing' | 'completed' | 'failed') | ('queued' | 'processing' | 'completed' | 'failed')[];
  /** A keyword group that flags for quality review matched the transcript */
  needs_quality_review?: boolean;
  /** What the carrier charged for the call, when it reports it */
  provider_cost?: number;
  /** true: the buyer or the offer converted; false: neither did */
  either_converted?: boolean;
  /** Calls whose id is at least this (poll for new calls: send the last id seen plus one) */
  id_from?: number;
  /** true: calls with a recording_url; false: without */
  has_recording?: boolean;
  /** true: the caller waited in a hold queue (hold_duration above 0); false: never held */
  placed_on_hold?: boolean;
  /** true: only calls that have not ended (queued, ringing, in_progress); false: the ended ones */
  in_progress?: boolean;
  /** Calls that ended at or after this time */
  ended_at_from?: string | Date;
  /** Calls that ended at or before this time */
  ended_at_to?: string | Date;
}

export interface CallShowParams extends ShowParamsBase<CallColumn> {
}

/** Number order: A bulk purchase of tracking numbers from a provider, optionally for a pool, offer and traffic source. Creating it queues a job that searches and rents the numbers through the company’s carrier integration, prefix by prefix (its number_order_prefixes, in sortable_order; none: any number), and records its progress here. Deleting an order that is still buying stops it; numbers bought stay rented. */
export interface NumberOrder {
  id: number;
  legacy_id: number;
  type: 'NumberOrder';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Label for operators */
  name: string | null;
  /** Carrier the numbers are rented from */
  provider: 'twilio' | 'plivo' | 'telnyx' | 'sip';
  /** Local or toll-free numbers */
  number_type: 'local' | 'toll_free' | null;
  /** ISO 3166 country of the numbers (blank: the company's default country) */
  country: string | null;
  /** Numbers to buy in total */
  quantity: number;
  /** Pool the bought numbers join */
  ring_pool_id: number | null;
  /** Offer the bought numbers are assigned to */
  offer_id: number | null;
  /** Traffic source the bought numbers are assigned to */
  traffic_source_id: number | null;
  /** Progress of the order */
  status: 'pending' | 'processing' | 'completed' | 'partially_completed' | 'failed' | 'cancelled';
  /** Numbers bought so far */
  ordered_count: number;
  /** The number being rented right now (written before the carrier is asked, so a retry finds it) */
  buying_number: string | null;
  /** The prefix the number being rented counts toward (blank: none, or the order has no prefixes) */
  buying_prefix_id: number | null;
  /** Why the order failed or stopped short: what the carrier said, or which prefixes ran out */
  error_message: string | null;
  /** When the order finished buying */
  completed_at: string | null;
}

export type NumberOrderColumn = keyof NumberOrder;

export interface NumberOrderListParams extends ListParamsBase<NumberOrderColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'quantity';
  /** Label for operators */
  name?: string;
  /** Carrier the numbers are rented from */
  provider?: ('twilio' | 'plivo' | 'telnyx' | 'sip') | ('twilio' | 'plivo' | 'telnyx' | 'sip')[];
  /** Local or toll-free numbers */
  number_type?: ('local' | 'toll_free') | ('local' | 'toll_free')[];
  /** ISO 3166 country of the numbers (blank: the company's default country) */
  country?: string;
  /** Numbers to buy in total */
  quantity?: number | number[];
  /** Pool the bought numbers join */
  ring_pool_id?: number | number[];
  /** Offer the bought numbers are assigned to */
  offer_id?: number | number[];
  /** Traffic source the bought numbers are assigned to */
  traffic_source_id?: number | number[];
  /** Progress of the order */
  status?: ('pending' | 'processing' | 'completed' | 'partially_completed' | 'failed' | 'cancelled') | ('pending' | 'processing' | 'completed' | 'partially_completed' | 'failed' | 'cancelled')[];
  /** Numbers bought so far */
  ordered_count?: number | number[];
  /** The number being rented right now (written before the carrier is asked, so a retry finds it) */
  buying_number?: string;
  /** The prefix the number being rented counts toward (blank: none, or the order has no prefixes) */
  buying_prefix_id?: number | number[];
}

export interface NumberOrderBuildParams {
  /** Label for operators */
  name?: string | null;
  /** Carrier the numbers are rented from */
  provider?: 'twilio' | 'plivo' | 'telnyx' | 'sip';
  /** Local or toll-free numbers */
  number_type?: 'local' | 'toll_free' | null;
  /** ISO 3166 country of the numbers (blank: the company's default country) */
  country?: string | null;
  /** Numbers to buy in total */
  quantity?: number;
  /** Pool the bought numbers join */
  ring_pool_id?: number | null;
  /** Offer the bought numbers are assigned to */
  offer_id?: number | null;
  /** Traffic source the bought numbers are assigned to */
  traffic_source_id?: number | null;
}

export interface NumberOrderCreateParams {
  /** Label for operators */
  name?: string | null;
  /** Carrier the numbers are rented from */
  provider: 'twilio' | 'plivo' | 'telnyx' | 'sip';
  /** Local or toll-free numbers */
  number_type?: 'local' | 'toll_free' | null;
  /** ISO 3166 country of the numbers (blank: the company's default country) */
  country?: string | null;
  /** Numbers to buy in total */
  quantity: number;
  /** Pool the bought numbers join */
  ring_pool_id?: number | null;
  /** Offer the bought numbers are assigned to */
  offer_id?: number | null;
  /** Traffic source the bought numbers are assigned to */
  traffic_source_id?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
  /** The prefixes to buy from, in order: area codes or leading digits ("415", "415555"), or {"prefix":"415","quantity":3} for at most that many from one; each becomes a number_order_prefix */
  prefixes?: JsonObject | Json[];
}

export interface NumberOrderShowParams extends ShowParamsBase<NumberOrderColumn> {
}

export interface NumberOrderUpdateParams {
  /** Label for operators */
  name?: string | null;
  /** Carrier the numbers are rented from */
  provider?: 'twilio' | 'plivo' | 'telnyx' | 'sip';
  /** Local or toll-free numbers */
  number_type?: 'local' | 'toll_free' | null;
  /** ISO 3166 country of the numbers (blank: the company's default country) */
  country?: string | null;
  /** Numbers to buy in total */
  quantity?: number;
  /** Pool the bought numbers join */
  ring_pool_id?: number | null;
  /** Offer the bought numbers are assigned to */
  offer_id?: number | null;
  /** Traffic source the bought numbers are assigned to */
  traffic_source_id?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type NumberOrderDestroyParams = Record<string, never>;

/** Number order prefix: An area code or number prefix a number order buys from, tried in sortable_order, each up to its own quantity. */
export interface NumberOrderPrefix {
  id: number;
  legacy_id: number;
  type: 'NumberOrderPrefix';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Order the prefix belongs to */
  number_order_id: number;
  /** Area code or leading digits of the numbers (after the country code) */
  prefix: string;
  /** Most numbers bought with this prefix (blank: as many as the order needs) */
  quantity: number | null;
  /** Numbers bought with this prefix */
  ordered_count: number;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order: number | null;
}

export type NumberOrderPrefixColumn = keyof NumberOrderPrefix;

export interface NumberOrderPrefixListParams extends ListParamsBase<NumberOrderPrefixColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'prefix' | 'sortable_order';
  /** Order the prefix belongs to */
  number_order_id?: number | number[];
  /** Area code or leading digits of the numbers (after the country code) */
  prefix?: string;
  /** Most numbers bought with this prefix (blank: as many as the order needs) */
  quantity?: number | number[];
  /** Numbers bought with this prefix */
  ordered_count?: number | number[];
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number;
}

export interface NumberOrderPrefixBuildParams {
  /** Order the prefix belongs to */
  number_order_id?: number;
  /** Area code or leading digits of the numbers (after the country code) */
  prefix?: string;
  /** Most numbers bought with this prefix (blank: as many as the order needs) */
  quantity?: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
}

export interface NumberOrderPrefixCreateParams {
  /** Order the prefix belongs to */
  number_order_id: number;
  /** Area code or leading digits of the numbers (after the country code) */
  prefix: string;
  /** Most numbers bought with this prefix (blank: as many as the order needs) */
  quantity?: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface NumberOrderPrefixShowParams extends ShowParamsBase<NumberOrderPrefixColumn> {
}

export interface NumberOrderPrefixUpdateParams {
  /** Order the prefix belongs to */
  number_order_id?: number;
  /** Area code or leading digits of the numbers (after the country code) */
  prefix?: string;
  /** Most numbers bought with this prefix (blank: as many as the order needs) */
  quantity?: number | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type NumberOrderPrefixDestroyParams = Record<string, never>;

/** Sound file: Audio played on calls (greetings, prompts, whispers, voicemail messages): a recording uploaded as a multipart file or fetched from a URL when saved, or text spoken by text-to-speech. A recording is probed (mp3 or wav, its length) and kept by Leadline: in the database, or in the bucket of the company’s active aws_s3 integration when it has one. Carriers fetch it at a signed link that expires (GET /sound_files/audio/:company/:file). */
export interface SoundFile {
  id: number;
  legacy_id: number;
  type: 'SoundFile';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Display name */
  name: string;
  /** Where the recording was fetched from when saved (mp3 or wav); blank on update removes the recording */
  url: string | null;
  /** Text spoken when there is no recording; may contain [tokens] */
  text_to_speech: string | null;
  /** Text-to-speech voice (blank: the default voice) */
  voice: string | null;
  /** Length of the recording, read from its frames */
  duration_seconds: number | null;
  /** Media type of the recording: audio/mpeg or audio/wav */
  content_type: string | null;
  /** Size of the recording */
  size_bytes: number | null;
  /** Where Leadline keeps the recording */
  storage: 'database' | 's3' | null;
  /** The aws_s3 integration whose bucket holds it */
  integration_id: number | null;
}

export type SoundFileColumn = keyof SoundFile;

export interface SoundFileListParams extends ListParamsBase<SoundFileColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name';
  /** Display name */
  name?: string;
  /** Where the recording was fetched from when saved (mp3 or wav); blank on update removes the recording */
  url?: string;
  /** Text-to-speech voice (blank: the default voice) */
  voice?: string;
  /** Length of the recording, read from its frames */
  duration_seconds?: number;
  /** Media type of the recording: audio/mpeg or audio/wav */
  content_type?: string;
  /** Size of the recording */
  size_bytes?: number | number[];
  /** Where Leadline keeps the recording */
  storage?: ('database' | 's3') | ('database' | 's3')[];
  /** The aws_s3 integration whose bucket holds it */
  integration_id?: number | number[];
}

export interface SoundFileBuildParams {
  /** Display name */
  name?: string;
  /** Where the recording was fetched from when saved (mp3 or wav); blank on update removes the recording */
  url?: string | null;
  /** Text spoken when there is no recording; may contain [tokens] */
  text_to_speech?: string | null;
  /** Text-to-speech voice (blank: the default voice) */
  voice?: string | null;
}

export interface SoundFileCreateParams {
  /** Display name */
  name: string;
  /** Where the recording was fetched from when saved (mp3 or wav); blank on update removes the recording */
  url?: string | null;
  /** Text spoken when there is no recording; may contain [tokens] */
  text_to_speech?: string | null;
  /** Text-to-speech voice (blank: the default voice) */
  voice?: string | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface SoundFileShowParams extends ShowParamsBase<SoundFileColumn> {
}

export interface SoundFileUpdateParams {
  /** Display name */
  name?: string;
  /** Where the recording was fetched from when saved (mp3 or wav); blank on update removes the recording */
  url?: string | null;
  /** Text spoken when there is no recording; may contain [tokens] */
  text_to_speech?: string | null;
  /** Text-to-speech voice (blank: the default voice) */
  voice?: string | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type SoundFileDestroyParams = Record<string, never>;

/** Sound playlist: Sound files played one after another: hold music, ringback while the buyer is dialled. */
export interface SoundPlaylist {
  id: number;
  legacy_id: number;
  type: 'SoundPlaylist';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Display name */
  name: string;
  /** Notes for operators */
  description: string | null;
  /** Sound files in the playlist */
  sound_file_ids: number[];
  /** Play the files in random order */
  shuffle: boolean | null;
  /** Start again after the last file */
  loop: boolean | null;
}

export type SoundPlaylistColumn = keyof SoundPlaylist;

export interface SoundPlaylistListParams extends ListParamsBase<SoundPlaylistColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name';
  /** Display name */
  name?: string;
  /** Play the files in random order */
  shuffle?: boolean;
  /** Start again after the last file */
  loop?: boolean;
}

export interface SoundPlaylistBuildParams {
  /** Display name */
  name?: string;
  /** Notes for operators */
  description?: string | null;
  /** Sound files in the playlist */
  sound_file_ids?: number[];
  /** Play the files in random order */
  shuffle?: boolean | null;
  /** Start again after the last file */
  loop?: boolean | null;
}

export interface SoundPlaylistCreateParams {
  /** Display name */
  name: string;
  /** Notes for operators */
  description?: string | null;
  /** Sound files in the playlist */
  sound_file_ids?: number[];
  /** Adds to sound_file_ids (ids); safe under concurrent requests */
  add_sound_file_ids?: number[];
  /** Removes from sound_file_ids (ids); safe under concurrent requests */
  remove_sound_file_ids?: number[];
  /** Play the files in random order */
  shuffle?: boolean | null;
  /** Start again after the last file */
  loop?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface SoundPlaylistShowParams extends ShowParamsBase<SoundPlaylistColumn> {
}

export interface SoundPlaylistUpdateParams {
  /** Display name */
  name?: string;
  /** Notes for operators */
  description?: string | null;
  /** Sound files in the playlist */
  sound_file_ids?: number[];
  /** Adds to sound_file_ids (ids); safe under concurrent requests */
  add_sound_file_ids?: number[];
  /** Removes from sound_file_ids (ids); safe under concurrent requests */
  remove_sound_file_ids?: number[];
  /** Play the files in random order */
  shuffle?: boolean | null;
  /** Start again after the last file */
  loop?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type SoundPlaylistDestroyParams = Record<string, never>;

/** Sip header parser group: A set of SIP header parsers applied to calls that arrive over SIP: each parser copies a header into a token. Stored; no behaviour yet: nothing in Leadline acts on these records. */
export interface SipHeaderParserGroup {
  id: number;
  legacy_id: number;
  type: 'SipHeaderParserGroup';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Display name */
  name: string;
  /** Offer whose SIP calls are parsed (blank: every offer) */
  offer_id: number | null;
  /** Notes for operators */
  description: string | null;
  /** Inactive groups are skipped */
  active: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order: number | null;
}

export type SipHeaderParserGroupColumn = keyof SipHeaderParserGroup;

export interface SipHeaderParserGroupListParams extends ListParamsBase<SipHeaderParserGroupColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'sortable_order';
  /** Display name */
  name?: string;
  /** Offer whose SIP calls are parsed (blank: every offer) */
  offer_id?: number | number[];
  /** Inactive groups are skipped */
  active?: boolean;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number;
}

export interface SipHeaderParserGroupBuildParams {
  /** Display name */
  name?: string;
  /** Offer whose SIP calls are parsed (blank: every offer) */
  offer_id?: number | null;
  /** Notes for operators */
  description?: string | null;
  /** Inactive groups are skipped */
  active?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
}

export interface SipHeaderParserGroupCreateParams {
  /** Display name */
  name: string;
  /** Offer whose SIP calls are parsed (blank: every offer) */
  offer_id?: number | null;
  /** Notes for operators */
  description?: string | null;
  /** Inactive groups are skipped */
  active?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface SipHeaderParserGroupShowParams extends ShowParamsBase<SipHeaderParserGroupColumn> {
}

export interface SipHeaderParserGroupUpdateParams {
  /** Display name */
  name?: string;
  /** Offer whose SIP calls are parsed (blank: every offer) */
  offer_id?: number | null;
  /** Notes for operators */
  description?: string | null;
  /** Inactive groups are skipped */
  active?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type SipHeaderParserGroupDestroyParams = Record<string, never>;

/** Sip header parser: A SIP key: copies one header of an incoming SIP call (X-Lead-Id…) into a token. Stored; no behaviour yet: nothing in Leadline acts on these records. */
export interface SipHeaderParser {
  id: number;
  legacy_id: number;
  type: 'SipHeaderParser';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Group the parser belongs to */
  sip_header_parser_group_id: number;
  /** Header read, e.g. X-Lead-Id */
  header_name: string;
  /** Token the value is stored in */
  key: string;
  /** Regular expression whose first capture group is kept (blank: the whole header value) */
  value_path: string | null;
  /** Type the value is converted to */
  value_type: 'string' | 'integer' | 'float' | 'time' | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order: number | null;
}

export type SipHeaderParserColumn = keyof SipHeaderParser;

export interface SipHeaderParserListParams extends ListParamsBase<SipHeaderParserColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'header_name' | 'sortable_order';
  /** Group the parser belongs to */
  sip_header_parser_group_id?: number | number[];
  /** Header read, e.g. X-Lead-Id */
  header_name?: string;
  /** Token the value is stored in */
  key?: string;
  /** Regular expression whose first capture group is kept (blank: the whole header value) */
  value_path?: string;
  /** Type the value is converted to */
  value_type?: ('string' | 'integer' | 'float' | 'time') | ('string' | 'integer' | 'float' | 'time')[];
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number;
}

export interface SipHeaderParserBuildParams {
  /** Group the parser belongs to */
  sip_header_parser_group_id?: number;
  /** Header read, e.g. X-Lead-Id */
  header_name?: string;
  /** Token the value is stored in */
  key?: string;
  /** Regular expression whose first capture group is kept (blank: the whole header value) */
  value_path?: string | null;
  /** Type the value is converted to */
  value_type?: 'string' | 'integer' | 'float' | 'time' | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
}

export interface SipHeaderParserCreateParams {
  /** Group the parser belongs to */
  sip_header_parser_group_id: number;
  /** Header read, e.g. X-Lead-Id */
  header_name: string;
  /** Token the value is stored in */
  key: string;
  /** Regular expression whose first capture group is kept (blank: the whole header value) */
  value_path?: string | null;
  /** Type the value is converted to */
  value_type?: 'string' | 'integer' | 'float' | 'time' | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface SipHeaderParserShowParams extends ShowParamsBase<SipHeaderParserColumn> {
}

export interface SipHeaderParserUpdateParams {
  /** Group the parser belongs to */
  sip_header_parser_group_id?: number;
  /** Header read, e.g. X-Lead-Id */
  header_name?: string;
  /** Token the value is stored in */
  key?: string;
  /** Regular expression whose first capture group is kept (blank: the whole header value) */
  value_path?: string | null;
  /** Type the value is converted to */
  value_type?: 'string' | 'integer' | 'float' | 'time' | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type SipHeaderParserDestroyParams = Record<string, never>;

/** Sip header: A header added when a call is forwarded to a SIP buyer, e.g. X-Caller-State: [geo_state]. Blank scopes apply to every SIP dial. Stored; no behaviour yet: nothing in Leadline acts on these records. */
export interface SipHeader {
  id: number;
  legacy_id: number;
  type: 'SipHeader';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Header name, e.g. X-Caller-State */
  name: string;
  /** Header value; may contain [tokens] */
  value: string;
  /** Only calls to this offer (blank: every offer) */
  offer_id: number | null;
  /** Only dials to this buyer (blank: every SIP buyer) */
  buyer_id: number | null;
  /** Only dials to buyers of this group */
  buyer_group_id: number | null;
  /** Inactive headers are not sent */
  active: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order: number | null;
}

export type SipHeaderColumn = keyof SipHeader;

export interface SipHeaderListParams extends ListParamsBase<SipHeaderColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'sortable_order';
  /** Header name, e.g. X-Caller-State */
  name?: string;
  /** Header value; may contain [tokens] */
  value?: string;
  /** Only calls to this offer (blank: every offer) */
  offer_id?: number | number[];
  /** Only dials to this buyer (blank: every SIP buyer) */
  buyer_id?: number | number[];
  /** Only dials to buyers of this group */
  buyer_group_id?: number | number[];
  /** Inactive headers are not sent */
  active?: boolean;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number;
}

export interface SipHeaderBuildParams {
  /** Header name, e.g. X-Caller-State */
  name?: string;
  /** Header value; may contain [tokens] */
  value?: string;
  /** Only calls to this offer (blank: every offer) */
  offer_id?: number | null;
  /** Only dials to this buyer (blank: every SIP buyer) */
  buyer_id?: number | null;
  /** Only dials to buyers of this group */
  buyer_group_id?: number | null;
  /** Inactive headers are not sent */
  active?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
}

export interface SipHeaderCreateParams {
  /** Header name, e.g. X-Caller-State */
  name: string;
  /** Header value; may contain [tokens] */
  value: string;
  /** Only calls to this offer (blank: every offer) */
  offer_id?: number | null;
  /** Only dials to this buyer (blank: every SIP buyer) */
  buyer_id?: number | null;
  /** Only dials to buyers of this group */
  buyer_group_id?: number | null;
  /** Inactive headers are not sent */
  active?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface SipHeaderShowParams extends ShowParamsBase<SipHeaderColumn> {
}

export interface SipHeaderUpdateParams {
  /** Header name, e.g. X-Caller-State */
  name?: string;
  /** Header value; may contain [tokens] */
  value?: string;
  /** Only calls to this offer (blank: every offer) */
  offer_id?: number | null;
  /** Only dials to this buyer (blank: every SIP buyer) */
  buyer_id?: number | null;
  /** Only dials to buyers of this group */
  buyer_group_id?: number | null;
  /** Inactive headers are not sent */
  active?: boolean | null;
  /** Position in lists and evaluation order: ascending, smaller first */
  sortable_order?: number | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type SipHeaderDestroyParams = Record<string, never>;

/** Agent message: A broadcast message shown in the selected agents' widgets. Stored; no behaviour yet: nothing in Leadline acts on these records. */
export interface AgentMessage {
  id: number;
  legacy_id: number;
  type: 'AgentMessage';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Company the record belongs to */
  company_id: number | null;
  /** Message text */
  content: string;
  /** Only agents in this status see the message (→ agent_statuses) */
  agent_status_id: number | null;
  /** User who sent the message */
  user_id: number | null;
  /** Agent widgets the message reached */
  agent_widget_count: number;
}

export type AgentMessageColumn = keyof AgentMessage;

export interface AgentMessageListParams extends ListParamsBase<AgentMessageColumn> {
  order?: 'id' | 'created_at' | 'updated_at';
  /** Only agents in this status see the message (→ agent_statuses) */
  agent_status_id?: number | number[];
  /** User who sent the message */
  user_id?: number | number[];
  /** Agent widgets the message reached */
  agent_widget_count?: number | number[];
}

export interface AgentMessageBuildParams {
  /** Message text */
  content?: string;
  /** Only agents in this status see the message (→ agent_statuses) */
  agent_status_id?: number | null;
}

export interface AgentMessageCreateParams {
  /** Message text */
  content: string;
  /** Only agents in this status see the message (→ agent_statuses) */
  agent_status_id?: number | null;
  /** Agents (buyers) who receive the message */
  buyer_ids?: number[];
  /** Adds to buyer_ids (ids); safe under concurrent requests */
  add_buyer_ids?: number[];
  /** Removes from buyer_ids (ids); safe under concurrent requests */
  remove_buyer_ids?: number[];
  /** Buyer groups whose agents receive the message */
  buyer_group_ids?: number[];
  /** Adds to buyer_group_ids (ids); safe under concurrent requests */
  add_buyer_group_ids?: number[];
  /** Removes from buyer_group_ids (ids); safe under concurrent requests */
  remove_buyer_group_ids?: number[];
  /** Call centers whose agents receive the message */
  call_center_ids?: number[];
  /** Adds to call_center_ids (ids); safe under concurrent requests */
  add_call_center_ids?: number[];
  /** Removes from call_center_ids (ids); safe under concurrent requests */
  remove_call_center_ids?: number[];
  /** Your own id for the record */
  external_record_id?: string;
}

export interface AgentMessageShowParams extends ShowParamsBase<AgentMessageColumn> {
}

export interface AgentMessageUpdateParams {
  /** Message text */
  content?: string;
  /** Only agents in this status see the message (→ agent_statuses) */
  agent_status_id?: number | null;
  /** Agents (buyers) who receive the message */
  buyer_ids?: number[];
  /** Adds to buyer_ids (ids); safe under concurrent requests */
  add_buyer_ids?: number[];
  /** Removes from buyer_ids (ids); safe under concurrent requests */
  remove_buyer_ids?: number[];
  /** Buyer groups whose agents receive the message */
  buyer_group_ids?: number[];
  /** Adds to buyer_group_ids (ids); safe under concurrent requests */
  add_buyer_group_ids?: number[];
  /** Removes from buyer_group_ids (ids); safe under concurrent requests */
  remove_buyer_group_ids?: number[];
  /** Call centers whose agents receive the message */
  call_center_ids?: number[];
  /** Adds to call_center_ids (ids); safe under concurrent requests */
  add_call_center_ids?: number[];
  /** Removes from call_center_ids (ids); safe under concurrent requests */
  remove_call_center_ids?: number[];
  /** Your own id for the record */
  external_record_id?: string;
}

export type AgentMessageDestroyParams = Record<string, never>;

/** Agent call disposition: A disposition an agent applied to a call, with the outcome flags it set. */
export interface AgentCallDisposition {
  id: number;
  legacy_id: number;
  type: 'AgentCallDisposition';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Company the record belongs to */
  company_id: number | null;
  /** Call the disposition is applied to (→ calls), given on create (a Leadline addition: the agent widget sets it in TrackDrive); the call then shows it as disposition_id/key/name/notes */
  call_id: number | null;
  /** User (agent) who applied it */
  collaborator_id: number | null;
  /** Disposition applied */
  call_disposition_id: number | null;
  /** Key of the disposition */
  key: string | null;
  /** A disposition is set */
  has_disposition: boolean | null;
  /** The call was marked answered */
  call_answered: boolean;
  /** The call was marked handled by an agent */
  agent_handled: boolean;
  /** The call was marked handled by a buyer */
  buyer_handled: boolean;
  /** The call was marked qualified */
  qualified: boolean;
  /** End of schedule was triggered */
  end_of_schedule: boolean;
  /** The caller was blocked */
  block_caller: boolean;
  /** Agent notes */
  notes: string | null;
  /** Text colour of the disposition */
  text_color: string | null;
  /** Background colour of the disposition */
  background_color: string | null;
  /** Name of the disposition */
  name: string | null;
  /** Short name of the disposition */
  short_name: string | null;
}

export type AgentCallDispositionColumn = keyof AgentCallDisposition;

export interface AgentCallDispositionListParams extends ListParamsBase<AgentCallDispositionColumn> {
  order?: 'id' | 'created_at' | 'updated_at';
  /** Call the disposition is applied to (→ calls), given on create (a Leadline addition: the agent widget sets it in TrackDrive); the call then shows it as disposition_id/key/name/notes */
  call_id?: number | number[];
  /** User (agent) who applied it */
  collaborator_id?: number | number[];
  /** Disposition applied */
  call_disposition_id?: number | number[];
  /** Key of the disposition */
  key?: string;
  /** The call was marked answered */
  call_answered?: boolean;
  /** The call was marked handled by an agent */
  agent_handled?: boolean;
  /** The call was marked handled by a buyer */
  buyer_handled?: boolean;
  /** The call was marked qualified */
  qualified?: boolean;
  /** End of schedule was triggered */
  end_of_schedule?: boolean;
  /** The caller was blocked */
  block_caller?: boolean;
  /** Text colour of the disposition */
  text_color?: string;
  /** Background colour of the disposition */
  background_color?: string;
  /** Name of the disposition */
  name?: string;
  /** Short name of the disposition */
  short_name?: string;
}

export interface AgentCallDispositionBuildParams {
  /** Call the disposition is applied to (→ calls), given on create (a Leadline addition: the agent widget sets it in TrackDrive); the call then shows it as disposition_id/key/name/notes */
  call_id?: number | null;
  /** Disposition applied */
  call_disposition_id?: number | null;
  /** Agent notes */
  notes?: string | null;
}

export interface AgentCallDispositionCreateParams {
  /** Call the disposition is applied to (→ calls), given on create (a Leadline addition: the agent widget sets it in TrackDrive); the call then shows it as disposition_id/key/name/notes */
  call_id?: number | null;
  /** Disposition applied */
  call_disposition_id?: number | null;
  /** Agent notes */
  notes?: string | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface AgentCallDispositionShowParams extends ShowParamsBase<AgentCallDispositionColumn> {
}

export interface AgentCallDispositionUpdateParams {
  /** Disposition applied */
  call_disposition_id?: number | null;
  /** Agent notes */
  notes?: string | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type AgentCallDispositionDestroyParams = Record<string, never>;

/** Agent status timestamp: A read-only log of agent status changes (online, on break, offline…). Stored; no behaviour yet: nothing in Leadline acts on these records. */
export interface AgentStatusTimestamp {
  id: number;
  created_at: string;
  updated_at: string;
  /** Company the record belongs to */
  company_id: number | null;
  /** User whose status changed */
  user_id: number | null;
  /** Collaborator (agent membership) whose status changed */
  collaborator_id: number | null;
  /** Agent widget the change came from */
  agent_widget_id: number | null;
  /** Status entered */
  agent_status_id: number | null;
  /** Key of the status entered */
  key: string | null;
}

export type AgentStatusTimestampColumn = keyof AgentStatusTimestamp;

export interface AgentStatusTimestampListParams extends ListParamsBase<AgentStatusTimestampColumn> {
  order?: 'id' | 'created_at' | 'updated_at';
  /** User whose status changed */
  user_id?: number | number[];
  /** Collaborator (agent membership) whose status changed */
  collaborator_id?: number | number[];
  /** Agent widget the change came from */
  agent_widget_id?: number | number[];
  /** Status entered */
  agent_status_id?: number | number[];
  /** Key of the status entered */
  key?: string;
}

/** Schedule agent: An agent set up by the agent wizard: who takes the calls schedules place to leads, where they are reached, and which schedules and offers they work. Stored; no behaviour yet: nothing in Leadline acts on these records. */
export interface ScheduleAgent {
  id: number;
  legacy_id: number;
  type: 'ScheduleAgent';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Agent name */
  name: string;
  /** Agent login e-mail */
  email: string | null;
  /** Where the agent is called (blank: the agent answers in the browser widget) */
  number: string | null;
  /** Schedules whose calls the agent takes */
  schedule_ids: number[];
  /** Offers whose inbound calls the agent takes */
  offer_ids: number[];
  /** Call center the agent works in */
  call_center_id: number | null;
  /** Buyer record the router dials for this agent (made by the wizard) */
  buyer_id: number | null;
  /** IANA time zone of the agent (default: the company zone) */
  time_zone: string | null;
  /** Most simultaneous calls */
  concurrency_cap_limit: number | null;
  /** A paused agent receives no calls */
  paused: boolean | null;
}

export type ScheduleAgentColumn = keyof ScheduleAgent;

export interface ScheduleAgentListParams extends ListParamsBase<ScheduleAgentColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name' | 'email';
  /** Agent name */
  name?: string;
  /** Agent login e-mail */
  email?: string;
  /** Where the agent is called (blank: the agent answers in the browser widget) */
  number?: string;
  /** Call center the agent works in */
  call_center_id?: number | number[];
  /** Buyer record the router dials for this agent (made by the wizard) */
  buyer_id?: number | number[];
  /** Most simultaneous calls */
  concurrency_cap_limit?: number | number[];
  /** A paused agent receives no calls */
  paused?: boolean;
}

export interface ScheduleAgentBuildParams {
  /** Agent name */
  name?: string;
  /** Agent login e-mail */
  email?: string | null;
  /** Where the agent is called (blank: the agent answers in the browser widget) */
  number?: string | null;
  /** Schedules whose calls the agent takes */
  schedule_ids?: number[];
  /** Offers whose inbound calls the agent takes */
  offer_ids?: number[];
  /** Call center the agent works in */
  call_center_id?: number | null;
  /** IANA time zone of the agent (default: the company zone) */
  time_zone?: string | null;
  /** Most simultaneous calls */
  concurrency_cap_limit?: number | null;
  /** A paused agent receives no calls */
  paused?: boolean | null;
}

export interface ScheduleAgentCreateParams {
  /** Agent name */
  name: string;
  /** Agent login e-mail */
  email?: string | null;
  /** Where the agent is called (blank: the agent answers in the browser widget) */
  number?: string | null;
  /** Schedules whose calls the agent takes */
  schedule_ids?: number[];
  /** Adds to schedule_ids (ids); safe under concurrent requests */
  add_schedule_ids?: number[];
  /** Removes from schedule_ids (ids); safe under concurrent requests */
  remove_schedule_ids?: number[];
  /** Offers whose inbound calls the agent takes */
  offer_ids?: number[];
  /** Adds to offer_ids (ids); safe under concurrent requests */
  add_offer_ids?: number[];
  /** Removes from offer_ids (ids); safe under concurrent requests */
  remove_offer_ids?: number[];
  /** Call center the agent works in */
  call_center_id?: number | null;
  /** IANA time zone of the agent (default: the company zone) */
  time_zone?: string | null;
  /** Most simultaneous calls */
  concurrency_cap_limit?: number | null;
  /** A paused agent receives no calls */
  paused?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface ScheduleAgentShowParams extends ShowParamsBase<ScheduleAgentColumn> {
}

export interface ScheduleAgentUpdateParams {
  /** Agent name */
  name?: string;
  /** Agent login e-mail */
  email?: string | null;
  /** Where the agent is called (blank: the agent answers in the browser widget) */
  number?: string | null;
  /** Schedules whose calls the agent takes */
  schedule_ids?: number[];
  /** Adds to schedule_ids (ids); safe under concurrent requests */
  add_schedule_ids?: number[];
  /** Removes from schedule_ids (ids); safe under concurrent requests */
  remove_schedule_ids?: number[];
  /** Offers whose inbound calls the agent takes */
  offer_ids?: number[];
  /** Adds to offer_ids (ids); safe under concurrent requests */
  add_offer_ids?: number[];
  /** Removes from offer_ids (ids); safe under concurrent requests */
  remove_offer_ids?: number[];
  /** Call center the agent works in */
  call_center_id?: number | null;
  /** IANA time zone of the agent (default: the company zone) */
  time_zone?: string | null;
  /** Most simultaneous calls */
  concurrency_cap_limit?: number | null;
  /** A paused agent receives no calls */
  paused?: boolean | null;
  /** Your own id for the record */
  external_record_id?: string;
}

export type ScheduleAgentDestroyParams = Record<string, never>;

/** Access control list: A team: a permission policy controlling which records, actions and leads its members can access. Stored; no behaviour yet: nothing in Leadline acts on these records. */
export interface AccessControlList {
  id: number;
  legacy_id: number;
  type: 'AccessControlList';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Company the record belongs to */
  company_id: number | null;
  /** Team name */
  name: string;
  /** E-mails of the team members */
  users_emails: string[];
}

export type AccessControlListColumn = keyof AccessControlList;

export interface AccessControlListListParams extends ListParamsBase<AccessControlListColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'name';
  /** Team name */
  name?: string;
}

export interface AccessControlListBuildParams {
  /** Team name */
  name?: string;
}

export interface AccessControlListCreateParams {
  /** Team name */
  name: string;
  /** Your own id for the record */
  external_record_id?: string;
}

export interface AccessControlListShowParams extends ShowParamsBase<AccessControlListColumn> {
}

export interface AccessControlListUpdateParams {
  /** Team name */
  name?: string;
  /** Your own id for the record */
  external_record_id?: string;
}

export type AccessControlListDestroyParams = Record<string, never>;

/** Impression: A visit that was shown a tracking number by dynamic number insertion: the page, the visitor and the tokens read, so the call that follows can be tied back to it. */
export interface Impression {
  id: number;
  legacy_id: number;
  type: 'Impression';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** Offer of the number served */
  offer_id: number | null;
  /** Pool the number came from */
  ring_pool_id: number | null;
  /** Number served */
  phone_number_id: number | null;
  /** Traffic source credited */
  traffic_source_id: number | null;
  /** Number served, E.164 */
  number: string | null;
  /** Visitor cookie id */
  visitor_id: string | null;
  /** Google Analytics client id of the visitor */
  ga_client_id: string | null;
  /** Page the number was shown on */
  url: string | null;
  /** Referring page */
  referrer: string | null;
  /** Visitor IP address */
  ip_address: string | null;
  /** Visitor browser */
  user_agent: string | null;
  /** Token values read (optimizer and impression tokens) */
  tokens: Json | null;
  /** Call that followed the impression (→ calls) */
  call_id: number | null;
  /** When the number is released back to the pool */
  expires_at: string | null;
}

export type ImpressionColumn = keyof Impression;

export interface ImpressionListParams extends ListParamsBase<ImpressionColumn> {
  order?: 'id' | 'created_at' | 'updated_at' | 'expires_at';
  /** Offer of the number served */
  offer_id?: number | number[];
  /** Pool the number came from */
  ring_pool_id?: number | number[];
  /** Number served */
  phone_number_id?: number | number[];
  /** Traffic source credited */
  traffic_source_id?: number | number[];
  /** Number served, E.164 */
  number?: string;
  /** Visitor cookie id */
  visitor_id?: string;
  /** Google Analytics client id of the visitor */
  ga_client_id?: string;
  /** Visitor IP address */
  ip_address?: string;
  /** Call that followed the impression (→ calls) */
  call_id?: number | number[];
}

/** Call event: One step of a call's timeline, written by the call engine: a leg, a buyer the router considered (and why it was excluded), a dial and its result, an exception rule, a conversion, a recording. GET /calls/:id/events answers them in order. */
export interface CallEvent {
  id: number;
  legacy_id: number;
  type: 'CallEvent';
  uuid: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  user_updated_at: string | null;
  routes_show_path: string;
  routes_edit_path: string;
  external_record_id: string | null;
  /** The call */
  call_id: number | null;
  /** What kind of step */
  event_type: 'Leg' | 'Greeting' | 'Menu' | 'KeyPress' | 'ZipEntry' | 'Extension' | 'Question' | 'Whisper' | 'BuyerAccept' | 'HoldQueue' | 'MachineDetected' | 'CallAction' | 'BuyerConsidered' | 'Dial' | 'DialResult' | 'ExceptionRule' | 'Conversion' | 'CallRecording' | 'Transcription' | 'WebhookLog' | 'Disposition' | null;
  /** Buyer the step is about, when one is */
  buyer_id: number | null;
  /** BuyerConsidered: what excluded the buyer (paused, closed, token_filter, a cap, a suppression), blank when eligible; DialResult: the outcome; ExceptionRule: its trigger; Greeting: played, or none (no_greeting_is_played); Menu: listening, or step_limit; KeyPress: the digits, or none; Whisper: played (to the buyer); BuyerAccept: asked, accepted or too_slow; ZipEntry and Extension: listening, entered, retry or failed; Question: listening, answered, retry or unanswered; HoldQueue: joined, full, back_in_line, or left (detail.outcome connected, abandoned or max_seconds_exceeded, with wait_seconds); MachineDetected: human, machine or unknown (what the carrier's detection said); CallAction: add_to_schedule, block_caller or record_voicemail (a menu action done) */
  reason: string | null;
  /** The step in full (numbers dialled, tier, weight, amounts, URLs…) */
  detail: Json | null;
}

export type CallEventColumn = keyof CallEvent;

export interface CallEventListParams extends ListParamsBase<CallEventColumn> {
  order?: 'id' | 'created_at' | 'updated_at';
  /** The call */
  call_id?: number | number[];
  /** What kind of step */
  event_type?: ('Leg' | 'Greeting' | 'Menu' | 'KeyPress' | 'ZipEntry' | 'Extension' | 'Question' | 'Whisper' | 'BuyerAccept' | 'HoldQueue' | 'MachineDetected' | 'CallAction' | 'BuyerConsidered' | 'Dial' | 'DialResult' | 'ExceptionRule' | 'Conversion' | 'CallRecording' | 'Transcription' | 'WebhookLog' | 'Disposition') | ('Leg' | 'Greeting' | 'Menu' | 'KeyPress' | 'ZipEntry' | 'Extension' | 'Question' | 'Whisper' | 'BuyerAccept' | 'HoldQueue' | 'MachineDetected' | 'CallAction' | 'BuyerConsidered' | 'Dial' | 'DialResult' | 'ExceptionRule' | 'Conversion' | 'CallRecording' | 'Transcription' | 'WebhookLog' | 'Disposition')[];
  /** Buyer the step is about, when one is */
  buyer_id?: number | number[];
  /** BuyerConsidered: what excluded the buyer (paused, closed, token_filter, a cap, a suppression), blank when eligible; DialResult: the outcome; ExceptionRule: its trigger; Greeting: played, or none (no_greeting_is_played); Menu: listening, or step_limit; KeyPress: the digits, or none; Whisper: played (to the buyer); BuyerAccept: asked, accepted or too_slow; ZipEntry and Extension: listening, entered, retry or failed; Question: listening, answered, retry or unanswered; HoldQueue: joined, full, back_in_line, or left (detail.outcome connected, abandoned or max_seconds_exceeded, with wait_seconds); MachineDetected: human, machine or unknown (what the carrier's detection said); CallAction: add_to_schedule, block_caller or record_voicemail (a menu action done) */
  reason?: string;
}

export interface CallEventShowParams extends ShowParamsBase<CallEventColumn> {
}

/** Record and parameter types of every resource, by plural name. */
export interface ResourceTypes {
  buyers: {
    record: Buyer;
    column: BuyerColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: BuyerListParams;
    build: BuyerBuildParams;
    create: BuyerCreateParams;
    show: BuyerShowParams;
    update: BuyerUpdateParams;
    destroy: BuyerDestroyParams;
  };
  buyer_groups: {
    record: BuyerGroup;
    column: BuyerGroupColumn;
    operations: 'list' | 'create' | 'show' | 'update' | 'destroy';
    list: BuyerGroupListParams;
    build: never;
    create: BuyerGroupCreateParams;
    show: BuyerGroupShowParams;
    update: BuyerGroupUpdateParams;
    destroy: BuyerGroupDestroyParams;
  };
  buyer_fleets: {
    record: BuyerFleet;
    column: BuyerFleetColumn;
    operations: 'list' | 'create' | 'show' | 'update' | 'destroy';
    list: BuyerFleetListParams;
    build: never;
    create: BuyerFleetCreateParams;
    show: BuyerFleetShowParams;
    update: BuyerFleetUpdateParams;
    destroy: BuyerFleetDestroyParams;
  };
  buyer_suppressions: {
    record: BuyerSuppression;
    column: BuyerSuppressionColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: BuyerSuppressionListParams;
    build: BuyerSuppressionBuildParams;
    create: BuyerSuppressionCreateParams;
    show: BuyerSuppressionShowParams;
    update: BuyerSuppressionUpdateParams;
    destroy: BuyerSuppressionDestroyParams;
  };
  contacts: {
    record: Contact;
    column: ContactColumn;
    operations: 'list' | 'show' | 'update';
    list: ContactListParams;
    build: never;
    create: never;
    show: ContactShowParams;
    update: ContactUpdateParams;
    destroy: never;
  };
  leads: {
    record: Lead;
    column: LeadColumn;
    operations: 'list' | 'build' | 'show' | 'update';
    list: LeadListParams;
    build: LeadBuildParams;
    create: never;
    show: LeadShowParams;
    update: LeadUpdateParams;
    destroy: never;
  };
  offers: {
    record: Offer;
    column: OfferColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: OfferListParams;
    build: OfferBuildParams;
    create: OfferCreateParams;
    show: OfferShowParams;
    update: OfferUpdateParams;
    destroy: OfferDestroyParams;
  };
  schedules: {
    record: Schedule;
    column: ScheduleColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: ScheduleListParams;
    build: ScheduleBuildParams;
    create: ScheduleCreateParams;
    show: ScheduleShowParams;
    update: ScheduleUpdateParams;
    destroy: ScheduleDestroyParams;
  };
  schedule_action_groups: {
    record: ScheduleActionGroup;
    column: ScheduleActionGroupColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: ScheduleActionGroupListParams;
    build: ScheduleActionGroupBuildParams;
    create: ScheduleActionGroupCreateParams;
    show: ScheduleActionGroupShowParams;
    update: ScheduleActionGroupUpdateParams;
    destroy: ScheduleActionGroupDestroyParams;
  };
  schedule_actions: {
    record: ScheduleAction;
    column: ScheduleActionColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: ScheduleActionListParams;
    build: ScheduleActionBuildParams;
    create: ScheduleActionCreateParams;
    show: ScheduleActionShowParams;
    update: ScheduleActionUpdateParams;
    destroy: ScheduleActionDestroyParams;
  };
  schedule_distributions: {
    record: ScheduleDistribution;
    column: ScheduleDistributionColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: ScheduleDistributionListParams;
    build: ScheduleDistributionBuildParams;
    create: ScheduleDistributionCreateParams;
    show: ScheduleDistributionShowParams;
    update: ScheduleDistributionUpdateParams;
    destroy: ScheduleDistributionDestroyParams;
  };
  schedule_ring_pools: {
    record: ScheduleRingPool;
    column: ScheduleRingPoolColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: ScheduleRingPoolListParams;
    build: ScheduleRingPoolBuildParams;
    create: ScheduleRingPoolCreateParams;
    show: ScheduleRingPoolShowParams;
    update: ScheduleRingPoolUpdateParams;
    destroy: ScheduleRingPoolDestroyParams;
  };
  schedule_triggers: {
    record: ScheduleTrigger;
    column: ScheduleTriggerColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: ScheduleTriggerListParams;
    build: ScheduleTriggerBuildParams;
    create: ScheduleTriggerCreateParams;
    show: ScheduleTriggerShowParams;
    update: ScheduleTriggerUpdateParams;
    destroy: ScheduleTriggerDestroyParams;
  };
  scheduled_callbacks: {
    record: ScheduledCallback;
    column: ScheduledCallbackColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: ScheduledCallbackListParams;
    build: ScheduledCallbackBuildParams;
    create: ScheduledCallbackCreateParams;
    show: ScheduledCallbackShowParams;
    update: ScheduledCallbackUpdateParams;
    destroy: ScheduledCallbackDestroyParams;
  };
  lead_retargets: {
    record: LeadRetarget;
    column: LeadRetargetColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: LeadRetargetListParams;
    build: LeadRetargetBuildParams;
    create: LeadRetargetCreateParams;
    show: LeadRetargetShowParams;
    update: LeadRetargetUpdateParams;
    destroy: LeadRetargetDestroyParams;
  };
  lead_retarget_logs: {
    record: LeadRetargetLog;
    column: LeadRetargetLogColumn;
    operations: 'list';
    list: LeadRetargetLogListParams;
    build: never;
    create: never;
    show: never;
    update: never;
    destroy: never;
  };
  text_messages: {
    record: TextMessage;
    column: TextMessageColumn;
    operations: 'list' | 'create' | 'show';
    list: TextMessageListParams;
    build: never;
    create: TextMessageCreateParams;
    show: TextMessageShowParams;
    update: never;
    destroy: never;
  };
  incoming_text_messages: {
    record: IncomingTextMessage;
    column: IncomingTextMessageColumn;
    operations: 'list' | 'show';
    list: IncomingTextMessageListParams;
    build: never;
    create: never;
    show: IncomingTextMessageShowParams;
    update: never;
    destroy: never;
  };
  text_message_flows: {
    record: TextMessageFlow;
    column: TextMessageFlowColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: TextMessageFlowListParams;
    build: TextMessageFlowBuildParams;
    create: TextMessageFlowCreateParams;
    show: TextMessageFlowShowParams;
    update: TextMessageFlowUpdateParams;
    destroy: TextMessageFlowDestroyParams;
  };
  state_business_hours: {
    record: StateBusinessHour;
    column: StateBusinessHourColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: StateBusinessHourListParams;
    build: StateBusinessHourBuildParams;
    create: StateBusinessHourCreateParams;
    show: StateBusinessHourShowParams;
    update: StateBusinessHourUpdateParams;
    destroy: StateBusinessHourDestroyParams;
  };
  state_call_limits: {
    record: StateCallLimit;
    column: StateCallLimitColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: StateCallLimitListParams;
    build: StateCallLimitBuildParams;
    create: StateCallLimitCreateParams;
    show: StateCallLimitShowParams;
    update: StateCallLimitUpdateParams;
    destroy: StateCallLimitDestroyParams;
  };
  state_rule_groups: {
    record: StateRuleGroup;
    column: StateRuleGroupColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: StateRuleGroupListParams;
    build: StateRuleGroupBuildParams;
    create: StateRuleGroupCreateParams;
    show: StateRuleGroupShowParams;
    update: StateRuleGroupUpdateParams;
    destroy: StateRuleGroupDestroyParams;
  };
  data_appends: {
    record: DataAppend;
    column: DataAppendColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: DataAppendListParams;
    build: DataAppendBuildParams;
    create: DataAppendCreateParams;
    show: DataAppendShowParams;
    update: DataAppendUpdateParams;
    destroy: DataAppendDestroyParams;
  };
  data_append_groups: {
    record: DataAppendGroup;
    column: DataAppendGroupColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: DataAppendGroupListParams;
    build: DataAppendGroupBuildParams;
    create: DataAppendGroupCreateParams;
    show: DataAppendGroupShowParams;
    update: DataAppendGroupUpdateParams;
    destroy: DataAppendGroupDestroyParams;
  };
  integrations: {
    record: Integration;
    column: IntegrationColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: IntegrationListParams;
    build: IntegrationBuildParams;
    create: IntegrationCreateParams;
    show: IntegrationShowParams;
    update: IntegrationUpdateParams;
    destroy: IntegrationDestroyParams;
  };
  integration_objects: {
    record: IntegrationObject;
    column: IntegrationObjectColumn;
    operations: 'list' | 'show';
    list: IntegrationObjectListParams;
    build: never;
    create: never;
    show: IntegrationObjectShowParams;
    update: never;
    destroy: never;
  };
  secret_items: {
    record: SecretItem;
    column: SecretItemColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: SecretItemListParams;
    build: SecretItemBuildParams;
    create: SecretItemCreateParams;
    show: SecretItemShowParams;
    update: SecretItemUpdateParams;
    destroy: SecretItemDestroyParams;
  };
  oauth_connections: {
    record: OauthConnection;
    column: OauthConnectionColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: OauthConnectionListParams;
    build: OauthConnectionBuildParams;
    create: OauthConnectionCreateParams;
    show: OauthConnectionShowParams;
    update: OauthConnectionUpdateParams;
    destroy: OauthConnectionDestroyParams;
  };
  voice_agents: {
    record: VoiceAgent;
    column: VoiceAgentColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: VoiceAgentListParams;
    build: VoiceAgentBuildParams;
    create: VoiceAgentCreateParams;
    show: VoiceAgentShowParams;
    update: VoiceAgentUpdateParams;
    destroy: VoiceAgentDestroyParams;
  };
  voice_agent_fields: {
    record: VoiceAgentField;
    column: VoiceAgentFieldColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: VoiceAgentFieldListParams;
    build: VoiceAgentFieldBuildParams;
    create: VoiceAgentFieldCreateParams;
    show: VoiceAgentFieldShowParams;
    update: VoiceAgentFieldUpdateParams;
    destroy: VoiceAgentFieldDestroyParams;
  };
  voice_agent_flows: {
    record: VoiceAgentFlow;
    column: VoiceAgentFlowColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: VoiceAgentFlowListParams;
    build: VoiceAgentFlowBuildParams;
    create: VoiceAgentFlowCreateParams;
    show: VoiceAgentFlowShowParams;
    update: VoiceAgentFlowUpdateParams;
    destroy: VoiceAgentFlowDestroyParams;
  };
  voice_agent_keywords: {
    record: VoiceAgentKeyword;
    column: VoiceAgentKeywordColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: VoiceAgentKeywordListParams;
    build: VoiceAgentKeywordBuildParams;
    create: VoiceAgentKeywordCreateParams;
    show: VoiceAgentKeywordShowParams;
    update: VoiceAgentKeywordUpdateParams;
    destroy: VoiceAgentKeywordDestroyParams;
  };
  transcription_keyword_groups: {
    record: TranscriptionKeywordGroup;
    column: TranscriptionKeywordGroupColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: TranscriptionKeywordGroupListParams;
    build: TranscriptionKeywordGroupBuildParams;
    create: TranscriptionKeywordGroupCreateParams;
    show: TranscriptionKeywordGroupShowParams;
    update: TranscriptionKeywordGroupUpdateParams;
    destroy: TranscriptionKeywordGroupDestroyParams;
  };
  standalone_transcriptions: {
    record: StandaloneTranscription;
    column: StandaloneTranscriptionColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'destroy';
    list: StandaloneTranscriptionListParams;
    build: StandaloneTranscriptionBuildParams;
    create: StandaloneTranscriptionCreateParams;
    show: StandaloneTranscriptionShowParams;
    update: never;
    destroy: StandaloneTranscriptionDestroyParams;
  };
  outgoing_webhooks: {
    record: OutgoingWebhook;
    column: OutgoingWebhookColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: OutgoingWebhookListParams;
    build: OutgoingWebhookBuildParams;
    create: OutgoingWebhookCreateParams;
    show: OutgoingWebhookShowParams;
    update: OutgoingWebhookUpdateParams;
    destroy: OutgoingWebhookDestroyParams;
  };
  outgoing_webhook_urls: {
    record: OutgoingWebhookUrl;
    column: OutgoingWebhookUrlColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: OutgoingWebhookUrlListParams;
    build: OutgoingWebhookUrlBuildParams;
    create: OutgoingWebhookUrlCreateParams;
    show: OutgoingWebhookUrlShowParams;
    update: OutgoingWebhookUrlUpdateParams;
    destroy: OutgoingWebhookUrlDestroyParams;
  };
  response_parsers: {
    record: ResponseParser;
    column: ResponseParserColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: ResponseParserListParams;
    build: ResponseParserBuildParams;
    create: ResponseParserCreateParams;
    show: ResponseParserShowParams;
    update: ResponseParserUpdateParams;
    destroy: ResponseParserDestroyParams;
  };
  webhook_manual_fires: {
    record: WebhookManualFire;
    column: WebhookManualFireColumn;
    operations: 'list' | 'build' | 'create' | 'show';
    list: WebhookManualFireListParams;
    build: WebhookManualFireBuildParams;
    create: WebhookManualFireCreateParams;
    show: WebhookManualFireShowParams;
    update: never;
    destroy: never;
  };
  webhook_logs: {
    record: WebhookLog;
    column: WebhookLogColumn;
    operations: 'list' | 'show';
    list: WebhookLogListParams;
    build: never;
    create: never;
    show: WebhookLogShowParams;
    update: never;
    destroy: never;
  };
  inbound_webhooks: {
    record: InboundWebhook;
    column: InboundWebhookColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: InboundWebhookListParams;
    build: InboundWebhookBuildParams;
    create: InboundWebhookCreateParams;
    show: InboundWebhookShowParams;
    update: InboundWebhookUpdateParams;
    destroy: InboundWebhookDestroyParams;
  };
  inbound_webhook_logs: {
    record: InboundWebhookLog;
    column: InboundWebhookLogColumn;
    operations: 'list';
    list: InboundWebhookLogListParams;
    build: never;
    create: never;
    show: never;
    update: never;
    destroy: never;
  };
  subscriptions: {
    record: Subscription;
    column: SubscriptionColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: SubscriptionListParams;
    build: SubscriptionBuildParams;
    create: SubscriptionCreateParams;
    show: SubscriptionShowParams;
    update: SubscriptionUpdateParams;
    destroy: SubscriptionDestroyParams;
  };
  tokens: {
    record: Token;
    column: TokenColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: TokenListParams;
    build: TokenBuildParams;
    create: TokenCreateParams;
    show: TokenShowParams;
    update: TokenUpdateParams;
    destroy: TokenDestroyParams;
  };
  token_values: {
    record: TokenValue;
    column: TokenValueColumn;
    operations: 'list';
    list: TokenValueListParams;
    build: never;
    create: never;
    show: never;
    update: never;
    destroy: never;
  };
  change_logs: {
    record: ChangeLog;
    column: ChangeLogColumn;
    operations: 'list' | 'show';
    list: ChangeLogListParams;
    build: never;
    create: never;
    show: ChangeLogShowParams;
    update: never;
    destroy: never;
  };
  data_export_records: {
    record: DataExportRecord;
    column: DataExportRecordColumn;
    operations: 'list' | 'show';
    list: DataExportRecordListParams;
    build: never;
    create: never;
    show: DataExportRecordShowParams;
    update: never;
    destroy: never;
  };
  charge_rollups: {
    record: ChargeRollup;
    column: ChargeRollupColumn;
    operations: 'list';
    list: ChargeRollupListParams;
    build: never;
    create: never;
    show: never;
    update: never;
    destroy: never;
  };
  call_logs: {
    record: CallLog;
    column: CallLogColumn;
    operations: 'list';
    list: CallLogListParams;
    build: never;
    create: never;
    show: never;
    update: never;
    destroy: never;
  };
  dnc_check_logs: {
    record: DncCheckLog;
    column: DncCheckLogColumn;
    operations: 'list';
    list: DncCheckLogListParams;
    build: never;
    create: never;
    show: never;
    update: never;
    destroy: never;
  };
  admin_table_exporters: {
    record: AdminTableExporter;
    column: AdminTableExporterColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: AdminTableExporterListParams;
    build: AdminTableExporterBuildParams;
    create: AdminTableExporterCreateParams;
    show: AdminTableExporterShowParams;
    update: AdminTableExporterUpdateParams;
    destroy: AdminTableExporterDestroyParams;
  };
  admin_tasks: {
    record: AdminTask;
    column: AdminTaskColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: AdminTaskListParams;
    build: AdminTaskBuildParams;
    create: AdminTaskCreateParams;
    show: AdminTaskShowParams;
    update: AdminTaskUpdateParams;
    destroy: AdminTaskDestroyParams;
  };
  unblock_contact_jobs: {
    record: UnblockContactJob;
    column: UnblockContactJobColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'destroy';
    list: UnblockContactJobListParams;
    build: UnblockContactJobBuildParams;
    create: UnblockContactJobCreateParams;
    show: UnblockContactJobShowParams;
    update: never;
    destroy: UnblockContactJobDestroyParams;
  };
  contact_imports: {
    record: ContactImport;
    column: ContactImportColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update';
    list: ContactImportListParams;
    build: ContactImportBuildParams;
    create: ContactImportCreateParams;
    show: ContactImportShowParams;
    update: ContactImportUpdateParams;
    destroy: never;
  };
  call_centers: {
    record: CallCenter;
    column: CallCenterColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: CallCenterListParams;
    build: CallCenterBuildParams;
    create: CallCenterCreateParams;
    show: CallCenterShowParams;
    update: CallCenterUpdateParams;
    destroy: CallCenterDestroyParams;
  };
  call_dispositions: {
    record: CallDisposition;
    column: CallDispositionColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: CallDispositionListParams;
    build: CallDispositionBuildParams;
    create: CallDispositionCreateParams;
    show: CallDispositionShowParams;
    update: CallDispositionUpdateParams;
    destroy: CallDispositionDestroyParams;
  };
  call_control_actions: {
    record: CallControlAction;
    column: CallControlActionColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: CallControlActionListParams;
    build: CallControlActionBuildParams;
    create: CallControlActionCreateParams;
    show: CallControlActionShowParams;
    update: CallControlActionUpdateParams;
    destroy: CallControlActionDestroyParams;
  };
  call_recording_rules: {
    record: CallRecordingRule;
    column: CallRecordingRuleColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: CallRecordingRuleListParams;
    build: CallRecordingRuleBuildParams;
    create: CallRecordingRuleCreateParams;
    show: CallRecordingRuleShowParams;
    update: CallRecordingRuleUpdateParams;
    destroy: CallRecordingRuleDestroyParams;
  };
  call_routers: {
    record: CallRouter;
    column: CallRouterColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: CallRouterListParams;
    build: CallRouterBuildParams;
    create: CallRouterCreateParams;
    show: CallRouterShowParams;
    update: CallRouterUpdateParams;
    destroy: CallRouterDestroyParams;
  };
  call_router_answer_groups: {
    record: CallRouterAnswerGroup;
    column: CallRouterAnswerGroupColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: CallRouterAnswerGroupListParams;
    build: CallRouterAnswerGroupBuildParams;
    create: CallRouterAnswerGroupCreateParams;
    show: CallRouterAnswerGroupShowParams;
    update: CallRouterAnswerGroupUpdateParams;
    destroy: CallRouterAnswerGroupDestroyParams;
  };
  call_router_answers: {
    record: CallRouterAnswer;
    column: CallRouterAnswerColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: CallRouterAnswerListParams;
    build: CallRouterAnswerBuildParams;
    create: CallRouterAnswerCreateParams;
    show: CallRouterAnswerShowParams;
    update: CallRouterAnswerUpdateParams;
    destroy: CallRouterAnswerDestroyParams;
  };
  key_press_flows: {
    record: KeyPressFlow;
    column: KeyPressFlowColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: KeyPressFlowListParams;
    build: KeyPressFlowBuildParams;
    create: KeyPressFlowCreateParams;
    show: KeyPressFlowShowParams;
    update: KeyPressFlowUpdateParams;
    destroy: KeyPressFlowDestroyParams;
  };
  key_press_flow_groups: {
    record: KeyPressFlowGroup;
    column: KeyPressFlowGroupColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: KeyPressFlowGroupListParams;
    build: KeyPressFlowGroupBuildParams;
    create: KeyPressFlowGroupCreateParams;
    show: KeyPressFlowGroupShowParams;
    update: KeyPressFlowGroupUpdateParams;
    destroy: KeyPressFlowGroupDestroyParams;
  };
  offer_amd_flows: {
    record: OfferAmdFlow;
    column: OfferAmdFlowColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: OfferAmdFlowListParams;
    build: OfferAmdFlowBuildParams;
    create: OfferAmdFlowCreateParams;
    show: OfferAmdFlowShowParams;
    update: OfferAmdFlowUpdateParams;
    destroy: OfferAmdFlowDestroyParams;
  };
  contact_fields: {
    record: ContactField;
    column: ContactFieldColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: ContactFieldListParams;
    build: ContactFieldBuildParams;
    create: ContactFieldCreateParams;
    show: ContactFieldShowParams;
    update: ContactFieldUpdateParams;
    destroy: ContactFieldDestroyParams;
  };
  contact_field_values: {
    record: ContactFieldValue;
    column: ContactFieldValueColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: ContactFieldValueListParams;
    build: ContactFieldValueBuildParams;
    create: ContactFieldValueCreateParams;
    show: ContactFieldValueShowParams;
    update: ContactFieldValueUpdateParams;
    destroy: ContactFieldValueDestroyParams;
  };
  contact_field_views: {
    record: ContactFieldView;
    column: ContactFieldViewColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: ContactFieldViewListParams;
    build: ContactFieldViewBuildParams;
    create: ContactFieldViewCreateParams;
    show: ContactFieldViewShowParams;
    update: ContactFieldViewUpdateParams;
    destroy: ContactFieldViewDestroyParams;
  };
  token_matchers: {
    record: TokenMatcher;
    column: TokenMatcherColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: TokenMatcherListParams;
    build: TokenMatcherBuildParams;
    create: TokenMatcherCreateParams;
    show: TokenMatcherShowParams;
    update: TokenMatcherUpdateParams;
    destroy: TokenMatcherDestroyParams;
  };
  visitor_token_matchers: {
    record: VisitorTokenMatcher;
    column: VisitorTokenMatcherColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: VisitorTokenMatcherListParams;
    build: VisitorTokenMatcherBuildParams;
    create: VisitorTokenMatcherCreateParams;
    show: VisitorTokenMatcherShowParams;
    update: VisitorTokenMatcherUpdateParams;
    destroy: VisitorTokenMatcherDestroyParams;
  };
  offer_conversions: {
    record: OfferConversion;
    column: OfferConversionColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: OfferConversionListParams;
    build: OfferConversionBuildParams;
    create: OfferConversionCreateParams;
    show: OfferConversionShowParams;
    update: OfferConversionUpdateParams;
    destroy: OfferConversionDestroyParams;
  };
  buyer_conversions: {
    record: BuyerConversion;
    column: BuyerConversionColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: BuyerConversionListParams;
    build: BuyerConversionBuildParams;
    create: BuyerConversionCreateParams;
    show: BuyerConversionShowParams;
    update: BuyerConversionUpdateParams;
    destroy: BuyerConversionDestroyParams;
  };
  traffic_sources: {
    record: TrafficSource;
    column: TrafficSourceColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: TrafficSourceListParams;
    build: TrafficSourceBuildParams;
    create: TrafficSourceCreateParams;
    show: TrafficSourceShowParams;
    update: TrafficSourceUpdateParams;
    destroy: TrafficSourceDestroyParams;
  };
  ring_pools: {
    record: RingPool;
    column: RingPoolColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: RingPoolListParams;
    build: RingPoolBuildParams;
    create: RingPoolCreateParams;
    show: RingPoolShowParams;
    update: RingPoolUpdateParams;
    destroy: RingPoolDestroyParams;
  };
  phone_numbers: {
    record: PhoneNumber;
    column: PhoneNumberColumn;
    operations: 'list' | 'create' | 'show' | 'update' | 'destroy';
    list: PhoneNumberListParams;
    build: never;
    create: PhoneNumberCreateParams;
    show: PhoneNumberShowParams;
    update: PhoneNumberUpdateParams;
    destroy: PhoneNumberDestroyParams;
  };
  calls: {
    record: Call;
    column: CallColumn;
    operations: 'list' | 'show';
    list: CallListParams;
    build: never;
    create: never;
    show: CallShowParams;
    update: never;
    destroy: never;
  };
  number_orders: {
    record: NumberOrder;
    column: NumberOrderColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: NumberOrderListParams;
    build: NumberOrderBuildParams;
    create: NumberOrderCreateParams;
    show: NumberOrderShowParams;
    update: NumberOrderUpdateParams;
    destroy: NumberOrderDestroyParams;
  };
  number_order_prefixes: {
    record: NumberOrderPrefix;
    column: NumberOrderPrefixColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: NumberOrderPrefixListParams;
    build: NumberOrderPrefixBuildParams;
    create: NumberOrderPrefixCreateParams;
    show: NumberOrderPrefixShowParams;
    update: NumberOrderPrefixUpdateParams;
    destroy: NumberOrderPrefixDestroyParams;
  };
  sound_files: {
    record: SoundFile;
    column: SoundFileColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: SoundFileListParams;
    build: SoundFileBuildParams;
    create: SoundFileCreateParams;
    show: SoundFileShowParams;
    update: SoundFileUpdateParams;
    destroy: SoundFileDestroyParams;
  };
  sound_playlists: {
    record: SoundPlaylist;
    column: SoundPlaylistColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: SoundPlaylistListParams;
    build: SoundPlaylistBuildParams;
    create: SoundPlaylistCreateParams;
    show: SoundPlaylistShowParams;
    update: SoundPlaylistUpdateParams;
    destroy: SoundPlaylistDestroyParams;
  };
  sip_header_parser_groups: {
    record: SipHeaderParserGroup;
    column: SipHeaderParserGroupColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: SipHeaderParserGroupListParams;
    build: SipHeaderParserGroupBuildParams;
    create: SipHeaderParserGroupCreateParams;
    show: SipHeaderParserGroupShowParams;
    update: SipHeaderParserGroupUpdateParams;
    destroy: SipHeaderParserGroupDestroyParams;
  };
  sip_header_parsers: {
    record: SipHeaderParser;
    column: SipHeaderParserColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: SipHeaderParserListParams;
    build: SipHeaderParserBuildParams;
    create: SipHeaderParserCreateParams;
    show: SipHeaderParserShowParams;
    update: SipHeaderParserUpdateParams;
    destroy: SipHeaderParserDestroyParams;
  };
  sip_headers: {
    record: SipHeader;
    column: SipHeaderColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: SipHeaderListParams;
    build: SipHeaderBuildParams;
    create: SipHeaderCreateParams;
    show: SipHeaderShowParams;
    update: SipHeaderUpdateParams;
    destroy: SipHeaderDestroyParams;
  };
  agent_messages: {
    record: AgentMessage;
    column: AgentMessageColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: AgentMessageListParams;
    build: AgentMessageBuildParams;
    create: AgentMessageCreateParams;
    show: AgentMessageShowParams;
    update: AgentMessageUpdateParams;
    destroy: AgentMessageDestroyParams;
  };
  agent_call_dispositions: {
    record: AgentCallDisposition;
    column: AgentCallDispositionColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: AgentCallDispositionListParams;
    build: AgentCallDispositionBuildParams;
    create: AgentCallDispositionCreateParams;
    show: AgentCallDispositionShowParams;
    update: AgentCallDispositionUpdateParams;
    destroy: AgentCallDispositionDestroyParams;
  };
  agent_status_timestamps: {
    record: AgentStatusTimestamp;
    column: AgentStatusTimestampColumn;
    operations: 'list';
    list: AgentStatusTimestampListParams;
    build: never;
    create: never;
    show: never;
    update: never;
    destroy: never;
  };
  schedule_agents: {
    record: ScheduleAgent;
    column: ScheduleAgentColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: ScheduleAgentListParams;
    build: ScheduleAgentBuildParams;
    create: ScheduleAgentCreateParams;
    show: ScheduleAgentShowParams;
    update: ScheduleAgentUpdateParams;
    destroy: ScheduleAgentDestroyParams;
  };
  access_control_lists: {
    record: AccessControlList;
    column: AccessControlListColumn;
    operations: 'list' | 'build' | 'create' | 'show' | 'update' | 'destroy';
    list: AccessControlListListParams;
    build: AccessControlListBuildParams;
    create: AccessControlListCreateParams;
    show: AccessControlListShowParams;
    update: AccessControlListUpdateParams;
    destroy: AccessControlListDestroyParams;
  };
  impressions: {
    record: Impression;
    column: ImpressionColumn;
    operations: 'list';
    list: ImpressionListParams;
    build: never;
    create: never;
    show: never;
    update: never;
    destroy: never;
  };
  call_events: {
    record: CallEvent;
    column: CallEventColumn;
    operations: 'list' | 'show';
    list: CallEventListParams;
    build: never;
    create: never;
    show: CallEventShowParams;
    update: never;
    destroy: never;
  };
}

/** Every resource: its client accessor, wire names and declared operations. */
export const RESOURCES = {
  buyers: { plural: 'buyers', name: 'buyer', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  buyerGroups: { plural: 'buyer_groups', name: 'buyer_group', operations: ['list', 'create', 'show', 'update', 'destroy'] },
  buyerFleets: { plural: 'buyer_fleets', name: 'buyer_fleet', operations: ['list', 'create', 'show', 'update', 'destroy'] },
  buyerSuppressions: { plural: 'buyer_suppressions', name: 'buyer_suppression', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  contacts: { plural: 'contacts', name: 'contact', operations: ['list', 'show', 'update'] },
  leads: { plural: 'leads', name: 'lead', operations: ['list', 'build', 'show', 'update'] },
  offers: { plural: 'offers', name: 'offer', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  schedules: { plural: 'schedules', name: 'schedule', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  scheduleActionGroups: { plural: 'schedule_action_groups', name: 'schedule_action_group', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  scheduleActions: { plural: 'schedule_actions', name: 'schedule_action', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  scheduleDistributions: { plural: 'schedule_distributions', name: 'schedule_distribution', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  scheduleRingPools: { plural: 'schedule_ring_pools', name: 'schedule_ring_pool', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  scheduleTriggers: { plural: 'schedule_triggers', name: 'schedule_trigger', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  scheduledCallbacks: { plural: 'scheduled_callbacks', name: 'scheduled_callback', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  leadRetargets: { plural: 'lead_retargets', name: 'lead_retarget', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  leadRetargetLogs: { plural: 'lead_retarget_logs', name: 'lead_retarget_log', operations: ['list'] },
  textMessages: { plural: 'text_messages', name: 'text_message', operations: ['list', 'create', 'show'] },
  incomingTextMessages: { plural: 'incoming_text_messages', name: 'incoming_text_message', operations: ['list', 'show'] },
  textMessageFlows: { plural: 'text_message_flows', name: 'text_message_flow', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  stateBusinessHours: { plural: 'state_business_hours', name: 'state_business_hour', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  stateCallLimits: { plural: 'state_call_limits', name: 'state_call_limit', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  stateRuleGroups: { plural: 'state_rule_groups', name: 'state_rule_group', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  dataAppends: { plural: 'data_appends', name: 'data_append', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  dataAppendGroups: { plural: 'data_append_groups', name: 'data_append_group', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  integrations: { plural: 'integrations', name: 'integration', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  integrationObjects: { plural: 'integration_objects', name: 'integration_object', operations: ['list', 'show'] },
  secretItems: { plural: 'secret_items', name: 'secret_item', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  oauthConnections: { plural: 'oauth_connections', name: 'oauth_connection', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  voiceAgents: { plural: 'voice_agents', name: 'voice_agent', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  voiceAgentFields: { plural: 'voice_agent_fields', name: 'voice_agent_field', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  voiceAgentFlows: { plural: 'voice_agent_flows', name: 'voice_agent_flow', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  voiceAgentKeywords: { plural: 'voice_agent_keywords', name: 'voice_agent_keyword', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  transcriptionKeywordGroups: { plural: 'transcription_keyword_groups', name: 'transcription_keyword_group', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  standaloneTranscriptions: { plural: 'standalone_transcriptions', name: 'standalone_transcription', operations: ['list', 'build', 'create', 'show', 'destroy'] },
  outgoingWebhooks: { plural: 'outgoing_webhooks', name: 'outgoing_webhook', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  outgoingWebhookUrls: { plural: 'outgoing_webhook_urls', name: 'outgoing_webhook_url', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  responseParsers: { plural: 'response_parsers', name: 'response_parser', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  webhookManualFires: { plural: 'webhook_manual_fires', name: 'webhook_manual_fire', operations: ['list', 'build', 'create', 'show'] },
  webhookLogs: { plural: 'webhook_logs', name: 'webhook_log', operations: ['list', 'show'] },
  inboundWebhooks: { plural: 'inbound_webhooks', name: 'inbound_webhook', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  inboundWebhookLogs: { plural: 'inbound_webhook_logs', name: 'inbound_webhook_log', operations: ['list'] },
  subscriptions: { plural: 'subscriptions', name: 'subscription', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  tokens: { plural: 'tokens', name: 'token', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  tokenValues: { plural: 'token_values', name: 'token_value', operations: ['list'] },
  changeLogs: { plural: 'change_logs', name: 'change_log', operations: ['list', 'show'] },
  dataExportRecords: { plural: 'data_export_records', name: 'data_export_record', operations: ['list', 'show'] },
  chargeRollups: { plural: 'charge_rollups', name: 'charge_rollup', operations: ['list'] },
  callLogs: { plural: 'call_logs', name: 'call_log', operations: ['list'] },
  dncCheckLogs: { plural: 'dnc_check_logs', name: 'dnc_check_log', operations: ['list'] },
  adminTableExporters: { plural: 'admin_table_exporters', name: 'admin_table_exporter', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  adminTasks: { plural: 'admin_tasks', name: 'admin_task', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  unblockContactJobs: { plural: 'unblock_contact_jobs', name: 'unblock_contact_job', operations: ['list', 'build', 'create', 'show', 'destroy'] },
  contactImports: { plural: 'contact_imports', name: 'contact_import', operations: ['list', 'build', 'create', 'show', 'update'] },
  callCenters: { plural: 'call_centers', name: 'call_center', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  callDispositions: { plural: 'call_dispositions', name: 'call_disposition', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  callControlActions: { plural: 'call_control_actions', name: 'call_control_action', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  callRecordingRules: { plural: 'call_recording_rules', name: 'call_recording_rule', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  callRouters: { plural: 'call_routers', name: 'call_router', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  callRouterAnswerGroups: { plural: 'call_router_answer_groups', name: 'call_router_answer_group', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  callRouterAnswers: { plural: 'call_router_answers', name: 'call_router_answer', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  keyPressFlows: { plural: 'key_press_flows', name: 'key_press_flow', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  keyPressFlowGroups: { plural: 'key_press_flow_groups', name: 'key_press_flow_group', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  offerAmdFlows: { plural: 'offer_amd_flows', name: 'offer_amd_flow', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  contactFields: { plural: 'contact_fields', name: 'contact_field', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  contactFieldValues: { plural: 'contact_field_values', name: 'contact_field_value', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  contactFieldViews: { plural: 'contact_field_views', name: 'contact_field_view', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  tokenMatchers: { plural: 'token_matchers', name: 'token_matcher', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  visitorTokenMatchers: { plural: 'visitor_token_matchers', name: 'visitor_token_matcher', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  offerConversions: { plural: 'offer_conversions', name: 'offer_conversion', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  buyerConversions: { plural: 'buyer_conversions', name: 'buyer_conversion', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  trafficSources: { plural: 'traffic_sources', name: 'traffic_source', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  ringPools: { plural: 'ring_pools', name: 'ring_pool', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  phoneNumbers: { plural: 'phone_numbers', name: 'phone_number', operations: ['list', 'create', 'show', 'update', 'destroy'] },
  calls: { plural: 'calls', name: 'call', operations: ['list', 'show'] },
  numberOrders: { plural: 'number_orders', name: 'number_order', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  numberOrderPrefixes: { plural: 'number_order_prefixes', name: 'number_order_prefix', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  soundFiles: { plural: 'sound_files', name: 'sound_file', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  soundPlaylists: { plural: 'sound_playlists', name: 'sound_playlist', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  sipHeaderParserGroups: { plural: 'sip_header_parser_groups', name: 'sip_header_parser_group', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  sipHeaderParsers: { plural: 'sip_header_parsers', name: 'sip_header_parser', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  sipHeaders: { plural: 'sip_headers', name: 'sip_header', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  agentMessages: { plural: 'agent_messages', name: 'agent_message', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  agentCallDispositions: { plural: 'agent_call_dispositions', name: 'agent_call_disposition', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  agentStatusTimestamps: { plural: 'agent_status_timestamps', name: 'agent_status_timestamp', operations: ['list'] },
  scheduleAgents: { plural: 'schedule_agents', name: 'schedule_agent', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  accessControlLists: { plural: 'access_control_lists', name: 'access_control_list', operations: ['list', 'build', 'create', 'show', 'update', 'destroy'] },
  impressions: { plural: 'impressions', name: 'impression', operations: ['list'] },
  callEvents: { plural: 'call_events', name: 'call_event', operations: ['list', 'show'] },
} as const;

/** Parameters of every hand-written endpoint, by resource (or group) and endpoint name. */
export interface EndpointParams {
  buyer_suppressions: {
    caller_block: {
      /** Numbers, at most 10,000 a request ([..], comma-separated or caller_ids[]=); each normalised to E.164 */
      caller_ids: string[];
      /** true counts what would change and writes nothing */
      dry_run?: boolean;
    };
    caller_unblock: {
      /** Numbers, at most 10,000 a request ([..], comma-separated or caller_ids[]=); each normalised to E.164 */
      caller_ids: string[];
      /** true counts what would change and writes nothing */
      dry_run?: boolean;
    };
  };
  contacts: {
    suppression_list: Record<string, never>;
    caller_block: Record<string, never>;
    caller_unblock: Record<string, never>;
    hang_up_calls: Record<string, never>;
  };
  leads: {
    submit: {
      /** Lead token of an offer or schedule: decides the company, and whether the lead waits for a call (offer) or is worked by the schedule. Unknown or inactive: 422 naming lead_token */
      lead_token: string;
      /** Same as lead_token, for clients that name it token (read only when lead_token is absent) */
      token?: string;
      /** The lead's number, normalised to E.164 in the offer's (else the company's) default country */
      caller_id: string;
      /** Credits the lead to this traffic source of the token's company, named by its user_traffic_source_id (afid: 1000, P100326) or else its id. One naming no active source never refuses the lead: it stays the lead's traffic_source_id token and the answer carries warnings.traffic_source_id */
      traffic_source_id?: string;
      /** Lead tokens as a hash; wins over a top-level key of the same name */
      data?: JsonObject | Json[];
      /** E-mail address */
      email?: string;
      /** First name (also kept as a token) */
      first_name?: string;
      /** Last name (also kept as a token) */
      last_name?: string;
      /** Street address (also kept as a token) */
      address?: string;
      /** City (also kept as a token) */
      city?: string;
      /** State or province; also state_province (also kept as a token) */
      state?: string;
      /** ZIP or postal code; also zip_code, zip_postal_code */
      zip?: string;
      /** IANA zone of the lead (quiet hours); one that is not an IANA zone stays a token only */
      time_zone?: string;
      /** Which contact fields (agent script) the lead uses */
      contact_field_type?: string;
      /** Higher is worked first */
      lead_priority?: number;
      /** Callback time asked for (also sets next_action_at) */
      schedule_callback_at?: string | Date;
      /** Callback this many seconds from now */
      schedule_callback_in_seconds?: number;
      /** When the schedule first acts on the lead (default: now) */
      next_action_at?: string | Date;
      /** The lead ends (expired) after this many hours */
      hours_to_expire?: number;
      /** Most contact attempts (default: the schedule's) */
      max_contact_attempts?: number;
      /** Update the open lead of the caller; none is a 422 naming update_only */
      update_only?: boolean;
      /** End the open lead (completed, expired) and create a new one */
      expire_existing?: boolean;
      /** Delete the open lead and create a new one */
      delete_existing?: boolean;
      /** A schedule lead goes back to scheduled, next action now, contact_attempts 0 */
      restart_schedule?: boolean;
      /** Update every open lead of the caller in apply_to instead of refusing; none creates one */
      update_all_matching_leads?: boolean;
      /** Scope of update_all_matching_leads (default: the token's offer or schedule) */
      apply_to?: 'offer' | 'schedule' | 'company';
      /** Blacklist the number first; its other open leads follow */
      blocked?: boolean;
      /** Opt the number out first; its other open leads follow */
      opt_out?: boolean;
      /** Take the number off the blacklist first */
      unblock_contact?: boolean;
      /** Flatten nested tokens: {a: {b: 1}} becomes a_b */
      auto_format_nested_fields?: boolean;
      /** Not available (no number pools): true is a 422 naming it */
      assign_trackdrive_number?: boolean;
      /** Not available (no number pools): true is a 422 naming it */
      assign_sms_number?: boolean;
    };
    create_or_update: {
      /** Lead token of an offer or schedule: decides the company, and whether the lead waits for a call (offer) or is worked by the schedule. Unknown or inactive: 422 naming lead_token */
      lead_token: string;
      /** Same as lead_token, for clients that name it token (read only when lead_token is absent) */
      token?: string;
      /** The lead's number, normalised to E.164 in the offer's (else the company's) default country */
      caller_id: string;
      /** Credits the lead to this traffic source of the token's company, named by its user_traffic_source_id (afid: 1000, P100326) or else its id. One naming no active source never refuses the lead: it stays the lead's traffic_source_id token and the answer carries warnings.traffic_source_id */
      traffic_source_id?: string;
      /** Lead tokens as a hash; wins over a top-level key of the same name */
      data?: JsonObject | Json[];
      /** E-mail address */
      email?: string;
      /** First name (also kept as a token) */
      first_name?: string;
      /** Last name (also kept as a token) */
      last_name?: string;
      /** Street address (also kept as a token) */
      address?: string;
      /** City (also kept as a token) */
      city?: string;
      /** State or province; also state_province (also kept as a token) */
      state?: string;
      /** ZIP or postal code; also zip_code, zip_postal_code */
      zip?: string;
      /** IANA zone of the lead (quiet hours); one that is not an IANA zone stays a token only */
      time_zone?: string;
      /** Which contact fields (agent script) the lead uses */
      contact_field_type?: string;
      /** Higher is worked first */
      lead_priority?: number;
      /** Callback time asked for (also sets next_action_at) */
      schedule_callback_at?: string | Date;
      /** Callback this many seconds from now */
      schedule_callback_in_seconds?: number;
      /** When the schedule first acts on the lead (default: now) */
      next_action_at?: string | Date;
      /** The lead ends (expired) after this many hours */
      hours_to_expire?: number;
      /** Most contact attempts (default: the schedule's) */
      max_contact_attempts?: number;
      /** Update the open lead of the caller; none is a 422 naming update_only */
      update_only?: boolean;
      /** End the open lead (completed, expired) and create a new one */
      expire_existing?: boolean;
      /** Delete the open lead and create a new one */
      delete_existing?: boolean;
      /** A schedule lead goes back to scheduled, next action now, contact_attempts 0 */
      restart_schedule?: boolean;
      /** Update every open lead of the caller in apply_to instead of refusing; none creates one */
      update_all_matching_leads?: boolean;
      /** Scope of update_all_matching_leads (default: the token's offer or schedule) */
      apply_to?: 'offer' | 'schedule' | 'company';
      /** Blacklist the number first; its other open leads follow */
      blocked?: boolean;
      /** Opt the number out first; its other open leads follow */
      opt_out?: boolean;
      /** Take the number off the blacklist first */
      unblock_contact?: boolean;
      /** Flatten nested tokens: {a: {b: 1}} becomes a_b */
      auto_format_nested_fields?: boolean;
      /** Not available (no number pools): true is a 422 naming it */
      assign_trackdrive_number?: boolean;
      /** Not available (no number pools): true is a 422 naming it */
      assign_sms_number?: boolean;
    };
    capture: {
      /** Lead token of an offer or schedule, as on POST /leads; may be left out when the request carries the company's credentials (Basic key pair, Token, auth_token) */
      lead_token?: string;
      /** Same as lead_token, for clients that name it token (read only when lead_token is absent) */
      token?: string;
      /** The lead's number, normalised to E.164 in the offer's (else the company's) default country */
      caller_id: string;
      /** Credits the lead to this traffic source of the token's company, named by its user_traffic_source_id (afid: 1000, P100326) or else its id. One naming no active source never refuses the lead: it stays the lead's traffic_source_id token and the answer carries warnings.traffic_source_id */
      traffic_source_id?: string;
      /** Lead tokens as a hash; wins over a top-level key of the same name */
      data?: JsonObject | Json[];
      /** E-mail address */
      email?: string;
      /** First name (also kept as a token) */
      first_name?: string;
      /** Last name (also kept as a token) */
      last_name?: string;
      /** Street address (also kept as a token) */
      address?: string;
      /** City (also kept as a token) */
      city?: string;
      /** State or province; also state_province (also kept as a token) */
      state?: string;
      /** ZIP or postal code; also zip_code, zip_postal_code */
      zip?: string;
      /** IANA zone of the lead (quiet hours); one that is not an IANA zone stays a token only */
      time_zone?: string;
      /** Which contact fields (agent script) the lead uses */
      contact_field_type?: string;
      /** Higher is worked first */
      lead_priority?: number;
      /** Callback time asked for (also sets next_action_at) */
      schedule_callback_at?: string | Date;
      /** Callback this many seconds from now */
      schedule_callback_in_seconds?: number;
      /** When the schedule first acts on the lead (default: now) */
      next_action_at?: string | Date;
      /** The lead ends (expired) after this many hours */
      hours_to_expire?: number;
      /** Most contact attempts (default: the schedule's) */
      max_contact_attempts?: number;
      /** Update the open lead of the caller; none is a 422 naming update_only */
      update_only?: boolean;
      /** End the open lead (completed, expired) and create a new one */
      expire_existing?: boolean;
      /** Delete the open lead and create a new one */
      delete_existing?: boolean;
      /** A schedule lead goes back to scheduled, next action now, contact_attempts 0 */
      restart_schedule?: boolean;
      /** Update every open lead of the caller in apply_to instead of refusing; none creates one */
      update_all_matching_leads?: boolean;
      /** Scope of update_all_matching_leads (default: the token's offer or schedule) */
      apply_to?: 'offer' | 'schedule' | 'company';
      /** Blacklist the number first; its other open leads follow */
      blocked?: boolean;
      /** Opt the number out first; its other open leads follow */
      opt_out?: boolean;
      /** Take the number off the blacklist first */
      unblock_contact?: boolean;
      /** Flatten nested tokens: {a: {b: 1}} becomes a_b */
      auto_format_nested_fields?: boolean;
      /** Not available (no number pools): true is a 422 naming it */
      assign_trackdrive_number?: boolean;
      /** Not available (no number pools): true is a 422 naming it */
      assign_sms_number?: boolean;
      /** With company credentials and no lead_token: the offer the lead joins (else a token) */
      offer_id?: number;
      /** With company credentials and no lead_token: the schedule the lead joins (else a token) */
      schedule_id?: number;
    };
    batch: {
      /** Array of 1 to 1,000 lead objects, each with the parameters of POST /leads (lead_token included) */
      leads: JsonObject | Json[];
      /** create: an open lead of the caller is a 422; create_or_update (default): it is updated */
      mode?: 'create' | 'create_or_update';
      /** Check each lead and answer what would happen; write nothing */
      dry_run?: boolean;
    };
    reports: {
      /** Categories to count by, comma-separated (default: all) */
      group_by?: ('status' | 'offer' | 'schedule' | 'state' | 'day')[];
    };
    by_caller_number: {
      /** Only these columns, comma-separated */
      columns?: string[];
    };
    buyer_is_available: Record<string, never>;
    destroy_by_id: Record<string, never>;
    caller_opt_out: Record<string, never>;
    caller_remove: {
      /** Only the leads of this offer or schedule lead token */
      lead_token?: string;
      /** Only the leads of this offer */
      offer_id?: number;
      /** Only the leads of this schedule */
      schedule_id?: number;
    };
    caller_move_to_end_of_schedule: {
      /** Only the leads of this offer or schedule lead token */
      lead_token?: string;
      /** Only the leads of this offer */
      offer_id?: number;
      /** Only the leads of this schedule */
      schedule_id?: number;
    };
  };
  schedules: {
    make_call: {
      /** The lead to call (recommended) */
      lead_id?: number;
      /** The schedule calling (default: the lead's schedule) */
      schedule_id?: number;
      /** A schedule's lead token, instead of schedule_id */
      lead_token?: string;
      /** Number to call when no lead_id is given (any format) */
      to?: string;
      /** Same as to (the name lead posts use) */
      caller_id?: string;
      /** Caller id to show: one of the company's phone numbers (default: the schedule's pool) */
      from?: string;
      /** Carrier account to call through (default: the one that owns the from number) */
      integration_id?: number;
      /** Lead tokens for a lead the call creates: {"first_name":"Ann"} */
      data?: JsonObject | Json[];
    };
  };
  data_appends: {
    append: {
      /** The number to look up (any format) */
      caller_id: string;
      /** What to look up: caller_name, line_type, carrier, address, email, demographics, dnc_status, litigator_check (or give data_append_group_id) */
      data_types?: ('caller_name' | 'line_type' | 'carrier' | 'address' | 'email' | 'demographics' | 'dnc_status' | 'litigator_check')[];
      /** Look up the group's active data appends, through its integration and cache_seconds */
      data_append_group_id?: number;
      /** Carrier integration to look up through (default: the group's, else the company's only one) */
      integration_id?: number;
      /** Reuse a paid result this recent instead of paying again (default: the group's, else 30 days) */
      cache_seconds?: number;
      /** dnc_status also reads this offer's suppression lists; charges are attributed to it */
      offer_id?: number;
      /** dnc_status also reads this schedule's suppression lists */
      schedule_id?: number;
    };
  };
  integrations: {
    update_object: {
      /** Where the object is now */
      status?: 'sent' | 'failed' | 'processing' | 'accepted' | 'rejected' | 'completed';
      /** The object's id in the other system */
      external_id?: string;
      /** What the other system says about it */
      status_message?: string;
      /** Anything else to keep with it, as {"key":"value"} */
      data?: JsonObject | Json[];
    };
  };
  oauth_connections: {
    authorize: {
      /** The provider's authorization endpoint, e.g. https://login.example.com/oauth2/authorize */
      authorize_url: string;
      /** Scopes to ask for, space-separated */
      scope?: string;
    };
    callback: {
      /** The state the authorization URL carried */
      state?: string;
      /** The authorization code */
      code?: string;
      /** The provider’s refusal (access_denied…) */
      error?: string;
    };
    refresh: Record<string, never>;
  };
  outgoing_webhooks: {
    rotate_secret: Record<string, never>;
  };
  inbound_webhooks: {
    ping: {
      /** The caller's number (any format, read in the company's default country) */
      caller_id?: string;
      /** The company's id, uuid or subdomain: picks the company when several use the vanity_uri and the request reaches a bare host (an IP or a single hostname) without credentials */
      company_id?: string;
      /** A developer token of the company (or send a key pair as Basic auth): required by require_auth_token, else it only picks the company when several use the vanity_uri */
      auth_token?: string;
    };
    ping_by_get: {
      /** The caller's number (any format, read in the company's default country) */
      caller_id?: string;
      /** The company's id, uuid or subdomain: picks the company when several use the vanity_uri and the request reaches a bare host (an IP or a single hostname) without credentials */
      company_id?: string;
      /** A developer token of the company (or send a key pair as Basic auth): required by require_auth_token, else it only picks the company when several use the vanity_uri */
      auth_token?: string;
    };
    post: {
      /** A ping id: a buyer's own, or try_all_buyers_ping_id to try every pinged buyer in order */
      ping_id?: string;
      /** Same as ping_id */
      try_all_buyers_ping_id?: string;
      /** With the try-all ping id (or post_only): only this buyer */
      buyer_id?: number;
      /** The caller's number; required in static_caller_number mode unless the ping had it */
      caller_id?: string;
      /** The company's id, uuid or subdomain: picks the company when several use the vanity_uri and the request reaches a bare host (an IP or a single hostname) without credentials */
      company_id?: string;
      /** A developer token of the company (or send a key pair as Basic auth): required by require_auth_token, else it only picks the company when several use the vanity_uri */
      auth_token?: string;
    };
    post_by_get: {
      /** A ping id: a buyer's own, or try_all_buyers_ping_id to try every pinged buyer in order */
      ping_id?: string;
      /** Same as ping_id */
      try_all_buyers_ping_id?: string;
      /** With the try-all ping id (or post_only): only this buyer */
      buyer_id?: number;
      /** The caller's number; required in static_caller_number mode unless the ping had it */
      caller_id?: string;
      /** The company's id, uuid or subdomain: picks the company when several use the vanity_uri and the request reaches a bare host (an IP or a single hostname) without credentials */
      company_id?: string;
      /** A developer token of the company (or send a key pair as Basic auth): required by require_auth_token, else it only picks the company when several use the vanity_uri */
      auth_token?: string;
    };
  };
  subscriptions: {
    rotate_secret: Record<string, never>;
  };
  admin_table_exporters: {
    download: {
      /** Only this chunk (0 first), without the others */
      chunk?: number;
    };
  };
  phone_numbers: {
    point_webhooks: Record<string, never>;
    search: {
      /** Carrier to search (blank: the company's only carrier integration) */
      provider?: 'twilio' | 'plivo' | 'telnyx';
      /** Carrier integration to search through (needed when the company has several) */
      integration_id?: number;
      /** ISO 3166 country (blank: the company's default country) */
      country?: string;
      /** local (default) or toll_free */
      number_type?: 'local' | 'toll_free';
      /** Area code (national destination code), e.g. 212 */
      area_code?: string;
      /** Digits (or letters of a vanity number) the number contains */
      contains?: string;
      /** State or province, e.g. CA */
      state?: string;
      /** Postal code near the number (Twilio only) */
      postal_code?: string;
      /** City */
      locality?: string;
      /** Only numbers that can send and receive SMS */
      sms_enabled?: boolean;
      /** Most numbers to answer (default 20) */
      limit?: number;
    };
  };
  calls: {
    stats: {
      /** What to group by */
      group_by: 'created_at_five_minutes' | 'created_at_hour' | 'created_at_day' | 'created_at_week' | 'created_at_month' | 'buyer_converted' | 'offer_converted' | 'status' | 'offer' | 'buyer' | 'traffic_source' | 'schedule' | 'state';
      /** What to add up */
      stat: 'count' | 'revenue' | 'profit' | 'cost' | 'payout';
      /** With a category group_by: each group's series by this bucket */
      interval?: 'five_minutes' | 'hour' | 'day' | 'week' | 'month';
    };
    reports: {
      /** Categories to break down by, comma-separated (default offer, buyer, traffic_source) */
      group_by?: ('offer' | 'buyer' | 'traffic_source' | 'schedule' | 'state' | 'status')[];
    };
    recording_link: Record<string, never>;
    recording_audio: {
      /** Unix time (seconds) the link is good until */
      expires: number;
      /** HMAC-SHA256 of the path and expiry under the server's keyring (base64url) */
      signature: string;
    };
    live_calls: Record<string, never>;
    by_caller_number: Record<string, never>;
    hang_up: Record<string, never>;
    make_call: {
      /** The lead to call (recommended) */
      lead_id?: number;
      /** The schedule calling (default: the lead's schedule) */
      schedule_id?: number;
      /** A schedule's lead token, instead of schedule_id */
      lead_token?: string;
      /** Number to call when no lead_id is given (any format) */
      to?: string;
      /** Same as to (the name lead posts use) */
      caller_id?: string;
      /** Caller id to show: one of the company's phone numbers (default: the schedule's pool) */
      from?: string;
      /** Carrier account to call through (default: the one that owns the from number) */
      integration_id?: number;
      /** Lead tokens for a lead the call creates: {"first_name":"Ann"} */
      data?: JsonObject | Json[];
    };
    update_call: {
      /** Sets the call's revenue (10.50) */
      revenue?: number;
      /** Adds to the call's revenue (2.5 makes 10.50 into 13); not with revenue */
      add_revenue?: number;
      /** Did the buyer convert? (1, true, yes, on, 0, false, no, off) */
      buyer_converted?: boolean;
      /** Sets the payout owed to the traffic source */
      payout?: number;
      /** Adds to the payout; not with payout */
      add_payout?: number;
      /** Did the traffic source convert? (1, true, yes, on, 0, false, no, off) */
      offer_converted?: boolean;
      /** Assigns the call to this buyer (one of the company's): the call's buyer_id */
      trackdrive_buyer_id?: number;
      /** Credits the call to this traffic source of the company (the call's traffic_source_id), named as a lead post names it: by its user_traffic_source_id (afid: 1000, P100326) or else its id */
      trackdrive_traffic_source_id?: string;
      /** Contact fields and tokens merged into the call's token_values: {"first_name":"Ann","good_lead":"yes"} */
      post_call_tokens?: JsonObject | Json[];
    };
    update_call_put: {
      /** Sets the call's revenue (10.50) */
      revenue?: number;
      /** Adds to the call's revenue (2.5 makes 10.50 into 13); not with revenue */
      add_revenue?: number;
      /** Did the buyer convert? (1, true, yes, on, 0, false, no, off) */
      buyer_converted?: boolean;
      /** Sets the payout owed to the traffic source */
      payout?: number;
      /** Adds to the payout; not with payout */
      add_payout?: number;
      /** Did the traffic source convert? (1, true, yes, on, 0, false, no, off) */
      offer_converted?: boolean;
      /** Assigns the call to this buyer (one of the company's): the call's buyer_id */
      trackdrive_buyer_id?: number;
      /** Credits the call to this traffic source of the company (the call's traffic_source_id), named as a lead post names it: by its user_traffic_source_id (afid: 1000, P100326) or else its id */
      trackdrive_traffic_source_id?: string;
      /** Contact fields and tokens merged into the call's token_values: {"first_name":"Ann","good_lead":"yes"} */
      post_call_tokens?: JsonObject | Json[];
    };
    postback: {
      /** Sets the call's revenue (10.50) */
      revenue?: number;
      /** Adds to the call's revenue (2.5 makes 10.50 into 13); not with revenue */
      add_revenue?: number;
      /** Did the buyer convert? (1, true, yes, on, 0, false, no, off) */
      buyer_converted?: boolean;
      /** Sets the payout owed to the traffic source */
      payout?: number;
      /** Adds to the payout; not with payout */
      add_payout?: number;
      /** Did the traffic source convert? (1, true, yes, on, 0, false, no, off) */
      offer_converted?: boolean;
      /** Assigns the call to this buyer (one of the company's): the call's buyer_id */
      trackdrive_buyer_id?: number;
      /** Credits the call to this traffic source of the company (the call's traffic_source_id), named as a lead post names it: by its user_traffic_source_id (afid: 1000, P100326) or else its id */
      trackdrive_traffic_source_id?: string;
      /** Contact fields and tokens merged into the call's token_values: {"first_name":"Ann","good_lead":"yes"} */
      post_call_tokens?: JsonObject | Json[];
    };
    update_by_caller_id: {
      /** The offer's token (its lead_token): which offer's calls */
      offer_token: string;
      /** Only calls placed in the last this many minutes (120: the last two hours) */
      call_timeframe?: number;
      /** Sets the call's revenue (10.50) */
      revenue?: number;
      /** Adds to the call's revenue (2.5 makes 10.50 into 13); not with revenue */
      add_revenue?: number;
      /** Did the buyer convert? (1, true, yes, on, 0, false, no, off) */
      buyer_converted?: boolean;
      /** Sets the payout owed to the traffic source */
      payout?: number;
      /** Adds to the payout; not with payout */
      add_payout?: number;
      /** Did the traffic source convert? (1, true, yes, on, 0, false, no, off) */
      offer_converted?: boolean;
      /** Assigns the call to this buyer (one of the company's): the call's buyer_id */
      trackdrive_buyer_id?: number;
      /** Credits the call to this traffic source of the company (the call's traffic_source_id), named as a lead post names it: by its user_traffic_source_id (afid: 1000, P100326) or else its id */
      trackdrive_traffic_source_id?: string;
      /** Contact fields and tokens merged into the call's token_values: {"first_name":"Ann","good_lead":"yes"} */
      post_call_tokens?: JsonObject | Json[];
    };
    send_key_press: {
      /** Call uuid (or id) */
      id: string;
      /** Keys to press: 0-9, * and #; w waits half a second, W a second ("1", "ww2#") */
      digits: string;
      /** Tokens merged into the call's token_values; nested objects become dotted tokens (webhook_data.first_name), lists their JSON text */
      data?: JsonObject | Json[];
    };
    events: Record<string, never>;
    simulate: {
      /** The tracking number to call */
      number: string;
      /** The caller's number */
      caller_id: string;
      /** Keys the caller presses (the digits token) */
      digits?: string;
      /** Keys pressed at each menu that listens, in order (a blank entry: none pressed) */
      key_presses?: string[];
      /** How each ring ends, in order: completed, busy, no-answer, failed, canceled (default completed) */
      dial_results?: string[];
      /** Seconds the answering buyer talks (default 60) */
      duration?: number;
      /** Caller state token (caller_state) */
      caller_state?: string;
      /** Caller ZIP token (caller_zip) */
      caller_zip?: string;
      /** false: the call stays up once a buyer answers, holding the buyer's concurrency, until DELETE /calls/:id ends it (a call held in the hold queue always stays up until its turn or that DELETE) */
      end_call?: boolean;
      /** false: an agent asked to press 1 (press_1_to_accept) presses nothing, so it is too slow and the next buyer rings (default true) */
      buyer_accepts?: boolean;
      /** true: the pick-up is an answering machine (AnsweredBy machine_end_beep): the offer's AMD flow or machine rule decides */
      machine?: boolean;
    };
  };
  sound_files: {
    audio: {
      /** Unix time (seconds) the link is good until */
      expires: number;
      /** HMAC-SHA256 of the path and expiry under the server's keyring (base64url) */
      signature: string;
    };
  };
  me: {
    show: Record<string, never>;
  };
  collections: {
    list: Record<string, never>;
    show: Record<string, never>;
  };
  secure: {
    call_answer: Record<string, never>;
    call_dial_result: {
      /** completed, busy, no-answer, failed… (Plivo: DialStatus) */
      DialCallStatus?: string;
    };
    call_status: {
      /** The carrier's status word (queued, ringing, in-progress…) */
      CallStatus?: string;
    };
    call_update: {
      /** Sets the call's revenue (10.50) */
      revenue?: number;
      /** Adds to the call's revenue (2.5 makes 10.50 into 13); not with revenue */
      add_revenue?: number;
      /** Did the buyer convert? (1, true, yes, on, 0, false, no, off) */
      buyer_converted?: boolean;
      /** Also sends these key presses into the live call. Keys to press: 0-9, * and #; w waits half a second, W a second ("1", "ww2#") */
      digits?: string;
      /** Tokens merged into the call's token_values: {"policy_id":"P-1"} */
      data?: JsonObject | Json[];
    };
    call_hang_up: Record<string, never>;
    call_data: Record<string, never>;
  };
  inbound_calls: {
    voice: {
      /** The tracking number called (Plivo: digits without +) */
      To?: string;
      /** The caller's number */
      From?: string;
      /** The carrier's id of the call (Plivo: CallUUID) */
      CallSid?: string;
    };
    status: {
      /** The carrier's id of the call (Plivo: CallUUID) */
      CallSid?: string;
      /** The carrier's status word */
      CallStatus?: string;
    };
    sms: {
      /** The company number that received it (Plivo: digits without +) */
      To?: string;
      /** The sender's number */
      From?: string;
      /** The text (Plivo: Text) */
      Body?: string;
      /** The carrier's id of the message (Plivo: MessageUUID) */
      MessageSid?: string;
    };
    text_status: {
      /** The carrier's id of the message (Plivo: MessageUUID) */
      MessageSid?: string;
      /** The carrier's status word (Plivo: Status) */
      MessageStatus?: string;
      /** The carrier's error code of a failed message */
      ErrorCode?: string;
    };
    email_unsubscribe: {
      /** The sealed token of the link (query) */
      token: string;
    };
    email_unsubscribe_one_click: {
      /** The sealed token of the link (query) */
      token: string;
    };
    buyer_answered: {
      /** The buyer whose number answered (Twilio, TeXML) */
      buyer_id?: number;
      /** The number that answered (Plivo) */
      DialBLegTo?: string;
    };
    menu: {
      /** The key press flow group listening (its id), or zip (the ZIP question), question (ask_a_question), extension (an extension entered) or voicemail (a recorded voicemail ended: hang up) */
      group?: string;
      /** How many times its prompt has played */
      attempt?: number;
      /** The keys pressed (absent: none) */
      Digits?: string;
    };
    whisper: Record<string, never>;
    accept: {
      /** The buyer whose agent is asked */
      buyer_id?: number;
      /** The key pressed (absent: none) */
      Digits?: string;
    };
    buyer_music: Record<string, never>;
    hold_wait: {
      /** The caller's place in the carrier's queue (Twilio, TeXML) */
      QueuePosition?: number;
      /** Seconds waited so far (Twilio, TeXML) */
      QueueTime?: number;
    };
    hold_connect: {
      /** Why the caller left the carrier's queue: leave, redirected, hangup (Twilio, TeXML) */
      QueueResult?: string;
    };
    recording: {
      /** Where the carrier keeps the recording (Plivo: RecordUrl) */
      RecordingUrl?: string;
    };
  };
  datasets: {
    list: Record<string, never>;
    calls: {
      /** Bucket of the series (default day) */
      interval?: 'five_minutes' | 'hour' | 'day' | 'week' | 'month';
      /** One series per value of this category */
      group_by?: 'buyer_converted' | 'offer_converted' | 'status' | 'offer' | 'buyer' | 'traffic_source' | 'schedule' | 'state';
      /** IANA zone of the buckets (default the company zone) */
      time_zone?: string;
      /** First bucket; also every list filter of GET /calls */
      created_at_from?: string | Date;
      /** Last bucket */
      created_at_to?: string | Date;
    };
    leads: {
      /** Bucket of the series (default day) */
      interval?: 'five_minutes' | 'hour' | 'day' | 'week' | 'month';
      /** One series per value of this category */
      group_by?: 'status' | 'offer' | 'schedule' | 'state' | 'traffic_source';
      /** IANA zone of the buckets (default the company zone) */
      time_zone?: string;
      /** First bucket; also every list filter of GET /leads */
      created_at_from?: string | Date;
      /** Last bucket */
      created_at_to?: string | Date;
    };
    billing: {
      /** What to add up (default amount) */
      stat?: 'amount' | 'quantity' | 'count';
      /** Bucket of the series (default day) */
      interval?: 'day' | 'week' | 'month';
      /** One series per value of this category */
      group_by?: 'category' | 'provider' | 'offer';
      /** IANA zone of the buckets (default the company zone) */
      time_zone?: string;
      /** First bucket; also every list filter of GET /charge_rollups */
      created_at_from?: string | Date;
      /** Last bucket */
      created_at_to?: string | Date;
    };
    number_impressions: {
      /** Impressions, or those a call followed (default count) */
      stat?: 'count' | 'calls';
      /** Bucket of the series (default day) */
      interval?: 'five_minutes' | 'hour' | 'day' | 'week' | 'month';
      /** One series per value of this category */
      group_by?: 'number' | 'phone_number' | 'ring_pool' | 'offer' | 'traffic_source';
      /** IANA zone of the buckets (default the company zone) */
      time_zone?: string;
      /** First bucket; also every list filter of GET /impressions */
      created_at_from?: string | Date;
      /** Last bucket */
      created_at_to?: string | Date;
    };
  };
  numbers: {
    request_number: {
      /** The offer's lead_token (32 characters), as trackdrive-optimizer.js sends it */
      offer_token?: string;
      /** Same as offer_token (older scripts) */
      offer_key?: string;
      /** Token values of the visit (a hash, or its JSON text: data-tokens); kept on the impression */
      tokens?: JsonObject | Json[];
      /** The visit: {"url","referrer","visitor_id","ga_client_id"} (a hash or its JSON text) */
      impressions?: JsonObject | Json[];
      /** The visitor cookie id (also inside impressions) */
      visitor_id?: string;
      /** The page's cookies the script passes (a hash or its JSON text; also impressions.cookies), read by token matchers of source cookie. A Cookie header sent to this server is read too */
      cookies?: JsonObject | Json[];
    };
  };
  events: {
    list: {
      /** Only these event types, comma-separated (new_call, call_ringing, call_forwarded, call_answered, buyer_no_answer, call_recording_available, call_transcription_completed, call_disposition_changed, call_ended, call_changed, new_lead, lead_changed, lead_contact_fields_changed, lead_timer_elapsed, lead_schedule_webhook, lead_opted_out, lead_ended, lead_converted, incoming_text_message, text_message_flow_webhook, text_message_sent, text_message_delivered, text_message_failed, buyer_auto_paused, buyer_unpaused) */
      types?: string;
      /** Only events after this sequence, oldest first */
      after?: number;
      /** At most this many (default 50) */
      limit?: number;
    };
    types: Record<string, never>;
    stream: {
      /** Only these event types, comma-separated (new_call, call_ringing, call_forwarded, call_answered, buyer_no_answer, call_recording_available, call_transcription_completed, call_disposition_changed, call_ended, call_changed, new_lead, lead_changed, lead_contact_fields_changed, lead_timer_elapsed, lead_schedule_webhook, lead_opted_out, lead_ended, lead_converted, incoming_text_message, text_message_flow_webhook, text_message_sent, text_message_delivered, text_message_failed, buyer_auto_paused, buyer_unpaused) */
      types?: string;
      /** Start after this sequence (default: now) */
      after?: number;
    };
  };
  transcription_callbacks: {
    deepgram: {
      /** The deepgram integration asked (query, signed) */
      integration: number;
      /** Unix time (seconds) the link is good until */
      expires: number;
      /** HMAC-SHA256 of the path, audio URL, integration and expiry under the server's keyring */
      signature: string;
    };
  };
}

/** Path parameters of every hand-written endpoint that has some, by resource (or group) and endpoint name. */
export interface EndpointPathParams {
  buyer_suppressions: {
    caller_block: {
      /** List id or uuid */
      id: string;
    };
    caller_unblock: {
      /** List id or uuid */
      id: string;
    };
  };
  contacts: {
    caller_block: {
      /** The number, digits with or without + (read in the company's default country); fewer than 5 digits: 422 naming caller_id */
      caller_id: string;
    };
    caller_unblock: {
      /** The number, digits with or without + (read in the company's default country); fewer than 5 digits: 422 naming caller_id */
      caller_id: string;
    };
    hang_up_calls: {
      /** Contact id, uuid or number */
      id: string;
    };
  };
  leads: {
    by_caller_number: {
      /** A lead token of this company's offers or schedules */
      lead_token: string;
      /** The number, digits with or without +; not a phone number: 422 naming caller_number */
      caller_number: string;
    };
    buyer_is_available: {
      /** Lead id or uuid */
      id: string;
    };
    destroy_by_id: {
      /** Lead id or uuid */
      id: string;
    };
    caller_opt_out: {
      /** The number, digits with or without + (encoded or not); not a phone number: 422 naming caller_id */
      caller_id: string;
    };
    caller_remove: {
      /** The number, digits with or without + (encoded or not); not a phone number: 422 naming caller_id */
      caller_id: string;
    };
    caller_move_to_end_of_schedule: {
      /** The number, digits with or without + (encoded or not); not a phone number: 422 naming caller_id */
      caller_id: string;
    };
  };
  integrations: {
    update_object: {
      /** Integration object id or uuid */
      id: string;
    };
  };
  oauth_connections: {
    authorize: {
      /** OAuth connection id or uuid */
      id: string;
    };
    refresh: {
      /** OAuth connection id or uuid */
      id: string;
    };
  };
  outgoing_webhooks: {
    rotate_secret: {
      /** Outgoing webhook id or uuid */
      id: string;
    };
  };
  inbound_webhooks: {
    ping: {
      /** vanity_uri of the inbound webhook */
      vanity_uri: string;
    };
    ping_by_get: {
      /** vanity_uri of the inbound webhook */
      vanity_uri: string;
    };
    post: {
      /** vanity_uri of the inbound webhook */
      vanity_uri: string;
    };
    post_by_get: {
      /** vanity_uri of the inbound webhook */
      vanity_uri: string;
    };
  };
  subscriptions: {
    rotate_secret: {
      /** Subscription id or uuid */
      id: string;
    };
  };
  admin_table_exporters: {
    download: {
      /** Exporter id or uuid */
      id: string;
    };
  };
  phone_numbers: {
    point_webhooks: {
      /** Phone number id */
      id: string;
    };
  };
  calls: {
    recording_link: {
      /** Call id or uuid */
      id: string;
    };
    recording_audio: {
      /** The company's uuid, as in the signed link */
      company: string;
      /** The call's uuid, as in the signed link */
      call: string;
    };
    by_caller_number: {
      /** The consumer number, any format */
      caller_number: string;
    };
    hang_up: {
      /** Call id or uuid */
      id: string;
    };
    update_call: {
      /** Call id or uuid */
      id: string;
    };
    update_call_put: {
      /** Call id or uuid */
      id: string;
    };
    postback: {
      /** Call uuid (or id) */
      uuid: string;
    };
    update_by_caller_id: {
      /** The caller: digits, with or without + */
      caller_id: string;
    };
    events: {
      /** Call id or uuid */
      id: string;
    };
  };
  sound_files: {
    audio: {
      /** The company's uuid, as in the signed link */
      company: string;
      /** The sound file's uuid and extension: <uuid>.mp3 or <uuid>.wav */
      file: string;
    };
  };
  collections: {
    show: {
      /** A type from GET /collections (time_zone, us_state, buyers.route_by_type…); .json is ignored */
      type: string;
    };
  };
  secure: {
    call_answer: {
      /** The call's own secret, given to the carrier with the call */
      secure_token: string;
      /** The call's uuid */
      uuid: string;
    };
    call_dial_result: {
      /** The call's own secret, given to the carrier with the call */
      secure_token: string;
      /** The call's uuid */
      uuid: string;
    };
    call_status: {
      /** The call's own secret, given to the carrier with the call */
      secure_token: string;
      /** The call's uuid */
      uuid: string;
    };
    call_update: {
      /** The call's own secret, given to the carrier with the call */
      secure_token: string;
      /** The call's uuid */
      uuid: string;
    };
    call_hang_up: {
      /** The call's own secret, given to the carrier with the call */
      secure_token: string;
      /** The call's uuid */
      uuid: string;
    };
    call_data: {
      /** The call's own secret, given to the carrier with the call */
      secure_token: string;
      /** The call's uuid */
      uuid: string;
    };
  };
  inbound_calls: {
    voice: {
      /** The company's uuid (GET /me), as in the URL the number was pointed at */
      company: string;
      /** The carrier sending the webhook: its signature scheme is checked */
      provider: 'twilio' | 'telnyx' | 'plivo';
    };
    status: {
      /** The company's uuid (GET /me), as in the URL the number was pointed at */
      company: string;
      /** The carrier sending the webhook: its signature scheme is checked */
      provider: 'twilio' | 'telnyx' | 'plivo';
    };
    sms: {
      /** The company's uuid (GET /me), as in the URL the number was pointed at */
      company: string;
      /** The carrier sending the webhook: its signature scheme is checked */
      provider: 'twilio' | 'telnyx' | 'plivo';
    };
    text_status: {
      /** The company's uuid (GET /me), as in the URL the number was pointed at */
      company: string;
      /** The carrier sending the webhook: its signature scheme is checked */
      provider: 'twilio' | 'telnyx' | 'plivo';
    };
    email_unsubscribe: {
      /** The company's uuid */
      company: string;
    };
    email_unsubscribe_one_click: {
      /** The company's uuid */
      company: string;
    };
    buyer_answered: {
      /** The call's own secret, given to the carrier with the call */
      secure_token: string;
      /** The call's uuid */
      uuid: string;
    };
    menu: {
      /** The call's own secret, given to the carrier with the call */
      secure_token: string;
      /** The call's uuid */
      uuid: string;
    };
    whisper: {
      /** The call's own secret, given to the carrier with the call */
      secure_token: string;
      /** The call's uuid */
      uuid: string;
    };
    accept: {
      /** The call's own secret, given to the carrier with the call */
      secure_token: string;
      /** The call's uuid */
      uuid: string;
    };
    buyer_music: {
      /** The call's own secret, given to the carrier with the call */
      secure_token: string;
      /** The call's uuid */
      uuid: string;
    };
    hold_wait: {
      /** The call's own secret, given to the carrier with the call */
      secure_token: string;
      /** The call's uuid */
      uuid: string;
    };
    hold_connect: {
      /** The call's own secret, given to the carrier with the call */
      secure_token: string;
      /** The call's uuid */
      uuid: string;
    };
    recording: {
      /** The call's own secret, given to the carrier with the call */
      secure_token: string;
      /** The call's uuid */
      uuid: string;
    };
  };
  datasets: {
    calls: {
      /** What to add up */
      stat: 'count' | 'revenue' | 'profit' | 'cost' | 'payout';
    };
    leads: {
      /** What to add up */
      stat: 'count' | 'revenue' | 'payout';
    };
  };
  transcription_callbacks: {
    deepgram: {
      /** What was transcribed: a call recording, or a standalone transcription */
      kind: 'call' | 'standalone';
      /** The company's uuid */
      company: string;
      /** The call or standalone transcription */
      id: number;
    };
  };
}
