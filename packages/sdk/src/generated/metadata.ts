// Generated from the resource declarations in @leadline/core by packages/sdk/scripts/generate.ts.
// Do not edit: run `pnpm --filter @leadline/sdk generate` after changing a declaration.

import type { CommonParamMetadata, EndpointGroupMetadata, ResourceMetadata } from '../metadata/types.js';

export const RESOURCE_METADATA: readonly ResourceMetadata[] = [
  {
    "name": "buyer",
    "plural": "buyers",
    "accessor": "buyers",
    "title": "Buyer",
    "description": "Who calls are sold to: a phone number or SIP endpoint with a tier, a weight, caps, hours and a time zone. The router tries eligible buyers in tier order (ascending), weighted-random inside a tier.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "user_buyer_id", "number",
      "dtmf_tones", "tier", "weight", "route_by_type", "timeout_seconds", "time_zone", "paused",
      "concurrency_cap_limit", "hourly_cap_limit", "daily_cap_limit", "monthly_cap_limit", "total_cap_limit",
      "open_times", "offer_ids", "buyer_group_ids", "buyer_suppression_ids", "token_filters",
      "attempt_hourly_limit", "attempt_daily_limit", "attempt_monthly_limit", "attempt_total_limit",
      "buyer_conversion_hourly_limit", "buyer_conversion_daily_limit", "buyer_conversion_monthly_limit",
      "buyer_conversion_total_limit", "revenue_hourly_limit", "revenue_daily_limit", "revenue_monthly_limit",
      "revenue_total_limit", "auto_pause_failed_calls", "auto_pause_window_minutes",
      "auto_pause_cooldown_minutes", "paused_reason", "paused_reason_details", "auto_paused_at",
      "auto_unpause_at"
    ],
    "sortable": ["id","created_at","updated_at","name","tier"],
    "values": {
      "name": {"type":"string","description":"Display name"},
      "user_buyer_id": {
        "type": "string",
        "description": "Your own external id for the buyer; GET /buyers/:user_buyer_id/by_user_buyer_id finds it"
      },
      "number": {
        "type": "string",
        "description": "Where calls are sent: E.164, or a SIP URI containing [number_to_dial] and @domain"
      },
      "dtmf_tones": {"type":"string","description":"Digits sent after answer; w waits 0.5 s, W waits 1 s"},
      "tier": {"type":"integer","description":"Routing priority: lower tiers are tried first (may be negative)"},
      "weight": {"type":"integer","description":"Share of calls inside a tier (weight 3 gets ~3x weight 1)"},
      "route_by_type": {"type":"enum","values":["tier","revenue","epc"],"description":"How this buyer is ranked"},
      "timeout_seconds": {"type":"integer","description":"Seconds to ring before trying the next buyer"},
      "paused": {"type":"boolean","description":"A paused buyer receives nothing"},
      "concurrency_cap_limit": {"type":"integer","description":"Most simultaneous calls (blank: no cap)"},
      "hourly_cap_limit": {"type":"integer","description":"Most connected calls per hour"},
      "daily_cap_limit": {"type":"integer","description":"Most connected calls per day"},
      "monthly_cap_limit": {"type":"integer","description":"Most connected calls per month"},
      "total_cap_limit": {"type":"integer","description":"Most connected calls ever"},
      "attempt_hourly_limit": {"type":"integer","description":"Most calls dialled to it per hour (blank: no cap)"},
      "attempt_daily_limit": {"type":"integer","description":"Most calls dialled to it per day (blank: no cap)"},
      "attempt_monthly_limit": {"type":"integer","description":"Most calls dialled to it per month (blank: no cap)"},
      "attempt_total_limit": {"type":"integer","description":"Most calls dialled to it ever (blank: no cap)"},
      "buyer_conversion_hourly_limit": {
        "type": "integer",
        "description": "Most converted calls (buyer conversions fired) per hour (blank: no cap)"
      },
      "buyer_conversion_daily_limit": {
        "type": "integer",
        "description": "Most converted calls (buyer conversions fired) per day (blank: no cap)"
      },
      "buyer_conversion_monthly_limit": {
        "type": "integer",
        "description": "Most converted calls (buyer conversions fired) per month (blank: no cap)"
      },
      "buyer_conversion_total_limit": {"type":"integer","description":"Most converted calls (buyer conversions fired) ever (blank: no cap)"},
      "revenue_hourly_limit": {"type":"decimal","description":"Most dollars of revenue earned per hour (blank: no cap)"},
      "revenue_daily_limit": {"type":"decimal","description":"Most dollars of revenue earned per day (blank: no cap)"},
      "revenue_monthly_limit": {"type":"decimal","description":"Most dollars of revenue earned per month (blank: no cap)"},
      "revenue_total_limit": {"type":"decimal","description":"Most dollars of revenue earned ever (blank: no cap)"},
      "auto_pause_failed_calls": {
        "type": "integer",
        "description": "Pause the buyer after this many unanswered or failed rings within auto_pause_window_minutes (blank: never)"
      },
      "auto_pause_window_minutes": {"type":"integer","description":"Minutes the unanswered or failed rings are counted over"},
      "auto_pause_cooldown_minutes": {
        "type": "integer",
        "description": "Minutes after which an automatically paused buyer takes calls again (blank: until unpaused by hand)"
      },
      "paused_reason": {
        "type": "string",
        "description": "Why the buyer is paused: auto_paused_failed_calls when its health rule paused it; blank otherwise"
      },
      "time_zone": {"type":"string","description":"IANA time zone of the buyer hours (default: the company zone)"},
      "open_times": {
        "type": "json",
        "description": "Hours as [{\"day\":0,\"time_from\":\"09:00\",\"time_to\":\"17:00\"}] (day 0 = Sunday); blank = always open"
      },
      "offer_ids": {"type":"refs","description":"Offers this buyer takes calls for"},
      "buyer_group_ids": {"type":"refs","description":"Groups the buyer belongs to"},
      "buyer_suppression_ids": {"type":"refs","description":"Suppression lists applied to this buyer"},
      "token_filters": {
        "type": "json",
        "description": "Calls this buyer takes: [{\"key\":\"caller_state\",\"operator\":\"in\",\"value\":\"CA,NV\"}], operators ==, !=, =~, !~, <, <=, >, >=, in, not in on any token of the call; blank: every call"
      },
      "add_offer_ids": {"type":"refs","description":"Adds to offer_ids (ids); safe under concurrent requests"},
      "remove_offer_ids": {"type":"refs","description":"Removes from offer_ids (ids); safe under concurrent requests"},
      "add_buyer_group_ids": {"type":"refs","description":"Adds to buyer_group_ids (ids); safe under concurrent requests"},
      "remove_buyer_group_ids": {"type":"refs","description":"Removes from buyer_group_ids (ids); safe under concurrent requests"},
      "add_buyer_suppression_ids": {"type":"refs","description":"Adds to buyer_suppression_ids (ids); safe under concurrent requests"},
      "remove_buyer_suppression_ids": {"type":"refs","description":"Removes from buyer_suppression_ids (ids); safe under concurrent requests"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"user_buyer_id"},
        {"name":"number"},
        {"name":"dtmf_tones"},
        {"name":"tier","many":true},
        {"name":"weight","many":true},
        {"name":"route_by_type","many":true},
        {"name":"timeout_seconds","many":true},
        {"name":"paused"},
        {"name":"concurrency_cap_limit","many":true},
        {"name":"hourly_cap_limit","many":true},
        {"name":"daily_cap_limit","many":true},
        {"name":"monthly_cap_limit","many":true},
        {"name":"total_cap_limit","many":true},
        {"name":"attempt_hourly_limit","many":true},
        {"name":"attempt_daily_limit","many":true},
        {"name":"attempt_monthly_limit","many":true},
        {"name":"attempt_total_limit","many":true},
        {"name":"buyer_conversion_hourly_limit","many":true},
        {"name":"buyer_conversion_daily_limit","many":true},
        {"name":"buyer_conversion_monthly_limit","many":true},
        {"name":"buyer_conversion_total_limit","many":true},
        {"name":"revenue_hourly_limit"},
        {"name":"revenue_daily_limit"},
        {"name":"revenue_monthly_limit"},
        {"name":"revenue_total_limit"},
        {"name":"auto_pause_failed_calls","many":true},
        {"name":"auto_pause_window_minutes","many":true},
        {"name":"auto_pause_cooldown_minutes","many":true},
        {"name":"paused_reason"}
      ],
      "build": [
        {"name":"name"},
        {"name":"user_buyer_id","nullable":true},
        {"name":"number"},
        {"name":"dtmf_tones","nullable":true},
        {"name":"tier","nullable":true},
        {"name":"weight","nullable":true},
        {"name":"route_by_type","nullable":true},
        {"name":"timeout_seconds","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"paused","nullable":true},
        {"name":"concurrency_cap_limit","nullable":true},
        {"name":"hourly_cap_limit","nullable":true},
        {"name":"daily_cap_limit","nullable":true},
        {"name":"monthly_cap_limit","nullable":true},
        {"name":"total_cap_limit","nullable":true},
        {"name":"open_times","nullable":true},
        {"name":"offer_ids"},
        {"name":"buyer_group_ids"},
        {"name":"buyer_suppression_ids"},
        {"name":"token_filters","nullable":true},
        {"name":"attempt_hourly_limit","nullable":true},
        {"name":"attempt_daily_limit","nullable":true},
        {"name":"attempt_monthly_limit","nullable":true},
        {"name":"attempt_total_limit","nullable":true},
        {"name":"buyer_conversion_hourly_limit","nullable":true},
        {"name":"buyer_conversion_daily_limit","nullable":true},
        {"name":"buyer_conversion_monthly_limit","nullable":true},
        {"name":"buyer_conversion_total_limit","nullable":true},
        {"name":"revenue_hourly_limit","nullable":true},
        {"name":"revenue_daily_limit","nullable":true},
        {"name":"revenue_monthly_limit","nullable":true},
        {"name":"revenue_total_limit","nullable":true},
        {"name":"auto_pause_failed_calls","nullable":true},
        {"name":"auto_pause_window_minutes","nullable":true},
        {"name":"auto_pause_cooldown_minutes","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"user_buyer_id","nullable":true},
        {"name":"number","required":true},
        {"name":"dtmf_tones","nullable":true},
        {"name":"tier","nullable":true},
        {"name":"weight","nullable":true},
        {"name":"route_by_type","nullable":true},
        {"name":"timeout_seconds","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"paused","nullable":true},
        {"name":"concurrency_cap_limit","nullable":true},
        {"name":"hourly_cap_limit","nullable":true},
        {"name":"daily_cap_limit","nullable":true},
        {"name":"monthly_cap_limit","nullable":true},
        {"name":"total_cap_limit","nullable":true},
        {"name":"open_times","nullable":true},
        {"name":"offer_ids"},
        {"name":"add_offer_ids"},
        {"name":"remove_offer_ids"},
        {"name":"buyer_group_ids"},
        {"name":"add_buyer_group_ids"},
        {"name":"remove_buyer_group_ids"},
        {"name":"buyer_suppression_ids"},
        {"name":"add_buyer_suppression_ids"},
        {"name":"remove_buyer_suppression_ids"},
        {"name":"token_filters","nullable":true},
        {"name":"attempt_hourly_limit","nullable":true},
        {"name":"attempt_daily_limit","nullable":true},
        {"name":"attempt_monthly_limit","nullable":true},
        {"name":"attempt_total_limit","nullable":true},
        {"name":"buyer_conversion_hourly_limit","nullable":true},
        {"name":"buyer_conversion_daily_limit","nullable":true},
        {"name":"buyer_conversion_monthly_limit","nullable":true},
        {"name":"buyer_conversion_total_limit","nullable":true},
        {"name":"revenue_hourly_limit","nullable":true},
        {"name":"revenue_daily_limit","nullable":true},
        {"name":"revenue_monthly_limit","nullable":true},
        {"name":"revenue_total_limit","nullable":true},
        {"name":"auto_pause_failed_calls","nullable":true},
        {"name":"auto_pause_window_minutes","nullable":true},
        {"name":"auto_pause_cooldown_minutes","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"user_buyer_id","nullable":true},
        {"name":"number"},
        {"name":"dtmf_tones","nullable":true},
        {"name":"tier","nullable":true},
        {"name":"weight","nullable":true},
        {"name":"route_by_type","nullable":true},
        {"name":"timeout_seconds","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"paused","nullable":true},
        {"name":"concurrency_cap_limit","nullable":true},
        {"name":"hourly_cap_limit","nullable":true},
        {"name":"daily_cap_limit","nullable":true},
        {"name":"monthly_cap_limit","nullable":true},
        {"name":"total_cap_limit","nullable":true},
        {"name":"open_times","nullable":true},
        {"name":"offer_ids"},
        {"name":"add_offer_ids"},
        {"name":"remove_offer_ids"},
        {"name":"buyer_group_ids"},
        {"name":"add_buyer_group_ids"},
        {"name":"remove_buyer_group_ids"},
        {"name":"buyer_suppression_ids"},
        {"name":"add_buyer_suppression_ids"},
        {"name":"remove_buyer_suppression_ids"},
        {"name":"token_filters","nullable":true},
        {"name":"attempt_hourly_limit","nullable":true},
        {"name":"attempt_daily_limit","nullable":true},
        {"name":"attempt_monthly_limit","nullable":true},
        {"name":"attempt_total_limit","nullable":true},
        {"name":"buyer_conversion_hourly_limit","nullable":true},
        {"name":"buyer_conversion_daily_limit","nullable":true},
        {"name":"buyer_conversion_monthly_limit","nullable":true},
        {"name":"buyer_conversion_total_limit","nullable":true},
        {"name":"revenue_hourly_limit","nullable":true},
        {"name":"revenue_daily_limit","nullable":true},
        {"name":"revenue_monthly_limit","nullable":true},
        {"name":"revenue_total_limit","nullable":true},
        {"name":"auto_pause_failed_calls","nullable":true},
        {"name":"auto_pause_window_minutes","nullable":true},
        {"name":"auto_pause_cooldown_minutes","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/buyers"},
      {"name":"build","method":"GET","path":"/buyers/new"},
      {"name":"create","method":"POST","path":"/buyers"},
      {"name":"show","method":"GET","path":"/buyers/:id"},
      {"name":"show_by","method":"GET","path":"/buyers/:user_buyer_id/by_user_buyer_id"},
      {"name":"update","method":"PUT","path":"/buyers/:id"},
      {"name":"destroy","method":"DELETE","path":"/buyers/:id"}
    ]
  },
  {
    "name": "buyer_group",
    "plural": "buyer_groups",
    "accessor": "buyerGroups",
    "title": "Buyer group",
    "description": "Buyers routed together. A group tier and weight override those of its buyers; caps and concurrency apply to the group as a whole.",
    "operations": ["list","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "tier", "weight",
      "dial_buyers_type", "concurrency_cap_limit", "concurrency_cap_used", "maxed_out", "buyer_ids",
      "attempt_hourly_limit", "attempt_daily_limit", "attempt_monthly_limit", "attempt_total_limit",
      "connection_hourly_limit", "connection_daily_limit", "connection_monthly_limit",
      "connection_total_limit", "buyer_conversion_hourly_limit", "buyer_conversion_daily_limit",
      "buyer_conversion_monthly_limit", "buyer_conversion_total_limit", "revenue_hourly_limit",
      "revenue_daily_limit", "revenue_monthly_limit", "revenue_total_limit"
    ],
    "sortable": ["id","created_at","updated_at","name","tier"],
    "values": {
      "name": {"type":"string"},
      "tier": {"type":"integer"},
      "weight": {"type":"integer"},
      "dial_buyers_type": {"type":"enum","values":["sequentially","simultaneously"]},
      "concurrency_cap_limit": {"type":"integer"},
      "concurrency_cap_used": {"type":"integer"},
      "maxed_out": {"type":"boolean"},
      "attempt_hourly_limit": {"type":"integer","description":"Most calls dialled to it per hour (blank: no cap)"},
      "attempt_daily_limit": {"type":"integer","description":"Most calls dialled to it per day (blank: no cap)"},
      "attempt_monthly_limit": {"type":"integer","description":"Most calls dialled to it per month (blank: no cap)"},
      "attempt_total_limit": {"type":"integer","description":"Most calls dialled to it ever (blank: no cap)"},
      "connection_hourly_limit": {"type":"integer","description":"Most calls forwarded to it per hour (blank: no cap)"},
      "connection_daily_limit": {"type":"integer","description":"Most calls forwarded to it per day (blank: no cap)"},
      "connection_monthly_limit": {"type":"integer","description":"Most calls forwarded to it per month (blank: no cap)"},
      "connection_total_limit": {"type":"integer","description":"Most calls forwarded to it ever (blank: no cap)"},
      "buyer_conversion_hourly_limit": {
        "type": "integer",
        "description": "Most converted calls (buyer conversions fired) per hour (blank: no cap)"
      },
      "buyer_conversion_daily_limit": {
        "type": "integer",
        "description": "Most converted calls (buyer conversions fired) per day (blank: no cap)"
      },
      "buyer_conversion_monthly_limit": {
        "type": "integer",
        "description": "Most converted calls (buyer conversions fired) per month (blank: no cap)"
      },
      "buyer_conversion_total_limit": {"type":"integer","description":"Most converted calls (buyer conversions fired) ever (blank: no cap)"},
      "revenue_hourly_limit": {"type":"decimal","description":"Most dollars of revenue earned per hour (blank: no cap)"},
      "revenue_daily_limit": {"type":"decimal","description":"Most dollars of revenue earned per day (blank: no cap)"},
      "revenue_monthly_limit": {"type":"decimal","description":"Most dollars of revenue earned per month (blank: no cap)"},
      "revenue_total_limit": {"type":"decimal","description":"Most dollars of revenue earned ever (blank: no cap)"},
      "buyer_ids": {"type":"refs"},
      "add_buyer_ids": {"type":"refs","description":"Adds to buyer_ids (ids); safe under concurrent requests"},
      "remove_buyer_ids": {"type":"refs","description":"Removes from buyer_ids (ids); safe under concurrent requests"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"tier","many":true},
        {"name":"weight","many":true},
        {"name":"dial_buyers_type","many":true},
        {"name":"concurrency_cap_limit","many":true},
        {"name":"concurrency_cap_used","many":true},
        {"name":"maxed_out"},
        {"name":"attempt_hourly_limit","many":true},
        {"name":"attempt_daily_limit","many":true},
        {"name":"attempt_monthly_limit","many":true},
        {"name":"attempt_total_limit","many":true},
        {"name":"connection_hourly_limit","many":true},
        {"name":"connection_daily_limit","many":true},
        {"name":"connection_monthly_limit","many":true},
        {"name":"connection_total_limit","many":true},
        {"name":"buyer_conversion_hourly_limit","many":true},
        {"name":"buyer_conversion_daily_limit","many":true},
        {"name":"buyer_conversion_monthly_limit","many":true},
        {"name":"buyer_conversion_total_limit","many":true},
        {"name":"revenue_hourly_limit"},
        {"name":"revenue_daily_limit"},
        {"name":"revenue_monthly_limit"},
        {"name":"revenue_total_limit"}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"tier","nullable":true},
        {"name":"weight","nullable":true},
        {"name":"dial_buyers_type","nullable":true},
        {"name":"concurrency_cap_limit","nullable":true},
        {"name":"buyer_ids"},
        {"name":"add_buyer_ids"},
        {"name":"remove_buyer_ids"},
        {"name":"attempt_hourly_limit","nullable":true},
        {"name":"attempt_daily_limit","nullable":true},
        {"name":"attempt_monthly_limit","nullable":true},
        {"name":"attempt_total_limit","nullable":true},
        {"name":"connection_hourly_limit","nullable":true},
        {"name":"connection_daily_limit","nullable":true},
        {"name":"connection_monthly_limit","nullable":true},
        {"name":"connection_total_limit","nullable":true},
        {"name":"buyer_conversion_hourly_limit","nullable":true},
        {"name":"buyer_conversion_daily_limit","nullable":true},
        {"name":"buyer_conversion_monthly_limit","nullable":true},
        {"name":"buyer_conversion_total_limit","nullable":true},
        {"name":"revenue_hourly_limit","nullable":true},
        {"name":"revenue_daily_limit","nullable":true},
        {"name":"revenue_monthly_limit","nullable":true},
        {"name":"revenue_total_limit","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"tier","nullable":true},
        {"name":"weight","nullable":true},
        {"name":"dial_buyers_type","nullable":true},
        {"name":"concurrency_cap_limit","nullable":true},
        {"name":"buyer_ids"},
        {"name":"add_buyer_ids"},
        {"name":"remove_buyer_ids"},
        {"name":"attempt_hourly_limit","nullable":true},
        {"name":"attempt_daily_limit","nullable":true},
        {"name":"attempt_monthly_limit","nullable":true},
        {"name":"attempt_total_limit","nullable":true},
        {"name":"connection_hourly_limit","nullable":true},
        {"name":"connection_daily_limit","nullable":true},
        {"name":"connection_monthly_limit","nullable":true},
        {"name":"connection_total_limit","nullable":true},
        {"name":"buyer_conversion_hourly_limit","nullable":true},
        {"name":"buyer_conversion_daily_limit","nullable":true},
        {"name":"buyer_conversion_monthly_limit","nullable":true},
        {"name":"buyer_conversion_total_limit","nullable":true},
        {"name":"revenue_hourly_limit","nullable":true},
        {"name":"revenue_daily_limit","nullable":true},
        {"name":"revenue_monthly_limit","nullable":true},
        {"name":"revenue_total_limit","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/buyer_groups"},
      {"name":"create","method":"POST","path":"/buyer_groups"},
      {"name":"create_at_id","method":"POST","path":"/buyer_groups/:id"},
      {"name":"show","method":"GET","path":"/buyer_groups/:id"},
      {"name":"update","method":"PUT","path":"/buyer_groups/:id"},
      {"name":"destroy","method":"DELETE","path":"/buyer_groups/:id"}
    ]
  },
  {
    "name": "buyer_fleet",
    "plural": "buyer_fleets",
    "accessor": "buyerFleets",
    "title": "Buyer fleet",
    "description": "A set of buyers treated as one for duplicate-call checks and system tokens: a caller sold to (converted for) one member inside the offer's repeat window is not forwarded to another (the trace names fleet_duplicate), and a call forwarded to a member carries the fleet in its user_fleet_id token.",
    "operations": ["list","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "company_id", "name", "description",
      "user_fleet_id", "buyers_count", "buyer_ids"
    ],
    "sortable": ["id","created_at","updated_at","name"],
    "values": {
      "name": {"type":"string"},
      "user_fleet_id": {"type":"string","description":"Unique; used in system tokens to identify fleet membership"},
      "description": {"type":"text"},
      "buyer_ids": {"type":"refs","description":"Buyers in the fleet"},
      "add_buyer_ids": {"type":"refs","description":"Adds to buyer_ids (ids); safe under concurrent requests"},
      "remove_buyer_ids": {"type":"refs","description":"Removes from buyer_ids (ids); safe under concurrent requests"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [{"name":"name"},{"name":"user_fleet_id"}],
      "create": [
        {"name":"name","required":true},
        {"name":"description","nullable":true},
        {"name":"user_fleet_id","required":true},
        {"name":"buyer_ids"},
        {"name":"add_buyer_ids"},
        {"name":"remove_buyer_ids"},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"description","nullable":true},
        {"name":"user_fleet_id"},
        {"name":"buyer_ids"},
        {"name":"add_buyer_ids"},
        {"name":"remove_buyer_ids"},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/buyer_fleets"},
      {"name":"create","method":"POST","path":"/buyer_fleets"},
      {"name":"create_at_id","method":"POST","path":"/buyer_fleets/:id"},
      {"name":"show","method":"GET","path":"/buyer_fleets/:id"},
      {"name":"update","method":"PUT","path":"/buyer_fleets/:id"},
      {"name":"destroy","method":"DELETE","path":"/buyer_fleets/:id"}
    ]
  },
  {
    "name": "buyer_suppression",
    "plural": "buyer_suppressions",
    "accessor": "buyerSuppressions",
    "title": "Buyer suppression",
    "description": "Do-not-call lists of phone numbers that block matching contacts from reaching the offers, schedules or buyers they are attached to. Create takes an optional CSV as a multipart import_file, imported in the background (status pending → started → succeeded | failed | stopped); numbers are added and removed with caller_block and caller_unblock.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "import_file_url", "status",
      "caller_id_column_name", "headers", "blocked", "error_message", "import_count", "total_count",
      "import_percent", "started_at", "failed_at", "stopped_at", "succeeded_at", "buyer_ids", "offer_ids",
      "schedule_ids"
    ],
    "sortable": ["id","created_at","updated_at","name"],
    "values": {
      "name": {"type":"string"},
      "import_file_url": {"type":"string","description":"Not kept: uploaded files are deleted once imported"},
      "status": {
        "type": "enum",
        "values": ["pending","started","succeeded","failed","stopped"],
        "description": "Import status: pending, started, succeeded, failed, or stopped (interrupted; resumes by itself)"
      },
      "caller_id_column_name": {
        "type": "string",
        "description": "CSV column that holds the phone numbers (blank: the first column that looks like phone numbers)"
      },
      "blocked": {"type":"boolean"},
      "import_count": {
        "type": "integer",
        "description": "Distinct numbers written to the list: by its imports and caller_block, less those caller_unblock removed"
      },
      "total_count": {
        "type": "integer",
        "description": "Numbers received: data rows of the uploaded file, and the distinct caller_ids of each caller_block"
      },
      "import_percent": {
        "type": "decimal",
        "description": "Import progress, 0 to 100: reading the file is the first half, writing the numbers the second"
      },
      "buyer_ids": {"type":"refs","description":"Buyers that use this list"},
      "headers": {"type":"strings","description":"Column headers of the uploaded CSV (detected from the file)"},
      "add_buyer_ids": {"type":"refs","description":"Adds to buyer_ids (ids); safe under concurrent requests"},
      "remove_buyer_ids": {"type":"refs","description":"Removes from buyer_ids (ids); safe under concurrent requests"},
      "add_user_buyer_ids": {
        "type": "strings",
        "description": "Adds to buyer_ids (user_buyer_id values); safe under concurrent requests"
      },
      "remove_user_buyer_ids": {
        "type": "strings",
        "description": "Removes from buyer_ids (user_buyer_id values); safe under concurrent requests"
      },
      "offer_ids": {"type":"refs","description":"Offers that use this list (set on create, or on the offer)"},
      "add_offer_ids": {"type":"refs","description":"Adds to offer_ids (ids); safe under concurrent requests"},
      "remove_offer_ids": {"type":"refs","description":"Removes from offer_ids (ids); safe under concurrent requests"},
      "schedule_ids": {"type":"refs","description":"Schedules that use this list (set on create, or on the schedule)"},
      "add_schedule_ids": {"type":"refs","description":"Adds to schedule_ids (ids); safe under concurrent requests"},
      "remove_schedule_ids": {"type":"refs","description":"Removes from schedule_ids (ids); safe under concurrent requests"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"import_file_url"},
        {"name":"status","many":true},
        {"name":"caller_id_column_name"},
        {"name":"blocked"},
        {"name":"import_count","many":true},
        {"name":"total_count","many":true},
        {"name":"import_percent"}
      ],
      "build": [{"name":"name"},{"name":"caller_id_column_name","nullable":true},{"name":"buyer_ids"}],
      "create": [
        {"name":"name","required":true},
        {"name":"caller_id_column_name","nullable":true},
        {"name":"headers"},
        {"name":"buyer_ids"},
        {"name":"add_buyer_ids"},
        {"name":"remove_buyer_ids"},
        {"name":"add_user_buyer_ids"},
        {"name":"remove_user_buyer_ids"},
        {"name":"offer_ids"},
        {"name":"add_offer_ids"},
        {"name":"remove_offer_ids"},
        {"name":"schedule_ids"},
        {"name":"add_schedule_ids"},
        {"name":"remove_schedule_ids"},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"buyer_ids"},
        {"name":"add_buyer_ids"},
        {"name":"remove_buyer_ids"},
        {"name":"add_user_buyer_ids"},
        {"name":"remove_user_buyer_ids"},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/buyer_suppressions"},
      {"name":"build","method":"GET","path":"/buyer_suppressions/new"},
      {"name":"create","method":"POST","path":"/buyer_suppressions"},
      {"name":"show","method":"GET","path":"/buyer_suppressions/:id"},
      {"name":"update","method":"PUT","path":"/buyer_suppressions/:id"},
      {"name":"destroy","method":"DELETE","path":"/buyer_suppressions/:id"},
      {
        "name": "caller_block",
        "method": "POST",
        "path": "/buyer_suppressions/:id/caller_block",
        "endpoint": true,
        "params": [
          {
            "name": "caller_ids",
            "type": "strings",
            "required": true,
            "description": "Numbers, at most 10,000 a request ([..], comma-separated or caller_ids[]=); each normalised to E.164"
          },
          {"name":"dry_run","type":"boolean","description":"true counts what would change and writes nothing"}
        ]
      },
      {
        "name": "caller_unblock",
        "method": "POST",
        "path": "/buyer_suppressions/:id/caller_unblock",
        "endpoint": true,
        "params": [
          {
            "name": "caller_ids",
            "type": "strings",
            "required": true,
            "description": "Numbers, at most 10,000 a request ([..], comma-separated or caller_ids[]=); each normalised to E.164"
          },
          {"name":"dry_run","type":"boolean","description":"true counts what would change and writes nothing"}
        ]
      }
    ]
  },
  {
    "name": "contact",
    "plural": "contacts",
    "accessor": "contacts",
    "title": "Contact",
    "description": "A phone number the company has dealt with: its blacklist and opt-out flags and call counters. GET and PUT /contacts/:id accept the id, the uuid or the number (10+ digits, with or without +).",
    "operations": ["list","show","update"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "number", "blocked", "opt_out",
      "blocked_at", "sms_opt_out_at", "email_bounced_address", "email_bounced_at", "email_bounce_reason",
      "calls_count", "outbound_call_failure_count", "outbound_no_answer_count"
    ],
    "sortable": ["id","created_at","updated_at","number","blocked_at"],
    "values": {
      "number": {"type":"phone","description":"The number, E.164"},
      "blocked": {"type":"boolean","description":"On the company blacklist: no inbound or outbound interaction at all"},
      "opt_out": {"type":"boolean","description":"Opted out: no further calls, texts or e-mails"},
      "email_bounced_address": {
        "type": "string",
        "description": "E-mail address the mail server refused for good (an SMTP 5xx): it is not e-mailed again"
      },
      "calls_count": {"type":"integer","description":"Calls with this number"},
      "outbound_call_failure_count": {"type":"integer","description":"Outbound calls that failed"},
      "outbound_no_answer_count": {"type":"integer","description":"Outbound calls nobody answered"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"number"},
        {"name":"blocked"},
        {"name":"opt_out"},
        {"name":"email_bounced_address"},
        {"name":"calls_count","many":true},
        {"name":"outbound_call_failure_count","many":true},
        {"name":"outbound_no_answer_count","many":true}
      ],
      "show": [],
      "update": [
        {"name":"blocked","nullable":true},
        {"name":"opt_out","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ]
    },
    "routes": [
      {"name":"list","method":"GET","path":"/contacts"},
      {"name":"show","method":"GET","path":"/contacts/:id"},
      {"name":"update","method":"PUT","path":"/contacts/:id"},
      {"name":"suppression_list","method":"GET","path":"/contacts/suppression_list","endpoint":true},
      {"name":"caller_block","method":"POST","path":"/contacts/:caller_id/caller_block","endpoint":true},
      {"name":"caller_unblock","method":"POST","path":"/contacts/:caller_id/caller_unblock","endpoint":true},
      {"name":"hang_up_calls","method":"DELETE","path":"/contacts/:id/calls","endpoint":true}
    ]
  },
  {
    "name": "lead",
    "plural": "leads",
    "accessor": "leads",
    "title": "Lead",
    "description": "A person to call, text or e-mail, submitted with an offer or schedule lead_token (POST /leads). One active lead per caller per offer or schedule; blacklisted, suppressed and opted-out numbers are stored with that status and never actioned.",
    "operations": ["list","build","show","update"],
    "softDelete": true,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "caller_id", "contact_id", "offer_id",
      "schedule_id", "distribution_schedule_id", "schedule_distribution_id", "distribution_log",
      "traffic_source_id", "status", "human_status", "opt_out", "blocked", "email", "first_name", "last_name",
      "address", "city", "state_province", "zip_postal_code", "time_zone", "contact_field_type", "tokens",
      "lead_priority", "revenue", "payout", "offer_converted", "buyer_converted", "next_action_at",
      "has_next_action", "schedule_callback_at", "expires_at", "max_contact_attempts", "contact_attempts",
      "attempted_call_id", "connected_call_id", "ended_at", "end_reason", "schedule_phase", "schedule_step",
      "end_of_schedule_group_id", "last_schedule_action_id", "last_schedule_action_error", "remote_ip"
    ],
    "sortable": ["id","created_at","updated_at","status","lead_priority","next_action_at"],
    "values": {
      "caller_id": {"type":"phone","description":"The lead’s phone number, E.164"},
      "contact_id": {
        "type": "ref",
        "description": "The contact: one per company and number, holding its blacklist and opt-outs"
      },
      "offer_id": {"type":"ref","description":"Offer the lead belongs to"},
      "schedule_id": {"type":"ref","description":"Schedule working the lead (schedule lead tokens)"},
      "distribution_schedule_id": {
        "type": "ref",
        "description": "The lead_distribution schedule the lead was posted to (blank: posted straight to its offer or schedule)"
      },
      "schedule_distribution_id": {
        "type": "ref",
        "description": "The distribution that sent the lead to schedule_id (blank: none took it, and it stays on distribution_schedule_id)"
      },
      "traffic_source_id": {"type":"ref","description":"Publisher that sent the lead"},
      "status": {
        "type": "enum",
        "values": [
          "scheduled", "waiting", "running", "queue", "waiting_call_disposition", "success", "completed",
          "completed_attempted", "completed_connected", "completed_converted", "completed_with_one_call",
          "completed_with_many_calls", "exceeded_max_calls", "exceeded_short_calls", "dnc", "failure",
          "disabled", "blocked", "opt_out"
        ],
        "description": "Where the lead is (domain notes 3.4)"
      },
      "opt_out": {
        "type": "boolean",
        "description": "The caller opted out: no calls, texts or e-mails. true also opts the number out company-wide"
      },
      "blocked": {"type":"boolean","description":"true also adds the number to the company blacklist"},
      "email": {"type":"string","description":"E-mail address"},
      "first_name": {"type":"string","description":"First name"},
      "last_name": {"type":"string","description":"Last name"},
      "address": {"type":"string","description":"Street address"},
      "city": {"type":"string","description":"City"},
      "state_province": {"type":"string","description":"State or province (two-letter code for the US)"},
      "zip_postal_code": {"type":"string","description":"ZIP or postal code"},
      "contact_field_type": {"type":"string","description":"Which contact fields (agent script) the lead uses"},
      "lead_priority": {"type":"integer","description":"Higher is worked first"},
      "revenue": {"type":"decimal","description":"Revenue earned from the lead"},
      "payout": {"type":"decimal","description":"Payout owed for the lead"},
      "offer_converted": {"type":"boolean","description":"The offer conversion fired"},
      "buyer_converted": {"type":"boolean","description":"A buyer conversion fired"},
      "max_contact_attempts": {"type":"integer","description":"Most contact attempts (default: the schedule’s)"},
      "contact_attempts": {"type":"integer","description":"Contact attempts made"},
      "attempted_call_id": {"type":"integer","description":"Last call placed to the lead (→ calls)"},
      "connected_call_id": {"type":"integer","description":"Last call that connected (→ calls)"},
      "end_reason": {
        "type": "enum",
        "values": [
          "expired", "removed", "moved_to_end_of_schedule", "deleted", "schedule_finished", "choice",
          "max_contact_attempts"
        ],
        "description": "Why it stopped: expired, removed, …"
      },
      "schedule_phase": {
        "type": "enum",
        "values": ["cadence","end_of_schedule"],
        "description": "Schedule leads: cadence (the main actions) or end_of_schedule (after a trigger or a move)"
      },
      "schedule_step": {"type":"integer","description":"Schedule leads: position of the next action in its phase, from 0"},
      "end_of_schedule_group_id": {
        "type": "ref",
        "description": "End-of-schedule group the lead runs, when a trigger named one (blank: every end-of-schedule group)"
      },
      "last_schedule_action_id": {"type":"ref","description":"The schedule action that ran last on the lead"},
      "remote_ip": {"type":"string","description":"Address the lead was submitted from"},
      "active": {
        "type": "boolean",
        "description": "true: only leads being worked or waiting (scheduled, waiting, running, queue…); false: the others"
      },
      "time_zone": {"type":"string","description":"IANA time zone of the lead (quiet hours)"},
      "tokens": {
        "type": "json",
        "description": "Lead tokens: every submitted key that is not a lead field, and the data hash"
      },
      "next_action_at": {"type":"time","description":"When the schedule next acts on the lead (blank: nothing due)"},
      "schedule_callback_at": {"type":"time","description":"Callback time asked for (also sets next_action_at)"},
      "expires_at": {"type":"time","description":"The lead ends (expired) at this time"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"caller_id"},
        {"name":"contact_id","many":true},
        {"name":"offer_id","many":true},
        {"name":"schedule_id","many":true},
        {"name":"distribution_schedule_id","many":true},
        {"name":"schedule_distribution_id","many":true},
        {"name":"traffic_source_id","many":true},
        {"name":"status","many":true},
        {"name":"opt_out"},
        {"name":"blocked"},
        {"name":"email"},
        {"name":"first_name"},
        {"name":"last_name"},
        {"name":"address"},
        {"name":"city"},
        {"name":"state_province"},
        {"name":"zip_postal_code"},
        {"name":"contact_field_type"},
        {"name":"lead_priority","many":true},
        {"name":"revenue"},
        {"name":"payout"},
        {"name":"offer_converted"},
        {"name":"buyer_converted"},
        {"name":"max_contact_attempts","many":true},
        {"name":"contact_attempts","many":true},
        {"name":"attempted_call_id","many":true},
        {"name":"connected_call_id","many":true},
        {"name":"end_reason","many":true},
        {"name":"schedule_phase","many":true},
        {"name":"schedule_step","many":true},
        {"name":"end_of_schedule_group_id","many":true},
        {"name":"last_schedule_action_id","many":true},
        {"name":"remote_ip"},
        {"name":"active"}
      ],
      "build": [
        {"name":"caller_id","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"schedule_id","nullable":true},
        {"name":"email","nullable":true},
        {"name":"first_name","nullable":true},
        {"name":"last_name","nullable":true},
        {"name":"state_province","nullable":true},
        {"name":"zip_postal_code","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"lead_priority","nullable":true}
      ],
      "show": [],
      "update": [
        {"name":"traffic_source_id","nullable":true},
        {"name":"opt_out","nullable":true},
        {"name":"blocked","nullable":true},
        {"name":"email","nullable":true},
        {"name":"first_name","nullable":true},
        {"name":"last_name","nullable":true},
        {"name":"address","nullable":true},
        {"name":"city","nullable":true},
        {"name":"state_province","nullable":true},
        {"name":"zip_postal_code","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"contact_field_type","nullable":true},
        {"name":"tokens","nullable":true},
        {"name":"lead_priority","nullable":true},
        {"name":"revenue","nullable":true},
        {"name":"payout","nullable":true},
        {"name":"offer_converted","nullable":true},
        {"name":"buyer_converted","nullable":true},
        {"name":"next_action_at","nullable":true},
        {"name":"schedule_callback_at","nullable":true},
        {"name":"expires_at","nullable":true},
        {"name":"max_contact_attempts","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ]
    },
    "routes": [
      {"name":"list","method":"GET","path":"/leads"},
      {"name":"build","method":"GET","path":"/leads/new"},
      {"name":"show","method":"GET","path":"/leads/:id"},
      {"name":"update","method":"PUT","path":"/leads/:id"},
      {
        "name": "submit",
        "method": "POST",
        "path": "/leads",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "lead_token",
            "type": "string",
            "required": true,
            "description": "Lead token of an offer or schedule: decides the company, and whether the lead waits for a call (offer) or is worked by the schedule. Unknown or inactive: 422 naming lead_token"
          },
          {
            "name": "token",
            "type": "string",
            "description": "Same as lead_token, for clients that name it token (read only when lead_token is absent)"
          },
          {
            "name": "caller_id",
            "type": "phone",
            "required": true,
            "description": "The lead's number, normalised to E.164 in the offer's (else the company's) default country"
          },
          {
            "name": "traffic_source_id",
            "type": "string",
            "description": "Credits the lead to this traffic source of the token's company, named by its user_traffic_source_id (afid: 1000, P100326) or else its id. One naming no active source never refuses the lead: it stays the lead's traffic_source_id token and the answer carries warnings.traffic_source_id"
          },
          {
            "name": "data",
            "type": "json",
            "description": "Lead tokens as a hash; wins over a top-level key of the same name"
          },
          {"name":"email","type":"string","description":"E-mail address"},
          {"name":"first_name","type":"string","description":"First name (also kept as a token)"},
          {"name":"last_name","type":"string","description":"Last name (also kept as a token)"},
          {"name":"address","type":"string","description":"Street address (also kept as a token)"},
          {"name":"city","type":"string","description":"City (also kept as a token)"},
          {
            "name": "state",
            "type": "string",
            "description": "State or province; also state_province (also kept as a token)"
          },
          {"name":"zip","type":"string","description":"ZIP or postal code; also zip_code, zip_postal_code"},
          {
            "name": "time_zone",
            "type": "string",
            "description": "IANA zone of the lead (quiet hours); one that is not an IANA zone stays a token only"
          },
          {
            "name": "contact_field_type",
            "type": "string",
            "description": "Which contact fields (agent script) the lead uses"
          },
          {"name":"lead_priority","type":"integer","description":"Higher is worked first"},
          {
            "name": "schedule_callback_at",
            "type": "time",
            "description": "Callback time asked for (also sets next_action_at)"
          },
          {
            "name": "schedule_callback_in_seconds",
            "type": "integer",
            "description": "Callback this many seconds from now"
          },
          {
            "name": "next_action_at",
            "type": "time",
            "description": "When the schedule first acts on the lead (default: now)"
          },
          {
            "name": "hours_to_expire",
            "type": "integer",
            "description": "The lead ends (expired) after this many hours"
          },
          {
            "name": "max_contact_attempts",
            "type": "integer",
            "description": "Most contact attempts (default: the schedule's)"
          },
          {
            "name": "update_only",
            "type": "boolean",
            "description": "Update the open lead of the caller; none is a 422 naming update_only"
          },
          {
            "name": "expire_existing",
            "type": "boolean",
            "description": "End the open lead (completed, expired) and create a new one"
          },
          {
            "name": "delete_existing",
            "type": "boolean",
            "description": "Delete the open lead and create a new one"
          },
          {
            "name": "restart_schedule",
            "type": "boolean",
            "description": "A schedule lead goes back to scheduled, next action now, contact_attempts 0"
          },
          {
            "name": "update_all_matching_leads",
            "type": "boolean",
            "description": "Update every open lead of the caller in apply_to instead of refusing; none creates one"
          },
          {
            "name": "apply_to",
            "type": "enum",
            "values": ["offer","schedule","company"],
            "description": "Scope of update_all_matching_leads (default: the token's offer or schedule)"
          },
          {
            "name": "blocked",
            "type": "boolean",
            "description": "Blacklist the number first; its other open leads follow"
          },
          {
            "name": "opt_out",
            "type": "boolean",
            "description": "Opt the number out first; its other open leads follow"
          },
          {"name":"unblock_contact","type":"boolean","description":"Take the number off the blacklist first"},
          {
            "name": "auto_format_nested_fields",
            "type": "boolean",
            "description": "Flatten nested tokens: {a: {b: 1}} becomes a_b"
          },
          {
            "name": "assign_trackdrive_number",
            "type": "boolean",
            "description": "Not available (no number pools): true is a 422 naming it"
          },
          {
            "name": "assign_sms_number",
            "type": "boolean",
            "description": "Not available (no number pools): true is a 422 naming it"
          }
        ]
      },
      {
        "name": "create_or_update",
        "method": "POST",
        "path": "/leads/create_or_update",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "lead_token",
            "type": "string",
            "required": true,
            "description": "Lead token of an offer or schedule: decides the company, and whether the lead waits for a call (offer) or is worked by the schedule. Unknown or inactive: 422 naming lead_token"
          },
          {
            "name": "token",
            "type": "string",
            "description": "Same as lead_token, for clients that name it token (read only when lead_token is absent)"
          },
          {
            "name": "caller_id",
            "type": "phone",
            "required": true,
            "description": "The lead's number, normalised to E.164 in the offer's (else the company's) default country"
          },
          {
            "name": "traffic_source_id",
            "type": "string",
            "description": "Credits the lead to this traffic source of the token's company, named by its user_traffic_source_id (afid: 1000, P100326) or else its id. One naming no active source never refuses the lead: it stays the lead's traffic_source_id token and the answer carries warnings.traffic_source_id"
          },
          {
            "name": "data",
            "type": "json",
            "description": "Lead tokens as a hash; wins over a top-level key of the same name"
          },
          {"name":"email","type":"string","description":"E-mail address"},
          {"name":"first_name","type":"string","description":"First name (also kept as a token)"},
          {"name":"last_name","type":"string","description":"Last name (also kept as a token)"},
          {"name":"address","type":"string","description":"Street address (also kept as a token)"},
          {"name":"city","type":"string","description":"City (also kept as a token)"},
          {
            "name": "state",
            "type": "string",
            "description": "State or province; also state_province (also kept as a token)"
          },
          {"name":"zip","type":"string","description":"ZIP or postal code; also zip_code, zip_postal_code"},
          {
            "name": "time_zone",
            "type": "string",
            "description": "IANA zone of the lead (quiet hours); one that is not an IANA zone stays a token only"
          },
          {
            "name": "contact_field_type",
            "type": "string",
            "description": "Which contact fields (agent script) the lead uses"
          },
          {"name":"lead_priority","type":"integer","description":"Higher is worked first"},
          {
            "name": "schedule_callback_at",
            "type": "time",
            "description": "Callback time asked for (also sets next_action_at)"
          },
          {
            "name": "schedule_callback_in_seconds",
            "type": "integer",
            "description": "Callback this many seconds from now"
          },
          {
            "name": "next_action_at",
            "type": "time",
            "description": "When the schedule first acts on the lead (default: now)"
          },
          {
            "name": "hours_to_expire",
            "type": "integer",
            "description": "The lead ends (expired) after this many hours"
          },
          {
            "name": "max_contact_attempts",
            "type": "integer",
            "description": "Most contact attempts (default: the schedule's)"
          },
          {
            "name": "update_only",
            "type": "boolean",
            "description": "Update the open lead of the caller; none is a 422 naming update_only"
          },
          {
            "name": "expire_existing",
            "type": "boolean",
            "description": "End the open lead (completed, expired) and create a new one"
          },
          {
            "name": "delete_existing",
            "type": "boolean",
            "description": "Delete the open lead and create a new one"
          },
          {
            "name": "restart_schedule",
            "type": "boolean",
            "description": "A schedule lead goes back to scheduled, next action now, contact_attempts 0"
          },
          {
            "name": "update_all_matching_leads",
            "type": "boolean",
            "description": "Update every open lead of the caller in apply_to instead of refusing; none creates one"
          },
          {
            "name": "apply_to",
            "type": "enum",
            "values": ["offer","schedule","company"],
            "description": "Scope of update_all_matching_leads (default: the token's offer or schedule)"
          },
          {
            "name": "blocked",
            "type": "boolean",
            "description": "Blacklist the number first; its other open leads follow"
          },
          {
            "name": "opt_out",
            "type": "boolean",
            "description": "Opt the number out first; its other open leads follow"
          },
          {"name":"unblock_contact","type":"boolean","description":"Take the number off the blacklist first"},
          {
            "name": "auto_format_nested_fields",
            "type": "boolean",
            "description": "Flatten nested tokens: {a: {b: 1}} becomes a_b"
          },
          {
            "name": "assign_trackdrive_number",
            "type": "boolean",
            "description": "Not available (no number pools): true is a 422 naming it"
          },
          {
            "name": "assign_sms_number",
            "type": "boolean",
            "description": "Not available (no number pools): true is a 422 naming it"
          }
        ]
      },
      {
        "name": "capture",
        "method": "POST",
        "path": "/leads/capture",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "lead_token",
            "type": "string",
            "description": "Lead token of an offer or schedule, as on POST /leads; may be left out when the request carries the company's credentials (Basic key pair, Token, auth_token)"
          },
          {
            "name": "token",
            "type": "string",
            "description": "Same as lead_token, for clients that name it token (read only when lead_token is absent)"
          },
          {
            "name": "caller_id",
            "type": "phone",
            "required": true,
            "description": "The lead's number, normalised to E.164 in the offer's (else the company's) default country"
          },
          {
            "name": "traffic_source_id",
            "type": "string",
            "description": "Credits the lead to this traffic source of the token's company, named by its user_traffic_source_id (afid: 1000, P100326) or else its id. One naming no active source never refuses the lead: it stays the lead's traffic_source_id token and the answer carries warnings.traffic_source_id"
          },
          {
            "name": "data",
            "type": "json",
            "description": "Lead tokens as a hash; wins over a top-level key of the same name"
          },
          {"name":"email","type":"string","description":"E-mail address"},
          {"name":"first_name","type":"string","description":"First name (also kept as a token)"},
          {"name":"last_name","type":"string","description":"Last name (also kept as a token)"},
          {"name":"address","type":"string","description":"Street address (also kept as a token)"},
          {"name":"city","type":"string","description":"City (also kept as a token)"},
          {
            "name": "state",
            "type": "string",
            "description": "State or province; also state_province (also kept as a token)"
          },
          {"name":"zip","type":"string","description":"ZIP or postal code; also zip_code, zip_postal_code"},
          {
            "name": "time_zone",
            "type": "string",
            "description": "IANA zone of the lead (quiet hours); one that is not an IANA zone stays a token only"
          },
          {
            "name": "contact_field_type",
            "type": "string",
            "description": "Which contact fields (agent script) the lead uses"
          },
          {"name":"lead_priority","type":"integer","description":"Higher is worked first"},
          {
            "name": "schedule_callback_at",
            "type": "time",
            "description": "Callback time asked for (also sets next_action_at)"
          },
          {
            "name": "schedule_callback_in_seconds",
            "type": "integer",
            "description": "Callback this many seconds from now"
          },
          {
            "name": "next_action_at",
            "type": "time",
            "description": "When the schedule first acts on the lead (default: now)"
          },
          {
            "name": "hours_to_expire",
            "type": "integer",
            "description": "The lead ends (expired) after this many hours"
          },
          {
            "name": "max_contact_attempts",
            "type": "integer",
            "description": "Most contact attempts (default: the schedule's)"
          },
          {
            "name": "update_only",
            "type": "boolean",
            "description": "Update the open lead of the caller; none is a 422 naming update_only"
          },
          {
            "name": "expire_existing",
            "type": "boolean",
            "description": "End the open lead (completed, expired) and create a new one"
          },
          {
            "name": "delete_existing",
            "type": "boolean",
            "description": "Delete the open lead and create a new one"
          },
          {
            "name": "restart_schedule",
            "type": "boolean",
            "description": "A schedule lead goes back to scheduled, next action now, contact_attempts 0"
          },
          {
            "name": "update_all_matching_leads",
            "type": "boolean",
            "description": "Update every open lead of the caller in apply_to instead of refusing; none creates one"
          },
          {
            "name": "apply_to",
            "type": "enum",
            "values": ["offer","schedule","company"],
            "description": "Scope of update_all_matching_leads (default: the token's offer or schedule)"
          },
          {
            "name": "blocked",
            "type": "boolean",
            "description": "Blacklist the number first; its other open leads follow"
          },
          {
            "name": "opt_out",
            "type": "boolean",
            "description": "Opt the number out first; its other open leads follow"
          },
          {"name":"unblock_contact","type":"boolean","description":"Take the number off the blacklist first"},
          {
            "name": "auto_format_nested_fields",
            "type": "boolean",
            "description": "Flatten nested tokens: {a: {b: 1}} becomes a_b"
          },
          {
            "name": "assign_trackdrive_number",
            "type": "boolean",
            "description": "Not available (no number pools): true is a 422 naming it"
          },
          {
            "name": "assign_sms_number",
            "type": "boolean",
            "description": "Not available (no number pools): true is a 422 naming it"
          },
          {
            "name": "offer_id",
            "type": "ref",
            "description": "With company credentials and no lead_token: the offer the lead joins (else a token)"
          },
          {
            "name": "schedule_id",
            "type": "ref",
            "description": "With company credentials and no lead_token: the schedule the lead joins (else a token)"
          }
        ]
      },
      {
        "name": "batch",
        "method": "POST",
        "path": "/leads/batch",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "leads",
            "type": "json",
            "required": true,
            "description": "Array of 1 to 1,000 lead objects, each with the parameters of POST /leads (lead_token included)"
          },
          {
            "name": "mode",
            "type": "enum",
            "values": ["create","create_or_update"],
            "description": "create: an open lead of the caller is a 422; create_or_update (default): it is updated"
          },
          {
            "name": "dry_run",
            "type": "boolean",
            "description": "Check each lead and answer what would happen; write nothing"
          }
        ]
      },
      {
        "name": "reports",
        "method": "GET",
        "path": "/leads/reports",
        "endpoint": true,
        "params": [
          {
            "name": "group_by",
            "type": "strings",
            "values": ["status","offer","schedule","state","day"],
            "description": "Categories to count by, comma-separated (default: all)"
          }
        ]
      },
      {
        "name": "by_caller_number",
        "method": "GET",
        "path": "/leads/:lead_token/:caller_number/by_caller_number",
        "endpoint": true,
        "params": [{"name":"columns","type":"strings","description":"Only these columns, comma-separated"}]
      },
      {"name":"buyer_is_available","method":"GET","path":"/leads/:id/buyer_is_available","endpoint":true},
      {"name":"destroy_by_id","method":"DELETE","path":"/leads/:id/id","endpoint":true},
      {"name":"caller_opt_out","method":"PUT","path":"/leads/:caller_id/caller_opt_out","endpoint":true},
      {
        "name": "caller_remove",
        "method": "POST",
        "path": "/leads/:caller_id/caller_remove",
        "endpoint": true,
        "params": [
          {
            "name": "lead_token",
            "type": "string",
            "description": "Only the leads of this offer or schedule lead token"
          },
          {"name":"offer_id","type":"ref","description":"Only the leads of this offer"},
          {"name":"schedule_id","type":"ref","description":"Only the leads of this schedule"}
        ]
      },
      {
        "name": "caller_move_to_end_of_schedule",
        "method": "PUT",
        "path": "/leads/:caller_id/caller_move_to_end_of_schedule",
        "endpoint": true,
        "params": [
          {
            "name": "lead_token",
            "type": "string",
            "description": "Only the leads of this offer or schedule lead token"
          },
          {"name":"offer_id","type":"ref","description":"Only the leads of this offer"},
          {"name":"schedule_id","type":"ref","description":"Only the leads of this schedule"}
        ]
      }
    ]
  },
  {
    "name": "offer",
    "plural": "offers",
    "accessor": "offers",
    "title": "Offer",
    "description": "A campaign: the calls and leads it receives (its lead_token authorises POST /leads), the buyers it routes to, and its rules.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "user_offer_id", "lead_token",
      "active", "paused", "time_zone", "missed_call_text", "default_country", "duplicate_timeframe",
      "buyer_ids", "buyer_group_ids", "buyer_suppression_ids", "voice_fallback_url",
      "voice_fallback_forward_number"
    ],
    "sortable": ["id","created_at","updated_at","name"],
    "values": {
      "name": {"type":"string"},
      "user_offer_id": {"type":"string","description":"Your own external id for the offer"},
      "lead_token": {"type":"string","description":"32-character token that submits leads to this offer (generated)"},
      "active": {"type":"boolean","description":"An inactive offer takes no leads, pings or calls"},
      "default_country": {
        "type": "string",
        "description": "Country for numbers without a country code (default: the company country)"
      },
      "duplicate_timeframe": {"type":"integer","description":"Seconds within which a repeat caller is a duplicate"},
      "voice_fallback_url": {
        "type": "string",
        "description": "Origin of a second deployment the carrier asks when this one fails to answer a call to the offer's numbers (the same webhook path there); set on each number when it is pointed"
      },
      "voice_fallback_forward_number": {
        "type": "phone",
        "description": "Static forward when Leadline fails to answer and there is no voice_fallback_url: the carrier forwards the call here (Twilio: its Forward Twimlet; Telnyx and Plivo have no hosted forward, the number's pointing_warning says so)"
      },
      "paused": {"type":"boolean","description":"The opposite of active (TrackDrive clients read and write paused)"},
      "time_zone": {"type":"string","description":"IANA time zone (default: the company zone)"},
      "missed_call_text": {
        "type": "text",
        "description": "Missed-call text-back: texted from the number called to a caller whose inbound call ended without reaching a buyer; [token]s from the call's lead (blank: none)"
      },
      "buyer_ids": {"type":"refs"},
      "buyer_group_ids": {"type":"refs","description":"Buyer groups whose buyers take the offer's calls"},
      "buyer_suppression_ids": {"type":"refs"},
      "add_buyer_ids": {"type":"refs","description":"Adds to buyer_ids (ids); safe under concurrent requests"},
      "remove_buyer_ids": {"type":"refs","description":"Removes from buyer_ids (ids); safe under concurrent requests"},
      "add_buyer_group_ids": {"type":"refs","description":"Adds to buyer_group_ids (ids); safe under concurrent requests"},
      "remove_buyer_group_ids": {"type":"refs","description":"Removes from buyer_group_ids (ids); safe under concurrent requests"},
      "add_buyer_suppression_ids": {"type":"refs","description":"Adds to buyer_suppression_ids (ids); safe under concurrent requests"},
      "remove_buyer_suppression_ids": {"type":"refs","description":"Removes from buyer_suppression_ids (ids); safe under concurrent requests"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"user_offer_id"},
        {"name":"lead_token"},
        {"name":"active"},
        {"name":"default_country"},
        {"name":"duplicate_timeframe","many":true},
        {"name":"voice_fallback_url"},
        {"name":"voice_fallback_forward_number"},
        {
          "name": "paused",
          "type": "boolean",
          "description": "true: the records whose active is false (paused is its opposite)"
        }
      ],
      "build": [
        {"name":"name"},
        {"name":"user_offer_id","nullable":true},
        {"name":"active","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"missed_call_text","nullable":true},
        {"name":"default_country","nullable":true},
        {"name":"duplicate_timeframe","nullable":true},
        {"name":"buyer_ids"},
        {"name":"buyer_group_ids"},
        {"name":"buyer_suppression_ids"},
        {"name":"voice_fallback_url","nullable":true},
        {"name":"voice_fallback_forward_number","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"user_offer_id","nullable":true},
        {"name":"active","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"missed_call_text","nullable":true},
        {"name":"default_country","nullable":true},
        {"name":"duplicate_timeframe","nullable":true},
        {"name":"buyer_ids"},
        {"name":"add_buyer_ids"},
        {"name":"remove_buyer_ids"},
        {"name":"buyer_group_ids"},
        {"name":"add_buyer_group_ids"},
        {"name":"remove_buyer_group_ids"},
        {"name":"buyer_suppression_ids"},
        {"name":"add_buyer_suppression_ids"},
        {"name":"remove_buyer_suppression_ids"},
        {"name":"voice_fallback_url","nullable":true},
        {"name":"voice_fallback_forward_number","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"user_offer_id","nullable":true},
        {"name":"active","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"missed_call_text","nullable":true},
        {"name":"default_country","nullable":true},
        {"name":"duplicate_timeframe","nullable":true},
        {"name":"buyer_ids"},
        {"name":"add_buyer_ids"},
        {"name":"remove_buyer_ids"},
        {"name":"buyer_group_ids"},
        {"name":"add_buyer_group_ids"},
        {"name":"remove_buyer_group_ids"},
        {"name":"buyer_suppression_ids"},
        {"name":"add_buyer_suppression_ids"},
        {"name":"remove_buyer_suppression_ids"},
        {"name":"voice_fallback_url","nullable":true},
        {"name":"voice_fallback_forward_number","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/offers"},
      {"name":"build","method":"GET","path":"/offers/new"},
      {"name":"create","method":"POST","path":"/offers"},
      {"name":"show","method":"GET","path":"/offers/:id"},
      {"name":"update","method":"PUT","path":"/offers/:id"},
      {"name":"destroy","method":"DELETE","path":"/offers/:id"}
    ]
  },
  {
    "name": "schedule",
    "plural": "schedules",
    "accessor": "schedules",
    "title": "Schedule",
    "description": "A cadence of calls, texts and e-mails to leads (contact_caller), or a router of incoming leads (lead_distribution). Its lead_token starts the schedule for a submitted lead.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "schedule_type", "offer_id",
      "lead_token", "active", "time_zone", "use_do_not_call", "use_machine_detection", "daylight_hours_open",
      "daylight_hours_close", "max_contact_attempts", "hours_to_expire", "buyer_suppression_ids"
    ],
    "sortable": ["id","created_at","updated_at","name"],
    "values": {
      "name": {"type":"string"},
      "schedule_type": {"type":"enum","values":["contact_caller","lead_distribution"]},
      "offer_id": {"type":"ref","description":"Offer whose calls and leads this schedule works"},
      "lead_token": {"type":"string","description":"Token that enrols leads (generated)"},
      "active": {"type":"boolean"},
      "use_do_not_call": {"type":"boolean","description":"Check suppression before every action"},
      "use_machine_detection": {"type":"boolean"},
      "daylight_hours_open": {"type":"string","description":"Earliest local time to contact a lead"},
      "daylight_hours_close": {"type":"string","description":"Latest local time to contact a lead"},
      "max_contact_attempts": {"type":"integer","description":"Most attempts per lead (blank: no limit)"},
      "hours_to_expire": {"type":"integer","description":"Leads expire this many hours after enrolling"},
      "time_zone": {"type":"string","description":"IANA time zone for the schedule (default: the company zone)"},
      "buyer_suppression_ids": {"type":"refs"},
      "add_buyer_suppression_ids": {"type":"refs","description":"Adds to buyer_suppression_ids (ids); safe under concurrent requests"},
      "remove_buyer_suppression_ids": {"type":"refs","description":"Removes from buyer_suppression_ids (ids); safe under concurrent requests"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"schedule_type","many":true},
        {"name":"offer_id","many":true},
        {"name":"lead_token"},
        {"name":"active"},
        {"name":"use_do_not_call"},
        {"name":"use_machine_detection"},
        {"name":"daylight_hours_open"},
        {"name":"daylight_hours_close"},
        {"name":"max_contact_attempts","many":true},
        {"name":"hours_to_expire","many":true}
      ],
      "build": [
        {"name":"name"},
        {"name":"schedule_type","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"active","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"use_do_not_call","nullable":true},
        {"name":"use_machine_detection","nullable":true},
        {"name":"daylight_hours_open","nullable":true},
        {"name":"daylight_hours_close","nullable":true},
        {"name":"max_contact_attempts","nullable":true},
        {"name":"hours_to_expire","nullable":true},
        {"name":"buyer_suppression_ids"}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"schedule_type","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"active","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"use_do_not_call","nullable":true},
        {"name":"use_machine_detection","nullable":true},
        {"name":"daylight_hours_open","nullable":true},
        {"name":"daylight_hours_close","nullable":true},
        {"name":"max_contact_attempts","nullable":true},
        {"name":"hours_to_expire","nullable":true},
        {"name":"buyer_suppression_ids"},
        {"name":"add_buyer_suppression_ids"},
        {"name":"remove_buyer_suppression_ids"},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"schedule_type","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"active","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"use_do_not_call","nullable":true},
        {"name":"use_machine_detection","nullable":true},
        {"name":"daylight_hours_open","nullable":true},
        {"name":"daylight_hours_close","nullable":true},
        {"name":"max_contact_attempts","nullable":true},
        {"name":"hours_to_expire","nullable":true},
        {"name":"buyer_suppression_ids"},
        {"name":"add_buyer_suppression_ids"},
        {"name":"remove_buyer_suppression_ids"},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/schedules"},
      {"name":"build","method":"GET","path":"/schedules/new"},
      {"name":"create","method":"POST","path":"/schedules"},
      {"name":"show","method":"GET","path":"/schedules/:id"},
      {"name":"update","method":"PUT","path":"/schedules/:id"},
      {"name":"destroy","method":"DELETE","path":"/schedules/:id"},
      {
        "name": "make_call",
        "method": "POST",
        "path": "/schedules/make_call",
        "endpoint": true,
        "params": [
          {"name":"lead_id","type":"ref","description":"The lead to call (recommended)"},
          {
            "name": "schedule_id",
            "type": "ref",
            "description": "The schedule calling (default: the lead's schedule)"
          },
          {
            "name": "lead_token",
            "type": "string",
            "description": "A schedule's lead token, instead of schedule_id"
          },
          {"name":"to","type":"phone","description":"Number to call when no lead_id is given (any format)"},
          {"name":"caller_id","type":"phone","description":"Same as to (the name lead posts use)"},
          {
            "name": "from",
            "type": "phone",
            "description": "Caller id to show: one of the company's phone numbers (default: the schedule's pool)"
          },
          {
            "name": "integration_id",
            "type": "ref",
            "description": "Carrier account to call through (default: the one that owns the from number)"
          },
          {
            "name": "data",
            "type": "json",
            "description": "Lead tokens for a lead the call creates: {\"first_name\":\"Ann\"}"
          }
        ]
      }
    ]
  },
  {
    "name": "schedule_action_group",
    "plural": "schedule_action_groups",
    "accessor": "scheduleActionGroups",
    "title": "Schedule action group",
    "description": "A named block of schedule actions (\"Day 1\", \"End of schedule\"). Groups run in sortable_order; a group can be reused by several schedules, and end-of-schedule groups run when a trigger matches.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "description", "schedule_id",
      "end_of_schedule", "sortable_order", "active"
    ],
    "sortable": ["id","created_at","updated_at","name","sortable_order"],
    "values": {
      "name": {"type":"string","description":"Display name"},
      "schedule_id": {
        "type": "ref",
        "description": "Schedule the group belongs to (blank: a shared group any schedule can run)"
      },
      "end_of_schedule": {
        "type": "boolean",
        "description": "Runs when a schedule trigger matches, instead of in the normal cadence"
      },
      "sortable_order": {"type":"decimal","description":"Groups run in ascending order, smaller first"},
      "active": {"type":"boolean","description":"An inactive group is skipped"},
      "description": {"type":"text","description":"What the group is for"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"schedule_id","many":true},
        {"name":"end_of_schedule"},
        {"name":"sortable_order"},
        {"name":"active"}
      ],
      "build": [
        {"name":"name"},
        {"name":"description","nullable":true},
        {"name":"schedule_id","nullable":true},
        {"name":"end_of_schedule","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"active","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"description","nullable":true},
        {"name":"schedule_id","nullable":true},
        {"name":"end_of_schedule","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"description","nullable":true},
        {"name":"schedule_id","nullable":true},
        {"name":"end_of_schedule","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/schedule_action_groups"},
      {"name":"build","method":"GET","path":"/schedule_action_groups/new"},
      {"name":"create","method":"POST","path":"/schedule_action_groups"},
      {"name":"show","method":"GET","path":"/schedule_action_groups/:id"},
      {"name":"update","method":"PUT","path":"/schedule_action_groups/:id"},
      {"name":"destroy","method":"DELETE","path":"/schedule_action_groups/:id"}
    ]
  },
  {
    "name": "schedule_action",
    "plural": "schedule_actions",
    "accessor": "scheduleActions",
    "title": "Schedule action",
    "description": "One step of a schedule: dial the lead, text or e-mail it, wait, branch, move it to another schedule, change or opt it out, append data, fire a webhook or upload it. Steps run in sortable_order.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "schedule_id", "schedule_action_group_id",
      "action_type", "name", "sortable_order", "active", "wait_amount", "wait_unit", "message_subject",
      "message_body", "email_from", "email_to", "schedule_ring_pool_id", "offer_id", "dial_timeout_seconds",
      "target_schedule_id", "lead_data", "conditions", "data_append_group_id", "outgoing_webhook_id",
      "integration_id", "upload_path"
    ],
    "sortable": ["id","created_at","updated_at","name","sortable_order"],
    "values": {
      "schedule_id": {"type":"ref","description":"Schedule the action belongs to"},
      "schedule_action_group_id": {"type":"ref","description":"Group the action runs in (blank: the main cadence of the schedule)"},
      "action_type": {
        "type": "enum",
        "values": [
          "dial", "sms", "email", "wait", "schedule_callback", "choice", "add_to_schedule", "restart_schedule",
          "modify_lead", "opt_out_lead", "block_lead", "data_append", "webhook", "aws_s3_upload", "ftp_upload",
          "infusionsoft", "zoho_crm"
        ],
        "description": "What the step does"
      },
      "name": {"type":"string","description":"Label shown in the cadence (blank: the action type)"},
      "sortable_order": {"type":"decimal","description":"Actions run in ascending order, smaller first"},
      "active": {"type":"boolean","description":"An inactive action is skipped"},
      "wait_amount": {"type":"integer","description":"wait and schedule_callback: how long, in wait_unit"},
      "wait_unit": {"type":"enum","values":["seconds","minutes","hours","days"],"description":"Unit of wait_amount"},
      "message_subject": {"type":"string","description":"email: subject line; [token] and [token]{default} are replaced"},
      "email_from": {"type":"string","description":"email: sender address (blank: the company default)"},
      "email_to": {
        "type": "string",
        "description": "email: recipient, tokens allowed (blank: the [email] token of the lead)"
      },
      "schedule_ring_pool_id": {
        "type": "ref",
        "description": "dial and sms: numbers to call or text from (blank: the pools of the schedule)"
      },
      "offer_id": {"type":"ref","description":"dial: offer whose buyers and call flow take the answered call"},
      "dial_timeout_seconds": {"type":"integer","description":"dial: seconds to ring the lead"},
      "target_schedule_id": {"type":"ref","description":"add_to_schedule: schedule the lead is added to"},
      "data_append_group_id": {"type":"ref","description":"data_append: lookups to run"},
      "outgoing_webhook_id": {"type":"ref","description":"webhook: outgoing webhook to fire"},
      "integration_id": {
        "type": "ref",
        "description": "aws_s3_upload, ftp_upload, infusionsoft, zoho_crm: the account to send the lead to"
      },
      "upload_path": {"type":"string","description":"aws_s3_upload and ftp_upload: file path, tokens allowed"},
      "message_body": {
        "type": "text",
        "description": "sms and email: the message; [token] and [token]{default if blank} are replaced per lead"
      },
      "lead_data": {"type":"json","description":"modify_lead: tokens to set on the lead, as {\"key\":\"value\"}"},
      "conditions": {
        "type": "json",
        "description": "Token conditions as [{\"key\":\"geo_state\",\"operator\":\"==\",\"value\":\"CA\"}] (operators ==, !=, =~, !~, <, <=, >, >=); choice exits the schedule when they match, other actions are skipped unless they match (blank: always)"
      },
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"schedule_id","many":true},
        {"name":"schedule_action_group_id","many":true},
        {"name":"action_type","many":true},
        {"name":"name"},
        {"name":"sortable_order"},
        {"name":"active"},
        {"name":"wait_amount","many":true},
        {"name":"wait_unit","many":true},
        {"name":"message_subject"},
        {"name":"email_from"},
        {"name":"email_to"},
        {"name":"schedule_ring_pool_id","many":true},
        {"name":"offer_id","many":true},
        {"name":"dial_timeout_seconds","many":true},
        {"name":"target_schedule_id","many":true},
        {"name":"data_append_group_id","many":true},
        {"name":"outgoing_webhook_id","many":true},
        {"name":"integration_id","many":true},
        {"name":"upload_path"}
      ],
      "build": [
        {"name":"schedule_id"},
        {"name":"schedule_action_group_id","nullable":true},
        {"name":"action_type"},
        {"name":"name","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"active","nullable":true},
        {"name":"wait_amount","nullable":true},
        {"name":"wait_unit","nullable":true},
        {"name":"message_subject","nullable":true},
        {"name":"message_body","nullable":true},
        {"name":"email_from","nullable":true},
        {"name":"email_to","nullable":true},
        {"name":"schedule_ring_pool_id","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"dial_timeout_seconds","nullable":true},
        {"name":"target_schedule_id","nullable":true},
        {"name":"lead_data","nullable":true},
        {"name":"conditions","nullable":true},
        {"name":"data_append_group_id","nullable":true},
        {"name":"outgoing_webhook_id","nullable":true},
        {"name":"integration_id","nullable":true},
        {"name":"upload_path","nullable":true}
      ],
      "create": [
        {"name":"schedule_id","required":true},
        {"name":"schedule_action_group_id","nullable":true},
        {"name":"action_type","required":true},
        {"name":"name","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"active","nullable":true},
        {"name":"wait_amount","nullable":true},
        {"name":"wait_unit","nullable":true},
        {"name":"message_subject","nullable":true},
        {"name":"message_body","nullable":true},
        {"name":"email_from","nullable":true},
        {"name":"email_to","nullable":true},
        {"name":"schedule_ring_pool_id","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"dial_timeout_seconds","nullable":true},
        {"name":"target_schedule_id","nullable":true},
        {"name":"lead_data","nullable":true},
        {"name":"conditions","nullable":true},
        {"name":"data_append_group_id","nullable":true},
        {"name":"outgoing_webhook_id","nullable":true},
        {"name":"integration_id","nullable":true},
        {"name":"upload_path","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"schedule_id"},
        {"name":"schedule_action_group_id","nullable":true},
        {"name":"action_type"},
        {"name":"name","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"active","nullable":true},
        {"name":"wait_amount","nullable":true},
        {"name":"wait_unit","nullable":true},
        {"name":"message_subject","nullable":true},
        {"name":"message_body","nullable":true},
        {"name":"email_from","nullable":true},
        {"name":"email_to","nullable":true},
        {"name":"schedule_ring_pool_id","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"dial_timeout_seconds","nullable":true},
        {"name":"target_schedule_id","nullable":true},
        {"name":"lead_data","nullable":true},
        {"name":"conditions","nullable":true},
        {"name":"data_append_group_id","nullable":true},
        {"name":"outgoing_webhook_id","nullable":true},
        {"name":"integration_id","nullable":true},
        {"name":"upload_path","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/schedule_actions"},
      {"name":"build","method":"GET","path":"/schedule_actions/new"},
      {"name":"create","method":"POST","path":"/schedule_actions"},
      {"name":"show","method":"GET","path":"/schedule_actions/:id"},
      {"name":"update","method":"PUT","path":"/schedule_actions/:id"},
      {"name":"destroy","method":"DELETE","path":"/schedule_actions/:id"}
    ]
  },
  {
    "name": "schedule_distribution",
    "plural": "schedule_distributions",
    "accessor": "scheduleDistributions",
    "title": "Schedule distribution",
    "description": "Routes the leads a lead_distribution schedule receives to another schedule when they match its filters (geography, interest, lead score, custom fields). Distributions are tried in sortable_order; the first that matches and is under its cap takes the lead, weight splitting leads between equal orders.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "schedule_id",
      "target_schedule_id", "filters", "sortable_order", "weight", "daily_cap_limit", "active"
    ],
    "sortable": ["id","created_at","updated_at","name","sortable_order"],
    "values": {
      "name": {"type":"string","description":"Display name"},
      "schedule_id": {"type":"ref","description":"The lead_distribution schedule that receives the leads"},
      "target_schedule_id": {"type":"ref","description":"Schedule matching leads are added to"},
      "sortable_order": {"type":"decimal","description":"Tried in ascending order, smaller first"},
      "weight": {
        "type": "integer",
        "description": "Share of leads among matching distributions of the same order (3 gets ~3x the leads of 1)"
      },
      "daily_cap_limit": {"type":"integer","description":"Most leads sent per day (blank: no cap)"},
      "active": {"type":"boolean","description":"An inactive distribution is skipped"},
      "filters": {
        "type": "json",
        "description": "Lead filters as [{\"key\":\"geo_state\",\"operator\":\"in\",\"value\":[\"CA\",\"NV\"]},{\"key\":\"lead_score\",\"operator\":\">=\",\"value\":70}]; keys are lead tokens (geo_state, zip_postal_code, interest, lead_score or any custom field); operators ==, !=, =~, !~, <, <=, >, >=, in, not_in; all must match (blank: every lead)"
      },
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"schedule_id","many":true},
        {"name":"target_schedule_id","many":true},
        {"name":"sortable_order"},
        {"name":"weight","many":true},
        {"name":"daily_cap_limit","many":true},
        {"name":"active"}
      ],
      "build": [
        {"name":"name"},
        {"name":"schedule_id"},
        {"name":"target_schedule_id"},
        {"name":"filters","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"weight","nullable":true},
        {"name":"daily_cap_limit","nullable":true},
        {"name":"active","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"schedule_id","required":true},
        {"name":"target_schedule_id","required":true},
        {"name":"filters","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"weight","nullable":true},
        {"name":"daily_cap_limit","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"schedule_id"},
        {"name":"target_schedule_id"},
        {"name":"filters","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"weight","nullable":true},
        {"name":"daily_cap_limit","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/schedule_distributions"},
      {"name":"build","method":"GET","path":"/schedule_distributions/new"},
      {"name":"create","method":"POST","path":"/schedule_distributions"},
      {"name":"show","method":"GET","path":"/schedule_distributions/:id"},
      {"name":"update","method":"PUT","path":"/schedule_distributions/:id"},
      {"name":"destroy","method":"DELETE","path":"/schedule_distributions/:id"}
    ]
  },
  {
    "name": "schedule_ring_pool",
    "plural": "schedule_ring_pools",
    "accessor": "scheduleRingPools",
    "title": "Schedule ring pool",
    "description": "Attaches a number pool to a schedule: the caller ids its dial actions show and the numbers its SMS actions send from.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "schedule_id", "ring_pool_id", "use_for",
      "local_presence", "sortable_order"
    ],
    "sortable": ["id","created_at","updated_at","sortable_order"],
    "values": {
      "schedule_id": {"type":"ref","description":"Schedule that uses the pool"},
      "ring_pool_id": {"type":"ref","description":"Number pool to use"},
      "use_for": {
        "type": "enum",
        "values": ["calls","sms","calls_and_sms"],
        "description": "Whether the pool places calls, texts, or both"
      },
      "local_presence": {"type":"boolean","description":"Prefer a pool number with the area code (then the state) of the lead"},
      "sortable_order": {"type":"decimal","description":"Pools are tried in ascending order, smaller first"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"schedule_id","many":true},
        {"name":"ring_pool_id","many":true},
        {"name":"use_for","many":true},
        {"name":"local_presence"},
        {"name":"sortable_order"}
      ],
      "build": [
        {"name":"schedule_id"},
        {"name":"ring_pool_id"},
        {"name":"use_for","nullable":true},
        {"name":"local_presence","nullable":true},
        {"name":"sortable_order","nullable":true}
      ],
      "create": [
        {"name":"schedule_id","required":true},
        {"name":"ring_pool_id","required":true},
        {"name":"use_for","nullable":true},
        {"name":"local_presence","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"schedule_id"},
        {"name":"ring_pool_id"},
        {"name":"use_for","nullable":true},
        {"name":"local_presence","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/schedule_ring_pools"},
      {"name":"build","method":"GET","path":"/schedule_ring_pools/new"},
      {"name":"create","method":"POST","path":"/schedule_ring_pools"},
      {"name":"show","method":"GET","path":"/schedule_ring_pools/:id"},
      {"name":"update","method":"PUT","path":"/schedule_ring_pools/:id"},
      {"name":"destroy","method":"DELETE","path":"/schedule_ring_pools/:id"}
    ]
  },
  {
    "name": "schedule_trigger",
    "plural": "schedule_triggers",
    "accessor": "scheduleTriggers",
    "title": "Schedule trigger",
    "description": "End-of-schedule triggers: when any active trigger of a schedule matches a lead, the lead leaves the cadence and runs the end-of-schedule actions.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "schedule_id", "trigger_type", "name",
      "conditions", "dial_count", "schedule_action_group_id", "sortable_order", "active"
    ],
    "sortable": ["id","created_at","updated_at","name","sortable_order"],
    "values": {
      "schedule_id": {"type":"ref","description":"Schedule the trigger belongs to"},
      "trigger_type": {
        "type": "enum",
        "values": ["none","tokens_match","expired","buyer_connected","buyer_converted","dial"],
        "description": "none: never fires on its own; tokens_match: lead tokens match conditions; expired: the lead passed hours_to_expire; buyer_connected / buyer_converted: a call reached or converted with a buyer; dial: the lead was dialled dial_count times"
      },
      "name": {"type":"string","description":"Label (blank: the trigger type)"},
      "dial_count": {"type":"integer","description":"dial: fires after this many dial attempts (blank: the first)"},
      "schedule_action_group_id": {
        "type": "ref",
        "description": "End-of-schedule actions to run (blank: every end_of_schedule group of the schedule)"
      },
      "sortable_order": {"type":"decimal","description":"Checked in ascending order, smaller first"},
      "active": {"type":"boolean","description":"An inactive trigger never fires"},
      "conditions": {
        "type": "json",
        "description": "tokens_match: [{\"key\":\"interest\",\"operator\":\"==\",\"value\":\"solar\"}] (operators ==, !=, =~, !~, <, <=, >, >=)"
      },
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"schedule_id","many":true},
        {"name":"trigger_type","many":true},
        {"name":"name"},
        {"name":"dial_count","many":true},
        {"name":"schedule_action_group_id","many":true},
        {"name":"sortable_order"},
        {"name":"active"}
      ],
      "build": [
        {"name":"schedule_id"},
        {"name":"trigger_type"},
        {"name":"name","nullable":true},
        {"name":"conditions","nullable":true},
        {"name":"dial_count","nullable":true},
        {"name":"schedule_action_group_id","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"active","nullable":true}
      ],
      "create": [
        {"name":"schedule_id","required":true},
        {"name":"trigger_type","required":true},
        {"name":"name","nullable":true},
        {"name":"conditions","nullable":true},
        {"name":"dial_count","nullable":true},
        {"name":"schedule_action_group_id","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"schedule_id"},
        {"name":"trigger_type"},
        {"name":"name","nullable":true},
        {"name":"conditions","nullable":true},
        {"name":"dial_count","nullable":true},
        {"name":"schedule_action_group_id","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/schedule_triggers"},
      {"name":"build","method":"GET","path":"/schedule_triggers/new"},
      {"name":"create","method":"POST","path":"/schedule_triggers"},
      {"name":"show","method":"GET","path":"/schedule_triggers/:id"},
      {"name":"update","method":"PUT","path":"/schedule_triggers/:id"},
      {"name":"destroy","method":"DELETE","path":"/schedule_triggers/:id"}
    ]
  },
  {
    "name": "scheduled_callback",
    "plural": "scheduled_callbacks",
    "accessor": "scheduledCallbacks",
    "title": "Scheduled callback",
    "description": "A call placed to a lead at callback_at (from a disposition, a schedule_callback action or the lead API). The scheduler places it when due through the schedule's dial path (state rules, daylight hours and suppression checked then; a rule that allows it later puts it off to next_attempt_at) and connects the answered call to buyer_id first, else by the offer's routing. Destroy cancels it.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "lead_id", "callback_at", "caller_number",
      "schedule_id", "offer_id", "buyer_id", "notes", "status", "next_attempt_at", "status_reason",
      "max_attempts", "retry_delay_minutes", "attempts_count", "call_id", "completed_at"
    ],
    "sortable": ["id","created_at","updated_at","callback_at","next_attempt_at"],
    "values": {
      "lead_id": {"type":"ref","description":"Lead to call back (→ leads)"},
      "caller_number": {"type":"phone","description":"Number to call (blank: the caller_id of the lead)"},
      "schedule_id": {
        "type": "ref",
        "description": "Schedule whose rules (hours, suppression, pools) apply (blank: the lead's schedule)"
      },
      "offer_id": {"type":"ref","description":"Offer whose buyers take the answered call (blank: the schedule's offer)"},
      "buyer_id": {
        "type": "ref",
        "description": "Agent or buyer to connect first, e.g. the one who promised the callback (when it can take the call; else the offer's routing)"
      },
      "status": {
        "type": "enum",
        "values": ["scheduled","calling","completed","failed","missed"],
        "description": "scheduled (waiting), calling (placed, not ended), completed (answered), failed (not placed, or not answered after max_attempts calls: see status_reason), missed (not placed within the grace after it was due)"
      },
      "max_attempts": {
        "type": "integer",
        "description": "Calls to place while nobody answers before the callback fails (1: never dialled again)"
      },
      "retry_delay_minutes": {"type":"integer","description":"Minutes from the end of an unanswered call to the next attempt"},
      "attempts_count": {"type":"integer","description":"Calls placed for this callback"},
      "call_id": {"type":"integer","description":"Last call placed for this callback (→ calls)"},
      "due_before": {
        "type": "time",
        "description": "Callbacks whose next attempt is due at or before this time (with status=scheduled: the due ones)"
      },
      "due_after": {"type":"time","description":"Callbacks whose next attempt is due at or after this time"},
      "callback_at": {"type":"time","description":"When to place the call"},
      "notes": {"type":"text","description":"Why the callback was scheduled"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"lead_id","many":true},
        {"name":"caller_number"},
        {"name":"schedule_id","many":true},
        {"name":"offer_id","many":true},
        {"name":"buyer_id","many":true},
        {"name":"status","many":true},
        {"name":"max_attempts","many":true},
        {"name":"retry_delay_minutes","many":true},
        {"name":"attempts_count","many":true},
        {"name":"call_id","many":true},
        {"name":"due_before"},
        {"name":"due_after"}
      ],
      "build": [
        {"name":"lead_id"},
        {"name":"callback_at"},
        {"name":"caller_number","nullable":true},
        {"name":"schedule_id","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"buyer_id","nullable":true},
        {"name":"notes","nullable":true},
        {"name":"max_attempts","nullable":true},
        {"name":"retry_delay_minutes","nullable":true}
      ],
      "create": [
        {"name":"lead_id","required":true},
        {"name":"callback_at","required":true},
        {"name":"caller_number","nullable":true},
        {"name":"schedule_id","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"buyer_id","nullable":true},
        {"name":"notes","nullable":true},
        {"name":"max_attempts","nullable":true},
        {"name":"retry_delay_minutes","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"lead_id"},
        {"name":"callback_at"},
        {"name":"caller_number","nullable":true},
        {"name":"schedule_id","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"buyer_id","nullable":true},
        {"name":"notes","nullable":true},
        {"name":"max_attempts","nullable":true},
        {"name":"retry_delay_minutes","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/scheduled_callbacks"},
      {"name":"build","method":"GET","path":"/scheduled_callbacks/new"},
      {"name":"create","method":"POST","path":"/scheduled_callbacks"},
      {"name":"show","method":"GET","path":"/scheduled_callbacks/:id"},
      {"name":"update","method":"PUT","path":"/scheduled_callbacks/:id"},
      {"name":"destroy","method":"DELETE","path":"/scheduled_callbacks/:id"}
    ]
  },
  {
    "name": "lead_retarget",
    "plural": "lead_retargets",
    "accessor": "leadRetargets",
    "title": "Lead retarget",
    "description": "Lead retargeting: once run_at comes, the scheduler finds past leads that did not convert (of an offer or schedule, by status, age and tokens) and adds them to a schedule again through lead intake. Each lead it matched is logged in lead_retarget_logs.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "target_schedule_id", "offer_id",
      "source_schedule_id", "lead_statuses", "leads_created_from", "leads_created_to", "filters", "run_at",
      "restart_schedule", "paused", "status", "matched_count", "enrolled_count", "started_at", "finished_at",
      "error_message", "cursor_lead_id"
    ],
    "sortable": ["id","created_at","updated_at","name","run_at"],
    "values": {
      "name": {"type":"string","description":"Display name"},
      "target_schedule_id": {"type":"ref","description":"Schedule the matching leads are added to"},
      "offer_id": {"type":"ref","description":"Only leads of this offer (blank: any)"},
      "source_schedule_id": {"type":"ref","description":"Only leads enrolled in this schedule (blank: any)"},
      "restart_schedule": {
        "type": "boolean",
        "description": "Start the target schedule from its first action even for leads already in it"
      },
      "paused": {"type":"boolean","description":"A paused retarget does not run"},
      "status": {
        "type": "enum",
        "values": ["pending","running","succeeded","failed","stopped"],
        "description": "Where the run is"
      },
      "matched_count": {"type":"integer","description":"Leads that matched"},
      "enrolled_count": {"type":"integer","description":"Leads added to the target schedule"},
      "cursor_lead_id": {
        "type": "integer",
        "description": "Last lead the run has worked through (→ leads): a run cut short resumes after it"
      },
      "lead_statuses": {
        "type": "strings",
        "description": "Only leads in these statuses, e.g. [\"completed_attempted\",\"exceeded_max_calls\"] (blank: any but opt_out, dnc and blocked, which are never retargeted)"
      },
      "leads_created_from": {"type":"time","description":"Only leads created at or after this time"},
      "leads_created_to": {"type":"time","description":"Only leads created at or before this time"},
      "filters": {
        "type": "json",
        "description": "Token filters as [{\"key\":\"geo_state\",\"operator\":\"!=\",\"value\":\"FL\"}] (operators ==, !=, =~, !~, <, <=, >, >=)"
      },
      "run_at": {"type":"time","description":"When to start (blank: now)"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"target_schedule_id","many":true},
        {"name":"offer_id","many":true},
        {"name":"source_schedule_id","many":true},
        {"name":"restart_schedule"},
        {"name":"paused"},
        {"name":"status","many":true},
        {"name":"matched_count","many":true},
        {"name":"enrolled_count","many":true},
        {"name":"cursor_lead_id","many":true}
      ],
      "build": [
        {"name":"name"},
        {"name":"target_schedule_id"},
        {"name":"offer_id","nullable":true},
        {"name":"source_schedule_id","nullable":true},
        {"name":"lead_statuses"},
        {"name":"leads_created_from","nullable":true},
        {"name":"leads_created_to","nullable":true},
        {"name":"filters","nullable":true},
        {"name":"run_at","nullable":true},
        {"name":"restart_schedule","nullable":true},
        {"name":"paused","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"target_schedule_id","required":true},
        {"name":"offer_id","nullable":true},
        {"name":"source_schedule_id","nullable":true},
        {"name":"lead_statuses"},
        {"name":"leads_created_from","nullable":true},
        {"name":"leads_created_to","nullable":true},
        {"name":"filters","nullable":true},
        {"name":"run_at","nullable":true},
        {"name":"restart_schedule","nullable":true},
        {"name":"paused","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"target_schedule_id"},
        {"name":"offer_id","nullable":true},
        {"name":"source_schedule_id","nullable":true},
        {"name":"lead_statuses"},
        {"name":"leads_created_from","nullable":true},
        {"name":"leads_created_to","nullable":true},
        {"name":"filters","nullable":true},
        {"name":"run_at","nullable":true},
        {"name":"restart_schedule","nullable":true},
        {"name":"paused","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/lead_retargets"},
      {"name":"build","method":"GET","path":"/lead_retargets/new"},
      {"name":"create","method":"POST","path":"/lead_retargets"},
      {"name":"show","method":"GET","path":"/lead_retargets/:id"},
      {"name":"update","method":"PUT","path":"/lead_retargets/:id"},
      {"name":"destroy","method":"DELETE","path":"/lead_retargets/:id"}
    ]
  },
  {
    "name": "lead_retarget_log",
    "plural": "lead_retarget_logs",
    "accessor": "leadRetargetLogs",
    "title": "Lead retarget log",
    "description": "What a lead retarget did with one lead. Written by the retargeting run; read-only.",
    "operations": ["list"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "lead_retarget_id", "lead_id",
      "schedule_id", "result", "reason"
    ],
    "sortable": ["id","created_at","updated_at"],
    "values": {
      "lead_retarget_id": {"type":"ref","description":"Retarget that touched the lead"},
      "lead_id": {"type":"integer","description":"Lead concerned (→ leads)"},
      "schedule_id": {"type":"ref","description":"Schedule the lead was added to"},
      "result": {"type":"enum","values":["enrolled","skipped","failed"],"description":"What happened to the lead"}
    },
    "params": {
      "list": [
        {"name":"lead_retarget_id","many":true},
        {"name":"lead_id","many":true},
        {"name":"schedule_id","many":true},
        {"name":"result","many":true}
      ]
    },
    "routes": [{"name":"list","method":"GET","path":"/lead_retarget_logs"}]
  },
  {
    "name": "text_message",
    "plural": "text_messages",
    "accessor": "textMessages",
    "title": "Text message",
    "description": "An outbound text message. Create queues it, or records it as blocked (error_message says why) when the blacklist, an opt-out (an SMS opt-out too), a suppression list of its offer or schedule, or the state rules for texts forbid it. A queued text is sent by a background job through the carrier of its from number (status sending, then sent with provider, provider_message_id, segments_count and sent_at; failed with error_message when the carrier refuses it). Incoming texts are incoming_text_messages.",
    "operations": ["list","create","show"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "to", "from", "body", "media_urls",
      "lead_id", "schedule_id", "offer_id", "direction", "status", "error_message", "segments_count",
      "provider", "provider_message_id", "sent_at", "delivered_at"
    ],
    "sortable": ["id","created_at","updated_at","sent_at"],
    "values": {
      "to": {"type":"phone","description":"Recipient, normalised to E.164"},
      "from": {
        "type": "phone",
        "description": "Sending number, a company number with sms_enabled (blank: the first of the schedule's SMS pools, else of the offer)"
      },
      "lead_id": {"type":"ref","description":"Lead the message is about; its tokens fill the body (→ leads)"},
      "schedule_id": {"type":"ref","description":"Schedule that sends it, whose pools and rules apply"},
      "offer_id": {"type":"ref","description":"Offer the message belongs to"},
      "direction": {
        "type": "enum",
        "values": ["inbound","outbound"],
        "description": "outbound (texts received are incoming_text_messages)"
      },
      "status": {
        "type": "enum",
        "values": ["queued","sending","sent","delivered","undelivered","failed","blocked"],
        "description": "Delivery status"
      },
      "segments_count": {"type":"integer","description":"SMS segments billed"},
      "provider": {"type":"string","description":"Carrier that sent it (twilio, telnyx, plivo…)"},
      "provider_message_id": {"type":"string","description":"Id of the message at the carrier"},
      "body": {
        "type": "text",
        "description": "Message text; [token] and [token]{default} are filled from the lead when it is created (at most 1600 characters)"
      },
      "media_urls": {"type":"strings","description":"Public http(s) URLs of images or files to attach (an MMS; at most 10)"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"to"},
        {"name":"from"},
        {"name":"lead_id","many":true},
        {"name":"schedule_id","many":true},
        {"name":"offer_id","many":true},
        {"name":"direction","many":true},
        {"name":"status","many":true},
        {"name":"segments_count","many":true},
        {"name":"provider"},
        {"name":"provider_message_id"}
      ],
      "create": [
        {"name":"to","required":true},
        {"name":"from","nullable":true},
        {"name":"body","required":true},
        {"name":"media_urls"},
        {"name":"lead_id","nullable":true},
        {"name":"schedule_id","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/text_messages"},
      {"name":"create","method":"POST","path":"/text_messages"},
      {"name":"show","method":"GET","path":"/text_messages/:id"}
    ]
  },
  {
    "name": "incoming_text_message",
    "plural": "incoming_text_messages",
    "accessor": "incomingTextMessages",
    "title": "Incoming text message",
    "description": "A text message received on a company number, matched to its lead and answered by text message flows. Read-only.",
    "operations": ["list","show"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "direction", "from", "to", "body",
      "media_urls", "lead_id", "contact_id", "offer_id", "text_message_flow_id", "opt_out", "provider",
      "provider_message_id", "received_at"
    ],
    "sortable": ["id","created_at","updated_at","received_at"],
    "values": {
      "direction": {"type":"enum","values":["inbound","outbound"],"description":"Always inbound"},
      "from": {"type":"phone","description":"Sender, E.164"},
      "to": {"type":"phone","description":"Company number that received it, E.164"},
      "lead_id": {"type":"integer","description":"Most recent lead of the sender (→ leads)"},
      "contact_id": {"type":"integer","description":"Contact record of the sender (→ contacts)"},
      "offer_id": {"type":"ref","description":"Offer of the receiving number"},
      "text_message_flow_id": {"type":"ref","description":"Flow that answered it"},
      "opt_out": {"type":"boolean","description":"The message was an opt-out keyword (STOP…)"},
      "provider": {"type":"string","description":"Carrier that delivered it"},
      "provider_message_id": {"type":"string","description":"Id of the message at the carrier"}
    },
    "params": {
      "list": [
        {"name":"direction","many":true},
        {"name":"from"},
        {"name":"to"},
        {"name":"lead_id","many":true},
        {"name":"contact_id","many":true},
        {"name":"offer_id","many":true},
        {"name":"text_message_flow_id","many":true},
        {"name":"opt_out"},
        {"name":"provider"},
        {"name":"provider_message_id"}
      ],
      "show": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/incoming_text_messages"},
      {"name":"show","method":"GET","path":"/incoming_text_messages/:id"}
    ]
  },
  {
    "name": "text_message_flow",
    "plural": "text_message_flows",
    "accessor": "textMessageFlows",
    "title": "Text message flow",
    "description": "Answers incoming text messages: the first active flow (in sortable_order) whose keyword matches runs its action (opt out, opt in, fire a webhook, set lead tokens) and sends reply_body.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "keyword", "match_type",
      "flow_action", "reply_body", "outgoing_webhook_id", "lead_data", "schedule_id", "offer_id",
      "ring_pool_id", "sortable_order", "active"
    ],
    "sortable": ["id","created_at","updated_at","name","sortable_order"],
    "values": {
      "name": {"type":"string","description":"Display name"},
      "keyword": {"type":"string","description":"Text to match in the incoming message, case-insensitive"},
      "match_type": {
        "type": "enum",
        "values": ["any","exact","contains","starts_with","regex"],
        "description": "How keyword is matched; any matches every message (keyword ignored)"
      },
      "flow_action": {
        "type": "enum",
        "values": ["reply","opt_out","opt_in","webhook","modify_lead","add_to_schedule","remove_from_schedule"],
        "description": "What to do with the sender"
      },
      "outgoing_webhook_id": {
        "type": "ref",
        "description": "webhook: outgoing webhook fired about the incoming text (its tokens: body, from, to, lead_id)"
      },
      "schedule_id": {"type":"ref","description":"add_to_schedule / remove_from_schedule: the schedule"},
      "offer_id": {"type":"ref","description":"Only texts to the numbers of this offer (blank: any)"},
      "ring_pool_id": {"type":"ref","description":"Only texts to the numbers of this pool (blank: any)"},
      "sortable_order": {"type":"decimal","description":"Flows are checked in ascending order, smaller first"},
      "active": {"type":"boolean","description":"An inactive flow never matches"},
      "reply_body": {
        "type": "text",
        "description": "Reply sent to the sender; [token] and [token]{default} are replaced (blank: no reply)"
      },
      "lead_data": {
        "type": "json",
        "description": "modify_lead: tokens set on the sender's lead, as {\"key\":\"value\"}; values may hold [body], [from] and other incoming text tokens"
      },
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"keyword"},
        {"name":"match_type","many":true},
        {"name":"flow_action","many":true},
        {"name":"outgoing_webhook_id","many":true},
        {"name":"schedule_id","many":true},
        {"name":"offer_id","many":true},
        {"name":"ring_pool_id","many":true},
        {"name":"sortable_order"},
        {"name":"active"}
      ],
      "build": [
        {"name":"name"},
        {"name":"keyword","nullable":true},
        {"name":"match_type","nullable":true},
        {"name":"flow_action","nullable":true},
        {"name":"reply_body","nullable":true},
        {"name":"outgoing_webhook_id","nullable":true},
        {"name":"lead_data","nullable":true},
        {"name":"schedule_id","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"ring_pool_id","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"active","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"keyword","nullable":true},
        {"name":"match_type","nullable":true},
        {"name":"flow_action","nullable":true},
        {"name":"reply_body","nullable":true},
        {"name":"outgoing_webhook_id","nullable":true},
        {"name":"lead_data","nullable":true},
        {"name":"schedule_id","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"ring_pool_id","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"keyword","nullable":true},
        {"name":"match_type","nullable":true},
        {"name":"flow_action","nullable":true},
        {"name":"reply_body","nullable":true},
        {"name":"outgoing_webhook_id","nullable":true},
        {"name":"lead_data","nullable":true},
        {"name":"schedule_id","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"ring_pool_id","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/text_message_flows"},
      {"name":"build","method":"GET","path":"/text_message_flows/new"},
      {"name":"create","method":"POST","path":"/text_message_flows"},
      {"name":"show","method":"GET","path":"/text_message_flows/:id"},
      {"name":"update","method":"PUT","path":"/text_message_flows/:id"},
      {"name":"destroy","method":"DELETE","path":"/text_message_flows/:id"}
    ]
  },
  {
    "name": "state_business_hour",
    "plural": "state_business_hours",
    "accessor": "stateBusinessHours",
    "title": "State call time",
    "description": "When leads in a state may be called or texted on one weekday, in the local time of the lead. A state with rows in an active group may be contacted only inside them; a closed row blocks the whole day.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "state_rule_group_id", "state", "day",
      "open_time", "close_time", "closed", "time_zone"
    ],
    "sortable": ["id","created_at","updated_at","state","day"],
    "values": {
      "state_rule_group_id": {"type":"ref","description":"Rule group the hours belong to"},
      "state": {
        "type": "enum",
        "values": [
          "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS",
          "KY", "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC",
          "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY",
          "AS", "GU", "MP", "PR", "VI"
        ],
        "description": "Two-letter state code (GET /collections/us_state)"
      },
      "day": {"type":"integer","description":"Weekday, 0 = Sunday … 6 = Saturday"},
      "open_time": {"type":"string","description":"Earliest contact time"},
      "close_time": {"type":"string","description":"Latest contact time"},
      "closed": {"type":"boolean","description":"No contact at all on this day"},
      "time_zone": {
        "type": "string",
        "description": "IANA zone the hours are in (blank: the lead's time_zone, else every zone of the state must be inside them)"
      },
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"state_rule_group_id","many":true},
        {"name":"state","many":true},
        {"name":"day","many":true},
        {"name":"open_time"},
        {"name":"close_time"},
        {"name":"closed"}
      ],
      "build": [
        {"name":"state_rule_group_id"},
        {"name":"state"},
        {"name":"day"},
        {"name":"open_time","nullable":true},
        {"name":"close_time","nullable":true},
        {"name":"closed","nullable":true},
        {"name":"time_zone","nullable":true}
      ],
      "create": [
        {"name":"state_rule_group_id","required":true},
        {"name":"state","required":true},
        {"name":"day","required":true},
        {"name":"open_time","nullable":true},
        {"name":"close_time","nullable":true},
        {"name":"closed","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"state_rule_group_id"},
        {"name":"state"},
        {"name":"day"},
        {"name":"open_time","nullable":true},
        {"name":"close_time","nullable":true},
        {"name":"closed","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/state_business_hours"},
      {"name":"build","method":"GET","path":"/state_business_hours/new"},
      {"name":"create","method":"POST","path":"/state_business_hours"},
      {"name":"show","method":"GET","path":"/state_business_hours/:id"},
      {"name":"update","method":"PUT","path":"/state_business_hours/:id"},
      {"name":"destroy","method":"DELETE","path":"/state_business_hours/:id"}
    ]
  },
  {
    "name": "state_call_limit",
    "plural": "state_call_limits",
    "accessor": "stateCallLimits",
    "title": "State call frequency",
    "description": "Caps how often one phone number in a state may be contacted: at most max_contacts over any sliding window of window_seconds (e.g. Florida: 3 per 24 hours). Over the cap, the lead waits until the window allows.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "state_rule_group_id", "state",
      "max_contacts", "window_seconds", "count_calls", "count_texts", "skip_mobile"
    ],
    "sortable": ["id","created_at","updated_at","state"],
    "values": {
      "state_rule_group_id": {"type":"ref","description":"Rule group the limit belongs to"},
      "state": {
        "type": "enum",
        "values": [
          "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS",
          "KY", "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC",
          "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY",
          "AS", "GU", "MP", "PR", "VI"
        ],
        "description": "Two-letter state code (GET /collections/us_state)"
      },
      "max_contacts": {"type":"integer","description":"Most contacts per number in the window"},
      "window_seconds": {"type":"integer","description":"Length of the sliding window in seconds (86400 = 24 hours)"},
      "count_calls": {"type":"boolean","description":"Outbound calls count toward the limit"},
      "count_texts": {"type":"boolean","description":"Outbound texts count toward the limit"},
      "skip_mobile": {
        "type": "boolean",
        "description": "Never contact mobile numbers in this state: read from the lead's line_type token (or a data append's); an unknown line type is not contacted either"
      },
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"state_rule_group_id","many":true},
        {"name":"state","many":true},
        {"name":"max_contacts","many":true},
        {"name":"window_seconds","many":true},
        {"name":"count_calls"},
        {"name":"count_texts"},
        {"name":"skip_mobile"}
      ],
      "build": [
        {"name":"state_rule_group_id"},
        {"name":"state"},
        {"name":"max_contacts"},
        {"name":"window_seconds"},
        {"name":"count_calls","nullable":true},
        {"name":"count_texts","nullable":true},
        {"name":"skip_mobile","nullable":true}
      ],
      "create": [
        {"name":"state_rule_group_id","required":true},
        {"name":"state","required":true},
        {"name":"max_contacts","required":true},
        {"name":"window_seconds","required":true},
        {"name":"count_calls","nullable":true},
        {"name":"count_texts","nullable":true},
        {"name":"skip_mobile","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"state_rule_group_id"},
        {"name":"state"},
        {"name":"max_contacts"},
        {"name":"window_seconds"},
        {"name":"count_calls","nullable":true},
        {"name":"count_texts","nullable":true},
        {"name":"skip_mobile","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/state_call_limits"},
      {"name":"build","method":"GET","path":"/state_call_limits/new"},
      {"name":"create","method":"POST","path":"/state_call_limits"},
      {"name":"show","method":"GET","path":"/state_call_limits/:id"},
      {"name":"update","method":"PUT","path":"/state_call_limits/:id"},
      {"name":"destroy","method":"DELETE","path":"/state_call_limits/:id"}
    ]
  },
  {
    "name": "state_rule_group",
    "plural": "state_rule_groups",
    "accessor": "stateRuleGroups",
    "title": "State rule group",
    "description": "A group of state compliance rules (call times, call frequency limits, holidays), company-wide or for one offer. A schedule dial a rule blocks is not dropped: the lead is retried when the rules allow (the block is a call_logs row of log_type state_rule); make_call is refused with a 422 that says when; a text is recorded as blocked. A lead with no known state is bound by the rules of every state.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "rule_scope", "offer_id",
      "description", "holidays", "active"
    ],
    "sortable": ["id","created_at","updated_at","name"],
    "values": {
      "name": {"type":"string","description":"Display name, e.g. \"Default Rules\""},
      "rule_scope": {
        "type": "enum",
        "values": ["company","offer"],
        "description": "company: applies to every call and text; offer: only to those of offer_id"
      },
      "offer_id": {"type":"ref","description":"Offer the rules apply to (rule_scope offer)"},
      "active": {"type":"boolean","description":"An inactive group enforces nothing"},
      "description": {"type":"text","description":"What the rules are for"},
      "holidays": {
        "type": "json",
        "description": "Days with no contact, as [{\"date\":\"2025-12-25\",\"states\":[\"*\"]},{\"date\":\"2025-03-31\",\"states\":[\"CA\"]}]"
      },
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [{"name":"name"},{"name":"rule_scope","many":true},{"name":"offer_id","many":true},{"name":"active"}],
      "build": [
        {"name":"name"},
        {"name":"rule_scope","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"description","nullable":true},
        {"name":"holidays","nullable":true},
        {"name":"active","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"rule_scope","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"description","nullable":true},
        {"name":"holidays","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"rule_scope","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"description","nullable":true},
        {"name":"holidays","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/state_rule_groups"},
      {"name":"build","method":"GET","path":"/state_rule_groups/new"},
      {"name":"create","method":"POST","path":"/state_rule_groups"},
      {"name":"show","method":"GET","path":"/state_rule_groups/:id"},
      {"name":"update","method":"PUT","path":"/state_rule_groups/:id"},
      {"name":"destroy","method":"DELETE","path":"/state_rule_groups/:id"}
    ]
  },
  {
    "name": "data_append",
    "plural": "data_appends",
    "accessor": "dataAppends",
    "title": "Data append",
    "description": "One piece of data to look up for a phone number (name, line type, carrier, address, DNC or litigator status…) and the lead token its result is written to. Usage-charged per lookup.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "data_append_group_id", "name",
      "data_type", "token_key", "overwrite", "sortable_order", "active"
    ],
    "sortable": ["id","created_at","updated_at","name","sortable_order"],
    "values": {
      "data_append_group_id": {"type":"ref","description":"Group the lookup runs in"},
      "name": {"type":"string","description":"Label (blank: the data type)"},
      "data_type": {
        "type": "enum",
        "values": ["caller_name","line_type","carrier","address","email","demographics","dnc_status","litigator_check"],
        "description": "What to look up"
      },
      "token_key": {"type":"string","description":"Lead token the result is written to, e.g. line_type → [line_type]"},
      "overwrite": {"type":"boolean","description":"Replace a value the lead already has (default: keep it)"},
      "sortable_order": {"type":"decimal","description":"Lookups run in ascending order, smaller first"},
      "active": {"type":"boolean","description":"An inactive lookup is skipped"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"data_append_group_id","many":true},
        {"name":"name"},
        {"name":"data_type","many":true},
        {"name":"token_key"},
        {"name":"overwrite"},
        {"name":"sortable_order"},
        {"name":"active"}
      ],
      "build": [
        {"name":"data_append_group_id"},
        {"name":"name","nullable":true},
        {"name":"data_type"},
        {"name":"token_key"},
        {"name":"overwrite","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"active","nullable":true}
      ],
      "create": [
        {"name":"data_append_group_id","required":true},
        {"name":"name","nullable":true},
        {"name":"data_type","required":true},
        {"name":"token_key","required":true},
        {"name":"overwrite","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"data_append_group_id"},
        {"name":"name","nullable":true},
        {"name":"data_type"},
        {"name":"token_key"},
        {"name":"overwrite","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/data_appends"},
      {"name":"build","method":"GET","path":"/data_appends/new"},
      {"name":"create","method":"POST","path":"/data_appends"},
      {"name":"show","method":"GET","path":"/data_appends/:id"},
      {"name":"update","method":"PUT","path":"/data_appends/:id"},
      {"name":"destroy","method":"DELETE","path":"/data_appends/:id"},
      {
        "name": "append",
        "method": "POST",
        "path": "/data_appends/data_append",
        "endpoint": true,
        "params": [
          {
            "name": "caller_id",
            "type": "phone",
            "required": true,
            "description": "The number to look up (any format)"
          },
          {
            "name": "data_types",
            "type": "strings",
            "values": [
              "caller_name", "line_type", "carrier", "address", "email", "demographics", "dnc_status",
              "litigator_check"
            ],
            "description": "What to look up: caller_name, line_type, carrier, address, email, demographics, dnc_status, litigator_check (or give data_append_group_id)"
          },
          {
            "name": "data_append_group_id",
            "type": "ref",
            "description": "Look up the group's active data appends, through its integration and cache_seconds"
          },
          {
            "name": "integration_id",
            "type": "ref",
            "description": "Carrier integration to look up through (default: the group's, else the company's only one)"
          },
          {
            "name": "cache_seconds",
            "type": "integer",
            "description": "Reuse a paid result this recent instead of paying again (default: the group's, else 30 days)"
          },
          {
            "name": "offer_id",
            "type": "ref",
            "description": "dnc_status also reads this offer's suppression lists; charges are attributed to it"
          },
          {
            "name": "schedule_id",
            "type": "ref",
            "description": "dnc_status also reads this schedule's suppression lists"
          }
        ]
      }
    ]
  },
  {
    "name": "data_append_group",
    "plural": "data_append_groups",
    "accessor": "dataAppendGroups",
    "title": "Data append group",
    "description": "A set of data appends run together for one phone number, by a schedule data_append action or POST /data_append. Lookups are charged per data type, so a recent result for the same number is reused.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "description", "integration_id",
      "cache_seconds", "active"
    ],
    "sortable": ["id","created_at","updated_at","name"],
    "values": {
      "name": {"type":"string","description":"Display name"},
      "integration_id": {
        "type": "ref",
        "description": "Data provider account used for the lookups (blank: the company default provider)"
      },
      "cache_seconds": {
        "type": "integer",
        "description": "Reuse a result for the same number this long instead of paying again (0: always look up)"
      },
      "active": {"type":"boolean","description":"An inactive group looks nothing up"},
      "description": {"type":"text","description":"What the group is for"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"integration_id","many":true},
        {"name":"cache_seconds","many":true},
        {"name":"active"}
      ],
      "build": [
        {"name":"name"},
        {"name":"description","nullable":true},
        {"name":"integration_id","nullable":true},
        {"name":"cache_seconds","nullable":true},
        {"name":"active","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"description","nullable":true},
        {"name":"integration_id","nullable":true},
        {"name":"cache_seconds","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"description","nullable":true},
        {"name":"integration_id","nullable":true},
        {"name":"cache_seconds","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/data_append_groups"},
      {"name":"build","method":"GET","path":"/data_append_groups/new"},
      {"name":"create","method":"POST","path":"/data_append_groups"},
      {"name":"show","method":"GET","path":"/data_append_groups/:id"},
      {"name":"update","method":"PUT","path":"/data_append_groups/:id"},
      {"name":"destroy","method":"DELETE","path":"/data_append_groups/:id"}
    ]
  },
  {
    "name": "integration",
    "plural": "integrations",
    "accessor": "integrations",
    "title": "Integration",
    "description": "A connection to a third-party account: a carrier (bring your own Twilio, Telnyx, Plivo), file storage (S3, FTP), a CRM, or a compliance or data service. Credentials live in secret_items or an oauth connection, never in settings.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "integration_type", "settings",
      "secret_item_ids", "oauth_connection_id", "active", "status", "last_error", "last_checked_at"
    ],
    "sortable": ["id","created_at","updated_at","name"],
    "values": {
      "name": {"type":"string","description":"Display name"},
      "integration_type": {
        "type": "enum",
        "values": [
          "twilio", "telnyx", "plivo", "aws_s3", "ftp", "smtp", "infusionsoft", "zoho_crm", "tcpa_shield",
          "blacklist_alliance", "trustedform", "jornaya", "data_provider", "deepgram", "custom"
        ],
        "description": "Kind of system connected (twilio, telnyx, plivo: a carrier account phone numbers are rented through; deepgram: the speech-to-text account recordings are transcribed with)"
      },
      "oauth_connection_id": {"type":"ref","description":"OAuth connection that supplies its access token"},
      "active": {"type":"boolean","description":"An inactive integration is never called"},
      "status": {
        "type": "enum",
        "values": ["pending","connected","failed","disabled"],
        "description": "Result of the last connection check"
      },
      "settings": {
        "type": "json",
        "description": "Non-secret settings of the type, e.g. {\"bucket\":\"calls\",\"region\":\"us-east-1\"} or {\"host\":\"ftp.x.com\"}"
      },
      "secret_item_ids": {"type":"refs","description":"Secrets that hold its credentials (API keys, passwords)"},
      "add_secret_item_ids": {"type":"refs","description":"Adds to secret_item_ids (ids); safe under concurrent requests"},
      "remove_secret_item_ids": {"type":"refs","description":"Removes from secret_item_ids (ids); safe under concurrent requests"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"integration_type","many":true},
        {"name":"oauth_connection_id","many":true},
        {"name":"active"},
        {"name":"status","many":true}
      ],
      "build": [
        {"name":"name"},
        {"name":"integration_type"},
        {"name":"settings","nullable":true},
        {"name":"secret_item_ids"},
        {"name":"oauth_connection_id","nullable":true},
        {"name":"active","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"integration_type","required":true},
        {"name":"settings","nullable":true},
        {"name":"secret_item_ids"},
        {"name":"add_secret_item_ids"},
        {"name":"remove_secret_item_ids"},
        {"name":"oauth_connection_id","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"integration_type"},
        {"name":"settings","nullable":true},
        {"name":"secret_item_ids"},
        {"name":"add_secret_item_ids"},
        {"name":"remove_secret_item_ids"},
        {"name":"oauth_connection_id","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/integrations"},
      {"name":"build","method":"GET","path":"/integrations/new"},
      {"name":"create","method":"POST","path":"/integrations"},
      {"name":"show","method":"GET","path":"/integrations/:id"},
      {"name":"update","method":"PUT","path":"/integrations/:id"},
      {"name":"destroy","method":"DELETE","path":"/integrations/:id"},
      {
        "name": "update_object",
        "method": "PUT",
        "path": "/integrations/objects/:id",
        "endpoint": true,
        "params": [
          {
            "name": "status",
            "type": "enum",
            "values": ["sent","failed","processing","accepted","rejected","completed"],
            "description": "Where the object is now"
          },
          {"name":"external_id","type":"string","description":"The object's id in the other system"},
          {"name":"status_message","type":"string","description":"What the other system says about it"},
          {"name":"data","type":"json","description":"Anything else to keep with it, as {\"key\":\"value\"}"}
        ]
      }
    ]
  },
  {
    "name": "integration_object",
    "plural": "integration_objects",
    "accessor": "integrationObjects",
    "title": "Integration object",
    "description": "What a schedule action sent to an integration: the lead as a file in an S3 or S3-compatible bucket, or on an FTP or SFTP server. Leadline sets pending, then sent or failed; the receiving system reports what became of it with PUT /integrations/objects/:id (processing, accepted, rejected, completed).",
    "operations": ["list","show"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "integration_id", "lead_id",
      "schedule_action_id", "object_type", "status", "location", "external_id", "status_message", "data",
      "sent_at", "status_changed_at"
    ],
    "sortable": ["id","created_at","updated_at","status","status_changed_at"],
    "values": {
      "integration_id": {"type":"ref","description":"Integration the object was sent through"},
      "lead_id": {"type":"ref","description":"Lead the object holds"},
      "schedule_action_id": {"type":"ref","description":"Schedule action that sent it"},
      "object_type": {"type":"enum","values":["s3_object","ftp_file"],"description":"What kind of object it is"},
      "status": {
        "type": "enum",
        "values": ["pending","sent","failed","processing","accepted","rejected","completed"],
        "description": "Where the object is"
      },
      "location": {
        "type": "string",
        "description": "Where it was put: the object URL, or sftp://, ftp://, ftps:// host and path"
      },
      "external_id": {
        "type": "string",
        "description": "Id of the object in the other system (S3: its ETag, until the system reports its own)"
      }
    },
    "params": {
      "list": [
        {"name":"integration_id","many":true},
        {"name":"lead_id","many":true},
        {"name":"schedule_action_id","many":true},
        {"name":"object_type","many":true},
        {"name":"status","many":true},
        {"name":"location"},
        {"name":"external_id"}
      ],
      "show": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/integration_objects"},
      {"name":"show","method":"GET","path":"/integration_objects/:id"}
    ]
  },
  {
    "name": "secret_item",
    "plural": "secret_items",
    "accessor": "secretItems",
    "title": "Secret item",
    "description": "A named secret (API key, password, signing key) used by integrations and in webhook payloads as [secret_<name>]. Its value is write-only: every response shows it masked.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "value", "description"
    ],
    "sortable": ["id","created_at","updated_at","name"],
    "values": {
      "name": {"type":"string","description":"Unique key, used in tokens as [secret_<name>]"},
      "value": {"type":"text","description":"The secret; shown as ******** once set, never in clear"},
      "description": {"type":"text","description":"What the secret is for"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [{"name":"name"}],
      "build": [{"name":"name"},{"name":"value"},{"name":"description","nullable":true}],
      "create": [
        {"name":"name","required":true},
        {"name":"value","required":true},
        {"name":"description","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"value"},
        {"name":"description","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/secret_items"},
      {"name":"build","method":"GET","path":"/secret_items/new"},
      {"name":"create","method":"POST","path":"/secret_items"},
      {"name":"show","method":"GET","path":"/secret_items/:id"},
      {"name":"update","method":"PUT","path":"/secret_items/:id"},
      {"name":"destroy","method":"DELETE","path":"/secret_items/:id"}
    ]
  },
  {
    "name": "oauth_connection",
    "plural": "oauth_connections",
    "accessor": "oauthConnections",
    "title": "Oauth connection",
    "description": "Fetches and refreshes an OAuth access token from a remote token endpoint (client credentials, or the authorization-code flow through POST /oauth_connections/:id/authorize), so webhooks and integrations can authenticate to third parties.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "key", "predefined_type",
      "description", "client_id", "webhook_remote_url", "webhook_remote_method", "webhook_remote_body",
      "webhook_remote_headers", "webhook_read_timeout", "webhook_response_success_codes", "access_token_path",
      "expires_in", "expires_at", "fetched_at"
    ],
    "sortable": ["id","created_at","updated_at","name"],
    "values": {
      "name": {"type":"string","description":"Display name"},
      "key": {
        "type": "string",
        "description": "Stable key that names the connection in tokens and integrations (generated)"
      },
      "predefined_type": {"type":"string","description":"Provider preset the connection was made from (blank: custom)"},
      "description": {"type":"string","description":"What the connection is for"},
      "client_id": {"type":"string","description":"OAuth client id"},
      "webhook_remote_url": {
        "type": "string",
        "description": "Token endpoint URL (checked against private addresses when saved and when fetched)"
      },
      "webhook_remote_method": {"type":"string","description":"HTTP method of the token request (e.g. POST)"},
      "webhook_remote_body": {"type":"string","description":"Body of the token request; tokens such as [client_id] are replaced"},
      "webhook_remote_headers": {"type":"string","description":"Headers of the token request, one \"Name: value\" per line"},
      "webhook_read_timeout": {"type":"decimal","description":"Seconds to wait for the token endpoint"},
      "webhook_response_success_codes": {"type":"string","description":"Acceptable HTTP status codes, e.g. \"200,201\""},
      "access_token_path": {"type":"string","description":"Path of the access token in the response, e.g. data.access_token"},
      "expires_in": {"type":"decimal","description":"Seconds the token stays valid after it is fetched"},
      "client_secret": {"type":"string","description":"OAuth client secret; write-only, stored encrypted, never returned"},
      "access_token": {"type":"string","description":"Current access token; write-only, stored encrypted, never returned"},
      "expires_at": {"type":"time","description":"When the current token expires"},
      "fetched_at": {"type":"time","description":"When the current token was fetched"},
      "external_record_id": {"type":"string"},
      "created_at": {"type":"time"},
      "updated_at": {"type":"time"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"key"},
        {"name":"predefined_type"},
        {"name":"description"},
        {"name":"client_id"},
        {"name":"webhook_remote_url"},
        {"name":"webhook_remote_method"},
        {"name":"webhook_remote_body"},
        {"name":"webhook_remote_headers"},
        {"name":"webhook_read_timeout"},
        {"name":"webhook_response_success_codes"},
        {"name":"access_token_path"},
        {"name":"expires_in"}
      ],
      "build": [
        {"name":"name","nullable":true},
        {"name":"description","nullable":true},
        {"name":"client_id","nullable":true},
        {"name":"client_secret","nullable":true},
        {"name":"webhook_remote_url","nullable":true},
        {"name":"webhook_remote_method","nullable":true},
        {"name":"webhook_remote_body","nullable":true},
        {"name":"webhook_remote_headers","nullable":true},
        {"name":"webhook_read_timeout","nullable":true},
        {"name":"webhook_response_success_codes","nullable":true},
        {"name":"access_token_path","nullable":true},
        {"name":"access_token","nullable":true},
        {"name":"expires_in","nullable":true},
        {"name":"expires_at","nullable":true},
        {"name":"fetched_at","nullable":true}
      ],
      "create": [
        {"name":"name","nullable":true},
        {"name":"description","nullable":true},
        {"name":"client_id","nullable":true},
        {"name":"client_secret","nullable":true},
        {"name":"webhook_remote_url","nullable":true},
        {"name":"webhook_remote_method","nullable":true},
        {"name":"webhook_remote_body","nullable":true},
        {"name":"webhook_remote_headers","nullable":true},
        {"name":"webhook_read_timeout","nullable":true},
        {"name":"webhook_response_success_codes","nullable":true},
        {"name":"access_token_path","nullable":true},
        {"name":"access_token","nullable":true},
        {"name":"expires_in","nullable":true},
        {"name":"expires_at","nullable":true},
        {"name":"fetched_at","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"},
        {"name":"created_at","type":"time","description":"When the record was created (default: now)"},
        {"name":"updated_at","type":"time","description":"When the record last changed (default: created_at)"}
      ],
      "show": [],
      "update": [
        {"name":"name","nullable":true},
        {"name":"description","nullable":true},
        {"name":"client_id","nullable":true},
        {"name":"client_secret","nullable":true},
        {"name":"webhook_remote_url","nullable":true},
        {"name":"webhook_remote_method","nullable":true},
        {"name":"webhook_remote_body","nullable":true},
        {"name":"webhook_remote_headers","nullable":true},
        {"name":"webhook_read_timeout","nullable":true},
        {"name":"webhook_response_success_codes","nullable":true},
        {"name":"access_token_path","nullable":true},
        {"name":"access_token","nullable":true},
        {"name":"expires_in","nullable":true},
        {"name":"expires_at","nullable":true},
        {"name":"fetched_at","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/oauth_connections"},
      {"name":"build","method":"GET","path":"/oauth_connections/new"},
      {"name":"create","method":"POST","path":"/oauth_connections"},
      {"name":"show","method":"GET","path":"/oauth_connections/:id"},
      {"name":"update","method":"PUT","path":"/oauth_connections/:id"},
      {"name":"destroy","method":"DELETE","path":"/oauth_connections/:id"},
      {
        "name": "authorize",
        "method": "POST",
        "path": "/oauth_connections/:id/authorize",
        "endpoint": true,
        "params": [
          {
            "name": "authorize_url",
            "type": "string",
            "required": true,
            "description": "The provider's authorization endpoint, e.g. https://login.example.com/oauth2/authorize"
          },
          {"name":"scope","type":"string","description":"Scopes to ask for, space-separated"}
        ]
      },
      {
        "name": "callback",
        "method": "GET",
        "path": "/oauth_connections/callback",
        "endpoint": true,
        "public": true,
        "params": [
          {"name":"state","type":"string","description":"The state the authorization URL carried"},
          {"name":"code","type":"string","description":"The authorization code"},
          {"name":"error","type":"string","description":"The provider’s refusal (access_denied…)"}
        ]
      },
      {"name":"refresh","method":"POST","path":"/oauth_connections/:id/refresh","endpoint":true}
    ]
  },
  {
    "name": "voice_agent",
    "plural": "voice_agents",
    "accessor": "voiceAgents",
    "title": "Voice agent",
    "description": "An AI agent that answers or places calls: its instructions, voice, model and language. Call flow rules (connect_ai_voice_agent) and voice agent flows put it on a call; it collects voice agent fields and reacts to voice agent keywords. Destroy soft-deletes (deleted_at) unless permanent=true. Stored; no behaviour yet: nothing in Leadline acts on these records.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": true,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "description", "prompt",
      "first_message", "voice", "voice_provider", "model", "language", "temperature", "max_duration_seconds",
      "silence_timeout_seconds", "transfer_offer_id", "record_calls", "active"
    ],
    "sortable": ["id","created_at","updated_at","name"],
    "values": {
      "name": {"type":"string","description":"Display name"},
      "voice": {"type":"string","description":"Text-to-speech voice id of the provider"},
      "voice_provider": {"type":"string","description":"Speech provider (openai, elevenlabs, deepgram…)"},
      "model": {"type":"string","description":"Language model that drives the conversation"},
      "language": {"type":"string","description":"BCP 47 language of the conversation"},
      "temperature": {"type":"decimal","description":"Model randomness, 0 (focused) to 2"},
      "max_duration_seconds": {"type":"integer","description":"The agent ends the call after this many seconds"},
      "silence_timeout_seconds": {"type":"integer","description":"The agent ends the call after this many seconds of caller silence"},
      "transfer_offer_id": {
        "type": "ref",
        "description": "Offer whose buyers a qualified caller is transferred to (blank: no transfer)"
      },
      "record_calls": {"type":"boolean","description":"Record and transcribe the conversation"},
      "active": {"type":"boolean","description":"An inactive agent is never put on a call"},
      "description": {"type":"text","description":"What the agent is for"},
      "prompt": {
        "type": "text",
        "description": "Instructions the agent follows for the whole call; [token] values of the call are replaced"
      },
      "first_message": {
        "type": "text",
        "description": "What the agent says when the call connects, tokens allowed (blank: it waits for the caller)"
      },
      "external_record_id": {"type":"string"},
      "permanent": {"type":"boolean","description":"Remove the row instead of setting deleted_at"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"voice"},
        {"name":"voice_provider"},
        {"name":"model"},
        {"name":"language"},
        {"name":"temperature"},
        {"name":"max_duration_seconds","many":true},
        {"name":"silence_timeout_seconds","many":true},
        {"name":"transfer_offer_id","many":true},
        {"name":"record_calls"},
        {"name":"active"}
      ],
      "build": [
        {"name":"name"},
        {"name":"description","nullable":true},
        {"name":"prompt"},
        {"name":"first_message","nullable":true},
        {"name":"voice","nullable":true},
        {"name":"voice_provider","nullable":true},
        {"name":"model","nullable":true},
        {"name":"language","nullable":true},
        {"name":"temperature","nullable":true},
        {"name":"max_duration_seconds","nullable":true},
        {"name":"silence_timeout_seconds","nullable":true},
        {"name":"transfer_offer_id","nullable":true},
        {"name":"record_calls","nullable":true},
        {"name":"active","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"description","nullable":true},
        {"name":"prompt","required":true},
        {"name":"first_message","nullable":true},
        {"name":"voice","nullable":true},
        {"name":"voice_provider","nullable":true},
        {"name":"model","nullable":true},
        {"name":"language","nullable":true},
        {"name":"temperature","nullable":true},
        {"name":"max_duration_seconds","nullable":true},
        {"name":"silence_timeout_seconds","nullable":true},
        {"name":"transfer_offer_id","nullable":true},
        {"name":"record_calls","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"description","nullable":true},
        {"name":"prompt"},
        {"name":"first_message","nullable":true},
        {"name":"voice","nullable":true},
        {"name":"voice_provider","nullable":true},
        {"name":"model","nullable":true},
        {"name":"language","nullable":true},
        {"name":"temperature","nullable":true},
        {"name":"max_duration_seconds","nullable":true},
        {"name":"silence_timeout_seconds","nullable":true},
        {"name":"transfer_offer_id","nullable":true},
        {"name":"record_calls","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": [{"name":"permanent"}]
    },
    "routes": [
      {"name":"list","method":"GET","path":"/voice_agents"},
      {"name":"build","method":"GET","path":"/voice_agents/new"},
      {"name":"create","method":"POST","path":"/voice_agents"},
      {"name":"show","method":"GET","path":"/voice_agents/:id"},
      {"name":"update","method":"PUT","path":"/voice_agents/:id"},
      {"name":"destroy","method":"DELETE","path":"/voice_agents/:id"}
    ]
  },
  {
    "name": "voice_agent_field",
    "plural": "voice_agent_fields",
    "accessor": "voiceAgentFields",
    "title": "Voice agent field",
    "description": "Data a voice agent asks the caller for and saves as a call token (e.g. zip code, age, has insurance). Required fields must be collected before the agent transfers. Stored; no behaviour yet: nothing in Leadline acts on these records.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "voice_agent_id", "name", "key",
      "field_type", "options", "instructions", "required", "sortable_order"
    ],
    "sortable": ["id","created_at","updated_at","name","sortable_order"],
    "values": {
      "voice_agent_id": {"type":"ref","description":"Agent that collects it"},
      "name": {"type":"string","description":"Human name, given to the model"},
      "key": {"type":"string","description":"Token the answer is saved to, e.g. zip_code → [zip_code]"},
      "field_type": {
        "type": "enum",
        "values": ["string","integer","decimal","boolean","date","phone","email","zip","choice"],
        "description": "Type the answer is parsed to"
      },
      "required": {"type":"boolean","description":"The agent must collect it before transferring"},
      "sortable_order": {"type":"decimal","description":"Asked in ascending order, smaller first"},
      "options": {"type":"strings","description":"choice: the allowed answers"},
      "instructions": {"type":"text","description":"How to ask for it and what counts as a valid answer"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"voice_agent_id","many":true},
        {"name":"name"},
        {"name":"key"},
        {"name":"field_type","many":true},
        {"name":"required"},
        {"name":"sortable_order"}
      ],
      "build": [
        {"name":"voice_agent_id"},
        {"name":"name"},
        {"name":"key"},
        {"name":"field_type","nullable":true},
        {"name":"options"},
        {"name":"instructions","nullable":true},
        {"name":"required","nullable":true},
        {"name":"sortable_order","nullable":true}
      ],
      "create": [
        {"name":"voice_agent_id","required":true},
        {"name":"name","required":true},
        {"name":"key","required":true},
        {"name":"field_type","nullable":true},
        {"name":"options"},
        {"name":"instructions","nullable":true},
        {"name":"required","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"voice_agent_id"},
        {"name":"name"},
        {"name":"key"},
        {"name":"field_type","nullable":true},
        {"name":"options"},
        {"name":"instructions","nullable":true},
        {"name":"required","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/voice_agent_fields"},
      {"name":"build","method":"GET","path":"/voice_agent_fields/new"},
      {"name":"create","method":"POST","path":"/voice_agent_fields"},
      {"name":"show","method":"GET","path":"/voice_agent_fields/:id"},
      {"name":"update","method":"PUT","path":"/voice_agent_fields/:id"},
      {"name":"destroy","method":"DELETE","path":"/voice_agent_fields/:id"}
    ]
  },
  {
    "name": "voice_agent_flow",
    "plural": "voice_agent_flows",
    "accessor": "voiceAgentFlows",
    "title": "Voice agent flow",
    "description": "One step of a voice agent conversation: its instructions, the fields it collects, and what happens when it is done. Steps run in sortable_order. Destroy soft-deletes (deleted_at) unless permanent=true. Stored; no behaviour yet: nothing in Leadline acts on these records.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": true,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "voice_agent_id", "name", "instructions",
      "voice_agent_field_ids", "on_complete", "transfer_offer_id", "schedule_id", "conditions",
      "sortable_order", "active"
    ],
    "sortable": ["id","created_at","updated_at","name","sortable_order"],
    "values": {
      "voice_agent_id": {"type":"ref","description":"Agent the step belongs to"},
      "name": {"type":"string","description":"Display name, e.g. \"Qualify\""},
      "on_complete": {
        "type": "enum",
        "values": ["next_flow","transfer","add_to_schedule","hang_up"],
        "description": "What happens when the step is done: the next step, a transfer, a schedule, or hang up"
      },
      "transfer_offer_id": {"type":"ref","description":"transfer: offer whose buyers take the call"},
      "schedule_id": {"type":"ref","description":"add_to_schedule: schedule the caller is added to"},
      "sortable_order": {"type":"decimal","description":"Steps run in ascending order, smaller first"},
      "active": {"type":"boolean","description":"An inactive step is skipped"},
      "instructions": {
        "type": "text",
        "description": "Instructions for this step, added to the agent prompt; [token] values are replaced"
      },
      "voice_agent_field_ids": {"type":"refs","description":"Fields collected in this step"},
      "conditions": {
        "type": "json",
        "description": "Run the step only when call tokens match, as [{\"key\":\"geo_state\",\"operator\":\"==\",\"value\":\"TX\"}] (operators ==, !=, =~, !~, <, <=, >, >=; blank: always)"
      },
      "add_voice_agent_field_ids": {"type":"refs","description":"Adds to voice_agent_field_ids (ids); safe under concurrent requests"},
      "remove_voice_agent_field_ids": {"type":"refs","description":"Removes from voice_agent_field_ids (ids); safe under concurrent requests"},
      "external_record_id": {"type":"string"},
      "permanent": {"type":"boolean","description":"Remove the row instead of setting deleted_at"}
    },
    "params": {
      "list": [
        {"name":"voice_agent_id","many":true},
        {"name":"name"},
        {"name":"on_complete","many":true},
        {"name":"transfer_offer_id","many":true},
        {"name":"schedule_id","many":true},
        {"name":"sortable_order"},
        {"name":"active"}
      ],
      "build": [
        {"name":"voice_agent_id"},
        {"name":"name"},
        {"name":"instructions","nullable":true},
        {"name":"voice_agent_field_ids"},
        {"name":"on_complete","nullable":true},
        {"name":"transfer_offer_id","nullable":true},
        {"name":"schedule_id","nullable":true},
        {"name":"conditions","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"active","nullable":true}
      ],
      "create": [
        {"name":"voice_agent_id","required":true},
        {"name":"name","required":true},
        {"name":"instructions","nullable":true},
        {"name":"voice_agent_field_ids"},
        {"name":"add_voice_agent_field_ids"},
        {"name":"remove_voice_agent_field_ids"},
        {"name":"on_complete","nullable":true},
        {"name":"transfer_offer_id","nullable":true},
        {"name":"schedule_id","nullable":true},
        {"name":"conditions","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"voice_agent_id"},
        {"name":"name"},
        {"name":"instructions","nullable":true},
        {"name":"voice_agent_field_ids"},
        {"name":"add_voice_agent_field_ids"},
        {"name":"remove_voice_agent_field_ids"},
        {"name":"on_complete","nullable":true},
        {"name":"transfer_offer_id","nullable":true},
        {"name":"schedule_id","nullable":true},
        {"name":"conditions","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": [{"name":"permanent"}]
    },
    "routes": [
      {"name":"list","method":"GET","path":"/voice_agent_flows"},
      {"name":"build","method":"GET","path":"/voice_agent_flows/new"},
      {"name":"create","method":"POST","path":"/voice_agent_flows"},
      {"name":"show","method":"GET","path":"/voice_agent_flows/:id"},
      {"name":"update","method":"PUT","path":"/voice_agent_flows/:id"},
      {"name":"destroy","method":"DELETE","path":"/voice_agent_flows/:id"}
    ]
  },
  {
    "name": "voice_agent_keyword",
    "plural": "voice_agent_keywords",
    "accessor": "voiceAgentKeywords",
    "title": "Voice agent keyword",
    "description": "A phrase that, said by the caller or the agent, makes the agent act: convert the call, transfer, hang up, opt the caller out, block them or set a token. Stored; no behaviour yet: nothing in Leadline acts on these records.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "voice_agent_id", "keyword", "match_type",
      "speaker", "keyword_action", "transfer_offer_id", "token_key", "token_value", "active"
    ],
    "sortable": ["id","created_at","updated_at","keyword"],
    "values": {
      "voice_agent_id": {"type":"ref","description":"Agent the rule applies to (blank: every agent)"},
      "keyword": {"type":"string","description":"Phrase to listen for, case-insensitive"},
      "match_type": {
        "type": "enum",
        "values": ["contains","exact","regex"],
        "description": "How keyword is matched in the transcript"
      },
      "speaker": {"type":"enum","values":["caller","agent","any"],"description":"Whose speech is matched"},
      "keyword_action": {
        "type": "enum",
        "values": ["convert","transfer","hang_up","opt_out","block_caller","set_token"],
        "description": "What the agent does on a match"
      },
      "transfer_offer_id": {"type":"ref","description":"transfer: offer whose buyers take the call"},
      "token_key": {"type":"string","description":"set_token: token to set"},
      "token_value": {"type":"string","description":"set_token: value to set (default \"true\")"},
      "active": {"type":"boolean","description":"An inactive rule never matches"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"voice_agent_id","many":true},
        {"name":"keyword"},
        {"name":"match_type","many":true},
        {"name":"speaker","many":true},
        {"name":"keyword_action","many":true},
        {"name":"transfer_offer_id","many":true},
        {"name":"token_key"},
        {"name":"token_value"},
        {"name":"active"}
      ],
      "build": [
        {"name":"voice_agent_id","nullable":true},
        {"name":"keyword"},
        {"name":"match_type","nullable":true},
        {"name":"speaker","nullable":true},
        {"name":"keyword_action"},
        {"name":"transfer_offer_id","nullable":true},
        {"name":"token_key","nullable":true},
        {"name":"token_value","nullable":true},
        {"name":"active","nullable":true}
      ],
      "create": [
        {"name":"voice_agent_id","nullable":true},
        {"name":"keyword","required":true},
        {"name":"match_type","nullable":true},
        {"name":"speaker","nullable":true},
        {"name":"keyword_action","required":true},
        {"name":"transfer_offer_id","nullable":true},
        {"name":"token_key","nullable":true},
        {"name":"token_value","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"voice_agent_id","nullable":true},
        {"name":"keyword"},
        {"name":"match_type","nullable":true},
        {"name":"speaker","nullable":true},
        {"name":"keyword_action"},
        {"name":"transfer_offer_id","nullable":true},
        {"name":"token_key","nullable":true},
        {"name":"token_value","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/voice_agent_keywords"},
      {"name":"build","method":"GET","path":"/voice_agent_keywords/new"},
      {"name":"create","method":"POST","path":"/voice_agent_keywords"},
      {"name":"show","method":"GET","path":"/voice_agent_keywords/:id"},
      {"name":"update","method":"PUT","path":"/voice_agent_keywords/:id"},
      {"name":"destroy","method":"DELETE","path":"/voice_agent_keywords/:id"}
    ]
  },
  {
    "name": "transcription_keyword_group",
    "plural": "transcription_keyword_groups",
    "accessor": "transcriptionKeywordGroups",
    "title": "Transcription keyword group",
    "description": "Phrases looked for in call and standalone transcriptions. When one is found, the token named by token_key is set on the call to the phrase, where conversions, dispositions and reports can use it; convert_call books the call's conversions and flag_for_review marks it needs_quality_review.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "keywords", "match_type",
      "speaker", "token_key", "offer_ids", "convert_call", "flag_for_review", "active"
    ],
    "sortable": ["id","created_at","updated_at","name"],
    "values": {
      "name": {"type":"string","description":"Display name, e.g. \"Competitor mentioned\""},
      "match_type": {"type":"enum","values":["contains","exact","regex"],"description":"How each phrase is matched"},
      "speaker": {
        "type": "enum",
        "values": ["caller","agent","any"],
        "description": "Whose speech is searched: caller, agent (the answering side) or any"
      },
      "token_key": {"type":"string","description":"Token set to the matched phrase, e.g. competitor_mentioned"},
      "convert_call": {
        "type": "boolean",
        "description": "Found in a call's transcript: book the call's buyer and offer conversions as if their duration was reached"
      },
      "flag_for_review": {"type":"boolean","description":"Found in a call's transcript: mark the call needs_quality_review"},
      "active": {"type":"boolean","description":"An inactive group is not searched"},
      "keywords": {"type":"strings","description":"Phrases to find, case-insensitive"},
      "offer_ids": {"type":"refs","description":"Offers whose calls are searched (blank: every offer)"},
      "add_offer_ids": {"type":"refs","description":"Adds to offer_ids (ids); safe under concurrent requests"},
      "remove_offer_ids": {"type":"refs","description":"Removes from offer_ids (ids); safe under concurrent requests"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"match_type","many":true},
        {"name":"speaker","many":true},
        {"name":"token_key"},
        {"name":"convert_call"},
        {"name":"flag_for_review"},
        {"name":"active"}
      ],
      "build": [
        {"name":"name"},
        {"name":"keywords"},
        {"name":"match_type","nullable":true},
        {"name":"speaker","nullable":true},
        {"name":"token_key"},
        {"name":"offer_ids"},
        {"name":"convert_call","nullable":true},
        {"name":"flag_for_review","nullable":true},
        {"name":"active","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"keywords","required":true},
        {"name":"match_type","nullable":true},
        {"name":"speaker","nullable":true},
        {"name":"token_key","required":true},
        {"name":"offer_ids"},
        {"name":"add_offer_ids"},
        {"name":"remove_offer_ids"},
        {"name":"convert_call","nullable":true},
        {"name":"flag_for_review","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"keywords"},
        {"name":"match_type","nullable":true},
        {"name":"speaker","nullable":true},
        {"name":"token_key"},
        {"name":"offer_ids"},
        {"name":"add_offer_ids"},
        {"name":"remove_offer_ids"},
        {"name":"convert_call","nullable":true},
        {"name":"flag_for_review","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/transcription_keyword_groups"},
      {"name":"build","method":"GET","path":"/transcription_keyword_groups/new"},
      {"name":"create","method":"POST","path":"/transcription_keyword_groups"},
      {"name":"show","method":"GET","path":"/transcription_keyword_groups/:id"},
      {"name":"update","method":"PUT","path":"/transcription_keyword_groups/:id"},
      {"name":"destroy","method":"DELETE","path":"/transcription_keyword_groups/:id"}
    ]
  },
  {
    "name": "standalone_transcription",
    "plural": "standalone_transcriptions",
    "accessor": "standaloneTranscriptions",
    "title": "Standalone transcription",
    "description": "Transcribes an audio file that is not a call recording of the platform. Create queues it; status, transcript and matched keywords are filled in when it is done. There is no update.",
    "operations": ["list","build","create","show","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "recording_url", "language",
      "transcription_keyword_group_ids", "status", "transcript", "matched_keywords", "duration_seconds",
      "error_message", "completed_at"
    ],
    "sortable": ["id","created_at","updated_at","name"],
    "values": {
      "name": {"type":"string","description":"Label"},
      "recording_url": {"type":"string","description":"Public URL of the audio file (mp3, wav)"},
      "language": {"type":"string","description":"BCP 47 language of the audio"},
      "status": {
        "type": "enum",
        "values": ["queued","processing","completed","failed"],
        "description": "Where the transcription is"
      },
      "duration_seconds": {"type":"decimal","description":"Length of the audio"},
      "transcription_keyword_group_ids": {"type":"refs","description":"Keyword groups to look for"},
      "add_transcription_keyword_group_ids": {
        "type": "refs",
        "description": "Adds to transcription_keyword_group_ids (ids); safe under concurrent requests"
      },
      "remove_transcription_keyword_group_ids": {
        "type": "refs",
        "description": "Removes from transcription_keyword_group_ids (ids); safe under concurrent requests"
      },
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"recording_url"},
        {"name":"language"},
        {"name":"status","many":true},
        {"name":"duration_seconds"}
      ],
      "build": [{"name":"name","nullable":true},{"name":"recording_url"},{"name":"language","nullable":true}],
      "create": [
        {"name":"name","nullable":true},
        {"name":"recording_url","required":true},
        {"name":"language","nullable":true},
        {"name":"transcription_keyword_group_ids"},
        {"name":"add_transcription_keyword_group_ids"},
        {"name":"remove_transcription_keyword_group_ids"},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/standalone_transcriptions"},
      {"name":"build","method":"GET","path":"/standalone_transcriptions/new"},
      {"name":"create","method":"POST","path":"/standalone_transcriptions"},
      {"name":"show","method":"GET","path":"/standalone_transcriptions/:id"},
      {"name":"destroy","method":"DELETE","path":"/standalone_transcriptions/:id"}
    ]
  },
  {
    "name": "outgoing_webhook",
    "plural": "outgoing_webhooks",
    "accessor": "outgoingWebhooks",
    "title": "Outgoing webhook",
    "description": "A postback: when its trigger occurs on a matching call or lead, every active URL of the webhook (outgoing_webhook_urls, in sortable_order) is requested and each attempt is logged in webhook_logs. Consecutive failures beyond failure_auto_disable_count switch it off.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "description", "trigger", "active",
      "offer_ids", "buyer_ids", "token_filters", "delay_seconds", "max_attempts", "failure_auto_disable_count",
      "consecutive_failure_count", "disabled_at", "disabled_reason", "last_fired_at", "signing_secret"
    ],
    "sortable": ["id","created_at","updated_at","name","last_fired_at"],
    "values": {
      "name": {"type":"string","description":"Display name"},
      "trigger": {
        "type": "enum",
        "values": [
          "new_call", "buyer_dialed", "buyer_answered", "buyer_no_answer", "call_ended", "buyer_converted",
          "offer_converted", "both_converted", "either_converted", "did_not_convert", "before_dial_buyer",
          "before_answering_call", "before_placing_call", "before_sending_text", "before_schedule_action_dial",
          "call_data_changed", "lead_data_changed", "contact_fields_changed",
          "buyer_answered_with_contact_fields", "recording_available", "transcription_completed",
          "conference_entered", "conference_exited", "lead_created", "lead_opted_out", "lead_ended",
          "agent_online", "agent_offline", "disposition_changed", "text_message_received", "text_message_sent",
          "text_message_delivered", "text_message_failed", "timer_elapsed"
        ],
        "description": "When it fires. before_* triggers run before the action and a response outside the success codes rejects it (the buyer is skipped, the call or text is not placed)"
      },
      "active": {"type":"boolean","description":"An inactive webhook never fires"},
      "delay_seconds": {
        "type": "integer",
        "description": "Wait this long after the trigger before the first attempt (post-call enrichment)"
      },
      "max_attempts": {
        "type": "integer",
        "description": "Attempts per URL, retried on the published schedule (at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 24 h, ±10 % jitter)"
      },
      "failure_auto_disable_count": {
        "type": "integer",
        "description": "Deactivate after this many consecutive failed attempts (0: never); the reason is in disabled_reason"
      },
      "consecutive_failure_count": {"type":"integer","description":"Failed deliveries since the last success (kept by the engine)"},
      "description": {"type":"text","description":"Notes for your team"},
      "offer_ids": {"type":"refs","description":"Fire only for calls and leads of these offers (blank: every offer)"},
      "buyer_ids": {"type":"refs","description":"Fire only for calls involving these buyers (blank: every buyer)"},
      "token_filters": {
        "type": "json",
        "description": "Fire only when every condition holds: [{\"key\":\"geo_state\",\"operator\":\"==\",\"value\":\"CA\"}] (operators ==, !=, =~, !~, <, <=, >, >=, as token_values); blank: always"
      },
      "add_offer_ids": {"type":"refs","description":"Adds to offer_ids (ids); safe under concurrent requests"},
      "remove_offer_ids": {"type":"refs","description":"Removes from offer_ids (ids); safe under concurrent requests"},
      "add_buyer_ids": {"type":"refs","description":"Adds to buyer_ids (ids); safe under concurrent requests"},
      "remove_buyer_ids": {"type":"refs","description":"Removes from buyer_ids (ids); safe under concurrent requests"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"trigger","many":true},
        {"name":"active"},
        {"name":"delay_seconds","many":true},
        {"name":"max_attempts","many":true},
        {"name":"failure_auto_disable_count","many":true},
        {"name":"consecutive_failure_count","many":true}
      ],
      "build": [
        {"name":"name"},
        {"name":"description","nullable":true},
        {"name":"trigger"},
        {"name":"active","nullable":true},
        {"name":"offer_ids"},
        {"name":"buyer_ids"},
        {"name":"token_filters","nullable":true},
        {"name":"delay_seconds","nullable":true},
        {"name":"max_attempts","nullable":true},
        {"name":"failure_auto_disable_count","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"description","nullable":true},
        {"name":"trigger","required":true},
        {"name":"active","nullable":true},
        {"name":"offer_ids"},
        {"name":"add_offer_ids"},
        {"name":"remove_offer_ids"},
        {"name":"buyer_ids"},
        {"name":"add_buyer_ids"},
        {"name":"remove_buyer_ids"},
        {"name":"token_filters","nullable":true},
        {"name":"delay_seconds","nullable":true},
        {"name":"max_attempts","nullable":true},
        {"name":"failure_auto_disable_count","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"description","nullable":true},
        {"name":"trigger"},
        {"name":"active","nullable":true},
        {"name":"offer_ids"},
        {"name":"add_offer_ids"},
        {"name":"remove_offer_ids"},
        {"name":"buyer_ids"},
        {"name":"add_buyer_ids"},
        {"name":"remove_buyer_ids"},
        {"name":"token_filters","nullable":true},
        {"name":"delay_seconds","nullable":true},
        {"name":"max_attempts","nullable":true},
        {"name":"failure_auto_disable_count","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/outgoing_webhooks"},
      {"name":"build","method":"GET","path":"/outgoing_webhooks/new"},
      {"name":"create","method":"POST","path":"/outgoing_webhooks"},
      {"name":"show","method":"GET","path":"/outgoing_webhooks/:id"},
      {"name":"update","method":"PUT","path":"/outgoing_webhooks/:id"},
      {"name":"destroy","method":"DELETE","path":"/outgoing_webhooks/:id"},
      {"name":"rotate_secret","method":"POST","path":"/outgoing_webhooks/:id/rotate_secret","endpoint":true}
    ]
  },
  {
    "name": "outgoing_webhook_url",
    "plural": "outgoing_webhook_urls",
    "accessor": "outgoingWebhookUrls",
    "title": "Outgoing webhook url",
    "description": "One request an outgoing webhook makes when it fires: URL, method, headers and a body in which [token] and [token]{default} are replaced by the call or lead values. URLs of a webhook run in sortable_order.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "outgoing_webhook_id", "name", "url",
      "method", "headers", "content_type", "body", "sortable_order", "webhook_response_success_codes",
      "webhook_read_timeout", "active", "oauth_connection_id"
    ],
    "sortable": ["id","created_at","updated_at","sortable_order"],
    "values": {
      "outgoing_webhook_id": {"type":"ref","description":"The webhook this URL belongs to"},
      "name": {"type":"string","description":"Label (blank: the host of url)"},
      "url": {"type":"string","description":"Requested URL; [token] placeholders are replaced and URL-encoded"},
      "method": {"type":"enum","values":["get","post","put","patch","delete"],"description":"HTTP method"},
      "content_type": {
        "type": "enum",
        "values": ["application/json","application/x-www-form-urlencoded","application/xml","text/plain"],
        "description": "Content-Type of the body"
      },
      "sortable_order": {"type":"decimal","description":"Requested in ascending order, smaller first"},
      "webhook_response_success_codes": {
        "type": "string",
        "description": "Status codes that count as delivered; anything else is retried, then counted as a failure"
      },
      "webhook_read_timeout": {"type":"decimal","description":"Seconds to wait for the response before the attempt fails"},
      "active": {"type":"boolean","description":"An inactive URL is skipped"},
      "oauth_connection_id": {
        "type": "ref",
        "description": "Authenticate with this OAuth connection’s access token (Authorization: Bearer …, refreshed when due)"
      },
      "headers": {
        "type": "json",
        "description": "Extra request headers, {\"Authorization\":\"Bearer [api_key]\"}; values accept [token] syntax and [secret:NAME]; stored encrypted, shown masked"
      },
      "body": {
        "type": "text",
        "description": "Request body with [token], [token]{default} and [!Type! EXPR !!] placeholders (blank: every token of the record as JSON or form fields; ignored for get and delete)"
      },
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"outgoing_webhook_id","many":true},
        {"name":"name"},
        {"name":"url"},
        {"name":"method","many":true},
        {"name":"content_type","many":true},
        {"name":"sortable_order"},
        {"name":"webhook_response_success_codes"},
        {"name":"webhook_read_timeout"},
        {"name":"active"},
        {"name":"oauth_connection_id","many":true}
      ],
      "build": [
        {"name":"outgoing_webhook_id"},
        {"name":"name","nullable":true},
        {"name":"url"},
        {"name":"method","nullable":true},
        {"name":"headers","nullable":true},
        {"name":"content_type","nullable":true},
        {"name":"body","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"webhook_response_success_codes","nullable":true},
        {"name":"webhook_read_timeout","nullable":true},
        {"name":"active","nullable":true},
        {"name":"oauth_connection_id","nullable":true}
      ],
      "create": [
        {"name":"outgoing_webhook_id","required":true},
        {"name":"name","nullable":true},
        {"name":"url","required":true},
        {"name":"method","nullable":true},
        {"name":"headers","nullable":true},
        {"name":"content_type","nullable":true},
        {"name":"body","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"webhook_response_success_codes","nullable":true},
        {"name":"webhook_read_timeout","nullable":true},
        {"name":"active","nullable":true},
        {"name":"oauth_connection_id","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"outgoing_webhook_id"},
        {"name":"name","nullable":true},
        {"name":"url"},
        {"name":"method","nullable":true},
        {"name":"headers","nullable":true},
        {"name":"content_type","nullable":true},
        {"name":"body","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"webhook_response_success_codes","nullable":true},
        {"name":"webhook_read_timeout","nullable":true},
        {"name":"active","nullable":true},
        {"name":"oauth_connection_id","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/outgoing_webhook_urls"},
      {"name":"build","method":"GET","path":"/outgoing_webhook_urls/new"},
      {"name":"create","method":"POST","path":"/outgoing_webhook_urls"},
      {"name":"show","method":"GET","path":"/outgoing_webhook_urls/:id"},
      {"name":"update","method":"PUT","path":"/outgoing_webhook_urls/:id"},
      {"name":"destroy","method":"DELETE","path":"/outgoing_webhook_urls/:id"}
    ]
  },
  {
    "name": "response_parser",
    "plural": "response_parsers",
    "accessor": "responseParsers",
    "title": "Response parser",
    "description": "Extracts a value from a webhook URL’s response (by value_path) into the token `key` of the call or lead; webhook_response_success_codes says which HTTP statuses are acceptable.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "company_id", "outgoing_webhook_url_id",
      "name", "buyer_conversion_id", "partner_crm_command_id", "description", "webhook_response_success_codes",
      "key", "value_path", "sortable_order", "value_formatter", "value_type", "value_expression",
      "record_token_filter_id", "record_token_filter_data_count", "record_token_filter_data"
    ],
    "sortable": ["id","created_at","updated_at","name"],
    "values": {
      "outgoing_webhook_url_id": {"type":"ref","description":"Webhook URL whose response is parsed"},
      "name": {"type":"string","description":"Display name"},
      "buyer_conversion_id": {"type":"ref","description":"Buyer conversion whose webhook response is parsed instead"},
      "partner_crm_command_id": {
        "type": "integer",
        "description": "CRM integration command whose response is parsed (→ partner_crm_commands; set by integrations)"
      },
      "webhook_response_success_codes": {
        "type": "string",
        "description": "Acceptable HTTP status codes, e.g. 200,201 or 200-299; other responses are not parsed"
      },
      "key": {"type":"string","description":"Token key the extracted value is stored under ([key] afterwards)"},
      "value_path": {
        "type": "string",
        "description": "Where the value sits in the response: a JSON path (data.buyers[0].bid) or an XML path"
      },
      "sortable_order": {"type":"decimal","description":"Applied in ascending order, smaller first"},
      "value_formatter": {"type":"string","description":"Formatter applied to the extracted value"},
      "value_type": {"type":"string","description":"Type the value is read as (string, integer, float, time)"},
      "record_token_filter_id": {
        "type": "integer",
        "description": "Token filter deciding when the parser applies (→ record_token_filters)"
      },
      "record_token_filter_data_count": {"type":"integer","description":"Number of filter conditions"},
      "description": {"type":"text","description":"Notes for your team"},
      "external_record_id": {"type":"string"},
      "created_at": {"type":"time"},
      "updated_at": {"type":"time"}
    },
    "params": {
      "list": [
        {"name":"outgoing_webhook_url_id","many":true},
        {"name":"name"},
        {"name":"buyer_conversion_id","many":true},
        {"name":"partner_crm_command_id","many":true},
        {"name":"webhook_response_success_codes"},
        {"name":"key"},
        {"name":"value_path"},
        {"name":"sortable_order"},
        {"name":"value_formatter"},
        {"name":"value_type"},
        {"name":"record_token_filter_id","many":true},
        {"name":"record_token_filter_data_count","many":true}
      ],
      "build": [
        {"name":"outgoing_webhook_url_id","nullable":true},
        {"name":"name","nullable":true},
        {"name":"buyer_conversion_id","nullable":true},
        {"name":"description","nullable":true},
        {"name":"webhook_response_success_codes","nullable":true},
        {"name":"key","nullable":true},
        {"name":"value_path","nullable":true}
      ],
      "create": [
        {"name":"outgoing_webhook_url_id","nullable":true},
        {"name":"name","nullable":true},
        {"name":"buyer_conversion_id","nullable":true},
        {"name":"description","nullable":true},
        {"name":"webhook_response_success_codes","nullable":true},
        {"name":"key","nullable":true},
        {"name":"value_path","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"},
        {"name":"created_at","type":"time","description":"When the record was created (default: now)"},
        {"name":"updated_at","type":"time","description":"When the record last changed (default: created_at)"}
      ],
      "show": [],
      "update": [
        {"name":"outgoing_webhook_url_id","nullable":true},
        {"name":"name","nullable":true},
        {"name":"buyer_conversion_id","nullable":true},
        {"name":"description","nullable":true},
        {"name":"webhook_response_success_codes","nullable":true},
        {"name":"key","nullable":true},
        {"name":"value_path","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/response_parsers"},
      {"name":"build","method":"GET","path":"/response_parsers/new"},
      {"name":"create","method":"POST","path":"/response_parsers"},
      {"name":"show","method":"GET","path":"/response_parsers/:id"},
      {"name":"update","method":"PUT","path":"/response_parsers/:id"},
      {"name":"destroy","method":"DELETE","path":"/response_parsers/:id"}
    ]
  },
  {
    "name": "webhook_manual_fire",
    "plural": "webhook_manual_fires",
    "accessor": "webhookManualFires",
    "title": "Manually fired webhook",
    "description": "Fires an outgoing webhook by hand (for testing) against a call, a lead or a buyer conversion; the attempts it produced are in webhook_log_ids.",
    "operations": ["list","build","create","show"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "context_menu_name", "company_id",
      "outgoing_webhook_id", "buyer_conversion_id", "lead_id", "call_id", "webhook_log_ids"
    ],
    "sortable": ["id","created_at","updated_at"],
    "values": {
      "name": {"type":"string","description":"Name of the fired webhook, copied when fired"},
      "context_menu_name": {"type":"string","description":"Label of the action in the record’s context menu"},
      "outgoing_webhook_id": {"type":"ref","description":"Webhook to fire"},
      "buyer_conversion_id": {"type":"ref","description":"Buyer conversion whose webhook to fire"},
      "lead_id": {"type":"ref","description":"Lead whose tokens fill the request (→ leads)"},
      "call_id": {"type":"ref","description":"Call whose tokens fill the request (→ calls)"},
      "created_at": {"type":"time"},
      "updated_at": {"type":"time"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"context_menu_name"},
        {"name":"outgoing_webhook_id","many":true},
        {"name":"buyer_conversion_id","many":true},
        {"name":"lead_id","many":true},
        {"name":"call_id","many":true}
      ],
      "build": [
        {"name":"lead_id","nullable":true},
        {"name":"call_id","nullable":true},
        {"name":"created_at","type":"time","description":"When the record was created (default: now)"},
        {"name":"updated_at","type":"time","description":"When the record last changed (default: created_at)"}
      ],
      "create": [
        {"name":"outgoing_webhook_id","nullable":true},
        {"name":"buyer_conversion_id","nullable":true},
        {"name":"lead_id","nullable":true},
        {"name":"call_id","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"},
        {"name":"created_at","type":"time","description":"When the record was created (default: now)"},
        {"name":"updated_at","type":"time","description":"When the record last changed (default: created_at)"}
      ],
      "show": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/webhook_manual_fires"},
      {"name":"build","method":"GET","path":"/webhook_manual_fires/new"},
      {"name":"create","method":"POST","path":"/webhook_manual_fires"},
      {"name":"show","method":"GET","path":"/webhook_manual_fires/:id"}
    ]
  },
  {
    "name": "webhook_log",
    "plural": "webhook_logs",
    "accessor": "webhookLogs",
    "title": "Webhook log",
    "description": "One delivery attempt of an outgoing webhook URL, subscription, buyer conversion or manual fire: the request sent, the response received, how long it took and whether it counted as delivered. Written by the engine; the same record appears as a WebhookLog event of the call.",
    "operations": ["list","show"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "owner_type", "owner_id",
      "outgoing_webhook_id", "outgoing_webhook_url_id", "subscription_id", "webhook_manual_fire_id", "trigger",
      "event_id", "call_id", "lead_id", "attempt", "request_method", "request_url", "request_headers",
      "request_body", "code", "response_headers", "response_body", "latency_ms", "success", "error_message",
      "read_from_cache", "next_attempt_at"
    ],
    "sortable": ["id","created_at","updated_at","latency_ms"],
    "values": {
      "owner_type": {
        "type": "string",
        "description": "What made the request: OutgoingWebhook, Subscription, BuyerConversion, ResponseParser…"
      },
      "owner_id": {"type":"integer","description":"Id of the owner record"},
      "outgoing_webhook_id": {"type":"ref","description":"Webhook that fired"},
      "outgoing_webhook_url_id": {"type":"ref","description":"URL that was requested"},
      "subscription_id": {"type":"ref","description":"Subscription that was delivered"},
      "webhook_manual_fire_id": {"type":"ref","description":"Manual fire that caused it"},
      "trigger": {"type":"string","description":"Trigger or subscription event that fired"},
      "event_id": {
        "type": "string",
        "description": "The event delivered (evt_…), sent as the webhook-id header; the same on every retry"
      },
      "call_id": {"type":"integer","description":"Call the request was about (→ calls)"},
      "lead_id": {"type":"integer","description":"Lead the request was about (→ leads)"},
      "attempt": {"type":"integer","description":"1 for the first attempt, 2 for the first retry…"},
      "request_method": {"type":"enum","values":["get","post","put","patch","delete"],"description":"HTTP method sent"},
      "code": {"type":"integer","description":"HTTP status received (blank: no response)"},
      "latency_ms": {"type":"integer","description":"Milliseconds from sending to the full response"},
      "success": {"type":"boolean","description":"The status was one of the success codes"},
      "read_from_cache": {"type":"boolean","description":"Answered from a cached earlier response"}
    },
    "params": {
      "list": [
        {"name":"owner_type"},
        {"name":"owner_id","many":true},
        {"name":"outgoing_webhook_id","many":true},
        {"name":"outgoing_webhook_url_id","many":true},
        {"name":"subscription_id","many":true},
        {"name":"webhook_manual_fire_id","many":true},
        {"name":"trigger"},
        {"name":"event_id"},
        {"name":"call_id","many":true},
        {"name":"lead_id","many":true},
        {"name":"attempt","many":true},
        {"name":"request_method","many":true},
        {"name":"code","many":true},
        {"name":"latency_ms","many":true},
        {"name":"success"},
        {"name":"read_from_cache"}
      ],
      "show": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/webhook_logs"},
      {"name":"show","method":"GET","path":"/webhook_logs/:id"}
    ]
  },
  {
    "name": "inbound_webhook",
    "plural": "inbound_webhooks",
    "accessor": "inboundWebhooks",
    "title": "Inbound webhook",
    "description": "A ping/post endpoint for a traffic source: POST /inbound_webhooks/ping/:vanity_uri returns the buyers that would take the caller (with ping ids and bids), POST /inbound_webhooks/post/:vanity_uri with a ping_id returns the number to forward the call to. Every request is logged in inbound_webhook_logs.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "vanity_uri", "offer_id",
      "traffic_source_id", "active", "post_only", "tracking_mode", "ring_pool_id", "static_number",
      "ping_buyer_fields", "minimum_bid", "ping_expires_seconds", "number_hold_seconds",
      "ping_limit_per_minute", "require_auth_token"
    ],
    "sortable": ["id","created_at","updated_at","name"],
    "values": {
      "name": {"type":"string","description":"Display name"},
      "vanity_uri": {"type":"string","description":"Path segment of the ping and post URLs; unique per company"},
      "offer_id": {"type":"ref","description":"Offer whose buyers are pinged and whose rules the call follows"},
      "traffic_source_id": {"type":"ref","description":"Traffic source credited with the calls"},
      "active": {"type":"boolean","description":"An inactive endpoint answers every ping and post with success false"},
      "post_only": {"type":"boolean","description":"Skip the ping: a post alone finds a buyer and a number"},
      "tracking_mode": {
        "type": "enum",
        "values": ["ring_pool","static_caller_number"],
        "description": "ring_pool: each accepted post reserves a unique tracking number; static_caller_number: the source dials one fixed number and the caller id matches the call to the post"
      },
      "ring_pool_id": {"type":"ref","description":"Number pool posts reserve numbers from, ring_pool mode"},
      "static_number": {"type":"phone","description":"Number the source dials, static_caller_number mode"},
      "minimum_bid": {"type":"decimal","description":"Buyers bidding less are not returned (blank: no floor)"},
      "ping_expires_seconds": {"type":"integer","description":"How long a ping id and its bid stay valid for the post"},
      "number_hold_seconds": {"type":"integer","description":"How long a forwarding number stays reserved for the posted caller"},
      "ping_limit_per_minute": {
        "type": "integer",
        "description": "Pings accepted per minute from this source; more answer 429 (blank: no limit)"
      },
      "require_auth_token": {
        "type": "boolean",
        "description": "Reject pings and posts without valid credentials (otherwise the vanity_uri is the secret)"
      },
      "ping_buyer_fields": {
        "type": "strings",
        "description": "Fields returned per buyer in a ping response, any of id, name, bid_price, tier, forwarding_number"
      },
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"vanity_uri"},
        {"name":"offer_id","many":true},
        {"name":"traffic_source_id","many":true},
        {"name":"active"},
        {"name":"post_only"},
        {"name":"tracking_mode","many":true},
        {"name":"ring_pool_id","many":true},
        {"name":"static_number"},
        {"name":"minimum_bid"},
        {"name":"ping_expires_seconds","many":true},
        {"name":"number_hold_seconds","many":true},
        {"name":"ping_limit_per_minute","many":true},
        {"name":"require_auth_token"}
      ],
      "build": [
        {"name":"name"},
        {"name":"vanity_uri"},
        {"name":"offer_id"},
        {"name":"traffic_source_id","nullable":true},
        {"name":"active","nullable":true},
        {"name":"post_only","nullable":true},
        {"name":"tracking_mode","nullable":true},
        {"name":"ring_pool_id","nullable":true},
        {"name":"static_number","nullable":true},
        {"name":"ping_buyer_fields"},
        {"name":"minimum_bid","nullable":true},
        {"name":"ping_expires_seconds","nullable":true},
        {"name":"number_hold_seconds","nullable":true},
        {"name":"ping_limit_per_minute","nullable":true},
        {"name":"require_auth_token","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"vanity_uri","required":true},
        {"name":"offer_id","required":true},
        {"name":"traffic_source_id","nullable":true},
        {"name":"active","nullable":true},
        {"name":"post_only","nullable":true},
        {"name":"tracking_mode","nullable":true},
        {"name":"ring_pool_id","nullable":true},
        {"name":"static_number","nullable":true},
        {"name":"ping_buyer_fields"},
        {"name":"minimum_bid","nullable":true},
        {"name":"ping_expires_seconds","nullable":true},
        {"name":"number_hold_seconds","nullable":true},
        {"name":"ping_limit_per_minute","nullable":true},
        {"name":"require_auth_token","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"vanity_uri"},
        {"name":"offer_id"},
        {"name":"traffic_source_id","nullable":true},
        {"name":"active","nullable":true},
        {"name":"post_only","nullable":true},
        {"name":"tracking_mode","nullable":true},
        {"name":"ring_pool_id","nullable":true},
        {"name":"static_number","nullable":true},
        {"name":"ping_buyer_fields"},
        {"name":"minimum_bid","nullable":true},
        {"name":"ping_expires_seconds","nullable":true},
        {"name":"number_hold_seconds","nullable":true},
        {"name":"ping_limit_per_minute","nullable":true},
        {"name":"require_auth_token","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/inbound_webhooks"},
      {"name":"build","method":"GET","path":"/inbound_webhooks/new"},
      {"name":"create","method":"POST","path":"/inbound_webhooks"},
      {"name":"show","method":"GET","path":"/inbound_webhooks/:id"},
      {"name":"update","method":"PUT","path":"/inbound_webhooks/:id"},
      {"name":"destroy","method":"DELETE","path":"/inbound_webhooks/:id"},
      {
        "name": "ping",
        "method": "POST",
        "path": "/inbound_webhooks/ping/:vanity_uri",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "caller_id",
            "type": "phone",
            "description": "The caller's number (any format, read in the company's default country)"
          },
          {
            "name": "company_id",
            "type": "string",
            "description": "The company's id, uuid or subdomain: picks the company when several use the vanity_uri and the request reaches a bare host (an IP or a single hostname) without credentials"
          },
          {
            "name": "auth_token",
            "type": "string",
            "description": "A developer token of the company (or send a key pair as Basic auth): required by require_auth_token, else it only picks the company when several use the vanity_uri"
          }
        ]
      },
      {
        "name": "ping_by_get",
        "method": "GET",
        "path": "/inbound_webhooks/ping/:vanity_uri",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "caller_id",
            "type": "phone",
            "description": "The caller's number (any format, read in the company's default country)"
          },
          {
            "name": "company_id",
            "type": "string",
            "description": "The company's id, uuid or subdomain: picks the company when several use the vanity_uri and the request reaches a bare host (an IP or a single hostname) without credentials"
          },
          {
            "name": "auth_token",
            "type": "string",
            "description": "A developer token of the company (or send a key pair as Basic auth): required by require_auth_token, else it only picks the company when several use the vanity_uri"
          }
        ]
      },
      {
        "name": "post",
        "method": "POST",
        "path": "/inbound_webhooks/post/:vanity_uri",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "ping_id",
            "type": "string",
            "description": "A ping id: a buyer's own, or try_all_buyers_ping_id to try every pinged buyer in order"
          },
          {"name":"try_all_buyers_ping_id","type":"string","description":"Same as ping_id"},
          {
            "name": "buyer_id",
            "type": "integer",
            "description": "With the try-all ping id (or post_only): only this buyer"
          },
          {
            "name": "caller_id",
            "type": "phone",
            "description": "The caller's number; required in static_caller_number mode unless the ping had it"
          },
          {
            "name": "company_id",
            "type": "string",
            "description": "The company's id, uuid or subdomain: picks the company when several use the vanity_uri and the request reaches a bare host (an IP or a single hostname) without credentials"
          },
          {
            "name": "auth_token",
            "type": "string",
            "description": "A developer token of the company (or send a key pair as Basic auth): required by require_auth_token, else it only picks the company when several use the vanity_uri"
          }
        ]
      },
      {
        "name": "post_by_get",
        "method": "GET",
        "path": "/inbound_webhooks/post/:vanity_uri",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "ping_id",
            "type": "string",
            "description": "A ping id: a buyer's own, or try_all_buyers_ping_id to try every pinged buyer in order"
          },
          {"name":"try_all_buyers_ping_id","type":"string","description":"Same as ping_id"},
          {
            "name": "buyer_id",
            "type": "integer",
            "description": "With the try-all ping id (or post_only): only this buyer"
          },
          {
            "name": "caller_id",
            "type": "phone",
            "description": "The caller's number; required in static_caller_number mode unless the ping had it"
          },
          {
            "name": "company_id",
            "type": "string",
            "description": "The company's id, uuid or subdomain: picks the company when several use the vanity_uri and the request reaches a bare host (an IP or a single hostname) without credentials"
          },
          {
            "name": "auth_token",
            "type": "string",
            "description": "A developer token of the company (or send a key pair as Basic auth): required by require_auth_token, else it only picks the company when several use the vanity_uri"
          }
        ]
      }
    ]
  },
  {
    "name": "inbound_webhook_log",
    "plural": "inbound_webhook_logs",
    "accessor": "inboundWebhookLogs",
    "title": "Inbound webhook log",
    "description": "One ping or post received by an inbound webhook: what the source sent, which buyers answered, and what was returned. Written by the engine; list only.",
    "operations": ["list"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "inbound_webhook_id", "request_type",
      "traffic_source_id", "ping_id", "caller_id", "request_params", "remote_ip", "success", "code",
      "response_body", "error_messages", "buyers_count", "buyer_id", "bid_price", "forwarding_number",
      "call_id", "latency_ms"
    ],
    "sortable": ["id","created_at","updated_at","latency_ms"],
    "values": {
      "inbound_webhook_id": {"type":"ref","description":"Endpoint that received the request"},
      "request_type": {"type":"enum","values":["ping","post"],"description":"ping or post"},
      "traffic_source_id": {
        "type": "ref",
        "description": "Traffic source credited: the webhook's, or the one the request named (its ping caps count these)"
      },
      "ping_id": {"type":"string","description":"Ping id issued (ping) or presented (post)"},
      "caller_id": {"type":"string","description":"Caller number the source sent, E.164"},
      "remote_ip": {"type":"string","description":"Address the request came from"},
      "success": {"type":"boolean","description":"The answer had success true"},
      "code": {"type":"integer","description":"HTTP status answered (200, 201, 422, 429)"},
      "buyers_count": {"type":"integer","description":"Buyers returned by a ping"},
      "buyer_id": {"type":"ref","description":"Buyer chosen by a post"},
      "bid_price": {"type":"decimal","description":"Highest bid returned (ping) or accepted (post)"},
      "forwarding_number": {"type":"string","description":"Number returned by a post"},
      "call_id": {"type":"integer","description":"Call that followed the post (→ calls)"},
      "latency_ms": {"type":"integer","description":"Milliseconds taken to answer"}
    },
    "params": {
      "list": [
        {"name":"inbound_webhook_id","many":true},
        {"name":"request_type","many":true},
        {"name":"traffic_source_id","many":true},
        {"name":"ping_id"},
        {"name":"caller_id"},
        {"name":"remote_ip"},
        {"name":"success"},
        {"name":"code","many":true},
        {"name":"buyers_count","many":true},
        {"name":"buyer_id","many":true},
        {"name":"bid_price"},
        {"name":"forwarding_number"},
        {"name":"call_id","many":true},
        {"name":"latency_ms","many":true}
      ]
    },
    "routes": [{"name":"list","method":"GET","path":"/inbound_webhook_logs"}]
  },
  {
    "name": "subscription",
    "plural": "subscriptions",
    "accessor": "subscriptions",
    "title": "Subscription",
    "description": "A REST hook: when `event` happens and the record matches trigger_fields, the serialised call, lead or text message is POSTed as JSON to target_url. Deliveries are logged in webhook_logs.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "target_url", "event", "trigger_fields",
      "active", "consecutive_failure_count", "last_delivered_at", "disabled_at", "disabled_reason",
      "signing_secret"
    ],
    "sortable": ["id","created_at","updated_at"],
    "values": {
      "target_url": {
        "type": "string",
        "description": "Where each event is POSTed; credential query parameters are stored encrypted and shown masked"
      },
      "event": {
        "type": "enum",
        "values": [
          "new_call", "call_ringing", "call_forwarded", "call_ended", "call_changed", "new_lead", "lead_ended",
          "lead_converted", "lead_opted_out", "lead_changed", "incoming_text_message", "text_message_sent",
          "text_message_delivered", "text_message_failed"
        ],
        "description": "What is delivered: call, lead or text-message events"
      },
      "active": {"type":"boolean","description":"An inactive subscription delivers nothing"},
      "consecutive_failure_count": {
        "type": "integer",
        "description": "Failed deliveries since the last success; the engine deactivates the subscription at 25"
      },
      "trigger_fields": {
        "type": "json",
        "description": "Deliver only records whose fields equal these values, {\"offer_converted\":true,\"traffic_source_id\":9210831092}; keys: schedule_id, traffic_source_id, offer_id, buyer_converted, has_recording, either_converted, buyer_id, offer_converted, number_id (blank: every record)"
      },
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"target_url"},
        {"name":"event","many":true},
        {"name":"active"},
        {"name":"consecutive_failure_count","many":true}
      ],
      "build": [
        {"name":"target_url"},
        {"name":"event"},
        {"name":"trigger_fields","nullable":true},
        {"name":"active","nullable":true}
      ],
      "create": [
        {"name":"target_url","required":true},
        {"name":"event","required":true},
        {"name":"trigger_fields","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"target_url"},
        {"name":"event"},
        {"name":"trigger_fields","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/subscriptions"},
      {"name":"build","method":"GET","path":"/subscriptions/new"},
      {"name":"create","method":"POST","path":"/subscriptions"},
      {"name":"show","method":"GET","path":"/subscriptions/:id"},
      {"name":"update","method":"PUT","path":"/subscriptions/:id"},
      {"name":"destroy","method":"DELETE","path":"/subscriptions/:id"},
      {"name":"rotate_secret","method":"POST","path":"/subscriptions/:id/rotate_secret","endpoint":true}
    ]
  },
  {
    "name": "token",
    "plural": "tokens",
    "accessor": "tokens",
    "title": "Token",
    "description": "Named values carried by calls and leads and written into templates as [key] or [key]{default}. System tokens (caller_id, payout, geo_state…) are kept by the engine and cannot be changed; custom tokens are declared here.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "key", "name", "description", "value_type",
      "is_system_token"
    ],
    "sortable": ["id","created_at","updated_at","key","name"],
    "values": {
      "key": {
        "type": "string",
        "description": "Token name as written in templates ([key]); lowercase letters, digits and underscores"
      },
      "name": {"type":"string","description":"Human label shown in reports and pickers (blank: the key)"},
      "value_type": {
        "type": "enum",
        "values": ["string","integer","float","time"],
        "description": "How filters and expressions read the value: string, integer, float or time"
      },
      "is_system_token": {
        "type": "boolean",
        "description": "Set by the engine for built-in tokens (caller_id, total_duration, payout…); never writable"
      },
      "description": {"type":"text","description":"What the token holds and who sets it"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [{"name":"key"},{"name":"name"},{"name":"value_type","many":true},{"name":"is_system_token"}],
      "build": [
        {"name":"key"},
        {"name":"name","nullable":true},
        {"name":"description","nullable":true},
        {"name":"value_type","nullable":true}
      ],
      "create": [
        {"name":"key","required":true},
        {"name":"name","nullable":true},
        {"name":"description","nullable":true},
        {"name":"value_type","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"key"},
        {"name":"name","nullable":true},
        {"name":"description","nullable":true},
        {"name":"value_type","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/tokens"},
      {"name":"build","method":"GET","path":"/tokens/new"},
      {"name":"create","method":"POST","path":"/tokens"},
      {"name":"show","method":"GET","path":"/tokens/:id"},
      {"name":"update","method":"PUT","path":"/tokens/:id"},
      {"name":"destroy","method":"DELETE","path":"/tokens/:id"}
    ]
  },
  {
    "name": "token_value",
    "plural": "token_values",
    "accessor": "tokenValues",
    "title": "Token value",
    "description": "Values the company’s tokens have taken on calls and leads (one row per token and value), for pickers and token filters. Written by the engine; list only.",
    "operations": ["list"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "key", "value", "name", "is_system_token"
    ],
    "sortable": ["id","created_at","updated_at","key","value"],
    "values": {
      "key": {"type":"string","description":"Token key ([key] in templates)"},
      "name": {"type":"string","description":"Human name of the token"},
      "is_system_token": {"type":"boolean","description":"A built-in token kept by the engine"},
      "value": {"type":"text","description":"A value the token has held"},
      "operator": {
        "type": "enum",
        "values": ["==","!=","=~","!~","<","<=",">",">="],
        "description": "How `value` compares (default ==); ignored without `value`"
      },
      "token_id": {"type":"ref","description":"Values of this custom token (→ tokens); several ids: token_id=1,2"}
    },
    "params": {
      "list": [
        {"name":"key"},
        {"name":"name"},
        {"name":"is_system_token"},
        {
          "name": "value",
          "type": "string",
          "description": "Values compared with `operator` (default ==): == / != exact (case-sensitive); =~ / !~ contain / do not contain, case-insensitive, no wildcards; < <= > >= numeric when this is a number (stored values that are not numbers never match), text order otherwise. != and !~ also match a blank value."
        },
        {"name":"operator"},
        {"name":"token_id","many":true}
      ]
    },
    "routes": [{"name":"list","method":"GET","path":"/token_values"}]
  },
  {
    "name": "change_log",
    "plural": "change_logs",
    "accessor": "changeLogs",
    "title": "Change log",
    "description": "One change to a call or lead (or any audited record): who made it, from where, and every changed field as [from, to]. Written by the engine; read with cursor paging for long histories.",
    "operations": ["list","show"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "record_type", "record_id", "action",
      "actor_type", "actor_id", "actor_name", "changes", "request_ip", "request_id"
    ],
    "sortable": ["id","created_at","updated_at"],
    "values": {
      "record_type": {"type":"string","description":"Model of the changed record: Call, Lead, Contact…"},
      "record_id": {"type":"integer","description":"Id of the changed record"},
      "action": {"type":"enum","values":["create","update","destroy"],"description":"create, update or destroy"},
      "actor_type": {
        "type": "enum",
        "values": ["user","api_key","developer_token","system"],
        "description": "Who changed it: a user, a company API key, a developer token, or the engine itself"
      },
      "actor_id": {"type":"integer","description":"Id of the user, key or token (blank for system)"},
      "actor_name": {"type":"string","description":"Name of the actor when the change was made"},
      "request_ip": {"type":"string","description":"Address of the request that made the change"},
      "request_id": {"type":"string","description":"X-Request-Id of that request"}
    },
    "params": {
      "list": [
        {"name":"record_type"},
        {"name":"record_id","many":true},
        {"name":"action","many":true},
        {"name":"actor_type","many":true},
        {"name":"actor_id","many":true},
        {"name":"actor_name"},
        {"name":"request_ip"},
        {"name":"request_id"}
      ],
      "show": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/change_logs"},
      {"name":"show","method":"GET","path":"/change_logs/:id"}
    ]
  },
  {
    "name": "data_export_record",
    "plural": "data_export_records",
    "accessor": "dataExportRecords",
    "title": "Data export record",
    "description": "One call or lead pushed to an export destination (S3 or FTP upload, CRM, CSV download) by a schedule action or an export, with the outcome. Written by the engine; list and show.",
    "operations": ["list","show"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "destination_type", "destination",
      "record_type", "record_id", "lead_id", "call_id", "schedule_id", "status", "response_code",
      "error_message", "file_url", "exported_data"
    ],
    "sortable": ["id","created_at","updated_at"],
    "values": {
      "destination_type": {
        "type": "enum",
        "values": ["csv_download","aws_s3","ftp","infusionsoft","zoho_crm","webhook"],
        "description": "Where the record went"
      },
      "destination": {"type":"string","description":"Bucket and key, FTP path, CRM object or URL written to"},
      "record_type": {"type":"string","description":"Model exported: Call, Lead…"},
      "record_id": {"type":"integer","description":"Id of the exported record"},
      "lead_id": {"type":"integer","description":"Lead exported or concerned (→ leads)"},
      "call_id": {"type":"integer","description":"Call exported or concerned (→ calls)"},
      "schedule_id": {"type":"ref","description":"Schedule whose action exported it"},
      "status": {"type":"enum","values":["succeeded","failed"],"description":"Outcome of the export"},
      "response_code": {"type":"integer","description":"Status code or reply code of the destination"},
      "file_url": {"type":"string","description":"Location of the written file, when the destination is a file"}
    },
    "params": {
      "list": [
        {"name":"destination_type","many":true},
        {"name":"destination"},
        {"name":"record_type"},
        {"name":"record_id","many":true},
        {"name":"lead_id","many":true},
        {"name":"call_id","many":true},
        {"name":"schedule_id","many":true},
        {"name":"status","many":true},
        {"name":"response_code","many":true},
        {"name":"file_url"}
      ],
      "show": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/data_export_records"},
      {"name":"show","method":"GET","path":"/data_export_records/:id"}
    ]
  },
  {
    "name": "charge_rollup",
    "plural": "charge_rollups",
    "accessor": "chargeRollups",
    "title": "Charge rollup",
    "description": "Billing: usage of one category summed over one period (quantity × rate = amount), so every cost of the account is visible and can be reconciled with the carrier invoice. Written by the engine; list only.",
    "operations": ["list"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "category", "description", "period",
      "period_start", "period_end", "quantity", "unit", "rate", "amount", "currency", "provider", "offer_id"
    ],
    "sortable": ["id","created_at","updated_at","period_start","amount"],
    "values": {
      "category": {
        "type": "enum",
        "values": [
          "inbound_minutes", "outbound_minutes", "phone_numbers", "text_messages", "call_recording",
          "transcription", "call_analysis", "data_append", "dnc_scrub", "voice_agent_minutes", "other"
        ],
        "description": "What was used"
      },
      "description": {"type":"string","description":"Human summary, e.g. \"Inbound minutes, Twilio\""},
      "period": {"type":"enum","values":["hour","day","month"],"description":"Length of the period summed"},
      "quantity": {"type":"decimal","description":"Units used in the period"},
      "unit": {"type":"string","description":"Unit of quantity: minute, message, number_month, request…"},
      "rate": {"type":"decimal","description":"Price per unit"},
      "amount": {"type":"decimal","description":"quantity × rate, in currency"},
      "currency": {"type":"string","description":"ISO 4217 currency of rate and amount"},
      "provider": {"type":"string","description":"Carrier or vendor the usage went through (twilio, telnyx…)"},
      "offer_id": {"type":"ref","description":"Offer the usage is attributed to (blank: the account)"}
    },
    "params": {
      "list": [
        {"name":"category","many":true},
        {"name":"description"},
        {"name":"period","many":true},
        {"name":"quantity"},
        {"name":"unit"},
        {"name":"rate"},
        {"name":"amount"},
        {"name":"currency"},
        {"name":"provider"},
        {"name":"offer_id","many":true}
      ]
    },
    "routes": [{"name":"list","method":"GET","path":"/charge_rollups"}]
  },
  {
    "name": "call_log",
    "plural": "call_logs",
    "accessor": "callLogs",
    "title": "Call log",
    "description": "What happened during a call, step by step: each buyer considered and why it was skipped (caps, hours, paused, filters, invalid number), each dial and its result, IVR and hold-queue steps, rules that blocked it. Filter by call_id. Written by the engine; list only.",
    "operations": ["list"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "call_id", "log_type", "level", "message",
      "reason", "buyer_id", "offer_id", "schedule_id", "data", "occurred_at"
    ],
    "sortable": ["id","created_at","updated_at","occurred_at"],
    "values": {
      "call_id": {"type":"integer","description":"The call (→ calls)"},
      "log_type": {
        "type": "enum",
        "values": [
          "routing", "buyer_skipped", "dial", "ivr", "hold_queue", "recording", "webhook", "state_rule",
          "suppression", "conversion", "error", "info"
        ],
        "description": "Kind of step"
      },
      "level": {"type":"enum","values":["info","warning","error"],"description":"info, warning or error"},
      "reason": {
        "type": "string",
        "description": "Machine-readable cause: caps_reached, closed, paused, concurrency_full, filter_mismatch, invalid_number…"
      },
      "buyer_id": {"type":"ref","description":"Buyer the step concerns"},
      "offer_id": {"type":"ref","description":"Offer the call came in on"},
      "schedule_id": {"type":"ref","description":"Schedule that placed the call"}
    },
    "params": {
      "list": [
        {"name":"call_id","many":true},
        {"name":"log_type","many":true},
        {"name":"level","many":true},
        {"name":"reason"},
        {"name":"buyer_id","many":true},
        {"name":"offer_id","many":true},
        {"name":"schedule_id","many":true}
      ]
    },
    "routes": [{"name":"list","method":"GET","path":"/call_logs"}]
  },
  {
    "name": "dnc_check_log",
    "plural": "dnc_check_logs",
    "accessor": "dncCheckLogs",
    "title": "Dnc check log",
    "description": "One do-not-call check of a number before a call, text or forward: whether it was allowed, and which list or rule blocked it. Checks fail closed: an unreachable provider blocks (reason check_failed). Written by the engine; list only.",
    "operations": ["list"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "number", "check_type", "result", "reason",
      "provider", "buyer_suppression_ids", "lead_id", "call_id", "offer_id", "schedule_id", "buyer_id"
    ],
    "sortable": ["id","created_at","updated_at"],
    "values": {
      "number": {"type":"phone","description":"Number checked, E.164"},
      "check_type": {
        "type": "enum",
        "values": ["inbound_call","outbound_call","buyer_forward","text_message","lead_submission"],
        "description": "What the check guarded"
      },
      "result": {"type":"enum","values":["allowed","blocked"],"description":"allowed or blocked"},
      "reason": {
        "type": "enum",
        "values": [
          "buyer_suppression", "offer_suppression", "schedule_suppression", "company_blacklist", "opt_out",
          "sms_opt_out", "dnc_provider", "check_failed"
        ],
        "description": "Why it was blocked (blank when allowed)"
      },
      "provider": {"type":"string","description":"External DNC provider consulted (blank: internal lists only)"},
      "lead_id": {"type":"integer","description":"Lead concerned (→ leads)"},
      "call_id": {"type":"integer","description":"Call concerned (→ calls)"},
      "offer_id": {"type":"ref","description":"Offer whose lists were checked"},
      "schedule_id": {"type":"ref","description":"Schedule whose lists were checked"},
      "buyer_id": {"type":"ref","description":"Buyer whose lists were checked"}
    },
    "params": {
      "list": [
        {"name":"number"},
        {"name":"check_type","many":true},
        {"name":"result","many":true},
        {"name":"reason","many":true},
        {"name":"provider"},
        {"name":"lead_id","many":true},
        {"name":"call_id","many":true},
        {"name":"offer_id","many":true},
        {"name":"schedule_id","many":true},
        {"name":"buyer_id","many":true}
      ]
    },
    "routes": [{"name":"list","method":"GET","path":"/dnc_check_logs"}]
  },
  {
    "name": "admin_table_exporter",
    "plural": "admin_table_exporters",
    "accessor": "adminTableExporters",
    "title": "Admin table exporter",
    "description": "Superuser bulk export of a whole table (calls, leads…) of a company to files, in chunks of export_timeframe, several chunks at a time; the engine reports progress and the file URL.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "company_id", "user_id", "sortable_order",
      "data_type", "export_column_names", "paused", "created_at_from", "created_at_to", "total_count",
      "is_live", "target_company_id", "export_concurrency", "total_files_count", "queued_files_count",
      "export_seconds", "succeeded_at", "total_records_count", "export_file_url", "serializer_type",
      "export_timeframe", "finished_generating_chunks_at"
    ],
    "sortable": ["id","created_at","updated_at","sortable_order"],
    "values": {
      "user_id": {"type":"integer","description":"User who created the export (→ users)"},
      "sortable_order": {"type":"decimal","description":"Queued in ascending order, smaller first"},
      "data_type": {
        "type": "enum",
        "values": [
          "calls", "leads", "buyers", "offers", "traffic_sources", "phone_numbers", "schedules",
          "text_messages", "incoming_text_messages", "charge_rollups", "data_export_records", "change_logs",
          "webhook_logs", "impressions", "call_logs"
        ],
        "description": "Resource exported (its plural: calls, leads, contacts…)"
      },
      "paused": {"type":"boolean","description":"A paused export queues no more chunks"},
      "total_count": {"type":"integer","description":"Chunks planned"},
      "is_live": {"type":"boolean","description":"Keep exporting new records as they are created"},
      "target_company_id": {"type":"integer","description":"Company whose table is exported (blank: this company) (→ companies)"},
      "export_concurrency": {"type":"integer","description":"Chunks exported at the same time"},
      "total_files_count": {"type":"integer","description":"Files written so far"},
      "queued_files_count": {"type":"integer","description":"Chunks waiting to be written"},
      "export_seconds": {"type":"decimal","description":"Time spent exporting so far, seconds"},
      "total_records_count": {"type":"integer","description":"Records written so far"},
      "export_file_url": {"type":"string","description":"Where the export (or its manifest) can be downloaded"},
      "serializer_type": {
        "type": "string",
        "description": "Serializer of the rows, e.g. call or call_grid (blank: the resource’s own)"
      },
      "export_timeframe": {
        "type": "enum",
        "values": ["hour","day","week","month"],
        "description": "Length of created_at range per chunk (one file per chunk)"
      },
      "auth_token": {
        "type": "string",
        "description": "Developer access token from your profile (/profile/edit); an alternative to the Authorization header"
      },
      "export_column_names": {"type":"strings","description":"Columns written, in order (blank: every column of the resource)"},
      "created_at_from": {"type":"time","description":"Only records created at or after this"},
      "created_at_to": {"type":"time","description":"Only records created at or before this"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"user_id","many":true},
        {"name":"sortable_order"},
        {"name":"data_type","many":true},
        {"name":"paused"},
        {"name":"total_count","many":true},
        {"name":"is_live"},
        {"name":"target_company_id","many":true},
        {"name":"export_concurrency","many":true},
        {"name":"total_files_count","many":true},
        {"name":"queued_files_count","many":true},
        {"name":"export_seconds"},
        {"name":"total_records_count","many":true},
        {"name":"export_file_url"},
        {"name":"serializer_type"},
        {"name":"export_timeframe","many":true},
        {"name":"auth_token"}
      ],
      "build": [
        {"name":"sortable_order","nullable":true},
        {"name":"data_type"},
        {"name":"export_column_names"},
        {"name":"paused","nullable":true},
        {"name":"created_at_from","nullable":true},
        {"name":"created_at_to","nullable":true},
        {"name":"is_live","nullable":true},
        {"name":"target_company_id","nullable":true},
        {"name":"export_concurrency","nullable":true},
        {"name":"serializer_type","nullable":true},
        {"name":"export_timeframe","nullable":true},
        {"name":"auth_token"}
      ],
      "create": [
        {"name":"sortable_order","nullable":true},
        {"name":"data_type","required":true},
        {"name":"export_column_names"},
        {"name":"paused","nullable":true},
        {"name":"created_at_from","nullable":true},
        {"name":"created_at_to","nullable":true},
        {"name":"is_live","nullable":true},
        {"name":"target_company_id","nullable":true},
        {"name":"export_concurrency","nullable":true},
        {"name":"serializer_type","nullable":true},
        {"name":"export_timeframe","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"},
        {"name":"auth_token"}
      ],
      "show": [{"name":"auth_token"}],
      "update": [
        {"name":"sortable_order","nullable":true},
        {"name":"data_type"},
        {"name":"export_column_names"},
        {"name":"paused","nullable":true},
        {"name":"created_at_from","nullable":true},
        {"name":"created_at_to","nullable":true},
        {"name":"is_live","nullable":true},
        {"name":"target_company_id","nullable":true},
        {"name":"export_concurrency","nullable":true},
        {"name":"serializer_type","nullable":true},
        {"name":"export_timeframe","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"},
        {"name":"auth_token"}
      ],
      "destroy": [{"name":"auth_token"}]
    },
    "routes": [
      {"name":"list","method":"GET","path":"/admin_table_exporters"},
      {"name":"build","method":"GET","path":"/admin_table_exporters/new"},
      {"name":"create","method":"POST","path":"/admin_table_exporters"},
      {"name":"show","method":"GET","path":"/admin_table_exporters/:id"},
      {"name":"update","method":"PUT","path":"/admin_table_exporters/:id"},
      {"name":"destroy","method":"DELETE","path":"/admin_table_exporters/:id"},
      {
        "name": "download",
        "method": "GET",
        "path": "/admin_table_exporters/:id/download",
        "endpoint": true,
        "params": [{"name":"chunk","type":"integer","description":"Only this chunk (0 first), without the others"}]
      }
    ]
  },
  {
    "name": "admin_task",
    "plural": "admin_tasks",
    "accessor": "adminTasks",
    "title": "Admin task",
    "description": "Superuser maintenance job as TrackDrive describes it: method_name with method_arguments on every app_model_name record matching sql_conditions, in slices from last_id, inside business hours. Leadline keeps the record only: sql_conditions is text and is never executed as SQL. Stored; no behaviour yet: nothing in Leadline acts on these records.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "active", "app_model_name", "method_name",
      "sql_conditions", "status", "counter", "last_id", "company_id", "user_id", "target_company_ids",
      "limit_value", "slice_value", "business_hours_open", "business_hours_close", "time_zone",
      "with_search_includes", "sql_includes", "method_arguments", "last_created_at"
    ],
    "sortable": ["id","created_at","updated_at"],
    "values": {
      "active": {"type":"boolean","description":"Only active tasks run"},
      "app_model_name": {"type":"string","description":"Model the task walks: Lead, Call, Contact…"},
      "method_name": {"type":"string","description":"Method called on each record"},
      "status": {
        "type": "enum",
        "values": ["pending","started","succeeded","failed","stopped"],
        "description": "pending, started, succeeded, failed or stopped"
      },
      "counter": {"type":"integer","description":"Records processed so far"},
      "last_id": {"type":"integer","description":"Id of the last record processed (the task resumes after it)"},
      "user_id": {"type":"integer","description":"User who created the task (→ users)"},
      "limit_value": {"type":"integer","description":"Stop after this many records (blank: all)"},
      "slice_value": {"type":"integer","description":"Records loaded per batch"},
      "business_hours_open": {"type":"string","description":"Run only from this local time"},
      "business_hours_close": {"type":"string","description":"Run only until this local time"},
      "with_search_includes": {"type":"boolean","description":"Preload the associations search needs"},
      "auth_token": {
        "type": "string",
        "description": "Developer access token from your profile (/profile/edit); an alternative to the Authorization header"
      },
      "sql_conditions": {"type":"text","description":"Which records: a condition on the model’s columns"},
      "target_company_ids": {"type":"integers","description":"Companies whose records are processed (blank: this company)"},
      "time_zone": {"type":"string","description":"IANA zone of the business hours (default: the company zone)"},
      "sql_includes": {"type":"strings","description":"Associations to preload with each slice"},
      "method_arguments": {"type":"json","description":"Arguments passed to the method"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"active"},
        {"name":"app_model_name"},
        {"name":"method_name"},
        {"name":"status","many":true},
        {"name":"counter","many":true},
        {"name":"last_id","many":true},
        {"name":"user_id","many":true},
        {"name":"limit_value","many":true},
        {"name":"slice_value","many":true},
        {"name":"business_hours_open"},
        {"name":"business_hours_close"},
        {"name":"with_search_includes"},
        {"name":"auth_token"}
      ],
      "build": [
        {"name":"active","nullable":true},
        {"name":"app_model_name"},
        {"name":"method_name"},
        {"name":"sql_conditions","nullable":true},
        {"name":"target_company_ids"},
        {"name":"limit_value","nullable":true},
        {"name":"slice_value","nullable":true},
        {"name":"business_hours_open","nullable":true},
        {"name":"business_hours_close","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"with_search_includes","nullable":true},
        {"name":"sql_includes"},
        {"name":"method_arguments","nullable":true},
        {"name":"auth_token"}
      ],
      "create": [
        {"name":"active","nullable":true},
        {"name":"app_model_name","required":true},
        {"name":"method_name","required":true},
        {"name":"sql_conditions","nullable":true},
        {"name":"target_company_ids"},
        {"name":"limit_value","nullable":true},
        {"name":"slice_value","nullable":true},
        {"name":"business_hours_open","nullable":true},
        {"name":"business_hours_close","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"with_search_includes","nullable":true},
        {"name":"sql_includes"},
        {"name":"method_arguments","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"},
        {"name":"auth_token"}
      ],
      "show": [{"name":"auth_token"}],
      "update": [
        {"name":"active","nullable":true},
        {"name":"app_model_name"},
        {"name":"method_name"},
        {"name":"sql_conditions","nullable":true},
        {"name":"target_company_ids"},
        {"name":"limit_value","nullable":true},
        {"name":"slice_value","nullable":true},
        {"name":"business_hours_open","nullable":true},
        {"name":"business_hours_close","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"with_search_includes","nullable":true},
        {"name":"sql_includes"},
        {"name":"method_arguments","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"},
        {"name":"auth_token"}
      ],
      "destroy": [{"name":"auth_token"}]
    },
    "routes": [
      {"name":"list","method":"GET","path":"/admin_tasks"},
      {"name":"build","method":"GET","path":"/admin_tasks/new"},
      {"name":"create","method":"POST","path":"/admin_tasks"},
      {"name":"show","method":"GET","path":"/admin_tasks/:id"},
      {"name":"update","method":"PUT","path":"/admin_tasks/:id"},
      {"name":"destroy","method":"DELETE","path":"/admin_tasks/:id"}
    ]
  },
  {
    "name": "unblock_contact_job",
    "plural": "unblock_contact_jobs",
    "accessor": "unblockContactJobs",
    "title": "Unblock contact job",
    "description": "Clears the company blacklist, wholly or in part, in the background: every blocked contact that matches (the given numbers, or everyone blocked inside the time range) is unblocked. Deleting a pending or started job stops it; contacts already unblocked stay unblocked.",
    "operations": ["list","build","create","show","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "numbers", "blocked_at_from",
      "blocked_at_to", "clear_opt_out", "clear_sms_opt_out", "status", "total_count", "unblocked_count",
      "percent", "error_message", "started_at", "succeeded_at", "failed_at", "stopped_at"
    ],
    "sortable": ["id","created_at","updated_at","name"],
    "values": {
      "name": {"type":"string","description":"Label (blank: a summary of the criteria)"},
      "clear_opt_out": {"type":"boolean","description":"Also clear the call opt-out of the contacts"},
      "clear_sms_opt_out": {"type":"boolean","description":"Also clear the SMS opt-out of the contacts"},
      "status": {
        "type": "enum",
        "values": ["pending","started","succeeded","failed","stopped"],
        "description": "pending, started, succeeded, failed or stopped"
      },
      "total_count": {"type":"integer","description":"Contacts matching when the job started"},
      "unblocked_count": {"type":"integer","description":"Contacts unblocked so far"},
      "percent": {"type":"decimal","description":"Progress, 0 to 100"},
      "numbers": {
        "type": "strings",
        "description": "Only these numbers, any format (normalised to E.164); blank: every blocked contact"
      },
      "blocked_at_from": {"type":"time","description":"Only contacts blocked at or after this"},
      "blocked_at_to": {"type":"time","description":"Only contacts blocked at or before this"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"clear_opt_out"},
        {"name":"clear_sms_opt_out"},
        {"name":"status","many":true},
        {"name":"total_count","many":true},
        {"name":"unblocked_count","many":true},
        {"name":"percent"}
      ],
      "build": [
        {"name":"name","nullable":true},
        {"name":"numbers"},
        {"name":"blocked_at_from","nullable":true},
        {"name":"blocked_at_to","nullable":true},
        {"name":"clear_opt_out","nullable":true},
        {"name":"clear_sms_opt_out","nullable":true}
      ],
      "create": [
        {"name":"name","nullable":true},
        {"name":"numbers"},
        {"name":"blocked_at_from","nullable":true},
        {"name":"blocked_at_to","nullable":true},
        {"name":"clear_opt_out","nullable":true},
        {"name":"clear_sms_opt_out","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/unblock_contact_jobs"},
      {"name":"build","method":"GET","path":"/unblock_contact_jobs/new"},
      {"name":"create","method":"POST","path":"/unblock_contact_jobs"},
      {"name":"show","method":"GET","path":"/unblock_contact_jobs/:id"},
      {"name":"destroy","method":"DELETE","path":"/unblock_contact_jobs/:id"}
    ]
  },
  {
    "name": "contact_import",
    "plural": "contact_imports",
    "accessor": "contactImports",
    "title": "Contact import",
    "description": "A blacklist file: a CSV whose caller column is read in the background to block (or unblock) each number on the company blacklist. Numbers shorter than 5 digits are skipped and counted as invalid. Kept as an audit trail: imports are never deleted.",
    "operations": ["list","build","create","show","update"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "import_type", "import_file_url",
      "caller_id_column_name", "headers", "status", "total_count", "import_count", "invalid_count",
      "import_percent", "error_message", "started_at", "succeeded_at", "failed_at", "stopped_at"
    ],
    "sortable": ["id","created_at","updated_at","name"],
    "values": {
      "name": {"type":"string","description":"Label of the file"},
      "import_type": {
        "type": "enum",
        "values": ["block","unblock"],
        "description": "block adds the numbers to the blacklist; unblock removes them"
      },
      "import_file_url": {"type":"string","description":"Where the CSV is fetched from (create only)"},
      "caller_id_column_name": {"type":"string","description":"CSV column that holds the phone numbers"},
      "status": {
        "type": "enum",
        "values": ["pending","started","succeeded","failed","stopped"],
        "description": "pending, started, succeeded, failed or stopped"
      },
      "total_count": {"type":"integer","description":"Rows in the file"},
      "import_count": {"type":"integer","description":"Numbers blocked or unblocked so far"},
      "invalid_count": {"type":"integer","description":"Rows skipped: blank or not a valid number"},
      "import_percent": {"type":"decimal","description":"Progress, 0 to 100"},
      "headers": {"type":"strings","description":"Column headers of the CSV, the choices for caller_id_column_name"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"import_type","many":true},
        {"name":"import_file_url"},
        {"name":"caller_id_column_name"},
        {"name":"status","many":true},
        {"name":"total_count","many":true},
        {"name":"import_count","many":true},
        {"name":"invalid_count","many":true},
        {"name":"import_percent"}
      ],
      "build": [
        {"name":"name"},
        {"name":"import_type","nullable":true},
        {"name":"caller_id_column_name","nullable":true},
        {"name":"headers"}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"import_type","nullable":true},
        {"name":"import_file_url","nullable":true},
        {"name":"caller_id_column_name","nullable":true},
        {"name":"headers"},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"caller_id_column_name","nullable":true},
        {"name":"headers"},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ]
    },
    "routes": [
      {"name":"list","method":"GET","path":"/contact_imports"},
      {"name":"build","method":"GET","path":"/contact_imports/new"},
      {"name":"create","method":"POST","path":"/contact_imports"},
      {"name":"show","method":"GET","path":"/contact_imports/:id"},
      {"name":"update","method":"PUT","path":"/contact_imports/:id"}
    ]
  },
  {
    "name": "call_center",
    "plural": "call_centers",
    "accessor": "callCenters",
    "title": "Call center",
    "description": "A team of agents (buyers) working the same hours: agent messages and schedule agents can target a call center as a whole. Stored; no behaviour yet: nothing in Leadline acts on these records.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "user_call_center_id",
      "description", "time_zone", "open_times", "concurrency_cap_limit", "paused", "buyer_ids",
      "buyer_group_ids"
    ],
    "sortable": ["id","created_at","updated_at","name","user_call_center_id"],
    "values": {
      "name": {"type":"string","description":"Display name"},
      "user_call_center_id": {"type":"string","description":"Your own external id for the call center"},
      "concurrency_cap_limit": {"type":"integer","description":"Most simultaneous calls across the whole center (blank: no cap)"},
      "paused": {"type":"boolean","description":"A paused call center receives no calls"},
      "description": {"type":"text","description":"Notes for operators"},
      "time_zone": {"type":"string","description":"IANA time zone of the opening hours (default: the company zone)"},
      "open_times": {
        "type": "json",
        "description": "Hours as [{\"day\":0,\"time_from\":\"09:00\",\"time_to\":\"17:00\"}] (day 0 = Sunday); blank = always open"
      },
      "buyer_ids": {"type":"refs","description":"Agents (buyers) working in the center"},
      "buyer_group_ids": {"type":"refs","description":"Buyer groups whose agents work in the center"},
      "add_buyer_ids": {"type":"refs","description":"Adds to buyer_ids (ids); safe under concurrent requests"},
      "remove_buyer_ids": {"type":"refs","description":"Removes from buyer_ids (ids); safe under concurrent requests"},
      "add_buyer_group_ids": {"type":"refs","description":"Adds to buyer_group_ids (ids); safe under concurrent requests"},
      "remove_buyer_group_ids": {"type":"refs","description":"Removes from buyer_group_ids (ids); safe under concurrent requests"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"user_call_center_id"},
        {"name":"concurrency_cap_limit","many":true},
        {"name":"paused"}
      ],
      "build": [
        {"name":"name"},
        {"name":"user_call_center_id","nullable":true},
        {"name":"description","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"open_times","nullable":true},
        {"name":"concurrency_cap_limit","nullable":true},
        {"name":"paused","nullable":true},
        {"name":"buyer_ids"},
        {"name":"buyer_group_ids"}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"user_call_center_id","nullable":true},
        {"name":"description","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"open_times","nullable":true},
        {"name":"concurrency_cap_limit","nullable":true},
        {"name":"paused","nullable":true},
        {"name":"buyer_ids"},
        {"name":"add_buyer_ids"},
        {"name":"remove_buyer_ids"},
        {"name":"buyer_group_ids"},
        {"name":"add_buyer_group_ids"},
        {"name":"remove_buyer_group_ids"},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"user_call_center_id","nullable":true},
        {"name":"description","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"open_times","nullable":true},
        {"name":"concurrency_cap_limit","nullable":true},
        {"name":"paused","nullable":true},
        {"name":"buyer_ids"},
        {"name":"add_buyer_ids"},
        {"name":"remove_buyer_ids"},
        {"name":"buyer_group_ids"},
        {"name":"add_buyer_group_ids"},
        {"name":"remove_buyer_group_ids"},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/call_centers"},
      {"name":"build","method":"GET","path":"/call_centers/new"},
      {"name":"create","method":"POST","path":"/call_centers"},
      {"name":"show","method":"GET","path":"/call_centers/:id"},
      {"name":"update","method":"PUT","path":"/call_centers/:id"},
      {"name":"destroy","method":"DELETE","path":"/call_centers/:id"}
    ]
  },
  {
    "name": "call_disposition",
    "plural": "call_dispositions",
    "accessor": "callDispositions",
    "title": "Call disposition",
    "description": "An outcome an agent (or the system) applies to a call: its key names the token the outcome is stored in, its flags mark the call answered, handled, qualified, blocked and so on. Applying it to a call (agent_call_dispositions) runs its actions once: opt-out, block caller, schedule suppression, scheduled callbacks deleted or added now, end of schedule.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "sortable_order", "key", "name", "hint",
      "show_on_agent_widget", "show_in_tables", "show_in_reports", "apply_call_answered",
      "apply_agent_handled", "apply_buyer_handled", "apply_qualified", "schedule_callback_now",
      "apply_end_of_schedule", "apply_block_caller", "apply_auto_next_lead", "notes_required", "font_size",
      "text_shadow_color", "text_color", "background_color", "line_height", "context_menu_name",
      "call_action_leave_voicemail", "call_action_apply_opt_out", "system_status", "use_when_blank",
      "apply_machine_detected", "schedule_id", "call_disposition_action_ids", "reuse_conference",
      "apply_add_to_schedule_suppression", "delete_scheduled_callbacks", "scheduled_callback_chance",
      "record_token_additional_id", "record_token_additional_data_count", "record_token_additional_data",
      "record_token_filter_id", "record_token_filter_data_count", "record_token_filter_data"
    ],
    "sortable": ["id","created_at","updated_at","sortable_order","key","name"],
    "values": {
      "sortable_order": {"type":"decimal","description":"Position in lists and evaluation order: ascending, smaller first"},
      "key": {
        "type": "string",
        "description": "Internal token name where the disposition is stored (lowercase letters, numbers, underscores)"
      },
      "name": {"type":"string","description":"Human name shown to users"},
      "hint": {"type":"string","description":"Helpful hint shown to users"},
      "show_on_agent_widget": {"type":"boolean","description":"Show on the agent widget"},
      "show_in_tables": {"type":"boolean","description":"Show as a table column"},
      "show_in_reports": {"type":"boolean","description":"Show as a report column"},
      "apply_call_answered": {"type":"boolean","description":"Mark the call answered"},
      "apply_agent_handled": {"type":"boolean","description":"Mark the call handled by an agent"},
      "apply_buyer_handled": {"type":"boolean","description":"Mark the call handled by a buyer"},
      "apply_qualified": {"type":"boolean","description":"Mark the call qualified"},
      "schedule_callback_now": {
        "type": "boolean",
        "description": "Schedule a callback to the lead right away (a scheduled_callbacks record due now)"
      },
      "apply_end_of_schedule": {"type":"boolean","description":"Trigger end of schedule for the lead"},
      "apply_block_caller": {"type":"boolean","description":"Block the caller"},
      "apply_auto_next_lead": {
        "type": "boolean",
        "description": "Move the agent to the next lead automatically (stored: Leadline has no agent widget yet)"
      },
      "notes_required": {"type":"boolean","description":"Require agent notes"},
      "font_size": {"type":"string","description":"Font size of the disposition button"},
      "text_shadow_color": {"type":"string","description":"Text shadow colour of the button"},
      "text_color": {"type":"string","description":"Text colour of the button"},
      "background_color": {"type":"string","description":"Background colour of the button"},
      "line_height": {"type":"string","description":"Line height of the button"},
      "context_menu_name": {"type":"string","description":"Name shown in context menus"},
      "call_action_leave_voicemail": {"type":"boolean","description":"Leave a voicemail on the call"},
      "call_action_apply_opt_out": {"type":"boolean","description":"Opt the caller out (every open lead of the number stops)"},
      "system_status": {"type":"string","description":"Status set by the system for built-in dispositions"},
      "use_when_blank": {"type":"boolean","description":"Applied when an agent leaves the call without a disposition"},
      "apply_machine_detected": {"type":"boolean","description":"Applied when an answering machine is detected"},
      "schedule_id": {"type":"ref","description":"Schedule the disposition belongs to"},
      "reuse_conference": {"type":"boolean","description":"Keep the agent conference for the next call"},
      "apply_add_to_schedule_suppression": {"type":"boolean","description":"Add the caller to the call's schedule's suppression lists"},
      "delete_scheduled_callbacks": {"type":"boolean","description":"Delete pending scheduled callbacks of the lead"},
      "scheduled_callback_chance": {"type":"decimal","description":"Percent chance a callback is scheduled"},
      "record_token_additional_id": {
        "type": "integer",
        "description": "Token values set on the call when this record applies (→ record_token_additionals)"
      },
      "record_token_additional_data_count": {"type":"integer","description":"Number of token values set"},
      "record_token_filter_id": {
        "type": "integer",
        "description": "Token filter set that must match for this record to apply (→ record_token_filters)"
      },
      "record_token_filter_data_count": {"type":"integer","description":"Number of token filter rows"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"sortable_order"},
        {"name":"key"},
        {"name":"name"},
        {"name":"hint"},
        {"name":"show_on_agent_widget"},
        {"name":"show_in_tables"},
        {"name":"show_in_reports"},
        {"name":"apply_call_answered"},
        {"name":"apply_agent_handled"},
        {"name":"apply_buyer_handled"},
        {"name":"apply_qualified"},
        {"name":"schedule_callback_now"},
        {"name":"apply_end_of_schedule"},
        {"name":"apply_block_caller"},
        {"name":"apply_auto_next_lead"},
        {"name":"notes_required"},
        {"name":"font_size"},
        {"name":"text_shadow_color"},
        {"name":"text_color"},
        {"name":"background_color"},
        {"name":"line_height"},
        {"name":"context_menu_name"},
        {"name":"call_action_leave_voicemail"},
        {"name":"call_action_apply_opt_out"},
        {"name":"system_status"},
        {"name":"use_when_blank"},
        {"name":"apply_machine_detected"},
        {"name":"schedule_id","many":true},
        {"name":"reuse_conference"},
        {"name":"apply_add_to_schedule_suppression"},
        {"name":"delete_scheduled_callbacks"},
        {"name":"scheduled_callback_chance"},
        {"name":"record_token_additional_id","many":true},
        {"name":"record_token_additional_data_count","many":true},
        {"name":"record_token_filter_id","many":true},
        {"name":"record_token_filter_data_count","many":true}
      ],
      "build": [
        {"name":"sortable_order","nullable":true},
        {"name":"key"},
        {"name":"name"},
        {"name":"hint","nullable":true},
        {"name":"show_on_agent_widget","nullable":true},
        {"name":"show_in_tables","nullable":true},
        {"name":"show_in_reports","nullable":true},
        {"name":"apply_call_answered","nullable":true},
        {"name":"apply_agent_handled","nullable":true},
        {"name":"apply_buyer_handled","nullable":true},
        {"name":"apply_qualified","nullable":true},
        {"name":"schedule_callback_now","nullable":true},
        {"name":"apply_end_of_schedule","nullable":true},
        {"name":"apply_block_caller","nullable":true},
        {"name":"apply_auto_next_lead","nullable":true},
        {"name":"notes_required","nullable":true},
        {"name":"call_action_apply_opt_out","nullable":true},
        {"name":"apply_add_to_schedule_suppression","nullable":true},
        {"name":"delete_scheduled_callbacks","nullable":true}
      ],
      "create": [
        {"name":"sortable_order","nullable":true},
        {"name":"key","required":true},
        {"name":"name","required":true},
        {"name":"hint","nullable":true},
        {"name":"show_on_agent_widget","nullable":true},
        {"name":"show_in_tables","nullable":true},
        {"name":"show_in_reports","nullable":true},
        {"name":"apply_call_answered","nullable":true},
        {"name":"apply_agent_handled","nullable":true},
        {"name":"apply_buyer_handled","nullable":true},
        {"name":"apply_qualified","nullable":true},
        {"name":"schedule_callback_now","nullable":true},
        {"name":"apply_end_of_schedule","nullable":true},
        {"name":"apply_block_caller","nullable":true},
        {"name":"apply_auto_next_lead","nullable":true},
        {"name":"notes_required","nullable":true},
        {"name":"call_action_apply_opt_out","nullable":true},
        {"name":"apply_add_to_schedule_suppression","nullable":true},
        {"name":"delete_scheduled_callbacks","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"sortable_order","nullable":true},
        {"name":"key"},
        {"name":"name"},
        {"name":"hint","nullable":true},
        {"name":"show_on_agent_widget","nullable":true},
        {"name":"show_in_tables","nullable":true},
        {"name":"show_in_reports","nullable":true},
        {"name":"apply_call_answered","nullable":true},
        {"name":"apply_agent_handled","nullable":true},
        {"name":"apply_buyer_handled","nullable":true},
        {"name":"apply_qualified","nullable":true},
        {"name":"schedule_callback_now","nullable":true},
        {"name":"apply_end_of_schedule","nullable":true},
        {"name":"apply_block_caller","nullable":true},
        {"name":"apply_auto_next_lead","nullable":true},
        {"name":"notes_required","nullable":true},
        {"name":"call_action_apply_opt_out","nullable":true},
        {"name":"apply_add_to_schedule_suppression","nullable":true},
        {"name":"delete_scheduled_callbacks","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/call_dispositions"},
      {"name":"build","method":"GET","path":"/call_dispositions/new"},
      {"name":"create","method":"POST","path":"/call_dispositions"},
      {"name":"show","method":"GET","path":"/call_dispositions/:id"},
      {"name":"update","method":"PUT","path":"/call_dispositions/:id"},
      {"name":"destroy","method":"DELETE","path":"/call_dispositions/:id"}
    ]
  },
  {
    "name": "call_control_action",
    "plural": "call_control_actions",
    "accessor": "callControlActions",
    "title": "Call control action",
    "description": "One step run on a live call: forward it, ask for a key press, add the caller to a schedule, record a voicemail, block or hang up. Actions belong to a call flow rule or a key press flow and run in sortable_order.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "action_type", "offer_id",
      "call_router_id", "key_press_flow_id", "forward_offer_id", "buyer_ids", "buyer_group_ids", "schedule_id",
      "key_press_flow_group_id", "sound_file_id", "auto_try_next_buyer", "sortable_order"
    ],
    "sortable": ["id","created_at","updated_at","name","sortable_order"],
    "values": {
      "name": {"type":"string","description":"Label for operators"},
      "action_type": {
        "type": "enum",
        "values": [
          "forward_to_buyers", "forward_to_offer", "request_key_press", "add_to_schedule",
          "place_in_hold_queue", "remove_from_schedule", "record_voicemail", "block_caller", "hang_up"
        ],
        "description": "What the action does"
      },
      "offer_id": {"type":"ref","description":"Offer the action belongs to"},
      "call_router_id": {"type":"ref","description":"Call flow rule that runs this action"},
      "key_press_flow_id": {"type":"ref","description":"Key press flow that runs this action"},
      "forward_offer_id": {"type":"ref","description":"forward_to_offer: the offer the call is sent to"},
      "schedule_id": {"type":"ref","description":"add_to_schedule / remove_from_schedule: the schedule"},
      "key_press_flow_group_id": {"type":"ref","description":"request_key_press: the prompt and the flows that answer it"},
      "sound_file_id": {"type":"ref","description":"Sound played before the action (voicemail greeting, prompt)"},
      "auto_try_next_buyer": {
        "type": "boolean",
        "description": "forward_to_buyers: try the next eligible buyer when one does not answer"
      },
      "sortable_order": {"type":"decimal","description":"Position in lists and evaluation order: ascending, smaller first"},
      "buyer_ids": {"type":"refs","description":"forward_to_buyers: only these buyers (blank: the offer's buyers)"},
      "buyer_group_ids": {"type":"refs","description":"forward_to_buyers: only these buyer groups"},
      "add_buyer_ids": {"type":"refs","description":"Adds to buyer_ids (ids); safe under concurrent requests"},
      "remove_buyer_ids": {"type":"refs","description":"Removes from buyer_ids (ids); safe under concurrent requests"},
      "add_buyer_group_ids": {"type":"refs","description":"Adds to buyer_group_ids (ids); safe under concurrent requests"},
      "remove_buyer_group_ids": {"type":"refs","description":"Removes from buyer_group_ids (ids); safe under concurrent requests"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"action_type","many":true},
        {"name":"offer_id","many":true},
        {"name":"call_router_id","many":true},
        {"name":"key_press_flow_id","many":true},
        {"name":"forward_offer_id","many":true},
        {"name":"schedule_id","many":true},
        {"name":"key_press_flow_group_id","many":true},
        {"name":"sound_file_id","many":true},
        {"name":"auto_try_next_buyer"},
        {"name":"sortable_order"}
      ],
      "build": [
        {"name":"name","nullable":true},
        {"name":"action_type"},
        {"name":"offer_id","nullable":true},
        {"name":"call_router_id","nullable":true},
        {"name":"key_press_flow_id","nullable":true},
        {"name":"forward_offer_id","nullable":true},
        {"name":"buyer_ids"},
        {"name":"buyer_group_ids"},
        {"name":"schedule_id","nullable":true},
        {"name":"key_press_flow_group_id","nullable":true},
        {"name":"sound_file_id","nullable":true},
        {"name":"auto_try_next_buyer","nullable":true},
        {"name":"sortable_order","nullable":true}
      ],
      "create": [
        {"name":"name","nullable":true},
        {"name":"action_type","required":true},
        {"name":"offer_id","nullable":true},
        {"name":"call_router_id","nullable":true},
        {"name":"key_press_flow_id","nullable":true},
        {"name":"forward_offer_id","nullable":true},
        {"name":"buyer_ids"},
        {"name":"add_buyer_ids"},
        {"name":"remove_buyer_ids"},
        {"name":"buyer_group_ids"},
        {"name":"add_buyer_group_ids"},
        {"name":"remove_buyer_group_ids"},
        {"name":"schedule_id","nullable":true},
        {"name":"key_press_flow_group_id","nullable":true},
        {"name":"sound_file_id","nullable":true},
        {"name":"auto_try_next_buyer","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name","nullable":true},
        {"name":"action_type"},
        {"name":"offer_id","nullable":true},
        {"name":"call_router_id","nullable":true},
        {"name":"key_press_flow_id","nullable":true},
        {"name":"forward_offer_id","nullable":true},
        {"name":"buyer_ids"},
        {"name":"add_buyer_ids"},
        {"name":"remove_buyer_ids"},
        {"name":"buyer_group_ids"},
        {"name":"add_buyer_group_ids"},
        {"name":"remove_buyer_group_ids"},
        {"name":"schedule_id","nullable":true},
        {"name":"key_press_flow_group_id","nullable":true},
        {"name":"sound_file_id","nullable":true},
        {"name":"auto_try_next_buyer","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/call_control_actions"},
      {"name":"build","method":"GET","path":"/call_control_actions/new"},
      {"name":"create","method":"POST","path":"/call_control_actions"},
      {"name":"show","method":"GET","path":"/call_control_actions/:id"},
      {"name":"update","method":"PUT","path":"/call_control_actions/:id"},
      {"name":"destroy","method":"DELETE","path":"/call_control_actions/:id"}
    ]
  },
  {
    "name": "call_recording_rule",
    "plural": "call_recording_rules",
    "accessor": "callRecordingRules",
    "title": "Call recording rule",
    "description": "Whether calls are recorded and how long recordings are kept, per offer, traffic source or buyer. The first matching active rule (sortable_order ascending) applies; blank scopes match every call.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "offer_id", "traffic_source_id",
      "buyer_id", "active", "record_calls", "dual_channel", "transcribe", "retention_days", "sortable_order"
    ],
    "sortable": ["id","created_at","updated_at","name","retention_days","sortable_order"],
    "values": {
      "name": {"type":"string","description":"Display name"},
      "offer_id": {"type":"ref","description":"Only calls to this offer (blank: every offer)"},
      "traffic_source_id": {"type":"ref","description":"Only calls from this traffic source (blank: every source)"},
      "buyer_id": {"type":"ref","description":"Only calls forwarded to this buyer (blank: every buyer)"},
      "active": {"type":"boolean","description":"Inactive rules are skipped"},
      "record_calls": {"type":"boolean","description":"Record matching calls (false: never record them)"},
      "dual_channel": {"type":"boolean","description":"Record caller and buyer on separate channels"},
      "transcribe": {"type":"boolean","description":"Transcribe recordings"},
      "retention_days": {"type":"integer","description":"Delete recordings this many days after the call (blank: keep forever)"},
      "sortable_order": {"type":"decimal","description":"Position in lists and evaluation order: ascending, smaller first"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"offer_id","many":true},
        {"name":"traffic_source_id","many":true},
        {"name":"buyer_id","many":true},
        {"name":"active"},
        {"name":"record_calls"},
        {"name":"dual_channel"},
        {"name":"transcribe"},
        {"name":"retention_days","many":true},
        {"name":"sortable_order"}
      ],
      "build": [
        {"name":"name"},
        {"name":"offer_id","nullable":true},
        {"name":"traffic_source_id","nullable":true},
        {"name":"buyer_id","nullable":true},
        {"name":"active","nullable":true},
        {"name":"record_calls","nullable":true},
        {"name":"dual_channel","nullable":true},
        {"name":"transcribe","nullable":true},
        {"name":"retention_days","nullable":true},
        {"name":"sortable_order","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"offer_id","nullable":true},
        {"name":"traffic_source_id","nullable":true},
        {"name":"buyer_id","nullable":true},
        {"name":"active","nullable":true},
        {"name":"record_calls","nullable":true},
        {"name":"dual_channel","nullable":true},
        {"name":"transcribe","nullable":true},
        {"name":"retention_days","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"offer_id","nullable":true},
        {"name":"traffic_source_id","nullable":true},
        {"name":"buyer_id","nullable":true},
        {"name":"active","nullable":true},
        {"name":"record_calls","nullable":true},
        {"name":"dual_channel","nullable":true},
        {"name":"transcribe","nullable":true},
        {"name":"retention_days","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/call_recording_rules"},
      {"name":"build","method":"GET","path":"/call_recording_rules/new"},
      {"name":"create","method":"POST","path":"/call_recording_rules"},
      {"name":"show","method":"GET","path":"/call_recording_rules/:id"},
      {"name":"update","method":"PUT","path":"/call_recording_rules/:id"},
      {"name":"destroy","method":"DELETE","path":"/call_recording_rules/:id"}
    ]
  },
  {
    "name": "call_router",
    "plural": "call_routers",
    "accessor": "callRouters",
    "title": "Call router",
    "description": "A call flow rule of an offer: when it fires (router_type: greeting, key press, answering machine, hold queue, exception handling…), what it plays and what it does with the call.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "offer_id", "router_type",
      "action", "active", "sound_file_id", "sound_playlist_id", "text_to_speech", "voice", "language",
      "forward_offer_id", "forward_number", "schedule_id", "key_press_flow_group_id", "voice_agent_id",
      "buyer_ids", "buyer_group_ids", "auto_try_next_buyer", "webhook_before_id", "webhook_after_id",
      "hold_queue_caller_limit", "hold_queue_percentage_size", "max_hold_seconds_average",
      "hold_queue_max_seconds", "sortable_order"
    ],
    "sortable": ["id","created_at","updated_at","name","sortable_order"],
    "values": {
      "name": {"type":"string","description":"Label for operators"},
      "offer_id": {"type":"ref","description":"Offer whose calls the rule handles"},
      "router_type": {
        "type": "enum",
        "values": [
          "greeting", "no_greeting_is_played", "ask_a_question", "connect_ai_voice_agent",
          "when_answering_machine_detected", "before_answering_machine_detected", "off_hook_press_to_accept",
          "key_press_0", "key_press_1", "key_press_2", "key_press_3", "key_press_4", "key_press_5",
          "key_press_6", "key_press_7", "key_press_8", "key_press_9", "key_press_#", "key_press_*",
          "no_key_press", "any_other_key_press", "calling_buyer_music", "whisper", "enter_extension",
          "extension_failed", "zip_code_entry", "zip_entry_failed", "press_1_to_accept", "press_1_too_slow",
          "add_to_hold_queue", "hold_queue_is_full", "hold_queue_max_seconds_exceeded",
          "no_buyers_have_open_concurrency", "all_buyers_closed", "no_buyer_answered", "no_buyers_match"
        ],
        "description": "When the rule fires"
      },
      "action": {
        "type": "enum",
        "values": [
          "forward_to_buyers", "forward_to_offer", "request_key_press", "add_to_schedule",
          "place_in_hold_queue", "remove_from_schedule", "record_voicemail", "block_caller", "hang_up"
        ],
        "description": "What the rule does with the call; more steps go in call_control_actions"
      },
      "active": {"type":"boolean","description":"Inactive rules never fire"},
      "sound_file_id": {"type":"ref","description":"Sound played when the rule fires (greeting, prompt, whisper)"},
      "sound_playlist_id": {"type":"ref","description":"Music played while waiting (calling_buyer_music, hold queue)"},
      "voice": {
        "type": "string",
        "description": "Text-to-speech voice: man, woman, alice or Polly.<name> on every carrier, each carrier's own engines beside (blank: its default)"
      },
      "language": {"type":"string","description":"Text-to-speech language (blank: the voice’s own)"},
      "forward_offer_id": {"type":"ref","description":"forward_to_offer: the offer the call is sent to"},
      "forward_number": {
        "type": "string",
        "description": "Exception rules: a fallback number (E.164 or SIP URI) the call is forwarded to instead"
      },
      "schedule_id": {"type":"ref","description":"add_to_schedule / remove_from_schedule: the schedule"},
      "key_press_flow_group_id": {"type":"ref","description":"request_key_press: the prompt and the flows that answer it"},
      "voice_agent_id": {"type":"ref","description":"connect_ai_voice_agent: the AI agent that takes the call"},
      "auto_try_next_buyer": {"type":"boolean","description":"Try the next eligible buyer when the one dialled does not answer"},
      "webhook_before_id": {"type":"ref","description":"Webhook fired before the rule acts"},
      "webhook_after_id": {"type":"ref","description":"Webhook fired after the rule acted"},
      "hold_queue_caller_limit": {"type":"integer","description":"Most callers waiting in the hold queue (blank: no limit)"},
      "hold_queue_percentage_size": {"type":"decimal","description":"Hold queue size as a percentage of the offer's active concurrency cap"},
      "max_hold_seconds_average": {"type":"integer","description":"Stop queueing callers when the average hold exceeds this many seconds"},
      "hold_queue_max_seconds": {
        "type": "integer",
        "description": "Seconds a caller may wait before hold_queue_max_seconds_exceeded fires"
      },
      "sortable_order": {"type":"decimal","description":"Position in lists and evaluation order: ascending, smaller first"},
      "text_to_speech": {
        "type": "text",
        "description": "Text spoken when no sound file or playlist is set; may contain [tokens] and [token]{default}"
      },
      "buyer_ids": {"type":"refs","description":"forward_to_buyers: only these buyers (blank: the offer's buyers)"},
      "buyer_group_ids": {"type":"refs","description":"forward_to_buyers: only these buyer groups"},
      "add_buyer_ids": {"type":"refs","description":"Adds to buyer_ids (ids); safe under concurrent requests"},
      "remove_buyer_ids": {"type":"refs","description":"Removes from buyer_ids (ids); safe under concurrent requests"},
      "add_buyer_group_ids": {"type":"refs","description":"Adds to buyer_group_ids (ids); safe under concurrent requests"},
      "remove_buyer_group_ids": {"type":"refs","description":"Removes from buyer_group_ids (ids); safe under concurrent requests"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"offer_id","many":true},
        {"name":"router_type","many":true},
        {"name":"action","many":true},
        {"name":"active"},
        {"name":"sound_file_id","many":true},
        {"name":"sound_playlist_id","many":true},
        {"name":"voice"},
        {"name":"language"},
        {"name":"forward_offer_id","many":true},
        {"name":"forward_number"},
        {"name":"schedule_id","many":true},
        {"name":"key_press_flow_group_id","many":true},
        {"name":"voice_agent_id","many":true},
        {"name":"auto_try_next_buyer"},
        {"name":"webhook_before_id","many":true},
        {"name":"webhook_after_id","many":true},
        {"name":"hold_queue_caller_limit","many":true},
        {"name":"hold_queue_percentage_size"},
        {"name":"max_hold_seconds_average","many":true},
        {"name":"hold_queue_max_seconds","many":true},
        {"name":"sortable_order"}
      ],
      "build": [
        {"name":"name","nullable":true},
        {"name":"offer_id"},
        {"name":"router_type"},
        {"name":"action","nullable":true},
        {"name":"active","nullable":true},
        {"name":"sound_file_id","nullable":true},
        {"name":"sound_playlist_id","nullable":true},
        {"name":"text_to_speech","nullable":true},
        {"name":"voice","nullable":true},
        {"name":"language","nullable":true},
        {"name":"forward_offer_id","nullable":true},
        {"name":"forward_number","nullable":true},
        {"name":"schedule_id","nullable":true},
        {"name":"key_press_flow_group_id","nullable":true},
        {"name":"voice_agent_id","nullable":true},
        {"name":"buyer_ids"},
        {"name":"buyer_group_ids"},
        {"name":"auto_try_next_buyer","nullable":true},
        {"name":"webhook_before_id","nullable":true},
        {"name":"webhook_after_id","nullable":true},
        {"name":"hold_queue_caller_limit","nullable":true},
        {"name":"hold_queue_percentage_size","nullable":true},
        {"name":"max_hold_seconds_average","nullable":true},
        {"name":"hold_queue_max_seconds","nullable":true},
        {"name":"sortable_order","nullable":true}
      ],
      "create": [
        {"name":"name","nullable":true},
        {"name":"offer_id","required":true},
        {"name":"router_type","required":true},
        {"name":"action","nullable":true},
        {"name":"active","nullable":true},
        {"name":"sound_file_id","nullable":true},
        {"name":"sound_playlist_id","nullable":true},
        {"name":"text_to_speech","nullable":true},
        {"name":"voice","nullable":true},
        {"name":"language","nullable":true},
        {"name":"forward_offer_id","nullable":true},
        {"name":"forward_number","nullable":true},
        {"name":"schedule_id","nullable":true},
        {"name":"key_press_flow_group_id","nullable":true},
        {"name":"voice_agent_id","nullable":true},
        {"name":"buyer_ids"},
        {"name":"add_buyer_ids"},
        {"name":"remove_buyer_ids"},
        {"name":"buyer_group_ids"},
        {"name":"add_buyer_group_ids"},
        {"name":"remove_buyer_group_ids"},
        {"name":"auto_try_next_buyer","nullable":true},
        {"name":"webhook_before_id","nullable":true},
        {"name":"webhook_after_id","nullable":true},
        {"name":"hold_queue_caller_limit","nullable":true},
        {"name":"hold_queue_percentage_size","nullable":true},
        {"name":"max_hold_seconds_average","nullable":true},
        {"name":"hold_queue_max_seconds","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name","nullable":true},
        {"name":"offer_id"},
        {"name":"router_type"},
        {"name":"action","nullable":true},
        {"name":"active","nullable":true},
        {"name":"sound_file_id","nullable":true},
        {"name":"sound_playlist_id","nullable":true},
        {"name":"text_to_speech","nullable":true},
        {"name":"voice","nullable":true},
        {"name":"language","nullable":true},
        {"name":"forward_offer_id","nullable":true},
        {"name":"forward_number","nullable":true},
        {"name":"schedule_id","nullable":true},
        {"name":"key_press_flow_group_id","nullable":true},
        {"name":"voice_agent_id","nullable":true},
        {"name":"buyer_ids"},
        {"name":"add_buyer_ids"},
        {"name":"remove_buyer_ids"},
        {"name":"buyer_group_ids"},
        {"name":"add_buyer_group_ids"},
        {"name":"remove_buyer_group_ids"},
        {"name":"auto_try_next_buyer","nullable":true},
        {"name":"webhook_before_id","nullable":true},
        {"name":"webhook_after_id","nullable":true},
        {"name":"hold_queue_caller_limit","nullable":true},
        {"name":"hold_queue_percentage_size","nullable":true},
        {"name":"max_hold_seconds_average","nullable":true},
        {"name":"hold_queue_max_seconds","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/call_routers"},
      {"name":"build","method":"GET","path":"/call_routers/new"},
      {"name":"create","method":"POST","path":"/call_routers"},
      {"name":"show","method":"GET","path":"/call_routers/:id"},
      {"name":"update","method":"PUT","path":"/call_routers/:id"},
      {"name":"destroy","method":"DELETE","path":"/call_routers/:id"}
    ]
  },
  {
    "name": "call_router_answer_group",
    "plural": "call_router_answer_groups",
    "accessor": "callRouterAnswerGroups",
    "title": "Call router answer group",
    "description": "A question an ask_a_question call flow rule asks the caller, the token the answer is stored in, and how long and how often to wait for it. Its answers are call_router_answers.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "call_router_id", "offer_id",
      "key", "question", "sound_file_id", "timeout_seconds", "max_attempts", "sortable_order"
    ],
    "sortable": ["id","created_at","updated_at","name","sortable_order"],
    "values": {
      "name": {"type":"string","description":"Label for operators"},
      "call_router_id": {"type":"ref","description":"The ask_a_question rule that asks this question"},
      "offer_id": {"type":"ref","description":"Offer the question belongs to"},
      "key": {"type":"string","description":"Token the chosen answer is stored in"},
      "sound_file_id": {"type":"ref","description":"Recording played instead of the spoken question"},
      "timeout_seconds": {"type":"integer","description":"Seconds to wait for an answer"},
      "max_attempts": {"type":"integer","description":"Times the question is asked before giving up"},
      "sortable_order": {"type":"decimal","description":"Position in lists and evaluation order: ascending, smaller first"},
      "question": {"type":"text","description":"Text spoken to ask the question; may contain [tokens]"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"call_router_id","many":true},
        {"name":"offer_id","many":true},
        {"name":"key"},
        {"name":"sound_file_id","many":true},
        {"name":"timeout_seconds","many":true},
        {"name":"max_attempts","many":true},
        {"name":"sortable_order"}
      ],
      "build": [
        {"name":"name"},
        {"name":"call_router_id","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"key"},
        {"name":"question","nullable":true},
        {"name":"sound_file_id","nullable":true},
        {"name":"timeout_seconds","nullable":true},
        {"name":"max_attempts","nullable":true},
        {"name":"sortable_order","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"call_router_id","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"key","required":true},
        {"name":"question","nullable":true},
        {"name":"sound_file_id","nullable":true},
        {"name":"timeout_seconds","nullable":true},
        {"name":"max_attempts","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"call_router_id","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"key"},
        {"name":"question","nullable":true},
        {"name":"sound_file_id","nullable":true},
        {"name":"timeout_seconds","nullable":true},
        {"name":"max_attempts","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/call_router_answer_groups"},
      {"name":"build","method":"GET","path":"/call_router_answer_groups/new"},
      {"name":"create","method":"POST","path":"/call_router_answer_groups"},
      {"name":"show","method":"GET","path":"/call_router_answer_groups/:id"},
      {"name":"update","method":"PUT","path":"/call_router_answer_groups/:id"},
      {"name":"destroy","method":"DELETE","path":"/call_router_answer_groups/:id"}
    ]
  },
  {
    "name": "call_router_answer",
    "plural": "call_router_answers",
    "accessor": "callRouterAnswers",
    "title": "Call router answer",
    "description": "One accepted answer to a call flow question: the key press or spoken phrases that select it, the value stored in the group's token, and the rule that runs next.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "call_router_answer_group_id", "name",
      "value", "key_press", "phrases", "call_router_id", "sortable_order"
    ],
    "sortable": ["id","created_at","updated_at","name","sortable_order"],
    "values": {
      "call_router_answer_group_id": {"type":"ref","description":"Question answered"},
      "name": {"type":"string","description":"The answer, as shown to operators (\"Yes\")"},
      "value": {"type":"string","description":"Value stored in the group's token (blank: the name)"},
      "key_press": {"type":"string","description":"Key that selects this answer"},
      "call_router_id": {"type":"ref","description":"Call flow rule run when this answer is chosen"},
      "sortable_order": {"type":"decimal","description":"Position in lists and evaluation order: ascending, smaller first"},
      "phrases": {"type":"strings","description":"Spoken words or phrases that select this answer"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"call_router_answer_group_id","many":true},
        {"name":"name"},
        {"name":"value"},
        {"name":"key_press"},
        {"name":"call_router_id","many":true},
        {"name":"sortable_order"}
      ],
      "build": [
        {"name":"call_router_answer_group_id"},
        {"name":"name"},
        {"name":"value","nullable":true},
        {"name":"key_press","nullable":true},
        {"name":"phrases"},
        {"name":"call_router_id","nullable":true},
        {"name":"sortable_order","nullable":true}
      ],
      "create": [
        {"name":"call_router_answer_group_id","required":true},
        {"name":"name","required":true},
        {"name":"value","nullable":true},
        {"name":"key_press","nullable":true},
        {"name":"phrases"},
        {"name":"call_router_id","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"call_router_answer_group_id"},
        {"name":"name"},
        {"name":"value","nullable":true},
        {"name":"key_press","nullable":true},
        {"name":"phrases"},
        {"name":"call_router_id","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/call_router_answers"},
      {"name":"build","method":"GET","path":"/call_router_answers/new"},
      {"name":"create","method":"POST","path":"/call_router_answers"},
      {"name":"show","method":"GET","path":"/call_router_answers/:id"},
      {"name":"update","method":"PUT","path":"/call_router_answers/:id"},
      {"name":"destroy","method":"DELETE","path":"/call_router_answers/:id"}
    ]
  },
  {
    "name": "key_press_flow",
    "plural": "key_press_flows",
    "accessor": "keyPressFlows",
    "title": "Key press flow",
    "description": "What happens when a caller presses a key while a key press flow group is listening: the call actions to run, the disposition to apply, and whether routing continues.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "company_id", "key_press_flow_group_id",
      "key_press", "call_control_action_ids", "sortable_order", "description", "webhook_actions_count",
      "call_disposition_id", "continue_call_routing", "buyer_conference_time_elapsed_seconds_limit",
      "record_token_filter_id", "record_token_filter_data_count", "record_token_filter_data",
      "record_token_additional_id", "record_token_additional_data_count", "record_token_additional_data"
    ],
    "sortable": ["id","created_at","updated_at","sortable_order"],
    "values": {
      "key_press_flow_group_id": {"type":"ref","description":"Group (IVR prompt) this flow belongs to"},
      "key_press": {"type":"string","description":"Digits that select this flow (0-9, * and #)"},
      "sortable_order": {"type":"decimal","description":"Position in lists: ascending"},
      "description": {"type":"string","description":"What the key does, for operators"},
      "webhook_actions_count": {"type":"integer","description":"Webhooks fired by this flow"},
      "call_disposition_id": {"type":"ref","description":"Disposition applied to the call when the key is pressed"},
      "continue_call_routing": {
        "type": "boolean",
        "description": "After an action that does not route (add_to_schedule), go on to the buyers; false hangs up"
      },
      "buyer_conference_time_elapsed_seconds_limit": {"type":"integer","description":"Only applies within this many seconds of the buyer joining"},
      "record_token_filter_id": {
        "type": "integer",
        "description": "Token filter set that must match for this record to apply (→ record_token_filters)"
      },
      "record_token_filter_data_count": {"type":"integer","description":"Number of token filter rows"},
      "record_token_additional_id": {
        "type": "integer",
        "description": "Token values set on the call when this record applies (→ record_token_additionals)"
      },
      "record_token_additional_data_count": {"type":"integer","description":"Number of token values set"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"key_press_flow_group_id","many":true},
        {"name":"key_press"},
        {"name":"sortable_order"},
        {"name":"description"},
        {"name":"webhook_actions_count","many":true},
        {"name":"call_disposition_id","many":true},
        {"name":"continue_call_routing"},
        {"name":"buyer_conference_time_elapsed_seconds_limit","many":true},
        {"name":"record_token_filter_id","many":true},
        {"name":"record_token_filter_data_count","many":true},
        {"name":"record_token_additional_id","many":true},
        {"name":"record_token_additional_data_count","many":true}
      ],
      "build": [
        {"name":"key_press_flow_group_id","nullable":true},
        {"name":"key_press","nullable":true},
        {"name":"description","nullable":true},
        {"name":"call_disposition_id","nullable":true},
        {"name":"continue_call_routing","nullable":true}
      ],
      "create": [
        {"name":"key_press_flow_group_id","nullable":true},
        {"name":"key_press","nullable":true},
        {"name":"description","nullable":true},
        {"name":"call_disposition_id","nullable":true},
        {"name":"continue_call_routing","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"key_press_flow_group_id","nullable":true},
        {"name":"key_press","nullable":true},
        {"name":"description","nullable":true},
        {"name":"call_disposition_id","nullable":true},
        {"name":"continue_call_routing","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/key_press_flows"},
      {"name":"build","method":"GET","path":"/key_press_flows/new"},
      {"name":"create","method":"POST","path":"/key_press_flows"},
      {"name":"show","method":"GET","path":"/key_press_flows/:id"},
      {"name":"update","method":"PUT","path":"/key_press_flows/:id"},
      {"name":"destroy","method":"DELETE","path":"/key_press_flows/:id"}
    ]
  },
  {
    "name": "key_press_flow_group",
    "plural": "key_press_flow_groups",
    "accessor": "keyPressFlowGroups",
    "title": "Key press flow group",
    "description": "An IVR prompt that listens for key presses: what is played, how many digits are read and how long to wait. Its key_press_flows say what each key does.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "offer_id", "description",
      "sound_file_id", "text_to_speech", "num_digits", "finish_on_key", "timeout_seconds", "max_attempts",
      "sortable_order"
    ],
    "sortable": ["id","created_at","updated_at","name","sortable_order"],
    "values": {
      "name": {"type":"string","description":"Label for operators"},
      "offer_id": {"type":"ref","description":"Offer the prompt belongs to"},
      "sound_file_id": {"type":"ref","description":"Prompt played while listening"},
      "num_digits": {"type":"integer","description":"Digits read before the flows are matched"},
      "finish_on_key": {"type":"string","description":"Key that ends input early (# or *)"},
      "timeout_seconds": {"type":"integer","description":"Seconds to wait for a key press"},
      "max_attempts": {"type":"integer","description":"Times the prompt is repeated before no_key_press fires"},
      "sortable_order": {"type":"decimal","description":"Position in lists and evaluation order: ascending, smaller first"},
      "description": {"type":"text","description":"Notes for operators"},
      "text_to_speech": {"type":"text","description":"Prompt spoken when no sound file is set; may contain [tokens]"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"offer_id","many":true},
        {"name":"sound_file_id","many":true},
        {"name":"num_digits","many":true},
        {"name":"finish_on_key"},
        {"name":"timeout_seconds","many":true},
        {"name":"max_attempts","many":true},
        {"name":"sortable_order"}
      ],
      "build": [
        {"name":"name"},
        {"name":"offer_id","nullable":true},
        {"name":"description","nullable":true},
        {"name":"sound_file_id","nullable":true},
        {"name":"text_to_speech","nullable":true},
        {"name":"num_digits","nullable":true},
        {"name":"finish_on_key","nullable":true},
        {"name":"timeout_seconds","nullable":true},
        {"name":"max_attempts","nullable":true},
        {"name":"sortable_order","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"offer_id","nullable":true},
        {"name":"description","nullable":true},
        {"name":"sound_file_id","nullable":true},
        {"name":"text_to_speech","nullable":true},
        {"name":"num_digits","nullable":true},
        {"name":"finish_on_key","nullable":true},
        {"name":"timeout_seconds","nullable":true},
        {"name":"max_attempts","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"offer_id","nullable":true},
        {"name":"description","nullable":true},
        {"name":"sound_file_id","nullable":true},
        {"name":"text_to_speech","nullable":true},
        {"name":"num_digits","nullable":true},
        {"name":"finish_on_key","nullable":true},
        {"name":"timeout_seconds","nullable":true},
        {"name":"max_attempts","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/key_press_flow_groups"},
      {"name":"build","method":"GET","path":"/key_press_flow_groups/new"},
      {"name":"create","method":"POST","path":"/key_press_flow_groups"},
      {"name":"show","method":"GET","path":"/key_press_flow_groups/:id"},
      {"name":"update","method":"PUT","path":"/key_press_flow_groups/:id"},
      {"name":"destroy","method":"DELETE","path":"/key_press_flow_groups/:id"}
    ]
  },
  {
    "name": "offer_amd_flow",
    "plural": "offer_amd_flows",
    "accessor": "offerAmdFlows",
    "title": "Offer amd flow",
    "description": "What an offer's outbound calls do when answering-machine detection (AMD) finds a machine: hang up, leave a voicemail after the beep, or continue routing.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "offer_id", "active",
      "machine_action", "detection_timeout_seconds", "wait_for_beep", "sound_file_id", "text_to_speech",
      "call_disposition_id", "sortable_order"
    ],
    "sortable": ["id","created_at","updated_at","name","sortable_order"],
    "values": {
      "name": {"type":"string","description":"Label for operators"},
      "offer_id": {"type":"ref","description":"Offer whose calls use this flow"},
      "active": {"type":"boolean","description":"Inactive flows are skipped"},
      "machine_action": {
        "type": "enum",
        "values": ["hang_up","leave_voicemail","continue_routing"],
        "description": "What to do when a machine answers"
      },
      "detection_timeout_seconds": {"type":"integer","description":"Seconds AMD may listen before treating the answer as human"},
      "wait_for_beep": {"type":"boolean","description":"leave_voicemail: wait for the beep before playing"},
      "sound_file_id": {"type":"ref","description":"leave_voicemail: the message played"},
      "call_disposition_id": {"type":"ref","description":"Disposition applied when a machine answers"},
      "sortable_order": {"type":"decimal","description":"Position in lists and evaluation order: ascending, smaller first"},
      "text_to_speech": {"type":"text","description":"leave_voicemail: message spoken when no sound file is set"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"offer_id","many":true},
        {"name":"active"},
        {"name":"machine_action","many":true},
        {"name":"detection_timeout_seconds","many":true},
        {"name":"wait_for_beep"},
        {"name":"sound_file_id","many":true},
        {"name":"call_disposition_id","many":true},
        {"name":"sortable_order"}
      ],
      "build": [
        {"name":"name"},
        {"name":"offer_id"},
        {"name":"active","nullable":true},
        {"name":"machine_action","nullable":true},
        {"name":"detection_timeout_seconds","nullable":true},
        {"name":"wait_for_beep","nullable":true},
        {"name":"sound_file_id","nullable":true},
        {"name":"text_to_speech","nullable":true},
        {"name":"call_disposition_id","nullable":true},
        {"name":"sortable_order","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"offer_id","required":true},
        {"name":"active","nullable":true},
        {"name":"machine_action","nullable":true},
        {"name":"detection_timeout_seconds","nullable":true},
        {"name":"wait_for_beep","nullable":true},
        {"name":"sound_file_id","nullable":true},
        {"name":"text_to_speech","nullable":true},
        {"name":"call_disposition_id","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"offer_id"},
        {"name":"active","nullable":true},
        {"name":"machine_action","nullable":true},
        {"name":"detection_timeout_seconds","nullable":true},
        {"name":"wait_for_beep","nullable":true},
        {"name":"sound_file_id","nullable":true},
        {"name":"text_to_speech","nullable":true},
        {"name":"call_disposition_id","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/offer_amd_flows"},
      {"name":"build","method":"GET","path":"/offer_amd_flows/new"},
      {"name":"create","method":"POST","path":"/offer_amd_flows"},
      {"name":"show","method":"GET","path":"/offer_amd_flows/:id"},
      {"name":"update","method":"PUT","path":"/offer_amd_flows/:id"},
      {"name":"destroy","method":"DELETE","path":"/offer_amd_flows/:id"}
    ]
  },
  {
    "name": "contact_field",
    "plural": "contact_fields",
    "accessor": "contactFields",
    "title": "Contact field",
    "description": "A lead or caller field of an offer (loan_amount, zip…): the token its value is kept in, its type, and how agents see it. Picklist choices are contact_field_values.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "key", "offer_id", "field_type",
      "required", "show_on_agent_widget", "hint", "default_value", "sortable_order"
    ],
    "sortable": ["id","created_at","updated_at","name","key","sortable_order"],
    "values": {
      "name": {"type":"string","description":"Label shown to agents"},
      "key": {"type":"string","description":"Token the value is stored in ([loan_amount])"},
      "offer_id": {"type":"ref","description":"Offer the field belongs to (blank: every offer)"},
      "field_type": {
        "type": "enum",
        "values": ["string","text","integer","decimal","boolean","date","time","email","phone","picklist"],
        "description": "Kind of value; picklist takes its values"
      },
      "required": {"type":"boolean","description":"Agents must fill it before finishing the call"},
      "show_on_agent_widget": {"type":"boolean","description":"Show on the agent widget"},
      "hint": {"type":"string","description":"Helpful hint shown to agents"},
      "default_value": {"type":"string","description":"Value used when none was collected"},
      "sortable_order": {"type":"decimal","description":"Position in lists and evaluation order: ascending, smaller first"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"key"},
        {"name":"offer_id","many":true},
        {"name":"field_type","many":true},
        {"name":"required"},
        {"name":"show_on_agent_widget"},
        {"name":"hint"},
        {"name":"default_value"},
        {"name":"sortable_order"}
      ],
      "build": [
        {"name":"name"},
        {"name":"key"},
        {"name":"offer_id","nullable":true},
        {"name":"field_type","nullable":true},
        {"name":"required","nullable":true},
        {"name":"show_on_agent_widget","nullable":true},
        {"name":"hint","nullable":true},
        {"name":"default_value","nullable":true},
        {"name":"sortable_order","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"key","required":true},
        {"name":"offer_id","nullable":true},
        {"name":"field_type","nullable":true},
        {"name":"required","nullable":true},
        {"name":"show_on_agent_widget","nullable":true},
        {"name":"hint","nullable":true},
        {"name":"default_value","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"key"},
        {"name":"offer_id","nullable":true},
        {"name":"field_type","nullable":true},
        {"name":"required","nullable":true},
        {"name":"show_on_agent_widget","nullable":true},
        {"name":"hint","nullable":true},
        {"name":"default_value","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/contact_fields"},
      {"name":"build","method":"GET","path":"/contact_fields/new"},
      {"name":"create","method":"POST","path":"/contact_fields"},
      {"name":"show","method":"GET","path":"/contact_fields/:id"},
      {"name":"update","method":"PUT","path":"/contact_fields/:id"},
      {"name":"destroy","method":"DELETE","path":"/contact_fields/:id"}
    ]
  },
  {
    "name": "contact_field_value",
    "plural": "contact_field_values",
    "accessor": "contactFieldValues",
    "title": "Contact field value",
    "description": "One choice of a picklist contact field: the value stored and the label shown.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "contact_field_id", "value", "name",
      "sortable_order"
    ],
    "sortable": ["id","created_at","updated_at","value","name","sortable_order"],
    "values": {
      "contact_field_id": {"type":"ref","description":"Picklist field the value belongs to"},
      "value": {"type":"string","description":"Value stored in the token"},
      "name": {"type":"string","description":"Label shown to agents (blank: the value)"},
      "sortable_order": {"type":"decimal","description":"Position in lists and evaluation order: ascending, smaller first"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [{"name":"contact_field_id","many":true},{"name":"value"},{"name":"name"},{"name":"sortable_order"}],
      "build": [
        {"name":"contact_field_id"},
        {"name":"value"},
        {"name":"name","nullable":true},
        {"name":"sortable_order","nullable":true}
      ],
      "create": [
        {"name":"contact_field_id","required":true},
        {"name":"value","required":true},
        {"name":"name","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"contact_field_id"},
        {"name":"value"},
        {"name":"name","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/contact_field_values"},
      {"name":"build","method":"GET","path":"/contact_field_values/new"},
      {"name":"create","method":"POST","path":"/contact_field_values"},
      {"name":"show","method":"GET","path":"/contact_field_values/:id"},
      {"name":"update","method":"PUT","path":"/contact_field_values/:id"},
      {"name":"destroy","method":"DELETE","path":"/contact_field_values/:id"}
    ]
  },
  {
    "name": "contact_field_view",
    "plural": "contact_field_views",
    "accessor": "contactFieldViews",
    "title": "Contact field view",
    "description": "An agent script of an offer: the text an agent reads (with [tokens] filled in) and the contact fields they fill in beside it. Stored; no behaviour yet: nothing in Leadline acts on these records.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "offer_id", "content",
      "contact_field_ids", "active", "sortable_order"
    ],
    "sortable": ["id","created_at","updated_at","name","sortable_order"],
    "values": {
      "name": {"type":"string","description":"Label for operators"},
      "offer_id": {"type":"ref","description":"Offer whose calls show this script (blank: every offer)"},
      "active": {"type":"boolean","description":"Inactive scripts are not shown"},
      "sortable_order": {"type":"decimal","description":"Position in lists and evaluation order: ascending, smaller first"},
      "content": {"type":"text","description":"Script text; may contain [tokens]"},
      "contact_field_ids": {"type":"refs","description":"Contact fields shown beside the script"},
      "add_contact_field_ids": {"type":"refs","description":"Adds to contact_field_ids (ids); safe under concurrent requests"},
      "remove_contact_field_ids": {"type":"refs","description":"Removes from contact_field_ids (ids); safe under concurrent requests"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [{"name":"name"},{"name":"offer_id","many":true},{"name":"active"},{"name":"sortable_order"}],
      "build": [
        {"name":"name"},
        {"name":"offer_id","nullable":true},
        {"name":"content","nullable":true},
        {"name":"contact_field_ids"},
        {"name":"active","nullable":true},
        {"name":"sortable_order","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"offer_id","nullable":true},
        {"name":"content","nullable":true},
        {"name":"contact_field_ids"},
        {"name":"add_contact_field_ids"},
        {"name":"remove_contact_field_ids"},
        {"name":"active","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"offer_id","nullable":true},
        {"name":"content","nullable":true},
        {"name":"contact_field_ids"},
        {"name":"add_contact_field_ids"},
        {"name":"remove_contact_field_ids"},
        {"name":"active","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/contact_field_views"},
      {"name":"build","method":"GET","path":"/contact_field_views/new"},
      {"name":"create","method":"POST","path":"/contact_field_views"},
      {"name":"show","method":"GET","path":"/contact_field_views/:id"},
      {"name":"update","method":"PUT","path":"/contact_field_views/:id"},
      {"name":"destroy","method":"DELETE","path":"/contact_field_views/:id"}
    ]
  },
  {
    "name": "token_matcher",
    "plural": "token_matchers",
    "accessor": "tokenMatchers",
    "title": "Token matcher",
    "description": "An optimizer token: a value GET /numbers.json reads from the visit (the page URL's parameter, a cookie the script passes, the referrer or one of its parameters, or data-tokens) onto the impression, and the call made to the number while the visitor holds it carries it. In a tokens pool each combination of values holds its own number.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "key", "ring_pool_id", "offer_id",
      "source", "source_key", "default_value", "hold_number_per_value", "sortable_order"
    ],
    "sortable": ["id","created_at","updated_at","name","key","sortable_order"],
    "values": {
      "name": {"type":"string","description":"Label for operators"},
      "key": {"type":"string","description":"Token the value is stored in"},
      "ring_pool_id": {"type":"ref","description":"Number pool whose visitors are tracked (blank: every pool)"},
      "offer_id": {"type":"ref","description":"Offer whose pools use the token (blank: every offer)"},
      "source": {
        "type": "enum",
        "values": ["url_parameter","cookie","referrer","data_tokens"],
        "description": "Where the script reads the value"
      },
      "source_key": {
        "type": "string",
        "description": "Name of the URL parameter, cookie or data-token (blank: the key); for referrer, a parameter of the referring URL (blank: the whole URL)"
      },
      "default_value": {"type":"string","description":"Value used when the visitor has none"},
      "hold_number_per_value": {
        "type": "boolean",
        "description": "Hold a separate number per distinct value for the pool's token hold time"
      },
      "sortable_order": {"type":"decimal","description":"Position in lists and evaluation order: ascending, smaller first"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"key"},
        {"name":"ring_pool_id","many":true},
        {"name":"offer_id","many":true},
        {"name":"source","many":true},
        {"name":"source_key"},
        {"name":"default_value"},
        {"name":"hold_number_per_value"},
        {"name":"sortable_order"}
      ],
      "build": [
        {"name":"name","nullable":true},
        {"name":"key"},
        {"name":"ring_pool_id","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"source","nullable":true},
        {"name":"source_key","nullable":true},
        {"name":"default_value","nullable":true},
        {"name":"hold_number_per_value","nullable":true},
        {"name":"sortable_order","nullable":true}
      ],
      "create": [
        {"name":"name","nullable":true},
        {"name":"key","required":true},
        {"name":"ring_pool_id","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"source","nullable":true},
        {"name":"source_key","nullable":true},
        {"name":"default_value","nullable":true},
        {"name":"hold_number_per_value","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name","nullable":true},
        {"name":"key"},
        {"name":"ring_pool_id","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"source","nullable":true},
        {"name":"source_key","nullable":true},
        {"name":"default_value","nullable":true},
        {"name":"hold_number_per_value","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/token_matchers"},
      {"name":"build","method":"GET","path":"/token_matchers/new"},
      {"name":"create","method":"POST","path":"/token_matchers"},
      {"name":"show","method":"GET","path":"/token_matchers/:id"},
      {"name":"update","method":"PUT","path":"/token_matchers/:id"},
      {"name":"destroy","method":"DELETE","path":"/token_matchers/:id"}
    ]
  },
  {
    "name": "visitor_token_matcher",
    "plural": "visitor_token_matchers",
    "accessor": "visitorTokenMatchers",
    "title": "Visitor token matcher",
    "description": "An impression token: a URL parameter (gclid, utm_source…) recorded on each impression served by dynamic number insertion, so calls can be tied back to the visit. A visitor's repeat requests while it holds its number are one impression unless a unique_per_value token changes.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "key", "url_parameter", "offer_id",
      "ring_pool_id", "unique_per_value", "sortable_order"
    ],
    "sortable": ["id","created_at","updated_at","name","key","sortable_order"],
    "values": {
      "name": {"type":"string","description":"Label for operators"},
      "key": {"type":"string","description":"Token the value is stored in"},
      "url_parameter": {"type":"string","description":"URL parameter read from the landing page"},
      "offer_id": {"type":"ref","description":"Offer whose impressions record it (blank: every offer)"},
      "ring_pool_id": {"type":"ref","description":"Number pool whose impressions record it (blank: every pool)"},
      "unique_per_value": {
        "type": "boolean",
        "description": "Each distinct value is a new impression (false: one impression per visitor)"
      },
      "sortable_order": {"type":"decimal","description":"Position in lists and evaluation order: ascending, smaller first"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"key"},
        {"name":"url_parameter"},
        {"name":"offer_id","many":true},
        {"name":"ring_pool_id","many":true},
        {"name":"unique_per_value"},
        {"name":"sortable_order"}
      ],
      "build": [
        {"name":"name","nullable":true},
        {"name":"key"},
        {"name":"url_parameter"},
        {"name":"offer_id","nullable":true},
        {"name":"ring_pool_id","nullable":true},
        {"name":"unique_per_value","nullable":true},
        {"name":"sortable_order","nullable":true}
      ],
      "create": [
        {"name":"name","nullable":true},
        {"name":"key","required":true},
        {"name":"url_parameter","required":true},
        {"name":"offer_id","nullable":true},
        {"name":"ring_pool_id","nullable":true},
        {"name":"unique_per_value","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name","nullable":true},
        {"name":"key"},
        {"name":"url_parameter"},
        {"name":"offer_id","nullable":true},
        {"name":"ring_pool_id","nullable":true},
        {"name":"unique_per_value","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/visitor_token_matchers"},
      {"name":"build","method":"GET","path":"/visitor_token_matchers/new"},
      {"name":"create","method":"POST","path":"/visitor_token_matchers"},
      {"name":"show","method":"GET","path":"/visitor_token_matchers/:id"},
      {"name":"update","method":"PUT","path":"/visitor_token_matchers/:id"},
      {"name":"destroy","method":"DELETE","path":"/visitor_token_matchers/:id"}
    ]
  },
  {
    "name": "offer_conversion",
    "plural": "offer_conversions",
    "accessor": "offerConversions",
    "title": "Offer conversion",
    "description": "A traffic-source payout rule of an offer: pay a fixed amount or a share of buyer revenue once the call lasts duration seconds, at most once per caller within duplicate_timeframe. The first matching rule fires.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "offer_id", "traffic_source_id",
      "payout_type", "payout", "revenue_percentage", "duration", "duplicate_timeframe", "business_range_id",
      "record_token_filter_list", "active", "sortable_order"
    ],
    "sortable": ["id","created_at","updated_at","name","payout","duration","sortable_order"],
    "values": {
      "name": {"type":"string","description":"Label (\"Pay $10 after 1 minute, deduped by 1 hour.\")"},
      "offer_id": {"type":"ref","description":"Offer the payout applies to"},
      "traffic_source_id": {"type":"ref","description":"Only calls from this traffic source (blank: every source)"},
      "payout_type": {
        "type": "enum",
        "values": ["usd","buyer_conversion_percent"],
        "description": "usd: pay payout dollars; buyer_conversion_percent: pay revenue_percentage of buyer revenue"
      },
      "payout": {"type":"decimal","description":"Dollars paid per converted call (payout_type usd)"},
      "revenue_percentage": {
        "type": "decimal",
        "description": "Percent of buyer revenue paid (payout_type buyer_conversion_percent): 60 of $15 pays $9"
      },
      "duration": {
        "type": "integer",
        "description": "Seconds the call must last to convert; 0 converts even if no buyer answers"
      },
      "duplicate_timeframe": {"type":"integer","description":"Seconds within which a repeat caller is not paid again"},
      "business_range_id": {
        "type": "integer",
        "description": "Hours the rule applies in; blank: the hours currently open (→ business_ranges)"
      },
      "active": {"type":"boolean","description":"Inactive rules never fire"},
      "sortable_order": {"type":"decimal","description":"Position in lists and evaluation order: ascending, smaller first"},
      "record_token_filter_list": {
        "type": "strings",
        "description": "Token filters as key:value strings; all must match for the rule to fire"
      },
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"offer_id","many":true},
        {"name":"traffic_source_id","many":true},
        {"name":"payout_type","many":true},
        {"name":"payout"},
        {"name":"revenue_percentage"},
        {"name":"duration","many":true},
        {"name":"duplicate_timeframe","many":true},
        {"name":"business_range_id","many":true},
        {"name":"active"},
        {"name":"sortable_order"}
      ],
      "build": [
        {"name":"name"},
        {"name":"offer_id"},
        {"name":"traffic_source_id","nullable":true},
        {"name":"payout_type","nullable":true},
        {"name":"payout","nullable":true},
        {"name":"revenue_percentage","nullable":true},
        {"name":"duration"},
        {"name":"duplicate_timeframe"},
        {"name":"business_range_id","nullable":true},
        {"name":"record_token_filter_list"},
        {"name":"active","nullable":true},
        {"name":"sortable_order","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"offer_id","required":true},
        {"name":"traffic_source_id","nullable":true},
        {"name":"payout_type","nullable":true},
        {"name":"payout","nullable":true},
        {"name":"revenue_percentage","nullable":true},
        {"name":"duration","required":true},
        {"name":"duplicate_timeframe","required":true},
        {"name":"business_range_id","nullable":true},
        {"name":"record_token_filter_list"},
        {"name":"active","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"offer_id"},
        {"name":"traffic_source_id","nullable":true},
        {"name":"payout_type","nullable":true},
        {"name":"payout","nullable":true},
        {"name":"revenue_percentage","nullable":true},
        {"name":"duration"},
        {"name":"duplicate_timeframe"},
        {"name":"business_range_id","nullable":true},
        {"name":"record_token_filter_list"},
        {"name":"active","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/offer_conversions"},
      {"name":"build","method":"GET","path":"/offer_conversions/new"},
      {"name":"create","method":"POST","path":"/offer_conversions"},
      {"name":"show","method":"GET","path":"/offer_conversions/:id"},
      {"name":"update","method":"PUT","path":"/offer_conversions/:id"},
      {"name":"destroy","method":"DELETE","path":"/offer_conversions/:id"}
    ]
  },
  {
    "name": "buyer_conversion",
    "plural": "buyer_conversions",
    "accessor": "buyerConversions",
    "title": "Buyer conversion",
    "description": "A revenue rule of a buyer or buyer group: the call converts after duration seconds (revenue), when a webhook answers (webhook, bid-style revenue), or when the buyer posts back (postback). The first matching rule fires.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "owner_type", "owner_id",
      "conversion_type", "revenue", "revenue_min", "revenue_max", "revenue_increment", "duration",
      "duplicate_timeframe", "business_range_id", "webhook_type", "webhook_url", "webhook_method",
      "webhook_body", "webhook_headers", "webhook_response_success_codes", "webhook_body_success_path",
      "webhook_body_success_match", "webhook_path_number", "webhook_path_duration", "webhook_path_revenue",
      "webhook_path_name", "webhook_path_external_id", "webhook_read_timeout", "cache_result_for_seconds",
      "webhook_contains_many_buyers", "active", "sortable_order"
    ],
    "sortable": ["id","created_at","updated_at","name","revenue","duration","sortable_order"],
    "values": {
      "name": {"type":"string","description":"Label for operators"},
      "owner_type": {"type":"enum","values":["Buyer","BuyerGroup"],"description":"Kind of record that pays"},
      "owner_id": {"type":"integer","description":"Id of the buyer or buyer group that pays"},
      "conversion_type": {
        "type": "enum",
        "values": ["revenue","webhook","postback"],
        "description": "revenue: by duration; webhook: a request decides and may set the revenue; postback: the buyer reports it"
      },
      "revenue": {"type":"decimal","description":"Dollars earned per converted call"},
      "revenue_min": {"type":"decimal","description":"Lowest revenue accepted from a webhook bid"},
      "revenue_max": {"type":"decimal","description":"Highest revenue accepted from a webhook bid"},
      "revenue_increment": {"type":"decimal","description":"Bid step: webhook revenue is rounded down to a multiple of it"},
      "duration": {
        "type": "integer",
        "description": "Seconds the buyer leg must last to convert; 0 converts when the buyer is dialed"
      },
      "duplicate_timeframe": {
        "type": "integer",
        "description": "Seconds before the buyer pays again for the same caller (0: always pays)"
      },
      "business_range_id": {"type":"integer","description":"Hours the rule applies in; blank: always (→ business_ranges)"},
      "webhook_type": {
        "type": "enum",
        "values": ["elocal","media_alpha","marchex","marchex_v2","jornaya_tcpa_guardian","custom"],
        "description": "Format of the conversion webhook"
      },
      "webhook_url": {"type":"string","description":"URL called for webhook conversions; may contain [tokens]"},
      "webhook_method": {"type":"enum","values":["get","post","put"],"description":"HTTP method of the webhook"},
      "webhook_response_success_codes": {"type":"string","description":"HTTP status codes that count as success, e.g. 200,201"},
      "webhook_body_success_path": {"type":"string","description":"Path in the response that must match for success"},
      "webhook_body_success_match": {"type":"string","description":"Value (or /regex/) the success path must match"},
      "webhook_path_number": {"type":"string","description":"Path in the webhook response holding the forwarding number"},
      "webhook_path_duration": {"type":"string","description":"Path in the webhook response holding the required duration"},
      "webhook_path_revenue": {"type":"string","description":"Path in the webhook response holding the revenue (bid)"},
      "webhook_path_name": {"type":"string","description":"Path in the webhook response holding the buyer name"},
      "webhook_path_external_id": {"type":"string","description":"Path in the webhook response holding the buyer-side id of the call"},
      "webhook_read_timeout": {"type":"integer","description":"Seconds to wait for the webhook answer"},
      "cache_result_for_seconds": {"type":"integer","description":"Reuse a webhook answer for the same caller this many seconds"},
      "webhook_contains_many_buyers": {"type":"boolean","description":"The webhook answers for several buyers at once (ping trees)"},
      "active": {"type":"boolean","description":"Inactive rules never fire"},
      "sortable_order": {"type":"decimal","description":"Position in lists and evaluation order: ascending, smaller first"},
      "webhook_body": {"type":"text","description":"Request body; may contain [tokens]"},
      "webhook_headers": {"type":"text","description":"Request headers, one \"Name: value\" a line"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"owner_type","many":true},
        {"name":"owner_id","many":true},
        {"name":"conversion_type","many":true},
        {"name":"revenue"},
        {"name":"revenue_min"},
        {"name":"revenue_max"},
        {"name":"revenue_increment"},
        {"name":"duration","many":true},
        {"name":"duplicate_timeframe","many":true},
        {"name":"business_range_id","many":true},
        {"name":"webhook_type","many":true},
        {"name":"webhook_url"},
        {"name":"webhook_method","many":true},
        {"name":"webhook_response_success_codes"},
        {"name":"webhook_body_success_path"},
        {"name":"webhook_body_success_match"},
        {"name":"webhook_path_number"},
        {"name":"webhook_path_duration"},
        {"name":"webhook_path_revenue"},
        {"name":"webhook_path_name"},
        {"name":"webhook_path_external_id"},
        {"name":"webhook_read_timeout","many":true},
        {"name":"cache_result_for_seconds","many":true},
        {"name":"webhook_contains_many_buyers"},
        {"name":"active"},
        {"name":"sortable_order"}
      ],
      "build": [
        {"name":"name","nullable":true},
        {"name":"owner_type"},
        {"name":"owner_id"},
        {"name":"conversion_type","nullable":true},
        {"name":"revenue","nullable":true},
        {"name":"revenue_min","nullable":true},
        {"name":"revenue_max","nullable":true},
        {"name":"revenue_increment","nullable":true},
        {"name":"duration","nullable":true},
        {"name":"duplicate_timeframe","nullable":true},
        {"name":"business_range_id","nullable":true},
        {"name":"webhook_type","nullable":true},
        {"name":"webhook_url","nullable":true},
        {"name":"webhook_method","nullable":true},
        {"name":"webhook_body","nullable":true},
        {"name":"webhook_headers","nullable":true},
        {"name":"webhook_response_success_codes","nullable":true},
        {"name":"webhook_body_success_path","nullable":true},
        {"name":"webhook_body_success_match","nullable":true},
        {"name":"webhook_path_number","nullable":true},
        {"name":"webhook_path_duration","nullable":true},
        {"name":"webhook_path_revenue","nullable":true},
        {"name":"webhook_path_name","nullable":true},
        {"name":"webhook_path_external_id","nullable":true},
        {"name":"webhook_read_timeout","nullable":true},
        {"name":"cache_result_for_seconds","nullable":true},
        {"name":"webhook_contains_many_buyers","nullable":true},
        {"name":"active","nullable":true},
        {"name":"sortable_order","nullable":true}
      ],
      "create": [
        {"name":"name","nullable":true},
        {"name":"owner_type","required":true},
        {"name":"owner_id","required":true},
        {"name":"conversion_type","nullable":true},
        {"name":"revenue","nullable":true},
        {"name":"revenue_min","nullable":true},
        {"name":"revenue_max","nullable":true},
        {"name":"revenue_increment","nullable":true},
        {"name":"duration","nullable":true},
        {"name":"duplicate_timeframe","nullable":true},
        {"name":"business_range_id","nullable":true},
        {"name":"webhook_type","nullable":true},
        {"name":"webhook_url","nullable":true},
        {"name":"webhook_method","nullable":true},
        {"name":"webhook_body","nullable":true},
        {"name":"webhook_headers","nullable":true},
        {"name":"webhook_response_success_codes","nullable":true},
        {"name":"webhook_body_success_path","nullable":true},
        {"name":"webhook_body_success_match","nullable":true},
        {"name":"webhook_path_number","nullable":true},
        {"name":"webhook_path_duration","nullable":true},
        {"name":"webhook_path_revenue","nullable":true},
        {"name":"webhook_path_name","nullable":true},
        {"name":"webhook_path_external_id","nullable":true},
        {"name":"webhook_read_timeout","nullable":true},
        {"name":"cache_result_for_seconds","nullable":true},
        {"name":"webhook_contains_many_buyers","nullable":true},
        {"name":"active","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name","nullable":true},
        {"name":"owner_type"},
        {"name":"owner_id"},
        {"name":"conversion_type","nullable":true},
        {"name":"revenue","nullable":true},
        {"name":"revenue_min","nullable":true},
        {"name":"revenue_max","nullable":true},
        {"name":"revenue_increment","nullable":true},
        {"name":"duration","nullable":true},
        {"name":"duplicate_timeframe","nullable":true},
        {"name":"business_range_id","nullable":true},
        {"name":"webhook_type","nullable":true},
        {"name":"webhook_url","nullable":true},
        {"name":"webhook_method","nullable":true},
        {"name":"webhook_body","nullable":true},
        {"name":"webhook_headers","nullable":true},
        {"name":"webhook_response_success_codes","nullable":true},
        {"name":"webhook_body_success_path","nullable":true},
        {"name":"webhook_body_success_match","nullable":true},
        {"name":"webhook_path_number","nullable":true},
        {"name":"webhook_path_duration","nullable":true},
        {"name":"webhook_path_revenue","nullable":true},
        {"name":"webhook_path_name","nullable":true},
        {"name":"webhook_path_external_id","nullable":true},
        {"name":"webhook_read_timeout","nullable":true},
        {"name":"cache_result_for_seconds","nullable":true},
        {"name":"webhook_contains_many_buyers","nullable":true},
        {"name":"active","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/buyer_conversions"},
      {"name":"build","method":"GET","path":"/buyer_conversions/new"},
      {"name":"create","method":"POST","path":"/buyer_conversions"},
      {"name":"show","method":"GET","path":"/buyer_conversions/:id"},
      {"name":"update","method":"PUT","path":"/buyer_conversions/:id"},
      {"name":"destroy","method":"DELETE","path":"/buyer_conversions/:id"}
    ]
  },
  {
    "name": "traffic_source",
    "plural": "traffic_sources",
    "accessor": "trafficSources",
    "title": "Traffic source",
    "description": "A publisher that sends calls and leads: who they are, how many tracking numbers they may hold, and their call counts.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "company_name", "first_name", "last_name",
      "email", "phone", "user_traffic_source_id", "number_limit", "ping_limit_per_minute",
      "ping_limit_per_day", "offer_ids", "active", "paused", "numbers_count", "calls_count",
      "recent_calls_count", "last_call_at"
    ],
    "sortable": [
      "id", "created_at", "updated_at", "company_name", "first_name", "last_name", "user_traffic_source_id",
      "number_limit", "numbers_count", "calls_count", "recent_calls_count", "last_call_at"
    ],
    "values": {
      "company_name": {"type":"string","description":"Publisher company name"},
      "first_name": {"type":"string","description":"Contact first name"},
      "last_name": {"type":"string","description":"Contact last name"},
      "email": {"type":"string","description":"Contact e-mail"},
      "phone": {"type":"phone","description":"Contact phone number (E.164)"},
      "user_traffic_source_id": {
        "type": "string",
        "description": "Your own external id for the traffic source (the [user_traffic_source_id] token)"
      },
      "number_limit": {"type":"integer","description":"Most tracking numbers the source may hold (blank: no limit)"},
      "ping_limit_per_minute": {
        "type": "integer",
        "description": "Pings accepted per minute from the source over all its inbound webhooks; more answer 429 (blank: no limit)"
      },
      "ping_limit_per_day": {
        "type": "integer",
        "description": "Pings accepted per day (the company's time zone) over all its inbound webhooks; more answer 429 (blank: no limit)"
      },
      "active": {"type":"boolean","description":"An inactive (paused) source is credited with no new leads"},
      "numbers_count": {"type":"integer","description":"Tracking numbers assigned to the source"},
      "calls_count": {"type":"integer","description":"Calls received from the source"},
      "recent_calls_count": {"type":"integer","description":"Calls received from the source in the last 30 days"},
      "paused": {"type":"boolean","description":"The opposite of active (TrackDrive clients read and write paused)"},
      "offer_ids": {"type":"refs","description":"Offers the source may send traffic to"},
      "add_offer_ids": {"type":"refs","description":"Adds to offer_ids (ids); safe under concurrent requests"},
      "remove_offer_ids": {"type":"refs","description":"Removes from offer_ids (ids); safe under concurrent requests"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"company_name"},
        {"name":"first_name"},
        {"name":"last_name"},
        {"name":"email"},
        {"name":"phone"},
        {"name":"user_traffic_source_id"},
        {"name":"number_limit","many":true},
        {"name":"ping_limit_per_minute","many":true},
        {"name":"ping_limit_per_day","many":true},
        {"name":"active"},
        {"name":"numbers_count","many":true},
        {"name":"calls_count","many":true},
        {"name":"recent_calls_count","many":true},
        {
          "name": "paused",
          "type": "boolean",
          "description": "true: the records whose active is false (paused is its opposite)"
        }
      ],
      "build": [
        {"name":"company_name"},
        {"name":"first_name","nullable":true},
        {"name":"last_name","nullable":true},
        {"name":"email","nullable":true},
        {"name":"phone","nullable":true},
        {"name":"user_traffic_source_id","nullable":true},
        {"name":"number_limit","nullable":true},
        {"name":"ping_limit_per_minute","nullable":true},
        {"name":"ping_limit_per_day","nullable":true},
        {"name":"offer_ids"},
        {"name":"active","nullable":true}
      ],
      "create": [
        {"name":"company_name","required":true},
        {"name":"first_name","nullable":true},
        {"name":"last_name","nullable":true},
        {"name":"email","nullable":true},
        {"name":"phone","nullable":true},
        {"name":"user_traffic_source_id","nullable":true},
        {"name":"number_limit","nullable":true},
        {"name":"ping_limit_per_minute","nullable":true},
        {"name":"ping_limit_per_day","nullable":true},
        {"name":"offer_ids"},
        {"name":"add_offer_ids"},
        {"name":"remove_offer_ids"},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"company_name"},
        {"name":"first_name","nullable":true},
        {"name":"last_name","nullable":true},
        {"name":"email","nullable":true},
        {"name":"phone","nullable":true},
        {"name":"user_traffic_source_id","nullable":true},
        {"name":"number_limit","nullable":true},
        {"name":"ping_limit_per_minute","nullable":true},
        {"name":"ping_limit_per_day","nullable":true},
        {"name":"offer_ids"},
        {"name":"add_offer_ids"},
        {"name":"remove_offer_ids"},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/traffic_sources"},
      {"name":"build","method":"GET","path":"/traffic_sources/new"},
      {"name":"create","method":"POST","path":"/traffic_sources"},
      {"name":"show","method":"GET","path":"/traffic_sources/:id"},
      {"name":"update","method":"PUT","path":"/traffic_sources/:id"},
      {"name":"destroy","method":"DELETE","path":"/traffic_sources/:id"}
    ]
  },
  {
    "name": "ring_pool",
    "plural": "ring_pools",
    "accessor": "ringPools",
    "title": "Ring pool",
    "description": "A pool of tracking numbers shown by dynamic number insertion: each visitor (or token combination, or ping/post bid) holds a number for the token hold time, so the call that follows is tied to its source.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "offer_id", "traffic_source_id",
      "tracking_type", "number_limit", "token_hold_time", "number_stockpile", "release_idle_days", "auto_rent",
      "provider", "number_type", "country", "area_code", "extra_tokens", "active", "numbers_count"
    ],
    "sortable": ["id","created_at","updated_at","name","number_limit","numbers_count"],
    "values": {
      "name": {"type":"string","description":"Display name"},
      "offer_id": {"type":"ref","description":"Offer whose calls the numbers receive"},
      "traffic_source_id": {"type":"ref","description":"Traffic source credited with the calls"},
      "tracking_type": {
        "type": "enum",
        "values": ["visitor","tokens","ping_post"],
        "description": "What holds a number: a web visitor, a distinct set of optimizer token values, or an accepted post"
      },
      "number_limit": {"type":"integer","description":"Most numbers in the pool (blank: no limit)"},
      "token_hold_time": {
        "type": "integer",
        "description": "Seconds a number stays held after it was served before it can be shown again"
      },
      "number_stockpile": {
        "type": "integer",
        "description": "Spare numbers (held by no visitor or post) kept rented: the scheduler rents more through the company's integration of the pool's provider, in its area code, up to number_limit"
      },
      "release_idle_days": {
        "type": "integer",
        "description": "Unrent a number of the pool that has had no call and no impression for this many days, keeping number_stockpile spare ones (blank: never)"
      },
      "auto_rent": {"type":"boolean","description":"Rent another number (up to number_limit) when every number is held"},
      "provider": {
        "type": "enum",
        "values": ["twilio","plivo","telnyx","sip"],
        "description": "Carrier numbers are rented from"
      },
      "number_type": {"type":"enum","values":["local","toll_free"],"description":"Local or toll-free numbers"},
      "country": {"type":"string","description":"ISO 3166 country of the numbers (blank: the company's default country)"},
      "area_code": {"type":"string","description":"Area code of local numbers rented for the pool (blank: any)"},
      "active": {"type":"boolean","description":"An inactive pool serves no numbers"},
      "numbers_count": {"type":"integer","description":"Numbers in the pool"},
      "extra_tokens": {"type":"json","description":"Token values added to every call to the pool: {\"key\":\"value\"}"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"offer_id","many":true},
        {"name":"traffic_source_id","many":true},
        {"name":"tracking_type","many":true},
        {"name":"number_limit","many":true},
        {"name":"token_hold_time","many":true},
        {"name":"number_stockpile","many":true},
        {"name":"release_idle_days","many":true},
        {"name":"auto_rent"},
        {"name":"provider","many":true},
        {"name":"number_type","many":true},
        {"name":"country"},
        {"name":"area_code"},
        {"name":"active"},
        {"name":"numbers_count","many":true}
      ],
      "build": [
        {"name":"name"},
        {"name":"offer_id"},
        {"name":"traffic_source_id","nullable":true},
        {"name":"tracking_type","nullable":true},
        {"name":"number_limit","nullable":true},
        {"name":"token_hold_time","nullable":true},
        {"name":"number_stockpile","nullable":true},
        {"name":"release_idle_days","nullable":true},
        {"name":"auto_rent","nullable":true},
        {"name":"provider","nullable":true},
        {"name":"number_type","nullable":true},
        {"name":"country","nullable":true},
        {"name":"area_code","nullable":true},
        {"name":"extra_tokens","nullable":true},
        {"name":"active","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"offer_id","required":true},
        {"name":"traffic_source_id","nullable":true},
        {"name":"tracking_type","nullable":true},
        {"name":"number_limit","nullable":true},
        {"name":"token_hold_time","nullable":true},
        {"name":"number_stockpile","nullable":true},
        {"name":"release_idle_days","nullable":true},
        {"name":"auto_rent","nullable":true},
        {"name":"provider","nullable":true},
        {"name":"number_type","nullable":true},
        {"name":"country","nullable":true},
        {"name":"area_code","nullable":true},
        {"name":"extra_tokens","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"offer_id"},
        {"name":"traffic_source_id","nullable":true},
        {"name":"tracking_type","nullable":true},
        {"name":"number_limit","nullable":true},
        {"name":"token_hold_time","nullable":true},
        {"name":"number_stockpile","nullable":true},
        {"name":"release_idle_days","nullable":true},
        {"name":"auto_rent","nullable":true},
        {"name":"provider","nullable":true},
        {"name":"number_type","nullable":true},
        {"name":"country","nullable":true},
        {"name":"area_code","nullable":true},
        {"name":"extra_tokens","nullable":true},
        {"name":"active","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/ring_pools"},
      {"name":"build","method":"GET","path":"/ring_pools/new"},
      {"name":"create","method":"POST","path":"/ring_pools"},
      {"name":"show","method":"GET","path":"/ring_pools/:id"},
      {"name":"update","method":"PUT","path":"/ring_pools/:id"},
      {"name":"destroy","method":"DELETE","path":"/ring_pools/:id"}
    ]
  },
  {
    "name": "phone_number",
    "plural": "phone_numbers",
    "accessor": "phoneNumbers",
    "title": "Phone number",
    "description": "A tracking number: the offer, traffic source and number pool its calls belong to. Created with a carrier integration of its provider (integration_type twilio, telnyx or plivo), the number is rented through that account first, and destroying it unrents it there. Without one (or with provider sip) the number is registered as one you already own.",
    "operations": ["list","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "number", "name", "provider",
      "number_type", "integration_id", "offer_id", "traffic_source_id", "ring_pool_id", "provider_sid",
      "sms_enabled", "calls_count", "last_call_at", "voice_url", "voice_fallback_url", "pointed",
      "pointing_warning", "sms_url"
    ],
    "sortable": ["id","created_at","updated_at","number","name","calls_count","last_call_at"],
    "values": {
      "number": {"type":"phone","description":"The number, E.164 (normalised with the company's default country)"},
      "name": {"type":"string","description":"Label for operators"},
      "provider": {
        "type": "enum",
        "values": ["twilio","plivo","telnyx","sip"],
        "description": "Carrier the number is rented from"
      },
      "number_type": {"type":"enum","values":["local","toll_free"],"description":"Local or toll-free"},
      "integration_id": {
        "type": "ref",
        "description": "Carrier integration the number was rented through (blank: registered, not rented)"
      },
      "offer_id": {"type":"ref","description":"Offer the calls belong to"},
      "traffic_source_id": {"type":"ref","description":"Traffic source credited with the calls"},
      "ring_pool_id": {"type":"ref","description":"Pool the number serves (blank: a static tracking number)"},
      "provider_sid": {
        "type": "string",
        "description": "Carrier's id of the rented number (Twilio PN… sid, Telnyx number order id, Plivo number)"
      },
      "sms_enabled": {
        "type": "boolean",
        "description": "The number can send texts (false: POST /text_messages refuses it as from, and pools skip it)"
      },
      "calls_count": {"type":"integer","description":"Calls received"},
      "voice_url": {
        "type": "string",
        "description": "Where the carrier was told to send the number's calls (blank: not pointed at Leadline)"
      },
      "voice_fallback_url": {
        "type": "string",
        "description": "Where the carrier was told to send the number's calls when Leadline fails to answer (from its offer)"
      },
      "pointing_warning": {
        "type": "string",
        "description": "Why a rented number was left unpointed (no reachable origin), until point_webhooks points it"
      },
      "sms_url": {
        "type": "string",
        "description": "Where the carrier was told to send the texts the number receives (blank: not pointed; a Telnyx number needs the integration's settings.messaging_profile_id)"
      },
      "external_record_id": {"type":"string"},
      "release": {
        "type": "boolean",
        "description": "false deletes the record but keeps the number rented at the carrier (default true: unrent it first)"
      }
    },
    "params": {
      "list": [
        {"name":"number"},
        {"name":"name"},
        {"name":"provider","many":true},
        {"name":"number_type","many":true},
        {"name":"integration_id","many":true},
        {"name":"offer_id","many":true},
        {"name":"traffic_source_id","many":true},
        {"name":"ring_pool_id","many":true},
        {"name":"provider_sid"},
        {"name":"sms_enabled"},
        {"name":"calls_count","many":true},
        {"name":"voice_url"},
        {"name":"voice_fallback_url"},
        {"name":"pointing_warning"},
        {"name":"sms_url"}
      ],
      "create": [
        {"name":"number","required":true},
        {"name":"name","nullable":true},
        {"name":"provider","required":true},
        {"name":"number_type","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"traffic_source_id","nullable":true},
        {"name":"ring_pool_id","nullable":true},
        {"name":"sms_enabled","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"},
        {
          "name": "integration_id",
          "type": "ref",
          "description": "Carrier integration to rent the number through (blank: the company's one active integration of the provider; with none, the number is registered as one you already own)"
        }
      ],
      "show": [],
      "update": [
        {"name":"name","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"traffic_source_id","nullable":true},
        {"name":"ring_pool_id","nullable":true},
        {"name":"sms_enabled","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": [{"name":"release"}]
    },
    "routes": [
      {"name":"list","method":"GET","path":"/phone_numbers"},
      {"name":"create","method":"POST","path":"/phone_numbers"},
      {"name":"show","method":"GET","path":"/phone_numbers/:id"},
      {"name":"update","method":"PUT","path":"/phone_numbers/:id"},
      {"name":"destroy","method":"DELETE","path":"/phone_numbers/:id"},
      {"name":"point_webhooks","method":"POST","path":"/phone_numbers/:id/point_webhooks","endpoint":true},
      {
        "name": "search",
        "method": "GET",
        "path": "/phone_numbers/search",
        "endpoint": true,
        "params": [
          {
            "name": "provider",
            "type": "enum",
            "values": ["twilio","plivo","telnyx"],
            "description": "Carrier to search (blank: the company's only carrier integration)"
          },
          {
            "name": "integration_id",
            "type": "ref",
            "description": "Carrier integration to search through (needed when the company has several)"
          },
          {
            "name": "country",
            "type": "string",
            "description": "ISO 3166 country (blank: the company's default country)"
          },
          {
            "name": "number_type",
            "type": "enum",
            "values": ["local","toll_free"],
            "description": "local (default) or toll_free"
          },
          {"name":"area_code","type":"string","description":"Area code (national destination code), e.g. 212"},
          {
            "name": "contains",
            "type": "string",
            "description": "Digits (or letters of a vanity number) the number contains"
          },
          {"name":"state","type":"string","description":"State or province, e.g. CA"},
          {"name":"postal_code","type":"string","description":"Postal code near the number (Twilio only)"},
          {"name":"locality","type":"string","description":"City"},
          {"name":"sms_enabled","type":"boolean","description":"Only numbers that can send and receive SMS"},
          {"name":"limit","type":"integer","description":"Most numbers to answer (default 20)"}
        ]
      }
    ]
  },
  {
    "name": "call",
    "plural": "calls",
    "accessor": "calls",
    "title": "Call",
    "description": "One phone call: who was called from which number, for which offer, schedule and lead, through which carrier, the buyer it was forwarded to, and how it ended. Outbound calls are placed by POST /schedules/make_call or POST /calls; the carrier reports their progress. Written by the engine; list and show, and updates of its money, conversions and tokens (postbacks).",
    "operations": ["list","show"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "direction", "caller_number",
      "number_called", "from_number", "number_id", "offer_id", "schedule_id", "lead_id", "traffic_source_id",
      "buyer_id", "connected_to", "buyers_tried", "answered_duration", "status", "provider", "integration_id",
      "call_sid", "answered_at", "ended_at", "total_duration", "hangup_cause", "revenue", "payout", "offer",
      "user_offer_id", "buyer", "user_buyer_id", "traffic_source", "user_traffic_source_id", "schedule_name",
      "buyer_revenue", "traffic_source_payout", "profit", "disposition_id", "disposition_key",
      "disposition_name", "disposition_notes", "ring_pool_id", "buyer_converted", "buyer_converted_bool",
      "offer_converted", "buyer_conversion_id", "offer_conversion_id", "buyer_repeat_caller",
      "offer_repeat_caller", "traffic_source_converted", "traffic_source_repeat_caller", "ivr_duration",
      "hold_duration", "recording_url", "recording_expires_at", "recording_deleted_at", "recording_s3_key",
      "transcription_status", "transcript", "transcription_error", "transcribed_at", "matched_keywords",
      "needs_quality_review", "token_values", "provider_cost", "name", "category", "quality_assurance_user_id",
      "quality_assurance_name", "quality_assurance_id", "agent_id", "obfuscated_caller_number", "caller_city",
      "caller_country", "attempted_duration", "agent_duration", "sub_id", "trackdrive_cost",
      "outgoing_webhooks_count", "contact_field_type"
    ],
    "sortable": ["id","created_at","updated_at","status","ended_at","total_duration"],
    "values": {
      "direction": {"type":"enum","values":["inbound","outbound"],"description":"outbound: Leadline called the lead"},
      "caller_number": {
        "type": "phone",
        "description": "The consumer: the lead called (outbound) or who called in (inbound), E.164"
      },
      "number_called": {"type":"phone","description":"The number dialled: the lead (outbound) or a tracking number"},
      "from_number": {"type":"phone","description":"Caller id shown: the tracking number the call was placed from"},
      "number_id": {"type":"ref","description":"Tracking number the call was placed from or came in on"},
      "offer_id": {"type":"ref","description":"Offer the call belongs to"},
      "schedule_id": {"type":"ref","description":"Schedule that placed it"},
      "lead_id": {"type":"integer","description":"Lead called (→ leads)"},
      "traffic_source_id": {"type":"ref","description":"Traffic source credited"},
      "buyer_id": {"type":"ref","description":"Buyer the call was forwarded to"},
      "connected_to": {"type":"string","description":"Number or SIP address the call was forwarded to"},
      "answered_duration": {"type":"integer","description":"Seconds the buyer was on the call"},
      "status": {
        "type": "enum",
        "values": ["queued","ringing","in_progress","completed","busy","no_answer","failed","canceled"],
        "description": "Where the call is"
      },
      "provider": {"type":"enum","values":["twilio","plivo","telnyx","sip"],"description":"Carrier that carried it"},
      "integration_id": {"type":"ref","description":"Carrier account it was placed through"},
      "call_sid": {"type":"string","description":"The carrier's id of the call"},
      "total_duration": {"type":"integer","description":"Seconds from answer to hang-up"},
      "hangup_cause": {
        "type": "string",
        "description": "Why it ended: the carrier's cause, or Leadline's (no_buyer_available, carrier_refused)"
      },
      "revenue": {"type":"decimal","description":"Revenue earned from the call"},
      "payout": {"type":"decimal","description":"Payout owed for the call"},
      "ring_pool_id": {"type":"ref","description":"Ring pool the tracking number was drawn from (DNI)"},
      "buyer_converted": {
        "type": "enum",
        "values": ["Converted","Not Converted"],
        "description": "A buyer conversion fired (the buyer pays revenue): \"Converted\" or \"Not Converted\", the words live clients compare; the buyer_converted filter takes a boolean"
      },
      "offer_converted": {"type":"boolean","description":"An offer conversion fired: the traffic source is paid payout"},
      "buyer_conversion_id": {"type":"ref","description":"Buyer conversion rule that fired"},
      "offer_conversion_id": {"type":"ref","description":"Offer conversion rule that fired"},
      "buyer_repeat_caller": {
        "type": "boolean",
        "description": "true: the caller reached this buyer on an earlier call inside the repeat window (the offer conversion's duplicate_timeframe, else the offer's, else a day), or converted for it inside its buyer conversion's"
      },
      "offer_repeat_caller": {
        "type": "boolean",
        "description": "true: the caller called this offer before inside the repeat window (the offer conversion's duplicate_timeframe, else the offer's, else a day)"
      },
      "traffic_source_repeat_caller": {
        "type": "boolean",
        "description": "true: the caller came through this traffic source before inside the repeat window"
      },
      "ivr_duration": {"type":"integer","description":"Seconds in the IVR before the call was forwarded"},
      "hold_duration": {"type":"integer","description":"Seconds the caller waited for a buyer"},
      "recording_url": {"type":"string","description":"The carrier's recording of the call"},
      "recording_s3_key": {
        "type": "string",
        "description": "Where retention copied the recording in the company's S3 bucket before deleting it at the carrier"
      },
      "transcription_status": {
        "type": "enum",
        "values": ["queued","processing","completed","failed"],
        "description": "Where the transcription of the recording is (blank: not transcribed)"
      },
      "needs_quality_review": {"type":"boolean","description":"A keyword group that flags for quality review matched the transcript"},
      "provider_cost": {"type":"decimal","description":"What the carrier charged for the call, when it reports it"},
      "either_converted": {"type":"boolean","description":"true: the buyer or the offer converted; false: neither did"},
      "id_from": {
        "type": "integer",
        "description": "Calls whose id is at least this (poll for new calls: send the last id seen plus one)"
      },
      "has_recording": {"type":"boolean","description":"true: calls with a recording_url; false: without"},
      "placed_on_hold": {
        "type": "boolean",
        "description": "true: the caller waited in a hold queue (hold_duration above 0); false: never held"
      },
      "in_progress": {
        "type": "boolean",
        "description": "true: only calls that have not ended (queued, ringing, in_progress); false: the ended ones"
      },
      "ended_at_from": {"type":"time","description":"Calls that ended at or after this time"},
      "ended_at_to": {"type":"time","description":"Calls that ended at or before this time"}
    },
    "params": {
      "list": [
        {"name":"direction","many":true},
        {"name":"caller_number"},
        {"name":"number_called"},
        {"name":"from_number"},
        {"name":"number_id","many":true},
        {"name":"offer_id","many":true},
        {"name":"schedule_id","many":true},
        {"name":"lead_id","many":true},
        {"name":"traffic_source_id","many":true},
        {"name":"buyer_id","many":true},
        {"name":"connected_to"},
        {"name":"answered_duration","many":true},
        {"name":"status","many":true},
        {"name":"provider","many":true},
        {"name":"integration_id","many":true},
        {"name":"call_sid"},
        {"name":"total_duration","many":true},
        {"name":"hangup_cause"},
        {"name":"revenue"},
        {"name":"payout"},
        {"name":"ring_pool_id","many":true},
        {
          "name": "buyer_converted",
          "type": "boolean",
          "description": "A buyer conversion fired (the buyer pays revenue): \"Converted\" or \"Not Converted\", the words live clients compare; the buyer_converted filter takes a boolean"
        },
        {"name":"offer_converted"},
        {"name":"buyer_conversion_id","many":true},
        {"name":"offer_conversion_id","many":true},
        {"name":"buyer_repeat_caller"},
        {"name":"offer_repeat_caller"},
        {"name":"traffic_source_repeat_caller"},
        {"name":"ivr_duration","many":true},
        {"name":"hold_duration","many":true},
        {"name":"recording_url"},
        {"name":"recording_s3_key"},
        {"name":"transcription_status","many":true},
        {"name":"needs_quality_review"},
        {"name":"provider_cost"},
        {"name":"either_converted"},
        {"name":"id_from"},
        {"name":"has_recording"},
        {"name":"placed_on_hold"},
        {"name":"in_progress"},
        {"name":"ended_at_from"},
        {"name":"ended_at_to"}
      ],
      "show": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/calls"},
      {"name":"show","method":"GET","path":"/calls/:id"},
      {
        "name": "stats",
        "method": "GET",
        "path": "/calls/stats",
        "endpoint": true,
        "params": [
          {
            "name": "group_by",
            "type": "enum",
            "required": true,
            "values": [
              "created_at_five_minutes", "created_at_hour", "created_at_day", "created_at_week",
              "created_at_month", "buyer_converted", "offer_converted", "status", "offer", "buyer",
              "traffic_source", "schedule", "state"
            ],
            "description": "What to group by"
          },
          {
            "name": "stat",
            "type": "enum",
            "required": true,
            "values": ["count","revenue","profit","cost","payout"],
            "description": "What to add up"
          },
          {
            "name": "interval",
            "type": "enum",
            "values": ["five_minutes","hour","day","week","month"],
            "description": "With a category group_by: each group's series by this bucket"
          }
        ]
      },
      {
        "name": "reports",
        "method": "GET",
        "path": "/calls/reports",
        "endpoint": true,
        "params": [
          {
            "name": "group_by",
            "type": "strings",
            "values": ["offer","buyer","traffic_source","schedule","state","status"],
            "description": "Categories to break down by, comma-separated (default offer, buyer, traffic_source)"
          }
        ]
      },
      {"name":"recording_link","method":"GET","path":"/calls/:id/recording_link","endpoint":true},
      {
        "name": "recording_audio",
        "method": "GET",
        "path": "/calls/recordings/:company/:call",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "expires",
            "type": "integer",
            "required": true,
            "description": "Unix time (seconds) the link is good until"
          },
          {
            "name": "signature",
            "type": "string",
            "required": true,
            "description": "HMAC-SHA256 of the path and expiry under the server's keyring (base64url)"
          }
        ]
      },
      {"name":"live_calls","method":"GET","path":"/calls/live_calls","endpoint":true},
      {
        "name": "by_caller_number",
        "method": "GET",
        "path": "/calls/:caller_number/by_caller_number",
        "endpoint": true
      },
      {"name":"hang_up","method":"DELETE","path":"/calls/:id","endpoint":true},
      {
        "name": "make_call",
        "method": "POST",
        "path": "/calls",
        "endpoint": true,
        "params": [
          {"name":"lead_id","type":"ref","description":"The lead to call (recommended)"},
          {
            "name": "schedule_id",
            "type": "ref",
            "description": "The schedule calling (default: the lead's schedule)"
          },
          {
            "name": "lead_token",
            "type": "string",
            "description": "A schedule's lead token, instead of schedule_id"
          },
          {"name":"to","type":"phone","description":"Number to call when no lead_id is given (any format)"},
          {"name":"caller_id","type":"phone","description":"Same as to (the name lead posts use)"},
          {
            "name": "from",
            "type": "phone",
            "description": "Caller id to show: one of the company's phone numbers (default: the schedule's pool)"
          },
          {
            "name": "integration_id",
            "type": "ref",
            "description": "Carrier account to call through (default: the one that owns the from number)"
          },
          {
            "name": "data",
            "type": "json",
            "description": "Lead tokens for a lead the call creates: {\"first_name\":\"Ann\"}"
          }
        ]
      },
      {
        "name": "update_call",
        "method": "POST",
        "path": "/calls/:id",
        "endpoint": true,
        "params": [
          {"name":"revenue","type":"decimal","description":"Sets the call's revenue (10.50)"},
          {
            "name": "add_revenue",
            "type": "decimal",
            "description": "Adds to the call's revenue (2.5 makes 10.50 into 13); not with revenue"
          },
          {
            "name": "buyer_converted",
            "type": "boolean",
            "description": "Did the buyer convert? (1, true, yes, on, 0, false, no, off)"
          },
          {"name":"payout","type":"decimal","description":"Sets the payout owed to the traffic source"},
          {"name":"add_payout","type":"decimal","description":"Adds to the payout; not with payout"},
          {
            "name": "offer_converted",
            "type": "boolean",
            "description": "Did the traffic source convert? (1, true, yes, on, 0, false, no, off)"
          },
          {
            "name": "trackdrive_buyer_id",
            "type": "ref",
            "description": "Assigns the call to this buyer (one of the company's): the call's buyer_id"
          },
          {
            "name": "trackdrive_traffic_source_id",
            "type": "string",
            "description": "Credits the call to this traffic source of the company (the call's traffic_source_id), named as a lead post names it: by its user_traffic_source_id (afid: 1000, P100326) or else its id"
          },
          {
            "name": "post_call_tokens",
            "type": "json",
            "description": "Contact fields and tokens merged into the call's token_values: {\"first_name\":\"Ann\",\"good_lead\":\"yes\"}"
          }
        ]
      },
      {
        "name": "update_call_put",
        "method": "PUT",
        "path": "/calls/:id",
        "endpoint": true,
        "params": [
          {"name":"revenue","type":"decimal","description":"Sets the call's revenue (10.50)"},
          {
            "name": "add_revenue",
            "type": "decimal",
            "description": "Adds to the call's revenue (2.5 makes 10.50 into 13); not with revenue"
          },
          {
            "name": "buyer_converted",
            "type": "boolean",
            "description": "Did the buyer convert? (1, true, yes, on, 0, false, no, off)"
          },
          {"name":"payout","type":"decimal","description":"Sets the payout owed to the traffic source"},
          {"name":"add_payout","type":"decimal","description":"Adds to the payout; not with payout"},
          {
            "name": "offer_converted",
            "type": "boolean",
            "description": "Did the traffic source convert? (1, true, yes, on, 0, false, no, off)"
          },
          {
            "name": "trackdrive_buyer_id",
            "type": "ref",
            "description": "Assigns the call to this buyer (one of the company's): the call's buyer_id"
          },
          {
            "name": "trackdrive_traffic_source_id",
            "type": "string",
            "description": "Credits the call to this traffic source of the company (the call's traffic_source_id), named as a lead post names it: by its user_traffic_source_id (afid: 1000, P100326) or else its id"
          },
          {
            "name": "post_call_tokens",
            "type": "json",
            "description": "Contact fields and tokens merged into the call's token_values: {\"first_name\":\"Ann\",\"good_lead\":\"yes\"}"
          }
        ]
      },
      {
        "name": "postback",
        "method": "POST",
        "path": "/calls/update_call/:uuid",
        "endpoint": true,
        "params": [
          {"name":"revenue","type":"decimal","description":"Sets the call's revenue (10.50)"},
          {
            "name": "add_revenue",
            "type": "decimal",
            "description": "Adds to the call's revenue (2.5 makes 10.50 into 13); not with revenue"
          },
          {
            "name": "buyer_converted",
            "type": "boolean",
            "description": "Did the buyer convert? (1, true, yes, on, 0, false, no, off)"
          },
          {"name":"payout","type":"decimal","description":"Sets the payout owed to the traffic source"},
          {"name":"add_payout","type":"decimal","description":"Adds to the payout; not with payout"},
          {
            "name": "offer_converted",
            "type": "boolean",
            "description": "Did the traffic source convert? (1, true, yes, on, 0, false, no, off)"
          },
          {
            "name": "trackdrive_buyer_id",
            "type": "ref",
            "description": "Assigns the call to this buyer (one of the company's): the call's buyer_id"
          },
          {
            "name": "trackdrive_traffic_source_id",
            "type": "string",
            "description": "Credits the call to this traffic source of the company (the call's traffic_source_id), named as a lead post names it: by its user_traffic_source_id (afid: 1000, P100326) or else its id"
          },
          {
            "name": "post_call_tokens",
            "type": "json",
            "description": "Contact fields and tokens merged into the call's token_values: {\"first_name\":\"Ann\",\"good_lead\":\"yes\"}"
          }
        ]
      },
      {
        "name": "update_by_caller_id",
        "method": "POST",
        "path": "/calls/update_by_caller_id/:caller_id",
        "endpoint": true,
        "params": [
          {
            "name": "offer_token",
            "type": "string",
            "required": true,
            "description": "The offer's token (its lead_token): which offer's calls"
          },
          {
            "name": "call_timeframe",
            "type": "decimal",
            "description": "Only calls placed in the last this many minutes (120: the last two hours)"
          },
          {"name":"revenue","type":"decimal","description":"Sets the call's revenue (10.50)"},
          {
            "name": "add_revenue",
            "type": "decimal",
            "description": "Adds to the call's revenue (2.5 makes 10.50 into 13); not with revenue"
          },
          {
            "name": "buyer_converted",
            "type": "boolean",
            "description": "Did the buyer convert? (1, true, yes, on, 0, false, no, off)"
          },
          {"name":"payout","type":"decimal","description":"Sets the payout owed to the traffic source"},
          {"name":"add_payout","type":"decimal","description":"Adds to the payout; not with payout"},
          {
            "name": "offer_converted",
            "type": "boolean",
            "description": "Did the traffic source convert? (1, true, yes, on, 0, false, no, off)"
          },
          {
            "name": "trackdrive_buyer_id",
            "type": "ref",
            "description": "Assigns the call to this buyer (one of the company's): the call's buyer_id"
          },
          {
            "name": "trackdrive_traffic_source_id",
            "type": "string",
            "description": "Credits the call to this traffic source of the company (the call's traffic_source_id), named as a lead post names it: by its user_traffic_source_id (afid: 1000, P100326) or else its id"
          },
          {
            "name": "post_call_tokens",
            "type": "json",
            "description": "Contact fields and tokens merged into the call's token_values: {\"first_name\":\"Ann\",\"good_lead\":\"yes\"}"
          }
        ]
      },
      {
        "name": "send_key_press",
        "method": "POST",
        "path": "/calls/send_key_press",
        "endpoint": true,
        "params": [
          {"name":"id","type":"string","required":true,"description":"Call uuid (or id)"},
          {
            "name": "digits",
            "type": "string",
            "required": true,
            "description": "Keys to press: 0-9, * and #; w waits half a second, W a second (\"1\", \"ww2#\")"
          },
          {
            "name": "data",
            "type": "json",
            "description": "Tokens merged into the call's token_values; nested objects become dotted tokens (webhook_data.first_name), lists their JSON text"
          }
        ]
      },
      {"name":"events","method":"GET","path":"/calls/:id/events","endpoint":true},
      {
        "name": "simulate",
        "method": "POST",
        "path": "/calls/simulate",
        "endpoint": true,
        "params": [
          {"name":"number","type":"phone","required":true,"description":"The tracking number to call"},
          {"name":"caller_id","type":"phone","required":true,"description":"The caller's number"},
          {"name":"digits","type":"string","description":"Keys the caller presses (the digits token)"},
          {
            "name": "key_presses",
            "type": "strings",
            "description": "Keys pressed at each menu that listens, in order (a blank entry: none pressed)"
          },
          {
            "name": "dial_results",
            "type": "strings",
            "description": "How each ring ends, in order: completed, busy, no-answer, failed, canceled (default completed)"
          },
          {"name":"duration","type":"integer","description":"Seconds the answering buyer talks (default 60)"},
          {"name":"caller_state","type":"string","description":"Caller state token (caller_state)"},
          {"name":"caller_zip","type":"string","description":"Caller ZIP token (caller_zip)"},
          {
            "name": "end_call",
            "type": "boolean",
            "description": "false: the call stays up once a buyer answers, holding the buyer's concurrency, until DELETE /calls/:id ends it (a call held in the hold queue always stays up until its turn or that DELETE)"
          },
          {
            "name": "buyer_accepts",
            "type": "boolean",
            "description": "false: an agent asked to press 1 (press_1_to_accept) presses nothing, so it is too slow and the next buyer rings (default true)"
          },
          {
            "name": "machine",
            "type": "boolean",
            "description": "true: the pick-up is an answering machine (AnsweredBy machine_end_beep): the offer's AMD flow or machine rule decides"
          }
        ]
      }
    ]
  },
  {
    "name": "number_order",
    "plural": "number_orders",
    "accessor": "numberOrders",
    "title": "Number order",
    "description": "A bulk purchase of tracking numbers from a provider, optionally for a pool, offer and traffic source. Creating it queues a job that searches and rents the numbers through the company’s carrier integration, prefix by prefix (its number_order_prefixes, in sortable_order; none: any number), and records its progress here. Deleting an order that is still buying stops it; numbers bought stay rented.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "provider", "number_type",
      "country", "quantity", "ring_pool_id", "offer_id", "traffic_source_id", "status", "ordered_count",
      "buying_number", "buying_prefix_id", "error_message", "completed_at"
    ],
    "sortable": ["id","created_at","updated_at","name","quantity"],
    "values": {
      "name": {"type":"string","description":"Label for operators"},
      "provider": {
        "type": "enum",
        "values": ["twilio","plivo","telnyx","sip"],
        "description": "Carrier the numbers are rented from"
      },
      "number_type": {"type":"enum","values":["local","toll_free"],"description":"Local or toll-free numbers"},
      "country": {"type":"string","description":"ISO 3166 country of the numbers (blank: the company's default country)"},
      "quantity": {"type":"integer","description":"Numbers to buy in total"},
      "ring_pool_id": {"type":"ref","description":"Pool the bought numbers join"},
      "offer_id": {"type":"ref","description":"Offer the bought numbers are assigned to"},
      "traffic_source_id": {"type":"ref","description":"Traffic source the bought numbers are assigned to"},
      "status": {
        "type": "enum",
        "values": ["pending","processing","completed","partially_completed","failed","cancelled"],
        "description": "Progress of the order"
      },
      "ordered_count": {"type":"integer","description":"Numbers bought so far"},
      "buying_number": {
        "type": "string",
        "description": "The number being rented right now (written before the carrier is asked, so a retry finds it)"
      },
      "buying_prefix_id": {
        "type": "ref",
        "description": "The prefix the number being rented counts toward (blank: none, or the order has no prefixes)"
      },
      "external_record_id": {"type":"string"},
      "prefixes": {
        "type": "json",
        "description": "The prefixes to buy from, in order: area codes or leading digits (\"415\", \"415555\"), or {\"prefix\":\"415\",\"quantity\":3} for at most that many from one; each becomes a number_order_prefix"
      }
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"provider","many":true},
        {"name":"number_type","many":true},
        {"name":"country"},
        {"name":"quantity","many":true},
        {"name":"ring_pool_id","many":true},
        {"name":"offer_id","many":true},
        {"name":"traffic_source_id","many":true},
        {"name":"status","many":true},
        {"name":"ordered_count","many":true},
        {"name":"buying_number"},
        {"name":"buying_prefix_id","many":true}
      ],
      "build": [
        {"name":"name","nullable":true},
        {"name":"provider"},
        {"name":"number_type","nullable":true},
        {"name":"country","nullable":true},
        {"name":"quantity"},
        {"name":"ring_pool_id","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"traffic_source_id","nullable":true}
      ],
      "create": [
        {"name":"name","nullable":true},
        {"name":"provider","required":true},
        {"name":"number_type","nullable":true},
        {"name":"country","nullable":true},
        {"name":"quantity","required":true},
        {"name":"ring_pool_id","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"traffic_source_id","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"},
        {"name":"prefixes"}
      ],
      "show": [],
      "update": [
        {"name":"name","nullable":true},
        {"name":"provider"},
        {"name":"number_type","nullable":true},
        {"name":"country","nullable":true},
        {"name":"quantity"},
        {"name":"ring_pool_id","nullable":true},
        {"name":"offer_id","nullable":true},
        {"name":"traffic_source_id","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/number_orders"},
      {"name":"build","method":"GET","path":"/number_orders/new"},
      {"name":"create","method":"POST","path":"/number_orders"},
      {"name":"show","method":"GET","path":"/number_orders/:id"},
      {"name":"update","method":"PUT","path":"/number_orders/:id"},
      {"name":"destroy","method":"DELETE","path":"/number_orders/:id"}
    ]
  },
  {
    "name": "number_order_prefix",
    "plural": "number_order_prefixes",
    "accessor": "numberOrderPrefixes",
    "title": "Number order prefix",
    "description": "An area code or number prefix a number order buys from, tried in sortable_order, each up to its own quantity.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "number_order_id", "prefix", "quantity",
      "ordered_count", "sortable_order"
    ],
    "sortable": ["id","created_at","updated_at","prefix","sortable_order"],
    "values": {
      "number_order_id": {"type":"ref","description":"Order the prefix belongs to"},
      "prefix": {"type":"string","description":"Area code or leading digits of the numbers (after the country code)"},
      "quantity": {
        "type": "integer",
        "description": "Most numbers bought with this prefix (blank: as many as the order needs)"
      },
      "ordered_count": {"type":"integer","description":"Numbers bought with this prefix"},
      "sortable_order": {"type":"decimal","description":"Position in lists and evaluation order: ascending, smaller first"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"number_order_id","many":true},
        {"name":"prefix"},
        {"name":"quantity","many":true},
        {"name":"ordered_count","many":true},
        {"name":"sortable_order"}
      ],
      "build": [
        {"name":"number_order_id"},
        {"name":"prefix"},
        {"name":"quantity","nullable":true},
        {"name":"sortable_order","nullable":true}
      ],
      "create": [
        {"name":"number_order_id","required":true},
        {"name":"prefix","required":true},
        {"name":"quantity","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"number_order_id"},
        {"name":"prefix"},
        {"name":"quantity","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/number_order_prefixes"},
      {"name":"build","method":"GET","path":"/number_order_prefixes/new"},
      {"name":"create","method":"POST","path":"/number_order_prefixes"},
      {"name":"show","method":"GET","path":"/number_order_prefixes/:id"},
      {"name":"update","method":"PUT","path":"/number_order_prefixes/:id"},
      {"name":"destroy","method":"DELETE","path":"/number_order_prefixes/:id"}
    ]
  },
  {
    "name": "sound_file",
    "plural": "sound_files",
    "accessor": "soundFiles",
    "title": "Sound file",
    "description": "Audio played on calls (greetings, prompts, whispers, voicemail messages): a recording uploaded as a multipart file or fetched from a URL when saved, or text spoken by text-to-speech. A recording is probed (mp3 or wav, its length) and kept by Leadline: in the database, or in the bucket of the company’s active aws_s3 integration when it has one. Carriers fetch it at a signed link that expires (GET /sound_files/audio/:company/:file).",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "url", "text_to_speech", "voice",
      "duration_seconds", "content_type", "size_bytes", "storage", "integration_id"
    ],
    "sortable": ["id","created_at","updated_at","name"],
    "values": {
      "name": {"type":"string","description":"Display name"},
      "url": {
        "type": "string",
        "description": "Where the recording was fetched from when saved (mp3 or wav); blank on update removes the recording"
      },
      "voice": {"type":"string","description":"Text-to-speech voice (blank: the default voice)"},
      "duration_seconds": {"type":"decimal","description":"Length of the recording, read from its frames"},
      "content_type": {"type":"string","description":"Media type of the recording: audio/mpeg or audio/wav"},
      "size_bytes": {"type":"integer","description":"Size of the recording"},
      "storage": {"type":"enum","values":["database","s3"],"description":"Where Leadline keeps the recording"},
      "integration_id": {"type":"ref","description":"The aws_s3 integration whose bucket holds it"},
      "text_to_speech": {"type":"text","description":"Text spoken when there is no recording; may contain [tokens]"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"url"},
        {"name":"voice"},
        {"name":"duration_seconds"},
        {"name":"content_type"},
        {"name":"size_bytes","many":true},
        {"name":"storage","many":true},
        {"name":"integration_id","many":true}
      ],
      "build": [
        {"name":"name"},
        {"name":"url","nullable":true},
        {"name":"text_to_speech","nullable":true},
        {"name":"voice","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"url","nullable":true},
        {"name":"text_to_speech","nullable":true},
        {"name":"voice","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"url","nullable":true},
        {"name":"text_to_speech","nullable":true},
        {"name":"voice","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/sound_files"},
      {"name":"build","method":"GET","path":"/sound_files/new"},
      {"name":"create","method":"POST","path":"/sound_files"},
      {"name":"show","method":"GET","path":"/sound_files/:id"},
      {"name":"update","method":"PUT","path":"/sound_files/:id"},
      {"name":"destroy","method":"DELETE","path":"/sound_files/:id"},
      {
        "name": "audio",
        "method": "GET",
        "path": "/sound_files/audio/:company/:file",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "expires",
            "type": "integer",
            "required": true,
            "description": "Unix time (seconds) the link is good until"
          },
          {
            "name": "signature",
            "type": "string",
            "required": true,
            "description": "HMAC-SHA256 of the path and expiry under the server's keyring (base64url)"
          }
        ]
      }
    ]
  },
  {
    "name": "sound_playlist",
    "plural": "sound_playlists",
    "accessor": "soundPlaylists",
    "title": "Sound playlist",
    "description": "Sound files played one after another: hold music, ringback while the buyer is dialled.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "description", "sound_file_ids",
      "shuffle", "loop"
    ],
    "sortable": ["id","created_at","updated_at","name"],
    "values": {
      "name": {"type":"string","description":"Display name"},
      "shuffle": {"type":"boolean","description":"Play the files in random order"},
      "loop": {"type":"boolean","description":"Start again after the last file"},
      "description": {"type":"text","description":"Notes for operators"},
      "sound_file_ids": {"type":"refs","description":"Sound files in the playlist"},
      "add_sound_file_ids": {"type":"refs","description":"Adds to sound_file_ids (ids); safe under concurrent requests"},
      "remove_sound_file_ids": {"type":"refs","description":"Removes from sound_file_ids (ids); safe under concurrent requests"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [{"name":"name"},{"name":"shuffle"},{"name":"loop"}],
      "build": [
        {"name":"name"},
        {"name":"description","nullable":true},
        {"name":"sound_file_ids"},
        {"name":"shuffle","nullable":true},
        {"name":"loop","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"description","nullable":true},
        {"name":"sound_file_ids"},
        {"name":"add_sound_file_ids"},
        {"name":"remove_sound_file_ids"},
        {"name":"shuffle","nullable":true},
        {"name":"loop","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"description","nullable":true},
        {"name":"sound_file_ids"},
        {"name":"add_sound_file_ids"},
        {"name":"remove_sound_file_ids"},
        {"name":"shuffle","nullable":true},
        {"name":"loop","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/sound_playlists"},
      {"name":"build","method":"GET","path":"/sound_playlists/new"},
      {"name":"create","method":"POST","path":"/sound_playlists"},
      {"name":"show","method":"GET","path":"/sound_playlists/:id"},
      {"name":"update","method":"PUT","path":"/sound_playlists/:id"},
      {"name":"destroy","method":"DELETE","path":"/sound_playlists/:id"}
    ]
  },
  {
    "name": "sip_header_parser_group",
    "plural": "sip_header_parser_groups",
    "accessor": "sipHeaderParserGroups",
    "title": "Sip header parser group",
    "description": "A set of SIP header parsers applied to calls that arrive over SIP: each parser copies a header into a token. Stored; no behaviour yet: nothing in Leadline acts on these records.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "offer_id", "description",
      "active", "sortable_order"
    ],
    "sortable": ["id","created_at","updated_at","name","sortable_order"],
    "values": {
      "name": {"type":"string","description":"Display name"},
      "offer_id": {"type":"ref","description":"Offer whose SIP calls are parsed (blank: every offer)"},
      "active": {"type":"boolean","description":"Inactive groups are skipped"},
      "sortable_order": {"type":"decimal","description":"Position in lists and evaluation order: ascending, smaller first"},
      "description": {"type":"text","description":"Notes for operators"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [{"name":"name"},{"name":"offer_id","many":true},{"name":"active"},{"name":"sortable_order"}],
      "build": [
        {"name":"name"},
        {"name":"offer_id","nullable":true},
        {"name":"description","nullable":true},
        {"name":"active","nullable":true},
        {"name":"sortable_order","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"offer_id","nullable":true},
        {"name":"description","nullable":true},
        {"name":"active","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"offer_id","nullable":true},
        {"name":"description","nullable":true},
        {"name":"active","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/sip_header_parser_groups"},
      {"name":"build","method":"GET","path":"/sip_header_parser_groups/new"},
      {"name":"create","method":"POST","path":"/sip_header_parser_groups"},
      {"name":"show","method":"GET","path":"/sip_header_parser_groups/:id"},
      {"name":"update","method":"PUT","path":"/sip_header_parser_groups/:id"},
      {"name":"destroy","method":"DELETE","path":"/sip_header_parser_groups/:id"}
    ]
  },
  {
    "name": "sip_header_parser",
    "plural": "sip_header_parsers",
    "accessor": "sipHeaderParsers",
    "title": "Sip header parser",
    "description": "A SIP key: copies one header of an incoming SIP call (X-Lead-Id…) into a token. Stored; no behaviour yet: nothing in Leadline acts on these records.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "sip_header_parser_group_id",
      "header_name", "key", "value_path", "value_type", "sortable_order"
    ],
    "sortable": ["id","created_at","updated_at","header_name","sortable_order"],
    "values": {
      "sip_header_parser_group_id": {"type":"ref","description":"Group the parser belongs to"},
      "header_name": {"type":"string","description":"Header read, e.g. X-Lead-Id"},
      "key": {"type":"string","description":"Token the value is stored in"},
      "value_path": {
        "type": "string",
        "description": "Regular expression whose first capture group is kept (blank: the whole header value)"
      },
      "value_type": {
        "type": "enum",
        "values": ["string","integer","float","time"],
        "description": "Type the value is converted to"
      },
      "sortable_order": {"type":"decimal","description":"Position in lists and evaluation order: ascending, smaller first"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"sip_header_parser_group_id","many":true},
        {"name":"header_name"},
        {"name":"key"},
        {"name":"value_path"},
        {"name":"value_type","many":true},
        {"name":"sortable_order"}
      ],
      "build": [
        {"name":"sip_header_parser_group_id"},
        {"name":"header_name"},
        {"name":"key"},
        {"name":"value_path","nullable":true},
        {"name":"value_type","nullable":true},
        {"name":"sortable_order","nullable":true}
      ],
      "create": [
        {"name":"sip_header_parser_group_id","required":true},
        {"name":"header_name","required":true},
        {"name":"key","required":true},
        {"name":"value_path","nullable":true},
        {"name":"value_type","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"sip_header_parser_group_id"},
        {"name":"header_name"},
        {"name":"key"},
        {"name":"value_path","nullable":true},
        {"name":"value_type","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/sip_header_parsers"},
      {"name":"build","method":"GET","path":"/sip_header_parsers/new"},
      {"name":"create","method":"POST","path":"/sip_header_parsers"},
      {"name":"show","method":"GET","path":"/sip_header_parsers/:id"},
      {"name":"update","method":"PUT","path":"/sip_header_parsers/:id"},
      {"name":"destroy","method":"DELETE","path":"/sip_header_parsers/:id"}
    ]
  },
  {
    "name": "sip_header",
    "plural": "sip_headers",
    "accessor": "sipHeaders",
    "title": "Sip header",
    "description": "A header added when a call is forwarded to a SIP buyer, e.g. X-Caller-State: [geo_state]. Blank scopes apply to every SIP dial. Stored; no behaviour yet: nothing in Leadline acts on these records.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "value", "offer_id", "buyer_id",
      "buyer_group_id", "active", "sortable_order"
    ],
    "sortable": ["id","created_at","updated_at","name","sortable_order"],
    "values": {
      "name": {"type":"string","description":"Header name, e.g. X-Caller-State"},
      "value": {"type":"string","description":"Header value; may contain [tokens]"},
      "offer_id": {"type":"ref","description":"Only calls to this offer (blank: every offer)"},
      "buyer_id": {"type":"ref","description":"Only dials to this buyer (blank: every SIP buyer)"},
      "buyer_group_id": {"type":"ref","description":"Only dials to buyers of this group"},
      "active": {"type":"boolean","description":"Inactive headers are not sent"},
      "sortable_order": {"type":"decimal","description":"Position in lists and evaluation order: ascending, smaller first"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"value"},
        {"name":"offer_id","many":true},
        {"name":"buyer_id","many":true},
        {"name":"buyer_group_id","many":true},
        {"name":"active"},
        {"name":"sortable_order"}
      ],
      "build": [
        {"name":"name"},
        {"name":"value"},
        {"name":"offer_id","nullable":true},
        {"name":"buyer_id","nullable":true},
        {"name":"buyer_group_id","nullable":true},
        {"name":"active","nullable":true},
        {"name":"sortable_order","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"value","required":true},
        {"name":"offer_id","nullable":true},
        {"name":"buyer_id","nullable":true},
        {"name":"buyer_group_id","nullable":true},
        {"name":"active","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"value"},
        {"name":"offer_id","nullable":true},
        {"name":"buyer_id","nullable":true},
        {"name":"buyer_group_id","nullable":true},
        {"name":"active","nullable":true},
        {"name":"sortable_order","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/sip_headers"},
      {"name":"build","method":"GET","path":"/sip_headers/new"},
      {"name":"create","method":"POST","path":"/sip_headers"},
      {"name":"show","method":"GET","path":"/sip_headers/:id"},
      {"name":"update","method":"PUT","path":"/sip_headers/:id"},
      {"name":"destroy","method":"DELETE","path":"/sip_headers/:id"}
    ]
  },
  {
    "name": "agent_message",
    "plural": "agent_messages",
    "accessor": "agentMessages",
    "title": "Agent message",
    "description": "A broadcast message shown in the selected agents' widgets. Stored; no behaviour yet: nothing in Leadline acts on these records.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "company_id", "content", "agent_status_id",
      "user_id", "agent_widget_count"
    ],
    "sortable": ["id","created_at","updated_at"],
    "values": {
      "agent_status_id": {"type":"integer","description":"Only agents in this status see the message (→ agent_statuses)"},
      "user_id": {"type":"integer","description":"User who sent the message"},
      "agent_widget_count": {"type":"integer","description":"Agent widgets the message reached"},
      "content": {"type":"text","description":"Message text"},
      "buyer_ids": {"type":"refs","description":"Agents (buyers) who receive the message"},
      "add_buyer_ids": {"type":"refs","description":"Adds to buyer_ids (ids); safe under concurrent requests"},
      "remove_buyer_ids": {"type":"refs","description":"Removes from buyer_ids (ids); safe under concurrent requests"},
      "buyer_group_ids": {"type":"refs","description":"Buyer groups whose agents receive the message"},
      "add_buyer_group_ids": {"type":"refs","description":"Adds to buyer_group_ids (ids); safe under concurrent requests"},
      "remove_buyer_group_ids": {"type":"refs","description":"Removes from buyer_group_ids (ids); safe under concurrent requests"},
      "call_center_ids": {"type":"refs","description":"Call centers whose agents receive the message"},
      "add_call_center_ids": {"type":"refs","description":"Adds to call_center_ids (ids); safe under concurrent requests"},
      "remove_call_center_ids": {"type":"refs","description":"Removes from call_center_ids (ids); safe under concurrent requests"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"agent_status_id","many":true},
        {"name":"user_id","many":true},
        {"name":"agent_widget_count","many":true}
      ],
      "build": [{"name":"content"},{"name":"agent_status_id","nullable":true}],
      "create": [
        {"name":"content","required":true},
        {"name":"agent_status_id","nullable":true},
        {"name":"buyer_ids"},
        {"name":"add_buyer_ids"},
        {"name":"remove_buyer_ids"},
        {"name":"buyer_group_ids"},
        {"name":"add_buyer_group_ids"},
        {"name":"remove_buyer_group_ids"},
        {"name":"call_center_ids"},
        {"name":"add_call_center_ids"},
        {"name":"remove_call_center_ids"},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"content"},
        {"name":"agent_status_id","nullable":true},
        {"name":"buyer_ids"},
        {"name":"add_buyer_ids"},
        {"name":"remove_buyer_ids"},
        {"name":"buyer_group_ids"},
        {"name":"add_buyer_group_ids"},
        {"name":"remove_buyer_group_ids"},
        {"name":"call_center_ids"},
        {"name":"add_call_center_ids"},
        {"name":"remove_call_center_ids"},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/agent_messages"},
      {"name":"build","method":"GET","path":"/agent_messages/new"},
      {"name":"create","method":"POST","path":"/agent_messages"},
      {"name":"show","method":"GET","path":"/agent_messages/:id"},
      {"name":"update","method":"PUT","path":"/agent_messages/:id"},
      {"name":"destroy","method":"DELETE","path":"/agent_messages/:id"}
    ]
  },
  {
    "name": "agent_call_disposition",
    "plural": "agent_call_dispositions",
    "accessor": "agentCallDispositions",
    "title": "Agent call disposition",
    "description": "A disposition an agent applied to a call, with the outcome flags it set.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "company_id", "call_id", "collaborator_id",
      "call_disposition_id", "key", "has_disposition", "call_answered", "agent_handled", "buyer_handled",
      "qualified", "end_of_schedule", "block_caller", "notes", "text_color", "background_color", "name",
      "short_name"
    ],
    "sortable": ["id","created_at","updated_at"],
    "values": {
      "call_id": {
        "type": "ref",
        "description": "Call the disposition is applied to (→ calls), given on create (a Leadline addition: the agent widget sets it in TrackDrive); the call then shows it as disposition_id/key/name/notes"
      },
      "collaborator_id": {"type":"integer","description":"User (agent) who applied it"},
      "call_disposition_id": {"type":"ref","description":"Disposition applied"},
      "key": {"type":"string","description":"Key of the disposition"},
      "call_answered": {"type":"boolean","description":"The call was marked answered"},
      "agent_handled": {"type":"boolean","description":"The call was marked handled by an agent"},
      "buyer_handled": {"type":"boolean","description":"The call was marked handled by a buyer"},
      "qualified": {"type":"boolean","description":"The call was marked qualified"},
      "end_of_schedule": {"type":"boolean","description":"End of schedule was triggered"},
      "block_caller": {"type":"boolean","description":"The caller was blocked"},
      "text_color": {"type":"string","description":"Text colour of the disposition"},
      "background_color": {"type":"string","description":"Background colour of the disposition"},
      "name": {"type":"string","description":"Name of the disposition"},
      "short_name": {"type":"string","description":"Short name of the disposition"},
      "notes": {"type":"text","description":"Agent notes"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"call_id","many":true},
        {"name":"collaborator_id","many":true},
        {"name":"call_disposition_id","many":true},
        {"name":"key"},
        {"name":"call_answered"},
        {"name":"agent_handled"},
        {"name":"buyer_handled"},
        {"name":"qualified"},
        {"name":"end_of_schedule"},
        {"name":"block_caller"},
        {"name":"text_color"},
        {"name":"background_color"},
        {"name":"name"},
        {"name":"short_name"}
      ],
      "build": [
        {"name":"call_id","nullable":true},
        {"name":"call_disposition_id","nullable":true},
        {"name":"notes","nullable":true}
      ],
      "create": [
        {"name":"call_id","nullable":true},
        {"name":"call_disposition_id","nullable":true},
        {"name":"notes","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"call_disposition_id","nullable":true},
        {"name":"notes","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/agent_call_dispositions"},
      {"name":"build","method":"GET","path":"/agent_call_dispositions/new"},
      {"name":"create","method":"POST","path":"/agent_call_dispositions"},
      {"name":"show","method":"GET","path":"/agent_call_dispositions/:id"},
      {"name":"update","method":"PUT","path":"/agent_call_dispositions/:id"},
      {"name":"destroy","method":"DELETE","path":"/agent_call_dispositions/:id"}
    ]
  },
  {
    "name": "agent_status_timestamp",
    "plural": "agent_status_timestamps",
    "accessor": "agentStatusTimestamps",
    "title": "Agent status timestamp",
    "description": "A read-only log of agent status changes (online, on break, offline…). Stored; no behaviour yet: nothing in Leadline acts on these records.",
    "operations": ["list"],
    "softDelete": false,
    "columns": [
      "id", "created_at", "updated_at", "company_id", "user_id", "collaborator_id", "agent_widget_id",
      "agent_status_id", "key"
    ],
    "sortable": ["id","created_at","updated_at"],
    "values": {
      "user_id": {"type":"integer","description":"User whose status changed"},
      "collaborator_id": {"type":"integer","description":"Collaborator (agent membership) whose status changed"},
      "agent_widget_id": {"type":"integer","description":"Agent widget the change came from"},
      "agent_status_id": {"type":"integer","description":"Status entered"},
      "key": {"type":"string","description":"Key of the status entered"}
    },
    "params": {
      "list": [
        {"name":"user_id","many":true},
        {"name":"collaborator_id","many":true},
        {"name":"agent_widget_id","many":true},
        {"name":"agent_status_id","many":true},
        {"name":"key"}
      ]
    },
    "routes": [{"name":"list","method":"GET","path":"/agent_status_timestamps"}]
  },
  {
    "name": "schedule_agent",
    "plural": "schedule_agents",
    "accessor": "scheduleAgents",
    "title": "Schedule agent",
    "description": "An agent set up by the agent wizard: who takes the calls schedules place to leads, where they are reached, and which schedules and offers they work. Stored; no behaviour yet: nothing in Leadline acts on these records.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "name", "email", "number", "schedule_ids",
      "offer_ids", "call_center_id", "buyer_id", "time_zone", "concurrency_cap_limit", "paused"
    ],
    "sortable": ["id","created_at","updated_at","name","email"],
    "values": {
      "name": {"type":"string","description":"Agent name"},
      "email": {"type":"string","description":"Agent login e-mail"},
      "number": {
        "type": "phone",
        "description": "Where the agent is called (blank: the agent answers in the browser widget)"
      },
      "call_center_id": {"type":"ref","description":"Call center the agent works in"},
      "buyer_id": {"type":"ref","description":"Buyer record the router dials for this agent (made by the wizard)"},
      "concurrency_cap_limit": {"type":"integer","description":"Most simultaneous calls"},
      "paused": {"type":"boolean","description":"A paused agent receives no calls"},
      "schedule_ids": {"type":"refs","description":"Schedules whose calls the agent takes"},
      "offer_ids": {"type":"refs","description":"Offers whose inbound calls the agent takes"},
      "time_zone": {"type":"string","description":"IANA time zone of the agent (default: the company zone)"},
      "add_schedule_ids": {"type":"refs","description":"Adds to schedule_ids (ids); safe under concurrent requests"},
      "remove_schedule_ids": {"type":"refs","description":"Removes from schedule_ids (ids); safe under concurrent requests"},
      "add_offer_ids": {"type":"refs","description":"Adds to offer_ids (ids); safe under concurrent requests"},
      "remove_offer_ids": {"type":"refs","description":"Removes from offer_ids (ids); safe under concurrent requests"},
      "external_record_id": {"type":"string"}
    },
    "params": {
      "list": [
        {"name":"name"},
        {"name":"email"},
        {"name":"number"},
        {"name":"call_center_id","many":true},
        {"name":"buyer_id","many":true},
        {"name":"concurrency_cap_limit","many":true},
        {"name":"paused"}
      ],
      "build": [
        {"name":"name"},
        {"name":"email","nullable":true},
        {"name":"number","nullable":true},
        {"name":"schedule_ids"},
        {"name":"offer_ids"},
        {"name":"call_center_id","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"concurrency_cap_limit","nullable":true},
        {"name":"paused","nullable":true}
      ],
      "create": [
        {"name":"name","required":true},
        {"name":"email","nullable":true},
        {"name":"number","nullable":true},
        {"name":"schedule_ids"},
        {"name":"add_schedule_ids"},
        {"name":"remove_schedule_ids"},
        {"name":"offer_ids"},
        {"name":"add_offer_ids"},
        {"name":"remove_offer_ids"},
        {"name":"call_center_id","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"concurrency_cap_limit","nullable":true},
        {"name":"paused","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"email","nullable":true},
        {"name":"number","nullable":true},
        {"name":"schedule_ids"},
        {"name":"add_schedule_ids"},
        {"name":"remove_schedule_ids"},
        {"name":"offer_ids"},
        {"name":"add_offer_ids"},
        {"name":"remove_offer_ids"},
        {"name":"call_center_id","nullable":true},
        {"name":"time_zone","nullable":true},
        {"name":"concurrency_cap_limit","nullable":true},
        {"name":"paused","nullable":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/schedule_agents"},
      {"name":"build","method":"GET","path":"/schedule_agents/new"},
      {"name":"create","method":"POST","path":"/schedule_agents"},
      {"name":"show","method":"GET","path":"/schedule_agents/:id"},
      {"name":"update","method":"PUT","path":"/schedule_agents/:id"},
      {"name":"destroy","method":"DELETE","path":"/schedule_agents/:id"}
    ]
  },
  {
    "name": "access_control_list",
    "plural": "access_control_lists",
    "accessor": "accessControlLists",
    "title": "Access control list",
    "description": "A team: a permission policy controlling which records, actions and leads its members can access. Stored; no behaviour yet: nothing in Leadline acts on these records.",
    "operations": ["list","build","create","show","update","destroy"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "company_id", "name", "users_emails"
    ],
    "sortable": ["id","created_at","updated_at","name"],
    "values": {"name":{"type":"string","description":"Team name"},"external_record_id":{"type":"string"}},
    "params": {
      "list": [{"name":"name"}],
      "build": [{"name":"name"}],
      "create": [
        {"name":"name","required":true},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "show": [],
      "update": [
        {"name":"name"},
        {"name":"external_record_id","type":"string","description":"Your own id for the record"}
      ],
      "destroy": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/access_control_lists"},
      {"name":"build","method":"GET","path":"/access_control_lists/new"},
      {"name":"create","method":"POST","path":"/access_control_lists"},
      {"name":"show","method":"GET","path":"/access_control_lists/:id"},
      {"name":"update","method":"PUT","path":"/access_control_lists/:id"},
      {"name":"destroy","method":"DELETE","path":"/access_control_lists/:id"}
    ]
  },
  {
    "name": "impression",
    "plural": "impressions",
    "accessor": "impressions",
    "title": "Impression",
    "description": "A visit that was shown a tracking number by dynamic number insertion: the page, the visitor and the tokens read, so the call that follows can be tied back to it.",
    "operations": ["list"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "offer_id", "ring_pool_id",
      "phone_number_id", "traffic_source_id", "number", "visitor_id", "ga_client_id", "url", "referrer",
      "ip_address", "user_agent", "tokens", "call_id", "expires_at"
    ],
    "sortable": ["id","created_at","updated_at","expires_at"],
    "values": {
      "offer_id": {"type":"ref","description":"Offer of the number served"},
      "ring_pool_id": {"type":"ref","description":"Pool the number came from"},
      "phone_number_id": {"type":"ref","description":"Number served"},
      "traffic_source_id": {"type":"ref","description":"Traffic source credited"},
      "number": {"type":"phone","description":"Number served, E.164"},
      "visitor_id": {"type":"string","description":"Visitor cookie id"},
      "ga_client_id": {"type":"string","description":"Google Analytics client id of the visitor"},
      "ip_address": {"type":"string","description":"Visitor IP address"},
      "call_id": {"type":"integer","description":"Call that followed the impression (→ calls)"}
    },
    "params": {
      "list": [
        {"name":"offer_id","many":true},
        {"name":"ring_pool_id","many":true},
        {"name":"phone_number_id","many":true},
        {"name":"traffic_source_id","many":true},
        {"name":"number"},
        {"name":"visitor_id"},
        {"name":"ga_client_id"},
        {"name":"ip_address"},
        {"name":"call_id","many":true}
      ]
    },
    "routes": [{"name":"list","method":"GET","path":"/impressions"}]
  },
  {
    "name": "call_event",
    "plural": "call_events",
    "accessor": "callEvents",
    "title": "Call event",
    "description": "One step of a call's timeline, written by the call engine: a leg, a buyer the router considered (and why it was excluded), a dial and its result, an exception rule, a conversion, a recording. GET /calls/:id/events answers them in order.",
    "operations": ["list","show"],
    "softDelete": false,
    "columns": [
      "id", "legacy_id", "type", "uuid", "created_at", "updated_at", "deleted_at", "user_updated_at",
      "routes_show_path", "routes_edit_path", "external_record_id", "call_id", "event_type", "buyer_id",
      "reason", "detail"
    ],
    "sortable": ["id","created_at","updated_at"],
    "values": {
      "call_id": {"type":"ref","description":"The call"},
      "event_type": {
        "type": "enum",
        "values": [
          "Leg", "Greeting", "Menu", "KeyPress", "ZipEntry", "Extension", "Question", "Whisper", "BuyerAccept",
          "HoldQueue", "MachineDetected", "CallAction", "BuyerConsidered", "Dial", "DialResult",
          "ExceptionRule", "Conversion", "CallRecording", "Transcription", "WebhookLog", "Disposition"
        ],
        "description": "What kind of step"
      },
      "buyer_id": {"type":"ref","description":"Buyer the step is about, when one is"},
      "reason": {
        "type": "string",
        "description": "BuyerConsidered: what excluded the buyer (paused, closed, token_filter, a cap, a suppression), blank when eligible; DialResult: the outcome; ExceptionRule: its trigger; Greeting: played, or none (no_greeting_is_played); Menu: listening, or step_limit; KeyPress: the digits, or none; Whisper: played (to the buyer); BuyerAccept: asked, accepted or too_slow; ZipEntry and Extension: listening, entered, retry or failed; Question: listening, answered, retry or unanswered; HoldQueue: joined, full, back_in_line, or left (detail.outcome connected, abandoned or max_seconds_exceeded, with wait_seconds); MachineDetected: human, machine or unknown (what the carrier's detection said); CallAction: add_to_schedule, block_caller or record_voicemail (a menu action done)"
      }
    },
    "params": {
      "list": [
        {"name":"call_id","many":true},
        {"name":"event_type","many":true},
        {"name":"buyer_id","many":true},
        {"name":"reason"}
      ],
      "show": []
    },
    "routes": [
      {"name":"list","method":"GET","path":"/call_events"},
      {"name":"show","method":"GET","path":"/call_events/:id"}
    ]
  }
];

/** The list parameters every resource takes (spec 2.2); `order` takes the resource's `sortable`. */
export const COMMON_LIST_PARAM_METADATA: readonly CommonParamMetadata[] = [
  {"name":"ids","type":"integers","description":"Only records with these ids: [1,2,3], 1,2,3 or ids[]=1"},
  {"name":"page","type":"integer","description":"Page number, from 1","min":1},
  {"name":"per_page","type":"integer","description":"Page size (default 25, at most 1000)","min":1,"max":1000},
  {
    "name": "cursor",
    "type": "integer",
    "description": "Cursor paging: -1 for the first page, then each metadata.next_cursor; 0 means done",
    "min": -1
  },
  {
    "name": "created_at_from",
    "type": "time",
    "description": "Created at or after (YYYY-MM-DD HH:MM:SS +ZZZZ, ISO 8601, UTC suffix, or read in time_zone)"
  },
  {"name":"created_at_to","type":"time","description":"Created at or before"},
  {"name":"updated_at_from","type":"time","description":"Updated at or after"},
  {"name":"updated_at_to","type":"time","description":"Updated at or before"},
  {"name":"fulltext","type":"string","description":"Records whose searchable text contains this"},
  {
    "name": "time_zone",
    "type": "string",
    "description": "IANA zone for times without an offset (GET /collections/time_zone); default the company zone"
  },
  {
    "name": "columns",
    "type": "strings",
    "description": "Only these columns, comma-separated; faster, because only they are read"
  },
  {"name":"root","type":"boolean","description":"root=false answers a bare array"},
  {"name":"order","type":"enum","description":"Sort column"},
  {"name":"order_dir","type":"enum","description":"Sort direction (default desc)","values":["desc","asc"]}
];

/** Endpoints that belong to no resource (`/me`, `/collections`), by group. */
export const ENDPOINT_GROUP_METADATA: readonly EndpointGroupMetadata[] = [
  {"name":"me","title":"Me","routes":[{"name":"show","method":"GET","path":"/me","endpoint":true}]},
  {
    "name": "collections",
    "title": "Collections",
    "routes": [
      {"name":"list","method":"GET","path":"/collections","endpoint":true},
      {"name":"show","method":"GET","path":"/collections/:type","endpoint":true}
    ]
  },
  {
    "name": "secure",
    "title": "Secure call callbacks",
    "routes": [
      {
        "name": "call_answer",
        "method": "POST",
        "path": "/secure/:secure_token/calls/:uuid/answer",
        "endpoint": true,
        "public": true
      },
      {
        "name": "call_dial_result",
        "method": "POST",
        "path": "/secure/:secure_token/calls/:uuid/dial_result",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "DialCallStatus",
            "type": "string",
            "description": "completed, busy, no-answer, failed… (Plivo: DialStatus)"
          }
        ]
      },
      {
        "name": "call_status",
        "method": "POST",
        "path": "/secure/:secure_token/calls/:uuid/status",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "CallStatus",
            "type": "string",
            "description": "The carrier's status word (queued, ringing, in-progress…)"
          }
        ]
      },
      {
        "name": "call_update",
        "method": "PUT",
        "path": "/secure/:secure_token/calls/:uuid",
        "endpoint": true,
        "public": true,
        "params": [
          {"name":"revenue","type":"decimal","description":"Sets the call's revenue (10.50)"},
          {
            "name": "add_revenue",
            "type": "decimal",
            "description": "Adds to the call's revenue (2.5 makes 10.50 into 13); not with revenue"
          },
          {
            "name": "buyer_converted",
            "type": "boolean",
            "description": "Did the buyer convert? (1, true, yes, on, 0, false, no, off)"
          },
          {
            "name": "digits",
            "type": "string",
            "description": "Also sends these key presses into the live call. Keys to press: 0-9, * and #; w waits half a second, W a second (\"1\", \"ww2#\")"
          },
          {
            "name": "data",
            "type": "json",
            "description": "Tokens merged into the call's token_values: {\"policy_id\":\"P-1\"}"
          }
        ]
      },
      {
        "name": "call_hang_up",
        "method": "DELETE",
        "path": "/secure/:secure_token/calls/:uuid",
        "endpoint": true,
        "public": true
      },
      {
        "name": "call_data",
        "method": "GET",
        "path": "/secure/:secure_token/calls/:uuid/data",
        "endpoint": true,
        "public": true
      }
    ]
  },
  {
    "name": "inbound_calls",
    "title": "Inbound call webhooks",
    "routes": [
      {
        "name": "voice",
        "method": "POST",
        "path": "/inbound_calls/:company/:provider/voice",
        "endpoint": true,
        "public": true,
        "params": [
          {"name":"To","type":"string","description":"The tracking number called (Plivo: digits without +)"},
          {"name":"From","type":"string","description":"The caller's number"},
          {"name":"CallSid","type":"string","description":"The carrier's id of the call (Plivo: CallUUID)"}
        ]
      },
      {
        "name": "status",
        "method": "POST",
        "path": "/inbound_calls/:company/:provider/status",
        "endpoint": true,
        "public": true,
        "params": [
          {"name":"CallSid","type":"string","description":"The carrier's id of the call (Plivo: CallUUID)"},
          {"name":"CallStatus","type":"string","description":"The carrier's status word"}
        ]
      },
      {
        "name": "sms",
        "method": "POST",
        "path": "/inbound_calls/:company/:provider/sms",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "To",
            "type": "string",
            "description": "The company number that received it (Plivo: digits without +)"
          },
          {"name":"From","type":"string","description":"The sender's number"},
          {"name":"Body","type":"string","description":"The text (Plivo: Text)"},
          {
            "name": "MessageSid",
            "type": "string",
            "description": "The carrier's id of the message (Plivo: MessageUUID)"
          }
        ]
      },
      {
        "name": "text_status",
        "method": "POST",
        "path": "/inbound_calls/:company/:provider/text_status",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "MessageSid",
            "type": "string",
            "description": "The carrier's id of the message (Plivo: MessageUUID)"
          },
          {"name":"MessageStatus","type":"string","description":"The carrier's status word (Plivo: Status)"},
          {"name":"ErrorCode","type":"string","description":"The carrier's error code of a failed message"}
        ]
      },
      {
        "name": "email_unsubscribe",
        "method": "GET",
        "path": "/inbound_calls/:company/unsubscribe",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "token",
            "type": "string",
            "required": true,
            "description": "The sealed token of the link (query)"
          }
        ]
      },
      {
        "name": "email_unsubscribe_one_click",
        "method": "POST",
        "path": "/inbound_calls/:company/unsubscribe",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "token",
            "type": "string",
            "required": true,
            "description": "The sealed token of the link (query)"
          }
        ]
      },
      {
        "name": "buyer_answered",
        "method": "POST",
        "path": "/inbound_calls/answered/:secure_token/:uuid",
        "endpoint": true,
        "public": true,
        "params": [
          {"name":"buyer_id","type":"integer","description":"The buyer whose number answered (Twilio, TeXML)"},
          {"name":"DialBLegTo","type":"string","description":"The number that answered (Plivo)"}
        ]
      },
      {
        "name": "menu",
        "method": "POST",
        "path": "/inbound_calls/menu/:secure_token/:uuid",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "group",
            "type": "string",
            "description": "The key press flow group listening (its id), or zip (the ZIP question), question (ask_a_question), extension (an extension entered) or voicemail (a recorded voicemail ended: hang up)"
          },
          {"name":"attempt","type":"integer","description":"How many times its prompt has played"},
          {"name":"Digits","type":"string","description":"The keys pressed (absent: none)"}
        ]
      },
      {
        "name": "whisper",
        "method": "POST",
        "path": "/inbound_calls/whisper/:secure_token/:uuid",
        "endpoint": true,
        "public": true
      },
      {
        "name": "accept",
        "method": "POST",
        "path": "/inbound_calls/accept/:secure_token/:uuid",
        "endpoint": true,
        "public": true,
        "params": [
          {"name":"buyer_id","type":"integer","description":"The buyer whose agent is asked"},
          {"name":"Digits","type":"string","description":"The key pressed (absent: none)"}
        ]
      },
      {
        "name": "buyer_music",
        "method": "POST",
        "path": "/inbound_calls/music/:secure_token/:uuid",
        "endpoint": true,
        "public": true
      },
      {
        "name": "hold_wait",
        "method": "POST",
        "path": "/inbound_calls/hold/:secure_token/:uuid/wait",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "QueuePosition",
            "type": "integer",
            "description": "The caller's place in the carrier's queue (Twilio, TeXML)"
          },
          {"name":"QueueTime","type":"integer","description":"Seconds waited so far (Twilio, TeXML)"}
        ]
      },
      {
        "name": "hold_connect",
        "method": "POST",
        "path": "/inbound_calls/hold/:secure_token/:uuid/connect",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "QueueResult",
            "type": "string",
            "description": "Why the caller left the carrier's queue: leave, redirected, hangup (Twilio, TeXML)"
          }
        ]
      },
      {
        "name": "recording",
        "method": "POST",
        "path": "/inbound_calls/recordings/:secure_token/:uuid",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "RecordingUrl",
            "type": "string",
            "description": "Where the carrier keeps the recording (Plivo: RecordUrl)"
          }
        ]
      }
    ]
  },
  {
    "name": "datasets",
    "title": "Datasets",
    "routes": [
      {"name":"list","method":"GET","path":"/datasets","endpoint":true},
      {
        "name": "calls",
        "method": "GET",
        "path": "/datasets/calls/:stat",
        "endpoint": true,
        "params": [
          {
            "name": "interval",
            "type": "enum",
            "values": ["five_minutes","hour","day","week","month"],
            "description": "Bucket of the series (default day)"
          },
          {
            "name": "group_by",
            "type": "enum",
            "values": ["buyer_converted","offer_converted","status","offer","buyer","traffic_source","schedule","state"],
            "description": "One series per value of this category"
          },
          {
            "name": "time_zone",
            "type": "string",
            "description": "IANA zone of the buckets (default the company zone)"
          },
          {
            "name": "created_at_from",
            "type": "time",
            "description": "First bucket; also every list filter of GET /calls"
          },
          {"name":"created_at_to","type":"time","description":"Last bucket"}
        ]
      },
      {
        "name": "leads",
        "method": "GET",
        "path": "/datasets/leads/:stat",
        "endpoint": true,
        "params": [
          {
            "name": "interval",
            "type": "enum",
            "values": ["five_minutes","hour","day","week","month"],
            "description": "Bucket of the series (default day)"
          },
          {
            "name": "group_by",
            "type": "enum",
            "values": ["status","offer","schedule","state","traffic_source"],
            "description": "One series per value of this category"
          },
          {
            "name": "time_zone",
            "type": "string",
            "description": "IANA zone of the buckets (default the company zone)"
          },
          {
            "name": "created_at_from",
            "type": "time",
            "description": "First bucket; also every list filter of GET /leads"
          },
          {"name":"created_at_to","type":"time","description":"Last bucket"}
        ]
      },
      {
        "name": "billing",
        "method": "GET",
        "path": "/datasets/billing",
        "endpoint": true,
        "params": [
          {
            "name": "stat",
            "type": "enum",
            "values": ["amount","quantity","count"],
            "description": "What to add up (default amount)"
          },
          {
            "name": "interval",
            "type": "enum",
            "values": ["day","week","month"],
            "description": "Bucket of the series (default day)"
          },
          {
            "name": "group_by",
            "type": "enum",
            "values": ["category","provider","offer"],
            "description": "One series per value of this category"
          },
          {
            "name": "time_zone",
            "type": "string",
            "description": "IANA zone of the buckets (default the company zone)"
          },
          {
            "name": "created_at_from",
            "type": "time",
            "description": "First bucket; also every list filter of GET /charge_rollups"
          },
          {"name":"created_at_to","type":"time","description":"Last bucket"}
        ]
      },
      {
        "name": "number_impressions",
        "method": "GET",
        "path": "/datasets/number_impressions",
        "endpoint": true,
        "params": [
          {
            "name": "stat",
            "type": "enum",
            "values": ["count","calls"],
            "description": "Impressions, or those a call followed (default count)"
          },
          {
            "name": "interval",
            "type": "enum",
            "values": ["five_minutes","hour","day","week","month"],
            "description": "Bucket of the series (default day)"
          },
          {
            "name": "group_by",
            "type": "enum",
            "values": ["number","phone_number","ring_pool","offer","traffic_source"],
            "description": "One series per value of this category"
          },
          {
            "name": "time_zone",
            "type": "string",
            "description": "IANA zone of the buckets (default the company zone)"
          },
          {
            "name": "created_at_from",
            "type": "time",
            "description": "First bucket; also every list filter of GET /impressions"
          },
          {"name":"created_at_to","type":"time","description":"Last bucket"}
        ]
      }
    ]
  },
  {
    "name": "numbers",
    "title": "Dynamic number insertion",
    "routes": [
      {
        "name": "request_number",
        "method": "GET",
        "path": "/numbers",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "offer_token",
            "type": "string",
            "description": "The offer's lead_token (32 characters), as trackdrive-optimizer.js sends it"
          },
          {"name":"offer_key","type":"string","description":"Same as offer_token (older scripts)"},
          {
            "name": "tokens",
            "type": "json",
            "description": "Token values of the visit (a hash, or its JSON text: data-tokens); kept on the impression"
          },
          {
            "name": "impressions",
            "type": "json",
            "description": "The visit: {\"url\",\"referrer\",\"visitor_id\",\"ga_client_id\"} (a hash or its JSON text)"
          },
          {
            "name": "visitor_id",
            "type": "string",
            "description": "The visitor cookie id (also inside impressions)"
          },
          {
            "name": "cookies",
            "type": "json",
            "description": "The page's cookies the script passes (a hash or its JSON text; also impressions.cookies), read by token matchers of source cookie. A Cookie header sent to this server is read too"
          }
        ]
      }
    ]
  },
  {
    "name": "events",
    "title": "Events",
    "routes": [
      {
        "name": "list",
        "method": "GET",
        "path": "/events",
        "endpoint": true,
        "params": [
          {
            "name": "types",
            "type": "string",
            "description": "Only these event types, comma-separated (new_call, call_ringing, call_forwarded, call_answered, buyer_no_answer, call_recording_available, call_transcription_completed, call_disposition_changed, call_ended, call_changed, new_lead, lead_changed, lead_contact_fields_changed, lead_timer_elapsed, lead_schedule_webhook, lead_opted_out, lead_ended, lead_converted, incoming_text_message, text_message_flow_webhook, text_message_sent, text_message_delivered, text_message_failed, buyer_auto_paused, buyer_unpaused)"
          },
          {"name":"after","type":"integer","description":"Only events after this sequence, oldest first"},
          {"name":"limit","type":"integer","description":"At most this many (default 50)"}
        ]
      },
      {"name":"types","method":"GET","path":"/events/types","endpoint":true},
      {
        "name": "stream",
        "method": "GET",
        "path": "/events/stream",
        "endpoint": true,
        "params": [
          {
            "name": "types",
            "type": "string",
            "description": "Only these event types, comma-separated (new_call, call_ringing, call_forwarded, call_answered, buyer_no_answer, call_recording_available, call_transcription_completed, call_disposition_changed, call_ended, call_changed, new_lead, lead_changed, lead_contact_fields_changed, lead_timer_elapsed, lead_schedule_webhook, lead_opted_out, lead_ended, lead_converted, incoming_text_message, text_message_flow_webhook, text_message_sent, text_message_delivered, text_message_failed, buyer_auto_paused, buyer_unpaused)"
          },
          {"name":"after","type":"integer","description":"Start after this sequence (default: now)"}
        ]
      }
    ]
  },
  {
    "name": "transcription_callbacks",
    "title": "Transcription callbacks",
    "routes": [
      {
        "name": "deepgram",
        "method": "POST",
        "path": "/transcription_callbacks/:kind/:company/:id",
        "endpoint": true,
        "public": true,
        "params": [
          {
            "name": "integration",
            "type": "integer",
            "required": true,
            "description": "The deepgram integration asked (query, signed)"
          },
          {
            "name": "expires",
            "type": "integer",
            "required": true,
            "description": "Unix time (seconds) the link is good until"
          },
          {
            "name": "signature",
            "type": "string",
            "required": true,
            "description": "HMAC-SHA256 of the path, audio URL, integration and expiry under the server's keyring"
          }
        ]
      }
    ]
  }
];
