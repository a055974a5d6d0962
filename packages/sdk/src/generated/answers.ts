// Generated from the resource declarations in @leadline/core by packages/sdk/scripts/generate.ts.
// Do not edit: run `pnpm --filter @leadline/sdk generate` after changing a declaration.

import type { Buyer, BuyerSuppression, Call, Contact, IncomingTextMessage, Integration, IntegrationObject, Lead, OauthConnection, OutgoingWebhook, PhoneNumber, Schedule, Subscription, TextMessage, WebhookLog } from './resources.js';
import type { Json, ListMetadata } from '../types.js';

/** The success body of every hand-written endpoint, by resource (or group) and endpoint name. */
export interface EndpointAnswers {
  buyer_suppressions: {
    caller_block: {
      status: number;
      errors: Record<string, string[]>;
      buyer_suppression: BuyerSuppression;
      checksum: string;
      metadata: {
        root: 'buyer_suppression';
        /** Numbers added (with dry_run: that would be) */
        added_count: number;
        /** Distinct numbers given that needed no change */
        unchanged_count: number;
        /** Nothing was written */
        dry_run: boolean;
      };
    };
    caller_unblock: {
      status: number;
      errors: Record<string, string[]>;
      buyer_suppression: BuyerSuppression;
      checksum: string;
      metadata: {
        root: 'buyer_suppression';
        /** Numbers removed (with dry_run: that would be) */
        removed_count: number;
        /** Distinct numbers given that needed no change */
        unchanged_count: number;
        /** Nothing was written */
        dry_run: boolean;
      };
    };
  };
  contacts: {
    suppression_list: {
      contacts: Contact[];
      metadata: ListMetadata;
    };
    caller_block: {
      status: number;
      errors: Record<string, string[]>;
      contact: Contact;
      checksum: string;
      metadata: {
        root: 'contact';
      };
    };
    caller_unblock: EndpointAnswers['contacts']['caller_block'];
    hang_up_calls: {
      status: number;
      errors: Record<string, string[]>;
      contact: Contact;
      checksum: string;
      metadata: {
        root: 'contact';
        /** Calls hung up */
        hung_up_count: number;
      };
    };
  };
  leads: {
    submit: {
      status: number;
      errors: Record<string, string[]>;
      lead: Lead;
      /** Id of the lead (also in lead.id) */
      lead_id: number;
      /** Every lead the post created or updated */
      lead_ids: number[];
      /** What the post did */
      action: 'created' | 'updated';
      /** Only when something was accepted but not done as asked: parameter → what happened instead (a traffic_source_id naming no active source of the company is kept as a token, the lead accepted) */
      warnings?: Record<string, string[]>;
      checksum: string;
      metadata: {
        root: 'lead';
      };
    };
    create_or_update: EndpointAnswers['leads']['submit'];
    capture: {
      status: number;
      errors: Record<string, string[]>;
      lead: Lead;
      /** Id of the lead (also in lead.id) */
      lead_id: number;
      /** Every lead the post created or updated */
      lead_ids: number[];
      /** What the post did */
      action: 'created' | 'updated';
      /** Only when something was accepted but not done as asked: parameter → what happened instead (a traffic_source_id naming no active source of the company is kept as a token, the lead accepted) */
      warnings?: Record<string, string[]>;
      /** What dedupe did with the caller's open lead: none (there was none), updated_existing, or ended it first (expire_existing, delete_existing) and created a new one */
      dedupe_action: 'none' | 'updated_existing' | 'expired_existing' | 'deleted_existing';
      /** Schedule the lead is enrolled in */
      schedule_id: number | null;
      /** That schedule, or null for an offer lead */
      schedule: {
        /** Schedule id */
        id: number;
        /** Schedule name */
        name: string;
      } | null;
      checksum: string;
      metadata: {
        root: 'lead';
      };
    };
    batch: {
      status: number;
      errors: Record<string, string[]>;
      results: {
        /** Position of the lead in `leads` (0-based) */
        index: number;
        /** 200 taken, else the status its own request would have answered */
        status: number;
        /** What was (or would be) done */
        action?: 'created' | 'updated';
        /** The lead (a refused duplicate: the open lead) */
        lead_id?: number;
        /** The number as stored (E.164) */
        caller_id?: string;
        /** Error code of a refused lead */
        code?: string;
        /** A refused lead: {param: [messages]} */
        errors?: Record<string, string[]>;
        /** A taken lead with something not done as asked, as its own POST answers it (an unknown traffic_source_id kept as a token): {param: [messages]} */
        warnings?: Record<string, string[]>;
      }[];
      metadata: {
        root: 'results';
        /** Leads answered */
        total_count: number;
        /** Leads created (dry run: that would be) */
        created: number;
        /** Leads updated (dry run: that would be) */
        updated: number;
        /** Leads refused */
        rejected: number;
      };
    };
    reports: {
      status: number;
      errors: Record<string, string[]>;
      reports: {
        /** Leads matching the parameters */
        total: number;
        /** Zone the days are counted in */
        time_zone: string;
        /** Counts per category of group_by, largest count first (days in date order) */
        groups: Partial<Record<'status' | 'offer' | 'schedule' | 'state' | 'day', {
          /** The status, id, state or local date */
          value: Json;
          /** Leads */
          count: number;
        }[]>>;
      };
      metadata: {
        root: 'reports';
      };
    };
    by_caller_number: {
      status: number;
      errors: Record<string, string[]>;
      lead: Lead;
      checksum: string;
      metadata: {
        root: 'lead';
      };
    };
    buyer_is_available: {
      status: number;
      errors: Record<string, string[]>;
      buyer_is_available: boolean;
      /** The lead */
      lead_id: number;
      /** Why not: no_offer, no_buyers, the one reason every buyer gave, else no_buyer_available; null when available */
      reason: string | null;
      /** Every buyer checked */
      buyers: {
        /** Buyer id */
        buyer_id: number;
        /** Buyer name */
        name: string;
        /** This buyer could take the lead */
        available: boolean;
        /** Why not */
        reason: 'paused' | 'closed' | 'token_filter' | 'concurrency_cap' | 'hourly_cap' | 'daily_cap' | 'monthly_cap' | 'total_cap' | 'attempt_hourly_cap' | 'attempt_daily_cap' | 'attempt_monthly_cap' | 'attempt_total_cap' | 'buyer_conversion_hourly_cap' | 'buyer_conversion_daily_cap' | 'buyer_conversion_monthly_cap' | 'buyer_conversion_total_cap' | 'revenue_hourly_cap' | 'revenue_daily_cap' | 'revenue_monthly_cap' | 'revenue_total_cap' | 'buyer_group_concurrency_cap' | 'buyer_group_hourly_cap' | 'buyer_group_daily_cap' | 'buyer_group_monthly_cap' | 'buyer_group_total_cap' | 'buyer_group_attempt_hourly_cap' | 'buyer_group_attempt_daily_cap' | 'buyer_group_attempt_monthly_cap' | 'buyer_group_attempt_total_cap' | 'buyer_group_buyer_conversion_hourly_cap' | 'buyer_group_buyer_conversion_daily_cap' | 'buyer_group_buyer_conversion_monthly_cap' | 'buyer_group_buyer_conversion_total_cap' | 'buyer_group_revenue_hourly_cap' | 'buyer_group_revenue_daily_cap' | 'buyer_group_revenue_monthly_cap' | 'buyer_group_revenue_total_cap' | 'fleet_duplicate' | 'blacklisted' | 'opted_out' | 'suppressed' | null;
      }[];
      /** A lead posted to a lead_distribution schedule: which distribution took it and why each did or did not (as decided when it arrived); null for a lead posted straight to its offer or schedule */
      distribution: {
        /** The lead_distribution schedule it was posted to */
        schedule_id: number;
        /** The distribution that took it (null: none; it stayed on schedule_id) */
        schedule_distribution_id: number | null;
        /** Each distribution's verdict, as the lead's distribution_log */
        log: {
          /** Distribution id */
          schedule_distribution_id: number;
          /** Distribution name */
          name: string;
          /** Where it sends leads */
          target_schedule_id: number;
          /** What it did with the lead */
          result: 'taken' | 'inactive' | 'bad_filters' | 'filters_failed' | 'cap_reached' | 'target_unavailable' | 'not_tried';
          /** What failed: the filter and the lead value, or the cap and its count today */
          detail?: string;
        }[];
      } | null;
      metadata: {
        root: 'buyer_is_available';
      };
    };
    destroy_by_id: EndpointAnswers['leads']['by_caller_number'];
    caller_opt_out: {
      status: number;
      errors: Record<string, string[]>;
      leads: Lead[];
      metadata: {
        root: 'leads';
        total_count: number;
      };
    };
    caller_remove: EndpointAnswers['leads']['caller_opt_out'];
    caller_move_to_end_of_schedule: EndpointAnswers['leads']['caller_opt_out'];
  };
  schedules: {
    make_call: {
      status: number;
      errors: Record<string, string[]>;
      call: Call;
      checksum: string;
      metadata: {
        root: 'call';
      };
    };
  };
  data_appends: {
    append: {
      status: number;
      errors: Record<string, string[]>;
      data_append: {
        /** The number, E.164 */
        caller_id: string;
        /** data type → value (null: the provider did not know). line_type: mobile, landline, voip, toll_free…; dnc_status: clear, or the block reason as dnc_check_logs words it (company_blacklist, opt_out, offer_suppression…) */
        values: Partial<Record<'caller_name' | 'line_type' | 'carrier' | 'address' | 'email' | 'demographics' | 'dnc_status' | 'litigator_check', string | null>>;
        /** data type → where its value came from */
        sources: Partial<Record<'caller_name' | 'line_type' | 'carrier' | 'address' | 'email' | 'demographics' | 'dnc_status' | 'litigator_check', {
          /** The provider asked */
          provider: string;
          /** Through this integration */
          integration_id: number | null;
          /** A recent result was reused */
          cached: boolean;
          /** The lookup was usage-charged */
          charged: boolean;
          /** When the provider answered */
          looked_up_at: string;
        }>>;
      };
      metadata: {
        root: 'data_append';
      };
    };
  };
  integrations: {
    update_object: {
      status: number;
      errors: Record<string, string[]>;
      integration_object: IntegrationObject;
      checksum: string;
      metadata: {
        root: 'integration_object';
      };
    };
  };
  oauth_connections: {
    authorize: {
      status: number;
      errors: Record<string, string[]>;
      authorization: {
        /** The authorization URL, state included */
        url: string;
        /** Where the provider sends the browser back */
        redirect_uri: string;
        /** When the state lapses */
        expires_at: string;
      };
      metadata: {
        root: 'authorization';
      };
    };
    callback: {
      status: number;
      errors: Record<string, string[]>;
      oauth_connection: {
        /** The connection’s uuid */
        uuid: string;
        /** Its name */
        name: string | null;
        /** When the token was fetched */
        fetched_at: string;
        /** When it expires */
        expires_at: string | null;
      };
      metadata: {
        root: 'oauth_connection';
      };
    };
    refresh: {
      status: number;
      errors: Record<string, string[]>;
      oauth_connection: OauthConnection;
      checksum: string;
      metadata: {
        root: 'oauth_connection';
      };
    };
  };
  outgoing_webhooks: {
    rotate_secret: {
      status: number;
      errors: Record<string, string[]>;
      outgoing_webhook: OutgoingWebhook;
      checksum: string;
      metadata: {
        root: 'outgoing_webhook';
      };
    };
  };
  inbound_webhooks: {
    ping: {
      buyers: {
        /** This buyer's ping id: post it to sell the call to this buyer */
        ping_id: string;
        /** Buyer id */
        id?: number;
        /** Buyer name */
        name?: string;
        /** Revenue of its first buyer conversion, or what that conversion's webhook bids now (clamped to revenue_min..revenue_max) */
        bid_price?: number | null;
        /** Routing tier */
        tier?: number;
        /** The static number (static_caller_number mode); a pool number is chosen by the post */
        forwarding_number?: string | null;
        /** Buyer id (same as id) */
        buyer_id: number;
        /** Its bid (same as bid_price) */
        bid: number | null;
        /** What the source is paid if the call converts with this buyer: the offer's first active offer conversion for the source (usd payout, or revenue_percentage of the bid); null when none applies */
        offer_conversion_payout: number | null;
        /** The bid is the buyer webhook's cached answer to the same request (cache_result_for_seconds): a duplicate ping */
        bid_cached: boolean;
      }[];
      /** true; false when refused (then status says why) */
      success: boolean;
      /** accepted, or why the ping was refused: no_buyers_available (no buyer of the offer may take the call now (paused, closed, caps, token filters, no bid from its webhook, under minimum_bid)); caller_number_blacklisted (the caller is on the company's blacklist); caller_opted_out (the caller opted out); caller_number_suppressed (the caller is on the suppression lists of every buyer that would take the call) */
      status: string;
      /** Post it to try every buyer, in order */
      try_all_buyers_ping_id: string;
      /** The ping ids and bids are good until then */
      ping_expires_at: string;
      /** The first buyer's bid */
      bid_price: number | null;
      /** The older shape live clients parse: the same ping id and buyers again */
      try_all_buyers: {
        /** Same as try_all_buyers_ping_id */
        ping_id: string;
        /** Same as buyers */
        buyers: {
          /** This buyer's ping id */
          ping_id: string;
          /** Buyer id */
          id?: number;
          /** Buyer name */
          name?: string;
          /** Revenue of its first buyer conversion, or what that conversion's webhook bids now (clamped to revenue_min..revenue_max) */
          bid_price?: number | null;
          /** Routing tier */
          tier?: number;
          /** The static number (static_caller_number mode); a pool number is chosen by the post */
          forwarding_number?: string | null;
          /** Buyer id (same as id) */
          buyer_id: number;
          /** Its bid (same as bid_price) */
          bid: number | null;
          /** What the source is paid if the call converts with this buyer: the offer's first active offer conversion for the source (usd payout, or revenue_percentage of the bid); null when none applies */
          offer_conversion_payout: number | null;
          /** The bid is the buyer webhook's cached answer to the same request (cache_result_for_seconds): a duplicate ping */
          bid_cached: boolean;
        }[];
      };
      metadata: {
        root: 'buyers';
      };
    };
    ping_by_get: EndpointAnswers['inbound_webhooks']['ping'];
    post: {
      forwarding_number: string;
      /** true; false when refused (then status says why) */
      success: boolean;
      /** accepted, or why the ping was refused: no_buyers_available (no buyer of the offer may take the call now (paused, closed, caps, token filters, no bid from its webhook, under minimum_bid)); caller_number_blacklisted (the caller is on the company's blacklist); caller_opted_out (the caller opted out); caller_number_suppressed (the caller is on the suppression lists of every buyer that would take the call) */
      status: string;
      /** accepted */
      forwarding_number_status: string;
      /** The same number in E.164 */
      forwarding_number_e164: string;
      /** Always null: Leadline forwards to phone numbers (pool and static numbers are E.164) */
      forwarding_number_sip_address: string | null;
      /** Seconds that were left of the ping's lifetime (null for a post_only post without a ping) */
      ping_ids_expiry_in_seconds: number | null;
      /** The ping claimed (null for a post_only post) */
      ping_id: string | null;
      /** The buyer the call is sold to */
      buyer_id: number;
      /** Its bid */
      bid_price: number | null;
      /** The number is held for the buyer until then */
      hold_expires_at: string;
      metadata: {
        root: 'forwarding_number';
      };
    };
    post_by_get: EndpointAnswers['inbound_webhooks']['post'];
  };
  subscriptions: {
    rotate_secret: {
      status: number;
      errors: Record<string, string[]>;
      subscription: Subscription;
      checksum: string;
      metadata: {
        root: 'subscription';
      };
    };
  };
  admin_table_exporters: {
    download: {
      admin_table_exporter: string;
      metadata: {
        root: 'admin_table_exporter';
      };
    };
  };
  phone_numbers: {
    point_webhooks: {
      status: number;
      errors: Record<string, string[]>;
      phone_number: PhoneNumber;
      checksum: string;
      metadata: {
        root: 'phone_number';
      };
    };
    search: {
      status: number;
      errors: Record<string, string[]>;
      available_phone_numbers: {
        /** The number, E.164 */
        number: string;
        /** As the carrier formats it */
        friendly_name: string | null;
        /** City */
        locality: string | null;
        /** State or province */
        region: string | null;
        /** Postal code */
        postal_code: string | null;
        /** ISO country */
        country: string;
        /** Rate center */
        rate_center: string | null;
        /** Takes calls */
        voice_enabled: boolean;
        /** Takes SMS */
        sms_enabled: boolean;
        /** Takes MMS */
        mms_enabled: boolean;
        /** Monthly rent, when the carrier says */
        monthly_cost: number | null;
        /** One-off cost, when the carrier says */
        setup_cost: number | null;
        /** Currency of the costs */
        currency: string | null;
      }[];
      metadata: {
        root: 'available_phone_numbers';
        /** Numbers answered */
        total_count: number;
        /** Carrier searched */
        provider: string;
        /** Integration searched through */
        integration_id: number;
      };
    };
  };
  calls: {
    stats: {
      status: number;
      errors: Record<string, string[]>;
      stats: {
        /** As asked */
        group_by: 'created_at_five_minutes' | 'created_at_hour' | 'created_at_day' | 'created_at_week' | 'created_at_month' | 'buyer_converted' | 'offer_converted' | 'status' | 'offer' | 'buyer' | 'traffic_source' | 'schedule' | 'state';
        /** As asked */
        stat: 'count' | 'revenue' | 'profit' | 'cost' | 'payout';
        /** The time bucket, if any */
        interval: 'five_minutes' | 'hour' | 'day' | 'week' | 'month' | null;
        /** Zone of the buckets */
        time_zone: string;
        /** The stat over every matching call */
        total: number;
        /** Matching calls */
        calls_count: number;
        /** Largest value first; a time group_by: the buckets in order */
        groups: {
          /** The id, status or true/false grouped by, or the bucket start */
          key: Json;
          /** The record's name, Converted, the local date */
          label: string | null;
          /** The stat */
          value: number;
          /** Calls in the group */
          calls_count: number;
          /** With interval: the group per bucket */
          series?: {
            /** The bucket's local start */
            at: string;
            /** The bucket as an axis prints it (2026-11-24, 2026-11, 2026-11-24 13:05) */
            label: string;
            /** The stat in the bucket (0 when empty) */
            value: number;
            /** Calls in the bucket */
            calls_count: number;
          }[];
        }[];
      };
      metadata: {
        root: 'stats';
      };
    };
    reports: {
      status: number;
      errors: Record<string, string[]>;
      reports: {
        /** Zone of the date filters */
        time_zone: string;
        /** Every matching call */
        totals: {
          /** Calls */
          calls_count: number;
          /** Calls answered */
          answered_count: number;
          /** Calls a buyer conversion fired on (buyer_converted) */
          converted_count: number;
          /** Calls an offer conversion fired on (offer_converted) */
          offer_converted_count: number;
          /** Seconds, summed */
          total_duration: number;
          /** Seconds with a buyer, summed */
          answered_duration: number;
          /** Revenue */
          revenue: number;
          /** Payout to traffic sources */
          payout: number;
          /** Carriers' charges (provider_cost) */
          cost: number;
          /** revenue − payout − cost */
          profit: number;
          /** converted_count / calls_count, percent */
          conversion_rate: number;
          /** answered_count / calls_count, percent */
          answer_rate: number;
          /** answered_duration / answered_count, seconds */
          average_handle_time: number;
          /** revenue / calls_count */
          revenue_per_call: number;
        };
        /** The figures per category of group_by, most calls first */
        groups: Partial<Record<'offer' | 'buyer' | 'traffic_source' | 'schedule' | 'state' | 'status', {
          /** The id or value grouped by */
          key: Json;
          /** The record's name */
          label: string | null;
          /** Calls */
          calls_count: number;
          /** Calls answered */
          answered_count: number;
          /** Calls a buyer conversion fired on (buyer_converted) */
          converted_count: number;
          /** Calls an offer conversion fired on (offer_converted) */
          offer_converted_count: number;
          /** Seconds, summed */
          total_duration: number;
          /** Seconds with a buyer, summed */
          answered_duration: number;
          /** Revenue */
          revenue: number;
          /** Payout to traffic sources */
          payout: number;
          /** Carriers' charges (provider_cost) */
          cost: number;
          /** revenue − payout − cost */
          profit: number;
          /** converted_count / calls_count, percent */
          conversion_rate: number;
          /** answered_count / calls_count, percent */
          answer_rate: number;
          /** answered_duration / answered_count, seconds */
          average_handle_time: number;
          /** revenue / calls_count */
          revenue_per_call: number;
        }[]>>;
      };
      metadata: {
        root: 'reports';
      };
    };
    recording_link: {
      status: number;
      errors: Record<string, string[]>;
      recording: {
        /** The signed link */
        url: string;
        /** When the link stops working */
        expires_at: string;
        /** Where the link streams from: the carrier, or the S3 copy */
        source: 'carrier' | 's3';
      };
      metadata: {
        root: 'recording';
        /** The call the recording is of */
        call_id: number;
      };
    };
    recording_audio: {
      status: number;
      errors: Record<string, string[]>;
      audio: string;
      metadata: {
        root: 'audio';
      };
    };
    live_calls: {
      calls: Call[];
      metadata: ListMetadata;
    };
    by_caller_number: {
      calls: Call[];
      metadata: ListMetadata;
    };
    hang_up: EndpointAnswers['schedules']['make_call'];
    make_call: EndpointAnswers['schedules']['make_call'];
    update_call: {
      status: number;
      errors: Record<string, string[]>;
      call: Call;
      checksum: string;
      metadata: {
        root: 'call';
        /** Parameters the update did not declare, kept as post-call tokens (the buyer's own fields) */
        kept_as_tokens: string[];
      };
    };
    update_call_put: EndpointAnswers['calls']['update_call'];
    postback: EndpointAnswers['calls']['update_call'];
    update_by_caller_id: EndpointAnswers['calls']['update_call'];
    send_key_press: EndpointAnswers['schedules']['make_call'];
    events: {
      status: number;
      errors: Record<string, string[]>;
      events: {
        /** Event id */
        id: number;
        /** Kind of step */
        type: 'Leg' | 'Greeting' | 'Menu' | 'KeyPress' | 'ZipEntry' | 'Extension' | 'Question' | 'Whisper' | 'BuyerAccept' | 'HoldQueue' | 'MachineDetected' | 'CallAction' | 'BuyerConsidered' | 'Dial' | 'DialResult' | 'ExceptionRule' | 'Conversion' | 'CallRecording' | 'Transcription' | 'WebhookLog' | 'Disposition';
        /** When it happened */
        created_at: string;
        /** Buyer it is about */
        buyer_id: number | null;
        /** What excluded a buyer, how a dial ended, which trigger an exception rule had, what a webhook request was for */
        reason: string | null;
      }[];
      /** The call */
      id: number;
      /** The call's uuid */
      uuid: string;
      /** When the call was created */
      created_at: string;
      metadata: {
        root: 'events';
        /** The call */
        call_id: number;
        /** Steps answered */
        total_count: number;
      };
    };
    simulate: EndpointAnswers['schedules']['make_call'];
  };
  sound_files: {
    audio: EndpointAnswers['calls']['recording_audio'];
  };
  me: {
    show: {
      status: number;
      errors: Record<string, string[]>;
      me: {
        /** The company they act in */
        company: {
          /** Company id */
          id: number;
          /** Company uuid */
          uuid: string;
          /** Company name */
          name: string;
          /** Subdomain (also accepted as company_id) */
          subdomain: string;
          /** IANA zone times are shown in */
          time_zone: string;
          /** Country phone numbers are read in */
          default_country: string;
          /** When the company was created */
          created_at: string;
          /** When the company last changed */
          updated_at: string;
        };
        /** Who acts: an access key pair (api_key) or a user (developer token) */
        actor: {
          /** Kind of actor */
          type: 'api_key' | 'user' | 'system';
          /** Key or user id */
          id: number | null;
          /** Key or user name */
          name: string;
        };
        /** superuser flag and access per resource family (none, read or write; * for the others) */
        permissions: {
          /** Superuser credentials */
          superuser: boolean;
          /** Resource family (or *) → none, read or write */
          access: Record<string, 'none' | 'read' | 'write'>;
        };
      };
      metadata: {
        root: 'me';
      };
    };
  };
  collections: {
    list: {
      collections: string[];
      metadata: {
        root: 'collections';
      };
    };
    show: {
      metadata: {
        root: string;
        /** Number of values */
        total_count: number;
      };
    } & { [root: string]: {
        /** What the API takes and answers */
        value: string;
        /** Readable name */
        label: string;
      }[] };
  };
  secure: {
    call_answer: string;
    call_dial_result: string;
    call_status: {
      status: number;
      errors: Record<string, string[]>;
      call: {
        /** The call's uuid */
        uuid: string;
        /** Its status in Leadline's words */
        status: string;
      };
      metadata: {
        root: 'call';
      };
    };
    call_update: {
      status: number;
      errors: Record<string, string[]>;
      call: {
        /** The call's uuid */
        uuid: string;
        /** Its status in Leadline's words */
        status: string;
        /** Revenue of the call */
        revenue: number;
        /** Whether the buyer converted */
        buyer_converted: boolean;
        /** The call's tokens (token_values) */
        data: Record<string, Json>;
      };
      metadata: {
        root: 'call';
      };
    };
    call_hang_up: EndpointAnswers['secure']['call_update'];
    call_data: {
      status: number;
      errors: Record<string, string[]>;
      data: Record<string, Json>;
      /** The call's uuid */
      uuid: string;
      metadata: {
        root: 'data';
      };
    };
  };
  inbound_calls: {
    voice: string;
    status: EndpointAnswers['secure']['call_status'];
    sms: string;
    text_status: {
      status: number;
      errors: Record<string, string[]>;
      text_message: {
        /** The text_message's id */
        id: number;
        /** Its status */
        status: string;
      };
      metadata: {
        root: 'text_message';
      };
    };
    email_unsubscribe: {
      status: number;
      errors: Record<string, string[]>;
      unsubscribed: boolean;
      metadata: {
        root: 'unsubscribed';
      };
    };
    email_unsubscribe_one_click: EndpointAnswers['inbound_calls']['email_unsubscribe'];
    buyer_answered: string;
    menu: string;
    whisper: string;
    accept: string;
    buyer_music: string;
    hold_wait: string;
    hold_connect: string;
    recording: {
      status: number;
      errors: Record<string, string[]>;
      call: {
        /** The call's uuid */
        uuid: string;
        /** The recording kept */
        recording_url: string | null;
      };
      metadata: {
        root: 'call';
      };
    };
  };
  datasets: {
    list: {
      status: number;
      errors: Record<string, string[]>;
      datasets: {
        /** Dataset name */
        name: 'calls' | 'leads' | 'billing' | 'number_impressions';
        /** Where it is served */
        path: string;
        /** What it counts */
        description: string;
        /** Stats it adds up */
        stats: string[];
        /** Categories it splits by */
        group_by: string[];
        /** Buckets it counts in */
        intervals: string[];
      }[];
      metadata: {
        root: 'datasets';
      };
    };
    calls: {
      status: number;
      errors: Record<string, string[]>;
      dataset: {
        /** The dataset */
        name: 'calls' | 'leads' | 'billing' | 'number_impressions';
        /** What was added up */
        stat: string;
        /** The bucket */
        interval: 'five_minutes' | 'hour' | 'day' | 'week' | 'month';
        /** One series per value of this category */
        group_by: string | null;
        /** Zone of the buckets */
        time_zone: string;
        /** Bucket starts, YYYY-MM-DD HH:MM:SS +ZZZZ */
        buckets: string[];
        /** The buckets as an axis prints them */
        labels: string[];
        /** The stat over every matching row */
        total: number;
        /** Matching rows */
        count: number;
        /** Largest total first; one series (key null) without group_by */
        series: {
          /** The id or value grouped by */
          key: Json;
          /** The record's name or the value */
          label: string | null;
          /** The series summed */
          total: number;
          /** Rows in the series */
          count: number;
          /** One number per bucket */
          values: number[];
        }[];
      };
      metadata: {
        root: 'dataset';
      };
    };
    leads: EndpointAnswers['datasets']['calls'];
    billing: EndpointAnswers['datasets']['calls'];
    number_impressions: EndpointAnswers['datasets']['calls'];
  };
  numbers: {
    request_number: {
      number: {
        /** Phone number id */
        id: number;
        /** E.164: +18662222644 ([plain_number]) */
        plain_number: string;
        /** National format: (866) 222-2644 ([human_number]) */
        human_number: string;
        /** Always null: numbers have no extension */
        extension: string | null;
        /** MD5 of the other keys */
        checksum: string;
      };
      metadata: {
        root: 'number';
      };
    };
  };
  events: {
    list: {
      status: number;
      errors: Record<string, string[]>;
      events: {
        /** Event id (evt_…), the webhook-id of every delivery of it */
        id: string;
        /** Position in the company’s event log; pass as `after` */
        sequence: number;
        /** Event type (GET /events/types) */
        type: 'new_call' | 'call_ringing' | 'call_forwarded' | 'call_answered' | 'buyer_no_answer' | 'call_recording_available' | 'call_transcription_completed' | 'call_disposition_changed' | 'call_ended' | 'call_changed' | 'new_lead' | 'lead_changed' | 'lead_contact_fields_changed' | 'lead_timer_elapsed' | 'lead_schedule_webhook' | 'lead_opted_out' | 'lead_ended' | 'lead_converted' | 'incoming_text_message' | 'text_message_flow_webhook' | 'text_message_sent' | 'text_message_delivered' | 'text_message_failed' | 'buyer_auto_paused' | 'buyer_unpaused';
        /** Call, Lead, IncomingTextMessage or TextMessage */
        record_type: string;
        /** Id of the record */
        record_id: number;
        /** When the change committed */
        created_at: string;
        /** {"field": [before, after]} of *_changed events */
        changes: Record<string, Json[]> | null;
        /** The record as delivered (GET /calls/:id or /leads/:id shape); null until dispatched */
        data: Record<string, Json> | null;
      }[];
      metadata: {
        root: 'events';
      };
    };
    types: {
      status: number;
      errors: Record<string, string[]>;
      event_types: {
        /** Event type */
        name: string;
        /** When it happens */
        description: string;
        /** Resource of the record it carries (calls, leads, text_messages) */
        record: string;
        /** POST /subscriptions accepts it as `event` */
        subscribable: boolean;
        /** Outgoing-webhook triggers it fires */
        triggers: Json;
      }[];
      metadata: {
        root: 'event_types';
      };
    };
    stream: EndpointAnswers['events']['list'];
  };
  transcription_callbacks: {
    deepgram: {
      status: number;
      errors: Record<string, string[]>;
      transcription: {
        /** The transcript was taken */
        kept: boolean;
      };
      metadata: {
        root: 'transcription';
      };
    };
  };
}
